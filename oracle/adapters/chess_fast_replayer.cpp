// fast/chess as a GameReplayer (oracle/records/check.h): the throughput path of `arbiter games`.
// A move is resolved by fast/chess's SAN reader (no heap, no move list) and played on a copy of
// the position; the line keeps one Position per ply (fixed-size copies, the buffer reused from
// game to game), which is also the history the repetition count reads. fast/ names no rules:
// a refused move is chess.illegal-move (or chess.notation.ambiguous), and the checker asks the
// reference which rule it breaks.

#include <string>
#include <vector>

#include "fast/chess/game.h"
#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "fast/chess/san.h"
#include "oracle/records/check.h"

namespace arbiter::oracle::records {
namespace {

namespace fc = arbiter::fast::chess;

// FIDE Laws (2023) 9.6.1 (fifth occurrence) and 9.6.2 (75 moves each): no claim needed.
constexpr int kAutomaticRepetition = 5;
constexpr std::uint32_t kAutomaticMovePlies = 150;

Ending draw(fc::RuleId why) { return Ending{"draw", -1, fc::rule_name(why)}; }

class ChessFastReplayer final : public GameReplayer {
public:
    Game game() const override { return Game::Chess; }

    bool start(std::string_view position, std::string& error) override {
        line_.clear();
        moves_.clear();
        saved_.clear();
        saved_positions_.clear();
        saved_moves_.clear();
        if (position == "startpos") {  // most games: no FEN to parse
            line_.push_back(start_);
            return true;
        }
        auto pos = fc::parse_position(position);
        if (!pos.ok()) {
            error = pos.error().message;
            line_.push_back(start_);
            return false;
        }
        line_.push_back(pos.value());
        return true;
    }

    bool play(std::string_view text, Refusal& refusal) override {
        const fc::Position& now = line_.back();
        const auto move = fc::parse_san(now, text);
        if (!move.ok()) {
            const fc::SanErrorKind kind = move.error().kind;
            refusal.rule = kind == fc::SanErrorKind::Ambiguous ? "chess.notation.ambiguous"
                                                               : "chess.illegal-move";
            refusal.detail = kind == fc::SanErrorKind::Malformed   ? "not a SAN move"
                             : kind == fc::SanErrorKind::Ambiguous ? "more than one legal move fits"
                                                                   : "no legal move fits";
            return false;
        }
        line_.push_back(now);  // std::vector copies an element of its own before growing
        line_.back().make(move.value());
        moves_.push_back(move.value());
        return true;
    }

    bool enter_variation() override {
        if (line_.size() < 2) return false;
        saved_.push_back(line_.size());
        saved_positions_.push_back(line_.back());
        saved_moves_.push_back(moves_.back());
        line_.pop_back();
        moves_.pop_back();
        return true;
    }

    void leave_variation() override {
        if (saved_.empty()) return;
        const std::size_t size = saved_.back();
        line_.erase(line_.begin() + static_cast<std::ptrdiff_t>(size - 1), line_.end());
        line_.push_back(saved_positions_.back());
        moves_.erase(moves_.begin() + static_cast<std::ptrdiff_t>(size - 2), moves_.end());
        moves_.push_back(saved_moves_.back());
        saved_.pop_back();
        saved_positions_.pop_back();
        saved_moves_.pop_back();
    }

    Ending quick_ending() const override {
        const fc::Position& pos = line_.back();
        if (pos.halfmove_clock() >= kAutomaticMovePlies) return draw(fc::RuleId::FiftyMove);
        if (fc::dead_position(pos)) return draw(fc::RuleId::DeadPosition);
        // A fifth occurrence needs four returns of at least four reversible plies each.
        if (pos.halfmove_clock() >= 4 * (kAutomaticRepetition - 1) &&
            occurrences() >= kAutomaticRepetition)
            return draw(fc::RuleId::Repetition);
        return {};
    }

    Ending status() const override {
        const fc::Position& pos = line_.back();
        if (fc::count_legal(pos) == 0) {
            if (pos.in_check())
                return Ending{"win", pos.side_to_move() == fc::White ? 1 : 0,
                              fc::rule_name(fc::RuleId::Checkmate)};
            return draw(fc::RuleId::Stalemate);
        }
        if (occurrences() >= kAutomaticRepetition) return draw(fc::RuleId::Repetition);
        if (fc::dead_position(pos)) return draw(fc::RuleId::DeadPosition);
        if (pos.halfmove_clock() >= kAutomaticMovePlies) return draw(fc::RuleId::FiftyMove);
        return {};
    }

    std::string position_text() const override { return fc::print_position(line_.back()); }
    std::string last_move() const override {
        return moves_.empty() ? std::string() : fc::print_move(moves_.back());
    }

private:
    // How often the last position has occurred: the same side to move, within the plies since
    // the last capture or pawn move (nothing before can repeat it).
    int occurrences() const {
        const fc::Position& now = line_.back();
        const std::size_t last = line_.size() - 1;
        const std::size_t reach = std::min<std::size_t>(now.halfmove_clock(), last);
        int n = 1;
        for (std::size_t back = 2; back <= reach; back += 2) {
            const fc::Position& p = line_[last - back];
            if (p.hash() == now.hash() && p.same_repetition_key(now)) ++n;
        }
        return n;
    }

    fc::Position start_ = fc::Position::startpos();
    std::vector<fc::Position> line_;             // line_[0] the start, line_[i] after the i-th move
    std::vector<std::size_t> saved_;             // enter_variation: the line's size
    std::vector<fc::Position> saved_positions_;  // ... and its last position
    std::vector<fc::Move> moves_;                // moves_[i] leads from line_[i] to line_[i + 1]
    std::vector<fc::Move> saved_moves_;
};

}  // namespace

std::unique_ptr<GameReplayer> make_chess_fast_replayer() {
    return std::make_unique<ChessFastReplayer>();
}

}  // namespace arbiter::oracle::records
