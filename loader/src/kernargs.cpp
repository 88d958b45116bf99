// Packing the kernarg segment from the metadata's argument list.
#include "wmma_asm/kernargs.hpp"

#include <cstring>

#include "wmma_asm/error.hpp"

namespace wmma_asm {

ArgValue ArgValue::f32(float v) {
    uint32_t b;
    std::memcpy(&b, &v, 4);
    return {Kind::F32, b};
}

ArgValue ArgValue::f64(double v) {
    uint64_t b;
    std::memcpy(&b, &v, 8);
    return {Kind::F64, b};
}

const char* ArgValue::kind_name() const {
    switch (kind) {
        case Kind::Pointer: return "pointer";
        case Kind::U32: return "u32";
        case Kind::I32: return "i32";
        case Kind::F32: return "f32";
        case Kind::U64: return "u64";
        case Kind::F64: return "f64";
    }
    return "?";
}

namespace {

void put(std::vector<uint8_t>& seg, uint32_t offset, uint32_t size, uint64_t value) {
    for (uint32_t b = 0; b < size && b < 8; ++b) seg[offset + b] = static_cast<uint8_t>(value >> (8 * b));
}

// Hidden arguments of code object v5 that describe the dispatch (AMDGPUUsage, "Code Object V5
// Metadata"); every other hidden argument is left zero (no printf buffer, no hostcall, ...).
void fill_hidden(std::vector<uint8_t>& seg, const KernelArg& a, Dim3 grid, Dim3 block, uint32_t dynamic_lds_bytes) {
    const uint32_t g[3] = {grid.x, grid.y, grid.z};
    const uint32_t b[3] = {block.x, block.y, block.z};
    auto axis = [&](const char* prefix) -> int {
        const std::string k = a.value_kind;
        const std::string p = prefix;
        if (k.size() == p.size() + 1 && k.compare(0, p.size(), p) == 0) return k.back() - 'x';
        return -1;
    };
    int d;
    if ((d = axis("hidden_block_count_")) >= 0 && d < 3) put(seg, a.offset, a.size, g[d]);
    else if ((d = axis("hidden_group_size_")) >= 0 && d < 3) put(seg, a.offset, a.size, b[d]);
    else if ((d = axis("hidden_remainder_")) >= 0 && d < 3) put(seg, a.offset, a.size, 0);   // grid is whole workgroups
    else if (a.value_kind == "hidden_grid_dims") put(seg, a.offset, a.size, grid.z > 1 ? 3 : grid.y > 1 ? 2 : 1);
    else if (a.value_kind == "hidden_dynamic_lds_size") put(seg, a.offset, a.size, dynamic_lds_bytes);
}

}  // namespace

std::vector<uint8_t> pack_kernargs(const KernelInfo& k, const std::vector<ArgValue>& values, Dim3 grid, Dim3 block) {
    const auto expl = k.explicit_args();
    if (values.size() != expl.size()) {
        std::string names;
        for (const auto* a : expl) names += (names.empty() ? "" : ", ") + a->name;
        throw Error("kernel '" + k.name + "' takes " + std::to_string(expl.size()) + " argument" +
                    (expl.size() == 1 ? "" : "s") + " (" + names + "), got " + std::to_string(values.size()));
    }
    std::vector<uint8_t> seg(k.kernarg_segment_size, 0);
    for (size_t i = 0; i < expl.size(); ++i) {
        const KernelArg& a = *expl[i];
        const ArgValue& v = values[i];
        if (a.is_pointer() != (v.kind == ArgValue::Kind::Pointer) || a.size != v.size())
            throw Error("kernel '" + k.name + "': argument " + std::to_string(i + 1) + " '" + a.name + "' is " +
                        (a.is_pointer() ? "a pointer" : std::to_string(a.size) + "-byte " + a.value_kind) +
                        ", got a " + std::to_string(v.size()) + "-byte " + v.kind_name());
        put(seg, a.offset, a.size, v.bits);
    }
    fill_hidden_kernargs(k, seg, grid, block);
    return seg;
}

void fill_hidden_kernargs(const KernelInfo& k, std::vector<uint8_t>& seg, Dim3 grid, Dim3 block, uint32_t dynamic_lds_bytes) {
    if (seg.size() != k.kernarg_segment_size)
        throw Error("kernel '" + k.name + "': kernarg buffer of " + std::to_string(seg.size()) + " bytes, the kernel's segment is " +
                    std::to_string(k.kernarg_segment_size));
    for (const auto& a : k.args)
        if (a.hidden() && uint64_t(a.offset) + a.size <= seg.size()) fill_hidden(seg, a, grid, block, dynamic_lds_bytes);
}

}  // namespace wmma_asm
