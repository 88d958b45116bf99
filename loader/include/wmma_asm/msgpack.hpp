// A small, bounds-checked MessagePack reader for the NT_AMDGPU_METADATA note.
// Parses into an owning tree; never reads past the input and rejects deep nesting, so corrupt
// notes produce a wmma_asm::Error instead of a crash.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace wmma_asm::msgpack {

struct Value {
    enum class Type { Nil, Bool, Int, UInt, Float, Str, Bin, Array, Map };
    Type type = Type::Nil;
    bool b = false;
    int64_t i = 0;
    uint64_t u = 0;
    double f = 0.0;
    std::string s;                                   // Str and Bin
    std::vector<Value> items;                        // Array
    std::vector<std::pair<Value, Value>> entries;    // Map, in file order

    bool is_map() const { return type == Type::Map; }
    bool is_array() const { return type == Type::Array; }
    bool is_str() const { return type == Type::Str; }
    bool is_number() const { return type == Type::Int || type == Type::UInt || type == Type::Float; }
    // Map lookup by string key; nullptr when absent or when this is not a map.
    const Value* find(const std::string& key) const;
    // Numeric value as an unsigned integer; throws Error when not a non-negative integer.
    uint64_t as_uint(const char* what) const;
    const std::string& as_str(const char* what) const;
};

// Parses exactly one value from [data, data+size). Trailing bytes are allowed (notes are padded).
Value parse(const uint8_t* data, size_t size);

}  // namespace wmma_asm::msgpack
