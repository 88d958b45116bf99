// The device side of HIP C++ that the tests/hip `<<<...>>>` programs (*.hip) need, for
// `clang++-19 -x hip --offload-arch=gfx1151 -nogpulib -nogpuinc`.
//
// Why not <hip/hip_runtime.h>: Debian's HIP 5.2 device headers (amd_hip_runtime.h and what it
// includes) define __assert_fail, printf and the math functions in terms of ROCm's device
// libraries (ockl, ocml: __ockl_*, __ocml_*), which Debian does not package for clang-19; with
// -nogpulib the device link fails on those undefined symbols. -nogpuinc keeps clang's HIP wrapper
// headers out too, so this header supplies the few pieces the test kernels use, each straight
// from a clang builtin that needs no library: work-item and workgroup ids, the workgroup size and
// count, and the barrier. The host API (hipMalloc, dim3, ...) and the __global__/__device__/
// __shared__ attributes come from <hip/hip_runtime_api.h> (amd_detail/host_defines.h), which is
// host-only code and compiles for both sides.
#pragma once
#include <hip/hip_runtime_api.h>

#include <cstdint>

#ifndef __launch_bounds__
#define __launch_bounds__(n) __attribute__((amdgpu_flat_work_group_size(1, n)))
#endif

// Dynamically sized LDS: `extern __shared__ T name[];` (or HIP's macro below) is an array with no
// size of its own; clang places it after the kernel's static LDS, and the launch's
// sharedMemBytes (<<<g, b, bytes>>>) is how much of it the workgroup gets. Defined as in hipamd's
// amd_hip_runtime.h, which -nogpuinc leaves out.
#ifndef HIP_DYNAMIC_SHARED
#define HIP_DYNAMIC_SHARED(type, var) extern __shared__ type var[];
#endif

// Managed variables (`__managed__ int x;`): clang's attribute, which host_defines.h of HIP 5.2
// spells only in amd_hip_runtime.h, left out by -nogpuinc. The runtime allocates them
// (__hipRegisterManagedVar).
#ifndef __managed__
#define __managed__ __attribute__((managed))
#endif

// The symbol API's spelling of a device variable (hipMemcpyToSymbol(HIP_SYMBOL(v), ...)): the
// variable itself on AMD, whose hip_runtime_api.h overloads take it by reference; from
// amd_hip_runtime.h, which -nogpuinc leaves out.
#ifndef HIP_SYMBOL
#define HIP_SYMBOL(X) X
#endif

namespace hip_device_detail {

// hidden_block_count_{x,y,z}: the first three words of the implicit arguments (code object v5,
// clang-19's default); the runtime fills them from the launch's grid (fill_hidden_kernargs).
__device__ inline unsigned block_count(unsigned axis) {
    // The builtin returns a constant-address-space pointer; only a C-style cast converts it.
    return ((const unsigned*)__builtin_amdgcn_implicitarg_ptr())[axis];
}

// threadIdx.x and friends are objects whose members convert to the builtin's value, as in HIP's
// own headers (__HIP_Coordinates): the member access compiles to the builtin, never to a load.
template <class F>
struct Coordinates {
    struct X {
        __device__ operator unsigned() const { return F::get(0); }
    } x;
    struct Y {
        __device__ operator unsigned() const { return F::get(1); }
    } y;
    struct Z {
        __device__ operator unsigned() const { return F::get(2); }
    } z;
};

struct ThreadIdx {
    __device__ static unsigned get(unsigned a) {
        return a == 0 ? __builtin_amdgcn_workitem_id_x() : a == 1 ? __builtin_amdgcn_workitem_id_y() : __builtin_amdgcn_workitem_id_z();
    }
};
struct BlockIdx {
    __device__ static unsigned get(unsigned a) {
        return a == 0 ? __builtin_amdgcn_workgroup_id_x() : a == 1 ? __builtin_amdgcn_workgroup_id_y() : __builtin_amdgcn_workgroup_id_z();
    }
};
struct BlockDim {
    __device__ static unsigned get(unsigned a) {
        return a == 0 ? __builtin_amdgcn_workgroup_size_x() : a == 1 ? __builtin_amdgcn_workgroup_size_y() : __builtin_amdgcn_workgroup_size_z();
    }
};
struct GridDim {
    __device__ static unsigned get(unsigned a) { return block_count(a); }
};

}  // namespace hip_device_detail

// Weak and never defined: only the conversion operators are used, which read no storage.
extern const __device__ __attribute__((weak)) hip_device_detail::Coordinates<hip_device_detail::ThreadIdx> threadIdx;
extern const __device__ __attribute__((weak)) hip_device_detail::Coordinates<hip_device_detail::BlockIdx> blockIdx;
extern const __device__ __attribute__((weak)) hip_device_detail::Coordinates<hip_device_detail::BlockDim> blockDim;
extern const __device__ __attribute__((weak)) hip_device_detail::Coordinates<hip_device_detail::GridDim> gridDim;

// The workgroup barrier with HIP's memory semantics: LDS and global writes before it are visible
// to the workgroup after it (release fence, s_barrier, acquire fence, as hipamd's __syncthreads).
__device__ inline void __syncthreads() {
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
    __builtin_amdgcn_s_barrier();
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}
