// The game checker (check.h): one pass over a RecordGame's tokens with a GameReplayer.

#include "oracle/record_check.h"

#include <array>

#include "core/names.h"

namespace arbiter::oracle {
namespace {

using core::GameEnd;
using core::Rule;

struct Frame {
    int ply = 0;            // plies played in this line
    bool entered = false;   // enter_variation() was called for it
    bool skipping = false;  // a problem in it (or in its parent): its moves are not checked
};

std::string ply_text(int ply) { return "ply " + std::to_string(ply); }

formats::ClaimedResult expected_claim(const GameEnd& e) {
    if (e.outcome == core::Outcome::Draw) return formats::ClaimedResult::Draw;
    return e.winner == core::Side::First ? formats::ClaimedResult::FirstWins
                                         : formats::ClaimedResult::SecondWins;
}

std::string rule_text(const GameEnd& e) {
    return e.rule ? std::string(core::rule_name(*e.rule)) : std::string();
}

std::string ending_text(const GameEnd& e, core::Game game) {
    if (e.outcome == core::Outcome::Draw) return "a draw (" + rule_text(e) + ")";
    return "a win for " + std::string(core::side_name(game, e.winner.value_or(core::Side::First))) +
           " (" + rule_text(e) + ")";
}

// Whether a record that ends the game by `claimed` agrees with the rules ending it by `decided`:
// the same rule, or a kind of it (shogi: 千日手 covers the perpetual check's sennichite).
bool claim_covers(core::RuleId claimed, const GameEnd& decided) {
    if (!decided.rule || decided.rule->game != claimed.game) return false;
    if (decided.rule->rule == claimed.rule) return true;
    return claimed.rule == Rule::Sennichite && decided.rule->rule == Rule::SennichitePerpetualCheck;
}

// Whether a Move token of the mainline follows token `i`.
bool mainline_move_after(const std::vector<formats::MoveToken>& tokens, std::size_t i) {
    int depth = 0;
    for (std::size_t k = i + 1; k < tokens.size(); ++k) {
        if (tokens[k].kind == formats::TokenKind::VariationStart) {
            ++depth;
        } else if (tokens[k].kind == formats::TokenKind::VariationEnd) {
            if (depth > 0) --depth;
        } else if (depth == 0) {
            return true;
        }
    }
    return false;
}

// The start position of a record game: SetUp "1" with FEN (a FEN without SetUp is tolerated),
// or the shogi readers' SFEN.
std::string_view start_position(const formats::RecordGame& game) {
    std::string_view start = "startpos";
    if (const auto fen = game.tag("FEN")) {
        const auto setup = game.tag("SetUp");
        if (!setup || *setup != "0") start = *fen;
    }
    if (const auto sfen = game.tag("SFEN")) start = *sfen;
    return start;
}

bool standard_chess_variant(std::string_view v) {
    return v.empty() || v == "standard" || v == "Standard" || v == "chess" || v == "Chess" ||
           v == "From Position" || v == "from position";
}

// One game checked (check_game): the start, the replay of its tokens with the variations, and the
// claimed result and ending against what the rules decide, each a step.
class GameChecker {
public:
    GameChecker(const formats::RecordGame& game, GameReplayer& replayer, GameReplayer* explainer,
                const CheckOptions& options, GameReport& report)
        : game_(game),
          replayer_(replayer),
          explainer_(explainer),
          options_(options),
          report_(report) {}

    void run() {
        read_warnings();
        if (!start()) return;
        replay();
        settle_verdict();
        parse_problem();
        if (foul_ended_ || stopped_ || game_.problem) return;
        if (!check_claimed_result()) return;
        check_claimed_ending();
    }

private:
    static constexpr int kMaxDepth = 64;

    void add(GameProblem p) { report_.problems.push_back(std::move(p)); }
    // The reader's warnings, as the report's.
    void read_warnings() {
        for (const formats::ReadWarning& w : game_.warnings) {
            GameWarning out;
            out.kind = w.kind == formats::ReadWarningKind::TrailingText
                           ? WarningKind::TrailingText
                           : WarningKind::MissingTermination;
            out.at = w.at;
            out.detail = formats::read_warning_detail(w.kind);
            report_.record_warnings.push_back(std::move(out));
        }
    }
    // The reader's problem with the game, if any.
    void parse_problem() {
        if (!game_.problem) return;
        GameProblem p;
        p.kind = ProblemKind::ParseError;
        p.at = game_.problem->at;
        p.detail = game_.problem->message;
        add(std::move(p));
    }
    // The game cannot be checked at all: one parse problem at its first line.
    void refuse_game(std::string detail) {
        GameProblem p;
        p.kind = ProblemKind::ParseError;
        p.at = game_.at;
        p.detail = std::move(detail);
        add(std::move(p));
    }
    core::Game kind() const { return replayer_.game(); }

    // The variant (Chess960 by tag or by --chess960) and the start position; false when the game
    // cannot be checked.
    bool start() {
        if (!choose_variant()) return false;
        std::string error;
        const bool started = replayer_.start(start_position(game_), error);
        report_.warnings = replayer_.start_warnings();
        if (!started) {
            refuse_game("the FEN tag is refused: " + error);
            parse_problem();
            return false;
        }
        return true;
    }

    bool choose_variant() {
        if (const auto variant = game_.tag("Variant"); variant && kind() == core::Game::Chess) {
            const std::string_view v = *variant;
            chess960_ = chess960_variant(v);
            if (chess960_ && !replayer_.set_chess960(true)) {
                refuse_game("Variant \"" + std::string(v) +
                            "\" is not checked by this implementation");
                return false;
            }
            if (!chess960_ && !standard_chess_variant(v)) {
                refuse_game("Variant \"" + std::string(v) +
                            "\" is not checked (only standard chess)");
                return false;
            }
        }
        // games --chess960: every chess game is Chess960's, whatever its Variant tag says.
        if (options_.chess960 && !chess960_ && kind() == core::Game::Chess) {
            chess960_ = true;
            if (!replayer_.set_chess960(true)) {
                refuse_game("--chess960: Chess960 is not checked by this implementation");
                return false;
            }
        }
        if (!chess960_) replayer_.set_chess960(false);  // the replayer may have played a 960 game
        // The explainer names the rule of a refused move in the same game.
        if (explainer_) explainer_->set_chess960(chess960_);
        return true;
    }

    // The tokens in order; stops at the first problem of the mainline or at a foul that ends it.
    void replay() {
        for (std::size_t i = 0; i < game_.tokens.size(); ++i) {
            const formats::MoveToken& token = game_.tokens[i];
            if (token.kind == formats::TokenKind::VariationStart) {
                variation_start(token);
            } else if (token.kind == formats::TokenKind::VariationEnd) {
                variation_end();
            } else if (!move(token, i)) {
                break;
            }
        }
        while (depth_ > 0) {
            if (frames_[static_cast<std::size_t>(depth_)].entered) replayer_.leave_variation();
            --depth_;
        }
    }

    Frame& line() { return frames_[static_cast<std::size_t>(depth_)]; }

    void variation_start(const formats::MoveToken& token) {
        if (depth_ >= kMaxDepth || overflow_ > 0) {
            ++overflow_;
            return;
        }
        Frame next{line().ply, false, true};
        if (!options_.mainline_only && !line().skipping) {
            if (replayer_.enter_variation()) {
                next = Frame{line().ply - 1, true, false};
            } else {
                GameProblem p;
                p.kind = ProblemKind::ParseError;
                p.at = token.at;
                p.detail = "a variation before any move";
                add(std::move(p));
            }
        }
        frames_[static_cast<std::size_t>(++depth_)] = next;
    }

    void variation_end() {
        if (overflow_ > 0) {
            --overflow_;
            return;
        }
        if (depth_ == 0) return;
        if (line().entered) replayer_.leave_variation();
        --depth_;
    }

    // The move token `index`; false when the replay stops.
    bool move(const formats::MoveToken& token, std::size_t index) {
        if (line().skipping || overflow_ > 0) return true;
        const int ply = line().ply + 1;
        const bool after_dead_draw = depth_ == 0 && ended_.over() && drawn_dead_position();
        if (after_dead_draw) {
            dead_position_moves(token, ply);
        } else if (depth_ == 0 && ended_.over()) {
            move_after_end(token, ply, ended_);
            stopped_ = true;
            return false;
        }
        if (replayer_.play(token.text, refusal_)) {
            line().ply = ply;
            ++report_.moves;
            if (depth_ == 0 && replayer_.quick_ending().over())
                ended_ = core::at_ply(replayer_.status(), ply);  // mate takes precedence (FIDE 9.6)
            return true;
        }
        // Refused. On the mainline, a game already over by mate or stalemate has moves after its
        // end.
        if (depth_ == 0 && !after_dead_draw) {
            if (const GameEnd now = core::at_ply(replayer_.status(), line().ply); now.over()) {
                move_after_end(token, ply, now);
                ended_ = now;
                stopped_ = true;
                return false;
            }
        }
        GameProblem p = illegal_move(token, ply);
        if (foul_ends_game(p, index)) return false;
        add(std::move(p));
        if (depth_ == 0) {
            stopped_ = true;
            return false;
        }
        line().skipping = true;
        return true;
    }

    // The game ended in a dead position and the record says draw: moves after it cannot change
    // the result (FIDE 5.2.2), so they are a warning and are still checked.
    bool drawn_dead_position() const {
        return ended_.rule && ended_.rule->rule == Rule::DeadPosition &&
               game_.result == formats::ClaimedResult::Draw;
    }
    void dead_position_moves(const formats::MoveToken& token, int ply) {
        if (dead_warned_) return;
        dead_warned_ = true;
        GameWarning w;
        w.kind = WarningKind::MovesAfterDeadPosition;
        w.ply = ply;
        w.at = token.at;
        w.detail = "the game had ended at " + ply_text(ended_.ply) + ": " +
                   ending_text(ended_, kind()) + "; the moves after it ('" +
                   std::string(token.text) + "' first) are checked and cannot change the draw";
        report_.record_warnings.push_back(std::move(w));
    }

    // The mainline's move `token` (ply `ply`) after the game ended by `end`.
    void move_after_end(const formats::MoveToken& token, int ply, const GameEnd& end) {
        GameProblem p;
        p.kind = ProblemKind::MovesAfterEnd;
        p.ply = ply;
        p.move.assign(token.text);
        p.rule = end.rule;
        p.at = token.at;
        p.detail = "the game had ended at " + ply_text(end.ply) + ": " + ending_text(end, kind());
        add(std::move(p));
    }

    // The refused move as a problem, named by the explainer when there is one.
    GameProblem illegal_move(const formats::MoveToken& token, int ply) {
        GameProblem p;
        p.kind = ProblemKind::IllegalMove;
        p.ply = ply;
        p.move.assign(token.text);
        p.at = token.at;
        p.rule = refusal_.rule;
        p.detail = refusal_.detail;
        if (explainer_) {
            std::string ignored;
            Refusal why;
            explainer_->set_chess960(chess960_);  // the same variant as the replayer's
            if (explainer_->start(replayer_.position_text(), ignored)) {
                if (explainer_->play(token.text, why)) {
                    p.detail +=
                        " (the reference implementation accepts it: the implementations "
                        "disagree)";
                } else {
                    p.rule = why.rule;
                    p.detail = why.detail;
                }
            }
        }
        if (depth_ > 0) p.detail = "in a variation: " + p.detail;
        return p;
    }

    // A record that ends with this illegal move and gives the game to the other side for it
    // (shogi 反則勝ち: shogi.illegal-move loses at once) is consistent: the foul decides.
    bool foul_ends_game(const GameProblem& p, std::size_t index) {
        const int mover = replayer_.side_to_move();
        const auto claim = core::parse_rule_id(game_.claimed_ending);
        const bool claims_foul =
            claim && claim->game == core::Game::Shogi && claim->rule == Rule::IllegalMove;
        if (depth_ != 0 || !claims_foul || mover < 0 || game_.problem ||
            mainline_move_after(game_.tokens, index) ||
            game_.result != (mover == 0 ? formats::ClaimedResult::SecondWins
                                        : formats::ClaimedResult::FirstWins))
            return false;
        ended_ = GameEnd{};
        ended_.outcome = core::Outcome::Win;
        ended_.winner = core::other(core::side_at(mover));
        ended_.rule = p.rule;
        ended_.ply = *p.ply;
        foul_ended_ = true;
        return true;
    }

    // The verdict: the mainline's ending by the rules, else the status where the replay stopped.
    void settle_verdict() {
        report_.verdict = ended_.over() ? ended_ : core::at_ply(replayer_.status(), frames_[0].ply);
    }

    // The claimed result against what the rules decide (only a decided game can contradict it);
    // false when it does.
    bool check_claimed_result() {
        const GameEnd& verdict = report_.verdict;
        if (!verdict.over() || game_.result == formats::ClaimedResult::None ||
            game_.result == expected_claim(verdict))
            return true;
        GameProblem p;
        p.kind = ProblemKind::ResultMismatch;
        p.ply = verdict.ply;
        p.rule = verdict.rule;
        p.at = game_.at;
        p.detail = "the rules decide " + ending_text(verdict, kind()) + " at " +
                   ply_text(verdict.ply) + ", but the record says " +
                   std::string(game_.result_text);
        add(std::move(p));
        return false;
    }

    // The record ends the game by `claim` (its words, read at the edge), but the rules do not.
    void ending_mismatch(core::RuleId claim, const std::string& why) {
        GameProblem p;
        p.kind = ProblemKind::ResultMismatch;
        p.ply = report_.verdict.ply;
        p.rule = claim;
        p.at = game_.at;
        p.detail = "the record ends the game by " + std::string(game_.claimed_ending) + " (" +
                   std::string(game_.result_text) + "), but " + why;
        add(std::move(p));
    }

    // An ending the record names that the rules decide (shogi: 千日手, 詰み, 入玉勝ち, 持将棋,
    // 反則勝ち).
    void check_claimed_ending() {
        const auto claim = core::parse_rule_id(game_.claimed_ending);
        if (!claim || claim->game != core::Game::Shogi) return;
        const GameEnd& verdict = report_.verdict;
        const std::string at_ply = " at " + ply_text(verdict.ply);
        switch (claim->rule) {
        case Rule::Sennichite:
        case Rule::Checkmate:
            if (!verdict.over())
                ending_mismatch(*claim, "the rules do not end the game" + at_ply);
            else if (!claim_covers(*claim, verdict))
                ending_mismatch(*claim,
                                "the rules decide " + ending_text(verdict, kind()) + at_ply);
            break;
        case Rule::Impasse:
            if (!verdict.over()) check_impasse_claim(*claim, at_ply);
            break;
        case Rule::IllegalMove:
            ending_mismatch(*claim, "no move of the record is illegal");
            break;
        default:
            break;
        }
    }

    // 入玉勝ち / %KACHI declare a win, 持将棋 / %JISHOGI record an impasse draw. The CSA
    // declaration (csa27) never draws: a draw is judged by the 27-point count instead.
    void check_impasse_claim(core::RuleId claim, const std::string& at_ply) {
        const bool draw = game_.result == formats::ClaimedResult::Draw;
        std::string_view variant =
            options_.impasse_rule ? core::impasse_rule_name(*options_.impasse_rule) : "";
        if (variant.empty()) variant = game_.tag("ImpasseRule").value_or("");
        const bool csa27 = core::parse_impasse_rule(variant) == core::ImpasseRule::Csa27Declaration;
        if (variant.empty() || (draw && csa27))
            variant = core::impasse_rule_name(core::ImpasseRule::Seed27Points);
        const std::optional<core::ImpasseRule> rule = core::parse_impasse_rule(variant);
        const GameEnd declared = core::at_ply(
            rule ? replayer_.claimed_ending(claim, *rule) : GameEnd{}, report_.verdict.ply);
        std::string rule_text = "the impasse rule " + std::string(variant);
        const bool counts_points = rule != core::ImpasseRule::Csa27Declaration;
        if (counts_points && replayer_.impasse_points(0) >= 0) {
            rule_text += " (sente " + std::to_string(replayer_.impasse_points(0)) +
                         " points, gote " + std::to_string(replayer_.impasse_points(1)) + ")";
        }
        if (!declared.over()) {
            ending_mismatch(claim, rule_text + " cannot judge the position" + at_ply +
                                       " (both kings must stand in their promotion zones)");
        } else if (game_.result != formats::ClaimedResult::None &&
                   game_.result != expected_claim(declared)) {
            ending_mismatch(claim,
                            rule_text + " decides " + ending_text(declared, kind()) + at_ply);
        } else {
            report_.verdict = declared;
        }
    }

    const formats::RecordGame& game_;
    GameReplayer& replayer_;
    GameReplayer* explainer_;
    const CheckOptions& options_;
    GameReport& report_;

    bool chess960_ = false;
    std::array<Frame, kMaxDepth + 1> frames_{};
    int depth_ = 0;
    int overflow_ = 0;  // variations deeper than kMaxDepth: skipped whole
    GameEnd ended_;     // the mainline's ending by the rules, once reached
    bool stopped_ = false;
    bool foul_ended_ = false;   // the record ends with an illegal move and says so (反則勝ち)
    bool dead_warned_ = false;  // moves after a drawn dead position: warned once
    Refusal refusal_;
};

}  // namespace

std::string_view problem_kind_name(ProblemKind kind) {
    switch (kind) {
    case ProblemKind::IllegalMove:
        return "illegal-move";
    case ProblemKind::ParseError:
        return "parse-error";
    case ProblemKind::MovesAfterEnd:
        return "moves-after-end";
    case ProblemKind::ResultMismatch:
        return "result-mismatch";
    }
    return "?";
}

bool chess960_variant(std::string_view v) {
    return v == "Chess960" || v == "chess960" || v == "Fischerandom" || v == "fischerandom" ||
           v == "Chess 960" || v == "Fischer Random";
}

void check_game(const formats::RecordGame& game, GameReplayer& replayer, GameReplayer* explainer,
                const CheckOptions& options, GameReport& report) {
    report.index = game.index;
    report.line = game.at.line;
    report.result_tag.assign(game.result_text);
    report.verdict = GameEnd{};
    report.moves = 0;
    report.problems.clear();
    report.warnings.clear();
    report.record_warnings.clear();
    GameChecker(game, replayer, explainer, options, report).run();
}

// ---- Reports ------------------------------------------------------------------------------------

namespace {

// A JSON string: control characters escaped, invalid UTF-8 replaced by U+FFFD.
void json_string(std::string& out, std::string_view s) {
    out += '"';
    for (std::size_t i = 0; i < s.size();) {
        const auto c = static_cast<unsigned char>(s[i]);
        if (c == '"' || c == '\\') {
            out += '\\';
            out += static_cast<char>(c);
            ++i;
        } else if (c < 0x20) {
            constexpr char kHex[] = "0123456789abcdef";
            out += "\\u00";
            out += kHex[c >> 4];
            out += kHex[c & 15];
            ++i;
        } else if (c < 0x80) {
            out += static_cast<char>(c);
            ++i;
        } else {
            const std::size_t len = c >= 0xf0 && c < 0xf5 ? 4 : c >= 0xe0 ? 3 : c >= 0xc2 ? 2 : 0;
            bool ok = len > 0 && c < 0xf5 && i + len <= s.size();
            for (std::size_t k = 1; ok && k < len; ++k)
                ok = (static_cast<unsigned char>(s[i + k]) & 0xc0) == 0x80;
            if (ok) {
                out.append(s.substr(i, len));
                i += len;
            } else {
                out += "\xEF\xBF\xBD";
                ++i;
            }
        }
    }
    out += '"';
}

void json_nullable(std::string& out, std::string_view s, bool present) {
    if (present)
        json_string(out, s);
    else
        out += "null";
}

}  // namespace

std::string report_json(const GameReport& r, core::Game game) {
    std::string out;
    out.reserve(256);
    out += "{\"index\": " + std::to_string(r.index) + ", \"line\": " + std::to_string(r.line) +
           ", \"result_tag\": ";
    json_nullable(out, r.result_tag, !r.result_tag.empty());
    out += ", \"verdict\": {\"result\": ";
    json_string(out, core::outcome_name(r.verdict.outcome));
    out += ", \"winner\": ";
    json_nullable(out, r.verdict.winner ? core::side_name(game, *r.verdict.winner) : "",
                  r.verdict.winner.has_value());
    out += ", \"reason\": ";
    json_nullable(out, r.verdict.rule ? core::rule_name(*r.verdict.rule) : "",
                  r.verdict.rule.has_value());
    out += ", \"ply\": " + std::to_string(r.verdict.ply) + "}, \"problems\": [";
    bool first = true;
    for (const GameProblem& p : r.problems) {
        if (!first) out += ", ";
        first = false;
        out += "{\"kind\": ";
        json_string(out, problem_kind_name(p.kind));
        out += ", \"ply\": " + (p.ply ? std::to_string(*p.ply) : std::string("null"));
        out += ", \"move\": ";
        json_nullable(out, p.move, !p.move.empty());
        out += ", \"rule\": ";
        json_nullable(out, p.rule ? core::rule_name(*p.rule) : std::string_view(),
                      p.rule.has_value());
        out += ", \"line\": " + (p.at ? std::to_string(p.at->line) : std::string("null"));
        out += ", \"column\": " + (p.at ? std::to_string(p.at->column) : std::string("null"));
        out += ", \"detail\": ";
        json_string(out, p.detail);
        out += '}';
    }
    out += ']';
    if (lenient_default()) {  // the key only with --lenient, as in the other commands' documents
        out += ", \"warnings\": [";
        for (std::size_t i = 0; i < r.warnings.size(); ++i) {
            if (i > 0) out += ", ";
            json_string(out, r.warnings[i]);
        }
        out += ']';
    }
    if (!r.record_warnings.empty()) {  // the key only when the record has warnings
        out += ", \"record_warnings\": [";
        for (std::size_t i = 0; i < r.record_warnings.size(); ++i) {
            const GameWarning& w = r.record_warnings[i];
            out += i > 0 ? ", {\"name\": " : "{\"name\": ";
            json_string(out, warning_kind_name(w.kind));
            out += ", \"ply\": " + (w.ply ? std::to_string(*w.ply) : std::string("null"));
            out += ", \"line\": " + (w.at ? std::to_string(w.at->line) : std::string("null"));
            out += ", \"column\": " + (w.at ? std::to_string(w.at->column) : std::string("null"));
            out += ", \"detail\": ";
            json_string(out, w.detail);
            out += '}';
        }
        out += ']';
    }
    out += '}';
    return out;
}

std::string problem_text_head(const GameProblem& p, std::string_view file) {
    std::string out(file);
    if (p.at) out += ':' + std::to_string(p.at->line) + ':' + std::to_string(p.at->column);
    return out + ": game ";
}

std::string problem_text_tail(const GameProblem& p) {
    std::string out = ": " + std::string(problem_kind_name(p.kind));
    if (p.ply) out += " at " + ply_text(*p.ply);
    if (!p.move.empty()) out += " '" + p.move + "'";
    if (p.rule) out += ": " + std::string(core::rule_name(*p.rule));
    if (!p.detail.empty()) out += ": " + p.detail;
    return out + '\n';
}

std::string_view warning_kind_name(WarningKind kind) {
    switch (kind) {
    case WarningKind::MissingTermination:
        return formats::read_warning_name(formats::ReadWarningKind::MissingTermination);
    case WarningKind::TrailingText:
        return formats::read_warning_name(formats::ReadWarningKind::TrailingText);
    case WarningKind::MovesAfterDeadPosition:
        return "record.moves-after-dead-position";
    }
    return "?";
}

std::string warning_text_head(const GameWarning& w, std::string_view file) {
    std::string out(file);
    if (w.at) out += ':' + std::to_string(w.at->line) + ':' + std::to_string(w.at->column);
    return out + ": game ";
}

std::string warning_text_tail(const GameWarning& w) {
    std::string out = ": warning: " + std::string(warning_kind_name(w.kind));
    if (w.ply) out += " at " + ply_text(*w.ply);
    if (!w.detail.empty()) out += ": " + w.detail;
    return out + '\n';
}

std::string report_text(const GameReport& r, std::string_view file) {
    std::string out;
    for (const GameProblem& p : r.problems)
        out += problem_text_head(p, file) + std::to_string(r.index) + problem_text_tail(p);
    for (const GameWarning& w : r.record_warnings)
        out += warning_text_head(w, file) + std::to_string(r.index) + warning_text_tail(w);
    return out;
}

}  // namespace arbiter::oracle
