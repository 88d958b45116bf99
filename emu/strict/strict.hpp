// Strict mode: the checks that report the bugs real hardware hides (a register read before its
// load arrived, LDS races between waves, out-of-range LDS, registers past the descriptor's
// allocation, WMMA operands whose half-waves disagree, uninitialised VGPR reads, pipeline hazards
// the target requires software to avoid, VOPD bank rules).
//
// The engine owns one StrictLaunch per launch, one StrictGroup per workgroup slot and one
// StrictWave per wave slot, and calls the hooks below only when strict mode is on; a violated
// check throws emu::Fault like any other execution error (the engine adds where it happened).
// Group and wave objects outlive a launch (the device keeps them, emu::Workspace): bind() ties
// them to the next launch, forgetting everything of the previous one but their memory.
#pragma once
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "emu/engine/wave.hpp"

namespace emu {

struct DecodedKernel;

namespace strict {
constexpr unsigned kVWords = (kVgprFile + 63) / 64;   // VGPR bit words (272 registers)

// Memoised blocks (docs/strict.md, "Performance"): how strict mode treats an instruction inside a block
// whose checks are known to pass from the wave's state. A block is the straight run of
// instructions from where control arrived to the next branch (or s_endpgm).
enum FastKind : uint8_t {
    FK_PLAIN = 0,   // its checks (waits, uninitialised reads, hazards) are all decided by the
                    // block's entry state: only the state is updated, inline (FastInfo)
    FK_WMMA = 1,    // a WMMA: its operand-replication check reads register values, so it runs
    FK_STATE = 2,   // messages, transcendentals, M0-relative and wider writes (and memory operations
                    // FK_MEM does not take): their checks are decided by the entry state too, but
                    // their state changes are the full ones (StrictWave::state_fast, then the full
                    // `after`: the LDS race check, the queues)
    FK_FULL = 3,    // the full checks (an instruction with a static error or not decoded)
    FK_MEM = 4,     // a memory operation or wait whose state changes are those of a counter queue
                    // and two VGPR words: a memoised block defers its queue entry (StrictHot::
                    // mem_before / mem_after, StrictWave::mem_fast_before / mem_fast_after; see
                    // StrictHot::dops for when the deferred operations are settled)
};
enum : uint8_t {
    FI_VALU = 1,            // a VALU instruction (hazard state)
    FI_WMMA = 2,
    FI_VCMPX = 4,
    FI_SNOP = 8,
    FI_EXEC_IGNORED = 16,   // writes VGPR lanes whatever EXEC is
    FI_END = 32,            // ends a block (branches, s_endpgm)
};
struct FastInfo {
    uint8_t kind = FK_FULL;
    uint8_t flags = 0;
    uint8_t wword = 0;      // FK_PLAIN / FK_WMMA / FK_MEM: the VGPRs it writes are the bits wmask of word
                            // wword and wmask_hi of the next
    uint16_t wd = 0;        // WMMA: its D operand (hazard state)
    // FK_PLAIN / FK_MEM: the run of FK_PLAIN and FK_MEM instructions from here that a memoised
    // block executes back to back with one state update (StrictHot::run_after, run_end): it
    // ends at the first instruction of another kind, or after a block end, an s_barrier or an
    // EXEC write (so EXEC is the same for every instruction of the run). 0: another kind.
    uint16_t run = 0;
    uint16_t wa = 0, wb = 0;   // FK_WMMA: its A and B operands (first VGPRs; wab registers each)
    uint8_t wab = 0;
    uint64_t wmask = 0;
    // FK_MEM: what its queue entry and wait need (SInfo's fields, here so that a memoised block
    // reads one small record per instruction): the queues its operation joins (0: none), the
    // registers it returns data to, the s_waitcnt fields (0xff: not waited for) and MF_* flags.
    uint16_t mem_dst = 0;
    uint8_t mem_dst_n = 0;
    uint8_t queues = 0;
    uint8_t wait_vm = 0xff, wait_lgkm = 0xff;
    uint8_t mflags = 0;
    uint64_t wmask_hi = 0;   // the VGPRs it writes in word wword + 1 (a tuple across v63/v64)
};
static_assert(sizeof(FastInfo) == 40, "no padding");
enum : uint8_t {
    MF_MEMOP = 1,       // joins a counter queue (SF_MEMOP)
    MF_VA_VDST0 = 2,    // ends the va_vdst hazards (SF_VA_VDST0)
    MF_LDS = 4,         // DS or FLAT: may access LDS (SF_LDS_OP)
    MF_DST_CLOB = 8,    // a later instruction of its run (FastInfo::run) writes one of its mem_dst
                        // registers (so a run does not leave them replicated: StrictHot::run_end)
    MF_DST_WMASK = 16,  // its mem_dst registers are exactly its written VGPRs (wmask, wmask_hi)
    MF_WAIT = 32,       // it waits: wait_vm or wait_lgkm is not 0xff
    MF_RUN_LOCAL = 64,  // its operation is complete at the end of its run: a wait later in the run
                        // completes it (a run issues it without an entry: StrictHot::run_mem_before)
};

// The memory operations and waits of the run from an instruction (FastInfo::run), which the run
// issues with StrictHot::run_mem_before / run_mem_after and whose limits it checks once at its
// start (StrictHot::run_ok).
struct RunMem {
    uint16_t nvm = 0, nds = 0;   // operations joining the vm / in-order lgkm queues
    uint16_t nops = 0;           // operations (MF_MEMOP)
    uint16_t ntrans = 0;         // MF_VA_VDST0 instructions
    uint8_t waits = 0;           // whether one of them waits (s_waitcnt, s_wait_idle)
    uint8_t mem = 0;             // whether it holds an FK_MEM instruction at all
    uint16_t pad = 0;
};
static_assert(sizeof(RunMem) == 12, "no padding");

// Whether bits [first, first + n) of a bit set are all set (n <= 64).
inline bool bits_all_set(const uint64_t* bits, unsigned first, unsigned n) {
    const unsigned w0 = first >> 6, b0 = first & 63;
    const unsigned n0 = n < 64 - b0 ? n : 64 - b0;
    const uint64_t m0 = (n0 == 64 ? ~uint64_t(0) : ((uint64_t(1) << n0) - 1)) << b0;
    if ((bits[w0] & m0) != m0) return false;
    if (n0 == n) return true;
    const uint64_t m1 = (uint64_t(1) << (n - n0)) - 1;
    return (bits[w0 + 1] & m1) == m1;
}
constexpr uint32_t kNoRunValu = ~0u;

// Counter queues an instruction's memory operation joins (see docs/strict.md, check 1).
enum Queue : uint8_t {
    Q_VM = 1,         // vmcnt: VMEM loads and returning atomics, returned in issue order
    Q_DS = 2,         // lgkmcnt, in order among themselves: DS and FLAT (LDS path)
    Q_UNORD = 4,      // lgkmcnt, out of order: SMEM, s_sendmsg_rtn
};

// Capacity of the per-wave table of outstanding memory operations that matter to strict mode
// (those returning data and those touching LDS). The hardware counters are 6 bits, so no more
// than 63 are outstanding per counter.
constexpr unsigned kMaxOps = 192;
constexpr uint16_t kNoOp = 0xffff;
// A deferred operation (StrictWave::State::dops): in cur_op, the newest one; in vm_q / ds_q, an
// entry the waits' retirements skip (settle() gives the entry a slot if it is still outstanding).
constexpr uint16_t kDeferredOp = 0xfffe;
constexpr uint64_t kNoEntry = ~uint64_t(0);
// Op::lds_entry of an operation issued while its interval replays a remembered one: this tag | the
// trie node of its access (StrictGroup::State, "Clean intervals").
constexpr uint64_t kLdsNodeTag = uint64_t(1) << 62;

struct Op {
    uint32_t ip = 0;
    uint8_t queues = 0;
    uint64_t vseq = 0, dseq = 0, useq = 0;   // position in the vm / in-order lgkm queues;
                                             // useq: lgkmcnt(0) epoch at issue
    uint64_t lds_entry = kNoEntry;           // its LDS accesses: entry of the wave's LDS log
    uint16_t dst = 0;
    uint8_t dst_n = 0;
    bool live = false;
};

// The part of a wave's strict state the engine updates inline for FK_PLAIN instructions of a
// memoised block (StrictWave::State derives from it).
struct StrictHot {
    const FastInfo* finfo = nullptr;     // per instruction of the program (null: no memoisation)
    // Per instruction, for the FK_PLAIN run from there (FastInfo::run): the VGPRs it writes
    // (kVWords words) and its last VALU instruction (kNoRunValu: none).
    const uint64_t* run_wr = nullptr;
    const uint32_t* run_valu = nullptr;
    const RunMem* run_mem = nullptr;     // per instruction, for the run from there
    // Per instruction, FastInfo::kind alone: a run's loop tests it for every instruction and reads
    // the 40-byte FastInfo only for FK_MEM ones (a big loop's FastInfo does not stay in L1).
    const uint8_t* kinds = nullptr;
    bool block_start = true;             // the next instruction starts a block
    bool fast = false;                   // the block runs on its memoised verdict
    // Check 6: VGPRs written since the wave started. Check 5: VGPRs known to hold the same values
    // in lanes 0-15 and 16-31 (see StrictWave::State).
    uint64_t written[kVWords] = {};
    uint64_t replicated[kVWords] = {};
    // Check 7: hazard state.
    bool last_valu_wmma = false;
    uint16_t last_wmma_d = 0;
    uint32_t last_wmma_ip = 0;
    bool last_valu_vcmpx = false;
    uint32_t last_vcmpx_ip = 0;
    bool prev_snop = false;
    uint64_t trans_epoch = 1;                // VALUTransUseHazard: VMEM/DS/depctr resets (StrictWave::State)
    bool trans_live = false;

    // Check 1: counters. UB = operations issued, LB = operations known complete.
    uint64_t ub_vm = 0, lb_vm = 0, ub_ds = 0, lb_ds = 0;
    uint64_t lgkm_zero_epoch = 1;             // lgkmcnt(0) waits so far (+1)
    unsigned nlive = 0;                       // operations holding a slot (StrictWave::State::live_ops)
    unsigned ndops = 0;                       // deferred operations (dops, below)
    unsigned ndops_unord = 0;                 // those in the out-of-order queue (at most ndops)
    uint16_t cur_op = kNoOp;                  // the operation of the instruction executing now
    // Check 5: `replicated` holds the VGPRs known to hold the same values in lanes 0-15 and
    // 16-31, because a full-wave DS load whose lanes l and l + 16 read the same addresses wrote
    // them and nothing wrote them since (a WMMA operand in them needs no comparison).
    bool replicated_load = false;             // the instruction executing now is such a load
    // A run's replicated loads (run_mem_after): the destinations they leave replicated at the
    // run's end (run_end, run_partial); run_rep_any says whether any bit is set.
    uint64_t run_rep[kVWords] = {};
    bool run_rep_any = false;
    const unsigned* group_pending = &kNothingPending;   // its workgroup's buffered LDS accesses
    // The in-order queues by sequence number (at most 63 outstanding each): vm_q[vseq % 64] and
    // ds_q[dseq % 64] are the operations' slots (StrictWave::State::ops) or kDeferredOp.
    uint16_t vm_q[64], ds_q[64];
    // Operations memoised blocks issued (FK_MEM) and have not settled, in issue order (every
    // settled operation is older: anything that issues one settles first): their sequence
    // numbers are counted in ub_vm / ub_ds and their ring entries are kDeferredOp, but they hold
    // no slot, set no pending registers and are not in live_ops or unord. A block's end drops
    // those complete by then (compact_deferred) and a block's key counts the rest (make_key);
    // a barrier reads them where they are (to carry the LDS accesses of those still outstanding);
    // settle() drops the complete ones and enters the rest as if new_op had issued them (the
    // state the full path would have now): before the full checks and whenever the deferred
    // entries could exhaust the slots.
    Op dops[kMaxOps];
    static constexpr unsigned kNothingPending = 0;

    // An FK_MEM instruction of a memoised block, before its handler (the engine, inline): its
    // operation deferred. False, with nothing done, when StrictWave::mem_fast_before must take it
    // (a counter at its 63-operation limit, or the slots nearly all taken).
    bool mem_before(const FastInfo& fi, size_t ip) {
        if (!(fi.mflags & MF_MEMOP)) {
            cur_op = kNoOp;
            return true;
        }
        const uint8_t q = fi.queues;
        if (((q & Q_VM) && ub_vm + 1 > 63 + lb_vm) || ((q & Q_DS) && ub_ds + 1 > 63 + lb_ds) ||
            nlive + ndops + 1 >= kMaxOps)
            return false;
        defer(fi, ip);
        return true;
    }
    // The operation of FK_MEM instruction ip (MF_MEMOP), deferred: the newest of dops.
    // (enqueue's effect, from the instruction's FastInfo, which the caller has just read:
    // instruction, queues and destination; no queue positions yet, no LDS accesses.)
    __attribute__((always_inline)) void defer(const FastInfo& fi, size_t ip) {
        Op& o = dops[ndops++];
        o.ip = uint32_t(ip);
        o.queues = fi.queues;
        o.vseq = o.dseq = o.useq = 0;
        o.lds_entry = kNoEntry;
        o.dst = fi.mem_dst;
        o.dst_n = fi.mem_dst_n;
        o.live = true;
        take_positions(o, fi.queues, kDeferredOp);
        if (fi.queues & Q_UNORD) ++ndops_unord;
        cur_op = kDeferredOp;
    }
    // A new outstanding operation `o` of instruction ip: its place in the queues q (ring entries
    // `entry`: its slot, or kDeferredOp), no LDS accesses yet, its destination registers.
    __attribute__((always_inline)) void enqueue(Op& o, uint32_t ip, uint8_t q, uint16_t dst, uint8_t dst_n,
                                                uint16_t entry) {
        o.ip = ip;
        o.queues = q;
        o.vseq = o.dseq = o.useq = 0;
        take_positions(o, q, entry);
        o.lds_entry = kNoEntry;
        o.dst = dst;
        o.dst_n = dst_n;
        o.live = true;
    }
    // An operation's positions in the queues q it joins (its sequence numbers, zero before):
    // the ring entries `entry`, and the lgkmcnt(0) epoch for the out-of-order queue.
    __attribute__((always_inline)) void take_positions(Op& o, uint8_t q, uint16_t entry) {
        if (q & Q_VM) {
            o.vseq = ++ub_vm;
            vm_q[o.vseq % 64] = entry;
        }
        if (q & Q_DS) {
            o.dseq = ++ub_ds;
            ds_q[o.dseq % 64] = entry;
        }
        if (q & Q_UNORD) o.useq = lgkm_zero_epoch;
    }
    // After its handler: the LDS check's buffered accesses, and a wait while settled operations
    // are outstanding (it may retire them), are StrictWave::mem_fast_after's (false, nothing
    // done); else the state changes here.
    bool mem_after(const FastInfo& fi) {
        const bool waits = fi.mflags & MF_WAIT;
        if (((fi.mflags & MF_LDS) && *group_pending) || (waits && nlive != 0)) return false;
        if (waits) raise_bounds(fi);
        mem_state(fi);
        return true;
    }
    // FK_MEM instruction's wait while only deferred operations are outstanding (none holds a
    // slot, so none is in the out-of-order list either): it only raises the lower bounds
    // (apply_wait).
    __attribute__((always_inline)) void raise_bounds(const FastInfo& fi) {
        if (fi.wait_vm != 0xff && ub_vm > fi.wait_vm && ub_vm - fi.wait_vm > lb_vm) lb_vm = ub_vm - fi.wait_vm;
        if (fi.wait_lgkm != 0xff) {
            if (ub_ds > fi.wait_lgkm && ub_ds - fi.wait_lgkm > lb_ds) lb_ds = ub_ds - fi.wait_lgkm;
            if (fi.wait_lgkm == 0) ++lgkm_zero_epoch;
        }
    }
    // An FK_MEM instruction's state changes besides its wait (mem_after; StrictWave::mem_fast_after).
    __attribute__((always_inline)) void mem_state(const FastInfo& fi) {
        // (EXEC is not 0 here unless the instruction writes no VGPR: fast_ok ends the memoised
        // run at a VGPR write under EXEC = 0, which would not count as written.)
        mem_regs_state(fi);
        take_replicated_load(fi);
        cur_op = kNoOp;
    }
    // Of those, what does not depend on the handler: its VGPR writes, the va_vdst hazards it
    // ends, no s_nop last.
    __attribute__((always_inline)) void mem_regs_state(const FastInfo& fi) {
        note_writes(fi);
        if (fi.mflags & MF_VA_VDST0) {
            ++trans_epoch;
            trans_live = false;
        }
        prev_snop = false;
    }
    // An instruction's VGPR writes: written, and no longer replicated.
    __attribute__((always_inline)) void note_writes(const FastInfo& fi) {
        written[fi.wword] |= fi.wmask;
        replicated[fi.wword] &= ~fi.wmask;
        if (__builtin_expect(fi.wmask_hi != 0, 0)) {
            written[fi.wword + 1] |= fi.wmask_hi;
            replicated[fi.wword + 1] &= ~fi.wmask_hi;
        }
    }
    // After the instruction's own writes: a load that left replicated_load set (its lanes l and
    // l + 16 read the same bytes) makes its destination registers [dst, dst + n) replicated.
    __attribute__((always_inline)) void take_replicated_load(unsigned dst, unsigned n) {
        if (!replicated_load) return;
        replicated_load = false;
        add_regs(replicated, dst, n);
    }
    __attribute__((always_inline)) void take_replicated_load(const FastInfo& fi) {
        if (!replicated_load) return;
        replicated_load = false;
        add_dst(replicated, fi);
    }
    // An FK_MEM instruction's mem_dst registers into a register bit set: its write masks when
    // they are exactly those registers (MF_DST_WMASK), else one register at a time.
    __attribute__((always_inline)) static void add_dst(uint64_t* set, const FastInfo& fi) {
        if (!(fi.mflags & MF_DST_WMASK)) {
            add_regs(set, fi.mem_dst, fi.mem_dst_n);
            return;
        }
        set[fi.wword] |= fi.wmask;
        if (fi.wmask_hi) set[fi.wword + 1] |= fi.wmask_hi;
    }
    // VGPRs [dst, dst + n) (dst an operand code) into a register bit set.
    static void add_regs(uint64_t* set, unsigned dst, unsigned n) {
        for (unsigned k = 0; k < n; ++k) {
            const unsigned r = dst - kVgpr0 + k;
            set[r >> 6] |= 1ull << (r & 63);
        }
    }

    // Before a memoised block's instruction `ip` runs: false when it must take the full checks
    // (a VGPR write under EXEC = 0 does not count as written, which the memoised verdict assumed:
    // the rest of the block runs with the full checks).
    bool fast_ok(const Wave& w, const FastInfo& fi) {
        if (__builtin_expect(w.exec() == 0 && fi.wmask && !(fi.flags & FI_EXEC_IGNORED), 0)) fast = false;
        return fast;
    }
    // An FK_WMMA instruction of a memoised block whose A and B are both known to be replicated
    // across the half-waves (check 5 passes without reading them).
    bool wmma_operands_replicated(const FastInfo& fi) const {
        return bits_all_set(replicated, fi.wa, fi.wab) && bits_all_set(replicated, fi.wb, fi.wab);
    }
    // After an FK_PLAIN or FK_WMMA instruction `ip` of a memoised block ran: the state its full
    // `after` would have left.
    void plain_after(const FastInfo& fi, size_t ip) {
        note_writes(fi);
        if (fi.flags & FI_VALU) note_valu(fi, ip);
        prev_snop = (fi.flags & FI_SNOP) != 0;
    }
    // The hazard state a VALU instruction `ip` leaves.
    void note_valu(const FastInfo& fi, size_t ip) {
        last_valu_vcmpx = (fi.flags & FI_VCMPX) != 0;
        if (last_valu_vcmpx) last_vcmpx_ip = uint32_t(ip);
        last_valu_wmma = (fi.flags & FI_WMMA) != 0;
        if (last_valu_wmma) {
            last_wmma_d = fi.wd;
            last_wmma_ip = uint32_t(ip);
        }
    }
    // A run with memory operations or waits (RunMem::mem): whether the per-operation steps
    // mem_before and mem_after would decline none of them, tested once at its start: the 6-bit
    // counters stay below their limits even with no wait (the run's waits only raise the lower
    // bounds), a slot stays free for every deferred operation, and a wait finds no settled
    // operation outstanding (none is settled during a run: only settle() makes them, and only
    // the full checks and FK_STATE call it).
    bool run_ok(size_t first) const {
        const RunMem& r = run_mem[first];
        return ub_vm + r.nvm <= 63 + lb_vm && ub_ds + r.nds <= 63 + lb_ds && nlive + ndops + r.nops < kMaxOps &&
               (!r.waits || nlive == 0);
    }
    // An FK_MEM instruction of such a run, before its handler: mem_before without its limits
    // (run_ok tested them). An operation a later wait of the run completes (MF_RUN_LOCAL) takes
    // its queue positions and nothing else: the run reaches that wait (only its last instruction can leave it; a run
    // broken off part-way goes on with the rest of its block, which includes the wait), and
    // nothing reads the queues or the deferred operations before (a block's end, a barrier and
    // the full checks are outside runs), and the waits' retirements only scan positions above the
    // lower bounds, which its own are not by then (the rings' entries there are left as they were).
    // No operation names its LDS accesses: it is complete before any barrier could carry them.
    __attribute__((always_inline)) void run_mem_before(const FastInfo& fi, size_t ip) {
        if (fi.mflags & MF_RUN_LOCAL) {
            ub_vm += (fi.queues & Q_VM) ? 1 : 0;
            ub_ds += (fi.queues & Q_DS) ? 1 : 0;
            cur_op = kNoOp;
        } else if (fi.mflags & MF_MEMOP) {
            defer(fi, ip);
        } else {
            cur_op = kNoOp;
        }
    }
    // After its handler: mem_after's wait, and a replicated load noted for the run's end (the
    // VGPR masks are the run's, run_end). False, with nothing done, when LDS accesses are
    // buffered (StrictWave::mem_fast_after takes the instruction; run_partial the ones before).
    __attribute__((always_inline)) bool run_mem_after(const FastInfo& fi) {
        if ((fi.mflags & MF_LDS) && *group_pending) return false;
        if (fi.mflags & MF_WAIT) raise_bounds(fi);   // (only deferred operations are outstanding: run_ok)
        if (replicated_load) {
            replicated_load = false;
            if (!(fi.mflags & MF_DST_CLOB)) {
                add_dst(run_rep, fi);
                run_rep_any = true;
            }
        }
        cur_op = kNoOp;
        return true;
    }
    // The whole run from `first` to `last` ran: run_after's state, the replicated loads' (after
    // every register write of the run: a later write of a destination was left out, MF_DST_CLOB)
    // and the FK_MEM instructions' rest of mem_state.
    void run_end(size_t first, size_t last) {
        run_after(first, last);
        run_rep_apply();
        if (const unsigned t = run_mem[first].ntrans) {
            trans_epoch += t;
            trans_live = false;
        }
    }
    // The run from `first` stopped before `end` (the instruction at `end` did not run, or takes
    // StrictWave::mem_fast_after): the state the per-instruction steps leave after [first, end).
    // A replicated load's destination written later in the whole run stays unreplicated, which
    // only costs check 5 a comparison.
    void run_partial(size_t first, size_t end) {
        for (size_t i = first; i < end; ++i) {
            const FastInfo& fi = finfo[i];
            if (fi.kind == FK_MEM) mem_regs_state(fi);
            else plain_after(fi, i);
        }
        run_rep_apply();
    }
    void run_rep_apply() {
        if (!run_rep_any) return;
        for (unsigned k = 0; k < kVWords; ++k) {
            replicated[k] |= run_rep[k];
            run_rep[k] = 0;
        }
        run_rep_any = false;
    }

    // After the whole FK_PLAIN run from `first` to `last` of a memoised block ran (EXEC non-zero
    // throughout): the state plain_after would have left after each of them.
    void run_after(size_t first, size_t last) {
        const uint64_t* m = &run_wr[first * kVWords];
        for (unsigned k = 0; k < kVWords; ++k) {
            written[k] |= m[k];
            replicated[k] &= ~m[k];
        }
        const uint32_t v = run_valu[first];
        if (v != kNoRunValu) note_valu(finfo[v], v);
        prev_snop = (finfo[last].flags & FI_SNOP) != 0;
    }
};

struct LdsRange {     // one lane's LDS access: bytes [addr, addr + size)
    uint32_t addr;
    uint16_t size;
    uint8_t lane;
    uint8_t pad;
};
static_assert(sizeof(LdsRange) == 8, "LdsRange is one 8-byte word");

// The LDS replay's two lane tests in every form this host runs (the tests compare them): per
// form, out[f][0] = whether a[l] - a[0] == rel[l] for all 32 lanes, out[f][1] = whether lanes l
// and l + 16 of a are equal for l < 16. Returns the number of forms (at most 2).
unsigned lds_lane_test_forms(const uint32_t* a, const uint32_t* rel, bool (*out)[2]);
}  // namespace strict

// Per launch: what every check needs to know about the kernel and the target.
struct StrictLaunch {
    std::string target;             // gfx target of the code object (hazard sets differ per target)
    uint32_t vgpr_limit = 0;        // VGPRs the descriptor reserves
    uint32_t sgpr_limit = 106;      // SGPRs the kernel may use (s0 .. s[limit-1])
    uint32_t lds_bytes = 0;         // group segment size
    const DecodedKernel* kernel = nullptr;
    bool portable_simd = false;     // strict mode's lane tests in their baseline (SSE2) form, as the
                                    // handlers (DeviceOptions::emu_portable_simd: tests run both)
    // Precomputed per instruction (parallel to the program): registers read and written,
    // counters incremented; owned here so that per-instruction work stays a table lookup.
    struct Impl;
    std::shared_ptr<const Impl> impl;
};

// The tables of a program (StrictLaunch::Impl) by target and limits: made once per code object
// and kernel shape, shared by its launches (a workgroup slot that sees the same tables again
// keeps its memoised blocks and remembered clean intervals).
struct StrictCache {
    struct Entry {
        std::string target;
        uint32_t vgprs, sgprs, lds;
        std::shared_ptr<const StrictLaunch::Impl> impl;
    };
    std::mutex mu;
    std::vector<Entry> entries;
};

StrictLaunch make_strict_launch(const DecodedKernel& dk, const std::string& target, uint32_t vgpr_limit,
                                uint32_t sgpr_limit, uint32_t lds_bytes);

// Per workgroup slot: LDS access history since the last barrier (race detection).
class StrictGroup {
public:
    explicit StrictGroup(const StrictLaunch& launch);
    ~StrictGroup();
    StrictGroup(const StrictGroup&) = delete;
    StrictGroup& operator=(const StrictGroup&) = delete;
    void bind(const StrictLaunch& launch);   // a new launch: as if constructed for it
    // Memory its logs, shadows, caches and remembered intervals hold (a keeper may drop it). The
    // clean blocks are not counted: they are bounded on their own (16 MiB of keys) and are what
    // a kept group is for.
    size_t retained_bytes() const;
    void reset();                   // a new workgroup starts in this slot
    void barrier();                 // every wave passed s_barrier: a new race interval
    // An LDS access of `size` bytes at `address` by `lane` of wave `w`, from the instruction `in`.
    // Buffered (inline: this runs once per lane); the instruction's accesses are checked and
    // recorded together by StrictWave::after.
    void lds_access(const Wave& w, const Inst& in, uint32_t address, uint32_t size, bool write, int lane) {
        if (!lds_append(in, address, size, lane)) {
            start(w, in, write);
            pend_[npend_++] = {address, uint16_t(size), uint8_t(lane), 0};
        }
    }
    // A whole instruction's LDS accesses at once (the full-wave DS fast paths, every lane active
    // and inside the segment): lane l accesses `size` bytes at a[l] + off, from w.current. Checked
    // and recorded at once; the same as a call of lds_access per lane. The common case, an
    // interval replaying a remembered one whose next access this is (the first child of the trie
    // node reached, next_), is replay_'s alone: it steps to that node as lds_access_wave_full's
    // replay would (the instruction's operation names it, a load marks its destination replicated
    // where the node says so) and hands any other case to lds_access_wave_full.
    void lds_access_wave(const Wave& w, const uint32_t* a, uint32_t off, uint32_t size, bool write) {
        replay_(*this, w, a, off, size, write);
    }
    // The same when `in` is the instruction already buffering (no call: Wave::lds_ptr_slow's fast
    // path); false when lds_access must be called instead. StrictWave::after flushes every
    // instruction that reached here, so a new instruction pointer is a new instruction (of this
    // wave or the next).
    bool lds_append(const Inst& in, uint32_t address, uint32_t size, int lane) {
        if (__builtin_expect(&in != pend_inst_ || npend_ == kMaxPending, 0)) return false;
        pend_[npend_++] = {address, uint16_t(size), uint8_t(lane), 0};
        return true;
    }
    // What replay_ compares of a trie node (State::replay_nodes, one per node): its
    // instruction (null for a carried access, which only a barrier replays), offset, size, wave
    // and kind (replay_key), lane 0's address, and its pattern (MemoNode::pat, kPatHalves included).
    // Also its first child (State::trie[n].child, kept equal by State::set_first_child), so that a
    // replay step reads this one 32-byte record.
    struct ReplayNode {
        const Inst* inst;
        uint64_t key;
        uint32_t a0;
        uint32_t pat;
        uint32_t child;
        uint32_t unused;
    };
    static constexpr uint32_t kReplayHalves = 1u << 31;   // ReplayNode::pat: State::kPatHalves
    static uint64_t replay_key(uint32_t off, uint32_t size, unsigned wave, bool write) {
        return uint64_t(off) | uint64_t(size) << 32 | uint64_t(wave) << 48 | uint64_t(write ? 1 : 0) << 63;
    }

    struct State;
private:
    friend class StrictWave;        // a wave registers with its group's LDS race tracking
    friend struct State;
    static constexpr unsigned kMaxPending = 64;   // 32 lanes x 2 addresses (ds_*_2addr)
    void start(const Wave& w, const Inst& in, bool write);
    // lds_access_wave, every case (replay_ takes only the common one).
    void lds_access_wave_full(const Wave& w, const uint32_t* a, uint32_t off, uint32_t size, bool write);
    // lds_access_wave's accesses that the replay does not cover: recorded and checked.
    void lds_access_wave_logged(const uint32_t* a, size_t ip, uint32_t off, uint32_t size, unsigned wave,
                                bool write);
    // lds_access_wave in the host's form (its lane test inline, six arguments in registers: the
    // common case is a leaf, the rest a tail call of lds_access_wave_full).
    using ReplayFn = void (*)(StrictGroup& g, const Wave& w, const uint32_t* a, uint32_t off, uint32_t size,
                              bool write);
    ReplayFn replay_ = nullptr;
    template <bool Avx2>
    static void replay_next(StrictGroup& g, const Wave& w, const uint32_t* a, uint32_t off, uint32_t size,
                            bool write);
    // The replaying interval's expected next access (State::refresh_next): the first child of the
    // node reached, null when there is none or the interval does not replay (or has one wave, or
    // the program no LDS).
    const ReplayNode* next_ = nullptr;
    std::unique_ptr<State> s_;
    std::vector<strict::Op*> carried_;   // barrier(): a wave's operations to carry (memory kept)
    // The lane accesses of the instruction executing now.
    const Inst* pend_inst_ = nullptr;
    unsigned npend_ = 0;
    strict::LdsRange pend_[kMaxPending];
};

// Per wave slot: outstanding memory operations, written registers, hazard history.
class StrictWave {
public:
    explicit StrictWave(const StrictLaunch& launch);
    ~StrictWave();
    StrictWave(const StrictWave&) = delete;
    StrictWave& operator=(const StrictWave&) = delete;
    void bind(const StrictLaunch& launch);   // a new launch: as if constructed for it
    void reset(const Wave& w);      // a new wave starts: initial registers are the dispatch state
    // Before the handler of instruction `ip` runs / after it ran: the full checks.
    void before(const Wave& w, const Inst& in, size_t ip);
    void after(const Wave& w, const Inst& in, size_t ip);

    // Memoised blocks (docs/strict.md, "Performance"). The engine calls begin_block before the first
    // instruction of a block (hot().block_start), which sets hot().fast when the block already
    // ran clean from an entry state with the same checks' inputs; then per instruction either
    // the full before/after or, in a fast block, FastInfo's kind: FK_PLAIN only updates the state
    // (StrictHot::plain_after), FK_WMMA also checks its operands (wmma_fast), FK_STATE makes the
    // state changes of `before` (state_fast) and runs the full `after`. end_block after the
    // block's last instruction (a branch, or any change of control) records a clean full block.
    strict::StrictHot& hot() { return *hot_; }
    void begin_block(size_t ip);
    void end_block(bool static_end);
    void wmma_fast(const Wave& w, size_t ip);
    void state_fast(const Wave& w, size_t ip);   // FK_STATE: what `before` changes, without its checks
    // FK_MEM in a memoised block, around its handler: the operation joins its queues as a deferred
    // entry (sequence numbers only: no pending registers, no live list), and afterwards the LDS race
    // check, the two-word VGPR update and the wait's counters. A deferred entry that completes
    // before the queues are settled costs nothing more. (The engine calls these only when
    // StrictHot::mem_before / mem_after, the inline common case, decline.)
    void mem_fast_before(const Wave& w, size_t ip);
    void mem_fast_after(const Wave& w, size_t ip);

    struct State;
private:
    friend class StrictGroup;       // the group reaches its waves' outstanding LDS operations
    std::unique_ptr<State> s_;
    strict::StrictHot* hot_ = nullptr;
};

}  // namespace emu
