// The evidence of a verdict: the pieces and points that make a move illegal or a position a
// checkmate or stalemate (docs/cli.md, "evidence"). Read beside the rules it explains.

#include <cstdlib>

#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {

std::vector<Point> attackers(const Board& board, Point target, Side by) {
    std::vector<Point> out;
    for (int i = 0; i < kPointCount; ++i) {
        const Point p = point_at(i);
        if (board.holds(p, by) && attacks(board, p, target)) out.push_back(p);
    }
    return out;
}

std::vector<Point> checkers(const Position& position) {
    const Side us = position.side_to_move();
    const auto general = general_point(position.board(), us);
    if (!general) return {};
    return attackers(position.board(), *general, opponent(us));
}

namespace {

int sign(int v) { return (v > 0) - (v < 0); }

// The pieces strictly between two points of one file or rank (none when not on one line).
std::vector<Point> between(const Board& board, Point from, Point to) {
    std::vector<Point> out;
    if ((from.file == to.file) == (from.rank == to.rank)) return out;
    const int df = sign(to.file - from.file);
    const int dr = sign(to.rank - from.rank);
    for (Point p{from.file + df, from.rank + dr}; !(p == to); p = Point{p.file + df, p.rank + dr}) {
        if (!board.empty(p)) out.push_back(p);
    }
    return out;
}

void add(std::vector<Witness>& out, std::string_view role, const std::vector<Point>& points) {
    for (Point p : points) out.push_back(Witness{role, p});
}

}  // namespace

std::vector<Witness> explain_witnesses(const Position& position, Move move) {
    std::vector<Witness> out;
    const auto broken = first_broken_rule(position, move);
    if (!broken) return out;
    const Board& board = position.board();
    const Side us = position.side_to_move();
    if (*broken == RuleId::MoveOwnPiece) {
        if (on_board(move.from)) out.push_back(Witness{"from", move.from});
        return out;
    }
    if (!on_board(move.to)) return out;
    if (board.holds(move.to, us)) {  // a move onto one's own piece breaks the piece's own rule
        out.push_back(Witness{"own_piece", move.to});
        return out;
    }
    switch (*broken) {
    case RuleId::ElephantEye:  // xiangqi.elephant.eye: the piece on the point midway
        out.push_back(Witness{"eye", Point{(move.from.file + move.to.file) / 2,
                                           (move.from.rank + move.to.rank) / 2}});
        return out;
    case RuleId::HorseLeg: {  // xiangqi.horse.leg: the piece beside the horse toward the target
        const int df = move.to.file - move.from.file;
        const int dr = move.to.rank - move.from.rank;
        out.push_back(Witness{"leg", std::abs(df) == 2
                                         ? Point{move.from.file + sign(df), move.from.rank}
                                         : Point{move.from.file, move.from.rank + sign(dr)}});
        return out;
    }
    case RuleId::ChariotSlide:
    case RuleId::CannonMove:
        add(out, "in_the_way", between(board, move.from, move.to));
        return out;
    case RuleId::CannonCapture:  // none, or two or more screens
        add(out, "screen", between(board, move.from, move.to));
        return out;
    case RuleId::GeneralFacing: {  // the general the move would leave facing its own
        const Position after = position.after_unchecked(move);
        if (auto theirs = general_point(after.board(), opponent(us))) {
            out.push_back(Witness{"general", *theirs});
        }
        return out;
    }
    case RuleId::SelfCheck: {  // the pieces that would attack the general after the move
        const Position after = position.after_unchecked(move);
        if (auto ours = general_point(after.board(), us)) {
            add(out, "attacker", attackers(after.board(), *ours, opponent(us)));
        }
        return out;
    }
    default:
        return out;  // a step that does not fit the pattern names no piece
    }
}

}  // namespace arbiter::reference::xiangqi
