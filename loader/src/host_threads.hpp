// The host threads of the CPU checks (gemm.cpp, attention.cpp): how many, and running one piece of
// work per thread with the caller as thread 0.
#pragma once

#include <algorithm>
#include <cstdint>
#include <thread>
#include <vector>

namespace wmma_asm {

// `requested` threads (0: the host's hardware concurrency), no more than `items` pieces of work to
// share, at least 1.
inline unsigned host_threads(unsigned requested, uint64_t items) {
    if (!requested) requested = std::max(1u, std::thread::hardware_concurrency());
    return unsigned(std::max<uint64_t>(1, std::min<uint64_t>(requested, items)));
}

// work(t) for t = 0 .. threads - 1, t = 0 on the calling thread, the others on threads of their
// own; returns when all have.
template <class Work>
void run_on_threads(unsigned threads, Work&& work) {
    std::vector<std::thread> pool;
    for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work, t);
    work(0u);
    for (auto& th : pool) th.join();
}

}  // namespace wmma_asm
