// Strict-mode checks (see emu/strict.hpp).
#include "emu/strict.hpp"

#include "emu/engine.hpp"

namespace emu {

struct StrictLaunch::Impl {};
struct StrictGroup::State {};
struct StrictWave::State {
    const StrictLaunch* launch = nullptr;
};

StrictLaunch make_strict_launch(const DecodedKernel& dk, const std::string& target, uint32_t vgpr_limit,
                                uint32_t sgpr_limit, uint32_t lds_bytes) {
    StrictLaunch l;
    l.target = target;
    l.vgpr_limit = vgpr_limit;
    l.sgpr_limit = sgpr_limit;
    l.lds_bytes = lds_bytes;
    l.kernel = &dk;
    l.impl = std::make_shared<StrictLaunch::Impl>();
    return l;
}

StrictGroup::StrictGroup(const StrictLaunch&) : s_(new State) {}
StrictGroup::~StrictGroup() = default;
void StrictGroup::reset() {}
void StrictGroup::barrier() {}
void StrictGroup::lds_access(const Wave&, const Inst&, uint32_t, uint32_t, bool, int) {}

StrictWave::StrictWave(const StrictLaunch& l) : s_(new State) { s_->launch = &l; }
StrictWave::~StrictWave() = default;
void StrictWave::reset(const Wave&) {}
void StrictWave::before(const Wave&, const Inst&, size_t) {}
void StrictWave::after(const Wave&, const Inst&, size_t) {}

}  // namespace emu
