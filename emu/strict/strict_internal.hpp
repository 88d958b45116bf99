// Internal data of strict mode, shared by emu/strict/strict.cpp (per-program tables, launch set-up),
// emu/strict/strict_wave.cpp (waits, uninitialised reads, hazards, WMMA operands) and
// emu/strict/strict_lds.cpp (LDS races). Not part of the emulator's interface: see emu/strict/strict.hpp and
// docs/strict.md.
#pragma once
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "emu/isa/inst.hpp"
#include "emu/strict/strict.hpp"
#include "emu/engine/wave.hpp"

namespace emu {
namespace strict {

constexpr unsigned kSCodes = 128;                     // scalar operand codes 0..127

// A set of registers: VGPRs by index, the scalar operand space by code (s0..s105, vcc,
// ttmp, m0, exec; null is never a member).
struct RegSet {
    uint64_t v[kVWords] = {};
    uint64_t s[2] = {};

    // code: 9-bit operand code (256 + n = vn). A VGPR range inside the file sets its bits a word
    // at a time, inline (make_key adds every outstanding load's destination at each block).
    void add(unsigned code, unsigned count) {
        if (code >= kVgpr0 && count <= 64 && code - kVgpr0 + count <= kVgprFile) {
            if (!count) return;
            const unsigned r = code - kVgpr0, b0 = r & 63, n0 = count < 64 - b0 ? count : 64 - b0;
            v[r >> 6] |= (n0 == 64 ? ~uint64_t(0) : (uint64_t(1) << n0) - 1) << b0;
            if (n0 < count) v[(r >> 6) + 1] |= (uint64_t(1) << (count - n0)) - 1;
            return;
        }
        add_codes(code, count);
    }
    void add_codes(unsigned code, unsigned count);   // (one register at a time: any range)
    void add_vgpr(unsigned first, unsigned count) { add(kVgpr0 + first, count); }
    bool any_v() const {
        for (uint64_t x : v) if (x) return true;
        return false;
    }
    bool any() const { return any_v() || s[0] || s[1]; }
    bool intersects(const RegSet& o) const {
        uint64_t r = (s[0] & o.s[0]) | (s[1] & o.s[1]);
        for (unsigned i = 0; i < kVWords; ++i) r |= v[i] & o.v[i];
        return r != 0;
    }
    // Lowest register code of the intersection (VGPRs as 256 + n), or -1.
    int first_common(const RegSet& o) const;
};

// What a DS / FLAT instruction does to LDS (race detection).
enum LdsKind : uint8_t { LDS_READ = 0, LDS_WRITE = 1, LDS_ATOMIC = 2 };

// Instruction flags.
enum : uint32_t {
    SF_VALU = 1u << 0,
    SF_TRANS = 1u << 1,          // transcendental VALU (LLVM's TRANS flag, checked with llc-19)
    SF_WMMA = 1u << 2,
    SF_VCMPX = 1u << 3,          // VOPC (e32 or e64) writing EXEC
    SF_PERMLANE = 1u << 4,       // v_permlane16 / v_permlanex16 / v_permlane64
    SF_SNOP = 1u << 5,
    SF_DEALLOC = 1u << 6,        // s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
    SF_VA_VDST0 = 1u << 7,       // ends the va_vdst hazards: VMEM/FLAT/DS/EXP or depctr va_vdst(0)
    SF_WAITCNT = 1u << 8,        // s_waitcnt (simm16 fields in wait_*)
    SF_WAIT_SOPK = 1u << 9,      // s_waitcnt_vmcnt / _lgkmcnt (+ SGPR operand)
    SF_WAIT_IDLE = 1u << 10,     // s_wait_idle: every counter to zero
    SF_LDS_OP = 1u << 11,        // DS or FLAT: may access LDS (carry-over ranges are recorded)
    SF_LDS_ATOMIC = 1u << 12,    // its LDS accesses are atomic read-modify-writes
    SF_MEMOP = 1u << 13,         // joins a counter queue with a destination or LDS accesses
    SF_VGPR_INDIRECT = 1u << 14, // writes a VGPR chosen at run time (M0-relative): `wr` is not exact
    SF_EXEC_IGNORED = 1u << 15,  // reads/writes VGPR lanes whatever EXEC is: v_writelane, v_readlane, v_readfirstlane, WMMA
};

// Everything strict mode needs about one instruction of the program, computed once per code
// object (make_strict_launch).
struct SInfo {
    // (The fields every executed instruction reads come first: one cache line with most of `rd`.)
    uint32_t flags = 0;
    int32_t err = -1;          // static error (allocation, VOPD, MAD bug): index into Impl::errors
    uint8_t rlo = 1, rhi = 0;  // words of rd.v / wr.v holding bits (empty when lo > hi)
    uint8_t wlo = 1, whi = 0;
    uint8_t queues = 0;        // Q_* of its memory operation
    uint8_t mem_dst_n = 0;     // registers the memory operation returns data to (0 = none)
    uint16_t mem_dst = 0;      // and the first one's code
    uint8_t wait_vm = 0xff;    // s_waitcnt fields (0xff: the instruction does not wait)
    uint8_t wait_lgkm = 0xff;
    uint16_t wait_sgpr = kNoOperand;   // SOPK wait: SGPR operand
    uint16_t wait_imm = 0;
    // WMMA: A, B, D operands (VGPR indices) and A/B register count.
    uint16_t wa = 0, wb = 0, wd = 0;
    uint8_t wab = 0;
    uint32_t lds_index = 0;    // DS / FLAT: its number among the program's (StrictGroup's cache)
    RegSet rd;                 // registers read (explicit and implicit sources)
    RegSet wr;                 // registers written
    // VGPR source operands (check 6 reports an operand none of whose registers was written).
    static constexpr unsigned kMaxGroups = 8;
    struct Group {
        uint16_t first;
        uint8_t n;
    };
    Group vg[kMaxGroups] = {};
    uint8_t nvg = 0;
};

}  // namespace strict

struct StrictLaunch::Impl {
    std::vector<strict::SInfo> info;      // parallel to the program
    std::vector<std::string> errors;      // static error messages
    const Inst* insts = nullptr;
    size_t n = 0;
    bool trans_use_hazard = false;        // gfx1100-gfx1103 (FeatureVALUTransUseHazard)
    bool mad_intra_fwd_bug = false;       // gfx1100-gfx1103 (FeatureMADIntraFwdBug)
    bool has_lds_ops = false;
    uint32_t lds_ops = 0;                 // DS and FLAT instructions in the program
    uint32_t lds_bytes = 0;

    // Memoised blocks (docs/strict.md, "Performance"), per instruction: how a fast block treats it;
    // the VGPRs the block from here to its end reads before writing them (a fast block needs them
    // all written at entry: then no uninitialised read can happen in it); whether the block from
    // here holds an instruction whose effect on the checked state depends on register values
    // (s_waitcnt_*cnt with an SGPR, M0-relative VGPR writes), so that it is never memoised.
    // Empty when memoisation is off (gfx1100-gfx1103: their VALUTransUseHazard state is not
    // part of the key).
    std::vector<strict::FastInfo> fast;
    std::vector<uint64_t> upward;         // kVWords words per instruction
    std::vector<uint64_t> run_wr;         // FastInfo::run's VGPR writes, kVWords words per instruction
    std::vector<uint32_t> run_valu;       // its last VALU instruction (kNoRunValu: none)
    std::vector<strict::RunMem> run_mem;  // its memory operations and waits
    std::vector<uint8_t> kinds;           // FastInfo::kind alone (a run's loop reads one byte per instruction)
    std::vector<uint8_t> unmemo;

    // "pc 0x1c: ds_store_b32 v2, v5" for messages.
    std::string describe(size_t ip) const;
    size_t index_of(const Inst& in) const {
        const size_t i = size_t(&in - insts);
        return i < n ? i : 0;
    }
};

namespace strict {

// Clean blocks of one workgroup slot's waves: the keys (entry instruction and the entry state
// every check of a block's instructions depends on) of the blocks that ran with the full checks
// to their end without a violation. Open addressing over 64-bit hashes; keys compared in full.
//
// Each key is an entry (numbered in insertion order) that also remembers its successors: the key
// of the block a memoised run of it led to, per exit (the next block's first instruction). A
// memoised block's state changes are decided by its entry key and its instructions (nothing
// they do depends on register values, except where the block is never memoised or leaves the
// memoised run: docs/strict.md), so the key at an exit is too, and the next block's key is
// found without forming it (StrictWave::begin_block). Ids are valid for one generation: clear()
// starts a new one.
class BlockMemo {
public:
    static constexpr uint32_t kNone = ~0u;
    uint32_t find(const uint32_t* key, unsigned n, uint64_t h) const;   // its id, or kNone
    bool contains(const uint32_t* key, unsigned n, uint64_t h) const { return find(key, n, h) != kNone; }
    uint32_t insert(const uint32_t* key, unsigned n, uint64_t h);       // its id (new or found)
    void clear();
    uint64_t generation() const { return generation_; }
    // The successor of entry `id` at exit `ip`, or kNone; link records one (two exits per entry,
    // a branch's two ways: a third replaces the second).
    uint32_t next(uint32_t id, uint32_t ip) const {
        const Entry& e = entries_[id];
        return e.exit[0] == ip ? e.to[0] : e.exit[1] == ip ? e.to[1] : kNone;
    }
    void link(uint32_t id, uint32_t ip, uint32_t to) {
        Entry& e = entries_[id];
        const unsigned k = (e.exit[0] == ip || e.exit[0] == kNone) ? 0 : 1;
        e.exit[k] = ip;
        e.to[k] = to;
    }
    static uint64_t hash(const uint32_t* key, unsigned n);

private:
    struct Slot {
        uint64_t h = 0;
        uint32_t id = kNone;   // kNone: empty
    };
    struct Entry {
        uint32_t off = 0, n = 0;   // the key: arena_[off, off + n)
        uint32_t exit[2] = {kNone, kNone}, to[2] = {kNone, kNone};
    };
    std::vector<Slot> slots_;
    std::vector<Entry> entries_;
    std::vector<uint32_t> arena_;
    uint64_t generation_ = 0;
};

}  // namespace strict

struct StrictWave::State : strict::StrictHot {
    // (The scalars an instruction of a memoised block touches come first, next to StrictHot's, so
    // that they share a few cache lines; the per-register and per-operation arrays follow.)
    const StrictLaunch* launch = nullptr;
    const StrictLaunch::Impl* impl = nullptr;
    const strict::SInfo* info = nullptr;      // impl->info
    size_t ninfo = 0;
    unsigned wave_id = 0;
    StrictGroup* group = nullptr;

    // Check 1 (the counters, rings and deferred operations are StrictHot's).
    unsigned nfree = 0;
    unsigned nunord = 0;
    bool exec_zero = false;                   // EXEC was 0 when the instruction executing now issued
    strict::RegSet pending;                   // registers an incomplete operation writes
    uint16_t pend_v[kVgprFile];
    uint16_t pend_s[strict::kSCodes];
    strict::Op ops[strict::kMaxOps];
    uint16_t free_ops[strict::kMaxOps];
    uint16_t live_ops[strict::kMaxOps];       // in no particular order
    uint16_t live_pos[strict::kMaxOps];       // index of an operation in live_ops
    uint16_t unord[strict::kMaxOps];
    uint16_t defer_op(uint32_t ip, const strict::FastInfo& fi);
    void settle();
    void compact_deferred();                  // drops the deferred operations complete by now
    static constexpr unsigned kCompactDeferred = 48;   // end_block compacts past this many
    strict::Op* current_op() {
        return cur_op == strict::kDeferredOp ? &dops[ndops - 1] : cur_op != strict::kNoOp ? &ops[cur_op] : nullptr;
    }

    // Check 7: hazard state (the rest is StrictHot's).
    bool vgprs_deallocated = false;
    uint32_t dealloc_ip = 0;
    // VALUTransUseHazard: per VGPR, the VALU / TRANS counts right after a TRANS wrote it (the
    // epoch is StrictHot's).
    uint64_t valu_count = 0, trans_count = 0, last_trans_valu = 0;
    uint64_t tr_epoch[kVgprFile];
    uint64_t tr_valu[kVgprFile];
    uint64_t tr_trans[kVgprFile];
    uint32_t tr_ip[kVgprFile];

    // Memoised blocks: the clean blocks (its workgroup slot's, StrictGroup::State::blocks; null
    // without one), the key of the block running now and whether it is recorded when it ends.
    strict::BlockMemo* memo = nullptr;
    std::vector<uint32_t> key;                // its first key_len words
    unsigned key_len = 0;
    uint64_t key_hash = 0;
    bool record = false;
    // The memo entry of the block running now when it runs memoised from its start (else
    // BlockMemo::kNone), and of the block that ended last if it ran memoised to its end: the key
    // its exit leads to is then BlockMemo::next's (ids of generation memo_gen).
    uint32_t block_id = strict::BlockMemo::kNone;
    uint32_t prev_id = strict::BlockMemo::kNone;
    uint64_t memo_gen = 0;
    unsigned make_key(size_t ip);             // the key of a block entered at ip, into `key`
    // The last key per block entry (by ip modulo kKnownKeys) that the memo was found to hold:
    // the same key again is clean without hashing and looking it up (a memo entry is a fact
    // about the program's tables, true whether or not the memo still holds it). Forgotten when
    // the wave is bound to a launch (bind), since tables can be freed then.
    struct KnownKey {
        static constexpr unsigned kWords = 40;   // longer keys are not kept
        uint32_t ip = ~0u;
        unsigned n = 0;
        uint32_t id = strict::BlockMemo::kNone;  // its memo entry (generation gen), for the links
        uint64_t gen = 0;
        uint32_t w[kWords];
    };
    static constexpr unsigned kKnownKeys = 4;
    KnownKey known[kKnownKeys];

    void reset_wave();
    bool all_replicated(unsigned first, unsigned n) const { return strict::bits_all_set(replicated, first, n); }
    bool op_complete(const strict::Op& o) const {
        if ((o.queues & strict::Q_VM) && o.vseq > lb_vm) return false;
        if ((o.queues & strict::Q_DS) && o.dseq > lb_ds) return false;
        if ((o.queues & strict::Q_UNORD) && o.useq >= lgkm_zero_epoch) return false;
        return true;
    }
    void retire(uint16_t slot);
    void check_wmma_operands(const Wave& w, const strict::SInfo& si) const;   // check 5
    // What issuing the instruction does besides the state-decided checks: check 5 of a WMMA, a
    // memory operation's entry in the queues (`before`, and memoised blocks' state_fast).
    void issue(const Wave& w, const strict::SInfo& si, size_t ip);
    void retire_if_complete(uint16_t slot) {
        if (slot < strict::kMaxOps && ops[slot].live && op_complete(ops[slot])) retire(slot);
    }
    // Raises the lower bounds of the vm / in-order lgkm queues, retiring what completes.
    void complete_vm(uint64_t lb);
    void complete_ds(uint64_t lb);
    void complete_unord();                    // lgkmcnt(0)
    uint16_t new_op(uint32_t ip, const strict::SInfo& si);
    void mark_pending(uint16_t slot);         // the registers operation `slot` writes are pending
    void apply_wait(unsigned vm, unsigned lgkm);
    std::string wait_hint(const strict::Op& o) const;
    [[noreturn]] void report_pending(const Wave& w, size_t ip, int code, bool write);
};

struct StrictGroup::State {
    const StrictLaunch* launch = nullptr;
    const StrictLaunch::Impl* impl = nullptr;

    // The clean blocks of this slot's waves (StrictWave::begin_block): a block's verdict depends on
    // the entry state its key holds, not on which wave enters it, so the waves of a workgroup slot
    // (one host thread) share them. Kept across launches of the same program tables.
    strict::BlockMemo blocks;
    std::shared_ptr<const StrictLaunch::Impl> blocks_of;   // the tables they were made under (kept alive:
                                                           // no other program's tables can take their address)

    // Shadow of LDS for the current barrier interval, one bit per byte in 64-byte words: the
    // group's aggregates and each wave's own bits (docs/strict.md, check 2).
    struct Agg {
        uint64_t w1;   // written by some wave
        uint64_t r1;   // read by some wave
        uint64_t r2;   // read by two or more waves
    };
    struct Own {
        uint64_t w, r;   // written / read by this wave
    };
    // One LDS instruction of a wave in this interval: what a report names as the other access of
    // a race. Its lane accesses are kept in one of two forms: a list of ranges (WaveLds::ranges,
    // the per-lane path) or, for a full wave of equal accesses, the 32 lane addresses
    // (WaveLds::addrs, lane l accesses `size` bytes at addrs[first + l] + off).
    struct Entry {
        uint32_t ip;
        uint32_t first;   // index of its first range, or of its first lane address
        uint32_t off;     // whole-wave form: the instruction's offset
        uint16_t n;       // ranges (0: whole-wave form)
        uint16_t size;    // whole-wave form: bytes per lane
        bool write;
        bool carried;     // outstanding when the last barrier released
        bool contains(const std::vector<strict::LdsRange>& ranges, const std::vector<uint32_t>& addrs,
                      uint32_t byte) const;
    };
    // A full-wave access compiled to the 64-byte words it touches and the bytes in each, cached
    // per wave and instruction (a loop's DS instructions usually see the same lane addresses every
    // time). The word list is words[first, first + n) / masks[...] of the wave's cache.
    static constexpr unsigned kWays = 4;
    // Compiled forms are relative to the word of lane 0's first byte (base = (a[0] + off) / 64):
    // an instruction whose lanes keep their distances and the first byte's place in its word
    // (a loop advancing one address register) finds its form compiled at any base.
    struct Compiled {
        uint32_t ip = ~0u, off = 0;
        uint16_t size = 0, n = 0, cap = 0;
        bool replicated = false;   // lanes l and l + 16 access the same bytes
        uint8_t victim = 0;        // (first way of an instruction) the way recompiled next
        uint32_t next = ~0u;       // the instruction's next way in the cache
        uint32_t first = 0;
        int32_t lo = 0, hi = 0;    // words [base + lo, base + hi) hold every word of the list
        uint32_t sub = 0;          // (a[0] + off) % 64
        uint32_t rel[32];          // a[l] - a[0]
    };
    static uint32_t base_word(const uint32_t* a, uint32_t off) { return (a[0] + off) >> 6; }
    struct WaveLds {
        StrictWave::State* ws = nullptr;
        std::vector<Own> own;                  // nwords
        uint32_t lo = ~0u, hi = 0;             // words of `own` set in this interval
        std::vector<Entry> log;
        std::vector<strict::LdsRange> ranges;
        std::vector<uint32_t> addrs;
        uint64_t log_base = 0;                 // entry number of log[0] (entries are numbered per wave)
        // The previous interval's log during a barrier (kept afterwards to reuse its memory), and
        // the entry number of its first entry.
        std::vector<Entry> spare_log;
        uint64_t spare_base = 0;
        std::vector<strict::LdsRange> spare_ranges;
        std::vector<uint32_t> spare_addrs;
        std::vector<uint32_t> cache_slot;      // by SInfo::lds_index: its first entry in `cache` (~0u: none)
        std::vector<Compiled> cache;
        std::vector<uint32_t> words;           // the compiled word lists
        std::vector<uint64_t> masks;
        void forget();                         // a new launch: empty, memory kept
    };
    uint32_t nwords = 0;
    std::vector<Agg> agg;
    uint32_t agg_lo = ~0u, agg_hi = 0;
    std::vector<WaveLds> waves;                // by wave index in the workgroup
    unsigned nwaves = 0;                       // waves of the workgroup running in this slot
    // Whether LDS races are tracked at all: the program has LDS operations and the workgroup two
    // or more waves (a single wave has no races).
    bool tracked() const { return !agg.empty() && nwaves >= 2; }

    // Clean intervals (docs/strict.md, check 2): the sequences of whole-wave accesses (wave,
    // instruction, kind and the 32 lane addresses) of recent intervals that ended without a race.
    // An interval whose accesses so far are a prefix of one of them has a subset of a race-free set
    // of accesses, so it is race-free so far: its accesses are neither logged, compiled nor applied
    // to the bit maps ("replaying"; an operation issued then names its trie node instead of a log
    // entry, Op::lds_entry with kNodeTag); the first access that leaves every remembered sequence
    // logs the interval's accesses so far from the trie path, applies them to the maps and
    // checking goes on as usual ("eager").
    struct MemoAccess {
        uint32_t ip, off;
        uint16_t size;
        uint8_t wave;
        uint8_t kind;       // bit 0: a write, bit 1: carried
        uint32_t a[32];     // lane l accesses `size` bytes at a[l] + off
    };
    // The remembered sequences form a trie: an interval that replays follows one path from the
    // root, comparing each access with the children of its node (one, except where remembered
    // intervals part). Bounded by kMemoTotal accesses (kMemoSequence per interval); when a new
    // sequence does not fit, the trie starts over. (k8's workgroups go through 10 distinct
    // intervals: the 8 sequences kept before in round robin were each evicted before they came
    // round again.) A node holds lane 0's
    // address and the index of its lanes' distances from lane 0 in `patterns`, where each distinct
    // set of distances is kept once: 32-byte nodes and a few shared patterns keep a replaying
    // interval's reads in cache (a 140-byte record per access evicted the wave's registers).
    struct MemoNode {
        uint32_t ip, off;
        uint16_t size;
        uint8_t wave;
        uint8_t kind;
        uint32_t a0;        // lane 0's address
        uint32_t pat;       // patterns[pat & ~kPatHalves].rel[l] = a[l] - a0; kPatHalves: lanes l and
                            // l + 16 have the same address (a load's destination is replicated)
        uint32_t parent;    // kMemoRoot: a first access
        uint32_t child;     // first child, kNoNode: none
        uint32_t sibling;   // next child of the parent, kNoNode: none

        // The access's identity (ip, off; size, wave, kind, a0) as two words, the lookups' first
        // test: a node's (its first 16 bytes, little-endian), and a query's made the same way in
        // registers (assembled in memory, its bytes would defeat store-to-load forwarding).
        uint64_t id0() const { return word(0); }
        uint64_t id1() const { return word(8); }
        static uint64_t query0(uint32_t ip, uint32_t off) { return uint64_t(ip) | uint64_t(off) << 32; }
        static uint64_t query1(uint16_t size, uint8_t wave, uint8_t kind, uint32_t a0) {
            return uint64_t(size) | uint64_t(wave) << 16 | uint64_t(kind) << 24 | uint64_t(a0) << 32;
        }

    private:
        uint64_t word(size_t at) const {
            uint64_t v;
            std::memcpy(&v, reinterpret_cast<const unsigned char*>(this) + at, sizeof v);
            return v;
        }
    };
    static_assert(offsetof(MemoNode, off) == 4 && offsetof(MemoNode, size) == 8 && offsetof(MemoNode, a0) == 12 &&
                      offsetof(MemoNode, pat) == 16,
                  "MemoNode::id0 / id1 cover ip, off and size, wave, kind, a0");
    static_assert(__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__, "MemoNode::query0 / query1 assume little-endian words");
    struct Pattern {
        uint32_t rel[32];
    };
    static constexpr uint32_t kNoNode = ~0u, kMemoRoot = ~0u - 1;
    // MemoNode::pat's flag (fewer patterns than 2^31)
    static constexpr uint32_t kPatHalves = StrictGroup::kReplayHalves;
    static constexpr size_t kMemoTotal = 65536;     // accesses of all remembered intervals (2 MiB of nodes)
    static constexpr size_t kMemoSequence = 16384;  // accesses of one (longer intervals are not remembered:
                                                    // a replayed path is logged at once by go_eager)
    static constexpr uint64_t kNodeTag = strict::kLdsNodeTag;   // Op::lds_entry = kNodeTag | trie node
    std::vector<MemoNode> trie;
    std::vector<StrictGroup::ReplayNode> replay_nodes;   // per trie node: StrictGroup::replay_next's view of it
    std::shared_ptr<const StrictLaunch::Impl> trie_of;   // the tables the trie was made under (kept alive:
                                                         // no other program's tables can take their address)
    std::vector<Pattern> patterns;
    std::vector<uint32_t> pattern_slots;            // open addressing by hash: pattern index + 1, 0 free
    std::vector<uint64_t> node_entry;               // go_eager's scratch: a path node's log entry,
    std::vector<uint32_t> node_gen;                 // valid where node_gen equals eager_gen
    uint32_t eager_gen = 0;
    uint32_t trie_first = kNoNode;                  // the root's first child
    uint32_t node = kMemoRoot;                      // while replaying: the access reached
    std::vector<MemoAccess> seq;                    // this interval's accesses so far (while eager)
    bool avx2 = false;                              // the host has AVX2 (the lane tests' form; State())
    bool eager = true;                              // the bit maps hold every access of this interval
    bool seq_valid = true;                          // every access of this interval is in seq
    uint32_t intern(const uint32_t* a);             // the pattern of lane addresses a (added if new)
    void forget_trie();
    void node_access(uint32_t n, MemoAccess& r) const;   // the access node n records
    void log_access(WaveLds& wl, const MemoAccess& r);   // appends r to wl's log (whole-wave form)
    // While replaying: moves to the child of `node` that records the access (as `wave`'s; kind
    // given, or node src's carried) and returns it, or kNoNode (node unchanged).
    uint32_t step_addrs(const uint32_t* a, uint32_t ip, uint32_t off, uint32_t size, unsigned wave, unsigned kind) {
        return step_addrs(a, MemoNode::query0(ip, off),
                          MemoNode::query1(uint16_t(size), uint8_t(wave), uint8_t(kind), a[0]));
    }
    // The same with the access's identity words made by the caller (MemoNode::query0 / query1).
    uint32_t step_addrs(const uint32_t* a, uint64_t q0, uint64_t q1);
    uint32_t step_node(uint32_t src, unsigned wave);
    // Moves to child c of `node` (prev: its predecessor in the list, kNoNode when first), which it
    // brings to the front of the list: the siblings are tried in order of last use.
    uint32_t step_to(uint32_t prev, uint32_t c);
    // owner->next_ for the interval's state now: the first child of `node` while replaying (and
    // tracked), else none. Called wherever node, eager, the trie or the waves change.
    void refresh_next();
    uint32_t first_child(uint32_t n) const { return n == kMemoRoot ? trie_first : trie[n].child; }
    void set_first_child(uint32_t n, uint32_t c) {
        if (n == kMemoRoot) {
            trie_first = c;
        } else {
            trie[n].child = c;
            replay_nodes[n].child = c;
        }
    }

    // The lane accesses of the instruction executing now (Wave::lds_ptr reports them one lane at
    // a time, into StrictGroup::pend_); checked and recorded once per instruction by flush(),
    // which StrictWave::after calls.
    StrictGroup* owner = nullptr;
    unsigned pend_wave = 0;
    uint32_t pend_ip = 0;
    uint8_t pend_kind = 0;
    void flush();

    WaveLds& wave(unsigned id);
    void clear_interval();
    // Appends an entry to `wl`'s log (dropping its older half when full) and ties the operation
    // executing now to it.
    Entry& log_entry(WaveLds& wl, uint32_t ip, bool write, bool carried);
    // Checks (check = true) and records the accesses p[0, n) of `wave`.
    void process(const strict::LdsRange* p, unsigned n, unsigned wave, bool write, bool check);
    // The compiled form of a full-wave access (lane l: `size` bytes at a[l] + off) from `wave`'s
    // cache, compiled now if the cache has other addresses; null when it touches more than 64
    // words (not cached).
    Compiled* lookup(const uint32_t* a, uint32_t off, uint32_t size, unsigned wave, uint32_t ip);
    // Checks (check = true) and records a full-wave access.
    void process_wave(const uint32_t* a, uint32_t off, uint32_t size, unsigned wave, uint32_t ip, bool write,
                      bool check);
    void apply_compiled(const Compiled& c, const uint32_t* a, unsigned wave, bool write, bool check);
    // Interval bookkeeping for the clean-interval memo.
    void begin_interval();
    void end_interval();
    // One more access of this interval: `a` its 32 lane addresses, null for an access the memo
    // cannot describe (per-lane). MEMO_SKIP while the interval still replays a clean one, else it
    // must be checked and recorded now (MEMO_EAGER; MEMO_MATERIALISED when the interval's earlier
    // accesses were just applied).
    enum { MEMO_SKIP, MEMO_EAGER, MEMO_MATERIALISED };
    int memo_step(const uint32_t* a, uint32_t ip, uint32_t off, uint32_t size, unsigned wave, unsigned kind,
                  const Entry* current);
    // Leaves replaying: this interval's accesses so far (the path to `node`) become its sequence
    // and are logged (carried ones too: while replaying nothing is logged), the operations that
    // name a node of the path name its log entry, and the logs (except `current`) are applied to
    // the bit maps.
    void go_eager(const Entry* current);
    // Applies this interval's logged accesses (except `current`) to the bit maps, unchecked.
    void materialise(const Entry* current);
    // Checks (check = true) and records the accesses of a logged entry of `wave`.
    void replay(const Entry& e, unsigned wave, bool check);
    // The first entry of `wave`'s log of this kind whose accesses include byte `byte`, or null.
    const Entry* find_entry(unsigned wave, uint32_t byte, bool write) const;
    // A race on the first byte of `bytes` in `word`: `lane` accesses it.
    [[noreturn]] void report(unsigned wave, uint32_t word, uint64_t bytes, bool write, int lane);
};

}  // namespace emu
