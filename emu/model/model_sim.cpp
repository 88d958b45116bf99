// The cycle-approximate simulation of one WGP (docs/model.md, "The WGP simulation").
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <deque>

#include "emu/model/model.hpp"

namespace emu {
namespace model {

namespace {

constexpr double kInf = 1e300;

std::string fmt_pct(double f) {
    char b[32];
    std::snprintf(b, sizeof b, "%.1f%%", 100 * f);
    return b;
}
using prof::Cls;
using prof::Rate;
using prof::SInfo;

// Issue ports of a SIMD: one instruction per port per cycle, each from a different wave.
enum Port : unsigned { kPortValu = 1, kPortSalu = 2, kPortVmem = 4, kPortLds = 8, kPortBranch = 16 };

unsigned port_of(Cls c) {
    switch (c) {
        case Cls::VALU: case Cls::VOPD: case Cls::WMMA: return kPortValu;
        case Cls::SALU: case Cls::SMEM: return kPortSalu;
        case Cls::VMEM: return kPortVmem;
        case Cls::LDS: return kPortLds;
        default: return kPortBranch;
    }
}

struct Params {
    double valu_latency, trans_issue, trans_latency, quarter_issue, quarter_latency, half64_issue, half64_latency;
    double f64_issue, f64_latency, wmma_cycles, wmma_iu4_cycles, salu_latency, smem_latency, bank_conflict;
    double branch_taken, barrier_latency, wave_launch, line_bytes, l0_latency, lines_per_clk, lanes_per_clk, vmem_queue;
    double l2_latency, lds_latency, lds_queue, lds_bytes_per_clk, dram_extra_latency, gl1_latency;
    double gl1_share, l2_share, dram_share;   // bytes per cycle available to this WGP
    unsigned l0_lines, l0_ways, gl1_lines, gl1_ways, simds_per_cu;
    bool single_issue;
    explicit Params(const Device& d, unsigned active_wgps) {
        valu_latency = d.get("valu_latency");
        trans_issue = d.get("trans_issue_cycles");
        trans_latency = d.get("trans_latency");
        quarter_issue = d.get("quarter_issue_cycles");
        quarter_latency = d.get("quarter_latency");
        half64_issue = d.get("half64_issue_cycles");
        half64_latency = d.get("half64_latency");
        f64_issue = d.get("f64_issue_cycles");
        f64_latency = d.get("f64_latency");
        wmma_cycles = d.get("wmma_cycles");
        wmma_iu4_cycles = d.get("wmma_iu4_cycles");
        salu_latency = d.get("salu_latency");
        smem_latency = d.get("smem_latency");
        bank_conflict = d.get("vgpr_bank_conflict_cycles");
        branch_taken = d.get("branch_taken_cycles");
        barrier_latency = d.get("barrier_latency");
        wave_launch = d.get("wave_launch_cycles");
        line_bytes = d.get("cache_line_bytes");
        l0_latency = d.get("l0_latency");
        lines_per_clk = d.get("vmem_lines_per_clk");
        lanes_per_clk = d.get("vmem_lanes_per_clk");
        vmem_queue = d.get("vmem_queue_cycles");
        l2_latency = d.get("l2_latency");
        lds_latency = d.get("lds_latency");
        lds_queue = d.get("lds_queue_cycles");
        lds_bytes_per_clk = d.get("lds_bytes_per_clk");
        dram_extra_latency = d.get("dram_extra_latency");
        const double wgps = std::max(1u, active_wgps);
        // The graphics L1 of this WGP's shader array: the simulated WGP sees all of it (the array's
        // other WGPs run neighbouring workgroups of the same grid, which read the same lines) and
        // gets its share of the bandwidth (the launch's active WGPs spread evenly over the arrays).
        const double per_array = std::max(1.0, d.get("wgps_per_gl1"));
        const double arrays = std::max(1.0, std::ceil(d.get("wgps") / per_array));
        const double sharing = std::max(1.0, std::min(per_array, std::ceil(wgps / arrays)));
        gl1_latency = d.get("gl1_latency");
        gl1_share = d.get("gl1_bytes_per_clk") / sharing;
        gl1_lines = unsigned(d.get("gl1_bytes") / line_bytes);
        gl1_ways = unsigned(std::max(1.0, d.get("gl1_ways")));
        l2_share = d.get("l2_bytes_per_clk") / wgps;
        dram_share = d.get("dram_gbps") * 1e3 / d.get("clock_mhz") / wgps;
        l0_lines = unsigned(std::max(1.0, d.get("l0_bytes") / line_bytes));
        l0_ways = unsigned(std::max(1.0, d.get("l0_ways")));
        simds_per_cu = unsigned(d.get("simds_per_cu"));
        single_issue = d.get("issue_ports") <= 1;
    }
};

// A set-associative LRU cache of lines (the L0 vector cache of one CU, the graphics L1 of a shader
// array). Each line keeps the time its fill arrives: a request that finds the line allocated by an
// earlier miss still in flight waits for that fill (a cache returns no data it does not hold yet).
class LineCache {
public:
    LineCache(unsigned lines, unsigned ways) : ways_(std::min(ways, lines)), sets_(std::max(1u, lines / ways_)) {
        while ((1u << shift_) < sets_) ++shift_;
        tag_.assign(size_t(sets_) * ways_, ~0ull);
        use_.assign(size_t(sets_) * ways_, 0);
        fill_.assign(size_t(sets_) * ways_, 0);
    }
    // Looks the line up (LRU update); a miss allocates it with its fill time unknown (set_fill).
    // On a hit, *fill is the time the line's data is (or was) there.
    bool access(uint64_t line, double* fill) {
        const size_t base = set_of(line) * ways_;
        ++clock_;
        size_t victim = base;
        for (size_t i = base; i < base + ways_; ++i) {
            if (tag_[i] == line) {
                use_[i] = clock_;
                *fill = fill_[i];
                return true;
            }
            if (use_[i] < use_[victim]) victim = i;
        }
        tag_[victim] = line;
        use_[victim] = clock_;
        fill_[victim] = 0;
        return false;
    }
    // The fill time of a line allocated by a miss (no effect if it was evicted meanwhile).
    void set_fill(uint64_t line, double t) {
        const size_t base = set_of(line) * ways_;
        for (size_t i = base; i < base + ways_; ++i)
            if (tag_[i] == line) fill_[i] = t;
    }
    void invalidate() { std::fill(tag_.begin(), tag_.end(), ~0ull); }

private:
    // The set of a line: its low bits XOR the next groups of bits (model choice; how RDNA3's L0
    // and graphics L1 index their sets is not documented). Plain low bits made the model depend
    // on where the emulator places buffers: two matrices whose bases agree modulo the cache's set
    // span shared every set, and rows a power-of-two pitch apart all fell into one.
    size_t set_of(uint64_t line) const {
        if (sets_ & (sets_ - 1)) return size_t(line % sets_);
        uint64_t h = 0;
        for (uint64_t x = line; x; x >>= shift_) h ^= x;
        return size_t(h & (sets_ - 1));
    }
    unsigned ways_, sets_, shift_ = 0;
    std::vector<uint64_t> tag_, use_;
    std::vector<double> fill_;
    uint64_t clock_ = 0;
};

// Why a wave's next instruction cannot issue yet (the term that set SWave::ready), for the
// report's attribution of idle VALU cycles (docs/model.md, "Where the VALU idles").
enum Why : unsigned { kWhyIssue, kWhyDep, kWhyLgkm, kWhyVm, kWhyVs, kWhyCount };

// The reasons an idle VALU cycle is attributed to, in report order.
enum Idle : unsigned {
    kIdleLgkm, kIdleVm, kIdleVs, kIdleBarrier, kIdleDep, kIdleIssued, kIdleSlot, kIdleLdsPipe,
    kIdleVmemPipe, kIdleOther, kIdleEmpty, kIdleCount
};
const char* const kIdleNames[kIdleCount] = {
    "lgkmcnt", "vmcnt", "vscnt", "barrier", "register dependency", "issuing other instructions",
    "issue slot taken", "LDS queue full", "VMEM queue full", "branch/nop/launch", "no wave"};

struct SWave {
    const WaveTrace* tr = nullptr;
    size_t pos = 0, lpos = 0;
    unsigned simd = 0, cu = 0, group = 0;
    unsigned lds_pipe = 0;       // the LDS pipe serving the wave (docs/model.md, "LDS")
    uint64_t age = 0;
    double ready = 0;
    double issued_at = -1;       // the cycle of its last issue
    Why why = kWhyIssue;         // what set `ready`
    bool done = false, at_barrier = false;
    bool free = true;            // the slot's workgroup has finished
    std::vector<double> reg;
    std::deque<double> vm, vs, lgkm;
};

struct SGroup {
    unsigned alive = 0, arrived = 0;
    std::vector<unsigned> waves;
    bool active = false;
};

class Sim {
public:
    Sim(const SimInput& in) : in_(in), p_(*in.dev, in.active_wgps), info_(*in.info) {
        simds_ = in.occ.simds * (in.occ.wgp_mode ? 1 : 2);
        if (simds_ == 0) simds_ = 4;
        cus_ = std::max(1u, simds_ / std::max(1u, p_.simds_per_cu));
        valu_free_.assign(simds_, 0);
        trans_free_.assign(simds_, 0);
        conflict_carry_.assign(simds_, 0);
        simd_waves_.assign(simds_, {});
        ta_free_.assign(cus_, 0);
        lds_free_.assign(cus_, 0);
        for (unsigned c = 0; c < cus_; ++c) l0_.emplace_back(p_.l0_lines, p_.l0_ways);
        if (p_.gl1_lines) gl1_.emplace_back(p_.gl1_lines, p_.gl1_ways);
        cap_ = std::max(1u, in.occ.groups_per_wgp);
    }

    SimResult run() {
        SimResult r;
        const size_t S = in_.groups.size();
        size_t next_group = 0;
        unsigned resident = 0;
        double now = 0, dispatch_ready = 0;
        std::vector<double> done_at;      // completion times of the simulated workgroups, in order
        std::vector<uint64_t> issued_at;  // instructions issued by then (all waves)
        double work = 0;                  // instructions of the simulated workgroups
        for (const GroupTrace* gt : in_.groups)
            for (const auto& w : gt->waves) work += double(w.ev.size());
        for (;;) {
            while (next_group < S && resident < cap_ && now >= dispatch_ready) {
                const unsigned gi = dispatch(*in_.groups[next_group], now);
                ++next_group;
                if (groups_[gi].alive == 0) {   // a workgroup without instructions
                    done_at.push_back(now);
                    issued_at.push_back(issued_);
                    groups_[gi].active = false;
                    for (unsigned wi : groups_[gi].waves) waves_[wi].free = true;
                } else {
                    ++resident;
                }
            }
            if (resident == 0 && next_group >= S) break;
            bool issued = false;
            for (unsigned s = 0; s < simds_; ++s) {
                unsigned used = 0;
                auto& list = simd_waves_[s];
                for (size_t k = 0; k < list.size(); ++k) {
                    SWave& w = waves_[list[k]];
                    if (w.done || w.at_barrier || w.ready > now) continue;
                    const Event& ev = w.tr->ev[w.pos];
                    const SInfo& si = info_[ev.ip];
                    const unsigned port = p_.single_issue ? 1u : port_of(si.cls);
                    if (used & port) continue;
                    if (port_ready(w, si) > now) continue;
                    used |= port;
                    issued = true;
                    const unsigned g = w.group;
                    issue(w, ev, si, now);
                    w.issued_at = now;
                    ++issued_;
                    if (w.done) {
                        SGroup& grp = groups_[g];
                        if (--grp.alive == 0) {
                            done_at.push_back(now);
                            issued_at.push_back(issued_);
                            grp.active = false;
                            for (unsigned wi : grp.waves) waves_[wi].free = true;
                            --resident;
                            dispatch_ready = now;
                        } else {
                            maybe_release(grp, now);
                        }
                    }
                }
            }
            // Drop finished waves from the SIMD lists (keeps the age order).
            if (issued)
                for (auto& list : simd_waves_)
                    list.erase(std::remove_if(list.begin(), list.end(), [&](unsigned i) { return waves_[i].done; }), list.end());
            if (issued) {
                account_idle(now, now + 1);
                now += 1;
                continue;
            }
            double t = kInf;
            for (auto& list : simd_waves_)
                for (unsigned i : list) {
                    const SWave& w = waves_[i];
                    if (w.done || w.at_barrier) continue;
                    t = std::min(t, std::max(w.ready, port_ready(w, info_[w.tr->ev[w.pos].ip])));
                }
            if (next_group < S && resident < cap_) t = std::min(t, std::max(now, dispatch_ready));
            if (t >= kInf || t <= now) {
                if (t >= kInf) {   // nothing can ever issue: inconsistent traces (barrier mismatch)
                    r.cycles = -1;
                    r.report = "timing model: the simulated waves deadlocked (inconsistent traces)";
                    return r;
                }
                t = now + 1;
            }
            account_idle(now, std::ceil(t));
            now = std::ceil(t);
        }
        r.simulated_groups = done_at.size();
        r.simulated_cycles = done_at.empty() ? now : done_at.back();
        const uint64_t total = std::max<uint64_t>(in_.groups_on_wgp, done_at.size());
        double cycles = r.simulated_cycles;
        if (total > done_at.size() && !done_at.empty()) {
            // Steady-state time per workgroup, from the work issued while the WGP is full: up to
            // completion b, which let the last simulated workgroup in (after it the WGP drains),
            // from the first completion when at least a round of completions follows it, else
            // from the start. Completions alone misjudge it: waves of different ages progress at
            // different speeds, so unfinished work piles up in any window and finishes in the
            // drain. No completion before the last dispatch: the mean over all of them.
            const size_t n = done_at.size();
            double rate = r.simulated_cycles / double(n);
            if (n > size_t(cap_) && S) {
                const size_t b = n - 1 - cap_;
                const bool from_first = b >= cap_;
                const double t0 = from_first ? done_at[0] : 0;
                const double issued = double(issued_at[b] - (from_first ? issued_at[0] : 0));
                if (issued > 0) rate = (done_at[b] - t0) / (issued / (work / double(S)));
            }
            cycles += double(total - n) * rate;
        }
        r.cycles = cycles;
        r.l2_line_requests = l2_requests_;
        r.l0_hits = l0_hits_;
        const uint64_t lookups = l0_hits_ + gl1_hits_ + l2_requests_;
        r.gl1_hits = gl1_hits_;
        r.l0_hit_ratio = lookups ? double(l0_hits_) / double(lookups) : 0;
        r.l2_fraction = lookups ? double(l2_requests_) / double(lookups) : 1;
        const uint64_t gl1_lookups = gl1_hits_ + l2_requests_;
        const double T = std::max(1.0, r.simulated_cycles);
        r.valu_busy = valu_busy_ / (T * simds_);
        r.lds_busy = lds_busy_ / (T * (in_.occ.wgp_mode ? 1 : cus_));   // per LDS pipe
        r.vmem_busy = ta_busy_ / (T * cus_);
        char buf[512];
        std::snprintf(buf, sizeof buf,
                      "simulated %llu workgroups in %.0f cycles (of %llu on the busiest WGP: %.0f cycles); "
                      "VALU busy %.1f%%, LDS pipe busy %.1f%%, VMEM address pipe busy %.1f%%, L0 hit %.1f%%, GL1 hit %.1f%% of L0 misses, "
                      "L2 line requests %llu",
                      (unsigned long long)r.simulated_groups, r.simulated_cycles, (unsigned long long)total, cycles,
                      100 * r.valu_busy, 100 * r.lds_busy, 100 * r.vmem_busy, 100 * r.l0_hit_ratio,
                      gl1_lookups ? 100.0 * double(gl1_hits_) / double(gl1_lookups) : 0.0,
                      (unsigned long long)l2_requests_);
        r.report = buf;
        double idle_total = 0;
        for (double v : idle_) idle_total += v;
        if (idle_total > 0) {
            r.report += "; VALU idle " + fmt_pct(idle_total / (T * simds_)) + " of SIMD cycles, waves held by:";
            for (unsigned k = 0; k < kIdleCount; ++k)
                if (idle_[k] / idle_total >= 0.0005) r.report += std::string(" ") + kIdleNames[k] + " " + fmt_pct(idle_[k] / idle_total) + ",";
            r.report.pop_back();
        }
        return r;
    }

private:
    unsigned dispatch(const GroupTrace& gt, double now) {
        const unsigned nw = unsigned(gt.waves.size());
        // Placement: each wave to the least-loaded SIMD (CU mode: of the least-loaded CU).
        std::vector<unsigned> load(simds_, 0);
        for (unsigned s = 0; s < simds_; ++s) load[s] = unsigned(simd_waves_[s].size());
        unsigned lo = 0, hi = simds_;
        if (!in_.occ.wgp_mode && cus_ > 1) {
            unsigned best = 0, best_load = ~0u;
            for (unsigned c = 0; c < cus_; ++c) {
                unsigned l = 0;
                for (unsigned s = c * p_.simds_per_cu; s < (c + 1) * p_.simds_per_cu && s < simds_; ++s) l += load[s];
                if (l < best_load) { best_load = l; best = c; }
            }
            lo = best * p_.simds_per_cu;
            hi = std::min(simds_, lo + p_.simds_per_cu);
        }
        std::vector<unsigned> place(nw);
        for (unsigned k = 0; k < nw; ++k) {
            unsigned best = lo;
            for (unsigned s = lo; s < hi; ++s)
                if (load[s] < load[best]) best = s;
            place[k] = best;
            ++load[best];
        }
        unsigned gi = 0;
        while (gi < groups_.size() && groups_[gi].active) ++gi;
        if (gi == groups_.size()) groups_.emplace_back();
        SGroup& grp = groups_[gi];
        grp = SGroup();
        grp.active = true;
        grp.alive = nw;
        for (unsigned k = 0; k < nw; ++k) {
            unsigned wi = 0;
            while (wi < waves_.size() && !waves_[wi].free) ++wi;
            if (wi == waves_.size()) waves_.emplace_back();
            SWave& w = waves_[wi];
            w = SWave();
            w.free = false;
            w.tr = &gt.waves[k];
            w.simd = place[k];
            w.cu = place[k] / std::max(1u, p_.simds_per_cu);
            // CU mode: the half of the LDS near the wave's CU; WGP mode: the LDS works as one
            // memory for the whole WGP, one pipe for all four SIMDs.
            w.lds_pipe = in_.occ.wgp_mode ? 0 : w.cu;
            w.group = gi;
            w.age = age_++;
            w.reg.assign(prof::kRegCount, 0.0);
            w.ready = now + p_.wave_launch;
            grp.waves.push_back(wi);
            if (w.tr->ev.empty()) {
                w.done = true;
                --grp.alive;
                continue;
            }
            simd_waves_[w.simd].push_back(wi);
        }
        return gi;
    }

    double port_ready(const SWave& w, const SInfo& si) const {
        switch (si.cls) {
            case Cls::VALU:
                return si.rate == Rate::Trans ? std::max(valu_free_[w.simd], trans_free_[w.simd]) : valu_free_[w.simd];
            case Cls::VOPD: case Cls::WMMA: return valu_free_[w.simd];
            case Cls::VMEM: return ta_free_[w.cu] - p_.vmem_queue;
            case Cls::LDS: return lds_free_[w.lds_pipe] - p_.lds_queue;
            default: return 0;
        }
    }

    // Whole stall cycles for `conflicts` VGPR bank conflicts at vgpr_bank_conflict_cycles each;
    // a fractional cost accumulates per SIMD (deterministically) until it makes a whole cycle.
    double conflict_stall(unsigned simd, unsigned conflicts) {
        if (!conflicts) return 0;
        double& carry = conflict_carry_[simd];
        carry += conflicts * p_.bank_conflict;
        const double whole = std::floor(carry + 1e-9);
        carry -= whole;
        return whole;
    }

    static double wait_until(const std::deque<double>& q, unsigned threshold) {
        if (threshold == 0xff || q.size() <= threshold) return 0;
        return q[q.size() - 1 - threshold];
    }

    static void push_monotone(std::deque<double>& q, double t) {
        if (!q.empty() && q.back() > t) t = q.back();
        q.push_back(t);
    }

    // Report only (no effect on the simulated time): the cycles of [t0, t1) in which a SIMD's
    // VALU is idle, each shared evenly among the SIMD's waves by what holds each of them back at
    // t0 (the waves' states do not change before t1: nothing issues in between, or t1 = t0 + 1).
    void account_idle(double t0, double t1) {
        for (unsigned s = 0; s < simds_; ++s) {
            const double idle = t1 - std::max(t0, valu_free_[s]);
            if (idle <= 0) continue;
            const auto& list = simd_waves_[s];
            unsigned n = 0;
            for (unsigned i : list) n += !waves_[i].done;
            if (n == 0) { idle_[kIdleEmpty] += idle; continue; }
            for (unsigned i : list) {
                const SWave& w = waves_[i];
                if (w.done) continue;
                idle_[idle_reason(w, t0)] += idle / n;
            }
        }
    }

    unsigned idle_reason(const SWave& w, double now) const {
        if (w.at_barrier) return kIdleBarrier;
        if (w.issued_at == now) return kIdleIssued;       // it issued a non-VALU instruction
        if (w.ready > now) {
            switch (w.why) {
                case kWhyDep: return kIdleDep;
                case kWhyLgkm: return kIdleLgkm;
                case kWhyVm: return kIdleVm;
                case kWhyVs: return kIdleVs;
                default: return kIdleOther;                 // branch, s_nop, launch
            }
        }
        const SInfo& si = info_[w.tr->ev[w.pos].ip];
        if (si.cls == Cls::LDS) return kIdleLdsPipe;
        if (si.cls == Cls::VMEM) return kIdleVmemPipe;
        return kIdleSlot;                                   // ready, another wave took the issue slot
    }

    void maybe_release(SGroup& grp, double now) {
        if (grp.arrived == 0 || grp.arrived < grp.alive) return;
        for (unsigned wi : grp.waves) {
            SWave& w = waves_[wi];
            if (w.done || !w.at_barrier) continue;
            w.at_barrier = false;
            w.ready = std::max(w.ready, now + p_.barrier_latency);
        }
        grp.arrived = 0;
    }

    void issue(SWave& w, const Event& ev, const SInfo& si, double now) {
        double next = now + 1;
        auto write_regs = [&](double t) {
            for (unsigned i = 0; i < si.nwrites; ++i)
                for (unsigned r = si.writes[i].first; r < unsigned(si.writes[i].first) + si.writes[i].count && r < prof::kRegCount; ++r)
                    w.reg[r] = std::max(w.reg[r], t);
        };
        for (auto* q : {&w.vm, &w.vs, &w.lgkm})
            while (!q->empty() && q->front() <= now) q->pop_front();
        switch (si.cls) {
            case Cls::VALU: {
                double cyc = 1, lat = p_.valu_latency;
                switch (si.rate) {
                    case Rate::Trans: trans_free_[w.simd] = now + p_.trans_issue; lat = p_.trans_latency; break;
                    case Rate::Quarter: cyc = p_.quarter_issue; lat = p_.quarter_latency; break;
                    case Rate::Half64: cyc = p_.half64_issue; lat = p_.half64_latency; break;
                    case Rate::F64: cyc = p_.f64_issue; lat = p_.f64_latency; break;
                    default: break;
                }
                cyc += conflict_stall(w.simd, si.vgpr_conflicts);
                valu_free_[w.simd] = now + cyc;
                valu_busy_ += cyc;
                write_regs(now + cyc - 1 + lat);
                break;
            }
            case Cls::VOPD: {
                const double cyc = 1 + conflict_stall(w.simd, si.vgpr_conflicts);
                valu_free_[w.simd] = now + cyc;
                valu_busy_ += cyc;
                write_regs(now + cyc - 1 + p_.valu_latency);
                break;
            }
            case Cls::WMMA: {
                const double cyc = si.rate == Rate::WmmaIu4 ? p_.wmma_iu4_cycles : p_.wmma_cycles;
                valu_free_[w.simd] = now + cyc;
                valu_busy_ += cyc;
                write_regs(now + cyc);
                break;
            }
            case Cls::SALU:
                write_regs(now + p_.salu_latency);
                break;
            case Cls::SMEM:
                push_monotone(w.lgkm, now + p_.smem_latency);
                break;
            case Cls::VMEM:
                vmem(w, ev, si, now);
                break;
            case Cls::LDS: {
                // The bank passes, but no less than the data path needs for the bytes moved.
                const double bytes = w.lpos < w.tr->lines.size() ? double(w.tr->lines[w.lpos]) : 0;
                const double cyc = std::max({1.0, double(ev.n), std::ceil(bytes / p_.lds_bytes_per_clk)});
                const double start = std::max(now, lds_free_[w.lds_pipe]);
                lds_free_[w.lds_pipe] = start + cyc;
                lds_busy_ += cyc;
                push_monotone(w.lgkm, start + cyc + p_.lds_latency);
                break;
            }
            case Cls::BRANCH:
                if (w.pos + 1 < w.tr->ev.size() && w.tr->ev[w.pos + 1].ip != ev.ip + 1) next += p_.branch_taken;
                break;
            case Cls::BARRIER: {
                SGroup& grp = groups_[w.group];
                w.at_barrier = true;
                ++grp.arrived;
                break;
            }
            default:
                if (si.stall_cycles) next = now + si.stall_cycles;
                break;
        }
        if (si.cls == Cls::VMEM) w.lpos += 1 + ev.n;
        else if (si.cls == Cls::LDS) w.lpos += 1;
        ++w.pos;
        if (si.endpgm || w.pos >= w.tr->ev.size()) {
            w.done = true;
            return;
        }
        // Earliest issue of the next instruction: its register operands (ALU results) and, for
        // s_waitcnt, the counters it waits for.
        const SInfo& nx = info_[w.tr->ev[w.pos].ip];
        double r = next;
        Why why = kWhyIssue;
        auto later = [&](double t, Why reason) {
            if (t > r) { r = t; why = reason; }
        };
        for (unsigned i = 0; i < nx.nreads; ++i)
            for (unsigned k = nx.reads[i].first; k < unsigned(nx.reads[i].first) + nx.reads[i].count && k < prof::kRegCount; ++k)
                later(w.reg[k], kWhyDep);
        if (nx.cls == Cls::WAIT) {
            later(wait_until(w.vm, nx.wait_vm), kWhyVm);
            later(wait_until(w.vs, nx.wait_vs), kWhyVs);
            later(wait_until(w.lgkm, nx.wait_lgkm), kWhyLgkm);
        }
        w.ready = r;
        w.why = why;
        if (si.cls == Cls::BARRIER) maybe_release(groups_[w.group], now);
    }

    // Reading `lines` lines from the L2 for a VMEM instruction whose address unit started at
    // `ta_start` and took `tcyc`: their bytes of this WGP's L2 share and, for the fraction that
    // reaches DRAM, of its DRAM share; the completion time (latency or bandwidth, whichever ends
    // later).
    double l2_read(unsigned lines, double ta_start, double tcyc) {
        const double m = in_.dram_per_l2_line;
        const double bytes = lines * p_.line_bytes;
        const double l2_start = std::max(ta_start, l2_free_);
        l2_free_ = l2_start + bytes / p_.l2_share;
        double tail = l2_free_;
        if (m > 0) {
            dram_free_ = std::max(l2_start, dram_free_) + bytes * m / p_.dram_share;
            tail = std::max(tail, dram_free_);
        }
        return std::max(ta_start + tcyc + p_.l2_latency + m * p_.dram_extra_latency, tail + p_.l0_latency);
    }

    void vmem(SWave& w, const Event& ev, const SInfo& si, double now) {
        const unsigned nl = ev.n;
        const uint64_t head = w.lpos < w.tr->lines.size() ? w.tr->lines[w.lpos] : 0;
        const double access_bytes = double(head & 0xffffffffu), lanes = double(head >> 32);
        const uint64_t* lines = w.tr->lines.data() + w.lpos + 1;
        // Address pipe: the lanes' addresses and the distinct lines, whichever takes longer.
        const double tcyc = std::max({1.0, std::ceil(nl / p_.lines_per_clk), std::ceil(lanes / p_.lanes_per_clk)});
        const double ta_start = std::max(now, ta_free_[w.cu]);
        ta_free_[w.cu] = ta_start + tcyc;
        ta_busy_ += tcyc;
        double done;
        if (si.inv_l0) l0_[w.cu].invalidate();
        if (si.inv_gl1 && !gl1_.empty()) gl1_[0].invalidate();
        if (si.vm_atomic) {
            // Atomics are performed in the L2: past the L0 and the graphics L1 (they neither look
            // them up nor allocate lines there), one L2 request per line, read and write alike.
            if (si.vm_load) l2_requests_ += nl;   // counted with the load lines when it returns data
            done = l2_read(nl, ta_start, tcyc);
            push_monotone(si.vm_load ? w.vm : w.vs, done);
        } else if (si.vm_load || !si.vm_store) {
            // Lines that hit wait for their fill when an earlier miss brought them (hit under miss).
            unsigned miss = 0, l2_miss = 0;
            double hit_fill = 0;
            l0_missed_.clear();
            gl1_missed_.clear();
            for (unsigned i = 0; i < nl && w.lpos + 1 + i < w.tr->lines.size(); ++i) {
                double fill = 0;
                if (l0_[w.cu].access(lines[i], &fill)) {
                    ++l0_hits_;
                    hit_fill = std::max(hit_fill, fill);
                    continue;
                }
                ++miss;
                l0_missed_.push_back(lines[i]);
                if (!gl1_.empty() && gl1_[0].access(lines[i], &fill)) {
                    ++gl1_hits_;
                    hit_fill = std::max(hit_fill, fill + p_.l0_latency);
                } else {
                    ++l2_miss;
                    if (!gl1_.empty()) gl1_missed_.push_back(lines[i]);
                }
            }
            l2_requests_ += l2_miss;
            done = std::max(ta_start + tcyc + p_.l0_latency, hit_fill);
            if (miss && !gl1_.empty()) {
                // L0 misses go through the graphics L1 (hits and fills alike take its bandwidth).
                const double bytes = miss * p_.line_bytes;
                const double gl1_start = std::max(ta_start, gl1_free_);
                gl1_free_ = gl1_start + bytes / p_.gl1_share;
                done = std::max({done, ta_start + tcyc + p_.gl1_latency, gl1_free_ + p_.l0_latency});
            }
            if (l2_miss) done = std::max(done, l2_read(l2_miss, ta_start, tcyc));
            // The instruction's data returns together: its missed lines are filled by then (the
            // graphics L1 one L0 latency earlier).
            for (uint64_t l : l0_missed_) l0_[w.cu].set_fill(l, done);
            for (uint64_t l : gl1_missed_) gl1_[0].set_fill(l, done - p_.l0_latency);
            push_monotone(w.vm, done);
        } else {
            const double bytes = std::max(access_bytes, 1.0);
            const double l2_start = std::max(ta_start, l2_free_);
            l2_free_ = l2_start + bytes / p_.l2_share;
            double tail = l2_free_;
            if (in_.dram_per_store_byte > 0) {
                dram_free_ = std::max(l2_start, dram_free_) + bytes * in_.dram_per_store_byte / p_.dram_share;
                tail = std::max(tail, dram_free_);
            }
            done = std::max(ta_start + tcyc + p_.l2_latency, tail);
            push_monotone(w.vs, done);
        }
    }

    const SimInput& in_;
    Params p_;
    const std::vector<SInfo>& info_;
    unsigned simds_ = 4, cus_ = 2, cap_ = 1;
    std::vector<double> valu_free_, trans_free_, ta_free_, lds_free_, conflict_carry_;
    double gl1_free_ = 0, l2_free_ = 0, dram_free_ = 0;
    std::vector<LineCache> l0_, gl1_;   // gl1_: its shader array's graphics L1, all of its capacity (empty: none)
    std::vector<uint64_t> l0_missed_, gl1_missed_;   // scratch of vmem()
    std::vector<std::vector<unsigned>> simd_waves_;
    std::vector<SWave> waves_;
    std::vector<SGroup> groups_;
    uint64_t age_ = 0, issued_ = 0, l2_requests_ = 0, l0_hits_ = 0, gl1_hits_ = 0;
    double valu_busy_ = 0, lds_busy_ = 0, ta_busy_ = 0;
    double idle_[kIdleCount] = {};   // idle VALU cycles by reason (account_idle)
};

}  // namespace

SimResult simulate(const SimInput& in) {
    Sim s(in);
    return s.run();
}

}  // namespace model
}  // namespace emu
