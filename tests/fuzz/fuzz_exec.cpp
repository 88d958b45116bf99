// libFuzzer target for the emulator's decoder and executor: the input is a kernel's machine
// code, run through the same path a .hsaco launch takes (decode_code_object: the program and
// its handlers; execute_launch: dispatch state, workgroups, waves, strict mode, profiling).
// Every input must either run to its end or stop with wmma_asm::Error (the engine turns each
// Fault into one): never crash, hang, read or write outside the emulator's own memory, or
// reach undefined behaviour. Anything else that escapes (another exception type, a Fault
// thrown outside the wave loop) reaches libFuzzer as an uncaught exception: a bug.
//
// Input: an 8-byte header of launch parameters, then the code (see Header). The code object
// is built in memory (no ELF): one kernel whose entry is the first code byte, its image mapped
// in emulated global memory so that s_getpc-relative loads reach it, as the loader maps one.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <random>
#include <vector>

#include "emu/engine/engine.hpp"
#include "emu/engine/memory.hpp"
#include "emu/exec/exec.hpp"
#include "emu/isa/inst.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/hsaco.hpp"

namespace {

constexpr size_t kHeaderBytes = 8;
constexpr uint64_t kMaxInstructionsPerWave = 20000;   // so that loops end well inside -timeout
constexpr size_t kBufferBytes = 16384;                // the device buffer every pointer argument names
constexpr size_t kKernargBytes = 256;
constexpr uint32_t kEndpgm = 0xbfb00000u;

// The header's bytes:
//   [0] bits 0-1 waves per workgroup - 1 (1..4); bit 2 strict mode; bit 3 two workgroups;
//       bit 4 profiling (counters and the timing model); bit 5 target gfx1100 (RDNA3: the
//       gfx1150+ instructions have no handler) instead of gfx1151; bit 6 the portable handler
//       table (no AVX2 forms); bit 7 the code as given (no padding to a dword, no s_endpgm)
//   [1] static LDS in 256-byte units (0 .. 65280 bytes)
//   [2] bits 0-4 VGPR granules (8 .. 256 VGPRs); bits 5-7 private segment per lane: 0 or
//       8 << n bytes
//   [3] bits 0-4 work-items missing from the last wave (a partial EXEC); bit 5 cooperative
//       launch; bit 6 the dispatch pointer in s[0:1] (the kernarg pointer moves to s[2:3]);
//       bit 7 workgroup ids y and z too
//   [4] COMPUTE_PGM_RSRC1's float round and denorm modes (bits 12-19)
//   [5] bit 0 DX10_CLAMP, bit 1 IEEE_MODE, bit 2 WGP mode, bits 3-4 work-item id dims in v0,
//       bit 5 a dynamic stack, bit 6 workgroup info SGPR, bit 7 the prologue (below) before
//       the code
//   [6] the first dword argument after the four pointers (a size, a count: 1 .. 256)
//   [7] the device buffer's contents: 0 zeros, else a pseudo-random sequence from this seed (so
//       that loads give the code varied operands: VGPRs and SGPRs start as 0xff bytes)
struct Header {
    unsigned waves, lanes_missing;
    bool strict, two_groups, profile, gfx1100, portable, raw, cooperative, dispatch_ptr, ids_yz, prologue;
    uint32_t lds, vgpr_granules, scratch, rsrc1_float, arg, fill;
    uint8_t rsrc_bits;

    explicit Header(const uint8_t* h) {
        waves = (h[0] & 3) + 1;
        strict = h[0] & 4;
        two_groups = h[0] & 8;
        profile = h[0] & 16;
        gfx1100 = h[0] & 32;
        portable = h[0] & 64;
        raw = h[0] & 128;
        lds = uint32_t(h[1]) * 256;
        vgpr_granules = h[2] & 31;
        scratch = (h[2] >> 5) ? 8u << (h[2] >> 5) : 0;
        lanes_missing = h[3] & 31;
        cooperative = h[3] & 32;
        dispatch_ptr = h[3] & 64;
        ids_yz = h[3] & 128;
        rsrc1_float = h[4];
        rsrc_bits = h[5];
        prologue = h[5] & 128;
        arg = uint32_t(h[6]) + 1;
        fill = h[7];
    }
};

// The prologue gives random memory instructions operands that reach their handlers' work
// instead of faulting on the 0xff bytes registers start with: s[4:7] the buffer's V# (its
// address from the kernarg segment, 16 KiB of records, raw 32-bit format), copied into every
// SGPR quad up to s[100:103] (so any SMEM base pair s[4k:4k+1] and any buffer resource quad is
// valid), M0 0, and v1..v31 (as many as the descriptor gives) the work-item id shifted left by
// 0..3 bits: small addresses and values.
std::vector<uint32_t> prologue(const Header& h) {
    const uint32_t kernarg_pair = h.dispatch_ptr ? 2 : 0;   // (user SGPRs: the dispatch pointer first)
    std::vector<uint32_t> p = {
        0xf4040100u | kernarg_pair / 2, 0xf8000000u,   // s_load_b64 s[4:5], s[kernarg_pair:+1], 0x0
        0xbe8600ffu, uint32_t(kBufferBytes),             // s_mov_b32 s6, kBufferBytes
        0xbe8700ffu, 0x31014000u,                        // s_mov_b32 s7, 0x31014000
        0xbefd0080u,                                     // s_mov_b32 m0, 0
        0xbf89fc07u,                                     // s_waitcnt lgkmcnt(0)
    };
    for (uint32_t q = 8; q <= 100; q += 4) {
        p.push_back(0xbe800104u | q << 16);         // s_mov_b64 s[q:q+1], s[4:5]
        p.push_back(0xbe800106u | (q + 2) << 16);   // s_mov_b64 s[q+2:q+3], s[6:7]
    }
    const unsigned vgprs = (h.vgpr_granules + 1) * 8;
    for (uint32_t r = 1; r < 32 && r < vgprs; ++r)
        p.push_back(0x30000000u | r << 17 | (128 + r % 4));   // v_lshlrev_b32 vr, r % 4, v0
    return p;
}

// The descriptor and metadata of the one kernel, as a code object would give them.
wmma_asm::KernelInfo make_kernel(const Header& h) {
    wmma_asm::KernelInfo k;
    k.name = "fuzz";
    k.symbol = "fuzz.kd";
    k.entry_vaddr = 0;
    wmma_asm::KernelDescriptor& kd = k.descriptor;
    kd.group_segment_fixed_size = h.lds;
    kd.private_segment_fixed_size = h.scratch;
    kd.kernarg_size = kKernargBytes;
    kd.compute_pgm_rsrc1 = h.vgpr_granules | (h.rsrc1_float << 12) | ((h.rsrc_bits & 1u) << 21) |
                           ((h.rsrc_bits >> 1 & 1u) << 23) | ((h.rsrc_bits >> 2 & 1u) << 29);
    const unsigned user_sgprs = h.dispatch_ptr ? 4 : 2;
    kd.compute_pgm_rsrc2 = (h.scratch ? 1u : 0u) | (user_sgprs << 1) | (1u << 7) | (h.ids_yz ? 3u << 8 : 0u) |
                           ((h.rsrc_bits >> 6 & 1u) << 10) | ((h.rsrc_bits >> 3 & 3u) << 11);
    kd.kernel_code_properties = uint16_t((h.dispatch_ptr ? 1u << 1 : 0u) | (1u << 3) | (1u << 10) |
                                         ((h.rsrc_bits >> 5 & 1u) << 11));
    k.kernarg_segment_size = kKernargBytes;
    k.kernarg_segment_align = 8;
    k.group_segment_fixed_size = h.lds;
    k.private_segment_fixed_size = h.scratch;
    k.sgpr_count = 106;
    k.vgpr_count = kd.vgpr_count();
    k.wavefront_size = 32;
    k.max_flat_workgroup_size = 128;
    return k;
}

// The code object: .text only, at address 0 of its image.
wmma_asm::CodeObject make_code_object(const Header& h, const uint8_t* code, size_t size) {
    wmma_asm::CodeObject co;
    if (h.prologue) {
        const std::vector<uint32_t> p = prologue(h);
        co.bytes.resize(p.size() * 4);
        std::memcpy(co.bytes.data(), p.data(), co.bytes.size());
    }
    co.bytes.insert(co.bytes.end(), code, code + size);
    size = co.bytes.size();
    if (!h.raw) {
        co.bytes.resize((size + 3) & ~size_t(3), 0);
        const size_t at = co.bytes.size();
        co.bytes.resize(at + 4);
        std::memcpy(co.bytes.data() + at, &kEndpgm, 4);
    }
    co.gfx_target = h.gfx1100 ? "gfx1100" : "gfx1151";
    co.abi_version = 3;
    co.text_vaddr = 0;
    co.text_offset = 0;
    co.text_size = co.bytes.size();
    wmma_asm::LoadSegment seg;
    seg.filesz = seg.memsz = co.bytes.size();
    co.segments.push_back(seg);
    co.kernels.push_back(make_kernel(h));
    return co;
}

// An allocation in emulated global memory, released when the input is done.
class Allocation {
public:
    Allocation(emu::GlobalMemory& m, size_t bytes, const char* label) : m_(m), addr_(m.allocate(bytes, label)) {}
    ~Allocation() { m_.release(addr_); }
    Allocation(const Allocation&) = delete;
    Allocation& operator=(const Allocation&) = delete;
    uint64_t address() const { return addr_; }
    uint8_t* data() const { return reinterpret_cast<uint8_t*>(addr_); }

private:
    emu::GlobalMemory& m_;
    uint64_t addr_;
};

void run(const uint8_t* data, size_t size) {
    // Built once: the tables are read-only after construction.
    static const emu::HandlerTable auto_table = emu::make_handler_table(emu::HostSimd::Auto);
    static const emu::HandlerTable portable_table = emu::make_handler_table(emu::HostSimd::Portable);

    const Header h(data);
    const wmma_asm::CodeObject co = make_code_object(h, data + kHeaderBytes, size - kHeaderBytes);
    emu::GlobalMemory mem;
    // (At least a byte, as the emulator backend maps an image: raw code may be empty.)
    Allocation image(mem, std::max<size_t>(co.bytes.size(), 1), "code object image");
    if (!co.bytes.empty()) std::memcpy(image.data(), co.bytes.data(), co.bytes.size());
    const emu::DecodedKernel dk = emu::decode_code_object(co, h.portable ? portable_table : auto_table, image.address());
    (void)emu::unsupported_instructions(dk, co.kernels[0]);   // (what wmma_asm_run lists for a kernel)

    Allocation buffer(mem, kBufferBytes, "buffer");
    uint32_t x = h.fill * 0x9e3779b9u;   // (xorshift32; 0 stays 0)
    for (size_t off = 0; off < kBufferBytes; off += 4) {
        x ^= x << 13, x ^= x >> 17, x ^= x << 5;
        std::memcpy(buffer.data() + off, &x, 4);
    }
    // Four pointers to the buffer, then dword arguments (sizes, strides) of h.arg.
    Allocation kernarg(mem, kKernargBytes, "kernarg segment");
    for (size_t off = 0; off < 32; off += 8) {
        const uint64_t p = buffer.address();
        std::memcpy(kernarg.data() + off, &p, 8);
    }
    for (size_t off = 32; off < kKernargBytes; off += 4) std::memcpy(kernarg.data() + off, &h.arg, 4);
    Allocation packet(mem, 64, "dispatch packet");
    const uint64_t args = kernarg.address();
    std::memcpy(packet.data() + 40, &args, 8);

    const uint32_t items = h.waves * 32 - (h.waves * 32 > h.lanes_missing ? h.lanes_missing : 0);
    emu::LaunchRequest req;
    req.module = &dk;
    req.kernel = &co.kernels[0];
    req.memory = &mem;
    req.grid[0] = h.two_groups ? 2 : 1;
    req.block[0] = items;
    req.kernarg_address = kernarg.address();
    req.dispatch_packet_address = packet.address();
    req.strict = h.strict;
    req.target = co.gfx_target;
    req.max_instructions = kMaxInstructionsPerWave;
    req.threads = 1;   // (deterministic, and the fuzzer gets one core)
    req.portable_simd = h.portable;
    req.profile = h.profile;
    req.cooperative = h.cooperative;
    (void)emu::execute_launch(req);
}

// ---------------------------------------------------------------- structure-aware mutation

// Where an encoding family keeps its fixed bits and opcode in the first dword (emu/decode/decode.cpp):
// `value` under `mask`; the operand bits around them stay as they were. false for the families
// the emulator does not execute (MIMG, EXP, VINTERP, LDSDIR).
bool opcode_bits(const emu::OpInfo& op, uint32_t& mask, uint32_t& value) {
    const uint32_t o = op.op;
    switch (op.enc) {
        case emu::Enc::SOP1: mask = 0xff80ff00u, value = 0xbe800000u | o << 8; return true;
        case emu::Enc::SOP2: mask = 0xff800000u, value = 0x80000000u | o << 23; return true;
        case emu::Enc::SOPK: mask = 0xff800000u, value = 0xb0000000u | o << 23; return true;
        case emu::Enc::SOPC: mask = 0xffff0000u, value = 0xbf000000u | o << 16; return true;
        case emu::Enc::SOPP: mask = 0xffff0000u, value = 0xbf800000u | o << 16; return true;
        case emu::Enc::SMEM: mask = 0xfffc0000u, value = 0xf4000000u | o << 18; return true;
        case emu::Enc::VOP1: mask = 0xfe01fe00u, value = 0x7e000000u | o << 9; return true;
        case emu::Enc::VOP2: mask = 0xfe000000u, value = o << 25; return true;
        case emu::Enc::VOPC: mask = 0xfffe0000u, value = 0x7c000000u | o << 17; return true;
        case emu::Enc::VOP3: mask = 0xffff0000u, value = 0xd4000000u | o << 16; return true;
        case emu::Enc::VOP3P: mask = 0xff7f0000u, value = 0xcc000000u | o << 16; return true;
        case emu::Enc::VOPDX: mask = 0xffc00000u, value = 0xc8000000u | o << 22; return true;
        case emu::Enc::VOPDY: mask = 0xfc3e0000u, value = 0xc8000000u | o << 17; return true;
        case emu::Enc::DS: mask = 0xfffc0000u, value = 0xd8000000u | o << 18; return true;
        case emu::Enc::FLAT: mask = 0xffff0000u, value = 0xdc000000u | o << 18; return true;
        case emu::Enc::SCRATCH: mask = 0xffff0000u, value = 0xdc010000u | o << 18; return true;
        case emu::Enc::GLOBAL: mask = 0xffff0000u, value = 0xdc020000u | o << 18; return true;
        case emu::Enc::MUBUF: mask = 0xfffc0000u, value = 0xe0000000u | o << 18; return true;
        case emu::Enc::MTBUF: mask = 0xfc078000u, value = 0xe8000000u | o << 15; return true;
        default: return false;
    }
}

struct OpcodeWord {
    uint32_t mask, value;
};

// Every opcode the emulator executes, as the bits that select it.
std::vector<OpcodeWord> executable_opcodes() {
    std::vector<OpcodeWord> out;
    const emu::OpTable t = emu::op_table();
    for (size_t i = 0; i < t.count; ++i) {
        OpcodeWord w;
        if (!t.ops[i].has(emu::opf::F_UNSUPPORTED) && opcode_bits(t.ops[i], w.mask, w.value)) out.push_back(w);
    }
    return out;
}

}  // namespace

extern "C" size_t LLVMFuzzerMutate(uint8_t* data, size_t size, size_t max_size);

// Random bytes rarely form an instruction the emulator knows, so half of the mutations put a
// real opcode into one code dword (overwritten, or inserted when there is room), keeping the
// operand bits that were there; the other half are libFuzzer's own.
extern "C" size_t LLVMFuzzerCustomMutator(uint8_t* data, size_t size, size_t max_size, unsigned int seed) {
    static const std::vector<OpcodeWord> ops = executable_opcodes();
    std::minstd_rand rng(seed);
    if (size < kHeaderBytes || ops.empty() || rng() % 2) return LLVMFuzzerMutate(data, size, max_size);
    const size_t dwords = (size - kHeaderBytes) / 4;
    size_t at = kHeaderBytes + 4 * (dwords ? rng() % (dwords + 1) : 0);
    uint32_t word = uint32_t(rng()) ^ uint32_t(rng()) << 16;
    if (at + 4 <= size && (rng() % 2 || size + 4 > max_size)) {
        std::memcpy(&word, data + at, 4);   // overwrite: keep the operand bits
    } else if (size + 4 <= max_size) {
        std::memmove(data + at + 4, data + at, size - at);   // insert
        size += 4;
    } else {
        return LLVMFuzzerMutate(data, size, max_size);
    }
    const OpcodeWord& op = ops[rng() % ops.size()];
    word = (word & ~op.mask) | op.value;
    std::memcpy(data + at, &word, 4);
    return size;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    if (size < kHeaderBytes) return 0;
    try {
        run(data, size);
    } catch (const wmma_asm::Error&) {   // a clean refusal or a reported fault
    }
    return 0;
}
