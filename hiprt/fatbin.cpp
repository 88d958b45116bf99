// Code-object images as HIP hands them over: a bare ELF (hipModuleLoadData with a .hsaco in
// memory, no size given) or a clang offload bundle (what `clang -x hip --offload-arch=...` embeds,
// and what hipModuleLoadData also accepts). The bundle's gfx1151 entry is the one the emulated
// device runs; a bundle without one is an error naming the targets it has.
#include <elf.h>

#include <cstring>

#include "hiprt/runtime.hpp"

namespace hiprt {

namespace {

constexpr char kBundleMagic[] = "__CLANG_OFFLOAD_BUNDLE__";
constexpr size_t kBundleMagicLen = sizeof(kBundleMagic) - 1;
// Far above any real image; bounds what a corrupt header can make us read.
constexpr uint64_t kMaxImage = uint64_t(1) << 30;

uint64_t rd64(const uint8_t* p) {
    uint64_t v;
    std::memcpy(&v, p, 8);
    return v;
}

}  // namespace

// The extent of an ELF image from its headers alone (hipModuleLoadData gets no size): the end of
// the furthest of the section table, the program headers, the segments and the sections. The
// parser then checks every offset against this size.
bool elf_image_size(const void* image, uint64_t* size, std::string* why) {
    const auto* p = static_cast<const uint8_t*>(image);
    if (std::memcmp(p, ELFMAG, SELFMAG) != 0) {
        *why = "not an ELF image";
        return false;
    }
    if (p[EI_CLASS] != ELFCLASS64) {
        *why = "not a 64-bit ELF image";
        return false;
    }
    Elf64_Ehdr eh;
    std::memcpy(&eh, p, sizeof eh);
    uint64_t end = sizeof eh;
    auto extend = [&](uint64_t off, uint64_t len) {
        if (off < kMaxImage && len < kMaxImage && off + len > end) end = off + len;
    };
    extend(eh.e_phoff, uint64_t(eh.e_phnum) * eh.e_phentsize);
    extend(eh.e_shoff, uint64_t(eh.e_shnum) * eh.e_shentsize);
    if (end > kMaxImage) {
        *why = "ELF header describes an image over 1 GiB";
        return false;
    }
    if (eh.e_phentsize == sizeof(Elf64_Phdr))
        for (unsigned i = 0; i < eh.e_phnum; ++i) {
            Elf64_Phdr ph;
            std::memcpy(&ph, p + eh.e_phoff + i * sizeof ph, sizeof ph);
            extend(ph.p_offset, ph.p_filesz);
        }
    if (eh.e_shentsize == sizeof(Elf64_Shdr))
        for (unsigned i = 0; i < eh.e_shnum; ++i) {
            Elf64_Shdr sh;
            std::memcpy(&sh, p + eh.e_shoff + i * sizeof sh, sizeof sh);
            if (sh.sh_type != SHT_NOBITS) extend(sh.sh_offset, sh.sh_size);
        }
    *size = end;
    return true;
}

bool is_offload_bundle(const void* image) { return std::memcmp(image, kBundleMagic, kBundleMagicLen) == 0; }

// The code object for `arch` in a clang offload bundle: magic, entry count, then per entry its
// offset, size, triple length and triple ("hipv4-amdgcn-amd-amdhsa--gfx1151", possibly with
// feature suffixes such as ":xnack-"). `size` bounds the reads when known (0: trust the header).
bool code_object_from_bundle(const void* image, uint64_t size, const std::string& arch, std::vector<uint8_t>* out,
                             std::string* why) {
    const auto* p = static_cast<const uint8_t*>(image);
    auto room = [&](uint64_t off, uint64_t len) { return size == 0 ? (off < kMaxImage && len < kMaxImage) : (off <= size && len <= size - off); };
    if (!room(0, kBundleMagicLen + 8) || !is_offload_bundle(image)) {
        *why = "not a clang offload bundle";
        return false;
    }
    const uint64_t n = rd64(p + kBundleMagicLen);
    if (n > 4096) {
        *why = "offload bundle with " + std::to_string(n) + " entries: corrupt";
        return false;
    }
    uint64_t off = kBundleMagicLen + 8;
    std::string targets;
    for (uint64_t i = 0; i < n; ++i) {
        if (!room(off, 24)) break;
        const uint64_t eoff = rd64(p + off), esize = rd64(p + off + 8), tlen = rd64(p + off + 16);
        off += 24;
        if (tlen > 4096 || !room(off, tlen)) break;
        const std::string triple(reinterpret_cast<const char*>(p + off), tlen);
        off += tlen;
        // The device part is after the last '-' of "<kind>-<triple>-<gpu>[:features]".
        std::string gpu = triple.substr(triple.rfind('-') + 1);
        const std::string bare = gpu.substr(0, gpu.find(':'));
        if (triple.rfind("host", 0) == 0) continue;
        targets += (targets.empty() ? "" : ", ") + gpu;
        if (bare == arch && triple.find("amdgcn") != std::string::npos) {
            if (!room(eoff, esize) || esize == 0) {
                *why = "offload bundle entry '" + triple + "' lies outside the bundle";
                return false;
            }
            out->assign(p + eoff, p + eoff + esize);
            return true;
        }
    }
    *why = "the offload bundle has no code object for " + arch + " (it has: " + (targets.empty() ? "none" : targets) + ")";
    return false;
}

}  // namespace hiprt
