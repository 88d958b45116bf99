// Reading a whole input file named on the command line (a code object, a buffer's contents, a
// timing-model description), and where the running executable lives.
// Only a regular file of bounded size is read: a directory would make the stream throw a
// libstdc++ message without the path, and a device or FIFO such as /dev/zero would be read
// forever while memory grows. Header-only so that every user of the code-object parser (the
// fuzzer links hsaco.cpp alone) has it.
#pragma once
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#include "wmma_asm/error.hpp"

namespace wmma_asm {

// "1 GiB" for a whole number of GiB, else the byte count.
inline std::string byte_size_text(uint64_t bytes) {
    if (bytes >= (1ull << 30) && bytes % (1ull << 30) == 0) return std::to_string(bytes >> 30) + " GiB";
    return std::to_string(bytes) + " bytes";
}

namespace file_detail {

// The size of the open file `fd` once it is known to be a regular file of at most `max_bytes`.
inline uint64_t checked_size(int fd, const std::string& path, uint64_t max_bytes, const std::string& what) {
    struct stat st;
    if (::fstat(fd, &st) != 0) throw Error(path + ": cannot stat " + what + " (" + std::strerror(errno) + ")");
    if (S_ISDIR(st.st_mode)) throw Error(path + ": is a directory, not a " + what);
    if (!S_ISREG(st.st_mode)) throw Error(path + ": not a regular file (a " + what + " must be one)");
    const uint64_t size = static_cast<uint64_t>(st.st_size);
    if (size > max_bytes)
        throw Error(path + ": " + std::to_string(size) + " bytes, more than the " + byte_size_text(max_bytes) + " a " + what +
                    " may have");
    return size;
}

// Exactly `size` bytes from `fd`.
inline std::vector<uint8_t> read_exactly(int fd, const std::string& path, uint64_t size) {
    std::vector<uint8_t> bytes(size);
    uint64_t done = 0;
    while (done < size) {
        const ssize_t n = ::read(fd, bytes.data() + done, size - done);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) throw Error(path + ": read error (" + std::strerror(errno) + ")");
        if (n == 0) throw Error(path + ": the file shrank while it was read");
        done += static_cast<uint64_t>(n);
    }
    return bytes;
}

}  // namespace file_detail

// The bytes of the regular file `path`, at most `max_bytes` of them; `what` names the file's
// role in the messages ("code object file"). Every refusal is an Error naming the path.
inline std::vector<uint8_t> read_regular_file(const std::string& path, uint64_t max_bytes, const std::string& what) {
    // O_NONBLOCK: opening a FIFO must not wait for a writer before fstat can refuse it; it does
    // not change reads of a regular file.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) throw Error(path + ": cannot open " + what + " (" + std::strerror(errno) + ")");
    struct Closer {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    return file_detail::read_exactly(fd, path, file_detail::checked_size(fd, path, max_bytes, what));
}

// The directory of the running executable, resolved by the kernel (/proc/self/exe: argv[0] may
// be a bare name found through PATH, or a symlink); "" when it cannot be read.
inline std::string executable_dir() {
    char buf[4096];
    const ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
    if (n <= 0) return "";
    const std::string p(buf, size_t(n));
    const auto slash = p.rfind('/');
    return slash == std::string::npos ? "" : p.substr(0, slash);
}

}  // namespace wmma_asm
