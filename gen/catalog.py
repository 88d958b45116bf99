#!/usr/bin/env python3
"""The kernel catalog: every kernel in the pack, its template and its parameters.

One entry per rendered kernel. Several entries may share a template with different parameters.
`python3 gen/catalog.py --names` lists the kernel names (the Makefile uses it).

The catalog is also exported next to the assembly as `catalog.txt` (one kernel per line,
`name key=value ...`), which is all the C++ loader knows about kernels: the launch geometry of
the GEMM family and the shape restrictions a kernel documents.
"""

import sys

import catalog_attention
import catalog_hfamily
import catalog_kseries
import catalog_library
import catalog_probes
import catalog_rfamily
import catalog_sfamily


def catalog():
    """All kernels of the pack, in the order the README documents them."""
    return (catalog_probes.kernels() + catalog_kseries.kernels() + catalog_sfamily.kernels()
            + catalog_hfamily.kernels() + catalog_rfamily.kernels() + catalog_library.kernels()
            + catalog_attention.kernels())


def by_name(name):
    for k in catalog():
        if k.name == name:
            return k
    raise KeyError(name)


if __name__ == "__main__":
    if sys.argv[1:] == ["--names"]:
        print(" ".join(k.name for k in catalog()))
    else:
        for k in catalog():
            print(k.export_line())
