// wmma_asm._core: the pybind11 face of the C++ library (python/wmma_asm/__init__.py wraps it).
//
// Copies (docs/python.md): every launch moves its operands host -> device and C back; an array
// that is C-contiguous is uploaded as it is, its row length the leading dimension (a length the
// chosen kernel cannot read is staged on the device by the library, GemmPlan); any other array
// (strided views) is first packed into a contiguous copy on the host. Launches release the GIL.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "wmma_asm/attention.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/device.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/gemm.hpp"
#include "wmma_asm/kernargs.hpp"
#include "wmma_asm/library.hpp"

namespace py = pybind11;
using namespace wmma_asm;

namespace {

// A device and the pack it runs (the catalog of its target).
struct PyDevice {
    std::unique_ptr<Device> dev;
    Catalog cat;
    bool counters = false;   // opened with the emulator's counters and the timing model
};

// The pack: `pack_dir` when given, else $WMMA_ASM_PACK_DIR, else <root>/<target> for the first of
// `pack_roots` (the Python package passes the places a build tree and an install put it) that
// holds a catalog, else the loader's own search (find_pack_dir).
std::shared_ptr<PyDevice> make_device(const std::string& backend, bool strict, unsigned threads, bool counters,
                                      const std::string& pack_dir, const std::string& arch,
                                      const std::vector<std::string>& pack_roots) {
    DeviceOptions o;
    o.backend = backend;
    o.strict = strict;
    o.threads = threads;
    o.profile = counters;
    if (!arch.empty()) o.emu_target = arch;
    auto d = std::make_shared<PyDevice>();
    d->dev = open_device(o);
    d->counters = counters;
    const std::string target = d->dev->gfx_target();
    std::string dir;
    const char* env = std::getenv("WMMA_ASM_PACK_DIR");
    if (pack_dir.empty() && !(env && *env))
        for (const auto& root : pack_roots)
            if (std::ifstream(root + "/" + target + "/catalog.txt")) {
                dir = root + "/" + target;
                break;
            }
    d->cat = load_catalog(dir.empty() ? find_pack_dir(pack_dir, target, "") : dir);
    return d;
}

// One operand as the kernel reads it: `rows` rows of `cols` elements of `esz` bytes, row pitch
// `ld` elements (a multiple of `ld_mult`), `batch` matrices `stride` elements apart (0: one for
// every batch). The bytes are the array's own when its layout already is that, else a packed copy.
struct Operand {
    std::vector<uint8_t> packed;   // empty: `data` is the array's memory
    const uint8_t* data = nullptr;
    size_t bytes = 0;
    uint32_t ld = 0;
    uint64_t stride = 0;
    bool copied = false;
};

Operand stage(const py::array& a, uint32_t batch, bool batched_array, uint32_t rows, uint32_t cols, size_t esz) {
    Operand op;
    const size_t row_bytes = size_t(cols) * esz;
    const bool contiguous = (a.flags() & py::array::c_style) != 0;
    const uint32_t mats = batched_array ? batch : 1;
    op.ld = cols;   // any ld: the library stages what its kernel cannot read (docs/library.md)
    op.stride = batched_array ? uint64_t(rows) * cols : 0;
    if (contiguous) {
        op.data = static_cast<const uint8_t*>(a.data());
        op.bytes = size_t(a.nbytes());
        return op;
    }
    // Pack: matrix after matrix, rows tight.
    op.copied = true;
    const size_t mat = size_t(rows) * cols * esz;
    op.packed.assign(mat * mats, 0);
    const auto* base = static_cast<const uint8_t*>(a.data());
    const ssize_t ndim = a.ndim();
    const ssize_t sb = ndim == 3 ? a.strides(0) : 0, sr = a.strides(ndim - 2), sc = a.strides(ndim - 1);
    for (uint32_t b = 0; b < mats; ++b)
        for (uint32_t r = 0; r < rows; ++r) {
            uint8_t* dst = op.packed.data() + b * mat + size_t(r) * row_bytes;
            const uint8_t* src = base + b * sb + ssize_t(r) * sr;
            if (sc == ssize_t(esz)) std::memcpy(dst, src, row_bytes);
            else
                for (uint32_t c = 0; c < cols; ++c) std::memcpy(dst + c * esz, src + ssize_t(c) * sc, esz);
        }
    op.data = op.packed.data();
    op.bytes = op.packed.size();
    return op;
}

struct GemmOutcome {
    std::string kernel, selection, timing_source, model_report;
    uint32_t split_k = 1;
    double time_ms = 0, modelled_ms = -1, modelled_tflops = 0;
    std::map<std::string, uint64_t> counters;
    std::vector<std::string> copies;   // which operands were packed into a contiguous copy on the host
    std::vector<std::string> staged;   // which operands the library staged at its kernel's ld (on the device)
};

// The core GEMM: a, b (and c) numpy arrays of the element types, shapes already checked by the
// Python wrapper: a (batch, rows_a, cols_a) or 2-D, likewise b; c_out the result array (batch,
// M, N) or 2-D, C-contiguous, of the output type, holding C_old when beta != 0.
GemmOutcome gemm_core(PyDevice& d, py::array a, py::array b, py::array c_out, const std::string& type, const std::string& out,
                      bool trans_a, bool trans_b, uint32_t batch, bool a_batched, bool b_batched, uint32_t M, uint32_t N,
                      uint32_t K, double alpha, double beta, const std::string& kernel, uint32_t split_k) {
    GemmDesc desc;
    desc.trans_a = trans_a ? 'T' : 'N';
    desc.trans_b = trans_b ? 'T' : 'N';
    desc.type = type;
    desc.out = out;
    desc.M = M; desc.N = N; desc.K = K;
    desc.batch = batch;
    desc.split_k = split_k;
    if (out == "i32") {
        desc.alpha_i = int32_t(alpha);
        desc.beta_i = int32_t(beta);
    } else {
        desc.alpha = float(alpha);
        desc.beta = float(beta);
    }
    const size_t esz = element_bytes(type);
    const uint32_t ra = trans_a ? K : M, ca = trans_a ? M : K, rb = trans_b ? N : K, cb = trans_b ? K : N;
    Operand A = stage(a, batch, a_batched, ra, ca, esz);
    Operand B = stage(b, batch, b_batched, rb, cb, esz);
    // C: the result array itself (C-contiguous), ldc = N.
    desc.lda = A.ld; desc.ldb = B.ld; desc.ldc = N;
    desc.stride_a = A.stride; desc.stride_b = B.stride;
    desc.stride_c = uint64_t(M) * N;
    GemmOutcome r;
    if (A.copied) r.copies.push_back("A");
    if (B.copied) r.copies.push_back("B");
    auto* cdata = static_cast<uint8_t*>(c_out.mutable_data());
    {
        py::gil_scoped_release nogil;
        GemmPlan plan(*d.dev, d.cat, desc, kernel);
        Buffer ab = d.dev->alloc(plan.a_bytes()), bb = d.dev->alloc(plan.b_bytes()), cbuf = d.dev->alloc(plan.c_bytes());
        if (A.bytes < plan.a_bytes() || B.bytes < plan.b_bytes())
            throw Error("gemm: internal error: an operand holds fewer bytes than its plan reads");
        ab.upload(A.data, plan.a_bytes());
        bb.upload(B.data, plan.b_bytes());
        cbuf.upload(cdata, plan.c_bytes());
        const LaunchStats s = plan.run(ab, bb, cbuf);
        cbuf.download(cdata, plan.c_bytes());
        if (plan.staged().a) r.staged.push_back("A");
        if (plan.staged().b) r.staged.push_back("B");
        if (plan.staged().c) r.staged.push_back("C");
        r.kernel = plan.kernel();
        r.selection = plan.selection_reason();
        r.split_k = plan.shape().split_k > 1 ? plan.shape().splits() : 1;
        r.time_ms = s.elapsed_ms;
        r.timing_source = s.timing_source;
        r.modelled_ms = s.modelled_ms;
        r.model_report = s.model_report;
        r.counters = s.counters;
        if (s.modelled_ms > 0) r.modelled_tflops = plan.flops() / (s.modelled_ms * 1e-3) / 1e12;
    }
    return r;
}

// Attention: q, k, v float16 arrays (4-D, in `layout`: bhsd [B,H,S,D] or bshd [B,S,H,D]) whose
// last axis is contiguous are read in place, their numpy strides becoming the kernel's
// batch / head / row strides (no copy; the Python wrapper makes any other array contiguous
// first); o (same layout, contiguous) and lse (float32 [B,H,Sq]) are written.
struct AttnOutcome {
    std::string kernel, timing_source, model_report;
    double time_ms = 0, modelled_ms = -1, modelled_tflops = 0;
    std::map<std::string, uint64_t> counters;
};

AttnStrides strides_of(const py::array& a, const std::string& layout, const char* name) {
    auto el = [&](int axis) {
        if (a.shape(axis) == 1) return uint32_t(0);   // never stepped: the layout's default
        const ssize_t b = a.strides(axis);
        if (b <= 0 || b % 2 || b / 2 > ssize_t(UINT32_MAX))
            throw Error(std::string("attention: ") + name + " has a stride the kernels cannot take (" + std::to_string(b) +
                        " bytes on axis " + std::to_string(axis) + ")");
        return uint32_t(b / 2);
    };
    if (a.strides(3) != 2) throw Error(std::string("attention: ") + name + "'s last axis (D) must be contiguous");
    AttnStrides s;
    s.batch = el(0);
    s.head = layout == "bhsd" ? el(1) : el(2);
    s.row = layout == "bhsd" ? el(2) : el(1);
    return s;
}

AttnOutcome attn_core(PyDevice& d, py::array q, py::array k, py::array v, py::array o, py::array lse, uint32_t batch,
                      uint32_t heads, uint32_t kv_heads, uint32_t seq_q, uint32_t seq_kv, uint32_t head_dim, bool causal,
                      double scale, const std::string& layout, const std::string& kernel) {
    AttnShape s;
    s.batch = batch; s.heads = heads; s.kv_heads = kv_heads;
    s.seq_q = seq_q; s.seq_kv = seq_kv; s.head_dim = head_dim;
    s.causal = causal;
    s.scale = float(scale);
    s.layout = layout;
    s.q = strides_of(q, layout, "q");
    s.k = strides_of(k, layout, "k");
    s.v = strides_of(v, layout, "v");
    s.o = strides_of(o, layout, "o");
    AttnOutcome r;
    {
        py::gil_scoped_release nogil;
        AttnPlan plan(*d.dev, d.cat, s, kernel);
        Buffer qb = d.dev->alloc(plan.q_bytes()), kb = d.dev->alloc(plan.k_bytes()), vb = d.dev->alloc(plan.v_bytes());
        Buffer ob = d.dev->alloc(plan.o_bytes()), lb = d.dev->alloc(plan.lse_bytes());
        qb.upload(q.data(), plan.q_bytes());
        kb.upload(k.data(), plan.k_bytes());
        vb.upload(v.data(), plan.v_bytes());
        const LaunchStats st = plan.run(qb, kb, vb, ob, lb);
        ob.download(o.mutable_data(), plan.o_bytes());
        lb.download(lse.mutable_data(), plan.lse_bytes());
        r.kernel = plan.kernel();
        r.time_ms = st.elapsed_ms;
        r.timing_source = st.timing_source;
        r.modelled_ms = st.modelled_ms;
        r.model_report = st.model_report;
        r.counters = st.counters;
        if (st.modelled_ms > 0) r.modelled_tflops = plan.shape().flops() / (st.modelled_ms * 1e-3) / 1e12;
    }
    return r;
}

// The generic runner: any code object, arguments in order (numpy arrays become buffers, copied
// back into their writeable arrays after the launch; numbers take the argument's type from the
// kernel's metadata, a (kind, value) pair forces one).
struct PyModule {
    std::shared_ptr<PyDevice> dev;
    std::unique_ptr<Module> mod;
};

std::shared_ptr<PyModule> load_module(std::shared_ptr<PyDevice> d, const std::string& path) {
    auto m = std::make_shared<PyModule>();
    m->dev = d;
    m->mod = d->dev->load_module_file(path);
    return m;
}

py::dict launch(PyModule& m, const std::string& entry, std::vector<uint32_t> grid, std::vector<uint32_t> block,
                const py::list& args) {
    auto dim = [](const std::vector<uint32_t>& v, const char* what) {
        if (v.empty() || v.size() > 3) throw Error(std::string(what) + " takes one to three sizes");
        Dim3 d{v[0], v.size() > 1 ? v[1] : 1u, v.size() > 2 ? v[2] : 1u};
        return d;
    };
    const Dim3 g = dim(grid, "grid"), bl = dim(block, "block");
    const KernelInfo& info = m.mod->kernel(entry);
    std::vector<const KernelArg*> explicit_args;
    for (const auto& a : info.args)
        if (!a.hidden()) explicit_args.push_back(&a);
    if (py::len(args) != explicit_args.size())
        throw Error("launch: kernel " + entry + " takes " + std::to_string(explicit_args.size()) + " arguments, got " +
                    std::to_string(py::len(args)));
    std::vector<ArgValue> values;
    std::vector<Buffer> bufs;
    std::vector<py::array> arrays;
    size_t index = 0;
    for (const auto& item : args) {
        const KernelArg& meta = *explicit_args[index++];
        const std::string where = "launch: argument " + std::to_string(index) + " (" + meta.name + ")";
        if (py::isinstance<py::array>(item)) {
            if (!meta.is_pointer()) throw Error(where + " is a " + meta.value_kind + " value, not a buffer");
            py::array arr = py::reinterpret_borrow<py::array>(item);
            if (!(arr.flags() & py::array::c_style)) throw Error(where + ": array arguments must be C-contiguous");
            if (arr.nbytes() == 0) throw Error(where + ": an empty array cannot back a buffer");
            bufs.push_back(m.dev->dev->alloc(size_t(arr.nbytes())));
            bufs.back().upload(arr.data(), size_t(arr.nbytes()));
            values.push_back(ArgValue::pointer(bufs.back()));
            arrays.push_back(arr);
            continue;
        }
        if (meta.is_pointer()) throw Error(where + " is a buffer: pass a numpy array");
        if (py::isinstance<py::tuple>(item) && py::len(item) == 2) {   // an explicit (kind, value)
            const auto t = item.cast<py::tuple>();
            const std::string kind = t[0].cast<std::string>();
            if (kind == "u32") values.push_back(ArgValue::u32(t[1].cast<uint32_t>()));
            else if (kind == "i32") values.push_back(ArgValue::i32(t[1].cast<int32_t>()));
            else if (kind == "u64") values.push_back(ArgValue::u64(t[1].cast<uint64_t>()));
            else if (kind == "f32") values.push_back(ArgValue::f32(t[1].cast<float>()));
            else if (kind == "f64") values.push_back(ArgValue::f64(t[1].cast<double>()));
            else throw Error(where + ": scalar kind '" + kind + "' (u32, i32, u64, f32, f64)");
        } else if (py::isinstance<py::int_>(item) || py::isinstance<py::float_>(item)) {
            // A plain number takes the argument's type from the metadata.
            const bool is_float = meta.type_name == "float" || meta.type_name == "double";
            if (!is_float && !py::isinstance<py::int_>(item)) throw Error(where + " is an integer (" + meta.type_name + ")");
            if (meta.type_name == "double" || (is_float && meta.size == 8)) values.push_back(ArgValue::f64(item.cast<double>()));
            else if (is_float) values.push_back(ArgValue::f32(item.cast<float>()));
            else if (meta.size == 8) values.push_back(ArgValue::u64(item.cast<uint64_t>()));
            else if (meta.type_name == "int") values.push_back(ArgValue::i32(item.cast<int32_t>()));
            else values.push_back(ArgValue::u32(item.cast<uint32_t>()));
        } else {
            throw Error(where + ": a numpy array, a number or a (kind, value) pair");
        }
    }
    const auto packed = pack_kernargs(info, values, g, bl);
    LaunchStats s;
    {
        py::gil_scoped_release nogil;
        s = m.dev->dev->launch(*m.mod, entry, g, bl, packed);
    }
    for (size_t i = 0; i < arrays.size(); ++i) {
        if (!arrays[i].writeable()) continue;   // read-only arrays are inputs
        bufs[i].download(arrays[i].mutable_data(), size_t(arrays[i].nbytes()));
    }
    py::dict r;
    r["time_ms"] = s.elapsed_ms;
    r["timing_source"] = s.timing_source;
    r["modelled_ms"] = s.modelled_ms >= 0 ? py::object(py::float_(s.modelled_ms)) : py::object(py::none());
    r["model_report"] = s.model_report;
    r["counters"] = s.counters;
    return r;
}

}  // namespace

PYBIND11_MODULE(_core, m) {
    m.doc() = "wmma_asm: the WMMA kernel pack for gfx1151 and its RDNA3.5 emulator (the C++ core)";
    // The library's errors as wmma_asm.Error (a RuntimeError) with the library's message.
    py::register_exception<Error>(m, "Error", PyExc_RuntimeError);
    py::class_<PyDevice, std::shared_ptr<PyDevice>>(m, "Device")
        .def(py::init(&make_device), py::arg("backend") = "auto", py::arg("strict") = true, py::arg("threads") = 0u,
             py::arg("counters") = false, py::arg("pack_dir") = "", py::arg("arch") = "",
             py::arg("pack_roots") = std::vector<std::string>{})
        .def_property_readonly("backend", [](const PyDevice& d) { return d.dev->backend(); })
        .def_property_readonly("description", [](const PyDevice& d) { return d.dev->description(); })
        .def_property_readonly("target", [](const PyDevice& d) { return d.dev->gfx_target(); })
        .def_readonly("counters", &PyDevice::counters)
        .def_property_readonly("pack_dir", [](const PyDevice& d) { return d.cat.dir; })
        .def("kernels", [](const PyDevice& d) {
            std::vector<py::dict> out;
            for (const auto& e : d.cat.entries) {
                py::dict k;
                k["name"] = e.name; k["kind"] = e.kind; k["dtype"] = e.dtype; k["out"] = e.out;
                k["layout"] = std::string(1, e.a_layout == "col" ? 'T' : 'N') + (e.b_layout == "col" ? 'T' : 'N');
                k["batched"] = e.batched; k["splitk"] = e.splitk; k["split_twin"] = e.split_twin; k["tile"] = py::make_tuple(e.tile_m, e.tile_n);
                k["summary"] = e.summary;
                out.push_back(k);
            }
            return out;
        });
    py::class_<GemmOutcome>(m, "GemmOutcome")
        .def_readonly("kernel", &GemmOutcome::kernel)
        .def_readonly("selection", &GemmOutcome::selection)
        .def_readonly("split_k", &GemmOutcome::split_k)
        .def_readonly("time_ms", &GemmOutcome::time_ms)
        .def_readonly("timing_source", &GemmOutcome::timing_source)
        .def_property_readonly("modelled_ms", [](const GemmOutcome& r) { return r.modelled_ms >= 0 ? py::object(py::float_(r.modelled_ms)) : py::object(py::none()); })
        .def_property_readonly("modelled_tflops", [](const GemmOutcome& r) { return r.modelled_ms > 0 ? py::object(py::float_(r.modelled_tflops)) : py::object(py::none()); })
        .def_readonly("model_report", &GemmOutcome::model_report)
        .def_readonly("counters", &GemmOutcome::counters)
        .def_readonly("copies", &GemmOutcome::copies)
        .def_readonly("staged", &GemmOutcome::staged);
    m.def("gemm_core", &gemm_core);
    py::class_<AttnOutcome>(m, "AttnOutcome")
        .def_readonly("kernel", &AttnOutcome::kernel)
        .def_readonly("time_ms", &AttnOutcome::time_ms)
        .def_readonly("timing_source", &AttnOutcome::timing_source)
        .def_property_readonly("modelled_ms", [](const AttnOutcome& r) { return r.modelled_ms >= 0 ? py::object(py::float_(r.modelled_ms)) : py::object(py::none()); })
        .def_property_readonly("modelled_tflops", [](const AttnOutcome& r) { return r.modelled_ms > 0 ? py::object(py::float_(r.modelled_tflops)) : py::object(py::none()); })
        .def_readonly("model_report", &AttnOutcome::model_report)
        .def_readonly("counters", &AttnOutcome::counters);
    m.def("attn_core", &attn_core);
    py::class_<PyModule, std::shared_ptr<PyModule>>(m, "Module")
        .def("kernels", [](const PyModule& mod) {
            std::vector<std::string> names;
            for (const auto& k : mod.mod->code_object().kernels) names.push_back(k.name);
            return names;
        });
    m.def("load_module", &load_module);
    m.def("launch", &launch);
}
