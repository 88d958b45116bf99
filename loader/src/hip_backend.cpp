// The HIP backend: hipModuleLoadData / hipModuleGetFunction / hipModuleLaunchKernel, memory
// through hipMalloc/hipMemcpy, timing through HIP events. Compiled when the HIP headers exist
// (WMMA_ASM_HAVE_HIP); with no AMD GPU, open_hip_device() reports that plainly.
#include "wmma_asm/device.hpp"
#include "wmma_asm/error.hpp"

#if WMMA_ASM_HAVE_HIP
#include <hip/hip_runtime_api.h>
#endif

namespace wmma_asm {

#if WMMA_ASM_HAVE_HIP

namespace {

void check(hipError_t e, const char* what) {
    if (e != hipSuccess) throw Error(std::string("HIP: ") + what + " failed: " + hipGetErrorName(e) + " (" + hipGetErrorString(e) + ")");
}

// RAII for a HIP event pair used to time one launch.
class EventPair {
public:
    EventPair() {
        check(hipEventCreate(&start_), "hipEventCreate");
        if (hipEventCreate(&stop_) != hipSuccess) {
            (void)hipEventDestroy(start_);
            throw Error("HIP: hipEventCreate failed");
        }
    }
    ~EventPair() {
        (void)hipEventDestroy(start_);
        (void)hipEventDestroy(stop_);
    }
    EventPair(const EventPair&) = delete;
    EventPair& operator=(const EventPair&) = delete;
    hipEvent_t start_{}, stop_{};
};

class HipModule : public Module {
public:
    HipModule(CodeObject co) : Module(std::move(co)) {
        check(hipModuleLoadData(&module_, code_object().bytes.data()), "hipModuleLoadData");
    }
    ~HipModule() override { (void)hipModuleUnload(module_); }
    hipFunction_t function(const std::string& name) const {
        hipFunction_t f{};
        check(hipModuleGetFunction(&f, module_, name.c_str()), "hipModuleGetFunction");
        return f;
    }

private:
    hipModule_t module_{};
};

class HipDevice : public Device {
public:
    HipDevice() {
        int count = 0;
        const hipError_t e = hipGetDeviceCount(&count);
        if (e == hipErrorNoDevice || (e == hipSuccess && count == 0))
            throw Error("no AMD GPU: the HIP runtime found no device (hipGetDeviceCount: " +
                        std::string(hipGetErrorName(e)) + "); use --backend emu");
        check(e, "hipGetDeviceCount");
        check(hipSetDevice(0), "hipSetDevice");
        hipDeviceProp_t prop{};
        check(hipGetDeviceProperties(&prop, 0), "hipGetDeviceProperties");
        name_ = prop.name;
        arch_ = prop.gcnArchName;
        if (const auto colon = arch_.find(':'); colon != std::string::npos) arch_ = arch_.substr(0, colon);
    }
    ~HipDevice() override { release_shared_modules(); }   // unloaded while the device is set up
    std::string backend() const override { return "hip"; }
    std::string description() const override { return "HIP device 0: " + name_ + " (" + arch_ + ")"; }
    std::string gfx_target() const override { return arch_; }
    void copy_to_device(uint64_t dst, const void* src, size_t n) override {
        check(hipMemcpy(reinterpret_cast<void*>(dst), src, n, hipMemcpyHostToDevice), "hipMemcpy to device");
    }
    void copy_to_host(void* dst, uint64_t src, size_t n) override {
        check(hipMemcpy(dst, reinterpret_cast<const void*>(src), n, hipMemcpyDeviceToHost), "hipMemcpy to host");
    }
    void synchronize() override { check(hipDeviceSynchronize(), "hipDeviceSynchronize"); }

protected:
    uint64_t raw_alloc(size_t n) override {
        void* p = nullptr;
        check(hipMalloc(&p, n), "hipMalloc");
        return reinterpret_cast<uint64_t>(p);
    }
    void raw_free(uint64_t a) noexcept override { (void)hipFree(reinterpret_cast<void*>(a)); }
    std::unique_ptr<Module> do_load_module(CodeObject co) override { return std::make_unique<HipModule>(std::move(co)); }
    LaunchStats do_launch(const Module& m, const KernelInfo& k, Dim3 grid, Dim3 block,
                          const std::vector<uint8_t>& kernarg, uint32_t dynamic_lds_bytes, bool cooperative) override {
        if (cooperative)   // HIP 5.2 launches a module's kernel cooperatively with no call of its module API
            throw Error("kernel '" + k.name + "': a cooperative launch of a module kernel needs hipModuleLaunchCooperativeKernel, "
                        "which the HIP 5.2 API does not have");
        const auto& hm = dynamic_cast<const HipModule&>(m);
        hipFunction_t f = hm.function(k.name);
        std::vector<uint8_t> args = kernarg;
        size_t size = args.size();
        void* extra[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, args.data(), HIP_LAUNCH_PARAM_BUFFER_SIZE, &size,
                         HIP_LAUNCH_PARAM_END};
        EventPair ev;
        check(hipEventRecord(ev.start_, nullptr), "hipEventRecord");
        // sharedMemBytes is *dynamic* LDS, added by the runtime to the static size the kernel
        // descriptor already declares (group_segment_fixed_size). Passing the static size here
        // doubled every kernel's LDS (lower occupancy) and made ROCclr refuse k7 (43008 bytes)
        // and k8 (64512) outright, static + dynamic being over the 64 KiB limit. The pack's
        // kernels use no dynamic LDS (the default 0); a caller that asks for dynamic LDS gets
        // exactly that amount, as the emulator backend gives it.
        check(hipModuleLaunchKernel(f, grid.x, grid.y, grid.z, block.x, block.y, block.z,
                                    /*sharedMemBytes=*/dynamic_lds_bytes, nullptr, nullptr, extra),
              "hipModuleLaunchKernel");
        check(hipEventRecord(ev.stop_, nullptr), "hipEventRecord");
        check(hipEventSynchronize(ev.stop_), "hipEventSynchronize");
        float ms = 0.f;
        check(hipEventElapsedTime(&ms, ev.start_, ev.stop_), "hipEventElapsedTime");
        LaunchStats s;
        s.elapsed_ms = ms;
        s.timing_source = "hip-events";
        return s;
    }

private:
    std::string name_, arch_;
};

}  // namespace

bool hip_backend_compiled() { return true; }
std::unique_ptr<Device> open_hip_device() { return std::make_unique<HipDevice>(); }

#else

bool hip_backend_compiled() { return false; }
std::unique_ptr<Device> open_hip_device() {
    throw Error("the HIP backend was not compiled (HIP headers missing: install libamdhip64-dev and rebuild)");
}

#endif

}  // namespace wmma_asm
