// Strict mode, per workgroup: LDS races (check 2). LDS bounds (check 3) are Wave::lds_ptr's,
// which faults before it calls the hook here.
//
// Shadow memory: bit maps with one bit per byte of LDS, in 64-byte words, for the current barrier
// interval: per wave the bytes it wrote and read, and for the group the bytes some wave wrote
// (w1), some wave read (r1) and two or more waves read (r2). A byte written by two waves, or
// written by one and read by another, is a race and stops the launch, so until then every byte
// has at most one writer and these five maps answer "did a wave other than W write / read these
// bytes" exactly, a 64-byte word at a time:
//   read by W:  race where  w1 & ~own_W.w
//   write by W: race where (w1 & ~own_W.w) | (r1 & ~own_W.r) | r2
// A barrier clears the words set in the interval (each map keeps the range it touched).
//
// Reports name the other wave's instruction: each wave keeps a log of its LDS instructions in the
// interval (instruction and lane accesses, the data the checks were given), searched only when a
// race is found. A log of more than kLogEntries instructions keeps the newest half (the report then
// says the instruction was not kept).
//
// Wave::lds_ptr reports accesses one lane at a time; they are buffered (StrictGroup::pend_) and
// processed once per instruction, consecutive lanes in one word becoming one update. The
// full-wave DS paths hand over a whole instruction (lds_access_wave), compiled once per address
// set into its list of words and byte masks (lookup).
//
// Clean intervals: an interval whose full-wave accesses so far repeat (as a prefix) the sequence
// of a remembered interval that ended without a race touches a subset of a race-free set of
// bytes, so it is race-free so far: its accesses are only compared with the remembered ones (an
// operation issued then names the trie node of its access). The first access that leaves every
// remembered sequence logs the interval's accesses so far from the trie path, applies the logs
// to the maps (go_eager, materialise) and checking goes on as usual, so a race with a skipped
// access is still found and named. The common case, the access remembered next after the one
// reached (the first child of its trie node), is a leaf function of its own (replay_next,
// through StrictGroup::next_ and a view of the node made for it, replay_nodes).
//
// A DS/FLAT operation still outstanding when the barrier releases (no s_waitcnt lgkmcnt before
// the s_barrier) is not ordered with what other waves do after the barrier: its accesses are
// recorded again, as "carried", in the new interval.
//
// A workgroup of one wave has no races: nothing is recorded.
#include <algorithm>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#if defined(__SSE2__)
#include <immintrin.h>
#endif

#include "emu/strict/strict.hpp"
#include "emu/strict/strict_internal.hpp"

namespace emu {

using namespace strict;

namespace {

constexpr size_t kLogEntries = size_t(1) << 14;   // LDS instructions a wave's log keeps per interval

using Entry = StrictGroup::State::Entry;
using Own = StrictGroup::State::Own;
using Agg = StrictGroup::State::Agg;

// Bytes [off, off + size) of a 64-byte word (off + size <= 64).
inline uint64_t byte_mask(unsigned off, unsigned size) {
    return (size >= 64 ? ~uint64_t(0) : ((uint64_t(1) << size) - 1)) << off;
}

// Checks and records an access of the bytes `m` of one word; returns the bytes that race.
template <bool Write>
__attribute__((always_inline)) inline uint64_t apply(Agg& g, Own& o, uint64_t m) {
    if (Write) {
        const uint64_t c = m & ((g.w1 & ~o.w) | (g.r1 & ~o.r) | g.r2);
        g.w1 |= m;
        o.w |= m;
        return c;
    }
    const uint64_t c = m & g.w1 & ~o.w;
    g.r2 |= m & g.r1 & ~o.r;
    g.r1 |= m;
    o.r |= m;
    return c;
}

// Whether a[l] - a[0] == rel[l] for every lane (the lookup's test), whether lanes l and l + 16
// have the same address, and whether two sets of 32 lane addresses are equal: four lanes per SSE2
// operation on x86-64, a plain loop elsewhere.
#if defined(__SSE2__)
inline bool all_zero(__m128i d) { return _mm_movemask_epi8(_mm_cmpeq_epi32(d, _mm_setzero_si128())) == 0xffff; }
inline __m128i ld4(const uint32_t* p) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
inline bool same_rel_sse2(const uint32_t* a, const uint32_t* rel) {
    const __m128i a0 = _mm_set1_epi32(int(a[0]));
    __m128i d = _mm_setzero_si128();
    for (unsigned q = 0; q < 32; q += 4) d = _mm_or_si128(d, _mm_xor_si128(_mm_sub_epi32(ld4(a + q), a0), ld4(rel + q)));
    return all_zero(d);
}
inline bool half_waves_equal_sse2(const uint32_t* a) {
    const __m128i d = _mm_or_si128(_mm_or_si128(_mm_xor_si128(ld4(a), ld4(a + 16)), _mm_xor_si128(ld4(a + 4), ld4(a + 20))),
                                   _mm_or_si128(_mm_xor_si128(ld4(a + 8), ld4(a + 24)), _mm_xor_si128(ld4(a + 12), ld4(a + 28))));
    return all_zero(d);
}
// The same eight lanes at a time where the host has AVX2 (every DS instruction of a replayed
// interval runs both tests).
#define EMU_STRICT_AVX2 __attribute__((target("avx2"), noinline))
__attribute__((target("avx2"), always_inline)) inline __m256i ld8(const uint32_t* p) {
    return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p));
}
__attribute__((target("avx2"), always_inline)) inline bool same_rel_avx2_inline(const uint32_t* a, const uint32_t* rel) {
    const __m256i a0 = _mm256_set1_epi32(int(a[0]));
    const __m256i d = _mm256_or_si256(
        _mm256_or_si256(_mm256_xor_si256(_mm256_sub_epi32(ld8(a), a0), ld8(rel)),
                        _mm256_xor_si256(_mm256_sub_epi32(ld8(a + 8), a0), ld8(rel + 8))),
        _mm256_or_si256(_mm256_xor_si256(_mm256_sub_epi32(ld8(a + 16), a0), ld8(rel + 16)),
                        _mm256_xor_si256(_mm256_sub_epi32(ld8(a + 24), a0), ld8(rel + 24))));
    return _mm256_testz_si256(d, d);
}
EMU_STRICT_AVX2 bool same_rel_avx2(const uint32_t* a, const uint32_t* rel) { return same_rel_avx2_inline(a, rel); }
EMU_STRICT_AVX2 bool half_waves_equal_avx2(const uint32_t* a) {
    const __m256i d = _mm256_or_si256(_mm256_xor_si256(ld8(a), ld8(a + 16)), _mm256_xor_si256(ld8(a + 8), ld8(a + 24)));
    return _mm256_testz_si256(d, d);
}
inline bool host_avx2() {
    static const bool ok = __builtin_cpu_supports("avx2");   // (immutable after its first call)
    return ok;
}
// The lane tests in the host's form: `avx2` is host_avx2(), passed in by the hot paths
// (StrictGroup::State::avx2: read once, not through host_avx2's guard on every DS instruction).
inline bool same_rel(const uint32_t* a, const uint32_t* rel, bool avx2) {
    return avx2 ? same_rel_avx2(a, rel) : same_rel_sse2(a, rel);
}
inline bool half_waves_equal(const uint32_t* a, bool avx2) {
    return avx2 ? half_waves_equal_avx2(a) : half_waves_equal_sse2(a);
}
inline bool same_rel(const uint32_t* a, const uint32_t* rel) { return same_rel(a, rel, host_avx2()); }
inline bool half_waves_equal(const uint32_t* a) { return half_waves_equal(a, host_avx2()); }
inline bool same_lanes(const uint32_t* a, const uint32_t* b) {
    __m128i d = _mm_setzero_si128();
    for (unsigned q = 0; q < 32; q += 4) d = _mm_or_si128(d, _mm_xor_si128(ld4(a + q), ld4(b + q)));
    return all_zero(d);
}
#else
inline bool same_rel(const uint32_t* a, const uint32_t* rel) {
    uint32_t d = 0;
    for (unsigned l = 0; l < 32; ++l) d |= (a[l] - a[0]) ^ rel[l];
    return d == 0;
}
inline bool half_waves_equal(const uint32_t* a) { return std::memcmp(a, a + 16, 16 * sizeof(uint32_t)) == 0; }
inline bool host_avx2() { return false; }
inline bool same_rel(const uint32_t* a, const uint32_t* rel, bool) { return same_rel(a, rel); }
inline bool half_waves_equal(const uint32_t* a, bool) { return half_waves_equal(a); }
inline bool same_lanes(const uint32_t* a, const uint32_t* b) { return std::memcmp(a, b, 32 * sizeof(uint32_t)) == 0; }
#endif

}  // namespace

unsigned strict::lds_lane_test_forms(const uint32_t* a, const uint32_t* rel, bool (*same)[2]) {
    unsigned n = 0;
#if defined(__SSE2__)
    same[n][0] = same_rel_sse2(a, rel);
    same[n++][1] = half_waves_equal_sse2(a);
    if (host_avx2()) {
        same[n][0] = same_rel_avx2(a, rel);
        same[n++][1] = half_waves_equal_avx2(a);
    }
#else
    same[n][0] = same_rel(a, rel);
    same[n++][1] = half_waves_equal(a);
#endif
    return n;
}

namespace {

// Lane of a whole-wave access (lane l: `size` bytes at a[l] + off) that accesses `byte`.
int lane_of(const uint32_t* a, uint32_t off, uint32_t size, uint32_t byte) {
    for (unsigned l = 0; l < 32; ++l)
        if (byte >= a[l] + off && byte - (a[l] + off) < size) return int(l);
    return -1;
}

int lane_of(const LdsRange* p, unsigned n, uint32_t byte) {
    for (unsigned i = 0; i < n; ++i)
        if (byte >= p[i].addr && byte - p[i].addr < p[i].size) return p[i].lane;
    return -1;
}

}  // namespace

bool StrictGroup::State::Entry::contains(const std::vector<LdsRange>& ranges, const std::vector<uint32_t>& addrs,
                                         uint32_t byte) const {
    if (n) return lane_of(&ranges[first], n, byte) >= 0;
    return lane_of(&addrs[first], off, size, byte) >= 0;
}

StrictGroup::State::WaveLds& StrictGroup::State::wave(unsigned id) {
    if (waves.size() <= id) waves.resize(id + 1);
    WaveLds& wl = waves[id];
    if (wl.own.size() != nwords) wl.own.assign(nwords, Own{0, 0});
    if (wl.cache_slot.size() != impl->lds_ops) {
        wl.cache_slot.assign(impl->lds_ops, ~0u);
        wl.cache.clear();
        wl.cache.reserve(impl->lds_ops);   // one way per instruction without a reallocation
        wl.words.clear();
        wl.masks.clear();
    }
    return wl;
}

// Forget the interval's accesses (a barrier or a new workgroup).
void StrictGroup::State::clear_interval() {
    if (agg_lo < agg_hi) std::memset(&agg[agg_lo], 0, size_t(agg_hi - agg_lo) * sizeof(Agg));
    agg_lo = ~0u;
    agg_hi = 0;
    for (WaveLds& wl : waves) {
        if (wl.lo < wl.hi) std::memset(&wl.own[wl.lo], 0, size_t(wl.hi - wl.lo) * sizeof(Own));
        wl.lo = ~0u;
        wl.hi = 0;
    }
}

const StrictGroup::State::Entry* StrictGroup::State::find_entry(unsigned wave, uint32_t byte, bool write) const {
    if (wave >= waves.size()) return nullptr;
    const WaveLds& wl = waves[wave];
    for (const Entry& e : wl.log)
        if (e.write == write && e.contains(wl.ranges, wl.addrs, byte)) return &e;
    return nullptr;
}

void StrictGroup::State::report(unsigned wave, uint32_t word, uint64_t bytes, bool write, int lane) {
    const unsigned bit = unsigned(__builtin_ctzll(bytes));
    const uint32_t byte = word * 64 + bit;
    // The other wave: for a write, a reader of the byte first, then its writer.
    unsigned other = wave;
    bool other_write = false;
    for (int pass = write ? 0 : 1; pass < 2 && other == wave; ++pass) {
        for (unsigned v = 0; v < waves.size(); ++v) {
            if (v == wave || waves[v].own.size() <= word) continue;
            const uint64_t b = pass == 0 ? waves[v].own[word].r : waves[v].own[word].w;
            if ((b >> bit) & 1) {
                other = v;
                other_write = pass == 1;
                break;
            }
        }
    }
    char head[200];
    std::snprintf(head, sizeof head, "strict: LDS race on byte 0x%x: wave %u %s it here, but wave %u %s it with ", byte,
                  wave, write ? "writes" : "reads", other, other_write ? "wrote" : "read");
    std::string msg = head;
    const Entry* e = find_entry(other, byte, other_write);
    if (!e) {
        msg += "an instruction that is no longer in its log (more than " + std::to_string(kLogEntries) +
               " LDS instructions since the last s_barrier), in the same barrier interval";
    } else {
        msg += impl->describe(e->ip);
        if (e->carried)
            msg += ", which was still outstanding when the last s_barrier released (no s_waitcnt lgkmcnt(0) before the "
                   "barrier), so it is not ordered with this access";
        else
            msg += ", in the same barrier interval (no s_barrier between the two accesses)";
    }
    fault(msg, lane);
}

void StrictGroup::State::process(const LdsRange* p, unsigned n, unsigned wave, bool write, bool check) {
    WaveLds& wl = waves[wave];
    Own* const own = wl.own.data();
    Agg* const ag = agg.data();
    const uint32_t limit = nwords * 64;
    uint32_t lo = wl.lo, hi = wl.hi;
    uint32_t cur = ~0u;   // the word being accumulated
    uint64_t mask = 0;
    auto flush_word = [&]() {
        const uint64_t c = write ? emu::apply<true>(ag[cur], own[cur], mask) : emu::apply<false>(ag[cur], own[cur], mask);
        if (__builtin_expect(c != 0, 0) && check) report(wave, cur, c, write, lane_of(p, n, cur * 64 + unsigned(__builtin_ctzll(c))));
        lo = std::min(lo, cur);
        hi = std::max(hi, cur + 1);
    };
    for (unsigned i = 0; i < n; ++i) {
        const uint32_t a = p[i].addr;
        // The same bytes as 16 accesses earlier (WMMA operands are replicated across the
        // half-waves, so lanes l and l + 16 load the same data): nothing new to check or record.
        if (i >= 16 && a == p[i - 16].addr && p[i].size == p[i - 16].size) continue;
        uint32_t end = a + p[i].size;
        if (end > limit) end = limit;   // (Wave::lds_ptr faulted on anything past the segment)
        for (uint32_t x = a; x < end;) {
            const uint32_t wd = x / 64, off = x % 64;
            const uint32_t k = std::min<uint32_t>(end - x, 64 - off);
            const uint64_t m = byte_mask(off, k);
            if (wd == cur) {
                mask |= m;
            } else {
                if (mask) flush_word();
                cur = wd;
                mask = m;
            }
            x += k;
        }
    }
    if (mask) flush_word();
    wl.lo = lo;
    wl.hi = hi;
    agg_lo = std::min(agg_lo, lo);
    agg_hi = std::max(agg_hi, hi);
}

StrictGroup::State::Compiled* StrictGroup::State::lookup(const uint32_t* a, uint32_t off, uint32_t size,
                                                          unsigned wave, uint32_t ip) {
    WaveLds& wl = waves[wave];
    // The lanes' distances from lane 0 and lane 0's first byte: the key of a compiled form.
    const uint32_t x00 = a[0] + off, base = x00 >> 6, sub = x00 & 63;
    // Up to kWays entries per instruction, chained (double and triple buffering alternate between
    // address sets); when all are taken, they are recompiled in turn.
    uint32_t& head = wl.cache_slot[impl->info[ip].lds_index];
    uint32_t ways = 0, last = ~0u;
    for (uint32_t i = head; i != ~0u; i = wl.cache[i].next) {
        Compiled& c = wl.cache[i];
        if (c.ip == ip && c.off == off && c.size == size && c.sub == sub && same_rel(a, c.rel, avx2) &&
            int64_t(base) + c.lo >= 0 &&
            int64_t(base) + c.hi <= int64_t(nwords))
            return &c;
        ++ways;
        last = i;
    }
    uint32_t pick;
    if (ways < kWays) {   // a new way
        pick = uint32_t(wl.cache.size());
        wl.cache.emplace_back();
        if (last == ~0u) head = pick;
        else wl.cache[last].next = pick;
    } else {
        Compiled& h = wl.cache[head];
        pick = head;
        for (unsigned k = 0; k < h.victim; ++k) pick = wl.cache[pick].next;
        h.victim = uint8_t((h.victim + 1) % kWays);
    }
    Compiled& c = wl.cache[pick];
    auto uncached = [&]() -> Compiled* {   // the entry is free again; the caller goes lane by lane
        c.ip = ~0u;
        return nullptr;
    };
    // Compile: the words the lanes touch (relative to the base word), consecutive lanes in one
    // word merged.
    uint32_t wd[64];
    uint64_t ms[64];
    const uint32_t limit = nwords * 64;
    unsigned n = 0;
    int32_t lo = INT32_MAX, hi = INT32_MIN;
    const bool replicated = half_waves_equal(a, avx2);
    for (unsigned l = 0; l < (replicated ? 16u : 32u); ++l) {   // a replicated half-wave adds nothing
        const uint32_t x0 = a[l] + off;
        if (uint64_t(x0) + size > limit) return uncached();   // past the shadow (callers pass in-segment accesses)
        const uint32_t end = x0 + size;
        for (uint32_t x = x0; x < end;) {
            const uint32_t w = x / 64, o = x % 64;
            const uint32_t k = std::min<uint32_t>(end - x, 64 - o);
            const uint64_t m = byte_mask(o, k);
            const int32_t r = int32_t(w - base);
            if (n && wd[n - 1] == uint32_t(r)) {
                ms[n - 1] |= m;
            } else if (n < 64) {
                wd[n] = uint32_t(r);
                ms[n++] = m;
                lo = std::min(lo, r);
                hi = std::max(hi, r + 1);
            } else {   // more than 64 words (lanes crossing words, unmerged)
                return uncached();
            }
            x += k;
        }
    }
    if (n > c.cap) {   // room for the list at the end of the wave's lists
        c.first = uint32_t(wl.words.size());
        c.cap = uint16_t(n);
        wl.words.resize(wl.words.size() + n);
        wl.masks.resize(wl.masks.size() + n);
    }
    std::memcpy(&wl.words[c.first], wd, n * sizeof wd[0]);
    std::memcpy(&wl.masks[c.first], ms, n * sizeof ms[0]);
    c.ip = ip;
    c.off = off;
    c.size = uint16_t(size);
    c.n = uint16_t(n);
    c.replicated = replicated;
    c.lo = lo;
    c.hi = hi;
    c.sub = sub;
    for (unsigned l = 0; l < 32; ++l) c.rel[l] = a[l] - a[0];
    return &c;
}

void StrictGroup::State::apply_compiled(const Compiled& c, const uint32_t* a, unsigned wave, bool write, bool check) {
    WaveLds& wl = waves[wave];
    const uint32_t* const cw = &wl.words[c.first];
    const uint64_t* const cm = &wl.masks[c.first];
    const uint32_t base = base_word(a, c.off);   // (the word list is relative to it)
    Own* const own = wl.own.data() + base;
    Agg* const ag = agg.data() + base;
    uint64_t any = 0;
    // (The word list holds signed distances from the base word, stored as uint32_t: a lane below
    // lane 0's word is negative, and must index as such, not as a distance of 4G words.)
    if (write) {
        for (unsigned j = 0; j < c.n; ++j) any |= emu::apply<true>(ag[int32_t(cw[j])], own[int32_t(cw[j])], cm[j]);
    } else {
        for (unsigned j = 0; j < c.n; ++j) any |= emu::apply<false>(ag[int32_t(cw[j])], own[int32_t(cw[j])], cm[j]);
    }
    if (__builtin_expect(any != 0, 0) && check) {
        // Find the first racing word: its bits were recorded by now, so test against the other
        // waves' maps directly.
        for (unsigned j = 0; j < c.n; ++j) {
            const uint32_t wd = base + cw[j];
            uint64_t others = 0;
            for (unsigned v = 0; v < waves.size(); ++v)
                if (v != wave && waves[v].own.size() > wd)
                    others |= waves[v].own[wd].w | (write ? waves[v].own[wd].r : 0);
            const uint64_t r = cm[j] & others;
            if (r) report(wave, wd, r, write, lane_of(a, c.off, c.size, wd * 64 + unsigned(__builtin_ctzll(r))));
        }
    }
    const uint32_t lo = uint32_t(int32_t(base) + c.lo), hi = uint32_t(int32_t(base) + c.hi);
    wl.lo = std::min(wl.lo, lo);
    wl.hi = std::max(wl.hi, hi);
    agg_lo = std::min(agg_lo, lo);
    agg_hi = std::max(agg_hi, hi);
}

void StrictGroup::State::process_wave(const uint32_t* a, uint32_t off, uint32_t size, unsigned wave, uint32_t ip,
                                      bool write, bool check) {
    if (const Compiled* c = lookup(a, off, size, wave, ip)) {
        apply_compiled(*c, a, wave, write, check);
        return;
    }
    LdsRange r[32];
    for (unsigned q = 0; q < 32; ++q) r[q] = {a[q] + off, uint16_t(size), uint8_t(q), 0};
    process(r, 32, wave, write, check);
}

void StrictGroup::State::begin_interval() {
    seq.clear();
    seq_valid = true;
    node = kMemoRoot;
    eager = trie_first == kNoNode;
    refresh_next();
}

void StrictGroup::State::end_interval() {
    // An interval that reached its end was race-free: remember it, unless it replayed a
    // remembered one throughout (then it is a prefix of that one). When the trie has no room for
    // it, it starts over.
    owner->next_ = nullptr;   // (the trie changes; begin_interval makes it again)
    if (!eager || !seq_valid || seq.empty() || seq.size() > kMemoSequence) return;
    if (trie.size() + seq.size() > kMemoTotal) forget_trie();
    uint32_t n = kMemoRoot;
    for (const MemoAccess& r : seq) {
        const uint32_t pat = intern(r.a) | (half_waves_equal(r.a, avx2) ? kPatHalves : 0);
        uint32_t c = first_child(n);
        while (c != kNoNode) {
            const MemoNode& m = trie[c];
            if (m.ip == r.ip && m.off == r.off && m.size == r.size && m.wave == r.wave && m.kind == r.kind &&
                m.a0 == r.a[0] && m.pat == pat)
                break;
            c = m.sibling;
        }
        if (c == kNoNode) {   // a new child, first in its parent's list
            c = uint32_t(trie.size());
            trie.push_back(MemoNode{r.ip, r.off, r.size, r.wave, r.kind, r.a[0], pat, n, kNoNode, first_child(n)});
            replay_nodes.push_back({r.kind <= 1 && r.ip < impl->n ? impl->insts + r.ip : nullptr,
                                    replay_key(r.off, r.size, r.wave, r.kind == 1), r.a[0], pat, kNoNode, 0});
            set_first_child(n, c);
        }
        n = c;
    }
}

uint32_t StrictGroup::State::intern(const uint32_t* a) {
    uint32_t rel[32];
    for (unsigned l = 0; l < 32; ++l) rel[l] = a[l] - a[0];
    const uint64_t h = BlockMemo::hash(rel, 32);
    if ((patterns.size() + 1) * 2 > pattern_slots.size()) {   // grow to keep the load at most 1/2
        pattern_slots.assign(pattern_slots.empty() ? 64 : pattern_slots.size() * 2, 0);
        const size_t mask = pattern_slots.size() - 1;
        for (uint32_t p = 0; p < patterns.size(); ++p) {
            size_t i = size_t(BlockMemo::hash(patterns[p].rel, 32)) & mask;
            while (pattern_slots[i]) i = (i + 1) & mask;
            pattern_slots[i] = p + 1;
        }
    }
    const size_t mask = pattern_slots.size() - 1;
    size_t i = size_t(h) & mask;
    for (; pattern_slots[i]; i = (i + 1) & mask)
        if (same_lanes(patterns[pattern_slots[i] - 1].rel, rel)) return pattern_slots[i] - 1;
    patterns.emplace_back();
    std::memcpy(patterns.back().rel, rel, sizeof rel);
    pattern_slots[i] = uint32_t(patterns.size());
    return uint32_t(patterns.size() - 1);
}

void StrictGroup::State::forget_trie() {
    owner->next_ = nullptr;
    trie.clear();
    replay_nodes.clear();
    trie_first = kNoNode;
    patterns.clear();
    pattern_slots.clear();
}

__attribute__((always_inline)) inline uint32_t StrictGroup::State::step_to(uint32_t prev, uint32_t c) {
    if (prev != kNoNode) {   // to the front of its parent's list (node is the parent)
        trie[prev].sibling = trie[c].sibling;
        trie[c].sibling = first_child(node);
        set_first_child(node, c);
    }
    node = c;
    refresh_next();
    return c;
}

void StrictGroup::State::refresh_next() {
    owner->next_ = nullptr;
    if (eager || !tracked()) return;
    const uint32_t c = first_child(node);
    if (c != kNoNode) owner->next_ = &replay_nodes[c];
}

// lds_access_wave's common case (replay_next), in three steps around the host's lane test
// (same_rel, inline in each form): the identity words of next_'s node f, then the lane distances,
// then the step (step_to's, for the first child: node moves, the list stays), the operation naming
// the node and a load's replicated destination (lds_access_wave_full's replay, exactly). Buffered
// lane accesses (npend_; none are, in practice: StrictWave::after flushes each instruction's)
// and an operation in a slot (the full checks' path) are lds_access_wave_full's.
using ReplayNode = StrictGroup::ReplayNode;
__attribute__((always_inline)) inline strict::StrictHot* replay_match(const ReplayNode* f, const Wave& w,
                                                                       const Inst& in, const uint32_t* a,
                                                                       uint32_t off, uint32_t size, bool write) {
    // (wave < 256 and size < 65536: the trie's node fields, which replay_key would let alias.)
    if (&in != f->inst || !w.strict || a[0] != f->a0 || w.id_in_group >= 256 || size >= 65536 ||
        StrictGroup::replay_key(off, size, w.id_in_group, write) != f->key)
        return nullptr;
    strict::StrictHot& h = w.strict->hot();
    // (an Op in StrictWave::State's slots: lds_access_wave's)
    return h.cur_op < strict::kDeferredOp ? nullptr : &h;
}
__attribute__((always_inline)) inline const uint32_t* replay_rel(const StrictGroup::State& s, const ReplayNode* f) {
    return s.patterns[f->pat & ~StrictGroup::State::kPatHalves].rel;
}
__attribute__((always_inline)) inline void replay_commit(const ReplayNode*& next_slot, StrictGroup::State& s,
                                                         const ReplayNode* f, strict::StrictHot& h, bool write) {
    const uint32_t c = uint32_t(f - s.replay_nodes.data());
    s.node = c;
    const uint32_t next = f->child;
    next_slot = next == StrictGroup::State::kNoNode ? nullptr : &s.replay_nodes[next];
    if (h.cur_op == strict::kDeferredOp) h.dops[h.ndops - 1].lds_entry = strict::kLdsNodeTag | c;
    if (!write && (f->pat & StrictGroup::kReplayHalves)) h.replicated_load = true;
}

template <>
void StrictGroup::replay_next<false>(StrictGroup& g, const Wave& w, const uint32_t* a, uint32_t off, uint32_t size,
                                     bool write) {
    const Inst& in = *w.current;
    const ReplayNode* f = g.next_;
    strict::StrictHot* h = f && !g.npend_ ? replay_match(f, w, in, a, off, size, write) : nullptr;
    if (!h || !same_rel(a, replay_rel(*g.s_, f), false)) return g.lds_access_wave_full(w, a, off, size, write);
    replay_commit(g.next_, *g.s_, f, *h, write);
}
#if defined(__SSE2__)
template <>
__attribute__((target("avx2"))) void StrictGroup::replay_next<true>(StrictGroup& g, const Wave& w, const uint32_t* a,
                                                                    uint32_t off, uint32_t size, bool write) {
    const Inst& in = *w.current;
    const ReplayNode* f = g.next_;
    strict::StrictHot* h = f && !g.npend_ ? replay_match(f, w, in, a, off, size, write) : nullptr;
    if (!h || !same_rel_avx2_inline(a, replay_rel(*g.s_, f))) return g.lds_access_wave_full(w, a, off, size, write);
    replay_commit(g.next_, *g.s_, f, *h, write);
}
#else
template <>   // (no AVX2 form off x86: host_avx2() is false there, so this is never chosen)
void StrictGroup::replay_next<true>(StrictGroup& g, const Wave& w, const uint32_t* a, uint32_t off, uint32_t size,
                                    bool write) {
    replay_next<false>(g, w, a, off, size, write);
}
#endif

uint32_t StrictGroup::State::step_node(uint32_t src, unsigned wave) {
    const MemoNode& a = trie[src];
    const uint8_t kind = uint8_t((a.kind & 1) | 2);
    for (uint32_t c = first_child(node), prev = kNoNode; c != kNoNode; prev = c, c = trie[c].sibling) {
        const MemoNode& m = trie[c];
        if (m.ip == a.ip && m.off == a.off && m.size == a.size && m.wave == wave && m.kind == kind && m.a0 == a.a0 &&
            m.pat == a.pat)
            return step_to(prev, c);
    }
    return kNoNode;
}

__attribute__((always_inline)) inline uint32_t StrictGroup::State::step_addrs(const uint32_t* a, uint64_t q0,
                                                                              uint64_t q1) {
    for (uint32_t c = first_child(node), prev = kNoNode; c != kNoNode; prev = c, c = trie[c].sibling) {
        const MemoNode& m = trie[c];
        if (m.id0() == q0 && m.id1() == q1 && same_rel(a, patterns[m.pat & ~kPatHalves].rel, avx2))
            return step_to(prev, c);
    }
    return kNoNode;
}

void StrictGroup::State::log_access(WaveLds& wl, const MemoAccess& r) {
    wl.log.emplace_back();
    Entry& e = wl.log.back();
    e.ip = r.ip;
    e.first = uint32_t(wl.addrs.size());
    e.off = r.off;
    e.n = 0;
    e.size = r.size;
    e.write = (r.kind & 1) != 0;
    e.carried = (r.kind & 2) != 0;
    wl.addrs.insert(wl.addrs.end(), r.a, r.a + 32);
}

void StrictGroup::State::node_access(uint32_t n, MemoAccess& r) const {
    const MemoNode& m = trie[n];
    r.ip = m.ip;
    r.off = m.off;
    r.size = m.size;
    r.wave = m.wave;
    r.kind = m.kind;
    const uint32_t* rel = patterns[m.pat & ~kPatHalves].rel;
    for (unsigned l = 0; l < 32; ++l) r.a[l] = m.a0 + rel[l];
}

void StrictGroup::State::replay(const Entry& e, unsigned wave, bool check) {
    const WaveLds& wl = waves[wave];
    if (e.n) process(&wl.ranges[e.first], e.n, wave, e.write, check);
    else process_wave(&wl.addrs[e.first], e.off, e.size, wave, e.ip, e.write, check);
}

void StrictGroup::State::materialise(const Entry* current) {
    for (unsigned v = 0; v < waves.size(); ++v)
        for (const Entry& e : waves[v].log)
            if (&e != current) replay(e, v, false);
}

void StrictGroup::State::go_eager(const Entry* current) {
    std::vector<uint32_t> path;
    for (uint32_t n = node; n != kMemoRoot; n = trie[n].parent) path.push_back(n);
    std::reverse(path.begin(), path.end());
    seq.resize(path.size());
    if (node_entry.size() < trie.size()) {
        node_entry.resize(trie.size());
        node_gen.resize(trie.size(), 0);
    }
    if (++eager_gen == 0) {   // (wrapped: no stale stamp may equal it)
        std::fill(node_gen.begin(), node_gen.end(), 0u);
        eager_gen = 1;
    }
    for (size_t i = 0; i < path.size(); ++i) {
        MemoAccess& r = seq[i];
        node_access(path[i], r);
        WaveLds& wl = waves[r.wave];
        log_access(wl, r);
        node_entry[path[i]] = wl.log_base + wl.log.size() - 1;
        node_gen[path[i]] = eager_gen;
    }
    // The operations that name a node of this path (those issued while this interval replayed)
    // now name its entry. Others keep their node: a complete one may name an earlier interval's
    // (it is never carried again), and while a barrier carries the previous interval's
    // operations, those it has not reached yet name that interval's nodes, where it reads their
    // accesses.
    auto retag = [&](Op& o) {
        if (o.lds_entry == kNoEntry || !(o.lds_entry & kNodeTag)) return;
        const size_t n = size_t(o.lds_entry & ~kNodeTag);
        if (n < node_gen.size() && node_gen[n] == eager_gen) o.lds_entry = node_entry[n];
    };
    for (WaveLds& wl : waves) {
        StrictWave::State* ws = wl.ws;
        if (!ws) continue;
        for (unsigned i = 0; i < ws->nlive; ++i) retag(ws->ops[ws->live_ops[i]]);
        for (unsigned i = 0; i < ws->ndops; ++i) retag(ws->dops[i]);
    }
    eager = true;
    refresh_next();
    materialise(current);
}

int StrictGroup::State::memo_step(const uint32_t* a, uint32_t ip, uint32_t off, uint32_t size, unsigned wave,
                                  unsigned kind, const Entry* current) {
    const bool describable = a && wave < 256 && size < 65536;
    int result = MEMO_EAGER;
    if (!eager) {
        if (describable && step_addrs(a, ip, off, size, wave, kind) != kNoNode) return MEMO_SKIP;
        go_eager(current);
        result = MEMO_MATERIALISED;
    }
    if (!describable || seq.size() >= kMemoSequence) seq_valid = false;   // (not remembered)
    if (seq_valid) {
        seq.push_back(MemoAccess{ip, off, uint16_t(size), uint8_t(wave), uint8_t(kind), {}});
        std::memcpy(seq.back().a, a, sizeof seq.back().a);
    }
    return result;
}

StrictGroup::State::Entry& StrictGroup::State::log_entry(WaveLds& wl, uint32_t ip, bool write, bool carried) {
    if (wl.log.size() >= kLogEntries) {   // keep the newest half (outstanding operations are newer)
        if (!eager) go_eager(nullptr);   // the maps must hold what is dropped
        const size_t drop = wl.log.size() / 2;
        uint32_t shift_r = uint32_t(wl.ranges.size()), shift_a = uint32_t(wl.addrs.size());
        for (size_t i = drop; i < wl.log.size(); ++i) {
            if (wl.log[i].n) shift_r = std::min(shift_r, wl.log[i].first);
            else shift_a = std::min(shift_a, wl.log[i].first);
        }
        wl.ranges.erase(wl.ranges.begin(), wl.ranges.begin() + shift_r);
        wl.addrs.erase(wl.addrs.begin(), wl.addrs.begin() + shift_a);
        wl.log.erase(wl.log.begin(), wl.log.begin() + long(drop));
        for (Entry& e : wl.log) e.first -= e.n ? shift_r : shift_a;
        wl.log_base += drop;
    }
    wl.log.emplace_back();
    Entry& e = wl.log.back();
    e.ip = ip;
    e.first = e.off = 0;
    e.n = e.size = 0;
    e.write = write;
    e.carried = carried;
    StrictWave::State* ws = wl.ws;
    if (!carried && ws)
        if (Op* o = ws->current_op()) o->lds_entry = wl.log_base + wl.log.size() - 1;
    return e;
}

void StrictGroup::State::flush() {
    StrictGroup& g = *owner;
    const unsigned n = g.npend_;
    g.npend_ = 0;
    g.pend_inst_ = nullptr;
    if (!n || pend_kind == LDS_ATOMIC || !tracked()) return;
    const LdsRange* pend = g.pend_;
    const bool write = pend_kind == LDS_WRITE;
    if (!eager) go_eager(nullptr);   // (per-lane accesses are not memoised: this interval is checked from here)
    WaveLds& wl = waves[pend_wave];
    // The log: a new entry, or the rest of the instruction whose accesses filled the buffer.
    StrictWave::State* ws = wl.ws;
    const Op* op = ws ? ws->current_op() : nullptr;
    Entry* e = nullptr;
    if (op && !wl.log.empty() && op->lds_entry == wl.log_base + wl.log.size() - 1 && wl.log.back().n) {
        e = &wl.log.back();
        e->n = uint16_t(e->n + n);
    } else {
        e = &log_entry(wl, pend_ip, write, false);
        e->first = uint32_t(wl.ranges.size());
        e->n = uint16_t(n);
    }
    wl.ranges.insert(wl.ranges.end(), pend, pend + n);
    memo_step(nullptr, 0, 0, 0, 0, 0, e);   // (per-lane accesses are not memoised: checked now)
    process(pend, n, pend_wave, write, true);
}

void StrictGroup::lds_access_wave_full(const Wave& w, const uint32_t* a, uint32_t off, uint32_t size, bool write) {
    const Inst& in = *w.current;
    // Every full-wave DS instruction replay_next does not take comes here: only the
    // replicated-load test and the replay's step are inline, the rest is lds_access_wave_logged's
    // (so this frame saves fewer registers).
    // (`off` widened first: GCC would otherwise keep it in a 4-byte stack slot and read it back
    // as 8 bytes, which store-to-load forwarding cannot serve, a stall on every DS instruction.)
    uint64_t off64 = off;
    __asm__("" : "+r"(off64));
    State& s = *s_;
    if (npend_) s.flush();
    const size_t ip = s.impl->index_of(in);
    const unsigned wave = w.id_in_group;
    // A load whose lanes l and l + 16 read the same addresses leaves its destination replicated
    // across the half-waves (check 5 skips comparing WMMA operands loaded so): tested here, or
    // known from the trie node a replayed access matched (its pattern of lane distances).
    StrictWave::State* const load_ws = write ? nullptr : w.strict ? w.strict->s_.get() : nullptr;
    // (A single wave has no races. An atomic is not recorded (see start): lds_access_wave_logged
    // returns at once for it, and the replay below never matches it, since the trie only holds
    // accesses that were recorded.)
    const bool tracked = s.tracked();
    // Replaying, and this is the remembered interval's next access: not logged; the operation
    // names the trie node (go_eager or a barrier finds the access there). (memo_step's test,
    // inline: this runs for every full-wave DS instruction.)
    if (tracked && !s.eager && wave < 256 && size < 65536) {
        const uint64_t q0 = uint64_t(ip) | off64 << 32,
                       q1 = State::MemoNode::query1(uint16_t(size), uint8_t(wave), uint8_t(write ? 1 : 0), a[0]);
        const uint32_t c = s.step_addrs(a, q0, q1);
        if (c != State::kNoNode) {
            if (load_ws && (s.trie[c].pat & State::kPatHalves)) load_ws->replicated_load = true;
            if (StrictWave::State* ws = s.waves[wave].ws)
                if (Op* o = ws->current_op()) o->lds_entry = State::kNodeTag | c;
            return;
        }
    }
    if (load_ws && half_waves_equal(a, s.avx2)) load_ws->replicated_load = true;
    if (tracked) lds_access_wave_logged(a, ip, off, size, wave, write);
}

__attribute__((noinline)) void StrictGroup::lds_access_wave_logged(const uint32_t* a, size_t ip, uint32_t off,
                                                                   uint32_t size, unsigned wave, bool write) {
    // The interval leaves replaying (if it was), and memo_step only records the access.
    State& s = *s_;
    if (s.impl->info[ip].flags & SF_LDS_ATOMIC) return;   // (atomics: see start)
    if (!s.eager) s.go_eager(nullptr);
    State::WaveLds& wl = s.waves[wave];
    s.memo_step(a, uint32_t(ip), off, size, wave, write ? 1u : 0u, nullptr);
    Entry& e = s.log_entry(wl, uint32_t(ip), write, false);
    e.first = uint32_t(wl.addrs.size());
    e.off = off;
    e.size = uint16_t(size);
    wl.addrs.insert(wl.addrs.end(), a, a + 32);
    s.process_wave(a, off, size, wave, uint32_t(ip), write, true);
}

__attribute__((noinline)) void StrictGroup::start(const Wave& w, const Inst& in, bool write) {
    State& s = *s_;
    s.flush();
    const size_t ip = s.impl->index_of(in);
    pend_inst_ = &in;
    s.pend_ip = uint32_t(ip);
    s.pend_wave = w.id_in_group;
    // An atomic read-modify-write races with nothing (in ISA a relaxed atomic load or store is a
    // plain ds_load / ds_store, so a CAS loop's plain load beside another wave's ds_cmpstore is
    // correct code); atomics are not recorded either.
    s.pend_kind = (s.impl->info[ip].flags & SF_LDS_ATOMIC) ? LDS_ATOMIC : write ? LDS_WRITE : LDS_READ;
}

StrictGroup::StrictGroup(const StrictLaunch& launch) : s_(new State) { bind(launch); }

void StrictGroup::bind(const StrictLaunch& launch) {
    State& s = *s_;
    npend_ = 0;
    pend_inst_ = nullptr;
    s.launch = &launch;
    s.impl = launch.impl.get();
    s.owner = this;
    s.avx2 = host_avx2() && !launch.portable_simd;
    replay_ = s.avx2 ? &StrictGroup::replay_next<true> : &StrictGroup::replay_next<false>;
    s.nwords = s.impl && s.impl->has_lds_ops ? (launch.lds_bytes + 63) / 64 : 0;
    s.agg.assign(s.nwords, State::Agg{0, 0, 0});
    s.agg_lo = ~0u;
    s.agg_hi = 0;
    // The waves' shadows, logs and compiled accesses name the previous launch's program and LDS:
    // forgotten, their memory kept. The remembered clean intervals are kept for a launch of the
    // same program tables (as the waves' memoised blocks are): a remembered sequence of accesses
    // is race-free whichever launch makes it, and an interval replays only accesses equal to its
    // own, instruction included.
    for (State::WaveLds& wl : s.waves) wl.forget();
    s.nwaves = 0;
    if (s.trie_of != launch.impl) {
        s.forget_trie();
        s.trie_of = launch.impl;
    }
    if (s.blocks_of != launch.impl) {   // (StrictGroup::State::blocks)
        s.blocks.clear();
        s.blocks_of = launch.impl;
    }
    s.node = State::kMemoRoot;
    s.seq.clear();
    s.eager = true;
    next_ = nullptr;
    s.seq_valid = true;
    s.pend_wave = 0;
    s.pend_ip = 0;
    s.pend_kind = 0;
}

size_t StrictGroup::retained_bytes() const {
    const State& s = *s_;
    auto bytes = [](const auto& v) { return v.capacity() * sizeof(v[0]); };
    size_t n = bytes(s.agg) + bytes(s.seq) + bytes(s.trie) + bytes(s.replay_nodes) + bytes(s.patterns) +
               bytes(s.pattern_slots) + bytes(s.node_entry) + bytes(s.node_gen);
    for (const State::WaveLds& wl : s.waves)
        n += bytes(wl.own) + bytes(wl.log) + bytes(wl.ranges) + bytes(wl.addrs) + bytes(wl.spare_log) +
             bytes(wl.spare_ranges) + bytes(wl.spare_addrs) + bytes(wl.cache_slot) + bytes(wl.cache) +
             bytes(wl.words) + bytes(wl.masks);
    return n;
}

void StrictGroup::State::WaveLds::forget() {
    ws = nullptr;
    own.clear();   // sized again by State::wave
    lo = ~0u;
    hi = 0;
    log.clear();
    ranges.clear();
    addrs.clear();
    log_base = spare_base = 0;
    spare_log.clear();
    spare_ranges.clear();
    spare_addrs.clear();
    cache_slot.clear();   // (State::wave sizes it for the program)
    cache.clear();
    words.clear();
    masks.clear();
}

StrictGroup::~StrictGroup() = default;

void StrictGroup::reset() {
    State& s = *s_;
    npend_ = 0;
    pend_inst_ = nullptr;
    s.end_interval();   // the previous workgroup's last interval
    s.clear_interval();
    s.begin_interval();
    for (State::WaveLds& wl : s.waves) {
        wl.ws = nullptr;
        wl.log_base += wl.log.size();
        wl.log.clear();
        wl.ranges.clear();
        wl.addrs.clear();
    }
    s.nwaves = 0;
    next_ = nullptr;   // (no waves yet: begin_interval's was made with the old ones)
}

void StrictGroup::barrier() {
    State& s = *s_;
    npend_ = 0;   // flushed by StrictWave::after of the instruction that made them
    pend_inst_ = nullptr;
    s.end_interval();
    s.clear_interval();
    s.begin_interval();
    if (!s.tracked()) return;
    // Operations still outstanding at the barrier are carried: their accesses are the new
    // interval's first, recorded unchecked (the engine calls this outside any instruction;
    // conflicts among them were already conflicts in the interval they were issued in). The old
    // interval's logs move to the spare vectors (where a logged operation's access is read) and
    // the new logs start empty. While the new interval replays a remembered one, a carried access
    // that matches the trie is only stepped over (its operation names the new node, nothing is
    // logged); from the first that does not (or from the start, with nothing remembered) they
    // are logged and applied.
    for (State::WaveLds& wl : s.waves) {
        const uint64_t base = wl.log_base + wl.log.size();   // entry numbers stay unique
        wl.log.swap(wl.spare_log);
        wl.ranges.swap(wl.spare_ranges);
        wl.addrs.swap(wl.spare_addrs);
        wl.log.clear();
        wl.ranges.clear();
        wl.addrs.clear();
        wl.spare_base = wl.log_base;
        wl.log_base = base;
    }
    for (unsigned v = 0; v < s.waves.size(); ++v) {
        State::WaveLds& wl = s.waves[v];
        StrictWave::State* ws = wl.ws;
        if (!ws) continue;
        if (ws->ndops) ws->compact_deferred();
        // Its outstanding operations with LDS accesses in an order that does not depend on how
        // they are held (settled ones in the live list, whose order retirements shuffle, or
        // deferred ones), so that a replayed interval's first accesses, the carried ones, come in
        // the same order: those of the vm queue only (buffer_load_lds_*) by their position there,
        // then those of the in-order lgkm queue (DS, FLAT) by theirs.
        carried_.clear();
        for (unsigned i = 0; i < ws->nlive + ws->ndops; ++i) {
            Op& o = i < ws->nlive ? ws->ops[ws->live_ops[i]] : ws->dops[i - ws->nlive];
            if (o.lds_entry != kNoEntry && !ws->op_complete(o)) carried_.push_back(&o);
        }
        std::sort(carried_.begin(), carried_.end(),
                  [](const Op* x, const Op* y) { return x->dseq != y->dseq ? x->dseq < y->dseq : x->vseq < y->vseq; });
        for (Op* op : carried_) {
            Op& o = *op;
            // The access: a trie node of the old interval, or an entry of its log.
            const Entry* old = nullptr;
            const bool from_node = (o.lds_entry & State::kNodeTag) != 0;
            if (!from_node) {
                if (o.lds_entry < wl.spare_base || o.lds_entry >= wl.log_base) continue;   // (dropped from the log)
                old = &wl.spare_log[size_t(o.lds_entry - wl.spare_base)];
            }
            const uint32_t src = from_node ? uint32_t(o.lds_entry & ~State::kNodeTag) : 0;
            if (!s.eager && (from_node || old->n == 0)) {
                const uint32_t c = from_node ? s.step_node(src, v)
                                             : s.step_addrs(&wl.spare_addrs[old->first], old->ip, old->off, old->size, v,
                                                            (old->write ? 1u : 0u) | 2u);
                if (c != State::kNoNode) {
                    o.lds_entry = State::kNodeTag | c;
                    continue;
                }
            }
            // Logged and applied (leaving replay first if the interval still replays).
            if (!s.eager) s.go_eager(nullptr);
            if (from_node) {
                State::MemoAccess r;
                s.node_access(src, r);
                r.kind |= 2;
                s.log_access(wl, r);
            } else {
                Entry e = *old;
                if (e.n) {
                    e.first = uint32_t(wl.ranges.size());
                    wl.ranges.insert(wl.ranges.end(), wl.spare_ranges.begin() + old->first,
                                     wl.spare_ranges.begin() + old->first + old->n);
                } else {
                    e.first = uint32_t(wl.addrs.size());
                    wl.addrs.insert(wl.addrs.end(), wl.spare_addrs.begin() + old->first,
                                    wl.spare_addrs.begin() + old->first + 32);
                }
                e.carried = true;
                wl.log.push_back(e);
            }
            o.lds_entry = wl.log_base + wl.log.size() - 1;
            const Entry& e = wl.log.back();
            const uint32_t* a = e.n ? nullptr : &wl.addrs[e.first];   // (per-lane accesses are not memoised)
            s.memo_step(a, e.ip, e.off, e.size, v, (e.write ? 1u : 0u) | 2u, nullptr);
            s.replay(e, v, false);
        }
    }
}

}  // namespace emu
