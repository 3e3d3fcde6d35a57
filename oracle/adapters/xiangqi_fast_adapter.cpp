// fast/xiangqi as the oracle sees it: the binding of oracle/implementation.h, turned into an
// Adapter by ImplementationAdapter (oracle/adapters/implementation_adapter.h). Moves: files a-i,
// ranks 0-9 from red's side, e.g. `h2e2`; winners `red` / `black`. Also read and printed: ICCS
// (`H2-E2`), WXF (`C2.5`) and Chinese (`炮二平五`) of fast/xiangqi/record_notation.h.
//
// Repetition verdicts (perpetual check, perpetual chase, draw) are fast/'s own judge
// (fast/xiangqi/repetition.h), as are checkmate, stalemate, the natural limit and in_check; no
// fast adapter includes reference/ (tests/layering_test.sh). explain: the reference is the
// explainer, so this binding is not Explaining.

#include <array>

#include "fast/xiangqi/game.h"
#include "fast/xiangqi/movegen.h"
#include "fast/xiangqi/notation.h"
#include "fast/xiangqi/perft.h"
#include "fast/xiangqi/record_notation.h"
#include "oracle/adapters/binding_parts.h"
#include "oracle/adapters/floor_end.h"
#include "oracle/adapters/implementation_adapter.h"
#include "oracle/adapters/xiangqi_binding.h"

namespace arbiter::oracle {
namespace {

namespace fx = arbiter::fast::xiangqi;

std::string_view side_name(fx::Side side) {
    return core::side_name(core::Game::Xiangqi, core_side(side, fx::Red));
}

struct XiangqiFast : PlainGameBinding<fx::Game, fx::Position> {
    using Position = fx::Position;
    using Move = fx::Move;
    using Game = fx::Game;
    static constexpr core::Game kGame = core::Game::Xiangqi;
    static constexpr Impl kImpl = Impl::Fast;

    static core::Result<Position> parse_position(std::string_view text) {
        return position_result<Position>(fx::parse_position(text));
    }
    static core::Result<Position> parse_position_lenient(std::string_view text,
                                                         std::vector<std::string>& warnings) {
        return position_result<Position>(fx::parse_position_lenient(text, warnings));
    }
    static core::Result<Move> parse_move(const Position& pos, std::string_view text) {
        auto parsed = fx::parse_move(text);
        if (!parsed) {
            if (const auto iccs = fx::parse_iccs_syntax(text))
                parsed = fx::ParsedMove{iccs->from(), iccs->to()};
        }
        if (!parsed) {
            auto named = fx::parse_record_move(pos, text);
            if (named) return named.value();
            if (named.error() == fx::NotationRefusal::Malformed) {
                return core::make_error(
                    "malformed xiangqi move '" + std::string(text.substr(0, 32)) +
                    "' (expected coordinates like h2e2 or H2-E2, WXF like C2.5, or "
                    "Chinese like 炮二平五)");
            }
            return core::make_error("illegal move '" + std::string(text) + "' in " +
                                    fx::print_position(pos) + ": breaks xiangqi.record (" +
                                    (named.error() == fx::NotationRefusal::Ambiguous
                                         ? "several legal moves fit it)"
                                         : "it names no legal move)"));
        }
        const fx::Piece pc = pos.at(parsed->from);
        if (pc == fx::kNoPiece || fx::side_of(pc) != pos.side_to_move()) {
            return core::make_error(
                "illegal move '" + std::string(text) + "' in " + fx::print_position(pos) +
                ": breaks xiangqi.move.own-piece (no " +
                std::string(side_name(pos.side_to_move())) + " piece on its from point)");
        }
        return fx::Move(parsed->from, parsed->to);
    }
    static std::string print_position(const Position& pos) { return fx::print_position(pos); }
    static std::string print_move(const Move& move) { return fx::print_move(move); }

    static std::vector<core::Notation> notations() { return xiangqi_notations(); }
    static constexpr XiangqiPrinters<Position, Move> kPrinters{fx::print_move, fx::print_iccs,
                                                               fx::print_wxf, fx::print_chinese};
    static std::optional<std::string> print_move_in(const Position& pos, const Move& move,
                                                    core::Notation notation) {
        return xiangqi_move_in(kPrinters, pos, move, notation);
    }

    static std::optional<std::string> play(Game& g, const Move& move) {
        if (!g.play(move)) return "not a legal move (fast/xiangqi)";
        return std::nullopt;
    }

    static std::vector<Move> legal_moves(const Position& pos) {
        fx::MoveList list;
        fx::generate_legal(pos, list);
        return std::vector<Move>(list.begin(), list.end());
    }
    static bool in_check(const Position& pos) { return fx::in_check(pos); }
    static int side_to_move(const Position& pos) { return pos.side_to_move() == fx::Red ? 0 : 1; }
    static int halfmove_clock(const Position& pos) { return pos.halfmove_clock(); }
    static std::uint64_t perft(const Position& pos, int depth, PerftMode mode) {
        return fx::perft(pos, depth, perft_mode<fx::PerftMode>(mode));
    }
    static core::GameStatus status(const Game& g, const core::RuleOptions& options) {
        const auto rules = xiangqi_rules<fx::Rules>(options);
        core::GameStatus out = floor_status(g.status(rules), fx::Red);
        if (const auto first = g.repetition_start(); first && repetition_verdict(out.end))
            out.end.repetition = evidence(g, *first, g.judge_repetition(*first, rules.repetition));
        const fx::Position& pos = g.position();
        if (out.end.over() && !fx::has_legal_move(pos)) {
            // No legal move (docs/cli.md, "evidence"): the checkers, each found alone by fast's
            // attack test (every other enemy piece left out through `keep`).
            out.end.no_move = core::NoMoveEvidence{out.in_check, {}};
            const fx::Side us = pos.side_to_move();
            const fx::Point k = pos.general(us);
            fx::for_each_point(pos.pieces(~us), [&](fx::Point p) {
                if (fx::is_attacked_after(pos, k, ~us, pos.rank_occ(fx::rank_of(k)),
                                          pos.file_occ(fx::file_of(k)), pos.occupied(), fx::bit(p)))
                    out.end.no_move->checkers.push_back(
                        {"checker", point_text(p), letter(pos.at(p))});
            });
        }
        return out;
    }
    static std::string letter(fx::Piece pc) {
        static constexpr char kLetters[fx::kKindCount] = {'K', 'A', 'B', 'N', 'R', 'C', 'P'};
        const char c = kLetters[fx::kind_of(pc)];
        return std::string(1, fx::side_of(pc) == fx::Red ? c : static_cast<char>(c + 32));
    }
    static std::string point_text(fx::Point p) {
        return std::string{static_cast<char>('a' + fx::file_of(p)),
                           static_cast<char>('0' + fx::rank_of(p))};
    }
    static core::RepetitionEvidence evidence(const Game& g, std::size_t first,
                                             const fx::RepetitionVerdict& v) {
        // The span ends on the placement it began with (a repetition): a piece that began on
        // point o stands... somewhere, but the piece now on o is of its kind (pieces of one kind
        // may only trade places), so the end position gives every letter.
        const fx::Position& end = g.position();
        core::RepetitionEvidence out;
        out.first_ply = static_cast<int>(first) + 1;
        fx::Side side = end.side_to_move();              // the same side moved first in the span
        std::array<fx::Point, fx::kPointCount> where{};  // where[o]: the point of origin o now
        for (fx::Point p = 0; p < fx::kPointCount; ++p) where[static_cast<std::size_t>(p)] = p;
        for (std::size_t i = 0; i < v.moves.size(); ++i) {
            const fx::Move m = g.moves()[first + i];
            for (auto& w : where)
                if (w == m.from()) w = m.to();
            core::RepetitionEvidence::Ply ply;
            ply.ply = static_cast<int>(first + i) + 1;
            ply.side = std::string(side_name(side));
            ply.move = fx::print_move(m);
            ply.check = v.moves[i].check;
            ply.blocks_cannon = v.moves[i].blocks_cannon;
            fx::for_each_point(v.moves[i].chased_origins, [&](fx::Point o) {
                const fx::Point now = where[static_cast<std::size_t>(o)];
                ply.chased.push_back({letter(end.at(o)), point_text(now), point_text(o)});
            });
            out.plies.push_back(std::move(ply));
            side = ~side;
        }
        if (v.victim_origin != fx::kNoPoint) {
            out.victim = core::RepetitionEvidence::Piece{letter(end.at(v.victim_origin)),
                                                         point_text(v.victim_at_end),
                                                         point_text(v.victim_origin)};
            out.victim_held_by_horse = v.victim_held;
        }
        return out;
    }
};
static_assert(every_rule_in_core<fx::RuleId>());
static_assert(Implementation<XiangqiFast> && !Explaining<XiangqiFast> && !Touching<XiangqiFast>);

}  // namespace

std::unique_ptr<Adapter> make_xiangqi_fast_adapter() {
    return make_implementation_adapter<XiangqiFast>();
}

}  // namespace arbiter::oracle
