// Cross-lane operations of a wave32: DPP (quad_perm, row_shl/row_shr with bound_ctrl zero
// fill and with the old value kept, row_ror, row_mirror, row_half_mirror, row_share,
// row_xmask), ds_swizzle (bit-mask and quad-permute modes), ds_bpermute, v_permlane16,
// v_permlanex16, readlane/readfirstlane, ballot, mbcnt. Launched with whole waves (all 32 lanes
// active), so every source lane exists.
#include "corpus.h"

__kernel void wave_ops(__global int* out, __global const int* in, uint lsize) {
    const uint i = GID_X(lsize);
    const uint lane = LID_X() & 31u;
    const int v = in[i];
    const int old = -1 - (int)lane;
    __global int* o = out + (ulong)i * 20;
    o[0] = __builtin_amdgcn_mov_dpp(v, 0x1b, 0xf, 0xf, false);                // quad_perm:[3,2,1,0]
    o[1] = __builtin_amdgcn_update_dpp(old, v, 0x101, 0xf, 0xf, true);        // row_shl:1, bound_ctrl (zero)
    o[2] = __builtin_amdgcn_update_dpp(old, v, 0x113, 0xf, 0xf, false);       // row_shr:3, keep old
    o[3] = __builtin_amdgcn_update_dpp(old, v, 0x125, 0xf, 0xf, false);       // row_ror:5
    o[4] = __builtin_amdgcn_update_dpp(old, v, 0x140, 0xf, 0xf, false);       // row_mirror
    o[5] = __builtin_amdgcn_update_dpp(old, v, 0x141, 0xf, 0xf, false);       // row_half_mirror
    o[6] = __builtin_amdgcn_update_dpp(old, v, 0x153, 0xf, 0xf, false);       // row_share:3
    o[7] = __builtin_amdgcn_update_dpp(old, v, 0x165, 0xf, 0xf, false);       // row_xmask:5
    o[8] = __builtin_amdgcn_ds_swizzle(v, 0x041f);                            // lane l ^ 1
    o[9] = __builtin_amdgcn_ds_swizzle(v, (0x1c << 10) | (0x3 << 5) | 0x1c);  // lane ((l & 0x1c) | 3) ^ 0x1c
    o[10] = __builtin_amdgcn_ds_swizzle(v, 0x8000 | 0x4e);                    // quad perm [2,3,0,1]
    o[11] = __builtin_amdgcn_ds_bpermute((int)(((lane * 7u + 3u) & 31u) << 2), v);
    o[12] = __builtin_amdgcn_permlane16(0, v, 0x76543210u, 0xfedcba98u, false, false);
    o[13] = __builtin_amdgcn_permlane16(0, v, 0x01234567u, 0x9abcdef8u, false, false);
    o[14] = __builtin_amdgcn_permlanex16(0, v, 0x01234567u, 0x89abcdefu, false, false);
    o[15] = __builtin_amdgcn_readfirstlane(v);
    o[16] = __builtin_amdgcn_readlane(v, 13);
    o[17] = (int)__builtin_amdgcn_ballot_w32((v & 3) == 1);
    o[18] = (int)__builtin_amdgcn_mbcnt_lo(__builtin_amdgcn_ballot_w32(v > 0), 0u);
    // Wave-wide sum by xor butterfly over ds_swizzle and DPP (every lane gets the total).
    int s = v;
    s += __builtin_amdgcn_mov_dpp(s, 0xb1, 0xf, 0xf, false);   // quad_perm:[1,0,3,2]
    s += __builtin_amdgcn_mov_dpp(s, 0x4e, 0xf, 0xf, false);   // quad_perm:[2,3,0,1]
    s += __builtin_amdgcn_update_dpp(0, s, 0x164, 0xf, 0xf, false);   // row_xmask:4
    s += __builtin_amdgcn_update_dpp(0, s, 0x168, 0xf, 0xf, false);   // row_xmask:8
    s += __builtin_amdgcn_permlanex16(0, s, 0x76543210u, 0xfedcba98u, false, false);
    o[19] = s;
}
