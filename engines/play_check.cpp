#include "engines/play_check.h"

#include <algorithm>
#include <sstream>

#include "core/game_end.h"
#include "engines/mate_search.h"
#include "formats/record_formats.h"
#include "formats/text_file.h"
#include "oracle/record_check.h"
#include "oracle/shrink.h"

namespace arbiter::engines {

namespace {

using nlohmann::json;

// splitmix64 (Steele, Lea, Flood 2014): the same numbers on every platform, unlike the
// distributions of <random>, so a seed names the same positions everywhere.
class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : state_(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9e3779b97f4a7c15ULL);
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
        return z ^ (z >> 31);
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }

private:
    std::uint64_t state_;
};

// The engine's answer copied into the outcome.
void take_answer(PlayOutcome& o, EngineAnswer answer) {
    o.move = std::move(answer.move);
    o.answer = std::move(answer.answer);
    o.declares_win = answer.kind == AnswerKind::DeclaresWin;
    o.mate_moves = answer.mate_moves;
    o.dialogue = std::move(answer.dialogue);
    o.moved_on_request = answer.moved_on_request;
    o.unknown_mate_score = std::move(answer.unknown_mate_score);
    o.mate_encoding = std::move(answer.mate_encoding);
}

void add_note(PlayOutcome& o, const std::string& note) {
    o.note += (o.note.empty() ? "" : "; ") + note;
}

// What an Ok or Problem answer has that is worth saying but is not wrong.
void note_answer(PlayOutcome& o) {
    if (o.moved_on_request)
        add_note(o, "answered only after '?' (move now), sent when 3/4 of the deadline had passed");
    if (!o.unknown_mate_score.empty() && !o.mate_moves) {
        add_note(o, "its thinking score " + o.unknown_mate_score +
                        " may be a mate score in an encoding arbiter does not know for this "
                        "engine (read as " +
                        o.mate_encoding + "): mate scores not checked");
    }
}

void problem(PlayOutcome& o, PlayProblem kind, std::string detail,
             std::optional<core::RuleId> rule = std::nullopt) {
    o.status = PlayStatus::Problem;
    o.problem = kind;
    o.detail = std::move(detail);
    o.rule = rule;
}

std::string sample_moves(const std::vector<std::string>& moves) {
    std::string text;
    for (std::size_t i = 0; i < moves.size() && i < 5; ++i) text += (i ? " " : "") + moves[i];
    if (moves.size() > 5) text += " ...";
    return text;
}

}  // namespace

std::string_view play_problem_name(PlayProblem problem) {
    switch (problem) {
    case PlayProblem::IllegalMove:
        return "illegal_move";
    case PlayProblem::MoveWithoutLegal:
        return "move_without_legal_moves";
    case PlayProblem::NoMoveWithLegal:
        return "no_move_with_legal_moves";
    case PlayProblem::FalseWinDeclared:
        return "false_win_declaration";
    case PlayProblem::FalseMateScore:
        return "false_mate_score";
    }
    return "?";
}

std::string_view play_status_name(PlayStatus status) {
    switch (status) {
    case PlayStatus::Ok:
        return "ok";
    case PlayStatus::Problem:
        return "problem";
    case PlayStatus::EngineFailed:
        return "engine_failure";
    case PlayStatus::Skipped:
        return "skipped";
    case PlayStatus::NotRun:
        return "not_run";
    }
    return "?";
}

core::RuleOptions play_check_rules() {
    core::RuleOptions rules;
    rules.shogi_impasse_rule = core::ImpasseRule::Csa27Declaration;
    return rules;
}

namespace {

// A declaration (USI `bestmove win`), judged by the impasse rule of `rules`.
void judge_declaration(oracle::Adapter& board, const core::RuleOptions& rules, AnswerJudgement& j) {
    core::RuleOptions declared = rules;
    declared.shogi_impasse_requested = true;
    j.declared = board.status(declared).end;
    const core::Side mover = core::side_at(board.side_to_move());
    // Only shogi has a declaration; elsewhere, or when the rule does not end the game for the
    // declarer (a win) or for both (a draw), it is a false one.
    const bool shogi = board.game() == core::Game::Shogi;
    if (shogi && j.declared.won_by(mover))
        j.verdict = AnswerVerdict::DeclaredWin;
    else if (shogi && j.declared.outcome == core::Outcome::Draw)
        j.verdict = AnswerVerdict::DeclaredDraw;
    else
        j.verdict = AnswerVerdict::FalseDeclaration;
}

// An answer without a move (`resigns`: a resignation).
void judge_no_move(bool resigns, AnswerJudgement& j) {
    if (j.legal.empty())
        j.verdict = AnswerVerdict::NoLegalMove;
    else if (resigns)
        j.verdict = AnswerVerdict::Resignation;
    else if (j.before.over())
        j.verdict = AnswerVerdict::NoMoveAfterEnd;
    else
        j.verdict = AnswerVerdict::FalseNoMove;
}

// A move: legal, or the rule it breaks by explain.
void judge_move(oracle::Adapter& board, const std::string& move, AnswerJudgement& j) {
    if (std::find(j.legal.begin(), j.legal.end(), move) != j.legal.end()) {
        j.verdict = AnswerVerdict::Move;
        return;
    }
    auto why = board.explain(move);
    if (!why) {
        j.because = "not a move here (" + why.error().message + ")";
    } else if (why.value().legal) {
        // explain and legal_moves disagree: say so rather than guess.
        j.because = "explain calls it legal but it is not among the legal moves";
    } else {
        j.rule = why.value().rule;
        j.because = "illegal: " + (j.rule ? std::string(core::rule_name(*j.rule)) : "?");
    }
    j.verdict = j.legal.empty() ? AnswerVerdict::MoveWithoutLegal : AnswerVerdict::IllegalMove;
}

}  // namespace

AnswerJudgement judge_answer(oracle::Adapter& board, const EngineAnswer& answer,
                             const core::RuleOptions& rules) {
    AnswerJudgement j;
    j.legal = board.legal_moves();
    j.before = board.status(rules).end;
    switch (answer.kind) {
    case AnswerKind::DeclaresWin:
        judge_declaration(board, rules, j);
        break;
    case AnswerKind::Move:
        // A driver gives every Move its move; one without is judged as no move.
        if (answer.move) {
            judge_move(board, *answer.move, j);
            break;
        }
        [[fallthrough]];
    case AnswerKind::NoMove:
    case AnswerKind::Resigns:
    case AnswerKind::ClaimsResult:
        judge_no_move(answer.kind == AnswerKind::Resigns, j);
        break;
    }
    return j;
}

namespace {

// The position asked about: the root and the moves (rewritten in the native notation); false
// with the outcome Skipped when the reference refuses them.
bool set_up(oracle::Adapter& judge, const PlayPosition& position, PlayOutcome& o,
            std::string& root_fen, std::vector<std::string>& native_moves) {
    auto root = judge.set_position(position.fen, {});
    if (!root) {
        o.status = PlayStatus::Skipped;
        o.reason = "the reference refuses the position: " + root.error().message;
        return false;
    }
    root_fen = judge.fen();
    // The engine reads only the native notation: chess SAN is rewritten first.
    auto native = oracle::native_moves(judge, position.fen, position.moves);
    if (!native) {
        o.status = PlayStatus::Skipped;
        o.reason = "the reference refuses the moves: " + native.error().message;
        return false;
    }
    native_moves = std::move(native.value());
    o.root_fen = judge.fen();
    return true;
}

// The judgement as the play check reports it: a problem, a note, or nothing.
void report_judgement(const AnswerJudgement& j, core::Game game, const std::string& mover,
                      PlayOutcome& o) {
    const std::size_t legal = j.legal.size();
    switch (j.verdict) {
    case AnswerVerdict::Move:
    case AnswerVerdict::NoLegalMove:
    case AnswerVerdict::DeclaredWin:
        break;
    case AnswerVerdict::DeclaredDraw:
    case AnswerVerdict::FalseDeclaration:
        if (game != core::Game::Shogi) {
            problem(o, PlayProblem::FalseWinDeclared,
                    "declared a win ('" + o.answer + "'): only shogi has a declaration");
        } else {
            problem(o, PlayProblem::FalseWinDeclared,
                    "declared a win by impasse ('" + o.answer +
                        "') but the CSA 27-point declaration does not hold for " + mover);
        }
        break;
    case AnswerVerdict::Resignation:
        if (game == core::Game::Shogi) {
            add_note(o, "resigned with " + std::to_string(legal) + " legal moves");
            break;
        }
        [[fallthrough]];  // elsewhere a resignation is judged as any answer without a move
    case AnswerVerdict::NoMoveAfterEnd:
    case AnswerVerdict::FalseNoMove:
        if (o.ending) {
            // The rules have ended the game (a repetition, fifty moves, a dead position):
            // an engine may decline to move (XBoard engines claim the result instead).
            add_note(o, "no move ('" + o.answer + "'): the game is over (" + *o.ending + ")");
        } else {
            problem(o, PlayProblem::NoMoveWithLegal,
                    "answered '" + o.answer + "' (no move) but there are " + std::to_string(legal) +
                        " legal moves: " + sample_moves(j.legal));
        }
        break;
    case AnswerVerdict::MoveWithoutLegal:
        problem(o, PlayProblem::MoveWithoutLegal,
                "the position has no legal move (" + o.ending.value_or("game over") +
                    ") but the engine played " + *o.move + " (" + j.because + ")",
                j.rule);
        break;
    case AnswerVerdict::IllegalMove:
        problem(o, PlayProblem::IllegalMove, "played " + *o.move + " (" + j.because + ")", j.rule);
        break;
    }
}

// A reported mate in 1 is a win in 1 under the rules: the opponent has no legal move and has
// lost, or the rules end the game with a win for the mover (a xiangqi perpetual check, which
// engines score as mate too).
void check_mate_in_one(oracle::Adapter& judge, PlayOutcome& o) {
    const std::string& move = *o.move;
    const core::Side mover = core::side_at(judge.side_to_move());
    if (!judge.play(move)) return;
    const core::GameEnd after = judge.status(core::RuleOptions{}).end;
    const bool mates = after.outcome == core::Outcome::Win &&
                       (judge.legal_moves().empty() || after.winner == mover);
    judge.undo();
    if (mates) return;
    const std::string reported =
        o.mate_encoding.empty() ? "'score mate 1'"
                                : "a mate in 1 (a thinking score read as " + o.mate_encoding + ")";
    problem(o, PlayProblem::FalseMateScore,
            "reported " + reported + " but " + move + " does not mate");
}

// A longer mate: searched for with the reference, within a budget.
void check_longer_mate(oracle::Adapter& judge, PlayOutcome& o) {
    const std::string& move = *o.move;
    const int n = *o.mate_moves;
    const std::string reported = o.mate_encoding.empty()
                                     ? "'score mate " + std::to_string(n) + "'"
                                     : "a mate in " + std::to_string(n) +
                                           " (a thinking score read as " + o.mate_encoding + ")";
    const MateSearchResult m = check_announced_mate(judge, move, n);
    const std::string searched = " (" + std::to_string(m.positions) + " positions searched)";
    o.mate_check = m.verdict == MateVerdict::Holds     ? "holds"
                   : m.verdict == MateVerdict::Refuted ? "refuted"
                                                       : "too_large";
    o.mate_check_positions = m.positions;
    if (m.verdict == MateVerdict::Refuted) {
        o.warning = "reported " + reported + " but " + move + " is no forced win in " +
                    std::to_string(n) + " under our rules: " +
                    (m.refutation.empty() ? std::string("the game does not go on")
                                          : "the reply " + m.refutation + " escapes") +
                    searched;
    } else if (m.verdict == MateVerdict::TooLarge) {
        add_note(o, "its mate in " + std::to_string(n) + " not checked: the search stopped at " +
                        std::to_string(m.positions) + " positions");
    }
}

}  // namespace

PlayOutcome check_play(oracle::Adapter& judge, MoveSource& engine, const PlayPosition& position,
                       const std::string& go, const core::RuleOptions& rules) {
    PlayOutcome o;
    o.position = position;
    std::string root_fen;
    std::vector<std::string> native;
    if (!set_up(judge, position, o, root_fen, native)) return o;

    o.legal_moves = judge.legal_moves().size();
    const core::GameEnd before = judge.status(rules).end;
    if (before.over())
        o.ending = before.rule ? std::string(core::rule_name(*before.rule))
                               : std::string(core::outcome_name(before.outcome));

    auto asked = engine.best_move(root_fen, native, go);
    if (auto* failure = std::get_if<EngineFailure>(&asked)) {
        o.status = PlayStatus::EngineFailed;
        o.failure = *failure;
        return o;
    }
    EngineAnswer answer = std::get<EngineAnswer>(std::move(asked));
    const AnswerJudgement j = judge_answer(judge, answer, rules);
    const std::string mover(core::side_name(judge.game(), core::side_at(judge.side_to_move())));
    take_answer(o, std::move(answer));
    o.status = PlayStatus::Ok;
    note_answer(o);
    report_judgement(j, judge.game(), mover, o);
    if (j.verdict != AnswerVerdict::Move) return o;
    if (o.mate_moves && *o.mate_moves == 1)
        check_mate_in_one(judge, o);
    else if (o.mate_moves && *o.mate_moves >= 2 && *o.mate_moves <= kMaxCheckedMate)
        check_longer_mate(judge, o);
    return o;
}

json position_json(const PlayPosition& position, std::string_view status) {
    return {{"id", position.id},
            {"rules", position.rules},
            {"fen", position.fen},
            {"moves", position.moves},
            {"status", status}};
}

json failure_json(const EngineFailure& failure, const std::vector<std::string>& line) {
    return {{"line", line},
            {"command", failure.command},
            {"what", failure_what(failure)},
            {"output", failure.output}};
}

std::string rules_text(const PlayPosition& position) {
    return position.rules.empty() ? "" : "  [" + oracle::joined_moves(position.rules) + "]";
}

std::string root_text(const PlayPosition& position) {
    return position.fen +
           (position.moves.empty() ? "" : " moves " + oracle::joined_moves(position.moves));
}

void print_engine_failure(std::ostream& out, const PlayPosition& position,
                          const EngineFailure& failure, const std::vector<std::string>* line) {
    out << "ENGINE FAILURE " << position.id << rules_text(position) << '\n'
        << "  root:      " << root_text(position) << '\n';
    if (line) out << "  line:      " << oracle::joined_moves(*line, "(the root itself)") << '\n';
    out << "  command:   " << failure.command << '\n'
        << "  problem:   " << failure_what(failure) << '\n';
    if (failure.output.empty()) out << "  printed:   (nothing)\n";
    for (std::size_t i = 0; i < failure.output.size(); ++i)
        out << (i == 0 ? "  printed: | " : "           | ") << failure.output[i] << '\n';
}

void print_not_checked(std::ostream& out, const PlayPosition& position, bool skipped,
                       const std::string& reason) {
    out << (skipped ? "SKIPPED " : "NOT RUN ") << position.id << ": " << reason << '\n';
}

json play_outcome_json(const PlayOutcome& o) {
    json j = position_json(o.position, play_status_name(o.status));
    switch (o.status) {
    case PlayStatus::Ok:
    case PlayStatus::Problem:
        j["position"] = o.root_fen;
        j["legal_moves"] = o.legal_moves;
        j["ending"] = o.ending ? json(*o.ending) : json(nullptr);
        j["move"] = o.move ? json(*o.move) : json(nullptr);
        j["answer"] = o.answer;
        j["declares_win"] = o.declares_win;
        j["mate_moves"] = o.mate_moves ? json(*o.mate_moves) : json(nullptr);
        j["dialogue"] = o.dialogue;
        if (!o.mate_encoding.empty()) j["mate_encoding"] = o.mate_encoding;
        if (o.moved_on_request) j["moved_on_request"] = true;
        if (o.status == PlayStatus::Problem) {
            j["problem"] = {{"kind", play_problem_name(o.problem)},
                            {"rule", o.rule ? json(core::rule_name(*o.rule)) : json(nullptr)},
                            {"detail", o.detail}};
        }
        if (!o.note.empty()) j["note"] = o.note;
        if (!o.warning.empty())
            j["warning"] = {{"kind", "unproven_mate_score"}, {"detail", o.warning}};
        if (!o.mate_check.empty())
            j["mate_check"] = {{"verdict", o.mate_check}, {"positions", o.mate_check_positions}};
        break;
    case PlayStatus::EngineFailed:
        j["failure"] = failure_json(o.failure, {});
        break;
    case PlayStatus::Skipped:
    case PlayStatus::NotRun:
        j["reason"] = o.reason;
        break;
    }
    return j;
}

std::string play_outcome_text(const PlayOutcome& o) {
    std::ostringstream out;
    switch (o.status) {
    case PlayStatus::Ok:
        if (!o.warning.empty())
            out << "WARNING " << o.position.id << rules_text(o.position)
                << ": unproven_mate_score\n"
                << "  root:      " << root_text(o.position) << '\n'
                << "  position:  " << o.root_fen << '\n'
                << "  answer:    " << o.answer << '\n'
                << "  warning:   " << o.warning << '\n';
        if (!o.note.empty()) out << "NOTE " << o.position.id << ": " << o.note << '\n';
        break;
    case PlayStatus::Problem:
        out << "PROBLEM " << o.position.id << rules_text(o.position) << ": "
            << play_problem_name(o.problem) << '\n'
            << "  root:      " << root_text(o.position) << '\n'
            << "  position:  " << o.root_fen << '\n'
            << "  answer:    " << o.answer << '\n'
            << "  problem:   " << o.detail << '\n';
        if (!o.note.empty()) out << "  note:      " << o.note << '\n';
        for (std::size_t i = 0; i < o.dialogue.size(); ++i)
            out << (i == 0 ? "  sent:      | " : "             | ") << o.dialogue[i] << '\n';
        break;
    case PlayStatus::EngineFailed:
        print_engine_failure(out, o.position, o.failure, nullptr);
        break;
    case PlayStatus::Skipped:
    case PlayStatus::NotRun:
        print_not_checked(out, o.position, o.status == PlayStatus::Skipped, o.reason);
        break;
    }
    return out.str();
}

std::vector<PlayPosition> random_positions(oracle::Adapter& judge, int count, std::uint64_t seed,
                                           int max_plies) {
    std::vector<PlayPosition> positions;
    SplitMix64 rng(seed);
    for (int i = 0; i < count; ++i) {
        PlayPosition p;
        p.id = "random-" + std::to_string(seed) + "-" + std::to_string(i + 1);
        p.fen = "startpos";
        if (!judge.set_position("startpos", {})) break;
        const std::size_t plies = 1 + rng.below(static_cast<std::size_t>(max_plies));
        while (p.moves.size() < plies) {
            const std::vector<std::string> legal = judge.legal_moves();
            if (legal.empty()) break;
            const std::string& move = legal[rng.below(legal.size())];
            if (!judge.play(move)) break;
            p.moves.push_back(move);
        }
        positions.push_back(std::move(p));
    }
    return positions;
}

bool is_record_file(core::Game game, const std::filesystem::path& file) {
    return formats::record_format_for(file.filename().string(), game) != nullptr;
}

core::Result<std::vector<PlayPosition>> record_positions(core::Game game,
                                                         const std::filesystem::path& file) {
    const formats::RecordFormat* format =
        formats::record_format_for(file.filename().string(), game);
    if (!format) {
        return core::make_error(file.string() + ": not a record file of " +
                                std::string(core::game_name(game)) + " (" +
                                formats::record_format_names(game) + ")");
    }
    auto text = formats::TextFile::open(file);
    if (!text) return text.error();
    auto replayer = oracle::make_replayer(game, oracle::Impl::Reference);
    if (!replayer) return replayer.error();
    auto reader = format->make_reader(text.value().text(), {}, 1);
    std::vector<PlayPosition> positions;
    formats::RecordGame record;
    const std::string stem = file.stem().string();
    while (reader->next(record)) {
        // The start position as `arbiter games` takes it (oracle/record_check.cpp): a FEN tag
        // unless SetUp is "0", or the shogi readers' SFEN.
        std::string start = "startpos";
        if (auto fen = record.tag("FEN")) {
            const auto setup = record.tag("SetUp");
            if (!setup || *setup != "0") start = formats::unescape_tag_value(*fen);
        }
        if (auto sfen = record.tag("SFEN")) start = std::string(*sfen);
        std::string error;
        if (!replayer.value()->start(start, error)) continue;  // `arbiter games` reports it
        const std::string prefix = stem + ":" + std::to_string(record.index) + ":";
        PlayPosition p{prefix + "0", {}, start, {}};
        positions.push_back(p);
        int depth = 0;  // inside variations: skipped
        for (const formats::MoveToken& token : record.tokens) {
            if (token.kind == formats::TokenKind::VariationStart) ++depth;
            if (token.kind == formats::TokenKind::VariationEnd) --depth;
            if (token.kind != formats::TokenKind::Move || depth != 0) continue;
            oracle::Refusal refusal;
            // The rest of a game after an illegal move is not asked about (`arbiter games`
            // reports the move).
            if (!replayer.value()->play(token.text, refusal)) break;
            p.moves.push_back(replayer.value()->last_move());
            p.id = prefix + std::to_string(p.moves.size());
            positions.push_back(p);
        }
    }
    return positions;
}

}  // namespace arbiter::engines
