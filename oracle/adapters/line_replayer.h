#pragma once
// What the record replayers of oracle/adapters/<game>_<impl>_replayer.cpp share (GameReplayer,
// oracle/record_check.h): the game end of an implementation's game status (ending_of), and
// LineReplayer, the part of a replayer over an implementation's Game that does not depend on the
// game: the start of a line and the variation stack. Each replayer keeps its own reading of move
// text and judging of endings and calls only its own implementation (reference/ or fast/, never
// the other: tests/layering_test.sh).

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "oracle/adapter.h"
#include "oracle/adapters/floor_end.h"
#include "oracle/record_check.h"

namespace arbiter::oracle {

// The ending of an implementation's GameStatus as a core::GameEnd at ply 0 (floor_end.h; the
// checker knows the ply): none while the game goes on. `first` is the implementation's side that
// moves first (white, red, sente).
template <class Status, class Side>
core::GameEnd ending_of(const Status& status, Side first) {
    using Outcome = decltype(status.outcome);
    if (status.outcome == Outcome::Ongoing) return {};
    return floor_game_end(status, first);
}

// A record's start position read as the command line asks: strictly, or under `--lenient`
// (lenient_default(), oracle/adapter.h) by the implementation's lenient reader, the problems it
// waives noted for the CLI's warnings and left in `noted` (sorted; cleared first: the replayer's
// start_warnings). `strict(text)` and `lenient(text, warnings)` are the implementation's
// parse_position and parse_position_lenient.
template <class Strict, class Lenient>
auto parse_start(std::string_view text, Strict strict, Lenient lenient,
                 std::vector<std::string>& noted) {
    noted.clear();
    if (!lenient_default()) return strict(text);
    std::vector<std::string> warnings;
    auto parsed = lenient(text, warnings);
    std::sort(warnings.begin(), warnings.end());
    if (parsed) {
        note_warnings(warnings);
        noted = std::move(warnings);
    }
    return parsed;
}

// A record line (check.h record_line) over an implementation's GameT: the game from `start` (an
// implementation's parse result: false when it holds an error, value(), error().message()), each
// move text given to `write(game, before, text, line)`, which plays it on `game` and appends its
// record text to `line` or returns the Error that names why not (`before`: the position it is
// played in), and the rules' ending of the game at the end, `end(game)`.
template <class GameT, class Parsed, class Write, class End>
core::Result<RecordLine> write_record_line(const Parsed& start,
                                           const std::vector<std::string>& moves, Write write,
                                           End end) {
    if (!start) return core::make_error(start.error().message());
    GameT game(start.value());
    RecordLine line;
    for (const std::string& text : moves) {
        const auto before = game.position();
        if (std::optional<core::Error> refused = write(game, before, text, line)) return *refused;
    }
    line.ending = end(game);
    return line;
}

// The Error of a record line's move that breaks `rule` in the position `position_text`.
inline core::Error illegal_record_move(std::string_view text, const std::string& position_text,
                                       std::string_view rule) {
    return core::make_error("illegal move '" + std::string(text) + "' in " + position_text +
                            ": breaks " + std::string(rule));
}

// A GameReplayer over GameT, an implementation's game with moves(), play(move) and undo().
// Derived (CRTP) gives the rest of GameReplayer, and
//   static std::string print_move(const Move&)  the move in the notation contract (last_move);
// it may hide take_back() and replay(move) (public) to keep something of its own per ply in step
// with the game (fast/shogi: the key of each position reached).
template <class Derived, class GameT>
class LineReplayer : public GameReplayer {
public:
    using Move = typename std::decay_t<decltype(std::declval<const GameT&>().moves())>::value_type;

    // The last move is taken back and remembered with the length of the line it ended.
    bool enter_variation() final {
        if (game_->moves().empty()) return false;
        saved_.push_back({game_->moves().back(), game_->moves().size()});
        self().take_back();
        return true;
    }

    // The variation's moves are dropped; the line is again what it was before it.
    void leave_variation() final {
        if (saved_.empty()) return;
        const Saved s = saved_.back();
        saved_.pop_back();
        while (game_->moves().size() + 1 > s.size) self().take_back();
        self().replay(s.move);
    }

    std::string last_move() const final {
        return game_->moves().empty() ? std::string() : Derived::print_move(game_->moves().back());
    }

    void take_back() { (void)game_->undo(); }
    void replay(const Move& move) { (void)game_->play(move); }

protected:
    explicit LineReplayer(GameT start) : game_(std::move(start)) {}

    // A new line from `position` (an implementation's parse result: false when it holds an error,
    // value(), error().message()); false with `error` set and nothing changed when it is an error.
    template <class Parsed>
    bool start_at(const Parsed& position, std::string& error) {
        if (!position) {
            error = position.error().message();
            return false;
        }
        restart(position.value());
        return true;
    }

    // A new line from `start`, without variations (a GameT with reset(start) keeps its buffers).
    template <class Position>
    void restart(const Position& start) {
        if constexpr (requires(GameT & g) { g.reset(start); })
            game_->reset(start);
        else
            game_.emplace(start);
        saved_.clear();
    }

    std::optional<GameT> game_;  // always engaged; optional so that a new line is an emplace

private:
    Derived& self() { return static_cast<Derived&>(*this); }

    struct Saved {  // enter_variation: the move taken back, and the length of the line it ended
        Move move;
        std::size_t size = 0;
    };
    std::vector<Saved> saved_;
};

}  // namespace arbiter::oracle
