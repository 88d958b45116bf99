"""Catalog entries of the k-series: FP16-input, FP32-accumulate WMMA GEMM kernels, each adding
the next optimisation (see the README's kernel table and docs/kernels.md).

Tiled kernels (k3 on) describe their shape by waves_m x waves_n waves per workgroup, each owning
wave_tm x wave_tn WMMA tiles of 16x16, and tile_k, the K extent staged per LDS phase. tiled()
derives tile_m, tile_n and the workgroup size; from k5 on a TilePlan (params["tp"]) also fixes
how work-items map onto the global loads and LDS stores, the LDS layout of both operands and the
buffer placement, and checks the layout against the LDS bank model below, so that a template
and the LDS round-trip probe of the same configuration share every number.

LDS bank model (RDNA3, one CU's half of the WGP's LDS, as docs/kernels.md states): 32 banks of
4 bytes; a DS instruction of a wave32 is served in passes of 128 bytes: b32 all 32 lanes at once,
b64 16 lanes, b128 8 lanes per pass. A pass is conflict-free when no two lanes touch different
dwords of the same bank (one dword read by several lanes is a broadcast). The round-trip probe
(tests/test_kernels.cpp) counts conflicts with the same rules on the addresses the kernel really
computes.
"""

from kernel import Kernel


def _pow2(x):
    return x > 0 and x & (x - 1) == 0


class Layout:
    """One operand's LDS layout: row n (16-byte aligned, tile_k halves, K contiguous) starts at
    n * pitch + (n // 8) * gap bytes. plain: pitch = 2 * tile_k, gap = 0. padded: 8 extra halves
    per row (b128 operand reads of 8 consecutive rows hit 8 different bank quads) and, for the
    transposed B, a gap after every 8 rows so that the two n-chunks a b32 store instruction
    writes land in different halves of the banks."""

    def __init__(self, pitch, gap=0):
        self.pitch = pitch
        self.gap = gap

    def row(self, n):
        return n * self.pitch + (n // 8) * self.gap

    def __repr__(self):
        return f"Layout(pitch={self.pitch}, gap={self.gap})"


def conflicts(addrs, width):
    """Extra LDS cycles of one DS instruction under the bank model: addrs is the byte address of
    each of the 32 lanes, width the access size in bytes (4, 8, 16)."""
    per_pass = 128 // width
    extra = 0
    for p in range(0, 32, per_pass):
        banks = {}
        for a in addrs[p:p + per_pass]:
            for d in range(width // 4):
                dword = a // 4 + d
                banks.setdefault(dword % 32, set()).add(dword)
        extra += max(len(s) for s in banks.values()) - 1
    return extra


class Operand:
    """One operand's K tile in a TilePlan: how it travels from global memory into its LDS region,
    which always holds it [mn][k] (K contiguous, as the WMMA operands want it).

      path "chunk"  the matrix is stored K-contiguous (A untransposed, B transposed): b128 loads of
                    chunk q = t / RPW (16 bytes: 8 16-bit or 16 8-bit elements) of row
                    r = t % RPW + RPW*w + RPW*W*j, j < n, stored as they are (ds_store_b128 at row
                    r, byte 16q)
      path "pair"   (16-bit elements) the matrix is stored MN-contiguous (A transposed, B
                    untransposed): unit j (p, c) = (T % PB, T // PB + (NT // PB) * j), j < n,
                    loads K rows 2p and 2p+1 of the 8 MN indices 8c..8c+7 (b128 each); v_perm packs
                    each index's two K values into one dword, stored at row 8c + e, byte 4p
                    (ds_store_b32)
      path "quad"   (8-bit elements) the same with K rows 4p..4p+3 of the 4 MN indices 4c..4c+3
                    (b32 each): v_perm packs each index's four K values into one dword, stored at
                    row 4c + e, byte 4p
    extent is the MN size of the tile (tile_m for A, tile_n for B), off the region's byte offset
    in a buffer, lay its layout. G (K rows per packed dword) and V (MN indices per unit) describe
    the packing paths."""

    PACK = {"pair": (2, 8), "quad": (4, 4)}   # path: (G, V)

    def __init__(self, tp, name, extent, path, lay, off):
        self.name, self.extent, self.path, self.lay, self.off = name, extent, path, lay, off
        self.tp = tp
        self.n = Operand.count(tp, extent, path)
        self.G, self.V = Operand.PACK.get(path, (1, 1))

    @staticmethod
    def count(tp, extent, path):
        if path == "chunk":
            n = extent // (tp.RPW * tp.W)
            ok = n * tp.RPW * tp.W == extent
        elif path in Operand.PACK:
            G, V = Operand.PACK[path]
            if G * tp.esz != 4:
                raise ValueError(f"the {path} path packs {G} elements of {4 // G} bytes, not {tp.esz}")
            pb = tp.BK // G
            n = pb * (extent // V) // tp.NT
            ok = n * tp.NT == pb * extent // V
        else:
            raise ValueError(f"unknown load path '{path}'")
        if not ok or not n:
            raise ValueError(f"a {extent} x {tp.BK} operand tile does not split evenly over {tp.NT} work-items ({path} path)")
        return n

    @property
    def packed(self):
        return self.path in Operand.PACK

    @property
    def PB(self):
        """Packed dwords per LDS row (K groups of G)."""
        return self.tp.BK // self.G

    @property
    def loads(self):
        """Loads per work-item and tile (b128 for chunks and pairs, b32 for quads)."""
        return self.n if self.path == "chunk" else self.G * self.n

    def chunk_row(self, j):
        """Byte offset of chunk load j's rows from the lane's store address (chunk path)."""
        return self.lay.row(self.tp.RPW * self.tp.W * j)

    def unit_row(self, j, e=0):
        """Byte offset of MN index e of unit j from the lane's store address (packing paths)."""
        return self.lay.row(self.V * (self.tp.NT // self.PB) * j) + e * self.lay.pitch

    def store_addr(self, T, j=0, e=0):
        tp = self.tp
        if self.path == "chunk":
            w, t = divmod(T, 32)
            r = t % tp.RPW + tp.RPW * w + tp.RPW * tp.W * j
            return self.off + self.lay.row(r) + 16 * (t // tp.RPW)
        p, c = T % self.PB, T // self.PB + (tp.NT // self.PB) * j
        return self.off + self.lay.row(self.V * c + e) + 4 * p

    def store_conflicts(self):
        W, tp = range(self.tp.W), self.tp
        if self.path == "chunk":
            return [conflicts([self.store_addr(32 * w + t) for t in range(32)], 16) for w in W]
        return [conflicts([self.store_addr(32 * w + t, 0, e) for t in range(32)], 4) for w in W for e in range(self.V)]


class TilePlan:
    """Work-item -> data mapping of the k5+ kernels (b128 global loads, B transposed by v_perm
    into b32 LDS stores) and the LDS placement. T = 32w + t is the work-item, W the wave count.

      A loads  chunk q = t / RPW (8 halves) of row r = t % RPW + RPW*w + RPW*W*j, j < LA
      B loads  unit (p, c) = (T % PB, T // PB + (NT // PB) * j), j < UB: rows 2p and 2p+1
               (K pair p), 8 columns 8c..8c+7 of each
      A store  As[r][8q] (ds_store_b128), B store Bt[8c + e][2p] (ds_store_b32 of the packed
               pair B[2p][8c+e], B[2p+1][8c+e]) for e < 8
      operands wave (wm, wn) reads A rows wm*TM*16 + 16tm + i and Bt rows wn*TN*16 + 16tn + i.
      ksplit   waves per C block (k8): wave w = kh * WM*WN + wm * WN + wn computes the K steps
               kh*KS/ksplit .. (kh+1)*KS/ksplit - 1 of every tile (its operand reads start
               32 * KS/ksplit * kh bytes into the row); the ksplit partial sums of a block are
               added at the end. The global loads and LDS stores spread over all W waves.
      paths    the load path of A and of B (Operand): ("chunk", "pair") is the k5..k8 data path
               (row-major A and B); a transposed A takes the pair path, a transposed B the chunk
               path (the GEMM library's layouts). tp.op["a"], tp.op["b"] describe them.
      gapless  operands ("a", "b") whose pair-path region gets no group gap: its b32 stores then
               meet a two-way bank conflict (one extra cycle each) but the region is 1 KiB
               smaller, which keeps a TN tile (both operands on the pair path) within the 43 KiB
               that let three workgroups share a WGP. `store_conflicts_allowed` names them.
    """

    def __init__(self, waves_m, waves_n, wave_tm, wave_tn, tile_k, layout="padded", buffers=2,
                 toggle="xor", ksplit=1, paths=("chunk", "pair"), gapless=(), esz=2):
        self.WM, self.WN, self.TM, self.TN, self.BK = waves_m, waves_n, wave_tm, wave_tn, tile_k
        self.esz = esz                        # bytes per element of A and B (2, or 1 for i8/u8)
        self.ksplit = ksplit
        self.W = waves_m * waves_n * ksplit
        self.NT = 32 * self.W
        self.KS = tile_k // 16
        if self.KS % ksplit:
            raise ValueError(f"tile_k {tile_k} does not split into {ksplit} groups of K steps")
        self.KSW = self.KS // ksplit          # K steps per wave and tile
        self.tile_m = waves_m * wave_tm * 16
        self.tile_n = waves_n * wave_tn * 16
        self.row_bytes = tile_k * esz
        self.RPW = 32 // (self.row_bytes // 16)
        self.PB = tile_k // 2
        self.paths = tuple(paths)
        na = Operand.count(self, self.tile_m, self.paths[0])
        nb = Operand.count(self, self.tile_n, self.paths[1])
        # The k5..k8 names: A chunk loads, B pair units (meaningful for the default paths).
        self.LA = na if self.paths[0] == "chunk" else 0
        self.UB = nb if self.paths[1] == "pair" else 0
        if layout == "plain":
            lays = [Layout(self.row_bytes), Layout(self.row_bytes)]
        elif layout == "padded":
            pitch = self.row_bytes + 16
            # A chunk region needs no gap; a pair region the smallest gap that keeps its b32
            # stores conflict-free (the two column chunks of one instruction in different halves).
            lays = [Layout(pitch) if path == "chunk" or name in gapless else
                    next(Layout(pitch, g) for g in range(0, 257, 16)
                         if max(Operand(self, "x", extent, path, Layout(pitch, g), 0).store_conflicts()) == 0)
                    for name, path, extent in zip("ab", self.paths, (self.tile_m, self.tile_n))]
        else:
            raise ValueError(f"unknown LDS layout '{layout}'")
        self.lay_a, self.lay_b = lays
        self.layout = layout
        self.b_off = self.lay_a.row(self.tile_m)
        self.op = {"a": Operand(self, "a", self.tile_m, self.paths[0], self.lay_a, 0),
                   "b": Operand(self, "b", self.tile_n, self.paths[1], self.lay_b, self.b_off)}
        self.buf_bytes = self.b_off + self.lay_b.row(self.tile_n)
        self.buffers = buffers
        self.toggle = toggle
        stride = self.buf_bytes
        if toggle == "xor" and buffers == 2:      # buffer 1 = buffer 0 ^ stride: a power of two
            stride = 1 << (self.buf_bytes - 1).bit_length()
        self.buf_stride = stride
        self.lds_bytes = stride * (buffers - 1) + self.buf_bytes
        if self.lds_bytes > 65536:
            raise ValueError(f"{self.lds_bytes} bytes of LDS exceed the 64 KiB a workgroup may own")
        self.store_conflicts_allowed = tuple(o for o in gapless if self.op[o].path == "pair")
        if layout == "padded":
            bad = {k: v for k, v in self.all_conflicts().items()
                   if max(v) and k not in [o + "_store" for o in self.store_conflicts_allowed]}
            if bad:
                raise ValueError(f"padded layout has bank conflicts: {bad}")

    # ---- per-lane addresses (bytes, buffer 0), the same formulas the templates compute in VALU
    def a_store_addr(self, T, j=0):
        return self.op["a"].store_addr(T, j)

    def b_store_addr(self, T, e, j=0):
        return self.op["b"].store_addr(T, j, e)

    def k_read_offset(self, w):
        """Bytes into an operand row where wave w's K steps start (0 unless ksplit > 1)."""
        return 16 * self.esz * self.KSW * (w // (self.WM * self.WN))

    @property
    def frag_loads(self):
        """ds_load_b128 per WMMA operand fragment (16 K elements per lane)."""
        return self.esz

    def a_read_addr(self, w, lane, tm=0, half=0):
        wm = w % (self.WM * self.WN) // self.WN
        return self.lay_a.row(wm * self.TM * 16 + 16 * tm + lane % 16) + 16 * half + self.k_read_offset(w)

    def b_read_addr(self, w, lane, tn=0, half=0):
        wn = w % self.WN
        return self.b_off + self.lay_b.row(wn * self.TN * 16 + 16 * tn + lane % 16) + 16 * half + self.k_read_offset(w)

    def all_conflicts(self):
        W = range(self.W)
        return {
            "a_store": self.op["a"].store_conflicts(),
            "b_store": self.op["b"].store_conflicts(),
            "a_read": [conflicts([self.a_read_addr(w, t) for t in range(32)], 16) for w in W],
            "b_read": [conflicts([self.b_read_addr(w, t) for t in range(32)], 16) for w in W],
        }


def tiled(name, template, summary, waves_m, waves_n, wave_tm, wave_tn, tile_k, restrict, plan=None, **extra):
    params = {"waves_m": waves_m, "waves_n": waves_n, "wave_tm": wave_tm, "wave_tn": wave_tn,
              "tile_k": tile_k, "tile_m": waves_m * wave_tm * 16, "tile_n": waves_n * wave_tn * 16}
    params.update(extra)
    wg = 32 * waves_m * waves_n * (plan or {}).get("ksplit", 1)
    if not (_pow2(waves_n) and _pow2(wg) and tile_k in (16, 32)):
        raise ValueError(f"{name}: waves_n and the workgroup size must be powers of two, tile_k 16 or 32")
    if plan is not None:
        params["tp"] = TilePlan(waves_m, waves_n, wave_tm, wave_tn, tile_k, **plan)
    return Kernel(name, template, summary, kind="gemm", wg_size=wg, params=params, restrict=restrict)


# Shapes: any M, N, K from k5 on; the b128 loads need 16-byte aligned rows (ld multiple of 8).
ANY_SHAPE = {"m": 1, "n": 1, "k": 1, "ld": 8}


def kernels():
    return [
        Kernel("k1", "k1_naive.s.j2",
               "naive: one wave per 16x16 tile, A and B straight from global memory",
               kind="gemm", wg_size=32, params={"tile_m": 16, "tile_n": 16},
               restrict={"m": 16, "n": 16, "k": 16, "ld": 8}),
        Kernel("k2", "k2_lds_tiling.s.j2",
               "LDS tiling: 4 waves share a 32x32 tile, K tiles staged through LDS with B transposed on the way in",
               kind="gemm", wg_size=128, params={"tile_m": 32, "tile_n": 32, "tile_k": 16},
               restrict={"m": 32, "n": 32, "k": 16, "ld": 2}),
        tiled("k3", "k3_register_blocking.s.j2",
              "register blocking: each of 4 waves owns 2x2 WMMA tiles of a 64x64 tile, fragments reused across them",
              waves_m=2, waves_n=2, wave_tm=2, wave_tn=2, tile_k=16,
              restrict={"m": 64, "n": 64, "k": 16, "ld": 2}),
        tiled("k3_8w", "k3_register_blocking.s.j2",
              "register blocking, larger: 8 waves of 4x2 WMMA tiles share a 128x128 tile",
              waves_m=2, waves_n=4, wave_tm=4, wave_tn=2, tile_k=16,
              restrict={"m": 128, "n": 128, "k": 16, "ld": 2}),
        tiled("k4", "k4_vector_prefetch.s.j2",
              "b128 global loads and register prefetch of the next K tile: 8 waves of 4x2 WMMA tiles, 128x128 tile, tile_k 32",
              waves_m=2, waves_n=4, wave_tm=4, wave_tn=2, tile_k=32,
              restrict={"m": 128, "n": 128, "k": 32, "ld": 8}),
        tiled("k5", "k5_lds_layout.s.j2",
              "conflict-free padded LDS layout, b128 operand reads, LDS double buffer, any M/N/K via buffer range checks",
              waves_m=2, waves_n=4, wave_tm=4, wave_tn=2, tile_k=32, restrict=ANY_SHAPE,
              plan={"layout": "padded", "buffers": 2, "toggle": "xor"}),
        tiled("k6", "k6_vgpr_banks.s.j2",
              "VGPR bank plan: WMMA/v_perm operands in distinct banks, buffer swap by v_dual_cndmask, dual-issued epilogue",
              waves_m=2, waves_n=4, wave_tm=4, wave_tn=2, tile_k=32, restrict=ANY_SHAPE,
              plan={"layout": "padded", "buffers": 2, "toggle": "select"}),
        tiled("k7", "k7_unrolled.s.j2",
              "unrolled K loop, one copy per LDS buffer: buffers are immediate offsets, no address VALU in the loop",
              waves_m=2, waves_n=4, wave_tm=4, wave_tn=2, tile_k=32, restrict=ANY_SHAPE,
              plan={"layout": "padded", "buffers": 2, "toggle": "static"}),
        tiled("k8a", "k8_batched.s.j2",
              "SGPR-batched loads spread across the WMMAs, 3 LDS buffers, partial waits only in the K loop, grouped tile order",
              waves_m=2, waves_n=4, wave_tm=4, wave_tn=2, tile_k=32, restrict=ANY_SHAPE,
              plan={"layout": "padded", "buffers": 3, "toggle": "static"}, group_m=8),
        tiled("k8", "k8_wave_ksplit.s.j2",
              "64x64 per wave, the K steps of a tile split across wave pairs (summed through LDS at the end), 2 LDS buffers, 3 workgroups per WGP, k8a's batched loads and grouped order",
              waves_m=2, waves_n=2, wave_tm=4, wave_tn=4, tile_k=32, restrict=ANY_SHAPE,
              plan={"layout": "padded", "buffers": 2, "toggle": "static", "ksplit": 2}, group_m=8),
    ]
