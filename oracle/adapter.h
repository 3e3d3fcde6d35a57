#pragma once
// The one interface through which the oracle sees an implementation of a game (docs/design.md):
// set a position from text, list legal moves as strings, play and undo moves, perft, status,
// explain. Text on both sides follows the notation contract of docs/rules.md. Each of
// reference/<game> and fast/<game> is wrapped by oracle/adapters/<game>_<impl>_adapter.cpp;
// registry.h finds them.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"
#include "core/game_end.h"
#include "core/names.h"
#include "core/options.h"
#include "core/result.h"
#include "oracle/names.h"  // impl_name, parse_impl, perft_mode_name, parse_perft_mode

namespace arbiter::oracle {

enum class Impl { Reference, Fast };

// The deepest perft anyone may ask for: the command line (--depth) and corpus files alike.
inline constexpr int kMaxPerftDepth = 20;

// Bulk: count the legal moves at the last ply without playing them.
// FullMake: play every leaf move (make/unmake at the leaves too).
enum class PerftMode { Bulk, FullMake };

struct Explanation {
    bool legal = false;
    std::optional<core::RuleId> rule;          // the first rule the move breaks; nullopt when legal
    std::vector<core::EvidenceItem> evidence;  // the pieces or squares that make it so (reference)
};

// The moves a touch-move obligation allows (chess.touch-move: FIDE Laws 4.3-4.5;
// xiangqi.touch-move: xiangqi competition rules §5).
struct TouchAnswer {
    std::vector<std::string> allowed;  // sorted, docs/rules.md notation
    std::string clause;    // the clause that decided, e.g. "FIDE 4.3.1: move the touched piece"
    bool binding = false;  // false: no obligation remains, every legal move is allowed
};

class Adapter {
public:
    virtual ~Adapter() = default;
    virtual core::Game game() const = 0;
    virtual Impl impl() const = 0;

    // Replaces the game: parse `fen` (FEN/SFEN, or "startpos" and the named setups of
    // docs/design.md), then play `moves` in order. On error the adapter's previous game is
    // unchanged; the error names the problem (and carries the validity problem codes when the text
    // is refused).
    virtual core::Result<core::Ok> set_position(std::string_view fen,
                                                const std::vector<std::string>& moves) = 0;

    // --lenient (docs/cli.md, "Lenient loading"): set_position then accepts a position whose only
    // problems are validity problems the rules can still judge (each implementation decides them
    // alike), and warnings() lists them ("soldier_on_bad_point at e1", sorted). A new adapter
    // starts lenient when lenient_default() is on (`arbiter ... --lenient`).
    virtual void set_lenient(bool on) { (void)on; }
    // The validity problems waived by the last set_position (empty when none or not lenient).
    virtual std::vector<std::string> warnings() const { return {}; }

    virtual std::string fen() const = 0;
    virtual std::vector<std::string> legal_moves() const = 0;  // sorted, docs/rules.md notation
    virtual bool in_check() const = 0;

    // Plays a move given in docs/rules.md notation; an error when it is malformed or illegal.
    virtual core::Result<core::Ok> play(std::string_view move) = 0;
    // Takes back the last move played by play() or set_position(). Precondition: there is one.
    virtual void undo() = 0;

    virtual std::uint64_t perft(int depth, PerftMode mode) = 0;
    virtual core::GameStatus status(const core::RuleOptions& options) const = 0;
    // "legal", or the ID of the first rule the move breaks; an error when the text is malformed.
    virtual core::Result<Explanation> explain(std::string_view move) const = 0;

    // 0 = the side that moves first (white, red, sente), 1 = the other.
    virtual int side_to_move() const = 0;
    // Plies since the last capture (xiangqi) or capture or pawn move (chess); 0 in a game without
    // such a counter (shogi).
    virtual int halfmove_clock() const = 0;

    // Chess960 (FIDE Laws, Guidelines II; `--chess960`, docs/cli.md): the positions set from now
    // on are Chess960's (chess.chess960.*), castling written as the king taking its own rook
    // (UCI_Chess960). Puts the game back at the start position. An error from a game without it
    // (xiangqi, shogi).
    virtual core::Result<core::Ok> set_chess960(bool on);
    virtual bool chess960() const { return false; }

    // Chess, FIDE Laws 6.9 (a flag fall is drawn when the opponent cannot checkmate by any series
    // of legal moves): whether `side` (0 white, 1 black) could ever checkmate in the current
    // position, judged by the implementation from the material (false only when it never can).
    // nullopt in a game without the rule (xiangqi, shogi).
    virtual std::optional<bool> can_checkmate(int side) const {
        (void)side;
        return std::nullopt;
    }

    // The moves allowed once the side to move has touched `touched` (in order; `simultaneous`:
    // the last two at the same moment). An error names a square or point that is not on the
    // board. Only the reference implementations decide touch-move; the base answers with an error.
    virtual core::Result<TouchAnswer> touch_moves(const std::vector<std::string>& touched,
                                                  bool simultaneous) const;

    // The legal move `text` as legal_moves() prints it (so H2E2 is h2e2, and Nf3 is g1f3); an
    // error when `text` is no legal move here. The base finds it among legal_moves(), ignoring
    // ASCII case; an adapter that reads other notations also reads them here.
    virtual core::Result<std::string> normal_move(std::string_view text) const;

    // The notations this adapter prints (native_notation(game()) first). play(), set_position(),
    // explain() and normal_move() read all of them: an adapter tries its native notation first.
    virtual std::vector<core::Notation> notations() const;
    // legal_moves() written in `notation`, sorted; an error when the adapter does not print it.
    virtual core::Result<std::vector<std::string>> legal_moves_in(core::Notation notation) const;
    // The legal move `text` (in any notation the adapter reads) written in `notation`.
    virtual core::Result<std::string> move_in(std::string_view text, core::Notation notation) const;
};

// The process-wide --lenient switch (main sets it from the command line) and the warnings of
// every position loaded leniently since: the CLI prints them on stderr, `arbiter: warning: ...`,
// and adds them to its JSON documents (`"warnings"`). Thread-safe.
void set_lenient_default(bool on);
bool lenient_default();
void note_warnings(const std::vector<std::string>& warnings);  // deduplicated, in order
std::vector<std::string> all_warnings();                       // every one noted so far
std::vector<std::string> take_new_warnings();                  // those noted since the last call
// Why a validity problem stays an error even with --lenient ("" for a code that is waivable or
// no validity problem at all): the rules cannot judge the position.
std::string_view lenient_refusal_reason(std::string_view code);

// `moves` (in any notation `adapter` reads) from `fen`, each rewritten as legal_moves() prints it
// (chess SAN e4 becomes e2e4): what an engine, which reads only the native notation, is sent.
// Leaves `adapter` at the position after the moves; an error names the first move refused.
core::Result<std::vector<std::string>> native_moves(Adapter& adapter, std::string_view fen,
                                                    const std::vector<std::string>& moves);

}  // namespace arbiter::oracle
