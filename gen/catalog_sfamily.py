"""Catalog entries of the s-family: FP32 SGEMM kernels reproducing seed 001's kernels 1 to 8 on
RDNA3 (naive, LDS tiling, register tiling up to batched SGPR-based global loads), used to
validate the timing model against the times that seed published on a 7900 XTX at 4096.

s1 and s2 compute one element of C per work-item. s3 to s8 all compute a 128 x 128 block of C per workgroup, eight K values per LDS tile (BK = 8),
A transposed into LDS (As[k][m]) and B copied as it is (Bs[k][n]), as the seed describes.
`cumode` records that the seed built kernels 5 to 8 in CU mode (-mcumode); the descriptor
emits it once templates/common/kernel.j2 reads the parameter. The
per-thread work is a "thread tile" of 4 x 4 blocks: TM_ITERS x TN_ITERS of them, 16 rows and 32
columns apart (the seed's nbIterWaveM x nbIterWaveN); a wave is 4 (M) x 8 (N) threads.

`seed_vgprs` reserves the VGPR count seed 001 reports for its kernel (208 for kernel 5, 214 for
6 and 7, 216 for 8): the register file decides how many waves share a SIMD, so a reproduction
that needs fewer registers still claims as many (kernels 3 and 4: no count published).

The FMA schedule of one K step (which products pair into one v_dual_fmac_f32, which accumulator
VGPR holds C[r][c]) is computed here, in ThreadTile, and the templates only print it.
"""

from kernel import Kernel

# Published figures of seed 001 (7900 XTX, 4096 x 4096 x 4096 FP32, C = A * B), per kernel.
SEED_001_MS = {
    "s1": 136.006, "s2": 34.2059, "s3": 6.0341, "s4": 5.3772, "s5": 4.0994, "s6": 3.6368, "s7": 3.3314, "s8": 2.8032,
}
SEED_001_ROCBLAS_MS = 4.4992  # rocblas_sgemm on the same card, for the seed's own reference line


class ThreadTile:
    """The products one thread computes per K step: rows r in [0, 4*tm_iters) (A values),
    columns c in [0, 4*tn_iters) (B values), all as v_dual_fmac_f32 pairs.

    Row r is A row 16*(r // 4) + r % 4 of the thread's block rows; column c is B column
    32*(c // 4) + c % 4 of its block columns (offsets from the thread's first row/column).

    banked=False (seed kernels 3 to 5, what the HIP compiler produced): A in 4*tm_iters
        consecutive VGPRs, B in 4*tn_iters consecutive VGPRs (ds_load_b128), C row-major in the
        accumulators (acc[r * cols + c]); product (r, c) pairs with (r ^ 1, c ^ 1): adjacent
        registers, so both sources are in different banks and the destinations differ by
        cols +- 1 (odd: one even, one odd).
    compiler=True (seed kernel 5, whose K step seed 001 lists as the HIP compiler emitted it):
        the same operand and accumulator layout as banked=False, the products in the listing's
        order: a software-pipelined walk over the 4x4 blocks (rows 0-3 then 4-7, column groups
        of 4 in order, rows in order) where X takes columns +2, +3 of row i while Y takes columns
        +1, +0 of the next row of the walk, and the first two and last two products are single
        v_fmac_f32 (the listing's pipeline fill and drain; its first block takes +0, +1 on its
        first two rows).
    banked=True (seed kernel 6 on): A pairs on banks 2-3, B pairs on banks 0-1 of one operand
        block (ds_load_b64 each), the seed's snake over 2x2 blocks that alternates the X/Y roles
        so that every instruction reads one new A or B value, and accumulators allocated in issue
        order (block n writes acc 4n..4n+3 as X:+3 Y:+0 then X:+1 Y:+2; with acc starting on bank
        2 the writes walk banks 1, 2, 3, 0).
    """

    def __init__(self, tm_iters, tn_iters, banked, compiler=False):
        self.rows = 4 * tm_iters
        self.cols = 4 * tn_iters
        self.banked = banked
        self._acc = {}
        self._pairs = []
        if banked:
            self._banked_schedule()
        elif compiler:
            self._compiler_schedule()
        else:
            for r in range(0, self.rows, 2):
                for c in range(self.cols):
                    x, y = (r, c), (r + 1, c ^ 1)
                    self._pairs.append((x, y))
            for r in range(self.rows):
                for c in range(self.cols):
                    self._acc[(r, c)] = r * self.cols + c
        assert sorted(self._acc) == [(r, c) for r in range(self.rows) for c in range(self.cols)]
        products = [p for pair in self._pairs for p in pair if p is not None]
        assert sorted(products) == sorted(self._acc)

    def _compiler_schedule(self):
        walk = [(4 * h + i, 4 * g) for h in range(self.rows // 4) for g in range(self.cols // 4) for i in range(4)]
        xs = [(r, c0 + d) for r, c0 in walk for d in (2, 3)]
        ys = []
        for n, (r, c0) in enumerate(walk):
            ys += [(r, c0), (r, c0 + 1)] if n < 2 else [(r, c0 + 1), (r, c0)]
        # ys[0], ys[1] alone; then xs[j] with ys[j + 2]; xs[-2], xs[-1] alone.
        self._pairs = [(ys[0], None), (ys[1], None)] + [(xs[j], ys[j + 2]) for j in range(len(xs) - 2)] + \
            [(xs[-2], None), (xs[-1], None)]
        # Accumulators in issue order, X odd and Y even (VOPD destinations: one even, one odd);
        # the four single FMAs take the last four.
        duals = [pair for pair in self._pairs if pair[1] is not None]
        for j, (x, y) in enumerate(duals):
            self._acc[x], self._acc[y] = 2 * j + 1, 2 * j
        singles = [pair[0] for pair in self._pairs if pair[1] is None]
        for j, x in enumerate(singles):
            self._acc[x] = 2 * len(duals) + j

    def _banked_schedule(self):
        npairs_a, npairs_b = self.rows // 2, self.cols // 2
        if npairs_a != 4 or npairs_b % 2:
            raise ValueError("banked schedule: seed 001's pattern needs 8 A rows and an even number of B pairs")
        blocks = []
        for g in range(npairs_b // 2):
            q0, q1, q2 = 2 * g, 2 * g + 1, (2 * g + 2) % npairs_b
            blocks += [(0, q0), (0, q1), (1, q1), (1, q0), (2, q0), (2, q1), (3, q1), (3, q2)]
        assert sorted(blocks) == [(p, q) for p in range(npairs_a) for q in range(npairs_b)]
        for n, (p, q) in enumerate(blocks):
            ae, ao, be, bo = 2 * p, 2 * p + 1, 2 * q, 2 * q + 1
            first = ((ae, be), (ao, bo))
            second = ((ae, bo), (ao, be)) if n % 2 == 0 else ((ao, be), (ae, bo))
            for (x, y), (dx, dy) in ((first, (3, 0)), (second, (1, 2))):
                self._acc[x] = 4 * n + dx
                self._acc[y] = 4 * n + dy
                self._pairs.append((x, y))

    # -- what the templates print
    def pairs(self):
        """[((rx, cx), (ry, cy)), ...] in issue order: one v_dual_fmac_f32 each; (ry, cy) None: a
        single v_fmac_f32 (the compiler schedule only)."""
        return self._pairs

    def acc(self, r, c):
        """Index, in the accumulator range, of the VGPR holding C[r][c] of the thread tile."""
        return self._acc[(r, c)]

    @property
    def acc_count(self):
        return self.rows * self.cols

    @property
    def operand_count(self):
        """VGPRs of the A + B operand block."""
        return 4 * max(self.rows, self.cols) // 2 if self.banked else self.rows + self.cols

    def a(self, r):
        """Index of A row r in the operand block."""
        return 4 * (r // 2) + 2 + r % 2 if self.banked else r

    def b(self, c):
        """Index of B column c in the operand block."""
        return 4 * (c // 2) + c % 2 if self.banked else self.rows + c


class Geometry:
    """Block, LDS and load geometry shared by the s-family templates (numbers, no registers).

    LDS: As[bk][tile_m + lds_pad] (A transposed, the pad breaks the 8-way bank conflict of the
    column writes) at byte 0, then Bs[bk][tile_n] at bs_base.
    Global loads per tile and thread: na elements of A (A[m0 + t/8 + i*a_rows][k0 + t%8]) and nb
    of B (B[k0 + t/tile_n + i*b_rows][n0 + t%tile_n]), i.e. the seed's strideReadA/B.
    """

    def __init__(self, wg_size, tile_m, tile_n, bk, tm_iters, tn_iters, lds_pad):
        assert tile_m * bk % wg_size == 0 and tile_n * bk % wg_size == 0
        assert wg_size % 8 == 0 and wg_size % tile_n == 0 and bk == 8
        self.threads = wg_size
        self.na = tile_m * bk // wg_size
        self.nb = tile_n * bk // wg_size
        self.a_rows = wg_size // 8          # rows between two A loads of one thread
        self.b_rows = wg_size // tile_n     # rows between two B loads of one thread
        self.astride = (tile_m + lds_pad) * 4
        self.bstride = tile_n * 4
        self.bs_base = bk * self.astride
        self.lds_bytes = self.bs_base + bk * self.bstride
        self.wave_m = 16 * tm_iters         # wave tile: 4 x 8 threads of 4x4 blocks
        self.wave_n = 32 * tn_iters
        self.waves = wg_size // 32
        self.waves_n = tile_n // self.wave_n
        assert self.waves_n * self.wave_n == tile_n and self.waves // self.waves_n * self.wave_m == tile_m
        assert self.waves_n & (self.waves_n - 1) == 0
        self.waves_n_log2 = self.waves_n.bit_length() - 1


def _sgemm(name, template, summary, wg_size, tm_iters, tn_iters, **params):
    p = {
        "dtype": "f32", "tile_m": 128, "tile_n": 128, "bk": 8,
        "tm_iters": tm_iters, "tn_iters": tn_iters,
        "tile": ThreadTile(tm_iters, tn_iters, params.get("banked", False), params.get("compiler_schedule", False)),
        "geo": Geometry(wg_size, 128, 128, 8, tm_iters, tn_iters, params["lds_pad"]),
        "seed_ms": SEED_001_MS.get(name),
        "seed_vgprs": None,
    }
    p.update(params)
    # b128 C stores need 16-byte aligned rows (ldc multiple of 4); A and B are read as single
    # dwords, but the catalog has one leading-dimension restriction for all three.
    return Kernel(name, template, summary, kind="gemm", wg_size=wg_size, params=p,
                  restrict={"m": 128, "n": 128, "k": 8, "ld": 4})


def kernels():
    return [
        Kernel("s1", "s1_naive.s.j2",
               "SGEMM, seed 001 kernel 1: naive, one work-item per element of C (16x16 per "
               "workgroup), A and B straight from global memory",
               kind="gemm", wg_size=256, params={"dtype": "f32", "tile_m": 16, "tile_n": 16,
                                                 "seed_ms": SEED_001_MS["s1"]},
               restrict={"m": 16, "n": 16, "k": 8, "ld": 1}),
        Kernel("s2", "s2_lds_tiling.s.j2",
               "SGEMM, seed 001 kernel 2: 32x32 LDS tiles, one element of C per work-item on 1024 "
               "work-items, plain v_fmac_f32",
               kind="gemm", wg_size=1024, params={"dtype": "f32", "tile_m": 32, "tile_n": 32,
                                                  "seed_ms": SEED_001_MS["s2"]},
               restrict={"m": 32, "n": 32, "k": 32, "ld": 1}),
        _sgemm("s3", "s3_register_tiling.s.j2",
               "SGEMM, seed 001 kernel 3: 128x128 block, BK 8, 256 threads with an 8x8 thread tile, "
               "A transposed in LDS, VOPD dual FMAs", 256, 2, 2, lds_pad=0, double_buffer=False),
        _sgemm("s4", "s3_register_tiling.s.j2",
               "SGEMM, seed 001 kernel 4: s3 + the next tile's global loads in flight during the "
               "K step (register double buffering)", 256, 2, 2, lds_pad=0, double_buffer=True),
        _sgemm("s5", "s3_register_tiling.s.j2",
               "SGEMM, seed 001 kernel 5: s4 with As padded by 4 (no bank conflicts on the "
               "transposed writes) and a 16x8 thread tile on 128 threads; the FMAs in the order seed "
               "001 lists for the compiler's K step", 128, 2, 4, lds_pad=4,
               double_buffer=True, cumode=True, compiler_schedule=True, seed_vgprs=208),
        _sgemm("s6", "s8_batched_sgpr.s.j2",
               "SGEMM, seed 001 kernel 6: s5 with A on VGPR banks 2-3 and B on 0-1 (ds_load_b64) "
               "and an all-dual FMA schedule that walks the four banks", 128, 2, 4, lds_pad=4,
               double_buffer=True, banked=True, unroll=False, sgpr_loads=False, cumode=True, seed_vgprs=214),
        _sgemm("s7", "s8_batched_sgpr.s.j2",
               "SGEMM, seed 001 kernel 7: s6 with the 8-step K loop unrolled", 128, 2, 4, lds_pad=4,
               double_buffer=True, banked=True, unroll=True, sgpr_loads=False, cumode=True, seed_vgprs=214),
        _sgemm("s8", "s8_batched_sgpr.s.j2",
               "SGEMM, seed 001 kernel 8: s7 with global loads from 16 precomputed SGPR bases and "
               "one VGPR offset per matrix, issued two per K step", 128, 2, 4, lds_pad=4,
               double_buffer=True, banked=True, unroll=True, sgpr_loads=True, cumode=True, seed_vgprs=216),
    ]
