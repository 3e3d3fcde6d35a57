#pragma once
// A xiangqi move: from point and to point. Its text (file a-i and rank 0-9 from red's side, twice,
// e.g. `h2e2`) is in notation.h.

#include "reference/xiangqi/board.h"

namespace arbiter::reference::xiangqi {

struct Move {
    Point from;
    Point to;
    friend bool operator==(const Move&, const Move&) = default;
};

}  // namespace arbiter::reference::xiangqi
