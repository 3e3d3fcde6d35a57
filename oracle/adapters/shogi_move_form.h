#pragma once
// The form of a shogi move text in a record, told apart before an implementation reads it
// (oracle/adapters/shogi_{fast,reference}_replayer.cpp, docs/records.md): USI is ASCII
// coordinates ("7g7f", "P*5e"), CSA starts with + or - ("+7776FU"), anything else is Japanese
// (KIF, KI2: "７六歩(77)", "同　歩"). The form only: each implementation reads the move itself.

#include <cstdint>
#include <string_view>

namespace arbiter::oracle {

enum class ShogiMoveForm : std::uint8_t { Usi, Csa, Japanese };

inline ShogiMoveForm shogi_move_form(std::string_view t) {
    if (t.size() >= 4) {
        if (t[0] >= '1' && t[0] <= '9' && t[1] >= 'a' && t[1] <= 'i') return ShogiMoveForm::Usi;
        if (t[1] == '*' || (t[0] == '+' && t.size() > 2 && t[2] == '*')) return ShogiMoveForm::Usi;
    }
    if (!t.empty() && (t[0] == '+' || t[0] == '-')) return ShogiMoveForm::Csa;
    return ShogiMoveForm::Japanese;
}

}  // namespace arbiter::oracle
