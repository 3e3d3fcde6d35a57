// fast/chess as a GameReplayer (oracle/record_check.h): the throughput path of `arbiter games`.
// A move is resolved by fast/chess's SAN reader (no heap, no move list) and played on the one
// position kept (make); the line keeps each move with its undo (buffers reused from game to game),
// which holds the Zobrist key of the position before the move: the history the repetition count
// reads. fast/ names no rules:
// a refused move is chess.illegal-move (or chess.notation.ambiguous), and the checker asks the
// reference which rule it breaks.

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

#include "fast/chess/game.h"
#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "fast/chess/san.h"
#include "oracle/adapters/line_replayer.h"
#include "oracle/record_check.h"

namespace arbiter::oracle {
namespace {

namespace fc = arbiter::fast::chess;

// FIDE Laws (2023) 9.6.1 (fifth occurrence) and 9.6.2 (75 moves each): no claim needed.
constexpr int kAutomaticRepetition = 5;
constexpr std::uint32_t kAutomaticMovePlies = 150;

Ending draw(fc::RuleId why) { return Ending{"draw", -1, fc::rule_name(why)}; }

class ChessFastReplayer final : public GameReplayer {
public:
    core::Game game() const override { return core::Game::Chess; }

    bool start(std::string_view position, std::string& error) override {
        plies_.clear();
        saved_.clear();
        pos_ = start_;
        start_warnings_.clear();
        bool ok = true;
        if (position != "startpos" || chess960_) {  // most games: no FEN to parse
            auto pos = parse_start(
                position, [this](std::string_view t) { return fc::parse_position(t, chess960_); },
                [](std::string_view t, std::vector<std::string>& w) {
                    return fc::parse_position_lenient(t, w);
                },
                start_warnings_);
            if (pos.ok()) {
                pos_ = pos.value();
            } else {
                error = pos.error().message;
                ok = false;
            }
        }
        return ok;
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
        if (!fc::resolve_san(pos_, text, move, kind)) {
            refusal.rule = kind == fc::SanErrorKind::Ambiguous ? "chess.notation.ambiguous"
                                                               : "chess.illegal-move";
            refusal.detail = kind == fc::SanErrorKind::Malformed   ? "not a SAN move"
                             : kind == fc::SanErrorKind::Ambiguous ? "more than one legal move fits"
                                                                   : "no legal move fits";
            return false;
        }
        Ply& ply = plies_.emplace_back();
        ply.move = move;
        pos_.make(ply.move, ply.undo);
        return true;
    }

    bool enter_variation() override {
        if (plies_.empty()) return false;
        saved_.push_back(Saved{pos_, plies_.back(), plies_.size() - 1});
        pos_.unmake(plies_.back().move, plies_.back().undo);
        plies_.pop_back();
        return true;
    }

    void leave_variation() override {
        if (saved_.empty()) return;
        const Saved& s = saved_.back();
        // The variation's moves are dropped; the line is again what it was before it.
        plies_.resize(s.plies);
        plies_.push_back(s.ply);
        pos_ = s.pos;
        saved_.pop_back();
    }

    Ending quick_ending() const override {
        const fc::Position& pos = pos_;
        if (pos.halfmove_clock() >= kAutomaticMovePlies) return draw(fc::RuleId::FiftyMove);
        // Material only changes by a capture or a promotion (both reset the move clock): a dead
        // position first appears there, or was the start.
        if ((pos.halfmove_clock() == 0 || plies_.size() <= 1) && fc::dead_position(pos))
            return draw(fc::RuleId::DeadPosition);
        // A fifth occurrence needs four returns of at least four reversible plies each.
        if (pos.halfmove_clock() >= 4 * (kAutomaticRepetition - 1) &&
            occurrences() >= kAutomaticRepetition)
            return draw(fc::RuleId::Repetition);
        return {};
    }

    Ending status() const override {
        const fc::Position& pos = pos_;
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

    std::string position_text() const override { return fc::print_position(pos_); }
    int side_to_move() const override { return pos_.side_to_move() == fc::White ? 0 : 1; }
    std::string last_move() const override {
        return plies_.empty() ? std::string() : fc::print_move(plies_.back().move);
    }

private:
    // How often the position reached has occurred: the same side to move, within the plies since
    // the last capture or pawn move (nothing before can repeat it). Positions are compared by
    // their Zobrist key; a key that matches is confirmed on the position itself (the moves taken
    // back on a copy), so that a collision of keys cannot count.
    int occurrences() const {
        const std::size_t last = plies_.size();
        const std::size_t reach = std::min<std::size_t>(pos_.halfmove_clock(), last);
        const std::uint64_t key = pos_.hash();
        int n = 1;
        for (std::size_t back = 2; back <= reach; back += 2) {
            // plies_[i].undo.hash: the key of the position before the i-th move (0-based)
            if (plies_[last - back].undo.hash == key && same_as_before(back)) ++n;
        }
        return n;
    }

    // Whether the position `back` plies ago is the position reached (FIDE 9.2.3).
    bool same_as_before(std::size_t back) const {
        fc::Position then = pos_;
        for (std::size_t k = plies_.size(); k > plies_.size() - back; --k)
            then.unmake(plies_[k - 1].move, plies_[k - 1].undo);
        return then.same_repetition_key(pos_);
    }

    struct Ply {
        fc::Move move;
        fc::Undo undo;  // takes `move` back; undo.hash is the key of the position before it
    };
    struct Saved {  // enter_variation: the position after the move taken back, and that move
        fc::Position pos;
        Ply ply;
        std::size_t plies = 0;  // the plies before that move
    };

    bool chess960_ = false;
    fc::Position start_ = fc::Position::startpos();
    fc::Position pos_ = start_;  // the position reached
    std::vector<Ply> plies_;     // the moves of the line, from the start
    std::vector<Saved> saved_;
};

}  // namespace

std::unique_ptr<GameReplayer> make_chess_fast_replayer() {
    return std::make_unique<ChessFastReplayer>();
}

}  // namespace arbiter::oracle
