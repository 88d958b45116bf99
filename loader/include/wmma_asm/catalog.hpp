// The kernel catalog as exported by gen/render.py (catalog.txt next to the code objects):
// per kernel its kind, workgroup size, tile and the shape restrictions it documents.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "wmma_asm/selection.hpp"

namespace wmma_asm {

struct CatalogEntry {
    std::string name;
    std::string kind;          // "gemm", "reduce", "attention" or "probe"
    std::string dtype = "f16"; // gemm: element type of A and B ("f16", "bf16", "f32", "i8" or "u8")
    std::string out = "f32";   // gemm: element type of C ("f32", "f16", "bf16" or "i32")
    bool batched = false;      // gemm: takes stride_a/b/c after beta and a batch in grid z
    bool splitk = false;       // gemm: then takes k_split: the splits of K in grid z (docs/library.md)
    // gemm with a 16-bit C: the kernel (same types in, an f32 C) that computes its split-K partial
    // sums; gemm_splitk_reduce_<out> rounds their sum once. Empty: no such twin.
    std::string split_twin;
    uint32_t wg_size = 0;
    uint32_t tile_m = 0, tile_n = 0;
    uint32_t m_multiple = 1, n_multiple = 1, k_multiple = 1, ld_multiple = 1;
    // gemm: the multiple ldc must be, when the catalog gives C one of its own (0: ld_multiple).
    uint32_t ldc_multiple = 0;
    uint32_t c_ld_multiple() const { return ldc_multiple ? ldc_multiple : ld_multiple; }
    // gemm: storage of A (M x K) and B (K x N): "row" (element (i, j) at i*ld + j) or "col"
    // (at j*ld + i); C is always row-major FP32.
    std::string a_layout = "row", b_layout = "row";
    // gemm: the dimension the grid's x walks: "n" (x = N tiles, y = M tiles) or "m" (x = M tiles).
    std::string grid_x = "n";
    // attention: the head dimension it computes and the queries per workgroup (grid x)
    uint32_t head_dim = 0, block_q = 0;
    std::string summary;
};

struct Catalog {
    std::string dir;                     // where catalog.txt and the .hsaco files live
    std::vector<CatalogEntry> entries;
    const CatalogEntry& get(const std::string& name) const;   // Error naming the known kernels
    std::string hsaco_path(const std::string& name) const { return dir + "/" + name + ".hsaco"; }
    // The pack's selection table (selection.txt) as load_catalog read it; empty when the pack has
    // none. A malformed table is an Error naming its line here, when a kernel is to be selected,
    // so that it fails the selection only and not the catalog's other uses (named kernels, --list).
    const std::vector<Selection>& selection() const;
    // Sets the table (load_catalog; a caller trying a table of its own), or the error that
    // selection() is to raise.
    void set_selection(std::vector<Selection> table) {
        selection_ = std::move(table);
        selection_error_.clear();
    }
    void set_selection_error(std::string message) {
        selection_.clear();
        selection_error_ = std::move(message);
    }

private:
    std::vector<Selection> selection_;
    std::string selection_error_;
};

// Reads <dir>/catalog.txt (an Error for a missing or malformed catalog) and <dir>/selection.txt
// (see Catalog::selection). The catalog is read once: a pack rebuilt since is not seen by it
// (a code object is: Device::shared_module_file compares the file each time).
Catalog load_catalog(const std::string& dir);

// Finds the pack directory for `arch`: an explicit dir, $WMMA_ASM_PACK_DIR, the build tree next to
// the executable (build/<arch>), the install tree (<prefix>/share/wmma_asm/<arch>).
std::string find_pack_dir(const std::string& explicit_dir, const std::string& arch, const std::string& argv0);

}  // namespace wmma_asm
