// reference/shogi as the oracle sees it: the binding of oracle/implementation.h, turned into an
// Adapter by ImplementationAdapter (oracle/adapters/implementation_adapter.h). SFEN and the
// named setups in, USI moves out (docs/rules.md, "Notation").

#include "oracle/adapters/binding_parts.h"
#include "oracle/adapters/floor_end.h"
#include "oracle/adapters/implementation_adapter.h"
#include "reference/shogi/game.h"
#include "reference/shogi/notation.h"
#include "reference/shogi/perft.h"
#include "reference/shogi/rules.h"

namespace arbiter::oracle {
namespace {

namespace ref = arbiter::reference::shogi;

std::string_view side_name(ref::Side side) {
    return core::side_name(core::Game::Shogi, core_side(side, ref::Side::Sente));
}

struct ShogiReference : PlainGameBinding<ref::Game, ref::Position> {
    using Position = ref::Position;
    using Move = ref::Move;
    using Game = ref::Game;
    static constexpr core::Game kGame = core::Game::Shogi;
    static constexpr Impl kImpl = Impl::Reference;

    static core::Result<Position> parse_position(std::string_view text) {
        return position_result<Position>(ref::parse_position(text));
    }
    static core::Result<Position> parse_position_lenient(std::string_view text,
                                                         std::vector<std::string>& warnings) {
        return position_result<Position>(ref::parse_position_lenient(text, warnings));
    }
    static core::Result<Move> parse_move(const Position&, std::string_view text) {
        auto move = ref::parse_move(text);
        if (!move)
            return core::make_error("malformed USI move '" + std::string(text) +
                                    "' (expected e.g. 7g7f, 8h2b+, P*5e)");
        return *move;
    }
    static std::string print_position(const Position& pos) { return ref::print_position(pos); }
    static std::string print_move(const Move& move) { return ref::print_move(move); }

    static std::optional<std::string> play(Game& game, const Move& move) {
        if (auto broken = game.play(move)) return "breaks " + std::string(ref::rule_name(*broken));
        return std::nullopt;
    }

    static std::vector<Move> legal_moves(const Position& pos) { return ref::legal_moves(pos); }
    static bool in_check(const Position& pos) { return ref::in_check(pos); }
    static int side_to_move(const Position& pos) {
        return pos.side_to_move() == ref::Side::Sente ? 0 : 1;
    }
    static int halfmove_clock(const Position&) { return 0; }  // shogi has no such counter
    static std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
        return ref::perft(pos, depth, perft_mode<ref::PerftMode>(mode));
    }
    static core::GameStatus status(const Game& game, const core::RuleOptions& options) {
        ref::Rules rules;
        rules.impasse_requested = options.shogi_impasse_requested;
        rules.impasse_rule = impasse_rule_in<ref::ImpasseRule>(options.shogi_impasse_rule);
        rules.max_plies = options.shogi_max_plies;
        core::GameStatus out = floor_status(ref::status(game, rules), ref::Side::Sente);
        if (out.end.decided_by(core::Rule::Impasse)) {
            const auto e = ref::impasse_evidence(game.position(), rules.impasse_rule);
            core::ImpasseEvidence ev;
            ev.rule = std::string(core::impasse_rule_name(options.shogi_impasse_rule));
            for (const auto& f : e.sides) {
                ev.sides.push_back({std::string(side_name(f.side)), f.points, f.pieces_in_zone,
                                    f.king ? ref::print_square(*f.king) : std::string("-"),
                                    f.king_in_zone, f.in_check});
            }
            for (const auto& c : e.conditions)
                ev.conditions.push_back(
                    {std::string(c.name), std::string(side_name(c.side)), c.holds});
            out.end.impasse = std::move(ev);
        }
        if (out.end.over() && !ref::has_legal_move(game.position())) {
            out.end.no_move = core::NoMoveEvidence{out.in_check, {}};
            for (const ref::Square sq : ref::checkers(game.position()))
                out.end.no_move->checkers.push_back(item("checker", game.position(), sq));
        }
        return out;
    }
    // The SFEN letter of a piece on the board: "+" for a promoted one, lowercase for gote.
    static core::EvidenceItem item(std::string_view role, const Position& pos, ref::Square sq) {
        const auto& piece = pos.board().at(sq);
        std::string letter;
        if (piece) {
            if (ref::is_promoted(piece->kind)) letter += '+';
            const char c = ref::piece_letter(ref::unpromoted(piece->kind));
            letter += piece->side == ref::Side::Sente ? c : static_cast<char>(c - 'A' + 'a');
        }
        return {std::string(role), ref::print_square(sq), letter};
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
};
static_assert(every_rule_in_core<ref::RuleId>(ref::kRuleIdCount));
static_assert(Implementation<ShogiReference> && Explaining<ShogiReference> &&
              !Touching<ShogiReference> && ExplainingEvidence<ShogiReference>);

}  // namespace

std::unique_ptr<Adapter> make_shogi_reference_adapter() {
    return make_implementation_adapter<ShogiReference>();
}

}  // namespace arbiter::oracle
