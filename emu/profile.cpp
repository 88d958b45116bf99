// Counters and timing model (placeholder: counts instructions only).
#include "emu/profile.hpp"

#include <atomic>
#include <mutex>

#include "emu/engine.hpp"

namespace emu {

struct LaunchProfile::State {
    std::mutex mu;
    uint64_t instructions = 0;
};

LaunchProfile::LaunchProfile(const DecodedKernel&, const std::string&, uint32_t*, uint32_t*, uint32_t, uint32_t, uint32_t)
    : s_(new State) {}
LaunchProfile::~LaunchProfile() = default;

std::map<std::string, uint64_t> LaunchProfile::counters() const { return {{"instructions", s_->instructions}}; }
double LaunchProfile::modelled_ms(std::string*) const { return -1.0; }

struct WaveProfile::State {
    LaunchProfile* launch = nullptr;
    uint64_t instructions = 0;
};

WaveProfile::WaveProfile(LaunchProfile& l) : s_(new State) { s_->launch = &l; }
WaveProfile::~WaveProfile() = default;
void WaveProfile::start(const Wave&) { s_->instructions = 0; }
void WaveProfile::before(const Wave&, const Inst&, size_t) {}
void WaveProfile::after(const Wave&, const Inst&, size_t) { ++s_->instructions; }
void WaveProfile::global_access(uint64_t, uint32_t, int) {}
void WaveProfile::lds_access(uint32_t, uint32_t, bool, int) {}
void WaveProfile::finish(const Wave&) {
    std::lock_guard<std::mutex> lock(s_->launch->state().mu);
    s_->launch->state().instructions += s_->instructions;
}

}  // namespace emu
