// f64 arithmetic: add/mul/fma (correctly rounded), division (LLVM's IEEE sequence
// v_rcp_f64 + v_div_scale_f64 + v_div_fmas_f64 + v_div_fixup_f64, correctly rounded),
// sqrt (v_rsq_f64 + Newton-Raphson, checked within 1 ulp), min/max, rounding functions.
#include "corpus.h"

__kernel void f64_math(__global double* out, __global const double* a, __global const double* b,
                       uint n, uint lsize) {
    const uint i = GID_X(lsize);
    if (i >= n) return;
    const double x = a[i], y = b[i];
    out[0 * n + i] = x + y;
    out[1 * n + i] = x * y;
    out[2 * n + i] = __builtin_fma(x, y, -x);
    out[3 * n + i] = x / y;
    out[4 * n + i] = __builtin_sqrt(__builtin_fabs(x));
    out[5 * n + i] = __builtin_fmin(x, y);
    out[6 * n + i] = __builtin_fmax(x, y);
    out[7 * n + i] = __builtin_floor(x) + __builtin_ceil(y);
    out[8 * n + i] = __builtin_rint(x * 3.0) - __builtin_trunc(y * 5.0);
}
