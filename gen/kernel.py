"""One kernel of the pack: its template, parameters, launch shape and documented restrictions."""

from regplan import ArgPlan

# The argument list every GEMM kernel takes, in order (C = alpha * A * B + beta * C); a batched
# kernel (the GEMM library's, params["batched"]) takes BATCH_ARGS after them and runs batch z
# of a grid of batch workgroups in z.
# A is M x K, B is K x N (row-major unless the kernel's a_layout / b_layout parameter says "col",
# leading dimensions in elements, element type from the kernel's `dtype` parameter: f16 for the
# WMMA k-series and h-family, f32 for the s-family), C is M x N FP32 row-major.
GEMM_ARGS = (
    ("A", "ptr", "read_only", "half"), ("B", "ptr", "read_only", "half"),
    ("C", "ptr", "read_write", "float"),
    ("M", "u32"), ("N", "u32"), ("K", "u32"),
    ("lda", "u32"), ("ldb", "u32"), ("ldc", "u32"),
    ("alpha", "f32"), ("beta", "f32"),
)
# Element strides between consecutive matrices of a batch (0: every batch reads the same one).
BATCH_ARGS = (("stride_a", "u64"), ("stride_b", "u64"), ("stride_c", "u64"))
# A split-K kernel (params["splitk"], batched) then takes k_split: 0 for an ordinary launch, else
# the K elements of each split, and splits, the splits per batch: grid z = batch * splits, z =
# b * splits + s (docs/library.md, "Split-K").
SPLIT_ARGS = (("k_split", "u32"), ("splits", "u32"))
# The attention kernels (kind "attention", templates/attn_fwd.s.j2): Q [B,H,Sq,D], K and V
# [B,Hkv,Skv,D] and O [B,H,Sq,D] f16 addressed by element strides (batch, head, row; d is
# contiguous), LSE [B,H,Sq] f32 contiguous; kv_group_magic = ceil(2^24 / (H / Hkv)) (the K/V
# head of head h is (h * magic) >> 24, exact for h < 4096); scale_log2 = scale * log2(e); causal 0 or 1.
ATTN_ARGS = (
    ("Q", "ptr", "read_only", "half"), ("K", "ptr", "read_only", "half"), ("V", "ptr", "read_only", "half"),
    ("O", "ptr", "write_only", "half"), ("LSE", "ptr", "write_only", "float"),
    ("H", "u32"), ("Sq", "u32"), ("Skv", "u32"), ("kv_group_magic", "u32"),
    ("q_sb", "u32"), ("q_sh", "u32"), ("q_ss", "u32"),
    ("k_sb", "u32"), ("k_sh", "u32"), ("k_ss", "u32"),
    ("v_sb", "u32"), ("v_sh", "u32"), ("v_ss", "u32"),
    ("o_sb", "u32"), ("o_sh", "u32"), ("o_ss", "u32"),
    ("scale_log2", "f32"), ("causal", "u32"),
)
# Type names of the metadata note, by element type.
TYPE_NAMES = {"f16": "half", "bf16": "bfloat16", "f32": "float", "i8": "char", "u8": "uchar", "i32": "int"}


class Kernel:
    """One catalog entry. Templates read its fields and call its helpers while rendering."""

    def __init__(self, name, template, summary, kind, wg_size, params=None, wg_dims=("x", "y"),
                 workitem_dims=1, lds_bytes=0, restrict=None):
        self.name = name
        self.template = template
        self.summary = summary
        self.kind = kind
        self.wg_size = wg_size
        self.params = dict(params or {})
        self.wg_dims = tuple(wg_dims)
        self.workitem_dims = workitem_dims
        self.lds_bytes = lds_bytes
        # Shape restrictions the kernel documents (the loader enforces them): multiples of M, N,
        # K and the leading-dimension alignment in elements.
        self.restrict = {"m": 1, "n": 1, "k": 1, "ld": 1}
        self.restrict.update(restrict or {})
        self._arg_regs = {}

    @property
    def dtype(self):
        """Element type of A and B: f16 (default) or f32."""
        return self.params.get("dtype", "f16")

    def __getattr__(self, item):
        # Template parameters read as attributes: k.tile_m, k.waves, ...
        params = self.__dict__.get("params", {})
        if item in params:
            return params[item]
        raise AttributeError(f"kernel '{self.__dict__.get('name')}' has no parameter '{item}'")

    def new_args(self):
        args = ArgPlan()
        if self.kind == "gemm":
            in_type = TYPE_NAMES[self.dtype]
            out_type = TYPE_NAMES[self.params.get("out", "f32")]
            for spec in (GEMM_ARGS + (BATCH_ARGS if self.params.get("batched") else ())
                         + (SPLIT_ARGS if self.params.get("splitk") else ())):
                name, kind = spec[0], spec[1]
                if kind == "ptr":
                    args.ptr(name, access=spec[2], value_type=in_type if name in ("A", "B") else out_type)
                elif name in ("alpha", "beta") and self.params.get("out") == "i32":
                    args.i32(name)   # an integer C takes integer alpha and beta
                else:
                    getattr(args, kind)(name)
        elif self.kind == "attention":
            for spec in ATTN_ARGS:
                if spec[1] == "ptr":
                    args.ptr(spec[0], access=spec[2], value_type=spec[3])
                else:
                    getattr(args, spec[1])(spec[0])
        return args

    # Called by templates/common/kernel.j2 once the argument block is placed.
    def bind_args(self, args, block):
        self._arg_regs = {a["name"]: block.sub(a["offset"] // 4, a["size"] // 4) for a in args.args}
        return ""

    def arg(self, name):
        """The SGPRs holding argument `name` after the prologue: str() gives s8 or s[4:5],
        .r(0)/.r(1) the halves of a pointer."""
        if name not in self._arg_regs:
            raise KeyError(f"kernel '{self.name}': no argument '{name}' (or prologue not rendered)")
        return self._arg_regs[name]

    @staticmethod
    def kernarg_chunks(dwords):
        """Split an argument segment into SMEM load sizes (16, 8, 4, 2, 1 dwords)."""
        out = []
        for size in (16, 8, 4, 2, 1):
            while dwords >= size:
                out.append(size)
                dwords -= size
        return out

    def set_lds(self, nbytes):
        self.lds_bytes = int(nbytes)
        return ""

    def export_line(self):
        fields = [self.name, f"kind={self.kind}", f"wg_size={self.wg_size}"]
        if self.kind == "gemm":
            fields.append(f"dtype={self.dtype}")
        if self.kind == "attention":
            fields.append(f"head_dim={self.params['d']} block_q={self.params['block_q']}")
        for key in ("tile_m", "tile_n"):
            if key in self.params:
                fields.append(f"{key}={self.params[key]}")
        # Storage of A and B ("row" unless the kernel says "col"), the grid's x dimension ("n"
        # unless "m"), C's element type ("f32" unless "out" says otherwise) and the batched ABI:
        # written only when they differ from the defaults the loader assumes.
        for key, default in (("a_layout", "row"), ("b_layout", "row"), ("grid_x", "n"), ("out", "f32"),
                             ("batched", False), ("splitk", False), ("split_twin", "")):
            val = self.params.get(key, default)
            if val != default:
                fields.append(f"{key}={int(val) if isinstance(val, bool) else val}")
        for key, val in self.restrict.items():
            fields.append(f"{key}_multiple={val}")
        fields.append("summary=" + self.summary)  # last: runs to the end of the line
        return " ".join(fields)
