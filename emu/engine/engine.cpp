// Launch engine: dispatch state, workgroup scheduling across host threads, the wave loop and
// error reporting.
#include "emu/engine/engine.hpp"

#include <algorithm>
#include <atomic>
#include <cinttypes>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <thread>

#include "emu/decode/disasm.hpp"
#include "emu/exec/exec_valu.hpp"
#include "emu/exec/wmma_reuse.hpp"
#include "emu/model/model.hpp"
#include "emu/profile/profile.hpp"
#include "emu/strict/strict.hpp"
#include "wmma_asm/error.hpp"

namespace emu {

namespace {

std::string hex(uint64_t v) {
    char b[32];
    std::snprintf(b, sizeof b, "0x%" PRIx64, v);
    return b;
}

// True when the instruction exists only from gfx1150 on and the code object targets
// gfx1100-gfx1103 (see DecodedKernel::gfx11_0).
bool missing_on_target(const Inst& in, const DecodedKernel& dk) {
    return dk.gfx11_0 && in.ok() && in.info && in.info->has(opf::F_NOT_GFX1100);
}

// Why an instruction has no handler, for the error message.
std::string unsupported_reason(const Inst& in, const DecodedKernel& dk) {
    if (missing_on_target(in, dk))
        return std::string(in.info->name) + " is a gfx1150+ (RDNA3.5) instruction that the code object's target " +
               dk.target + " does not have (the hardware raises an illegal-instruction exception)";
    switch (in.status) {
        case Status::UnknownEncoding: return "unknown instruction encoding";
        case Status::UnknownOpcode: return std::string("unknown ") + enc_name(in.enc) + " opcode " + hex(in.op);
        case Status::Truncated: return "instruction truncated by the end of the code";
        case Status::Unsupported:
            return std::string(enc_name(in.enc)) + " instructions are not supported by the emulator";
        case Status::Ok: break;
    }
    return std::string("instruction not supported by the emulator (") + enc_name(in.enc) + " opcode " + hex(in.op) + ")";
}

}  // namespace

DecodedKernel decode_code_object(const wmma_asm::CodeObject& co, const HandlerTable& table, uint64_t image_base) {
    DecodedKernel dk;
    dk.text_vaddr = co.text_vaddr;
    dk.text_address = image_base ? image_base + co.text_vaddr : 0;
    dk.program = decode_program(co.text(), co.text_size, 0);
    dk.target = co.gfx_target;
    dk.gfx11_0 = co.gfx_target.compare(0, 6, "gfx110") == 0;
    dk.strict_cache = std::make_shared<StrictCache>();
    mark_wmma_a_reuse(dk.program);
    dk.handlers.resize(dk.program.insts.size(), nullptr);
    for (size_t i = 0; i < dk.program.insts.size(); ++i) {
        const Inst& in = dk.program.insts[i];
        if (!in.ok() || missing_on_target(in, dk)) continue;
        if (in.enc == Enc::VOPD) dk.handlers[i] = table.find(vopd_handler_name(in));
        else if (in.info && !in.info->has(opf::F_UNSUPPORTED)) dk.handlers[i] = table.find(in.info->name);
    }
    // The runs, backwards: i alone when it may leave the order or stop the wave (or is the last
    // instruction), else i and the run from i + 1 (none when i + 1 has no handler). A run is
    // capped so that its length fits the table.
    const size_t n = dk.program.insts.size();
    dk.runs.assign(n, 0);
    for (size_t i = n; i-- > 0;) {
        if (!dk.handlers[i]) continue;
        const Inst& in = dk.program.insts[i];
        const bool ends = i + 1 == n || !in.info || leaves_sequence(*in.info) ||
                          std::strcmp(in.info->name, "s_barrier") == 0;
        dk.runs[i] = ends || !dk.runs[i + 1] || dk.runs[i + 1] == UINT32_MAX ? 1u : dk.runs[i + 1] + 1;
    }
    return dk;
}

std::vector<std::string> unsupported_instructions(const DecodedKernel& dk, const wmma_asm::KernelInfo& k) {
    std::vector<std::string> out;
    const long first = dk.program.index_of(k.entry_vaddr - dk.text_vaddr);
    for (size_t i = first < 0 ? 0 : size_t(first); i < dk.program.insts.size(); ++i) {
        const Inst& in = dk.program.insts[i];
        if (in.ok() && in.info && std::strcmp(in.info->name, "s_code_end") == 0) break;   // padding after the code
        if (!dk.handlers[i]) out.push_back(hex(in.pc) + ": " + disassemble(in) + " (" + unsupported_reason(in, dk) + ")");
    }
    return out;
}

namespace {

// MODE register at dispatch, from the descriptor's COMPUTE_PGM_RSRC1 float fields.
uint32_t initial_mode(const wmma_asm::KernelDescriptor& kd) {
    return kd.float_round_mode_32() | (kd.float_round_mode_16_64() << 2) | (kd.float_denorm_mode_32() << 4) |
           (kd.float_denorm_mode_16_64() << 6) | (kd.dx10_clamp() ? 1u << 8 : 0u) | (kd.ieee_mode() ? 1u << 9 : 0u);
}

}  // namespace

// One host thread's state while it runs workgroups; a Workspace keeps it between launches.
struct WorkerState {
    Workgroup wg;
    std::vector<Wave> waves;
    AlignedVector<uint32_t> vgprs;      // (cache-line aligned: aligned.hpp)
    AlignedVector<uint8_t> scratch;
    std::unique_ptr<StrictGroup> strict_group;
    std::vector<std::unique_ptr<StrictWave>> strict_waves;
};

struct Workspace::Impl {
    // Private memory or strict-mode LDS logs beyond this are given back after a launch instead
    // of kept (a kernel with a large private segment, or long barrier-free LDS loops in strict
    // mode, would otherwise hold hundreds of MiB per thread for the device's lifetime).
    static constexpr size_t kKeepBytes = size_t(16) << 20;
    std::mutex mu;
    std::vector<std::unique_ptr<WorkerState>> idle;

    std::unique_ptr<WorkerState> take() {
        {
            std::lock_guard<std::mutex> lock(mu);
            if (!idle.empty()) {
                std::unique_ptr<WorkerState> st = std::move(idle.back());
                idle.pop_back();
                return st;
            }
        }
        return std::make_unique<WorkerState>();
    }
    void give(std::unique_ptr<WorkerState> st) noexcept {
        if (st->scratch.capacity() > kKeepBytes) AlignedVector<uint8_t>().swap(st->scratch);
        if (st->strict_group && st->strict_group->retained_bytes() > kKeepBytes) st->strict_group.reset();
        try {
            std::lock_guard<std::mutex> lock(mu);
            idle.push_back(std::move(st));
        } catch (...) {   // no room to keep it: freed
        }
    }
};

Workspace::Workspace() : impl_(new Impl) {}
Workspace::~Workspace() = default;

namespace {

// A thread's state for one launch: from the workspace (given back when the thread is done) or,
// without one, its own.
class WorkerLease {
public:
    explicit WorkerLease(Workspace* ws) : ws_(ws), st_(ws ? ws->impl().take() : std::make_unique<WorkerState>()) {}
    ~WorkerLease() {
        if (ws_) ws_->impl().give(std::move(st_));
    }
    WorkerLease(const WorkerLease&) = delete;
    WorkerLease& operator=(const WorkerLease&) = delete;
    WorkerState& operator*() { return *st_; }

private:
    Workspace* ws_;
    std::unique_ptr<WorkerState> st_;
};

class Runner {
public:
    explicit Runner(const LaunchRequest& r) : req_(r), kd_(r.kernel->descriptor) {
        const auto& k = *r.kernel;
        L_.memory = r.memory;
        L_.kernarg_address = r.kernarg_address;
        for (int d = 0; d < 3; ++d) { L_.grid[d] = r.grid[d]; L_.block[d] = r.block[d]; }
        // The workgroup's LDS is the static size plus the launch's dynamic part (HIP's
        // sharedMemBytes, where `extern __shared__` arrays live): everything below sizes from
        // L_.lds_bytes (the allocation, the bounds checks, strict mode's tracking, the profile's
        // occupancy), so dynamic LDS is real LDS to all of them. A sum over 64 KiB is refused
        // here, naming both parts, before it could wrap 32 bits (check_resident keeps refusing
        // a static size alone over the limit with its own message).
        const uint64_t lds_total = uint64_t(k.group_segment_fixed_size) + r.dynamic_lds_bytes;
        if (r.dynamic_lds_bytes && lds_total > kMaxLdsBytes)
            throw wmma_asm::Error("kernel '" + k.name + "': an LDS allocation of " + std::to_string(lds_total) + " bytes (static " +
                                  std::to_string(k.group_segment_fixed_size) + " + dynamic " + std::to_string(r.dynamic_lds_bytes) +
                                  ") exceeds the " + std::to_string(kMaxLdsBytes) + " a gfx11 workgroup can address");
        L_.lds_bytes = uint32_t(lds_total);
        L_.vgprs = kd_.vgpr_count();
        L_.max_instructions = r.max_instructions ? r.max_instructions : kDefaultMaxInstructions;
        L_.initial_mode = initial_mode(kd_);
        L_.code_address = r.module->code_address();
        items_ = uint64_t(r.block[0]) * r.block[1] * r.block[2];
        waves_per_group_ = unsigned((items_ + 31) / 32);
        groups_ = uint64_t(r.grid[0]) * r.grid[1] * r.grid[2];
        if (r.cooperative && groups_ * waves_per_group_ > kMaxCooperativeWaves)
            throw wmma_asm::Error("kernel '" + k.name + "': a cooperative launch of " + std::to_string(groups_) + " workgroups of " +
                                  std::to_string(waves_per_group_) + " waves (the emulator holds at most " +
                                  std::to_string(kMaxCooperativeWaves) + " waves resident at once)");
        // Private memory per lane: the fixed size, plus a stack for kernels that call functions
        // with dynamic stack use (recursion, indirect calls): HIP's default of 1 KiB is small for
        // recursion tests, so the emulator gives such kernels 16 KiB.
        // GFX11 bounds a wave's scratch by COMPUTE_TMPRING_SIZE.WAVESIZE (15 bits of 64 DWORDs:
        // 262136 bytes per wave32 lane; LLVM GCNSubtarget::getMaxWaveScratchSize). The dynamic
        // stack gets what is left of it.
        const uint64_t fixed = (uint64_t(std::max(k.private_segment_fixed_size, kd_.private_segment_fixed_size)) + 3) & ~uint64_t(3);
        if (fixed > kMaxScratchLaneBytes)
            throw wmma_asm::Error("kernel '" + k.name + "': a private segment of " + std::to_string(fixed) +
                                  " bytes per work-item exceeds the " + std::to_string(kMaxScratchLaneBytes) +
                                  " gfx11 allows (COMPUTE_TMPRING_SIZE.WAVESIZE)");
        scratch_lane_bytes_ = uint32_t(fixed);
        if (kd_.uses_dynamic_stack())
            scratch_lane_bytes_ += std::min<uint32_t>(kDynamicStackBytes, kMaxScratchLaneBytes - scratch_lane_bytes_);
        check_resident(k);
        if (r.strict) {
            // SGPRs: the metadata's count when it gives one (gfx10+ descriptors reserve a fixed
            // 106), never less than the dispatch state the descriptor itself asks for.
            uint32_t sgprs = k.sgpr_count ? std::min<uint32_t>(k.sgpr_count, 106) : 106;
            sgprs = std::max<uint32_t>(sgprs, kd_.user_sgpr_count() + 6);
            strict_ = make_strict_launch(*r.module, r.target, L_.vgprs, sgprs, L_.lds_bytes);
            strict_.portable_simd = r.portable_simd;
        }
        if (r.profile) {
            const uint32_t sgprs = k.sgpr_count ? k.sgpr_count : 106;
            profile_.reset(new LaunchProfile(*r.module, r.target, L_.grid, L_.block, L_.vgprs, sgprs, L_.lds_bytes));
            profile_->set_wgp_mode(kd_.wgp_mode());   // CU-mode kernels (s5..s8) share one CU's LDS
        }
        const long entry = r.module->program.index_of(k.entry_vaddr - r.module->text_vaddr);
        if (entry < 0) throw wmma_asm::Error("kernel '" + k.name + "': entry point is not the start of an instruction");
        entry_ = size_t(entry);
    }

    // A workgroup must fit one WGP (CU mode: one CU) at once, as a dispatch requires: its LDS
    // within the 64 KiB a gfx11 workgroup can address (LLVM getAddressableLocalMemorySize), its
    // waves within the SIMDs' wave slots and VGPR files (the emulator would run it anyway).
    void check_resident(const wmma_asm::KernelInfo& k) {
        const std::string who = "kernel '" + k.name + "': ";
        if (L_.lds_bytes > kMaxLdsBytes)
            throw wmma_asm::Error(who + "an LDS allocation of " + std::to_string(L_.lds_bytes) + " bytes exceeds the " +
                                  std::to_string(kMaxLdsBytes) + " a gfx11 workgroup can address");
        const model::Occupancy o = model::occupancy(nullptr, req_.target, L_.vgprs, L_.lds_bytes, waves_per_group_, kd_.wgp_mode());
        if (o.groups_per_wgp == 0)
            throw wmma_asm::Error(who + "a workgroup of " + std::to_string(waves_per_group_) + " waves with " +
                                  std::to_string(o.vgprs_allocated) + " VGPRs each cannot be resident: " +
                                  std::to_string(o.simds) + " SIMDs x " + std::to_string(o.vgpr_limit_waves) + " waves (" +
                                  (kd_.wgp_mode() ? "WGP" : "CU") + " mode, " + req_.target + ")");
    }

    LaunchOutcome run(unsigned threads) {
        if (!threads) threads = std::max(1u, std::thread::hardware_concurrency());
        threads = unsigned(std::min<uint64_t>(threads, groups_));
        if (req_.cooperative) {
            cooperative();
        } else {
            std::vector<std::thread> pool;
            for (unsigned t = 1; t < threads; ++t) pool.emplace_back([this] { worker(); });
            worker();
            for (auto& th : pool) th.join();
        }
        if (failed_.load()) throw wmma_asm::Error(error_);
        LaunchOutcome o;
        o.instructions = instructions_.load();
        o.waves = groups_ * waves_per_group_;
        o.workgroups = groups_;
        if (profile_) {
            o.counters = profile_->counters();
            o.modelled_ms = profile_->modelled_ms(&o.modelled_device);
            o.model_report = profile_->model_report();
            o.modelled_workgroups = profile_->modelled_workgroups();
        }
        return o;
    }

private:
    // One thread's state bound to this launch, ready for its first workgroup. Everything in it is
    // reused from earlier launches when the device keeps a workspace: each piece is set up here
    // as if new (contents the kernel may see are poisoned or zeroed as before; strict state is
    // bound to this launch).
    void bind_state(WorkerState& st, std::vector<std::unique_ptr<WaveProfile>>& profiles) {
        Workgroup& wg = st.wg;
        wg.launch = &L_;
        wg.lds.resize(L_.lds_bytes);   // poisoned per workgroup (start_group)
        wg.strict = nullptr;
        st.waves.assign(waves_per_group_, Wave{});
        profiles.clear();
        if (profile_)
            for (unsigned k = 0; k < waves_per_group_; ++k) profiles.emplace_back(new WaveProfile(*profile_));
        if (req_.strict) {
            if (st.strict_group) st.strict_group->bind(strict_);
            else st.strict_group.reset(new StrictGroup(strict_));
            wg.strict = st.strict_group.get();
            for (unsigned k = 0; k < waves_per_group_; ++k) {
                if (k < st.strict_waves.size()) st.strict_waves[k]->bind(strict_);
                else st.strict_waves.emplace_back(new StrictWave(strict_));
            }
        }
        st.vgprs.assign(size_t(waves_per_group_) * kVgprFile * 32, 0);
        st.scratch.resize(size_t(waves_per_group_) * 32 * scratch_lane_bytes_);   // poisoned per wave (init_wave)
        wg.waves.clear();
        for (auto& w : st.waves) wg.waves.push_back(&w);
    }

    // Makes st's workgroup group number g (linear over the grid, x fastest) with fresh waves.
    void start_group(WorkerState& st, std::vector<std::unique_ptr<WaveProfile>>& profiles, uint64_t g) {
        Workgroup& wg = st.wg;
        wg.id[0] = uint32_t(g % L_.grid[0]);
        wg.id[1] = uint32_t((g / L_.grid[0]) % L_.grid[1]);
        wg.id[2] = uint32_t(g / (uint64_t(L_.grid[0]) * L_.grid[1]));
        // LDS holds whatever the WGP's previous workgroups left: never zeros a kernel may
        // count on. The poison byte reads as NaN in FP16/FP32 and as -1 in integers, so a
        // kernel that uses LDS it did not write gets visibly wrong results.
        std::fill(wg.lds.begin(), wg.lds.end(), kPoisonByte);
        if (wg.strict) wg.strict->reset();
        std::vector<Wave>& waves = st.waves;
        for (unsigned k = 0; k < waves_per_group_; ++k) {
            init_wave(waves[k], wg, k, st.vgprs.data() + size_t(k) * kVgprFile * 32,
                      st.scratch.empty() ? nullptr : st.scratch.data() + size_t(k) * 32 * scratch_lane_bytes_);
            if (req_.strict) {
                waves[k].strict = st.strict_waves[k].get();
                waves[k].strict->reset(waves[k]);
            }
            if (profile_) {
                waves[k].profile = profiles[k].get();
                waves[k].profile->start(waves[k]);
            }
            waves[k].lds_base = wg.lds.data();
            waves[k].lds_size = wg.lds.size();
            waves[k].hooked = waves[k].strict != nullptr || waves[k].profile != nullptr;
        }
    }

    // After st's workgroup ended: its instructions, and its waves' profiles closed.
    uint64_t finish_group(WorkerState& st) {
        uint64_t executed = 0;
        for (const auto& w : st.waves) {
            executed += w.executed;
            if (w.profile) w.profile->finish(w);
        }
        return executed;
    }

    void worker() {
        WorkerLease lease(req_.workspace);
        WorkerState& st = *lease;
        std::vector<std::unique_ptr<WaveProfile>> profiles;
        bind_state(st, profiles);
        uint64_t executed = 0;
        while (!failed_.load(std::memory_order_relaxed)) {
            const uint64_t g = next_.fetch_add(1);
            if (g >= groups_) break;
            start_group(st, profiles, g);
            if (!run_workgroup(st.wg)) break;
            executed += finish_group(st);
        }
        instructions_.fetch_add(executed);
    }

    // A cooperative launch (HIP's hipLaunchCooperativeKernel): every workgroup of the grid is
    // resident at once, so one may wait for another (a grid-wide barrier spinning on a global
    // counter). One thread holds all of them and gives each a round in turn (run_round: every
    // wave of it one slice), in workgroup order, until all have ended: deterministic, like the
    // waves of one workgroup. The caller bounds the grid by what the device holds at once.
    void cooperative() {
        struct Group {
            std::unique_ptr<WorkerState> st = std::make_unique<WorkerState>();
            std::vector<std::unique_ptr<WaveProfile>> profiles;
            bool done = false;
        };
        std::vector<Group> groups(groups_);
        for (uint64_t g = 0; g < groups_; ++g) {
            bind_state(*groups[g].st, groups[g].profiles);
            start_group(*groups[g].st, groups[g].profiles, g);
        }
        uint64_t executed = 0, left = groups_;
        while (left && !failed_.load(std::memory_order_relaxed)) {
            for (auto& grp : groups) {
                if (grp.done) continue;
                const int r = run_round(grp.st->wg);
                if (r < 0) return;
                if (r > 0) {
                    grp.done = true;
                    executed += finish_group(*grp.st);
                    --left;
                }
            }
        }
        instructions_.fetch_add(executed);
    }

    void init_wave(Wave& w, Workgroup& wg, unsigned k, uint32_t* vgpr, uint8_t* scratch) {
        std::memset(w.s, 0, sizeof w.s);
        // s0..s105 other than the ones the dispatch sets below hold garbage, as VGPRs do.
        std::memset(w.s, kPoisonByte, 106 * sizeof w.s[0]);
        w.scc = false;
        w.mode = L_.initial_mode;
        w.trapsts = 0;
        w.v = vgpr;
        w.nvgpr = L_.vgprs;
        // VGPRs other than the ones the dispatch sets hold garbage (as LDS: kPoisonByte).
        std::memset(vgpr, kPoisonByte, size_t(std::min<uint32_t>(L_.vgprs, kVgprFile)) * 32 * 4);
        w.scratch = scratch;
        w.scratch_lane_bytes = scratch_lane_bytes_;
        if (scratch) std::memset(scratch, kPoisonByte, size_t(32) * scratch_lane_bytes_);   // as LDS
        w.ip = entry_;
        w.done = false;
        w.at_barrier = false;
        w.executed = 0;
        w.id_in_group = k;
        w.wg = &wg;
        w.program = &req_.module->program;
        w.cache_lo = 1;
        w.cache_hi = 0;
        for (unsigned i = 0; i < Wave::kRecentAllocations; ++i) w.recent_lo[i] = 1, w.recent_hi[i] = 0;
        for (Wave::LoadHistory& h : w.load_history) h = {};   // (another group's addresses)
        w.wmma_a_inst = nullptr;   // (another wave's A: never taken over)
        w.jumps = w.wmma_a_jumps = 0;
        // User SGPRs in the order AMDGPUUsage defines, then the system SGPRs after
        // USER_SGPR_COUNT.
        unsigned s = 0;
        auto put64 = [&](uint64_t v) { w.s[s] = uint32_t(v); w.s[s + 1] = uint32_t(v >> 32); s += 2; };
        if (kd_.sgpr_private_segment_buffer()) s += 4;   // no scratch V#: architected flat scratch on gfx11
        if (kd_.sgpr_dispatch_ptr()) put64(req_.dispatch_packet_address);
        if (kd_.sgpr_queue_ptr()) put64(0);
        if (kd_.sgpr_kernarg_segment_ptr()) put64(L_.kernarg_address);
        if (kd_.sgpr_dispatch_id()) put64(0);
        if (kd_.sgpr_flat_scratch_init()) put64(0);
        if (kd_.sgpr_private_segment_size()) w.s[s++] = scratch_lane_bytes_;
        s = kd_.user_sgpr_count();
        if (kd_.workgroup_id_x()) w.s[s++] = wg.id[0];
        if (kd_.workgroup_id_y()) w.s[s++] = wg.id[1];
        if (kd_.workgroup_id_z()) w.s[s++] = wg.id[2];
        if (kd_.workgroup_info()) w.s[s++] = waves_per_group_;
        if (kd_.private_segment()) w.s[s++] = 0;          // private segment wave byte offset
        // v0: work-item ids packed x [9:0], y [19:10], z [29:20] (gfx11), EXEC: existing lanes.
        const unsigned dims = kd_.vgpr_workitem_id();
        uint32_t exec = 0;
        for (unsigned lane = 0; lane < 32; ++lane) {
            const uint64_t tid = uint64_t(k) * 32 + lane;
            if (tid >= items_) { vgpr[lane] = 0; continue; }
            exec |= 1u << lane;
            const uint32_t x = uint32_t(tid % L_.block[0]);
            const uint32_t y = uint32_t((tid / L_.block[0]) % L_.block[1]);
            const uint32_t z = uint32_t(tid / (uint64_t(L_.block[0]) * L_.block[1]));
            vgpr[lane] = x | (dims >= 1 ? y << 10 : 0) | (dims >= 2 ? z << 20 : 0);
        }
        w.s[kExec] = exec;
    }

    // Runs every wave of the group to its end; false when the launch failed. The waves of a
    // workgroup are resident together on hardware, so one may wait for another without a barrier
    // (a spin on an LDS flag): each wave runs a slice of kSliceInstructions, in wave order, until
    // it ends or reaches a barrier; when every wave that has not ended waits at the barrier, they
    // are released together. The order is fixed, so the result is deterministic.
    bool run_workgroup(Workgroup& wg) {
        const uint64_t slice = wg.waves.size() > 1 ? kSliceInstructions : UINT64_MAX;
        for (;;) {
            const int r = run_round(wg, slice);
            if (r) return r > 0;
        }
    }

    // One round of a workgroup: each wave that can run runs a slice (until it ends, reaches a
    // barrier or has executed `slice` instructions); a barrier every live wave has reached is
    // released. 1: every wave has ended, 0: more rounds to go, -1: the launch failed.
    int run_round(Workgroup& wg, uint64_t slice = kSliceInstructions) {
        const size_t n = wg.waves.size();
        size_t done = 0, waiting = 0;
        for (Wave* w : wg.waves) {
            if (!w->done && !w->at_barrier && !run_wave(*w, slice)) return -1;
            if (w->done) ++done;
            else if (w->at_barrier) ++waiting;
        }
        if (done == n) return 1;
        if (done + waiting == n) {   // the live waves all wait: release the barrier
            for (Wave* w : wg.waves) w->at_barrier = false;
            if (wg.strict) wg.strict->barrier();
        }
        return 0;
    }

    bool run_wave(Wave& w, uint64_t slice) {
        return (w.strict || w.profile) ? run_wave_loop<true>(w, slice) : run_wave_loop<false>(w, slice);
    }

    // Hooks: strict checks and/or profiling around every instruction; the plain loop has none.
    // Runs the wave until it ends, reaches a barrier or has executed `slice` more instructions.
    template <bool Hooks>
    bool run_wave_loop(Wave& w, uint64_t slice) {
        const Program& prog = req_.module->program;
        const Inst* insts = prog.insts.data();
        const Handler* hs = req_.module->handlers.data();
        const size_t n = prog.insts.size();
        const uint64_t budget = L_.max_instructions;
        const uint64_t stop = slice > UINT64_MAX - w.executed ? UINT64_MAX : w.executed + slice;
        const uint32_t* runs = req_.module->runs.data();
        const uint64_t limit = std::min(stop, budget);   // a run must end within both
        size_t cur = w.ip;
        // Issues instruction i (i < n): the next ip, the count against the budget, its handler.
        auto issue = [&](size_t i) __attribute__((always_inline)) -> Handler {
            w.ip = i + 1;
            if (__builtin_expect(++w.executed > budget, 0)) budget_exceeded(budget);
            const Handler hi = hs[i];
            if (__builtin_expect(!hi, 0)) unsupported(insts[i]);
            return hi;
        };
        try {
            while (!w.done && !w.at_barrier && w.executed < stop) {
                cur = w.ip;
                if (cur >= n) {
                    cur = n ? n - 1 : 0;
                    throw Fault{"the program ran past the end of the code", -1};
                }
                const Handler h = issue(cur);
                if (Hooks) {
                    const Inst& in = insts[cur];
                    w.current = &in;
                    StrictWave* sw = w.strict;
                    // A memoised block without the profiler: its instructions back to back in
                    // run_memoised (the same per-kind steps as below, without this loop's
                    // general tests per instruction); it returns at the block's end, where the
                    // wave stops, or before an instruction the steps below must take.
                    if (sw && !w.profile) {
                        strict::StrictHot& hot = sw->hot();
                        if (hot.block_start) sw->begin_block(cur);
                        if (hot.fast && hot.finfo && run_memoised(w, *sw, hot, cur, h, stop, issue)) continue;
                    }
                    // Otherwise one instruction with its hooks: the full checks, or, in a memoised
                    // block with the profiler on, the state updates only (StrictWave::begin_block;
                    // docs/strict.md, "Performance").
                    const strict::FastInfo* fi = nullptr;
                    bool fast = false;
                    if (sw) {
                        strict::StrictHot& hot = sw->hot();
                        if (hot.block_start) sw->begin_block(cur);
                        if (hot.finfo) {
                            fi = &hot.finfo[cur];
                            fast = hot.fast && hot.fast_ok(w, *fi) && fi->kind != strict::FK_FULL;
                        }
                        if (!fast) sw->before(w, in, cur);
                        else if (fi->kind == strict::FK_MEM) sw->mem_fast_before(w, cur);
                        else if (fi->kind == strict::FK_STATE) sw->state_fast(w, cur);
                        else if (fi->kind == strict::FK_WMMA && !hot.wmma_operands_replicated(*fi)) sw->wmma_fast(w, cur);
                    }
                    if (w.profile) w.profile->before(w, in, cur);
                    h(w, in);
                    if (sw) {
                        if (!fast || fi->kind == strict::FK_STATE) sw->after(w, in, cur);
                        else if (fi->kind == strict::FK_MEM) sw->mem_fast_after(w, cur);
                        else sw->hot().plain_after(*fi, cur);
                        if (fi && ((fi->flags & strict::FI_END) || w.ip != cur + 1 || w.done))
                            sw->end_block((fi->flags & strict::FI_END) != 0);
                    }
                    if (w.profile) w.profile->after(w, in, cur);
                } else {
                    // The run from cur (DecodedKernel::runs) when the slice and the budget hold it
                    // all: its other instructions without this loop's tests, each with its ip and
                    // count (s_getpc, branches, the load prefetch and s_sendmsg_rtn read them).
                    // w.executed already counts cur.
                    const uint32_t len = runs[cur];
                    h(w, insts[cur]);
                    if (len > 1 && w.executed - 1 + len <= limit) {
                        for (const size_t end = cur + len; ++cur < end;) {
                            w.ip = cur + 1;
                            ++w.executed;
                            hs[cur](w, insts[cur]);
                        }
                        --cur;
                    }
                }
            }
            return true;
        } catch (const Fault& f) {
            report(w, n ? &insts[cur] : nullptr, f);
            return false;
        }
    }

    // Runs the memoised block's instructions from `cur` (already issued, handler h) while the
    // block stays memoised (StrictHot::fast_ok), their kind is not FK_FULL and the wave goes on
    // (not done, not at a barrier, inside the slice), each with what the general loop does for
    // its kind. False when `cur` itself must take the general loop (nothing done); else true,
    // cur being the last instruction executed (the caller's loop goes on from w.ip).
    template <class Issue>
    bool run_memoised(Wave& w, StrictWave& sw, strict::StrictHot& hot, size_t& cur, Handler h, uint64_t stop,
                      Issue& issue) {
        const Inst* insts = req_.module->program.insts.data();
        const Handler* hs = req_.module->handlers.data();
        const size_t n = req_.module->program.insts.size();
        // Within a run the slice and the budget were tested at its start (`fits`): its next
        // instruction is issued without them.
        const uint64_t limit = std::min<uint64_t>(stop, L_.max_instructions);
        auto issue_in_run = [&](size_t i) __attribute__((always_inline)) -> Handler {
            w.ip = i + 1;
            ++w.executed;
            const Handler hi = hs[i];
            if (__builtin_expect(!hi, 0)) unsupported(insts[i]);
            return hi;
        };
        if (!hot.fast_ok(w, hot.finfo[cur]) || hot.finfo[cur].kind == strict::FK_FULL) return false;
        for (;;) {
            const strict::FastInfo& fi = hot.finfo[cur];
            const Inst& in = insts[cur];
            if (fi.run > 1 && w.exec() != 0 && w.executed - 1 + fi.run <= limit &&
                (!hot.run_mem[cur].mem || hot.run_ok(cur))) {
                // A run (FastInfo::run): handlers back to back, each FK_MEM instruction's queue
                // entry and wait inline around its handler (StrictHot::run_mem_before /
                // run_mem_after), the VGPR and hazard state once at its end.
                const size_t first = cur, last = cur + fi.run - 1;
                Handler hr = h;
                for (;;) {
                    if (hot.kinds[cur] == strict::FK_MEM) {
                        const strict::FastInfo& f = hot.finfo[cur];
                        hot.run_mem_before(f, cur);
                        hr(w, insts[cur]);
                        if (!hot.run_mem_after(f)) {   // (LDS accesses buffered lane by lane)
                            hot.run_partial(first, cur);
                            sw.mem_fast_after(w, cur);
                            break;
                        }
                    } else {
                        hr(w, insts[cur]);
                    }
                    // (Only a run's last instruction can end the wave or reach a barrier: s_endpgm,
                    // s_barrier and every other instruction that may are where runs end.)
                    if (cur == last) {
                        hot.run_end(first, last);
                        break;
                    }
                    if (w.ip != cur + 1) {
                        // (Cannot happen: every instruction that may change the ip ends its block,
                        // FI_END, and so its run. An operation a later wait of the run was to
                        // complete, issued without a queue entry (MF_RUN_LOCAL), would be lost.)
                        for (size_t j = first; j <= cur; ++j)
                            if (hot.finfo[j].mflags & strict::MF_RUN_LOCAL)
                                throw Fault{"emulator internal error: the instruction changed the ip inside a "
                                            "memoised run of strict mode",
                                            -1};
                        hot.run_partial(first, cur + 1);
                        break;
                    }
                    hr = issue_in_run(++cur);
                    w.current = &insts[cur];
                }
            } else {
                switch (fi.kind) {
                case strict::FK_MEM:
                    if (!hot.mem_before(fi, cur)) sw.mem_fast_before(w, cur);
                    h(w, in);
                    if (!hot.mem_after(fi)) sw.mem_fast_after(w, cur);
                    break;
                case strict::FK_STATE:
                    sw.state_fast(w, cur);
                    h(w, in);
                    sw.after(w, in, cur);
                    break;
                case strict::FK_WMMA:
                    if (!hot.wmma_operands_replicated(fi)) sw.wmma_fast(w, cur);
                    h(w, in);
                    hot.plain_after(fi, cur);
                    break;
                default:
                    h(w, in);
                    hot.plain_after(fi, cur);
                    break;
                }
            }
            const strict::FastInfo& lf = hot.finfo[cur];
            if ((lf.flags & strict::FI_END) || w.ip != cur + 1 || w.done) {
                sw.end_block((lf.flags & strict::FI_END) != 0);
                return true;
            }
            if (w.at_barrier || w.executed >= stop || w.ip >= n) return true;
            const strict::FastInfo& nf = hot.finfo[w.ip];
            if (!hot.fast_ok(w, nf) || nf.kind == strict::FK_FULL) return true;   // (the general loop takes it)
            cur = w.ip;
            h = issue(cur);
            w.current = &insts[cur];
        }
    }

    [[noreturn]] __attribute__((noinline, cold)) static void budget_exceeded(uint64_t budget) {
        throw Fault{"wave exceeded the instruction budget of " + std::to_string(budget) +
                        " instructions (--max-instructions): the kernel may never end",
                    -1};
    }
    [[noreturn]] __attribute__((noinline, cold)) void unsupported(const Inst& in) const {
        throw Fault{unsupported_reason(in, *req_.module), -1};
    }

    void report(const Wave& w, const Inst* in, const Fault& f) {
        char where[160];
        std::snprintf(where, sizeof where, "kernel '%s' workgroup (%u,%u,%u) wave %u", req_.kernel->name.c_str(),
                      w.wg->id[0], w.wg->id[1], w.wg->id[2], w.id_in_group);
        std::string msg = where;
        if (f.lane >= 0) msg += " lane " + std::to_string(f.lane);
        if (in) msg += " pc " + hex(in->pc) + ": " + disassemble(*in) + " [" + hex_words(*in) + "]";
        msg += ": " + f.message;
        std::lock_guard<std::mutex> lock(mu_);
        if (!failed_.load()) {
            error_ = msg;
            failed_.store(true);
        }
    }

    const LaunchRequest& req_;
    const wmma_asm::KernelDescriptor& kd_;
    LaunchShared L_;
    StrictLaunch strict_;
    std::unique_ptr<LaunchProfile> profile_;
    uint64_t items_ = 0, groups_ = 0;
    unsigned waves_per_group_ = 0;
    uint32_t scratch_lane_bytes_ = 0;
    size_t entry_ = 0;
    std::atomic<uint64_t> next_{0};
    std::atomic<uint64_t> instructions_{0};
    std::atomic<bool> failed_{false};
    std::mutex mu_;
    std::string error_;
};

}  // namespace

LaunchOutcome execute_launch(const LaunchRequest& req) {
    if (!req.module || !req.kernel || !req.memory) throw wmma_asm::Error("emulator: incomplete launch request");
    const auto& kd = req.kernel->descriptor;
    if (!kd.wavefront_size32()) throw wmma_asm::Error("kernel '" + req.kernel->name + "': wave64 is not supported by the emulator");
    if (kd.sgpr_queue_ptr())
        throw wmma_asm::Error("kernel '" + req.kernel->name + "' asks for the queue pointer, which the emulator does not provide");
    Runner r(req);
    return r.run(req.threads);
}

}  // namespace emu
