// Shared helpers for the emulator validation corpus (tests/corpus/*.cl).
//
// The corpus is compiled with clang-19 for amdgcn-amd-amdhsa without any device library
// (-nogpulib), so nothing that would become a library call may be used: get_global_id,
// get_local_size, barrier, sqrt-with-library-precision etc. are replaced by the amdgcn builtins
// below. Work-group sizes are passed as kernel arguments (get_local_size would read the hidden
// implicit arguments; implicit_args.cl exercises that path on purpose).
#ifndef CORPUS_H
#define CORPUS_H

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define LID_X() ((uint)__builtin_amdgcn_workitem_id_x())
#define LID_Y() ((uint)__builtin_amdgcn_workitem_id_y())
#define LID_Z() ((uint)__builtin_amdgcn_workitem_id_z())
#define WG_X() ((uint)__builtin_amdgcn_workgroup_id_x())
#define WG_Y() ((uint)__builtin_amdgcn_workgroup_id_y())
#define WG_Z() ((uint)__builtin_amdgcn_workgroup_id_z())

// Global id along x/y for a work-group size passed by the host.
#define GID_X(lsize_x) (WG_X() * (uint)(lsize_x) + LID_X())
#define GID_Y(lsize_y) (WG_Y() * (uint)(lsize_y) + LID_Y())

// barrier(CLK_LOCAL_MEM_FENCE): release the work-group's LDS writes, wait, acquire.
#define BARRIER()                                              \
    do {                                                       \
        __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
        __builtin_amdgcn_s_barrier();                          \
        __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); \
    } while (0)

// Bit casts.
#define AS_UINT(x) __builtin_bit_cast(uint, (x))
#define AS_FLOAT(x) __builtin_bit_cast(float, (x))
#define AS_ULONG(x) __builtin_bit_cast(ulong, (x))
#define AS_DOUBLE(x) __builtin_bit_cast(double, (x))
#define AS_USHORT(x) __builtin_bit_cast(ushort, (x))
#define AS_HALF(x) __builtin_bit_cast(half, (x))

// Vector types the WMMA builtins take.
typedef half v16h __attribute__((ext_vector_type(16)));
typedef short v16s __attribute__((ext_vector_type(16)));
typedef float v8f __attribute__((ext_vector_type(8)));
typedef int v8i __attribute__((ext_vector_type(8)));
typedef int v4i __attribute__((ext_vector_type(4)));
typedef int v2i __attribute__((ext_vector_type(2)));

#endif
