// Strict mode, per wave: outstanding memory operations against s_waitcnt (check 1), uninitialised
// VGPR reads (6), pipeline hazards (7) and WMMA operand replication (5). The static checks
// (4, 8 and the MAD bug) were computed per instruction by make_strict_launch and are raised
// here when the instruction executes. Rules and sources: docs/strict.md.
#include <algorithm>
#include <cinttypes>
#include <cstdarg>
#include <cstdio>
#include <cstring>

#include "emu/decode/disasm.hpp"
#include "emu/strict/strict.hpp"
#include "emu/strict/strict_internal.hpp"
#include "emu/exec/wmma.hpp"

namespace emu {

using namespace strict;

namespace {

std::string strf(const char* fmt, ...) __attribute__((format(printf, 1, 2)));
std::string strf(const char* fmt, ...) {
    char buf[640];
    va_list ap;
    va_start(ap, fmt);
    std::vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    return buf;
}

std::string reg_name(int code) {
    if (code >= int(kVgpr0)) return "v" + std::to_string(code - int(kVgpr0));
    return operand_name(unsigned(code), 1);
}

// VGPR range [first, first + n) as printed by the disassembler.
std::string vrange(unsigned first, unsigned n) { return operand_name(kVgpr0 + first, n); }

bool overlaps(unsigned a, unsigned na, unsigned b, unsigned nb) { return a < b + nb && b < a + na; }

}  // namespace

// ---------------------------------------------------------------- counters

void StrictWave::State::reset_wave() {
    block_start = true;
    fast = false;
    record = false;
    block_id = prev_id = strict::BlockMemo::kNone;
    std::memset(written, 0, sizeof written);
    std::memset(replicated, 0, sizeof replicated);
    replicated_load = false;
    std::memset(run_rep, 0, sizeof run_rep);   // (a run a fault left part-way never applied them)
    run_rep_any = false;
    written[0] = 1;   // v0: the packed work-item ids the dispatch sets up
    ub_vm = lb_vm = ub_ds = lb_ds = 0;
    // (Positions a run's MF_RUN_LOCAL operations take leave their entries as they were: never
    // indeterminate, and never a slot out of range.)
    std::fill(std::begin(vm_q), std::end(vm_q), kDeferredOp);
    std::fill(std::begin(ds_q), std::end(ds_q), kDeferredOp);
    lgkm_zero_epoch = 1;
    pending = RegSet{};
    for (unsigned i = 0; i < nlive; ++i) ops[live_ops[i]].live = false;
    nlive = 0;
    nunord = 0;
    ndops = ndops_unord = 0;
    nfree = kMaxOps;
    for (unsigned i = 0; i < kMaxOps; ++i) free_ops[i] = uint16_t(kMaxOps - 1 - i);
    cur_op = kNoOp;
    last_valu_wmma = last_valu_vcmpx = prev_snop = vgprs_deallocated = false;
    valu_count = trans_count = last_trans_valu = 0;
    ++trans_epoch;
    trans_live = false;
}

void StrictWave::State::retire(uint16_t slot) {
    Op& o = ops[slot];
    for (unsigned k = 0; k < o.dst_n; ++k) {
        const unsigned c = o.dst + k;
        if (c >= kVgpr0) {
            const unsigned r = c - kVgpr0;
            if (r < kVgprFile && pend_v[r] == slot) pending.v[r >> 6] &= ~(1ull << (r & 63));
        } else if (c < kSCodes && pend_s[c] == slot) {
            pending.s[c >> 6] &= ~(1ull << (c & 63));
        }
    }
    o.live = false;
    free_ops[nfree++] = slot;
    const uint16_t last = live_ops[--nlive];
    live_ops[live_pos[slot]] = last;
    live_pos[last] = live_pos[slot];
}

void StrictWave::State::complete_vm(uint64_t lb) {
    if (lb <= lb_vm) return;
    const uint64_t from = std::max(lb_vm, ub_vm > 63 ? ub_vm - 63 : 0);   // older ones are retired
    lb_vm = lb;
    for (uint64_t q = from + 1; q <= lb; ++q) retire_if_complete(vm_q[q % 64]);
}

void StrictWave::State::complete_ds(uint64_t lb) {
    if (lb <= lb_ds) return;
    const uint64_t from = std::max(lb_ds, ub_ds > 63 ? ub_ds - 63 : 0);
    lb_ds = lb;
    for (uint64_t q = from + 1; q <= lb; ++q) retire_if_complete(ds_q[q % 64]);
}

void StrictWave::State::complete_unord() {
    ++lgkm_zero_epoch;
    const unsigned n = nunord;
    nunord = 0;
    for (unsigned i = 0; i < n; ++i) retire_if_complete(unord[i]);
}

// s_waitcnt vmcnt(vm) lgkmcnt(lgkm) (0xff: that counter is not waited for). The vm queue and
// the in-order part of the lgkm queue (DS, FLAT) complete in issue order: after waiting until
// at most N are outstanding, all but the youngest N are complete. SMEM and messages complete
// in any order: only lgkmcnt(0) guarantees them.
void StrictWave::State::apply_wait(unsigned vm, unsigned lgkm) {
    if (vm != 0xff && ub_vm > vm) complete_vm(ub_vm - vm);
    if (lgkm != 0xff) {
        if (ub_ds > lgkm) complete_ds(ub_ds - lgkm);
        if (lgkm == 0) complete_unord();
    }
}

uint16_t StrictWave::State::new_op(uint32_t ip, const SInfo& si) {
    // The counters are 6 bits: the hardware stalls issue while 63 are outstanding, so issuing
    // one more completes the oldest.
    if ((si.queues & Q_VM) && ub_vm + 1 > 63 + lb_vm) complete_vm(ub_vm + 1 - 63);
    if ((si.queues & Q_DS) && ub_ds + 1 > 63 + lb_ds) complete_ds(ub_ds + 1 - 63);
    if (!nfree) {
        // Only out-of-order (SMEM) operations can pile up this far without a wait: drop the
        // oldest (model limit, see docs/strict.md).
        const uint16_t old = unord[0];
        std::memmove(unord, unord + 1, (nunord - 1) * sizeof unord[0]);
        --nunord;
        ops[old].queues = 0;
        retire(old);
    }
    const uint16_t slot = free_ops[--nfree];
    Op& o = ops[slot];
    enqueue(o, ip, si.queues, si.mem_dst, si.mem_dst_n, slot);
    if (si.queues & Q_UNORD) unord[nunord++] = slot;
    live_pos[slot] = uint16_t(nlive);
    live_ops[nlive++] = slot;
    mark_pending(slot);
    return slot;
}

void StrictWave::State::mark_pending(uint16_t slot) {
    const Op& o = ops[slot];
    for (unsigned k = 0; k < o.dst_n; ++k) {
        const unsigned c = o.dst + k;
        if (c >= kVgpr0) {
            const unsigned r = c - kVgpr0;
            if (r >= kVgprFile) continue;
            pending.v[r >> 6] |= 1ull << (r & 63);
            pend_v[r] = slot;
        } else if (c < kSCodes && c != kNull) {
            pending.s[c >> 6] |= 1ull << (c & 63);
            pend_s[c] = slot;
        }
    }
}

__attribute__((always_inline)) inline uint16_t StrictWave::State::defer_op(uint32_t ip, const FastInfo& si) {
    // The 6-bit counters' stall, as in new_op (retiring the settled operations it completes).
    if ((si.queues & Q_VM) && ub_vm + 1 > 63 + lb_vm) complete_vm(ub_vm + 1 - 63);
    if ((si.queues & Q_DS) && ub_ds + 1 > 63 + lb_ds) complete_ds(ub_ds + 1 - 63);
    // While settled and deferred operations together leave a slot free, no operation is dropped
    // (new_op drops the oldest out-of-order one only when every slot is taken); else settle and
    // let new_op decide.
    if (nlive + ndops + 1 >= kMaxOps) {
        settle();
        return new_op(ip, info[ip]);
    }
    defer(si, ip);   // (the counters are below their limits and a slot is free)
    return kDeferredOp;
}

// Complete by now means retired by now on the full path: an operation is retired by the
// retirement that makes it complete (complete_vm / complete_ds reach its sequence number,
// complete_unord its epoch), and completion never reverts. The rest are entered in issue order,
// which keeps unord in issue order (settled operations are older than deferred ones: any
// new_op settles first).
void StrictWave::State::settle() {
    const unsigned n = ndops;
    ndops = ndops_unord = 0;
    for (unsigned i = 0; i < n; ++i) {
        const Op& d = dops[i];
        if (op_complete(d)) continue;
        const uint16_t slot = free_ops[--nfree];   // (defer_op kept nlive + ndops below kMaxOps)
        Op& o = ops[slot];
        o = d;
        if (o.queues & Q_VM) vm_q[o.vseq % 64] = slot;
        if (o.queues & Q_DS) ds_q[o.dseq % 64] = slot;
        // (An out-of-order one issued before the last lgkmcnt(0) was dropped from unord by it.)
        if ((o.queues & Q_UNORD) && o.useq >= lgkm_zero_epoch) unord[nunord++] = slot;
        live_pos[slot] = uint16_t(nlive);
        live_ops[nlive++] = slot;
        mark_pending(slot);
    }
}

void StrictWave::State::compact_deferred() {
    if (lb_vm == ub_vm && lb_ds == ub_ds && !ndops_unord) {   // the in-order queues drained: all complete
        ndops = 0;
        return;
    }
    unsigned j = 0, u = 0;
    for (unsigned i = 0; i < ndops; ++i)
        if (!op_complete(dops[i])) {
            if (j != i) dops[j] = dops[i];
            u += (dops[j].queues & Q_UNORD) ? 1 : 0;
            ++j;
        }
    ndops = j;
    ndops_unord = u;
}

std::string StrictWave::State::wait_hint(const Op& o) const {
    std::string h = "s_waitcnt";
    if ((o.queues & Q_VM) && o.vseq > lb_vm) h += strf(" vmcnt(%" PRIu64 ")", ub_vm - o.vseq);
    if ((o.queues & Q_UNORD) && o.useq >= lgkm_zero_epoch) h += " lgkmcnt(0)";
    else if ((o.queues & Q_DS) && o.dseq > lb_ds) h += strf(" lgkmcnt(%" PRIu64 ")", ub_ds - o.dseq);
    return h;
}

void StrictWave::State::report_pending(const Wave& w, size_t ip, int code, bool write) {
    (void)w;
    (void)ip;
    const uint16_t slot = code >= int(kVgpr0) ? pend_v[code - int(kVgpr0)] : pend_s[code];
    const Op& o = ops[slot];
    const std::string other = impl->describe(o.ip);
    if (!write)
        fault(strf("strict: missing s_waitcnt: %s is read before the memory operation that writes it has completed: "
                   "%s is still outstanding (wait with %s before this instruction)",
                   reg_name(code).c_str(), other.c_str(), wait_hint(o).c_str()));
    fault(strf("strict: missing s_waitcnt: %s is overwritten while the memory operation %s, which writes it, is still "
               "outstanding (its data may arrive later and replace this result; wait with %s before this "
               "instruction)",
               reg_name(code).c_str(), other.c_str(), wait_hint(o).c_str()));
}

// ---------------------------------------------------------------- StrictWave

StrictWave::StrictWave(const StrictLaunch& l) : s_(new State) {
    hot_ = s_.get();
    bind(l);
}

void StrictWave::bind(const StrictLaunch& l) {
    State& s = *s_;
    s.launch = &l;
    s.impl = l.impl.get();
    s.info = s.impl ? s.impl->info.data() : nullptr;
    s.ninfo = s.impl ? s.impl->n : 0;
    s.wave_id = 0;
    s.group = nullptr;
    s.group_pending = &StrictHot::kNothingPending;
    s.finfo = s.impl && !s.impl->fast.empty() ? s.impl->fast.data() : nullptr;
    s.run_wr = s.finfo ? s.impl->run_wr.data() : nullptr;
    s.run_valu = s.finfo ? s.impl->run_valu.data() : nullptr;
    s.run_mem = s.finfo ? s.impl->run_mem.data() : nullptr;
    s.kinds = s.finfo ? s.impl->kinds.data() : nullptr;
    s.memo = nullptr;
    for (State::KnownKey& k : s.known) k.ip = ~0u;
    std::memset(s.tr_epoch, 0, sizeof s.tr_epoch);
    s.reset_wave();
}

StrictWave::~StrictWave() = default;

void StrictWave::reset(const Wave& w) {
    State& s = *s_;
    s.reset_wave();
    s.wave_id = w.id_in_group;
    s.group = w.wg ? w.wg->strict : nullptr;
    s.group_pending = s.group ? &s.group->npend_ : &StrictHot::kNothingPending;
    s.memo = s.group ? &s.group->s_->blocks : nullptr;
    if (s.group) {
        StrictGroup::State& g = *s.group->s_;
        g.wave(s.wave_id).ws = &s;
        g.nwaves = std::max(g.nwaves, s.wave_id + 1);
    }
}

void StrictWave::before(const Wave& w, const Inst& in, size_t ip) {
    State& s = *s_;
    if (ip >= s.ninfo) return;
    const SInfo& si = s.info[ip];
    const StrictLaunch::Impl& im = *s.impl;
    (void)in;
    if (s.ndops) s.settle();   // (a memoised block left for the full checks)

    // Checks 4, 8, MAD bug (static, found when the program was loaded).
    if (si.err >= 0) fault(im.errors[size_t(si.err)]);
    // With EXEC = 0 an instruction reads and writes no lane (unless it ignores EXEC).
    s.exec_zero = w.exec() == 0 && !(si.flags & SF_EXEC_IGNORED);

    // Check 6: a VGPR operand none of whose registers anything in this wave has written (a
    // tuple with some registers written is compiler practice: v_mad_u64_u32 with an undefined
    // high half of its 64-bit addend, say).
    uint64_t unwritten = 0;
    if (!s.exec_zero)
        for (unsigned k = si.rlo; k <= si.rhi; ++k) unwritten |= si.rd.v[k] & ~s.written[k];
    if (unwritten) {
        for (unsigned g = 0; g < si.nvg; ++g) {
            bool any = false;
            for (unsigned r = si.vg[g].first; r < unsigned(si.vg[g].first) + si.vg[g].n && !any; ++r)
                any = (s.written[r >> 6] >> (r & 63)) & 1;
            if (!any)
                fault(strf("strict: uninitialised read: %s is read, but nothing in this wave has written %s since the "
                           "launch started (the dispatch sets only v0, the work-item ids)",
                           vrange(si.vg[g].first, si.vg[g].n).c_str(), si.vg[g].n > 1 ? "any of its registers" : "it"));
        }
    }
    if (s.vgprs_deallocated && (si.rd.any_v() || si.wr.any_v()))
        fault("strict: VGPR access after " + im.describe(s.dealloc_ip) +
              " released the wave's VGPRs (only s_endpgm may follow the dealloc message)");

    // Check 1: registers an outstanding memory operation still writes.
    if (s.nlive) {
        uint64_t r = (si.rd.s[0] & s.pending.s[0]) | (si.rd.s[1] & s.pending.s[1]);
        for (unsigned k = si.rlo; k <= si.rhi; ++k) r |= si.rd.v[k] & s.pending.v[k];
        if (r) s.report_pending(w, ip, si.rd.first_common(s.pending), false);
        uint64_t x = (si.wr.s[0] & s.pending.s[0]) | (si.wr.s[1] & s.pending.s[1]);
        for (unsigned k = si.wlo; k <= si.whi; ++k) x |= si.wr.v[k] & s.pending.v[k];
        if (x) {
            // Overwriting is fine only for a memory operation returning after the pending one in
            // every queue the pending one is in (VMEM loads return in order, so do DS operations).
            for (unsigned k = 0; k < kVWords + 2; ++k) {
                uint64_t x = k < kVWords ? si.wr.v[k] & s.pending.v[k]
                                         : si.wr.s[k - kVWords] & s.pending.s[k - kVWords];
                while (x) {
                    const unsigned bit = unsigned(__builtin_ctzll(x));
                    x &= x - 1;
                    const int code = k < kVWords ? int(kVgpr0 + k * 64 + bit) : int((k - kVWords) * 64 + bit);
                    const uint16_t slot = code >= int(kVgpr0) ? s.pend_v[code - int(kVgpr0)] : s.pend_s[code];
                    const Op& p = s.ops[slot];
                    const bool in_dst =
                        si.mem_dst_n && code >= int(si.mem_dst) && code < int(si.mem_dst) + si.mem_dst_n;
                    const bool ordered = (si.flags & SF_MEMOP) && in_dst && !(p.queues & Q_UNORD) &&
                                         (p.queues & ~si.queues) == 0;
                    if (!ordered) s.report_pending(w, ip, code, true);
                }
            }
        }
    }

    // Check 7: hazards.
    if (si.flags & SF_VALU) {
        if ((si.flags & SF_WMMA) && s.last_valu_wmma &&
            (overlaps(si.wa, si.wab, s.last_wmma_d, 8) || overlaps(si.wb, si.wab, s.last_wmma_d, 8))) {
            const bool a = overlaps(si.wa, si.wab, s.last_wmma_d, 8);
            fault(strf("strict: hazard WMMAHazard (LLVM GCNHazardRecognizer::fixWMMAHazards, ACO WMMA hazards): "
                       "operand %s %s reads the result %s of the previous WMMA %s with no VALU instruction in "
                       "between (insert v_nop or an independent VALU instruction)",
                       a ? "A" : "B", vrange(a ? si.wa : si.wb, si.wab).c_str(), vrange(s.last_wmma_d, 8).c_str(),
                       im.describe(s.last_wmma_ip).c_str()));
        }
        if ((si.flags & SF_PERMLANE) && s.last_valu_vcmpx)
            fault(strf("strict: hazard VcmpxPermlaneHazard (LLVM GCNHazardRecognizer::fixVcmpxPermlaneHazards, ACO "
                       "VcmpxPermlaneHazard): v_permlane* right after the EXEC write of %s with no VALU instruction "
                       "in between (insert v_nop or v_mov_b32)",
                       im.describe(s.last_vcmpx_ip).c_str()));
        if (im.trans_use_hazard && s.trans_live) {
            if (s.valu_count - s.last_trans_valu > 5) {
                s.trans_live = false;
            } else {
                for (unsigned k = 0; k < kVWords; ++k) {
                    uint64_t x = si.rd.v[k];
                    while (x) {
                        const unsigned r = k * 64 + unsigned(__builtin_ctzll(x));
                        x &= x - 1;
                        if (s.tr_epoch[r] == s.trans_epoch && s.valu_count - s.tr_valu[r] <= 5 &&
                            s.trans_count - s.tr_trans[r] <= 1)
                            fault(strf("strict: hazard VALUTransUseHazard (LLVM GCNHazardRecognizer::"
                                       "fixVALUTransUseHazard, ACO VALUTransUseHazard; %s): v%u is read %" PRIu64
                                       " VALU instruction(s) after the transcendental %s wrote it; it needs 6 VALU or 2"
                                       " "
                                       "transcendental instructions in between, a VMEM/DS instruction or "
                                       "s_waitcnt_depctr depctr_va_vdst(0)",
                                       s.launch->target.c_str(), r, s.valu_count - s.tr_valu[r],
                                       im.describe(s.tr_ip[r]).c_str()));
                    }
                }
            }
        }
    }
    if ((si.flags & SF_DEALLOC) && !s.prev_snop)
        fault("strict: hazard DeallocVGPRsNop (ACO handle_instruction_gfx11; LLVM SIInsertWaitcnts emits the same "
              "pair): s_sendmsg sendmsg(MSG_DEALLOC_VGPRS) must directly follow an s_nop");

    s.issue(w, si, ip);
}

void StrictWave::State::issue(const Wave& w, const SInfo& si, size_t ip) {
    // Check 5: WMMA A and B replicated across the half-waves (active lanes).
    if (si.flags & SF_WMMA) check_wmma_operands(w, si);
    cur_op = (si.flags & SF_MEMOP) ? new_op(uint32_t(ip), si) : kNoOp;
}

void StrictWave::State::check_wmma_operands(const Wave& w, const SInfo& si) const {
    const uint32_t exec = w.exec();
    const bool all_pairs = ((exec & (exec >> 16)) & 0xffffu) == 0xffffu;
    for (int k = 0; k < 2; ++k) {
        const unsigned first = k ? si.wb : si.wa;
        if (all_replicated(first, si.wab)) continue;
        if (all_pairs) {   // fast path: whole half-registers compare equal
            bool same = true;
            for (unsigned g = 0; g < si.wab && same; ++g)
                same = std::memcmp(w.vreg(first + g), w.vreg(first + g) + 16, 16 * sizeof(uint32_t)) == 0;
            if (same) continue;
        }
        WmmaHalfMismatch m;
        const unsigned n = wmma_find_half_mismatches(w.vreg(first), si.wab, exec, &m, 1);
        if (n)
            fault(strf("strict: WMMA operand %s %s: lanes 0-15 and 16-31 must hold the same values, but v%u "
                       "lane %u "
                       "= 0x%08x and lane %u = 0x%08x (%u register-lane pairs differ)",
                       k ? "B" : "A", vrange(first, si.wab).c_str(), first + m.reg, m.lane, m.low_copy,
                       m.lane + 16, m.high_copy, n),
                  int(m.lane + 16));
    }
}

void StrictWave::after(const Wave& w, const Inst& in, size_t ip) {
    State& s = *s_;
    (void)in;
    if (ip >= s.ninfo) return;
    const SInfo& si = s.info[ip];
    const StrictLaunch::Impl& im = *s.impl;
    if (s.group && s.group->npend_) s.group->s_->flush();   // check 2 for this instruction's LDS accesses
    // Check 6 counts a write in any lane; with EXEC = 0 no lane is written.
    for (unsigned k = si.wlo; k <= si.whi; ++k) {
        if (!s.exec_zero) s.written[k] |= si.wr.v[k];
        s.replicated[k] &= ~si.wr.v[k];
    }
    if (si.flags & SF_VGPR_INDIRECT) std::memset(s.replicated, 0, sizeof s.replicated);
    s.take_replicated_load(si.mem_dst, si.mem_dst_n);

    if (si.flags & SF_VALU) {
        s.last_valu_vcmpx = (si.flags & SF_VCMPX) != 0;
        if (s.last_valu_vcmpx) s.last_vcmpx_ip = uint32_t(ip);
        s.last_valu_wmma = (si.flags & SF_WMMA) != 0;
        if (s.last_valu_wmma) {
            s.last_wmma_d = si.wd;
            s.last_wmma_ip = uint32_t(ip);
        }
        if (im.trans_use_hazard) {
            ++s.valu_count;
            if (si.flags & SF_TRANS) {
                ++s.trans_count;
                for (unsigned k = 0; k < kVWords; ++k) {
                    uint64_t x = si.wr.v[k];
                    while (x) {
                        const unsigned r = k * 64 + unsigned(__builtin_ctzll(x));
                        x &= x - 1;
                        s.tr_epoch[r] = s.trans_epoch;
                        s.tr_valu[r] = s.valu_count;
                        s.tr_trans[r] = s.trans_count;
                        s.tr_ip[r] = uint32_t(ip);
                    }
                }
                s.trans_live = true;
                s.last_trans_valu = s.valu_count;
            }
        }
    }
    if (si.flags & SF_VA_VDST0) {
        ++s.trans_epoch;
        s.trans_live = false;
    }
    s.prev_snop = (si.flags & SF_SNOP) != 0;
    if (si.flags & SF_DEALLOC) {
        s.vgprs_deallocated = true;
        s.dealloc_ip = uint32_t(ip);
    }
    if (si.flags & SF_WAITCNT) {
        s.apply_wait(si.wait_vm, si.wait_lgkm);
    } else if (si.flags & SF_WAIT_SOPK) {
        // s_waitcnt_vmcnt / _lgkmcnt sdst, simm16: with an SGPR operand the smaller of the two
        // values is used (model choice: it never reports more than the hardware could).
        unsigned v = si.wait_imm;
        if (si.wait_sgpr < 124 || si.wait_sgpr == kM0) v = std::min<unsigned>(v, w.s[si.wait_sgpr] & 0xffffu);
        if (v < 64) s.apply_wait(si.wait_vm != 0xff ? v : 0xff, si.wait_lgkm != 0xff ? v : 0xff);
    } else if (si.flags & SF_WAIT_IDLE) {
        s.apply_wait(0, 0);
    }
    s.cur_op = kNoOp;
}

// ---------------------------------------------------------------- memoised blocks

// The key of a block entered at ip: everything the checks of its instructions read
// besides `written` (which begin_block tests against the block's upward-exposed reads):
// the hazard state, the registers outstanding operations write, and the outstanding operations
// themselves in queue order (by instruction; their order and count decide what each wait
// completes, and so every later check of the block).
unsigned StrictWave::State::make_key(size_t ip) {
    // At most 2 + 2 (kVWords + 2) + 3 + 63 + 63 + kMaxOps words: the buffer is sized once.
    constexpr size_t kMax = 2 + 2 * (kVWords + 2) + 3 + 63 + 63 + kMaxOps;
    if (key.size() < kMax) key.resize(kMax);
    uint32_t* k = key.data();
    unsigned n = 0;
    k[n++] = uint32_t(ip);
    k[n++] = uint32_t(last_valu_wmma) | uint32_t(last_valu_vcmpx) << 1 | uint32_t(prev_snop) << 2 |
             uint32_t(vgprs_deallocated) << 3 | (last_valu_wmma ? uint32_t(last_wmma_d) << 16 : 0);
    // The deferred operations still outstanding count as settle() would enter them: their
    // registers pending, and each queue's settled operations followed by its deferred ones (all
    // younger), in issue order.
    // One pass over the deferred operations: the registers of the outstanding ones, and the
    // instructions of those outstanding in each queue (listed below in the same order).
    RegSet pend = pending;
    uint32_t vm_ips[kMaxOps], ds_ips[kMaxOps], un_ips[kMaxOps];
    unsigned nvm = 0, nds = 0, nun = 0;
    for (unsigned i = 0; i < ndops; ++i) {
        const Op& d = dops[i];
        const bool vm = (d.queues & Q_VM) && d.vseq > lb_vm, ds = (d.queues & Q_DS) && d.dseq > lb_ds,
                   un = (d.queues & Q_UNORD) && d.useq >= lgkm_zero_epoch;
        if (vm | ds | un) pend.add(d.dst, d.dst_n);   // (not op_complete)
        vm_ips[nvm] = d.ip;
        nvm += vm;
        ds_ips[nds] = d.ip;
        nds += ds;
        un_ips[nun] = d.ip;
        nun += un;
    }
    for (unsigned w = 0; w < kVWords; ++w) {
        k[n++] = uint32_t(pend.v[w]);
        k[n++] = uint32_t(pend.v[w] >> 32);
    }
    for (unsigned w = 0; w < 2; ++w) {
        k[n++] = uint32_t(pend.s[w]);
        k[n++] = uint32_t(pend.s[w] >> 32);
    }
    k[n++] = uint32_t(ub_vm - lb_vm);
    for (uint64_t q = lb_vm + 1; q <= ub_vm; ++q)
        if (vm_q[q % 64] != kDeferredOp) k[n++] = ops[vm_q[q % 64]].ip;
    for (unsigned i = 0; i < nvm; ++i) k[n++] = vm_ips[i];
    k[n++] = uint32_t(ub_ds - lb_ds);
    for (uint64_t q = lb_ds + 1; q <= ub_ds; ++q)
        if (ds_q[q % 64] != kDeferredOp) k[n++] = ops[ds_q[q % 64]].ip;
    for (unsigned i = 0; i < nds; ++i) k[n++] = ds_ips[i];
    const unsigned nu = n++;   // (the out-of-order count, once listed)
    for (unsigned i = 0; i < nunord; ++i) k[n++] = ops[unord[i]].ip;
    for (unsigned i = 0; i < nun; ++i) k[n++] = un_ips[i];
    k[nu] = n - nu - 1;
    key_len = n;
    return n;
}

void StrictWave::begin_block(size_t ip) {
    State& s = *s_;
    s.block_start = false;
    s.fast = false;
    s.record = false;
    const uint32_t from = s.prev_id;   // (the block that ended last, if it ran memoised)
    s.prev_id = s.block_id = BlockMemo::kNone;
    if (!s.finfo || !s.memo || ip >= s.ninfo || s.impl->unmemo[ip]) return;
    const uint64_t gen = s.memo->generation();
    const bool linked = from != BlockMemo::kNone && s.memo_gen == gen;
    // The key this exit of the last block led to before (BlockMemo::next): the same now, since
    // that block ran memoised from the same key. Else the key is formed and looked up.
    uint32_t id = linked ? s.memo->next(from, uint32_t(ip)) : BlockMemo::kNone;
    if (id == BlockMemo::kNone) {
        const unsigned n = s.make_key(ip);
        State::KnownKey& kk = s.known[ip % State::kKnownKeys];
        const bool known = kk.ip == ip && kk.n == n && std::memcmp(kk.w, s.key.data(), n * sizeof kk.w[0]) == 0;
        if (known && kk.gen == gen) {
            id = kk.id;
        } else {
            s.key_hash = BlockMemo::hash(s.key.data(), n);
            id = s.memo->find(s.key.data(), n, s.key_hash);
            if (id == BlockMemo::kNone && !known) {
                s.record = true;   // full checks; remembered if the block runs clean to its end
                return;
            }
            // (A known key the memo no longer holds is clean all the same: it runs memoised,
            // without an id to link.)
            if (n <= State::KnownKey::kWords) {
                kk.ip = uint32_t(ip);
                kk.n = n;
                kk.id = id;
                kk.gen = gen;
                std::memcpy(kk.w, s.key.data(), n * sizeof kk.w[0]);
            }
        }
        if (linked && id != BlockMemo::kNone) s.memo->link(from, uint32_t(ip), id);
    }
    // Every register the block reads before writing it must be written already: then its
    // uninitialised-read checks cannot fail (the recorded run may have had more written).
    const uint64_t* u = &s.impl->upward[ip * kVWords];
    for (unsigned k = 0; k < kVWords; ++k)
        if (u[k] & ~s.written[k]) return;
    s.fast = true;
    s.block_id = id;
    s.memo_gen = gen;
}

void StrictWave::end_block(bool static_end) {
    State& s = *s_;
    // The deferred operations complete by now are dropped once they are many (every reader skips
    // complete ones: make_key, settle, a barrier, which compacts them first), not at every block
    // end: a double-buffered loop keeps a few dozen outstanding across its blocks.
    if (s.ndops > State::kCompactDeferred) s.compact_deferred();
    if (!s.fast && s.record && static_end) s.memo->insert(s.key.data(), s.key_len, s.key_hash);
    // Memoised from its start to here: the next block's key follows from this one's.
    s.prev_id = s.fast ? s.block_id : BlockMemo::kNone;
    s.block_start = true;
    s.fast = false;
    s.record = false;
}

void StrictWave::wmma_fast(const Wave& w, size_t ip) {
    State& s = *s_;
    s.check_wmma_operands(w, s.info[ip]);
}

void StrictWave::state_fast(const Wave& w, size_t ip) {
    State& s = *s_;
    const SInfo& si = s.info[ip];
    s.exec_zero = w.exec() == 0 && !(si.flags & SF_EXEC_IGNORED);
    if (s.ndops && (si.flags & SF_MEMOP)) s.settle();   // (new_op keeps unord in issue order)
    s.issue(w, si, ip);
}

void StrictWave::mem_fast_before(const Wave& w, size_t ip) {
    (void)w;
    State& s = *s_;
    const FastInfo& fi = s.finfo[ip];
    s.cur_op = (fi.mflags & MF_MEMOP) ? s.defer_op(uint32_t(ip), fi) : kNoOp;
}

// What `after` does for an FK_MEM instruction (no VALU, no message, no indirect write, its VGPR
// writes in the two words FastInfo names).
void StrictWave::mem_fast_after(const Wave& w, size_t ip) {
    (void)w;
    State& s = *s_;
    const FastInfo& fi = s.finfo[ip];
    // Check 2 for this instruction's LDS accesses (those reported lane by lane).
    if ((fi.mflags & MF_LDS) && s.group && s.group->npend_) s.group->s_->flush();
    s.mem_state(fi);
    if (fi.mflags & MF_WAIT) s.apply_wait(fi.wait_vm, fi.wait_lgkm);
}

namespace strict {

uint64_t BlockMemo::hash(const uint32_t* key, unsigned n) {
    // Four independent multiply-xorshift chains, each taking two words per step, so that the
    // multiplies overlap (one chain over a block key of 20-30 words was most of begin_block's
    // time); the words are read 4 bytes at a time (make_key has just stored them so, and wider
    // loads of them would defeat store-to-load forwarding).
    constexpr uint64_t kMul = 0xff51afd7ed558ccdull;
    uint64_t h[4] = {0x9e3779b97f4a7c15ull ^ n, 0xc2b2ae3d27d4eb4full, 0x165667b19e3779f9ull, 0x27d4eb2f165667c5ull};
    unsigned i = 0;
    for (; i + 8 <= n; i += 8)
        for (unsigned j = 0; j < 4; ++j) {
            h[j] ^= uint64_t(key[i + 2 * j]) | uint64_t(key[i + 2 * j + 1]) << 32;
            h[j] *= kMul;
            h[j] ^= h[j] >> 29;
        }
    for (; i < n; ++i) {
        h[0] ^= key[i];
        h[0] *= kMul;
        h[0] ^= h[0] >> 29;
    }
    auto rotl = [](uint64_t x, unsigned r) { return (x << r) | (x >> (64 - r)); };
    uint64_t r = h[0] ^ rotl(h[1], 17) ^ rotl(h[2], 31) ^ rotl(h[3], 47);
    r *= kMul;
    return r ^ (r >> 32);
}

uint32_t BlockMemo::find(const uint32_t* key, unsigned n, uint64_t h) const {
    if (slots_.empty()) return kNone;
    const size_t mask = slots_.size() - 1;
    for (size_t i = size_t(h) & mask;; i = (i + 1) & mask) {
        const Slot& s = slots_[i];
        if (s.id == kNone) return kNone;
        if (s.h != h) continue;
        const Entry& e = entries_[s.id];
        if (e.n == n && std::memcmp(&arena_[e.off], key, n * sizeof *key) == 0) return s.id;
    }
}

uint32_t BlockMemo::insert(const uint32_t* key, unsigned n, uint64_t h) {
    if (!n) return kNone;
    if (const uint32_t id = find(key, n, h); id != kNone) return id;
    // A bound on the memory one wave slot keeps (a kernel whose blocks see ever new entry
    // states): start over, which only costs full checks until the blocks are seen again.
    if (arena_.size() + n > (size_t(1) << 22)) clear();
    if ((entries_.size() + 1) * 2 > slots_.size()) {   // grow to keep the load at most 1/2
        std::vector<Slot> old;
        old.swap(slots_);
        slots_.assign(old.empty() ? 256 : old.size() * 2, Slot{});
        const size_t mask = slots_.size() - 1;
        for (const Slot& s : old)
            if (s.id != kNone) {
                size_t i = size_t(s.h) & mask;
                while (slots_[i].id != kNone) i = (i + 1) & mask;
                slots_[i] = s;
            }
    }
    const size_t mask = slots_.size() - 1;
    size_t i = size_t(h) & mask;
    while (slots_[i].id != kNone) i = (i + 1) & mask;
    const uint32_t id = uint32_t(entries_.size());
    slots_[i] = Slot{h, id};
    entries_.push_back(Entry{uint32_t(arena_.size()), n, {kNone, kNone}, {kNone, kNone}});
    arena_.insert(arena_.end(), key, key + n);
    return id;
}

void BlockMemo::clear() {
    slots_.clear();
    entries_.clear();
    arena_.clear();
    ++generation_;   // (the ids handed out so far name nothing now)
}

}  // namespace strict

}  // namespace emu
