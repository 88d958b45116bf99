// The HIP runtime over the emulator (libamdhip64.so.5 with the ABI of Debian's HIP 5.2 headers):
// the state every hip* entry point shares, and the helpers they use. Internal to hiprt/.
//
// HIP's C ABI has no context argument: hipMalloc, hipModuleLoad, ... all act on "the current
// device" of the process, so a runtime must keep process-wide state. It is exactly one object,
// Runtime::get(), built on first use, guarded by one mutex (every entry point that touches it
// takes Runtime::lock()). Nothing else in hiprt/ is mutable and global, except the last error,
// which HIP defines per host thread (thread_local, errors.cpp).
#pragma once
#include <hip/hip_runtime_api.h>

#include <chrono>
#include <cstdint>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "wmma_asm/device.hpp"
#include "wmma_asm/error.hpp"

// The opaque handle types of hip_runtime_api.h, defined here. Handles given to the application
// are pointers to these; every entry point checks a handle against the runtime's live set before
// it dereferences it, so a destroyed or made-up handle is an error code, never a crash.
struct ihipModule_t {
    std::unique_ptr<wmma_asm::Module> module;
    std::string origin;   // path or "<memory>", for messages
};
struct ihipModuleSymbol_t {
    ihipModule_t* module = nullptr;
    const wmma_asm::KernelInfo* kernel = nullptr;
};
struct ihipStream_t {
    unsigned flags = 0;
    int priority = 0;   // as created (hipStreamCreateWithPriority); one queue runs them all
};
// A fat binary clang's module constructor registered (__hipRegisterFatBinary): the gfx1151 code
// object taken from its offload bundle at registration, loaded as a module at the first launch
// (as ROCm loads lazily), and loaded again after hipDeviceReset, which unloads every module.
struct HipFatBinary {
    std::vector<uint8_t> code_object;   // empty when the bundle has no gfx1151 entry
    std::string error;                  // then why, naming the targets the bundle has
    ihipModule_t* module = nullptr;     // also in Runtime::modules while loaded
};
struct ihipEvent_t {
    unsigned flags = 0;
    bool recorded = false;
    std::chrono::steady_clock::time_point wall;   // when the stream reached the record
    double modelled_ms = 0.0;                     // the device's modelled clock at the record
    bool modelled = false;                        // every launch before it had a modelled time
};

namespace hiprt {

// How a pointer from hipMalloc / hipHostMalloc is held: the emulator buffer (its address is the
// pointer the application sees, and a kernel argument as it is), and what kind of memory HIP says
// it is. hipHostMalloc memory is allocated in emulated memory too: on a GPU pinned host memory is
// reachable from kernels, and the emulator's device addresses are host addresses
// (emu/engine/memory.hpp), so the same allocation serves the host and the kernels.
struct Allocation {
    wmma_asm::Buffer buffer;
    bool host = false;      // hipHostMalloc
    bool managed = false;   // hipMallocManaged: device memory the host may touch too (it is host memory here)
    unsigned flags = 0;     // the flags it was allocated with (hipPointerGetAttributes)
    bool program_scope = false;   // a __managed__ variable's storage: it lives as long as the program
};

// A __managed__ variable of compiled HIP (__hipRegisterManagedVar): managed memory allocated at
// registration and initialised from the host's initial value. clang makes the variable a pointer
// on both sides: the host's is set at registration, the device's (the code object's variable of
// the same name) each time the fat binary's module is loaded.
struct ManagedVar {
    const HipFatBinary* fatbin = nullptr;
    std::string name;
    uint64_t address = 0;
};

// Options read once from the environment (docs/hip_runtime.md).
struct EnvOptions {
    bool strict = true;       // WMMA_ASM_HIP_STRICT (default 1)
    unsigned threads = 0;     // WMMA_ASM_HIP_THREADS (0: all cores)
    bool counters = false;    // WMMA_ASM_HIP_COUNTERS: per-launch counters on stderr
    bool model = false;       // WMMA_ASM_HIP_MODEL: events report the timing model's time
    uint64_t max_instructions = 0;   // WMMA_ASM_HIP_MAX_INSTRUCTIONS (0: the emulator's default)
};

// The emulated device's description as hipGetDeviceProperties reports it.
struct DeviceInfo {
    std::string name = "AMD Radeon 8060S (wmma_asm emulator)";
    std::string arch = "gfx1151";
    int compute_units = 40;
    int clock_khz = 2900000;
    int memory_clock_khz = 0;
    int memory_bus_width = 256;
    size_t lds_per_block = 65536;         // what one workgroup can address (gfx11)
    size_t lds_per_cu = 65536;
    int l2_bytes = 2 * 1024 * 1024;
    size_t total_mem = 0;
};

class Runtime {
public:
    static Runtime& get();
    std::unique_lock<std::mutex> lock() { return std::unique_lock<std::mutex>(mu_); }

    // Everything below requires lock() held.
    wmma_asm::Device& device();   // opened on first use (the first API call that needs it)
    const EnvOptions& env() const { return env_; }
    const DeviceInfo& info();

    // The allocation containing [p, p + bytes) (bytes may be 0: p itself), or null.
    Allocation* find(const void* p, size_t bytes, uint64_t* offset = nullptr);
    // [p, p + bytes) lies in a live allocation or in a loaded module's image (the program-scope
    // variables hipModuleGetGlobal hands out live there).
    bool is_device_range(const void* p, size_t bytes);
    std::map<uint64_t, Allocation> allocs;
    std::set<ihipModule_t*> modules;
    std::set<ihipModuleSymbol_t*> functions;
    std::map<std::pair<ihipModule_t*, std::string>, std::unique_ptr<ihipModuleSymbol_t>> function_handles;
    std::set<ihipStream_t*> streams;
    std::set<ihipEvent_t*> events;

    // Compiled HIP (compiled.cpp): the registered fat binaries, and what the host-side addresses
    // clang registers stand for. A kernel's host address is its stub's handle (what
    // hipLaunchKernel and hipFuncGetAttributes receive); a variable's is the host shadow.
    struct DeviceName {
        HipFatBinary* fatbin;
        std::string name;
        size_t size = 0;   // variables: the size clang registered
    };
    std::map<const HipFatBinary*, std::unique_ptr<HipFatBinary>> fatbins;
    std::map<const void*, DeviceName> host_functions;
    std::map<const void*, DeviceName> host_vars;
    std::vector<ManagedVar> managed_vars;

    // A kernel fault is reported by the next synchronising call, as on a GPU where the launch
    // returns before the kernel runs (and where a fault is found only when the queue is waited on).
    hipError_t pending_fault = hipSuccess;
    hipError_t take_pending() {
        const hipError_t e = pending_fault;
        pending_fault = hipSuccess;
        return e;
    }

    // The device's clock for events: the sum of the modelled times of the launches so far
    // (every launch ran the model), so an event pair brackets the modelled time of the launches
    // recorded between them.
    double modelled_clock_ms = 0.0;
    bool modelled_clock_valid = true;

    unsigned device_flags = 0;   // hipSetDeviceFlags

    // The functions of the ABI this runtime does not implement that were called (each reported
    // once on stderr; unsupported.cpp).
    std::set<std::string> unsupported_called;

    void reset();   // hipDeviceReset: frees every allocation, module, stream and event

private:
    Runtime();
    std::mutex mu_;
    EnvOptions env_;
    std::unique_ptr<wmma_asm::Device> device_;
    std::unique_ptr<DeviceInfo> info_;
};

// The last error of the calling thread (errors.cpp): every entry point stores what it returns
// (hipGetLastError's semantics in ROCclr: the last call's error, reset by hipGetLastError).
hipError_t set_last(hipError_t e);

// One line on stderr, prefixed "wmma_asm hip: ".
void report(const std::string& message) noexcept;

// Runs an entry point's body: an Error becomes `fallback` with its message on stderr, a
// std::bad_alloc becomes hipErrorOutOfMemory; nothing escapes into the application.
template <class F>
hipError_t guarded(hipError_t fallback, F&& body) noexcept {
    try {
        return set_last(body());
    } catch (const std::bad_alloc&) {
        return set_last(hipErrorOutOfMemory);
    } catch (const std::exception& e) {
        report(e.what());
        return set_last(fallback);
    }
}

// Once per process: says whether event times are modelled or wall clock.
void timing_banner();

bool is_valid_stream(hipStream_t s);   // null (the default stream) or a live stream; lock held

// An enumeration argument as the caller passed it, read as an integer: an application may pass a
// value outside the enumeration, and loading that as the enum type is itself undefined (UBSan
// flags it). `e` points to the parameter.
template <class E>
int enum_value(const E* e) {
    static_assert(sizeof(E) == sizeof(int), "a 32-bit enumeration");
    int v;
    std::memcpy(&v, e, sizeof v);
    return v;
}

}  // namespace hiprt

namespace hiprt {

// fatbin.cpp: images as hipModuleLoadData receives them.
bool elf_image_size(const void* image, uint64_t* size, std::string* why);
bool is_offload_bundle(const void* image);
bool code_object_from_bundle(const void* image, uint64_t size, const std::string& arch, std::vector<uint8_t>* out,
                             std::string* why);

// module.cpp: a module from code-object bytes (a lock held), and one launch of a function with
// HIP's argument forms; every check ROCclr makes before a dispatch, then the emulator.
hipError_t load_module(std::vector<uint8_t> bytes, const std::string& origin, ihipModule_t** out);
hipFuncAttributes attributes_of(const wmma_asm::KernelInfo& k);
// The handle of kernel `k` of `m` (one per module and name, as hipModuleGetFunction returns it).
ihipModuleSymbol_t* function_handle(ihipModule_t* m, const wmma_asm::KernelInfo* k);
// A program-scope variable of a loaded module, by its ELF name: its address in the module's mapped
// image and its size (hipModuleGetGlobal, and the symbol API of compiled HIP); lock held.
hipError_t module_global(ihipModule_t* m, const std::string& name, void** address, size_t* size);
// Unloads a module: it and every function handle of it stop being valid.
void unload_module(ihipModule_t* m);
// compiled.cpp: the function handle of a compiled kernel's host-side handle (its module loaded at
// first use); hipErrorInvalidDeviceFunction for an address that is no registered kernel. Lock held.
hipError_t kernel_of(const void* host_function, hipFunction_t* out);
// occupancy.cpp: workgroups of kernel k (block_items work-items, lds_bytes of LDS in all) one WGP
// holds at once by the timing model's occupancy rule, in WGP or CU mode. Lock held.
unsigned groups_per_wgp(const wmma_asm::KernelInfo& k, uint64_t block_items, size_t lds_bytes, bool wgp_mode);
// cooperative: hipLaunchCooperativeKernel's launch, every workgroup resident at once (a grid
// that does not fit is hipErrorCooperativeLaunchTooLarge).
hipError_t launch(hipFunction_t f, wmma_asm::Dim3 grid, wmma_asm::Dim3 block, size_t shared_mem, hipStream_t stream,
                  void** params, void** extra, bool cooperative = false);

}  // namespace hiprt
