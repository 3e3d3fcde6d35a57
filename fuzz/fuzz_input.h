#pragma once
// Reads fuzz bytes as typed values; never throws, never reads past the end, and returns defaults
// (0, empty) once the bytes run out (after simdjson's FuzzData).

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace arbiter::fuzz {

class FuzzInput {
public:
    FuzzInput(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}

    bool empty() const { return pos_ >= size_; }
    std::size_t remaining() const { return empty() ? 0 : size_ - pos_; }

    std::uint8_t byte() { return empty() ? 0 : data_[pos_++]; }
    std::uint16_t u16() {
        const std::uint16_t lo = byte();
        return static_cast<std::uint16_t>(lo | (byte() << 8));
    }
    // An index in [0, n) (0 when n == 0), from one byte: byte % n.
    std::size_t index(std::size_t n) { return n == 0 ? 0 : byte() % n; }
    // The rest of the bytes as text.
    std::string_view rest() {
        const std::string_view out(reinterpret_cast<const char*>(data_) + pos_, remaining());
        pos_ = size_;
        return out;
    }

private:
    const std::uint8_t* data_;
    std::size_t size_;
    std::size_t pos_ = 0;
};

}  // namespace arbiter::fuzz
