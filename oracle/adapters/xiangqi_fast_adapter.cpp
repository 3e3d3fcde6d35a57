// The oracle's view of fast/xiangqi: text in, text out (RULES.md notation: files a-i, ranks 0-9
// from red's side, e.g. `h2e2`; winners `red` / `black`).
//
// Two things are deliberately not fast/'s own judgement (documented in fast/xiangqi/README.md):
//   - status: fast/ detects that the current position occurred three times (by hash); the
//     verdict on that repetition (perpetual check / perpetual chase / draw) is the reference's
//     judge_repetition, asked here on the same start position and moves. Checkmate, stalemate,
//     the natural limit and in_check are fast/'s own.
//   - explain: the reference is the explainer. For an illegal move fast/ gives a coarse verdict:
//     xiangqi.move.own-piece when no piece of the side to move stands on the from point, else
//     the piece's basic movement rule when its pattern does not reach the point (legs, eyes and
//     screens are not told apart), else xiangqi.general.facing when the generals would face,
//     else xiangqi.self-check.

#include <algorithm>
#include <memory>
#include <string>

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/perft.h"
#include "oracle/adapter.h"
#include "reference/xiangqi/game.h"
#include "reference/xiangqi/notation.h"

namespace arbiter::oracle {
namespace {

namespace fx = arbiter::fast::xiangqi;
namespace rx = arbiter::reference::xiangqi;

std::string side_name(fx::Side side) { return side == fx::Red ? "red" : "black"; }

std::string_view movement_rule(fx::Kind kind) {
    switch (kind) {
    case fx::General: return "xiangqi.general.step";
    case fx::Advisor: return "xiangqi.advisor.step";
    case fx::Elephant: return "xiangqi.elephant.step";
    case fx::Horse: return "xiangqi.horse.step";
    case fx::Chariot: return "xiangqi.chariot.slide";
    case fx::Cannon: return "xiangqi.cannon.move";
    case fx::Soldier: return "xiangqi.soldier.step";
    }
    return "xiangqi.general.step";
}

class XiangqiFastAdapter final : public Adapter {
public:
    Game game() const override { return Game::Xiangqi; }
    Impl impl() const override { return Impl::Fast; }

    Result<Ok> set_position(std::string_view fen, const std::vector<std::string>& moves) override {
        auto pos = fx::position_from_fen(fen);
        if (!pos) return make_error(pos.error().message(), pos.error().codes());
        fx::Game game(pos.value());
        for (const std::string& text : moves) {
            auto played = play_on(game, text);
            if (!played) return played.error();
        }
        game_ = std::move(game);
        start_fen_ = std::string(fen);
        move_texts_ = moves;
        return Ok{};
    }

    std::string fen() const override { return fx::print_fen(game_.position()); }

    std::vector<std::string> legal_moves() const override {
        fx::MoveList list;
        fx::generate_legal(game_.position(), list);
        std::vector<std::string> out;
        out.reserve(static_cast<std::size_t>(list.size()));
        for (const fx::Move m : list) out.push_back(fx::move_text(m));
        std::sort(out.begin(), out.end());
        return out;
    }

    bool in_check() const override { return fx::in_check(game_.position()); }

    Result<Ok> play(std::string_view move) override {
        auto played = play_on(game_, move);
        if (played) move_texts_.emplace_back(move);
        return played;
    }

    void undo() override {
        if (game_.undo() && !move_texts_.empty()) move_texts_.pop_back();
    }

    std::uint64_t perft(int depth, PerftMode mode) override {
        fx::Position pos = game_.position();
        return fx::perft(pos, depth, mode == PerftMode::Bulk ? fx::PerftMode::Bulk : fx::PerftMode::FullMake);
    }

    GameStatus status(const RuleOptions& options) const override {
        const fx::Status s = game_.status(options.xiangqi_natural_limit_plies);
        GameStatus out;
        out.in_check = s.in_check;
        switch (s.ending) {
        case fx::Ending::None: break;
        case fx::Ending::Checkmate:
        case fx::Ending::Stalemate:
            out.result = "win";
            out.winner = side_name(*s.winner);
            out.reason = s.ending == fx::Ending::Checkmate ? "xiangqi.checkmate" : "xiangqi.stalemate";
            break;
        case fx::Ending::Repetition: judge_repetition(out); break;
        case fx::Ending::NaturalLimit:
            out.result = "draw";
            out.reason = "xiangqi.natural-limit";
            break;
        }
        return out;
    }

    Result<Explanation> explain(std::string_view move) const override {
        fx::Point from = 0;
        fx::Point to = 0;
        if (!fx::parse_move_text(move, from, to)) return make_error(malformed(move));
        const fx::Position& pos = game_.position();
        const fx::Piece pc = pos.at(from);
        // A well-formed move of no piece of the side to move is illegal, not malformed.
        if (pc == fx::kNoPiece || fx::side_of(pc) != pos.side_to_move()) {
            return Explanation{false, std::string("xiangqi.move.own-piece")};
        }
        fx::Move legal;
        if (fx::find_legal(pos, from, to, legal)) return Explanation{true, std::nullopt};
        if (!fx::test(fx::pattern_targets(pos, from), to)) {
            return Explanation{false, std::string(movement_rule(fx::kind_of(pc)))};
        }
        return Explanation{false, std::string(generals_face_after(pos, from, to) ? "xiangqi.general.facing"
                                                                                 : "xiangqi.self-check")};
    }

private:
    static std::string malformed(std::string_view move) {
        return "malformed xiangqi move '" + std::string(move) +
               "' (expected file a-i and rank 0-9 twice, e.g. h2e2)";
    }

    // Whether the generals face on an open file after from -> to (occupancy only).
    static bool generals_face_after(const fx::Position& pos, fx::Point from, fx::Point to) {
        const fx::Side us = pos.side_to_move();
        fx::Point red = pos.general(fx::Red);
        fx::Point black = pos.general(fx::Black);
        if (from == pos.general(us)) (us == fx::Red ? red : black) = to;
        if (fx::file_of(red) != fx::file_of(black)) return false;
        const fx::Bitboard occ = (pos.occupied() & ~fx::bit(from)) | fx::bit(to);
        for (int r = fx::rank_of(red) + 1; r < fx::rank_of(black); ++r) {
            if (fx::test(occ, fx::make_point(fx::file_of(red), r))) return false;
        }
        return true;
    }

    Result<Ok> play_on(fx::Game& game, std::string_view text) const {
        fx::Point from = 0;
        fx::Point to = 0;
        if (!fx::parse_move_text(text, from, to)) return make_error(malformed(text));
        const fx::Position& pos = game.position();
        const fx::Piece pc = pos.at(from);
        if (pc == fx::kNoPiece || fx::side_of(pc) != pos.side_to_move()) {
            return make_error("illegal xiangqi move '" + std::string(text) + "': breaks xiangqi.move.own-piece (no " +
                              side_name(pos.side_to_move()) + " piece on its from point)");
        }
        if (!game.play(fx::Move(from, to))) {
            return make_error("illegal xiangqi move '" + std::string(text) + "' (fast/xiangqi)");
        }
        return Ok{};
    }

    // fast/ found a threefold repetition; the reference judges it (see the file comment).
    void judge_repetition(GameStatus& out) const {
        out.result = "draw";
        out.reason = "xiangqi.repetition";
        auto start = rx::parse_position(start_fen_);
        if (!start) return;
        rx::Game ref(start.value());
        for (const std::string& text : move_texts_) {
            const auto m = rx::parse_move(text);
            if (!m || ref.play(*m)) return;  // cannot happen: fast accepted the same moves
        }
        const auto first = rx::repetition_reached(ref);
        if (!first) return;
        const rx::RepetitionVerdict verdict = rx::judge_repetition(ref, *first);
        out.reason = std::string(rx::rule_name(verdict.reason));
        if (verdict.loser) {
            out.result = "win";
            out.winner = *verdict.loser == rx::Side::Red ? "black" : "red";
        }
    }

    fx::Game game_{fx::Position::startpos()};
    std::string start_fen_ = "startpos";
    std::vector<std::string> move_texts_;
};

}  // namespace

std::unique_ptr<Adapter> make_xiangqi_fast_adapter() { return std::make_unique<XiangqiFastAdapter>(); }

}  // namespace arbiter::oracle
