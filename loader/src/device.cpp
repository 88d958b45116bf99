// Backend-independent parts of the device interface: RAII buffers, target and launch checks,
// backend selection.
#include "wmma_asm/device.hpp"

#include <new>

#include "wmma_asm/error.hpp"

namespace wmma_asm {

void add_launch_stats(LaunchStats& total, const LaunchStats& more, const std::string& what) {
    total.elapsed_ms += more.elapsed_ms;
    if (total.modelled_ms >= 0 && more.modelled_ms >= 0) {
        total.modelled_ms += more.modelled_ms;
        total.model_report += " | " + what + ": " + more.model_report;
    } else {
        total.modelled_ms = -1;
    }
}

Buffer& Buffer::operator=(Buffer&& o) noexcept {
    if (this != &o) {
        reset();
        dev_ = o.dev_; addr_ = o.addr_; size_ = o.size_;
        o.dev_ = nullptr; o.addr_ = 0; o.size_ = 0;
    }
    return *this;
}

void Buffer::reset() noexcept {
    if (dev_ && *dev_) (*dev_)->raw_free(addr_);   // a destroyed device freed it already
    dev_.reset(); addr_ = 0; size_ = 0;
}

Device* Buffer::live_device(const char* what) const {
    if (!dev_) throw Error(std::string(what) + " an empty buffer");
    if (!*dev_) throw Error(std::string(what) + " a buffer whose device was destroyed");
    return *dev_;
}

void Buffer::upload(const void* src, size_t bytes, size_t offset) {
    Device* dev = live_device("upload to");
    if (offset > size_ || bytes > size_ - offset)
        throw Error("upload of " + std::to_string(bytes) + " bytes at offset " + std::to_string(offset) +
                    " overruns a " + std::to_string(size_) + "-byte buffer");
    dev->copy_to_device(addr_ + offset, src, bytes);
}

void Buffer::download(void* dst, size_t bytes, size_t offset) const {
    Device* dev = live_device("download from");
    if (offset > size_ || bytes > size_ - offset)
        throw Error("download of " + std::to_string(bytes) + " bytes at offset " + std::to_string(offset) +
                    " overruns a " + std::to_string(size_) + "-byte buffer");
    dev->copy_to_host(dst, addr_ + offset, bytes);
}

Buffer Device::alloc(size_t bytes) {
    if (bytes == 0) throw Error("cannot allocate a zero-byte buffer");
    try {
        return Buffer(token_, raw_alloc(bytes), bytes);
    } catch (const std::bad_alloc&) {
        throw Error("cannot allocate " + std::to_string(bytes) + " bytes: out of " + (backend() == "hip" ? "device" : "host") +
                    " memory");
    }
}

std::unique_ptr<Module> Device::load_module(CodeObject co) {
    if (co.gfx_target != gfx_target())
        throw Error("code object is for " + co.gfx_target + " but the " + backend() + " device runs " + gfx_target());
    auto m = do_load_module(std::move(co));
    m->owner_ = token_;
    return m;
}

std::unique_ptr<Module> Device::load_module_file(const std::string& path) {
    return load_module(load_code_object_file(path));
}

std::shared_ptr<const Module> Device::shared_module_file(const std::string& path) {
    // The file is read on every call (tens of KiB: microseconds) and its bytes compared with the
    // loaded module's: a timestamp would miss a rewrite of the same size within the file
    // system's timestamp grain (a jiffy on Linux). Errors are load_code_object_file's (the same
    // read, then the same parse).
    std::vector<uint8_t> bytes = read_code_object_bytes(path);
    std::lock_guard<std::mutex> lock(shared_mu_);
    auto it = shared_modules_.find(path);
    if (it != shared_modules_.end() && it->second->code_object().bytes == bytes) return it->second;
    std::shared_ptr<const Module> m = load_module(parse_code_object(std::move(bytes), path));
    shared_modules_[path] = m;
    return m;
}

void Device::release_shared_modules() noexcept {
    std::map<std::string, std::shared_ptr<const Module>> drop;
    {
        std::lock_guard<std::mutex> lock(shared_mu_);
        drop.swap(shared_modules_);
    }
}

LaunchStats Device::launch(const Module& module, const std::string& name, Dim3 grid, Dim3 block,
                           const std::vector<uint8_t>& kernarg, uint32_t dynamic_lds_bytes, bool cooperative) {
    if (module.owner_ != token_)
        throw Error(module.owner_ && !*module.owner_ ? "the module's device was destroyed"
                                                     : "the module was loaded on another device");
    const KernelInfo& k = module.kernel(name);
    if (grid.count() == 0) throw Error("kernel '" + name + "': empty grid");
    if (block.count() == 0) throw Error("kernel '" + name + "': empty workgroup");
    // A dispatch packet counts work-items per dimension in 32 bits.
    const uint32_t g[3] = {grid.x, grid.y, grid.z}, b[3] = {block.x, block.y, block.z};
    for (int d = 0; d < 3; ++d)
        if (uint64_t(g[d]) * b[d] > 0xffffffffull)
            throw Error("kernel '" + name + "': " + std::to_string(g[d]) + " workgroups of " + std::to_string(b[d]) +
                        " work-items in dimension " + std::to_string(d) + " exceed the 2^32 - 1 work-items a dispatch allows");
    if (block.x > 1024 || block.y > 1024 || block.z > 1024 || block.count() > 1024)
        throw Error("kernel '" + name + "': workgroup of " + std::to_string(block.count()) + " work-items exceeds 1024");
    if (k.max_flat_workgroup_size && block.count() > k.max_flat_workgroup_size)
        throw Error("kernel '" + name + "': workgroup of " + std::to_string(block.count()) +
                    " work-items exceeds its .max_flat_workgroup_size " + std::to_string(k.max_flat_workgroup_size));
    if (k.reqd_workgroup_size[0] &&
        (block.x != k.reqd_workgroup_size[0] || block.y != k.reqd_workgroup_size[1] || block.z != k.reqd_workgroup_size[2]))
        throw Error("kernel '" + name + "' requires a workgroup of " + std::to_string(k.reqd_workgroup_size[0]) + "x" +
                    std::to_string(k.reqd_workgroup_size[1]) + "x" + std::to_string(k.reqd_workgroup_size[2]));
    if (kernarg.size() != k.kernarg_segment_size)
        throw Error("kernel '" + name + "': kernarg buffer of " + std::to_string(kernarg.size()) +
                    " bytes, the kernel's segment is " + std::to_string(k.kernarg_segment_size));
    if (k.wavefront_size && k.wavefront_size != 32)
        throw Error("kernel '" + name + "': wave64 kernels are not supported (wavefront size " + std::to_string(k.wavefront_size) + ")");
    return do_launch(module, k, grid, block, kernarg, dynamic_lds_bytes, cooperative);
}

std::unique_ptr<Device> open_device(const DeviceOptions& opts) {
    if (opts.backend == "hip") return open_hip_device();
    if (opts.backend == "emu") return open_emu_device(opts);
    if (opts.backend == "auto") {
        if (hip_backend_compiled()) {
            try {
                return open_hip_device();
            } catch (const Error&) {
                // No usable GPU: fall through to the emulator.
            }
        }
        return open_emu_device(opts);
    }
    throw Error("unknown backend '" + opts.backend + "' (expected hip, emu or auto)");
}

}  // namespace wmma_asm
