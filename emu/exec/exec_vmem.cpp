// Vector memory instructions: FLAT, GLOBAL, SCRATCH and MUBUF / MTBUF (buffer) loads, stores and
// atomics.
//
// Addressing (RDNA3 ISA 11.2 / 11.3 "Global, Scratch and Flat Address Space"):
//   GLOBAL, saddr off (124 or 125):  VGPR[addr:addr+1] (u64) + inst_offset (13-bit signed)
//   GLOBAL, saddr = SGPR pair:       SGPR[saddr:saddr+1] (u64) + VGPR[addr] (u32) + inst_offset
//   global_*_addtid_b32:             SGPR pair + inst_offset + lane * 4
//   FLAT:                            VGPR[addr:addr+1] + inst_offset, where the offset "must be
//                                    positive for Flat; MSB is ignored and forced to zero" (12 bits).
//       The aperture is chosen on the VGPR address alone (before the offset): high dword
//       kSharedApertureHi -> LDS byte (low dword + offset), kPrivateApertureHi -> the lane's
//       private memory at (low dword + offset), anything else -> global memory.
//   SCRATCH:                         the lane's private segment at byte
//       (sve ? VGPR[addr] : 0) + (saddr != off ? SGPR[saddr] : 0) + inst_offset (signed).
//       The hardware's FLAT_SCRATCH base and per-lane swizzle only place a lane's bytes in
//       memory; the emulator gives every lane its own linear segment (Wave::scratch), so the
//       swizzle is invisible. An access outside [0, Wave::scratch_lane_bytes) faults.
// Global accesses go through Wave::global_ptr, which faults (naming the nearest allocation)
// unless the whole access lies inside one live allocation. Non-atomic accesses may be unaligned
// (the amdgpu driver programs SH_MEM_CONFIG.alignment_mode = UNALIGNED for compute); atomics must
// be naturally aligned (misaligned atomics report MEMVIOL) and fault otherwise.
//
// Atomics return the pre-op value to vdst (FLAT/GLOBAL) or vdata (MUBUF) only when glc = 1
// (opcodes flagged F_ATOMIC_RTN). cmpswap data is the tuple [src, cmp]: "Src is from vdata, cmp
// from vdata+1" (ISA table 39; the b64 form uses vdata[0:1] / vdata[2:3]). Global atomics are
// host atomics (__atomic builtins on the host address: workgroups run on several host threads);
// flat atomics that land in LDS or private memory are plain read-modify-writes, since those are
// private to one workgroup / lane. Atomic operations and float rules: emu/exec/exec_mem.hpp.
//
// MUBUF (ISA chapter 9; V# layout table 47; range checking 9.4.1):
//   V#: base [47:0], stride [61:48], swizzle_enable [63:62], num_records [95:64], format
//   [113:108], index_stride [118:117], add_tid_enable [119], oob_select [125:124], type [127:126].
//   index  = (idxen ? VGPR[vaddr] : 0) + (add_tid_enable ? lane : 0)
//   offset = (offen ? VGPR[vaddr + idxen] : 0) + inst_offset (12-bit unsigned)
//   soffset is an operand code: SGPR, M0, null or an inline constant.
//   linear:   ADDR = base + soffset + index * stride + offset
//   swizzled: ADDR = base + soffset + (index_msb * stride + offset_msb * elem) * index_stride
//                    + index_lsb * elem + offset_lsb, elem = 4 (swizzle 1) or 16 (swizzle 3).
//   Out of range (per OOB_SELECT, "payload" = bytes of the component):
//     0: index >= num_records || offset + payload > stride
//     1: index >= num_records
//     2: num_records == 0
//     3: swizzled with stride != 0: as 0; else offset + payload > num_records - soffset
//        ("num_records is reduced by sgpr_offset"); with idxen on a strided non-swizzled buffer
//        the emulator uses index * stride + offset as the offset (model choice: the table only
//        describes raw buffers for this mode).
//   Loads and stores of B64/B96/B128 check every dword separately (an out-of-range dword reads
//   0 / is not written), 8/16-bit ones their payload, atomics all or nothing (an out-of-range
//   atomic changes nothing and returns 0). An all-zero format with add_tid_enable = 0 is an
//   unbound resource: every access is out of range (ISA 9.6 "Unbound Resources").
//   Sources: the RDNA3.5 ISA guide (9.4.1.4 notes, 9.4.2, 9.6) and the RDNA4 guide's table 56,
//   whose OOB_SELECT rows the RDNA3.5 text refers to. In-range accesses still go through
//   Wave::global_ptr, so an in-range address outside every allocation faults.
//   tfe = 1 writes 0 (no fault) to the VGPR after the loaded data.
// Typed access (buffer_*_format_*, MTBUF tbuffer_*) and buffer_load_lds_*: see their sections
// below; the format conversions are in emu/exec/buffer_format.cpp.
#include <algorithm>
#include <cinttypes>
#include <cstdio>

#include "emu/exec/buffer_format.hpp"
#include "emu/exec/exec_mem.hpp"
#include "emu/exec/load_prefetch.hpp"

namespace emu {
namespace {

using namespace memx;

enum class Seg : uint8_t { Flat, Global, Scratch };
enum class Space : uint8_t { Global, Lds, Private };

struct Target {
    uint8_t* p;
    uint64_t addr;   // device address, LDS byte address or private offset (alignment checks)
    Space space;
};

inline bool saddr_off(uint8_t saddr) { return saddr == kNull || saddr == kM0; }

inline uint64_t vget64(const Wave& w, unsigned reg, unsigned lane) {
    return (uint64_t(w.vreg(reg + 1)[lane]) << 32) | w.vreg(reg)[lane];
}
inline uint64_t sget64(const Wave& w, unsigned reg) { return (uint64_t(w.s[reg + 1]) << 32) | w.s[reg]; }

template <typename T>
inline T vget(const Wave& w, unsigned reg, unsigned lane) {
    if (sizeof(T) == 8) return T(vget64(w, reg, lane));
    return T(w.vreg(reg)[lane]);
}
template <typename T>
inline void vset(Wave& w, unsigned reg, unsigned lane, T v) {
    w.vreg(reg)[lane] = uint32_t(v);
    if (sizeof(T) == 8) w.vreg(reg + 1)[lane] = uint32_t(uint64_t(v) >> 32);
}

// Byte `off` of lane `lane`'s private segment.
uint8_t* private_ptr(Wave& w, int64_t off, unsigned size, unsigned lane) {
    if (!w.scratch || w.scratch_lane_bytes == 0)
        fault("scratch (private) memory access, but the kernel has no private segment "
              "(private_segment_fixed_size is 0)", int(lane));
    if (off < 0 || uint64_t(off) + size > w.scratch_lane_bytes) {
        char buf[200];
        std::snprintf(buf, sizeof buf,
                      "private (scratch) access at offset %" PRId64 " (+%u bytes) outside the lane's private segment "
                      "of %u bytes", off, size, w.scratch_lane_bytes);
        fault(buf, int(lane));
    }
    return w.scratch + size_t(lane) * w.scratch_lane_bytes + size_t(off);
}

template <Seg S>
inline Target target(Wave& w, const Inst& in, unsigned lane, unsigned size, bool write) {
    const FlatFields& f = in.flat;
    if constexpr (S == Seg::Global) {
        const uint64_t a = saddr_off(f.saddr)
                               ? vget64(w, f.addr, lane) + uint64_t(int64_t(f.offset))
                               : sget64(w, f.saddr) + w.vreg(f.addr)[lane] + uint64_t(int64_t(f.offset));
        return {w.global_ptr(a, size, int(lane)), a, Space::Global};
    }
    if constexpr (S == Seg::Flat) {
        const uint64_t va = vget64(w, f.addr, lane);
        const uint32_t off = uint32_t(f.offset) & 0xfffu;
        const uint32_t hi = uint32_t(va >> 32);
        if (hi == kSharedApertureHi) {
            const uint64_t a = uint64_t(uint32_t(va)) + off;
            return {lds_ptr(w, a, size, write, int(lane)), a, Space::Lds};
        }
        if (hi == kPrivateApertureHi) {
            const uint64_t a = uint64_t(uint32_t(va)) + off;
            return {private_ptr(w, int64_t(a), size, lane), a, Space::Private};
        }
        const uint64_t a = va + off;
        return {w.global_ptr(a, size, int(lane)), a, Space::Global};
    }
    int64_t a = f.offset;
    if (f.sve) a += w.vreg(f.addr)[lane];
    if (!saddr_off(f.saddr)) a += w.s[f.saddr];
    return {private_ptr(w, a, size, lane), uint64_t(a), Space::Private};
}

// ---------------------------------------------------------------- FLAT / GLOBAL / SCRATCH

// Whether the accesses of `size` bytes at lo .. hi (the lowest and highest of a wave's addresses)
// lie in one allocation: the wave's current one, or another looked up (and made the current one)
// at once (a GEMM alternates A and B). False as well when the span wraps the address space.
inline bool global_span_ok(const Wave& w, uint64_t lo, uint64_t hi, unsigned size) {
    if (lo > hi || hi + size < hi) return false;
    if (lo >= w.cache_lo && hi + size <= w.cache_hi) return true;
    return w.global_ptr_or_null(lo, hi + size - lo) != nullptr;
}

// Hot path of GLOBAL loads and stores: a full wave, no profiler, and every lane's access inside
// one allocation (the wave's last one, or found by Wave::global_ptr_or_null): the 32
// addresses are formed first (a destination may overlap the address registers), range-checked
// at once, and the data moves without a per-lane lookup. False: the per-lane path decides.
// span (when given): the lowest and highest of the 32 addresses.
template <Seg S>
inline bool global_wave(const Wave& w, const Inst& in, unsigned size, uint64_t (&addr)[32],
                        uint64_t (*span)[2] = nullptr) {
    if (S != Seg::Global || w.profile || w.exec() != 0xffffffffu) return false;
    const FlatFields& f = in.flat;
    const uint64_t off = uint64_t(int64_t(f.offset));
    uint64_t lo, hi;
    if (saddr_off(f.saddr)) {
        const uint32_t* a0 = w.vreg(f.addr);
        const uint32_t* a1 = w.vreg(f.addr + 1);
        for (unsigned l = 0; l < 32; ++l) addr[l] = ((uint64_t(a1[l]) << 32) | a0[l]) + off;
        lo = hi = addr[0];
        for (unsigned l = 1; l < 32; ++l) {
            lo = addr[l] < lo ? addr[l] : lo;
            hi = addr[l] > hi ? addr[l] : hi;
        }
    } else {
        const uint32_t* v = w.vreg(f.addr);
        uint32_t vlo, vhi;
        minmax_u32x32(v, vlo, vhi);
        const uint64_t base = sget64(w, f.saddr) + off;
        for (unsigned l = 0; l < 32; ++l) addr[l] = base + v[l];
        lo = base + vlo;
        hi = base + vhi;
    }
    if (!global_span_ok(w, lo, hi, size)) return false;
    if (span) (*span)[0] = lo, (*span)[1] = hi;
    return true;
}

template <Seg S, unsigned N>
void fl_load(Wave& w, const Inst& in) {
    uint64_t addr[32], span[2];
    if (global_wave<S>(w, in, 4 * N, addr, &span)) {
        uint32_t* d[N];
        for (unsigned k = 0; k < N; ++k) d[k] = w.vreg(in.flat.vdst + k);
        gather_dwords<N>([&](unsigned l) { return reinterpret_cast<const uint8_t*>(addr[l]); }, d);
        prefetch_next_load(w, uintptr_t(span[0]), uintptr_t(span[1]), [&](unsigned l) { return uintptr_t(addr[l]); });
        return;
    }
    for_lanes(w.exec(), [&](unsigned l) {
        uint32_t tmp[N];
        std::memcpy(tmp, target<S>(w, in, l, 4 * N, false).p, sizeof tmp);
        for (unsigned k = 0; k < N; ++k) w.vreg(in.flat.vdst + k)[l] = tmp[k];
    });
}

template <Seg S, unsigned Bytes, bool Signed>
void fl_load_ext(Wave& w, const Inst& in) {
    uint32_t* d = w.vreg(in.flat.vdst);
    auto value = [](const uint8_t* p) {
        const uint32_t v = Bytes == 1 ? p[0] : load<uint16_t>(p);
        return Signed ? (Bytes == 1 ? sext8(v) : sext16(v)) : v;
    };
    // Full-wave GLOBAL hot path (global_wave: the 32 addresses formed first, so the destination
    // may overlap the address registers); else lane by lane.
    uint64_t addr[32];
    if (global_wave<S>(w, in, Bytes, addr)) {
        for (unsigned l = 0; l < 32; ++l) d[l] = value(reinterpret_cast<const uint8_t*>(addr[l]));
        return;
    }
    for_lanes(w.exec(), [&](unsigned l) { d[l] = value(target<S>(w, in, l, Bytes, false).p); });
}

inline uint32_t merge16(uint32_t old, uint32_t v16, bool hi) {
    v16 &= 0xffffu;
    return hi ? ((old & 0x0000ffffu) | (v16 << 16)) : ((old & 0xffff0000u) | v16);
}

template <Seg S, unsigned Bytes, bool Signed, bool Hi>
void fl_load_d16(Wave& w, const Inst& in) {
    uint32_t* d = w.vreg(in.flat.vdst);
    auto value = [d](unsigned l, const uint8_t* p) {
        uint32_t v = Bytes == 1 ? p[0] : load<uint16_t>(p);
        if (Signed) v = sext8(v);
        return merge16(d[l], v, Hi);
    };
    // Full-wave GLOBAL hot path as in fl_load_ext (the h- and k-series' naive kernels build
    // fragments from d16 / d16_hi pairs: lane by lane they took 55% of k1's and h1's time).
    uint64_t addr[32];
    if (global_wave<S>(w, in, Bytes, addr)) {
        for (unsigned l = 0; l < 32; ++l) d[l] = value(l, reinterpret_cast<const uint8_t*>(addr[l]));
        return;
    }
    for_lanes(w.exec(), [&](unsigned l) { d[l] = value(l, target<S>(w, in, l, Bytes, false).p); });
}

template <Seg S, unsigned N>
void fl_store(Wave& w, const Inst& in) {
    uint64_t addr[32];
    if (global_wave<S>(w, in, 4 * N, addr)) {
        const uint32_t* src[N];
        for (unsigned k = 0; k < N; ++k) src[k] = w.vreg(in.flat.data + k);
        scatter_dwords<N>(src, [&](unsigned l) { return reinterpret_cast<uint8_t*>(addr[l]); });
        return;
    }
    for_lanes(w.exec(), [&](unsigned l) {
        uint32_t tmp[N];
        for (unsigned k = 0; k < N; ++k) tmp[k] = w.vreg(in.flat.data + k)[l];
        std::memcpy(target<S>(w, in, l, 4 * N, true).p, tmp, sizeof tmp);
    });
}

template <Seg S, unsigned Bytes, bool Hi>
void fl_store_small(Wave& w, const Inst& in) {
    const uint32_t* d = w.vreg(in.flat.data);
    for_lanes(w.exec(), [&](unsigned l) {
        uint8_t* p = target<S>(w, in, l, Bytes, true).p;
        const uint32_t v = Hi ? d[l] >> 16 : d[l];
        if (Bytes == 1) p[0] = uint8_t(v);
        else store<uint16_t>(p, uint16_t(v));
    });
}

// global_load_addtid_b32 / global_store_addtid_b32: SGPR pair + inst_offset + lane * 4.
inline uint64_t addtid_addr(const Wave& w, const Inst& in, unsigned lane) {
    const uint64_t base = saddr_off(in.flat.saddr) ? 0 : sget64(w, in.flat.saddr);
    return base + uint64_t(int64_t(in.flat.offset)) + 4u * lane;
}
void global_load_addtid(Wave& w, const Inst& in) {
    uint32_t* d = w.vreg(in.flat.vdst);
    for_lanes(w.exec(), [&](unsigned l) { d[l] = load<uint32_t>(w.global_ptr(addtid_addr(w, in, l), 4, int(l))); });
}
void global_store_addtid(Wave& w, const Inst& in) {
    const uint32_t* d = w.vreg(in.flat.data);
    for_lanes(w.exec(), [&](unsigned l) { store<uint32_t>(w.global_ptr(addtid_addr(w, in, l), 4, int(l)), d[l]); });
}

inline bool two_operands(AOp op) { return op == AOp::CmpSwap || op == AOp::CmpSwapF; }

template <Seg S, AOp Op, typename T>
void fl_atomic(Wave& w, const Inst& in) {
    const unsigned words = sizeof(T) / 4;
    const bool rtn = in.flat.glc;
    for_lanes(w.exec(), [&](unsigned l) {
        const T d0 = vget<T>(w, in.flat.data, l);
        const T d1 = two_operands(Op) ? vget<T>(w, in.flat.data + words, l) : T(0);
        const Target t = target<S>(w, in, l, sizeof(T), true);
        T old;
        if (t.space == Space::Global) {
            if (t.addr % sizeof(T)) misaligned_atomic_fault("global", t.addr, sizeof(T), int(l));
            old = host_atomic<T>(t.p, Op, d0, d1, w);
        } else {
            if (t.addr % sizeof(T))
                misaligned_atomic_fault(t.space == Space::Lds ? "LDS" : "private", t.addr, sizeof(T), int(l));
            old = load<T>(t.p);
            store<T>(t.p, atomic_apply<T>(Op, old, d0, d1, w, t.space == Space::Lds));
        }
        if (rtn) vset<T>(w, in.flat.vdst, l, old);
    });
}

// ---------------------------------------------------------------- MUBUF

struct VSharp {
    uint64_t base;
    uint32_t stride, swizzle, num_records, format, index_stride, oob, type;
    uint32_t dst_sel;   // [2:0] X, [5:3] Y, [8:6] Z, [11:9] W (format loads and stores)
    bool add_tid;
};

inline VSharp vsharp(const Wave& w, unsigned s) {
    const uint32_t w0 = w.s[s], w1 = w.s[s + 1], w2 = w.s[s + 2], w3 = w.s[s + 3];
    VSharp v;
    v.base = (uint64_t(w1 & 0xffffu) << 32) | w0;
    v.stride = (w1 >> 16) & 0x3fffu;
    v.swizzle = w1 >> 30;
    v.num_records = w2;
    v.dst_sel = w3 & 0xfffu;
    v.format = (w3 >> 12) & 0x3fu;
    v.index_stride = 8u << ((w3 >> 21) & 3u);
    v.add_tid = (w3 >> 23) & 1u;
    v.oob = (w3 >> 28) & 3u;
    v.type = w3 >> 30;
    return v;
}

// Per-instruction buffer state; per-lane address and range test of one component.
struct Buf {
    VSharp v;
    uint32_t soff;
    bool unbound;

    Buf(const Wave& w, const Inst& in) : v(vsharp(w, in.mubuf.srsrc)) {
        soff = scalar_src_b32(w, in, in.mubuf.soffset, ImmClass::B32);
        unbound = v.format == 0 && !v.add_tid;
        if (v.type != 0) {
            char buf[120];
            std::snprintf(buf, sizeof buf, "the V# in s[%u:%u] has type %u, not a buffer resource (type 0)",
                          in.mubuf.srsrc, in.mubuf.srsrc + 3, v.type);
            fault(buf);
        }
        if (v.swizzle == 2) fault("the V# swizzle_enable value 2 is reserved");
    }

    struct Lane { uint64_t index, offset; };

    Lane lane(const Wave& w, const Inst& in, unsigned l) const {
        const MubufFields& b = in.mubuf;
        Lane r;
        r.index = (b.idxen ? w.vreg(b.vaddr)[l] : 0u) + (v.add_tid ? l : 0u);
        r.offset = uint64_t(b.offen ? w.vreg(b.vaddr + (b.idxen ? 1 : 0))[l] : 0u) + b.offset;
        return r;
    }

    // Component at byte offset `off` (within the record / raw buffer) of `payload` bytes.
    bool out_of_range(uint64_t index, uint64_t off, unsigned payload) const {
        if (unbound) return true;
        switch (v.oob) {
        case 0: return index >= v.num_records || off + payload > v.stride;
        case 1: return index >= v.num_records;
        case 2: return v.num_records == 0;
        default:
            if (v.swizzle && v.stride) return index >= v.num_records || off + payload > v.stride;
            return index * v.stride + off + payload + soff > v.num_records;
        }
    }

    uint64_t address(uint64_t index, uint64_t off) const {
        if (!v.swizzle) return v.base + soff + index * v.stride + off;
        const uint64_t elem = v.swizzle == 1 ? 4 : 16;
        const uint64_t is = v.index_stride;
        const uint64_t buffer_offset =
            ((index / is) * v.stride + (off / elem) * elem) * is + (index % is) * elem + off % elem;
        return v.base + soff + buffer_offset;
    }
};

// Loads N dwords into tmp (out-of-range dwords read 0).
template <unsigned N>
inline void buf_read_dwords(const Wave& w, const Buf& b, const Buf::Lane& ln, unsigned l, uint32_t (&tmp)[N]) {
    unsigned oob = 0;
    for (unsigned k = 0; k < N; ++k) oob |= unsigned(b.out_of_range(ln.index, ln.offset + 4 * k, 4)) << k;
    if (!oob && !b.v.swizzle) {
        std::memcpy(tmp, w.global_ptr(b.address(ln.index, ln.offset), 4 * N, int(l)), 4 * N);
        return;
    }
    for (unsigned k = 0; k < N; ++k)
        tmp[k] = (oob >> k) & 1u ? 0u : load<uint32_t>(w.global_ptr(b.address(ln.index, ln.offset + 4 * k), 4, int(l)));
}

inline void buf_tfe(Wave& w, const Inst& in, unsigned l, unsigned n) {
    if (in.mubuf.tfe) w.vreg(in.mubuf.vdata + n)[l] = 0;
}

// The range and allocation test of buf_fast (below) for raw addressing (index 0: no idxen, no
// add_tid), from the offset VGPR's extremes vmin and vmax: the host address of offset vmin (lane l's access is at it + vo[l] -
// vmin), or nullptr when any condition fails. Shared by buf_fast and the AVX2 buffer load.
inline uint8_t* buf_raw_span(const Wave& w, const Inst& in, const Buf& b, unsigned bytes, uint32_t vmin, uint32_t vmax) {
    const uint64_t stride = b.v.stride, nrec = b.v.num_records, base = b.v.base + b.soff;
    const uint64_t inst_off = in.mubuf.offset, soff = b.soff;
    // Which terms of out_of_range apply (OOB_SELECT; 3 is the unswizzled raw form here). The
    // test of the last component implies it for the earlier ones (monotone in the offset).
    const bool use_index = b.v.oob <= 1, use_off = b.v.oob == 0, use_raw = b.v.oob == 3;
    const uint64_t omax = uint64_t(vmax) + inst_off;
    const bool bad = (b.v.oob == 2 && nrec == 0) | (use_index & (nrec == 0)) | (use_off & (omax + bytes > stride)) |
                     (use_raw & (omax + bytes + soff > nrec));
    if (bad) return nullptr;
    const uint64_t lo = base + uint64_t(vmin) + inst_off, hi = base + omax;
    if (hi + bytes < hi) return nullptr;
    return w.global_ptr_or_null(lo, hi + bytes - lo);
}

// Hot path of the GEMM kernels' buffer accesses: no profiler (it records global accesses per
// lane; strict mode does not, its global checks are global_ptr's faults), a full wave, a linear
// (unswizzled) bound buffer, every component of every lane in range and the whole span of the
// 32 accesses (`bytes` each) inside one allocation. Then every lane's access is exactly the slow
// path's single in-range access at the same address and cannot fault, so the caller can copy
// plainly; p[l] is lane l's host pointer. Returns false (nothing done, nothing recorded) when
// any condition fails; the caller then takes the per-lane slow path. span (when given): the
// lowest and highest of the 32 host addresses.
inline bool buf_fast(const Wave& w, const Inst& in, const Buf& b, unsigned bytes, uint8_t* (&p)[32],
                     uintptr_t (*span)[2] = nullptr) {
    if (w.profile || w.exec() != 0xffffffffu || b.unbound || b.v.swizzle) return false;
    static const uint32_t zeros[32] = {};
    const MubufFields& f = in.mubuf;
    const uint32_t* vi = f.idxen ? w.vreg(f.vaddr) : zeros;
    const uint32_t* vo = f.offen ? w.vreg(f.vaddr + (f.idxen ? 1 : 0)) : zeros;
    const uint64_t stride = b.v.stride, nrec = b.v.num_records, base = b.v.base + b.soff;
    const uint64_t inst_off = f.offset, soff = b.soff;
    const unsigned tid = b.v.add_tid ? 31u : 0u;
    // Which terms of out_of_range apply (OOB_SELECT; 3 is the unswizzled raw form here). The
    // test of the last component implies it for the earlier ones (monotone in the offset).
    const bool use_index = b.v.oob <= 1, use_off = b.v.oob == 0, use_raw = b.v.oob == 3;
    bool bad = b.v.oob == 2 && nrec == 0;
    if (!f.idxen && !b.v.add_tid) {
        // Raw addressing (index 0): the tests and the span depend on the offset VGPR's extremes.
        uint32_t vmin, vmax;
        minmax_u32x32(vo, vmin, vmax);
        uint8_t* h = buf_raw_span(w, in, b, bytes, vmin, vmax);
        if (!h) return false;
        for (unsigned l = 0; l < 32; ++l) p[l] = h + (vo[l] - vmin);
        if (span) (*span)[0] = uintptr_t(h), (*span)[1] = uintptr_t(h) + (vmax - vmin);
        return true;
    }
    uint64_t addr[32];
    uint64_t lo = ~uint64_t(0), hi = 0;
    for (unsigned l = 0; l < 32; ++l) {
        const uint64_t index = uint64_t(vi[l]) + (l & tid);
        const uint64_t off = uint64_t(vo[l]) + inst_off;
        const uint64_t rel = index * stride + off;
        bad |= (use_index & (index >= nrec)) | (use_off & (off + bytes > stride)) |
               (use_raw & (rel + bytes + soff > nrec));
        const uint64_t a = base + rel;
        addr[l] = a;
        lo = a < lo ? a : lo;
        hi = a > hi ? a : hi;
    }
    if (bad || hi + bytes < hi) return false;
    uint8_t* h = w.global_ptr_or_null(lo, hi + bytes - lo);
    if (!h) return false;
    for (unsigned l = 0; l < 32; ++l) p[l] = h + (addr[l] - lo);
    if (span) (*span)[0] = uintptr_t(h), (*span)[1] = uintptr_t(h) + (hi - lo);
    return true;
}

template <unsigned N>
void buf_load(Wave& w, const Inst& in) {
    if (!w.exec()) return;   // the V# is not looked at
    const Buf b(w, in);
    uint8_t* p[32];
    uintptr_t span[2];
    if (buf_fast(w, in, b, 4 * N, p, &span)) {
        uint32_t* d[N];
        for (unsigned k = 0; k < N; ++k) d[k] = w.vreg(in.mubuf.vdata + k);
        gather_dwords<N>([&](unsigned l) { return p[l]; }, d);
        prefetch_next_load(w, span[0], span[1], [&](unsigned l) { return reinterpret_cast<uintptr_t>(p[l]); });
        if (in.mubuf.tfe) std::memset(w.vreg(in.mubuf.vdata + N), 0, 32 * 4);
        return;
    }
    for_lanes(w.exec(), [&](unsigned l) {
        uint32_t tmp[N];
        buf_read_dwords<N>(w, b, b.lane(w, in, l), l, tmp);
        for (unsigned k = 0; k < N; ++k) w.vreg(in.mubuf.vdata + k)[l] = tmp[k];
        buf_tfe(w, in, l, N);
    });
}

#if EMU_MEM_HAVE_AVX2
// buffer_load_b128 in AVX2 (registered instead of buf_load<4> when the host has AVX2): the GEMM
// kernels' form (full wave, raw offen addressing, a linear bound buffer, every lane in one
// allocation; the conditions of buf_fast's raw branch) with the offsets' extremes in vpminud /
// vpmaxud, the lanes' addresses taken straight from the offset VGPR (no pointer array), the
// prefetch of the next execution issued before the loads, and gather_dwords4_avx2. Every other
// case is buf_load<4>'s. (A destination that overlaps the offset VGPR is safe: the gather reads
// eight lanes' offsets before it writes those eight lanes.)
EMU_MEM_AVX2 void buf_load_b128_avx2(Wave& w, const Inst& in) {
    const MubufFields& f = in.mubuf;
    if (w.profile || w.exec() != 0xffffffffu || !f.offen || f.idxen) return buf_load<4>(w, in);
    const Buf b(w, in);
    if (b.unbound || b.v.swizzle || b.v.add_tid) return buf_load<4>(w, in);
    const uint32_t* vo = w.vreg(f.vaddr);
    uint32_t vmin, vmax;
    minmax_u32x32_avx2(vo, vmin, vmax);
    uint8_t* h = buf_raw_span(w, in, b, 16, vmin, vmax);
    if (!h) return buf_load<4>(w, in);
    const uintptr_t at = uintptr_t(h) - vmin;   // lane l's bytes at at + vo[l]
    prefetch_next_load(w, uintptr_t(h), uintptr_t(h) + (vmax - vmin), [&](unsigned l) { return at + vo[l]; });
    gather_dwords4_avx2([&](unsigned l) { return reinterpret_cast<const uint8_t*>(at + vo[l]); }, w.vreg(f.vdata));
    if (f.tfe) std::memset(w.vreg(f.vdata + 4), 0, 32 * 4);
}
#endif

#if EMU_MEM_HAVE_AVX2
// global_load_b32 / b64 / b128 with an SGPR base in AVX2 (registered instead of fl_load when the
// host has AVX2): the s-series' operand loads (an SGPR pair per row, one VGPR offset per lane).
// global_wave's SGPR-base branch with the offsets' extremes in vpminud / vpmaxud and the lanes'
// addresses taken straight from the offset VGPR (no 64-bit address array); the prefetch of the
// next execution is issued before the loads, which may overwrite the offset VGPR (each eight-lane
// step of the gathers reads its lanes' offsets before it writes those lanes). Every other case
// (a 64-bit VGPR address, EXEC not full, the profiler, a span outside one allocation) is
// fl_load's. (s8 at 2048: fl_load and global_wave took 12% of the time.)
template <unsigned N>
EMU_MEM_AVX2 void gl_load_sbase_avx2(Wave& w, const Inst& in) {
    const FlatFields& f = in.flat;
    if (w.profile || w.exec() != 0xffffffffu || saddr_off(f.saddr)) return fl_load<Seg::Global, N>(w, in);
    const uint32_t* vo = w.vreg(f.addr);
    uint32_t vmin, vmax;
    minmax_u32x32_avx2(vo, vmin, vmax);
    const uint64_t base = sget64(w, f.saddr) + uint64_t(int64_t(f.offset));
    const uint64_t lo = base + vmin, hi = base + vmax;
    if (!global_span_ok(w, lo, hi, 4 * N)) return fl_load<Seg::Global, N>(w, in);
    const uintptr_t at = uintptr_t(base);   // lane l's bytes at at + vo[l] (device = host addresses)
    prefetch_next_load(w, uintptr_t(lo), uintptr_t(hi), [&](unsigned l) { return at + vo[l]; });
    auto src = [&](unsigned l) { return reinterpret_cast<const uint8_t*>(at + vo[l]); };
    gather_dwords_avx2<N>(src, w.vreg(f.vdst), halves_equal_avx2(vo));
}
#endif

// One 1- or 2-byte element: its value, or 0 when out of range.
template <unsigned Bytes>
inline uint32_t buf_read_small(const Wave& w, const Buf& b, const Buf::Lane& ln, unsigned l) {
    if (b.out_of_range(ln.index, ln.offset, Bytes)) return 0;
    const uint8_t* p = w.global_ptr(b.address(ln.index, ln.offset), Bytes, int(l));
    return Bytes == 1 ? p[0] : load<uint16_t>(p);
}

template <unsigned Bytes, bool Signed>
void buf_load_ext(Wave& w, const Inst& in) {
    if (!w.exec()) return;   // the V# is not looked at
    const Buf b(w, in);
    uint32_t* d = w.vreg(in.mubuf.vdata);
    for_lanes(w.exec(), [&](unsigned l) {
        const uint32_t v = buf_read_small<Bytes>(w, b, b.lane(w, in, l), l);
        d[l] = Signed ? (Bytes == 1 ? sext8(v) : sext16(v)) : v;
        buf_tfe(w, in, l, 1);
    });
}

template <unsigned Bytes, bool Signed, bool Hi>
void buf_load_d16(Wave& w, const Inst& in) {
    if (!w.exec()) return;   // the V# is not looked at
    const Buf b(w, in);
    uint32_t* d = w.vreg(in.mubuf.vdata);
    for_lanes(w.exec(), [&](unsigned l) {
        uint32_t v = buf_read_small<Bytes>(w, b, b.lane(w, in, l), l);
        if (Signed) v = sext8(v);
        d[l] = merge16(d[l], v, Hi);
        buf_tfe(w, in, l, 1);
    });
}

template <unsigned N>
void buf_store(Wave& w, const Inst& in) {
    if (!w.exec()) return;   // the V# is not looked at
    const Buf b(w, in);
    uint8_t* p[32];
    if (buf_fast(w, in, b, 4 * N, p)) {
        const uint32_t* src[N];
        for (unsigned k = 0; k < N; ++k) src[k] = w.vreg(in.mubuf.vdata + k);
        scatter_dwords<N>(src, [&](unsigned l) { return p[l]; });
        return;
    }
    for_lanes(w.exec(), [&](unsigned l) {
        const Buf::Lane ln = b.lane(w, in, l);
        uint32_t tmp[N];
        for (unsigned k = 0; k < N; ++k) tmp[k] = w.vreg(in.mubuf.vdata + k)[l];
        unsigned oob = 0;
        for (unsigned k = 0; k < N; ++k) oob |= unsigned(b.out_of_range(ln.index, ln.offset + 4 * k, 4)) << k;
        if (!oob && !b.v.swizzle) {
            std::memcpy(w.global_ptr(b.address(ln.index, ln.offset), 4 * N, int(l)), tmp, sizeof tmp);
            return;
        }
        for (unsigned k = 0; k < N; ++k)
            if (!((oob >> k) & 1u))
                store<uint32_t>(w.global_ptr(b.address(ln.index, ln.offset + 4 * k), 4, int(l)), tmp[k]);
    });
}

template <unsigned Bytes, bool Hi>
void buf_store_small(Wave& w, const Inst& in) {
    if (!w.exec()) return;   // the V# is not looked at
    const Buf b(w, in);
    const uint32_t* d = w.vreg(in.mubuf.vdata);
    for_lanes(w.exec(), [&](unsigned l) {
        const Buf::Lane ln = b.lane(w, in, l);
        if (b.out_of_range(ln.index, ln.offset, Bytes)) return;
        uint8_t* p = w.global_ptr(b.address(ln.index, ln.offset), Bytes, int(l));
        const uint32_t v = Hi ? d[l] >> 16 : d[l];
        if (Bytes == 1) p[0] = uint8_t(v);
        else store<uint16_t>(p, uint16_t(v));
    });
}

template <AOp Op, typename T>
void buf_atomic(Wave& w, const Inst& in) {
    if (!w.exec()) return;   // the V# is not looked at
    const Buf b(w, in);
    const unsigned words = sizeof(T) / 4;
    const bool rtn = in.mubuf.glc;
    for_lanes(w.exec(), [&](unsigned l) {
        const T d0 = vget<T>(w, in.mubuf.vdata, l);
        const T d1 = two_operands(Op) ? vget<T>(w, in.mubuf.vdata + words, l) : T(0);
        const Buf::Lane ln = b.lane(w, in, l);
        T old = 0;
        if (!b.out_of_range(ln.index, ln.offset, sizeof(T))) {
            const uint64_t a = b.address(ln.index, ln.offset);
            uint8_t* p = w.global_ptr(a, sizeof(T), int(l));
            if (a % sizeof(T)) misaligned_atomic_fault("buffer", a, sizeof(T), int(l));
            old = host_atomic<T>(p, Op, d0, d1, w);
        }
        if (rtn) vset<T>(w, in.mubuf.vdata, l, old);
    });
}

// ---------------------------------------------------------------- typed (format) access
//
// buffer_load/store_format_* and their d16 forms use the V#'s FORMAT and DST_SEL; tbuffer_*
// (MTBUF) use the instruction's format and the identity select, X000 / XY00 / XYZ0 / XYZW (RDNA3.5
// ISA 9.3 table 42). Conversions: emu/exec/buffer_format.hpp. An element is range checked as a whole
// with the format's element size as payload ("Load/store-format-* instruction and atomics are
// range-checked all or nothing"; out-of-range loads read 0 except SEL_1 components, which read 1;
// out-of-range stores write nothing: RDNA4 guide 9.4.1, which the RDNA3.5 text refers to). An
// unbound V# (FORMAT 0) makes every access out of range, for tbuffer too ("the data format is not
// replaced by the instruction's implied data format").
// DST_SEL values: 0 SEL_0, 1 SEL_1, 4..7 SEL_X..SEL_W (2 and 3 are reserved and fault). Model
// choices: a load that selects a component the format does not have reads 0 (1 for W, the usual
// default alpha); a store writes every component of the element, component c taking the VGPR
// value DST_SEL[c] selects (a component beyond the instruction's count is 0): so
// buffer_store_format_x with a 32_32_32_32 format "stores 4 DWORDs to memory based on dst_sel"
// and buffer_store_format_xyzw with a 32 format stores X only (9.3.2).

enum class Sel : uint8_t { Zero, One, Comp };
struct Select {
    Sel kind;
    unsigned comp;   // for Comp: 0..3
};

Select select_of(const Inst& in, const Buf& b, bool typed, unsigned k) {
    if (typed) return {Sel::Comp, k};
    const unsigned s = (b.v.dst_sel >> (3 * k)) & 7u;
    if (s == 0) return {Sel::Zero, 0};
    if (s == 1) return {Sel::One, 0};
    if (s >= 4) return {Sel::Comp, s - 4};
    char buf[120];
    std::snprintf(buf, sizeof buf, "the V# in s[%u:%u] has the reserved DST_SEL_%c value %u", in.mubuf.srsrc,
                  in.mubuf.srsrc + 3, "XYZW"[k], s);
    fault(buf);
}

// The format of a typed access: the instruction's (MTBUF) or the V#'s; nullptr for an unbound V#.
const bufmt::Format* typed_format(const Inst& in, const Buf& b, bool typed) {
    if (b.unbound) return nullptr;
    const unsigned code = typed ? in.mubuf.format : b.v.format;
    const bufmt::Format* f = bufmt::format(code);
    if (!f) {
        char buf[120];
        std::snprintf(buf, sizeof buf, "%s data format %u is not a gfx11 buffer format", typed ? "MTBUF" : "the V#'s",
                      code);
        fault(buf);
    }
    return f;
}

// Reads / writes one whole element (f.bytes bytes) of a lane; false when it is out of range.
bool buf_read_elem(const Wave& w, const Buf& b, const Buf::Lane& ln, unsigned l, unsigned bytes, uint8_t* e) {
    if (b.out_of_range(ln.index, ln.offset, bytes)) return false;
    if (!b.v.swizzle) {
        std::memcpy(e, w.global_ptr(b.address(ln.index, ln.offset), bytes, int(l)), bytes);
        return true;
    }
    for (unsigned i = 0; i < bytes; ++i) e[i] = *w.global_ptr(b.address(ln.index, ln.offset + i), 1, int(l));
    return true;
}
void buf_write_elem(const Wave& w, const Buf& b, const Buf::Lane& ln, unsigned l, unsigned bytes, const uint8_t* e) {
    if (b.out_of_range(ln.index, ln.offset, bytes)) return;
    if (!b.v.swizzle) {
        std::memcpy(w.global_ptr(b.address(ln.index, ln.offset), bytes, int(l)), e, bytes);
        return;
    }
    for (unsigned i = 0; i < bytes; ++i) *w.global_ptr(b.address(ln.index, ln.offset + i), 1, int(l)) = e[i];
}

// The N converted components a lane loads (32-bit values, or 16-bit ones for D16).
template <unsigned N, bool D16>
void format_load_lane(const Wave& w, const Inst& in, const Buf& b, const bufmt::Format* f, bool typed, unsigned l,
                      uint32_t (&out)[4]) {
    uint8_t e[16] = {};
    const bool in_range = f && buf_read_elem(w, b, b.lane(w, in, l), l, f->bytes, e);
    for (unsigned k = 0; k < N; ++k) {
        const Select s = select_of(in, b, typed, k);
        const uint32_t one = f ? (D16 ? bufmt::one16(*f) : bufmt::one32(*f)) : 0u;
        uint32_t v = 0;
        if (s.kind == Sel::One) {
            v = one;
        } else if (s.kind == Sel::Comp && in_range) {
            if (s.comp < f->comps) {
                const uint32_t raw = bufmt::extract(*f, e, s.comp);
                v = D16 ? bufmt::to_vgpr16(*f, s.comp, raw) : bufmt::to_vgpr32(*f, s.comp, raw);
            } else if (s.comp == 3 && !typed) {
                v = one;
            }
        }
        out[k] = v;
    }
}

template <unsigned N, bool D16, bool Hi, bool Typed>
void buf_load_format(Wave& w, const Inst& in) {
    if (!w.exec()) return;   // the V# is not looked at
    const Buf b(w, in);
    const bufmt::Format* f = typed_format(in, b, Typed);
    const unsigned regs = D16 ? (N + 1) / 2 : N;
    for_lanes(w.exec(), [&](unsigned l) {
        uint32_t c[4];
        format_load_lane<N, D16>(w, in, b, f, Typed, l, c);
        for (unsigned k = 0; k < N; ++k) {
            uint32_t* d = w.vreg(in.mubuf.vdata + (D16 ? k / 2 : k));
            if (D16) d[l] = merge16(d[l], c[k], Hi || (k & 1));
            else d[l] = c[k];
        }
        buf_tfe(w, in, l, regs);
    });
}

template <unsigned N, bool D16, bool Hi, bool Typed>
void buf_store_format(Wave& w, const Inst& in) {
    if (!w.exec()) return;   // the V# is not looked at
    const Buf b(w, in);
    const bufmt::Format* f = typed_format(in, b, Typed);
    if (!f) return;   // unbound: every store is dropped
    for_lanes(w.exec(), [&](unsigned l) {
        uint32_t data[4] = {};
        for (unsigned k = 0; k < N; ++k) {
            const uint32_t r = w.vreg(in.mubuf.vdata + (D16 ? k / 2 : k))[l];
            data[k] = D16 ? ((Hi || (k & 1)) ? r >> 16 : r & 0xffffu) : r;
        }
        uint8_t e[16] = {};
        for (unsigned c = 0; c < f->comps; ++c) {
            const Select s = Typed ? Select{Sel::Comp, c} : select_of(in, b, false, c);
            uint32_t v = 0;
            if (s.kind == Sel::One) v = D16 ? bufmt::one16(*f) : bufmt::one32(*f);
            else if (s.kind == Sel::Comp && s.comp < N) v = data[s.comp];
            uint32_t raw;
            const bool ok = D16 ? bufmt::from_vgpr16(*f, c, uint16_t(v), raw) : bufmt::from_vgpr32(*f, c, v, raw);
            if (!ok) fault("stores to the buffer format " + f->name + " are not supported by the emulator (USCALED / SSCALED formats)", int(l));
            bufmt::insert(*f, e, c, raw);
        }
        buf_write_elem(w, b, b.lane(w, in, l), l, f->bytes, e);
    });
}

// ---------------------------------------------------------------- buffer_load_lds_*
//
// The loaded value goes to LDS instead of a VGPR: one dword per lane at byte
// M0[15:0] + inst_offset + lane * 4. Sources: LLVM's AMDGPUUsage / DMA notes ("The LDS address is
// implicitly offset by 4 * lane_id bytes for sizes up to 4 bytes"; the LDS base pointer is
// passed in M0) and the GFX9 ISA's LDS_ADDR = LDSbase + LDS_offset + inst_offset + TID * 4 with
// LDS_offset = M0[15:0] (model choice: the RDNA3/3.5 guides do not describe these opcodes; gfx11
// is assumed to address LDS as gfx9 does). u8 / u16 are zero- and i8 / i16 sign-extended to the
// dword (model choice: as the VGPR forms extend); format_x converts as buffer_load_format_x.
// Out-of-range elements write 0; inactive lanes write nothing.
enum class LdsKind : uint8_t { U8, I8, U16, I16, B32, FormatX };

template <LdsKind K>
void buf_load_lds(Wave& w, const Inst& in) {
    if (!w.exec()) return;   // the V# is not looked at
    const Buf b(w, in);
    const bufmt::Format* f = K == LdsKind::FormatX ? typed_format(in, b, false) : nullptr;
    const uint64_t base = uint64_t(w.s[kM0] & 0xffffu) + in.mubuf.offset;
    for_lanes(w.exec(), [&](unsigned l) {
        const Buf::Lane ln = b.lane(w, in, l);
        uint32_t v = 0;
        switch (K) {
            case LdsKind::U8: v = buf_read_small<1>(w, b, ln, l); break;
            case LdsKind::I8: v = sext8(buf_read_small<1>(w, b, ln, l)); break;
            case LdsKind::U16: v = buf_read_small<2>(w, b, ln, l); break;
            case LdsKind::I16: v = sext16(buf_read_small<2>(w, b, ln, l)); break;
            case LdsKind::B32: {
                uint32_t t[1];
                buf_read_dwords<1>(w, b, ln, l, t);
                v = t[0];
                break;
            }
            case LdsKind::FormatX: {
                uint32_t c[4];
                format_load_lane<1, false>(w, in, b, f, false, l, c);
                v = c[0];
                break;
            }
        }
        store<uint32_t>(lds_ptr(w, base + 4u * l, 4, true, int(l)), v);
    });
}

void nop(Wave&, const Inst&) {}

// ---------------------------------------------------------------- registration

template <Seg S>
void add_flat_family(HandlerTable& t, const char* prefix) {
    const std::string p = prefix;
    auto add = [&](const char* name, Handler h) { t.add((p + name).c_str(), h); };
    add("load_u8", fl_load_ext<S, 1, false>);
    add("load_i8", fl_load_ext<S, 1, true>);
    add("load_u16", fl_load_ext<S, 2, false>);
    add("load_i16", fl_load_ext<S, 2, true>);
    add("load_b32", fl_load<S, 1>);
    add("load_b64", fl_load<S, 2>);
    add("load_b96", fl_load<S, 3>);
    add("load_b128", fl_load<S, 4>);
    add("load_d16_u8", fl_load_d16<S, 1, false, false>);
    add("load_d16_i8", fl_load_d16<S, 1, true, false>);
    add("load_d16_b16", fl_load_d16<S, 2, false, false>);
    add("load_d16_hi_u8", fl_load_d16<S, 1, false, true>);
    add("load_d16_hi_i8", fl_load_d16<S, 1, true, true>);
    add("load_d16_hi_b16", fl_load_d16<S, 2, false, true>);
    add("store_b8", fl_store_small<S, 1, false>);
    add("store_b16", fl_store_small<S, 2, false>);
    add("store_d16_hi_b8", fl_store_small<S, 1, true>);
    add("store_d16_hi_b16", fl_store_small<S, 2, true>);
    add("store_b32", fl_store<S, 1>);
    add("store_b64", fl_store<S, 2>);
    add("store_b96", fl_store<S, 3>);
    add("store_b128", fl_store<S, 4>);
    if constexpr (S != Seg::Scratch) {   // scratch has no atomics
        add("atomic_swap_b32", fl_atomic<S, AOp::Swap, uint32_t>);
        add("atomic_cmpswap_b32", fl_atomic<S, AOp::CmpSwap, uint32_t>);
        add("atomic_add_u32", fl_atomic<S, AOp::Add, uint32_t>);
        add("atomic_sub_u32", fl_atomic<S, AOp::Sub, uint32_t>);
        add("atomic_min_i32", fl_atomic<S, AOp::MinI, uint32_t>);
        add("atomic_min_u32", fl_atomic<S, AOp::MinU, uint32_t>);
        add("atomic_max_i32", fl_atomic<S, AOp::MaxI, uint32_t>);
        add("atomic_max_u32", fl_atomic<S, AOp::MaxU, uint32_t>);
        add("atomic_and_b32", fl_atomic<S, AOp::And, uint32_t>);
        add("atomic_or_b32", fl_atomic<S, AOp::Or, uint32_t>);
        add("atomic_xor_b32", fl_atomic<S, AOp::Xor, uint32_t>);
        add("atomic_inc_u32", fl_atomic<S, AOp::Inc, uint32_t>);
        add("atomic_dec_u32", fl_atomic<S, AOp::Dec, uint32_t>);
        add("atomic_swap_b64", fl_atomic<S, AOp::Swap, uint64_t>);
        add("atomic_cmpswap_b64", fl_atomic<S, AOp::CmpSwap, uint64_t>);
        add("atomic_add_u64", fl_atomic<S, AOp::Add, uint64_t>);
        add("atomic_sub_u64", fl_atomic<S, AOp::Sub, uint64_t>);
        add("atomic_min_i64", fl_atomic<S, AOp::MinI, uint64_t>);
        add("atomic_min_u64", fl_atomic<S, AOp::MinU, uint64_t>);
        add("atomic_max_i64", fl_atomic<S, AOp::MaxI, uint64_t>);
        add("atomic_max_u64", fl_atomic<S, AOp::MaxU, uint64_t>);
        add("atomic_and_b64", fl_atomic<S, AOp::And, uint64_t>);
        add("atomic_or_b64", fl_atomic<S, AOp::Or, uint64_t>);
        add("atomic_xor_b64", fl_atomic<S, AOp::Xor, uint64_t>);
        add("atomic_inc_u64", fl_atomic<S, AOp::Inc, uint64_t>);
        add("atomic_dec_u64", fl_atomic<S, AOp::Dec, uint64_t>);
        add("atomic_cmpswap_f32", fl_atomic<S, AOp::CmpSwapF, uint32_t>);
        add("atomic_min_f32", fl_atomic<S, AOp::MinF, uint32_t>);
        add("atomic_max_f32", fl_atomic<S, AOp::MaxF, uint32_t>);
        add("atomic_add_f32", fl_atomic<S, AOp::AddF, uint32_t>);
    }
    if constexpr (S == Seg::Global) {
        add("atomic_csub_u32", fl_atomic<S, AOp::Csub, uint32_t>);
        add("load_addtid_b32", global_load_addtid);
        add("store_addtid_b32", global_store_addtid);
    }
}

void add_mubuf(HandlerTable& t, bool avx2) {
    t.add("buffer_load_u8", buf_load_ext<1, false>);
    t.add("buffer_load_i8", buf_load_ext<1, true>);
    t.add("buffer_load_u16", buf_load_ext<2, false>);
    t.add("buffer_load_i16", buf_load_ext<2, true>);
    t.add("buffer_load_b32", buf_load<1>);
    t.add("buffer_load_b64", buf_load<2>);
    t.add("buffer_load_b96", buf_load<3>);
    t.add("buffer_load_b128", buf_load<4>);
#if EMU_MEM_HAVE_AVX2
    if (avx2) t.add("buffer_load_b128", buf_load_b128_avx2);   // the GEMM form in AVX2 (above)
#else
    (void)avx2;
#endif
    t.add("buffer_load_d16_u8", buf_load_d16<1, false, false>);
    t.add("buffer_load_d16_i8", buf_load_d16<1, true, false>);
    t.add("buffer_load_d16_b16", buf_load_d16<2, false, false>);
    t.add("buffer_load_d16_hi_u8", buf_load_d16<1, false, true>);
    t.add("buffer_load_d16_hi_i8", buf_load_d16<1, true, true>);
    t.add("buffer_load_d16_hi_b16", buf_load_d16<2, false, true>);
    t.add("buffer_store_b8", buf_store_small<1, false>);
    t.add("buffer_store_b16", buf_store_small<2, false>);
    t.add("buffer_store_d16_hi_b8", buf_store_small<1, true>);
    t.add("buffer_store_d16_hi_b16", buf_store_small<2, true>);
    t.add("buffer_store_b32", buf_store<1>);
    t.add("buffer_store_b64", buf_store<2>);
    t.add("buffer_store_b96", buf_store<3>);
    t.add("buffer_store_b128", buf_store<4>);
    t.add("buffer_atomic_swap_b32", buf_atomic<AOp::Swap, uint32_t>);
    t.add("buffer_atomic_cmpswap_b32", buf_atomic<AOp::CmpSwap, uint32_t>);
    t.add("buffer_atomic_add_u32", buf_atomic<AOp::Add, uint32_t>);
    t.add("buffer_atomic_sub_u32", buf_atomic<AOp::Sub, uint32_t>);
    t.add("buffer_atomic_csub_u32", buf_atomic<AOp::Csub, uint32_t>);
    t.add("buffer_atomic_min_i32", buf_atomic<AOp::MinI, uint32_t>);
    t.add("buffer_atomic_min_u32", buf_atomic<AOp::MinU, uint32_t>);
    t.add("buffer_atomic_max_i32", buf_atomic<AOp::MaxI, uint32_t>);
    t.add("buffer_atomic_max_u32", buf_atomic<AOp::MaxU, uint32_t>);
    t.add("buffer_atomic_and_b32", buf_atomic<AOp::And, uint32_t>);
    t.add("buffer_atomic_or_b32", buf_atomic<AOp::Or, uint32_t>);
    t.add("buffer_atomic_xor_b32", buf_atomic<AOp::Xor, uint32_t>);
    t.add("buffer_atomic_inc_u32", buf_atomic<AOp::Inc, uint32_t>);
    t.add("buffer_atomic_dec_u32", buf_atomic<AOp::Dec, uint32_t>);
    t.add("buffer_atomic_swap_b64", buf_atomic<AOp::Swap, uint64_t>);
    t.add("buffer_atomic_cmpswap_b64", buf_atomic<AOp::CmpSwap, uint64_t>);
    t.add("buffer_atomic_add_u64", buf_atomic<AOp::Add, uint64_t>);
    t.add("buffer_atomic_sub_u64", buf_atomic<AOp::Sub, uint64_t>);
    t.add("buffer_atomic_min_i64", buf_atomic<AOp::MinI, uint64_t>);
    t.add("buffer_atomic_min_u64", buf_atomic<AOp::MinU, uint64_t>);
    t.add("buffer_atomic_max_i64", buf_atomic<AOp::MaxI, uint64_t>);
    t.add("buffer_atomic_max_u64", buf_atomic<AOp::MaxU, uint64_t>);
    t.add("buffer_atomic_and_b64", buf_atomic<AOp::And, uint64_t>);
    t.add("buffer_atomic_or_b64", buf_atomic<AOp::Or, uint64_t>);
    t.add("buffer_atomic_xor_b64", buf_atomic<AOp::Xor, uint64_t>);
    t.add("buffer_atomic_inc_u64", buf_atomic<AOp::Inc, uint64_t>);
    t.add("buffer_atomic_dec_u64", buf_atomic<AOp::Dec, uint64_t>);
    t.add("buffer_atomic_cmpswap_f32", buf_atomic<AOp::CmpSwapF, uint32_t>);
    t.add("buffer_atomic_min_f32", buf_atomic<AOp::MinF, uint32_t>);
    t.add("buffer_atomic_max_f32", buf_atomic<AOp::MaxF, uint32_t>);
    t.add("buffer_atomic_add_f32", buf_atomic<AOp::AddF, uint32_t>);
    // typed access with the V#'s format
    t.add("buffer_load_format_x", buf_load_format<1, false, false, false>);
    t.add("buffer_load_format_xy", buf_load_format<2, false, false, false>);
    t.add("buffer_load_format_xyz", buf_load_format<3, false, false, false>);
    t.add("buffer_load_format_xyzw", buf_load_format<4, false, false, false>);
    t.add("buffer_store_format_x", buf_store_format<1, false, false, false>);
    t.add("buffer_store_format_xy", buf_store_format<2, false, false, false>);
    t.add("buffer_store_format_xyz", buf_store_format<3, false, false, false>);
    t.add("buffer_store_format_xyzw", buf_store_format<4, false, false, false>);
    t.add("buffer_load_d16_format_x", buf_load_format<1, true, false, false>);
    t.add("buffer_load_d16_format_xy", buf_load_format<2, true, false, false>);
    t.add("buffer_load_d16_format_xyz", buf_load_format<3, true, false, false>);
    t.add("buffer_load_d16_format_xyzw", buf_load_format<4, true, false, false>);
    t.add("buffer_store_d16_format_x", buf_store_format<1, true, false, false>);
    t.add("buffer_store_d16_format_xy", buf_store_format<2, true, false, false>);
    t.add("buffer_store_d16_format_xyz", buf_store_format<3, true, false, false>);
    t.add("buffer_store_d16_format_xyzw", buf_store_format<4, true, false, false>);
    t.add("buffer_load_d16_hi_format_x", buf_load_format<1, true, true, false>);
    t.add("buffer_store_d16_hi_format_x", buf_store_format<1, true, true, false>);
    // loads into LDS (M0-addressed)
    t.add("buffer_load_lds_u8", buf_load_lds<LdsKind::U8>);
    t.add("buffer_load_lds_i8", buf_load_lds<LdsKind::I8>);
    t.add("buffer_load_lds_u16", buf_load_lds<LdsKind::U16>);
    t.add("buffer_load_lds_i16", buf_load_lds<LdsKind::I16>);
    t.add("buffer_load_lds_b32", buf_load_lds<LdsKind::B32>);
    t.add("buffer_load_lds_format_x", buf_load_lds<LdsKind::FormatX>);
    t.add("buffer_gl0_inv", nop);
    t.add("buffer_gl1_inv", nop);
}

}  // namespace

// MTBUF: typed access with the instruction's format.
void add_mtbuf(HandlerTable& t) {
    t.add("tbuffer_load_format_x", buf_load_format<1, false, false, true>);
    t.add("tbuffer_load_format_xy", buf_load_format<2, false, false, true>);
    t.add("tbuffer_load_format_xyz", buf_load_format<3, false, false, true>);
    t.add("tbuffer_load_format_xyzw", buf_load_format<4, false, false, true>);
    t.add("tbuffer_store_format_x", buf_store_format<1, false, false, true>);
    t.add("tbuffer_store_format_xy", buf_store_format<2, false, false, true>);
    t.add("tbuffer_store_format_xyz", buf_store_format<3, false, false, true>);
    t.add("tbuffer_store_format_xyzw", buf_store_format<4, false, false, true>);
    t.add("tbuffer_load_d16_format_x", buf_load_format<1, true, false, true>);
    t.add("tbuffer_load_d16_format_xy", buf_load_format<2, true, false, true>);
    t.add("tbuffer_load_d16_format_xyz", buf_load_format<3, true, false, true>);
    t.add("tbuffer_load_d16_format_xyzw", buf_load_format<4, true, false, true>);
    t.add("tbuffer_store_d16_format_x", buf_store_format<1, true, false, true>);
    t.add("tbuffer_store_d16_format_xy", buf_store_format<2, true, false, true>);
    t.add("tbuffer_store_d16_format_xyz", buf_store_format<3, true, false, true>);
    t.add("tbuffer_store_d16_format_xyzw", buf_store_format<4, true, false, true>);
}

void add_vmem_handlers(HandlerTable& t, bool avx2) {
    add_flat_family<Seg::Flat>(t, "flat_");
    add_flat_family<Seg::Global>(t, "global_");
    add_flat_family<Seg::Scratch>(t, "scratch_");
#if EMU_MEM_HAVE_AVX2
    if (avx2) {   // the SGPR-base forms in AVX2 (above)
        t.add("global_load_b32", gl_load_sbase_avx2<1>);
        t.add("global_load_b64", gl_load_sbase_avx2<2>);
        t.add("global_load_b128", gl_load_sbase_avx2<4>);
    }
#endif
    add_mubuf(t, avx2);
    add_mtbuf(t);
}

}  // namespace emu
