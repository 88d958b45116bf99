"""Catalog entries of the k-series: FP16-input, FP32-accumulate WMMA GEMM kernels, each adding
the next optimisation (see the README's kernel table)."""

from kernel import Kernel


def kernels():
    return [
        Kernel("k1", "k1_naive.s.j2",
               "naive: one wave per 16x16 tile, A and B straight from global memory",
               kind="gemm", wg_size=32, params={"tile_m": 16, "tile_n": 16},
               restrict={"m": 16, "n": 16, "k": 16, "ld": 8}),
    ]
