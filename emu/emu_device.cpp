// The emulator backend's entry point (placeholder until the executor lands).
#include "wmma_asm/device.hpp"
#include "wmma_asm/error.hpp"

namespace wmma_asm {

bool emu_backend_compiled() { return false; }

std::unique_ptr<Device> open_emu_device(const DeviceOptions&) {
    throw Error("the emulator backend is not built yet");
}

}  // namespace wmma_asm
