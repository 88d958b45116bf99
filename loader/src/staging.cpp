// Operand staging of the GEMM library: copies through a workspace for leading dimensions a
// kernel cannot read (wmma_asm/staging.hpp).
#include "wmma_asm/staging.hpp"

#include <cstdlib>
#include <cstring>

#include "wmma_asm/error.hpp"
#include "wmma_asm/kernargs.hpp"

namespace wmma_asm {

namespace {

uint32_t round_up(uint32_t v, uint32_t m) { return uint32_t((uint64_t(v) + m - 1) / m * m); }

// beta = 0 (+0.0 or -0.0 for a float C, 0 for an i32 C): the kernels never read C then.
bool beta_reads_c(const std::string& out, const GemmShape& s) {
    if (out == "i32") return s.beta_i != 0;
    uint32_t bits;
    std::memcpy(&bits, &s.beta, 4);
    return (bits & 0x7fffffffu) != 0;
}

}  // namespace

StagedShape stage_gemm_shape(const CatalogEntry& e, const GemmShape& user) {
    StagedShape st;
    st.kernel = user;
    GemmShape& k = st.kernel;
    const uint32_t m = e.ld_multiple ? e.ld_multiple : 1, mc = e.c_ld_multiple() ? e.c_ld_multiple() : 1;
    if (user.lda % m) { st.a = true; k.lda = round_up(user.lda, m); }
    if (user.ldb % m) { st.b = true; k.ldb = round_up(user.ldb, m); }
    if (user.ldc % mc) { st.c = true; k.ldc = round_up(user.ldc, mc); }
    // A workspace holds its batch back to back (or one matrix for a broadcast operand).
    if (st.a) k.stride_a = user.stride_a == 0 ? 0 : k.a_elems();
    if (st.b) k.stride_b = user.stride_b == 0 ? 0 : k.b_elems();
    if (st.c) k.stride_c = k.c_elems();
    return st;
}

void validate_staged_gemm_shape(const CatalogEntry& e, const GemmShape& user) {
    CatalogEntry any_ld = e;   // the caller's shape: everything but the ld multiple
    any_ld.ld_multiple = 1;
    any_ld.ldc_multiple = 1;
    validate_gemm_shape(any_ld, user);
    validate_gemm_shape(e, stage_gemm_shape(e, user).kernel);
}

GemmStager::GemmStager(Device& dev, const Catalog& cat, const CatalogEntry& e, const GemmShape& user)
    : dev_(&dev), user_(user), staged_(stage_gemm_shape(e, user)), out_(e.out) {
    validate_staged_gemm_shape(e, user);
    if (!staged_.any()) return;
    auto load = [&](const std::string& type, Copy& k) {
        k.entry = cat.get("copy_rows_b" + std::to_string(8 * element_bytes(type)));
        if (k.entry.kind != "copy") throw Error("catalog: " + k.entry.name + " is not a copy kernel");
        k.module = dev.shared_module_file(cat.hsaco_path(k.entry.name));
    };
    if (staged_.a || staged_.b) load(e.dtype, in_copy_);
    if (staged_.c) load(e.out, out_copy_);
    const GemmShape& k = staged_.kernel;
    const size_t in = element_bytes(e.dtype), out = element_bytes(e.out);
    if (staged_.a) wa_ = dev.alloc(k.a_total() * in);
    if (staged_.b) wb_ = dev.alloc(k.b_total() * in);
    if (staged_.c) wc_ = dev.alloc(k.c_total() * out);
}

LaunchStats GemmStager::copy(const Copy& k, const Buffer& src, const Buffer& dst, uint64_t rows, uint32_t cols, uint32_t lds,
                             uint32_t ldd, uint64_t stride_s, uint64_t stride_d, uint32_t batch) const {
    const Dim3 grid{(cols + k.entry.wg_size - 1) / k.entry.wg_size, uint32_t(rows), batch}, block{k.entry.wg_size, 1, 1};
    const std::vector<ArgValue> values = {ArgValue::pointer(src), ArgValue::pointer(dst), ArgValue::u32(uint32_t(rows)),
                                          ArgValue::u32(cols),     ArgValue::u32(lds),     ArgValue::u32(ldd),
                                          ArgValue::u64(stride_s), ArgValue::u64(stride_d)};
    return dev_->launch(*k.module, k.entry.name, grid, block, pack_kernargs(k.module->kernel(k.entry.name), values, grid, block));
}

LaunchStats GemmStager::run(const Buffer& a, const Buffer& b, const Buffer& c, const GemmLaunch& gemm) const {
    if (!staged_.any()) return gemm(a, b, c);
    // A sub-grid timing (WMMA_ASM_MODEL_GRID) would apply the GEMM's grid to the copies too.
    if (const char* g = std::getenv("WMMA_ASM_MODEL_GRID"); g && *g)
        throw Error("WMMA_ASM_MODEL_GRID cannot time a GEMM with staged operands (copies of other grids); "
                    "time it with leading dimensions the kernel reads");
    const GemmShape& u = user_;
    const GemmShape& k = staged_.kernel;
    std::vector<std::pair<std::string, LaunchStats>> copies;
    // One copy per operand for the whole batch; a broadcast operand once.
    auto batch_of = [&](uint64_t stride) { return stride == 0 ? 1u : u.batch; };
    if (staged_.a)
        copies.push_back({"staging A", copy(in_copy_, a, wa_, u.a_lines(), u.a_col ? u.M : u.K, u.lda, k.lda, u.stride_a,
                                            k.stride_a, batch_of(u.stride_a))});
    if (staged_.b)
        copies.push_back({"staging B", copy(in_copy_, b, wb_, u.b_lines(), u.b_col ? u.K : u.N, u.ldb, k.ldb, u.stride_b,
                                            k.stride_b, batch_of(u.stride_b))});
    if (staged_.c && beta_reads_c(out_, u))
        copies.push_back({"staging C in", copy(out_copy_, c, wc_, u.M, u.N, u.ldc, k.ldc, u.stride_c, k.stride_c, u.batch)});
    LaunchStats st = gemm(staged_.a ? wa_ : a, staged_.b ? wb_ : b, staged_.c ? wc_ : c);
    if (staged_.c)
        copies.push_back({"staging C out", copy(out_copy_, wc_, c, u.M, u.N, k.ldc, u.ldc, k.stride_c, u.stride_c, u.batch)});
    for (const auto& [what, s] : copies) add_launch_stats(st, s, what);
    return st;
}

}  // namespace wmma_asm
