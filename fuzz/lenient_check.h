#pragma once
// Shared by the position-parse fuzz targets (chess FEN, xiangqi FEN, shogi SFEN): the --lenient
// reading of the same text by both implementations, behind their oracle adapters. Both accept or
// both refuse; a refusal carries the same problem codes; an acceptance the same warnings, the same
// printed position (xiangqi, shogi), the same legal moves and the same check. On divergence the
// text and both answers are printed, then abort().

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/adapter.h"
#include "oracle/registry.h"

namespace arbiter::fuzz {

inline oracle::Adapter& lenient_adapter(core::Game game, oracle::Impl impl) {
    static std::array<std::shared_ptr<oracle::Adapter>, 6> slots;
    auto& slot = slots[static_cast<std::size_t>(game) * 2 + (impl == oracle::Impl::Fast ? 1 : 0)];
    if (!slot) {
        auto made = oracle::make_adapter(game, impl);
        if (!made.ok()) {
            std::fprintf(stderr, "fuzz: %s\n", made.error().message.c_str());
            std::abort();
        }
        slot = made.value();
        slot->set_lenient(true);
    }
    return *slot;
}

[[noreturn]] inline void lenient_diverged(std::string_view what, std::string_view text,
                                          const std::string& reference, const std::string& fast) {
    std::fprintf(stderr, "DIVERGENCE (--lenient): %.*s\ntext: '%.*s'\nreference: %s\nfast: %s\n",
                 static_cast<int>(what.size()), what.data(), static_cast<int>(text.size()),
                 text.data(), reference.c_str(), fast.c_str());
    std::abort();
}

inline std::string lenient_join(std::vector<std::string> items, bool sort = false) {
    if (sort) std::sort(items.begin(), items.end());
    std::string out;
    for (const auto& s : items) out += (out.empty() ? "" : " | ") + s;
    return out;
}

inline void check_lenient(core::Game game, std::string_view text) {
    auto& ref = lenient_adapter(game, oracle::Impl::Reference);
    auto& fast = lenient_adapter(game, oracle::Impl::Fast);
    const auto r = ref.set_position(text, {});
    const auto f = fast.set_position(text, {});
    if (r.ok() != f.ok()) {
        lenient_diverged("one accepts, the other refuses", text,
                         r.ok() ? "accepted" : r.error().message,
                         f.ok() ? "accepted" : f.error().message);
    }
    if (!r.ok()) {
        if (lenient_join(r.error().codes, true) != lenient_join(f.error().codes, true)) {
            lenient_diverged("different problem codes", text, lenient_join(r.error().codes),
                             lenient_join(f.error().codes));
        }
        return;
    }
    if (ref.warnings() != fast.warnings())
        lenient_diverged("different warnings", text, lenient_join(ref.warnings()),
                         lenient_join(fast.warnings()));
    // Chess FENs may differ in the en passant field (the reference prints it as given, fast only
    // when a legal capture exists: fast/chess/position.h), as in the strict fuzzer.
    if (game != core::Game::Chess && ref.fen() != fast.fen())
        lenient_diverged("printed positions differ", text, ref.fen(), fast.fen());
    if (ref.legal_moves() != fast.legal_moves())
        lenient_diverged("legal moves differ", text, lenient_join(ref.legal_moves()),
                         lenient_join(fast.legal_moves()));
    if (ref.in_check() != fast.in_check())
        lenient_diverged("check differs", text, ref.in_check() ? "in check" : "not in check",
                         fast.in_check() ? "in check" : "not in check");
}

}  // namespace arbiter::fuzz
