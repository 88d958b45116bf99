// Data-share (DS encoding) instructions on the workgroup's LDS: loads, stores, atomics and the
// cross-lane ds_swizzle / ds_permute / ds_bpermute.
//
// Semantics are the RDNA3 ISA guide's pseudocode (chapter 16.15 "LDS & GDS Instructions";
// addressing chapter 11.2, alignment chapter 12.7); the atomic operations and the float rules are
// listed in emu/exec/exec_mem.hpp.
//
//   * Address: LDS_ADDR = VGPR[addr] (u32) + {offset1, offset0} (u16). The 2addr forms use
//     addr + offsetN * element size (* 64 for _stride64): 4 bytes for _b32, 8 for _b64.
//     M0 is not used as a bound on gfx11 (LLVM selects the "_gfx9" DS forms without M0 for every
//     target where ldsRequiresM0Init() is false, i.e. GFX9 and later).
//   * Every access goes through Wave::lds_ptr (strict-mode race tracking, profiling) and must lie
//     inside Workgroup::lds, the group segment the launch allocated; one that does not faults
//     with the address (computed in 64 bits: no wrap-around), size, lane and LDS size, e.g.
//     "LDS read 0x1000 (+16 bytes) past the group segment of 4096 bytes". The hardware would
//     drop the store / read zero; a fault is more useful to a kernel author.
//   * Alignment: the amdgpu driver programs SH_MEM_CONFIG.alignment_mode = UNALIGNED for compute
//     on gfx10+, in which mode "LDS handles misaligned indexed reads & writes" (ISA 12.7), so
//     non-atomic loads and stores are byte-exact at any alignment. Atomics (and the exchange
//     forms) must be naturally aligned ("Atomics must be aligned"): a misaligned one faults, as
//     the hardware reports MEMVIOL.
//   * Only EXEC lanes access memory or write VGPRs; lanes are processed from lane 0 upwards, so
//     atomics of several lanes on one address see each other in lane order (the return values
//     are consistent with that order). Waves of one workgroup run on one host thread, so LDS
//     needs no host atomics.
//   * d16 loads write one 16-bit half of the destination and keep the other.
//   * GDS (gds bit set) and the GWS / ordered-count / GS-register opcodes are not registered
//     (no GDS in a compute dispatch, see tests/test_opcode_coverage.cpp); a DS instruction with
//     gds=1 faults.
//   * ds_bvh_stack_rtn_b32 keeps a per-lane ray-tracing stack in LDS (its model below).
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstring>

#include "emu/exec/exec_mem.hpp"
#include "emu/strict/strict.hpp"

namespace emu {

namespace memx {

void lds_range_fault(uint64_t addr, uint32_t size, bool write, size_t lds_size, int lane) {
    char buf[200];
    std::snprintf(buf, sizeof buf, "LDS %s 0x%" PRIx64 " (+%u bytes) past the group segment of %zu bytes",
                  write ? "write" : "read", addr, size, lds_size);
    fault(buf, lane);
}

void misaligned_atomic_fault(const char* what, uint64_t addr, unsigned size, int lane) {
    char buf[200];
    std::snprintf(buf, sizeof buf,
                  "misaligned %s atomic: address 0x%" PRIx64 " is not a multiple of %u (the hardware reports MEMVIOL)",
                  what, addr, size);
    fault(buf, lane);
}

}  // namespace memx

namespace {

using namespace memx;

inline uint32_t off16(const Inst& in) { return uint32_t(in.ds.offset0) | (uint32_t(in.ds.offset1) << 8); }

[[noreturn]] __attribute__((noinline, cold)) void gds_fault() {
    fault("GDS (global data share) access is not supported by the emulator");
}
// (the test inline, the fault out of line: GCC made the whole of it a call in every handler)
inline void no_gds(const Inst& in) {
    if (__builtin_expect(in.ds.gds, 0)) gds_fault();
}

template <typename T>
inline T vget(const Wave& w, unsigned reg, unsigned lane) {
    if (sizeof(T) == 8) return T((uint64_t(w.vreg(reg + 1)[lane]) << 32) | w.vreg(reg)[lane]);
    return T(w.vreg(reg)[lane]);
}
template <typename T>
inline void vset(Wave& w, unsigned reg, unsigned lane, T v) {
    w.vreg(reg)[lane] = uint32_t(v);
    if (sizeof(T) == 8) w.vreg(reg + 1)[lane] = uint32_t(uint64_t(v) >> 32);
}

inline uint8_t* lds_atomic_ptr(Wave& w, uint64_t addr, unsigned size, unsigned lane) {
    uint8_t* p = lds_ptr(w, addr, size, true, int(lane));
    if (addr % size) misaligned_atomic_fault("LDS", addr, size, int(lane));
    return p;
}

// Strict mode's record of a full wave's accesses (the fast paths below, every lane in range):
// the same as Wave::lds_ptr's per-lane records of lane l accessing `size` bytes at a[l] + off.
inline void strict_lds_wave(const Wave& w, const uint32_t* a, uint32_t off, uint32_t size, bool write) {
    w.wg->strict->lds_access_wave(w, a, off, size, write);
}

// ---------------------------------------------------------------- loads

template <unsigned N>   // dwords
void ds_load(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t off = off16(in);
    // Hot path (the GEMM kernels' operand loads): a full wave, no profiler, every lane inside
    // the segment; strict mode gets the whole wave's accesses in one call. Lane l's address is
    // read before lane l's result is written, so a destination that overlaps the address
    // register is still correct.
    if (!w.profile && w.exec() == 0xffffffffu) {
        uint32_t copy[32];   // the addresses, copied first when the destination overlaps them
        const bool overlap = in.ds.addr >= in.ds.vdst && in.ds.addr < in.ds.vdst + N;
        if (overlap) std::memcpy(copy, a, sizeof copy);
        const uint32_t* addr = overlap ? copy : a;
        const uint32_t hi = max_u32x32(addr);
        if (uint64_t(hi) + off + 4 * N <= w.lds_size) {
            // (the register itself, read before any write: 32-byte loads of a copy just made of
            // 16-byte stores would defeat store-to-load forwarding)
            if (w.wg->strict && w.current) strict_lds_wave(w, a, off, 4 * N, false);
            const uint8_t* base = w.lds_base + off;
            uint32_t* d[N];
            for (unsigned k = 0; k < N; ++k) d[k] = w.vreg(in.ds.vdst + k);
            gather_dwords<N>([&](unsigned l) { return base + addr[l]; }, d);
            return;
        }
    }
    for_lanes(w.exec(), [&](unsigned l) {
        const uint8_t* p = lds_ptr(w, uint64_t(a[l]) + off, 4 * N, false, int(l));
        uint32_t tmp[N];
        std::memcpy(tmp, p, sizeof tmp);
        for (unsigned k = 0; k < N; ++k) w.vreg(in.ds.vdst + k)[l] = tmp[k];
    });
}

// Full-wave hot path of the sub-dword loads (the h-series builds its WMMA fragments from
// ds_load_u16 and ds_load_u16_d16_hi pairs: lane by lane through lds_ptr they took 62% of h8's
// time at 1024): as ds_load's, a full wave, no profiler, every lane inside the segment, strict
// mode given the wave's accesses in one call; value(l, p) is lane l's new register value from its
// bytes at p. Lane l's address is read before lane l's result is written, and no other lane's
// afterwards, so the destination may be the address register. False: the per-lane path decides
// (and faults where a lane is out of range).
template <unsigned Bytes, typename Value>
inline bool ds_load_small_wave(Wave& w, const Inst& in, Value value) {
    if (w.profile || w.exec() != 0xffffffffu) return false;
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t off = off16(in);
    if (uint64_t(max_u32x32(a)) + off + Bytes > w.lds_size) return false;
    if (w.wg->strict && w.current) strict_lds_wave(w, a, off, Bytes, false);
    const uint8_t* base = w.lds_base + off;
    uint32_t* d = w.vreg(in.ds.vdst);
    for (unsigned l = 0; l < 32; ++l) d[l] = value(l, base + a[l]);
    return true;
}

template <unsigned Bytes, bool Signed>
void ds_load_ext(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t off = off16(in);
    uint32_t* d = w.vreg(in.ds.vdst);
    auto value = [](unsigned, const uint8_t* p) {
        const uint32_t v = Bytes == 1 ? p[0] : load<uint16_t>(p);
        return Signed ? (Bytes == 1 ? sext8(v) : sext16(v)) : v;
    };
    if (ds_load_small_wave<Bytes>(w, in, value)) return;
    for_lanes(w.exec(), [&](unsigned l) { d[l] = value(l, lds_ptr(w, uint64_t(a[l]) + off, Bytes, false, int(l))); });
}

template <unsigned Bytes, bool Signed, bool Hi>
void ds_load_d16(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t off = off16(in);
    uint32_t* d = w.vreg(in.ds.vdst);
    auto value = [d](unsigned l, const uint8_t* p) {   // (d[l] read before the results are stored)
        uint32_t v = Bytes == 1 ? p[0] : load<uint16_t>(p);
        if (Signed) v = sext8(v);
        v &= 0xffffu;
        return Hi ? ((d[l] & 0x0000ffffu) | (v << 16)) : ((d[l] & 0xffff0000u) | v);
    };
    if (ds_load_small_wave<Bytes>(w, in, value)) return;
    for_lanes(w.exec(), [&](unsigned l) { d[l] = value(l, lds_ptr(w, uint64_t(a[l]) + off, Bytes, false, int(l))); });
}

// Two elements of E dwords at addr + offset0 * 4E * Stride and addr + offset1 * 4E * Stride.
template <unsigned E, unsigned Stride>
void ds_load_2addr(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint64_t unit = 4u * E * Stride;
    for_lanes(w.exec(), [&](unsigned l) {
        const uint8_t* p0 = lds_ptr(w, a[l] + in.ds.offset0 * unit, 4 * E, false, int(l));
        const uint8_t* p1 = lds_ptr(w, a[l] + in.ds.offset1 * unit, 4 * E, false, int(l));
        uint32_t tmp[2 * E];
        std::memcpy(tmp, p0, 4 * E);
        std::memcpy(tmp + E, p1, 4 * E);
        for (unsigned k = 0; k < 2 * E; ++k) w.vreg(in.ds.vdst + k)[l] = tmp[k];
    });
}

// ds_load_addtid_b32: MEM[{offset1, offset0} + M0[15:0] + laneID * 4].
void ds_load_addtid(Wave& w, const Inst& in) {
    no_gds(in);
    const uint64_t base = uint64_t(off16(in)) + (w.s[kM0] & 0xffffu);
    uint32_t* d = w.vreg(in.ds.vdst);
    for_lanes(w.exec(), [&](unsigned l) { d[l] = load<uint32_t>(lds_ptr(w, base + 4u * l, 4, false, int(l))); });
}

// ---------------------------------------------------------------- stores

template <unsigned N>
void ds_store(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t off = off16(in);
    // Hot path as in ds_load: full wave, no profiler, every lane inside the segment; lanes are
    // stored in order, so overlapping addresses end with the highest lane's data as below.
    if (!w.profile && w.exec() == 0xffffffffu) {
        const uint32_t hi = max_u32x32(a);
        if (uint64_t(hi) + off + 4 * N <= w.lds_size) {
            if (w.wg->strict && w.current) strict_lds_wave(w, a, off, 4 * N, true);
            uint8_t* const base = w.lds_base + off;
            const uint32_t* src[N];
            for (unsigned k = 0; k < N; ++k) src[k] = w.vreg(in.ds.data0 + k);
            scatter_dwords<N>(src, [&](unsigned l) { return base + a[l]; });
            return;
        }
    }
    for_lanes(w.exec(), [&](unsigned l) {
        uint32_t tmp[N];
        for (unsigned k = 0; k < N; ++k) tmp[k] = w.vreg(in.ds.data0 + k)[l];
        std::memcpy(lds_ptr(w, uint64_t(a[l]) + off, 4 * N, true, int(l)), tmp, sizeof tmp);
    });
}

// ds_store_b8 / b16 and the _d16_hi forms (data bits [23:16] / [31:16]).
template <unsigned Bytes, bool Hi>
void ds_store_small(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t* d = w.vreg(in.ds.data0);
    const uint32_t off = off16(in);
    // Hot path as in ds_store (the k-series' transposing b16 stores): strict mode gets the whole
    // wave's accesses in one call; lanes are stored in order.
    if (!w.profile && w.exec() == 0xffffffffu) {
        const uint32_t hi = max_u32x32(a);
        if (uint64_t(hi) + off + Bytes <= w.lds_size) {
            if (w.wg->strict && w.current) strict_lds_wave(w, a, off, Bytes, true);
            uint8_t* const base = w.lds_base + off;
            for (unsigned l = 0; l < 32; ++l) {
                const uint32_t v = Hi ? d[l] >> 16 : d[l];
                if (Bytes == 1) base[a[l]] = uint8_t(v);
                else store<uint16_t>(base + a[l], uint16_t(v));
            }
            return;
        }
    }
    for_lanes(w.exec(), [&](unsigned l) {
        uint8_t* p = lds_ptr(w, uint64_t(a[l]) + off, Bytes, true, int(l));
        const uint32_t v = Hi ? d[l] >> 16 : d[l];
        if (Bytes == 1) p[0] = uint8_t(v);
        else store<uint16_t>(p, uint16_t(v));
    });
}

template <unsigned E, unsigned Stride>
void ds_store_2addr(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint64_t unit = 4u * E * Stride;
    for_lanes(w.exec(), [&](unsigned l) {
        uint32_t t0[E], t1[E];
        for (unsigned k = 0; k < E; ++k) {
            t0[k] = w.vreg(in.ds.data0 + k)[l];
            t1[k] = w.vreg(in.ds.data1 + k)[l];
        }
        std::memcpy(lds_ptr(w, a[l] + in.ds.offset0 * unit, 4 * E, true, int(l)), t0, sizeof t0);
        std::memcpy(lds_ptr(w, a[l] + in.ds.offset1 * unit, 4 * E, true, int(l)), t1, sizeof t1);
    });
}

void ds_store_addtid(Wave& w, const Inst& in) {
    no_gds(in);
    const uint64_t base = uint64_t(off16(in)) + (w.s[kM0] & 0xffffu);
    const uint32_t* d = w.vreg(in.ds.data0);
    for_lanes(w.exec(), [&](unsigned l) { store<uint32_t>(lds_ptr(w, base + 4u * l, 4, true, int(l)), d[l]); });
}

// ---------------------------------------------------------------- AVX2 hot paths
//
// ds_load_b32..b128 (k8's fragment loads, the s-series' operands) and ds_store_b32..b128 (k8's B
// transpose): the fast paths above with AVX2's range test (max_u32x32_avx2) and, for the loads,
// its gathers (gather_dwords_avx2). add_lds_handlers registers them instead of the portable handlers when
// the host has AVX2; a case off the fast path (EXEC not full, the profiler, a lane out of range)
// goes to the portable handler. Measured (k8, one host thread, five alternated runs each):
// 2048 in 400 -> 375 ms (ds_load_b128) -> 363 ms (the stores). A WMMA operand load repeats
// lanes 0-15 in lanes 16-31 (98% of k8's ds_load_b128): those read 16 rows and store each
// register twice (k8 at 4096, samples per WMMA sample 0.285 -> 0.22).
#if EMU_MEM_HAVE_AVX2
// ds_load_b32 / b64 / b128: the fast path of ds_load with the AVX2 maximum and the eight-lane
// gathers (gather_dwords_avx2; a destination over the address register needs no copy). (In s8 at
// 2048 ds_load_b64 took 24% of the time in the SSE2 form, its 32-lane unsigned maximum emulated
// with signed compares.)
template <unsigned N>
EMU_MEM_AVX2 void ds_load_avx2(Wave& w, const Inst& in) {
    if (w.profile || w.exec() != 0xffffffffu || in.ds.gds) return ds_load<N>(w, in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t off = off16(in);
    if (uint64_t(max_u32x32_avx2(a)) + off + 4 * N > w.lds_size) return ds_load<N>(w, in);
    if (w.wg->strict && w.current) strict_lds_wave(w, a, off, 4 * N, false);
    const uint8_t* base = w.lds_base + off;
    gather_dwords_avx2<N>([&](unsigned l) { return base + a[l]; }, w.vreg(in.ds.vdst), halves_equal_avx2(a));
}

// ds_store_b32 .. b128: the fast path of ds_store with the AVX2 maximum.
template <unsigned N>
EMU_MEM_AVX2 void ds_store_avx2(Wave& w, const Inst& in) {
    if (w.profile || w.exec() != 0xffffffffu || in.ds.gds) return ds_store<N>(w, in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t off = off16(in);
    if (uint64_t(max_u32x32_avx2(a)) + off + 4 * N > w.lds_size) return ds_store<N>(w, in);
    if (w.wg->strict && w.current) strict_lds_wave(w, a, off, 4 * N, true);
    uint8_t* const base = w.lds_base + off;
    const uint32_t* src[N];
    for (unsigned k = 0; k < N; ++k) src[k] = w.vreg(in.ds.data0 + k);
    scatter_dwords<N>(src, [&](unsigned l) { return base + a[l]; });
}
#endif

// ---------------------------------------------------------------- atomics

template <AOp Op, typename T, bool Rtn>
void ds_atomic(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t off = off16(in);
    for_lanes(w.exec(), [&](unsigned l) {
        const T d0 = vget<T>(w, in.ds.data0, l);
        const T d1 = vget<T>(w, in.ds.data1, l);
        uint8_t* p = lds_atomic_ptr(w, uint64_t(a[l]) + off, sizeof(T), l);
        const T old = load<T>(p);
        store<T>(p, atomic_apply<T>(Op, old, d0, d1, w, true));
        if (Rtn) vset<T>(w, in.ds.vdst, l, old);
    });
}

// ds_storexchg_2addr[_stride64]_rtn_b32/b64: two exchanges, pre-op values to vdst (2 elements).
template <typename T, unsigned Stride>
void ds_xchg_2addr(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint64_t unit = sizeof(T) * Stride;
    const unsigned words = sizeof(T) / 4;
    for_lanes(w.exec(), [&](unsigned l) {
        const T d0 = vget<T>(w, in.ds.data0, l);
        const T d1 = vget<T>(w, in.ds.data1, l);
        uint8_t* p0 = lds_atomic_ptr(w, a[l] + in.ds.offset0 * unit, sizeof(T), l);
        uint8_t* p1 = lds_atomic_ptr(w, a[l] + in.ds.offset1 * unit, sizeof(T), l);
        const T t0 = load<T>(p0), t1 = load<T>(p1);
        store<T>(p0, d0);
        store<T>(p1, d1);
        vset<T>(w, in.ds.vdst, l, t0);
        vset<T>(w, in.ds.vdst + words, l, t1);
    });
}

// ds_condxchg32_rtn_b64 (ISA pseudocode): ADDR0 = (addr + offset) & 0xfff8, ADDR1 = ADDR0 + 4;
// each dword is returned, and replaced by DATA[30:0] / DATA[62:32] when DATA[31] / DATA[63] is set.
void ds_condxchg32(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t off = off16(in);
    for_lanes(w.exec(), [&](unsigned l) {
        const uint32_t lo = w.vreg(in.ds.data0)[l], hi = w.vreg(in.ds.data0 + 1)[l];
        const uint64_t addr0 = (uint64_t(a[l]) + off) & 0xfff8u;
        uint8_t* p = lds_ptr(w, addr0, 8, true, int(l));
        const uint32_t r0 = load<uint32_t>(p), r1 = load<uint32_t>(p + 4);
        if (lo >> 31) store<uint32_t>(p, lo & 0x7fffffffu);
        if (hi >> 31) store<uint32_t>(p + 4, hi & 0x7fffffffu);
        w.vreg(in.ds.vdst)[l] = r0;
        w.vreg(in.ds.vdst + 1)[l] = r1;
    });
}

// ds_append / ds_consume: LDS[M0[15:0] + offset] += / -= popcount(EXEC), the pre-op value to
// every active lane. (On gfx9+ LLVM copies the LDS pointer into M0 for these; the ISA calls it
// "M0.base" and the LDS is at most 64 KiB, so the low 16 bits are the address.)
template <bool Append>
void ds_append_consume(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t exec = w.exec();
    if (!exec) return;
    const uint64_t addr = (w.s[kM0] & 0xffffu) + uint64_t(off16(in));
    const int first = __builtin_ctz(exec);
    uint8_t* p = lds_atomic_ptr(w, addr, 4, unsigned(first));
    const uint32_t old = load<uint32_t>(p);
    const uint32_t n = uint32_t(__builtin_popcount(exec));
    store<uint32_t>(p, Append ? old + n : old - n);
    uint32_t* d = w.vreg(in.ds.vdst);
    for_lanes(exec, [&](unsigned l) { d[l] = old; });
}

// ---------------------------------------------------------------- cross-lane (no LDS access)

// Writes tmp[] to the EXEC lanes of vdst.
inline void write_lanes(Wave& w, unsigned vdst, const uint32_t (&tmp)[32]) {
    uint32_t* d = w.vreg(vdst);
    for_lanes(w.exec(), [&](unsigned l) { d[l] = tmp[l]; });
}

inline unsigned rev5(unsigned x) {
    unsigned r = 0;
    for (unsigned b = 0; b < 5; ++b) r |= ((x >> b) & 1u) << (4 - b);
    return r;
}

// ds_swizzle_b32: the swizzled source is the ADDR VGPR (LLVM's DS_1A_RET form); a lane that reads
// an inactive lane gets 0 ("reading from an invalid thread results in 0x0"). Modes by offset:
// >= 0xe000 FFT, >= 0xc000 rotate, bit 15 quad permute, else and/or/xor bit masks (ISA
// pseudocode for wave32: thread indices stay within the 32 lanes).
void ds_swizzle(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t off = off16(in);
    const uint32_t exec = w.exec();
    const uint32_t* src = w.vreg(in.ds.addr);
    unsigned rotate = 0;
    if (off >= 0xc000 && off < 0xe000) {
        if (off & 0x1f)
            fault("ds_swizzle_b32 rotate mode with a non-zero mask is not supported (the ISA guide's "
                  "pseudocode and its examples disagree)");
        rotate = (off >> 5) & 0x1f;
        if (off & 0x400) rotate = (32 - rotate) & 0x1f;
    }
    uint32_t tmp[32];
    for (unsigned i = 0; i < 32; ++i) {
        unsigned j;
        if (off >= 0xe000) {
            const unsigned mask = off & 0x1f;
            j = (rev5(i) >> __builtin_popcount(mask)) | (i & mask);
        } else if (off >= 0xc000) {
            j = (i + rotate) & 0x1f;
        } else if (off & 0x8000) {
            j = (i & ~3u) | ((off >> (2 * (i & 3))) & 3u);
        } else {
            const unsigned and_mask = off & 0x1f, or_mask = (off >> 5) & 0x1f, xor_mask = (off >> 10) & 0x1f;
            j = ((i & and_mask) | or_mask) ^ xor_mask;
        }
        j &= 31;
        tmp[i] = ((exec >> j) & 1u) ? src[j] : 0u;
    }
    write_lanes(w, in.ds.vdst, tmp);
}

// Lane selected by a permute address: bits [6:2] of (VGPR[addr] + offset) ("ADDR needs to be
// divided by 4. High-order bits are ignored", destination lane mod 32).
inline unsigned perm_lane(uint32_t addr, uint32_t off) { return ((addr + off) >> 2) & 31u; }

// ds_permute_b32: active lane i sends DATA0 to lane perm(i); the highest sender wins; lanes
// nobody sends to get 0.
void ds_permute(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t off = off16(in);
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t* d = w.vreg(in.ds.data0);
    uint32_t tmp[32] = {};
    for_lanes(w.exec(), [&](unsigned l) { tmp[perm_lane(a[l], off)] = d[l]; });
    write_lanes(w, in.ds.vdst, tmp);
}

// ds_bpermute_b32: lane i reads DATA0 of lane perm(i), 0 when that lane is inactive.
void ds_bpermute(Wave& w, const Inst& in) {
    no_gds(in);
    const uint32_t off = off16(in);
    const uint32_t exec = w.exec();
    const uint32_t* a = w.vreg(in.ds.addr);
    const uint32_t* d = w.vreg(in.ds.data0);
    uint32_t tmp[32];
    for (unsigned i = 0; i < 32; ++i) {
        const unsigned src = perm_lane(a[i], off);
        tmp[i] = ((exec >> src) & 1u) ? d[src] : 0u;
    }
    write_lanes(w, in.ds.vdst, tmp);
}

// ---------------------------------------------------------------- ray-tracing stack

// ds_bvh_stack_rtn_b32 vdst, addr, data0, data1[4] (RDNA3 ISA 12.5.3 and 16.15): a per-lane
// short stack in LDS for BVH traversal. data0 is the last visited node; data1[0..2] are pushed
// when valid; data1[3] is returned when valid, else the stack is popped and the popped value
// returned (and its slot set to INVALID_NODE). A value is invalid when it is INVALID_NODE or
// equals a valid last-visited node; a data1[0..2] value equal to the last-visited node stops the
// pushes and makes the rest, data1[3] included, invalid ("Treat all further data as invalid").
// ADDR is in and out:
//   addr[31:18]  stack base, in dwords (RADV: "the stack base in multiples of 4")
//   addr[15:0]   stack index (bits [1:0] zero): entry position p = addr[15:2]
//   OFFSET1[5:4] stack size 8, 16, 32 or 64 entries; the stack is a ring of that many entries
// Model choices where the guide is not specific:
//   * entry position p lives at LDS byte base * 4 + (p mod size) * 128: the hardware "uses a
//     stride of 128 bytes (32 entries) for the stack index" (RADV radv_build_bvh_stack_rtn_addr),
//     one dword per lane of a wave32;
//   * the index counts the entries (a push writes entry p then increments it, a pop decrements
//     it and reads entry p - the guide lists the steps loosely, this keeps a LIFO), wrapping in
//     its 14 bits; addr[17:16] are kept;
//   * INVALID_NODE is 0xffffffff (RADV_BVH_INVALID_NODE);
//   * ADDR is written before VDST (when they are the same register VDST wins).
void ds_bvh_stack(Wave& w, const Inst& in) {
    no_gds(in);
    constexpr uint32_t kInvalid = 0xffffffffu;
    const unsigned size = 8u << ((in.ds.offset1 >> 4) & 3u);
    uint32_t* a = w.vreg(in.ds.addr);
    for_lanes(w.exec(), [&](unsigned l) {
        const uint32_t addr = a[l];
        const uint32_t last = w.vreg(in.ds.data0)[l];
        uint32_t data[4];
        for (unsigned k = 0; k < 4; ++k) data[k] = w.vreg(in.ds.data1 + k)[l];
        const uint64_t base = uint64_t(addr >> 18) * 4u;
        uint32_t pos = (addr & 0xffffu) >> 2;
        auto slot = [&](uint32_t p) { return lds_atomic_ptr(w, base + uint64_t(p % size) * 128u, 4, l); };
        auto valid = [&](uint32_t v) { return v != kInvalid && !(last != kInvalid && v == last); };
        bool rest_invalid = false;
        for (unsigned k = 0; k < 3; ++k) {
            if (valid(data[k])) {
                store<uint32_t>(slot(pos), data[k]);
                pos = (pos + 1) & 0x3fffu;
            } else if (data[k] == last) {
                rest_invalid = true;
                break;
            }
        }
        uint32_t rtn;
        if (!rest_invalid && valid(data[3])) {
            rtn = data[3];
        } else {
            pos = (pos - 1) & 0x3fffu;
            uint8_t* p = slot(pos);
            rtn = load<uint32_t>(p);
            store<uint32_t>(p, kInvalid);
        }
        a[l] = (addr & ~0xffffu) | (pos << 2);
        w.vreg(in.ds.vdst)[l] = rtn;
    });
}

void ds_nop(Wave&, const Inst&) {}

}  // namespace

void add_lds_handlers(HandlerTable& t, bool avx2) {
    // loads
    t.add("ds_load_b32", ds_load<1>);
    t.add("ds_load_b64", ds_load<2>);
    t.add("ds_load_b96", ds_load<3>);
    t.add("ds_load_b128", ds_load<4>);
    t.add("ds_load_u8", ds_load_ext<1, false>);
    t.add("ds_load_i8", ds_load_ext<1, true>);
    t.add("ds_load_u16", ds_load_ext<2, false>);
    t.add("ds_load_i16", ds_load_ext<2, true>);
    t.add("ds_load_u8_d16", ds_load_d16<1, false, false>);
    t.add("ds_load_u8_d16_hi", ds_load_d16<1, false, true>);
    t.add("ds_load_i8_d16", ds_load_d16<1, true, false>);
    t.add("ds_load_i8_d16_hi", ds_load_d16<1, true, true>);
    t.add("ds_load_u16_d16", ds_load_d16<2, false, false>);
    t.add("ds_load_u16_d16_hi", ds_load_d16<2, false, true>);
    t.add("ds_load_2addr_b32", ds_load_2addr<1, 1>);
    t.add("ds_load_2addr_stride64_b32", ds_load_2addr<1, 64>);
    t.add("ds_load_2addr_b64", ds_load_2addr<2, 1>);
    t.add("ds_load_2addr_stride64_b64", ds_load_2addr<2, 64>);
    t.add("ds_load_addtid_b32", ds_load_addtid);
    // stores
    t.add("ds_store_b8", ds_store_small<1, false>);
    t.add("ds_store_b16", ds_store_small<2, false>);
    t.add("ds_store_b8_d16_hi", ds_store_small<1, true>);
    t.add("ds_store_b16_d16_hi", ds_store_small<2, true>);
    t.add("ds_store_b32", ds_store<1>);
    t.add("ds_store_b64", ds_store<2>);
    t.add("ds_store_b96", ds_store<3>);
    t.add("ds_store_b128", ds_store<4>);
    t.add("ds_store_2addr_b32", ds_store_2addr<1, 1>);
    t.add("ds_store_2addr_stride64_b32", ds_store_2addr<1, 64>);
    t.add("ds_store_2addr_b64", ds_store_2addr<2, 1>);
    t.add("ds_store_2addr_stride64_b64", ds_store_2addr<2, 64>);
    t.add("ds_store_addtid_b32", ds_store_addtid);
#if EMU_MEM_HAVE_AVX2
    if (avx2) {   // the same instructions, their full-wave hot paths in AVX2 (above)
        t.add("ds_load_b128", ds_load_avx2<4>);
        t.add("ds_load_b32", ds_load_avx2<1>);
        t.add("ds_load_b64", ds_load_avx2<2>);
        t.add("ds_store_b32", ds_store_avx2<1>);
        t.add("ds_store_b64", ds_store_avx2<2>);
        t.add("ds_store_b96", ds_store_avx2<3>);
        t.add("ds_store_b128", ds_store_avx2<4>);
    }
#else
    (void)avx2;
#endif

    // atomics, each without and with return
    struct A { const char* plain; const char* rtn; Handler hp; Handler hr; };
    const A atomics[] = {
        {"ds_add_u32", "ds_add_rtn_u32", ds_atomic<AOp::Add, uint32_t, false>, ds_atomic<AOp::Add, uint32_t, true>},
        {"ds_sub_u32", "ds_sub_rtn_u32", ds_atomic<AOp::Sub, uint32_t, false>, ds_atomic<AOp::Sub, uint32_t, true>},
        {"ds_rsub_u32", "ds_rsub_rtn_u32", ds_atomic<AOp::Rsub, uint32_t, false>, ds_atomic<AOp::Rsub, uint32_t, true>},
        {"ds_inc_u32", "ds_inc_rtn_u32", ds_atomic<AOp::Inc, uint32_t, false>, ds_atomic<AOp::Inc, uint32_t, true>},
        {"ds_dec_u32", "ds_dec_rtn_u32", ds_atomic<AOp::Dec, uint32_t, false>, ds_atomic<AOp::Dec, uint32_t, true>},
        {"ds_min_i32", "ds_min_rtn_i32", ds_atomic<AOp::MinI, uint32_t, false>, ds_atomic<AOp::MinI, uint32_t, true>},
        {"ds_max_i32", "ds_max_rtn_i32", ds_atomic<AOp::MaxI, uint32_t, false>, ds_atomic<AOp::MaxI, uint32_t, true>},
        {"ds_min_u32", "ds_min_rtn_u32", ds_atomic<AOp::MinU, uint32_t, false>, ds_atomic<AOp::MinU, uint32_t, true>},
        {"ds_max_u32", "ds_max_rtn_u32", ds_atomic<AOp::MaxU, uint32_t, false>, ds_atomic<AOp::MaxU, uint32_t, true>},
        {"ds_and_b32", "ds_and_rtn_b32", ds_atomic<AOp::And, uint32_t, false>, ds_atomic<AOp::And, uint32_t, true>},
        {"ds_or_b32", "ds_or_rtn_b32", ds_atomic<AOp::Or, uint32_t, false>, ds_atomic<AOp::Or, uint32_t, true>},
        {"ds_xor_b32", "ds_xor_rtn_b32", ds_atomic<AOp::Xor, uint32_t, false>, ds_atomic<AOp::Xor, uint32_t, true>},
        {"ds_mskor_b32", "ds_mskor_rtn_b32", ds_atomic<AOp::Mskor, uint32_t, false>, ds_atomic<AOp::Mskor, uint32_t, true>},
        {"ds_cmpstore_b32", "ds_cmpstore_rtn_b32", ds_atomic<AOp::CmpSwap, uint32_t, false>,
         ds_atomic<AOp::CmpSwap, uint32_t, true>},
        {"ds_cmpstore_f32", "ds_cmpstore_rtn_f32", ds_atomic<AOp::CmpSwapF, uint32_t, false>,
         ds_atomic<AOp::CmpSwapF, uint32_t, true>},
        {"ds_min_f32", "ds_min_rtn_f32", ds_atomic<AOp::MinF, uint32_t, false>, ds_atomic<AOp::MinF, uint32_t, true>},
        {"ds_max_f32", "ds_max_rtn_f32", ds_atomic<AOp::MaxF, uint32_t, false>, ds_atomic<AOp::MaxF, uint32_t, true>},
        {"ds_add_f32", "ds_add_rtn_f32", ds_atomic<AOp::AddF, uint32_t, false>, ds_atomic<AOp::AddF, uint32_t, true>},
        // 64-bit
        {"ds_add_u64", "ds_add_rtn_u64", ds_atomic<AOp::Add, uint64_t, false>, ds_atomic<AOp::Add, uint64_t, true>},
        {"ds_sub_u64", "ds_sub_rtn_u64", ds_atomic<AOp::Sub, uint64_t, false>, ds_atomic<AOp::Sub, uint64_t, true>},
        {"ds_rsub_u64", "ds_rsub_rtn_u64", ds_atomic<AOp::Rsub, uint64_t, false>, ds_atomic<AOp::Rsub, uint64_t, true>},
        {"ds_inc_u64", "ds_inc_rtn_u64", ds_atomic<AOp::Inc, uint64_t, false>, ds_atomic<AOp::Inc, uint64_t, true>},
        {"ds_dec_u64", "ds_dec_rtn_u64", ds_atomic<AOp::Dec, uint64_t, false>, ds_atomic<AOp::Dec, uint64_t, true>},
        {"ds_min_i64", "ds_min_rtn_i64", ds_atomic<AOp::MinI, uint64_t, false>, ds_atomic<AOp::MinI, uint64_t, true>},
        {"ds_max_i64", "ds_max_rtn_i64", ds_atomic<AOp::MaxI, uint64_t, false>, ds_atomic<AOp::MaxI, uint64_t, true>},
        {"ds_min_u64", "ds_min_rtn_u64", ds_atomic<AOp::MinU, uint64_t, false>, ds_atomic<AOp::MinU, uint64_t, true>},
        {"ds_max_u64", "ds_max_rtn_u64", ds_atomic<AOp::MaxU, uint64_t, false>, ds_atomic<AOp::MaxU, uint64_t, true>},
        {"ds_and_b64", "ds_and_rtn_b64", ds_atomic<AOp::And, uint64_t, false>, ds_atomic<AOp::And, uint64_t, true>},
        {"ds_or_b64", "ds_or_rtn_b64", ds_atomic<AOp::Or, uint64_t, false>, ds_atomic<AOp::Or, uint64_t, true>},
        {"ds_xor_b64", "ds_xor_rtn_b64", ds_atomic<AOp::Xor, uint64_t, false>, ds_atomic<AOp::Xor, uint64_t, true>},
        {"ds_mskor_b64", "ds_mskor_rtn_b64", ds_atomic<AOp::Mskor, uint64_t, false>, ds_atomic<AOp::Mskor, uint64_t, true>},
        {"ds_cmpstore_b64", "ds_cmpstore_rtn_b64", ds_atomic<AOp::CmpSwap, uint64_t, false>,
         ds_atomic<AOp::CmpSwap, uint64_t, true>},
        {"ds_cmpstore_f64", "ds_cmpstore_rtn_f64", ds_atomic<AOp::CmpSwapF, uint64_t, false>,
         ds_atomic<AOp::CmpSwapF, uint64_t, true>},
        {"ds_min_f64", "ds_min_rtn_f64", ds_atomic<AOp::MinF, uint64_t, false>, ds_atomic<AOp::MinF, uint64_t, true>},
        {"ds_max_f64", "ds_max_rtn_f64", ds_atomic<AOp::MaxF, uint64_t, false>, ds_atomic<AOp::MaxF, uint64_t, true>},
    };
    for (const A& e : atomics) {
        t.add(e.plain, e.hp);
        t.add(e.rtn, e.hr);
    }
    // return-only forms
    t.add("ds_storexchg_rtn_b32", ds_atomic<AOp::Swap, uint32_t, true>);
    t.add("ds_storexchg_rtn_b64", ds_atomic<AOp::Swap, uint64_t, true>);
    t.add("ds_wrap_rtn_b32", ds_atomic<AOp::Wrap, uint32_t, true>);
    t.add("ds_storexchg_2addr_rtn_b32", ds_xchg_2addr<uint32_t, 1>);
    t.add("ds_storexchg_2addr_stride64_rtn_b32", ds_xchg_2addr<uint32_t, 64>);
    t.add("ds_storexchg_2addr_rtn_b64", ds_xchg_2addr<uint64_t, 1>);
    t.add("ds_storexchg_2addr_stride64_rtn_b64", ds_xchg_2addr<uint64_t, 64>);
    t.add("ds_condxchg32_rtn_b64", ds_condxchg32);
    t.add("ds_append", ds_append_consume<true>);
    t.add("ds_consume", ds_append_consume<false>);
    // cross-lane
    t.add("ds_swizzle_b32", ds_swizzle);
    t.add("ds_permute_b32", ds_permute);
    t.add("ds_bpermute_b32", ds_bpermute);
    t.add("ds_nop", ds_nop);
    t.add("ds_bvh_stack_rtn_b32", ds_bvh_stack);
}

}  // namespace emu
