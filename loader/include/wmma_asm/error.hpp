// The one exception type of the library: every failure a user can cause (a bad file, an unknown
// kernel, a wrong argument list, an emulator fault) is reported as a wmma_asm::Error whose
// message is a single line that names the culprit.
#pragma once
#include <stdexcept>
#include <string>

namespace wmma_asm {

class Error : public std::runtime_error {
public:
    explicit Error(const std::string& what) : std::runtime_error(what) {}
};

}  // namespace wmma_asm
