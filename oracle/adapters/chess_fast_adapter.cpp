// fast/chess as the oracle sees it: the binding of oracle/implementation.h, turned into an
// Adapter by ImplementationAdapter (oracle/adapters/implementation_adapter.h). Moves are read as
// UCI when the text has UCI's shape (e2e4, e7e8q, castling e1g1, in Chess960 the king taking its
// rook, e1h1), otherwise as SAN (Nf3, O-O; docs/notation.md), and print in UCI or SAN. fast/ lists
// legal moves but names no rules: explain is the reference's, so this binding is not Explaining.

#include "fast/chess/cpu.h"
#include "fast/chess/game.h"
#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "fast/chess/perft.h"
#include "fast/chess/record_notation.h"
#include "oracle/adapters/floor_end.h"
#include "oracle/adapters/implementation_adapter.h"

namespace arbiter::oracle {
namespace {

namespace fc = arbiter::fast::chess;

core::Error illegal(const fc::Position& pos, std::string_view text, std::string_view why) {
    std::string message = "illegal move '" + std::string(text) + "' in " + fc::print_position(pos);
    if (!why.empty()) message += " (" + std::string(why) + " SAN)";
    return core::make_error(std::move(message));
}

struct ChessFast {
    using Position = fc::Position;
    using Move = fc::Move;
    using Game = fc::Game;
    static constexpr core::Game kGame = core::Game::Chess;
    static constexpr Impl kImpl = Impl::Fast;

    static core::Result<Position> parse_position(std::string_view text) {
        return parse_position(text, false);
    }
    // Chess960 (Adapter::set_chess960): X-FEN/Shredder-FEN rights of any rook file, castling as
    // the king taking its rook; also `chess960:N`, start position N.
    static core::Result<Position> parse_position(std::string_view text, bool chess960) {
        auto pos = fc::parse_position(text, chess960);
        if (!pos.ok()) {
            std::vector<std::string> codes(pos.error().codes.begin(), pos.error().codes.end());
            return core::make_error(pos.error().message, std::move(codes));
        }
        return pos.value();
    }
    static core::Result<Position> parse_position_lenient(std::string_view text,
                                                         std::vector<std::string>& warnings) {
        auto pos = fc::parse_position_lenient(text, warnings);
        if (!pos.ok()) {
            std::vector<std::string> codes(pos.error().codes.begin(), pos.error().codes.end());
            return core::make_error(pos.error().message, std::move(codes));
        }
        return pos.value();
    }
    // fast/ moves exist only as legal moves: an illegal one is refused here.
    static core::Result<Move> parse_move(const Position& pos, std::string_view text) {
        const auto parsed = fc::parse_move(text);
        if (parsed) {
            if (const auto m = fc::find_legal(pos, *parsed)) return *m;
            return illegal(pos, text, "");
        }
        const auto san = fc::parse_san(pos, text);
        if (san) return san.value();
        if (san.error().kind == fc::SanErrorKind::Malformed) {
            return core::make_error(
                "malformed move '" + std::string(text.substr(0, 16)) +
                "' (expected UCI like e2e4 or e7e8q, or SAN like Nf3, exd5, O-O, e8=Q)");
        }
        return illegal(pos, text, san.error().kind_name());
    }
    static std::string print_position(const Position& pos) { return fc::print_position(pos); }
    static std::string print_move(const Move& move) { return fc::print_move(move); }

    static std::vector<core::Notation> notations() {
        return {core::Notation::Uci, core::Notation::San};
    }
    static std::optional<std::string> print_move_in(const Position& pos, const Move& move,
                                                    core::Notation notation) {
        if (notation == core::Notation::Uci) return fc::print_move(move);
        if (notation == core::Notation::San) return fc::print_san(pos, move);
        return std::nullopt;
    }

    static Game start(const Position& pos) { return Game(pos); }
    static const Position& position(const Game& game) { return game.position(); }
    static std::optional<std::string> play(Game& game, const Move& move) {
        if (game.play(move)) return std::nullopt;
        return "not a legal move (fast/chess)";
    }
    static bool undo(Game& game) { return game.undo(); }

    static std::vector<Move> legal_moves(const Position& pos) {
        fc::MoveList list;
        fc::generate_legal(pos, list);
        std::vector<Move> out;
        out.reserve(static_cast<std::size_t>(list.size()));
        for (const Move m : list) out.push_back(m);
        return out;
    }
    static bool in_check(const Position& pos) { return pos.in_check(); }
    static bool can_checkmate(const Position& pos, int side) {
        return fc::can_checkmate_by_material(pos, side == 0 ? fc::White : fc::Black);
    }
    static int side_to_move(const Position& pos) { return pos.side_to_move() == fc::White ? 0 : 1; }
    static int halfmove_clock(const Position& pos) {
        return static_cast<int>(pos.halfmove_clock());
    }
    static std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
        return fc::perft(pos, depth,
                         mode == PerftMode::Bulk ? fc::PerftMode::Bulk : fc::PerftMode::FullMake);
    }
    static core::GameStatus status(const Game& game, const core::RuleOptions& options) {
        const fc::Rules rules{options.chess_repetition_count, options.chess_fifty_move_plies};
        core::GameStatus out = floor_status(game.status(rules), fc::White);
        const Position& pos = game.position();
        if (out.end.over() && legal_moves(pos).empty()) {
            // No legal move (docs/cli.md, "evidence"): fast's own checkers set.
            out.end.no_move = core::NoMoveEvidence{out.in_check, {}};
            fc::Bitboard checkers = pos.checkers();
            while (checkers) {
                const fc::Square sq = fc::pop_lsb(checkers);
                static constexpr char kLetters[fc::kPieceTypeCount] = {'P', 'N', 'B',
                                                                       'R', 'Q', 'K'};
                const fc::Piece pc = pos.piece_on(sq);
                const char c = kLetters[fc::type_of(pc)];
                out.end.no_move->checkers.push_back(
                    {"checker",
                     std::string{static_cast<char>('a' + fc::file_of(sq)),
                                 static_cast<char>('1' + fc::rank_of(sq))},
                     std::string(1,
                                 fc::color_of(pc) == fc::White ? c : static_cast<char>(c + 32))});
            }
        }
        return out;
    }
};
static_assert(every_rule_in_core<fc::RuleId>());
static_assert(Implementation<ChessFast> && !Explaining<ChessFast> && !Touching<ChessFast> &&
              Notating<ChessFast> && JudgingMaterial<ChessFast>);

}  // namespace

std::unique_ptr<Adapter> make_chess_fast_adapter() {
    return make_implementation_adapter<ChessFast>();
}

const char* chess_slider_lookup() { return fast::chess::cpu::slider_lookup_name(); }

}  // namespace arbiter::oracle
