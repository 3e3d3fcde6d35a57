// The oracle's view of fast/chess (oracle/adapter.h). Moves are UCI (e2e4, e7e8q, castling e1g1).
// explain() is the reference's job (naming the broken rule): here it answers with an error.

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "fast/chess/game.h"
#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "fast/chess/perft.h"
#include "oracle/adapter.h"

namespace arbiter::oracle {
namespace {

namespace fc = arbiter::fast::chess;

class ChessFastAdapter final : public Adapter {
public:
    Game game() const override { return Game::Chess; }
    Impl impl() const override { return Impl::Fast; }

    Result<Ok> set_position(std::string_view fen, const std::vector<std::string>& moves) override {
        auto pos = fc::parse_position(fen);
        if (!pos.ok()) {
            std::vector<std::string> codes(pos.error().codes.begin(), pos.error().codes.end());
            return make_error(pos.error().message, std::move(codes));
        }
        fc::Game next(pos.value());
        for (const std::string& text : moves) {
            auto m = resolve(next.position(), text);
            if (!m.ok()) return m.error();
            if (!next.play(m.value())) return make_error("illegal move '" + text + "'");
        }
        game_ = std::move(next);
        return Ok{};
    }

    std::string fen() const override { return fc::print_position(game_.position()); }

    std::vector<std::string> legal_moves() const override {
        fc::MoveList list;
        fc::generate_legal(game_.position(), list);
        std::vector<std::string> out;
        out.reserve(static_cast<std::size_t>(list.size()));
        for (const fc::Move m : list) out.push_back(fc::print_move(m));
        std::sort(out.begin(), out.end());
        return out;
    }

    bool in_check() const override { return game_.position().in_check(); }

    Result<Ok> play(std::string_view move) override {
        auto m = resolve(game_.position(), move);
        if (!m.ok()) return m.error();
        if (!game_.play(m.value())) return make_error("illegal move '" + std::string(move) + "'");
        return Ok{};
    }

    void undo() override { game_.undo(); }

    std::uint64_t perft(int depth, PerftMode mode) override {
        return fc::perft(game_.position(), depth,
                         mode == PerftMode::Bulk ? fc::PerftMode::Bulk : fc::PerftMode::FullMake);
    }

    GameStatus status(const RuleOptions& options) const override {
        const fc::GameStatus s = game_.status(fc::Rules{options.chess_repetition_count, options.chess_fifty_move_plies});
        GameStatus out;
        out.in_check = s.in_check;
        switch (s.outcome) {
        case fc::Outcome::Ongoing: out.result = "ongoing"; break;
        case fc::Outcome::Win: out.result = "win"; break;
        case fc::Outcome::Draw: out.result = "draw"; break;
        }
        if (s.winner) out.winner = *s.winner == fc::White ? "white" : "black";
        if (s.reason) out.reason = std::string(fc::rule_name(*s.reason));
        return out;
    }

    Result<Explanation> explain(std::string_view) const override {
        return make_error("explain is answered by the reference implementation");
    }

    int side_to_move() const override { return game_.position().side_to_move() == fc::White ? 0 : 1; }
    int halfmove_clock() const override { return static_cast<int>(game_.position().halfmove_clock()); }

private:
    static Error malformed(std::string_view move) {
        return make_error("malformed move '" + std::string(move.substr(0, 16)) +
                          "' (expected UCI like e2e4 or e7e8q)");
    }

    static Result<fc::Move> resolve(const fc::Position& pos, std::string_view text) {
        const auto parsed = fc::parse_move(text);
        if (!parsed) return malformed(text);
        const auto m = fc::find_legal(pos, *parsed);
        if (!m) return make_error("illegal move '" + std::string(text) + "' in " + fc::print_position(pos));
        return *m;
    }

    fc::Game game_{fc::Position::startpos()};
};

}  // namespace

std::unique_ptr<Adapter> make_chess_fast_adapter() { return std::make_unique<ChessFastAdapter>(); }

}  // namespace arbiter::oracle
