// Small kernels for the HIP host programs of tests/hip/ (built to kernels.hsaco by hiprt/hiprt.mk).
// Built with -nogpulib (no OpenCL library): ids come from the builtins; workgroups of 64.
#define GID() (__builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x())

// c = a * alpha + b, one work-item per element, n checked.
__kernel void saxpy(__global float* c, __global const float* a, __global const float* b, float alpha, uint n) {
    const uint i = GID();
    if (i < n) c[i] = alpha * a[i] + b[i];
}

// A program-scope variable for hipModuleGetGlobal: the host writes it, the kernel reads it.
__global int g_value = 7;
__kernel void read_global(__global int* out) {
    if (GID() == 0) out[0] = g_value;
}

// Writes one word at p + index: an index past the buffer is a fault the emulator reports.
__kernel void poke(__global int* p, ulong index) {
    if (GID() == 0) p[index] = 1;
}
