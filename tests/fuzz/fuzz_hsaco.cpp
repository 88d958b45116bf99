// libFuzzer target for the code-object parser (ELF, notes, msgpack metadata, descriptors).
// Any input must either parse or raise wmma_asm::Error: never crash, hang or read out of bounds.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "wmma_asm/error.hpp"
#include "wmma_asm/hsaco.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    try {
        const auto co = wmma_asm::parse_code_object(std::vector<uint8_t>(data, data + size), "fuzz");
        for (const auto& k : co.kernels) (void)k.explicit_args();
    } catch (const wmma_asm::Error&) {
    }
    return 0;
}
