// Builds small hand-written kernels for the tests: a body of gfx11 assembly wrapped in the
// descriptor and metadata directives (the same layout the templates render: kernarg pointer in
// s[0:1], workgroup ids from s2, packed work-item ids in v0).
#pragma once
#include <string>
#include <vector>

#include "util.hpp"

namespace testutil {

struct AsmArg {
    std::string name;
    std::string kind;   // "ptr" (8 bytes), "u32", "f32"
};

struct AsmKernel {
    std::string name = "test_kernel";
    std::string body;              // instructions; s_endpgm is appended
    std::vector<AsmArg> args;
    unsigned vgprs = 32, sgprs = 32;
    unsigned lds = 0;
    unsigned scratch = 0;          // private segment bytes per work-item (0: none)
    unsigned max_wg = 256;
    unsigned wg_dims = 1;          // workgroup id SGPRs enabled: 1 = x, 2 = x,y, 3 = x,y,z
    unsigned item_dims = 1;        // work-item id dims in v0
    bool cu_mode = false;          // descriptor's WGP_MODE = 0 (the assembler default is WGP mode)
    std::string target = "";       // default: arch()
    bool end = true;               // append s_endpgm

    std::string source() const {
        const std::string tgt = target.empty() ? arch() : target;
        std::string s = ".amdgcn_target \"amdgcn-amd-amdhsa--" + tgt + "\"\n.amdhsa_code_object_version 5\n.text\n.globl " + name +
                        "\n.p2align 8\n.type " + name + ",@function\n" + name + ":\n" + body + "\n" + (end ? "  s_endpgm\n" : "") +
                        ".L" + name + "_end:\n.size " + name + ", .L" + name + "_end-" + name + "\n";
        unsigned off = 0;
        std::string meta;
        for (const auto& a : args) {
            const unsigned size = a.kind == "ptr" ? 8 : 4;
            off = (off + size - 1) / size * size;
            meta += "      - { .name: !str " + a.name + ", .offset: " + std::to_string(off) + ", .size: " + std::to_string(size) +
                    ", .value_kind: " + (a.kind == "ptr" ? "global_buffer, .address_space: global" : "by_value") + " }\n";
            off += size;
        }
        const unsigned segment = (off + 7) / 8 * 8;
        s += ".rodata\n.p2align 6\n.amdhsa_kernel " + name + "\n" +
             "  .amdhsa_group_segment_fixed_size " + std::to_string(lds) + "\n" +
             "  .amdhsa_kernarg_size " + std::to_string(segment) + "\n" +
             "  .amdhsa_user_sgpr_count 2\n  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_wavefront_size32 1\n" +
             "  .amdhsa_system_sgpr_workgroup_id_x 1\n" +
             "  .amdhsa_system_sgpr_workgroup_id_y " + std::to_string(wg_dims >= 2) + "\n" +
             "  .amdhsa_system_sgpr_workgroup_id_z " + std::to_string(wg_dims >= 3) + "\n" +
             "  .amdhsa_system_vgpr_workitem_id " + std::to_string(item_dims - 1) + "\n" +
             "  .amdhsa_next_free_vgpr " + std::to_string(vgprs) + "\n  .amdhsa_next_free_sgpr " + std::to_string(sgprs) +
             (cu_mode ? "\n  .amdhsa_workgroup_processor_mode 0" : "") +
             (scratch ? "\n  .amdhsa_private_segment_fixed_size " + std::to_string(scratch) +
                            "\n  .amdhsa_enable_private_segment 1"
                      : "") +
             "\n.end_amdhsa_kernel\n";
        s += ".amdgpu_metadata\n---\namdhsa.version: [ 1, 2 ]\namdhsa.target: amdgcn-amd-amdhsa--" + tgt + "\namdhsa.kernels:\n" +
             "  - .name: " + name + "\n    .symbol: " + name + ".kd\n    .kernarg_segment_size: " + std::to_string(segment) +
             "\n    .kernarg_segment_align: 8\n    .group_segment_fixed_size: " + std::to_string(lds) +
             "\n    .private_segment_fixed_size: " + std::to_string(scratch) +
             "\n    .wavefront_size: 32\n    .sgpr_count: " + std::to_string(sgprs) +
             "\n    .vgpr_count: " + std::to_string(vgprs) + "\n    .max_flat_workgroup_size: " + std::to_string(max_wg) + "\n";
        s += args.empty() ? "    .args: []\n" : "    .args:\n" + meta;
        s += "...\n.end_amdgpu_metadata\n";
        return s;
    }

    std::vector<uint8_t> build() const { return assemble(source(), target.empty() ? arch() : target); }
};

}  // namespace testutil
