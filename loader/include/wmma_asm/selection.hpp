// The pack's selection table (selection.txt next to the catalog, made offline by `make tune`
// with the timing model): which kernel, and which split of K, to run for problems near a shape.
// load_catalog reads it once into Catalog::selection; the GEMM library picks from it
// (wmma_asm/library.hpp, select_gemm).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace wmma_asm {

// One line of a selection table: for problems of `key` near (M, N, K, batch), `kernel` (written
// kernel@S when it splits K into S pieces).
struct Selection {
    std::string key;
    uint32_t M = 0, N = 0, K = 0, batch = 1;
    std::string kernel;
    uint32_t split_k = 1;
    double modelled_tflops = 0;
};

// Reads a selection table (`# ...` comments, then "key M N K batch kernel [tflops]" per line);
// an Error naming the line for anything malformed.
std::vector<Selection> parse_selection(const std::string& text, const std::string& where);
// The table of the pack in `dir` (<dir>/selection.txt); empty when the pack has none.
std::vector<Selection> read_selection_table(const std::string& dir);

}  // namespace wmma_asm
