// Modules and launches: hipModuleLoad/LoadData/LoadDataEx/Unload/GetFunction/GetGlobal,
// hipModuleLaunchKernel (kernelParams and `extra` forms), hipFuncGetAttribute.
//
// A launch is checked the way ROCclr checks it before it builds the dispatch (hipamd's
// ihipLaunchKernel_validate and NDRangeKernelCommand::captureAndValidate), with the same error
// codes, then runs on the emulator to completion. A fault inside the kernel is not the launch's
// error: the launch returned long before on a GPU; the next synchronising call reports it.
#include <elf.h>

#include <cstring>

#include "hiprt/runtime.hpp"
#include "wmma_asm/file.hpp"
#include "wmma_asm/kernargs.hpp"

using hiprt::guarded;
using hiprt::Runtime;

namespace hiprt {

hipError_t load_module(std::vector<uint8_t> bytes, const std::string& origin, ihipModule_t** out) {
    auto& rt = Runtime::get();
    wmma_asm::CodeObject co;
    try {
        co = wmma_asm::parse_code_object(std::move(bytes), origin);
    } catch (const wmma_asm::Error& e) {
        report(std::string("hipModuleLoad: ") + e.what());
        return hipErrorInvalidImage;
    }
    if (co.gfx_target != rt.device().gfx_target()) {
        report("hipModuleLoad: " + origin + " is a code object for " + co.gfx_target + ", the emulated device runs " +
               rt.device().gfx_target());
        return hipErrorNoBinaryForGpu;
    }
    auto m = std::make_unique<ihipModule_t>();
    m->origin = origin;
    try {
        m->module = rt.device().load_module(std::move(co));
    } catch (const wmma_asm::Error& e) {   // e.g. an instruction the decoder refuses
        report(std::string("hipModuleLoad: ") + e.what());
        return hipErrorInvalidImage;
    }
    rt.modules.insert(m.get());
    *out = m.release();
    return hipSuccess;
}

// One description of a kernel for hipFuncGetAttribute and hipFuncGetAttributes, from its code
// object's metadata and descriptor (lock held: the device's LDS size).
hipFuncAttributes attributes_of(const wmma_asm::KernelInfo& k) {
    hipFuncAttributes a{};
    const int lds = static_cast<int>(Runtime::get().info().lds_per_block);
    a.maxThreadsPerBlock = k.max_flat_workgroup_size ? int(k.max_flat_workgroup_size) : 1024;
    a.sharedSizeBytes = k.group_segment_fixed_size;
    a.constSizeBytes = 0;
    a.localSizeBytes = k.private_segment_fixed_size;
    a.numRegs = int(k.vgpr_count);
    a.ptxVersion = a.binaryVersion = 115;   // gfx11.5, in the major*10+minor form
    a.cacheModeCA = 0;
    a.maxDynamicSharedSizeBytes = lds - int(k.group_segment_fixed_size);
    a.preferredShmemCarveout = -1;
    return a;
}

ihipModuleSymbol_t* function_handle(ihipModule_t* m, const wmma_asm::KernelInfo* k) {
    auto& rt = Runtime::get();
    auto& slot = rt.function_handles[{m, k->name}];
    if (!slot) {
        slot = std::make_unique<ihipModuleSymbol_t>();
        slot->module = m;
        slot->kernel = k;
        rt.functions.insert(slot.get());
    }
    return slot.get();
}

void unload_module(ihipModule_t* m) {
    auto& rt = Runtime::get();
    rt.modules.erase(m);
    // Its functions die with it: a launch through a kept hipFunction_t is an error.
    for (auto it = rt.function_handles.begin(); it != rt.function_handles.end();) {
        if (it->first.first == m) {
            rt.functions.erase(it->second.get());
            it = rt.function_handles.erase(it);
        } else {
            ++it;
        }
    }
    delete m;
}

hipError_t launch(hipFunction_t f, wmma_asm::Dim3 grid, wmma_asm::Dim3 block, size_t shared_mem, hipStream_t stream,
                  void** params, void** extra, bool cooperative) {
    auto& rt = Runtime::get();
    if (!f) return hipErrorInvalidImage;                      // ROCclr: "Function passed is null"
    if (!rt.functions.count(f)) return hipErrorInvalidHandle;   // unloaded module or made-up handle
    if (!is_valid_stream(stream)) return hipErrorInvalidHandle;
    if (params && extra) return hipErrorInvalidValue;
    const wmma_asm::KernelInfo& k = *f->kernel;
    if (grid.count() == 0 || block.count() == 0) return hipErrorInvalidValue;
    if (uint64_t(grid.x) * block.x > 0xffffffffull || uint64_t(grid.y) * block.y > 0xffffffffull ||
        uint64_t(grid.z) * block.z > 0xffffffffull)
        return hipErrorInvalidConfiguration;
    if (block.count() > 1024) return hipErrorInvalidConfiguration;
    if (k.max_flat_workgroup_size && block.count() > k.max_flat_workgroup_size) {
        report("kernel '" + k.name + "': a workgroup of " + std::to_string(block.count()) + " exceeds its launch bounds (" +
               std::to_string(k.max_flat_workgroup_size) + ")");
        return hipErrorLaunchFailure;
    }
    // LDS: dynamic alone over the device's size is hipErrorInvalidValue; static + dynamic over it
    // fails when ROCclr captures the arguments (KernelParameters::capture: CL_OUT_OF_RESOURCES,
    // which hipamd returns as hipErrorOutOfMemory). This is the rule that makes a launch passing
    // the static size as sharedMemBytes fail for k7/k8 (loader/src/hip_backend.cpp).
    const size_t lds = rt.info().lds_per_block;
    if (shared_mem > lds) {
        report("kernel '" + k.name + "': " + std::to_string(shared_mem) + " bytes of dynamic LDS exceed the device's " +
               std::to_string(lds));
        return hipErrorInvalidValue;
    }
    if (k.group_segment_fixed_size + shared_mem > lds) {
        report("kernel '" + k.name + "': static LDS " + std::to_string(k.group_segment_fixed_size) + " + dynamic " +
               std::to_string(shared_mem) + " bytes exceed the device's " + std::to_string(lds) + " (No local memory available)");
        return hipErrorOutOfMemory;
    }

    // A cooperative launch needs the whole grid resident at once: at most what the timing
    // model's occupancy rule puts on each WGP, times the WGPs (ROCclr:
    // hipErrorCooperativeLaunchTooLarge past the device's resident workgroups).
    if (cooperative) {
        const unsigned per_wgp = groups_per_wgp(k, block.count(), k.group_segment_fixed_size + shared_mem, true);
        const uint64_t resident = uint64_t(per_wgp) * unsigned(rt.info().compute_units / 2);
        if (grid.count() > resident) {
            report("kernel '" + k.name + "': a cooperative launch of " + std::to_string(grid.count()) +
                   " workgroups; the device holds " + std::to_string(resident) + " of them at once (" +
                   std::to_string(per_wgp) + " per WGP)");
            return hipErrorCooperativeLaunchTooLarge;
        }
    }

    // The kernarg segment: explicit arguments as the caller gives them, hidden ones filled in.
    std::vector<uint8_t> seg(k.kernarg_segment_size, 0);
    const auto expl = k.explicit_args();
    uint64_t explicit_end = 0;
    for (const auto* a : expl) explicit_end = std::max<uint64_t>(explicit_end, uint64_t(a->offset) + a->size);
    if (explicit_end > seg.size()) return hipErrorInvalidImage;   // metadata inconsistent with itself
    if (extra) {
        if (extra[0] != HIP_LAUNCH_PARAM_BUFFER_POINTER || extra[2] != HIP_LAUNCH_PARAM_BUFFER_SIZE ||
            extra[4] != HIP_LAUNCH_PARAM_END)
            return hipErrorNotInitialized;   // ROCclr's code for a malformed `extra`
        const auto* buf = static_cast<const uint8_t*>(extra[1]);
        const auto* size_ptr = static_cast<const size_t*>(extra[3]);
        if (!size_ptr || (!buf && explicit_end > 0)) return hipErrorInvalidValue;
        // The buffer must hold every explicit argument and may hold the hidden ones (the
        // project's HIP backend passes the whole segment); anything else is a wrong argument size.
        if (*size_ptr < explicit_end || *size_ptr > seg.size()) {
            report("kernel '" + k.name + "': kernarg buffer of " + std::to_string(*size_ptr) + " bytes; its explicit arguments take " +
                   std::to_string(explicit_end) + " and its segment " + std::to_string(seg.size()));
            return hipErrorInvalidValue;
        }
        if (explicit_end) std::memcpy(seg.data(), buf, explicit_end);
    } else if (!expl.empty()) {
        if (!params) {
            report("kernel '" + k.name + "' takes " + std::to_string(expl.size()) + " arguments; neither kernelParams nor extra given");
            return hipErrorInvalidValue;
        }
        for (size_t i = 0; i < expl.size(); ++i) {
            if (!params[i]) return hipErrorInvalidValue;
            std::memcpy(seg.data() + expl[i]->offset, params[i], expl[i]->size);
        }
    }
    // shared_mem <= the 64 KiB checked above, so it fits the 32 bits the launch takes.
    const auto dynamic_lds = static_cast<uint32_t>(shared_mem);
    wmma_asm::fill_hidden_kernargs(k, seg, grid, block, dynamic_lds);

    wmma_asm::LaunchStats st;
    try {
        st = rt.device().launch(*f->module->module, k.name, grid, block, seg, dynamic_lds, cooperative);
    } catch (const wmma_asm::Error& e) {
        // The emulator stopped at the first fault (or refused the dispatch): its message now, the
        // error code from the next synchronising call.
        report(std::string("kernel fault: ") + e.what());
        rt.pending_fault = hipErrorLaunchFailure;
        rt.modelled_clock_valid = false;
        return hipSuccess;
    }
    if (rt.env().model) {
        if (st.modelled_ms >= 0) rt.modelled_clock_ms += st.modelled_ms;
        else rt.modelled_clock_valid = false;
    }
    if (rt.env().counters) {
        std::string line = "kernel '" + k.name + "'";
        for (const auto& kv : st.counters) line += " " + kv.first + "=" + std::to_string(kv.second);
        if (st.modelled_ms >= 0) line += " modelled_ms=" + std::to_string(st.modelled_ms) + " (" + st.modelled_device + ")";
        line += " wall_ms=" + std::to_string(st.elapsed_ms);
        report(line);
    }
    return hipSuccess;
}

namespace {

// A program-scope symbol (hipModuleGetGlobal) from the ELF symbol tables: its st_value is an
// address in the image as the loader mapped it.
bool find_symbol(const std::vector<uint8_t>& elf, const std::string& name, uint64_t* value, uint64_t* size) {
    if (elf.size() < sizeof(Elf64_Ehdr)) return false;
    Elf64_Ehdr eh;
    std::memcpy(&eh, elf.data(), sizeof eh);
    if (eh.e_shentsize != sizeof(Elf64_Shdr) || eh.e_shoff > elf.size() ||
        uint64_t(eh.e_shnum) * sizeof(Elf64_Shdr) > elf.size() - eh.e_shoff)
        return false;
    auto section = [&](unsigned i) {
        Elf64_Shdr sh;
        std::memcpy(&sh, elf.data() + eh.e_shoff + i * sizeof sh, sizeof sh);
        return sh;
    };
    for (unsigned i = 0; i < eh.e_shnum; ++i) {
        const Elf64_Shdr sh = section(i);
        if ((sh.sh_type != SHT_SYMTAB && sh.sh_type != SHT_DYNSYM) || sh.sh_link >= eh.e_shnum) continue;
        const Elf64_Shdr str = section(sh.sh_link);
        if (sh.sh_offset > elf.size() || sh.sh_size > elf.size() - sh.sh_offset || str.sh_offset > elf.size() ||
            str.sh_size > elf.size() - str.sh_offset)
            continue;
        for (uint64_t off = 0; off + sizeof(Elf64_Sym) <= sh.sh_size; off += sizeof(Elf64_Sym)) {
            Elf64_Sym sym;
            std::memcpy(&sym, elf.data() + sh.sh_offset + off, sizeof sym);
            if (ELF64_ST_TYPE(sym.st_info) != STT_OBJECT || sym.st_shndx == SHN_UNDEF || sym.st_name >= str.sh_size) continue;
            const char* s = reinterpret_cast<const char*>(elf.data() + str.sh_offset + sym.st_name);
            const size_t max = str.sh_size - sym.st_name;
            if (strnlen(s, max) == name.size() && std::memcmp(s, name.data(), name.size()) == 0) {
                *value = sym.st_value;
                *size = sym.st_size;
                return true;
            }
        }
    }
    return false;
}

}  // namespace

hipError_t module_global(ihipModule_t* module, const std::string& name, void** address, size_t* size) {
    uint64_t value = 0, bytes = 0;
    const wmma_asm::Module& m = *module->module;
    if (!find_symbol(m.code_object().bytes, name, &value, &bytes) || !m.load_address()) return hipErrorNotFound;
    *address = reinterpret_cast<void*>(m.load_address() + value);
    *size = bytes;
    return hipSuccess;
}

namespace {

hipError_t load_file(hipModule_t* module, const char* path) {
    if (!module || !path) return hipErrorInvalidValue;
    *module = nullptr;
    std::vector<uint8_t> bytes;
    try {
        bytes = wmma_asm::read_regular_file(path, wmma_asm::kMaxCodeObjectBytes, "code object");
    } catch (const wmma_asm::Error& e) {
        hiprt::report(std::string("hipModuleLoad: ") + e.what());
        return hipErrorFileNotFound;
    }
    auto& rt = Runtime::get();
    auto l = rt.lock();
    if (bytes.size() >= 24 && hiprt::is_offload_bundle(bytes.data())) {
        std::vector<uint8_t> co;
        std::string why;
        if (!hiprt::code_object_from_bundle(bytes.data(), bytes.size(), rt.device().gfx_target(), &co, &why)) {
            hiprt::report(std::string("hipModuleLoad: ") + path + ": " + why);
            return hipErrorNoBinaryForGpu;
        }
        bytes = std::move(co);
    }
    return hiprt::load_module(std::move(bytes), path, module);
}

hipError_t load_data(hipModule_t* module, const void* image) {
    if (!module || !image) return hipErrorInvalidValue;
    *module = nullptr;
    auto& rt = Runtime::get();
    auto l = rt.lock();
    std::vector<uint8_t> bytes;
    std::string why;
    if (hiprt::is_offload_bundle(image)) {
        if (!hiprt::code_object_from_bundle(image, 0, rt.device().gfx_target(), &bytes, &why)) {
            hiprt::report("hipModuleLoadData: " + why);
            return hipErrorNoBinaryForGpu;
        }
    } else {
        uint64_t size = 0;
        if (!hiprt::elf_image_size(image, &size, &why)) {
            hiprt::report("hipModuleLoadData: " + why);
            return hipErrorInvalidImage;
        }
        const auto* p = static_cast<const uint8_t*>(image);
        bytes.assign(p, p + size);
    }
    return hiprt::load_module(std::move(bytes), "<memory>", module);
}

}  // namespace

}  // namespace hiprt

extern "C" {

hipError_t hipModuleLoad(hipModule_t* module, const char* fname) {
    return guarded(hipErrorInvalidImage, [&] { return hiprt::load_file(module, fname); });
}

hipError_t hipModuleLoadData(hipModule_t* module, const void* image) {
    return guarded(hipErrorInvalidImage, [&] { return hiprt::load_data(module, image); });
}

// The JIT options do not apply to finished code objects; they are accepted and ignored, as ROCclr does.
hipError_t hipModuleLoadDataEx(hipModule_t* module, const void* image, unsigned int, hipJitOption*, void**) {
    return guarded(hipErrorInvalidImage, [&] { return hiprt::load_data(module, image); });
}

hipError_t hipModuleUnload(hipModule_t module) {
    return guarded(hipErrorInvalidHandle, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.modules.count(module)) return hipErrorInvalidHandle;   // null, unloaded or made up
        // A compiled program's module belongs to its fat binary, never to the application.
        for (const auto& fb : rt.fatbins)
            if (fb.second->module == module) return hipErrorInvalidHandle;
        hiprt::unload_module(module);
        return hipSuccess;
    });
}

hipError_t hipModuleGetFunction(hipFunction_t* function, hipModule_t module, const char* name) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!function || !name) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.modules.count(module)) return hipErrorInvalidHandle;
        const wmma_asm::KernelInfo* k = module->module->code_object().find(name);
        if (!k) {
            std::string names;
            for (const auto& kk : module->module->code_object().kernels) names += (names.empty() ? "" : ", ") + kk.name;
            hiprt::report("hipModuleGetFunction: no kernel '" + std::string(name) + "' in " + module->origin + " (it has: " + names + ")");
            return hipErrorNotFound;
        }
        *function = hiprt::function_handle(module, k);
        return hipSuccess;
    });
}

hipError_t hipModuleGetGlobal(hipDeviceptr_t* dptr, size_t* bytes, hipModule_t module, const char* name) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!name || (!dptr && !bytes)) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.modules.count(module)) return hipErrorInvalidHandle;
        uint64_t value = 0, size = 0;
        const wmma_asm::Module& m = *module->module;
        if (!hiprt::find_symbol(m.code_object().bytes, name, &value, &size) || !m.load_address()) return hipErrorNotFound;
        if (dptr) *dptr = reinterpret_cast<hipDeviceptr_t>(m.load_address() + value);
        if (bytes) *bytes = size;
        return hipSuccess;
    });
}

hipError_t hipModuleLaunchKernel(hipFunction_t f, unsigned int gx, unsigned int gy, unsigned int gz, unsigned int bx,
                                 unsigned int by, unsigned int bz, unsigned int shared_mem, hipStream_t stream,
                                 void** params, void** extra) {
    return guarded(hipErrorLaunchFailure, [&] {
        auto& rt = Runtime::get();
        auto l = rt.lock();
        return hiprt::launch(f, {gx, gy, gz}, {bx, by, bz}, shared_mem, stream, params, extra);
    });
}

hipError_t hipFuncGetAttribute(int* value, hipFunction_attribute attr, hipFunction_t f) {
    return guarded(hipErrorInvalidValue, [&] {
        if (!value) return hipErrorInvalidValue;
        auto& rt = Runtime::get();
        auto l = rt.lock();
        if (!rt.functions.count(f)) return hipErrorInvalidHandle;
        const hipFuncAttributes a = hiprt::attributes_of(*f->kernel);
        switch (attr) {
            case HIP_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK: *value = a.maxThreadsPerBlock; break;
            case HIP_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *value = int(a.sharedSizeBytes); break;
            case HIP_FUNC_ATTRIBUTE_CONST_SIZE_BYTES: *value = int(a.constSizeBytes); break;
            case HIP_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES: *value = int(a.localSizeBytes); break;
            case HIP_FUNC_ATTRIBUTE_NUM_REGS: *value = a.numRegs; break;
            case HIP_FUNC_ATTRIBUTE_PTX_VERSION: *value = a.ptxVersion; break;
            case HIP_FUNC_ATTRIBUTE_BINARY_VERSION: *value = a.binaryVersion; break;
            case HIP_FUNC_ATTRIBUTE_CACHE_MODE_CA: *value = a.cacheModeCA; break;
            case HIP_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *value = a.maxDynamicSharedSizeBytes; break;
            case HIP_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT: *value = a.preferredShmemCarveout; break;
            default: return hipErrorInvalidValue;
        }
        return hipSuccess;
    });
}

}  // extern "C"
