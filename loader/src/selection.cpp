// Reading the pack's selection table (selection.txt).
#include "wmma_asm/selection.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <sstream>
#include <sys/stat.h>

#include "wmma_asm/error.hpp"
#include "wmma_asm/file.hpp"

namespace wmma_asm {

namespace {

uint32_t parse_u32(const std::string& v, const std::string& where, const char* what) {
    if (v.empty() || !std::all_of(v.begin(), v.end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) ||
        v.size() > 10 || std::stoull(v) == 0 || std::stoull(v) > 0xffffffffull)
        throw Error(where + ": " + what + " '" + v + "' is not a positive 32-bit integer");
    return uint32_t(std::stoull(v));
}

}  // namespace

std::vector<Selection> parse_selection(const std::string& text, const std::string& where) {
    std::vector<Selection> out;
    std::istringstream in(text);
    std::string line;
    int n = 0;
    while (std::getline(in, line)) {
        ++n;
        const auto hash = line.find('#');
        if (hash != std::string::npos) line.resize(hash);
        std::istringstream f(line);
        std::vector<std::string> w;
        for (std::string x; f >> x;) w.push_back(x);
        if (w.empty()) continue;
        const std::string at = where + ":" + std::to_string(n);
        if (w.size() < 6 || w.size() > 7) throw Error(at + ": expected 'key M N K batch kernel [tflops]'");
        Selection s;
        s.key = w[0];
        s.M = parse_u32(w[1], at, "M");
        s.N = parse_u32(w[2], at, "N");
        s.K = parse_u32(w[3], at, "K");
        s.batch = parse_u32(w[4], at, "batch");
        s.kernel = w[5];
        if (const auto split = s.kernel.find('@'); split != std::string::npos) {
            s.split_k = parse_u32(s.kernel.substr(split + 1), at, "split");
            s.kernel.resize(split);
        }
        if (w.size() == 7) {
            char* end = nullptr;
            s.modelled_tflops = std::strtod(w[6].c_str(), &end);
            if (*end || !(s.modelled_tflops >= 0)) throw Error(at + ": bad TFLOP/s '" + w[6] + "'");
        }
        out.push_back(s);
    }
    return out;
}

std::vector<Selection> read_selection_table(const std::string& dir) {
    const std::string path = dir + "/selection.txt";
    struct stat st;
    if (::stat(path.c_str(), &st) != 0) return {};   // a pack without a table: the catalog order decides
    const auto bytes = read_regular_file(path, 64 << 20, "selection table");
    return parse_selection(std::string(bytes.begin(), bytes.end()), path);
}

}  // namespace wmma_asm
