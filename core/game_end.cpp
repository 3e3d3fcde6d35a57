#include "core/game_end.h"

namespace arbiter::core {

std::string_view side_name(Game game, Side side) {
    const bool first = side == Side::First;
    switch (game) {
    case Game::Chess:
        return first ? "white" : "black";
    case Game::Xiangqi:
        return first ? "red" : "black";
    case Game::Shogi:
        return first ? "sente" : "gote";
    }
    return "?";
}

std::optional<Side> parse_side(Game game, std::string_view text) {
    for (Side side : {Side::First, Side::Second})
        if (text == side_name(game, side)) return side;
    return std::nullopt;
}

std::string_view outcome_name(Outcome outcome) {
    switch (outcome) {
    case Outcome::Ongoing:
        return "ongoing";
    case Outcome::Win:
        return "win";
    case Outcome::Draw:
        return "draw";
    }
    return "?";
}

std::optional<Outcome> parse_outcome(std::string_view text) {
    for (Outcome o : {Outcome::Ongoing, Outcome::Win, Outcome::Draw})
        if (text == outcome_name(o)) return o;
    return std::nullopt;
}

GameEnd win(Side winner, RuleId rule, int ply) {
    GameEnd end;
    end.outcome = Outcome::Win;
    end.winner = winner;
    end.rule = rule;
    end.ply = ply;
    return end;
}

GameEnd draw(RuleId rule, int ply) {
    GameEnd end;
    end.outcome = Outcome::Draw;
    end.rule = rule;
    end.ply = ply;
    return end;
}

std::string_view result_tag(const GameEnd& end) {
    if (end.outcome == Outcome::Draw) return "1/2-1/2";
    if (end.outcome == Outcome::Win && end.winner)
        return *end.winner == Side::First ? "1-0" : "0-1";
    return "*";
}

bool same_decision(const GameEnd& a, const GameEnd& b) {
    return a.outcome == b.outcome && a.winner == b.winner && a.rule == b.rule;
}

GameEnd at_ply(GameEnd end, int ply) {
    end.ply = ply;
    return end;
}

}  // namespace arbiter::core
