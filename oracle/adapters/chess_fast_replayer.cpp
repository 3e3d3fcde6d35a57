// fast/chess as a GameReplayer (oracle/record_check.h): the throughput path of `arbiter games`.
// A move is resolved by fast/chess's SAN reader (no heap, no move list) and played on fast/chess's
// Game without a second legality check (play_legal); the game keeps each move with its undo
// record (buffers reused from game to game). Games are judged by fast/chess's status under the
// draws FIDE makes automatic (9.6.1, the fifth occurrence; 9.6.2, 75 moves each). fast/ names no
// rules: a refused move is chess.illegal-move (or chess.notation.ambiguous), and the checker asks
// the reference which rule it breaks.

#include <string>
#include <vector>

#include "fast/chess/game.h"
#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "fast/chess/record_notation.h"
#include "oracle/adapters/line_replayer.h"
#include "oracle/record_check.h"

namespace arbiter::oracle {
namespace {

namespace fc = arbiter::fast::chess;

// FIDE Laws (2023) 9.6.1 (fifth occurrence) and 9.6.2 (75 moves each): no claim needed.
constexpr fc::Rules kRecordRules{5, 150};

class ChessFastReplayer final : public LineReplayer<ChessFastReplayer, fc::Game> {
public:
    ChessFastReplayer() : LineReplayer(fc::Game(fc::Position::startpos())) {}
    core::Game game() const override { return core::Game::Chess; }
    static std::string print_move(fc::Move move) { return fc::print_move(move); }

    bool start(std::string_view position, std::string& error) override {
        start_warnings_.clear();
        if (position == "startpos" && !chess960_) {  // most games: no FEN to parse
            restart(kStart);
            return true;
        }
        auto pos = parse_start(
            position, [this](std::string_view t) { return fc::parse_position(t, chess960_); },
            [](std::string_view t, std::vector<std::string>& w) {
                return fc::parse_position_lenient(t, w);
            },
            start_warnings_);
        if (!pos.ok()) {
            error = pos.error().message;
            return false;
        }
        restart(pos.value());
        return true;
    }

    // Chess960 (PGN Variant "Chess960"): X-FEN/Shredder-FEN rights, O-O/O-O-O by
    // chess.chess960.castling.
    bool set_chess960(bool on) override {
        chess960_ = on;
        return true;
    }

    bool play(std::string_view text, Refusal& refusal) override {
        fc::Move move;
        fc::SanErrorKind kind = fc::SanErrorKind::Malformed;
        if (!fc::resolve_san(game_->position(), text, move, kind)) {
            refusal.rule = {core::Game::Chess, kind == fc::SanErrorKind::Ambiguous
                                                   ? core::Rule::NotationAmbiguous
                                                   : core::Rule::IllegalMove};
            refusal.detail = kind == fc::SanErrorKind::Malformed   ? "not a SAN move"
                             : kind == fc::SanErrorKind::Ambiguous ? "more than one legal move fits"
                                                                   : "no legal move fits";
            return false;
        }
        game_->play_legal(move);
        return true;
    }

    core::GameEnd quick_ending() const override {
        return game_->draw_may_be_reached(kRecordRules) ? status() : core::GameEnd{};
    }

    core::GameEnd status() const override {
        return ending_of(game_->status(kRecordRules), fc::White);
    }

    std::string position_text() const override { return fc::print_position(game_->position()); }
    int side_to_move() const override {
        return game_->position().side_to_move() == fc::White ? 0 : 1;
    }

private:
    inline static const fc::Position kStart = fc::Position::startpos();
    bool chess960_ = false;
};

}  // namespace

std::unique_ptr<GameReplayer> make_chess_fast_replayer() {
    return std::make_unique<ChessFastReplayer>();
}

}  // namespace arbiter::oracle
