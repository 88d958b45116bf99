// Global memory of the emulator: every device allocation is a real host allocation whose host
// address is its device address, so kernels address it directly; a sorted table of the live
// allocations lets every access be checked and every fault name the nearest allocation.
// Each allocation is mapped between two inaccessible guard regions of kGuardBytes, so no other
// allocation starts within kGuardBytes of its end: an access that overruns (or underruns) a
// buffer by less than that always faults instead of landing in a neighbour.
#pragma once
#include <cstddef>
#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace emu {

class GlobalMemory {
public:
    GlobalMemory() = default;
    GlobalMemory(const GlobalMemory&) = delete;
    GlobalMemory& operator=(const GlobalMemory&) = delete;

    static constexpr uint64_t kGuardBytes = uint64_t(128) << 20;
    static constexpr size_t kHugePageBytes = size_t(2) << 20;   // x86-64's transparent huge page

    // Zero-filled, page aligned (hipMalloc guarantees 256 bytes). Returns the device address.
    // Throws std::bad_alloc when the host cannot map it.
    uint64_t allocate(size_t bytes, const std::string& label = "");
    // Frees an allocation; unknown addresses are ignored (returns false).
    bool release(uint64_t address);

    // Host pointer for [address, address + size) when it lies inside one live allocation.
    // When block_lo/block_hi are given they receive the allocation's [begin, end); serial, the
    // allocation's number on this memory (0, 1, 2, ... in allocation order: the same in every run
    // of a program, unlike its host address; the timing model places its cache lines by it).
    uint8_t* translate(uint64_t address, uint64_t size, uint64_t* block_lo = nullptr,
                       uint64_t* block_hi = nullptr, uint64_t* serial = nullptr) const;
    // A readable description of where `address` is relative to the allocations, for messages:
    // "0x... is 12 bytes past the end of allocation 0x...(+4096) 'C'".
    std::string describe(uint64_t address, uint64_t size) const;
    size_t live_allocations() const;

private:
    // A mapping [guard | data | guard], unmapped when the block goes.
    class Mapping {
    public:
        Mapping() = default;
        Mapping(void* base, size_t length) : base_(base), length_(length) {}
        Mapping(Mapping&& o) noexcept : base_(o.base_), length_(o.length_) { o.base_ = nullptr; }
        Mapping& operator=(Mapping&& o) noexcept;
        Mapping(const Mapping&) = delete;
        Mapping& operator=(const Mapping&) = delete;
        ~Mapping();

    private:
        void* base_ = nullptr;
        size_t length_ = 0;
    };
    struct Block {
        Mapping mapping;
        uint64_t size = 0;
        uint64_t serial = 0;
        std::string label;
    };
    mutable std::mutex mu_;                 // allocation happens between launches; lookups are shared
    std::map<uint64_t, Block> blocks_;      // device (= aligned host) address -> block
    uint64_t next_serial_ = 0;
    // Freed blocks stay mapped inaccessible (their pages returned) for the next kFreedKept frees,
    // so a stale pointer to a freed buffer faults, naming it, instead of reaching a new one that
    // the host happened to place at the same address.
    static constexpr size_t kFreedKept = 64;
    std::map<uint64_t, Block> freed_;
    std::deque<uint64_t> freed_order_;
};

}  // namespace emu
