// The game checker (check.h): one pass over a RecordGame's tokens with a GameReplayer.

#include "oracle/record_check.h"

#include <array>
#include <mutex>
#include <set>

namespace arbiter::oracle {
namespace {

struct Frame {
    int ply = 0;            // plies played in this line
    bool entered = false;   // enter_variation() was called for it
    bool skipping = false;  // a problem in it (or in its parent): its moves are not checked
};

std::string ply_text(int ply) { return "ply " + std::to_string(ply); }

formats::ClaimedResult expected_claim(const Ending& e) {
    if (e.result == "draw") return formats::ClaimedResult::Draw;
    return e.winner == 0 ? formats::ClaimedResult::FirstWins : formats::ClaimedResult::SecondWins;
}

std::string ending_text(const Ending& e, core::Game game) {
    if (e.result == "draw") return "a draw (" + std::string(e.reason) + ")";
    return "a win for " + std::string(side_name(game, e.winner)) + " (" + std::string(e.reason) +
           ")";
}

// A rule ID as a string_view that lives as long as the program (Ending holds views).
std::string_view interned(std::string_view rule) {
    static std::mutex mutex;
    static std::set<std::string, std::less<>> names;
    const std::lock_guard<std::mutex> lock(mutex);
    auto it = names.find(rule);
    if (it == names.end()) it = names.emplace(rule).first;
    return *it;
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

std::string_view side_name(core::Game game, int side) {
    switch (game) {
    case core::Game::Chess:
        return side == 0 ? "white" : "black";
    case core::Game::Xiangqi:
        return side == 0 ? "red" : "black";
    case core::Game::Shogi:
        return side == 0 ? "sente" : "gote";
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
    report.verdict = Ending{};
    report.verdict_ply = 0;
    report.moves = 0;
    report.problems.clear();
    report.warnings.clear();

    const auto parse_problem = [&game, &report]() {
        if (!game.problem) return;
        GameProblem p;
        p.kind = ProblemKind::ParseError;
        p.at = game.problem->at;
        p.detail = game.problem->message;
        report.problems.push_back(std::move(p));
    };
    // The game cannot be checked at all: one parse problem at its first line.
    const auto refuse_game = [&game, &report](std::string detail) {
        GameProblem p;
        p.kind = ProblemKind::ParseError;
        p.at = game.at;
        p.detail = std::move(detail);
        report.problems.push_back(std::move(p));
    };

    // The start position: SetUp "1" with FEN (a FEN without SetUp is tolerated).
    std::string_view start = "startpos";
    if (const auto fen = game.tag("FEN")) {
        const auto setup = game.tag("SetUp");
        if (!setup || *setup != "0") start = *fen;
    }
    if (const auto sfen = game.tag("SFEN")) start = *sfen;  // the shogi readers' start position
    bool chess960 = false;
    if (const auto variant = game.tag("Variant"); variant && replayer.game() == core::Game::Chess) {
        const std::string_view v = *variant;
        chess960 = chess960_variant(v);
        if (chess960 && !replayer.set_chess960(true)) {
            refuse_game("Variant \"" + std::string(v) + "\" is not checked by this implementation");
            return;
        }
        if (!chess960 && !(v.empty() || v == "standard" || v == "Standard" || v == "chess" ||
                           v == "Chess" || v == "From Position" || v == "from position")) {
            refuse_game("Variant \"" + std::string(v) + "\" is not checked (only standard chess)");
            return;
        }
    }
    // games --chess960: every chess game is Chess960's, whatever its Variant tag says.
    if (options.chess960 && !chess960 && replayer.game() == core::Game::Chess) {
        chess960 = true;
        if (!replayer.set_chess960(true)) {
            refuse_game("--chess960: Chess960 is not checked by this implementation");
            return;
        }
    }
    if (!chess960) replayer.set_chess960(false);  // the replayer may have played a 960 game
    // The explainer names the rule of a refused move in the same game.
    if (explainer) explainer->set_chess960(chess960);
    std::string error;
    const bool started = replayer.start(start, error);
    report.warnings = replayer.start_warnings();
    if (!started) {
        refuse_game("the FEN tag is refused: " + error);
        parse_problem();
        return;
    }

    constexpr int kMaxDepth = 64;
    std::array<Frame, kMaxDepth + 1> frames{};
    int depth = 0;
    int overflow = 0;         // variations deeper than kMaxDepth: skipped whole
    Ending ended;             // the mainline's ending by the rules, once reached
    bool ended_over = false;  // ended.over(), kept: it is asked before every move
    int ended_ply = 0;
    bool stopped = false;
    Refusal refusal;

    bool foul_ended = false;  // the record ends with an illegal move and says so (反則勝ち)
    // The mainline's move `token` (ply `ply`) after the game ended by `end` at ply `end_ply`.
    const auto move_after_end = [&](const formats::MoveToken& token, int ply, const Ending& end,
                                    int end_ply) {
        GameProblem p;
        p.kind = ProblemKind::MovesAfterEnd;
        p.ply = ply;
        p.move.assign(token.text);
        p.rule.assign(end.reason);
        p.at = token.at;
        p.detail =
            "the game had ended at " + ply_text(end_ply) + ": " + ending_text(end, replayer.game());
        report.problems.push_back(std::move(p));
    };
    for (std::size_t token_index = 0; token_index < game.tokens.size(); ++token_index) {
        const formats::MoveToken& token = game.tokens[token_index];
        Frame& line = frames[static_cast<std::size_t>(depth)];
        if (token.kind == formats::TokenKind::VariationStart) {
            if (depth >= kMaxDepth || overflow > 0) {
                ++overflow;
                continue;
            }
            Frame next{line.ply, false, true};
            if (!options.mainline_only && !line.skipping) {
                if (replayer.enter_variation()) {
                    next = Frame{line.ply - 1, true, false};
                } else {
                    GameProblem p;
                    p.kind = ProblemKind::ParseError;
                    p.at = token.at;
                    p.detail = "a variation before any move";
                    report.problems.push_back(std::move(p));
                }
            }
            frames[static_cast<std::size_t>(++depth)] = next;
            continue;
        }
        if (token.kind == formats::TokenKind::VariationEnd) {
            if (overflow > 0) {
                --overflow;
                continue;
            }
            if (depth == 0) continue;
            if (line.entered) replayer.leave_variation();
            --depth;
            continue;
        }
        if (line.skipping || overflow > 0) continue;
        const int ply = line.ply + 1;
        if (depth == 0 && ended_over) {
            move_after_end(token, ply, ended, ended_ply);
            stopped = true;
            break;
        }
        if (replayer.play(token.text, refusal)) {
            line.ply = ply;
            ++report.moves;
            if (depth == 0) {
                if (replayer.quick_ending().over()) {
                    ended = replayer.status();  // mate takes precedence (FIDE 9.6)
                    ended_over = ended.over();
                    ended_ply = ply;
                }
            }
            continue;
        }
        // Refused. On the mainline, a game already over by mate or stalemate has moves after its
        // end.
        if (depth == 0) {
            const Ending now = replayer.status();
            if (now.over()) {
                move_after_end(token, ply, now, line.ply);
                ended = now;
                ended_ply = line.ply;
                stopped = true;
                break;
            }
        }
        GameProblem p;
        p.kind = ProblemKind::IllegalMove;
        p.ply = ply;
        p.move.assign(token.text);
        p.at = token.at;
        p.rule = refusal.rule;
        p.detail = refusal.detail;
        if (explainer) {
            std::string ignored;
            Refusal why;
            explainer->set_chess960(chess960);  // the same variant as the replayer's
            if (explainer->start(replayer.position_text(), ignored)) {
                if (explainer->play(token.text, why)) {
                    p.detail +=
                        " (the reference implementation accepts it: the implementations "
                        "disagree)";
                } else {
                    p.rule = why.rule;
                    p.detail = why.detail;
                }
            }
        }
        if (depth > 0) p.detail = "in a variation: " + p.detail;
        // A record that ends with this illegal move and gives the game to the other side for it
        // (shogi 反則勝ち: shogi.illegal-move loses at once) is consistent: the foul decides.
        const int mover = replayer.side_to_move();
        if (depth == 0 && game.claimed_ending == "shogi.illegal-move" && mover >= 0 &&
            !game.problem && !mainline_move_after(game.tokens, token_index) &&
            game.result == (mover == 0 ? formats::ClaimedResult::SecondWins
                                       : formats::ClaimedResult::FirstWins)) {
            ended = Ending{"win", 1 - mover, interned(p.rule)};
            ended_ply = ply;
            foul_ended = true;
            break;
        }
        report.problems.push_back(std::move(p));
        if (depth == 0) {
            stopped = true;
            break;
        }
        line.skipping = true;
    }
    while (depth > 0) {
        if (frames[static_cast<std::size_t>(depth)].entered) replayer.leave_variation();
        --depth;
    }

    if (ended.over()) {
        report.verdict = ended;
        report.verdict_ply = ended_ply;
        if (foul_ended) {
            parse_problem();
            return;
        }
    } else {
        report.verdict = replayer.status();
        report.verdict_ply = frames[0].ply;
    }
    parse_problem();
    if (stopped || game.problem) return;
    // The claimed result against what the rules decide (only a decided game can contradict it).
    if (report.verdict.over() && game.result != formats::ClaimedResult::None &&
        game.result != expected_claim(report.verdict)) {
        GameProblem p;
        p.kind = ProblemKind::ResultMismatch;
        p.ply = report.verdict_ply;
        p.rule.assign(report.verdict.reason);
        p.at = game.at;
        p.detail = "the rules decide " + ending_text(report.verdict, replayer.game()) + " at " +
                   ply_text(report.verdict_ply) + ", but the record says " +
                   std::string(game.result_text);
        report.problems.push_back(std::move(p));
        return;
    }
    // An ending the record names that the rules decide (shogi: 千日手, 詰み, 入玉勝ち, 持将棋,
    // 反則勝ち).
    const std::string_view claim = game.claimed_ending;
    if (claim.empty()) return;
    const auto mismatch = [&](std::string why) {
        GameProblem p;
        p.kind = ProblemKind::ResultMismatch;
        p.ply = report.verdict_ply;
        p.rule.assign(claim);
        p.at = game.at;
        p.detail = "the record ends the game by " + std::string(claim) + " (" +
                   std::string(game.result_text) + "), but " + why;
        report.problems.push_back(std::move(p));
    };
    const std::string at_ply = " at " + ply_text(report.verdict_ply);
    if (claim == "shogi.sennichite" || claim == "shogi.checkmate") {
        if (!report.verdict.over()) {
            mismatch("the rules do not end the game" + at_ply);
        } else if (report.verdict.reason.substr(0, claim.size()) != claim) {
            mismatch("the rules decide " + ending_text(report.verdict, replayer.game()) + at_ply);
        }
    } else if (claim == "shogi.impasse" && !report.verdict.over()) {
        // 入玉勝ち / %KACHI declare a win, 持将棋 / %JISHOGI record an impasse draw. The CSA
        // declaration (csa27) never draws: a draw is judged by the 27-point count instead.
        const bool draw = game.result == formats::ClaimedResult::Draw;
        std::string_view variant = options.impasse_rule;
        if (variant.empty()) variant = game.tag("ImpasseRule").value_or("");
        if (variant.empty() || (draw && variant == "csa27")) variant = "seed27";
        const Ending declared = replayer.claimed_ending(claim, variant);
        std::string rule_text = "the impasse rule " + std::string(variant);
        if (variant != "csa27" && replayer.impasse_points(0) >= 0) {
            rule_text += " (sente " + std::to_string(replayer.impasse_points(0)) +
                         " points, gote " + std::to_string(replayer.impasse_points(1)) + ")";
        }
        if (!declared.over()) {
            mismatch(rule_text + " cannot judge the position" + at_ply +
                     " (both kings must stand in their promotion zones)");
        } else if (game.result != formats::ClaimedResult::None &&
                   game.result != expected_claim(declared)) {
            mismatch(rule_text + " decides " + ending_text(declared, replayer.game()) + at_ply);
        } else {
            report.verdict = declared;
        }
    } else if (claim == "shogi.illegal-move") {
        mismatch("no move of the record is illegal");
    }
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
    json_string(out, r.verdict.result);
    out += ", \"winner\": ";
    json_nullable(out, r.verdict.winner >= 0 ? side_name(game, r.verdict.winner) : "",
                  r.verdict.winner >= 0);
    out += ", \"reason\": ";
    json_nullable(out, r.verdict.reason, !r.verdict.reason.empty());
    out += ", \"ply\": " + std::to_string(r.verdict_ply) + "}, \"problems\": [";
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
        json_nullable(out, p.rule, !p.rule.empty());
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
    out += '}';
    return out;
}

std::string report_text(const GameReport& r, std::string_view file) {
    std::string out;
    for (const GameProblem& p : r.problems) {
        out += file;
        if (p.at) out += ':' + std::to_string(p.at->line) + ':' + std::to_string(p.at->column);
        out += ": game " + std::to_string(r.index) + ": " + std::string(problem_kind_name(p.kind));
        if (p.ply) out += " at " + ply_text(*p.ply);
        if (!p.move.empty()) out += " '" + p.move + "'";
        if (!p.rule.empty()) out += ": " + p.rule;
        if (!p.detail.empty()) out += ": " + p.detail;
        out += '\n';
    }
    return out;
}

}  // namespace arbiter::oracle
