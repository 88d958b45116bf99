// The timing model: device descriptions (devices/*.txt), occupancy, and the cycle-approximate
// simulation of one WGP running the waves of sampled workgroups (docs/model.md). Internal to
// emu/profile*.cpp and emu/model*.cpp; the public face is emu::LaunchProfile (emu/profile/profile.hpp).
#pragma once
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "emu/profile/profile_classify.hpp"

namespace emu {
namespace model {

// ---------------------------------------------------------------- device descriptions

// One device description: `name value source` per line, '#' comments (docs/model.md lists
// every parameter).
struct Device {
    std::string name;                              // the description's name (file stem)
    std::string file;                              // where it was read from ("" = from text)
    std::map<std::string, double> num;             // numeric parameters
    std::map<std::string, std::string> str;        // text parameters (product, target)
    std::map<std::string, std::string> source;     // where each value comes from
    double get(const std::string& key) const;      // throws wmma_asm::Error when missing
    double get(const std::string& key, double fallback) const;
};

// The parameters every description must define (parse_device checks them).
const std::vector<std::string>& required_parameters();

// Parses a description; false (and *error) on a syntax error or a missing parameter.
bool parse_device(const std::string& text, const std::string& name, Device* out, std::string* error);

// The description the model uses for a code object of gfx `target`:
//   WMMA_ASM_MODEL_DEVICE=<name or path>  overrides (e.g. gfx1100_7900gre);
//   otherwise gfx1151 -> gfx1151, gfx1100 -> gfx1100_7900xtx, any other target -> <target>.
// Searched in $WMMA_ASM_DEVICES_DIR, ./devices and the devices/ folder next to (or above) the
// running executable (share/wmma_asm/devices of an install), then the copies compiled into the
// library (builtin_devices). False (and *error) when none is found.
std::string device_name_for(const std::string& target);
bool load_device(const std::string& target, Device* out, std::string* error);
// The descriptions of devices/*.txt as compiled into the library (name, text): the last place
// load_device_named looks, so that an application embedding the library finds them anywhere.
const std::vector<std::pair<std::string, std::string>>& builtin_devices();

// The description of that name (a file stem searched as above, then the built-in copies; or a
// path to a .txt file).
// *found (optional) tells a missing file from one that does not parse.
bool load_device_named(const std::string& name, Device* out, std::string* error, bool* found = nullptr);

// The description for a profiled launch of `target`: true with *out filled; false with *why when
// the target simply has no description (the counters are still collected, the model is not run).
// Throws wmma_asm::Error when WMMA_ASM_MODEL_DEVICE names a description that cannot be loaded,
// or when the description found does not parse: a request or an install the user must hear about.
bool device_for_launch(const std::string& target, Device* out, std::string* why);

// WMMA_ASM_MODEL_GRID=X[,Y[,Z]] (workgroups per dimension): false when unset or empty, else the
// grid in dims (missing dimensions 1). Throws wmma_asm::Error on a malformed value, a zero
// dimension, or one whose work-items (dims[d] x block[d]) exceed the 2^32 - 1 a launch allows.
bool model_grid_from_env(const uint32_t block[3], uint64_t dims[3]);

// ---------------------------------------------------------------- occupancy

struct Occupancy {
    unsigned simds = 4;                 // SIMDs a workgroup's waves may use (WGP mode 4, CU mode 2)
    unsigned waves_per_group = 1;
    unsigned vgprs_allocated = 0;       // per wave, rounded to the allocation granule
    unsigned lds_allocated = 0;         // per workgroup, rounded to the allocation granule
    unsigned vgpr_limit_waves = 0;      // waves per SIMD the VGPR file allows
    unsigned max_waves_per_simd = 16;
    unsigned groups_by_waves = 0;       // resident workgroups per WGP the wave slots allow
    unsigned groups_by_lds = 0;         // ... the LDS allows (0: the kernel uses no LDS)
    unsigned groups_per_wgp = 0;        // resident workgroups per WGP
    unsigned waves_per_simd = 0;        // resulting waves per SIMD (ceil)
    bool wgp_mode = true;
};

// From the descriptor's VGPR and LDS use (SGPRs do not limit occupancy on gfx10+: every wave
// has its own 106). `dev` may be null: built-in gfx11 defaults (1536 or 1024 VGPRs per SIMD by
// target, 24- or 16-VGPR granule, 16 waves per SIMD, 128 KiB LDS per WGP, 512-byte granule).
Occupancy occupancy(const Device* dev, const std::string& target, unsigned vgprs, unsigned lds_bytes,
                    unsigned waves_per_group, bool wgp_mode);

// ---------------------------------------------------------------- traces

// One executed instruction of a sampled wave (4 bytes: traces of long K loops stay small).
// VMEM: n = distinct 128-byte lines; WaveTrace::lines holds one word (bytes the lanes accessed,
// active lanes << 32), then the n line numbers. LDS: n = cycles of the bank passes (conflict
// replays included); WaveTrace::lines holds one word, the bytes moved.
struct Event {
    uint32_t ip : 22;
    uint32_t n : 10;
};
constexpr uint32_t kMaxEventIp = (1u << 22) - 1;
constexpr uint32_t kMaxEventN = (1u << 10) - 1;

struct WaveTrace {
    std::vector<Event> ev;
    std::vector<uint64_t> lines;   // side data of the VMEM and LDS events, in order (see Event)
    bool complete = false;         // the wave ended (s_endpgm) and nothing was dropped
};

struct GroupTrace {
    uint64_t id = 0;               // linear workgroup id (dispatch order)
    std::vector<WaveTrace> waves;
};

// ---------------------------------------------------------------- DRAM traffic of a larger grid

// The lines a workgroup of an executed sub-grid reads, by how they were shared (dispatch
// coordinates x, y of a 2D grid): read by workgroups of one row only (per_row: lines per row y),
// of one column only (per_col: per column x), by one workgroup only (per_group), or across rows
// and columns (global, counted once). A GEMM's A panels are shared along a row or a column of the
// grid and its B panels along the other; the same lines of a larger grid are shared alike.
struct SharedLines {
    double per_row = 0, per_col = 0, per_group = 0, global = 0;
};

// Lines a gx x gy grid reads from DRAM: workgroups run in generations of gen_size in dispatch
// order (x fastest); a generation's row, column and global lines hit when the generations since
// their last use, together, fit in cap_lines (LRU at generation granularity, as for an executed
// grid); a workgroup's own lines always come from DRAM.
double dram_lines_extrapolated(const SharedLines& sh, uint64_t gx, uint64_t gy, uint64_t gen_size, double cap_lines);

// ---------------------------------------------------------------- simulation

struct SimInput {
    const Device* dev = nullptr;
    const std::vector<prof::SInfo>* info = nullptr;
    std::vector<const GroupTrace*> groups;   // the simulated WGP's workgroups, in dispatch order
    Occupancy occ;
    uint64_t groups_on_wgp = 0;              // workgroups the busiest WGP runs (>= groups.size())
    unsigned active_wgps = 1;                // WGPs sharing L2 and DRAM bandwidth
    double dram_per_l2_line = 0;             // fraction of L2 line requests that reach DRAM
    double dram_per_store_byte = 1;          // DRAM write bytes per byte stored
};

struct SimResult {
    double cycles = 0;                       // busiest WGP, whole launch (extrapolated)
    double simulated_cycles = 0;             // cycles of the simulated workgroups
    uint64_t simulated_groups = 0;
    double l0_hit_ratio = 0;                 // of the load line lookups
    double l2_fraction = 1;                  // of the load line lookups: missed L0 and graphics L1
    uint64_t l2_line_requests = 0, l0_hits = 0, gl1_hits = 0;
    // Issue-slot use of the four SIMDs over the simulated time (fractions of cycles).
    double valu_busy = 0, lds_busy = 0, vmem_busy = 0;
    std::string report;                      // human-readable breakdown
};

SimResult simulate(const SimInput& in);

}  // namespace model
}  // namespace emu
