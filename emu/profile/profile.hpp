// Counters and the timing model's input: the engine calls these hooks when a launch is
// profiled (wmma_asm_run --counters, --json, make bench); they observe execution and never
// change it. Counters are exact (from execution); modelled times come from the timing model fed
// by what the hooks record (docs/model.md describes both).
//
// Cost: per executed instruction a table lookup and a few counter updates; per memory
// instruction the lanes' cache lines (global) or LDS banks; waves of the sampled workgroups
// (the ones the model simulates) also append one trace record per instruction.
// Results are deterministic: sums, bitmaps and traces keyed by workgroup id, never by thread.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>

#include "emu/engine/wave.hpp"

namespace emu {

struct DecodedKernel;

// Per launch: configuration and the merged results.
class LaunchProfile {
public:
    LaunchProfile(const DecodedKernel& dk, const std::string& target, uint32_t grid[3], uint32_t block[3],
                  uint32_t vgprs, uint32_t sgprs, uint32_t lds_bytes);
    ~LaunchProfile();
    LaunchProfile(const LaunchProfile&) = delete;
    LaunchProfile& operator=(const LaunchProfile&) = delete;

    // Exact counters of the whole launch, merged from every wave (call after the launch).
    std::map<std::string, uint64_t> counters() const;
    // Modelled kernel time in milliseconds on the device description for `target`; < 0 when the
    // model cannot time this launch. `device` receives the description's name.
    // (WMMA_ASM_MODEL_DEVICE selects another description, e.g. gfx1100_7900gre; see
    // emu/model/model.hpp. WMMA_ASM_MODEL_VERBOSE=1 prints the model's breakdown on stderr.)
    double modelled_ms(std::string* device) const;
    // The model's breakdown (or why it could not run) after modelled_ms(); "" before.
    std::string model_report() const;
    // The workgroups the model times: the launch's, or those of WMMA_ASM_MODEL_GRID.
    uint64_t modelled_workgroups() const;
    // The kernel's COMPUTE_PGM_RSRC1.WGP_MODE (default: WGP mode, the assembler's default on
    // gfx10+). Call before the launch runs: occupancy and the sampled workgroups depend on it.
    void set_wgp_mode(bool wgp_mode);

    struct State;
    State& state() { return *s_; }

private:
    std::unique_ptr<State> s_;
};

// Per wave slot (reused by the workgroups a host thread runs).
class WaveProfile {
public:
    explicit WaveProfile(LaunchProfile& launch);
    ~WaveProfile();
    WaveProfile(const WaveProfile&) = delete;
    WaveProfile& operator=(const WaveProfile&) = delete;
    void start(const Wave& w);                          // a new wave starts in this slot
    void before(const Wave& w, const Inst& in, size_t ip);
    void after(const Wave& w, const Inst& in, size_t ip);
    // One lane's global access of the instruction between before() and after() (its kind, load
    // or store, follows from that instruction).
    void global_access(uint64_t address, uint32_t size, int lane);
    void lds_access(uint32_t address, uint32_t size, bool write, int lane);
    void finish(const Wave& w);                         // the wave ended: merge into the launch

    struct State;
private:
    std::unique_ptr<State> s_;
};

}  // namespace emu
