#include "oracle/adapter.h"

namespace arbiter::oracle {

Result<TouchAnswer> Adapter::touch_moves(const std::vector<std::string>&, bool) const {
    return make_error("touch-move is decided by the reference implementation");
}

Result<std::string> Adapter::normal_move(std::string_view text) const {
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    for (const std::string& move : legal_moves()) {
        bool same = move.size() == text.size();
        for (std::size_t i = 0; same && i < move.size(); ++i)
            same = lower(move[i]) == lower(text[i]);
        if (same) return move;
    }
    std::string message = "'";
    message.append(text);
    message.append("' is not a legal move here");
    return make_error(std::move(message));
}

Notation native_notation(Game game) {
    switch (game) {
    case Game::Chess:
        return Notation::Uci;
    case Game::Xiangqi:
        return Notation::Ucci;
    case Game::Shogi:
        return Notation::Usi;
    }
    return Notation::Uci;
}

std::vector<Notation> Adapter::notations() const { return {native_notation(game())}; }

namespace {
Error unsupported(const Adapter& adapter, Notation notation) {
    std::string names;
    for (Notation n : adapter.notations()) {
        if (!names.empty()) names += ", ";
        names += notation_name(n);
    }
    return make_error("the " + std::string(impl_name(adapter.impl())) + " " +
                      std::string(game_name(adapter.game())) + " adapter does not write " +
                      std::string(notation_name(notation)) + " (it writes " + names + ")");
}
}  // namespace

Result<std::vector<std::string>> Adapter::legal_moves_in(Notation notation) const {
    if (notation != native_notation(game())) return unsupported(*this, notation);
    return legal_moves();
}

Result<std::string> Adapter::move_in(std::string_view text, Notation notation) const {
    if (notation != native_notation(game())) return unsupported(*this, notation);
    return normal_move(text);
}

Result<std::vector<std::string>> native_moves(Adapter& adapter, std::string_view fen,
                                              const std::vector<std::string>& moves) {
    if (auto set = adapter.set_position(fen, {}); !set) return set.error();
    std::vector<std::string> out;
    for (const std::string& move : moves) {
        auto native = adapter.normal_move(move);
        if (!native) {
            // play() names the rule an illegal move breaks, normal_move() only that it is none.
            if (auto played = adapter.play(move); !played) return played.error();
            return native.error();
        }
        if (auto played = adapter.play(native.value()); !played) return played.error();
        out.push_back(std::move(native.value()));
    }
    return out;
}

}  // namespace arbiter::oracle
