"""Catalog entries of the GEMM library (docs/library.md): the flagship k8's template for every
layout and data type, with strided batches.

    C[b] = alpha * op(A[b]) * op(B[b]) + beta * C[b],  b < batch (grid z)

op(A), op(B) in {N, T} in the BLAS sense over row-major storage: A "n" is M x K row-major, "t"
is stored K x M (the catalog's a_layout=col: element (i, k) at k*lda + i); B "n" is K x N, "t"
stored N x K. Each name says what the kernel computes: gemm_<in>_<out>_<op(A)><op(B)>[_<tile>],
e.g. gemm_f16_f32_nt (128 x 128, k8's tile) or gemm_f16_f32_nt_128x64. The kernels take
GEMM_ARGS then BATCH_ARGS (gen/kernel.py).

Data types (accumulation is FP32 in every case; the epilogue rounds once):
  f16 -> f32, f16 -> f16, bf16 -> f32, bf16 -> bf16.
"""

from catalog_kseries import ANY_SHAPE, tiled

# (input, output) pairs and their WMMA: v_wmma_f32_16x16x16_<input>.
TYPES = (("f16", "f32"), ("f16", "f16"), ("bf16", "f32"), ("bf16", "bf16"))
LAYOUTS = ("nn", "nt", "tn", "tt")


def name(dtype, out, layout):
    return f"gemm_{dtype}_{out}_{layout}"


def kernels():
    # 128 x 128 tiles (k8's), and 128 x 64 for problems that give the 128 x 128 tile too few
    # workgroups to fill 20 WGPs (1024^3: 64 workgroups, 128 with 128 x 64; the selection table
    # decides where).
    return library(2, 2, "") + library(2, 1, "_128x64")


def library(waves_m, waves_n, suffix):
    out = []
    for dtype, c in TYPES:
        for layout in LAYOUTS:
            ta, tb = layout[0] == "t", layout[1] == "t"
            paths = ("pair" if ta else "chunk", "chunk" if tb else "pair")
            # TN puts both operands on the pair path: without A's group gap the tile stays at
            # 43 KiB (three workgroups per WGP), its A stores pay a two-way bank conflict.
            gapless = ("a",) if paths == ("pair", "pair") else ()
            k = tiled(name(dtype, c, layout) + suffix, "k8_wave_ksplit.s.j2",
                      f"library: C({c}) = alpha*op(A)*op(B) + beta*C, op {layout.upper()}, {dtype} inputs, "
                      f"FP32 accumulation, strided batches (grid z); k8's kernel",
                      waves_m=waves_m, waves_n=waves_n, wave_tm=4, wave_tn=4, tile_k=32, restrict=ANY_SHAPE,
                      plan={"layout": "padded", "buffers": 2, "toggle": "static", "ksplit": 2,
                            "paths": paths, "gapless": gapless},
                      group_m=8, dtype=dtype, out=c, batched=True,
                      a_layout="col" if ta else "row", b_layout="col" if tb else "row")
            k.wg_dims = ("x", "y", "z")
            out.append(k)
    return out
