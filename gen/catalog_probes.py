"""Catalog entries of the probe kernels: they prove every data path before a GEMM is trusted."""

from kernel import Kernel


def kernels():
    return [
        Kernel("probe_wmma_layout", "probes/wmma_layout.s.j2",
               "one v_wmma_f32_16x16x16_f16 on operands loaded as k1 loads them, D written in canonical order",
               kind="probe", wg_size=32, wg_dims=("x",)),
        Kernel("probe_fragment_dump", "probes/fragment_dump.s.j2",
               "A and B fragments loaded as k1 loads them, registers written out in canonical order",
               kind="probe", wg_size=32, wg_dims=("x",)),
        Kernel("probe_epilogue_dump", "probes/epilogue_dump.s.j2",
               "accumulators set to a known pattern, then the GEMM store path with alpha/beta",
               kind="probe", wg_size=32, wg_dims=("x",)),
    ]
