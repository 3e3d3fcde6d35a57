// The two restrictions every move must respect after it is played: the generals never face each
// other (flying general) and one's own general is never left attacked.

#include "reference/xiangqi/rules.h"

namespace arbiter::reference::xiangqi {

bool breaks_general_facing(const Board& after) {
    const auto red = general_point(after, Side::Red);
    const auto black = general_point(after, Side::Black);
    if (!red || !black || red->file != black->file) return false;
    const int low = red->rank < black->rank ? red->rank : black->rank;
    const int high = red->rank < black->rank ? black->rank : red->rank;
    for (int rank = low + 1; rank < high; ++rank) {
        if (!after.empty(Point{red->file, rank})) return false;
    }
    return true;
}

bool breaks_self_check(const Board& after, Side mover) {
    const auto general = general_point(after, mover);
    return general && is_attacked(after, *general, opponent(mover));
}

bool in_check(const Position& position) {
    return breaks_self_check(position.board(), position.side_to_move());
}

}  // namespace arbiter::reference::xiangqi
