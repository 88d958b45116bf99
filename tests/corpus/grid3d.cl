// 2D and 3D grids: work-item ids y and z (packed with x into v0 on gfx11: bits 0-9, 10-19,
// 20-29), workgroup_id_y/z, work-group shapes that are not square, and partial edge groups in
// every dimension (bounds checks).
#include "corpus.h"

__kernel void grid2d(__global uint* out, uint w, uint h, uint lx, uint ly) {
    const uint x = GID_X(lx), y = GID_Y(ly);
    if (x >= w || y >= h) return;
    out[(ulong)y * w + x] = (x * 1000u + y) ^ (LID_X() << 24) ^ (LID_Y() << 28);
}

__kernel void grid3d(__global uint* out, uint w, uint h, uint d, uint lx, uint ly, uint lz) {
    const uint x = GID_X(lx), y = GID_Y(ly), z = WG_Z() * lz + LID_Z();
    if (x >= w || y >= h || z >= d) return;
    out[((ulong)z * h + y) * w + x] = x | (y << 8) | (z << 16) | (LID_Z() << 24) | (WG_Z() << 28);
}
