"""Catalog entries of the s-family: FP32 SGEMM kernels reproducing seed 001's kernels on RDNA3,
used to validate the timing model against published 7900 XTX times."""

from kernel import Kernel  # noqa: F401  (entries are added as the family grows)


def kernels():
    return []
