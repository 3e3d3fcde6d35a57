// make_replayer (oracle/record_check.h): the GameReplayer of each game and implementation that
// has one. Each is defined beside its binding in oracle/adapters/<game>_<impl>_replayer.cpp.

#include "oracle/record_check.h"

namespace arbiter::oracle::records {

std::unique_ptr<GameReplayer> make_chess_fast_replayer();
std::unique_ptr<GameReplayer> make_chess_reference_replayer();
std::unique_ptr<GameReplayer> make_shogi_fast_replayer();
std::unique_ptr<GameReplayer> make_shogi_reference_replayer();
Result<RecordLine> chess_record_line(std::string_view position,
                                     const std::vector<std::string>& moves, bool chess960);
std::unique_ptr<GameReplayer> make_xiangqi_fast_replayer();
std::unique_ptr<GameReplayer> make_xiangqi_reference_replayer();
Result<RecordLine> xiangqi_record_line(std::string_view position,
                                       const std::vector<std::string>& moves, Notation notation);

Result<std::unique_ptr<GameReplayer>> make_replayer(Game game, Impl impl) {
    if (game == Game::Chess) {
        return impl == Impl::Fast ? make_chess_fast_replayer() : make_chess_reference_replayer();
    }
    if (game == Game::Shogi) {
        return impl == Impl::Fast ? make_shogi_fast_replayer() : make_shogi_reference_replayer();
    }
    if (game == Game::Xiangqi) {
        return impl == Impl::Fast ? make_xiangqi_fast_replayer()
                                  : make_xiangqi_reference_replayer();
    }
    return make_error("game records of " + std::string(game_name(game)) + " are not checked");
}

Result<RecordLine> record_line(Game game, std::string_view position,
                               const std::vector<std::string>& moves, Notation notation,
                               bool chess960) {
    if (chess960 && game != Game::Chess)
        return make_error("--chess960 is a chess option, not one for " +
                          std::string(game_name(game)));
    if (game == Game::Chess) return chess_record_line(position, moves, chess960);
    if (game == Game::Shogi) return shogi_record_line(position, moves, "usi");
    if (game == Game::Xiangqi) return xiangqi_record_line(position, moves, notation);
    return make_error("game records of " + std::string(game_name(game)) + " are not written");
}

}  // namespace arbiter::oracle::records
