// ELF64 / AMDGPU code-object parsing. References: the ELF-64 object format and LLVM's
// AMDGPUUsage ("ELF Code Object", "Note Records", "Kernel Descriptor").
#include "wmma_asm/hsaco.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "wmma_asm/error.hpp"
#include "wmma_asm/file.hpp"
#include "wmma_asm/msgpack.hpp"

namespace wmma_asm {
namespace {

constexpr uint16_t kEmAmdgpu = 224;
constexpr uint16_t kEtRel = 1, kEtExec = 2, kEtDyn = 3, kEtCore = 4;
constexpr uint8_t kOsAbiAmdgpuHsa = 64;
constexpr uint32_t kShtSymtab = 2, kShtNote = 7, kShtDynsym = 11;
constexpr uint32_t kNtAmdgpuMetadata = 32;
constexpr size_t kEhdrSize = 64, kShdrSize = 64, kSymSize = 24;

struct Section {
    uint32_t name, type;
    uint64_t flags, addr, offset, size;
    uint32_t link, info;
    uint64_t entsize;
};

class Parser {
public:
    Parser(const std::vector<uint8_t>& b, const std::string& origin) : b_(b), origin_(origin) {}

    [[noreturn]] void fail(const std::string& why) const { throw Error(origin_ + ": " + why); }

    template <typename T>
    T rd(uint64_t off, const char* what) const {
        if (off > b_.size() || sizeof(T) > b_.size() - off)
            fail(std::string("truncated code object (") + what + " at offset " + std::to_string(off) +
                 " past the end of the " + std::to_string(b_.size()) + "-byte file)");
        T v;
        std::memcpy(&v, b_.data() + off, sizeof(T));
        return v;
    }

    void check_range(uint64_t off, uint64_t size, const char* what) const {
        if (off > b_.size() || size > b_.size() - off)
            fail(std::string("truncated code object (") + what + " [" + std::to_string(off) + ", +" +
                 std::to_string(size) + ") outside the " + std::to_string(b_.size()) + "-byte file)");
    }

    std::vector<Section> sections() const {
        const uint64_t shoff = rd<uint64_t>(0x28, "e_shoff");
        const uint16_t shentsize = rd<uint16_t>(0x3a, "e_shentsize");
        const uint16_t shnum = rd<uint16_t>(0x3c, "e_shnum");
        if (shnum == 0) fail("code object has no section headers");
        if (shentsize != kShdrSize) fail("unexpected section header size " + std::to_string(shentsize));
        check_range(shoff, uint64_t(shnum) * kShdrSize, "section header table");
        std::vector<Section> out;
        for (uint16_t i = 0; i < shnum; ++i) {
            const uint64_t o = shoff + uint64_t(i) * kShdrSize;
            Section s{rd<uint32_t>(o, "sh_name"), rd<uint32_t>(o + 4, "sh_type"), rd<uint64_t>(o + 8, "sh_flags"),
                      rd<uint64_t>(o + 16, "sh_addr"), rd<uint64_t>(o + 24, "sh_offset"),
                      rd<uint64_t>(o + 32, "sh_size"), rd<uint32_t>(o + 40, "sh_link"),
                      rd<uint32_t>(o + 44, "sh_info"), rd<uint64_t>(o + 56, "sh_entsize")};
            if (s.type != 8 /*SHT_NOBITS*/) check_range(s.offset, s.size, "section contents");
            out.push_back(s);
        }
        return out;
    }

    std::string cstr(uint64_t off, uint64_t limit) const {
        std::string s;
        while (off < limit && off < b_.size() && b_[off] != 0) s.push_back(static_cast<char>(b_[off++]));
        if (off >= limit || off >= b_.size()) fail("unterminated string in string table");
        return s;
    }

    const std::vector<uint8_t>& b_;
    std::string origin_;
};

// Why an ELF of type `type` (not ET_DYN) is no code object. A loader maps a linked shared
// object; an unlinked object's symbol values are section offsets, which would otherwise surface
// later as "address 0x0 is in no section".
std::string elf_type_problem(uint16_t type) {
    const std::string link = ": link it with ld.lld-19 -shared";
    if (type == kEtRel) return "is a relocatable object (ET_REL), not a linked code object" + link;
    if (type == kEtExec) return "is an executable (ET_EXEC), not a code object (a shared object, ET_DYN)" + link;
    if (type == kEtCore) return "is a core file (ET_CORE), not a code object";
    return "has ELF type " + std::to_string(type) + ", not a code object (a shared object, ET_DYN)";
}

std::string section_name(const Parser& p, const std::vector<Section>& secs, uint16_t shstrndx, const Section& s) {
    if (shstrndx >= secs.size()) return "";
    const Section& strtab = secs[shstrndx];
    if (s.name >= strtab.size) p.fail("section name offset outside .shstrtab");
    return p.cstr(strtab.offset + s.name, strtab.offset + strtab.size);
}

// Kernels described by the metadata note (everything the note says about each kernel).
std::vector<KernelInfo> parse_metadata(const Parser& p, const uint8_t* desc, size_t size, std::string& target) {
    msgpack::Value root = msgpack::parse(desc, size);
    if (!root.is_map()) p.fail("corrupt metadata note: top level is not a map");
    if (const auto* t = root.find("amdhsa.target")) target = t->as_str("amdhsa.target");
    const msgpack::Value* kernels = root.find("amdhsa.kernels");
    if (!kernels || !kernels->is_array()) p.fail("corrupt metadata note: no amdhsa.kernels list");
    std::vector<KernelInfo> out;
    for (const auto& k : kernels->items) {
        if (!k.is_map()) p.fail("corrupt metadata note: kernel entry is not a map");
        KernelInfo ki;
        auto req_str = [&](const char* key) -> std::string {
            const auto* v = k.find(key);
            if (!v) p.fail(std::string("corrupt metadata note: kernel without ") + key);
            return v->as_str(key);
        };
        auto opt_u32 = [&](const char* key) -> uint32_t {
            const auto* v = k.find(key);
            if (!v) return 0;
            uint64_t x = v->as_uint(key);
            if (x > 0xffffffffull) p.fail(std::string("corrupt metadata note: ") + key + " out of range");
            return static_cast<uint32_t>(x);
        };
        ki.name = req_str(".name");
        ki.symbol = req_str(".symbol");
        ki.kernarg_segment_size = opt_u32(".kernarg_segment_size");
        ki.kernarg_segment_align = opt_u32(".kernarg_segment_align");
        ki.group_segment_fixed_size = opt_u32(".group_segment_fixed_size");
        ki.private_segment_fixed_size = opt_u32(".private_segment_fixed_size");
        ki.sgpr_count = opt_u32(".sgpr_count");
        ki.vgpr_count = opt_u32(".vgpr_count");
        ki.wavefront_size = opt_u32(".wavefront_size");
        ki.max_flat_workgroup_size = opt_u32(".max_flat_workgroup_size");
        if (const auto* r = k.find(".reqd_workgroup_size")) {
            if (!r->is_array() || r->items.size() != 3) p.fail("corrupt metadata note: .reqd_workgroup_size");
            for (int d = 0; d < 3; ++d) ki.reqd_workgroup_size[d] = static_cast<uint32_t>(r->items[d].as_uint(".reqd_workgroup_size"));
        }
        if (const auto* args = k.find(".args")) {
            if (!args->is_array()) p.fail("corrupt metadata note: .args is not a list");
            for (const auto& a : args->items) {
                if (!a.is_map()) p.fail("corrupt metadata note: argument is not a map");
                KernelArg arg;
                auto str = [&](const char* key) -> std::string {
                    const auto* v = a.find(key);
                    return v ? v->as_str(key) : std::string();
                };
                auto num = [&](const char* key) -> uint32_t {
                    const auto* v = a.find(key);
                    if (!v) p.fail(std::string("corrupt metadata note: argument without ") + key);
                    uint64_t x = v->as_uint(key);
                    if (x > 0xffffffffull) p.fail(std::string("corrupt metadata note: argument ") + key + " out of range");
                    return static_cast<uint32_t>(x);
                };
                arg.name = str(".name");
                arg.offset = num(".offset");
                arg.size = num(".size");
                arg.value_kind = str(".value_kind");
                if (arg.value_kind.empty()) p.fail("corrupt metadata note: argument without .value_kind");
                arg.type_name = str(".type_name");
                arg.address_space = str(".address_space");
                arg.access = str(".access");
                if (arg.size == 0 || uint64_t(arg.offset) + arg.size > ki.kernarg_segment_size)
                    p.fail("corrupt metadata note: argument '" + arg.name + "' lies outside the kernarg segment");
                ki.args.push_back(arg);
            }
            std::sort(ki.args.begin(), ki.args.end(),
                      [](const KernelArg& x, const KernelArg& y) { return x.offset < y.offset; });
        }
        out.push_back(std::move(ki));
    }
    return out;
}

}  // namespace

std::string gfx_name_from_mach(unsigned mach) {
    // EF_AMDGPU_MACH_AMDGCN_* values (LLVM's BinaryFormat/ELF.h).
    static const struct { unsigned mach; const char* name; } kTable[] = {
        {0x2c, "gfx900"}, {0x2f, "gfx906"}, {0x30, "gfx908"}, {0x3f, "gfx90a"}, {0x4c, "gfx942"},
        {0x33, "gfx1010"}, {0x36, "gfx1030"}, {0x41, "gfx1100"}, {0x46, "gfx1101"}, {0x47, "gfx1102"},
        {0x44, "gfx1103"}, {0x43, "gfx1150"}, {0x4a, "gfx1151"}, {0x48, "gfx1200"}, {0x4e, "gfx1201"},
    };
    for (const auto& e : kTable)
        if (e.mach == mach) return e.name;
    return "";
}

std::vector<const KernelArg*> KernelInfo::explicit_args() const {
    std::vector<const KernelArg*> out;
    for (const auto& a : args)
        if (!a.hidden()) out.push_back(&a);
    return out;
}

uint64_t CodeObject::image_size() const {
    uint64_t end = 0;
    for (const auto& s : segments) end = std::max(end, s.vaddr + s.memsz);
    return end;
}

const KernelInfo* CodeObject::find(const std::string& name) const {
    for (const auto& k : kernels)
        if (k.name == name) return &k;
    return nullptr;
}

const KernelInfo& CodeObject::kernel(const std::string& name) const {
    if (const KernelInfo* k = find(name)) return *k;
    std::string names;
    for (const auto& k : kernels) names += (names.empty() ? "" : ", ") + k.name;
    throw Error("unknown kernel '" + name + "' (this code object has: " + (names.empty() ? "none" : names) + ")");
}

CodeObject parse_code_object(std::vector<uint8_t> bytes, const std::string& origin) {
    CodeObject co;
    co.bytes = std::move(bytes);
    Parser p(co.bytes, origin);
    const auto& b = co.bytes;
    if (b.size() < 4 || std::memcmp(b.data(), "\x7f" "ELF", 4) != 0) p.fail("not an ELF file");
    if (b.size() < kEhdrSize) p.fail("truncated code object (ELF header needs 64 bytes, file has " + std::to_string(b.size()) + ")");
    if (b[4] != 2) p.fail("not a 64-bit ELF (AMDGPU code objects are ELF64)");
    if (b[5] != 1) p.fail("not a little-endian ELF");
    const uint16_t machine = p.rd<uint16_t>(0x12, "e_machine");
    if (machine != kEmAmdgpu)
        p.fail("ELF for another machine (e_machine " + std::to_string(machine) + ", expected EM_AMDGPU 224)");
    if (b[7] != kOsAbiAmdgpuHsa) p.fail("not an AMDGPU HSA code object (EI_OSABI " + std::to_string(b[7]) + ", expected 64)");
    if (const uint16_t type = p.rd<uint16_t>(0x10, "e_type"); type != kEtDyn) p.fail(elf_type_problem(type));
    co.abi_version = b[8];
    const uint32_t flags = p.rd<uint32_t>(0x30, "e_flags");
    co.mach = flags & 0xff;
    co.gfx_target = gfx_name_from_mach(co.mach);
    if (co.gfx_target.empty()) {
        char hex[16];
        std::snprintf(hex, sizeof hex, "0x%02x", co.mach);
        co.gfx_target = std::string("unknown-mach-") + hex;
    }

    // Program headers: the PT_LOAD segments a loader maps.
    {
        const uint64_t phoff = p.rd<uint64_t>(0x20, "e_phoff");
        const uint16_t phentsize = p.rd<uint16_t>(0x36, "e_phentsize");
        const uint16_t phnum = p.rd<uint16_t>(0x38, "e_phnum");
        if (phnum && phentsize != 56) p.fail("unexpected program header size " + std::to_string(phentsize));
        p.check_range(phoff, uint64_t(phnum) * 56, "program header table");
        for (uint16_t i = 0; i < phnum; ++i) {
            const uint64_t o = phoff + uint64_t(i) * 56;
            if (p.rd<uint32_t>(o, "p_type") != 1 /*PT_LOAD*/) continue;
            LoadSegment seg{p.rd<uint64_t>(o + 16, "p_vaddr"), p.rd<uint64_t>(o + 8, "p_offset"),
                            p.rd<uint64_t>(o + 32, "p_filesz"), p.rd<uint64_t>(o + 40, "p_memsz")};
            p.check_range(seg.offset, seg.filesz, "segment contents");
            if (seg.filesz > seg.memsz || seg.memsz > (1ull << 32) || seg.vaddr > (1ull << 32))
                p.fail("implausible PT_LOAD segment (" + std::to_string(seg.memsz) + " bytes at " + std::to_string(seg.vaddr) + ")");
            co.segments.push_back(seg);
        }
    }
    const std::vector<Section> secs = p.sections();
    const uint16_t shstrndx = p.rd<uint16_t>(0x3e, "e_shstrndx");
    const Section* symtab = nullptr;
    const Section* note = nullptr;
    std::vector<uint8_t> note_desc;
    for (const auto& s : secs) {
        const std::string name = section_name(p, secs, shstrndx, s);
        if (name == ".text") { co.text_vaddr = s.addr; co.text_offset = s.offset; co.text_size = s.size; }
        if (s.type == kShtSymtab || (s.type == kShtDynsym && !symtab)) symtab = &s;
        if (s.type == kShtNote) {
            // Note records: namesz, descsz, type, name (4-aligned), desc (4-aligned).
            uint64_t o = s.offset, end = s.offset + s.size;
            while (o + 12 <= end) {
                const uint32_t namesz = p.rd<uint32_t>(o, "note namesz");
                const uint32_t descsz = p.rd<uint32_t>(o + 4, "note descsz");
                const uint32_t type = p.rd<uint32_t>(o + 8, "note type");
                const uint64_t name_off = o + 12;
                const uint64_t desc_off = name_off + ((uint64_t(namesz) + 3) & ~3ull);
                const uint64_t next = desc_off + ((uint64_t(descsz) + 3) & ~3ull);
                if (next > end) p.fail("corrupt note record (runs past its section)");
                const std::string owner(reinterpret_cast<const char*>(b.data() + name_off), namesz ? namesz - 1 : 0);
                if (owner == "AMDGPU" && type == kNtAmdgpuMetadata) {
                    note = &s;
                    note_desc.assign(b.begin() + desc_off, b.begin() + desc_off + descsz);
                }
                o = next;
            }
        }
    }
    if (!note) p.fail("no NT_AMDGPU_METADATA note (not a code object v3+ with metadata)");
    if (co.text_size == 0) p.fail("code object has no .text section");
    try {
        co.kernels = parse_metadata(p, note_desc.data(), note_desc.size(), co.metadata_target);
    } catch (const Error& e) {
        throw Error(origin + ": " + e.what());
    }
    if (co.kernels.empty()) p.fail("metadata note lists no kernels");

    // Resolve each kernel's descriptor through the symbol table.
    if (!symtab) p.fail("code object has no symbol table");
    if (symtab->link >= secs.size()) p.fail("symbol table links to a missing string table");
    const Section& strtab = secs[symtab->link];
    const uint64_t nsyms = symtab->size / kSymSize;
    auto addr_to_offset = [&](uint64_t vaddr, uint64_t size) -> uint64_t {
        for (const auto& s : secs)
            if (s.type != 8 && s.addr && vaddr >= s.addr && vaddr - s.addr + size <= s.size) return s.offset + (vaddr - s.addr);
        char hex[24];
        std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(vaddr));
        p.fail(std::string("address ") + hex + " is in no section");
    };
    for (auto& k : co.kernels) {
        bool found = false;
        for (uint64_t i = 0; i < nsyms && !found; ++i) {
            const uint64_t o = symtab->offset + i * kSymSize;
            const uint32_t st_name = p.rd<uint32_t>(o, "st_name");
            if (st_name >= strtab.size) continue;
            if (p.cstr(strtab.offset + st_name, strtab.offset + strtab.size) != k.symbol) continue;
            found = true;
            k.descriptor_vaddr = p.rd<uint64_t>(o + 8, "st_value");
            const uint64_t d = addr_to_offset(k.descriptor_vaddr, 64);
            KernelDescriptor& kd = k.descriptor;
            kd.group_segment_fixed_size = p.rd<uint32_t>(d + 0, "descriptor");
            kd.private_segment_fixed_size = p.rd<uint32_t>(d + 4, "descriptor");
            kd.kernarg_size = p.rd<uint32_t>(d + 8, "descriptor");
            kd.kernel_code_entry_byte_offset = p.rd<int64_t>(d + 16, "descriptor");
            kd.compute_pgm_rsrc3 = p.rd<uint32_t>(d + 44, "descriptor");
            kd.compute_pgm_rsrc1 = p.rd<uint32_t>(d + 48, "descriptor");
            kd.compute_pgm_rsrc2 = p.rd<uint32_t>(d + 52, "descriptor");
            kd.kernel_code_properties = p.rd<uint16_t>(d + 56, "descriptor");
            k.entry_vaddr = k.descriptor_vaddr + static_cast<uint64_t>(kd.kernel_code_entry_byte_offset);
            if (k.entry_vaddr < co.text_vaddr || k.entry_vaddr >= co.text_vaddr + co.text_size)
                p.fail("kernel '" + k.name + "': descriptor's entry point is outside .text");
        }
        if (!found) p.fail("kernel '" + k.name + "': descriptor symbol '" + k.symbol + "' not found");
    }
    return co;
}

std::vector<uint8_t> read_code_object_bytes(const std::string& path) {
    return read_regular_file(path, kMaxCodeObjectBytes, "code object file");
}

CodeObject load_code_object_file(const std::string& path) { return parse_code_object(read_code_object_bytes(path), path); }

}  // namespace wmma_asm
