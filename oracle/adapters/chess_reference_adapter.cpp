// reference/chess as the oracle sees it: the binding of oracle/implementation.h, turned into an
// Adapter by ImplementationAdapter (oracle/adapters/implementation_adapter.h). Moves are read as
// UCI when the text has UCI's shape (e2e4, e7e8q), otherwise as SAN (Nf3, O-O, e8=Q;
// docs/notation.md); legal moves print in UCI or SAN.

#include "oracle/adapters/binding_parts.h"
#include "oracle/adapters/floor_end.h"
#include "oracle/adapters/implementation_adapter.h"
#include "reference/chess/game.h"
#include "reference/chess/notation.h"
#include "reference/chess/perft.h"
#include "reference/chess/record_notation.h"
#include "reference/chess/rules.h"
#include "reference/chess/touch_move.h"

namespace arbiter::oracle {
namespace {

namespace ref = arbiter::reference::chess;

struct ChessReference : PlainGameBinding<ref::Game, ref::Position> {
    using Position = ref::Position;
    using Move = ref::Move;
    using Game = ref::Game;
    static constexpr core::Game kGame = core::Game::Chess;
    static constexpr Impl kImpl = Impl::Reference;

    static core::Result<Position> parse_position(std::string_view text) {
        return parse_position(text, false);
    }
    // Chess960 (Adapter::set_chess960): X-FEN/Shredder-FEN rights of any rook file, castling as
    // the king taking its rook; also `chess960:N`, start position N.
    static core::Result<Position> parse_position(std::string_view text, bool chess960) {
        return position_result<Position>(ref::parse_position(text, chess960));
    }
    static core::Result<Position> parse_position_lenient(std::string_view text,
                                                         std::vector<std::string>& warnings) {
        return position_result<Position>(ref::parse_position_lenient(text, warnings));
    }
    // UCI syntax first (a UCI move need not be legal: play and explain say which rule it
    // breaks); then SAN, which names only legal moves, so an impossible or ambiguous SAN is
    // refused here with the rule it breaks.
    static core::Result<Move> parse_move(const Position& pos, std::string_view text) {
        if (auto move = ref::parse_move(text)) return move.value();
        auto san = ref::parse_san(pos, text);
        if (san) return san.value();
        if (san.error().kind == ref::SanErrorKind::Malformed) return malformed_chess_move(text);
        return core::make_error("illegal move '" + std::string(text) + "' in " +
                                ref::print_position(pos) + ": breaks " +
                                std::string(ref::rule_name(*san.error().rule)) + " (" +
                                san.error().detail + ")");
    }
    static std::string print_position(const Position& pos) { return ref::print_position(pos); }
    static std::string print_move(const Move& move) { return ref::print_move(move); }

    static std::vector<core::Notation> notations() {
        return {core::Notation::Uci, core::Notation::San};
    }
    static std::optional<std::string> print_move_in(const Position& pos, const Move& move,
                                                    core::Notation notation) {
        if (notation == core::Notation::Uci) return ref::print_move(move);
        if (notation == core::Notation::San) return ref::print_san(pos, move);
        return std::nullopt;
    }
    static core::Result<std::optional<core::RuleId>> explain_text(const Position& pos,
                                                                  std::string_view text) {
        std::optional<core::RuleId> none;
        if (auto move = ref::parse_move(text)) return first_broken_rule(pos, move.value());
        auto san = ref::parse_san(pos, text);
        if (san) return none;
        if (san.error().kind == ref::SanErrorKind::Malformed) return malformed_chess_move(text);
        return std::optional<core::RuleId>(core_rule(*san.error().rule));
    }

    static std::optional<std::string> play(Game& game, const Move& move) {
        if (auto broken = game.play(move)) return "breaks " + std::string(ref::rule_name(*broken));
        return std::nullopt;
    }

    static std::vector<Move> legal_moves(const Position& pos) { return ref::legal_moves(pos); }
    static bool in_check(const Position& pos) { return ref::in_check(pos); }
    static bool can_checkmate(const Position& pos, int side) {
        return ref::can_checkmate_by_material(pos,
                                              side == 0 ? ref::Color::White : ref::Color::Black);
    }
    static int side_to_move(const Position& pos) {
        return pos.side_to_move() == ref::Color::White ? 0 : 1;
    }
    static int halfmove_clock(const Position& pos) {
        return static_cast<int>(pos.halfmove_clock());
    }
    static std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
        return ref::perft(pos, depth, perft_mode<ref::PerftMode>(mode));
    }
    static core::GameStatus status(const Game& game, const core::RuleOptions& options) {
        ref::Rules rules;
        rules.repetition_count = options.chess_repetition_count;
        rules.fifty_move_plies = options.chess_fifty_move_plies;
        core::GameStatus out = floor_status(ref::status(game, rules), ref::Color::White);
        if (out.end.over() && ref::legal_moves(game.position()).empty()) {
            out.end.no_move = core::NoMoveEvidence{out.in_check, {}};
            for (const ref::Square sq : ref::checkers(game.position()))
                out.end.no_move->checkers.push_back(item("checker", game.position(), sq));
        }
        return out;
    }
    static core::EvidenceItem item(std::string_view role, const Position& pos, ref::Square sq) {
        const auto& piece = pos.board()[sq];
        return {std::string(role), sq.name(),
                piece ? std::string(1, ref::piece_letter(*piece)) : std::string()};
    }
    static std::vector<core::EvidenceItem> explain_evidence(const Position& pos, const Move& move) {
        std::vector<core::EvidenceItem> out;
        for (const ref::Witness& w : ref::explain_witnesses(pos, move))
            out.push_back(item(w.role, pos, w.square));
        return out;
    }

    static std::optional<core::RuleId> first_broken_rule(const Position& pos, const Move& move) {
        if (auto broken = ref::first_broken_rule(pos, move)) return core_rule(*broken);
        return std::nullopt;
    }
    // chess.touch-move (FIDE Laws 4.3-4.5), decided by reference/chess/touch_move.h.
    static core::Result<TouchAnswer> touch_moves(const Position& pos,
                                                 const std::vector<std::string>& touched,
                                                 bool simultaneous) {
        std::vector<ref::Square> squares;
        for (const std::string& text : touched) {
            auto square = ref::Square::parse(text);
            if (!square) return core::make_error("'" + text + "' is not a chess square (a1-h8)");
            squares.push_back(*square);
        }
        const auto obligation = ref::touch_move_obligation(pos, squares, simultaneous);
        TouchAnswer out;
        for (const auto& move : obligation.allowed) out.allowed.push_back(ref::print_move(move));
        out.clause = std::string(obligation.clause);
        out.binding = obligation.binding;
        return out;
    }
};
static_assert(every_rule_in_core<ref::RuleId>(ref::kRuleIdCount));
static_assert(Implementation<ChessReference> && Explaining<ChessReference> &&
              Touching<ChessReference> && Notating<ChessReference> &&
              ExplainingText<ChessReference> && ExplainingEvidence<ChessReference> &&
              JudgingMaterial<ChessReference>);

}  // namespace

std::unique_ptr<Adapter> make_chess_reference_adapter() {
    return make_implementation_adapter<ChessReference>();
}

}  // namespace arbiter::oracle
