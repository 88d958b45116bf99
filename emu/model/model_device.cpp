// Device descriptions of the timing model (devices/*.txt) and occupancy.

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstdio>
#include <map>
#include <sstream>

#include "emu/model/model.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/file.hpp"

namespace emu {
namespace model {

double Device::get(const std::string& key) const {
    auto it = num.find(key);
    if (it == num.end()) throw wmma_asm::Error("device description '" + name + "' has no parameter '" + key + "'");
    return it->second;
}

double Device::get(const std::string& key, double fallback) const {
    auto it = num.find(key);
    return it == num.end() ? fallback : it->second;
}

namespace {

// Every numeric parameter with its valid range: a description outside them is rejected when it is
// read, so the model never runs on values that make no sense (a zero LDS, a clock of 1e308).
struct ParamSpec {
    const char* name;
    double lo, hi;     // inclusive bounds
    bool integer;      // counts, sizes and widths
};

constexpr double kCycles = 1e6;   // latencies and queue depths (cycles)
constexpr double kRate = 1e7;     // bandwidths per clock
const ParamSpec kParams[] = {
    {"clock_mhz", 1, 100000, false},
    {"wgps", 1, 4096, true},
    {"cus_per_wgp", 1, 4, true},
    {"simds_per_cu", 1, 8, true},
    {"max_waves_per_simd", 1, 64, true},
    {"barrier_groups_per_wgp", 1, 1024, true},
    {"vgprs_per_simd", 1, 65536, true},
    {"vgpr_granule", 1, 1024, true},
    {"lds_bytes_per_wgp", 1, 1 << 24, true},
    {"lds_granule", 1, 1 << 16, true},
    {"lds_banks", 1, 1024, true},
    {"lds_latency", 0, kCycles, false},
    {"lds_queue_cycles", 0, kCycles, false},
    {"valu_latency", 0, kCycles, false},
    {"trans_issue_cycles", 1, 1e4, false},
    {"trans_latency", 0, kCycles, false},
    {"quarter_issue_cycles", 1, 1e4, false},
    {"quarter_latency", 0, kCycles, false},
    {"half64_issue_cycles", 1, 1e4, false},
    {"half64_latency", 0, kCycles, false},
    {"f64_issue_cycles", 1, 1e4, false},
    {"f64_latency", 0, kCycles, false},
    {"wmma_cycles", 1, 1e4, false},
    {"wmma_iu4_cycles", 1, 1e4, false},
    {"salu_latency", 0, kCycles, false},
    {"smem_latency", 0, kCycles, false},
    {"vgpr_bank_conflict_cycles", 0, 1e3, false},
    {"issue_ports", 1, 8, true},
    {"branch_taken_cycles", 0, kCycles, false},
    {"barrier_latency", 0, kCycles, false},
    {"wave_launch_cycles", 0, kCycles, false},
    {"cache_line_bytes", 4, 4096, true},
    {"l0_bytes", 4, 1 << 30, true},
    {"l0_ways", 1, 1024, true},
    {"l0_latency", 0, kCycles, false},
    {"vmem_lines_per_clk", 1e-3, 1e3, false},
    {"vmem_lanes_per_clk", 1e-3, 1e3, false},
    {"vmem_queue_cycles", 0, kCycles, false},
    {"lds_bytes_per_clk", 1e-3, kRate, false},
    {"gl1_bytes", 0, 1 << 30, true},   // 0: no graphics L1 (a study variant)
    {"gl1_ways", 1, 1024, true},
    {"wgps_per_gl1", 1, 4096, true},
    {"gl1_latency", 0, kCycles, false},
    {"gl1_bytes_per_clk", 1e-3, kRate, false},
    {"l2_latency", 0, kCycles, false},
    {"l2_bytes_per_clk", 1e-3, kRate, false},
    {"llc_bytes", 0, 1e12, true},      // 0: every L2 miss goes to DRAM
    {"dram_gbps", 1e-3, 1e6, false},
    {"dram_extra_latency", 0, kCycles, false},
    {"launch_overhead_us", 0, 1e6, false},
};

// Text parameters: what a description may say besides the numeric ones.
bool is_text_parameter(const std::string& key) { return key == "name" || key == "product"; }

std::string number_text(double v) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "%g", v);
    return buf;
}

}  // namespace

const std::vector<std::string>& required_parameters() {
    static const std::vector<std::string> k = [] {
        std::vector<std::string> v;
        for (const auto& p : kParams) v.push_back(p.name);
        return v;
    }();
    return k;
}

bool parse_device(const std::string& text, const std::string& name, Device* out, std::string* error) {
    Device d;
    d.name = name;
    std::istringstream in(text);
    std::string line;
    int lineno = 0;
    std::map<std::string, int> line_of;   // where each parameter is defined, for the messages
    auto fail_at = [&](int at, const std::string& m) {
        if (error) *error = "device description '" + name + "'" + (at > 0 ? " line " + std::to_string(at) : "") + ": " + m;
        return false;
    };
    std::map<std::string, const ParamSpec*> spec;
    for (const auto& p : kParams) spec[p.name] = &p;
    while (std::getline(in, line)) {
        ++lineno;
        const auto hash = line.find('#');
        const std::string body = hash == std::string::npos ? line : line.substr(0, hash);
        std::istringstream ls(body);
        std::string key, value;
        if (!(ls >> key)) continue;
        if (!(ls >> value)) return fail_at(lineno, "'" + key + "' has no value");
        std::string src;
        std::getline(ls, src);
        const auto b = src.find_first_not_of(" \t");
        src = b == std::string::npos ? "" : src.substr(b);
        if (src.empty()) return fail_at(lineno, "'" + key + "' has no source (name value source)");
        if (d.source.count(key)) return fail_at(lineno, "'" + key + "' is defined twice (first on line " + std::to_string(line_of[key]) + ")");
        d.source[key] = src;
        line_of[key] = lineno;
        if (is_text_parameter(key)) {
            d.str[key] = value;
            continue;
        }
        auto it = spec.find(key);
        if (it == spec.end()) return fail_at(lineno, "unknown parameter '" + key + "' (docs/model.md lists them)");
        const ParamSpec& p = *it->second;
        errno = 0;
        char* end = nullptr;
        const double v = std::strtod(value.c_str(), &end);
        // Decimal numbers only: strtod would also take hex, "inf" and "nan".
        const bool decimal = value.find_first_not_of("0123456789.eE+-") == std::string::npos;
        if (!decimal || end == value.c_str() || *end != 0 || errno == ERANGE || !std::isfinite(v))
            return fail_at(lineno, "'" + key + "' = '" + value + "' is not a decimal number");
        if (v < p.lo || v > p.hi)
            return fail_at(lineno, "'" + key + "' = " + value + " is outside " + number_text(p.lo) + " .. " + number_text(p.hi));
        if (p.integer && v != std::floor(v)) return fail_at(lineno, "'" + key + "' = " + value + " is not a whole number");
        d.num[key] = v;
    }
    for (const auto& p : kParams)
        if (!d.num.count(p.name)) return fail_at(0, std::string("missing parameter '") + p.name + "'");
    const double line_bytes = d.num["cache_line_bytes"];
    if (std::exp2(std::round(std::log2(line_bytes))) != line_bytes)
        return fail_at(line_of["cache_line_bytes"], "'cache_line_bytes' = " + number_text(line_bytes) + " is not a power of two");
    *out = std::move(d);
    return true;
}

std::string device_name_for(const std::string& target) {
    if (const char* env = std::getenv("WMMA_ASM_MODEL_DEVICE"); env && *env) return env;
    if (target == "gfx1100") return "gfx1100_7900xtx";
    return target;
}

namespace {

// A description is a regular file of at most 1 MiB (not a directory, not a device that never
// ends): false and *why (naming the path) otherwise.
bool read_text(const std::string& path, std::string* text, std::string* why) {
    try {
        const auto bytes = wmma_asm::read_regular_file(path, 1u << 20, "device description");
        text->assign(bytes.begin(), bytes.end());
        return true;
    } catch (const wmma_asm::Error& e) {
        *why = e.what();
        return false;
    }
}

}  // namespace

bool load_device(const std::string& target, Device* out, std::string* error) {
    return load_device_named(device_name_for(target), out, error);
}

bool load_device_named(const std::string& want, Device* out, std::string* error, bool* found) {
    if (found) *found = false;
    std::vector<std::string> candidates;
    std::string stem = want;
    const bool is_path = want.find('/') != std::string::npos || (want.size() > 4 && want.compare(want.size() - 4, 4, ".txt") == 0);
    if (is_path) {
        candidates.push_back(want);
        const auto slash = want.rfind('/');
        stem = want.substr(slash == std::string::npos ? 0 : slash + 1);
        if (stem.size() > 4 && stem.compare(stem.size() - 4, 4, ".txt") == 0) stem.resize(stem.size() - 4);
    } else {
        const std::string file = want + ".txt";
        if (const char* dir = std::getenv("WMMA_ASM_DEVICES_DIR"); dir && *dir) candidates.push_back(std::string(dir) + "/" + file);
        candidates.push_back("devices/" + file);
        std::string d = wmma_asm::executable_dir();
        for (int up = 0; up < 5 && !d.empty(); ++up) {
            candidates.push_back(d + "/devices/" + file);
            candidates.push_back(d + "/share/wmma_asm/devices/" + file);
            const auto slash = d.rfind('/');
            if (slash == std::string::npos || slash == 0) break;
            d.resize(slash);
        }
    }
    std::string why;   // what is wrong with the last candidate (a path's only one)
    for (const auto& c : candidates) {
        std::string text;
        if (!read_text(c, &text, &why)) continue;
        if (found) *found = true;
        if (!parse_device(text, stem, out, error)) {
            if (error) *error = c + ": " + *error;
            return false;
        }
        out->file = c;
        return true;
    }
    if (!is_path)   // a name: the copy compiled into the library
        for (const auto& b : builtin_devices())
            if (b.first == want) {
                if (found) *found = true;
                if (!parse_device(b.second, want, out, error)) return false;
                out->file = "(built in)";
                return true;
            }
    if (is_path) {   // say what is wrong with the path
        if (error) *error = why;
        return false;
    }
    if (error)
        *error = "no device description '" + want + "' (looked for " + want +
                 ".txt in $WMMA_ASM_DEVICES_DIR, ./devices and next to the executable, and among the built-in ones)";
    return false;
}

bool device_for_launch(const std::string& target, Device* out, std::string* why) {
    const char* env = std::getenv("WMMA_ASM_MODEL_DEVICE");
    const bool asked = env && *env;
    std::string err;
    bool found = false;
    if (load_device_named(device_name_for(target), out, &err, &found)) return true;
    if (asked) throw wmma_asm::Error("WMMA_ASM_MODEL_DEVICE=" + std::string(env) + ": " + err);
    if (found) throw wmma_asm::Error("timing model: " + err);
    if (why) *why = err;
    return false;
}

bool model_grid_from_env(const uint32_t block[3], uint64_t dims[3]) {
    const char* env = std::getenv("WMMA_ASM_MODEL_GRID");
    if (!env || !*env) return false;
    const std::string text = env;
    auto bad = [&](const std::string& why) {
        return wmma_asm::Error("WMMA_ASM_MODEL_GRID=" + text + ": " + why + " (expected X[,Y[,Z]] workgroups, each at least 1)");
    };
    for (int d = 0; d < 3; ++d) dims[d] = 1;
    const char* p = env;
    for (int d = 0; d < 3; ++d) {
        if (*p < '0' || *p > '9') throw bad("not a number");
        errno = 0;
        char* end = nullptr;
        const unsigned long long v = std::strtoull(p, &end, 10);
        if (*end != 0 && *end != ',') throw bad("unexpected '" + std::string(end) + "'");
        if (errno == ERANGE || v > 0xffffffffull) throw bad("dimension " + std::to_string(d) + " is too large");
        if (v == 0) throw bad("dimension " + std::to_string(d) + " is zero");
        if (v * block[d] > 0xffffffffull)
            throw bad(std::to_string(v) + " workgroups of " + std::to_string(block[d]) + " work-items exceed 2^32 - 1 in dimension " +
                      std::to_string(d));
        dims[d] = v;
        p = end;
        if (*p == 0) return true;
        if (*p != ',' || d == 2) throw bad("unexpected '" + std::string(p) + "'");
        ++p;
    }
    return true;
}

Occupancy occupancy(const Device* dev, const std::string& target, unsigned vgprs, unsigned lds_bytes,
                    unsigned waves_per_group, bool wgp_mode) {
    const bool full = target == "gfx1100" || target == "gfx1101" || target == "gfx1151";
    const unsigned file = unsigned(dev ? dev->get("vgprs_per_simd") : (full ? 1536 : 1024));
    const unsigned granule = unsigned(dev ? dev->get("vgpr_granule") : (full ? 24 : 16));
    const unsigned max_waves = unsigned(dev ? dev->get("max_waves_per_simd") : 16);
    const unsigned lds_wgp = unsigned(dev ? dev->get("lds_bytes_per_wgp") : 131072);
    const unsigned lds_gran = unsigned(dev ? dev->get("lds_granule") : 512);
    const unsigned simds_wgp = unsigned(dev ? dev->get("simds_per_cu") * dev->get("cus_per_wgp") : 4);
    const unsigned barriers = unsigned(dev ? dev->get("barrier_groups_per_wgp") : 32);
    Occupancy o;
    o.wgp_mode = wgp_mode;
    o.waves_per_group = std::max(1u, waves_per_group);
    o.max_waves_per_simd = max_waves;
    o.vgprs_allocated = (std::max(1u, vgprs) + granule - 1) / granule * granule;
    o.vgpr_limit_waves = std::min(max_waves, file / o.vgprs_allocated);
    o.lds_allocated = lds_bytes ? (lds_bytes + lds_gran - 1) / lds_gran * lds_gran : 0;
    // CU mode: a workgroup lives on one CU (half the SIMDs, half the LDS); count per WGP.
    const unsigned cus = wgp_mode ? 1 : 2;
    o.simds = simds_wgp / cus;
    const unsigned lds_pool = lds_wgp / cus;
    const unsigned slots = o.simds * o.vgpr_limit_waves;   // waves of one placement domain
    // A wave may go to any SIMD of its domain, so the domain holds slots / W groups.
    const unsigned by_waves = slots / o.waves_per_group;
    o.groups_by_waves = by_waves * cus;
    // Multi-wave workgroups each hold one of the WGP's barriers (CU mode: half of them per CU).
    if (o.waves_per_group > 1) o.groups_by_waves = std::min(o.groups_by_waves, barriers);
    o.groups_by_lds = o.lds_allocated ? (lds_pool / o.lds_allocated) * cus : 0;
    o.groups_per_wgp = o.lds_allocated ? std::min(o.groups_by_waves, o.groups_by_lds) : o.groups_by_waves;
    const unsigned waves = o.groups_per_wgp * o.waves_per_group;
    o.waves_per_simd = std::min(o.vgpr_limit_waves, (waves + simds_wgp - 1) / simds_wgp);
    return o;
}

}  // namespace model
}  // namespace emu
