// The code-object-v5 implicit (hidden) kernel arguments: the work-group size as
// __builtin_amdgcn_workgroup_size_x/y/z reads it (hidden_group_size_*), the block counts and
// grid dims read through __builtin_amdgcn_implicitarg_ptr() (hidden_block_count_* at offsets
// 0/4/8, hidden_grid_dims at 64). This is how get_local_size/get_num_groups are implemented
// by the device libraries, done here without them.
#include "corpus.h"

__kernel void implicit_args(__global uint* out, uint n) {
    const uint lsx = __builtin_amdgcn_workgroup_size_x();
    const uint lsy = __builtin_amdgcn_workgroup_size_y();
    const uint gx = WG_X() * lsx + LID_X();
    const uint gy = WG_Y() * lsy + LID_Y();
    const __constant uint* ia = (const __constant uint*)__builtin_amdgcn_implicitarg_ptr();
    const uint nx = ia[0], ny = ia[1];   // hidden_block_count_x/y
    const uint gw = nx * lsx;
    const uint flat = gy * gw + gx;
    if (flat >= n) return;
    __global uint* o = out + (ulong)flat * 6;
    o[0] = lsx;
    o[1] = lsy;
    o[2] = __builtin_amdgcn_workgroup_size_z();
    o[3] = nx;
    o[4] = ny;
    o[5] = *(const __constant ushort*)((const __constant char*)ia + 64);   // hidden_grid_dims
}
