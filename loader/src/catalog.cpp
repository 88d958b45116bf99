// Reading catalog.txt and locating the kernel pack.
#include "wmma_asm/catalog.hpp"

#include <fstream>
#include <sstream>
#include <sys/stat.h>

#include "wmma_asm/error.hpp"
#include "wmma_asm/file.hpp"

namespace wmma_asm {

namespace {

bool is_file(const std::string& p) {
    struct stat st;
    return ::stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

uint32_t to_u32(const std::string& v, const std::string& where) {
    try {
        size_t used = 0;
        unsigned long x = std::stoul(v, &used);
        if (used != v.size() || x > 0xffffffffu) throw std::invalid_argument(v);
        return static_cast<uint32_t>(x);
    } catch (const std::exception&) {
        throw Error(where + ": bad number '" + v + "'");
    }
}

}  // namespace

const std::vector<Selection>& Catalog::selection() const {
    if (!selection_error_.empty()) throw Error(selection_error_);
    return selection_;
}

const CatalogEntry& Catalog::get(const std::string& name) const {
    for (const auto& e : entries)
        if (e.name == name) return e;
    std::string names;
    for (const auto& e : entries) names += (names.empty() ? "" : ", ") + e.name;
    throw Error("unknown kernel '" + name + "' (the pack has: " + names + "; see --list)");
}

Catalog load_catalog(const std::string& dir) {
    const std::string path = dir + "/catalog.txt";
    std::ifstream f(path);
    if (!f) throw Error(path + ": cannot open the kernel catalog (run `make gfx1151` first)");
    Catalog cat;
    cat.dir = dir;
    std::string line;
    int lineno = 0;
    while (std::getline(f, line)) {
        ++lineno;
        if (line.empty() || line[0] == '#') continue;
        const std::string where = path + ":" + std::to_string(lineno);
        CatalogEntry e;
        std::istringstream in(line);
        in >> e.name;
        std::string field;
        while (in >> field) {
            const auto eq = field.find('=');
            if (eq == std::string::npos) throw Error(where + ": field '" + field + "' is not key=value");
            const std::string key = field.substr(0, eq), val = field.substr(eq + 1);
            if (key == "summary") {
                std::string rest;
                std::getline(in, rest);
                e.summary = val + rest;
                break;
            }
            if (key == "kind") e.kind = val;
            else if (key == "dtype") {
                if (val != "f16" && val != "bf16" && val != "f32" && val != "i8" && val != "u8")
                    throw Error(where + ": dtype '" + val + "' (expected f16, bf16, f32, i8 or u8)");
                e.dtype = val;
            }
            else if (key == "out") {
                if (val != "f32" && val != "f16" && val != "bf16" && val != "i32")
                    throw Error(where + ": out '" + val + "' (expected f32, f16, bf16 or i32)");
                e.out = val;
            }
            else if (key == "batched" || key == "splitk") {
                if (val != "0" && val != "1") throw Error(where + ": " + key + " '" + val + "' (expected 0 or 1)");
                (key == "batched" ? e.batched : e.splitk) = val == "1";
            }
            else if (key == "a_layout" || key == "b_layout") {
                if (val != "row" && val != "col") throw Error(where + ": " + key + " '" + val + "' (expected row or col)");
                (key == "a_layout" ? e.a_layout : e.b_layout) = val;
            }
            else if (key == "grid_x") {
                if (val != "n" && val != "m") throw Error(where + ": grid_x '" + val + "' (expected n or m)");
                e.grid_x = val;
            }
            else if (key == "wg_size") e.wg_size = to_u32(val, where);
            else if (key == "tile_m") e.tile_m = to_u32(val, where);
            else if (key == "tile_n") e.tile_n = to_u32(val, where);
            else if (key == "m_multiple") e.m_multiple = to_u32(val, where);
            else if (key == "n_multiple") e.n_multiple = to_u32(val, where);
            else if (key == "k_multiple") e.k_multiple = to_u32(val, where);
            else if (key == "ld_multiple") e.ld_multiple = to_u32(val, where);
            else if (key == "ldc_multiple") {
                e.ldc_multiple = to_u32(val, where);
                if (!e.ldc_multiple) throw Error(where + ": ldc_multiple of 0");
            }
            else if (key == "split_twin") e.split_twin = val;
            else if (key == "head_dim") e.head_dim = to_u32(val, where);
            else if (key == "block_q") e.block_q = to_u32(val, where);
            // Unknown keys are allowed: newer catalogs may say more than this loader uses.
        }
        if (e.kind == "gemm" && (!e.tile_m || !e.tile_n || !e.wg_size))
            throw Error(where + ": gemm kernel '" + e.name + "' needs tile_m, tile_n and wg_size");
        if (e.kind == "attention" && (!e.head_dim || !e.block_q || !e.wg_size))
            throw Error(where + ": attention kernel '" + e.name + "' needs head_dim, block_q and wg_size");
        if (!e.m_multiple || !e.n_multiple || !e.k_multiple || !e.ld_multiple)
            throw Error(where + ": a *_multiple of 0");
        cat.entries.push_back(e);
    }
    if (cat.entries.empty()) throw Error(path + ": the catalog lists no kernels");
    try {
        cat.set_selection(read_selection_table(dir));
    } catch (const Error& e) {
        cat.set_selection_error(e.what());
    }
    return cat;
}

std::string find_pack_dir(const std::string& explicit_dir, const std::string& arch, const std::string& argv0) {
    std::vector<std::string> tried;
    auto ok = [&](const std::string& d) {
        tried.push_back(d);
        return is_file(d + "/catalog.txt");
    };
    if (!explicit_dir.empty()) {
        if (ok(explicit_dir)) return explicit_dir;
        throw Error(explicit_dir + ": no catalog.txt there (not a kernel pack directory)");
    }
    if (const char* env = std::getenv("WMMA_ASM_PACK_DIR"); env && *env) {
        if (ok(env)) return env;
        throw Error(std::string("WMMA_ASM_PACK_DIR=") + env + ": no catalog.txt there");
    }
    // The running executable's real directory (/proc/self/exe: argv[0] is a bare name when the
    // tool is found through PATH, or a symlink), else argv[0]'s.
    std::string exe_dir = executable_dir();
    if (exe_dir.empty()) {
        const auto slash = argv0.rfind('/');
        exe_dir = slash == std::string::npos ? "." : argv0.substr(0, slash);
    }
    for (const std::string& d : {exe_dir + "/../" + arch,                         // build/obj/ -> build/<arch>
                                 exe_dir + "/../share/wmma_asm/" + arch,          // <prefix>/bin -> share
                                 std::string("build/") + arch})                   // repository root
        if (ok(d)) return d;
    std::string list;
    for (const auto& t : tried) list += (list.empty() ? "" : ", ") + t;
    throw Error("no kernel pack for " + arch + " found (looked in " + list + "); build it with `make " + arch +
                "`, or name the pack's directory ($WMMA_ASM_PACK_DIR, or the caller's own setting: "
                "wmma_asm_run --pack-dir, the C API's and Python's pack_dir)");
}

}  // namespace wmma_asm
