// xiangqi.touch-move: competition rules 5 (touch, move, correction), fouls 8(3)-(4), 9.1.5-6
// (docs/rules.md).

#include "reference/xiangqi/touch_move.h"

#include <algorithm>
#include <optional>

#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {

namespace {

std::vector<Move> moves_of(const std::vector<Move>& legal, Point from) {
    std::vector<Move> out;
    for (const Move& m : legal)
        if (m.from == from) out.push_back(m);
    return out;
}

std::vector<Move> captures_of(const std::vector<Move>& legal, Point target) {
    std::vector<Move> out;
    for (const Move& m : legal)
        if (m.to == target) out.push_back(m);
    return out;
}

std::vector<Move> captures_of_by(const std::vector<Move>& legal, Point target, Point by) {
    std::vector<Move> out;
    for (const Move& m : legal)
        if (m.to == target && m.from == by) out.push_back(m);
    return out;
}

}  // namespace

TouchObligation touch_move_obligation(const Position& position, const std::vector<Point>& touched,
                                      bool simultaneous) {
    const std::vector<Move> legal = legal_moves(position);
    const Board& board = position.board();
    const Side us = position.side_to_move();

    std::optional<Point> own, theirs;  // the first own and the first opponent piece touched
    bool own_first = false;
    for (Point p : touched) {
        if (!on_board(p) || board.empty(p)) continue;
        if (board.holds(p, us)) {
            if (!own) {
                own = p;
                if (!theirs) own_first = true;
            }
        } else if (!theirs) {
            theirs = p;
        }
    }

    if (own && !theirs) {
        // §5.1: touching one's own piece, one must move it; only when the touched piece cannot
        // move at all may another piece be moved.
        if (auto a = moves_of(legal, *own); !a.empty())
            return {a, "xiangqi competition rules §5.1: move the touched piece", true};
        return {legal, "xiangqi competition rules §5.1: the touched piece cannot move, any move",
                false};
    }
    if (theirs && !own) {
        // §5.2: touching the opponent's piece, one must capture it; only when none of one's own
        // pieces can capture it may play go on otherwise.
        if (auto a = captures_of(legal, *theirs); !a.empty())
            return {a, "xiangqi competition rules §5.2: capture the touched piece", true};
        return {legal,
                "xiangqi competition rules §5.2: no piece can capture the touched piece, any move",
                false};
    }
    if (own && theirs) {
        if (own_first && !simultaneous) {
            // §5.3: own piece first, then the opponent's: (1) the former must capture the latter;
            // (2) if it cannot, the former must move; (3) if the former cannot move, the latter
            // must be captured by another piece; (4) if no other piece can, any other move.
            if (auto a = captures_of_by(legal, *theirs, *own); !a.empty())
                return {a,
                        "xiangqi competition rules §5.3(1): the touched piece captures the touched "
                        "piece",
                        true};
            if (auto a = moves_of(legal, *own); !a.empty())
                return {a, "xiangqi competition rules §5.3(2): the touched own piece must move",
                        true};
            if (auto a = captures_of(legal, *theirs); !a.empty())
                return {
                    a,
                    "xiangqi competition rules §5.3(3): another piece captures the touched piece",
                    true};
            return {legal, "xiangqi competition rules §5.3(4): no obligation can be met, any move",
                    false};
        }
        // §5.4 (and §5.5, both touched at once): opponent's piece first, then one's own:
        // (1) the latter must capture the former; (2) if it cannot, another piece must capture the
        // former; (3) if none can, the latter must move; (4) if it cannot, any other piece moves.
        if (auto a = captures_of_by(legal, *theirs, *own); !a.empty())
            return {
                a,
                "xiangqi competition rules §5.4(1): the touched piece captures the touched piece",
                true};
        if (auto a = captures_of(legal, *theirs); !a.empty())
            return {a,
                    "xiangqi competition rules §5.4(2): another piece captures the touched piece",
                    true};
        if (auto a = moves_of(legal, *own); !a.empty())
            return {a, "xiangqi competition rules §5.4(3): the touched own piece must move", true};
        return {legal, "xiangqi competition rules §5.4(4): no obligation can be met, any move",
                false};
    }
    return {legal, "no piece touched", false};
}

bool breaks_touch_move(const Position& position, const std::vector<Point>& touched, Move move,
                       bool simultaneous) {
    const TouchObligation ob = touch_move_obligation(position, touched, simultaneous);
    return std::find(ob.allowed.begin(), ob.allowed.end(), move) == ob.allowed.end();
}

}  // namespace arbiter::reference::xiangqi
