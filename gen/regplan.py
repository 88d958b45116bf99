"""Register and kernel-argument plans for the assembly templates.

A template states its register plan once, by allocating named ranges from a RegPlan while it
renders; the kernel descriptor and the metadata note are emitted at the end of the template from
the same plan, so register counts are never typed twice.

VGPR banks: gfx11 has four VGPR banks, bank = index % 4 (see shared/reference/rdna35-facts.md).
`RegPlan.vreg(..., bank=b)` places a range so that its first register sits in bank b, which the
k6+ templates use to keep WMMA and dual-issue operands out of each other's banks.
"""


class RegRange:
    """A contiguous range of registers of one file ('v' or 's')."""

    def __init__(self, file, name, base, count):
        self.file = file
        self.name = name
        self.base = base
        self.count = count

    def __str__(self):
        if self.count == 1:
            return f"{self.file}{self.base}"
        return f"{self.file}[{self.base}:{self.base + self.count - 1}]"

    def r(self, i):
        """The i-th register of the range as a single-register operand."""
        if not 0 <= i < self.count:
            raise IndexError(f"{self.name}: register {i} outside range of {self.count}")
        return f"{self.file}{self.base + i}"

    def sub(self, first, count):
        """A sub-range (e.g. one 8-register WMMA operand out of a larger block)."""
        if first < 0 or first + count > self.count:
            raise IndexError(f"{self.name}: sub-range {first}+{count} outside {self.count}")
        return RegRange(self.file, f"{self.name}[{first}:{first + count}]", self.base + first, count)

    def pair(self, i):
        """Registers i, i+1 as a 64-bit operand (e.g. s[2:3])."""
        return self.sub(i, 2)

    @property
    def bank(self):
        return self.base % 4

    @property
    def end(self):
        return self.base + self.count


class RegPlan:
    """Allocates VGPRs and SGPRs by name, in order, and remembers the high-water marks."""

    # gfx11 wave32: 106 addressable SGPRs (s0-s105); VCC is separate. VGPR limit per wave is 256.
    MAX_SGPR = 106
    MAX_VGPR = 256

    def __init__(self, first_free_sgpr=0, first_free_vgpr=0):
        self.next_s = first_free_sgpr
        self.next_v = first_free_vgpr
        self.named = {}
        self.uses_vcc = False

    def _add(self, rng):
        if rng.name in self.named:
            raise ValueError(f"register name '{rng.name}' allocated twice")
        self.named[rng.name] = rng
        return rng

    def sreg(self, name, count=1, align=1):
        base = -(-self.next_s // align) * align
        if base + count > self.MAX_SGPR:
            raise ValueError(f"SGPR plan overflows at '{name}' ({base + count} > {self.MAX_SGPR})")
        self.next_s = base + count
        return self._add(RegRange("s", name, base, count))

    def sfixed(self, name, base, count=1):
        """An SGPR range whose position the hardware dictates (kernarg pointer, workgroup ids)."""
        self.next_s = max(self.next_s, base + count)
        return self._add(RegRange("s", name, base, count))

    def vreg(self, name, count=1, align=1, bank=None):
        base = -(-self.next_v // align) * align
        if bank is not None:
            while base % 4 != bank:
                base += align if align % 4 else 1
        if base + count > self.MAX_VGPR:
            raise ValueError(f"VGPR plan overflows at '{name}' ({base + count} > {self.MAX_VGPR})")
        self.next_v = base + count
        return self._add(RegRange("v", name, base, count))

    def vregs(self, name, n, count, bank=None, align=1):
        """n ranges of `count` VGPRs named name0.., each starting in `bank` when given (e.g. the
        8-VGPR WMMA fragments of one operand kind, all in one bank class)."""
        return [self.vreg(f"{name}{i}", count, align=align, bank=bank) for i in range(n)]

    @staticmethod
    def check_vopd(x_dst, x_src0, x_src1, y_dst, y_src0, y_src1):
        """Raises ValueError unless a VOPD pair meets the register rules (RDNA3 ISA, VOPD; llvm-mc
        checks them too): destinations one even and one odd, SRC0 of X and Y in different banks,
        SRC1 likewise. Operands are RegRanges (their first register) or None for an SGPR or a
        constant. Returns "" so that a template can call it inline."""
        def idx(r):
            return None if r is None else r.base
        def diff(a, b):
            return a is None or b is None or a % 4 != b % 4
        xd, yd = idx(x_dst), idx(y_dst)
        if xd % 2 == yd % 2 or not diff(idx(x_src0), idx(y_src0)) or not diff(idx(x_src1), idx(y_src1)):
            raise ValueError(f"VOPD pair breaks the bank rules: X {x_dst}, {x_src0}, {x_src1} / Y {y_dst}, {y_src0}, {y_src1}")
        return ""

    def vfixed(self, name, base, count=1):
        self.next_v = max(self.next_v, base + count)
        return self._add(RegRange("v", name, base, count))

    def use_vcc(self):
        self.uses_vcc = True
        return ""

    @property
    def vgpr_count(self):
        return max(self.next_v, 1)

    @property
    def sgpr_count(self):
        return max(self.next_s, 1)

    def table(self):
        """The plan as comment lines, for the rendered .s header."""
        rows = sorted(self.named.values(), key=lambda r: (r.file, r.base))
        return [f"{str(r):>12}  {r.name}" for r in rows]


class ArgPlan:
    """Explicit kernel arguments: offsets follow the natural alignment of each argument."""

    def __init__(self):
        self.args = []
        self.size = 0

    def _add(self, name, size, align, value_kind, value_type=None, address_space=None,
             access=None):
        offset = -(-self.size // align) * align
        arg = {"name": name, "size": size, "offset": offset, "value_kind": value_kind}
        if value_type:
            arg["type"] = value_type
        if address_space:
            arg["address_space"] = address_space
        if access:
            arg["access"] = access
        self.args.append(arg)
        self.size = offset + size
        return offset

    def ptr(self, name, access="read_write", value_type="float"):
        return self._add(name, 8, 8, "global_buffer", value_type, "global", access)

    def u32(self, name):
        return self._add(name, 4, 4, "by_value", "uint")

    def i32(self, name):
        return self._add(name, 4, 4, "by_value", "int")

    def f32(self, name):
        return self._add(name, 4, 4, "by_value", "float")

    def u64(self, name):
        return self._add(name, 8, 8, "by_value", "ulong")

    def offset(self, name):
        for a in self.args:
            if a["name"] == name:
                return a["offset"]
        raise KeyError(f"no kernel argument '{name}'")

    @property
    def segment_size(self):
        return -(-self.size // 8) * 8 if self.size else 0

