// clang-offload-bundler, the bundling half only: what `clang++-19 -x hip -c` runs to wrap the
// device code object into the .hipfb it embeds in the host object. Debian ships clang-19 without
// this tool (only clang-offload-bundler-14, whose command line clang 19 no longer speaks), so the
// tests/hip `<<<...>>>` programs are compiled with `-B <dir holding this tool>` (hiprt/hiprt.mk).
//
//   clang-offload-bundler -type=o -bundle-align=N -targets=T1,T2,... -input=F1 -input=F2 ... -output=OUT
//
// Writes the uncompressed bundle format (version 1) the HIP runtime reads (hiprt/fatbin.cpp):
// "__CLANG_OFFLOAD_BUNDLE__", the entry count, per entry its offset, size, triple length and
// triple (all 64-bit little endian), then each entry's bytes at an offset aligned to N. Anything
// else clang might ask of the real tool (unbundling, listing) is refused with a message, so a
// build that needs it fails loudly rather than producing a wrong object.
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace {

int fail(const std::string& why) {
    std::fprintf(stderr, "clang-offload-bundler (wmma_asm hiprt): %s\n", why.c_str());
    return 1;
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> out;
    size_t at = 0;
    for (;;) {
        const size_t next = s.find(sep, at);
        out.push_back(s.substr(at, next - at));
        if (next == std::string::npos) return out;
        at = next + 1;
    }
}

void put64(std::string& out, uint64_t v) {
    for (int i = 0; i < 8; ++i) out.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
}

bool starts(const std::string& s, const char* prefix, std::string* rest) {
    const size_t n = std::strlen(prefix);
    if (s.compare(0, n, prefix) != 0) return false;
    *rest = s.substr(n);
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    std::string type, output, value;
    uint64_t align = 1;
    std::vector<std::string> targets, inputs;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        // Both the -x=v and --x=v spellings, as LLVM's option parser accepts.
        const std::string arg = a.compare(0, 2, "--") == 0 ? a.substr(1) : a;
        if (starts(arg, "-type=", &value)) type = value;
        else if (starts(arg, "-targets=", &value)) targets = split(value, ',');
        else if (starts(arg, "-input=", &value)) inputs.push_back(value);
        else if (starts(arg, "-output=", &value)) output = value;
        else if (starts(arg, "-bundle-align=", &value)) align = std::strtoull(value.c_str(), nullptr, 10);
        else if (arg == "-verbose" || arg == "-allow-missing-bundles") continue;
        else return fail("unsupported option '" + a + "' (only bundling is implemented)");
    }
    if (type != "o" && type != "bc" && type != "ll") return fail("unsupported -type=" + type);
    if (targets.empty() || targets.size() != inputs.size() || output.empty())
        return fail("need -targets with one -input per target, and -output");
    if (align == 0 || (align & (align - 1)) != 0) return fail("-bundle-align must be a power of two");

    std::vector<std::string> contents;
    for (const auto& path : inputs) {
        std::ifstream in(path, std::ios::binary);
        if (!in) return fail("cannot read " + path);
        contents.emplace_back(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }
    uint64_t header = 24 + 8;
    for (const auto& t : targets) header += 24 + t.size();
    std::string out = "__CLANG_OFFLOAD_BUNDLE__";
    put64(out, targets.size());
    std::vector<uint64_t> offsets;
    uint64_t at = header;
    for (const auto& c : contents) {
        at = (at + align - 1) / align * align;
        offsets.push_back(at);
        at += c.size();
    }
    for (size_t i = 0; i < targets.size(); ++i) {
        put64(out, offsets[i]);
        put64(out, contents[i].size());
        put64(out, targets[i].size());
        out += targets[i];
    }
    for (size_t i = 0; i < contents.size(); ++i) {
        out.resize(offsets[i], '\0');
        out += contents[i];
    }
    std::ofstream o(output, std::ios::binary | std::ios::trunc);
    o.write(out.data(), static_cast<std::streamsize>(out.size()));
    if (!o) return fail("cannot write " + output);
    return 0;
}
