// The emulator's validation corpus: OpenCL C kernels (tests/corpus/*.cl, described in
// tests/corpus/README.md) compiled by clang-19 for gfx1151 at -O0 and -O2, run on the emulator
// backend (strict mode) and compared with CPU implementations of the same functions.
//
// Comparison policy: integers exactly; floats bitwise (NaN payloads aside) wherever the GPU
// operation is correctly rounded, otherwise within a ulp bound whose reason is stated next to
// it; f16/bf16 results exactly.
//
// The corpus is compiled once per process, every file at both levels as parallel jobs, on first
// use (a function-local cache).
// While the emulator backend is not built (emu_backend_compiled() is false) every test still
// compiles its kernels and checks their code-object metadata, and skips the launches.
#include <doctest/doctest.h>

#include <dirent.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <limits>
#include <map>
#include <numeric>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "util.hpp"
#include "wmma_asm/device.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/hsaco.hpp"
#include "wmma_asm/kernargs.hpp"

using wmma_asm::ArgValue;
using wmma_asm::Buffer;
using wmma_asm::Dim3;

namespace {

// ------------------------------------------------------------------------------ compilation

const char* const kOpts[] = {"-O0", "-O2"};

// Every corpus file has a test below; the "corpus: coverage" test checks this list against
// the directory so that a new .cl file cannot be left untested.
const char* const kCorpusFiles[] = {
    "addr64.cl",        "atomics_cas.cl",  "atomics_global.cl", "atomics_lds.cl",  "bf16_conv.cl",
    "branches.cl",      "bytes_vectors.cl", "calls.cl",         "f16_packed.cl",   "f16_scalar.cl",
    "f32_arith.cl",     "f32_convert.cl",  "f32_divsqrt.cl",    "f64_math.cl",     "globals_tables.cl",
    "grid3d.cl",        "implicit_args.cl", "int32_ops.cl",     "int64_ops.cl",    "int_divmod.cl",
    "lds_reduce.cl",    "lds_scan.cl",     "lds_transpose.cl",  "loops.cl",        "matmul_lds.cl",
    "misc_alu.cl",      "private_mem.cl",  "select_minmax.cl",  "wave_ops.cl",     "wmma_gemm.cl",
    "wmma_tile.cl",     "wmma_variants.cl",
};

std::string corpus_dir() {
    const char* d = std::getenv("WMMA_ASM_CORPUS");
    return d && *d ? d : "tests/corpus";
}

struct Compiled {
    std::vector<uint8_t> hsaco;   // empty when compiling failed
    std::string diagnostics;      // clang/lld stderr (expected empty)
};

std::string stem(const std::string& file) { return file.substr(0, file.rfind('.')); }

// clang-19 + ld.lld-19 for every corpus file at both levels, as parallel jobs (one per core).
std::map<std::string, Compiled> compile_all() {
    testutil::TempDir d;
    std::string jobs;
    for (const char* f : kCorpusFiles)
        for (const char* opt : kOpts) {
            const std::string name = stem(f) + opt, src = corpus_dir() + "/" + f;
            const std::string script = d.file(name + ".sh");
            testutil::write_text(script, "clang-19 -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx1151 -nogpulib " +
                                             std::string(opt) + " -c '" + src + "' -o '" + d.file(name + ".o") + "' 2>'" +
                                             d.file(name + ".err") + "' && ld.lld-19 -shared '" + d.file(name + ".o") +
                                             "' -o '" + d.file(name + ".hsaco") + "' 2>>'" + d.file(name + ".err") + "'\n");
            jobs += script + "\n";
        }
    testutil::write_text(d.file("jobs"), jobs);
    const unsigned cores = std::max(1u, std::min(8u, std::thread::hardware_concurrency()));
    (void)testutil::run("xargs -P " + std::to_string(cores) + " -n 1 sh <'" + d.file("jobs") + "'");
    std::map<std::string, Compiled> all;
    for (const char* f : kCorpusFiles)
        for (const char* opt : kOpts) {
            const std::string name = stem(f) + opt;
            Compiled c;
            c.diagnostics = testutil::read_text(d.file(name + ".err"));
            std::ifstream probe(d.file(name + ".hsaco"), std::ios::binary);
            if (probe) c.hsaco = testutil::read_bytes(d.file(name + ".hsaco"));
            all.emplace(std::string(f) + " " + opt, std::move(c));
        }
    return all;
}

// The corpus compiled once per process (all files on first use).
const Compiled& compiled(const std::string& file, const std::string& opt) {
    static const std::map<std::string, Compiled> cache = compile_all();
    const auto it = cache.find(file + " " + opt);
    if (it == cache.end()) throw std::runtime_error(file + " is not in kCorpusFiles");
    if (it->second.hsaco.empty())
        throw std::runtime_error("compiling " + corpus_dir() + "/" + file + " " + opt +
                                 " failed (run the tests from the repository root):\n" + it->second.diagnostics);
    return it->second;
}

// ------------------------------------------------------------------------------ device access

constexpr uint8_t kPoison = 0xcd;   // fill of output buffers: unwritten elements stand out

class Ctx {
public:
    Ctx(wmma_asm::Device& dev, const wmma_asm::Module& mod, std::string opt)
        : dev_(dev), mod_(mod), opt_(std::move(opt)) {}

    const std::string& opt() const { return opt_; }

    template <class T>
    Buffer in(const std::vector<T>& v) {
        Buffer b = dev_.alloc(std::max<size_t>(1, v.size() * sizeof(T)));
        if (!v.empty()) b.upload(v.data(), v.size() * sizeof(T));
        return b;
    }
    // An output buffer of n elements filled with kPoison bytes.
    template <class T>
    Buffer out(size_t n) {
        std::vector<uint8_t> fill(std::max<size_t>(1, n * sizeof(T)), kPoison);
        Buffer b = dev_.alloc(fill.size());
        b.upload(fill.data(), fill.size());
        return b;
    }
    template <class T>
    std::vector<T> get(const Buffer& b) const {
        std::vector<T> v(b.size() / sizeof(T));
        b.download(v.data(), v.size() * sizeof(T));
        return v;
    }
    void launch(const std::string& kernel, Dim3 grid, Dim3 block, const std::vector<ArgValue>& args) {
        const auto seg = wmma_asm::pack_kernargs(mod_.kernel(kernel), args, grid, block);
        dev_.launch(mod_, kernel, grid, block, seg);
    }

private:
    wmma_asm::Device& dev_;
    const wmma_asm::Module& mod_;
    std::string opt_;
};

ArgValue P(const Buffer& b) { return ArgValue::pointer(b); }
ArgValue U(uint32_t v) { return ArgValue::u32(v); }
ArgValue U64(uint64_t v) { return ArgValue::u64(v); }

uint32_t groups(uint32_t n, uint32_t lsize) { return (n + lsize - 1) / lsize; }
Dim3 d1(uint32_t x) { return Dim3{x, 1, 1}; }

// Compiles `file` at each optimisation level, checks its kernels are in the code object
// (then `check_code`, for metadata), and when the emulator exists runs `body` on a fresh
// strict emulator device with the module loaded.
void run_corpus(const std::string& file, const std::vector<std::string>& kernels, const std::function<void(Ctx&)>& body,
                const std::function<void(const wmma_asm::CodeObject&)>& check_code = {}) {
    for (const char* opt : kOpts) {
        INFO(file << " " << std::string(opt));
        wmma_asm::CodeObject co = wmma_asm::parse_code_object(compiled(file, opt).hsaco, file);
        REQUIRE(co.gfx_target == "gfx1151");
        for (const auto& k : kernels) {
            REQUIRE(co.find(k) != nullptr);
            CHECK(co.kernel(k).wavefront_size == 32);
            CHECK(co.kernel(k).descriptor.wavefront_size32());
        }
        if (check_code) check_code(co);
        if (!wmma_asm::emu_backend_compiled()) continue;
        wmma_asm::DeviceOptions o;
        o.backend = "emu";
        o.strict = true;
        auto dev = wmma_asm::open_emu_device(o);
        REQUIRE(dev->gfx_target() == "gfx1151");
        auto mod = dev->load_module(std::move(co));
        Ctx c(*dev, *mod, opt);
        body(c);
    }
}

// ------------------------------------------------------------------------------ host numerics

template <class To, class From>
To bits(From f) {
    static_assert(sizeof(To) == sizeof(From), "size");
    To t;
    std::memcpy(&t, &f, sizeof t);
    return t;
}

// Stops the host compiler from contracting a product into a following add (the kernels that
// need separate roundings compile with FP_CONTRACT OFF).
float rn(float x) {
    volatile float v = x;
    return v;
}

uint16_t hbits(_Float16 h) { return bits<uint16_t>(h); }
_Float16 hval(uint16_t b) { return bits<_Float16>(b); }
float hf(uint16_t b) { return static_cast<float>(hval(b)); }
uint16_t h_rne(float f) { return hbits(static_cast<_Float16>(f)); }            // correctly rounded (libgcc)
uint16_t h_rne(long double f) { return hbits(static_cast<_Float16>(f)); }
uint16_t h_add(uint16_t a, uint16_t b) { return h_rne(hf(a) + hf(b)); }         // f32 has >= 2*11+2 bits:
uint16_t h_sub(uint16_t a, uint16_t b) { return h_rne(hf(a) - hf(b)); }         // rounding twice is harmless
uint16_t h_mul(uint16_t a, uint16_t b) { return h_rne(hf(a) * hf(b)); }
// f16 fma: a*b + c is exact in the x87 64-bit significand for every pair of finite halves
// (at most 64 significant bits: from 2^15 down to 2^-48), then rounded once.
static_assert(std::numeric_limits<long double>::digits >= 64, "the f16 fma reference needs a 64-bit long double");
uint16_t h_fma(uint16_t a, uint16_t b, uint16_t c) {
    return h_rne(static_cast<long double>(hf(a)) * static_cast<long double>(hf(b)) + static_cast<long double>(hf(c)));
}
uint16_t h_min(uint16_t a, uint16_t b) { return hf(a) < hf(b) ? a : b; }   // inputs have no NaN, no +-0 pair
uint16_t h_max(uint16_t a, uint16_t b) { return hf(a) > hf(b) ? a : b; }
uint16_t h_neg(uint16_t a) { return uint16_t(a ^ 0x8000u); }
// f32 -> f16 rounding toward zero (v_cvt_pkrtz_f16_f32): overflow gives the largest finite half.
uint16_t h_rtz(float f) {
    if (std::isnan(f)) return 0x7e00;
    if (std::isinf(f)) return f > 0 ? 0x7c00 : 0xfc00;
    uint16_t h = h_rne(f);
    const uint16_t sign = h & 0x8000u;
    if ((h & 0x7fffu) == 0x7c00u) return uint16_t(sign | 0x7bffu);
    if (std::fabs(static_cast<double>(hf(h))) > std::fabs(static_cast<double>(f))) h = uint16_t(h - 1);   // one step toward 0
    return h;
}

// bf16 reference: round to nearest even on the f32 bit pattern, NaN quieted.
uint16_t bf_rne(float f) {
    const uint32_t u = bits<uint32_t>(f);
    if ((u & 0x7fffffffu) > 0x7f800000u) return uint16_t((u >> 16) | 0x40u);
    const uint32_t lo = u & 0xffffu, hi = u >> 16;
    const bool up = lo > 0x8000u || (lo == 0x8000u && (hi & 1u));
    return uint16_t(hi + (up ? 1u : 0u));
}
float bf_val(uint16_t b) { return bits<float>(uint32_t(b) << 16); }

// Distance in units in the last place, through the order-preserving integer mapping.
int64_t ord(float f) {
    const uint32_t u = bits<uint32_t>(f);
    const int64_t m = int64_t(u & 0x7fffffffu);
    return (u >> 31) ? -m : m;
}
int64_t ord(double f) {
    const uint64_t u = bits<uint64_t>(f);
    const int64_t m = int64_t(u & 0x7fffffffffffffffULL);
    return (u >> 63) ? -m : m;
}

uint32_t bitrev32(uint32_t x) {
    uint32_t r = 0;
    for (int b = 0; b < 32; ++b) r |= ((x >> b) & 1u) << (31 - b);
    return r;
}
uint64_t bitrev64(uint64_t x) { return (uint64_t(bitrev32(uint32_t(x))) << 32) | bitrev32(uint32_t(x >> 32)); }
int clz32(uint32_t x) { return x ? __builtin_clz(x) : 32; }
int ctz32(uint32_t x) { return x ? __builtin_ctz(x) : 32; }
int clz64(uint64_t x) { return x ? __builtin_clzll(x) : 64; }
int ctz64(uint64_t x) { return x ? __builtin_ctzll(x) : 64; }

// ------------------------------------------------------------------------------ inputs

// splitmix64: deterministic on every platform (unlike std::*_distribution).
class Rng {
public:
    explicit Rng(uint64_t seed) : s_(seed * 0x9e3779b97f4a7c15ULL + 0x632be59bd9b4e019ULL) {}
    uint64_t u64() {
        uint64_t z = (s_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    uint32_t u32() { return uint32_t(u64() >> 32); }
    int32_t range(int32_t lo, int32_t hi) { return int32_t(int64_t(lo) + int64_t(u64() % uint64_t(int64_t(hi) - lo + 1))); }
    bool coin() { return u64() >> 63; }
    // Normal f32 with a random significand and an exponent in [emin, emax].
    float f32(int emin, int emax) {
        const float m = 1.0f + float(u32() & 0x7fffffu) * 0x1p-23f;
        return (coin() ? -1.0f : 1.0f) * std::ldexp(m, range(emin, emax));
    }
    float subnormal() { return bits<float>((coin() ? 0x80000000u : 0u) | (1u + u32() % 0x7fffffu)); }
    double f64(int emin, int emax) {
        const double m = 1.0 + double(u64() >> 12) * 0x1p-52;
        return (coin() ? -1.0 : 1.0) * std::ldexp(m, range(emin, emax));
    }
    // Finite nonzero f16 with biased exponent field in [0, max_field] (0: subnormal).
    uint16_t half(uint32_t max_field) {
        const uint32_t e = uint32_t(range(0, int32_t(max_field)));
        uint32_t m = u32() & 0x3ffu;
        if (e == 0 && m == 0) m = 1;
        return uint16_t((coin() ? 0x8000u : 0u) | (e << 10) | m);
    }

private:
    uint64_t s_;
};

// ------------------------------------------------------------------------------ comparison

template <class T>
std::string show(T v) {
    std::ostringstream os;
    if constexpr (std::is_same_v<T, float>) {
        char b[64];
        std::snprintf(b, sizeof b, "%.9g (0x%08x)", double(v), bits<uint32_t>(v));
        os << b;
    } else if constexpr (std::is_same_v<T, double>) {
        char b[80];
        std::snprintf(b, sizeof b, "%.17g (0x%016llx)", v, static_cast<unsigned long long>(bits<uint64_t>(v)));
        os << b;
    } else {
        using W = std::conditional_t<std::is_signed_v<T>, long long, unsigned long long>;
        os << W(v) << " (0x" << std::hex << static_cast<unsigned long long>(std::make_unsigned_t<T>(v)) << ")";
    }
    return os.str();
}

template <class T>
bool same(T a, T b) {
    if constexpr (std::is_floating_point_v<T>) {
        if (std::isnan(a) && std::isnan(b)) return true;   // NaN payloads are not compared
        return std::memcmp(&a, &b, sizeof a) == 0;
    } else {
        return a == b;
    }
}

// Exact comparison (bitwise for floats); reports the first mismatches.
template <class T>
void expect_eq(const std::vector<T>& got, const std::vector<T>& want, const std::string& what) {
    REQUIRE_MESSAGE(got.size() == want.size(), what << ": " << got.size() << " elements, expected " << want.size());
    size_t bad = 0;
    std::ostringstream os;
    for (size_t i = 0; i < got.size(); ++i)
        if (!same(got[i], want[i])) {
            if (bad < 8) os << "\n    [" << i << "] got " << show(got[i]) << ", want " << show(want[i]);
            ++bad;
        }
    CHECK_MESSAGE(bad == 0, what << ": " << bad << " of " << got.size() << " elements differ" << os.str());
}

// f16 results (stored as bit patterns) compared exactly, reported as values.
void expect_half_eq(const std::vector<uint16_t>& got, const std::vector<uint16_t>& want, const std::string& what) {
    REQUIRE(got.size() == want.size());
    size_t bad = 0;
    std::ostringstream os;
    for (size_t i = 0; i < got.size(); ++i)
        if (got[i] != want[i]) {
            if (bad < 8)
                os << "\n    [" << i << "] got " << hf(got[i]) << " (0x" << std::hex << got[i] << std::dec << "), want "
                   << hf(want[i]) << " (0x" << std::hex << want[i] << std::dec << ")";
            ++bad;
        }
    CHECK_MESSAGE(bad == 0, what << ": " << bad << " of " << got.size() << " elements differ" << os.str());
}

// Within max_ulp of the correctly rounded reference (NaN must match NaN).
template <class T>
void expect_ulp(const std::vector<T>& got, const std::vector<T>& want, int64_t max_ulp, const std::string& what) {
    REQUIRE(got.size() == want.size());
    size_t bad = 0;
    int64_t worst = 0;
    std::ostringstream os;
    for (size_t i = 0; i < got.size(); ++i) {
        bool ok;
        if (std::isnan(want[i]) || std::isnan(got[i])) {
            ok = std::isnan(want[i]) && std::isnan(got[i]);
        } else if (std::isinf(want[i]) || std::isinf(got[i])) {
            ok = got[i] == want[i];
        } else {
            const int64_t d = std::llabs(ord(got[i]) - ord(want[i]));
            worst = std::max(worst, d);
            ok = d <= max_ulp;
        }
        if (!ok) {
            if (bad < 8) os << "\n    [" << i << "] got " << show(got[i]) << ", want " << show(want[i]);
            ++bad;
        }
    }
    CHECK_MESSAGE(bad == 0, what << ": " << bad << " of " << got.size() << " elements beyond " << max_ulp
                                 << " ulp (worst " << worst << ")" << os.str());
}

// Element k*n .. k*n+n-1 of a [planes][n] output.
template <class T>
std::vector<T> plane(const std::vector<T>& v, size_t k, size_t n) {
    return std::vector<T>(v.begin() + static_cast<long>(k * n), v.begin() + static_cast<long>((k + 1) * n));
}

template <class T>
T poison() {
    T t;
    std::memset(&t, kPoison, sizeof t);
    return t;
}

}  // namespace

// ================================================================================== tests

TEST_CASE("corpus: coverage and clean compilation of every kernel file") {
    std::set<std::string> listed(std::begin(kCorpusFiles), std::end(kCorpusFiles));
    std::set<std::string> on_disk;
    DIR* d = opendir(corpus_dir().c_str());
    REQUIRE_MESSAGE(d != nullptr, "cannot open " << corpus_dir() << " (run the tests from the repository root)");
    while (const dirent* e = readdir(d)) {
        const std::string name = e->d_name;
        if (name.size() > 3 && name.compare(name.size() - 3, 3, ".cl") == 0) on_disk.insert(name);
    }
    closedir(d);
    CHECK(on_disk == listed);
    CHECK(listed.size() >= 25);
    for (const auto& f : listed)
        for (const char* opt : kOpts) {
            INFO(f << " " << std::string(opt));
            const Compiled& c = compiled(f, opt);
            CHECK_MESSAGE(c.diagnostics.empty(), c.diagnostics);
            const auto co = wmma_asm::parse_code_object(c.hsaco, f);
            CHECK(co.gfx_target == "gfx1151");
            CHECK(!co.kernels.empty());
        }
    if (!wmma_asm::emu_backend_compiled())
        MESSAGE("the emulator backend is not built: the corpus kernels are compiled and checked, not run");
}

TEST_CASE("corpus: f32_arith (add, sub, mul, fma, min, max, modifiers; bitwise)") {
    const uint32_t n = 777, ls = 64;
    Rng r(1);
    std::vector<float> a(n), b(n), c(n);
    for (uint32_t i = 0; i < n; ++i) {
        a[i] = r.f32(-20, 20);
        b[i] = r.f32(-20, 20);
        c[i] = r.f32(-20, 20);
        switch (i % 16) {
            case 3: a[i] = r.subnormal(); break;
            case 7: b[i] = r.subnormal(); break;
            case 9: a[i] = r.f32(-126, -120); b[i] = r.f32(-12, -2); break;   // subnormal products
            case 11: b[i] = std::numeric_limits<float>::quiet_NaN(); break;    // min/max pick the number
            case 13: b[i] = r.coin() ? INFINITY : -INFINITY; break;
            case 14: b[i] = a[i]; c[i] = -a[i] * b[i]; break;                  // exact cancellation
            default: break;
        }
    }
    std::vector<float> want(10 * n);
    for (uint32_t i = 0; i < n; ++i) {
        const float x = a[i], y = b[i], z = c[i];
        want[0 * n + i] = x + y;
        want[1 * n + i] = x - y;
        want[2 * n + i] = x * y;
        want[3 * n + i] = std::fma(x, y, z);
        want[4 * n + i] = rn(x * y) + z;
        want[5 * n + i] = std::fmin(x, y);
        want[6 * n + i] = std::fmax(x, y);
        want[7 * n + i] = -std::fabs(x) * y;
        want[8 * n + i] = std::copysign(z, y);
        want[9 * n + i] = rn(x - z) * rn(y + z);
    }
    run_corpus(
        "f32_arith.cl", {"f32_arith"},
        [&](Ctx& ctx) {
            auto A = ctx.in(a), B = ctx.in(b), C = ctx.in(c);
            auto O = ctx.out<float>(10 * n);
            ctx.launch("f32_arith", d1(groups(n, ls)), d1(ls), {P(O), P(A), P(B), P(C), U(n), U(ls)});
            const auto got = ctx.get<float>(O);
            const char* names[] = {"add", "sub", "mul", "fma", "mul+add", "fmin", "fmax", "-|x|*y", "copysign", "(x-z)*(y+z)"};
            for (size_t k = 0; k < 10; ++k) expect_eq(plane(got, k, n), plane(want, k, n), names[k]);
        },
        [](const wmma_asm::CodeObject& co) {
            // The subnormal inputs assume OpenCL's default: f32 denormals kept, IEEE mode.
            CHECK(co.kernel("f32_arith").descriptor.float_denorm_mode_32() == 3);
            CHECK(co.kernel("f32_arith").descriptor.ieee_mode());
        });
}

TEST_CASE("corpus: f32_divsqrt (fast division and sqrt within bounds, f64 quotient bitwise)") {
    const uint32_t n = 500, ls = 128;
    Rng r(2);
    std::vector<float> a(n), b(n);
    for (uint32_t i = 0; i < n; ++i) {
        a[i] = (i % 10 == 4) ? r.subnormal() : r.f32(-30, 30);
        b[i] = r.f32(-20, 20);
        if (i % 10 == 7) a[i] = b[i] * float(r.range(-50, 50) | 1);   // (nearly) exact quotients
    }
    std::vector<float> q(n), s(n), q4(n), rc(n), rs(n);
    std::vector<double> qd(n);
    for (uint32_t i = 0; i < n; ++i) {
        q[i] = a[i] / b[i];
        s[i] = std::sqrt(std::fabs(a[i]));
        q4[i] = a[i] / 4.0f;
        rc[i] = 1.0f / b[i];
        rs[i] = float(1.0 / std::sqrt(double(std::fabs(b[i]))));
        qd[i] = double(a[i]) / double(b[i]);
    }
    run_corpus("f32_divsqrt.cl", {"f32_divsqrt"}, [&](Ctx& ctx) {
        auto A = ctx.in(a), B = ctx.in(b);
        auto O = ctx.out<float>(6 * n);
        auto OD = ctx.out<double>(n);
        ctx.launch("f32_divsqrt", d1(groups(n, ls)), d1(ls), {P(O), P(OD), P(A), P(B), U(n), U(ls)});
        const auto got = ctx.get<float>(O);
        // OpenCL allows 2.5 ulp for x/y and 3 ulp for sqrt, and clang uses that freedom (v_rcp_f32,
        // v_sqrt_f32); 3 ulp from the correctly rounded value covers both.
        expect_ulp(plane(got, 0, n), q, 3, "x/y (OpenCL 2.5 ulp)");
        expect_ulp(plane(got, 1, n), s, 3, "sqrt (OpenCL 3 ulp)");
        expect_eq(plane(got, 2, n), q4, "x/4 (exact scaling)");
        expect_ulp(plane(got, 3, n), rc, 3, "1/y (OpenCL 2.5 ulp)");
        // Raw v_rcp_f32 / v_rsq_f32: AMD documents 1 ulp; allow 2 from the correctly rounded value.
        expect_ulp(plane(got, 4, n), rc, 2, "v_rcp_f32");
        expect_ulp(plane(got, 5, n), rs, 2, "v_rsq_f32");
        expect_eq(ctx.get<double>(OD), qd, "(double)x/(double)y (IEEE f64 division sequence, correctly rounded)");
    });
}

TEST_CASE("corpus: f32_convert (f32 <-> i32/u32/i64/u64/f64, rounding functions; exact)") {
    const uint32_t n = 613, ls = 64;
    Rng r(3);
    std::vector<float> f(n);
    std::vector<int32_t> si(n);
    std::vector<int64_t> sl(n);
    for (uint32_t i = 0; i < n; ++i) {
        f[i] = r.f32(-5, 30);
        if (i % 7 == 1) f[i] = float(r.range(-100000, 100000)) + 0.5f;   // ties for rint
        if (i % 7 == 2) f[i] = r.f32(-30, -1);
        if (i % 31 == 5) f[i] = r.subnormal();
        si[i] = int32_t(r.u32());
        if (i % 5 == 1) si[i] = r.range(-1000, 1000);
        const int sh = r.range(0, 62);
        sl[i] = int64_t(r.u64() >> 2) >> (62 - sh);   // |L| < 2^62, every magnitude
        if (r.coin()) sl[i] = -sl[i];
    }
    si[0] = std::numeric_limits<int32_t>::min();
    si[1] = std::numeric_limits<int32_t>::max();
    si[2] = -1;
    sl[0] = (int64_t(1) << 62) - 1;
    sl[1] = -(int64_t(1) << 62);
    sl[2] = (int64_t(1) << 53) + 1;   // not representable in f64
    std::vector<int32_t> oi(2 * n);
    std::vector<uint32_t> ou(n);
    std::vector<int64_t> ol(2 * n);
    std::vector<uint64_t> oul(n);
    std::vector<float> of(9 * n);
    std::vector<double> od(4 * n);
    for (uint32_t i = 0; i < n; ++i) {
        const float x = f[i];
        const int32_t k = si[i];
        const int64_t L = sl[i];
        oi[i] = int32_t(x);
        oi[n + i] = int32_t(std::nearbyint(x));
        ou[i] = uint32_t(std::fabs(x));
        ol[i] = int64_t(x * 4096.0f);
        ol[n + i] = int64_t(double(L));
        oul[i] = uint64_t(std::fabs(x * 65536.0f));
        of[0 * n + i] = float(k);
        of[1 * n + i] = float(uint32_t(k));
        of[2 * n + i] = float(L);
        of[3 * n + i] = float(uint64_t(L));
        of[4 * n + i] = std::nearbyint(x * 0.37f);
        of[5 * n + i] = std::floor(x * 0.37f);
        of[6 * n + i] = std::ceil(x * 0.37f);
        of[7 * n + i] = std::trunc(x * 0.37f);
        of[8 * n + i] = float(double(x) * 1.0000001);
        od[0 * n + i] = double(x);
        od[1 * n + i] = double(L);
        od[2 * n + i] = double(uint64_t(L));
        od[3 * n + i] = double(k);
    }
    run_corpus("f32_convert.cl", {"f32_convert"}, [&](Ctx& ctx) {
        auto F = ctx.in(f), SI = ctx.in(si), SL = ctx.in(sl);
        auto OI = ctx.out<int32_t>(2 * n), OU = ctx.out<uint32_t>(n), OL = ctx.out<int64_t>(2 * n),
             OUL = ctx.out<uint64_t>(n), OF = ctx.out<float>(9 * n), OD = ctx.out<double>(4 * n);
        ctx.launch("f32_convert", d1(groups(n, ls)), d1(ls),
                   {P(OI), P(OU), P(OL), P(OUL), P(OF), P(OD), P(F), P(SI), P(SL), U(n), U(ls)});
        expect_eq(ctx.get<int32_t>(OI), oi, "(int)x, (int)rint(x)");
        expect_eq(ctx.get<uint32_t>(OU), ou, "(uint)|x|");
        expect_eq(ctx.get<int64_t>(OL), ol, "(long)(x*4096), (long)(double)L");
        expect_eq(ctx.get<uint64_t>(OUL), oul, "(ulong)|x*65536|");
        const auto gf = ctx.get<float>(OF);
        const char* names[] = {"(float)int", "(float)uint", "(float)long", "(float)ulong", "rint",
                               "floor", "ceil", "trunc", "(float)((double)x*c)"};
        for (size_t k = 0; k < 9; ++k) expect_eq(plane(gf, k, n), plane(of, k, n), names[k]);
        expect_eq(ctx.get<double>(OD), od, "to double");
    });
}

TEST_CASE("corpus: f64_math (add, mul, fma, div bitwise; sqrt within 1 ulp)") {
    const uint32_t n = 400, ls = 64;
    Rng r(4);
    std::vector<double> a(n), b(n);
    for (uint32_t i = 0; i < n; ++i) {
        a[i] = r.f64(-30, 30);
        b[i] = r.f64(-30, 30);
        if (i % 9 == 2) a[i] = b[i] * double(r.range(-1000, 1000) | 1);
        if (i % 9 == 5) a[i] = double(r.range(-100, 100)) + 0.5;
    }
    std::vector<double> want(9 * n);
    for (uint32_t i = 0; i < n; ++i) {
        const double x = a[i], y = b[i];
        want[0 * n + i] = x + y;
        want[1 * n + i] = x * y;
        want[2 * n + i] = std::fma(x, y, -x);
        want[3 * n + i] = x / y;
        want[4 * n + i] = std::sqrt(std::fabs(x));
        want[5 * n + i] = std::fmin(x, y);
        want[6 * n + i] = std::fmax(x, y);
        want[7 * n + i] = std::floor(x) + std::ceil(y);
        want[8 * n + i] = std::nearbyint(x * 3.0) - std::trunc(y * 5.0);
    }
    run_corpus("f64_math.cl", {"f64_math"}, [&](Ctx& ctx) {
        auto A = ctx.in(a), B = ctx.in(b);
        auto O = ctx.out<double>(9 * n);
        ctx.launch("f64_math", d1(groups(n, ls)), d1(ls), {P(O), P(A), P(B), U(n), U(ls)});
        const auto got = ctx.get<double>(O);
        const char* names[] = {"add", "mul", "fma", "div (IEEE sequence, correctly rounded)", "sqrt", "fmin", "fmax",
                               "floor+ceil", "rint-trunc"};
        for (size_t k = 0; k < 9; ++k) {
            // f64 sqrt is v_rsq_f64 refined by Newton-Raphson steps: not guaranteed correctly
            // rounded for every input, 1 ulp is.
            if (k == 4) expect_ulp(plane(got, k, n), plane(want, k, n), 1, names[k]);
            else expect_eq(plane(got, k, n), plane(want, k, n), names[k]);
        }
    });
}

TEST_CASE("corpus: int32_ops (arithmetic, mul_hi, shifts, bit counting; exact)") {
    const uint32_t n = 700, ls = 256;
    Rng r(5);
    std::vector<uint32_t> a(n), b(n);
    for (uint32_t i = 0; i < n; ++i) {
        a[i] = r.u32();
        b[i] = r.u32();
        if (i % 8 == 3) b[i] = (b[i] & ~31u) | (i & 31u);   // every shift amount
        if (i % 8 == 5) a[i] = a[i] >> r.range(0, 31);
        if (a[i] == 0x80000000u) a[i] = 0x80000001u;      // abs(INT_MIN) is undefined
    }
    a[0] = 0; b[0] = 0;
    a[1] = 0xffffffffu; b[1] = 0xffffffffu;
    std::vector<uint32_t> want(24 * size_t(n));
    for (uint32_t i = 0; i < n; ++i) {
        const uint32_t x = a[i], y = b[i];
        const int32_t sx = int32_t(x), sy = int32_t(y);
        uint32_t* o = &want[24 * size_t(i)];
        o[0] = x + y;
        o[1] = x - y;
        o[2] = x * y;
        o[3] = uint32_t((uint64_t(x) * y) >> 32);
        o[4] = uint32_t(uint64_t(int64_t(sx) * sy) >> 32);
        o[5] = x << (y & 31);
        o[6] = x >> (y & 31);
        o[7] = uint32_t(sx >> (y & 31));
        o[8] = (x & y) | (~x & (y >> 3));
        o[9] = x ^ ~y;
        o[10] = uint32_t(__builtin_popcount(x));
        o[11] = uint32_t(clz32(x & y));
        o[12] = uint32_t(ctz32(x & y));
        o[13] = bitrev32(x);
        o[14] = __builtin_bswap32(y);
        o[15] = (y & 31) ? (x << (y & 31)) | (x >> (32 - (y & 31))) : x;
        o[16] = (x & 0xffffffu) * (y & 0xffffffu);
        o[17] = uint32_t(std::min(sx, sy));
        o[18] = std::max(x, y);
        o[19] = uint32_t(sx < 0 ? -sx : sx);
        o[20] = uint32_t(sx / 8) + uint32_t(sx % 8);
        o[21] = (x >> 5) & 0x3ffu;
        o[22] = uint32_t(int32_t(x << 7) >> 20);
        o[23] = x * 0xfffffff9u + 12345u;
    }
    run_corpus("int32_ops.cl", {"int32_ops"}, [&](Ctx& ctx) {
        auto A = ctx.in(a), B = ctx.in(b);
        auto O = ctx.out<uint32_t>(24 * size_t(n));
        ctx.launch("int32_ops", d1(groups(n, ls)), d1(ls), {P(O), P(A), P(B), U(n), U(ls)});
        expect_eq(ctx.get<uint32_t>(O), want, "int32_ops [lane*24 + op]");
    });
}

TEST_CASE("corpus: int64_ops (64-bit arithmetic, shifts by 0..63, bit counting; exact)") {
    const uint32_t n = 300, ls = 64;
    Rng r(6);
    std::vector<uint64_t> a(n), b(n);
    for (uint32_t i = 0; i < n; ++i) {
        a[i] = r.u64();
        b[i] = r.u64();
        if (i % 6 == 1) a[i] >>= r.range(0, 63);
        if (i % 6 == 2) b[i] = a[i];
        if (i % 6 == 4) b[i] = uint64_t(r.range(-5, 5));
    }
    std::vector<uint64_t> want(20 * size_t(n));
    for (uint32_t i = 0; i < n; ++i) {
        const uint64_t x = a[i], y = b[i];
        const int64_t sx = int64_t(x), sy = int64_t(y);
        const uint32_t s = i & 63;
        uint64_t* o = &want[20 * size_t(i)];
        __extension__ typedef unsigned __int128 u128;
        o[0] = x + y;
        o[1] = x - y;
        o[2] = x * y;
        o[3] = uint64_t((u128(x) * u128(y)) >> 64);
        o[4] = x << s;
        o[5] = x >> s;
        o[6] = uint64_t(sx >> s);
        o[7] = x << (y & 63);
        o[8] = uint64_t(sx >> (y & 63));
        o[9] = uint64_t(__builtin_popcountll(x));
        o[10] = uint64_t(clz64(x >> s));
        o[11] = uint64_t(ctz64(x << s));
        o[12] = bitrev64(x);
        o[13] = __builtin_bswap64(y);
        o[14] = uint64_t(sx < sy) | (uint64_t(x < y) << 1) | (uint64_t(x == y) << 2) | (uint64_t(sx >= 0) << 3);
        o[15] = uint64_t(std::min(sx, sy));
        o[16] = std::max(x, y);
        o[17] = (x & ~y) ^ (y | (x >> 17));
        o[18] = uint64_t(int64_t(int32_t(uint32_t(x))) * int64_t(int32_t(uint32_t(y))));
        o[19] = (x & 0xffffffffULL) * (y & 0xffffffffULL);
    }
    run_corpus("int64_ops.cl", {"int64_ops"}, [&](Ctx& ctx) {
        auto A = ctx.in(a), B = ctx.in(b);
        auto O = ctx.out<uint64_t>(20 * size_t(n));
        ctx.launch("int64_ops", d1(groups(n, ls)), d1(ls), {P(O), P(A), P(B), U(n), U(ls)});
        expect_eq(ctx.get<uint64_t>(O), want, "int64_ops [lane*20 + op]");
    });
}

TEST_CASE("corpus: int_divmod (signed/unsigned, 32/64-bit, run-time and constant divisors; exact)") {
    const uint32_t n = 555, ls = 128;
    Rng r(7);
    std::vector<int32_t> a32(n), b32(n);
    std::vector<int64_t> a64(n), b64(n);
    for (uint32_t i = 0; i < n; ++i) {
        a32[i] = int32_t(r.u32());
        switch (i % 5) {
            case 0: b32[i] = int32_t(r.u32()); break;
            case 1: b32[i] = r.range(-20, 20); break;
            case 2: b32[i] = int32_t(r.u32() >> r.range(0, 31)); break;
            case 3: b32[i] = r.coin() ? 1 : -1; break;
            default: b32[i] = int32_t(r.u32() | 0x80000000u); break;
        }
        if (b32[i] == 0) b32[i] = 3;
        a64[i] = int64_t(r.u64());
        switch (i % 4) {
            case 0: b64[i] = int64_t(r.u64()); break;
            case 1: b64[i] = r.range(-1000, 1000); break;
            case 2: b64[i] = int64_t(r.u64() >> r.range(1, 63)); a64[i] >>= r.range(0, 40); break;
            default: b64[i] = int64_t(r.u32()); a64[i] = int64_t(r.u32()); break;   // both fit 32 bits
        }
        if (b64[i] == 0) b64[i] = -7;
        if (a32[i] == std::numeric_limits<int32_t>::min() && b32[i] == -1) a32[i] = 12345;
        if (a64[i] == std::numeric_limits<int64_t>::min()) a64[i] += 1;   // LONG_MIN / -1 excluded
    }
    a32[0] = std::numeric_limits<int32_t>::min();
    b32[0] = 2;
    a32[1] = std::numeric_limits<int32_t>::max();
    b32[1] = -1;
    std::vector<uint32_t> w32(10 * size_t(n));
    std::vector<uint64_t> w64(8 * size_t(n));
    for (uint32_t i = 0; i < n; ++i) {
        const int32_t x = a32[i], y = b32[i];
        const int64_t X = a64[i], Y = b64[i];
        uint32_t* p = &w32[10 * size_t(i)];
        p[0] = uint32_t(x / y);
        p[1] = uint32_t(x % y);
        p[2] = uint32_t(x) / uint32_t(y);
        p[3] = uint32_t(x) % uint32_t(y);
        p[4] = uint32_t(x / 7);
        p[5] = uint32_t(x % -3);
        p[6] = uint32_t(x) / 10u;
        p[7] = uint32_t(x) % 1000u;
        p[8] = uint32_t(x / -65536);
        p[9] = uint32_t(x) / 0x80000001u;
        uint64_t* q = &w64[8 * size_t(i)];
        q[0] = uint64_t(X / Y);
        q[1] = uint64_t(X % Y);
        q[2] = uint64_t(X) / uint64_t(Y);
        q[3] = uint64_t(X) % uint64_t(Y);
        q[4] = uint64_t(X / 1000000007LL);
        q[5] = uint64_t(X) % 10ULL;
        q[6] = uint64_t(X / int64_t(y));
        q[7] = uint64_t(X) / uint64_t(uint32_t(y));
    }
    run_corpus("int_divmod.cl", {"int_divmod"}, [&](Ctx& ctx) {
        auto A32 = ctx.in(a32), B32 = ctx.in(b32), A64 = ctx.in(a64), B64 = ctx.in(b64);
        auto O32 = ctx.out<uint32_t>(10 * size_t(n)), O64 = ctx.out<uint64_t>(8 * size_t(n));
        ctx.launch("int_divmod", d1(groups(n, ls)), d1(ls), {P(O32), P(O64), P(A32), P(B32), P(A64), P(B64), U(n), U(ls)});
        expect_eq(ctx.get<uint32_t>(O32), w32, "32-bit div/mod [lane*10 + op]");
        expect_eq(ctx.get<uint64_t>(O64), w64, "64-bit div/mod [lane*8 + op]");
    });
}

TEST_CASE("corpus: addr64 (64-bit pointer arithmetic: carries, negative indices, large pitch)") {
    const uint32_t n = 333, ls = 64, rows = 7;
    const uint64_t pitch = 65540;                       // bytes, beyond any 16-bit offset
    const uint64_t hi = 0xfedcba9876543210ULL;          // wraps the address space and back
    Rng r(8);
    std::vector<int32_t> in(n);
    for (auto& v : in) v = int32_t(r.u32());
    std::vector<uint8_t> pitched(rows * pitch);
    for (auto& v : pitched) v = uint8_t(r.u32());
    std::vector<int32_t> want(6 * size_t(n));
    for (uint32_t i = 0; i < n; ++i) {
        const uint32_t row = (i * 7u) % rows;
        int32_t v2;
        std::memcpy(&v2, &pitched[row * pitch + (i % 16u) * 4u], 4);
        int32_t* o = &want[6 * size_t(i)];
        o[0] = in[i];
        o[1] = in[n - 1 - i];
        o[2] = v2;
        o[3] = in[i];
        o[4] = int32_t(n - 1 - i);
        o[5] = int32_t(n - 1 - i);
    }
    run_corpus("addr64.cl", {"addr64"}, [&](Ctx& ctx) {
        auto I = ctx.in(in), PT = ctx.in(pitched);
        auto O = ctx.out<int32_t>(6 * size_t(n));
        ctx.launch("addr64", d1(groups(n, ls)), d1(ls), {P(O), P(I), P(PT), U64(pitch), U64(hi), U64(hi), U(rows), U(n), U(ls)});
        expect_eq(ctx.get<int32_t>(O), want, "addr64 [lane*6 + access]");
    });
}

TEST_CASE("corpus: branches (divergent if/else, switch, early return)") {
    const uint32_t n = 1000, ls = 64;
    Rng r(9);
    std::vector<int32_t> in(n);
    for (auto& v : in) v = r.range(-3000, 3000);
    std::vector<int32_t> want(2 * size_t(n), poison<int32_t>());
    for (uint32_t i = 0; i < n; ++i) {
        int x = in[i];
        int rr;
        if (x < 0) {
            rr = x < -1000 ? x * 3 : -x;
        } else if (x & 1) {
            rr = x * 5 + 1;
        } else {
            if ((x & 6) == 2) rr = x >> 1;
            else if ((x & 6) == 4) rr = x ^ 0x5a5a;
            else rr = x + 17;
        }
        switch (uint32_t(x) % 7u) {
            case 0: rr += 100; break;
            case 1: rr -= 3; rr *= 2; break;
            case 2: rr *= 2; break;
            case 3: rr = rr ^ x; break;
            case 5: rr = int32_t((uint32_t(rr) << 2) | 1u); break;
            default: rr = rr - x; break;
        }
        want[2 * i] = rr;
        if ((x & 15) == 3) continue;
        x = (x > 50 && (x % 3) != 0) ? x / 3 : x * 2;
        want[2 * i + 1] = x;
    }
    run_corpus("branches.cl", {"branches"}, [&](Ctx& ctx) {
        auto I = ctx.in(in);
        auto O = ctx.out<int32_t>(2 * size_t(n));
        ctx.launch("branches", d1(groups(n, ls)), d1(ls), {P(O), P(I), U(n), U(ls)});
        expect_eq(ctx.get<int32_t>(O), want, "branches [2*lane + k] (poison where a lane returned early)");
    });
}

TEST_CASE("corpus: loops (data-dependent trip counts, early exit, nested, do-while)") {
    const uint32_t n = 450, ls = 32, tlen = 40;
    Rng r(10);
    std::vector<int32_t> in(n), table(tlen);
    for (auto& v : in) v = r.range(-5000, 5000);
    for (auto& v : table) v = r.range(-5000, 6000);
    std::vector<int32_t> want(4 * size_t(n));
    for (uint32_t i = 0; i < n; ++i) {
        const int x = in[i];
        uint32_t c = 1u + uint32_t(x < 0 ? -x : x) % 1000u;
        int steps = 0;
        while (c != 1u && steps < 500) {
            c = (c & 1u) ? 3u * c + 1u : c >> 1;
            ++steps;
        }
        int found = -1;
        for (uint32_t k = 0; k < tlen; ++k)
            if (table[k] > x) {
                found = int(k);
                break;
            }
        int acc = 0;
        const int m = x & 7;
        for (int aa = 0; aa < m; ++aa)
            for (int bb = 0; bb <= aa; ++bb) {
                if ((aa + bb) & 1) continue;
                acc += aa * 10 + bb;
                if (acc > 150) break;
            }
        uint32_t u = uint32_t(x < 0 ? -x : x);
        int digits = 0;
        do {
            u /= 3u;
            ++digits;
        } while (u != 0u);
        want[4 * i + 0] = steps;
        want[4 * i + 1] = found;
        want[4 * i + 2] = acc;
        want[4 * i + 3] = digits;
    }
    run_corpus("loops.cl", {"loops"}, [&](Ctx& ctx) {
        auto I = ctx.in(in), T = ctx.in(table);
        auto O = ctx.out<int32_t>(4 * size_t(n));
        ctx.launch("loops", d1(groups(n, ls)), d1(ls), {P(O), P(I), P(T), U(tlen), U(n), U(ls)});
        expect_eq(ctx.get<int32_t>(O), want, "loops [4*lane + k]");
    });
}

TEST_CASE("corpus: lds_reduce (LDS tree reductions with barriers, work-groups of 32..256)") {
    const uint32_t n = 1000;
    Rng r(11);
    std::vector<int32_t> in(n);
    std::vector<float> fin(n);
    for (uint32_t i = 0; i < n; ++i) {
        in[i] = r.range(-100000, 100000);
        fin[i] = r.f32(-10, 10);
    }
    for (const uint32_t ls : {32u, 64u, 128u, 256u}) {
        const uint32_t g = groups(n, ls);
        std::vector<int32_t> wsum(g), wmax(g);
        std::vector<float> wf(g);
        for (uint32_t w = 0; w < g; ++w) {
            std::vector<int32_t> s(ls), m(ls);
            std::vector<float> f(ls);
            for (uint32_t l = 0; l < ls; ++l) {
                const uint32_t i = w * ls + l;
                s[l] = i < n ? in[i] : 0;
                m[l] = i < n ? in[i] : std::numeric_limits<int32_t>::min();
                f[l] = i < n ? fin[i] : 0.0f;
            }
            for (uint32_t st = ls / 2; st > 0; st >>= 1)
                for (uint32_t l = 0; l < st; ++l) {
                    s[l] += s[l + st];
                    m[l] = std::max(m[l], m[l + st]);
                    f[l] = f[l] + f[l + st];
                }
            wsum[w] = s[0];
            wmax[w] = m[0];
            wf[w] = f[0];
        }
        INFO("work-group size " << ls);
        run_corpus("lds_reduce.cl", {"lds_reduce"}, [&](Ctx& ctx) {
            auto I = ctx.in(in), F = ctx.in(fin);
            auto OS = ctx.out<int32_t>(g), OM = ctx.out<int32_t>(g), OF = ctx.out<float>(g);
            ctx.launch("lds_reduce", d1(g), d1(ls), {P(OS), P(OM), P(OF), P(I), P(F), U(n), U(ls)});
            expect_eq(ctx.get<int32_t>(OS), wsum, "group sums");
            expect_eq(ctx.get<int32_t>(OM), wmax, "group maxima");
            expect_eq(ctx.get<float>(OF), wf, "group float sums (fixed tree order, bitwise)");
        });
    }
}

TEST_CASE("corpus: lds_scan (Hillis-Steele scan in LDS, then a fix-up kernel)") {
    const uint32_t n = 1000;
    Rng r(12);
    std::vector<int32_t> in(n);
    for (auto& v : in) v = r.range(-1000, 1000);
    std::vector<int32_t> full(n);
    std::partial_sum(in.begin(), in.end(), full.begin());
    for (const uint32_t ls : {64u, 256u}) {
        const uint32_t g = groups(n, ls);
        std::vector<int32_t> local(n), sums(g, 0);
        for (uint32_t i = 0; i < n; ++i) {
            local[i] = in[i] + ((i % ls) ? local[i - 1] : 0);
            sums[i / ls] += in[i];
        }
        INFO("work-group size " << ls);
        run_corpus("lds_scan.cl", {"lds_scan", "lds_scan_fixup"}, [&](Ctx& ctx) {
            auto I = ctx.in(in);
            auto O = ctx.out<int32_t>(n), S = ctx.out<int32_t>(g);
            ctx.launch("lds_scan", d1(g), d1(ls), {P(O), P(S), P(I), U(n), U(ls)});
            expect_eq(ctx.get<int32_t>(O), local, "per-group inclusive scan");
            expect_eq(ctx.get<int32_t>(S), sums, "group totals");
            ctx.launch("lds_scan_fixup", d1(1), d1(256), {P(O), P(S), U(g), U(ls), U(n), U(256)});
            expect_eq(ctx.get<int32_t>(O), full, "whole-array inclusive scan");
        });
    }
}

TEST_CASE("corpus: lds_transpose (2D grid, 16x16 work-group, padded LDS tile, partial edges)") {
    const uint32_t rows = 37, cols = 53;
    Rng r(13);
    std::vector<float> in(rows * cols);
    for (auto& v : in) v = r.f32(-5, 5);
    std::vector<float> want(rows * cols);
    for (uint32_t y = 0; y < rows; ++y)
        for (uint32_t x = 0; x < cols; ++x) want[x * rows + y] = in[y * cols + x];
    run_corpus(
        "lds_transpose.cl", {"lds_transpose"},
        [&](Ctx& ctx) {
            auto I = ctx.in(in);
            auto O = ctx.out<float>(rows * cols);
            ctx.launch("lds_transpose", Dim3{groups(cols, 16), groups(rows, 16), 1}, Dim3{16, 16, 1},
                       {P(O), P(I), U(rows), U(cols)});
            expect_eq(ctx.get<float>(O), want, "transpose");
        },
        [](const wmma_asm::CodeObject& co) {
            const auto& k = co.kernel("lds_transpose");
            CHECK(k.reqd_workgroup_size[0] == 16);
            CHECK(k.reqd_workgroup_size[1] == 16);
            CHECK(k.group_segment_fixed_size >= 16 * 17 * 4);
        });
}

TEST_CASE("corpus: matmul_lds (tiled f32 GEMM through LDS, ragged M/N/K; bitwise)") {
    const uint32_t M = 37, N = 29, K = 45;
    Rng r(14);
    std::vector<float> A(M * K), B(K * N);
    for (auto& v : A) v = r.f32(-4, 4);
    for (auto& v : B) v = r.f32(-4, 4);
    std::vector<float> want(M * N);
    const uint32_t Kp = groups(K, 16) * 16;
    for (uint32_t i = 0; i < M; ++i)
        for (uint32_t j = 0; j < N; ++j) {
            float acc = 0.0f;
            for (uint32_t k = 0; k < Kp; ++k)   // the zero padding is part of the kernel's fma chain
                acc = std::fma(k < K ? A[i * K + k] : 0.0f, k < K ? B[k * N + j] : 0.0f, acc);
            want[i * N + j] = acc;
        }
    run_corpus("matmul_lds.cl", {"matmul_lds"}, [&](Ctx& ctx) {
        auto DA = ctx.in(A), DB = ctx.in(B);
        auto C = ctx.out<float>(M * N);
        ctx.launch("matmul_lds", Dim3{groups(N, 16), groups(M, 16), 1}, Dim3{16, 16, 1}, {P(C), P(DA), P(DB), U(M), U(N), U(K)});
        expect_eq(ctx.get<float>(C), want, "C = A*B");
    });
}

TEST_CASE("corpus: atomics_global (add/sub/min/max/and/or/xor, 64-bit, histogram, tickets)") {
    const uint32_t n = 900, ls = 128;
    Rng r(15);
    std::vector<int32_t> in(n);
    for (auto& v : in) v = r.range(-100000, 100000);
    const std::vector<int32_t> acc0 = {0, 0, std::numeric_limits<int32_t>::max(), std::numeric_limits<int32_t>::min(),
                                       -1 /* umin from 0xffffffff */, 0, -1, 0, 0x12345678};
    const std::vector<int64_t> acc64_0 = {0, std::numeric_limits<int64_t>::min()};
    std::vector<int32_t> acc = acc0;
    std::vector<int64_t> acc64 = acc64_0;
    std::vector<uint32_t> hist(17, 0);
    for (uint32_t i = 0; i < n; ++i) {
        const int32_t v = in[i];
        acc[0] = int32_t(uint32_t(acc[0]) + uint32_t(v));
        acc[1] = int32_t(uint32_t(acc[1]) - uint32_t(v));
        acc[2] = std::min(acc[2], v);
        acc[3] = std::max(acc[3], v);
        acc[4] = int32_t(std::min(uint32_t(acc[4]), uint32_t(v)));
        acc[5] = int32_t(std::max(uint32_t(acc[5]), uint32_t(v)));
        acc[6] &= v | int32_t(1u << (i & 31));
        acc[7] |= v & 0x0f0f0f0f;
        acc[8] ^= v;
        acc64[0] += int64_t(v) * 1000003;
        acc64[1] = std::max(acc64[1], int64_t(v) * (int64_t(1) << 20));
        hist[uint32_t(v) & 15u]++;
    }
    hist[16] = n;
    run_corpus("atomics_global.cl", {"atomics_global"}, [&](Ctx& ctx) {
        auto ACC = ctx.in(acc0), ACC64 = ctx.in(acc64_0), H = ctx.in(std::vector<uint32_t>(17, 0)), I = ctx.in(in);
        auto T = ctx.out<uint32_t>(n);
        ctx.launch("atomics_global", d1(groups(n, ls)), d1(ls), {P(ACC), P(ACC64), P(H), P(T), P(I), U(n), U(ls)});
        expect_eq(ctx.get<int32_t>(ACC), acc, "32-bit accumulators (add, sub, min, max, umin, umax, and, or, xor)");
        expect_eq(ctx.get<int64_t>(ACC64), acc64, "64-bit accumulators (add, max)");
        expect_eq(ctx.get<uint32_t>(H), hist, "histogram + ticket counter");
        auto tickets = ctx.get<uint32_t>(T);
        std::sort(tickets.begin(), tickets.end());
        std::vector<uint32_t> iota(n);
        std::iota(iota.begin(), iota.end(), 0u);
        expect_eq(tickets, iota, "tickets (sorted) are 0..n-1");
    });
}

TEST_CASE("corpus: atomics_cas (CAS loops, global and LDS, 32 and 64 bit)") {
    const uint32_t n = 700, ls = 64;
    Rng r(16);
    std::vector<int32_t> in(n);
    for (auto& v : in) v = r.range(-1000, 1000);
    const uint32_t g = groups(n, ls);
    const std::vector<uint32_t> g0 = {bits<uint32_t>(0.0f), 1u, bits<uint32_t>(-INFINITY)};
    const std::vector<uint64_t> g64_0 = {0x0123456789abcdefULL};
    double fsum = 0;
    uint32_t prod = 1;
    float fmax = -INFINITY;
    uint64_t x64 = g64_0[0];
    double f255 = 0;
    std::vector<int32_t> wg(g, 0);
    for (uint32_t i = 0; i < n; ++i) {
        const int32_t v = in[i];
        fsum += v;   // integer-valued: every order gives this exact sum
        prod *= uint32_t(v) | 1u;
        fmax = std::max(fmax, float(v) * 0.25f);
        x64 ^= (uint64_t(uint32_t(v)) << 32) | uint64_t(i * 2654435761u);
        f255 += v & 255;
        wg[i / ls] += v;
    }
    const std::vector<uint32_t> want_g = {bits<uint32_t>(float(fsum)), prod, bits<uint32_t>(fmax)};
    run_corpus("atomics_cas.cl", {"atomics_cas"}, [&](Ctx& ctx) {
        auto G = ctx.in(g0), G64 = ctx.in(g64_0), GF = ctx.in(std::vector<float>{0.0f}), I = ctx.in(in);
        auto W = ctx.out<int32_t>(g);
        ctx.launch("atomics_cas", d1(g), d1(ls), {P(G), P(G64), P(GF), P(W), P(I), U(n), U(ls)});
        expect_eq(ctx.get<uint32_t>(G), want_g, "f32 add via CAS, odd product, f32 max via CAS (bit patterns)");
        expect_eq(ctx.get<uint64_t>(G64), std::vector<uint64_t>{x64}, "64-bit xor via cmpxchg");
        expect_eq(ctx.get<float>(GF), std::vector<float>{float(f255)}, "__atomic_fetch_add on float");
        expect_eq(ctx.get<int32_t>(W), wg, "LDS CAS-loop sums per group");
    });
}

TEST_CASE("corpus: atomics_lds (LDS histogram, min/max/and/or/xor/sub, tickets)") {
    const uint32_t n = 1000, ls = 128;
    Rng r(17);
    std::vector<int32_t> in(n);
    for (auto& v : in) v = r.range(-(1 << 20), 1 << 20);
    const uint32_t g = groups(n, ls);
    std::vector<uint32_t> whist(32 * g, 0), ghist(32, 0);
    std::vector<int32_t> wstats(6 * g);
    for (uint32_t w = 0; w < g; ++w) {
        int32_t st[6] = {std::numeric_limits<int32_t>::max(), std::numeric_limits<int32_t>::min(), -1, 0, 0, 0};
        for (uint32_t i = w * ls; i < std::min(n, (w + 1) * ls); ++i) {
            const int32_t v = in[i];
            whist[32 * w + (uint32_t(v) & 31u)]++;
            ghist[uint32_t(v) & 31u]++;
            st[0] = std::min(st[0], v);
            st[1] = std::max(st[1], v);
            st[2] &= v | 0x10000;
            st[3] |= v & 0x00ff00ff;
            st[4] ^= v;
            st[5] -= v;
        }
        std::copy(st, st + 6, &wstats[6 * w]);
    }
    run_corpus("atomics_lds.cl", {"atomics_lds"}, [&](Ctx& ctx) {
        auto WH = ctx.out<uint32_t>(32 * g), WS = ctx.out<int32_t>(6 * g), GH = ctx.in(std::vector<uint32_t>(32, 0));
        auto T = ctx.out<uint32_t>(n), I = ctx.in(in);
        ctx.launch("atomics_lds", d1(g), d1(ls), {P(WH), P(WS), P(GH), P(T), P(I), U(n), U(ls)});
        expect_eq(ctx.get<uint32_t>(WH), whist, "per-group LDS histograms");
        expect_eq(ctx.get<int32_t>(WS), wstats, "per-group LDS min/max/and/or/xor/sub");
        expect_eq(ctx.get<uint32_t>(GH), ghist, "global histogram");
        const auto t = ctx.get<uint32_t>(T);
        for (uint32_t w = 0; w < g; ++w) {
            const uint32_t lo = w * ls, hi = std::min(n, lo + ls);
            std::vector<uint32_t> got(t.begin() + lo, t.begin() + hi), want(hi - lo);
            std::sort(got.begin(), got.end());
            std::iota(want.begin(), want.end(), 0u);
            expect_eq(got, want, "group " + std::to_string(w) + " tickets (sorted)");
        }
    });
}

TEST_CASE("corpus: f16_scalar (f16 arithmetic and conversions; exact)") {
    const uint32_t n = 640, ls = 64;
    Rng r(18);
    std::vector<uint16_t> a(n), b(n), c(n);
    std::vector<float> f(n);
    for (uint32_t i = 0; i < n; ++i) {
        a[i] = r.half(25);   // |a| < 2^11: a * 16 stays finite for the f16 -> int conversion
        b[i] = r.half(30);
        c[i] = r.half(30);
        switch (i % 8) {
            case 0: f[i] = r.f32(-30, 20); break;                           // subnormal, zero, normal, inf
            case 1: f[i] = r.f32(15, 17); break;                            // around the f16 overflow
            case 2: f[i] = hf(r.half(30)); break;                           // exactly representable
            case 3: f[i] = hf(r.half(30)) + hf(uint16_t(r.half(30) & 0x83ffu)) * 0x1p-11f; break;
            default: f[i] = r.f32(-12, 14); break;
        }
    }
    f[0] = 65519.0f;   // rounds down to 65504
    f[1] = 65520.0f;   // ties to even: inf
    f[2] = 0x1p-25f;   // ties to even: 0
    f[3] = 0x1.8p-25f;  // rounds up to the smallest subnormal
    std::vector<uint16_t> oh(10 * size_t(n));
    std::vector<float> of(2 * size_t(n));
    std::vector<int32_t> oi(n);
    for (uint32_t i = 0; i < n; ++i) {
        const uint16_t x = a[i], y = b[i], z = c[i];
        oh[0 * n + i] = h_add(x, y);
        oh[1 * n + i] = h_sub(x, y);
        oh[2 * n + i] = h_mul(x, y);
        oh[3 * n + i] = h_fma(x, y, z);
        oh[4 * n + i] = h_min(x, y);
        oh[5 * n + i] = h_max(x, y);
        oh[6 * n + i] = h_rne(f[i]);
        oh[7 * n + i] = h_rne(float(int32_t(f[i] * 0.001f)));
        oh[8 * n + i] = hf(x) < hf(y) ? z : h_neg(z);
        oh[9 * n + i] = h_mul(uint16_t(x | 0x8000u), z);
        of[0 * n + i] = hf(x);
        of[1 * n + i] = hf(x) * hf(y) + hf(z);   // the product of two halves is exact in f32
        oi[i] = int32_t(hf(h_mul(x, h_rne(16.0f))));
    }
    run_corpus(
        "f16_scalar.cl", {"f16_scalar"},
        [&](Ctx& ctx) {
            auto A = ctx.in(a), B = ctx.in(b), C = ctx.in(c), F = ctx.in(f);
            auto OH = ctx.out<uint16_t>(10 * size_t(n)), OF = ctx.out<float>(2 * size_t(n)), OI = ctx.out<int32_t>(n);
            ctx.launch("f16_scalar", d1(groups(n, ls)), d1(ls), {P(OH), P(OF), P(OI), P(A), P(B), P(C), P(F), U(n), U(ls)});
            const auto gh = ctx.get<uint16_t>(OH);
            const char* names[] = {"add", "sub", "mul", "fma", "min", "max", "f32->f16", "i32->f16", "select", "-|x|*z"};
            for (size_t k = 0; k < 10; ++k) expect_half_eq(plane(gh, k, n), plane(oh, k, n), names[k]);
            expect_eq(ctx.get<float>(OF), of, "f16->f32, f32 math on widened halves");
            expect_eq(ctx.get<int32_t>(OI), oi, "(int)(x*16)");
        },
        [](const wmma_asm::CodeObject& co) { CHECK(co.kernel("f16_scalar").descriptor.float_denorm_mode_16_64() == 3); });
}

TEST_CASE("corpus: f16_packed (half2/half4 packed math, pkrtz; exact)") {
    const uint32_t n = 400, ls = 64;
    Rng r(19);
    std::vector<uint16_t> a(2 * n), b(2 * n), c(2 * n);
    std::vector<float> f(2 * n);
    for (uint32_t i = 0; i < 2 * n; ++i) {
        a[i] = r.half(30);
        b[i] = r.half(30);
        c[i] = r.half(30);
        f[i] = (i % 6 == 1) ? r.f32(15, 17) : r.f32(-27, 16);
        if (i % 6 == 3) f[i] = hf(r.half(29)) * (1.0f + 0x1p-12f * float(r.range(1, 7)));   // between halves
    }
    f[0] = INFINITY;
    f[1] = -70000.0f;
    std::vector<uint16_t> o2(9 * 2 * size_t(n)), o4(4 * size_t(n));
    for (uint32_t i = 0; i < n; ++i) {
        const uint16_t xx = a[2 * i], xy = a[2 * i + 1], yx = b[2 * i], yy = b[2 * i + 1], zx = c[2 * i], zy = c[2 * i + 1];
        auto put = [&](size_t k, uint16_t lo, uint16_t hi) {
            o2[2 * (k * n + i)] = lo;
            o2[2 * (k * n + i) + 1] = hi;
        };
        put(0, h_add(xx, yx), h_add(xy, yy));
        put(1, h_mul(xx, yx), h_mul(xy, yy));
        put(2, h_fma(xx, yx, zx), h_fma(xy, yy, zy));
        put(3, h_min(xx, yx), h_min(xy, yy));
        put(4, h_max(xx, zx), h_max(xy, zy));
        put(5, h_sub(xy, zx), h_sub(xx, zy));
        put(6, h_mul(xx, zy), h_mul(yy, zx));
        put(7, h_rne(f[2 * i]), h_rne(f[2 * i + 1]));
        put(8, h_rtz(f[2 * i]), h_rtz(f[2 * i + 1]));
        o4[4 * i + 0] = h_add(h_mul(xx, zx), yx);
        o4[4 * i + 1] = h_add(h_mul(xy, zy), yy);
        o4[4 * i + 2] = h_add(h_mul(yx, zx), xx);
        o4[4 * i + 3] = h_add(h_mul(yy, zy), xy);
    }
    run_corpus("f16_packed.cl", {"f16_packed"}, [&](Ctx& ctx) {
        auto A = ctx.in(a), B = ctx.in(b), C = ctx.in(c), F = ctx.in(f);
        auto O2 = ctx.out<uint16_t>(9 * 2 * size_t(n)), O4 = ctx.out<uint16_t>(4 * size_t(n));
        ctx.launch("f16_packed", d1(groups(n, ls)), d1(ls), {P(O2), P(O4), P(A), P(B), P(C), P(F), U(n), U(ls)});
        const auto g2 = ctx.get<uint16_t>(O2);
        const char* names[] = {"pk add", "pk mul", "pk fma", "pk min", "pk max", "x.yx - z", "mixed lanes mul",
                               "f32x2 -> half2 (RNE)", "cvt_pkrtz (round toward zero)"};
        for (size_t k = 0; k < 9; ++k) expect_half_eq(plane(g2, k, 2 * size_t(n)), plane(o2, k, 2 * size_t(n)), names[k]);
        expect_half_eq(ctx.get<uint16_t>(O4), o4, "half4 mul then add");
    });
}

TEST_CASE("corpus: bf16_conv (manual and clang bf16 conversions; exact)") {
    const uint32_t n = 512, ls = 128;
    Rng r(20);
    std::vector<float> f(n);
    std::vector<uint16_t> a(n), b(n);
    for (uint32_t i = 0; i < n; ++i) {
        f[i] = r.f32(-40, 40);
        switch (i % 8) {
            case 1: f[i] = bits<float>((bits<uint32_t>(f[i]) & 0xffff0000u) | 0x8000u); break;   // exact ties
            case 2: f[i] = r.subnormal(); break;
            case 3: f[i] = bits<float>(0x7f800000u | (r.u32() & 0x807fffffu) | 1u); break;       // NaNs (s and q)
            case 4: f[i] = bits<float>(0x7f7f8000u | (r.u32() & 0x80007fffu)); break;            // near the top
            default: break;
        }
        a[i] = uint16_t(bits<uint32_t>(r.f32(-20, 20)) >> 16);
        b[i] = uint16_t(bits<uint32_t>(r.f32(-20, 20)) >> 16);
        if (i % 16 == 5) b[i] = uint16_t(bits<uint32_t>(r.subnormal()) >> 16);
    }
    f[0] = INFINITY;
    f[1] = -INFINITY;
    f[2] = std::numeric_limits<float>::max();   // rounds to inf
    std::vector<uint16_t> ob(5 * size_t(n));
    std::vector<float> of(2 * size_t(n));
    for (uint32_t i = 0; i < n; ++i) {
        const float x = f[i];
        ob[0 * n + i] = bf_rne(x);
        ob[1 * n + i] = uint16_t(bits<uint32_t>(x) >> 16);
        ob[2 * n + i] = bf_rne(bf_val(a[i]) * bf_val(b[i]));
        ob[3 * n + i] = bf_rne(bf_val(a[i]) + bf_val(b[i]));
        ob[4 * n + i] = bf_rne(x);
        of[0 * n + i] = bf_val(a[i]);
        of[1 * n + i] = bf_val(b[i]);
    }
    run_corpus("bf16_conv.cl", {"bf16_conv"}, [&](Ctx& ctx) {
        auto F = ctx.in(f), A = ctx.in(a), B = ctx.in(b);
        auto OB = ctx.out<uint16_t>(5 * size_t(n)), OF = ctx.out<float>(2 * size_t(n));
        ctx.launch("bf16_conv", d1(groups(n, ls)), d1(ls), {P(OB), P(OF), P(F), P(A), P(B), U(n), U(ls)});
        const auto gb = ctx.get<uint16_t>(OB);
        const char* names[] = {"f32->bf16 RNE (manual)", "f32->bf16 truncation", "bf16 mul", "bf16 add",
                               "f32->__bf16 (clang)"};
        for (size_t k = 0; k < 5; ++k) expect_eq(plane(gb, k, n), plane(ob, k, n), names[k]);
        expect_eq(ctx.get<float>(OF), of, "bf16 -> f32");
    });
}

namespace {

// Small-integer 16x16 matrices for the WMMA tests: every product and partial sum is exact.
std::vector<uint16_t> small_int_halves(Rng& r, size_t n, int lim) {
    std::vector<uint16_t> v(n);
    for (auto& h : v) h = h_rne(float(r.range(-lim, lim)));
    return v;
}

}  // namespace

TEST_CASE("corpus: wmma_tile (v_wmma_f32_16x16x16_f16, one tile per wave)") {
    const uint32_t tiles = 5, ls = 64;
    Rng r(21);
    const auto A = small_int_halves(r, 256 * tiles, 4), B = small_int_halves(r, 256 * tiles, 4);
    std::vector<float> C(256 * tiles);
    for (auto& v : C) v = float(r.range(-50, 50));
    std::vector<float> D(256 * tiles);
    for (uint32_t t = 0; t < tiles; ++t)
        for (uint32_t i = 0; i < 16; ++i)
            for (uint32_t j = 0; j < 16; ++j) {
                float acc = C[t * 256 + i * 16 + j];
                for (uint32_t k = 0; k < 16; ++k) acc += hf(A[t * 256 + i * 16 + k]) * hf(B[t * 256 + k * 16 + j]);
                D[t * 256 + i * 16 + j] = acc;
            }
    run_corpus("wmma_tile.cl", {"wmma_tile"}, [&](Ctx& ctx) {
        auto DA = ctx.in(A), DB = ctx.in(B), DC = ctx.in(C);
        auto DD = ctx.out<float>(256 * tiles);
        ctx.launch("wmma_tile", d1(groups(tiles * 32, ls)), d1(ls), {P(DD), P(DA), P(DB), P(DC), U(tiles), U(ls)});
        expect_eq(ctx.get<float>(DD), D, "D = A*B + C per tile");
    });
}

TEST_CASE("corpus: wmma_gemm (48x32x64 f16 GEMM, one output tile per wave, B through LDS)") {
    const uint32_t M = 48, N = 32, K = 64, ls = 128;
    Rng r(22);
    const auto A = small_int_halves(r, M * K, 3), B = small_int_halves(r, K * N, 3);
    std::vector<float> D(M * N);
    for (uint32_t i = 0; i < M; ++i)
        for (uint32_t j = 0; j < N; ++j) {
            float acc = 0;
            for (uint32_t k = 0; k < K; ++k) acc += hf(A[i * K + k]) * hf(B[k * N + j]);
            D[i * N + j] = acc;
        }
    const uint32_t waves = (M / 16) * (N / 16);
    run_corpus("wmma_gemm.cl", {"wmma_gemm"}, [&](Ctx& ctx) {
        auto DA = ctx.in(A), DB = ctx.in(B);
        auto DD = ctx.out<float>(M * N);
        ctx.launch("wmma_gemm", d1(groups(waves * 32, ls)), d1(ls), {P(DD), P(DA), P(DB), U(M), U(N), U(K), U(ls)});
        expect_eq(ctx.get<float>(DD), D, "D = A*B");
    });
}

TEST_CASE("corpus: wmma_variants (f16/bf16 outputs with opsel, bf16, iu8 signedness and clamp, iu4)") {
    Rng r(23);
    const auto A = small_int_halves(r, 256, 3), B = small_int_halves(r, 256, 3), C16 = small_int_halves(r, 256, 20);
    auto bf_small = [&](int lim) {
        std::vector<uint16_t> v(256);
        for (auto& x : v) x = uint16_t(bits<uint32_t>(float(r.range(-lim, lim))) >> 16);
        return v;
    };
    const auto Abf = bf_small(3), Bbf = bf_small(3), Cbf = bf_small(20);
    std::vector<float> C32(256);
    for (auto& v : C32) v = float(r.range(-100, 100));
    std::vector<int8_t> A8(256), B8(256);
    for (auto& v : A8) v = int8_t(r.u32());
    for (auto& v : B8) v = int8_t(r.u32());
    std::vector<int32_t> C8(256);
    for (auto& v : C8) v = r.range(-1000, 1000);
    std::vector<uint32_t> A4(32), B4(32);   // row m of A / column m of B: words 2m, 2m+1
    for (auto& v : A4) v = r.u32();
    for (auto& v : B4) v = r.u32();
    auto nib = [](const std::vector<uint32_t>& w, uint32_t m, uint32_t k) {
        const int v = int((w[2 * m + k / 8] >> (4 * (k % 8))) & 15u);
        return v >= 8 ? v - 16 : v;
    };

    std::vector<uint16_t> w_f16(512), w_bf16(256);
    std::vector<float> w_bf16_f32(256);
    std::vector<int32_t> w_iu8(1024), w_iu4(256);
    for (uint32_t i = 0; i < 16; ++i)
        for (uint32_t j = 0; j < 16; ++j) {
            const uint32_t idx = i * 16 + j;
            float h = 0, bf = 0;
            int64_t ss = 0, su = 0, uu = 0, s4 = 0;
            for (uint32_t k = 0; k < 16; ++k) {
                h += hf(A[i * 16 + k]) * hf(B[k * 16 + j]);
                bf += bf_val(Abf[i * 16 + k]) * bf_val(Bbf[k * 16 + j]);
                const int a8 = A8[i * 16 + k], b8 = B8[k * 16 + j];
                ss += a8 * b8;
                su += a8 * int(uint8_t(b8));
                uu += int(uint8_t(a8)) * int(uint8_t(b8));
                s4 += nib(A4, i, k) * nib(B4, j, k);
            }
            w_f16[idx] = h_rne(h + hf(C16[idx]));
            w_f16[256 + idx] = w_f16[idx];
            w_bf16_f32[idx] = bf + C32[idx];
            w_bf16[idx] = bf_rne(bf + bf_val(Cbf[idx]));
            w_iu8[idx] = int32_t(ss + C8[idx]);
            w_iu8[256 + idx] = int32_t(su + C8[idx]);
            w_iu8[512 + idx] = int32_t(uu + C8[idx]);
            const int64_t sat = ss + C8[idx] + 0x7ffe0000LL;
            w_iu8[768 + idx] = int32_t(std::min<int64_t>(sat, std::numeric_limits<int32_t>::max()));
            w_iu4[idx] = int32_t(s4 + C8[idx]);
        }
    run_corpus("wmma_variants.cl", {"wmma_variants"}, [&](Ctx& ctx) {
        auto dA = ctx.in(A), dB = ctx.in(B), dC16 = ctx.in(C16), dAbf = ctx.in(Abf), dBbf = ctx.in(Bbf),
             dC32 = ctx.in(C32), dCbf = ctx.in(Cbf), dA8 = ctx.in(A8), dB8 = ctx.in(B8), dC8 = ctx.in(C8),
             dA4 = ctx.in(A4), dB4 = ctx.in(B4);
        auto o_f16 = ctx.out<uint16_t>(512), o_bf32 = ctx.out<float>(256), o_bf16 = ctx.out<uint16_t>(256),
             o_iu8 = ctx.out<int32_t>(1024), o_iu4 = ctx.out<int32_t>(256);
        ctx.launch("wmma_variants", d1(1), d1(32),
                   {P(o_f16), P(o_bf32), P(o_bf16), P(o_iu8), P(o_iu4), P(dA), P(dB), P(dC16), P(dAbf), P(dBbf), P(dC32),
                    P(dCbf), P(dA8), P(dB8), P(dC8), P(dA4), P(dB4)});
        const auto g16 = ctx.get<uint16_t>(o_f16);
        expect_half_eq(plane(g16, 0, 256), plane(w_f16, 0, 256), "v_wmma_f16_16x16x16_f16 (low halves)");
        expect_half_eq(plane(g16, 1, 256), plane(w_f16, 1, 256), "v_wmma_f16_16x16x16_f16 op_sel (high halves)");
        expect_eq(ctx.get<float>(o_bf32), w_bf16_f32, "v_wmma_f32_16x16x16_bf16");
        expect_eq(ctx.get<uint16_t>(o_bf16), w_bf16, "v_wmma_bf16_16x16x16_bf16");
        const auto g8 = ctx.get<int32_t>(o_iu8);
        const char* names[] = {"iu8 signed x signed", "iu8 signed x unsigned", "iu8 unsigned x unsigned", "iu8 clamp"};
        for (size_t k = 0; k < 4; ++k) expect_eq(plane(g8, k, 256), plane(w_iu8, k, 256), names[k]);
        expect_eq(ctx.get<int32_t>(o_iu4), w_iu4, "iu4 signed x signed");
    });
}

TEST_CASE("corpus: wave_ops (DPP, ds_swizzle, ds_bpermute, permlane16/x16, readlane, ballot)") {
    const uint32_t n = 128, ls = 64;   // 4 full waves
    Rng r(24);
    std::vector<int32_t> in(n);
    for (auto& v : in) v = r.range(-1000, 1000);
    std::vector<int32_t> want(20 * size_t(n));
    for (uint32_t w = 0; w < n / 32; ++w) {
        const int32_t* v = &in[32 * w];
        uint32_t ball = 0, pos = 0;
        int32_t total = 0;
        for (uint32_t l = 0; l < 32; ++l) {
            ball |= uint32_t((v[l] & 3) == 1) << l;
            pos |= uint32_t(v[l] > 0) << l;
            total += v[l];
        }
        for (uint32_t l = 0; l < 32; ++l) {
            const int32_t old = -1 - int32_t(l);
            const uint32_t row = l & ~15u, rl = l & 15u;
            auto nib = [](uint64_t sel, uint32_t k) { return uint32_t((sel >> (4 * k)) & 15u); };
            int32_t* o = &want[20 * (32 * w + l)];
            o[0] = v[(l & ~3u) + (3u - (l & 3u))];
            o[1] = rl + 1 < 16 ? v[l + 1] : 0;
            o[2] = rl >= 3 ? v[l - 3] : old;
            o[3] = v[row + ((rl - 5u) & 15u)];
            o[4] = v[row + 15u - rl];
            o[5] = v[(l & ~7u) + 7u - (l & 7u)];
            o[6] = v[row + 3u];
            o[7] = v[row + (rl ^ 5u)];
            o[8] = v[l ^ 1u];
            o[9] = v[((l & 0x1cu) | 3u) ^ 0x1cu];
            o[10] = v[(l & ~3u) + ((0x4eu >> (2 * (l & 3u))) & 3u)];
            o[11] = v[(l * 7u + 3u) & 31u];
            o[12] = v[row + nib(0xfedcba9876543210ULL, rl)];
            o[13] = v[row + nib(0x9abcdef801234567ULL, rl)];
            o[14] = v[(16u - row) + nib(0x89abcdef01234567ULL, rl)];
            o[15] = v[0];
            o[16] = v[13];
            o[17] = int32_t(ball);
            o[18] = __builtin_popcount(pos & ((1u << l) - 1u));
            o[19] = total;
        }
    }
    run_corpus("wave_ops.cl", {"wave_ops"}, [&](Ctx& ctx) {
        auto I = ctx.in(in);
        auto O = ctx.out<int32_t>(20 * size_t(n));
        ctx.launch("wave_ops", d1(n / ls), d1(ls), {P(O), P(I), U(ls)});
        const auto got = ctx.get<int32_t>(O);
        const char* names[] = {"dpp quad_perm:[3,2,1,0]", "dpp row_shl:1 bound_ctrl (zero)", "dpp row_shr:3 (old kept)",
                               "dpp row_ror:5", "dpp row_mirror", "dpp row_half_mirror", "dpp row_share:3",
                               "dpp row_xmask:5", "ds_swizzle swap 1", "ds_swizzle bitmask", "ds_swizzle quad_perm",
                               "ds_bpermute", "permlane16 identity", "permlane16 shuffled", "permlanex16",
                               "readfirstlane", "readlane 13", "ballot", "mbcnt_lo", "dpp/permlanex16 wave sum"};
        for (uint32_t k = 0; k < 20; ++k) {
            std::vector<int32_t> g(n), wv(n);
            for (uint32_t i = 0; i < n; ++i) {
                g[i] = got[20 * i + k];
                wv[i] = want[20 * i + k];
            }
            expect_eq(g, wv, names[k]);
        }
    });
}

TEST_CASE("corpus: misc_alu (perm, alignbit, bfe, sad, dot4, fdot2, med3, frexp/ldexp, fract, class)") {
    const uint32_t n = 350, ls = 64;
    Rng r(25);
    std::vector<uint32_t> a(n), b(n);
    std::vector<float> f(n);
    for (uint32_t i = 0; i < n; ++i) {
        a[i] = r.u32();
        b[i] = r.u32();
        if (i % 4 == 1) a[i] = uint32_t(r.range(-3000, 80000));
        f[i] = r.f32(-140, 30);
        if (i % 9 == 2) f[i] = r.subnormal();
        if (i % 9 == 5) f[i] = r.coin() ? 0.0f : -0.0f;
        if (i % 9 == 7) f[i] = r.f32(-2, 1);
    }
    auto byte = [](uint32_t x, uint32_t k) { return (x >> (8 * k)) & 0xffu; };
    auto perm = [&](uint32_t s0, uint32_t s1, uint32_t sel) {
        uint32_t res = 0;
        for (uint32_t k = 0; k < 4; ++k) {
            const uint32_t s = byte(sel, k);
            uint32_t v;
            if (s < 4) v = byte(s1, s);
            else if (s < 8) v = byte(s0, s - 4);
            else if (s == 12) v = 0;
            else v = 0xff;   // 13..255 (8..11, the sign-replicating selectors, are not used)
            res |= v << (8 * k);
        }
        return res;
    };
    std::vector<uint32_t> wu(14 * size_t(n));
    std::vector<float> wf(8 * size_t(n));
    for (uint32_t i = 0; i < n; ++i) {
        const uint32_t x = a[i], y = b[i];
        const float g = f[i];
        uint32_t* o = &wu[14 * size_t(i)];
        o[0] = perm(x, y, 0x07020c05u);
        o[1] = perm(x, y, 0x0d000604u);
        o[2] = uint32_t(((uint64_t(x) << 32) | y) >> (y & 31u));
        const uint32_t off = y & 31u, wid = (y >> 5) & 31u;
        const uint32_t mask = (1u << wid) - 1u;   // RDNA3 pseudocode: (S0 >> S1[4:0]) & mask, then for
        o[3] = (x >> off) & mask;                 // v_bfe_i32 an arithmetic shift and sign extension
        const uint32_t sfield = uint32_t(int32_t(x) >> off) & mask;   // from bit width-1 (width 0: 0)
        o[4] = wid ? uint32_t(int32_t(sfield << (32 - wid)) >> (32 - wid)) : 0u;
        o[5] = (x & 0x00ffff00u) | (y & ~0x00ffff00u);
        uint32_t sad = i, dot = i;
        int32_t sdot = int32_t(i);
        for (uint32_t k = 0; k < 4; ++k) {
            const int d = int(byte(x, k)) - int(byte(y, k));
            sad += uint32_t(d < 0 ? -d : d);
            dot += byte(x, k) * byte(y, k);
            sdot += int32_t(int8_t(byte(x, k))) * int32_t(byte(y, k));
        }
        o[6] = sad;
        o[7] = dot;
        o[8] = uint32_t(sdot);
        o[9] = uint32_t(std::clamp(int32_t(x), -1000, 2000));
        o[10] = std::clamp(x, 100u, 70000u);
        o[11] = (x & 0xffffffu) * (y & 0xffffffu) + (y >> 8);
        o[12] = (x << 3) + y;
        int e = 0;
        const float mant = std::frexp(g, &e);
        o[13] = uint32_t(e);
        float* p = &wf[8 * size_t(i)];
        p[0] = mant;
        p[1] = std::ldexp(g, int(x % 40u) - 20);
        const float ag = std::fabs(g);
        p[2] = ag - std::floor(ag);
        const int cls = std::fpclassify(g);
        p[3] = float(1 + 2 * (cls == FP_SUBNORMAL) + 4 * (cls == FP_ZERO));
        p[4] = std::min(std::max(g, -1.5f), 2.25f);
        p[5] = float(byte(x, 0) + byte(x, 1) + byte(x, 2) + byte(x, 3));
        const int h1x = int(x & 15u) - 8, h1y = int(y & 15u) - 8, h2x = int((x >> 4) & 15u) - 8, h2y = int((y >> 4) & 15u) - 8;
        p[6] = float(h1x * h2x + h1y * h2y + int(i % 100u));
        p[7] = std::fabs(g) < 1.0f ? g * g : g + 1.0f;
    }
    run_corpus("misc_alu.cl", {"misc_alu"}, [&](Ctx& ctx) {
        auto A = ctx.in(a), B = ctx.in(b), F = ctx.in(f);
        auto OU = ctx.out<uint32_t>(14 * size_t(n)), OF = ctx.out<float>(8 * size_t(n));
        ctx.launch("misc_alu", d1(groups(n, ls)), d1(ls), {P(OU), P(OF), P(A), P(B), P(F), U(n), U(ls)});
        const auto gu = ctx.get<uint32_t>(OU);
        const auto gf = ctx.get<float>(OF);
        const char* un[] = {"v_perm_b32 #1", "v_perm_b32 #2", "v_alignbit_b32", "v_bfe_u32", "v_bfe_i32", "bfi",
                            "v_sad_u8", "v_dot4_u32_u8", "v_dot4_i32_iu8", "med3_i32", "med3_u32", "mad_u32_u24",
                            "lshl_add", "frexp exponent"};
        for (uint32_t k = 0; k < 14; ++k) {
            std::vector<uint32_t> g(n), w(n);
            for (uint32_t i = 0; i < n; ++i) {
                g[i] = gu[14 * i + k];
                w[i] = wu[14 * i + k];
            }
            expect_eq(g, w, un[k]);
        }
        const char* fn[] = {"frexp mantissa", "ldexp", "fract(|x|)", "class", "fmed3 clamp", "cvt_f32_ubyte sum",
                            "fdot2 (exact small ints)", "select"};
        for (uint32_t k = 0; k < 8; ++k) {
            std::vector<float> g(n), w(n);
            for (uint32_t i = 0; i < n; ++i) {
                g[i] = gf[8 * i + k];
                w[i] = wf[8 * i + k];
            }
            expect_eq(g, w, fn[k]);
        }
    });
}

TEST_CASE("corpus: select_minmax (vector compares, masks, selects, clamps, saturation)") {
    const uint32_t n = 333, ls = 32;
    Rng r(26);
    std::vector<int32_t> a(4 * n), b(4 * n);
    std::vector<float> fa(n), fb(n);
    for (uint32_t i = 0; i < 4 * n; ++i) {
        const bool wide = (i % 16) < 2;
        a[i] = wide ? int32_t(r.u32()) : r.range(-5, 5) * 50;
        b[i] = wide ? int32_t(r.u32()) : r.range(-5, 5) * 50;
    }
    for (uint32_t i = 0; i < n; ++i) {
        fa[i] = r.f32(-3, 3);
        fb[i] = (i % 5 == 0) ? fa[i] : r.f32(-3, 3);
    }
    std::vector<int32_t> w4(4 * 4 * size_t(n)), w(8 * size_t(n));
    std::vector<float> wf(5 * size_t(n));
    for (uint32_t i = 0; i < n; ++i) {
        const int32_t* x = &a[4 * i];
        const int32_t* y = &b[4 * i];
        int32_t lt[4];
        for (int c = 0; c < 4; ++c) {
            lt[c] = x[c] < y[c] ? -1 : 0;
            w4[4 * (0 * n + i) + c] = lt[c];
            w4[4 * (1 * n + i) + c] = (x[c] & lt[c]) | (y[c] & ~lt[c]);
            w4[4 * (2 * n + i) + c] = x[c] > y[c] ? x[c] : y[c];
        }
        w4[4 * (3 * n + i) + 0] = x[0] == y[0];
        w4[4 * (3 * n + i) + 1] = x[1] != y[1];
        w4[4 * (3 * n + i) + 2] = x[2] <= y[2];
        w4[4 * (3 * n + i) + 3] = x[3] >= y[3];
        const int32_t s = x[0], t = y[0];
        int32_t* p = &w[8 * size_t(i)];
        p[0] = std::min(s, t);
        p[1] = int32_t(std::max(uint32_t(s), uint32_t(t)));
        p[2] = (s > 0) - (s < 0);
        p[3] = int32_t(s > t ? uint32_t(s) - uint32_t(t) : uint32_t(t) - uint32_t(s));
        p[4] = int32_t(std::clamp<int64_t>(int64_t(s) + t, std::numeric_limits<int32_t>::min(), std::numeric_limits<int32_t>::max()));
        p[5] = (lt[0] | lt[1] | lt[2] | lt[3]) != 0;
        p[6] = (lt[0] & lt[1] & lt[2] & lt[3]) != 0;
        p[7] = std::clamp(s, -100, 100);
        const float f = fa[i], g = fb[i];
        float* q = &wf[5 * size_t(i)];
        q[0] = f < g ? f : g;
        q[1] = f > g ? f : g;
        q[2] = f < 0.0f ? -f : f;
        q[3] = f < -1.0f ? -1.0f : (f > 1.0f ? 1.0f : f);
        q[4] = (f > g && g > 0.0f) ? f - g : (f <= g ? g * 2.0f : 0.5f);
    }
    run_corpus("select_minmax.cl", {"select_minmax"}, [&](Ctx& ctx) {
        auto A = ctx.in(a), B = ctx.in(b), FA = ctx.in(fa), FB = ctx.in(fb);
        auto O4 = ctx.out<int32_t>(16 * size_t(n)), O = ctx.out<int32_t>(8 * size_t(n)), OF = ctx.out<float>(5 * size_t(n));
        ctx.launch("select_minmax", d1(groups(n, ls)), d1(ls), {P(O4), P(O), P(OF), P(A), P(B), P(FA), P(FB), U(n), U(ls)});
        const auto g4 = ctx.get<int32_t>(O4);
        const char* vn[] = {"int4 x < y mask", "min by mask", "vector select", "scalar compares"};
        for (size_t k = 0; k < 4; ++k) expect_eq(plane(g4, k, 4 * size_t(n)), plane(w4, k, 4 * size_t(n)), vn[k]);
        expect_eq(ctx.get<int32_t>(O), w, "scalar min/umax/sign/absdiff/sat-add/any/all/clamp [8*lane + k]");
        expect_eq(ctx.get<float>(OF), wf, "float selects [5*lane + k]");
    });
}

TEST_CASE("corpus: grid2d and grid3d (packed work-item ids, workgroup_id_y/z, partial groups)") {
    const uint32_t w2 = 45, h2 = 27, lx2 = 8, ly2 = 4;
    std::vector<uint32_t> want2(w2 * h2);
    for (uint32_t y = 0; y < h2; ++y)
        for (uint32_t x = 0; x < w2; ++x) want2[y * w2 + x] = (x * 1000u + y) ^ ((x % lx2) << 24) ^ ((y % ly2) << 28);
    const uint32_t w3 = 13, h3 = 9, d3 = 7, lx3 = 4, ly3 = 4, lz3 = 2;
    std::vector<uint32_t> want3(w3 * h3 * d3);
    for (uint32_t z = 0; z < d3; ++z)
        for (uint32_t y = 0; y < h3; ++y)
            for (uint32_t x = 0; x < w3; ++x)
                want3[(z * h3 + y) * w3 + x] = x | (y << 8) | (z << 16) | ((z % lz3) << 24) | ((z / lz3) << 28);
    run_corpus("grid3d.cl", {"grid2d", "grid3d"}, [&](Ctx& ctx) {
        auto O2 = ctx.out<uint32_t>(w2 * h2);
        ctx.launch("grid2d", Dim3{groups(w2, lx2), groups(h2, ly2), 1}, Dim3{lx2, ly2, 1}, {P(O2), U(w2), U(h2), U(lx2), U(ly2)});
        expect_eq(ctx.get<uint32_t>(O2), want2, "grid2d");
        auto O3 = ctx.out<uint32_t>(w3 * h3 * d3);
        ctx.launch("grid3d", Dim3{groups(w3, lx3), groups(h3, ly3), groups(d3, lz3)}, Dim3{lx3, ly3, lz3},
                   {P(O3), U(w3), U(h3), U(d3), U(lx3), U(ly3), U(lz3)});
        expect_eq(ctx.get<uint32_t>(O3), want3, "grid3d");
    });
}

TEST_CASE("corpus: implicit_args (hidden group size, block counts, grid dims)") {
    const Dim3 grid{3, 2, 1}, block{16, 4, 1};
    const uint32_t total = uint32_t(grid.count() * block.count()), n = total - 5;
    std::vector<uint32_t> want(6 * size_t(total), poison<uint32_t>());
    for (uint32_t f = 0; f < n; ++f) {
        const uint32_t v[6] = {16, 4, 1, 3, 2, 2};
        std::copy(v, v + 6, &want[6 * size_t(f)]);
    }
    run_corpus(
        "implicit_args.cl", {"implicit_args"},
        [&](Ctx& ctx) {
            auto O = ctx.out<uint32_t>(6 * size_t(total));
            ctx.launch("implicit_args", grid, block, {P(O), U(n)});
            expect_eq(ctx.get<uint32_t>(O), want, "implicit arguments [6*flat + k]");
        },
        [](const wmma_asm::CodeObject& co) {
            std::set<std::string> kinds;
            for (const auto& a : co.kernel("implicit_args").args) kinds.insert(a.value_kind);
            CHECK(kinds.count("hidden_group_size_x") == 1);
            CHECK(kinds.count("hidden_block_count_x") == 1);
            CHECK(kinds.count("hidden_grid_dims") == 1);
        });
}

TEST_CASE("corpus: private_mem (scratch arrays with dynamic indices, sort, structs)") {
    const uint32_t n = 200, ls = 64;
    Rng r(27);
    std::vector<int32_t> in(4 * n);
    for (auto& v : in) v = r.range(-100000, 100000);
    std::vector<int32_t> want(19 * size_t(n));
    std::vector<float> wantf(n);
    for (uint32_t i = 0; i < n; ++i) {
        int v[48];
        for (int k = 0; k < 48; ++k) v[k] = in[(i * 48u + uint32_t(k)) % (n * 4u)];
        int acc = 0;
        for (int k = 0; k < 48; ++k) {
            const int j = (v[k] & 0x7fffffff) % 48;
            acc += v[j] ^ k;
            v[(j * 7 + k) % 48] += 1;
        }
        for (int k = 1; k < 16; ++k) {
            const int key = v[k];
            int j = k - 1;
            while (j >= 0 && v[j] > key) {
                v[j + 1] = v[j];
                --j;
            }
            v[j + 1] = key;
        }
        const int pick = (v[40] & 0x7fffffff) % 8;
        float wsum = 0.0f;
        for (int k = 0; k <= pick; ++k) wsum += float(k + 1) * 0.5f;
        int32_t* o = &want[19 * size_t(i)];
        std::copy(v, v + 16, o);
        o[16] = acc;
        o[17] = v[pick + 16];
        o[18] = int16_t(v[pick] & 0x7fff);
        wantf[i] = wsum;
    }
    run_corpus(
        "private_mem.cl", {"private_mem"},
        [&](Ctx& ctx) {
            auto I = ctx.in(in);
            auto O = ctx.out<int32_t>(19 * size_t(n)), OF = ctx.out<float>(n);
            ctx.launch("private_mem", d1(groups(n, ls)), d1(ls), {P(O), P(OF), P(I), U(n), U(ls)});
            expect_eq(ctx.get<int32_t>(O), want, "private arrays [19*lane + k]");
            expect_eq(ctx.get<float>(OF), wantf, "struct weights");
        },
        [](const wmma_asm::CodeObject& co) { CHECK(co.kernel("private_mem").private_segment_fixed_size > 0); });
}

TEST_CASE("corpus: calls (stack arguments, call chains, out-parameters)") {
    const uint32_t n = 300, ls = 64;
    Rng r(28);
    std::vector<int32_t> a(n), b(n);
    for (uint32_t i = 0; i < n; ++i) {
        a[i] = r.range(1, 100000) * (i % 7 == 3 ? -1 : 1);
        b[i] = (i % 11 == 4) ? 0 : r.range(1, 100000);
    }
    auto gcd = [](int x, int y) {
        while (y != 0) {
            const int t = x % y;
            x = y;
            y = t;
        }
        return x;
    };
    auto chain_c = [](int x, int k) {
        int t[8];
        for (int j = 0; j < 8; ++j) t[j] = (x >> j) ^ (k * j);
        return t[uint32_t(x) % 8u] + t[uint32_t(k) % 8u];
    };
    auto chain_b = [&](int x, int k) {
        int t[6];
        for (int j = 0; j < 6; ++j) t[j] = chain_c(x + j, k) & 0xffff;
        return t[uint32_t(k) % 6u] - t[uint32_t(x ^ k) % 6u];
    };
    std::vector<int32_t> want(5 * size_t(n));
    for (uint32_t i = 0; i < n; ++i) {
        const int x = a[i], y = b[i];
        int args[36];
        for (int k = 0; k < 36; ++k) args[k] = (k % 2 ? y : x) + (k >= 2 ? k - 1 : 0);
        int wide = 0;
        const int coef[36] = {1, -1, 2, -1, 3, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1,
                              1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 5, -1, 7, -11, 13, -17};
        for (int k = 0; k < 36; ++k) wide += coef[k] * args[k];
        const uint32_t base = i & ~7u, len = std::min(8u, n - base);
        const int k13 = int(i % 13u);
        int32_t* o = &want[5 * size_t(i)];
        o[0] = gcd(x, y);
        o[1] = chain_b(x, k13) * 3 + chain_c(k13, x);
        o[2] = wide;
        o[3] = *std::min_element(&a[base], &a[base] + len);
        o[4] = *std::max_element(&a[base], &a[base] + len);
    }
    run_corpus("calls.cl", {"calls"}, [&](Ctx& ctx) {
        auto A = ctx.in(a), B = ctx.in(b);
        auto O = ctx.out<int32_t>(5 * size_t(n));
        ctx.launch("calls", d1(groups(n, ls)), d1(ls), {P(O), P(A), P(B), U(n), U(ls)});
        expect_eq(ctx.get<int32_t>(O), want, "calls [5*lane + k]");
    });
}

TEST_CASE("corpus: globals_tables (constant CRC table, program-scope global kept across launches)") {
    auto crc32 = [](const uint8_t* p, size_t len) {
        uint32_t c = 0xffffffffu;
        for (size_t k = 0; k < len; ++k) {
            c ^= p[k];
            for (int b = 0; b < 8; ++b) c = (c & 1u) ? (c >> 1) ^ 0xedb88320u : c >> 1;
        }
        return ~c;
    };
    const uint8_t check[] = {'1', '2', '3', '4', '5', '6', '7', '8', '9'};
    REQUIRE(crc32(check, 9) == 0xcbf43926u);   // the reference itself
    const uint32_t n = 100, ls = 64, stride = 37, len = 33;
    Rng r(29);
    std::vector<uint8_t> data(n * stride);
    for (auto& v : data) v = uint8_t(r.u32());
    std::vector<uint32_t> want(n);
    for (uint32_t i = 0; i < n; ++i) want[i] = crc32(&data[i * stride], len);
    const uint32_t nb = 200;
    std::vector<int32_t> bump(nb);
    for (auto& v : bump) v = r.range(-100, 100);
    std::vector<int32_t> state = {1, 2, 3, 5, 8, 13, 21, 34};
    const std::vector<int32_t> initial = state;
    for (uint32_t i = 0; i < nb; ++i) state[i & 7u] += bump[i];
    std::vector<int32_t> twice = initial;
    for (uint32_t i = 0; i < nb; ++i) twice[i & 7u] += 2 * bump[i];
    run_corpus("globals_tables.cl", {"crc32", "bump", "dump"}, [&](Ctx& ctx) {
        auto D = ctx.in(data);
        auto O = ctx.out<uint32_t>(n);
        ctx.launch("crc32", d1(groups(n, ls)), d1(ls), {P(O), P(D), U(stride), U(len), U(n), U(ls)});
        expect_eq(ctx.get<uint32_t>(O), want, "CRC-32 per lane");
        auto S = ctx.out<int32_t>(8), B = ctx.in(bump);
        ctx.launch("dump", d1(1), d1(32), {P(S)});
        expect_eq(ctx.get<int32_t>(S), initial, "program-scope global, initial .data");
        ctx.launch("bump", d1(groups(nb, ls)), d1(ls), {P(B), U(nb), U(ls)});
        ctx.launch("dump", d1(1), d1(32), {P(S)});
        expect_eq(ctx.get<int32_t>(S), state, "after one bump");
        ctx.launch("bump", d1(groups(nb, ls)), d1(ls), {P(B), U(nb), U(ls)});
        ctx.launch("dump", d1(1), d1(32), {P(S)});
        expect_eq(ctx.get<int32_t>(S), twice, "after two bumps");
    });
}

TEST_CASE("corpus: bytes_vectors (8/16-bit loads and stores, 64/96/128-bit vectors)") {
    const uint32_t n = 301, ls = 64;
    Rng r(30);
    std::vector<int8_t> c(n);
    std::vector<uint8_t> uc(n);
    std::vector<int16_t> s(n);
    std::vector<uint16_t> us(n);
    std::vector<int32_t> v2(2 * n), v3(3 * n);
    std::vector<float> f4(4 * n);
    for (uint32_t i = 0; i < n; ++i) {
        c[i] = int8_t(r.u32());
        uc[i] = uint8_t(r.u32());
        s[i] = int16_t(r.u32());
        us[i] = uint16_t(r.u32());
    }
    for (auto& v : v2) v = int32_t(r.u32());
    for (auto& v : v3) v = int32_t(r.u32());
    for (auto& v : f4) v = r.f32(-130, 10);
    std::vector<uint8_t> wb(2 * n);
    std::vector<int16_t> ws(2 * n);
    std::vector<int32_t> w4(4 * n), w3(3 * n);
    std::vector<float> wf(4 * n);
    for (uint32_t i = 0; i < n; ++i) {
        const int sc = c[i], ss = s[i];
        const uint32_t zc = uc[i], zs = us[i];
        wb[i] = uint8_t(sc + int(zc));
        wb[n + i] = uint8_t((zc >> 1) ^ (i & 0xffu));
        ws[i] = int16_t(ss * 3 - int(zs));
        ws[n + i] = int16_t(sc * 100);
        const int32_t* q = &v3[3 * i];
        w4[4 * i + 0] = int32_t(uint32_t(v2[2 * i]) + uint32_t(sc));
        w4[4 * i + 1] = int32_t(uint32_t(v2[2 * i + 1]) - uint32_t(ss));
        w4[4 * i + 2] = q[0] ^ q[1];
        w4[4 * i + 3] = int32_t(uint32_t(q[2]) + zs);
        w3[3 * i + 0] = int32_t(uint32_t(q[2]) * 2u);
        w3[3 * i + 1] = int32_t(uint32_t(q[0]) * 2u);
        w3[3 * i + 2] = int32_t(uint32_t(q[1]) * 2u);
        for (uint32_t k = 0; k < 4; ++k) wf[4 * i + k] = rn(f4[4 * i + k] * 0.5f) + float(uc[(i + k) % n]);
    }
    run_corpus("bytes_vectors.cl", {"bytes_vectors"}, [&](Ctx& ctx) {
        auto C = ctx.in(c), UC = ctx.in(uc), S = ctx.in(s), US = ctx.in(us), V2 = ctx.in(v2), V3 = ctx.in(v3), F4 = ctx.in(f4);
        auto OB = ctx.out<uint8_t>(2 * n), OS = ctx.out<int16_t>(2 * n), O4 = ctx.out<int32_t>(4 * n),
             O3 = ctx.out<int32_t>(3 * n), OF = ctx.out<float>(4 * n);
        ctx.launch("bytes_vectors", d1(groups(n, ls)), d1(ls),
                   {P(OB), P(OS), P(O4), P(O3), P(OF), P(C), P(UC), P(S), P(US), P(V2), P(V3), P(F4), U(n), U(ls)});
        expect_eq(ctx.get<uint8_t>(OB), wb, "byte stores");
        expect_eq(ctx.get<int16_t>(OS), ws, "short stores");
        expect_eq(ctx.get<int32_t>(O4), w4, "int4 stores");
        expect_eq(ctx.get<int32_t>(O3), w3, "int3 (96-bit) stores");
        expect_eq(ctx.get<float>(OF), wf, "float4 math with uchar4 conversions");
    });
}
