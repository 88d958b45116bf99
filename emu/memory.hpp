// Global memory of the emulator: every device allocation is a real host allocation whose host
// address is its device address, so kernels address it directly; a sorted table of the live
// allocations lets every access be checked (strict mode) and every fault name the nearest
// allocation.
#pragma once
#include <cstddef>
#include <cstdint>
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

    // Zero-filled, 256-byte aligned (like hipMalloc's alignment). Returns the device address.
    uint64_t allocate(size_t bytes, const std::string& label = "");
    // Frees an allocation; unknown addresses are ignored (returns false).
    bool release(uint64_t address);

    // Host pointer for [address, address + size) when it lies inside one live allocation.
    // When block_lo/block_hi are given they receive the allocation's [begin, end).
    uint8_t* translate(uint64_t address, uint64_t size, uint64_t* block_lo = nullptr,
                       uint64_t* block_hi = nullptr) const;
    // A readable description of where `address` is relative to the allocations, for messages:
    // "0x... is 12 bytes past the end of allocation 0x...(+4096) 'C'".
    std::string describe(uint64_t address, uint64_t size) const;
    size_t live_allocations() const;

private:
    struct Block {
        std::unique_ptr<uint8_t[]> storage;
        uint64_t size = 0;
        std::string label;
    };
    mutable std::mutex mu_;                 // allocation happens between launches; lookups are shared
    std::map<uint64_t, Block> blocks_;      // device (= aligned host) address -> block
};

}  // namespace emu
