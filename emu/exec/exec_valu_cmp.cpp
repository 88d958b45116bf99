// Vector ALU: every v_cmp_* and v_cmpx_* (VOPC e32 and VOP3 e64 share a handler per mnemonic).
//
// The decoder puts the mask destination in Inst::dst: vcc_lo for VOPC e32 compares, exec_lo for
// every v_cmpx (they write EXEC only), the SDST code for VOP3 compares. A lane's bit is the
// comparison result when the lane is active and 0 otherwise.
//
// Float compares use the IEEE predicates of the guide (lt, eq, le, gt, lg = less or greater,
// ge, o = ordered, u = unordered, and the negated n* forms that are true on NaN); input
// denormals are flushed when MODE says so, and -0 == +0. The class tests (v_cmp_class_*) read the
// raw bits: S1 bit 0 sNaN, 1 qNaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0, 6 +0, 7 +denormal,
// 8 +normal, 9 +inf.
//
// Handlers are registered by walking the generated opcode table and parsing each mnemonic
// (v_cmp[x]_<cond>_<type>), so every compare llvm-mc-19 knows for gfx1151 is covered.
#include <array>
#include <cmath>
#include <cstring>
#include <string>
#include <type_traits>
#include <utility>

#include "emu/exec/exec_valu_common.hpp"

namespace emu {
namespace valu {
namespace {

enum Ty { F16, F32, F64, I16, U16, I32, U32, I64, U64, kNumTy };

const char* const kTyNames[kNumTy] = {"f16", "f32", "f64", "i16", "u16", "i32", "u32", "i64", "u64"};
const char* const kFloatConds[16] = {"f", "lt", "eq", "le", "gt", "lg", "ge", "o",
                                     "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "t"};
const char* const kIntConds[8] = {"f", "lt", "eq", "le", "gt", "ne", "ge", "t"};

template <int C>
inline bool fcmp(double a, double b) {
    switch (C) {
        case 0: return false;
        case 1: return a < b;
        case 2: return a == b;
        case 3: return a <= b;
        case 4: return a > b;
        case 5: return a < b || a > b;
        case 6: return a >= b;
        case 7: return !std::isnan(a) && !std::isnan(b);
        case 8: return std::isnan(a) || std::isnan(b);
        case 9: return !(a >= b);
        case 10: return !(a < b || a > b);
        case 11: return !(a > b);
        case 12: return !(a <= b);
        case 13: return !(a == b);
        case 14: return !(a < b);
        default: return true;
    }
}

// icmp on four lanes of GCC vector extensions: 0 or -1 per lane.
template <int C, class V>
inline V icmp4(V a, V b) {
    switch (C) {
        case 0: return a != a;
        case 1: return a < b;
        case 2: return a == b;
        case 3: return a <= b;
        case 4: return a > b;
        case 5: return a != b;
        case 6: return a >= b;
        default: return a == a;
    }
}

// fcmp on four f32 lanes of GCC vector extensions (IEEE compares: false for an unordered pair
// except the negated and the unordered conditions): 0 or -1 per lane, as fcmp on each lane.
typedef float f32x4 __attribute__((vector_size(16)));
typedef int32_t i32x4 __attribute__((vector_size(16)));
template <int C>
inline i32x4 fcmp4(f32x4 a, f32x4 b) {
    switch (C) {
        case 0: return (a != a) & (a == a);   // (false)
        case 1: return a < b;
        case 2: return a == b;
        case 3: return a <= b;
        case 4: return a > b;
        case 5: return (a < b) | (a > b);
        case 6: return a >= b;
        case 7: return (a == a) & (b == b);
        case 8: return (a != a) | (b != b);
        case 9: return ~(a >= b);
        case 10: return ~((a < b) | (a > b));
        case 11: return ~(a > b);
        case 12: return ~(a <= b);
        case 13: return a != b;
        case 14: return ~(a < b);
        default: return (a == a) | (a != a);   // (true)
    }
}

template <int C, class T>
inline bool icmp(T a, T b) {
    switch (C) {
        case 0: return false;
        case 1: return a < b;
        case 2: return a == b;
        case 3: return a <= b;
        case 4: return a > b;
        case 5: return a != b;
        case 6: return a >= b;
        default: return true;
    }
}

template <Ty T, int C>
void cmp(Wave& w, const Inst& in) {
    Ctx cx(w, in);
    const FpEnv& e = cx.fe;
    uint32_t mask = 0;
    if (T == F64 || T == I64 || T == U64) {
        const Src64 a = cx.s64(0), b = cx.s64(1);
        for_each_lane(cx.active, [&](unsigned l) {
            bool r;
            if (T == F64) {
                const uint64_t x = fp::denorm_f64(cx.f64(a, 0, l), e.din16), y = fp::denorm_f64(cx.f64(b, 1, l), e.din16);
                r = fcmp<C>(fp::f64_from_bits(x), fp::f64_from_bits(y));
            } else if (T == I64) {
                r = icmp<C>(int64_t(a[l]), int64_t(b[l]));
            } else {
                r = icmp<C>(a[l], b[l]);
            }
            if (r) mask |= 1u << l;
        });
    } else if ((T == I32 || T == U32) && cx.active == 0xffffffffu) {
        // Every lane of a 32-bit integer compare (attention's masks): four lanes at a time in
        // GCC vector extensions (a compare gives 0 or -1 per lane; AND with the lanes' bits and
        // OR them together), without the per-lane loop's bit scan and operand indexing. Host
        // instructions per call (tools/handler_cost.cpp under cachegrind): 629 -> 321.
        typedef std::conditional_t<T == I32, int32_t, uint32_t> E;
        typedef E e4 __attribute__((vector_size(16)));
        alignas(16) uint32_t abuf[32], bbuf[32];
        const uint32_t* a = cx.lanes(0, abuf);
        const uint32_t* b = cx.lanes(1, bbuf);
        const e4 bit = {1, 2, 4, 8};
        for (unsigned l = 0; l < 32; l += 4) {
            e4 x, y;
            std::memcpy(&x, a + l, sizeof x);
            std::memcpy(&y, b + l, sizeof y);
            const e4 r = icmp4<C>(x, y) & bit;
            mask |= uint32_t(r[0] | r[1] | r[2] | r[3]) << l;
        }
    } else if (T == F32 && cx.active == 0xffffffffu && e.din32) {
        // Every lane of an f32 compare with input denormals kept (the default MODE; flushing
        // ones take the lane walk): the sources with their ABS / NEG bits (f32_wave_src), then
        // four lanes at a time as f32 vectors (exact: fcmp's doubles are these floats widened).
        // Host instructions per call (handler_cost under cachegrind): v_cmp_lt_f32 1355 -> 339.
        alignas(16) uint32_t abuf[32], bbuf[32];
        const uint32_t* a = f32_wave_src(cx, 0, abuf);
        const uint32_t* b = f32_wave_src(cx, 1, bbuf);
        const i32x4 bit = {1, 2, 4, 8};
        for (unsigned l = 0; l < 32; l += 4) {
            f32x4 x, y;
            std::memcpy(&x, a + l, sizeof x);
            std::memcpy(&y, b + l, sizeof y);
            const i32x4 r = fcmp4<C>(x, y) & bit;
            mask |= uint32_t(r[0] | r[1] | r[2] | r[3]) << l;
        }
    } else {
        for_each_lane(cx.active, [&](unsigned l) {
            bool r;
            switch (T) {
                case F16: {
                    const uint16_t x = fp::denorm_f16(cx.f16(0, l), e.din16), y = fp::denorm_f16(cx.f16(1, l), e.din16);
                    r = fcmp<C>(double(fp::f16_to_float(x)), double(fp::f16_to_float(y)));
                    break;
                }
                case F32: {
                    const uint32_t x = fp::denorm_f32(cx.f32(0, l), e.din32), y = fp::denorm_f32(cx.f32(1, l), e.din32);
                    r = fcmp<C>(double(fp::f32_from_bits(x)), double(fp::f32_from_bits(y)));
                    break;
                }
                case I16: r = icmp<C>(int16_t(cx.h(0, l)), int16_t(cx.h(1, l))); break;
                case U16: r = icmp<C>(cx.h(0, l), cx.h(1, l)); break;
                case I32: r = icmp<C>(cx.si(0, l), cx.si(1, l)); break;
                default: r = icmp<C>(cx.u(0, l), cx.u(1, l)); break;
            }
            if (r) mask |= 1u << l;
        });
    }
    cx.put_mask(in.dst, mask);
}

// Class index (bit of S1) of a float given as sign, "exponent all ones", "exponent zero",
// mantissa non-zero and quiet bit.
inline unsigned class_bit(bool sign, bool exp_max, bool exp_zero, bool mant, bool quiet) {
    if (exp_max) {
        if (mant) return quiet ? 1 : 0;
        return sign ? 2 : 9;
    }
    if (!exp_zero) return sign ? 3 : 8;
    if (mant) return sign ? 4 : 7;
    return sign ? 5 : 6;
}

template <Ty T>
void cmp_class(Wave& w, const Inst& in) {
    Ctx cx(w, in);
    uint32_t mask = 0;
    Src64 a64{};
    if (T == F64) a64 = cx.s64(0);
    for_each_lane(cx.active, [&](unsigned l) {
        unsigned bit;
        if (T == F16) {
            const uint16_t v = cx.f16(0, l);
            bit = class_bit(v >> 15, (v & 0x7c00u) == 0x7c00u, (v & 0x7c00u) == 0, (v & 0x3ffu) != 0, (v & 0x200u) != 0);
        } else if (T == F32) {
            const uint32_t v = cx.f32(0, l);
            bit = class_bit(v >> 31, (v & 0x7f800000u) == 0x7f800000u, (v & 0x7f800000u) == 0,
                            (v & 0x7fffffu) != 0, (v & 0x400000u) != 0);
        } else {
            const uint64_t v = cx.f64(a64, 0, l);
            bit = class_bit(v >> 63, (v & 0x7ff0000000000000ull) == 0x7ff0000000000000ull,
                            (v & 0x7ff0000000000000ull) == 0, (v & 0xfffffffffffffull) != 0,
                            (v & 0x8000000000000ull) != 0);
        }
        if ((cx.u(1, l) >> bit) & 1) mask |= 1u << l;
    });
    cx.put_mask(in.dst, mask);
}

template <Ty T, size_t... I>
constexpr std::array<Handler, sizeof...(I)> row(std::index_sequence<I...>) {
    return {{&cmp<T, int(I)>...}};
}

const std::array<Handler, 16> kF16Row = row<F16>(std::make_index_sequence<16>{});
const std::array<Handler, 16> kF32Row = row<F32>(std::make_index_sequence<16>{});
const std::array<Handler, 16> kF64Row = row<F64>(std::make_index_sequence<16>{});
const std::array<Handler, 8> kI16Row = row<I16>(std::make_index_sequence<8>{});
const std::array<Handler, 8> kU16Row = row<U16>(std::make_index_sequence<8>{});
const std::array<Handler, 8> kI32Row = row<I32>(std::make_index_sequence<8>{});
const std::array<Handler, 8> kU32Row = row<U32>(std::make_index_sequence<8>{});
const std::array<Handler, 8> kI64Row = row<I64>(std::make_index_sequence<8>{});
const std::array<Handler, 8> kU64Row = row<U64>(std::make_index_sequence<8>{});

// Handler of a compare mnemonic, nullptr if it is not one.
Handler compare_handler(const std::string& name) {
    std::string rest;
    if (name.compare(0, 7, "v_cmpx_") == 0) rest = name.substr(7);
    else if (name.compare(0, 6, "v_cmp_") == 0) rest = name.substr(6);
    else return nullptr;
    const size_t us = rest.rfind('_');
    if (us == std::string::npos) return nullptr;
    const std::string cond = rest.substr(0, us), type = rest.substr(us + 1);
    int ty = -1;
    for (int i = 0; i < kNumTy; ++i)
        if (type == kTyNames[i]) ty = i;
    if (ty < 0) return nullptr;
    if (cond == "class") {
        if (ty == F16) return cmp_class<F16>;
        if (ty == F32) return cmp_class<F32>;
        if (ty == F64) return cmp_class<F64>;
        return nullptr;
    }
    if (ty <= F64) {
        for (int c = 0; c < 16; ++c)
            if (cond == kFloatConds[c]) return ty == F16 ? kF16Row[c] : ty == F32 ? kF32Row[c] : kF64Row[c];
        return nullptr;
    }
    for (int c = 0; c < 8; ++c)
        if (cond == kIntConds[c]) {
            switch (ty) {
                case I16: return kI16Row[c];
                case U16: return kU16Row[c];
                case I32: return kI32Row[c];
                case U32: return kU32Row[c];
                case I64: return kI64Row[c];
                default: return kU64Row[c];
            }
        }
    return nullptr;
}

}  // namespace

void add_cmp_handlers(HandlerTable& t) {
    const OpTable tab = op_table();
    for (size_t i = 0; i < tab.count; ++i) {
        const OpInfo& op = tab.ops[i];
        if (op.enc != Enc::VOPC && op.enc != Enc::VOP3) continue;
        if (std::strncmp(op.name, "v_cmp", 5) != 0) continue;
        if (Handler h = compare_handler(op.name)) t.add(op.name, h);
        else faultf("no compare handler for %s", op.name);   // a table entry this file cannot parse
    }
}

}  // namespace valu
}  // namespace emu
