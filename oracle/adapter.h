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

#include "core/names.h"  // game_name, parse_game, impl_name, parse_impl, ...
#include "core/result.h"

namespace arbiter::oracle {

enum class Game { Chess, Xiangqi, Shogi };
enum class Impl { Reference, Fast };

// The deepest perft anyone may ask for: the command line (--depth) and corpus files alike.
inline constexpr int kMaxPerftDepth = 20;

// Bulk: count the legal moves at the last ply without playing them.
// FullMake: play every leaf move (make/unmake at the leaves too).
enum class PerftMode { Bulk, FullMake };

enum class ImpasseRule { Seed27Points, Pro24Points, Csa27Declaration };
// Whose forbidden-repetition rules judge a xiangqi repetition (docs/rules.md).
enum class XiangqiRules { Axf, Wxf };

// Move notations (docs/notation.md), named by notation_name() (core/names.h). Each game has one
// coordinate notation that every command reads and legal_moves() prints (chess UCI, xiangqi UCCI,
// shogi USI: native_notation()); an adapter may read and print others (chess SAN). The notations
// of issue 18 (xiangqi ICCS, WXF, Chinese; shogi KIF, CSA) are added here as enumerators.
// Xiangqi record notations: ICCS (`H2-E2`), WXF (`C2.5`), Chinese (`炮二平五`).
enum class Notation { Uci, San, Ucci, Usi, Iccs, Wxf, Chinese };
Notation native_notation(Game game);

// Rule options (docs/rules.md: the project's default rule first, the common variant an option).
struct RuleOptions {
    int chess_repetition_count = 3;    // 3 (seed: draw at the third occurrence) or 5 (FIDE 9.6.1)
    int chess_fifty_move_plies = 100;  // 100 (fifty moves, FIDE 9.3 claim) or 150 (FIDE 9.6.2)
    int xiangqi_natural_limit_plies =
        120;  // xiangqi competition rules §4.2.4: 60 moves each without a capture
    XiangqiRules xiangqi_rules = XiangqiRules::Axf;  // `--xiangqi-rules axf|wxf`
    bool shogi_impasse_requested = false;            // `status --impasse`: judge jishogi now
    ImpasseRule shogi_impasse_rule = ImpasseRule::Seed27Points;
    // `--max-plies N` (shogi.max-plies): a draw once the game has N plies (the SFEN move number
    // counts them: move number N + 1); 0 = no limit (the default).
    int shogi_max_plies = 0;
    // `--chess960`, corpus option chess960: a Chess960 game (chess.chess960.*), which the commands
    // ask of the adapter with Adapter::set_chess960 before setting the position.
    bool chess960 = false;
};

// shogi.max-plies: whether the position (SFEN move number `move_number`) ends a game limited to
// `max_plies` plies (0: no limit).
inline bool shogi_max_plies_reached(std::uint64_t move_number, int max_plies) {
    return max_plies > 0 && move_number > static_cast<std::uint64_t>(max_plies);
}

// Why a repetition was judged as it was (status "evidence", docs/cli.md). Plies count the moves
// played from the position given, 1 = the first.
struct RepetitionEvidence {
    struct Piece {
        std::string piece;   // FEN letter, e.g. "n"
        std::string point;   // where it stands (after the move; for the victim: at the end)
        std::string origin;  // where it stood when the cycle began
    };
    struct Ply {
        int ply = 0;
        std::string side;
        std::string move;
        bool check = false;
        std::vector<Piece> chased;
        bool blocks_cannon = false;  // a move of an opponent cannon's mount (AXF §26)
    };
    int first_ply = 0;  // the cycle: plies first_ply .. the last one played
    std::vector<Ply> plies;
    std::optional<Piece> victim;        // a perpetual chase: the piece chased
    bool victim_held_by_horse = false;  // the victim is a chariot held by a horse (AXF §19)
};

// A piece or a square (point) that evidence names, and its part in the verdict: e.g. "checker",
// "attacker", "in_the_way", "leg", "eye", "general", "pawn_on_file" (docs/cli.md, "evidence").
// `piece` is the FEN/SFEN letter of what stands there ("" for an empty square).
struct EvidenceItem {
    std::string role;
    std::string square;
    std::string piece;
};

// Why a game ended by checkmate or stalemate: the side to move has no legal move, and whether it
// is in check (with the pieces giving it).
struct NoMoveEvidence {
    bool in_check = false;
    std::vector<EvidenceItem> checkers;
};

// Why an impasse (shogi jishogi) was judged as it was: each side's facts under the rule used,
// and which condition holds or fails.
struct ImpasseEvidence {
    struct SideFacts {
        std::string side;
        int points = 0;          // the rule's count (rook, bishop 5; others 1; king 0)
        int pieces_in_zone = 0;  // pieces other than the king in the opponent's camp
        std::string king;        // the king's square
        bool king_in_zone = false;
        bool in_check = false;
    };
    struct Condition {
        std::string name;  // e.g. "king_in_zone", "ten_pieces_in_zone", "points"
        std::string side;
        bool holds = false;
    };
    std::string rule;  // seed27, pro24 or csa27
    std::vector<SideFacts> sides;
    std::vector<Condition> conditions;
};

struct GameStatus {
    bool in_check = false;
    std::string result = "ongoing";     // "ongoing" | "win" | "draw"
    std::optional<std::string> winner;  // "white" | "black" | "red" | "sente" | "gote"
    std::optional<std::string> reason;  // the rule ID that ended the game, e.g. "chess.checkmate"
    std::optional<RepetitionEvidence> repetition;  // set for a xiangqi repetition verdict
    std::optional<NoMoveEvidence> no_move;         // checkmate or stalemate (both impls)
    std::optional<ImpasseEvidence> impasse;        // a shogi impasse judged (both impls)
};

struct Explanation {
    bool legal = false;
    std::optional<std::string> rule;     // the first rule the move breaks; nullopt when legal
    std::vector<EvidenceItem> evidence;  // the pieces or squares that make it so (reference)
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
    virtual Game game() const = 0;
    virtual Impl impl() const = 0;

    // Replaces the game: parse `fen` (FEN/SFEN, or "startpos" and the named setups of
    // docs/design.md), then play `moves` in order. On error the adapter's previous game is
    // unchanged; the error names the problem (and carries the validity problem codes when the text
    // is refused).
    virtual Result<Ok> set_position(std::string_view fen,
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
    virtual Result<Ok> play(std::string_view move) = 0;
    // Takes back the last move played by play() or set_position(). Precondition: there is one.
    virtual void undo() = 0;

    virtual std::uint64_t perft(int depth, PerftMode mode) = 0;
    virtual GameStatus status(const RuleOptions& options) const = 0;
    // "legal", or the ID of the first rule the move breaks; an error when the text is malformed.
    virtual Result<Explanation> explain(std::string_view move) const = 0;

    // 0 = the side that moves first (white, red, sente), 1 = the other.
    virtual int side_to_move() const = 0;
    // Plies since the last capture (xiangqi) or capture or pawn move (chess); 0 in a game without
    // such a counter (shogi).
    virtual int halfmove_clock() const = 0;

    // Chess960 (FIDE Laws, Guidelines II; `--chess960`, docs/cli.md): the positions set from now
    // on are Chess960's (chess.chess960.*), castling written as the king taking its own rook
    // (UCI_Chess960). Puts the game back at the start position. An error from a game without it
    // (xiangqi, shogi).
    virtual Result<Ok> set_chess960(bool on);
    virtual bool chess960() const { return false; }

    // The moves allowed once the side to move has touched `touched` (in order; `simultaneous`:
    // the last two at the same moment). An error names a square or point that is not on the
    // board. Only the reference implementations decide touch-move; the base answers with an error.
    virtual Result<TouchAnswer> touch_moves(const std::vector<std::string>& touched,
                                            bool simultaneous) const;

    // The legal move `text` as legal_moves() prints it (so H2E2 is h2e2, and Nf3 is g1f3); an
    // error when `text` is no legal move here. The base finds it among legal_moves(), ignoring
    // ASCII case; an adapter that reads other notations also reads them here.
    virtual Result<std::string> normal_move(std::string_view text) const;

    // The notations this adapter prints (native_notation(game()) first). play(), set_position(),
    // explain() and normal_move() read all of them: an adapter tries its native notation first.
    virtual std::vector<Notation> notations() const;
    // legal_moves() written in `notation`, sorted; an error when the adapter does not print it.
    virtual Result<std::vector<std::string>> legal_moves_in(Notation notation) const;
    // The legal move `text` (in any notation the adapter reads) written in `notation`.
    virtual Result<std::string> move_in(std::string_view text, Notation notation) const;
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
Result<std::vector<std::string>> native_moves(Adapter& adapter, std::string_view fen,
                                              const std::vector<std::string>& moves);

}  // namespace arbiter::oracle
