// fast/shogi as the oracle sees it: the binding of oracle/implementation.h, turned into an
// Adapter by ImplementationAdapter (oracle/adapters/implementation_adapter.h). SFEN and the named
// setups in, USI moves out. Checkmate, sennichite (by Zobrist key), the perpetual-check verdict
// and the three impasse rules are all fast/'s own (fast/shogi/game.cpp); explain is the
// reference's, so this binding is not Explaining.

#include "fast/shogi/game.h"
#include "fast/shogi/movegen.h"
#include "fast/shogi/notation.h"
#include "fast/shogi/perft.h"
#include "oracle/adapters/binding_parts.h"
#include "oracle/adapters/floor_end.h"
#include "oracle/adapters/implementation_adapter.h"

namespace arbiter::oracle {
namespace {

namespace fs = arbiter::fast::shogi;

std::string_view side_name(fs::Side side) {
    return core::side_name(core::Game::Shogi, core_side(side, fs::Sente));
}

struct ShogiFast : PlainGameBinding<fs::Game, fs::Position> {
    using Position = fs::Position;
    using Move = fs::Move;
    using Game = fs::Game;
    static constexpr core::Game kGame = core::Game::Shogi;
    static constexpr Impl kImpl = Impl::Fast;

    static core::Result<Position> parse_position(std::string_view text) {
        return position_result<Position>(fs::parse_position(text));
    }
    static core::Result<Position> parse_position_lenient(std::string_view text,
                                                         std::vector<std::string>& warnings) {
        return position_result<Position>(fs::parse_position_lenient(text, warnings));
    }
    // fast/ moves exist only as legal moves: an illegal one is refused here.
    static core::Result<Move> parse_move(const Position& pos, std::string_view text) {
        const auto parsed = fs::parse_move(text);
        if (!parsed) {
            return core::make_error("malformed USI move '" + std::string(text) +
                                    "' (expected e.g. 7g7f, 8h2b+, P*5e)");
        }
        const auto m = fs::find_legal(pos, *parsed);
        if (!m)
            return core::make_error("illegal move '" + std::string(text) + "' in " +
                                    fs::print_position(pos) + " (fast/shogi)");
        return *m;
    }
    static std::string print_position(const Position& pos) { return fs::print_position(pos); }
    static std::string print_move(const Move& move) { return fs::print_move(move); }

    static std::optional<std::string> play(Game& game, const Move& move) {
        if (game.play(move)) return std::nullopt;
        return "not a legal move (fast/shogi)";
    }

    static std::vector<Move> legal_moves(const Position& pos) {
        fs::MoveList list;
        fs::generate_legal(pos, list);
        return std::vector<Move>(list.begin(), list.end());
    }
    static bool in_check(const Position& pos) { return fs::in_check(pos); }
    static int side_to_move(const Position& pos) { return pos.side_to_move() == fs::Sente ? 0 : 1; }
    static int halfmove_clock(const Position&) { return 0; }  // shogi has no such counter
    static std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
        return fs::perft(pos, depth, perft_mode<fs::PerftMode>(mode));
    }
    static core::GameStatus status(const Game& game, const core::RuleOptions& options) {
        const auto rule = impasse_rule_in<fs::ImpasseRule>(options.shogi_impasse_rule);
        const fs::Rules rules{options.shogi_impasse_requested, rule, options.shogi_max_plies};
        core::GameStatus out = floor_status(game.status(rules), fs::Sente);
        const Position& pos = game.position();
        if (out.end.decided_by(core::Rule::Impasse)) {
            // fast's own facts and conditions (fast/shogi/game.h impasse_evidence).
            const fs::ImpasseEvidence e = fs::impasse_evidence(pos, rule);
            core::ImpasseEvidence ev;
            ev.rule = std::string(core::impasse_rule_name(options.shogi_impasse_rule));
            const auto square = [](fs::Square sq) {
                if (sq == fs::kNoSquare) return std::string("-");
                return std::string{static_cast<char>('1' + fs::file_of(sq)),
                                   static_cast<char>('a' + fs::rank_of(sq))};
            };
            for (const auto& f : e.sides) {
                ev.sides.push_back({std::string(side_name(f.side)), f.points, f.pieces_in_zone,
                                    square(f.king), f.king_in_zone, f.in_check});
            }
            for (const auto& c : e.conditions)
                ev.conditions.push_back({c.name, std::string(side_name(c.side)), c.holds});
            out.end.impasse = std::move(ev);
        }
        if (out.end.over() && !fs::has_legal_move(pos)) {
            // No legal move (docs/cli.md, "evidence"): fast's own checkers, listed rank by rank
            // from rank a and file 9 to 1 within a rank (the reference's order).
            out.end.no_move = core::NoMoveEvidence{out.in_check, {}};
            std::vector<fs::Square> found;
            fs::Bitboard b = fs::checkers(pos);
            while (b) found.push_back(fs::pop_lsb(b));
            const auto order = [](fs::Square s) { return fs::rank_of(s) * 9 + 8 - fs::file_of(s); };
            std::sort(found.begin(), found.end(),
                      [&](fs::Square x, fs::Square y) { return order(x) < order(y); });
            static constexpr char kLetters[] = "PLNSGBRK";
            for (const fs::Square sq : found) {
                const fs::Piece pc = pos.at(sq);
                const fs::Kind k = fs::kind_of(pc);
                std::string letter = fs::is_promoted(k) ? "+" : "";
                const char c = kLetters[fs::is_promoted(k) ? fs::unpromote(k) : k];
                letter += fs::side_of(pc) == fs::Sente ? c : static_cast<char>(c - 'A' + 'a');
                out.end.no_move->checkers.push_back(
                    {"checker",
                     std::string{static_cast<char>('1' + fs::file_of(sq)),
                                 static_cast<char>('a' + fs::rank_of(sq))},
                     letter});
            }
        }
        return out;
    }
};
static_assert(every_rule_in_core<fs::RuleId>());
static_assert(Implementation<ShogiFast> && !Explaining<ShogiFast> && !Touching<ShogiFast> &&
              !JudgingMaterial<ShogiFast>);

}  // namespace

std::unique_ptr<Adapter> make_shogi_fast_adapter() {
    return make_implementation_adapter<ShogiFast>();
}

}  // namespace arbiter::oracle
