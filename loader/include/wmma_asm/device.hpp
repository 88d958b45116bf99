// The device interface every backend implements (HIP on an AMD GPU, the emulator on the CPU).
// Handles are RAII objects: a Buffer frees its allocation, a Module unloads its code object.
// Launch-time validation common to all backends (target, block shape, kernarg size) lives here,
// so a wrong launch fails identically on the GPU and on the emulator.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "wmma_asm/hsaco.hpp"

namespace wmma_asm {

struct Dim3 {
    uint32_t x = 1, y = 1, z = 1;
    uint64_t count() const { return uint64_t(x) * y * z; }
};

// What one launch measured. elapsed_ms is HIP event time on a GPU and emulation wall time on
// the emulator; modelled figures (from the emulator's timing model) are kept apart and labelled.
struct LaunchStats {
    double elapsed_ms = 0.0;
    std::string timing_source;                 // "hip-events" or "emulator-wall-clock"
    std::map<std::string, uint64_t> counters;  // emulator: exact execution counters
    double modelled_ms = -1.0;                 // < 0: no model ran
    uint64_t modelled_workgroups = 0;          // workgroups the model timed: the launch's, or WMMA_ASM_MODEL_GRID's
    std::string modelled_device;               // device description the model used
    std::string model_report;                  // the model's breakdown (cycles, occupancy, DRAM estimate, pipes)
};

// Adds a further launch of one operation (a split-K reduction, a staging copy) to its statistics:
// elapsed and modelled times summed (no modelled time when either has none), the model report
// extended with `what`'s; the counters stay the first launch's.
void add_launch_stats(LaunchStats& total, const LaunchStats& more, const std::string& what);

class Device;

// A device's liveness, shared with the buffers and modules it hands out: it points to the device
// while the device lives and to nullptr afterwards, so a handle that outlives its device fails
// cleanly (an Error; its destructor does nothing) instead of touching freed memory.
using DeviceToken = std::shared_ptr<Device*>;

class Buffer {
public:
    Buffer() = default;
    Buffer(DeviceToken dev, uint64_t address, size_t size) : dev_(std::move(dev)), addr_(address), size_(size) {}
    Buffer(Buffer&& o) noexcept { *this = std::move(o); }
    Buffer& operator=(Buffer&& o) noexcept;
    Buffer(const Buffer&) = delete;
    Buffer& operator=(const Buffer&) = delete;
    ~Buffer() { reset(); }

    uint64_t address() const { return addr_; }
    size_t size() const { return size_; }
    // Holds an allocation of a device that still exists.
    explicit operator bool() const { return dev_ && *dev_; }
    void upload(const void* src, size_t bytes, size_t offset = 0);
    void download(void* dst, size_t bytes, size_t offset = 0) const;
    void reset() noexcept;

private:
    Device* live_device(const char* what) const;   // throws when empty or the device is gone
    DeviceToken dev_;
    uint64_t addr_ = 0;
    size_t size_ = 0;
};

// A loaded code object. Backends derive from it to hold their own handle.
class Module {
public:
    explicit Module(CodeObject co) : co_(std::move(co)) {}
    virtual ~Module() = default;
    Module(const Module&) = delete;
    Module& operator=(const Module&) = delete;
    const CodeObject& code_object() const { return co_; }
    const KernelInfo& kernel(const std::string& name) const { return co_.kernel(name); }
    // Where the code object's address 0 lies in the device's address space when the backend maps
    // the image itself (the emulator), so that a program-scope symbol's address is this plus its
    // ELF st_value; 0 when the backend does not expose it (HIP: use hipModuleGetGlobal).
    virtual uint64_t load_address() const { return 0; }

protected:
    // The device that loaded it still exists (true before load_module hands it out).
    bool device_alive() const { return !owner_ || *owner_; }

private:
    friend class Device;
    CodeObject co_;
    DeviceToken owner_;   // set by Device::load_module
};

class Device {
public:
    virtual ~Device() { *token_ = nullptr; }
    Device() = default;
    Device(const Device&) = delete;
    Device& operator=(const Device&) = delete;

    virtual std::string backend() const = 0;        // "hip" or "emu"
    virtual std::string description() const = 0;    // e.g. "emulator (gfx1151, strict)"
    virtual std::string gfx_target() const = 0;      // the ISA the device runs

    Buffer alloc(size_t bytes);
    virtual void copy_to_device(uint64_t dst, const void* src, size_t bytes) = 0;
    virtual void copy_to_host(void* dst, uint64_t src, size_t bytes) = 0;

    // Loads a code object; fails when it was built for another gfx target than the device's.
    std::unique_ptr<Module> load_module(CodeObject co);
    std::unique_ptr<Module> load_module_file(const std::string& path);
    // The code object file at `path` as one module shared by every caller on this device (the
    // library's plans load their kernels so): loaded on the first call, then the same module
    // again while the file holds the same bytes (the file is read each time and compared; one
    // rewritten since is loaded anew, and holders of the old module keep it). On the emulator the
    // module holds the decoded program and strict mode's tables, so a plan made again for a
    // kernel already loaded neither decodes nor analyses it again. Safe to call from several
    // threads. The device keeps the newest module of each path (by its spelling) until it is
    // destroyed; nothing is evicted, so a program loading ever new files should load them with
    // load_module_file. Every holder of a shared module shares its loaded image: a code object
    // with writable program-scope data (the pack's kernels have none) shares that data too.
    std::shared_ptr<const Module> shared_module_file(const std::string& path);

    // Launches `kernel` of `module` with a packed kernarg segment (see kernargs.hpp) and waits
    // for it. Validates the block shape and the kernarg size against the metadata first.
    // dynamic_lds_bytes is HIP's sharedMemBytes: LDS a workgroup gets on top of the static size
    // its descriptor declares (group_segment_fixed_size), for `extern __shared__` arrays; the
    // pack's own kernels use none, hence the default. cooperative: every workgroup of the grid
    // resident at once (HIP's cooperative launch, for grid-wide barriers); the caller bounds the
    // grid by what the device holds at once.
    LaunchStats launch(const Module& module, const std::string& kernel, Dim3 grid, Dim3 block,
                       const std::vector<uint8_t>& kernarg, uint32_t dynamic_lds_bytes = 0, bool cooperative = false);

    virtual void synchronize() = 0;

protected:
    friend class Buffer;
    DeviceToken token_ = std::make_shared<Device*>(this);
    // Drops the device's shared modules (shared_module_file); a backend's destructor calls it
    // while it can still unload them.
    void release_shared_modules() noexcept;
    virtual uint64_t raw_alloc(size_t bytes) = 0;
    virtual void raw_free(uint64_t address) noexcept = 0;
    virtual std::unique_ptr<Module> do_load_module(CodeObject co) = 0;
    virtual LaunchStats do_launch(const Module& module, const KernelInfo& kernel, Dim3 grid, Dim3 block,
                                  const std::vector<uint8_t>& kernarg, uint32_t dynamic_lds_bytes, bool cooperative) = 0;

private:
    std::mutex shared_mu_;
    std::map<std::string, std::shared_ptr<const Module>> shared_modules_;   // by path
};

// Backend selection: "hip", "emu" or "auto" (HIP when a device exists, else the emulator).
struct DeviceOptions {
    std::string backend = "auto";
    std::string emu_target = "gfx1151";   // ISA the emulator device presents
    bool strict = true;                   // emulator strict mode
    uint64_t max_instructions = 0;        // emulator per-wave budget; 0 = backend default
    unsigned threads = 0;                 // emulator host threads; 0 = hardware concurrency
    bool profile = false;                 // emulator: exact counters and the modelled time
    bool emu_portable_simd = false;       // emulator: handlers in their baseline host forms only,
                                          // not the AVX2 hot paths (tests run both)
};

std::unique_ptr<Device> open_device(const DeviceOptions& opts);

// Backend factories (each throws an Error when its backend is unavailable).
std::unique_ptr<Device> open_hip_device();
std::unique_ptr<Device> open_emu_device(const DeviceOptions& opts);
bool hip_backend_compiled();
bool emu_backend_compiled();

}  // namespace wmma_asm
