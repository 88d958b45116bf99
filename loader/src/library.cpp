// The GEMM library: kernel selection from the pack's table, validation, planning and launching.
#include "wmma_asm/library.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "wmma_asm/error.hpp"
#include "wmma_asm/staging.hpp"

namespace wmma_asm {

std::string GemmDesc::key() const {
    std::string l = layout();
    for (char& c : l) c = char(std::tolower(static_cast<unsigned char>(c)));
    return type + "_" + out + "_" + l;
}

void check_gemm_desc(const GemmDesc& d) {
    auto trans = [](char t) { return t == 'N' || t == 'T'; };
    if (!trans(d.trans_a) || !trans(d.trans_b))
        throw Error(std::string("op(A), op(B) must be N or T, got ") + d.trans_a + d.trans_b);
    const bool ints = d.type == "i8" || d.type == "u8";
    if (d.type != "f16" && d.type != "bf16" && !ints)
        throw Error("input type '" + d.type + "' (the library takes f16, bf16, i8 and u8)");
    if (ints ? d.out != "i32" : d.out != "f32" && d.out != "f16" && d.out != "bf16")
        throw Error("output type '" + d.out + "' for " + d.type + " inputs (" + (ints ? "i32" : "f32, f16 or bf16") + ")");
    if (!d.M || !d.N || !d.K) throw Error("M, N and K must be at least 1");
    if (!d.batch) throw Error("batch must be at least 1");
}

std::vector<Selection> load_selection(const Catalog& cat) { return read_selection_table(cat.dir); }

GemmShape gemm_shape(const CatalogEntry& e, const GemmDesc& d) {
    check_gemm_desc(d);
    GemmShape s;
    s.M = d.M; s.N = d.N; s.K = d.K;
    s.lda = d.lda; s.ldb = d.ldb; s.ldc = d.ldc;
    s.alpha = d.alpha; s.beta = d.beta;
    s.alpha_i = d.alpha_i; s.beta_i = d.beta_i;
    s.batch = d.batch;
    s.split_k = d.split_k ? d.split_k : 1;
    s.stride_a = d.stride_a; s.stride_b = d.stride_b; s.stride_c = d.stride_c;
    s.a_col = d.trans_a == 'T';
    s.b_col = d.trans_b == 'T';
    s.fill_defaults(e);
    validate_staged_gemm_shape(e, s);   // a leading dimension the kernel cannot read is staged
    return s;
}

std::string gemm_kernel_mismatch(const CatalogEntry& e, const GemmDesc& d) {
    if (e.kind != "gemm") return e.name + " is a " + e.kind + " kernel";
    if (e.dtype != d.type || e.out != d.out)
        return e.name + " computes " + e.dtype + " -> " + e.out + ", not " + d.type + " -> " + d.out;
    const char ta = e.a_layout == "col" ? 'T' : 'N', tb = e.b_layout == "col" ? 'T' : 'N';
    if (ta != d.trans_a || tb != d.trans_b)
        return e.name + " reads op(A), op(B) = " + std::string(1, ta) + tb + ", not " + d.layout();
    try {
        (void)gemm_shape(e, d);
    } catch (const Error& err) {
        return err.what();
    }
    return "";
}

std::string select_gemm_kernel(const Catalog& cat, const std::vector<Selection>& table, const GemmDesc& d, std::string* why) {
    return select_gemm(cat, table, d, why).kernel;
}

KernelChoice select_gemm(const Catalog& cat, const std::vector<Selection>& table, const GemmDesc& d, std::string* why) {
    check_gemm_desc(d);
    const std::string key = d.key();
    auto lg = [](double x) { return std::log2(std::max(1.0, x)); };
    std::vector<std::pair<double, const Selection*>> near;
    for (const auto& s : table)
        if (s.key == key) {
            const double dist = std::fabs(lg(s.M) - lg(d.M)) + std::fabs(lg(s.N) - lg(d.N)) + std::fabs(lg(s.K) - lg(d.K)) +
                                std::fabs(lg(s.batch) - lg(d.batch));
            near.push_back({dist, &s});
        }
    std::stable_sort(near.begin(), near.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
    std::string refused;
    for (const auto& [dist, s] : near) {
        const CatalogEntry* e = nullptr;
        for (const auto& x : cat.entries)
            if (x.name == s->kernel) e = &x;
        GemmDesc with = d;
        if (!with.split_k) with.split_k = s->split_k;   // the table's split, unless the caller named one
        const std::string no = e ? gemm_kernel_mismatch(*e, with) : "the pack has no kernel " + s->kernel;
        if (no.empty()) {
            if (why)
                *why = "selection table: " + s->kernel + (with.split_k > 1 ? " split " + std::to_string(with.split_k) : "") +
                       " for " + key + " " + std::to_string(s->M) + "x" + std::to_string(s->N) + "x" + std::to_string(s->K) +
                       (s->batch > 1 ? " batch " + std::to_string(s->batch) : "") +
                       (refused.empty() ? "" : " (nearer entries refused: " + refused + ")");
            return {s->kernel, with.split_k};
        }
        if (refused.size() < 400) refused += (refused.empty() ? "" : "; ") + no;
    }
    std::string all;
    // Without a usable table entry: the last kernel of the catalog that takes the problem (the
    // catalog lists each series from its first kernel to its best, the library's kernels last).
    GemmDesc plain = d;
    if (!plain.split_k) plain.split_k = 1;
    for (auto it = cat.entries.rbegin(); it != cat.entries.rend(); ++it) {
        const auto& e = *it;
        if (e.kind != "gemm") continue;
        const std::string no = gemm_kernel_mismatch(e, plain);
        if (no.empty()) {
            if (why) *why = "last kernel of the catalog that takes it (" + std::string(near.empty() ? "no table entry for " + key
                                                                                                  : "table entries refused: " + refused) + ")";
            return {e.name, plain.split_k};
        }
        // Only the kernels of the right types and layouts explain why they cannot.
        if (e.dtype == d.type && e.out == d.out && (e.a_layout == "col") == (d.trans_a == 'T') &&
            (e.b_layout == "col") == (d.trans_b == 'T') && all.size() < 600)
            all += (all.empty() ? "" : "; ") + no;
    }
    throw Error("no kernel of the pack computes " + key + " " + std::to_string(d.M) + "x" + std::to_string(d.N) + "x" +
                std::to_string(d.K) + " batch " + std::to_string(d.batch) + (all.empty() ? "" : ": " + all));
}

GemmPlan::GemmPlan(Device& dev, const Catalog& cat, const GemmDesc& desc, const std::string& kernel) : dev_(&dev) {
    GemmDesc d = desc;
    if (kernel == "auto") {
        const KernelChoice c = select_gemm(cat, cat.selection(), desc, &why_);
        entry_ = cat.get(c.kernel);
        d.split_k = c.split_k;
    } else {
        entry_ = cat.get(kernel);
        if (!d.split_k) d.split_k = 1;
        const std::string no = gemm_kernel_mismatch(entry_, d);
        if (!no.empty()) throw Error(no);
        why_ = "named by the caller";
    }
    shape_ = gemm_shape(entry_, d);
    module_ = dev.shared_module_file(cat.hsaco_path(entry_.name));
    stager_ = std::make_unique<GemmStager>(dev, cat, entry_, shape_);
    const GemmShape& ks = stager_->kernel_shape();
    grid_ = gemm_grid(entry_, ks);
    block_ = {entry_.wg_size, 1, 1};
    if (ks.split_k > 1) {
        split_ = std::make_unique<SplitKernels>(load_split_kernels(dev, cat, entry_));
        workspace_ = dev.alloc(SplitKernels::workspace_bytes(ks));
        grid_.z = ks.batch * ks.splits();   // z = b * splits + s
    }
    if (stager_->staged().any())
        why_ += std::string(" (staged through a workspace: ") + (stager_->staged().a ? "A " : "") +
                (stager_->staged().b ? "B " : "") + (stager_->staged().c ? "C " : "") + "at ld multiples of " +
                std::to_string(entry_.ld_multiple) + " (A, B) and " + std::to_string(entry_.c_ld_multiple()) + " (C))";
}

size_t GemmPlan::a_bytes() const { return shape_.a_total() * element_bytes(entry_.dtype); }
size_t GemmPlan::b_bytes() const { return shape_.b_total() * element_bytes(entry_.dtype); }
size_t GemmPlan::c_bytes() const { return shape_.c_total() * element_bytes(entry_.out); }

LaunchStats GemmPlan::run(const Buffer& a, const Buffer& b, const Buffer& c) {
    auto need = [](const Buffer& x, size_t bytes, const char* what) {
        if (!x) throw Error(std::string("GemmPlan::run: ") + what + " is not a live buffer");
        if (x.size() < bytes)
            throw Error(std::string("GemmPlan::run: ") + what + " holds " + std::to_string(x.size()) + " bytes, the problem needs " +
                        std::to_string(bytes));
    };
    need(a, a_bytes(), "A");
    need(b, b_bytes(), "B");
    need(c, c_bytes(), "C");
    const GemmShape& ks = stager_->kernel_shape();
    return stager_->run(a, b, c, [&](const Buffer& ka, const Buffer& kb, const Buffer& kc) {
        if (ks.split_k > 1) return launch_split_gemm(*dev_, *split_, ks, ka, kb, kc, workspace_);
        return dev_->launch(*module_, entry_.name, grid_, block_, gemm_kernargs(module_->kernel(entry_.name), entry_, ks, ka, kb, kc));
    });
}

}  // namespace wmma_asm
