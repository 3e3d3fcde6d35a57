#include "fast/chess/movegen.h"

namespace arbiter::fast::chess {

void generate_legal(const Position& pos, MoveList& list) {
    const SliderTables& T = slider_tables();
    if (pos.chess960()) {
        const auto castling = movegen::Chess960Castling::of(pos);
        if (pos.side_to_move() == White)
            generate_legal_as<White>(pos, T, list, castling);
        else
            generate_legal_as<Black>(pos, T, list, castling);
    } else if (pos.side_to_move() == White) {
        generate_legal_as<White>(pos, T, list);
    } else {
        generate_legal_as<Black>(pos, T, list);
    }
}

std::uint64_t count_legal(const Position& pos) {
    const SliderTables& T = slider_tables();
    if (pos.chess960()) {
        const auto castling = movegen::Chess960Castling::of(pos);
        return pos.side_to_move() == White ? count_legal_as<White>(pos, T, castling)
                                           : count_legal_as<Black>(pos, T, castling);
    }
    return pos.side_to_move() == White ? count_legal_as<White>(pos, T)
                                       : count_legal_as<Black>(pos, T);
}

}  // namespace arbiter::fast::chess
