#pragma once
// The small Result of the floors above the rules: a value or an Error that names what is wrong.
// (reference/ and fast/ keep their own; sharing one would break their independence.)

#include <string>
#include <utility>
#include <variant>
#include <vector>

namespace arbiter::core {

struct Error {
    std::string message;             // one line, for people
    std::vector<std::string> codes;  // stable snake_case problem codes, e.g. "too_many_kings"
};

template <class T>
class [[nodiscard]] Result {
public:
    Result(T value) : v_(std::move(value)) {}
    Result(Error error) : v_(std::move(error)) {}
    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    T& value() { return std::get<0>(v_); }
    const T& value() const { return std::get<0>(v_); }
    const Error& error() const { return std::get<1>(v_); }

private:
    std::variant<T, Error> v_;
};

struct Ok {};

inline Error make_error(std::string message, std::vector<std::string> codes = {}) {
    return Error{std::move(message), std::move(codes)};
}

}  // namespace arbiter::core
