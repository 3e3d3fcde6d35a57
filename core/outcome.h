#pragma once
// Why the rules ended a game as they did: the evidence a core::GameEnd (core/game_end.h) carries
// from the rules floors to the command line (docs/cli.md, "status" and "evidence").

#include <optional>
#include <string>
#include <vector>

namespace arbiter::core {

// Why a repetition was judged as it was (status "evidence", docs/cli.md). Plies count the moves
// played from the position given, 1 = the first.
struct RepetitionEvidence {
    struct Piece {
        std::string piece;   // FEN letter, e.g. "n"
        std::string point;   // where it stands (after the move; for the victim: at the end)
        std::string origin;  // where it stood when the cycle began
    };
    struct Ply {
        int ply = 0;
        std::string side;
        std::string move;
        bool check = false;
        std::vector<Piece> chased;
        bool blocks_cannon = false;  // a move of an opponent cannon's mount (AXF §26)
    };
    int first_ply = 0;  // the cycle: plies first_ply .. the last one played
    std::vector<Ply> plies;
    std::optional<Piece> victim;        // a perpetual chase: the piece chased
    bool victim_held_by_horse = false;  // the victim is a chariot held by a horse (AXF §19)
};

// A piece or a square (point) that evidence names, and its part in the verdict: e.g. "checker",
// "attacker", "in_the_way", "leg", "eye", "general", "pawn_on_file" (docs/cli.md, "evidence").
// `piece` is the FEN/SFEN letter of what stands there ("" for an empty square).
struct EvidenceItem {
    std::string role;
    std::string square;
    std::string piece;
};

// Why a game ended by checkmate or stalemate: the side to move has no legal move, and whether it
// is in check (with the pieces giving it).
struct NoMoveEvidence {
    bool in_check = false;
    std::vector<EvidenceItem> checkers;
};

// Why an impasse (shogi jishogi) was judged as it was: each side's facts under the rule used,
// and which condition holds or fails.
struct ImpasseEvidence {
    struct SideFacts {
        std::string side;
        int points = 0;          // the rule's count (rook, bishop 5; others 1; king 0)
        int pieces_in_zone = 0;  // pieces other than the king in the opponent's camp
        std::string king;        // the king's square
        bool king_in_zone = false;
        bool in_check = false;
    };
    struct Condition {
        std::string name;  // e.g. "king_in_zone", "ten_pieces_in_zone", "points"
        std::string side;
        bool holds = false;
    };
    std::string rule;  // seed27, pro24 or csa27
    std::vector<SideFacts> sides;
    std::vector<Condition> conditions;
};

}  // namespace arbiter::core
