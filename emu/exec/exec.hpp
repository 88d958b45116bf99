// Instruction handlers, registered by mnemonic.
//
// Each exec_*.cpp file implements one group of instructions and adds its handlers to a
// HandlerTable with `add_*_handlers`. A mnemonic names an operation independently of its
// encoding (v_add_f32 is the same handler in VOP2, VOP3 and as a VOPD half), because the
// decoder normalises every encoding into Inst::dst / src[] / modifiers.
//
// Handler conventions:
//   * read every source before writing any destination (a dst may alias a source);
//   * write only lanes whose EXEC bit is set (VOPC writes 0 in inactive lanes of its mask,
//     as the hardware does);
//   * raise errors with emu::fault("what went wrong", lane).
#pragma once
#include <string>
#include <unordered_map>

#include "emu/engine/wave.hpp"

namespace emu {

class HandlerTable {
public:
    void add(const char* mnemonic, Handler h) { map_[mnemonic] = h; }
    Handler find(const char* mnemonic) const {
        auto it = map_.find(mnemonic);
        return it == map_.end() ? nullptr : it->second;
    }
    size_t size() const { return map_.size(); }

private:
    std::unordered_map<std::string, Handler> map_;
};

// Which host vector extensions handlers may use. Auto: the best the host has (a few hot
// handlers have AVX2 forms, registered when the CPU reports AVX2); Portable: only the baseline
// forms (SSE2 on x86-64), which tests run side by side with Auto's.
enum class HostSimd { Auto, Portable };

// The full table of every handler the emulator has.
HandlerTable make_handler_table(HostSimd simd = HostSimd::Auto);

// True when `simd` lets handlers use AVX2 on this host.
bool host_simd_avx2(HostSimd simd);

// Per-group registration (one per exec_*.cpp).
void add_salu_handlers(HandlerTable& t);     // SOP1, SOP2, SOPK, SOPC, SOPP
void add_smem_handlers(HandlerTable& t);     // SMEM
void add_valu_handlers(HandlerTable& t, bool avx2);   // VOP1, VOP2, VOPC, VOP3, VOP3P (not WMMA), VOPD by "<vopd...>"
void add_wmma_handlers(HandlerTable& t);     // v_wmma_*
void add_vmem_handlers(HandlerTable& t, bool avx2);   // GLOBAL, FLAT, SCRATCH, MUBUF, MTBUF
void add_lds_handlers(HandlerTable& t, bool avx2);   // DS (avx2: the AVX2 hot paths)

// MODE register helpers (see emu/exec/fp.hpp for the field layout).
inline fp::Round round_f32(const Wave& w) { return static_cast<fp::Round>(w.mode & 3); }
inline fp::Round round_f16_f64(const Wave& w) { return static_cast<fp::Round>((w.mode >> 2) & 3); }
inline bool denorm_in_f32(const Wave& w) { return (w.mode >> 4) & 1; }
inline bool denorm_out_f32(const Wave& w) { return (w.mode >> 5) & 1; }
inline bool denorm_in_f16_f64(const Wave& w) { return (w.mode >> 6) & 1; }
inline bool denorm_out_f16_f64(const Wave& w) { return (w.mode >> 7) & 1; }
inline bool dx10_clamp(const Wave& w) { return (w.mode >> 8) & 1; }
inline bool ieee_mode(const Wave& w) { return (w.mode >> 9) & 1; }

}  // namespace emu
