// Every instruction of the gfx11 opcode table (emu/isa/gfx11_ops.def, all that llvm-mc-19
// decodes for gfx1151) that a compute kernel can execute has a handler in the emulator.
//
// kNotExecuted is the one list of what the emulator deliberately does not execute, each entry with
// its reason. An entry names either a whole encoding family (name nullptr) or one mnemonic. The
// check is exact both ways: an opcode without a handler that the list does not name fails, and so
// does an entry that names an opcode with a handler or names nothing in the table. The VOPDX /
// VOPDY rows are the two halves of the one VOPD encoding, executed by the "<vopd>" handler.
// An instruction of the list stops a launch with a clear error (emu/engine/engine.cpp: "... instructions
// are not supported by the emulator" for the flagged families, "instruction not supported by the
// emulator (DS opcode ...)" for the DS entries).
#include <doctest/doctest.h>

#include <cstring>
#include <sstream>
#include <string>
#include <vector>

#include "emu/exec/exec.hpp"
#include "emu/isa/inst.hpp"

namespace {

struct NotExecuted {
    emu::Enc enc;
    const char* name;   // nullptr: every opcode of the family
    const char* reason;
};

const NotExecuted kNotExecuted[] = {
    {emu::Enc::EXP, nullptr,
     "exports send positions, parameters and colours to the graphics pipeline's fixed-function units; a compute "
     "dispatch has no export targets"},
    {emu::Enc::VINTERP, nullptr,
     "pixel-shader attribute interpolation: its inputs are the barycentrics and attribute data the rasteriser "
     "provides, which a compute dispatch never has"},
    {emu::Enc::LDSDIR, nullptr,
     "pixel-shader parameter and direct loads from the LDS attribute area the rasteriser fills"},
    {emu::Enc::MIMG, nullptr,
     "image and sampler resources (T#, S#): tiled surface addressing, texture formats, mip levels and filtering "
     "are a texture unit the emulator does not model; the kernels it runs address memory through buffers"},
    {emu::Enc::DS, "ds_gws_init", "global wave sync works on GDS resources; HIP compute dispatches allocate no GDS"},
    {emu::Enc::DS, "ds_gws_sema_v", "global wave sync semaphore (GDS); no GDS in a compute dispatch"},
    {emu::Enc::DS, "ds_gws_sema_br", "global wave sync semaphore (GDS); no GDS in a compute dispatch"},
    {emu::Enc::DS, "ds_gws_sema_p", "global wave sync semaphore (GDS); no GDS in a compute dispatch"},
    {emu::Enc::DS, "ds_gws_sema_release_all", "global wave sync semaphore (GDS); no GDS in a compute dispatch"},
    {emu::Enc::DS, "ds_gws_barrier", "global wave sync barrier across workgroups (GDS); no GDS in a compute dispatch"},
    {emu::Enc::DS, "ds_ordered_count", "ordered count in GDS (ordered append for graphics); no GDS in a compute dispatch"},
    {emu::Enc::DS, "ds_add_gs_reg_rtn", "atomic add on the geometry shader's streamout registers (GS stage only)"},
    {emu::Enc::DS, "ds_sub_gs_reg_rtn", "atomic subtract on the geometry shader's streamout registers (GS stage only)"},
};

bool is_vopd_half(emu::Enc e) { return e == emu::Enc::VOPDX || e == emu::Enc::VOPDY; }

bool matches(const NotExecuted& x, const emu::OpInfo& op) {
    return op.enc == x.enc && (!x.name || std::strcmp(x.name, op.name) == 0);
}

// An opcode is executed when the engine gives it a handler (emu/engine/engine.cpp decode_code_object:
// families flagged F_UNSUPPORTED get none whatever the table holds).
bool executed(const emu::OpInfo& op, const emu::HandlerTable& t) {
    return !op.has(emu::opf::F_UNSUPPORTED) && t.find(op.name) != nullptr;
}

std::string hex(unsigned v) {
    std::ostringstream s;
    s << "0x" << std::hex << v;
    return s.str();
}

// Everything wrong with `t` against `ops` and the exception list `ex`: one line per problem.
std::vector<std::string> coverage_problems(const emu::OpTable& ops, const emu::HandlerTable& t,
                                           const std::vector<NotExecuted>& ex) {
    std::vector<std::string> out;
    std::vector<unsigned> hits(ex.size(), 0);
    bool vopd = false;
    for (size_t i = 0; i < ops.count; ++i) {
        const emu::OpInfo& op = ops.ops[i];
        if (is_vopd_half(op.enc)) {
            vopd = true;
            continue;
        }
        int listed = -1;
        for (size_t k = 0; k < ex.size(); ++k)
            if (matches(ex[k], op)) {
                listed = int(k);
                ++hits[k];
            }
        const std::string what = std::string(emu::enc_name(op.enc)) + " " + op.name + " (opcode " + hex(op.op) + ")";
        if (listed < 0 && !executed(op, t)) out.push_back("no handler: " + what);
        if (listed >= 0 && executed(op, t)) out.push_back("in the exception list but executed: " + what);
    }
    if (vopd && !t.find("<vopd>")) out.push_back("no handler: the VOPD dual-issue encoding (\"<vopd>\")");
    for (size_t k = 0; k < ex.size(); ++k)
        if (!hits[k])
            out.push_back(std::string("the exception list names no opcode of the table: ") + emu::enc_name(ex[k].enc) +
                          " " + (ex[k].name ? ex[k].name : "(family)"));
    return out;
}

std::vector<NotExecuted> exceptions() { return std::vector<NotExecuted>(std::begin(kNotExecuted), std::end(kNotExecuted)); }

// A copy of the emulator's table with `skip` left out and `extra` added (with a dummy handler).
emu::HandlerTable table_variant(const char* skip, const char* extra, bool keep_vopd = true) {
    const emu::HandlerTable full = emu::make_handler_table();
    emu::HandlerTable t;
    const emu::OpTable ops = emu::op_table();
    for (size_t i = 0; i < ops.count; ++i) {
        const char* n = ops.ops[i].name;
        if (skip && std::strcmp(n, skip) == 0) continue;
        if (const emu::Handler h = full.find(n)) t.add(n, h);
    }
    if (keep_vopd) t.add("<vopd>", full.find("<vopd>"));
    if (extra) t.add(extra, [](emu::Wave&, const emu::Inst&) {});
    return t;
}

bool has_line(const std::vector<std::string>& v, const std::string& part) {
    for (const auto& s : v)
        if (s.find(part) != std::string::npos) return true;
    return false;
}

}  // namespace

TEST_CASE("opcode coverage: every opcode of the gfx11 table is executed or in the documented exception list") {
    const emu::OpTable ops = emu::op_table();
    const emu::HandlerTable t = emu::make_handler_table();
    const auto problems = coverage_problems(ops, t, exceptions());
    for (const auto& p : problems) FAIL_CHECK(p);
    CHECK(problems.empty());
    size_t total = 0, run = 0;
    for (size_t i = 0; i < ops.count; ++i) {
        if (is_vopd_half(ops.ops[i].enc)) continue;
        ++total;
        run += executed(ops.ops[i], t);
    }
    MESSAGE("opcodes executed: " << run << " of " << total << " (VOPD halves not counted); not executed by design: "
                                 << total - run);
    CHECK(run + 100 == total);   // 82 MIMG, 9 DS, 6 VINTERP, 2 LDSDIR, 1 EXP
    // Every entry gives its reason.
    for (const auto& x : kNotExecuted) CHECK(std::strlen(x.reason) > 20);
}

TEST_CASE("opcode coverage: the checker reports a missing handler, a listed opcode that runs and a stale entry (negative tests)") {
    const emu::OpTable ops = emu::op_table();
    SUBCASE("an opcode without a handler is named") {
        const auto p = coverage_problems(ops, table_variant("v_trig_preop_f64", nullptr), exceptions());
        CHECK(p.size() == 1);
        CHECK(has_line(p, "no handler: VOP3 v_trig_preop_f64 (opcode 0x32f)"));
    }
    SUBCASE("a whole family without handlers is named opcode by opcode") {
        emu::HandlerTable t = table_variant(nullptr, nullptr);
        std::vector<NotExecuted> ex = exceptions();
        ex.erase(ex.begin() + 3);   // MIMG
        const auto p = coverage_problems(ops, t, ex);
        CHECK(p.size() == 82);
        CHECK(has_line(p, "no handler: MIMG image_sample "));
    }
    SUBCASE("an exception-list opcode that has a handler") {
        const auto p = coverage_problems(ops, table_variant(nullptr, "ds_gws_init"), exceptions());
        CHECK(p.size() == 1);
        CHECK(has_line(p, "in the exception list but executed: DS ds_gws_init"));
    }
    SUBCASE("a listed family with one executed opcode") {
        // MIMG is flagged F_UNSUPPORTED: a handler registered under its name is never used.
        CHECK(coverage_problems(ops, table_variant(nullptr, "image_load"), exceptions()).empty());
        std::vector<NotExecuted> ex = exceptions();
        ex.push_back({emu::Enc::MUBUF, nullptr, "a family that the emulator does execute"});
        const auto p = coverage_problems(ops, table_variant(nullptr, nullptr), ex);
        CHECK(has_line(p, "in the exception list but executed: MUBUF buffer_load_b32"));
    }
    SUBCASE("an entry that names no opcode") {
        std::vector<NotExecuted> ex = exceptions();
        ex.push_back({emu::Enc::DS, "ds_gws_no_such_op", "a typo"});
        ex.push_back({emu::Enc::SOPP, "ds_gws_init", "the right name in the wrong family"});
        const auto p = coverage_problems(ops, table_variant(nullptr, nullptr), ex);
        CHECK(p.size() == 2);
        CHECK(has_line(p, "names no opcode of the table: DS ds_gws_no_such_op"));
        CHECK(has_line(p, "names no opcode of the table: SOPP ds_gws_init"));
    }
    SUBCASE("the VOPD handler missing") {
        const auto p = coverage_problems(ops, table_variant(nullptr, nullptr, false), exceptions());
        CHECK(p.size() == 1);
        CHECK(has_line(p, "VOPD"));
    }
}
