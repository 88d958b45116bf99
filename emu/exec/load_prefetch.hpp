// Stride prefetch for the fast paths of full-wave vector loads (buffer and global).
//
// The emulator executes a load at once, so the host waits for every line the wave reads. A GEMM
// main loop reads the next K tile of the same rows with the same instruction: the addresses of
// one execution are those of the previous one plus a constant step (k8 at 4096: an A load reads
// 64 bytes of 8 rows 8 KiB apart and steps 128 bytes; a B load reads 32 bytes of 16 rows 16 KiB
// apart and steps 64 rows). The host's own prefetchers do not see that pattern: the step of one
// instruction is hidden by the other instructions between two executions, and the lines of one
// execution are in different pages. So a load that spans at least a page remembers its lowest
// address per instruction (Wave::load_history) and, when the instruction comes again, prefetches
// every lane's address plus the step it just saw (locality hint 2: the next execution is
// thousands of host instructions later). Prefetches never fault and never change a result. A
// step that changes, or a loop's last execution, costs 32 useless prefetches; two instructions
// sharing a slot lose theirs.
//
// Measured (k8, no-strict, interleaved runs): 2048 on one host thread, medians 441 -> 422 ms;
// 4096 on two, three pairs 1773 -> 1664, 2010 -> 1908, 2047 -> 1806 ms; k2, k4, k5, k8a and s8
// at 1024 unchanged or faster.
#pragma once

#include <cstdint>

#include "emu/engine/wave.hpp"

namespace emu {

// Steps under a cache line mostly read the lines just read (k2's 32-byte steps): no prefetch.
constexpr int64_t kLoadPrefetchMinStep = 64;
// Steps of this size or larger are not a walk through one array (another buffer, another batch).
constexpr int64_t kLoadPrefetchMaxStep = int64_t(1) << 24;

// The lanes of a load that spans less than this many bytes are left to the host's prefetchers
// (one or two pages: a contiguous or nearly contiguous load, which they follow), and the table
// is not touched: k2's 128-byte global_load_b32 paid more for the test of its 32 lanes than it
// gained.
constexpr uintptr_t kLoadPrefetchMinSpan = 4096;

// The decision, after a load just done by w (w.ip is the instruction's index + 1; lo and hi are
// the lowest and highest of its lanes' host addresses): the step to prefetch the lanes at, 0 for
// none; the load history updated.
inline int64_t load_prefetch_step(Wave& w, uintptr_t lo, uintptr_t hi) {
    if (hi - lo < kLoadPrefetchMinSpan) return 0;
    Wave::LoadHistory& h = w.load_history[w.ip % Wave::kLoadHistorySlots];
    int64_t step = 0;
    if (h.ip == w.ip) {
        const int64_t s = int64_t(lo - h.addr);
        if ((s >= kLoadPrefetchMinStep || s <= -kLoadPrefetchMinStep) && s < kLoadPrefetchMaxStep &&
            s > -kLoadPrefetchMaxStep)
            step = s;
    }
    h.ip = w.ip;
    h.addr = lo;
    return step;
}

// The decision and the prefetches: addr(l) is lane l's host address (uintptr_t).
template <typename Addr>
inline void prefetch_next_load(Wave& w, uintptr_t lo, uintptr_t hi, Addr addr) {
    const int64_t step = load_prefetch_step(w, lo, hi);
    if (step)
        for (unsigned l = 0; l < 32; ++l)
            __builtin_prefetch(reinterpret_cast<const void*>(addr(l) + uintptr_t(step)), 0, 2);
}

}  // namespace emu
