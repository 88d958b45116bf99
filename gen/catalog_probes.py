"""Catalog entries of the probe kernels: they prove every data path before a GEMM is trusted."""

from catalog_kseries import TilePlan
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
        Kernel("probe_epilogue_wide", "probes/epilogue_wide.s.j2",
               "2 x 2 accumulator tiles set to a known pattern, then k8's wide epilogue: 4 x 4 DPP transposes, b128 stores, partial groups at N",
               kind="probe", wg_size=32, wg_dims=("x",)),
        Kernel("probe_epilogue_wide_f16", "probes/epilogue_wide.s.j2",
               "probe_epilogue_wide with an f16 C: rounding, v_perm packing, b64 stores, b16 stores for partial groups",
               kind="probe", wg_size=32, wg_dims=("x",), params={"out": "f16"}),
        # The LDS round trip of the k5+ data path, in each LDS layout: "padded" is the one k5..k8
        # use (the probe proves it conflict-free), "plain" the k2..k4 layout (the probe counts
        # its conflicts). Same TilePlan shape as the kernels: 8 waves of 4x2 tiles, tile_k 32.
        Kernel("probe_lds_roundtrip", "probes/lds_roundtrip.s.j2",
               "one K tile through the k5+ path (b128 buffer loads, K-tail masks, v_perm, padded LDS), operands dumped with their LDS addresses",
               kind="probe", wg_size=256, wg_dims=("x",),
               params={"tp": TilePlan(2, 4, 4, 2, 32, layout="padded", buffers=1)}),
        Kernel("probe_lds_roundtrip_plain", "probes/lds_roundtrip.s.j2",
               "the LDS round trip in the plain layout of k2..k4 (pitch = tile_k halves): same data, bank conflicts counted",
               kind="probe", wg_size=256, wg_dims=("x",),
               params={"tp": TilePlan(2, 4, 4, 2, 32, layout="plain", buffers=1)}),
    ]
