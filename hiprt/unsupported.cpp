// The functions of libamdhip64.so.5's ABI this runtime does not implement (hiprt/abi.txt): their
// generated weak stubs (hiprt/gen_abi.py) call this, so a program that uses one still loads and
// gets an error code from the call, instead of dying in the dynamic linker on an undefined symbol.
#include <cstring>
#include <string>

#include "hiprt/runtime.hpp"

using hiprt::Runtime;

extern "C" int wmma_asm_hiprt_unsupported(const char* name) {
    try {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (rt.unsupported_called.insert(name).second)
            hiprt::report(std::string(name) + " is not supported by this runtime (docs/hip_runtime.md lists what is); "
                          "it returns hipErrorNotSupported");
    } catch (...) {   // reporting must not throw into the application
    }
    return hiprt::set_last(hipErrorNotSupported);
}
