#pragma once
// Shared by the chess fuzz targets: both implementations behind their oracle adapters, and a
// divergence report that prints what differed, the FEN and the line, then aborts.

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/adapter.h"
#include "oracle/registry.h"

namespace arbiter::fuzz {

inline oracle::Adapter& chess_adapter(oracle::Impl impl) {
    static std::shared_ptr<oracle::Adapter> reference, fast;
    auto& slot = impl == oracle::Impl::Reference ? reference : fast;
    if (!slot) {
        auto made = oracle::make_adapter(core::Game::Chess, impl);
        if (!made.ok()) {
            std::fprintf(stderr, "fuzz: %s\n", made.error().message.c_str());
            std::abort();
        }
        slot = made.value();
    }
    return *slot;
}

[[noreturn]] inline void diverged(std::string_view what, std::string_view fen,
                                  const std::vector<std::string>& line, std::string_view detail) {
    std::fprintf(stderr, "DIVERGENCE: %.*s\nfen: %.*s\nline:", static_cast<int>(what.size()),
                 what.data(), static_cast<int>(fen.size()), fen.data());
    for (const auto& m : line) std::fprintf(stderr, " %s", m.c_str());
    std::fprintf(stderr, "\n%.*s\n", static_cast<int>(detail.size()), detail.data());
    std::abort();
}

inline std::string join(const std::vector<std::string>& items) {
    std::string out;
    for (const auto& s : items) out += (out.empty() ? "" : " ") + s;
    return out;
}

}  // namespace arbiter::fuzz
