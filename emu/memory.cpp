// Global memory table of the emulator.
#include "emu/memory.hpp"

#include <cinttypes>
#include <cstdio>
#include <cstring>

namespace emu {

uint64_t GlobalMemory::allocate(size_t bytes, const std::string& label) {
    constexpr size_t kAlign = 256;
    Block b;
    b.storage.reset(new uint8_t[bytes + kAlign]());
    const uint64_t raw = reinterpret_cast<uint64_t>(b.storage.get());
    const uint64_t addr = (raw + kAlign - 1) & ~uint64_t(kAlign - 1);
    b.size = bytes;
    b.label = label;
    std::lock_guard<std::mutex> lock(mu_);
    blocks_.emplace(addr, std::move(b));
    return addr;
}

bool GlobalMemory::release(uint64_t address) {
    std::lock_guard<std::mutex> lock(mu_);
    return blocks_.erase(address) > 0;
}

uint8_t* GlobalMemory::translate(uint64_t address, uint64_t size, uint64_t* block_lo, uint64_t* block_hi) const {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = blocks_.upper_bound(address);
    if (it == blocks_.begin()) return nullptr;
    --it;
    const uint64_t off = address - it->first;
    if (off > it->second.size || size > it->second.size - off) return nullptr;
    if (block_lo) *block_lo = it->first;
    if (block_hi) *block_hi = it->first + it->second.size;
    return reinterpret_cast<uint8_t*>(address);
}

std::string GlobalMemory::describe(uint64_t address, uint64_t size) const {
    std::lock_guard<std::mutex> lock(mu_);
    char buf[256];
    if (blocks_.empty()) {
        std::snprintf(buf, sizeof buf, "0x%" PRIx64 " (+%" PRIu64 "): no live allocation at all", address, size);
        return buf;
    }
    // Nearest allocation: the one below (distance past its end) or above (distance before it).
    auto above = blocks_.upper_bound(address);
    const std::pair<const uint64_t, Block>* best = nullptr;
    uint64_t best_dist = UINT64_MAX;
    bool past = false;
    if (above != blocks_.begin()) {
        auto below = std::prev(above);
        const uint64_t end = below->first + below->second.size;
        const uint64_t d = address + size > end ? address + size - end : 0;
        best = &*below; best_dist = d; past = true;
    }
    if (above != blocks_.end() && above->first - address < best_dist) {
        best = &*above; best_dist = above->first - address; past = false;
    }
    std::snprintf(buf, sizeof buf, "0x%" PRIx64 " (+%" PRIu64 " bytes) is %" PRIu64 " bytes %s allocation 0x%" PRIx64
                  " of %" PRIu64 " bytes%s%s%s", address, size, best_dist, past ? "past the end of" : "before",
                  best->first, best->second.size, best->second.label.empty() ? "" : " '", best->second.label.c_str(),
                  best->second.label.empty() ? "" : "'");
    return buf;
}

size_t GlobalMemory::live_allocations() const {
    std::lock_guard<std::mutex> lock(mu_);
    return blocks_.size();
}

}  // namespace emu
