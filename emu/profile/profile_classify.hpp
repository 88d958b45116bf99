// Static classification of a decoded program for the profiler and the timing model: one record
// per instruction, computed once per launch from the decoded instructions (never per
// execution). Internal to emu/profile*.cpp and emu/model*.cpp.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "emu/decode/decode.hpp"

namespace emu {
namespace prof {

// Instruction classes of the counters (inst.<name>); every executed instruction has exactly one.
enum class Cls : uint8_t {
    SALU,      // scalar ALU (SOP1/SOP2/SOPK/SOPC and the SOPP that compute: none today)
    VALU,      // vector ALU, one operation (VOP1/VOP2/VOPC/VOP3/VOP3P/VINTERP), not WMMA
    VOPD,      // dual-issue v_dual_* (two operations in one instruction)
    WMMA,      // v_wmma_*
    SMEM,      // scalar memory (s_load_*, s_buffer_load_*, cache invalidates)
    VMEM,      // vector memory: FLAT / GLOBAL / SCRATCH / MUBUF / MTBUF / MIMG
    LDS,       // DS (LDS) and LDSDIR
    BRANCH,    // s_branch, s_cbranch_*, s_setpc/s_swappc/s_call/s_rfe
    WAIT,      // s_waitcnt, s_waitcnt_{vm,vs,lgkm,exp}cnt, s_waitcnt_depctr, s_wait_idle/event
    BARRIER,   // s_barrier
    OTHER,     // s_nop, s_delay_alu, s_clause, s_endpgm, s_sendmsg, s_sleep, s_setprio, exports ...
    COUNT
};
const char* cls_name(Cls c);

// A register range in one index space: VGPR n -> n (0..271), SGPR operand code c (< 128) ->
// kRegSgpr0 + c, SCC -> kRegScc.
constexpr uint16_t kRegSgpr0 = 272;
constexpr uint16_t kRegScc = kRegSgpr0 + 128;
constexpr uint16_t kRegCount = kRegScc + 1;
struct RegRange {
    uint16_t first;
    uint8_t count;
};

// WMMA / VALU rate classes (the device description gives their cycles and latencies).
enum class Rate : uint8_t { Full, Trans, Quarter, Half64, F64, Wmma16, WmmaIu8, WmmaIu4 };

struct SInfo {
    Cls cls = Cls::OTHER;
    Rate rate = Rate::Full;
    bool vm_load = false;       // VMEM that returns data (loads, atomics with return): vmcnt
    bool vm_store = false;      // VMEM that writes memory without returning data: vscnt
    bool vm_atomic = false;     // VMEM atomic (reads and writes memory; vm_load when it returns data)
    bool lds_access = false;    // DS instruction that touches LDS memory (not permute/swizzle)
    bool inv_l0 = false;        // buffer_gl0_inv: invalidates the CU's vector L0
    bool inv_gl1 = false;       // buffer_gl1_inv: invalidates the shader array's graphics L1
    bool endpgm = false;
    bool cond_branch = false;
    bool uncond_branch = false;
    bool indirect_branch = false;   // s_setpc / s_swappc / s_rfe: target unknown statically
    uint8_t wait_vm = 0xff, wait_lgkm = 0xff, wait_vs = 0xff;   // s_waitcnt thresholds (0xff: none)
    uint16_t stall_cycles = 0;  // s_nop N: N + 1; s_sleep N: 64 * N
    uint8_t vgpr_conflicts = 0; // extra operand-read cycles per execution (bank rule with the operand cache)
    uint8_t vgpr_same_bank = 0; // operands sharing a bank with another operand (plain rule, no cache)
    int32_t branch_target = -1; // instruction index of a direct branch target
    uint8_t nreads = 0, nwrites = 0;
    RegRange reads[8];
    RegRange writes[3];
};

// One record per instruction of the program (invalid instructions get Cls::OTHER).
std::vector<SInfo> classify_program(const Program& prog);

// VGPR banks of one VALU/VOPD instruction (docs/model.md, "VGPR banks"): the distinct VGPRs it
// reads as operands (VOPD: both halves; FMAC-style operations their accumulator too), bank =
// register number mod 4. WMMA and non-VALU instructions: no operands counted.
//   same_bank: registers beyond the first in each bank (the plain rule of the reference page);
//   cycles:    extra operand-read cycles. Each bank's operand cache has one read port per source
//              slot (SRC0, SRC1, SRC2; seed 001 quoting AMD's RDNA3 guide): SRC2 operands (an
//              FMAC's accumulator included) never compete. A SRC0/SRC1 register that `prev` (the
//              VALU instruction just before in program order, null if none) read through SRC0 or
//              SRC1 is served by the cache; the register file delivers one register per bank and
//              cycle, so the instruction needs as many cycles as its busiest bank has misses.
struct VgprBanks {
    unsigned same_bank = 0;
    unsigned cycles = 0;
};
VgprBanks vgpr_banks(const Inst& in, const Inst* prev);

// LDS bank-conflict accounting of one DS instruction (gfx11, docs/model.md): lanes are served
// in passes of 32 / D lanes, D the dwords per lane (1, 2 or 4; 3 counts as 4); in a pass each of
// the 32 banks (bank = dword address mod 32) serves one distinct dword per cycle, so a pass takes
// as many cycles as the most distinct dwords any bank must deliver (same dword = broadcast).
struct LdsLaneAccess {
    uint8_t lane;
    uint8_t dwords;      // dwords covered by this access
    uint32_t dword0;     // first dword address (byte address / 4)
};
struct LdsCost {
    uint32_t cycles = 0;        // total cycles (passes, conflicts included)
    uint32_t ideal = 0;         // passes that had an active lane (conflict-free cycles)
};
// `acc` may hold several accesses per lane (ds_*_2addr_*); `banks` is the bank count.
LdsCost lds_cost(const LdsLaneAccess* acc, size_t n, unsigned banks);

}  // namespace prof
}  // namespace emu
