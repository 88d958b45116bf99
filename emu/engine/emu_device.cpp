// The emulator backend behind the device interface: device memory is emu::GlobalMemory, a
// module is its code object decoded once, a launch runs emu::execute_launch with the kernarg
// segment and a dispatch packet placed in emulated global memory (so kernel reads of them are
// checked like any other access).
#include <algorithm>
#include <chrono>
#include <cstring>

#include "emu/engine/engine.hpp"
#include "wmma_asm/device.hpp"
#include "wmma_asm/error.hpp"

namespace wmma_asm {

namespace {

bool is_gfx11(const std::string& t) { return t.rfind("gfx11", 0) == 0; }

// A loaded code object: its PT_LOAD segments mapped into emulated global memory (code, constant
// tables and program-scope globals live there, reached PC-relative), decoded once.
class EmuModule : public Module {
public:
    EmuModule(CodeObject co, const emu::HandlerTable& table, emu::GlobalMemory& mem) : Module(std::move(co)), mem_(mem) {
        const CodeObject& c = code_object();
        image_ = mem_.allocate(std::max<uint64_t>(c.image_size(), 1), "code object image");
        auto* base = reinterpret_cast<uint8_t*>(image_);
        for (const auto& seg : c.segments) std::memcpy(base + seg.vaddr, c.bytes.data() + seg.offset, seg.filesz);
        decoded_ = emu::decode_code_object(c, table, image_);
    }
    ~EmuModule() override {
        if (device_alive()) mem_.release(image_);   // else the device's memory went with it
    }
    const emu::DecodedKernel& decoded() const { return decoded_; }
    uint64_t load_address() const override { return image_; }

private:
    emu::GlobalMemory& mem_;
    uint64_t image_ = 0;
    emu::DecodedKernel decoded_;
};

// An allocation in emulated memory released when the scope ends (kernarg, dispatch packet).
class ScopedAlloc {
public:
    ScopedAlloc(emu::GlobalMemory& m, size_t bytes, const char* label) : m_(m), addr_(m.allocate(bytes, label)) {}
    ~ScopedAlloc() { m_.release(addr_); }
    ScopedAlloc(const ScopedAlloc&) = delete;
    ScopedAlloc& operator=(const ScopedAlloc&) = delete;
    uint64_t address() const { return addr_; }
    uint8_t* data() const { return reinterpret_cast<uint8_t*>(addr_); }

private:
    emu::GlobalMemory& m_;
    uint64_t addr_;
};

class EmuDevice : public Device {
public:
    explicit EmuDevice(const DeviceOptions& o) : opts_(o), table_(emu::make_handler_table(o.emu_portable_simd ? emu::HostSimd::Portable : emu::HostSimd::Auto)) {
        if (!is_gfx11(o.emu_target))
            throw Error("the emulator runs gfx11 code only (gfx1100, gfx1101, gfx1102, gfx1150, gfx1151), not " + o.emu_target);
    }
    // The shared modules' images go back to mem_ while it exists (afterwards a module left
    // with its holders releases nothing).
    ~EmuDevice() override { release_shared_modules(); }
    std::string backend() const override { return "emu"; }
    std::string description() const override {
        // gfx1150/gfx1151 are RDNA3.5, gfx1100-gfx1102 RDNA3 (one ISA family, emulated alike).
        const bool rdna35 = opts_.emu_target.compare(0, 6, "gfx115") == 0;
        return std::string(rdna35 ? "RDNA3.5" : "RDNA3") + " emulator (" + opts_.emu_target + (opts_.strict ? ", strict" : "") + ")";
    }
    std::string gfx_target() const override { return opts_.emu_target; }
    void copy_to_device(uint64_t dst, const void* src, size_t n) override {
        uint8_t* p = mem_.translate(dst, n);
        if (!p) throw Error("copy to device: " + mem_.describe(dst, n));
        std::memcpy(p, src, n);
    }
    void copy_to_host(void* dst, uint64_t src, size_t n) override {
        const uint8_t* p = mem_.translate(src, n);
        if (!p) throw Error("copy to host: " + mem_.describe(src, n));
        std::memcpy(dst, p, n);
    }
    void synchronize() override {}

protected:
    uint64_t raw_alloc(size_t n) override { return mem_.allocate(n); }
    void raw_free(uint64_t a) noexcept override { mem_.release(a); }
    std::unique_ptr<Module> do_load_module(CodeObject co) override {
        return std::make_unique<EmuModule>(std::move(co), table_, mem_);
    }
    LaunchStats do_launch(const Module& m, const KernelInfo& k, Dim3 grid, Dim3 block,
                          const std::vector<uint8_t>& kernarg, uint32_t dynamic_lds_bytes, bool cooperative) override {
        const auto& em = dynamic_cast<const EmuModule&>(m);
        // The kernarg segment is allocated in 64-byte granules, as runtimes do: compilers load it
        // with wide aligned SMEM loads that may run past the last argument.
        ScopedAlloc args(mem_, (std::max<size_t>(kernarg.size(), 1) + 63) & ~size_t(63), "kernarg segment");
        if (!kernarg.empty()) std::memcpy(args.data(), kernarg.data(), kernarg.size());
        // hsa_kernel_dispatch_packet_t as the hardware's dispatch pointer sees it.
        ScopedAlloc packet(mem_, 64, "dispatch packet");
        auto put16 = [&](size_t off, uint16_t v) { std::memcpy(packet.data() + off, &v, 2); };
        auto put32 = [&](size_t off, uint32_t v) { std::memcpy(packet.data() + off, &v, 4); };
        auto put64 = [&](size_t off, uint64_t v) { std::memcpy(packet.data() + off, &v, 8); };
        put16(2, static_cast<uint16_t>(grid.z > 1 || block.z > 1 ? 3 : grid.y > 1 || block.y > 1 ? 2 : 1));   // setup: dimensions
        put16(4, static_cast<uint16_t>(block.x));
        put16(6, static_cast<uint16_t>(block.y));
        put16(8, static_cast<uint16_t>(block.z));
        put32(12, grid.x * block.x);   // grid size in work-items
        put32(16, grid.y * block.y);
        put32(20, grid.z * block.z);
        put32(24, k.private_segment_fixed_size);
        // group_segment_size is the workgroup's whole LDS, static + dynamic, as ROCclr fills it
        // (saturated: a sum over 32 bits is refused by execute_launch anyway).
        put32(28, uint32_t(std::min<uint64_t>(uint64_t(k.group_segment_fixed_size) + dynamic_lds_bytes, 0xffffffffu)));
        put64(40, args.address());

        emu::LaunchRequest req;
        req.module = &em.decoded();
        req.kernel = &k;
        req.memory = &mem_;
        req.grid[0] = grid.x; req.grid[1] = grid.y; req.grid[2] = grid.z;
        req.block[0] = block.x; req.block[1] = block.y; req.block[2] = block.z;
        req.kernarg_address = args.address();
        req.dispatch_packet_address = packet.address();
        req.strict = opts_.strict;
        req.target = m.code_object().gfx_target;
        req.max_instructions = opts_.max_instructions;
        req.threads = opts_.threads;
        req.portable_simd = opts_.emu_portable_simd;
        req.profile = opts_.profile;
        req.workspace = &workspace_;
        req.dynamic_lds_bytes = dynamic_lds_bytes;
        req.cooperative = cooperative;
        const auto t0 = std::chrono::steady_clock::now();
        const emu::LaunchOutcome out = emu::execute_launch(req);
        const auto t1 = std::chrono::steady_clock::now();
        LaunchStats s;
        s.elapsed_ms = std::chrono::duration<double, std::milli>(t1 - t0).count();
        s.timing_source = "emulator-wall-clock";
        s.counters["instructions"] = out.instructions;
        s.counters["waves"] = out.waves;
        s.counters["workgroups"] = out.workgroups;
        for (const auto& kv : out.counters) s.counters[kv.first] = kv.second;
        s.modelled_ms = out.modelled_ms;
        s.modelled_device = out.modelled_device;
        s.model_report = out.model_report;
        s.modelled_workgroups = out.modelled_workgroups;
        return s;
    }

private:
    DeviceOptions opts_;
    emu::HandlerTable table_;
    emu::GlobalMemory mem_;
    emu::Workspace workspace_;   // the launches' thread state, kept warm between launches
};

}  // namespace

bool emu_backend_compiled() { return true; }

std::unique_ptr<Device> open_emu_device(const DeviceOptions& opts) { return std::make_unique<EmuDevice>(opts); }

}  // namespace wmma_asm
