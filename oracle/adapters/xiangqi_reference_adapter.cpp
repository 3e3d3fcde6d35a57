// reference/xiangqi as the oracle sees it: the binding of oracle/implementation.h, turned into an
// Adapter by ImplementationAdapter (oracle/adapters/implementation_adapter.h). Moves: files a-i,
// ranks 0-9 from red's side, e.g. `h2e2`; winners `red` / `black` (docs/rules.md, "Notation").
// Moves are also read and printed in the record notations ICCS (`H2-E2`), WXF (`C2.5`) and Chinese
// (`炮二平五`) of reference/xiangqi/record_notation.h (docs/notation.md).

#include "oracle/adapters/binding_parts.h"
#include "oracle/adapters/floor_end.h"
#include "oracle/adapters/implementation_adapter.h"
#include "oracle/adapters/xiangqi_binding.h"
#include "reference/xiangqi/game.h"
#include "reference/xiangqi/notation.h"
#include "reference/xiangqi/perft.h"
#include "reference/xiangqi/record_notation.h"
#include "reference/xiangqi/rules.h"
#include "reference/xiangqi/touch_move.h"

namespace arbiter::oracle {
namespace {

namespace xq = arbiter::reference::xiangqi;

std::string side_name(xq::Side side) {
    return std::string(core::side_name(core::Game::Xiangqi, core_side(side, xq::Side::Red)));
}

struct XiangqiReference : PlainGameBinding<xq::Game, xq::Position> {
    using Position = xq::Position;
    using Move = xq::Move;
    using Game = xq::Game;
    static constexpr core::Game kGame = core::Game::Xiangqi;
    static constexpr Impl kImpl = Impl::Reference;

    static core::Result<Position> parse_position(std::string_view text) {
        return position_result<Position>(xq::parse_position(text));
    }
    static core::Result<Position> parse_position_lenient(std::string_view text,
                                                         std::vector<std::string>& warnings) {
        return position_result<Position>(xq::parse_position_lenient(text, warnings));
    }
    // Coordinates first (h2e2, H2-E2: such a move need not be legal; play and explain say which
    // rule it breaks), then WXF and Chinese, which name legal moves only.
    static core::Result<Move> parse_move(const Position& pos, std::string_view text) {
        if (const auto parsed = xq::parse_move(text)) return *parsed;
        if (const auto parsed = xq::parse_iccs(text)) return *parsed;
        auto named = xq::parse_record_move(pos, text);
        if (named) return named.value();
        const xq::NotationError& e = named.error();
        if (e.kind == xq::NotationError::Kind::Malformed) {
            return core::make_error("malformed xiangqi move '" + std::string(text.substr(0, 32)) +
                                    "' (expected coordinates like h2e2 or H2-E2, WXF like C2.5, or "
                                    "Chinese like 炮二平五)");
        }
        return core::make_error("illegal move '" + std::string(text) + "' in " +
                                xq::print_position(pos) + ": breaks " +
                                std::string(xq::rule_name(e.rule.value_or(xq::RuleId::Record))) +
                                " (" + e.detail + ")");
    }
    static std::string print_position(const Position& pos) { return xq::print_position(pos); }
    static std::string print_move(const Move& move) { return xq::print_move(move); }

    static std::vector<core::Notation> notations() { return xiangqi_notations(); }
    static constexpr XiangqiPrinters<Position, Move> kPrinters{xq::print_move, xq::print_iccs,
                                                               xq::print_wxf, xq::print_chinese};
    static std::optional<std::string> print_move_in(const Position& pos, const Move& move,
                                                    core::Notation notation) {
        return xiangqi_move_in(kPrinters, pos, move, notation);
    }
    static core::Result<std::optional<core::RuleId>> explain_text(const Position& pos,
                                                                  std::string_view text) {
        auto move = parse_move(pos, text);
        if (move) return first_broken_rule(pos, move.value());
        auto named = xq::parse_record_move(pos, text);
        if (!named && named.error().kind != xq::NotationError::Kind::Malformed) {
            return std::optional<core::RuleId>(
                core_rule(named.error().rule.value_or(xq::RuleId::Record)));
        }
        return move.error();
    }

    static std::optional<std::string> play(Game& game, const Move& move) {
        const auto broken = game.play(move);
        if (!broken) return std::nullopt;
        std::string why = "breaks " + std::string(xq::rule_name(*broken));
        if (*broken == xq::RuleId::MoveOwnPiece)
            why +=
                " (no " + side_name(game.position().side_to_move()) + " piece on its from point)";
        return why;
    }

    static std::vector<Move> legal_moves(const Position& pos) { return xq::legal_moves(pos); }
    static bool in_check(const Position& pos) { return xq::in_check(pos); }
    static int side_to_move(const Position& pos) {
        return pos.side_to_move() == xq::Side::Red ? 0 : 1;
    }
    static int halfmove_clock(const Position& pos) { return pos.halfmove_clock(); }
    static std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
        return xq::perft(pos, depth, perft_mode<xq::PerftMode>(mode));
    }
    static core::GameStatus status(const Game& game, const core::RuleOptions& options) {
        const auto rules = xiangqi_rules<xq::Rules>(options);
        core::GameStatus out = floor_status(xq::status(game, rules), xq::Side::Red);
        if (repetition_verdict(out.end)) {
            if (const auto first = xq::repetition_reached(game))
                out.end.repetition = evidence(xq::judge_repetition(game, *first, rules.repetition));
        }
        if (out.end.over() && !xq::has_legal_move(game.position())) {
            out.end.no_move = core::NoMoveEvidence{out.in_check, {}};
            for (const xq::Point p : xq::checkers(game.position()))
                out.end.no_move->checkers.push_back(item("checker", game.position(), p));
        }
        return out;
    }
    static core::EvidenceItem item(std::string_view role, const Position& pos, xq::Point p) {
        const auto& piece = pos.board().at(p);
        return {std::string(role), xq::point_text(p),
                piece ? std::string(1, xq::piece_letter(*piece)) : std::string()};
    }
    static std::vector<core::EvidenceItem> explain_evidence(const Position& pos, const Move& move) {
        std::vector<core::EvidenceItem> out;
        for (const xq::Witness& w : xq::explain_witnesses(pos, move))
            out.push_back(item(w.role, pos, w.point));
        return out;
    }
    static core::RepetitionEvidence evidence(const xq::RepetitionVerdict& v) {
        auto piece = [](const xq::ChasedPiece& c) {
            return core::RepetitionEvidence::Piece{std::string(1, xq::piece_letter(c.piece)),
                                                   xq::point_text(c.now), xq::point_text(c.origin)};
        };
        core::RepetitionEvidence out;
        out.first_ply = static_cast<int>(v.first) + 1;
        for (const xq::JudgedMove& m : v.moves) {
            core::RepetitionEvidence::Ply ply;
            ply.ply = static_cast<int>(m.ply) + 1;
            ply.side = side_name(m.side);
            ply.move = xq::print_move(m.move);
            ply.check = m.check;
            for (const xq::ChasedPiece& c : m.chased) ply.chased.push_back(piece(c));
            ply.blocks_cannon = m.blocks_cannon;
            out.plies.push_back(std::move(ply));
        }
        if (v.victim) out.victim = piece(*v.victim);
        out.victim_held_by_horse = v.victim && v.victim->held_by_horse;
        return out;
    }

    // A well-formed move from an empty point or an opponent's piece is an illegal move like any
    // other: it breaks xiangqi.move.own-piece.
    static std::optional<core::RuleId> first_broken_rule(const Position& pos, const Move& move) {
        if (const auto broken = xq::first_broken_rule(pos, move)) return core_rule(*broken);
        return std::nullopt;
    }
    // xiangqi.touch-move (xiangqi competition rules §5), decided by reference/xiangqi/touch_move.h.
    static core::Result<TouchAnswer> touch_moves(const Position& pos,
                                                 const std::vector<std::string>& touched,
                                                 bool simultaneous) {
        std::vector<xq::Point> points;
        for (const std::string& text : touched) {
            const xq::Point point{text.size() == 2 ? text[0] - 'a' : -1,
                                  text.size() == 2 ? text[1] - '0' : -1};
            if (!xq::on_board(point))
                return core::make_error("'" + text + "' is not a xiangqi point (a0-i9)");
            points.push_back(point);
        }
        const auto obligation = xq::touch_move_obligation(pos, points, simultaneous);
        TouchAnswer out;
        for (const xq::Move& move : obligation.allowed) out.allowed.push_back(xq::print_move(move));
        out.clause = std::string(obligation.clause);
        out.binding = obligation.binding;
        return out;
    }
};
static_assert(every_rule_in_core<xq::RuleId>(xq::kRuleIdCount));
static_assert(Implementation<XiangqiReference> && Explaining<XiangqiReference> &&
              Touching<XiangqiReference> && ExplainingEvidence<XiangqiReference> &&
              Notating<XiangqiReference> && ExplainingText<XiangqiReference>);

}  // namespace

std::unique_ptr<Adapter> make_xiangqi_reference_adapter() {
    return make_implementation_adapter<XiangqiReference>();
}

}  // namespace arbiter::oracle
