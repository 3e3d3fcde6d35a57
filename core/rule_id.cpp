#include "core/rule_id.h"

#include <array>
#include <string>

#include "core/names.h"

namespace arbiter::core {
namespace {

constexpr int kGameCount = 3;

// Every rule_name() spelt once: "<game>.<tail>" per game, the adjudication rules bare.
// The index of a game's rule in the table.
constexpr std::size_t table_index(int game, int rule) {
    return static_cast<std::size_t>(game) * static_cast<std::size_t>(kRuleCount) +
           static_cast<std::size_t>(rule);
}

constexpr std::size_t kTableSize = table_index(kGameCount, 0);

const std::array<std::string, kTableSize>& names() {
    static const auto table = [] {
        std::array<std::string, kTableSize> out;
        for (int g = 0; g < kGameCount; ++g) {
            for (int r = 0; r < kRuleCount; ++r) {
                const auto rule = static_cast<Rule>(r);
                const std::string tail(kRuleTails[static_cast<std::size_t>(r)]);
                out[table_index(g, r)] =
                    unprefixed(rule) ? tail
                                     : std::string(game_name(static_cast<Game>(g))) + "." + tail;
            }
        }
        return out;
    }();
    return table;
}

}  // namespace

std::string_view rule_name(RuleId id) {
    return names()[table_index(static_cast<int>(id.game), static_cast<int>(id.rule))];
}

}  // namespace arbiter::core
