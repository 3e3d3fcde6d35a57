// `arbiter engine` end to end (label: engine). Real peers: Stockfish and Fairy-Stockfish (Debian
// packages; the tests skip when they are not installed). Their perft figures are the external
// truth here: over our bundled corpora the two must agree with our reference, or the difference
// must be a known, documented one. The broken engine (broken_engine.cpp) plants one known bug
// and arbiter must pin it to the shortest line and the rule.

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "engines/regression.h"
#include "oracle/corpus.h"
#include "oracle/registry.h"

namespace {

using namespace arbiter::core;
using namespace arbiter::oracle;
using namespace arbiter::engines;
using nlohmann::json;

std::optional<std::string> installed(const char* name) {
    for (const char* dir : {"/usr/games/", "/usr/local/games/", "/usr/bin/", "/usr/local/bin/"}) {
        const std::string path = std::string(dir) + name;
        if (::access(path.c_str(), X_OK) == 0) return path;
    }
    return std::nullopt;
}

struct EngineRun {
    int status = -1;
    json report;
    std::string err;
};

EngineRun run_engine(EngineOptions options) {
    options.json = true;
    options.progress = false;
    std::ostringstream out, err;
    EngineRun r;
    r.status = run_engine_command(options, out, err);
    r.err = err.str();
    if (r.status != 2) r.report = json::parse(out.str());
    return r;
}

// Every result that is not "agree", for the failure message.
std::string disagreements(const json& report) {
    std::string text;
    for (const auto& result : report["results"]) {
        if (result["status"] != "agree") text += result.dump() + "\n";
    }
    return text;
}

// The engine over the game's bundled corpus at `depth` against `impl`: every position must agree.
void expect_corpus_agrees(Game game, const std::string& cmd, int depth, Impl impl) {
    EngineOptions o;
    o.game = game;
    o.cmd = cmd;  // protocol defaults: uci, with UCI_Variant for xiangqi
    o.depth = depth;
    o.impl = impl;
    const EngineRun r = run_engine(o);
    ASSERT_NE(r.status, 2) << r.err;
    EXPECT_EQ(r.status, 0) << disagreements(r.report);
    EXPECT_GT(r.report["positions"].get<int>(), 50);
    EXPECT_EQ(r.report["agree"], r.report["positions"]);
}

// ---- Real engines over the bundled corpora ------------------------------------------------------

// Chess960 (issue 22): stockfish with UCI_Chess960 against each implementation on start position
// 0 and the Chess960 cases of the bundled corpus (the CPW Chess960 perft table's positions among
// them).
TEST(EngineStockfish, Chess960AgreesAtDepthThree) {
    auto stockfish = installed("stockfish");
    ASSERT_TRUE(stockfish) << "stockfish is not installed (.ci/install-deps --engines installs it)";
    for (Impl impl : {Impl::Reference, Impl::Fast}) {
        SCOPED_TRACE(impl_name(impl));
        EngineOptions o;
        o.game = Game::Chess;
        o.cmd = *stockfish;
        o.depth = 3;
        o.chess960 = true;
        o.impl = impl;
        o.fen = "chess960:0";
        EngineRun r = run_engine(o);
        ASSERT_EQ(r.status, 0) << r.err << disagreements(r.report);
        EXPECT_EQ(r.report["agree"], 1);
        o.fen.reset();
        r = run_engine(o);
        ASSERT_EQ(r.status, 0) << r.err << disagreements(r.report);
        EXPECT_GE(r.report["positions"].get<int>(), 15);
        EXPECT_EQ(r.report["agree"], r.report["positions"]);
    }
}

TEST(EngineStockfish, ChessCorpusAgreesAtDepthThree) {
    auto stockfish = installed("stockfish");
    ASSERT_TRUE(stockfish) << "stockfish is not installed (.ci/install-deps --engines installs it)";
    expect_corpus_agrees(Game::Chess, *stockfish, 3, Impl::Reference);
}

TEST(EngineFairyStockfish, XiangqiCorpusAgreesOverUciRanksOneToTen) {
    auto fairy = installed("fairy-stockfish");
    ASSERT_TRUE(fairy)
        << "fairy-stockfish is not installed (.ci/install-deps --engines installs it)";
    EngineOptions o;
    o.game = Game::Xiangqi;
    o.cmd = *fairy;  // defaults: uci, UCI_Variant xiangqi, ranks 1-10
    o.depth = 3;
    const EngineRun r = run_engine(o);
    ASSERT_NE(r.status, 2) << r.err;
    EXPECT_EQ(r.status, 0) << disagreements(r.report);
    EXPECT_EQ(r.report["variant"], "xiangqi");
    EXPECT_EQ(r.report["agree"], r.report["positions"]);
}

TEST(EngineFairyStockfish, XiangqiCorpusAgreesOverUcciRanksZeroToNine) {
    auto fairy = installed("fairy-stockfish");
    ASSERT_TRUE(fairy)
        << "fairy-stockfish is not installed (.ci/install-deps --engines installs it)";
    EngineOptions o;
    o.game = Game::Xiangqi;
    o.cmd = *fairy;
    o.protocol = Protocol::Ucci;
    o.depth = 2;
    const EngineRun r = run_engine(o);
    ASSERT_NE(r.status, 2) << r.err;
    EXPECT_EQ(r.status, 0) << disagreements(r.report);
}

// The known difference (tests/engine/KNOWN_DIFFERENCES.md): fairy-stockfish 11.1 generates pawn
// drops that give mate (uchifuzume, 打ち歩詰め) and counts them in perft; the rule (docs/rules.md
// shogi.drop.uchifuzume, the shogi rules (docs/rules.md)) makes them illegal. Any other difference
// fails the test.
void expect_only_uchifuzume_differences(const json& report) {
    for (const auto& result : report["results"]) {
        if (result["status"] == "agree") continue;
        ASSERT_EQ(result["status"], "differ") << result.dump();
        const json& d = result["difference"];
        EXPECT_TRUE(d["only_ours"].empty()) << result.dump();
        EXPECT_TRUE(d["count_differences"].empty()) << result.dump();
        ASSERT_FALSE(d["only_theirs"].empty()) << result.dump();
        for (const auto& v : d["only_theirs"]) {
            EXPECT_EQ(v["move"].get<std::string>().substr(0, 2), "P*") << result.dump();
            EXPECT_EQ(v["rule"], "shogi.drop.uchifuzume") << result.dump();
        }
    }
}

TEST(EngineFairyStockfish, ShogiCorpusDiffersOnlyByUchifuzumeOverUsiAndUci) {
    auto fairy = installed("fairy-stockfish");
    ASSERT_TRUE(fairy)
        << "fairy-stockfish is not installed (.ci/install-deps --engines installs it)";
    for (Protocol protocol : {Protocol::Usi, Protocol::Uci}) {
        EngineOptions o;
        o.game = Game::Shogi;
        o.cmd = *fairy;
        o.protocol = protocol;
        o.depth =
            2;  // depth 3 over the corpus takes minutes with the reference (593-move positions)
        const EngineRun r = run_engine(o);
        ASSERT_NE(r.status, 2) << r.err;
        SCOPED_TRACE(protocol_name(protocol));
        expect_only_uchifuzume_differences(r.report);
        EXPECT_EQ(r.report["engine_failures"], 0);
        EXPECT_GT(r.report["agree"].get<int>(), 0);
    }
}

TEST(EngineFairyStockfish, UchifuzumeIsTheKnownDifference) {
    // Checked by hand: gote's king 5a between lances 6a and 4a, sente's gold 5c. P*5b checks;
    // the gold guards 5b, 6b and 4b, the lances cannot take sideways: mate by a dropped pawn.
    // fairy-stockfish 11.1 (USI, go perft 1) prints "P*5b: 1" among 153 moves, and after P*5b
    // "Nodes searched: 0". We refuse it (shogi.drop.uchifuzume).
    auto fairy = installed("fairy-stockfish");
    ASSERT_TRUE(fairy)
        << "fairy-stockfish is not installed (.ci/install-deps --engines installs it)";
    EngineOptions o;
    o.game = Game::Shogi;
    o.cmd = *fairy;
    o.fen = "3lkl3/9/4G4/9/9/9/9/9/4K4 b GP 1";
    o.depth = 2;
    const EngineRun r = run_engine(o);
    ASSERT_EQ(r.status, 1) << r.err;
    const json& d = r.report["results"][0]["difference"];
    EXPECT_EQ(d["line"], json::array());
    EXPECT_TRUE(d["only_ours"].empty());
    ASSERT_EQ(d["only_theirs"].size(), 1u) << d.dump();
    EXPECT_EQ(d["only_theirs"][0]["move"], "P*5b");
    EXPECT_EQ(d["only_theirs"][0]["rule"], "shogi.drop.uchifuzume");
}

// The fast implementations against the same engines: a second, independent check of fast/ beside
// the differential properties against reference/.
TEST(EngineStockfish, FastChessAgreesOverTheCorpusAtDepthThree) {
    auto stockfish = installed("stockfish");
    ASSERT_TRUE(stockfish) << "stockfish is not installed (.ci/install-deps --engines installs it)";
    expect_corpus_agrees(Game::Chess, *stockfish, 3, Impl::Fast);
}

TEST(EngineFairyStockfish, FastXiangqiAgreesOverTheCorpusAtDepthThree) {
    auto fairy = installed("fairy-stockfish");
    ASSERT_TRUE(fairy)
        << "fairy-stockfish is not installed (.ci/install-deps --engines installs it)";
    expect_corpus_agrees(Game::Xiangqi, *fairy, 3, Impl::Fast);
}

TEST(EngineFairyStockfish, FastShogiDiffersOnlyByUchifuzumeAtDepthTwo) {
    auto fairy = installed("fairy-stockfish");
    ASSERT_TRUE(fairy)
        << "fairy-stockfish is not installed (.ci/install-deps --engines installs it)";
    EngineOptions o;
    o.game = Game::Shogi;
    o.cmd = *fairy;
    o.protocol = Protocol::Usi;
    o.depth = 2;  // depth 3 takes a minute (fairy-stockfish on the 593-move positions); run by hand
    o.impl = Impl::Fast;
    const EngineRun r = run_engine(o);
    ASSERT_NE(r.status, 2) << r.err;
    expect_only_uchifuzume_differences(r.report);
    EXPECT_EQ(r.report["engine_failures"], 0);
    EXPECT_GT(r.report["agree"].get<int>(), 100);
}

TEST(EngineFairyStockfish, ShogiHandsDropsAndPromotionsAgreeOverBothProtocols) {
    // A middle-game position with pieces in both hands (drops) and a bishop that can promote:
    // the conversions of drops and '+' in both dialects are exercised by the engine itself.
    auto fairy = installed("fairy-stockfish");
    ASSERT_TRUE(fairy)
        << "fairy-stockfish is not installed (.ci/install-deps --engines installs it)";
    for (Protocol protocol : {Protocol::Usi, Protocol::Uci}) {
        EngineOptions o;
        o.game = Game::Shogi;
        o.cmd = *fairy;
        o.protocol = protocol;
        o.depth = 2;
        o.fen = "lnsgk2nl/1r4gs1/p1pppp1pp/1p4p2/7P1/2P6/PP1PPPP1P/1SG4R1/LN2KGSNL b Bb 1";
        o.moves = {"B*5e", "8d8e"};
        const EngineRun r = run_engine(o);
        ASSERT_NE(r.status, 2) << r.err;
        EXPECT_EQ(r.status, 0) << protocol_name(protocol) << "\n" << disagreements(r.report);
        EXPECT_GT(r.report["results"][0]["nodes"].get<std::uint64_t>(), 1000u);
    }
}

// ---- The broken engine: each planted bug pinned to its shortest line and rule -------------------

EngineOptions broken(const char* mode, Game game, const char* fen, int depth) {
    EngineOptions o;
    o.game = game;
    o.cmd = std::string(ARBITER_BROKEN_ENGINE) + " " + mode;
    o.protocol = game == Game::Shogi ? Protocol::Usi : Protocol::Uci;
    o.variant = "none";
    o.fen = fen;
    o.depth = depth;
    return o;
}

std::set<std::string> moves_of(const json& verdicts) {
    std::set<std::string> out;
    for (const auto& v : verdicts) out.insert(v["move"].get<std::string>());
    return out;
}

TEST(EngineBroken, ForgottenEnPassantIsPinnedToTheDoublePush) {
    // Black to move; only after d7d5 can white take en passant (e5d6): counted by hand.
    const EngineRun r = run_engine(
        broken("chess-no-en-passant", Game::Chess, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", 3));
    ASSERT_EQ(r.status, 1) << r.err;
    const json& d = r.report["results"][0]["difference"];
    EXPECT_EQ(d["line"], json::array({"d7d5"}));
    EXPECT_EQ(d["fen"], "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    EXPECT_EQ(moves_of(d["only_ours"]), std::set<std::string>{"e5d6"});
    EXPECT_EQ(d["only_ours"][0]["legal"], true);
    EXPECT_TRUE(d["only_theirs"].empty());
}

TEST(EngineBroken, ForgottenEnPassantIsFoundInEveryEnPassantCase) {
    EngineOptions o = broken("chess-no-en-passant", Game::Chess, "startpos", 3);
    o.fen.reset();
    o.corpus = (default_corpus_dir() / "chess" / "en-passant.json").string();
    const EngineRun r = run_engine(o);
    ASSERT_EQ(r.status, 1) << r.err;
    int found = 0;
    for (const auto& result : r.report["results"]) {
        if (result["status"] != "differ") continue;
        ++found;
        const json& d = result["difference"];
        EXPECT_TRUE(d["only_theirs"].empty()) << result.dump();
        ASSERT_FALSE(d["only_ours"].empty()) << result.dump();
        for (const auto& v : d["only_ours"]) {
            const std::string m = v["move"];
            EXPECT_NE(m[0], m[2]) << "an en passant capture changes file: " << result.dump();
            EXPECT_EQ(v["legal"], true);
        }
        const auto rules = result["rules"].get<std::vector<std::string>>();
        EXPECT_NE(std::find(rules.begin(), rules.end(), "chess.pawn.en-passant"), rules.end())
            << result.dump();
    }
    EXPECT_GE(found, 5);
}

TEST(EngineBroken, LeafSelfCheckIsPinnedToOneMoveAndTheSelfCheckRule) {
    // Kiwipete (Chess Programming Wiki): no king step into check exists at the root, so the
    // shortest line has one move; the extra moves are king steps our explain calls self-check.
    const EngineRun r = run_engine(
        broken("chess-leaf-self-check", Game::Chess,
               "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3));
    ASSERT_EQ(r.status, 1) << r.err;
    const json& d = r.report["results"][0]["difference"];
    EXPECT_EQ(d["line"].size(), 1u) << d.dump();
    EXPECT_EQ(d["root_nodes"]["ours"], 97862);  // published perft(3) of Kiwipete
    EXPECT_TRUE(d["only_ours"].empty());
    ASSERT_FALSE(d["only_theirs"].empty());
    for (const auto& v : d["only_theirs"]) {
        EXPECT_EQ(v["legal"], false);
        EXPECT_EQ(v["rule"], "chess.self-check") << v.dump();
        EXPECT_EQ(v["move"].get<std::string>().substr(0, 2), "e8") << "the black king stands on e8";
    }
}

TEST(EngineBroken, LeafNifuIsPinnedToOneMoveAndTheNifuRule) {
    // Sente to move with nothing in hand; gote has a pawn in hand and a pawn on file 5, so after
    // any sente move gote's pawn drops on file 5 are nifu (二歩).
    // The bug is at the last ply only, so depth 2 (gote's replies are the leaves) shows it.
    const EngineRun r =
        run_engine(broken("shogi-leaf-nifu", Game::Shogi, "4k4/9/4p4/9/9/9/4P4/9/4K4 b p 1", 2));
    ASSERT_EQ(r.status, 1) << r.err;
    const json& d = r.report["results"][0]["difference"];
    EXPECT_EQ(d["line"].size(), 1u) << d.dump();
    EXPECT_TRUE(d["only_ours"].empty());
    ASSERT_FALSE(d["only_theirs"].empty());
    for (const auto& v : d["only_theirs"]) {
        EXPECT_EQ(v["rule"], "shogi.drop.nifu") << v.dump();
        EXPECT_EQ(v["move"].get<std::string>().substr(0, 3), "P*5") << v.dump();
    }
}

TEST(EngineBroken, AgreesWhereThePlantedBugCannotShow) {
    // No pawns at all: forgetting en passant changes nothing (a test of the comparison itself).
    const EngineRun r = run_engine(
        broken("chess-no-en-passant", Game::Chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 3));
    EXPECT_EQ(r.status, 0) << disagreements(r.report);
    EXPECT_EQ(r.report["results"][0]["nodes"],
              13744);  // perft(3) as Stockfish 15.1 counts it (go perft 3)
}

// ---- best_move: the engine's own move ----------------------------------------------------------

const char* const kChessStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

std::unique_ptr<EngineClient> client(std::vector<std::string> argv, Game game, Protocol protocol,
                                     int timeout_ms = 5000) {
    EngineConfig c;
    c.argv = std::move(argv);
    c.game = game;
    c.protocol = protocol;
    c.variant = "";
    c.timeout = std::chrono::milliseconds(timeout_ms);
    auto made = EngineClient::create(std::move(c));
    EXPECT_TRUE(made) << made.error().message;
    return made ? std::move(made.value()) : nullptr;
}

std::string fake(const char* name) { return std::string(ARBITER_ENGINE_FAKES_DIR) + "/" + name; }

TEST(EngineBestMove, ReturnsTheMoveTheLastMateScoreAndTheDialogue) {
    auto c = client({fake("bestmove.sh"), "good"}, Game::Chess, Protocol::Uci);
    ASSERT_TRUE(c);
    auto r = c->best_move(kChessStart, {"g1f3"}, "depth 1");
    ASSERT_TRUE(std::holds_alternative<EngineAnswer>(r))
        << failure_what(std::get<EngineFailure>(r));
    const auto& a = std::get<EngineAnswer>(r);
    EXPECT_EQ(a.move, "e2e4");
    EXPECT_EQ(a.answer, "bestmove e2e4 ponder e7e5");
    EXPECT_EQ(a.mate_moves, 2);  // not the 9 of the "info string" line
    EXPECT_EQ(a.kind, AnswerKind::Move);
    const std::vector<std::string> dialogue = {
        "uci", "isready", std::string("position fen ") + kChessStart + " moves g1f3", "go depth 1"};
    EXPECT_EQ(a.dialogue, dialogue);
}

TEST(EngineBestMove, NoMoveIsNullopt) {
    auto c = client({fake("bestmove.sh"), "none"}, Game::Chess, Protocol::Uci);
    ASSERT_TRUE(c);
    auto r = c->best_move(kChessStart, {}, "nodes 1000");
    ASSERT_TRUE(std::holds_alternative<EngineAnswer>(r))
        << failure_what(std::get<EngineFailure>(r));
    const auto& a = std::get<EngineAnswer>(r);
    EXPECT_EQ(a.kind, AnswerKind::NoMove);
    EXPECT_FALSE(a.move);
    EXPECT_EQ(a.answer, "bestmove (none)");
    EXPECT_EQ(a.mate_moves, 0);
    EXPECT_EQ(a.dialogue.back(), "go nodes 1000");
}

TEST(EngineBestMove, AMalformedMoveIsAProtocolError) {
    auto c = client({fake("bestmove.sh"), "garbage"}, Game::Chess, Protocol::Uci);
    ASSERT_TRUE(c);
    auto r = c->best_move(kChessStart, {}, "depth 1");
    ASSERT_TRUE(std::holds_alternative<EngineFailure>(r));
    const auto& f = std::get<EngineFailure>(r);
    EXPECT_EQ(f.kind, FailureKind::Protocol);
    EXPECT_NE(failure_what(f).find("protocol error"), std::string::npos) << failure_what(f);
    EXPECT_NE(failure_what(f).find("zz99"), std::string::npos) << failure_what(f);
}

TEST(EngineBestMove, UsiWinIsAnImpasseDeclaration) {
    auto c = client({fake("bestmove.sh"), "usiwin"}, Game::Shogi, Protocol::Usi);
    ASSERT_TRUE(c);
    auto r = c->best_move("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", {},
                          "movetime 50");
    ASSERT_TRUE(std::holds_alternative<EngineAnswer>(r))
        << failure_what(std::get<EngineFailure>(r));
    const auto& a = std::get<EngineAnswer>(r);
    EXPECT_EQ(a.kind, AnswerKind::DeclaresWin);
    EXPECT_FALSE(a.move);
    EXPECT_EQ(a.dialogue.front(), "usi");
    EXPECT_EQ(a.dialogue.back(), "go btime 0 wtime 0 byoyomi 50");
}

TEST(EngineBestMove, SilenceIsATimeoutWithinTheDeadline) {
    auto c = client({fake("bestmove.sh"), "silent"}, Game::Chess, Protocol::Uci, 400);
    ASSERT_TRUE(c);
    const auto t0 = std::chrono::steady_clock::now();
    auto r = c->best_move(kChessStart, {}, "depth 1");
    ASSERT_TRUE(std::holds_alternative<EngineFailure>(r));
    EXPECT_EQ(std::get<EngineFailure>(r).kind, FailureKind::TimedOut);
    EXPECT_EQ(std::get<EngineFailure>(r).deadline, Deadline::Move);
    EXPECT_NE(failure_what(std::get<EngineFailure>(r)).find("no 'bestmove'"), std::string::npos);
    EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(3));
}

TEST(EngineBestMove, BadGoIsRefusedBeforeStarting) {
    auto c = client({fake("bestmove.sh"), "good"}, Game::Chess, Protocol::Uci);
    ASSERT_TRUE(c);
    for (const char* go :
         {"infinite", "depth", "depth x", "depth -1", "depth 0", "wtime 5 btime 5"}) {
        auto r = c->best_move(kChessStart, {}, go);
        ASSERT_TRUE(std::holds_alternative<EngineFailure>(r)) << go;
        EXPECT_NE(failure_what(std::get<EngineFailure>(r)).find("--go"), std::string::npos) << go;
    }
    EXPECT_FALSE(c->handshake_ever_succeeded());
}

TEST(EngineBestMoveStockfish, FindsABackRankMateInOneAndSaysNoneWhenStalemated) {
    auto stockfish = installed("stockfish");
    ASSERT_TRUE(stockfish) << "stockfish is not installed (.ci/install-deps --engines installs it)";
    auto c = client({*stockfish}, Game::Chess, Protocol::Uci);
    ASSERT_TRUE(c);
    // Counted by hand: Ra8 mates (the black king on g8 is walled in by its own pawns).
    auto r = c->best_move("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", {}, "depth 5");
    ASSERT_TRUE(std::holds_alternative<EngineAnswer>(r))
        << failure_what(std::get<EngineFailure>(r));
    EXPECT_EQ(std::get<EngineAnswer>(r).move, "a1a8");
    EXPECT_EQ(std::get<EngineAnswer>(r).mate_moves, 1);
    // From the start, depth 1: one of the 20 legal moves.
    r = c->best_move(kChessStart, {}, "depth 1");
    ASSERT_TRUE(std::holds_alternative<EngineAnswer>(r))
        << failure_what(std::get<EngineFailure>(r));
    ASSERT_TRUE(std::get<EngineAnswer>(r).move);
    EXPECT_EQ(std::get<EngineAnswer>(r).move->size(), 4u);
    // Stalemate (black Kh8; white Qf7, Kg6: h8 is not attacked, g8, g7, h7 are): no move.
    r = c->best_move("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", {}, "depth 1");
    ASSERT_TRUE(std::holds_alternative<EngineAnswer>(r))
        << failure_what(std::get<EngineFailure>(r));
    EXPECT_FALSE(std::get<EngineAnswer>(r).move) << std::get<EngineAnswer>(r).answer;
}

TEST(EngineInfo, MateScoresAreReadFromInfoLinesOnly) {
    EXPECT_EQ(info_mate_moves("info depth 9 seldepth 3 score mate -3 nodes 9 pv e2e4"), -3);
    EXPECT_EQ(info_mate_moves("info depth 9 score cp 31 pv e2e4"), std::nullopt);
    EXPECT_EQ(info_mate_moves("info string score mate 4"), std::nullopt);
    EXPECT_EQ(info_mate_moves("bestmove e2e4"), std::nullopt);
    EXPECT_EQ(info_mate_moves("info score mate +"), std::nullopt);  // USI's unsigned "mate +"
}

TEST(EngineInfo, TheAnswerLineOfGoInEachProtocol) {
    EXPECT_EQ(classify_uci_answer("bestmove e2e4 ponder e7e5", Protocol::Uci).kind,
              UciAnswerKind::Move);
    EXPECT_EQ(classify_uci_answer("bestmove e2e4 ponder e7e5", Protocol::Uci).move, "e2e4");
    EXPECT_EQ(classify_uci_answer("bestmove (none)", Protocol::Uci).kind, UciAnswerKind::NoMove);
    EXPECT_EQ(classify_uci_answer("bestmove 0000", Protocol::Uci).kind, UciAnswerKind::NoMove);
    EXPECT_EQ(classify_uci_answer("bestmove resign", Protocol::Usi).kind, UciAnswerKind::Resigns);
    EXPECT_EQ(classify_uci_answer("bestmove resign", Protocol::Uci).kind, UciAnswerKind::Resigns);
    EXPECT_EQ(classify_uci_answer("nobestmove", Protocol::Ucci).kind, UciAnswerKind::NoMove);
    EXPECT_EQ(classify_uci_answer("bestmove win", Protocol::Usi).kind, UciAnswerKind::DeclaresWin);
    // Only USI declares: over UCI "win" is a move text (and not a move of any dialect).
    EXPECT_EQ(classify_uci_answer("bestmove win", Protocol::Uci).kind, UciAnswerKind::Move);
    EXPECT_EQ(classify_uci_answer("bestmove", Protocol::Uci).kind, UciAnswerKind::Malformed);
    EXPECT_EQ(classify_uci_answer("info depth 1 pv e2e4", Protocol::Uci).kind,
              UciAnswerKind::Other);
    EXPECT_EQ(classify_uci_answer("bestmoves e2e4", Protocol::Uci).kind, UciAnswerKind::Other);
}

// ---- XBoard / CECP, custom perft, perft scripts ------------------------------------------------

TEST(EngineXboard, FakeDialogueFollowsTheProtocol) {
    auto c = client({fake("xboard_fake.sh"), "good"}, Game::Chess, Protocol::Xboard);
    ASSERT_TRUE(c);
    auto r = c->best_move(kChessStart, {"e2e4", "e7e5"}, "depth 2");
    ASSERT_TRUE(std::holds_alternative<EngineAnswer>(r))
        << failure_what(std::get<EngineFailure>(r));
    const auto& a = std::get<EngineAnswer>(r);
    EXPECT_EQ(a.move, "e2e4");
    EXPECT_EQ(a.answer, "move e2e4");
    // CECP v2: xboard, protover 2, each feature accepted, then the position with usermove.
    const std::vector<std::string> dialogue = {"xboard",
                                               "protover 2",
                                               "accepted myname",
                                               "accepted setboard",
                                               "accepted usermove",
                                               "accepted ping",
                                               "accepted variants",
                                               "ping 1",
                                               "new",
                                               "force",
                                               std::string("setboard ") + kChessStart,
                                               "usermove e2e4",
                                               "usermove e7e5",
                                               "ping 2",
                                               "post",
                                               "sd 2",
                                               "go",
                                               "ping 3"};
    EXPECT_EQ(a.dialogue, dialogue);
}

// An answer without a move is read by the driver as its kind: `resign` and a result whose comment
// says a side resigns are resignations, any other result a claim (CECP: RESULT {COMMENT}).
TEST(EngineXboard, AnswersWithoutAMoveAreReadAsTheirKind) {
    const std::vector<std::pair<std::string, AnswerKind>> modes = {
        {"resign", AnswerKind::Resigns},
        {"resigns", AnswerKind::Resigns},
        {"mates", AnswerKind::ClaimsResult}};
    for (const auto& [mode, kind] : modes) {
        auto c = client({fake("xboard_fake.sh"), mode}, Game::Chess, Protocol::Xboard);
        ASSERT_TRUE(c);
        auto r = c->best_move(kChessStart, {}, "depth 1");
        ASSERT_TRUE(std::holds_alternative<EngineAnswer>(r))
            << mode << ": " << failure_what(std::get<EngineFailure>(r));
        const auto& a = std::get<EngineAnswer>(r);
        EXPECT_EQ(a.kind, kind) << mode;
        EXPECT_FALSE(a.move) << mode;
    }
}

TEST(EngineXboard, FakeGarbageRefusalAndEndlessHandshakeAreFailures) {
    auto garbage = client({fake("xboard_fake.sh"), "garbage"}, Game::Chess, Protocol::Xboard);
    ASSERT_TRUE(garbage);
    auto r = garbage->best_move(kChessStart, {}, "depth 1");
    ASSERT_TRUE(std::holds_alternative<EngineFailure>(r));
    EXPECT_NE(failure_what(std::get<EngineFailure>(r)).find("'move zz99'"), std::string::npos);
    auto d = garbage->divide(kChessStart, {}, 1);
    ASSERT_TRUE(std::holds_alternative<EngineFailure>(d));
    EXPECT_NE(failure_what(std::get<EngineFailure>(d)).find("Xq9-q10"), std::string::npos);

    auto refuse = client({fake("xboard_fake.sh"), "refuse"}, Game::Chess, Protocol::Xboard);
    ASSERT_TRUE(refuse);
    d = refuse->divide(kChessStart, {}, 1);
    ASSERT_TRUE(std::holds_alternative<EngineFailure>(d));
    EXPECT_NE(failure_what(std::get<EngineFailure>(d)).find("Illegal position"), std::string::npos);
    EXPECT_EQ(std::get<EngineFailure>(d).kind, FailureKind::Refused);

    auto nodone = client({fake("xboard_fake.sh"), "nodone"}, Game::Chess, Protocol::Xboard, 500);
    ASSERT_TRUE(nodone);
    const auto t0 = std::chrono::steady_clock::now();
    d = nodone->divide(kChessStart, {}, 1);
    ASSERT_TRUE(std::holds_alternative<EngineFailure>(d));
    EXPECT_NE(failure_what(std::get<EngineFailure>(d)).find("done=1"), std::string::npos);
    EXPECT_EQ(std::get<EngineFailure>(d).deadline, Deadline::Features);
    EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::seconds(3));
}

TEST(EngineXboard, FakePerftInSjaaksFormAgrees) {
    EngineOptions o;
    o.game = Game::Chess;
    o.cmd = fake("xboard_fake.sh") + " good";
    o.protocol = Protocol::Xboard;
    o.fen = "startpos";
    o.depth = 1;
    const EngineRun r = run_engine(o);
    ASSERT_EQ(r.status, 0) << r.err << disagreements(r.report);
    EXPECT_EQ(r.report["results"][0]["nodes"], 20);  // perft(1) of the start position
}

// Sjaak II (Debian package sjaakii) over XBoard, `perft N 1` (its divide): over the bundled
// corpora it must agree with our reference at depth 2 (chess 151, xiangqi 111, shogi 130 cases).
void expect_sjaak_agrees(Game game) {
    auto sjaak = installed("sjaakii");
    ASSERT_TRUE(sjaak) << "sjaakii is not installed (.ci/install-deps --engines installs it)";
    EngineOptions o;
    o.game = game;
    o.cmd = *sjaak;
    o.protocol = Protocol::Xboard;
    o.perft_cmd = "perft {depth} 1";
    o.depth = 2;
    o.timeout_seconds = 30;
    const EngineRun r = run_engine(o);
    ASSERT_NE(r.status, 2) << r.err;
    EXPECT_EQ(r.status, 0) << disagreements(r.report);
    EXPECT_GT(r.report["positions"].get<int>(), 100);
    EXPECT_EQ(r.report["agree"], r.report["positions"]);
}

TEST(EngineSjaak, ChessCorpusAgreesOverXboard) { expect_sjaak_agrees(Game::Chess); }
TEST(EngineSjaak, XiangqiCorpusAgreesOverXboard) { expect_sjaak_agrees(Game::Xiangqi); }
TEST(EngineSjaak, ShogiCorpusAgreesOverXboard) { expect_sjaak_agrees(Game::Shogi); }

TEST(EngineSjaak, TotalsOnlyPerftIsWalkedDown) {
    // Sjaak II's plain `perft N` prints only totals: every child is asked for its own total.
    auto sjaak = installed("sjaakii");
    ASSERT_TRUE(sjaak) << "sjaakii is not installed (.ci/install-deps --engines installs it)";
    EngineOptions o;
    o.game = Game::Chess;
    o.cmd = *sjaak;
    o.protocol = Protocol::Xboard;  // default --perft-cmd: "perft {depth}"
    o.fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    o.depth = 3;
    const EngineRun r = run_engine(o);
    ASSERT_EQ(r.status, 0) << r.err << disagreements(r.report);
    EXPECT_EQ(r.report["results"][0]["nodes"], 97862);  // Kiwipete perft(3), Chess Programming Wiki
}

TEST(EngineHoichess, BestMoveOverXboardMatesAndKnowsStalemate) {
    auto hoichess = installed("hoichess");
    ASSERT_TRUE(hoichess) << "hoichess is not installed (.ci/install-deps --engines installs it)";
    auto c = client({*hoichess}, Game::Chess, Protocol::Xboard);
    ASSERT_TRUE(c);
    auto r = c->best_move("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", {}, "depth 3");
    ASSERT_TRUE(std::holds_alternative<EngineAnswer>(r))
        << failure_what(std::get<EngineFailure>(r));
    EXPECT_EQ(std::get<EngineAnswer>(r).move, "a1a8");  // Ra8#, counted by hand
    EXPECT_EQ(std::get<EngineAnswer>(r).answer, "move a1a8");
    // Stalemate (black Kh8; white Qf7, Kg6): HoiChess prints no move, and answers the ping.
    r = c->best_move("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", {}, "depth 3");
    ASSERT_TRUE(std::holds_alternative<EngineAnswer>(r))
        << failure_what(std::get<EngineFailure>(r));
    EXPECT_FALSE(std::get<EngineAnswer>(r).move) << std::get<EngineAnswer>(r).answer;
}

TEST(EngineCustomPerft, StockfishWithAPerftTemplateAgrees) {
    auto stockfish = installed("stockfish");
    ASSERT_TRUE(stockfish) << "stockfish is not installed (.ci/install-deps --engines installs it)";
    EngineOptions o;
    o.game = Game::Chess;
    o.cmd = *stockfish;
    o.perft_cmd = "go perft {depth}";  // read in the loose forms, ended by isready/readyok
    o.engine_options = {"Threads=1", "Hash=16"};
    o.fen = "startpos";
    o.depth = 3;
    const EngineRun r = run_engine(o);
    ASSERT_EQ(r.status, 0) << r.err << disagreements(r.report);
    EXPECT_EQ(r.report["results"][0]["nodes"], 8902);  // perft(3), published
}

TEST(EngineScript, PerftreeScriptAgreesAndABuggyOneIsPinned) {
    ::setenv("ARBITER", ARBITER_CLI, 1);
    EngineOptions o;
    o.game = Game::Chess;
    o.script = fake("perft_script.sh");
    o.fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    o.depth = 2;
    EngineRun r = run_engine(o);
    ASSERT_EQ(r.status, 0) << r.err << disagreements(r.report);
    EXPECT_EQ(r.report["protocol"], "script");
    // The buggy script leaves out castling: pinned at the root, both castlings only ours.
    ::setenv("PERFT_SCRIPT_BUG", "skip-castling", 1);
    r = run_engine(o);
    ::unsetenv("PERFT_SCRIPT_BUG");
    ASSERT_EQ(r.status, 1) << r.err;
    const json& d = r.report["results"][0]["difference"];
    EXPECT_EQ(d["line"], json::array());
    EXPECT_EQ(moves_of(d["only_ours"]), (std::set<std::string>{"e1c1", "e1g1"}));
    EXPECT_TRUE(d["only_theirs"].empty());
}

TEST(EngineAutoProtocol, AnEngineThatRefusesUciIsSpokenToOverXboard) {
    EngineOptions o;
    o.game = Game::Chess;
    o.cmd = fake("xboard_fake.sh") + " good";  // no --protocol: detection
    o.fen = "startpos";
    o.depth = 1;
    EngineRun r = run_engine(o);
    ASSERT_EQ(r.status, 0) << r.err << disagreements(r.report);
    EXPECT_EQ(r.report["protocol"], "xboard");
    // A UCI engine stays UCI.
    o.cmd = "bash " + fake("good_start.sh");
    r = run_engine(o);
    ASSERT_EQ(r.status, 0) << r.err << disagreements(r.report);
    EXPECT_EQ(r.report["protocol"], "uci");
}

TEST(EngineAutoProtocol, HoichessIsDetectedAsXboard) {
    auto hoichess = installed("hoichess");
    ASSERT_TRUE(hoichess) << "hoichess is not installed (.ci/install-deps --engines installs it)";
    EngineOptions o;
    o.game = Game::Chess;
    o.check = EngineCheck::Play;
    o.cmd = *hoichess;
    o.fen = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";
    o.go = "depth 3";
    const EngineRun r = run_engine(o);
    ASSERT_EQ(r.status, 0) << r.err << r.report.dump();
    EXPECT_EQ(r.report["protocol"], "xboard");
    EXPECT_EQ(r.report["results"][0]["move"], "a1a8");
}

TEST(EngineXboard, SanEngineGetsAndGivesSanAndOptionsAreSent) {
    EngineConfig cfg;
    cfg.argv = {fake("xboard_fake.sh"), "san"};
    cfg.game = Game::Chess;
    cfg.protocol = Protocol::Xboard;
    cfg.options = {{"Hash", "16"}};
    cfg.timeout = std::chrono::milliseconds(5000);
    auto made = EngineClient::create(cfg);
    ASSERT_TRUE(made) << made.error().message;
    auto r = made.value()->best_move(kChessStart, {"e2e4", "e7e5", "g1f3", "b8c6"}, "depth 1");
    // "move Nf3" after 1.e4 e5 2.Nf3 Nc6: no knight of white's can go to f3 (g1 is empty, b1
    // does not reach it), so the SAN cannot be read: a protocol error quoting it.
    ASSERT_TRUE(std::holds_alternative<EngineFailure>(r));
    EXPECT_NE(failure_what(std::get<EngineFailure>(r)).find("'move Nf3'"), std::string::npos);
    r = made.value()->best_move(kChessStart, {"e2e4", "e7e5"}, "depth 1");
    ASSERT_TRUE(std::holds_alternative<EngineAnswer>(r))
        << failure_what(std::get<EngineFailure>(r));
    const auto& b = std::get<EngineAnswer>(r);
    EXPECT_EQ(b.move, "g1f3");
    auto has = [&](const std::string& line) {
        return std::find(b.dialogue.begin(), b.dialogue.end(), line) != b.dialogue.end();
    };
    EXPECT_TRUE(has("option Hash=16"));
    EXPECT_TRUE(has("e4"));  // SAN, no usermove prefix
    EXPECT_TRUE(has("e5"));
    EXPECT_FALSE(has("usermove e2e4"));
}

}  // namespace
