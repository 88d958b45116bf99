// Shared by the HIP host programs of tests/hip/: a check that names the failing call.
#pragma once
#include <hip/hip_runtime_api.h>

#include <cstdio>
#include <cstdlib>

#define HIP_CHECK(call)                                                                                   \
    do {                                                                                                  \
        const hipError_t e_ = (call);                                                                     \
        if (e_ != hipSuccess) {                                                                           \
            std::fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__, #call, hipGetErrorName(e_), \
                         hipGetErrorString(e_));                                                          \
            std::exit(3);                                                                                 \
        }                                                                                                 \
    } while (0)
