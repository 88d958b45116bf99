// A HIP C++ program with __managed__ variables (hiprt: __hipRegisterManagedVar): the host reads
// and writes them directly, kernels update them, with no copies; their storage survives
// hipDeviceReset (it is the program's, like any global variable).
//   managed_vars [--wrong]
// --wrong checks against a deliberately wrong expected value: the check must fail.
#include <string>

#include "hip_check.hpp"
#include "hip_device.hpp"

__managed__ int counter = 5;
__managed__ float table[4] = {1.0f, 2.0f, 3.0f, 4.0f};

__global__ void bump() {
    if (threadIdx.x == 0) counter += 1;
    table[threadIdx.x] *= 2.0f;
}

int main(int argc, char** argv) {
    const bool wrong = argc > 1 && std::string(argv[1]) == "--wrong";
    int bad = 0;
    auto expect = [&](bool ok, const char* what) {
        bad += !ok;
        std::printf("%s %s\n", ok ? "ok" : "WRONG", what);
    };
    expect(counter == 5 && table[3] == 4.0f, "initial values seen by the host before any launch");
    bump<<<dim3(1), dim3(4)>>>();
    HIP_CHECK(hipDeviceSynchronize());
    expect(counter == 6 && table[0] == 2.0f && table[3] == 8.0f, "a kernel's updates seen by the host");
    counter = 100 + (wrong ? 1 : 0);
    table[1] = -1.0f;
    bump<<<dim3(1), dim3(4)>>>();
    HIP_CHECK(hipDeviceSynchronize());
    expect(counter == 101 && table[1] == -2.0f, "the host's writes seen by a kernel");
    hipPointerAttribute_t pa;
    HIP_CHECK(hipPointerGetAttributes(&pa, &counter));
    expect(pa.isManaged == 1, "hipPointerGetAttributes: managed");
    HIP_CHECK(hipDeviceReset());
    bump<<<dim3(1), dim3(4)>>>();
    HIP_CHECK(hipDeviceSynchronize());
    expect(counter == 102 && table[1] == -4.0f, "the variables survive hipDeviceReset");
    std::printf("managed_vars: counter %d\n", counter);
    std::printf("%s\n", bad == 0 ? "PASS" : "FAIL");
    return bad == 0 ? 0 : 1;
}
