// Code-object (.hsaco) parser: ELF64 for EM_AMDGPU, the gfx target from e_flags, every kernel's
// 64-byte descriptor (<name>.kd) and its entry in the NT_AMDGPU_METADATA note.
// All offsets are checked against the file size; anything malformed is a wmma_asm::Error.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace wmma_asm {

// One explicit kernel argument, as the metadata note describes it.
struct KernelArg {
    std::string name;
    uint32_t offset = 0;
    uint32_t size = 0;
    std::string value_kind;      // global_buffer, by_value, hidden_*, ...
    std::string type_name;       // optional
    std::string address_space;   // optional (global_buffer)
    std::string access;          // optional: read_only, write_only, read_write
    bool hidden() const { return value_kind.rfind("hidden_", 0) == 0; }
    bool is_pointer() const { return value_kind == "global_buffer" || value_kind == "dynamic_shared_pointer"; }
};

// The kernel descriptor fields the dispatch needs (AMDGPUUsage, "Kernel Descriptor", gfx11).
struct KernelDescriptor {
    uint32_t group_segment_fixed_size = 0;
    uint32_t private_segment_fixed_size = 0;
    uint32_t kernarg_size = 0;
    int64_t kernel_code_entry_byte_offset = 0;   // relative to the descriptor's address
    uint32_t compute_pgm_rsrc1 = 0;
    uint32_t compute_pgm_rsrc2 = 0;
    uint32_t compute_pgm_rsrc3 = 0;
    uint16_t kernel_code_properties = 0;

    // rsrc1
    unsigned vgpr_granules() const { return compute_pgm_rsrc1 & 0x3f; }
    unsigned float_round_mode_32() const { return (compute_pgm_rsrc1 >> 12) & 3; }
    unsigned float_round_mode_16_64() const { return (compute_pgm_rsrc1 >> 14) & 3; }
    unsigned float_denorm_mode_32() const { return (compute_pgm_rsrc1 >> 16) & 3; }
    unsigned float_denorm_mode_16_64() const { return (compute_pgm_rsrc1 >> 18) & 3; }
    bool dx10_clamp() const { return (compute_pgm_rsrc1 >> 21) & 1; }
    bool ieee_mode() const { return (compute_pgm_rsrc1 >> 23) & 1; }
    bool wgp_mode() const { return (compute_pgm_rsrc1 >> 29) & 1; }
    // rsrc2
    bool private_segment() const { return compute_pgm_rsrc2 & 1; }
    unsigned user_sgpr_count() const { return (compute_pgm_rsrc2 >> 1) & 0x1f; }
    bool workgroup_id_x() const { return (compute_pgm_rsrc2 >> 7) & 1; }
    bool workgroup_id_y() const { return (compute_pgm_rsrc2 >> 8) & 1; }
    bool workgroup_id_z() const { return (compute_pgm_rsrc2 >> 9) & 1; }
    bool workgroup_info() const { return (compute_pgm_rsrc2 >> 10) & 1; }
    unsigned vgpr_workitem_id() const { return (compute_pgm_rsrc2 >> 11) & 3; }
    // kernel_code_properties
    bool sgpr_private_segment_buffer() const { return kernel_code_properties & (1u << 0); }
    bool sgpr_dispatch_ptr() const { return kernel_code_properties & (1u << 1); }
    bool sgpr_queue_ptr() const { return kernel_code_properties & (1u << 2); }
    bool sgpr_kernarg_segment_ptr() const { return kernel_code_properties & (1u << 3); }
    bool sgpr_dispatch_id() const { return kernel_code_properties & (1u << 4); }
    bool sgpr_flat_scratch_init() const { return kernel_code_properties & (1u << 5); }
    bool sgpr_private_segment_size() const { return kernel_code_properties & (1u << 6); }
    bool wavefront_size32() const { return kernel_code_properties & (1u << 10); }
    bool uses_dynamic_stack() const { return kernel_code_properties & (1u << 11); }
    // VGPRs the descriptor reserves per wave: the encoding granule is 8 registers in wave32 on
    // gfx10+ (4 in wave64), independently of the allocation granule the hardware rounds to.
    unsigned vgpr_count() const { return (vgpr_granules() + 1) * (wavefront_size32() ? 8 : 4); }
};

struct KernelInfo {
    std::string name;             // e.g. "k1"
    std::string symbol;           // e.g. "k1.kd"
    KernelDescriptor descriptor;
    uint64_t descriptor_vaddr = 0;
    uint64_t entry_vaddr = 0;     // first instruction
    // From the metadata note.
    uint32_t kernarg_segment_size = 0;
    uint32_t kernarg_segment_align = 0;
    uint32_t group_segment_fixed_size = 0;
    uint32_t private_segment_fixed_size = 0;
    uint32_t sgpr_count = 0;
    uint32_t vgpr_count = 0;
    uint32_t wavefront_size = 0;
    uint32_t max_flat_workgroup_size = 0;
    uint32_t reqd_workgroup_size[3] = {0, 0, 0};   // 0: not required
    std::vector<KernelArg> args;                   // in offset order, hidden ones included
    std::vector<const KernelArg*> explicit_args() const;
};

// A PT_LOAD program segment: how the loader maps the file into the device's address space.
struct LoadSegment {
    uint64_t vaddr = 0, offset = 0, filesz = 0, memsz = 0;
};

struct CodeObject {
    std::vector<uint8_t> bytes;   // the whole file
    std::string gfx_target;       // from e_flags, e.g. "gfx1151"
    unsigned mach = 0;            // e_flags & EF_AMDGPU_MACH
    unsigned abi_version = 0;     // e_ident[EI_ABIVERSION]: 2 = v4, 3 = v5, 4 = v6
    std::string metadata_target; // amdhsa.target when present
    uint64_t text_vaddr = 0;      // .text section: address, file offset and size
    uint64_t text_offset = 0;
    uint64_t text_size = 0;
    std::vector<KernelInfo> kernels;
    std::vector<LoadSegment> segments;   // PT_LOAD segments (code, read-only data, data)
    uint64_t image_size() const;         // bytes from address 0 to the end of the last segment

    const KernelInfo* find(const std::string& name) const;
    const KernelInfo& kernel(const std::string& name) const;   // throws an Error naming the kernels
    // The .text bytes (the code of every kernel in this object).
    const uint8_t* text() const { return bytes.data() + text_offset; }
};

// Parses a code object. `origin` names the source in error messages (a path or "<memory>").
CodeObject parse_code_object(std::vector<uint8_t> bytes, const std::string& origin = "<memory>");
// Reads a regular file of at most kMaxCodeObjectBytes (far above any real code object; the
// bound keeps a wrong path from exhausting memory): read_code_object_bytes its bytes,
// load_code_object_file its bytes parsed.
constexpr uint64_t kMaxCodeObjectBytes = 1ull << 30;
std::vector<uint8_t> read_code_object_bytes(const std::string& path);
CodeObject load_code_object_file(const std::string& path);

// "gfx1151" for EF_AMDGPU_MACH 0x4a and so on; "" for an unknown value.
std::string gfx_name_from_mach(unsigned mach);

}  // namespace wmma_asm
