// Stride prefetch for the fast paths of full-wave vector loads (buffer and global).
//
// The emulator executes a load at once, so the host waits for every line the wave reads. A GEMM
// main loop reads the next K tile of the same rows with the same instruction: the addresses of
// one execution are those of the previous one plus a constant step (k8 at 4096: 128 bytes of A
// or 64 rows of B, 32 different 8 KiB rows per instruction). The host's own prefetchers do not
// see that pattern: the step of one instruction is hidden by the other instructions between two
// executions, and the lanes of one execution are a page apart. So a load that spans at least a
// page remembers its lowest address per instruction (Wave::load_history) and, when the
// instruction comes again, prefetches every lane's address plus the step it just saw into the
// host's L2 (the next execution is thousands of host instructions later). Prefetches never
// fault and never change a result; a wrong guess (a slot shared by two instructions, the first
// execution in a group) costs 32 useless prefetches.
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
// Steps larger than this are not a walk through one array (a different buffer, another batch).
constexpr int64_t kLoadPrefetchMaxStep = int64_t(1) << 24;

// The lanes of a load that spans less than this many bytes are left to the host's prefetchers
// (one or two pages: a contiguous or nearly contiguous load, which they follow), and the table
// is not touched: k2's 128-byte global_load_b32 paid more for the test of its 32 lanes than it
// gained.
constexpr uintptr_t kLoadPrefetchMinSpan = 4096;

// After a load just done by w (w.ip is the instruction's index + 1): lo and hi are the lowest
// and highest of its lanes' host addresses, addr(l) lane l's (uintptr_t).
template <typename Addr>
inline void prefetch_next_load(Wave& w, uintptr_t lo, uintptr_t hi, Addr addr) {
    if (hi - lo < kLoadPrefetchMinSpan) return;
    Wave::LoadHistory& h = w.load_history[w.ip % Wave::kLoadHistorySlots];
    if (h.ip == w.ip) {
        const uintptr_t step = lo - h.addr;
        const int64_t s = int64_t(step);
        if ((s >= kLoadPrefetchMinStep || s <= -kLoadPrefetchMinStep) && s < kLoadPrefetchMaxStep && s > -kLoadPrefetchMaxStep)
            for (unsigned l = 0; l < 32; ++l) __builtin_prefetch(reinterpret_cast<const void*>(addr(l) + step), 0, 2);
    }
    h.ip = w.ip;
    h.addr = lo;
}

}  // namespace emu
