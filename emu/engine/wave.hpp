// Execution state of the emulator: one launch (LaunchShared), one workgroup (Workgroup) and one
// wave32 (Wave), plus the operand access every instruction handler uses.
//
// Register files:
//   Wave::s[128]  the scalar operand space indexed by operand code: s0..s105, vcc_lo (106),
//                 vcc_hi (107), ttmp (108..123), null (124, always reads 0), m0 (125),
//                 exec_lo (126), exec_hi (127). Wave32: EXEC = s[126], VCC = s[106].
//   Wave::v       the VGPR file, register-major and lane-minor: v[r * 32 + lane].
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "emu/engine/aligned.hpp"
#include "emu/exec/fp.hpp"
#include "emu/decode/decode.hpp"
#include "emu/isa/inst.hpp"

namespace emu {

class GlobalMemory;
class StrictGroup;
class StrictWave;
class WaveProfile;
struct Wave;
struct Workgroup;
struct LaunchShared;

// A handler executes one decoded instruction for one wave. It may throw Fault.
using Handler = void (*)(Wave&, const Inst&);

// An execution error raised by a handler or by the engine; the engine adds kernel, workgroup,
// wave, pc and the disassembly before reporting it.
struct Fault {
    std::string message;
    int lane = -1;   // the lane concerned, when one is
};

[[noreturn]] void fault(const std::string& message, int lane = -1);

constexpr unsigned kVcc = 106;
// Every wave gets the full architectural VGPR file plus padding for tuples that start near
// v255, so no operand can index outside host memory; strict mode reports registers past the
// descriptor's count.
constexpr unsigned kVgprFile = 256 + 16;
// Flat-address apertures (the high dword of src_shared_base / src_private_base): flat
// addresses in these 4 GiB windows reach LDS and the lane's private memory. They sit above the
// 47-bit user address space, so no host (= global) address can fall into them.
constexpr uint32_t kSharedApertureHi = 0x00020000u;
constexpr uint32_t kPrivateApertureHi = 0x00010000u;
constexpr unsigned kM0 = 125;
constexpr unsigned kExec = 126;

// Everything shared by the workgroups of one launch (read-only while it runs).
struct LaunchShared {
    GlobalMemory* memory = nullptr;
    uint64_t kernarg_address = 0;
    uint32_t grid[3] = {1, 1, 1};       // workgroups per dimension
    uint32_t block[3] = {1, 1, 1};      // work-items per dimension
    uint32_t lds_bytes = 0;
    uint32_t vgprs = 0;                 // VGPRs each wave owns (descriptor)
    uint64_t max_instructions = 0;      // per wave
    uint32_t initial_mode = 0;          // MODE register from the descriptor
    uint64_t code_address = 0;          // device address of the code's byte offset 0 (s_getpc)
};

struct Workgroup {
    const LaunchShared* launch = nullptr;
    uint32_t id[3] = {0, 0, 0};
    AlignedVector<uint8_t> lds;         // (cache-line aligned: aligned.hpp)
    std::vector<Wave*> waves;
    StrictGroup* strict = nullptr;      // LDS race tracking (strict mode only)
};

struct Wave {
    // 128 operand codes plus padding, so that a 64-bit (or wider) tuple starting at a high code
    // never indexes past the array; only codes < 128 are architectural.
    uint32_t s[136] = {};
    bool scc = false;
    uint32_t mode = 0;          // MODE hardware register
    uint32_t trapsts = 0;
    uint32_t* v = nullptr;      // VGPR file of this wave (kVgprFile registers, see below)
    uint32_t nvgpr = 0;         // VGPRs the kernel descriptor reserves
    // Private (scratch) memory: lane L owns [scratch + L * scratch_lane_bytes, +scratch_lane_bytes).
    uint8_t* scratch = nullptr;
    uint32_t scratch_lane_bytes = 0;
    size_t ip = 0;              // index of the next instruction in the program
    bool done = false;
    bool at_barrier = false;
    uint64_t executed = 0;
    unsigned id_in_group = 0;
    Workgroup* wg = nullptr;
    const Program* program = nullptr;
    StrictWave* strict = nullptr;       // strict-mode checker of this wave (null when off)
    WaveProfile* profile = nullptr;     // counters / timing-model recorder (null when off)
    const Inst* current = nullptr;      // the instruction being executed (for strict hooks)
    // Global-memory translation cache: the last allocation touched, [lo, hi) in device bytes,
    // and a few before it (a GEMM alternates between A, B and C), so that a kernel's accesses
    // rarely take GlobalMemory's lock.
    mutable uint64_t cache_lo = 1, cache_hi = 0;
    static constexpr unsigned kRecentAllocations = 4;
    mutable uint64_t recent_lo[kRecentAllocations] = {1, 1, 1, 1}, recent_hi[kRecentAllocations] = {};
    mutable unsigned recent_next = 0;

    uint32_t exec() const { return s[kExec]; }
    uint32_t* vreg(unsigned r) { return v + size_t(r) * 32; }
    const uint32_t* vreg(unsigned r) const { return v + size_t(r) * 32; }
    const LaunchShared& launch() const { return *wg->launch; }

    // Branch to a byte offset of the program (relative to the code start); faults when no
    // instruction starts there.
    void jump_to_offset(uint64_t byte_offset);
    // Host pointer for a global access of `size` bytes; faults (naming the nearest allocation)
    // when the range is not inside one live allocation.
    uint8_t* global_ptr(uint64_t address, uint64_t size, int lane) const {
        // Hot path: inside the allocation the last access hit, nothing to record.
        if (!profile && address >= cache_lo && address + size <= cache_hi && address + size >= address)
            return reinterpret_cast<uint8_t*>(address);
        return global_ptr_slow(address, size, lane);
    }
    // The same without faulting: nullptr when outside every allocation.
    uint8_t* global_ptr_or_null(uint64_t address, uint64_t size) const;
    // Host pointer for an LDS access of `size` bytes at `address` by `lane`: faults past the
    // group segment, and in strict mode records the access for race detection. Every LDS
    // access (DS instructions, FLAT to the shared aperture) goes through here.
    uint8_t* lds_ptr(uint32_t address, uint32_t size, bool write, int lane) {
        if (uint64_t(address) + size <= lds_size && !hooked) return lds_base + address;   // hot path
        return lds_ptr_slow(address, size, write, lane);
    }
    // LDS of the workgroup and whether strict/profile hooks are attached (set by the engine when
    // the wave starts, so the hot path reads no other structure).
    uint8_t* lds_base = nullptr;
    uint64_t lds_size = 0;
    bool hooked = false;
    // Where this wave's full-wave vector loads last read, for the stride prefetch of
    // exec/load_prefetch.hpp: slot (ip % kLoadHistorySlots) holds the instruction (its ip, the
    // index after it; 0 = empty) and the lowest host address it read. Performance only: a wrong
    // or stale entry costs a useless prefetch, never a different result. (Last, so that the hot
    // fields above stay on their cache lines.)
    struct LoadHistory { size_t ip = 0; uintptr_t addr = 0; };
    static constexpr unsigned kLoadHistorySlots = 64;
    LoadHistory load_history[kLoadHistorySlots] = {};
    // The widened A operand of the last float WMMA this wave executed (wmma_a_inst, null: none
    // yet), which a later WMMA may take over instead of widening its A again
    // (exec/wmma_reuse.hpp).
    // jumps: control transfers taken so far (jump_to_offset), and their count when the tile was
    // made (a jump since means the wave may have run anything in between).
    const Inst* wmma_a_inst = nullptr;
    uint64_t jumps = 0, wmma_a_jumps = 0;
    alignas(64) float wmma_a_tile[16 * 16];

private:
    uint8_t* lds_ptr_slow(uint32_t address, uint32_t size, bool write, int lane);
    uint8_t* global_ptr_slow(uint64_t address, uint64_t size, int lane) const;
};

// ---------------------------------------------------------------- operand access

// Inline constants of the 9-bit operand space as the operand's type reads them.
inline uint32_t inline_const_b32(unsigned code, ImmClass cls) {
    if (code >= 128 && code <= 192) return code - 128;
    if (code >= 193 && code <= 208) return static_cast<uint32_t>(-static_cast<int32_t>(code - 192));
    static const uint32_t f32[9] = {0x3f000000u, 0xbf000000u, 0x3f800000u, 0xbf800000u, 0x40000000u,
                                    0xc0000000u, 0x40800000u, 0xc0800000u, 0x3e22f983u};
    static const uint16_t f16[9] = {0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118};
    static const uint16_t bf16[9] = {0x3f00, 0xbf00, 0x3f80, 0xbf80, 0x4000, 0xc000, 0x4080, 0xc080, 0x3e22};
    if (code >= 240 && code <= 248) {
        switch (cls) {
            case ImmClass::F16: case ImmClass::PK_F16: return f16[code - 240];
            case ImmClass::BF16: case ImmClass::PK_BF16: return bf16[code - 240];
            case ImmClass::I16: return f16[code - 240];
            default: return f32[code - 240];
        }
    }
    return 0;
}

// 64-bit operands read the float inline constants as f64 values whatever the operation's type
// (llvm-mc-19 encodes `s_mov_b64 s[4:5], 0x3ff0000000000000` as the inline constant 1.0, and
// 0x3f800000 as a literal); integer inline constants sign-extend.
inline uint64_t inline_const_b64(unsigned code, ImmClass) {
    if (code >= 128 && code <= 192) return code - 128;
    if (code >= 193 && code <= 208) return static_cast<uint64_t>(-static_cast<int64_t>(code - 192));
    static const uint64_t f64[9] = {0x3fe0000000000000ull, 0xbfe0000000000000ull, 0x3ff0000000000000ull,
                                    0xbff0000000000000ull, 0x4000000000000000ull, 0xc000000000000000ull,
                                    0x4010000000000000ull, 0xc010000000000000ull, 0x3fc45f306dc9c882ull};
    if (code >= 240 && code <= 248) return f64[code - 240];
    return 0;
}

// Value of a scalar (non-VGPR) 32-bit source operand.
uint32_t scalar_src_b32(const Wave& w, const Inst& in, unsigned code, ImmClass cls);
// Value of a scalar 64-bit source operand (SGPR pair, constant or literal).
uint64_t scalar_src_b64(const Wave& w, const Inst& in, unsigned code, ImmClass cls);

// A 32-bit source operand resolved once per instruction: VGPR lanes, or a scalar broadcast.
struct Src32 {
    const uint32_t* p;
    unsigned mask;        // 31 for a VGPR, 0 for a scalar
    uint32_t scalar;
    uint32_t operator[](unsigned lane) const { return p[lane & mask]; }
};

inline Src32 src32(const Wave& w, const Inst& in, unsigned i, ImmClass cls) {
    Src32 r;
    const unsigned code = in.src[i];
    if (code >= kVgpr0) {
        r.p = w.vreg(code - kVgpr0);
        r.mask = 31;
        r.scalar = 0;
    } else {
        r.scalar = scalar_src_b32(w, in, code, cls);
        r.p = &r.scalar;
        r.mask = 0;
    }
    return r;
}

// A 64-bit source operand: VGPR pair (lo in register r, hi in r+1) or scalar.
struct Src64 {
    const uint32_t* lo;
    const uint32_t* hi;
    unsigned mask;
    uint64_t scalar;
    uint64_t operator[](unsigned lane) const {
        return mask ? (uint64_t(hi[lane]) << 32) | lo[lane] : scalar;
    }
};

inline Src64 src64(const Wave& w, const Inst& in, unsigned i, ImmClass cls) {
    Src64 r;
    const unsigned code = in.src[i];
    if (code >= kVgpr0) {
        r.lo = w.vreg(code - kVgpr0);
        r.hi = w.vreg(code - kVgpr0 + 1);
        r.mask = 1;
        r.scalar = 0;
    } else {
        r.scalar = scalar_src_b64(w, in, code, cls);
        r.lo = r.hi = nullptr;
        r.mask = 0;
    }
    return r;
}

// Writes a scalar destination (SGPR code space); null and out-of-range codes are dropped.
inline void write_sdst(Wave& w, unsigned code, uint32_t value) {
    if (code < 124 || code == kM0 || code == kExec || code == kExec + 1) w.s[code] = value;
}
inline void write_sdst64(Wave& w, unsigned code, uint64_t value) {
    write_sdst(w, code, static_cast<uint32_t>(value));
    write_sdst(w, code + 1, static_cast<uint32_t>(value >> 32));
}

// Float input modifiers (VOP3 abs/neg) on raw bits.
inline uint32_t mod_f32(uint32_t x, bool abs, bool neg) {
    if (abs) x &= 0x7fffffffu;
    if (neg) x ^= 0x80000000u;
    return x;
}
inline uint16_t mod_f16(uint16_t x, bool abs, bool neg) {
    if (abs) x &= 0x7fff;
    if (neg) x ^= 0x8000;
    return x;
}
inline uint64_t mod_f64(uint64_t x, bool abs, bool neg) {
    if (abs) x &= 0x7fffffffffffffffull;
    if (neg) x ^= 0x8000000000000000ull;
    return x;
}

}  // namespace emu
