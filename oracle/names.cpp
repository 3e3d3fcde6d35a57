#include "oracle/names.h"

#include "oracle/adapter.h"

namespace arbiter::oracle {

std::string_view impl_name(Impl impl) { return impl == Impl::Reference ? "reference" : "fast"; }

std::optional<Impl> parse_impl(std::string_view text) {
    for (Impl impl : {Impl::Reference, Impl::Fast}) {
        if (text == impl_name(impl)) return impl;
    }
    return std::nullopt;
}

std::string_view perft_mode_name(PerftMode mode) {
    return mode == PerftMode::Bulk ? "bulk" : "full";
}

std::optional<PerftMode> parse_perft_mode(std::string_view text) {
    for (PerftMode mode : {PerftMode::Bulk, PerftMode::FullMake}) {
        if (text == perft_mode_name(mode)) return mode;
    }
    return std::nullopt;
}

}  // namespace arbiter::oracle
