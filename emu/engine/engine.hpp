// The emulator's launch engine: decodes a code object once, then runs launches of its kernels
// exactly as the hardware dispatches them (initial SGPR/VGPR state from the kernel descriptor),
// workgroups in parallel on host threads, waves of a workgroup cooperatively between barriers.
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "emu/decode/decode.hpp"
#include "emu/exec/exec.hpp"
#include "emu/engine/memory.hpp"
#include "wmma_asm/hsaco.hpp"

namespace emu {

struct StrictCache;   // emu/strict/strict.hpp

// A code object decoded once: its .text as instructions with their handlers.
struct DecodedKernel {
    Program program;                    // offsets relative to the start of .text
    std::vector<Handler> handlers;      // parallel to program.insts; nullptr = cannot execute
    // Parallel to program.insts: how many instructions from i run back to back in the plain
    // (no strict mode, no profiler) loop without its tests between them: each has a handler and
    // none but the last may leave the address order, end the wave or stop it at a barrier
    // (leaves_sequence, s_barrier); 0 where i has no handler.
    std::vector<uint32_t> runs;
    uint64_t text_vaddr = 0;
    // Device address of the first byte of .text: the loaded image's base + text_vaddr, so that
    // s_getpc-relative addressing reaches the code object's data segments.
    uint64_t text_address = 0;
    uint64_t code_address() const { return text_address; }
    // The code object's gfx target. gfx1100-gfx1103 (RDNA3) lack the gfx1150+ (RDNA3.5)
    // instructions (OpInfo F_NOT_GFX1100: the SALU float ops, s_singleuse_vdst): for such a
    // target they get no handler and stop the launch as the hardware's illegal-instruction
    // exception would.
    std::string target;
    bool gfx11_0 = false;
    // Strict mode's per-program tables, made by the first strict launch of each kernel shape and
    // kept with the code object (make_strict_launch; its own lock).
    std::shared_ptr<StrictCache> strict_cache;
};

// Decodes .text; `image_base` is the device address where the code object's PT_LOAD segments
// were loaded (0: the code is not mapped, so s_getpc-relative data is unreachable).
DecodedKernel decode_code_object(const wmma_asm::CodeObject& co, const HandlerTable& handlers, uint64_t image_base = 0);

// The instructions of a kernel (from its entry to the end of .text) that the emulator cannot
// execute, as "pc: disassembly (reason)" lines: empty when it can run all of them.
std::vector<std::string> unsupported_instructions(const DecodedKernel& dk, const wmma_asm::KernelInfo& k);

// What the host threads of a launch work in (each thread's LDS, VGPR and scratch arrays, waves
// and strict-mode state), kept between launches by its owner, the emulator device. Fresh memory
// costs a page fault per 4 KiB on first use, which cost a strict-mode launch at 512 about a third
// of its time; reused, it is warm. Launches may share one workspace from several threads (each
// takes the states it needs and gives them back).
class Workspace {
public:
    Workspace();
    ~Workspace();
    Workspace(const Workspace&) = delete;
    Workspace& operator=(const Workspace&) = delete;
    struct Impl;
    Impl& impl() { return *impl_; }

private:
    std::unique_ptr<Impl> impl_;
};

struct LaunchRequest {
    const DecodedKernel* module = nullptr;
    const wmma_asm::KernelInfo* kernel = nullptr;
    GlobalMemory* memory = nullptr;
    uint32_t grid[3] = {1, 1, 1};        // workgroups
    uint32_t block[3] = {1, 1, 1};       // work-items per workgroup
    uint64_t kernarg_address = 0;
    uint64_t dispatch_packet_address = 0;
    bool strict = true;
    std::string target = "gfx1151";      // the code object's gfx target (strict hazard sets)
    uint64_t max_instructions = 0;       // per wave; 0 = kDefaultMaxInstructions
    unsigned threads = 0;                // 0 = hardware concurrency
    bool portable_simd = false;          // the handler table has its baseline forms only: strict mode's
                                         // lane tests take theirs too
    bool profile = false;                // collect counters and run the timing model
    Workspace* workspace = nullptr;      // where the threads' state is kept (null: this launch's own)
    uint32_t dynamic_lds_bytes = 0;      // HIP's sharedMemBytes: LDS past the descriptor's static size
    // Every workgroup resident at once, taking turns (HIP's cooperative launch: a grid-wide
    // barrier works); the caller bounds the grid by what the device holds (the emulator refuses
    // more than kMaxCooperativeWaves waves: each holds its 32 KiB VGPR file). One host thread.
    bool cooperative = false;
};
constexpr uint64_t kMaxCooperativeWaves = 4096;   // more than any gfx11 part holds (48 WGPs x 64)

constexpr uint64_t kDefaultMaxInstructions = 50'000'000;
constexpr uint32_t kDynamicStackBytes = 16384;   // per lane, for kernels with dynamic stack use
constexpr uint32_t kMaxScratchLaneBytes = 262136; // gfx11: 256 * (2^15 - 1) bytes per wave / 32 lanes
constexpr uint32_t kMaxLdsBytes = 65536;         // LDS a gfx11 workgroup can address
constexpr uint8_t kPoisonByte = 0xff;            // LDS, scratch and VGPRs at a workgroup's start (not zeros)
constexpr uint64_t kSliceInstructions = 4096;    // a wave's turn before the next wave of its workgroup runs

struct LaunchOutcome {
    uint64_t instructions = 0;           // executed, all waves
    uint64_t waves = 0;
    uint64_t workgroups = 0;
    std::map<std::string, uint64_t> counters;   // profiled launches only
    double modelled_ms = -1.0;                  // profiled launches the timing model could time
    uint64_t modelled_workgroups = 0;           // the grid it timed (WMMA_ASM_MODEL_GRID, else the launch's)
    std::string modelled_device;
    std::string model_report;                   // the model's breakdown (or why it did not run)
};

// Runs the launch to completion; the first fault stops it and is thrown as wmma_asm::Error with
// kernel, workgroup, wave, lane, pc and the disassembled instruction.
LaunchOutcome execute_launch(const LaunchRequest& req);

}  // namespace emu
