#pragma once
// A value or an error, for reference/xiangqi only (C++20 has no std::expected; each side of the
// project keeps its own so that reference/ and fast/ share nothing).

#include <utility>
#include <variant>

namespace arbiter::reference::xiangqi {

template <class T, class E>
class [[nodiscard]] Result {
public:
    Result(T value) : v_(std::in_place_index<0>, std::move(value)) {}
    Result(E error) : v_(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }

    // Preconditions: ok() for value(), !ok() for error() (std::get throws otherwise, never UB).
    T& value() { return std::get<0>(v_); }
    const T& value() const { return std::get<0>(v_); }
    const E& error() const { return std::get<1>(v_); }

private:
    std::variant<T, E> v_;
};

}  // namespace arbiter::reference::xiangqi
