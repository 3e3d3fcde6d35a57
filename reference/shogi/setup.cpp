// The named setups: the standard array and the handicaps (駒落ち) of docs/rules.md.

#include "reference/shogi/setup.h"

#include <array>

namespace arbiter::reference::shogi {

namespace {

struct NamedSfen {
    std::string_view name;
    std::string_view sfen;
};

// shogi.setup.standard: the standard array, sente moves first.
// shogi.setup.handicap (JSA 駒落ち): the handicap giver (上手) is gote, removes the listed
// pieces for good, and moves first. "Left" is the giver's left, i.e. the lance on 1a.
constexpr std::array<NamedSfen, 10> kNamedSetups = {{
    {"startpos", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"},
    {"lance", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},       // 香落ち
    {"bishop", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},        // 角落ち
    {"rook", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},          // 飛車落ち
    {"rook-lance", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},    // 飛香落ち
    {"2-piece", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},         // 二枚落ち
    {"3-piece", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},         // 三枚落ち
    {"4-piece", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},         // 四枚落ち
    {"6-piece", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"},           // 六枚落ち
    {"3-pawns", "4k4/9/9/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w 3p 1"},                      // 歩三兵
}};

}  // namespace

std::optional<Setup> named_setup(std::string_view name) {
    for (const auto& named : kNamedSetups) {
        if (named.name != name) continue;
        auto parsed = parse_sfen(named.sfen);
        if (!parsed) return std::nullopt;  // unreachable: the table is well formed (unit-tested)
        return parsed.value();
    }
    return std::nullopt;
}

std::vector<std::string_view> named_setup_names() {
    std::vector<std::string_view> names;
    for (const auto& named : kNamedSetups) names.push_back(named.name);
    return names;
}

}  // namespace arbiter::reference::shogi
