// Matrix transpose through a padded 16x17 LDS tile with a 2D work-group (16x16, required by
// the kernel attribute) on a 2D grid (workgroup_id_y); rows and columns not multiples of 16,
// so edge groups are partial and bounds-checked on load and store.
#include "corpus.h"

__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void lds_transpose(__global float* out, __global const float* in, uint rows, uint cols) {
    __local float tile[16][17];
    const uint tx = LID_X(), ty = LID_Y();
    const uint c = WG_X() * 16u + tx, r = WG_Y() * 16u + ty;
    if (r < rows && c < cols) tile[ty][tx] = in[(ulong)r * cols + c];
    BARRIER();
    const uint oc = WG_Y() * 16u + tx, orow = WG_X() * 16u + ty;   // out is cols x rows
    if (orow < cols && oc < rows) out[(ulong)orow * rows + oc] = tile[tx][ty];
}
