// DRAM traffic of a grid larger than the executed one (docs/model.md, "Timing a larger grid"):
// the sharing the executed sub-grid showed, replayed over the larger grid's generations.
#include <algorithm>

#include "emu/model/model.hpp"

namespace emu {
namespace model {

double dram_lines_extrapolated(const SharedLines& sh, uint64_t gx, uint64_t gy, uint64_t gen_size, double cap_lines) {
    if (gx == 0 || gy == 0) return 0;
    const uint64_t n = gx * gy;
    gen_size = std::max<uint64_t>(1, gen_size);
    // Distinct lines the workgroups with ids [lo, hi) read: the rows and columns they cover (ids
    // are consecutive, x fastest) and their own lines.
    auto footprint = [&](uint64_t lo, uint64_t hi) {
        const double rows = double((hi - 1) / gx - lo / gx + 1), cols = double(std::min(gx, hi - lo));
        return rows * sh.per_row + cols * sh.per_col + double(hi - lo) * sh.per_group + sh.global;
    };
    // The fraction of a line last used by generation h still cached at generation g: all of it
    // when generations h .. g-1 together fit, else the fitting fraction (LRU at generation
    // granularity, as for an executed grid).
    auto kept = [&](uint64_t h, uint64_t g) {
        const double f = footprint(h * gen_size, std::min(n, g * gen_size));
        return f <= cap_lines ? 1.0 : cap_lines / f;
    };
    double dram = sh.global;   // read by the first generation
    for (uint64_t lo = 0, g = 0; lo < n; lo += gen_size, ++g) {
        const uint64_t hi = std::min(n, lo + gen_size);
        dram += double(hi - lo) * sh.per_group;
        // Rows: only the generation's first row can have started in the generation before.
        for (uint64_t y = lo / gx; y <= (hi - 1) / gx; ++y)
            dram += sh.per_row * (y * gx < lo ? 1.0 - kept(g - 1, g) : 1.0);
        // Columns: last used by the largest earlier id in the same column (none: first use).
        for (uint64_t id = lo; id < std::min(hi, lo + gx); ++id) {
            const uint64_t x = id % gx;
            if (x >= lo) {
                dram += sh.per_col;
                continue;
            }
            const uint64_t prev = x + (lo - 1 - x) / gx * gx;
            dram += sh.per_col * (1.0 - kept(prev / gen_size, g));
        }
    }
    return dram;
}

}  // namespace model
}  // namespace emu
