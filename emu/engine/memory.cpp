// Global memory table of the emulator.
#include "emu/engine/memory.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <cinttypes>
#include <cstdint>
#include <new>
#include <cstdio>
#include <cstring>

namespace emu {

namespace {

// The accessible pages of an allocation of `bytes` (at least one page).
size_t data_pages_bytes(uint64_t bytes) {
    const size_t page = size_t(::sysconf(_SC_PAGESIZE));
    return (std::max<size_t>(bytes, 1) + page - 1) / page * page;
}

}  // namespace

GlobalMemory::Mapping& GlobalMemory::Mapping::operator=(Mapping&& o) noexcept {
    if (this != &o) {
        if (base_) ::munmap(base_, length_);
        base_ = o.base_;
        length_ = o.length_;
        o.base_ = nullptr;
    }
    return *this;
}

GlobalMemory::Mapping::~Mapping() {
    if (base_) ::munmap(base_, length_);
}

uint64_t GlobalMemory::allocate(size_t bytes, const std::string& label) {
    const size_t data = data_pages_bytes(bytes);
    if (data < bytes || data > SIZE_MAX - 2 * kGuardBytes - kHugePageBytes) throw std::bad_alloc();
    // A large allocation starts on a huge-page boundary (the slack reserved for that goes to the
    // guards) and asks for transparent huge pages: the kernels walk matrices whose rows are pages
    // apart, and with 4 KiB pages nearly every row of a tile load is a TLB miss.
    const bool huge = data >= kHugePageBytes;
    const size_t length = data + 2 * kGuardBytes + (huge ? kHugePageBytes : 0);
    // Reserve the whole range inaccessible (address space only), then open the data pages.
    void* base = ::mmap(nullptr, length, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base == MAP_FAILED) throw std::bad_alloc();
    Mapping mapping(base, length);
    uint8_t* p = static_cast<uint8_t*>(base) + kGuardBytes;
    if (huge) p += (kHugePageBytes - reinterpret_cast<uintptr_t>(p) % kHugePageBytes) % kHugePageBytes;
    if (::mprotect(p, data, PROT_READ | PROT_WRITE) != 0) throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    if (huge) (void)::madvise(p, data, MADV_HUGEPAGE);   // advice only: without THP, 4 KiB pages
#endif
    Block b;
    b.mapping = std::move(mapping);
    b.size = bytes;
    b.label = label;
    const uint64_t addr = reinterpret_cast<uint64_t>(p);
    std::lock_guard<std::mutex> lock(mu_);
    b.serial = next_serial_++;
    blocks_.emplace(addr, std::move(b));
    return addr;
}

bool GlobalMemory::release(uint64_t address) {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = blocks_.find(address);
    if (it == blocks_.end()) return false;
    // Keep the range reserved and inaccessible, its pages given back; the oldest kept range goes.
    const size_t data = data_pages_bytes(it->second.size);
    void* p = reinterpret_cast<void*>(address);
    (void)::mprotect(p, data, PROT_NONE);
    (void)::madvise(p, data, MADV_DONTNEED);
    freed_.emplace(address, std::move(it->second));
    blocks_.erase(it);
    freed_order_.push_back(address);
    if (freed_order_.size() > kFreedKept) {
        freed_.erase(freed_order_.front());
        freed_order_.pop_front();
    }
    return true;
}

uint8_t* GlobalMemory::translate(uint64_t address, uint64_t size, uint64_t* block_lo, uint64_t* block_hi,
                                 uint64_t* serial) const {
    std::lock_guard<std::mutex> lock(mu_);
    auto it = blocks_.upper_bound(address);
    if (it == blocks_.begin()) return nullptr;
    --it;
    const uint64_t off = address - it->first;
    if (off > it->second.size || size > it->second.size - off) return nullptr;
    if (block_lo) *block_lo = it->first;
    if (block_hi) *block_hi = it->first + it->second.size;
    if (serial) *serial = it->second.serial;
    return reinterpret_cast<uint8_t*>(address);
}

std::string GlobalMemory::describe(uint64_t address, uint64_t size) const {
    std::lock_guard<std::mutex> lock(mu_);
    char buf[256];
    if (auto f = freed_.upper_bound(address); f != freed_.begin()) {   // a stale pointer to a freed buffer
        --f;
        if (address - f->first < std::max<uint64_t>(f->second.size, 1)) {
            std::snprintf(buf, sizeof buf, "0x%" PRIx64 " (+%" PRIu64 " bytes) is inside allocation 0x%" PRIx64
                          " of %" PRIu64 " bytes%s%s%s, which was freed", address, size, f->first, f->second.size,
                          f->second.label.empty() ? "" : " '", f->second.label.c_str(), f->second.label.empty() ? "" : "'");
            return buf;
        }
    }
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
