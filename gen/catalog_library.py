"""Catalog entries of the GEMM library (docs/library.md): the flagship k8's template for every
layout and data type, with strided batches.

    C[b] = alpha * op(A[b]) * op(B[b]) + beta * C[b],  b < batch (grid z)

op(A), op(B) in {N, T} in the BLAS sense over row-major storage: A "n" is M x K row-major, "t"
is stored K x M (the catalog's a_layout=col: element (i, k) at k*lda + i); B "n" is K x N, "t"
stored N x K. Each name says what the kernel computes: gemm_<in>_<out>_<op(A)><op(B)>[_<tile>],
e.g. gemm_f16_f32_nt (128 x 128, k8's tile) or gemm_f16_f32_nt_128x64. The kernels take
GEMM_ARGS then BATCH_ARGS (gen/kernel.py).

Data types (accumulation is FP32 for the float types, the epilogue rounds once; i32 for the
integer ones, exact, alpha and beta i32):
  f16 -> f32, f16 -> f16, bf16 -> f32, bf16 -> bf16 (v_wmma_f32_16x16x16_<in>),
  i8 -> i32, u8 -> i32 (v_wmma_i32_16x16x16_iu8, signed operands marked by neg_lo for i8; one-byte
  elements: 16-element chunks, and the quad path instead of the pair path, packing four K rows).
"""

from catalog_kseries import ANY_SHAPE, tiled
from kernel import Kernel

# (input, output) pairs and their WMMA: v_wmma_f32_16x16x16_<input>.
TYPES = (("f16", "f32"), ("f16", "f16"), ("bf16", "f32"), ("bf16", "bf16"), ("i8", "i32"), ("u8", "i32"))
LAYOUTS = ("nn", "nt", "tn", "tt")


def name(dtype, out, layout):
    return f"gemm_{dtype}_{out}_{layout}"


def reduce_kernels():
    """The split-K reduction for each output: C = alpha * sum_s W[s] + beta * C, the splits summed
    in their order (deterministic); W is i32 for an i32 C, else f32 (a 16-bit C is rounded once)."""
    return [Kernel(f"gemm_splitk_reduce_{c}", "splitk_reduce.s.j2",
                   f"library: split-K reduction, C({c}) = alpha * (sum of the splits' partial sums, in split order) + beta * C",
                   kind="reduce", wg_size=256, params={"out": c}, wg_dims=("x", "y", "z"))
            for c in ("f32", "i32", "f16", "bf16")]


def copy_kernels():
    """The operand staging copies (templates/copy_rows.s.j2): rows of 1-, 2- or 4-byte elements
    from one leading dimension to another, for the operands whose ld a kernel cannot read."""
    return [Kernel(f"copy_rows_b{8 * esz}", "copy_rows.s.j2",
                   f"library: operand staging, a batch of rows x cols {8 * esz}-bit elements copied from one leading dimension to another",
                   kind="copy", wg_size=256, params={"esz": esz}, wg_dims=("x", "y", "z")) for esz in (1, 2, 4)]


def kernels():
    # 128 x 128 tiles (k8's), 128 x 64 and 64 x 64 for problems that give the larger tiles too
    # few workgroups to fill 20 WGPs (1024^3: 64 workgroups of 128 x 128, 128 of 128 x 64, 256 of
    # 64 x 64); the selection table decides where each wins. The 64 x 64 tile is one wave pair
    # (2 waves splitting K), six workgroups per WGP.
    # The 64 x 64 tile once more with at most four workgroups per WGP (_occ4: its LDS allocation
    # padded to 26 KiB, of which it uses 20-21): fewer workgroups in flight spread their C
    # writes, which the timing model queues in front of the loads on a WGP's DRAM share; at
    # 1024^3 it is faster, at 2048^3 slower (docs/library.md).
    # The 128 x 64 tile comes last: with no selection-table entry for a key, the library takes
    # the catalog's last kernel that computes it, and this tile is the best all-round choice.
    return (library(2, 2, "") + library(1, 1, "_64x64") + library(1, 1, "_64x64_occ4", max_groups_per_wgp=4)
            + library(2, 1, "_128x64") + reduce_kernels() + copy_kernels())


# LDS of a gfx11 WGP: a workgroup allocating more than LDS_PER_WGP / (n + 1) bytes shares a WGP
# with at most n - 1 others.
LDS_PER_WGP = 131072
LDS_GRANULE = 512


def lds_floor(max_groups):
    """The smallest LDS allocation (a multiple of the granule) that lets at most max_groups
    workgroups share a WGP."""
    return (LDS_PER_WGP // (max_groups + 1) // LDS_GRANULE + 1) * LDS_GRANULE


def library(waves_m, waves_n, suffix, max_groups_per_wgp=0):
    out = []
    for dtype, c in TYPES:
        for layout in LAYOUTS:
            ta, tb = layout[0] == "t", layout[1] == "t"
            esz = 1 if dtype in ("i8", "u8") else 2
            pack = "quad" if esz == 1 else "pair"
            paths = (pack if ta else "chunk", "chunk" if tb else pack)
            # TN puts both operands on the pair path: without A's group gap the tile stays at
            # 43 KiB (three workgroups per WGP), its A stores pay a two-way bank conflict.
            gapless = ("a",) if paths == ("pair", "pair") else ()
            k = tiled(name(dtype, c, layout) + suffix, "k8_wave_ksplit.s.j2",
                      f"library: C({c}) = alpha*op(A)*op(B) + beta*C, op {layout.upper()}, {dtype} inputs, "
                      f"{'exact i32' if esz == 1 else 'FP32'} accumulation, strided batches (grid z); k8's kernel",
                      waves_m=waves_m, waves_n=waves_n, wave_tm=4, wave_tn=4, tile_k=32,
                      # rows starting on 4-byte boundaries (ld a multiple of 2 16-bit or 4 8-bit elements):
                      # the b128 loads may be unaligned (the driver runs compute with
                      # SH_MEM_CONFIG.alignment_mode = UNALIGNED), but the buffer's range check is per
                      # dword: with an odd row start, the dword holding the last row's last element can
                      # end past num_records and read 0 (docs/library.md, "Leading dimensions")
                      # C has a multiple of its own (ldc_multiple): the wide epilogue writes groups of
                      # four elements with b128 (4-byte C) or b64 (16-bit C) stores, whose dwords end
                      # inside the row, so a 4-byte C takes any ldc and a 16-bit C keeps rows on
                      # 4-byte boundaries
                      restrict=dict(ANY_SHAPE, ld=4 // esz, ldc=1 if c in ("f32", "i32") else 2),
                      plan={"layout": "padded", "buffers": 2, "toggle": "static", "ksplit": 2,
                            "paths": paths, "gapless": gapless, "esz": esz},
                      group_m=8, dtype=dtype, out=c, batched=True,
                      # a wide C (f32, i32) holds exact partial sums: those kernels also split K;
                      # a 16-bit C splits through its f32 twin (partial sums in an f32 workspace,
                      # gemm_splitk_reduce_<c> rounds once)
                      splitk=c in ("f32", "i32"),
                      split_twin="" if c in ("f32", "i32") else name(dtype, "f32", layout) + suffix,
                      a_layout="col" if ta else "row", b_layout="col" if tb else "row",
                      lds_floor=lds_floor(max_groups_per_wgp) if max_groups_per_wgp else 0)
            k.wg_dims = ("x", "y", "z")
            out.append(k)
    return out
