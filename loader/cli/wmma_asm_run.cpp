// wmma_asm_run: run a kernel of the pack (or any code object) on the HIP or emulator backend,
// check it against the CPU reference and report its speed.
//
// Every failure prints one line "wmma_asm_run: error: ..." on stderr and exits non-zero:
// 1 for a failed run or check, 2 for bad usage.
#include <algorithm>
#include <cctype>
#include <climits>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <limits>
#include <optional>
#include <set>
#include <string>
#include <type_traits>
#include <vector>

#include "wmma_asm/attention.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/device.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/file.hpp"
#include "wmma_asm/gemm.hpp"
#include "wmma_asm/kernargs.hpp"
#include "wmma_asm/library.hpp"
#include "wmma_asm/staging.hpp"

namespace {

using wmma_asm::Error;

const char* kUsage = R"(usage: wmma_asm_run [options]

Run a GEMM (C[b] = alpha * op(A[b]) * op(B[b]) + beta * C[b], b < batch):
  --kernel NAME|auto     kernel from the catalog (see --list), or auto (the default): the
                         pack's selection table picks it for the types, layout and shape
  --layout NN|NT|TN|TT   op(A), op(B): N reads A as M x K (B as K x N) row-major, T reads A
                         stored K x M (B stored N x K) (default: NN, or the named kernel's)
  --dtype f16|bf16|i8|u8 A and B (default f16, or the named kernel's)
  --out f32|f16|bf16|i32 C (default f32, i32 for i8/u8, or the named kernel's); FP32
                         accumulation for the float types, exact i32 for the integer ones
  --batch B              matrices per operand (default 1); batch b in grid z
  --stride-a/--stride-b/--stride-c S
                         elements between consecutive matrices of a batch (default: one
                         matrix apart; 0 uses one A or B for every batch)
  --split-k S            cut K into S pieces summed by a deterministic reduction kernel
                         (any C type and batch; default 1: no split)
  --m M --n N --k K      problem size; N and K default to M (default M = 256)
  --lda/--ldb/--ldc LD   leading dimensions in elements (default: tight, rounded up to the
                         kernel's ld multiple)
  --alpha A --beta B     C = alpha*A*B + beta*C (default 1, 0; integers for an i32 C)
  --seed S               test-data seed (default 1)
  --iters N              launches to time (default 1); the best time is reported
  --check / --no-check   compare with the CPU reference (default: check)
  --select-only          print the kernel (and split) --kernel auto picks for the problem and
                         why, without running it

Run attention (--op attention; O = softmax(scale Q K^T + mask) V, FP16, docs/attention.md):
  --op gemm|attention    what to run (default gemm)
  --batch B --heads H    batch and query heads (default 1, 1)
  --kv-heads HKV         K/V heads, a divisor of H (default H; fewer: GQA / MQA)
  --seqlen S             query length (required); --seqlen-kv SK keys (default S)
  --head-dim D           64 or 128 (the pack's kernels; required)
  --causal               causal mask, aligned bottom-right when S != SK
  --scale X              softmax scale (default 1/sqrt(D))
  --qkv-layout bhsd|bshd storage of Q, K, V, O (default bhsd: [B,H,S,D]; bshd: [B,S,H,D])
  --kernel NAME|auto, --seed, --iters, --check/--no-check, --json, --counters as for a GEMM;
  FLOPs = 4 B H S SK D, halved when causal

Run any code object (generic runner):
  --hsaco FILE --entry NAME --grid X[,Y,Z] --block X[,Y,Z] [--arg SPEC ...]
    SPEC is one explicit kernel argument, in order:
      u32=V i32=V f32=V u64=V f64=V   a scalar
      in=FILE                          a buffer initialised from FILE (read-only use)
      inout=FILE                       a buffer from FILE, written back to FILE afterwards
      out=FILE:BYTES                   a zeroed buffer of BYTES, written to FILE afterwards
      zero=BYTES                       a zeroed scratch buffer

Common:
  --backend hip|emu|auto  device backend (default auto: HIP when a GPU exists, else emu)
  --arch GFX              kernel pack / emulator ISA (default gfx1151)
  --pack-dir DIR          directory with catalog.txt and the .hsaco files
  --strict / --no-strict  emulator strict mode (default on)
  --max-instructions N    emulator per-wave instruction budget
  --threads N             emulator host threads (default: all cores)
  --counters              emulator: collect the exact execution counters and run the timing
                          model (modelled time and TFLOP/s); also in --json
  --json                  print the result as one JSON object
  --list                  list the kernels of the pack with their parameters
  --help                  this text
)";

[[noreturn]] void usage_error(const std::string& msg) {
    std::cerr << "wmma_asm_run: error: " << msg << " (see --help)\n";
    std::exit(2);
}

uint64_t parse_count(const std::string& opt, const std::string& v, uint64_t max = 0xffffffffull) {
    // strtoull skips leading white space and accepts a sign (negating the value modulo 2^64), so
    // only a string that starts with a digit reaches it.
    if (v.empty() || !std::isdigit(static_cast<unsigned char>(v[0])))
        usage_error(opt + " needs a positive integer, got '" + v + "'");
    errno = 0;
    char* end = nullptr;
    const unsigned long long x = std::strtoull(v.c_str(), &end, 10);
    if (errno || *end || end == v.c_str()) usage_error(opt + " needs a positive integer, got '" + v + "'");
    if (x == 0) usage_error(opt + " must be at least 1, got 0");
    if (x > max) usage_error(opt + " = " + v + " is too large (at most " + std::to_string(max) + ")");
    return x;
}

std::string float_text(double x) {
    char b[32];
    std::snprintf(b, sizeof b, "%.9g", x);
    return b;
}

const char* const kNotANumber = "not a number";

// A float or double literal, all of `v` used and no leading white space (which strtof would
// skip). strtof/strtod report ERANGE for a subnormal result too, although it is representable
// (and the pack's kernels keep FP32 denormals: .amdhsa_float_denorm_mode_32 3), so only
// overflow and an underflow to zero are refused. Returns "", kNotANumber, or the range problem.
template <typename T>
std::string parse_real(const std::string& v, T& out) {
    const char* type = std::is_same_v<T, float> ? "FP32" : "FP64";
    if (v.empty() || std::isspace(static_cast<unsigned char>(v[0]))) return kNotANumber;
    errno = 0;
    char* end = nullptr;
    if constexpr (std::is_same_v<T, float>) out = std::strtof(v.c_str(), &end);
    else out = std::strtod(v.c_str(), &end);
    if (end == v.c_str() || *end) return kNotANumber;
    if (errno == ERANGE && std::isinf(out))
        return std::string("beyond the ") + type + " range (largest finite " + float_text(std::numeric_limits<T>::max()) + ")";
    if (errno == ERANGE && out == 0)
        return std::string("below the smallest ") + type + " subnormal (" + float_text(std::numeric_limits<T>::denorm_min()) +
               "), it would be 0";
    return "";
}

// --alpha / --beta: a finite FP32 value (the kernels take them as f32 arguments).
float parse_float(const std::string& opt, const std::string& v) {
    float x = 0;
    const std::string why = parse_real(v, x);
    if (why == kNotANumber || (why.empty() && !std::isfinite(x))) usage_error(opt + " needs a finite number, got '" + v + "'");
    if (!why.empty()) usage_error(opt + " = " + v + " is " + why);
    return x;
}

// --alpha / --beta of an integer C: a decimal i32.
int32_t parse_i32(const std::string& opt, const std::string& v) {
    const bool neg = !v.empty() && v[0] == '-';
    const std::string digits = neg ? v.substr(1) : v;
    if (digits.empty() || digits.size() > 10 || !std::all_of(digits.begin(), digits.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        usage_error(opt + " of an i32 C needs an integer, got '" + v + "'");
    const long long x = std::stoll(digits) * (neg ? -1 : 1);
    if (x < INT32_MIN || x > INT32_MAX) usage_error(opt + " = " + v + " is outside the i32 range");
    return int32_t(x);
}

// X[,Y,Z]: one to three sizes, each a positive integer; an empty one ("1,", ",1", "1,,1") is an
// error rather than a silent 1.
wmma_asm::Dim3 parse_dim3(const std::string& opt, const std::string& v) {
    uint32_t d[3] = {1, 1, 1};
    size_t n = 0, start = 0;
    for (;;) {
        const size_t comma = v.find(',', start);
        const std::string part = v.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        if (part.empty()) usage_error(opt + " '" + v + "' has an empty size (expected X[,Y,Z])");
        if (n == 3) usage_error(opt + " takes at most three comma-separated sizes, got '" + v + "'");
        d[n++] = static_cast<uint32_t>(parse_count(opt, part));
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    return {d[0], d[1], d[2]};
}

void write_file(const std::string& path, const std::vector<uint8_t>& bytes) {
    std::ofstream f(path, std::ios::binary);
    if (!f) throw Error(path + ": cannot write");
    f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
    if (!f) throw Error(path + ": write failed");
}

std::string json_escape(const std::string& s) {
    std::string o;
    for (char ch : s) {
        if (ch == '"' || ch == '\\') { o += '\\'; o += ch; }
        else if (static_cast<unsigned char>(ch) < 0x20) { char b[8]; std::snprintf(b, sizeof b, "\\u%04x", ch); o += b; }
        else o += ch;
    }
    return o;
}

std::string num(double x) {
    if (!std::isfinite(x)) return "null";
    char b[64];
    std::snprintf(b, sizeof b, "%.9g", x);
    return b;
}

struct Options {
    std::string kernel = "auto";
    std::string layout, dtype, out;   // "" = the named kernel's (or NN, f16, f32 for auto)
    uint32_t batch = 1, split_k = 0;   // split_k 0: the selection table's (auto), else none
    uint64_t stride_a = wmma_asm::GemmShape::kTight, stride_b = wmma_asm::GemmShape::kTight,
             stride_c = wmma_asm::GemmShape::kTight;
    uint32_t m = 256, n = 0, k = 0, lda = 0, ldb = 0, ldc = 0;
    // --alpha/--beta as given: FP32 for a float C, i32 for an integer one (the kernel decides).
    std::string alpha = "1", beta = "0";
    uint64_t seed = 1;
    int iters = 1;
    bool check = true, json = false, list = false, counters = false, select_only = false;
    std::string arch = "gfx1151", pack_dir;
    wmma_asm::DeviceOptions dev;
    // generic runner
    std::string hsaco, entry;
    wmma_asm::Dim3 grid{0, 0, 0}, block{0, 0, 0};
    std::vector<std::string> arg_specs;
    std::string gemm_only_option;   // the first option given that only the GEMM path uses
    // attention
    std::string op = "gemm";
    uint32_t heads = 1, kv_heads = 0, seqlen = 0, seqlen_kv = 0, head_dim = 0;
    bool causal = false;
    std::string scale, qkv_layout = "bhsd";
    std::string attn_only_option;   // the first option given that only --op attention uses
};

// The value of the option argv[i], which advances i past it. A value is never the next option
// ("--kernel --m 64" would run a kernel named "--m" and then call 64 an unknown option) and never
// empty ("--arch ''" would reach the pack search as an empty target).
std::string option_value(int argc, char** argv, int& i) {
    const std::string opt = argv[i];
    if (i + 1 >= argc) usage_error(opt + " needs a value");
    const std::string v = argv[i + 1];
    if (v.rfind("--", 0) == 0) usage_error(opt + " needs a value, got the option '" + v + "'");
    if (v.empty()) usage_error(opt + " needs a value, got ''");
    ++i;
    return v;
}

// Options that only a pack GEMM run uses; the generic runner refuses them rather than ignore them.
bool is_gemm_only(const std::string& a) {
    for (const char* g : {"--kernel", "--m", "--n", "--k", "--lda", "--ldb", "--ldc", "--alpha", "--beta", "--seed", "--iters",
                          "--check", "--no-check", "--pack-dir", "--layout", "--dtype", "--out", "--batch", "--stride-a",
                          "--stride-b", "--stride-c", "--split-k", "--select-only"})
        if (a == g) return true;
    return false;
}

// Options that only --op attention uses.
bool is_attention_only(const std::string& a) {
    for (const char* g : {"--heads", "--kv-heads", "--seqlen", "--seqlen-kv", "--head-dim", "--causal", "--scale", "--qkv-layout"})
        if (a == g) return true;
    return false;
}

Options parse_args(int argc, char** argv) {
    Options o;
    bool arch_given = false;
    std::string gemm_shape_option;   // a GEMM-only option --op attention refuses
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (o.gemm_only_option.empty() && is_gemm_only(a)) o.gemm_only_option = a;
        if (o.attn_only_option.empty() && is_attention_only(a)) o.attn_only_option = a;
        if (gemm_shape_option.empty() && is_gemm_only(a) && a != "--kernel" && a != "--seed" && a != "--iters" &&
            a != "--check" && a != "--no-check" && a != "--pack-dir" && a != "--batch")
            gemm_shape_option = a;
        auto value = [&] { return option_value(argc, argv, i); };
        if (a == "--help" || a == "-h") { std::cout << kUsage; std::exit(0); }
        else if (a == "--list") o.list = true;
        else if (a == "--select-only") o.select_only = true;
        else if (a == "--kernel") o.kernel = value();
        else if (a == "--layout") {
            o.layout = value();
            for (char& c : o.layout) c = char(std::toupper(static_cast<unsigned char>(c)));
            if (o.layout != "NN" && o.layout != "NT" && o.layout != "TN" && o.layout != "TT")
                usage_error("--layout must be NN, NT, TN or TT, got '" + o.layout + "'");
        }
        else if (a == "--dtype") {
            o.dtype = value();
            if (o.dtype != "f16" && o.dtype != "bf16" && o.dtype != "i8" && o.dtype != "u8")
                usage_error("--dtype must be f16, bf16, i8 or u8, got '" + o.dtype + "'");
        }
        else if (a == "--out") {
            o.out = value();
            if (o.out != "f32" && o.out != "f16" && o.out != "bf16" && o.out != "i32")
                usage_error("--out must be f32, f16, bf16 or i32, got '" + o.out + "'");
        }
        else if (a == "--batch") o.batch = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--split-k") o.split_k = static_cast<uint32_t>(parse_count(a, value(), 4096));
        else if (a == "--stride-a" || a == "--stride-b" || a == "--stride-c") {
            const std::string v = value();
            // 0 is a stride (broadcast), unlike the counts parse_count takes.
            const uint64_t x = v == "0" ? 0 : parse_count(a, v, (1ull << 48) - 1);
            (a == "--stride-a" ? o.stride_a : a == "--stride-b" ? o.stride_b : o.stride_c) = x;
        }
        else if (a == "--m") o.m = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--n") o.n = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--k") o.k = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--lda") o.lda = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--ldb") o.ldb = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--ldc") o.ldc = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--alpha") o.alpha = value();
        else if (a == "--beta") o.beta = value();
        else if (a == "--seed") o.seed = parse_count(a, value(), ~0ull);
        else if (a == "--iters") o.iters = static_cast<int>(parse_count(a, value(), 1000000));
        else if (a == "--check") o.check = true;
        else if (a == "--no-check") o.check = false;
        else if (a == "--json") o.json = true;
        else if (a == "--counters") o.counters = true;
        else if (a == "--backend") {
            o.dev.backend = value();
            if (o.dev.backend != "hip" && o.dev.backend != "emu" && o.dev.backend != "auto")
                usage_error("--backend must be hip, emu or auto, got '" + o.dev.backend + "'");
        }
        else if (a == "--arch") { o.arch = value(); arch_given = true; }
        else if (a == "--pack-dir") o.pack_dir = value();
        else if (a == "--strict") o.dev.strict = true;
        else if (a == "--no-strict") o.dev.strict = false;
        else if (a == "--max-instructions") o.dev.max_instructions = parse_count(a, value(), ~0ull);
        else if (a == "--threads") o.dev.threads = static_cast<unsigned>(parse_count(a, value(), 1024));
        else if (a == "--hsaco") o.hsaco = value();
        else if (a == "--entry") o.entry = value();
        else if (a == "--grid") o.grid = parse_dim3(a, value());
        else if (a == "--block") o.block = parse_dim3(a, value());
        else if (a == "--arg") o.arg_specs.push_back(value());
        else if (a == "--op") {
            o.op = value();
            if (o.op != "gemm" && o.op != "attention") usage_error("--op must be gemm or attention, got '" + o.op + "'");
        }
        else if (a == "--heads") o.heads = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--kv-heads") o.kv_heads = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--seqlen") o.seqlen = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--seqlen-kv") o.seqlen_kv = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--head-dim") o.head_dim = static_cast<uint32_t>(parse_count(a, value()));
        else if (a == "--causal") o.causal = true;
        else if (a == "--scale") o.scale = value();
        else if (a == "--qkv-layout") {
            o.qkv_layout = value();
            if (o.qkv_layout != "bhsd" && o.qkv_layout != "bshd")
                usage_error("--qkv-layout must be bhsd or bshd, got '" + o.qkv_layout + "'");
        }
        else usage_error("unknown option '" + a + "'");
    }
    if (o.op == "attention") {
        if (!gemm_shape_option.empty()) usage_error(gemm_shape_option + " does not apply to --op attention");
        if (!o.seqlen) usage_error("--op attention needs --seqlen S");
        if (!o.head_dim) usage_error("--op attention needs --head-dim D");
        if (!o.hsaco.empty()) usage_error("--hsaco does not go with --op attention");
    } else if (!o.attn_only_option.empty()) {
        usage_error(o.attn_only_option + " needs --op attention");
    }
    if (!arch_given)
        if (const char* env = std::getenv("WMMA_ASM_ARCH"); env && *env) o.arch = env;
    o.dev.emu_target = o.arch;
    // Profiling (counters and the timing model) costs emulation time, so it runs only when asked
    // for; --json then includes its results.
    o.dev.profile = o.counters;
    if (!o.n) o.n = o.m;
    if (!o.k) o.k = o.m;
    if (!o.hsaco.empty()) {
        if (!o.gemm_only_option.empty())
            usage_error(o.gemm_only_option + " does not apply to --hsaco (the generic runner takes --grid/--block/--arg)");
        if (o.entry.empty()) usage_error("--hsaco needs --entry NAME");
        if (!o.grid.x) usage_error("--hsaco needs --grid X[,Y,Z] (workgroups)");
        if (!o.block.x) usage_error("--hsaco needs --block X[,Y,Z] (work-items per workgroup)");
    } else if (!o.arg_specs.empty() || !o.entry.empty() || o.grid.x || o.block.x) {
        usage_error("--entry, --grid, --block and --arg go with --hsaco");
    }
    return o;
}

// The kernel's op(A), op(B) ("NN", "TN", ...) from the storage its catalog entry names.
std::string entry_layout(const wmma_asm::CatalogEntry& e) {
    return std::string(1, e.a_layout == "col" ? 'T' : 'N') + (e.b_layout == "col" ? 'T' : 'N');
}

// The gfx targets the pack's code objects were built for (from their ELF headers), sorted and
// without repeats. --list names these, not --arch: --pack-dir may point at another target's pack.
std::vector<std::string> pack_targets(const wmma_asm::Catalog& cat) {
    std::set<std::string> targets;
    for (const auto& e : cat.entries) targets.insert(wmma_asm::load_code_object_file(cat.hsaco_path(e.name)).gfx_target);
    return {targets.begin(), targets.end()};
}

int list_kernels(const Options& o, const char* argv0) {
    const auto cat = wmma_asm::load_catalog(wmma_asm::find_pack_dir(o.pack_dir, o.arch, argv0));
    const auto targets = pack_targets(cat);
    std::string joined;
    for (const auto& t : targets) joined += (joined.empty() ? "" : ", ") + t;
    if (o.json) {
        std::cout << "{\"pack_dir\": \"" << json_escape(cat.dir) << "\", \"targets\": [";
        for (size_t i = 0; i < targets.size(); ++i) std::cout << (i ? ", " : "") << "\"" << json_escape(targets[i]) << "\"";
        std::cout << "], \"kernels\": [";
        for (size_t i = 0; i < cat.entries.size(); ++i) {
            const auto& e = cat.entries[i];
            std::cout << (i ? ", " : "") << "{\"name\": \"" << json_escape(e.name) << "\", \"kind\": \"" << e.kind
                      << "\", \"wg_size\": " << e.wg_size << ", \"tile_m\": " << e.tile_m << ", \"tile_n\": " << e.tile_n
                      << ", \"m_multiple\": " << e.m_multiple << ", \"n_multiple\": " << e.n_multiple
                      << ", \"k_multiple\": " << e.k_multiple << ", \"ld_multiple\": " << e.ld_multiple
                      << ", \"ldc_multiple\": " << e.c_ld_multiple()
                      << ", \"a_layout\": \"" << e.a_layout << "\", \"b_layout\": \"" << e.b_layout
                      << "\", \"grid_x\": \"" << e.grid_x << "\""
                      << (e.kind == "gemm" ? ", \"layout\": \"" + entry_layout(e) + "\", \"dtype\": \"" + e.dtype + "\", \"out\": \"" +
                                                 e.out + "\", \"batched\": " + (e.batched ? "true" : "false") +
                                                 ", \"splitk\": " + (e.splitk ? "true" : "false") +
                                                 ", \"split_twin\": \"" + e.split_twin + "\""
                                           : std::string())
                      << ", \"summary\": \"" << json_escape(e.summary) << "\"}";
        }
        std::cout << "]}\n";
        return 0;
    }
    std::printf("kernel pack %s (%s%s)\n", cat.dir.c_str(), targets.size() > 1 ? "code objects for " : "", joined.c_str());
    int width = 4;   // the name column fits the longest name
    for (const auto& e : cat.entries) width = std::max(width, int(e.name.size()));
    std::printf("%-*s %-6s %5s %9s  %-14s %-8s %-2s %-11s %-5s %s\n", width, "name", "kind", "wg", "tile", "M/N/K/ld mult", "A/B",
                "op", "types", "batch", "summary");
    for (const auto& e : cat.entries) {
        char tile[32] = "-", mult[48] = "-", ab[32] = "-", types[32] = "-";
        std::string op = "-";
        if (e.kind == "gemm") {
            std::snprintf(tile, sizeof tile, "%ux%u", e.tile_m, e.tile_n);
            std::snprintf(mult, sizeof mult, "%u/%u/%u/%u", e.m_multiple, e.n_multiple, e.k_multiple, e.ld_multiple);
            if (e.c_ld_multiple() != e.ld_multiple)   // C's own multiple (the library kernels)
                std::snprintf(mult + std::strlen(mult), sizeof mult - std::strlen(mult), " c%u", e.c_ld_multiple());
            std::snprintf(ab, sizeof ab, "%s/%s", e.a_layout.c_str(), e.b_layout.c_str());   // storage of A and B
            std::snprintf(types, sizeof types, "%s->%s", e.dtype.c_str(), e.out.c_str());
            op = entry_layout(e);
        }
        std::printf("%-*s %-6s %5u %9s  %-14s %-8s %-2s %-11s %-5s %s\n", width, e.name.c_str(), e.kind.c_str(), e.wg_size, tile, mult,
                    ab, op.c_str(), types, e.kind == "gemm" ? (e.batched ? "yes" : "no") : "-", e.summary.c_str());
    }
    return 0;
}

void print_counters(const wmma_asm::LaunchStats& s, bool json) {
    if (!json) {
        for (const auto& kv : s.counters) std::printf("  %-36s %llu\n", kv.first.c_str(), static_cast<unsigned long long>(kv.second));
        return;
    }
    {
        std::cout << ", \"counters\": {";
        bool first = true;
        for (const auto& kv : s.counters) {
            std::cout << (first ? "" : ", ") << "\"" << json_escape(kv.first) << "\": " << kv.second;
            first = false;
        }
        std::cout << "}";
    }
}

// The timing model's JSON fields, the same for both paths: modelled_time_ms and
// modelled_workgroups (null when no model ran: a 0 would read as a modelled grid of nothing),
// and model_report when the model said anything (its breakdown, or why it did not run).
void print_model_json(const wmma_asm::LaunchStats& s) {
    const bool ran = s.modelled_ms >= 0;
    std::cout << ", \"modelled_time_ms\": " << (ran ? num(s.modelled_ms) : "null") << ", \"modelled_workgroups\": "
              << (ran ? std::to_string(s.modelled_workgroups) : "null");
    if (!s.model_report.empty()) std::cout << ", \"model_report\": \"" << json_escape(s.model_report) << "\"";
}

// The text output's modelled line, the same for both paths. The model may time another grid
// than the executed one (WMMA_ASM_MODEL_GRID), and the line then says which; `tflops` is left
// out when the FLOPs are unknown (the generic runner).
void print_modelled_line(const wmma_asm::LaunchStats& s, uint64_t executed_workgroups, std::optional<double> tflops) {
    std::printf("modelled  %.4f ms", s.modelled_ms);
    if (tflops) std::printf("  %.2f TFLOP/s", *tflops);
    std::printf(" on %s", s.modelled_device.c_str());
    if (s.modelled_workgroups != executed_workgroups)
        std::printf(" for a grid of %llu workgroups (WMMA_ASM_MODEL_GRID)", static_cast<unsigned long long>(s.modelled_workgroups));
    std::printf("  (timing model, not a measurement)\n");
}

// --counters asked for the model and it did not run: say why instead of leaving the line out.
void print_model_unavailable(const wmma_asm::LaunchStats& s) {
    std::printf("modelled  not available: %s\n",
                s.model_report.empty() ? "counters and the timing model come from the emulator backend (--backend emu)"
                                       : s.model_report.c_str());
}

int run_pack_kernel(const Options& o, const char* argv0) {
    const auto cat = wmma_asm::load_catalog(wmma_asm::find_pack_dir(o.pack_dir, o.arch, argv0));
    std::string kernel = o.kernel, why;
    uint32_t split = o.split_k ? o.split_k : 1;
    if (kernel == "auto") {
        wmma_asm::GemmDesc d;
        const std::string layout = o.layout.empty() ? "NN" : o.layout;
        d.trans_a = layout[0]; d.trans_b = layout[1];
        d.type = o.dtype.empty() ? "f16" : o.dtype;
        d.out = o.out.empty() ? "f32" : o.out;
        d.M = o.m; d.N = o.n; d.K = o.k;
        d.lda = o.lda; d.ldb = o.ldb; d.ldc = o.ldc;
        d.batch = o.batch;
        d.stride_a = o.stride_a; d.stride_b = o.stride_b; d.stride_c = o.stride_c;
        d.split_k = o.split_k;   // 0: the table's
        if (o.out.empty() && (d.type == "i8" || d.type == "u8")) d.out = "i32";   // the integer types' only output
        if (d.out == "i32") {
            d.alpha_i = parse_i32("--alpha", o.alpha);
            d.beta_i = parse_i32("--beta", o.beta);
        } else {
            d.alpha = parse_float("--alpha", o.alpha);
            d.beta = parse_float("--beta", o.beta);
        }
        const auto choice = wmma_asm::select_gemm(cat, cat.selection(), d, &why);
        kernel = choice.kernel;
        split = choice.split_k;
    }
    const auto& entry = cat.get(kernel);   // unknown kernel: error before a device is opened
    if (o.select_only) {
        if (o.json)
            std::cout << "{\"kernel\": \"" << json_escape(kernel) << "\", \"split_k\": " << split << ", \"selection\": \""
                      << json_escape(why.empty() ? "named" : why) << "\"}\n";
        else
            std::printf("%s%s  (%s)\n", kernel.c_str(), split > 1 ? ("@" + std::to_string(split)).c_str() : "",
                        why.empty() ? "named" : why.c_str());
        return 0;
    }
    if (entry.kind != "gemm") throw Error("kernel '" + kernel + "' is a " + entry.kind + " kernel; run it with --hsaco/--entry");
    // A named kernel computes its own types and layout: options that say otherwise are an error.
    auto same = [&](const std::string& given, const std::string& has, const char* what) {
        if (!given.empty() && given != has)
            throw Error("kernel " + kernel + " computes " + what + " " + has + ", not " + given + " (--kernel auto picks one that does)");
    };
    same(o.layout, entry_layout(entry), "op(A), op(B) =");
    same(o.dtype, entry.dtype, "inputs");
    same(o.out, entry.out, "output");
    wmma_asm::GemmShape shape;
    shape.M = o.m; shape.N = o.n; shape.K = o.k;
    shape.lda = o.lda; shape.ldb = o.ldb; shape.ldc = o.ldc;
    if (entry.out == "i32") {
        shape.alpha_i = parse_i32("--alpha", o.alpha);
        shape.beta_i = parse_i32("--beta", o.beta);
    } else {
        shape.alpha = parse_float("--alpha", o.alpha);
        shape.beta = parse_float("--beta", o.beta);
    }
    shape.seed = o.seed;
    shape.batch = o.batch;
    shape.stride_a = o.stride_a; shape.stride_b = o.stride_b; shape.stride_c = o.stride_c;
    shape.split_k = split;
    shape.fill_defaults(entry);   // leading-dimension defaults follow the kernel's storage of A and B
    wmma_asm::validate_staged_gemm_shape(entry, shape);   // impossible sizes fail before any work
    // Operands whose leading dimension the kernel cannot read run through a workspace.
    const auto staged = wmma_asm::stage_gemm_shape(entry, shape);
    const std::string staged_ops = std::string(staged.a ? "A" : "") + (staged.b ? "B" : "") + (staged.c ? "C" : "");
    auto dev = wmma_asm::open_device(o.dev);
    const auto r = wmma_asm::run_gemm(*dev, cat, kernel, shape, o.iters, o.check);
    const double tflops = r.best_ms > 0 ? r.flops() / (r.best_ms * 1e-3) / 1e12 : 0;
    // The model may time a larger grid than the one executed (WMMA_ASM_MODEL_GRID: every workgroup
    // doing the executed ones' work), so its FLOPs scale with the workgroups it timed.
    const uint64_t executed_groups = uint64_t(r.grid.x) * r.grid.y * r.grid.z;
    const double modelled_flops =
        r.stats.modelled_workgroups && executed_groups ? r.flops() * double(r.stats.modelled_workgroups) / double(executed_groups)
                                                       : r.flops();
    const double modelled_tflops = r.stats.modelled_ms > 0 ? modelled_flops / (r.stats.modelled_ms * 1e-3) / 1e12 : 0;
    const bool on_gpu = dev->backend() == "hip";
    if (o.json) {
        std::cout << "{\"kernel\": \"" << json_escape(kernel) << "\", \"selection\": \"" << json_escape(why.empty() ? "named" : why)
                  << "\", \"layout\": \"" << entry_layout(entry) << "\", \"dtype\": \"" << entry.dtype << "\", \"out\": \"" << entry.out
                  << "\", \"batch\": " << shape.batch << ", \"split_k\": " << (shape.split_k > 1 ? shape.splits() : 1)
                  << ", \"staged\": \"" << staged_ops << "\""
                  << ", \"backend\": \"" << dev->backend()
                  << "\", \"device\": \"" << json_escape(dev->description()) << "\", \"m\": " << shape.M << ", \"n\": " << shape.N
                  << ", \"k\": " << shape.K << ", \"lda\": " << shape.lda << ", \"ldb\": " << shape.ldb << ", \"ldc\": " << shape.ldc
                  << ", \"alpha\": " << (entry.out == "i32" ? std::to_string(shape.alpha_i) : num(shape.alpha))
                  << ", \"beta\": " << (entry.out == "i32" ? std::to_string(shape.beta_i) : num(shape.beta)) << ", \"iters\": " << o.iters
                  << ", \"grid\": [" << r.grid.x << ", " << r.grid.y << ", " << r.grid.z << "], \"block\": [" << r.block.x << ", "
                  << r.block.y << ", " << r.block.z << "], \"time_ms\": " << num(r.best_ms) << ", \"time_source\": \""
                  << r.stats.timing_source << "\", \"tflops\": " << num(tflops)
                  << ", \"modelled_tflops\": " << (r.stats.modelled_ms > 0 ? num(modelled_tflops) : "null");
        print_model_json(r.stats);
        if (r.checked)
            std::cout << ", \"check\": {\"passed\": " << (r.check.passed ? "true" : "false") << ", \"max_rel_err\": "
                      << num(r.check.max_rel_err) << ", \"max_rel_tol\": " << num(r.check.max_rel_tol)
                      << ", \"frob_rel_err\": " << num(r.check.frob_rel_err) << ", \"frob_rel_tol\": " << num(r.check.frob_rel_tol)
                      << ", \"bad_elements\": " << r.check.bad_elements << "}";
        print_counters(r.stats, true);
        std::cout << "}\n";
    } else {
        std::printf("%s  %s %s->%s  M=%u N=%u K=%u%s  alpha=%g beta=%g  grid %ux%u%s  block %u  on %s\n", kernel.c_str(),
                    entry_layout(entry).c_str(), entry.dtype.c_str(), entry.out.c_str(), shape.M, shape.N, shape.K,
                    shape.batch > 1 ? (" batch " + std::to_string(shape.batch)).c_str() : "",
                    entry.out == "i32" ? double(shape.alpha_i) : shape.alpha, entry.out == "i32" ? double(shape.beta_i) : shape.beta, r.grid.x,
                    r.grid.y, r.grid.z > 1 ? ("x" + std::to_string(r.grid.z)).c_str() : "", r.block.x, dev->description().c_str());
        if (!why.empty()) std::printf("selected  %s\n", why.c_str());
        if (shape.split_k > 1)
            std::printf("split-K   %u splits of %u (the splits into an FP32/i32 workspace, then %s in split order)\n",
                        shape.splits(), shape.k_per_split(), ("gemm_splitk_reduce_" + entry.out).c_str());
        if (staged.any())
            std::printf("staged    %s through a workspace at the kernel's ld multiples of %u (A, B) and %u (C) (lda %u ldb %u "
                        "ldc %u; copy_rows_b* copies, timed with the GEMM)\n",
                        staged_ops.c_str(), entry.ld_multiple, entry.c_ld_multiple(), staged.kernel.lda, staged.kernel.ldb,
                        staged.kernel.ldc);
        if (on_gpu)
            std::printf("time      %.4f ms  %.2f TFLOP/s  (measured, HIP events, best of %d)\n", r.best_ms, tflops, o.iters);
        else
            std::printf("emulation %.1f ms wall clock  (%.3f GFLOP/s emulated; not a GPU figure)\n", r.best_ms, tflops * 1e3);
        if (r.stats.modelled_ms >= 0) {
            print_modelled_line(r.stats, executed_groups, modelled_tflops);
        } else if (o.counters) {
            print_model_unavailable(r.stats);
        }
        if (o.counters) {
            std::printf("counters (exact, from execution):\n");
            print_counters(r.stats, false);
        }
        if (r.checked) {
            if (entry.out == "i32")   // integers are checked exactly
                std::printf("check     %s  exact (i32 modulo 2^32): %llu of %llu elements differ\n", r.check.passed ? "PASSED" : "FAILED",
                            static_cast<unsigned long long>(r.check.bad_elements),
                            static_cast<unsigned long long>(uint64_t(shape.M) * shape.N * shape.batch));
            else
                std::printf("check     %s  max rel err %.3g (bound %.3g)  Frobenius rel err %.3g (bound %.3g)\n",
                            r.check.passed ? "PASSED" : "FAILED", r.check.max_rel_err, r.check.max_rel_tol, r.check.frob_rel_err,
                            r.check.frob_rel_tol);
        }
    }
    if (r.checked && !r.check.passed) {
        std::fprintf(stderr, "wmma_asm_run: error: %s result is wrong: %llu bad element(s); worst C%s[%u][%u] = %.9g, expected %.9g\n",
                     kernel.c_str(), static_cast<unsigned long long>(r.check.bad_elements),
                     shape.batch > 1 ? ("[" + std::to_string(r.check.worst_batch) + "]").c_str() : "", r.check.worst_row,
                     r.check.worst_col, r.check.worst_got, r.check.worst_want);
        return 1;
    }
    return 0;
}

// The largest buffer an --arg may ask for or read from a file.
constexpr uint64_t kMaxBufferBytes = 1ull << 36;   // 64 GiB

// One --arg, parsed and validated (in= / inout= files read) before any device is opened.
struct ArgSpec {
    std::string kind;              // scalar kinds, or in / inout / out / zero
    wmma_asm::ArgValue scalar;
    std::string path;
    size_t bytes = 0;
    std::vector<uint8_t> contents; // in / inout: the file's bytes
};

// A scalar --arg integer's digits: decimal, or hexadecimal after 0x / 0X, as the README promises
// (strtoull's base 0 would read a leading 0 as octal, and it skips white space and takes a sign).
// False for anything else and for a value over 2^64 - 1.
bool parse_u64_literal(const std::string& v, uint64_t& out) {
    const bool hex = v.size() > 2 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X');
    const std::string digits = hex ? v.substr(2) : v;
    if (digits.empty()) return false;
    for (char ch : digits) {
        const auto c = static_cast<unsigned char>(ch);
        if (!(hex ? std::isxdigit(c) : std::isdigit(c))) return false;
    }
    errno = 0;
    out = std::strtoull(digits.c_str(), nullptr, hex ? 16 : 10);
    return errno == 0;
}

// u32 / i32 / u64 from their --arg value; a usage error names the accepted range.
wmma_asm::ArgValue parse_int_arg(const std::string& kind, const std::string& v) {
    uint64_t x = 0;
    if (kind == "i32") {
        const bool neg = v[0] == '-';   // only a minus sign directly before the digits
        if (parse_u64_literal(neg ? v.substr(1) : v, x) && x <= (neg ? 0x80000000ull : 0x7fffffffull))
            return wmma_asm::ArgValue::i32(static_cast<int32_t>(neg ? -static_cast<int64_t>(x) : static_cast<int64_t>(x)));
        usage_error("bad i32 value '" + v + "' (expected a decimal or 0x... integer from -2147483648 to 2147483647)");
    }
    const bool wide = kind == "u64";
    if (parse_u64_literal(v, x) && (wide || x <= 0xffffffffull))
        return wide ? wmma_asm::ArgValue::u64(x) : wmma_asm::ArgValue::u32(static_cast<uint32_t>(x));
    usage_error("bad " + kind + " value '" + v + "' (expected a decimal or 0x... integer from 0 to " +
                (wide ? "18446744073709551615" : "4294967295") + ")");
}

ArgSpec parse_arg_spec(const std::string& spec) {
    const auto eq = spec.find('=');
    if (eq == std::string::npos) usage_error("--arg '" + spec + "' is not KIND=VALUE");
    ArgSpec a;
    a.kind = spec.substr(0, eq);
    const std::string v = spec.substr(eq + 1);
    if (v.empty()) usage_error("--arg " + a.kind + "= needs a value");
    // Floating-point scalars may be inf or NaN on purpose; only a malformed or unrepresentable
    // literal is refused.
    auto real_error = [&](const std::string& why) {
        if (!why.empty()) usage_error("bad " + a.kind + " value '" + v + "': " + why);
    };
    if (a.kind == "u32" || a.kind == "i32" || a.kind == "u64") a.scalar = parse_int_arg(a.kind, v);
    else if (a.kind == "f32") { float x = 0; real_error(parse_real(v, x)); a.scalar = wmma_asm::ArgValue::f32(x); }
    else if (a.kind == "f64") { double x = 0; real_error(parse_real(v, x)); a.scalar = wmma_asm::ArgValue::f64(x); }
    else if (a.kind == "in" || a.kind == "inout") a.path = v;
    else if (a.kind == "out") {
        const auto colon = v.rfind(':');
        if (colon == std::string::npos) usage_error("--arg out=FILE:BYTES needs a size");
        a.path = v.substr(0, colon);
        a.bytes = parse_count("--arg out", v.substr(colon + 1), kMaxBufferBytes);
    } else if (a.kind == "zero") a.bytes = parse_count("--arg zero", v, kMaxBufferBytes);
    else usage_error("--arg kind '" + a.kind + "' (expected u32, i32, u64, f32, f64, in, inout, out, zero)");
    return a;
}

// The contents of an in= / inout= buffer: a non-empty regular file of at most kMaxBufferBytes.
std::vector<uint8_t> read_buffer_file(const std::string& path) {
    auto bytes = wmma_asm::read_regular_file(path, kMaxBufferBytes, "buffer file");
    if (bytes.empty()) throw Error(path + ": empty file cannot back a buffer");
    return bytes;
}

int run_generic(const Options& o) {
    std::vector<ArgSpec> specs;
    for (const auto& s : o.arg_specs) specs.push_back(parse_arg_spec(s));
    for (auto& a : specs)
        if (a.kind == "in" || a.kind == "inout") a.contents = read_buffer_file(a.path);
    auto co = wmma_asm::load_code_object_file(o.hsaco);
    (void)co.kernel(o.entry);   // unknown entry: error before a device is opened
    auto dev = wmma_asm::open_device(o.dev);
    auto module = dev->load_module(std::move(co));
    const auto& k = module->kernel(o.entry);
    struct Out { size_t buffer; std::string path; };
    std::vector<wmma_asm::Buffer> buffers;
    std::vector<Out> outs;
    std::vector<wmma_asm::ArgValue> values;
    for (const auto& a : specs) {
        if (a.kind == "in" || a.kind == "inout") {
            buffers.push_back(dev->alloc(a.contents.size()));
            buffers.back().upload(a.contents.data(), a.contents.size());
            if (a.kind == "inout") outs.push_back({buffers.size() - 1, a.path});
        } else if (a.kind == "out" || a.kind == "zero") {
            buffers.push_back(dev->alloc(a.bytes));
            std::vector<uint8_t> zeros(a.bytes, 0);
            buffers.back().upload(zeros.data(), a.bytes);
            if (a.kind == "out") outs.push_back({buffers.size() - 1, a.path});
        } else {
            values.push_back(a.scalar);
            continue;
        }
        values.push_back(wmma_asm::ArgValue::pointer(buffers.back()));
    }
    const auto args = wmma_asm::pack_kernargs(k, values, o.grid, o.block);
    const auto s = dev->launch(*module, o.entry, o.grid, o.block, args);
    for (const auto& out : outs) {
        std::vector<uint8_t> bytes(buffers[out.buffer].size());
        buffers[out.buffer].download(bytes.data(), bytes.size());
        write_file(out.path, bytes);
    }
    if (o.json) {
        std::cout << "{\"entry\": \"" << json_escape(o.entry) << "\", \"backend\": \"" << dev->backend() << "\", \"time_ms\": "
                  << num(s.elapsed_ms) << ", \"time_source\": \"" << s.timing_source << "\"";
        print_model_json(s);
        print_counters(s, true);
        std::cout << "}\n";
    } else {
        std::printf("%s: grid %ux%ux%u block %ux%ux%u on %s: %.3f ms (%s)\n", o.entry.c_str(), o.grid.x, o.grid.y, o.grid.z,
                    o.block.x, o.block.y, o.block.z, dev->description().c_str(), s.elapsed_ms, s.timing_source.c_str());
        if (s.modelled_ms >= 0)
            print_modelled_line(s, o.grid.count(), std::nullopt);
        else if (o.counters)
            print_model_unavailable(s);
        if (o.counters) {
            std::printf("counters (exact, from execution):\n");
            print_counters(s, false);
        }
    }
    return 0;
}

}  // namespace

// --op attention: one problem on the pack's attention kernel, checked against FP64.
int run_attention_cmd(const Options& o, const char* argv0) {
    const auto cat = wmma_asm::load_catalog(wmma_asm::find_pack_dir(o.pack_dir, o.arch, argv0));
    wmma_asm::AttnShape s;
    s.batch = o.batch;
    s.heads = o.heads;
    s.kv_heads = o.kv_heads;
    s.seq_q = o.seqlen;
    s.seq_kv = o.seqlen_kv;
    s.head_dim = o.head_dim;
    s.causal = o.causal;
    s.layout = o.qkv_layout;
    s.seed = o.seed;
    if (!o.scale.empty()) {
        float x = 0;
        const std::string why = parse_real(o.scale, x);
        if (!why.empty()) usage_error("bad --scale '" + o.scale + "': " + why);
        if (!std::isfinite(x) || !(x > 0)) usage_error("--scale must be finite and positive, got '" + o.scale + "'");
        s.scale = x;
    }
    s.fill_defaults();
    const std::string kernel = o.kernel == "auto" ? wmma_asm::select_attn_kernel(cat, s.head_dim) : o.kernel;
    wmma_asm::validate_attn_shape(cat.get(kernel), s);   // impossible shapes fail before any work
    auto dev = wmma_asm::open_device(o.dev);
    const auto r = wmma_asm::run_attention(*dev, cat, kernel, s, o.iters, o.check);
    const double tflops = r.best_ms > 0 ? r.flops() / (r.best_ms * 1e-3) / 1e12 : 0;
    const uint64_t executed_groups = uint64_t(r.grid.x) * r.grid.y * r.grid.z;
    const double modelled_flops = r.stats.modelled_workgroups && executed_groups
                                      ? r.flops() * double(r.stats.modelled_workgroups) / double(executed_groups)
                                      : r.flops();
    const double modelled_tflops = r.stats.modelled_ms > 0 ? modelled_flops / (r.stats.modelled_ms * 1e-3) / 1e12 : 0;
    const bool on_gpu = dev->backend() == "hip";
    if (o.json) {
        std::cout << "{\"op\": \"attention\", \"kernel\": \"" << json_escape(kernel) << "\", \"backend\": \"" << dev->backend()
                  << "\", \"device\": \"" << json_escape(dev->description()) << "\", \"batch\": " << s.batch
                  << ", \"heads\": " << s.heads << ", \"kv_heads\": " << s.kv_heads << ", \"seqlen\": " << s.seq_q
                  << ", \"seqlen_kv\": " << s.seq_kv << ", \"head_dim\": " << s.head_dim << ", \"causal\": "
                  << (s.causal ? "true" : "false") << ", \"scale\": " << num(s.scale) << ", \"qkv_layout\": \"" << s.layout
                  << "\", \"flops\": " << num(r.flops()) << ", \"iters\": " << o.iters << ", \"grid\": [" << r.grid.x << ", "
                  << r.grid.y << ", " << r.grid.z << "], \"block\": [" << r.block.x << ", 1, 1], \"time_ms\": " << num(r.best_ms)
                  << ", \"time_source\": \"" << r.stats.timing_source << "\", \"tflops\": " << num(tflops)
                  << ", \"modelled_tflops\": " << (r.stats.modelled_ms > 0 ? num(modelled_tflops) : "null");
        print_model_json(r.stats);
        if (r.checked)
            std::cout << ", \"check\": {\"passed\": " << (r.check.passed ? "true" : "false") << ", \"max_o_err\": "
                      << num(r.check.max_o_err) << ", \"max_o_err_of_bound\": " << num(r.check.max_o_ratio)
                      << ", \"max_lse_err\": " << num(r.check.max_lse_err) << ", \"max_lse_err_of_bound\": "
                      << num(r.check.max_lse_ratio) << ", \"bad_o\": " << r.check.bad_o << ", \"bad_lse\": " << r.check.bad_lse << "}";
        print_counters(r.stats, true);
        std::cout << "}\n";
    } else {
        std::printf("%s  B=%u H=%u Hkv=%u Sq=%u Skv=%u D=%u%s scale=%g %s  grid %ux%ux%u  block %u  on %s\n", kernel.c_str(),
                    s.batch, s.heads, s.kv_heads, s.seq_q, s.seq_kv, s.head_dim, s.causal ? " causal" : "", double(s.scale),
                    s.layout.c_str(), r.grid.x, r.grid.y, r.grid.z, r.block.x, dev->description().c_str());
        if (on_gpu)
            std::printf("time      %.4f ms  %.2f TFLOP/s  (measured, HIP events, best of %d)\n", r.best_ms, tflops, o.iters);
        else
            std::printf("emulation %.1f ms wall clock  (%.3f GFLOP/s emulated; not a GPU figure)\n", r.best_ms, tflops * 1e3);
        if (r.stats.modelled_ms >= 0) print_modelled_line(r.stats, executed_groups, modelled_tflops);
        else if (o.counters) print_model_unavailable(r.stats);
        if (o.counters) {
            std::printf("counters (exact, from execution):\n");
            print_counters(r.stats, false);
        }
        if (r.checked)
            std::printf("check     %s  O: max err %.3g (%.2f of its bound), %llu bad; LSE: max err %.3g (%.2f of its bound), %llu bad\n",
                        r.check.passed ? "PASSED" : "FAILED", r.check.max_o_err, r.check.max_o_ratio,
                        static_cast<unsigned long long>(r.check.bad_o), r.check.max_lse_err, r.check.max_lse_ratio,
                        static_cast<unsigned long long>(r.check.bad_lse));
    }
    if (r.checked && !r.check.passed) {
        const bool lse = r.check.worst_d == uint32_t(-1);
        std::fprintf(stderr, "wmma_asm_run: error: %s result is wrong: %llu bad O element(s), %llu bad LSE; first %s[b=%u][h=%u][q=%u]%s = %.9g, expected %.9g\n",
                     kernel.c_str(), static_cast<unsigned long long>(r.check.bad_o), static_cast<unsigned long long>(r.check.bad_lse),
                     lse ? "LSE" : "O", r.check.worst_b, r.check.worst_h, r.check.worst_q,
                     lse ? "" : ("[d=" + std::to_string(r.check.worst_d) + "]").c_str(), r.check.worst_got, r.check.worst_want);
        return 1;
    }
    return 0;
}

int main(int argc, char** argv) {
    try {
        const Options o = parse_args(argc, argv);
        if (o.list) return list_kernels(o, argv[0]);
        if (!o.hsaco.empty()) return run_generic(o);
        if (o.op == "attention") return run_attention_cmd(o, argv[0]);
        return run_pack_kernel(o, argv[0]);
    } catch (const Error& e) {
        std::cerr << "wmma_asm_run: error: " << e.what() << "\n";
        return 1;
    } catch (const std::bad_alloc&) {
        std::cerr << "wmma_asm_run: error: out of host memory\n";
        return 1;
    } catch (const std::exception& e) {
        std::cerr << "wmma_asm_run: error: " << e.what() << "\n";
        return 1;
    }
}
