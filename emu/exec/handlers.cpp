// The emulator's complete handler table, assembled from the per-group registrations.
#include "emu/exec/exec.hpp"

namespace emu {

bool host_simd_avx2(HostSimd simd) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    return simd == HostSimd::Auto && __builtin_cpu_supports("avx2");
#else
    (void)simd;
    return false;
#endif
}

HandlerTable make_handler_table(HostSimd simd) {
    HandlerTable t;
    add_salu_handlers(t);
    add_smem_handlers(t);
    add_valu_handlers(t, host_simd_avx2(simd));
    add_wmma_handlers(t);
    add_vmem_handlers(t, host_simd_avx2(simd));
    add_lds_handlers(t, host_simd_avx2(simd));
    return t;
}

}  // namespace emu
