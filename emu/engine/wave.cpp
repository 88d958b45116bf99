// Operand access and per-wave services shared by all handlers.
#include "emu/engine/wave.hpp"

#include <cinttypes>
#include <cstdio>

#include "emu/engine/memory.hpp"
#include "emu/profile/profile.hpp"
#include "emu/strict/strict.hpp"

namespace emu {

void fault(const std::string& message, int lane) { throw Fault{message, lane}; }

uint32_t scalar_src_b32(const Wave& w, const Inst& in, unsigned code, ImmClass cls) {
    if (code < 128) return code == kNull ? 0u : w.s[code];
    if (code == kLiteral) {
        // 16-bit float operands take the literal's low half; everything else the full dword.
        return in.literal;
    }
    if (code <= 208 || (code >= 240 && code <= 248)) return inline_const_b32(code, cls);
    switch (code) {
        case 251: return (w.s[kVcc] == 0) ? 1u : 0u;    // src_vccz
        case 252: return (w.s[kExec] == 0) ? 1u : 0u;   // src_execz
        case 253: return w.scc ? 1u : 0u;               // src_scc
        // Apertures (32-bit reads give the high dword of the aperture base / limit).
        case 235: return kSharedApertureHi;         // src_shared_base
        case 236: return kSharedApertureHi;         // src_shared_limit (high dword)
        case 237: return kPrivateApertureHi;        // src_private_base
        case 238: return kPrivateApertureHi;        // src_private_limit (high dword)
        case 239: return 0u;                            // src_pops_exiting_wave_id
        default: break;
    }
    char buf[96];
    std::snprintf(buf, sizeof buf, "source operand code %u is not supported by the emulator", code);
    fault(buf);
}

uint64_t scalar_src_b64(const Wave& w, const Inst& in, unsigned code, ImmClass cls) {
    if (code < 128) {
        if (code == kNull) return 0;
        return (uint64_t(w.s[code + 1]) << 32) | w.s[code];
    }
    if (code == kLiteral) {
        // A 64-bit float operand takes the literal as its high dword; integers zero-extend it.
        return cls == ImmClass::F64 ? uint64_t(in.literal) << 32 : uint64_t(in.literal);
    }
    if (code <= 208 || (code >= 240 && code <= 248)) return inline_const_b64(code, cls);
    switch (code) {   // 64-bit reads of the apertures give the full base / limit address
        case 235: return uint64_t(kSharedApertureHi) << 32;
        case 236: return (uint64_t(kSharedApertureHi) << 32) | 0xffffffffu;
        case 237: return uint64_t(kPrivateApertureHi) << 32;
        case 238: return (uint64_t(kPrivateApertureHi) << 32) | 0xffffffffu;
        default: break;
    }
    return scalar_src_b32(w, in, code, cls);
}

void Wave::jump_to_offset(uint64_t byte_offset) {
    const long idx = program->index_of(byte_offset);
    if (idx < 0) {
        char buf[128];
        std::snprintf(buf, sizeof buf, "branch to 0x%" PRIx64 ", which is not the start of an instruction in the code",
                      byte_offset);
        fault(buf);
    }
    ip = static_cast<size_t>(idx);
    ++jumps;
}

uint8_t* Wave::global_ptr_or_null(uint64_t address, uint64_t size) const {
    if (address >= cache_lo && address + size <= cache_hi && address + size >= address)
        return reinterpret_cast<uint8_t*>(address);
    if (address + size < address) return nullptr;
    // One of the recent allocations: it becomes the first again.
    for (unsigned i = 0; i < kRecentAllocations; ++i)
        if (address >= recent_lo[i] && address + size <= recent_hi[i]) {
            cache_lo = recent_lo[i];
            cache_hi = recent_hi[i];
            return reinterpret_cast<uint8_t*>(address);
        }
    // Miss: look the allocation up and remember it whole; later lanes usually hit it too.
    uint8_t* p = launch().memory->translate(address, size, &cache_lo, &cache_hi);
    if (p) {
        recent_lo[recent_next] = cache_lo;
        recent_hi[recent_next] = cache_hi;
        recent_next = (recent_next + 1) % kRecentAllocations;
    }
    return p;
}

uint8_t* Wave::global_ptr_slow(uint64_t address, uint64_t size, int lane) const {
    uint8_t* p = global_ptr_or_null(address, size);
    if (profile && p && current)
        profile->global_access(address, uint32_t(size), lane);
    if (!p) fault("global memory access outside every allocation: " + launch().memory->describe(address, size), lane);
    return p;
}

namespace {
[[noreturn]] __attribute__((noinline, cold)) void lds_past_segment(uint32_t address, uint32_t size, bool write,
                                                                    size_t lds_size, int lane) {
    char buf[160];
    std::snprintf(buf, sizeof buf, "LDS %s 0x%x (+%u bytes) past the group segment of %zu bytes",
                  write ? "write" : "read", address, size, lds_size);
    fault(buf, lane);
}

__attribute__((noinline)) uint8_t* lds_ptr_general(Wave& w, uint32_t address, uint32_t size, bool write, int lane) {
    const uint64_t end = uint64_t(address) + size;
    if (end > w.wg->lds.size()) lds_past_segment(address, size, write, w.wg->lds.size(), lane);
    if (w.wg->strict && w.current) w.wg->strict->lds_access(w, *w.current, address, size, write, lane);
    if (w.profile) w.profile->lds_access(address, size, write, lane);
    return w.wg->lds.data() + address;
}
}  // namespace

uint8_t* Wave::lds_ptr_slow(uint32_t address, uint32_t size, bool write, int lane) {
    // Strict mode alone, a lane after the instruction's first: buffered without a call.
    StrictGroup* sg = wg->strict;
    if (sg && !profile && current && uint64_t(address) + size <= lds_size &&
        sg->lds_append(*current, address, size, lane))
        return lds_base + address;
    return lds_ptr_general(*this, address, size, write, lane);
}

}  // namespace emu
