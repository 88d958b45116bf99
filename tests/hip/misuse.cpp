// Every API misuse the runtime must answer with an error code (never a crash), and a kernel fault
// reported by the next synchronising call.
//   misuse KERNELS_HSACO K8_HSACO [--expect-wrong]
// Prints "ok NAME" or "WRONG NAME: got X, expected Y" per case and exits with the number wrong.
// --expect-wrong adds a case whose expectation is deliberately false (a double free expected to
// succeed): the checker must report it (the negative test of this program).
#include <cstring>
#include <string>

#include "hip_check.hpp"

namespace {

int wrong = 0;

void expect(const char* name, hipError_t got, hipError_t want) {
    if (got == want) {
        std::printf("ok %s\n", name);
    } else {
        std::printf("WRONG %s: got %s, expected %s\n", name, hipGetErrorName(got), hipGetErrorName(want));
        ++wrong;
    }
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: misuse KERNELS_HSACO K8_HSACO [--expect-wrong]\n");
        return 100;
    }
    const bool expect_wrong = argc > 3 && std::string(argv[3]) == "--expect-wrong";
    char host[64] = {};

    // Memory.
    void* p = nullptr;
    HIP_CHECK(hipMalloc(&p, 256));
    expect("hipMalloc null out", hipMalloc(nullptr, 16), hipErrorInvalidValue);
    void* huge = nullptr;
    expect("hipMalloc huge", hipMalloc(&huge, size_t(1) << 62), hipErrorOutOfMemory);
    HIP_CHECK(hipFree(nullptr));
    expect("memcpy past the end", hipMemcpy(p, host, 257, hipMemcpyHostToDevice), hipErrorInvalidValue);
    expect("memcpy from a host pointer as device", hipMemcpy(host, host + 8, 8, hipMemcpyDeviceToHost), hipErrorInvalidValue);
    expect("memcpy bad kind", hipMemcpy(p, host, 8, static_cast<hipMemcpyKind>(42)), hipErrorInvalidMemcpyDirection);
    expect("memset past the end", hipMemsetD32(p, 0, 65), hipErrorInvalidValue);
    expect("free an interior pointer", hipFree(static_cast<char*>(p) + 4), hipErrorInvalidValue);
    expect("free a host pointer", hipFree(host), hipErrorInvalidValue);
    HIP_CHECK(hipFree(p));
    expect("double free", hipFree(p), hipErrorInvalidValue);
    if (expect_wrong) expect("double free (deliberately wrong expectation)", hipFree(p), hipSuccess);
    expect("memcpy to a freed pointer", hipMemcpy(p, host, 8, hipMemcpyHostToDevice), hipErrorInvalidValue);
    expect("memset a freed pointer", hipMemset(p, 0, 8), hipErrorInvalidValue);
    expect("hipHostFree twice", [] {
        void* h = nullptr;
        (void)hipHostMalloc(&h, 64, 0);
        (void)hipHostFree(h);
        return hipHostFree(h);
    }(), hipErrorInvalidValue);
    expect("last error after a failure", hipGetLastError(), hipErrorInvalidValue);
    expect("last error reset", hipGetLastError(), hipSuccess);

    // Devices, streams and events.
    hipDeviceProp_t prop;
    expect("properties of device 1", hipGetDeviceProperties(&prop, 1), hipErrorInvalidDevice);
    expect("set device 3", hipSetDevice(3), hipErrorInvalidDevice);
    hipStream_t s;
    HIP_CHECK(hipStreamCreate(&s));
    HIP_CHECK(hipStreamDestroy(s));
    expect("destroyed stream synchronize", hipStreamSynchronize(s), hipErrorInvalidHandle);
    expect("destroyed stream destroy", hipStreamDestroy(s), hipErrorInvalidHandle);
    hipEvent_t e0, e1;
    HIP_CHECK(hipEventCreate(&e0));
    HIP_CHECK(hipEventCreate(&e1));
    float ms = 0;
    expect("elapsed time of unrecorded events", hipEventElapsedTime(&ms, e0, e1), hipErrorInvalidHandle);
    HIP_CHECK(hipEventDestroy(e1));
    expect("record a destroyed event", hipEventRecord(e1, nullptr), hipErrorInvalidHandle);
    HIP_CHECK(hipEventDestroy(e0));

    // Modules and launches.
    hipModule_t m;
    expect("load a missing file", hipModuleLoad(&m, "/nonexistent/x.hsaco"), hipErrorFileNotFound);
    expect("load data that is no code object", hipModuleLoadData(&m, host), hipErrorInvalidImage);
    HIP_CHECK(hipModuleLoad(&m, argv[1]));
    hipFunction_t f;
    expect("unknown kernel name", hipModuleGetFunction(&f, m, "no_such_kernel"), hipErrorNotFound);
    HIP_CHECK(hipModuleGetFunction(&f, m, "poke"));
    int* buf = nullptr;
    HIP_CHECK(hipMalloc(reinterpret_cast<void**>(&buf), 64));
    unsigned long long index = 0;
    void* params[] = {&buf, &index};
    expect("launch with zero blocks", hipModuleLaunchKernel(f, 0, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr), hipErrorInvalidValue);
    expect("launch with 2048 threads", hipModuleLaunchKernel(f, 1, 1, 1, 2048, 1, 1, 0, nullptr, params, nullptr),
           hipErrorInvalidConfiguration);
    struct {
        int* p;
        unsigned long long i;
    } args{buf, 0};
    size_t small = 8;
    void* extra_small[] = {HIP_LAUNCH_PARAM_BUFFER_POINTER, &args, HIP_LAUNCH_PARAM_BUFFER_SIZE, &small, HIP_LAUNCH_PARAM_END};
    expect("wrong argument size (extra)", hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra_small),
           hipErrorInvalidValue);
    void* extra_bad[] = {HIP_LAUNCH_PARAM_BUFFER_SIZE, &args, HIP_LAUNCH_PARAM_BUFFER_POINTER, &small, HIP_LAUNCH_PARAM_END};
    expect("malformed extra", hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, nullptr, nullptr, extra_bad), hipErrorNotInitialized);
    expect("both kernelParams and extra", hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, nullptr, params, extra_small),
           hipErrorInvalidValue);
    expect("dynamic LDS over the device's 64 KiB", hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 65537, nullptr, params, nullptr),
           hipErrorInvalidValue);
    expect("launch on a destroyed stream", hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, s, params, nullptr), hipErrorInvalidHandle);

    // A kernel fault: the launch succeeds, the next synchronising call reports it, then it is gone.
    index = 1u << 30;
    expect("faulting launch returns", hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr), hipSuccess);
    expect("fault at the next synchronize", hipDeviceSynchronize(), hipErrorLaunchFailure);
    expect("fault reported once", hipDeviceSynchronize(), hipSuccess);
    index = 0;
    HIP_CHECK(hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr));
    int word = 0;
    HIP_CHECK(hipMemcpy(&word, buf, 4, hipMemcpyDeviceToHost));
    expect("the runtime works after a fault", word == 1 ? hipSuccess : hipErrorUnknown, hipSuccess);

    HIP_CHECK(hipModuleUnload(m));
    expect("launch through an unloaded module's function",
           hipModuleLaunchKernel(f, 1, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr), hipErrorInvalidHandle);
    expect("get a function of an unloaded module", hipModuleGetFunction(&f, m, "poke"), hipErrorInvalidHandle);
    expect("unload twice", hipModuleUnload(m), hipErrorInvalidHandle);
    expect("launch a null function", hipModuleLaunchKernel(nullptr, 1, 1, 1, 64, 1, 1, 0, nullptr, params, nullptr),
           hipErrorInvalidImage);

    // ROCclr's LDS rule: k8's static LDS passed again as sharedMemBytes (the bug the project's HIP
    // backend had) is over 64 KiB in all and must fail.
    HIP_CHECK(hipModuleLoad(&m, argv[2]));
    HIP_CHECK(hipModuleGetFunction(&f, m, "k8"));
    int static_lds = 0;
    HIP_CHECK(hipFuncGetAttribute(&static_lds, HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f));
    void* k8_args[32] = {};
    expect("static + dynamic LDS over 64 KiB",
           hipModuleLaunchKernel(f, 1, 1, 1, 256, 1, 1, static_cast<unsigned>(static_lds), nullptr, k8_args, nullptr),
           hipErrorOutOfMemory);
    HIP_CHECK(hipModuleUnload(m));
    HIP_CHECK(hipFree(buf));
    std::printf("%d wrong\n", wrong);
    return wrong;
}
