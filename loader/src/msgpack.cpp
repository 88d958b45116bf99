// MessagePack decoding (https://github.com/msgpack/msgpack/blob/master/spec.md), the subset the
// AMDGPU metadata uses plus everything else decoded for robustness (bin, ext skipped as Bin).
#include "wmma_asm/msgpack.hpp"

#include <cstring>

#include "wmma_asm/error.hpp"

namespace wmma_asm::msgpack {
namespace {

constexpr int kMaxDepth = 32;
constexpr size_t kMaxItems = 1u << 20;

class Reader {
public:
    Reader(const uint8_t* d, size_t n) : d_(d), n_(n) {}

    Value value(int depth) {
        if (depth > kMaxDepth) fail("nesting deeper than 32 levels");
        const uint8_t t = byte();
        Value v;
        if (t <= 0x7f) { v.type = Value::Type::UInt; v.u = t; v.i = t; return v; }
        if (t >= 0xe0) { v.type = Value::Type::Int; v.i = static_cast<int8_t>(t); return v; }
        if ((t & 0xf0) == 0x80) return map(t & 0x0f, depth);
        if ((t & 0xf0) == 0x90) return array(t & 0x0f, depth);
        if ((t & 0xe0) == 0xa0) return str(t & 0x1f, Value::Type::Str);
        switch (t) {
            case 0xc0: return v;
            case 0xc2: v.type = Value::Type::Bool; v.b = false; return v;
            case 0xc3: v.type = Value::Type::Bool; v.b = true; return v;
            case 0xc4: return str(be(1), Value::Type::Bin);
            case 0xc5: return str(be(2), Value::Type::Bin);
            case 0xc6: return str(be(4), Value::Type::Bin);
            case 0xc7: { size_t n = be(1); byte(); return str(n, Value::Type::Bin); }   // ext8
            case 0xc8: { size_t n = be(2); byte(); return str(n, Value::Type::Bin); }   // ext16
            case 0xc9: { size_t n = be(4); byte(); return str(n, Value::Type::Bin); }   // ext32
            case 0xca: { uint32_t bits = static_cast<uint32_t>(be(4)); float x; std::memcpy(&x, &bits, 4);
                         v.type = Value::Type::Float; v.f = x; return v; }
            case 0xcb: { uint64_t bits = be(8); double x; std::memcpy(&x, &bits, 8);
                         v.type = Value::Type::Float; v.f = x; return v; }
            case 0xcc: return uint(be(1));
            case 0xcd: return uint(be(2));
            case 0xce: return uint(be(4));
            case 0xcf: return uint(be(8));
            case 0xd0: return sint(static_cast<int8_t>(be(1)));
            case 0xd1: return sint(static_cast<int16_t>(be(2)));
            case 0xd2: return sint(static_cast<int32_t>(be(4)));
            case 0xd3: return sint(static_cast<int64_t>(be(8)));
            case 0xd4: byte(); return str(1, Value::Type::Bin);    // fixext
            case 0xd5: byte(); return str(2, Value::Type::Bin);
            case 0xd6: byte(); return str(4, Value::Type::Bin);
            case 0xd7: byte(); return str(8, Value::Type::Bin);
            case 0xd8: byte(); return str(16, Value::Type::Bin);
            case 0xd9: return str(be(1), Value::Type::Str);
            case 0xda: return str(be(2), Value::Type::Str);
            case 0xdb: return str(be(4), Value::Type::Str);
            case 0xdc: return array(be(2), depth);
            case 0xdd: return array(be(4), depth);
            case 0xde: return map(be(2), depth);
            case 0xdf: return map(be(4), depth);
            default: fail("reserved type byte 0xc1");
        }
        return v;
    }

private:
    [[noreturn]] void fail(const std::string& why) const {
        throw Error("corrupt metadata note: msgpack " + why + " at byte " + std::to_string(pos_));
    }
    uint8_t byte() {
        if (pos_ >= n_) fail("truncated");
        return d_[pos_++];
    }
    uint64_t be(int bytes) {
        uint64_t x = 0;
        for (int k = 0; k < bytes; ++k) x = (x << 8) | byte();
        return x;
    }
    static Value uint(uint64_t x) {
        Value v; v.type = Value::Type::UInt; v.u = x; v.i = static_cast<int64_t>(x); return v;
    }
    static Value sint(int64_t x) {
        Value v;
        v.type = x >= 0 ? Value::Type::UInt : Value::Type::Int;
        v.i = x; v.u = x >= 0 ? static_cast<uint64_t>(x) : 0;
        return v;
    }
    Value str(size_t len, Value::Type type) {
        if (len > n_ - pos_) fail("string of " + std::to_string(len) + " bytes runs past the end");
        Value v; v.type = type;
        v.s.assign(reinterpret_cast<const char*>(d_ + pos_), len);
        pos_ += len;
        return v;
    }
    Value array(size_t count, int depth) {
        // Every element takes at least one byte: a count larger than what is left is corrupt.
        if (count > n_ - pos_ || count > kMaxItems) fail("array count " + std::to_string(count) + " too large");
        Value v; v.type = Value::Type::Array;
        v.items.reserve(count);
        for (size_t k = 0; k < count; ++k) v.items.push_back(value(depth + 1));
        return v;
    }
    Value map(size_t count, int depth) {
        if (count > (n_ - pos_) / 2 || count > kMaxItems) fail("map count " + std::to_string(count) + " too large");
        Value v; v.type = Value::Type::Map;
        v.entries.reserve(count);
        for (size_t k = 0; k < count; ++k) {
            Value key = value(depth + 1);
            Value val = value(depth + 1);
            v.entries.emplace_back(std::move(key), std::move(val));
        }
        return v;
    }

    const uint8_t* d_;
    size_t n_;
    size_t pos_ = 0;
};

}  // namespace

const Value* Value::find(const std::string& key) const {
    if (type != Type::Map) return nullptr;
    for (const auto& kv : entries)
        if (kv.first.type == Type::Str && kv.first.s == key) return &kv.second;
    return nullptr;
}

uint64_t Value::as_uint(const char* what) const {
    if (type == Type::UInt) return u;
    throw Error(std::string("corrupt metadata note: ") + what + " is not a non-negative integer");
}

const std::string& Value::as_str(const char* what) const {
    if (type == Type::Str) return s;
    throw Error(std::string("corrupt metadata note: ") + what + " is not a string");
}

Value parse(const uint8_t* data, size_t size) {
    Reader r(data, size);
    return r.value(0);
}

}  // namespace wmma_asm::msgpack
