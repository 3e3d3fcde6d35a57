// make_replayer (oracle/record_check.h): the GameReplayer of each game and implementation that
// has one. Each is defined beside its binding in oracle/adapters/<game>_<impl>_replayer.cpp.

#include "oracle/record_check.h"

namespace arbiter::oracle {

std::unique_ptr<GameReplayer> make_chess_fast_replayer();
std::unique_ptr<GameReplayer> make_chess_reference_replayer();
std::unique_ptr<GameReplayer> make_shogi_fast_replayer();
std::unique_ptr<GameReplayer> make_shogi_reference_replayer();
core::Result<RecordLine> chess_record_line(std::string_view position,
                                           const std::vector<std::string>& moves, bool chess960);
std::unique_ptr<GameReplayer> make_xiangqi_fast_replayer();
std::unique_ptr<GameReplayer> make_xiangqi_reference_replayer();
core::Result<RecordLine> xiangqi_record_line(std::string_view position,
                                             const std::vector<std::string>& moves,
                                             core::Notation notation);

core::Result<std::unique_ptr<GameReplayer>> make_replayer(core::Game game, Impl impl) {
    if (game == core::Game::Chess) {
        return impl == Impl::Fast ? make_chess_fast_replayer() : make_chess_reference_replayer();
    }
    if (game == core::Game::Shogi) {
        return impl == Impl::Fast ? make_shogi_fast_replayer() : make_shogi_reference_replayer();
    }
    if (game == core::Game::Xiangqi) {
        return impl == Impl::Fast ? make_xiangqi_fast_replayer()
                                  : make_xiangqi_reference_replayer();
    }
    return core::make_error("game records of " + std::string(core::game_name(game)) +
                            " are not checked");
}

core::Result<RecordLine> record_line(core::Game game, std::string_view position,
                                     const std::vector<std::string>& moves, core::Notation notation,
                                     bool chess960) {
    if (chess960 && game != core::Game::Chess)
        return core::make_error("--chess960 is a chess option, not one for " +
                                std::string(core::game_name(game)));
    if (game == core::Game::Chess) return chess_record_line(position, moves, chess960);
    if (game == core::Game::Shogi) return shogi_record_line(position, moves, "usi");
    if (game == core::Game::Xiangqi) return xiangqi_record_line(position, moves, notation);
    return core::make_error("game records of " + std::string(core::game_name(game)) +
                            " are not written");
}

}  // namespace arbiter::oracle
