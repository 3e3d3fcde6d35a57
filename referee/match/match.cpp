// An engine match (match.h): the games, the workers, the records.

#include "referee/match/match.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>

#include "core/text.h"
#include "core/worker_pool.h"
#include "engines/process.h"
#include "formats/pgn.h"
#include "formats/shogi_records.h"
#include "formats/xiangqi_records.h"
#include "oracle/record_check.h"

namespace arbiter::referee::match {

namespace eng = arbiter::engines;
namespace formats = arbiter::formats;
namespace oracle = arbiter::oracle;

namespace {

core::Result<core::Ok> apply_keys(core::Game game, std::string_view text, EngineSpec& spec,
                                  std::optional<std::string>& proto, bool& has_cmd) {
    auto words = eng::split_command(text);
    if (!words.ok()) {
        if (core::trim_ascii_space(text).empty()) return core::Ok{};
        std::string message(text);  // (not "'" + ...: GCC 12 warns falsely, -Wrestrict)
        message.insert(0, 1, '\'');
        return core::make_error(message + "': " + words.error().message);
    }
    for (const std::string& w : words.value()) {
        const std::size_t eq = w.find('=');
        if (eq == std::string::npos || eq == 0) {
            std::string message = "'";
            message += w;
            message += "' is not KEY=VALUE (name=, cmd=, proto=, option.NAME=, variant=)";
            return core::make_error(message);
        }
        const std::string key = w.substr(0, eq);
        const std::string value = w.substr(eq + 1);
        if (key == "name") {
            if (value.empty() || value.find_first_of("\r\n\"") != std::string::npos)
                return core::make_error("name= needs a name on one line without quotes, not '" +
                                        value + "'");
            spec.name = value;
        } else if (key == "cmd") {
            auto argv = eng::split_command(value);
            if (!argv.ok()) return core::make_error("cmd=: " + argv.error().message);
            spec.config.argv = argv.value();
            has_cmd = true;
        } else if (key == "proto") {
            proto = value;
        } else if (key == "variant") {
            spec.config.variant = value;
        } else if (key.starts_with("option.") && key.size() > 7) {
            spec.config.options.emplace_back(key.substr(7), value);
        } else {
            return core::make_error("unknown key '" + key +
                                    "' (name=, cmd=, proto=, option.NAME=, variant=)");
        }
    }
    (void)game;
    return core::Ok{};
}

std::string today() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char text[16];
    std::strftime(text, sizeof text, "%Y.%m.%d", &tm);
    return text;
}

// Whether the match decided the game (adjudication by scores, docs/match.md), not a rule of it.
bool adjudicated(const core::GameEnd& end) {
    return end.decided_by(core::Rule::AdjudicationResign) ||
           end.decided_by(core::Rule::AdjudicationDraw);
}

// PGN's Termination tag (PGN standard 9.8.1).
std::string termination(const GameOutcome& o) {
    using core::Rule;
    const core::GameEnd& end = o.end;
    if (!end.over()) return "unterminated";
    if (adjudicated(end)) return "adjudication";
    if (!end.rule) return "normal";
    switch (end.rule->rule) {
    case Rule::TimeControl:
        return "time forfeit";
    case Rule::EngineCrash:
    case Rule::EngineDisconnect:
        return "abandoned";
    case Rule::IllegalMove:
    case Rule::EngineProtocol:
    case Rule::EngineFalseClaim:
        return "rules infraction";
    case Rule::MaxPlies:
        return "adjudication";
    default:
        return "normal";
    }
}

// The KIF or CSA word for the ending; `loser_moves`: the side that lost is the side to move.
std::string shogi_ending(const GameOutcome& o, bool csa, bool loser_moves) {
    using core::Rule;
    const core::GameEnd& end = o.end;
    if (!end.over() || adjudicated(end))
        return csa ? "%CHUDAN" : "中断";  // the match's decision, named in the comment
    switch (end.rule ? end.rule->rule : Rule::EngineProtocol) {
    case Rule::Checkmate:
        return csa ? "%TSUMI" : "詰み";
    case Rule::Resignation:
        return csa ? "%TORYO" : "投了";
    case Rule::Sennichite:
        return csa ? "%SENNICHITE" : "千日手";
    case Rule::TimeControl:
        return csa ? "%TIME_UP" : "切れ負け";
    case Rule::Impasse:
        if (end.outcome == core::Outcome::Draw) return csa ? "%JISHOGI" : "持将棋";
        if (loser_moves) return csa ? "%ILLEGAL_MOVE" : "反則負け";  // a false declaration
        return csa ? "%KACHI" : "入玉勝ち";
    case Rule::MaxPlies:
        return csa ? "%CHUDAN" : "中断";
    default:
        break;
    }
    // An illegal move, perpetual check, an engine's failure: the side that lost.
    if (csa) {
        if (end.winner)
            return *end.winner == core::Side::First ? "%-ILLEGAL_ACTION" : "%+ILLEGAL_ACTION";
        return "%CHUDAN";
    }
    return loser_moves ? "反則負け" : "反則勝ち";
}

// The outcome's detail as a record shows it: cut after 300 bytes.
std::string record_detail(const GameOutcome& o) {
    return o.detail.size() > 300 ? o.detail.substr(0, 300) + "..." : o.detail;
}

// A shogi game's record: KIF, or CSA with --record-format csa.
std::string shogi_record(const MatchOptions& options, const FinishedGame& g,
                         const std::string& detail) {
    const GameOutcome& o = g.outcome;
    const bool csa = options.record_format == RecordFormat::Csa;
    auto line = oracle::shogi_record_line(g.start, o.moves, csa ? "csa" : "kif");
    formats::ShogiRecord r;
    auto sfen = oracle::shogi_position_sfen(g.start);
    r.start = sfen.ok() ? formats::shogi_record_start(sfen.value()) : "startpos";
    if (line.ok()) r.moves = line.value().moves;
    const bool loser_moves = o.end.winner && *o.end.winner != o.to_move;
    r.ending = shogi_ending(o, csa, loser_moves);
    if (csa) {
        r.header = {{"N+", g.first}, {"N-", g.second}, {"EVENT", "arbiter match"}};
        std::string text = formats::write_csa(r);
        text += "'arbiter: game " + std::to_string(g.number) + " " + o.result_text() + " " +
                o.rule_text() + (detail.empty() ? "" : " (" + detail + ")") + "\n";
        return text;
    }
    r.header = {{"棋戦", "arbiter match"},
                {"先手", g.first},
                {"後手", g.second},
                {"備考", o.rule_text() + (detail.empty() ? "" : " (" + detail + ")")}};
    return formats::write_kif(r);
}

// The tags of a chess or xiangqi game's PGN (PGN standard 8.1; Rule and RuleDetail are arbiter's).
std::vector<std::pair<std::string, std::string>> pgn_tags(const MatchOptions& options,
                                                          const FinishedGame& g,
                                                          const std::string& detail) {
    const GameOutcome& o = g.outcome;
    std::vector<std::pair<std::string, std::string>> tags = {{"Event", "arbiter match"},
                                                             {"Site", "?"},
                                                             {"Date", today()},
                                                             {"Round", std::to_string(g.number)}};
    const bool xiangqi = options.game == core::Game::Xiangqi;
    tags.emplace_back(xiangqi ? "Red" : "White", g.first);
    tags.emplace_back("Black", g.second);
    tags.emplace_back("Result", o.result_text());
    tags.emplace_back("TimeControl", time_control_tag(options.setup.time_control));
    tags.emplace_back("Termination", termination(o));
    tags.emplace_back("Rule", o.rule_text());
    if (!detail.empty()) tags.emplace_back("RuleDetail", detail);
    if (!g.opening.empty() && g.opening != "startpos") tags.emplace_back("Opening", g.opening);
    tags.emplace_back("PlyCount", std::to_string(o.moves.size()));
    if (options.setup.options.chess960) tags.emplace_back("Variant", "Chess960");
    return tags;
}

}  // namespace

core::Result<EngineSpec> parse_engine_spec(core::Game game, std::string_view spec,
                                           std::string_view each, int index) {
    EngineSpec out;
    out.config.game = game;
    std::optional<std::string> proto;
    bool has_cmd = false;
    const std::string shown = "--engine '" + std::string(spec) + "'";
    if (auto r = apply_keys(game, each, out, proto, has_cmd); !r.ok())
        return core::make_error("--each: " + r.error().message);
    if (auto r = apply_keys(game, spec, out, proto, has_cmd); !r.ok())
        return core::make_error(shown + ": " + r.error().message);
    if (!has_cmd || out.config.argv.empty())
        return core::make_error(shown + ": cmd= is required (the engine's program)");
    if (out.name.empty()) out.name = out.config.argv.front() + "#" + std::to_string(index + 1);
    out.config.protocol = eng::default_protocol(game);
    if (proto) {
        auto p = eng::parse_protocol(*proto);
        if (!p)
            return core::make_error(
                shown + ": proto= must be uci, uci0, usi, ucci, xboard or xshogi, not '" + *proto +
                "'");
        out.config.protocol = *p;
    }
    if (out.config.variant.empty())
        out.config.variant = eng::default_variant(game, out.config.protocol);
    if (auto d = eng::dialect_for(game, out.config.protocol); !d.ok())
        return core::make_error(shown + ": " + d.error().message);
    return out;
}

double first_engine_points(const FinishedGame& game) {
    const core::GameEnd& end = game.outcome.end;
    if (end.outcome == Outcome::Draw) return 0.5;
    if (end.outcome != Outcome::Win || !end.winner) return -1;
    const int winner_engine =
        *end.winner == core::Side::First ? game.first_engine : game.second_engine;
    return winner_engine == 0 ? 1.0 : 0.0;
}

std::string record_file_name(const MatchOptions& options, int number) {
    std::string n = std::to_string(number);
    if (n.size() < 4) n.insert(0, 4 - n.size(), '0');
    const char* ext = options.record_format == RecordFormat::Kif   ? ".kif"
                      : options.record_format == RecordFormat::Csa ? ".csa"
                                                                   : ".pgn";
    return "game-" + n + ext;
}

std::string game_record(const MatchOptions& options, const FinishedGame& g) {
    const std::string detail = record_detail(g.outcome);
    if (options.game == core::Game::Shogi) return shogi_record(options, g, detail);
    const bool chess960 = options.setup.options.chess960;
    auto line =
        oracle::record_line(options.game, g.start, g.outcome.moves, core::Notation::Iccs, chess960);
    std::vector<std::string> moves;
    std::vector<std::string> coordinates;
    if (line.ok()) {
        moves = line.value().moves;
        coordinates = line.value().coordinates;
    }
    if (options.game == core::Game::Xiangqi) {
        formats::XiangqiRecord r;
        r.tags = pgn_tags(options, g, detail);
        if (g.start != "startpos") r.fen = g.start;
        r.moves = moves;
        r.ucci = coordinates;
        r.result = g.outcome.result_text();
        return formats::write_xiangqi_pgn(r);
    }
    formats::PgnGame pgn;
    pgn.tags = pgn_tags(options, g, detail);
    if (chess960 && line.ok())
        pgn.fen = line.value().start;  // always, as an X-FEN (the standard array too)
    else
        pgn.fen = formats::pgn_setup_fen(g.start);
    pgn.moves = moves;
    pgn.result = g.outcome.result_text();
    return formats::write_pgn(pgn);
}

namespace {

// The records of finished games: one file each under --out (written whole, then renamed, so an
// interrupted match leaves no half record), all of them appended to --pgnout, each record by one
// write(2) of the whole text (O_APPEND): a regular file's write is not cut by a signal, so a
// Ctrl-C (which ends the process from its handler) comes before or after a record, not inside.
class RecordSink {
public:
    explicit RecordSink(const MatchOptions& options) : options_(options) {}
    ~RecordSink() {
        if (pgnout_ >= 0) ::close(pgnout_);
    }
    RecordSink(const RecordSink&) = delete;
    RecordSink& operator=(const RecordSink&) = delete;

    core::Result<core::Ok> open() {
        if (!options_.out_dir.empty()) {
            std::error_code ec;
            std::filesystem::create_directories(options_.out_dir, ec);
            if (ec || !std::filesystem::is_directory(options_.out_dir))
                return core::make_error("--out " + options_.out_dir + ": cannot make the folder" +
                                        (ec ? " (" + ec.message() + ")" : ""));
        }
        if (!options_.pgnout.empty()) {
            pgnout_ =
                ::open(options_.pgnout.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0666);
            if (pgnout_ < 0)
                return core::make_error("--pgnout " + options_.pgnout +
                                        ": cannot open for writing");
        }
        return core::Ok{};
    }

    // A record that cannot be written whole (a full disk, a file-size limit) leaves nothing:
    // --out's `.part` file is removed, and --pgnout is cut back to the end of the record before.
    core::Result<core::Ok> write(const FinishedGame& g) {
        const std::string text = game_record(options_, g);
        if (!options_.out_dir.empty()) {
            const auto path =
                std::filesystem::path(options_.out_dir) / record_file_name(options_, g.number);
            auto part = path;
            part += ".part";
            std::ofstream file(part, std::ios::binary | std::ios::trunc);
            file << text;
            file.close();
            std::error_code ec;
            if (file) std::filesystem::rename(part, path, ec);
            if (!file || ec) {
                std::error_code ignored;
                std::filesystem::remove(part, ignored);
                return core::make_error("--out: cannot write " + path.string());
            }
        }
        if (pgnout_ >= 0) return append_pgn(text);
        return core::Ok{};
    }

private:
    core::Result<core::Ok> append_pgn(const std::string& text) {
        struct stat before {};
        const bool sized = ::fstat(pgnout_, &before) == 0;
        std::size_t done = 0;
        while (done < text.size()) {
            const ssize_t n = ::write(pgnout_, text.data() + done, text.size() - done);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                const int error = n < 0 ? errno : ENOSPC;
                if (done > 0 && sized) (void)!::ftruncate(pgnout_, before.st_size);
                return core::make_error("--pgnout: cannot write " + options_.pgnout + " (" +
                                        std::strerror(error) +
                                        "); it ends with the last whole "
                                        "record");
            }
            done += static_cast<std::size_t>(n);
        }
        return core::Ok{};
    }

    const MatchOptions& options_;
    int pgnout_ = -1;
};

// One worker's engines, each started when first needed and kept for its later games.
class GamePlayer {
public:
    explicit GamePlayer(const MatchOptions& options)
        : options_(options), clients_(options.engines.size()) {}

    // Game `number` between engines `white` and `black` from opening `opening` (cycled).
    core::Result<FinishedGame> play(int number, int white, int black, int opening) {
        for (int engine : {white, black}) {
            auto& client = clients_[static_cast<std::size_t>(engine)];
            if (client) continue;
            auto c = eng::EngineClient::create(options_.engines[engine].config);
            if (!c.ok())
                return core::make_error("engine " + options_.engines[engine].name + ": " +
                                        c.error().message);
            client = std::move(c.value());
        }
        FinishedGame g;
        g.number = number;
        g.first_engine = white;
        g.second_engine = black;
        g.first = options_.engines[white].name;
        g.second = options_.engines[black].name;
        GameSetup setup = options_.setup;
        if (!options_.openings.empty()) {
            const Opening& op =
                options_.openings[static_cast<std::size_t>(opening) % options_.openings.size()];
            setup.start = op.fen;
            setup.opening = op.moves;
            g.opening = op.name;
            if (g.opening.empty()) {
                g.opening = op.fen;
                if (!op.moves.empty()) {
                    g.opening += " moves";
                    for (const auto& m : op.moves) g.opening += " " + m;
                }
            }
        } else {
            g.opening = setup.start;
        }
        g.start = setup.start;
        auto played = play_game(setup, {clients_[static_cast<std::size_t>(white)].get(),
                                        clients_[static_cast<std::size_t>(black)].get()});
        if (!played.ok())
            return core::make_error("game " + std::to_string(number) + ": " +
                                    played.error().message);
        g.outcome = std::move(played.value());
        // Tell both engines the verdict (USI gameover, XBoard result) before the next game.
        if (const core::GameEnd& end = g.outcome.end; end.over()) {
            const std::string result = g.outcome.result_text();
            for (int side : {0, 1}) {
                const std::string view = !end.winner                       ? "draw"
                                         : end.won_by(core::side_at(side)) ? "win"
                                                                           : "lose";
                clients_[static_cast<std::size_t>(side == 0 ? white : black)]->game_over(
                    view, result, g.outcome.rule_text());
            }
        }
        if (g.outcome.engine_cannot_start) {
            const int engine = g.outcome.failed_side.value_or(0) == 0 ? white : black;
            return core::make_error("engine " + options_.engines[engine].name +
                                    " cannot be run: " + g.outcome.detail);
        }
        return g;
    }

private:
    const MatchOptions& options_;
    std::vector<std::unique_ptr<eng::EngineClient>> clients_;
};

}  // namespace

namespace {

// The tally of a run, each game counted in schedule order; with --sprt, whether the test decided.
class TallyCounter {
public:
    TallyCounter(const MatchOptions& options, const std::vector<ScheduledGame>& schedule)
        : options_(options) {
        for (const ScheduledGame& slot : schedule) tally_.paired = tally_.paired || slot.pair >= 0;
    }

    // Counts game `g` of `slot`; true when the SPRT has decided and no further game should start.
    bool add(const ScheduledGame& slot, const FinishedGame& g) {
        const double points = first_engine_points(g);
        ++tally_.games;
        if (points < 0)
            ++tally_.stopped_unfinished;
        else if (points == 1.0)
            ++tally_.wdl.wins;
        else if (points == 0.0)
            ++tally_.wdl.losses;
        else
            ++tally_.wdl.draws;
        tally_.referee_ns += g.outcome.referee_ns;
        tally_.engine_ns += g.outcome.engine_ns;
        tally_.engine_moves += g.outcome.engine_moves;
        note_identical(g);
        if (slot.pair >= 0 && points >= 0) {
            auto& both = pair_points_[slot.pair];
            both.push_back(points);
            if (both.size() == 2) add_pair(tally_.pentanomial, both[0], both[1]);
        }
        if (!options_.sprt) return false;
        tally_.sprt = tally_.paired ? sprt(*options_.sprt, tally_.pentanomial, tally_.wdl)
                                    : sprt(*options_.sprt, tally_.wdl);
        return tally_.sprt->decision != SprtState::Decision::kContinue;
    }

    const MatchTally& tally() const { return tally_; }

private:
    // Without --openings, deterministic engines replay one game: the first game whose start and
    // moves (by a 64-bit FNV-1a hash) equal an earlier one's is noted, among the first
    // kIdenticalGamesChecked games (a bounded table).
    void note_identical(const FinishedGame& g) {
        if (!options_.openings.empty() || tally_.identical_games ||
            seen_.size() >= kIdenticalGamesChecked)
            return;
        std::uint64_t hash = 14695981039346656037ULL;  // FNV-1a 64, offset basis
        auto add = [&hash](const std::string& text) {
            for (unsigned char c : text) hash = (hash ^ c) * 1099511628211ULL;
            hash = (hash ^ 0xFFU) * 1099511628211ULL;  // a separator no text holds
        };
        add(g.start);
        for (const std::string& move : g.outcome.moves) add(move);
        if (const auto it = seen_.find(hash); it != seen_.end())
            tally_.identical_games = std::array<int, 2>{it->second, g.number};
        else
            seen_.emplace(hash, g.number);
    }

    const MatchOptions& options_;
    MatchTally tally_;
    std::map<std::uint64_t, int> seen_;               // game hash -> the game's number
    std::map<int, std::vector<double>> pair_points_;  // pair -> the first engine's points
};

// What to change when an engine's setup fails (docs/match.md, "Setup errors").
std::string setup_advice(SetupProblem problem) {
    switch (problem) {
    case SetupProblem::Unsupported:
        return "its protocol cannot be asked what this match needs: choose another limit "
               "(--tc, --movetime, --nodes, --depth) or another proto=";
    case SetupProblem::RefusedLimits:
        return "it refuses the limits it is sent: choose another limit (--tc, --movetime, "
               "--nodes, --depth)";
    case SetupProblem::Start:
        break;
    }
    return "check its cmd=, its proto= (uci, uci0, usi, ucci, xboard, xshogi) and its option.NAME= "
           "keys";
}

// A failure of an engine's setup (referee.h, SetupProblem) before that engine has played a game
// through without failing stops the match: the same failure would forfeit every game, and a score
// of forfeits is no result. Games are given in schedule order.
class SetupGuard {
public:
    explicit SetupGuard(std::size_t engines) : proven_(engines, false) {}

    core::Result<core::Ok> check(const MatchOptions& options, const FinishedGame& g) {
        const GameOutcome& o = g.outcome;
        std::optional<int> failed;  // the engine index that failed, if one did
        if (o.failed_side) failed = *o.failed_side == 0 ? g.first_engine : g.second_engine;
        if (failed && o.setup_problem && !proven_[static_cast<std::size_t>(*failed)])
            return core::make_error("engine " + options.engines[*failed].name +
                                    " cannot play this match: " + o.detail + "; " +
                                    setup_advice(*o.setup_problem));
        for (int engine : {g.first_engine, g.second_engine})
            if (engine != failed) proven_[static_cast<std::size_t>(engine)] = true;
        return core::Ok{};
    }

private:
    std::vector<bool> proven_;  // engine index -> it played a game through without failing
};

// The workers' engines quit together, not one worker's after another's.
void quit_engines(std::vector<std::unique_ptr<GamePlayer>>& players) {
    core::run_ordered(players.size(), static_cast<int>(players.size()),
                      [&players](std::size_t i, int) { players[i].reset(); });
}

}  // namespace

core::Result<MatchTally> run_games(const MatchOptions& options,
                                   const std::vector<ScheduledGame>& schedule,
                                   const std::function<void(const FinishedGame&)>& on_finished) {
    if (schedule.empty()) return core::make_error("no game to play (--games, --rounds)");
    RecordSink records(options);
    if (auto r = records.open(); !r.ok()) return r.error();
    const std::size_t games = schedule.size();
    const int threads = static_cast<int>(
        std::min(static_cast<std::size_t>(std::max(1, options.concurrency)), games));
    // One player per worker (core::run_ordered): its engines are kept for its later games.
    std::vector<std::unique_ptr<GamePlayer>> players(static_cast<std::size_t>(threads));
    std::vector<std::optional<core::Result<FinishedGame>>> played(games);
    TallyCounter counter(options, schedule);
    SetupGuard setup(options.engines.size());
    std::optional<core::Error> error;
    std::atomic<bool> stop{false};
    core::run_ordered(
        games, threads,
        [&](std::size_t i, int worker) {
            auto& player = players[static_cast<std::size_t>(worker)];
            if (!player) player = std::make_unique<GamePlayer>(options);
            const ScheduledGame& slot = schedule[i];
            played[i] = player->play(slot.number, slot.white, slot.black, slot.opening);
            if (!played[i]->ok()) stop = true;  // no game starts after one that failed
        },
        [&](std::size_t i) {  // in schedule order: the record, the tally, the caller
            const core::Result<FinishedGame> game = std::move(*played[i]);
            played[i].reset();
            if (error) return;
            if (!game.ok()) {
                error = game.error();
                return;
            }
            if (auto c = setup.check(options, game.value()); !c.ok()) {
                error = c.error();
                stop = true;
                return;
            }
            if (auto w = records.write(game.value()); !w.ok()) {
                error = w.error();
                stop = true;
                return;
            }
            if (counter.add(schedule[i], game.value())) stop = true;
            if (on_finished) on_finished(game.value());
        },
        &stop);
    quit_engines(players);
    if (error) return *error;
    return counter.tally();
}

core::Result<MatchTally> run_match(const MatchOptions& options,
                                   const std::function<void(const FinishedGame&)>& on_finished) {
    return run_games(options, round_robin(2, options.schedule), on_finished);
}

core::Result<MatchTally> run_knockout(const MatchOptions& options, Knockout& knockout,
                                      const std::function<void(const FinishedGame&)>& on_finished) {
    RecordSink records(options);
    if (auto r = records.open(); !r.ok()) return r.error();
    GamePlayer player(options);
    SetupGuard setup(options.engines.size());
    MatchTally tally;
    int number = 0;
    while (!knockout.finished()) {
        const std::size_t pairings = knockout.current_round().pairings.size();
        for (std::size_t i = 0; i < pairings; ++i) {
            while (auto slot = knockout.next_game(i)) {
                ++number;
                auto played = player.play(number, slot->white, slot->black, number - 1);
                if (!played.ok()) return played.error();
                const FinishedGame& g = played.value();
                if (auto c = setup.check(options, g); !c.ok()) return c.error();
                if (auto w = records.write(g); !w.ok()) return w.error();
                PlayedGame result;
                result.game = g.number;
                result.white = slot->white;
                result.black = slot->black;
                result.opening = g.opening;
                result.end = g.outcome.end;
                result.plies = static_cast<int>(g.outcome.moves.size());
                knockout.record(i, result);
                ++tally.games;
                tally.referee_ns += g.outcome.referee_ns;
                tally.engine_ns += g.outcome.engine_ns;
                tally.engine_moves += g.outcome.engine_moves;
                if (on_finished) on_finished(g);
            }
        }
        if (!knockout.advance()) return core::make_error("the knockout round did not end");
    }
    return tally;
}

}  // namespace arbiter::referee::match
