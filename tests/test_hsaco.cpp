// Code-object parsing: the pack's own objects, and every kind of bad input the parser must
// reject with a clear error (never a crash).
#include <doctest/doctest.h>

#include <cstring>

#include "asm_kernel.hpp"
#include "util.hpp"
#include "wmma_asm/catalog.hpp"
#include "wmma_asm/error.hpp"
#include "wmma_asm/hsaco.hpp"
#include "wmma_asm/kernargs.hpp"

using wmma_asm::Error;
using wmma_asm::parse_code_object;

namespace {

std::vector<uint8_t> pack_k1() { return testutil::read_bytes(testutil::pack_dir() + "/k1.hsaco"); }

std::string parse_error(std::vector<uint8_t> bytes) {
    try {
        parse_code_object(std::move(bytes), "x.hsaco");
    } catch (const Error& e) {
        return e.what();
    }
    return "";
}

// Offset of the metadata note's descriptor bytes (found by scanning for the owner name).
size_t note_desc_offset(const std::vector<uint8_t>& b) {
    for (size_t i = 12; i + 8 < b.size(); ++i)
        if (std::memcmp(&b[i], "AMDGPU\0\0", 8) == 0) {
            uint32_t type;
            std::memcpy(&type, &b[i - 4], 4);
            if (type == 32) return i + 8;
        }
    return 0;
}

}  // namespace

TEST_CASE("the pack's k1 code object parses with target, descriptor and typed arguments") {
    const auto co = parse_code_object(pack_k1(), "k1.hsaco");
    CHECK(co.gfx_target == testutil::arch());
    CHECK(co.abi_version == 3);   // code object v5
    CHECK(co.metadata_target == "amdgcn-amd-amdhsa--" + testutil::arch());
    REQUIRE(co.kernels.size() == 1);
    const auto& k = co.kernel("k1");
    CHECK(k.symbol == "k1.kd");
    CHECK(k.wavefront_size == 32);
    CHECK(k.kernarg_segment_size == 56);
    CHECK(k.descriptor.wavefront_size32());
    CHECK(k.descriptor.sgpr_kernarg_segment_ptr());
    CHECK(k.descriptor.user_sgpr_count() == 2);
    CHECK(k.descriptor.workgroup_id_x());
    CHECK(k.descriptor.workgroup_id_y());
    CHECK_FALSE(k.descriptor.workgroup_id_z());
    CHECK(k.descriptor.vgpr_count() >= k.vgpr_count);
    CHECK(k.entry_vaddr >= co.text_vaddr);
    REQUIRE(k.args.size() == 11);
    const char* names[] = {"A", "B", "C", "M", "N", "K", "lda", "ldb", "ldc", "alpha", "beta"};
    for (int i = 0; i < 11; ++i) CHECK(k.args[i].name == names[i]);
    CHECK(k.args[0].value_kind == "global_buffer");
    CHECK(k.args[0].size == 8);
    CHECK(k.args[0].access == "read_only");
    CHECK(k.args[2].access == "read_write");
    CHECK(k.args[3].value_kind == "by_value");
    CHECK(k.args[3].offset == 24);
    CHECK(k.args[9].type_name == "float");
}

TEST_CASE("e_flags maps to the gfx target for every gfx11 target the pack builds") {
    for (const char* t : {"gfx1100", "gfx1101", "gfx1102", "gfx1150", "gfx1151"}) {
        testutil::AsmKernel k;
        k.target = t;
        const auto co = parse_code_object(k.build());
        CHECK(co.gfx_target == t);
    }
}

TEST_CASE("a missing file is a clear error") {
    try {
        wmma_asm::load_code_object_file("/nonexistent/k.hsaco");
        FAIL("no error");
    } catch (const Error& e) {
        CHECK(std::string(e.what()).find("cannot open") != std::string::npos);
    }
}

TEST_CASE("an ELF that is not a linked shared object names its type") {
    // The assembler's relocatable output, not linked: symbol values are section offsets.
    testutil::TempDir d;
    testutil::AsmKernel k;
    testutil::write_text(d.file("k.s"), k.source());
    const auto mc = testutil::run("llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=" + testutil::arch() + " -filetype=obj '" +
                                  d.file("k.s") + "' -o '" + d.file("k.o") + "'");
    REQUIRE_MESSAGE(mc.status == 0, mc.err);
    CHECK(parse_error(testutil::read_bytes(d.file("k.o"))) ==
          "x.hsaco: is a relocatable object (ET_REL), not a linked code object: link it with ld.lld-19 -shared");
    // The other types, on a linked object with e_type patched.
    auto with_type = [](uint16_t type) {
        auto b = pack_k1();
        std::memcpy(&b[0x10], &type, 2);
        return parse_error(b);
    };
    CHECK(with_type(2).find("is an executable (ET_EXEC), not a code object") != std::string::npos);
    CHECK(with_type(4).find("is a core file (ET_CORE), not a code object") != std::string::npos);
    CHECK(with_type(0xfe00).find("has ELF type 65024, not a code object") != std::string::npos);
    CHECK(with_type(3).empty());   // ET_DYN: the pack's own k1, unchanged
}

TEST_CASE("a descriptor symbol outside every section is named by its address in hex") {
    // Point the symbol table's k1.kd at 0xdead0000 (the parser reads .symtab: SHT_SYMTAB, 2).
    auto b = pack_k1();
    auto rd = [&](size_t off, size_t n) { uint64_t v = 0; std::memcpy(&v, &b[off], n); return v; };
    const uint64_t shoff = rd(0x28, 8), shnum = rd(0x3c, 2);
    bool patched = false;
    for (uint64_t i = 0; i < shnum; ++i) {
        const uint64_t sh = shoff + i * 64;
        if (rd(sh + 4, 4) != 2) continue;
        const uint64_t strtab = rd(shoff + rd(sh + 40, 4) * 64 + 24, 8);
        for (uint64_t sym = rd(sh + 24, 8); sym < rd(sh + 24, 8) + rd(sh + 32, 8); sym += 24)
            if (std::strcmp(reinterpret_cast<const char*>(&b[strtab + rd(sym, 4)]), "k1.kd") == 0) {
                const uint64_t bad = 0xdead0000;
                std::memcpy(&b[sym + 8], &bad, 8);
                patched = true;
            }
    }
    REQUIRE(patched);
    CHECK(parse_error(b) == "x.hsaco: address 0xdead0000 is in no section");
}

TEST_CASE("a file that is not ELF is rejected") {
    const std::string text = "this is not a code object";
    CHECK(parse_error({text.begin(), text.end()}).find("not an ELF file") != std::string::npos);
    CHECK(parse_error({}).find("not an ELF file") != std::string::npos);
}

TEST_CASE("every truncation of a valid code object is rejected, never a crash") {
    const auto full = pack_k1();
    // Every prefix: the header, section table, notes and symbols all lie somewhere in the file.
    int rejected = 0;
    for (size_t n = 0; n < full.size(); n += (n < 256 ? 1 : 7)) {
        std::vector<uint8_t> part(full.begin(), full.begin() + static_cast<long>(n));
        if (!parse_error(part).empty()) ++rejected;
        else FAIL("truncated to " << n << " bytes but accepted");
    }
    CHECK(rejected > 100);
    CHECK(parse_error(std::vector<uint8_t>(full.begin(), full.begin() + 40)).find("truncated") != std::string::npos);
}

TEST_CASE("an ELF for another machine is rejected") {
    auto b = pack_k1();
    b[0x12] = 62;   // EM_X86_64
    b[0x13] = 0;
    CHECK(parse_error(b).find("another machine") != std::string::npos);
    auto b32 = pack_k1();
    b32[4] = 1;     // ELFCLASS32
    CHECK(parse_error(b32).find("64-bit") != std::string::npos);
}

TEST_CASE("a missing or corrupt metadata note is rejected") {
    const auto good = pack_k1();
    const size_t desc = note_desc_offset(good);
    REQUIRE(desc > 0);
    SUBCASE("missing: note type changed") {
        auto b = good;
        b[desc - 12] = 99;   // n_type of the AMDGPU note
        CHECK(parse_error(b).find("no NT_AMDGPU_METADATA") != std::string::npos);
    }
    SUBCASE("corrupt: top level not a map") {
        auto b = good;
        b[desc] = 0x91;   // fixarray of 1
        CHECK(parse_error(b).find("corrupt metadata") != std::string::npos);
    }
    SUBCASE("corrupt: reserved msgpack byte") {
        auto b = good;
        b[desc] = 0xc1;
        CHECK(parse_error(b).find("corrupt metadata") != std::string::npos);
    }
    SUBCASE("corrupt: any single byte of the note flipped never crashes") {
        uint32_t descsz;
        std::memcpy(&descsz, &good[desc - 16], 4);
        for (size_t i = 0; i < descsz; ++i) {
            auto b = good;
            b[desc + i] ^= 0xff;
            (void)parse_error(b);   // may or may not parse; must not crash or hang
        }
    }
}

TEST_CASE("unknown kernel names list the kernels that exist") {
    const auto co = parse_code_object(pack_k1());
    try {
        co.kernel("k9");
        FAIL("no error");
    } catch (const Error& e) {
        CHECK(std::string(e.what()) == "unknown kernel 'k9' (this code object has: k1)");
    }
}

TEST_CASE("kernel arguments: count and sizes are checked before launch") {
    const auto co = parse_code_object(pack_k1());
    const auto& k = co.kernel("k1");
    using wmma_asm::ArgValue;
    std::vector<ArgValue> good = {ArgValue::pointer(0x1000), ArgValue::pointer(0x2000), ArgValue::pointer(0x3000),
                                  ArgValue::u32(16), ArgValue::u32(32), ArgValue::u32(48), ArgValue::u32(48),
                                  ArgValue::u32(32), ArgValue::u32(32), ArgValue::f32(2.0f), ArgValue::f32(0.5f)};
    const auto seg = wmma_asm::pack_kernargs(k, good, {2, 1, 1}, {32, 1, 1});
    REQUIRE(seg.size() == 56);
    uint64_t c;
    std::memcpy(&c, &seg[16], 8);
    CHECK(c == 0x3000);
    uint32_t n;
    std::memcpy(&n, &seg[28], 4);
    CHECK(n == 32);
    float beta;
    std::memcpy(&beta, &seg[52], 4);
    CHECK(beta == 0.5f);

    auto too_few = good;
    too_few.pop_back();
    CHECK_THROWS_WITH_AS(wmma_asm::pack_kernargs(k, too_few, {1, 1, 1}, {32, 1, 1}),
                         "kernel 'k1' takes 11 arguments (A, B, C, M, N, K, lda, ldb, ldc, alpha, beta), got 10", Error);
    auto too_many = good;
    too_many.push_back(ArgValue::u32(1));
    CHECK_THROWS_AS(wmma_asm::pack_kernargs(k, too_many, {1, 1, 1}, {32, 1, 1}), Error);
    auto wrong_size = good;
    wrong_size[3] = ArgValue::pointer(0x10);
    CHECK_THROWS_WITH_AS(wmma_asm::pack_kernargs(k, wrong_size, {1, 1, 1}, {32, 1, 1}),
                         "kernel 'k1': argument 4 'M' is 4-byte by_value, got a 8-byte pointer", Error);
    auto scalar_for_ptr = good;
    scalar_for_ptr[0] = ArgValue::u32(1);
    CHECK_THROWS_AS(wmma_asm::pack_kernargs(k, scalar_for_ptr, {1, 1, 1}, {32, 1, 1}), Error);
}

TEST_CASE("the exported catalog lists every kernel with its launch parameters") {
    const auto cat = wmma_asm::load_catalog(testutil::pack_dir());
    const auto& k1 = cat.get("k1");
    CHECK(k1.kind == "gemm");
    CHECK(k1.tile_m == 16);
    CHECK(k1.tile_n == 16);
    CHECK(k1.wg_size == 32);
    CHECK(k1.m_multiple == 16);
    CHECK(!k1.summary.empty());
    CHECK_THROWS_AS(cat.get("nope"), Error);
    testutil::TempDir d;
    testutil::write_text(d.file("catalog.txt"), "k1 kind=gemm wg_size=x tile_m=16 tile_n=16\n");
    CHECK_THROWS_WITH_AS(wmma_asm::load_catalog(d.path()), (d.file("catalog.txt") + ":1: bad number 'x'").c_str(), Error);
}
