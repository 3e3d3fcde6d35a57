// What the drivers share (driver.h): the driver of each protocol, the checks of a divide, and a
// custom perft command (--perft-cmd) read in the loose forms of perft_output.h.

#include "engines/driver.h"

#include <algorithm>

#include "engines/perft_output.h"
#include "oracle/registry.h"

namespace arbiter::engines {

std::unique_ptr<Driver> make_driver(Protocol protocol) {
    switch (protocol) {
    case Protocol::Uci:
    case Protocol::Uci0:
    case Protocol::Usi:
    case Protocol::Ucci:
        return make_uci_driver(protocol);
    case Protocol::Xboard:
        return make_xboard_driver();
    case Protocol::Xshogi:
        return make_xshogi_driver();
    }
    return make_uci_driver(Protocol::Uci);
}

std::string with_depth(std::string text, int depth) {
    const std::string d = std::to_string(depth);
    for (std::size_t at = text.find("{depth}"); at != std::string::npos;
         at = text.find("{depth}", at + d.size()))
        text.replace(at, 7, d);
    return text;
}

namespace {

// The first failure of a perft output before its moves are read, if any.
std::optional<EngineFailure> output_problem(const std::string& command, const PerftOutput& out) {
    if (out.overflow)
        return protocol_failure(command, Problem::CountTooLarge, quotable(*out.overflow));
    if (out.too_many_moves) return protocol_failure(command, Problem::TooManyMoveLines);
    if (!out.total) {
        const Problem why = !out.divide.empty()  ? Problem::MovesButNoTotal
                            : !out.other.empty() ? Problem::NoMovesNoTotal
                                                 : Problem::NothingPrinted;
        return protocol_failure(command, why);
    }
    if (!out.duplicates.empty())
        return protocol_failure(command, Problem::DuplicateMove, out.duplicates.front());
    return std::nullopt;
}

}  // namespace

std::variant<EngineDivide, EngineFailure> EngineSession::finish_divide(
    const std::string& command, const PerftOutput& out, const std::string& root_fen,
    const std::vector<std::string>& moves, int depth, bool loose) {
    if (auto problem = output_problem(command, out)) return fail(std::move(*problem));
    EngineDivide result;
    result.total = *out.total;
    result.ignored = out.other;
    result.totals_only = loose && out.divide.empty();
    std::uint64_t sum = 0;
    std::vector<std::string> legal;  // ours, for the moves printed with 0 nodes
    for (const auto& line : out.divide) {
        auto ours = loose ? read_engine_move(line.move, root_fen, moves)
                          : from_engine_move(dialect, line.move);
        if (ours && line.nodes == 0 && loose) {
            // Sjaak II lists its pseudo-legal moves, the illegal ones with 0 nodes. A legal move
            // has 1 node at depth 1, and 0 deeper only when it mates or stalemates: a 0 is read
            // as "not a move" unless the move is legal for us and the depth is above 1.
            if (depth <= 1) continue;
            if (legal.empty()) {
                auto ref =
                    oracle::make_adapter(config.game, oracle::Impl::Reference, config.chess960);
                if (ref && ref.value()->set_position(root_fen, moves))
                    legal = ref.value()->legal_moves();
            }
            if (std::find(legal.begin(), legal.end(), *ours) == legal.end()) continue;
        }
        if (!ours) {
            return fail(protocol_failure(
                command, Problem::UnknownMove, quotable(line.move),
                std::string(dialect_name(dialect)) +
                    (loose && config.game == core::Game::Chess ? " nor a legal SAN move" : "")));
        }
        if (result.moves.count(*ours))
            return fail(protocol_failure(command, Problem::DuplicateMove, line.move));
        result.moves[*ours] = line.nodes;
        if (__builtin_add_overflow(sum, line.nodes, &sum))
            return fail(protocol_failure(command, Problem::SumTooLarge));
    }
    if (!result.totals_only && sum != result.total) {
        EngineFailure differs = protocol_failure(command, Problem::SumDiffers);
        differs.counted = sum;
        differs.total = result.total;
        return fail(std::move(differs));
    }
    return result;
}

std::variant<EngineDivide, EngineFailure> read_custom_perft(EngineSession& s,
                                                            const CustomPerft& perft,
                                                            const std::string& root_fen,
                                                            const std::vector<std::string>& moves,
                                                            int depth) {
    s.forget_output();
    PerftOutputParser parser(depth);
    const std::string& token = perft.token;
    EngineSession::Awaiting awaiting{
        perft.command, Deadline::CustomPerft,
        "end of the perft output ('" + (token.empty() ? "a total" : token) + "')",
        Clock::now() + s.config.timeout};
    awaiting.why_timeout = [&] {
        return parser.output().divide.empty() ? Hang::Hangs : Hang::MovesThenStopped;
    };
    // Without a ping, the output ends when a total came and the engine has been quiet 0.5 s.
    awaiting.quiet_ends = [&]() -> std::optional<Clock::time_point> {
        if (!token.empty() || !parser.output().total) return std::nullopt;
        return Clock::now() + std::chrono::milliseconds(500);
    };
    using Step = EngineSession::Step;
    if (auto f = s.read_answer(
            awaiting, [&](const std::string& raw, std::optional<EngineFailure>& refusal) {
                const std::string line(core::trim_ascii_space(raw));
                if (!token.empty() && line == token) return Step::Done;
                s.remember(raw);
                if (perft.xboard) {
                    const XboardAnswer a = classify_xboard_line(line);
                    if (a.kind == XboardAnswerKind::Error || a.kind == XboardAnswerKind::Illegal) {
                        refusal = s.fail(refused_failure(perft.command, Refused::Command,
                                                         quotable(line), perft.perft));
                        return Step::Done;
                    }
                }
                parser.feed(raw);
                if (!perft.xboard && parser.output().total) return Step::Done;
                return parser.done() ? Step::Done : Step::More;
            }))
        return *f;
    return s.finish_divide(perft.command, parser.output(), root_fen, moves, depth, true);
}

}  // namespace arbiter::engines
