// Strict mode, per workgroup: LDS races (check 2). LDS bounds (check 3) are Wave::lds_ptr's,
// which faults before it calls the hook here.
//
// Shadow memory: one Cell per 8 bytes of LDS (a granule), holding the waves that wrote and read
// its bytes in the current barrier interval. Intervals are numbered (epoch); a cell whose epoch is
// old is empty, so a barrier costs nothing but the carry-over below. Per cell, up to four slots
// per access kind: a slot is a byte mask with the waves that used it (one wave whose mask grows,
// or the first two distinct waves that used exactly that mask), enough to answer "did a wave
// other than W touch these bytes" exactly; a fifth pattern in one cell merges into the first
// slot, the only approximation (docs/strict.md).
//
// Wave::lds_ptr reports accesses one lane at a time; they are buffered and processed once per
// instruction (consecutive lanes in one granule become one touch), and the lane list is kept per
// operation for the carry-over below.
//
// A DS/FLAT operation still outstanding when the barrier releases (no s_waitcnt lgkmcnt before
// the s_barrier) is not ordered with what other waves do after the barrier: its accesses are
// recorded again, as "carried", in the new interval.
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstring>

#include "emu/strict.hpp"
#include "emu/strict_internal.hpp"

namespace emu {

using namespace strict;

namespace {

constexpr uint16_t kNoWave = 0xffff;
constexpr unsigned kFull = (1u << StrictGroup::State::kGranule) - 1;   // every byte of a granule
constexpr uint8_t SL_CARRIED_A = 1, SL_CARRIED_B = 2;
using Slot = StrictGroup::State::Slot;

// Another wave than `wave` in a slot (with its instruction and carried flag), or false.
inline bool other_of(const Slot& sl, unsigned wave, uint16_t& ow, uint32_t& oip, bool& ocar) {
    if (sl.wa != wave) {
        ow = sl.wa;
        oip = sl.ipa;
        ocar = (sl.flags & SL_CARRIED_A) != 0;
        return true;
    }
    if (sl.wb != kNoWave && sl.wb != wave) {
        ow = sl.wb;
        oip = sl.ipb;
        ocar = (sl.flags & SL_CARRIED_B) != 0;
        return true;
    }
    return false;
}

// Only `wave` in these slots: nothing to check.
inline bool only(const Slot* sl, uint8_t n, unsigned wave) { return n == 1 && sl[0].wa == wave && sl[0].wb == kNoWave; }

// Nothing to record: the first slot covers these bytes with `wave` or with two distinct waves.
inline bool known(const Slot* sl, uint8_t n, unsigned wave, uint16_t mask) {
    return n && (sl[0].mask & mask) == mask && (sl[0].wa == wave || sl[0].wb != kNoWave);
}

__attribute__((always_inline)) inline void record(Slot* slots, uint8_t& n, uint16_t wave, uint32_t ip, uint16_t mask,
                                                  bool carried) {
    // A slot holding only this wave grows (exact); else a slot with this exact mask gains the wave
    // as its second one; else a new slot.
    for (unsigned i = 0; i < n; ++i) {
        Slot& sl = slots[i];
        if (sl.wa == wave && sl.wb == kNoWave) {
            sl.mask |= mask;
            return;
        }
    }
    for (unsigned i = 0; i < n; ++i) {
        Slot& sl = slots[i];
        if (sl.mask != mask) continue;
        if (sl.wa == wave || sl.wb == wave) return;
        if (sl.wb == kNoWave) {
            sl.wb = wave;
            sl.ipb = ip;
            if (carried) sl.flags |= SL_CARRIED_B;
        }
        return;   // two distinct waves already: a third one changes no answer
    }
    if (n < 4) {
        Slot& sl = slots[n++];
        sl.wa = wave;
        sl.wb = kNoWave;
        sl.mask = mask;
        sl.flags = carried ? SL_CARRIED_A : 0;
        sl.ipa = ip;
        sl.ipb = 0;
        return;
    }
    Slot& sl = slots[0];   // a fifth pattern in this granule: merge (approximation)
    sl.mask |= mask;
    if (sl.wa != wave && sl.wb == kNoWave) {
        sl.wb = wave;
        sl.ipb = ip;
        if (carried) sl.flags |= SL_CARRIED_B;
    }
}

void next_epoch(StrictGroup::State& s) {
    if (++s.epoch == 0) {   // wrapped: forget everything once
        for (auto& c : s.cells) c.wep = c.rep = 0;
        s.epoch = 1;
    }
}

}  // namespace

void StrictGroup::State::report(unsigned wave, bool write, uint32_t byte, uint16_t other, uint32_t other_ip,
                                bool other_write, bool other_carried, int lane) {
    char head[200];
    std::snprintf(head, sizeof head, "strict: LDS race on byte 0x%x: wave %u %s it here, but wave %u %s it with ", byte,
                  wave, write ? "writes" : "reads", unsigned(other), other_write ? "wrote" : "read");
    std::string msg = head + impl->describe(other_ip);
    if (other_carried)
        msg += ", which was still outstanding when the last s_barrier released (no s_waitcnt lgkmcnt(0) before the "
               "barrier), so it is not ordered with this access";
    else
        msg += ", in the same barrier interval (no s_barrier between the two accesses)";
    fault(msg, lane);
}

void StrictGroup::State::conflicts(const Cell& c, uint32_t g, unsigned wave, uint32_t ip, bool write, uint16_t mask,
                                   bool readers, int lane) {
    (void)ip;
    const Slot* slots = readers ? c.r : c.w;
    const uint8_t n = readers ? c.nr : c.nw;
    for (unsigned i = 0; i < n; ++i) {
        const uint16_t m = uint16_t(slots[i].mask & mask);
        if (!m) continue;
        uint16_t ow;
        uint32_t oip;
        bool ocar;
        if (other_of(slots[i], wave, ow, oip, ocar))
            report(wave, write, g * kGranule + unsigned(__builtin_ctz(m)), ow, oip, !readers, ocar, lane);
    }
}

__attribute__((always_inline)) inline void StrictGroup::State::touch(uint32_t g, uint16_t mask, unsigned wave, uint32_t ip, bool write, bool carried,
                                      bool check, int lane) {
    Cell& c = cells[g];
    if (c.wep != epoch) {
        c.wep = epoch;
        c.nw = 0;
    } else if (check && c.nw && !only(c.w, c.nw, wave)) {
        conflicts(c, g, wave, ip, write, mask, false, lane);
    }
    if (c.rep != epoch) {
        c.rep = epoch;
        c.nr = 0;
    } else if (check && write && c.nr && !only(c.r, c.nr, wave)) {
        conflicts(c, g, wave, ip, write, mask, true, lane);
    }
    if (write) {
        if (!known(c.w, c.nw, wave, mask)) record(c.w, c.nw, uint16_t(wave), ip, mask, carried);
    } else if (!known(c.r, c.nr, wave, mask)) {
        record(c.r, c.nr, uint16_t(wave), ip, mask, carried);
    }
}

namespace {

// The granule run being accumulated: consecutive lanes in one granule become one touch.
struct Run {
    StrictGroup::State& s;
    StrictGroup::State::Cell* cs;
    uint32_t ep, ip;
    unsigned wave;
    bool write;
    uint32_t g = ~0u;
    uint16_t mask = 0;
    int lane = -1;

    __attribute__((always_inline)) inline void emit() {
        if (!mask) return;
        StrictGroup::State::Cell& c = cs[g];
        if (write) {
            if (c.rep == ep && c.nr && !only(c.r, c.nr, wave)) {
                for (unsigned i = 0; i < c.nr; ++i) {
                    const Slot& sl = c.r[i];
                    if ((sl.mask & mask) && (sl.wa != wave || (sl.wb != kNoWave && sl.wb != wave)))
                        s.conflicts(c, g, wave, ip, true, mask, true, lane);
                }
            }
            if (c.wep != ep) {
                c.wep = ep;
                c.nw = 1;
                c.w[0].wa = uint16_t(wave);
                c.w[0].wb = kNoWave;
                c.w[0].mask = mask;
                c.w[0].flags = 0;
                c.w[0].ipa = ip;
                c.w[0].ipb = 0;
            } else if (only(c.w, c.nw, wave)) {
                c.w[0].mask |= mask;
            } else {
                // Other waves wrote this granule: a race only where their bytes meet these.
                for (unsigned i = 0; i < c.nw; ++i) {
                    const Slot& sl = c.w[i];
                    if ((sl.mask & mask) && (sl.wa != wave || (sl.wb != kNoWave && sl.wb != wave)))
                        s.conflicts(c, g, wave, ip, true, mask, false, lane);
                }
                record(c.w, c.nw, uint16_t(wave), ip, mask, false);
            }
            return;
        }
        if (c.wep == ep) {   // read after writes in this interval: the general path
            s.touch(g, mask, wave, ip, false, false, true, lane);
            return;
        }
        Slot& r0 = c.r[0];
        if (c.rep != ep) {   // first reader in this interval
            c.rep = ep;
            c.nr = 1;
            r0.wa = uint16_t(wave);
            r0.wb = kNoWave;
            r0.mask = mask;
            r0.flags = 0;
            r0.ipa = ip;
            r0.ipb = 0;
            return;
        }
        if (r0.wb != kNoWave) {
            if ((r0.mask & mask) == mask) return;   // two distinct waves cover these bytes already
        } else if (r0.wa == wave) {
            if (c.nr == 1) {
                r0.mask |= mask;
                return;
            }
        } else if (c.nr == 1 && r0.mask == mask) {   // a second reader of the same bytes
            r0.wb = uint16_t(wave);
            r0.ipb = ip;
            return;
        }
        record(c.r, c.nr, uint16_t(wave), ip, mask, false);
    }
    __attribute__((always_inline)) inline void add(uint32_t gr, uint16_t m, int l) {
        if (gr == g) {
            mask |= m;
            return;
        }
        emit();
        g = gr;
        mask = m;
        lane = l;
    }
};

// Checks and records the lane accesses [p, p + n) of one instruction.
void process(StrictGroup::State& s, const LdsRange* p, unsigned n, unsigned wave, uint32_t ip, bool write) {
    Run run{s, s.cells.data(), s.epoch, ip, wave, write};
    const uint32_t ncells = uint32_t(s.cells.size());
    constexpr unsigned G = StrictGroup::State::kGranule;
    for (unsigned i = 0; i < n; ++i) {
        const uint32_t a = p[i].addr;
        // The same bytes as 16 accesses earlier (WMMA operands are replicated across the
        // half-waves, so lanes l and l + 16 load the same data): nothing new to check or record.
        // Exact: the earlier access saw the same other waves' accesses and would have faulted.
        if (i >= 16 && a == p[i - 16].addr && p[i].size == p[i - 16].size) continue;
        if (p[i].size == G && (a % G) == 0) {   // the usual case: one whole granule (b64)
            if (a / G < ncells) run.add(a / G, kFull, p[i].lane);
            continue;
        }
        if (((a | p[i].size) % G) == 0) {   // whole granules (b128)
            const uint32_t g1 = std::min<uint32_t>((a + p[i].size) / G, ncells);
            for (uint32_t g = a / G; g < g1; ++g) run.add(g, kFull, p[i].lane);
            continue;
        }
        const uint32_t last_byte = a + p[i].size - 1;
        const uint32_t g0 = a / G;
        const uint32_t g1 = last_byte / G;
        if (g0 == g1) {   // within one granule
            if (g0 < ncells) run.add(g0, uint16_t((kFull << (a % G)) & (kFull >> (G - 1 - last_byte % G))), p[i].lane);
            continue;
        }
        for (uint32_t g = g0; g <= g1 && g < ncells; ++g) {
            uint16_t m = kFull;
            if (g == g0) m = uint16_t(m & (kFull << (a % G)));
            if (g == g1) m = uint16_t(m & (kFull >> (G - 1 - last_byte % G)));
            run.add(g, m, p[i].lane);
        }
    }
    run.emit();
}

}  // namespace

void StrictGroup::State::flush() {
    StrictGroup& g = *owner;
    const unsigned n = g.npend_;
    g.npend_ = 0;
    g.pend_inst_ = nullptr;
    if (!n || pend_kind == LDS_ATOMIC || cells.empty()) return;
    const LdsRange* pend = g.pend_;
    const bool write = pend_kind == LDS_WRITE;
    StrictWave::State* ws = pend_ws;
    if (ws && ws->cur_op != kNoOp && !ws->ranges.empty()) {   // kept for the barrier carry-over
        Op& op = ws->ops[ws->cur_op];
        const unsigned k = std::min<unsigned>(n, kRangesPerOp - op.nranges);
        std::memcpy(&ws->ranges[size_t(ws->cur_op) * kRangesPerOp + op.nranges], pend, k * sizeof(LdsRange));
        op.nranges = uint8_t(op.nranges + k);
        op.lds_write = write;
    }
    process(*this, pend, n, pend_wave, pend_ip, write);
}

__attribute__((noinline)) void StrictGroup::start(const Wave& w, const Inst& in, bool write) {
    State& s = *s_;
    s.flush();
    const size_t ip = s.impl->index_of(in);
    pend_inst_ = &in;
    s.pend_ip = uint32_t(ip);
    s.pend_wave = w.id_in_group;
    s.pend_ws = w.strict ? w.strict->s_.get() : nullptr;
    // An atomic read-modify-write races with nothing (in ISA a relaxed atomic load or store is a
    // plain ds_load / ds_store, so a CAS loop's plain load beside another wave's ds_cmpstore is
    // correct code); atomics are not recorded either.
    s.pend_kind = (s.impl->info[ip].flags & SF_LDS_ATOMIC) ? LDS_ATOMIC : write ? LDS_WRITE : LDS_READ;
}

StrictGroup::StrictGroup(const StrictLaunch& launch) : s_(new State) {
    s_->launch = &launch;
    s_->impl = launch.impl.get();
    s_->owner = this;
    if (s_->impl && s_->impl->has_lds_ops) {
        s_->cells.resize((size_t(launch.lds_bytes) + State::kGranule - 1) / State::kGranule);
        for (auto& c : s_->cells) {
            c.wep = c.rep = 0;
            c.nw = c.nr = 0;
        }
    }
}

StrictGroup::~StrictGroup() = default;

void StrictGroup::reset() {
    npend_ = 0;
    pend_inst_ = nullptr;
    next_epoch(*s_);
    s_->waves.clear();
}

void StrictGroup::barrier() {
    State& s = *s_;
    npend_ = 0;   // flushed by StrictWave::after of the instruction that made them
    pend_inst_ = nullptr;
    next_epoch(s);
    if (s.cells.empty()) return;
    // Operations still outstanding at the barrier are recorded again in the new interval. No
    // report here (the engine calls this outside any instruction): conflicts among them were
    // already conflicts in the interval they were issued in.
    for (StrictWave::State* ws : s.waves) {
        if (!ws) continue;
        for (unsigned i = 0; i < ws->nlive; ++i) {
            const uint16_t slot = ws->live_ops[i];
            const Op& o = ws->ops[slot];
            if (!o.nranges || ws->op_complete(o)) continue;
            const LdsRange* r = &ws->ranges[size_t(slot) * kRangesPerOp];
            constexpr unsigned G = State::kGranule;
            const uint32_t ncells = uint32_t(s.cells.size());
            const unsigned wave = ws->wave_id;
            const bool write = o.lds_write;
            for (unsigned k = 0; k < o.nranges; ++k) {
                // The same bytes as 16 accesses earlier (replicated WMMA operands): recording
                // them again changes nothing.
                if (k >= 16 && r[k].addr == r[k - 16].addr && r[k].size == r[k - 16].size) continue;
                if (((r[k].addr | r[k].size) % G) == 0) {   // whole granules
                    const uint32_t g1 = std::min<uint32_t>((r[k].addr + r[k].size) / G, ncells);
                    for (uint32_t g = r[k].addr / G; g < g1; ++g) s.touch(g, kFull, wave, o.ip, write, true, false, -1);
                    continue;
                }
                const uint32_t first_byte = r[k].addr, last_byte = r[k].addr + r[k].size - 1;
                const uint32_t g0 = first_byte / G, g1 = last_byte / G;
                for (uint32_t g = g0; g <= g1 && g < ncells; ++g) {
                    uint16_t m = kFull;
                    if (g == g0) m = uint16_t(m & (kFull << (first_byte % G)));
                    if (g == g1) m = uint16_t(m & (kFull >> (G - 1 - last_byte % G)));
                    s.touch(g, m, wave, o.ip, write, true, false, -1);
                }
            }
        }
    }
}

}  // namespace emu
