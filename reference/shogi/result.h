#pragma once
// The reference shogi's own small Result: a value or an error (docs/style.md: each side keeps its
// own, sharing one would break the independence of reference/ and fast/).

#include <utility>
#include <variant>

namespace arbiter::reference::shogi {

template <class T, class E>
class [[nodiscard]] Result {
public:
    Result(T value) : v_(std::in_place_index<0>, std::move(value)) {}
    Result(E error) : v_(std::in_place_index<1>, std::move(error)) {}
    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    T& value() { return std::get<0>(v_); }
    const T& value() const { return std::get<0>(v_); }
    const E& error() const { return std::get<1>(v_); }

private:
    std::variant<T, E> v_;
};

}  // namespace arbiter::reference::shogi
