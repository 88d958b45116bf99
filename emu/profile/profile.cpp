// Counters (exact, from execution) and the timing model's recording: docs/model.md.
#include "emu/profile/profile.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <mutex>

#include "emu/engine/engine.hpp"
#include "emu/model/model.hpp"
#include "emu/profile/profile_classify.hpp"
#include "wmma_asm/error.hpp"

namespace emu {

namespace {

using prof::Cls;
using prof::SInfo;

constexpr unsigned kLineShift = 7;   // 128-byte lines: the gfx11 GL0/GL1/GL2 line size
constexpr unsigned kMaxGenerations = 16;
constexpr size_t kTraceBudget = 32u << 20;   // trace records over all sampled waves (4 bytes each)
constexpr size_t kMinWaveEvents = 1u << 20;  // ... but never fewer than this per wave

// Per-slot (one host thread) and per-launch sums.
struct Totals {
    uint64_t lanes_valu = 0, lanes_vmem = 0, lanes_lds = 0;
    uint64_t load_bytes = 0, store_bytes = 0, atomic_bytes = 0, smem_bytes = 0;
    uint64_t load_requests = 0, store_requests = 0;
    uint64_t lds_read_bytes = 0, lds_write_bytes = 0, lds_cycles = 0, lds_ideal = 0, lds_conflicted = 0;
    void add(const Totals& o) {
        lanes_valu += o.lanes_valu; lanes_vmem += o.lanes_vmem; lanes_lds += o.lanes_lds;
        load_bytes += o.load_bytes; store_bytes += o.store_bytes; atomic_bytes += o.atomic_bytes;
        smem_bytes += o.smem_bytes; load_requests += o.load_requests; store_requests += o.store_requests;
        lds_read_bytes += o.lds_read_bytes; lds_write_bytes += o.lds_write_bytes; lds_cycles += o.lds_cycles;
        lds_ideal += o.lds_ideal; lds_conflicted += o.lds_conflicted;
    }
};

// One bit per 128-byte line of each allocation the launch touches: lines read, lines written
// and, per tracked generation of resident workgroups, lines read (the DRAM traffic estimate).
struct Region {
    uint64_t lo = 0, hi = 0;
    // The line number the timing model gives the allocation's first byte: its serial (allocation
    // order) times 2^33 lines (1 TiB apart), not its host address, which differs from run to run
    // (address-space randomisation) and moved the cache sets of the model with it.
    uint64_t model_line0 = 0;
    size_t words = 0;
    std::unique_ptr<std::atomic<uint64_t>[]> read, write;
    std::vector<std::unique_ptr<std::atomic<uint64_t>[]>> gen;
    // A sub-grid timed as a larger grid: per line, the first workgroup that read it (id + 1) and
    // whether workgroups of another grid column (bit 0) or row (bit 1) read it too.
    std::unique_ptr<std::atomic<uint32_t>[]> first;
    std::unique_ptr<std::atomic<uint8_t>[]> shared;
};

std::unique_ptr<std::atomic<uint64_t>[]> zero_bits(size_t words) {
    std::unique_ptr<std::atomic<uint64_t>[]> b(new std::atomic<uint64_t>[words]);
    for (size_t i = 0; i < words; ++i) b[i].store(0, std::memory_order_relaxed);
    return b;
}

inline void set_bit(std::atomic<uint64_t>* bits, uint64_t i) {
    std::atomic<uint64_t>& w = bits[i >> 6];
    const uint64_t m = 1ull << (i & 63);
    if (!(w.load(std::memory_order_relaxed) & m)) w.fetch_or(m, std::memory_order_relaxed);
}

uint64_t popcount_bits(const std::atomic<uint64_t>* a, size_t words) {
    uint64_t n = 0;
    for (size_t i = 0; i < words; ++i) n += uint64_t(__builtin_popcountll(a[i].load(std::memory_order_relaxed)));
    return n;
}

// Line i of `r` read by workgroup `group` of a grid `gx` wide: remember the first reader, and
// whether a reader of another column or row followed.
void note_sharing(Region& r, uint64_t i, uint64_t group, uint32_t gx) {
    const uint32_t me = uint32_t(group + 1);
    uint32_t f = r.first[i].load(std::memory_order_relaxed);
    if (f == 0 && r.first[i].compare_exchange_strong(f, me, std::memory_order_relaxed)) return;
    if (f == me) return;
    const uint64_t other = f - 1;
    const uint8_t bits = uint8_t((other % gx != group % gx ? 1 : 0) | (other / gx != group / gx ? 2 : 0));
    if (bits && (r.shared[i].load(std::memory_order_relaxed) & bits) != bits) r.shared[i].fetch_or(bits, std::memory_order_relaxed);
}

}  // namespace

struct LaunchProfile::State {
    std::mutex mu;
    // configuration
    std::string target;
    uint32_t grid[3] = {1, 1, 1}, block[3] = {1, 1, 1};
    uint32_t vgprs = 0, sgprs = 0, lds_bytes = 0;
    unsigned waves_per_group = 1;
    uint64_t groups = 1;
    uint64_t model_groups = 1;   // workgroups the model times (WMMA_ASM_MODEL_GRID, else `groups`)
    uint64_t model_grid[3] = {1, 1, 1};
    bool track_sharing = false;  // a 2D sub-grid timed as a larger 2D grid: record how lines are shared
    bool wgp_mode = true;
    std::vector<SInfo> info;
    std::vector<uint64_t> pcs;
    bool have_device = false;
    model::Device dev;
    std::string device_error;
    std::vector<model::Device> also;   // WMMA_ASM_MODEL_ALSO: the same recording on these too
    model::Occupancy occ;
    // sampling (the workgroups the model simulates) and generations (the DRAM estimate)
    uint64_t sample_stride = 1, samples = 0;
    size_t wave_event_cap = 0;
    std::vector<model::GroupTrace> traces;
    uint64_t gen_size = 1;
    unsigned generations = 0;
    // merged results
    std::vector<uint64_t> count;
    Totals totals;
    std::mutex region_mu;
    std::vector<std::unique_ptr<Region>> regions;
    // model result cache
    mutable bool modelled = false;
    mutable double model_ms = -1;
    mutable std::string model_report;

    void configure();
    Region* region(uint64_t lo, uint64_t hi, const GlobalMemory& memory);
};

void LaunchProfile::State::configure() {
    occ = model::occupancy(have_device ? &dev : nullptr, target, vgprs, lds_bytes, waves_per_group, wgp_mode);
    // WMMA_ASM_MODEL_GRID=X[,Y[,Z]]: time the launch as if its grid had that many workgroups,
    // each doing the work of the executed ones (docs/model.md, "Timing a larger grid").
    model_groups = groups;
    for (int d = 0; d < 3; ++d) model_grid[d] = grid[d];
    if (uint64_t dims[3]; model::model_grid_from_env(block, dims)) {
        model_groups = dims[0] * dims[1] * dims[2];
        for (int d = 0; d < 3; ++d) model_grid[d] = dims[d];
    }
    // The sharing of lines between rows and columns of the grid tells how the larger grid's DRAM
    // traffic grows; it needs at least two rows and two columns, in 2D.
    track_sharing = have_device && model_groups > groups && grid[0] >= 2 && grid[1] >= 2 && grid[2] == 1 &&
                    model_grid[2] == 1;
    const unsigned wgps = have_device ? unsigned(dev.get("wgps")) : 1;
    const uint64_t per_wgp = (model_groups + wgps - 1) / wgps;
    const uint64_t resident = std::max(1u, occ.groups_per_wgp);
    samples = std::min<uint64_t>(per_wgp, std::max<uint64_t>(3 * resident, 4));
    samples = std::min<uint64_t>(samples, std::max<uint64_t>(1, 2048 / waves_per_group));
    // The groups a WGP runs under round-robin dispatch (ids j * wgps) when the executed grid has
    // them; otherwise evenly spaced ones (a smaller executed grid timed as a larger one).
    if (groups >= samples * wgps) {
        sample_stride = wgps;
    } else {
        sample_stride = std::max<uint64_t>(1, groups / std::max<uint64_t>(1, samples));
        samples = std::min<uint64_t>(samples, (groups + sample_stride - 1) / sample_stride);
    }
    if (!have_device || info.size() > model::kMaxEventIp) samples = 0;
    traces.assign(size_t(samples), model::GroupTrace());
    for (uint64_t j = 0; j < samples; ++j) {
        traces[j].id = j * sample_stride;
        traces[j].waves.resize(waves_per_group);
    }
    wave_event_cap = samples ? std::max<size_t>(kMinWaveEvents, kTraceBudget / size_t(samples * waves_per_group)) : 0;
    gen_size = std::max<uint64_t>(1, uint64_t(wgps) * resident);
    const uint64_t ngen = (groups + gen_size - 1) / gen_size;
    // (A tracked sub-grid's DRAM estimate comes from its sharing, not from generation bitmaps.)
    generations = have_device && !track_sharing ? unsigned(std::min<uint64_t>(ngen, kMaxGenerations)) : 0;
}

Region* LaunchProfile::State::region(uint64_t lo, uint64_t hi, const GlobalMemory& memory) {
    std::lock_guard<std::mutex> lock(region_mu);
    for (auto& r : regions)
        if (r->lo == lo && r->hi == hi) return r.get();
    std::unique_ptr<Region> r(new Region);
    r->lo = lo;
    r->hi = hi;
    uint64_t serial = 0;
    memory.translate(lo, 1, nullptr, nullptr, &serial);
    r->model_line0 = serial << (40 - kLineShift);
    const uint64_t lines = ((hi - lo) + (1u << kLineShift) - 1) >> kLineShift;
    r->words = size_t((lines + 63) / 64) + 1;
    r->read = zero_bits(r->words);
    r->write = zero_bits(r->words);
    for (unsigned g = 0; g < generations; ++g) r->gen.push_back(zero_bits(r->words));
    if (track_sharing) {
        const size_t n = r->words * 64;
        r->first.reset(new std::atomic<uint32_t>[n]);
        r->shared.reset(new std::atomic<uint8_t>[n]);
        for (size_t i = 0; i < n; ++i) {
            r->first[i].store(0, std::memory_order_relaxed);
            r->shared[i].store(0, std::memory_order_relaxed);
        }
    }
    regions.push_back(std::move(r));
    return regions.back().get();
}

LaunchProfile::LaunchProfile(const DecodedKernel& dk, const std::string& target, uint32_t grid[3], uint32_t block[3],
                             uint32_t vgprs, uint32_t sgprs, uint32_t lds_bytes)
    : s_(new State) {
    State& s = *s_;
    s.target = target;
    for (int d = 0; d < 3; ++d) {
        s.grid[d] = grid[d];
        s.block[d] = block[d];
    }
    s.vgprs = vgprs;
    s.sgprs = sgprs;
    s.lds_bytes = lds_bytes;
    const uint64_t items = uint64_t(block[0]) * block[1] * block[2];
    s.waves_per_group = unsigned(std::max<uint64_t>(1, (items + 31) / 32));
    s.groups = uint64_t(grid[0]) * grid[1] * grid[2];
    s.info = prof::classify_program(dk.program);
    s.pcs.reserve(dk.program.insts.size());
    for (const auto& in : dk.program.insts) s.pcs.push_back(in.pc);
    s.count.assign(s.info.size(), 0);
    s.have_device = model::device_for_launch(target, &s.dev, &s.device_error);
    // WMMA_ASM_MODEL_ALSO=name,...: read now, so that a bad name fails before the launch runs.
    if (const char* also = std::getenv("WMMA_ASM_MODEL_ALSO"); also && *also) {
        std::string list = also;
        size_t pos = 0;
        while (pos <= list.size()) {
            const size_t comma = list.find(',', pos);
            const std::string name = list.substr(pos, comma == std::string::npos ? std::string::npos : comma - pos);
            pos = comma == std::string::npos ? list.size() + 1 : comma + 1;
            if (name.empty()) throw wmma_asm::Error("WMMA_ASM_MODEL_ALSO=" + list + ": an empty name");
            model::Device alt;
            std::string err;
            if (!model::load_device_named(name, &alt, &err)) throw wmma_asm::Error("WMMA_ASM_MODEL_ALSO=" + list + ": " + err);
            s.also.push_back(std::move(alt));
        }
    }
    s.configure();
}

LaunchProfile::~LaunchProfile() = default;

void LaunchProfile::set_wgp_mode(bool wgp_mode) {
    s_->wgp_mode = wgp_mode;
    s_->configure();
}

// ---------------------------------------------------------------- WaveProfile

struct WaveProfile::State {
    LaunchProfile::State* L = nullptr;
    std::vector<uint64_t> count;
    Totals t;
    // the instruction between before() and after()
    const Wave* w = nullptr;
    uint32_t exec = 0;
    // Accesses of the current instruction (fixed arrays: no allocation on the hot path; an
    // instruction has at most 32 lanes x 2 addresses x 4 dwords of accesses).
    static constexpr unsigned kMaxAcc = 256;
    struct GAcc { uint64_t addr; uint32_t size; };
    GAcc gacc[kMaxAcc];
    unsigned ngacc = 0;
    uint64_t gacc_dropped_bytes = 0;
    struct LAcc { uint32_t addr; uint32_t size; bool write; int lane; };
    LAcc lacc[kMaxAcc];
    unsigned nlacc = 0;
    uint64_t lds_dropped_read = 0, lds_dropped_write = 0;
    std::vector<uint64_t> lines;
    Region* last_region = nullptr;
    // trace of a sampled wave
    model::WaveTrace* trace = nullptr;
    bool overflow = false;
    uint64_t group = 0;
    unsigned generation = ~0u;
};

WaveProfile::WaveProfile(LaunchProfile& launch) : s_(new State) {
    s_->L = &launch.state();
    s_->count.assign(s_->L->info.size(), 0);
    s_->lines.reserve(256);
}

WaveProfile::~WaveProfile() {
    // Merge this slot's sums (every wave it ran) into the launch: sums, so the order of the
    // host threads does not matter.
    LaunchProfile::State& L = *s_->L;
    std::lock_guard<std::mutex> lock(L.mu);
    for (size_t i = 0; i < s_->count.size(); ++i) L.count[i] += s_->count[i];
    L.totals.add(s_->t);
}

void WaveProfile::start(const Wave& w) {
    State& s = *s_;
    const LaunchProfile::State& L = *s.L;
    const uint32_t* id = w.wg->id;
    s.group = id[0] + uint64_t(L.grid[0]) * (id[1] + uint64_t(L.grid[1]) * id[2]);
    s.generation = L.generations && s.group / L.gen_size < L.generations ? unsigned(s.group / L.gen_size) : ~0u;
    s.trace = nullptr;
    s.overflow = false;
    if (L.samples && s.group % L.sample_stride == 0 && s.group / L.sample_stride < L.samples &&
        w.id_in_group < L.waves_per_group) {
        s.trace = &s.L->traces[size_t(s.group / L.sample_stride)].waves[w.id_in_group];
        s.trace->ev.clear();
        s.trace->lines.clear();
        s.trace->complete = false;
    }
}

void WaveProfile::before(const Wave& w, const Inst&, size_t) {
    State& s = *s_;
    s.w = &w;
    s.exec = w.exec();
    s.ngacc = 0;
    s.nlacc = 0;
    s.gacc_dropped_bytes = 0;
    s.lds_dropped_read = s.lds_dropped_write = 0;
}

void WaveProfile::global_access(uint64_t address, uint32_t size, int lane) {
    State& s = *s_;
    if (lane < 0) s.t.smem_bytes += size;   // scalar memory
    else if (s.ngacc < State::kMaxAcc) s.gacc[s.ngacc++] = {address, size};
    else s.gacc_dropped_bytes += size;      // (never seen: counted, no lines)
}

void WaveProfile::lds_access(uint32_t address, uint32_t size, bool write, int lane) {
    State& s = *s_;
    if (s.nlacc < State::kMaxAcc) s.lacc[s.nlacc++] = {address, size, write, lane};
    else (write ? s.lds_dropped_write : s.lds_dropped_read) += size;
}

void WaveProfile::after(const Wave&, const Inst&, size_t ip) {
    State& s = *s_;
    ++s.count[ip];
    const SInfo& si = s.L->info[ip];
    const unsigned lanes = unsigned(__builtin_popcount(s.exec));
    model::Event ev;
    ev.ip = uint32_t(std::min<size_t>(ip, model::kMaxEventIp));
    ev.n = 0;
    uint64_t vmem_bytes = 0, lds_bytes = 0;
    switch (si.cls) {
        case Cls::VALU: case Cls::VOPD: case Cls::WMMA:
            s.t.lanes_valu += lanes;
            break;
        case Cls::VMEM: {
            s.t.lanes_vmem += lanes;
            uint64_t bytes = s.gacc_dropped_bytes;
            s.lines.clear();
            bool sorted = true;
            for (unsigned k = 0; k < s.ngacc; ++k) {
                const auto& a = s.gacc[k];
                bytes += a.size;
                const uint64_t first = a.addr >> kLineShift, last = (a.addr + std::max(a.size, 1u) - 1) >> kLineShift;
                for (uint64_t l = first; l <= last; ++l) {
                    if (!s.lines.empty()) {
                        if (s.lines.back() == l) continue;
                        if (s.lines.back() > l) sorted = false;
                    }
                    s.lines.push_back(l);
                }
            }
            if (!sorted) {
                std::sort(s.lines.begin(), s.lines.end());
                s.lines.erase(std::unique(s.lines.begin(), s.lines.end()), s.lines.end());
            }
            // Loads read, stores write, atomics both (their bytes counted apart); an atomic's
            // lines count as load requests when it returns data, else as store requests.
            const bool atomic = si.vm_atomic;
            const bool load = si.vm_load || (!si.vm_store && !atomic);
            const bool writes = si.vm_store || atomic;
            const bool reads = load || atomic;
            if (atomic) s.t.atomic_bytes += bytes;
            else if (load) s.t.load_bytes += bytes;
            else s.t.store_bytes += bytes;
            if (load) s.t.load_requests += s.lines.size();
            else s.t.store_requests += s.lines.size();
            // Mark the lines in the footprint bitmaps of their allocations, and number them for
            // the model by allocation (Region::model_line0) instead of host address.
            for (uint64_t& l : s.lines) {
                const uint64_t addr = l << kLineShift;
                Region* r = s.last_region;
                if (!r || addr + (1u << kLineShift) <= r->lo || addr >= r->hi) {
                    uint64_t lo = s.w->cache_lo, hi = s.w->cache_hi;
                    if (addr + (1u << kLineShift) <= lo || addr >= hi) {
                        // Not the wave's last allocation: look it up (allocations are 256-byte
                        // aligned, so the line's first byte is inside the one it belongs to).
                        if (!s.w->launch().memory->translate(addr, 1, &lo, &hi)) continue;
                    }
                    r = s.last_region = s.L->region(lo, hi, *s.w->launch().memory);
                }
                const uint64_t i = l - (r->lo >> kLineShift);
                if (i >= uint64_t(r->words) * 64) continue;
                l = r->model_line0 + i;
                if (reads) set_bit(r->read.get(), i);
                if (writes) set_bit(r->write.get(), i);
                if (reads && s.generation != ~0u) set_bit(r->gen[s.generation].get(), i);
                if (reads && r->first) note_sharing(*r, i, s.group, s.L->grid[0]);
            }
            ev.n = uint32_t(std::min<size_t>(s.lines.size(), model::kMaxEventN));
            vmem_bytes = bytes;
            if (s.nlacc == 0) break;
            // FLAT to the LDS aperture: count the LDS side too.
            // fallthrough
        }
        [[fallthrough]];
        case Cls::LDS: {
            if (si.cls == Cls::LDS) s.t.lanes_lds += lanes;
            prof::LdsLaneAccess acc[State::kMaxAcc];
            size_t n = 0;
            s.t.lds_read_bytes += s.lds_dropped_read;
            s.t.lds_write_bytes += s.lds_dropped_write;
            for (unsigned k = 0; k < s.nlacc; ++k) {
                const auto& a = s.lacc[k];
                if (a.write) s.t.lds_write_bytes += a.size;
                else s.t.lds_read_bytes += a.size;
                if (n < sizeof acc / sizeof acc[0] && a.lane >= 0) {
                    const uint32_t d0 = a.addr >> 2;
                    const uint32_t d1 = (a.addr + std::max(a.size, 1u) - 1) >> 2;
                    acc[n++] = {uint8_t(a.lane), uint8_t(std::min<uint32_t>(d1 - d0 + 1, 255)), d0};
                }
            }
            prof::LdsCost c = prof::lds_cost(acc, n, s.L->have_device ? unsigned(s.L->dev.get("lds_banks")) : 32);
            if (!si.lds_access && si.cls == Cls::LDS) c.cycles = c.ideal = 1;   // permute/swizzle: one pass
            s.t.lds_cycles += c.cycles;
            s.t.lds_ideal += c.ideal;
            if (c.cycles > c.ideal) ++s.t.lds_conflicted;
            if (si.cls == Cls::LDS) {
                ev.n = std::min<uint32_t>(c.cycles, model::kMaxEventN);
                for (unsigned k = 0; k < s.nlacc; ++k) lds_bytes += s.lacc[k].size;
            }
            break;
        }
        default:
            break;
    }
    if (s.trace && !s.overflow) {
        model::WaveTrace& tr = *s.trace;
        if (tr.ev.size() >= s.L->wave_event_cap) {
            s.overflow = true;
        } else {
            tr.ev.push_back(ev);
            if (si.cls == Cls::VMEM) {
                tr.lines.push_back(vmem_bytes | (uint64_t(lanes) << 32));
                tr.lines.insert(tr.lines.end(), s.lines.begin(), s.lines.begin() + ev.n);
            } else if (si.cls == Cls::LDS) {
                tr.lines.push_back(lds_bytes);
            }
        }
    }
}

void WaveProfile::finish(const Wave&) {
    State& s = *s_;
    if (s.trace) s.trace->complete = !s.overflow;
    s.trace = nullptr;
}

// ---------------------------------------------------------------- results

namespace {

struct MainLoop {
    bool found = false;
    size_t first = 0, last = 0;
    uint64_t executed = 0;
};

MainLoop find_main_loop(const std::vector<SInfo>& info, const std::vector<uint64_t>& count) {
    std::vector<uint64_t> prefix(count.size() + 1, 0);
    for (size_t i = 0; i < count.size(); ++i) prefix[i + 1] = prefix[i] + count[i];
    std::vector<MainLoop> loops;
    for (size_t i = 0; i < info.size(); ++i) {
        const SInfo& s = info[i];
        if (s.cls != Cls::BRANCH || s.branch_target < 0 || size_t(s.branch_target) > i || !count[i]) continue;
        MainLoop l;
        l.found = true;
        l.first = size_t(s.branch_target);
        l.last = i;
        l.executed = prefix[i + 1] - prefix[l.first];
        loops.push_back(l);
    }
    MainLoop best;
    for (const auto& l : loops)
        if (!best.found || l.executed > best.executed ||
            (l.executed == best.executed && l.last - l.first < best.last - best.first))
            best = l;
    // Prefer an inner loop that holds nearly all of the outer loop's work.
    for (bool changed = true; changed && best.found;) {
        changed = false;
        for (const auto& l : loops)
            if (l.first >= best.first && l.last <= best.last && (l.first != best.first || l.last != best.last) &&
                double(l.executed) >= 0.9 * double(best.executed)) {
                best = l;
                changed = true;
                break;
            }
    }
    return best;
}

}  // namespace

std::map<std::string, uint64_t> LaunchProfile::counters() const {
    const State& s = *s_;
    std::map<std::string, uint64_t> c;
    uint64_t per_cls[size_t(Cls::COUNT)] = {};
    uint64_t total = 0, vgpr_conflicts = 0, vgpr_same_bank = 0;
    for (size_t i = 0; i < s.info.size(); ++i) {
        per_cls[size_t(s.info[i].cls)] += s.count[i];
        total += s.count[i];
        vgpr_conflicts += s.count[i] * s.info[i].vgpr_conflicts;
        vgpr_same_bank += s.count[i] * s.info[i].vgpr_same_bank;
    }
    c["inst.total"] = total;
    for (size_t k = 0; k < size_t(Cls::COUNT); ++k) c[std::string("inst.") + prof::cls_name(Cls(k))] = per_cls[k];
    const Totals& t = s.totals;
    c["lanes.valu"] = t.lanes_valu;
    c["lanes.vmem"] = t.lanes_vmem;
    c["lanes.lds"] = t.lanes_lds;
    c["global.load_bytes"] = t.load_bytes;
    c["global.store_bytes"] = t.store_bytes;
    c["global.atomic_bytes"] = t.atomic_bytes;
    c["global.load_line_requests"] = t.load_requests;
    c["global.store_line_requests"] = t.store_requests;
    c["smem.load_bytes"] = t.smem_bytes;
    uint64_t lines_read = 0, lines_written = 0, lines_touched = 0;
    for (const auto& r : s.regions) {
        lines_read += popcount_bits(r->read.get(), r->words);
        lines_written += popcount_bits(r->write.get(), r->words);
        for (size_t i = 0; i < r->words; ++i)
            lines_touched += uint64_t(__builtin_popcountll(r->read[i].load() | r->write[i].load()));
    }
    c["global.lines_read"] = lines_read;
    c["global.lines_written"] = lines_written;
    c["global.lines_touched"] = lines_touched;
    c["lds.read_bytes"] = t.lds_read_bytes;
    c["lds.write_bytes"] = t.lds_write_bytes;
    c["lds.cycles"] = t.lds_cycles;
    c["lds.bank_conflict_cycles"] = t.lds_cycles - t.lds_ideal;
    c["lds.conflicted_instructions"] = t.lds_conflicted;
    c["vgpr.bank_conflict_cycles"] = vgpr_conflicts;
    c["vgpr.same_bank_operands"] = vgpr_same_bank;
    const model::Occupancy& o = s.occ;
    c["occupancy.waves_per_simd"] = o.waves_per_simd;
    c["occupancy.workgroups_per_wgp"] = o.groups_per_wgp;
    c["occupancy.vgpr_limit_waves"] = o.vgpr_limit_waves;
    c["occupancy.lds_limit_workgroups"] = o.groups_by_lds;
    c["occupancy.vgprs_allocated"] = o.vgprs_allocated;
    c["occupancy.lds_bytes_allocated"] = o.lds_allocated;
    c["occupancy.sgprs"] = s.sgprs;
    c["occupancy.waves_per_workgroup"] = o.waves_per_group;
    const MainLoop ml = find_main_loop(s.info, s.count);
    c["main_loop.found"] = ml.found ? 1 : 0;
    if (ml.found) {
        uint64_t waits = 0, barriers = 0, swaits = 0, sbarriers = 0;
        for (size_t i = ml.first; i <= ml.last; ++i) {
            if (s.info[i].cls == Cls::WAIT) { waits += s.count[i]; ++swaits; }
            if (s.info[i].cls == Cls::BARRIER) { barriers += s.count[i]; ++sbarriers; }
        }
        c["main_loop.first_pc"] = s.pcs[ml.first];
        c["main_loop.last_pc"] = s.pcs[ml.last];
        c["main_loop.iterations"] = s.count[ml.first];
        c["main_loop.instructions"] = ml.executed;
        c["main_loop.waitcnt"] = waits;
        c["main_loop.barriers"] = barriers;
        c["main_loop.static_instructions"] = ml.last - ml.first + 1;
        c["main_loop.static_waitcnt"] = swaits;
        c["main_loop.static_barriers"] = sbarriers;
    }
    return c;
}

namespace {

// The model of the recorded launch on description `d` (-1 and *report = why, when it cannot run).
double run_model(const LaunchProfile::State& s, const model::Device& d, std::string* report) {
    auto give_up = [&](const std::string& why) {
        *report = "timing model not run: " + why;
        return -1.0;
    };
    std::vector<const model::GroupTrace*> groups;
    for (const auto& g : s.traces) {
        for (const auto& w : g.waves)
            if (!w.complete) return give_up("a sampled wave's trace is incomplete (too long, or the wave did not end)");
        groups.push_back(&g);
    }
    if (groups.empty()) return give_up("no workgroup was sampled");
    const model::Occupancy occ = model::occupancy(&d, s.target, s.vgprs, s.lds_bytes, s.waves_per_group, s.wgp_mode);
    if (occ.groups_per_wgp == 0)
        return give_up("no workgroup of this launch fits a WGP of " + d.name + " (" + std::to_string(s.waves_per_group) +
                       " waves of " + std::to_string(occ.vgprs_allocated) + " VGPRs: " + std::to_string(occ.vgpr_limit_waves) +
                       " waves per SIMD; " + std::to_string(occ.lds_allocated) + " bytes of LDS: " +
                       std::to_string(occ.groups_by_lds) + " workgroups)");
    const double line = double(1u << kLineShift);
    // DRAM reads: generations of resident workgroups (dispatch order); a generation's lines come
    // from DRAM unless recent generations, within the last-level cache capacity, read them.
    const double cap_lines = d.get("llc_bytes") / line;
    std::vector<uint64_t> gen_lines(s.generations, 0), gen_dram(s.generations, 0);
    double dram_lines = 0;
    for (unsigned g = 0; g < s.generations; ++g) {
        uint64_t u = 0;
        for (const auto& r : s.regions) u += popcount_bits(r->gen[g].get(), r->words);
        // Hits: lines of the previous generations g-1, g-2, ... as far back as their union fits
        // in the cache (LRU at generation granularity); when even g-1 alone does not fit, the
        // fitting fraction of its overlap.
        double hit_lines = 0;
        std::vector<std::vector<uint64_t>> acc(s.regions.size());
        for (size_t ri = 0; ri < s.regions.size(); ++ri) acc[ri].assign(s.regions[ri]->words, 0);
        for (unsigned k = 1; k <= g; ++k) {
            uint64_t un = 0, in = 0;
            for (size_t ri = 0; ri < s.regions.size(); ++ri) {
                const Region& r = *s.regions[ri];
                for (size_t i = 0; i < r.words; ++i) {
                    acc[ri][i] |= r.gen[g - k][i].load(std::memory_order_relaxed);
                    un += uint64_t(__builtin_popcountll(acc[ri][i]));
                    in += uint64_t(__builtin_popcountll(acc[ri][i] & r.gen[g][i].load(std::memory_order_relaxed)));
                }
            }
            if (double(un) > cap_lines) {
                if (k == 1) hit_lines = double(in) * cap_lines / double(un);
                break;
            }
            hit_lines = double(in);
        }
        gen_lines[g] = u;
        gen_dram[g] = uint64_t(std::llround(std::max(0.0, double(u) - hit_lines)));
        dram_lines += double(gen_dram[g]);
    }
    // Workgroups past the tracked generations (and, with WMMA_ASM_MODEL_GRID, past the executed
    // grid): the average per workgroup of the tracked generations after the first (whose reads
    // are all compulsory), or of the first when it is the only one.
    const uint64_t tracked_groups = std::min<uint64_t>(s.groups, uint64_t(s.generations) * s.gen_size);
    const char* dram_method = "executed grid";
    if (s.track_sharing) {
        // A 2D sub-grid timed as a larger one: its lines by how they were shared, replayed over
        // the larger grid's generations (a per-workgroup average would keep the sub-grid's
        // smaller sharing).
        model::SharedLines sh;
        for (const auto& r : s.regions)
            for (size_t i = 0; i < r->words * 64; ++i) {
                if (!(r->read[i >> 6].load(std::memory_order_relaxed) >> (i & 63) & 1)) continue;
                switch (r->shared[i].load(std::memory_order_relaxed)) {
                    case 0: sh.per_group += 1; break;
                    case 1: sh.per_row += 1; break;   // other columns of the same row
                    case 2: sh.per_col += 1; break;   // other rows of the same column
                    default: sh.global += 1; break;
                }
            }
        sh.per_group /= double(s.groups);
        sh.per_row /= double(s.grid[1]);
        sh.per_col /= double(s.grid[0]);
        dram_lines = model::dram_lines_extrapolated(sh, s.model_grid[0], s.model_grid[1], s.gen_size, cap_lines);
        dram_method = "sharing of the executed sub-grid";
    } else if (s.model_groups > tracked_groups && s.generations) {
        double sum = 0;
        uint64_t ng = 0;
        for (unsigned g = s.generations > 1 ? 1 : 0; g < s.generations; ++g) {
            sum += double(gen_dram[g]);
            ng += std::min<uint64_t>(s.gen_size, s.groups - uint64_t(g) * s.gen_size);
        }
        if (ng) dram_lines += sum / double(ng) * double(s.model_groups - tracked_groups);
    }
    const double scale = double(s.model_groups) / double(s.groups);
    const Totals& t = s.totals;
    uint64_t lines_written = 0;
    for (const auto& r : s.regions) lines_written += popcount_bits(r->write.get(), r->words);
    model::SimInput in;
    in.dev = &d;
    in.info = &s.info;
    in.groups = groups;
    in.occ = occ;
    const unsigned wgps = unsigned(d.get("wgps"));
    in.groups_on_wgp = (s.model_groups + wgps - 1) / wgps;
    in.active_wgps = unsigned(std::min<uint64_t>(wgps, s.model_groups));
    in.dram_per_store_byte = t.store_bytes ? double(lines_written) * line / double(t.store_bytes) : 0;
    const double requests = double(t.load_requests) * scale;
    in.dram_per_l2_line = requests > 0 ? std::min(1.0, dram_lines / requests) : 0;
    model::SimResult r = model::simulate(in);
    if (r.cycles >= 0 && r.l2_fraction < 1 && t.load_requests) {
        // Second pass: DRAM lines per L2 request once the L0 and graphics L1 hits are known.
        in.dram_per_l2_line = std::min(1.0, dram_lines / (requests * r.l2_fraction));
        r = model::simulate(in);
    }
    if (r.cycles < 0) return give_up(r.report);
    // Work correction. The simulated workgroups are the ones a WGP runs under round-robin
    // dispatch; when workgroups differ in length (a causal attention grid: query block i runs
    // i + 1 key blocks) that sample can be lighter or heavier than the grid's average (causal,
    // 8 query blocks per head, 20 WGPs: only blocks 0 and 4 are sampled). The WGP's time is scaled
    // by the grid's mean instructions per workgroup over the sample's mean (exactly 1 when every
    // workgroup runs the same number of instructions, as in every GEMM of the published
    // comparison, so those times do not change). Below 1% the sample counts as representative:
    // small differences in index arithmetic between workgroups do not move a time.
    uint64_t all_insts = 0, sampled_insts = 0;
    for (uint64_t c : s.count) all_insts += c;
    for (const auto* g : groups)
        for (const auto& w : g->waves) sampled_insts += w.ev.size();
    double work = 1.0;
    if (all_insts && sampled_insts)
        work = (double(all_insts) / double(s.groups)) / (double(sampled_insts) / double(groups.size()));
    if (std::fabs(work - 1.0) < 0.01) work = 1.0;
    r.cycles *= work;
    if (work != 1.0) {
        char wb[160];
        std::snprintf(wb, sizeof wb, "; the simulated workgroups ran %.3fx the grid's mean instructions per workgroup: "
                      "time scaled by %.3f", 1.0 / work, work);
        r.report += wb;
    }
    const double clock_hz = d.get("clock_mhz") * 1e6;
    const double ms = r.cycles / clock_hz * 1e3 + d.get("launch_overhead_us") * 1e-3;
    char buf[512];
    std::snprintf(buf, sizeof buf,
                  "%s: %.4f ms (%.0f cycles at %.0f MHz + %.1f us launch) for %llu workgroups (%llu executed); "
                  "occupancy %u waves/SIMD, %u workgroups/WGP; DRAM reads %.1f MB (estimated from the %s), "
                  "writes %.1f MB, DRAM share of L2 line requests %.3f; ",
                  d.name.c_str(), ms, r.cycles, d.get("clock_mhz"), d.get("launch_overhead_us"),
                  (unsigned long long)s.model_groups, (unsigned long long)s.groups, occ.waves_per_simd,
                  occ.groups_per_wgp, dram_lines * line / 1e6, dram_method, double(lines_written) * line * scale / 1e6,
                  in.dram_per_l2_line);
    *report = buf + r.report;
    return ms;
}

}  // namespace

double LaunchProfile::modelled_ms(std::string* device) const {
    const State& s = *s_;
    if (device) *device = s.have_device ? s.dev.name : "";
    if (s.modelled) return s.model_ms;
    s.modelled = true;
    const char* v = std::getenv("WMMA_ASM_MODEL_VERBOSE");
    const std::string vs = v ? v : "";
    const bool verbose = !(vs.empty() || vs == "0" || vs == "no" || vs == "false" || vs == "off");
    if (!s.have_device) {
        s.model_report = "timing model not run: " + s.device_error;
        s.model_ms = -1;
    } else {
        s.model_ms = run_model(s, s.dev, &s.model_report);
    }
    if (verbose) std::fprintf(stderr, "%s%s\n", s.model_ms >= 0 ? "timing model " : "", s.model_report.c_str());
    // WMMA_ASM_MODEL_ALSO: the same recording on other descriptions (stderr only; the sampled
    // workgroups were chosen for the primary description).
    if (s.have_device)
        for (const auto& alt : s.also) {
            std::string rep;
            if (run_model(s, alt, &rep) >= 0) std::fprintf(stderr, "timing model (also) %s\n", rep.c_str());   // "name: ..."
            else std::fprintf(stderr, "timing model (also) %s: %s\n", alt.name.c_str(), rep.c_str());
        }
    return s.model_ms;
}

std::string LaunchProfile::model_report() const { return s_->model_report; }

uint64_t LaunchProfile::modelled_workgroups() const { return s_->model_groups; }

}  // namespace emu
