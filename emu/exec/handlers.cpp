// The emulator's complete handler table, assembled from the per-group registrations.
#include "emu/exec/exec.hpp"

namespace emu {

HandlerTable make_handler_table() {
    HandlerTable t;
    add_salu_handlers(t);
    add_smem_handlers(t);
    add_valu_handlers(t);
    add_wmma_handlers(t);
    add_vmem_handlers(t);
    add_lds_handlers(t);
    return t;
}

}  // namespace emu
