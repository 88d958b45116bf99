// Cache-line-aligned storage for the emulator's per-lane arrays (VGPR files, LDS, private
// memory).
//
// A VGPR row is 32 lanes x 4 bytes = 128 bytes, and the handlers read and write it in 16- to
// 64-byte vectors. std::allocator only promises 16-byte alignment: a 139 KiB VGPR array that
// malloc serves from mmap starts 16 bytes into a page, so every row spans three cache lines and
// its vector accesses straddle lines. Where malloc happened to place the array decided about 10%
// of an emulation's time (s6 at 512: 27.5-28.3 ms against 30.7-33.8 ms for the same launches).
// With 64-byte alignment every row is exactly two lines.
#pragma once

#include <cstddef>
#include <new>
#include <vector>

namespace emu {

template <class T, std::size_t Align = 64>
struct CacheAligned {
    using value_type = T;
    template <class U>
    struct rebind {
        using other = CacheAligned<U, Align>;
    };
    CacheAligned() = default;
    template <class U>
    CacheAligned(const CacheAligned<U, Align>&) noexcept {}
    T* allocate(std::size_t n) { return static_cast<T*>(::operator new(n * sizeof(T), std::align_val_t(Align))); }
    void deallocate(T* p, std::size_t) noexcept { ::operator delete(p, std::align_val_t(Align)); }
    template <class U>
    bool operator==(const CacheAligned<U, Align>&) const noexcept { return true; }
    template <class U>
    bool operator!=(const CacheAligned<U, Align>&) const noexcept { return false; }
};

template <class T>
using AlignedVector = std::vector<T, CacheAligned<T>>;

}  // namespace emu
