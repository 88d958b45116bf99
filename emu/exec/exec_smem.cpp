// Scalar memory (SMEM): s_load_b32..b512, s_buffer_load_b32..b512 and the cache controls.
//
// RDNA3 / RDNA3.5 ISA guide, chapter 8 and 16.6:
//   * s_load: ADDR = SGPR[sbase:sbase+1] + OFFSET (21-bit signed immediate) + SGPR[soffset]
//     ("If the offset is specified as an SGPR, the SGPR contains an UNSIGNED BYTE offset (the 2
//     LSBs are ignored)"); soffset = null (124) adds nothing, M0 is allowed.
//     The scalar cache returns whole DWORDs: the emulator also ignores the two LSBs of the final
//     address (model choice; the compiler only emits DWORD-aligned scalar loads).
//   * s_buffer_load: the same offset terms added to the V# base (bits [47:0] of s[sbase:sbase+3];
//     "the only resource fields used are: base, stride, num_records"). A negative immediate
//     offset "results in a MEMVIOL" and faults. Range check per DWORD (ISA 8.4.1 / 9.4.1.4):
//     a DWORD at byte offset o (offset terms + 4 * i) is out of range when
//     o >= (stride == 0 ? 1 : stride) * num_records, and then reads 0; in-range DWORDs read
//     memory normally.
//   * Every in-range read goes through Wave::global_ptr (faults outside every allocation).
//   * SDATA must be SGPRs (or VCC): a destination tuple reaching past s123 (into null, m0, exec)
//     faults; the hardware would write nothing.
//   * s_gl1_inv, s_dcache_inv and s_atc_probe / s_atc_probe_buffer have no effect.
#include <cinttypes>
#include <cstdio>

#include "emu/exec/exec_mem.hpp"

namespace emu {
namespace {

using memx::load;

inline uint32_t soffset_value(const Wave& w, const Inst& in) {
    const unsigned c = in.smem.soffset;
    if (c == kNull) return 0;
    if (c < 124 || c == kM0) return w.s[c] & ~3u;
    char buf[96];
    std::snprintf(buf, sizeof buf, "SMEM soffset operand code %u is not an SGPR, M0 or null", c);
    fault(buf);
}

// First SGPR written: SDATA aligned down like SGPR tuples (even for 2 DWORDs, a multiple of 4
// for 4 and more; emu/isa/inst.hpp), checked to stay inside s0..s123. `null` (kNull) discards the
// data: the load still reads (and is bounds-checked), nothing is written.
template <unsigned N>
inline unsigned sdata(const Inst& in) {
    if (in.smem.sdata == kNull) return kNull;
    const unsigned d = in.smem.sdata & ~(N >= 4 ? 3u : N - 1);
    if (d + N > 124) {
        char buf[120];
        std::snprintf(buf, sizeof buf, "SMEM destination s[%u:%u] reaches past the SGPRs", d, d + N - 1);
        fault(buf);
    }
    return d;
}

template <unsigned N>
void s_load(Wave& w, const Inst& in) {
    const unsigned d = sdata<N>(in);
    const uint64_t base = (uint64_t(w.s[in.smem.sbase + 1]) << 32) | w.s[in.smem.sbase];
    const uint64_t addr = (base + uint64_t(int64_t(in.smem.offset)) + soffset_value(w, in)) & ~uint64_t(3);
    uint32_t tmp[N];
    std::memcpy(tmp, w.global_ptr(addr, 4 * N, -1), sizeof tmp);
    if (d == kNull) return;
    for (unsigned i = 0; i < N; ++i) w.s[d + i] = tmp[i];
}

template <unsigned N>
void s_buffer_load(Wave& w, const Inst& in) {
    const unsigned d = sdata<N>(in);
    if (in.smem.offset < 0) {
        char buf[120];
        std::snprintf(buf, sizeof buf, "s_buffer_load with the negative offset %d (the hardware reports MEMVIOL)",
                      in.smem.offset);
        fault(buf);
    }
    const unsigned s = in.smem.sbase & ~3u;   // the V# quad is 4-aligned
    const uint64_t base = (uint64_t(w.s[s + 1] & 0xffffu) << 32) | w.s[s];
    const uint32_t stride = (w.s[s + 1] >> 16) & 0x3fffu;
    const uint64_t limit = uint64_t(stride == 0 ? 1 : stride) * w.s[s + 2];
    const uint64_t off = (uint64_t(in.smem.offset) + soffset_value(w, in)) & ~uint64_t(3);
    uint32_t tmp[N];
    if (off + 4 * (N - 1) < limit) {   // every DWORD in range: one access
        std::memcpy(tmp, w.global_ptr(base + off, 4 * N, -1), sizeof tmp);
    } else {
        for (unsigned i = 0; i < N; ++i) {
            const uint64_t o = off + 4 * i;
            tmp[i] = o >= limit ? 0u : load<uint32_t>(w.global_ptr(base + o, 4, -1));
        }
    }
    if (d == kNull) return;
    for (unsigned i = 0; i < N; ++i) w.s[d + i] = tmp[i];
}

void s_nop_mem(Wave&, const Inst&) {}

}  // namespace

void add_smem_handlers(HandlerTable& t) {
    t.add("s_load_b32", s_load<1>);
    t.add("s_load_b64", s_load<2>);
    t.add("s_load_b128", s_load<4>);
    t.add("s_load_b256", s_load<8>);
    t.add("s_load_b512", s_load<16>);
    t.add("s_buffer_load_b32", s_buffer_load<1>);
    t.add("s_buffer_load_b64", s_buffer_load<2>);
    t.add("s_buffer_load_b128", s_buffer_load<4>);
    t.add("s_buffer_load_b256", s_buffer_load<8>);
    t.add("s_buffer_load_b512", s_buffer_load<16>);
    t.add("s_gl1_inv", s_nop_mem);
    t.add("s_dcache_inv", s_nop_mem);
    t.add("s_atc_probe", s_nop_mem);
    t.add("s_atc_probe_buffer", s_nop_mem);
}

}  // namespace emu
