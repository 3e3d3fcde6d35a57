// The game-record loader: well-formed records load; malformed ones give an error naming the JSON
// pointer of the problem (issue 7: "malformed records get exit 2 with the JSON path").

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "referee/adjudicate/record.h"

namespace arbiter::referee::adjudicate {
namespace {

std::string error_of(const std::string& text) {
    auto r = parse_record_text(text, "t.json");
    EXPECT_FALSE(r.ok()) << text;
    return r.ok() ? std::string() : r.error().message;
}

TEST(AdjudicateRecord, LoadsAWellFormedRecord) {
    auto r = parse_record_text(
        R"({"id":"x","game":"xiangqi","start":"startpos","time_control":{"preset":"xiangqi-6.1"},
            "events":[{"type":"touch","point":"h2"},{"type":"move","move":"h2e2","seconds":3.5},
                      {"type":"record_omission","side":"black"},{"type":"resign","side":"black"}],
            "expect":{"result":"win","winner":"red","rule":"xiangqi.resignation","ply":1}})",
        "t.json");
    ASSERT_TRUE(r.ok()) << r.error().message;
    EXPECT_EQ(r.value().events.size(), 4u);
    ASSERT_TRUE(r.value().time_control.has_value());
    // Xiangqi competition rules §6.1: 40 moves in 90 minutes, then 10 moves per 15 minutes.
    ASSERT_EQ(r.value().time_control->periods.size(), 2u);
    EXPECT_EQ(r.value().time_control->periods[0].moves, 40);
    EXPECT_DOUBLE_EQ(r.value().time_control->periods[0].minutes, 90);
    EXPECT_EQ(r.value().time_control->periods[1].moves, 10);
    EXPECT_TRUE(r.value().time_control->periods[1].repeat);
}

TEST(AdjudicateRecord, NamesThePointerOfABadEvent) {
    EXPECT_NE(
        error_of(
            R"({"id":"x","game":"chess","events":[{"type":"move","move":"e2e4"},{"type":"jump"}]})")
            .find("/events/1/type"),
        std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"chess","events":[{"type":"resign","side":"red"}]})")
                  .find("/events/0/side"),
              std::string::npos);
    EXPECT_NE(
        error_of(R"({"id":"x","game":"chess","events":[{"type":"move"}]})").find("/events/0/move"),
        std::string::npos);
}

TEST(AdjudicateRecord, NamesThePointerOfABadTimeControl) {
    EXPECT_NE(
        error_of(R"({"id":"x","game":"xiangqi","time_control":{"preset":"blitz"},"events":[]})")
            .find("/time_control/preset"),
        std::string::npos);
    EXPECT_NE(
        error_of(
            R"({"id":"x","game":"xiangqi","time_control":{"periods":[{"moves":10,"minutes":5,"repeat":true},{"minutes":1}]},"events":[]})")
            .find("/time_control/periods/0"),
        std::string::npos);
}

TEST(AdjudicateRecord, RefusesNonJsonAndWrongShapes) {
    EXPECT_NE(error_of("{").find("not valid JSON"), std::string::npos);
    EXPECT_NE(error_of("[]").find("object"), std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"go","events":[]})").find("/game"), std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"chess"})").find("/events"), std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"chess","events":[],"expect":{"ply":-1}})")
                  .find("/expect/ply"),
              std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"chess","events":[],"bogus":1})").find("/bogus"),
              std::string::npos);
}

TEST(AdjudicateRecord, PresetSixFiveNeedsMinutes) {
    EXPECT_FALSE(time_control_preset("xiangqi-6.5", std::nullopt).has_value());
    auto tc = time_control_preset("xiangqi-6.5", 20.0);
    ASSERT_TRUE(tc.has_value());
    ASSERT_EQ(tc->periods.size(), 1u);
    EXPECT_FALSE(tc->periods[0].moves.has_value());  // all moves in one allotment
}

TEST(AdjudicateRecord, LoadsTheClaimAndMakeupEvents) {
    auto r = parse_record_text(
        R"({"id":"x","game":"xiangqi","options":{"xiangqi_natural_limit_automatic":true},
            "events":[{"type":"natural_limit_claim","side":"black"},{"type":"record_makeup","side":"red"}]})",
        "t.json");
    ASSERT_TRUE(r.ok()) << r.error().message;
    ASSERT_EQ(r.value().events.size(), 2u);
    EXPECT_EQ(r.value().events[0].type, EventType::NaturalLimitClaim);
    EXPECT_EQ(r.value().events[1].type, EventType::RecordMakeup);
    EXPECT_TRUE(r.value().natural_limit_automatic);
    EXPECT_EQ(event_type_name(EventType::NaturalLimitClaim), "natural_limit_claim");
    EXPECT_EQ(event_type_name(EventType::RecordMakeup), "record_makeup");
    // The default: the natural limit waits for a claim.
    auto d = parse_record_text(R"({"id":"x","game":"xiangqi","events":[]})", "t.json");
    ASSERT_TRUE(d.ok());
    EXPECT_FALSE(d.value().natural_limit_automatic);
}

TEST(AdjudicateRecord, NamesThePointerOfABadClaimOrMakeup) {
    // A claim and a make-up need the side that makes them, and take no other key.
    const std::string no_side =
        error_of(R"({"id":"x","game":"xiangqi","events":[{"type":"natural_limit_claim"}]})");
    EXPECT_NE(no_side.find("t.json: /events/0/side: missing"), std::string::npos) << no_side;
    EXPECT_NE(error_of(R"({"id":"x","game":"xiangqi","events":[{"type":"move","move":"h2e2"},
                          {"type":"record_makeup","side":"white"}]})")
                  .find("/events/1/side"),
              std::string::npos);
    EXPECT_NE(
        error_of(
            R"({"id":"x","game":"xiangqi","events":[{"type":"record_makeup","side":"red","point":"e0"}]})")
            .find("/events/0/point: unknown key"),
        std::string::npos);
    EXPECT_NE(
        error_of(
            R"({"id":"x","game":"xiangqi","options":{"xiangqi_natural_limit_automatic":1},"events":[]})")
            .find("/options/xiangqi_natural_limit_automatic: must be a boolean"),
        std::string::npos);
    // Every such error is a bad record: the CLI maps it to exit 2.
    auto r = parse_record_text(R"({"id":"x","game":"xiangqi","events":[{"type":"record_makeup"}]})",
                               "t.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().codes, (std::vector<std::string>{"bad_record"}));
}

TEST(AdjudicateRecord, LoadsTheDrawClaimEvent) {
    auto r = parse_record_text(
        R"({"id":"x","game":"chess","options":{"chess_repetition_count":5,"chess_fifty_move_plies":150},
            "events":[{"type":"draw_claim","side":"white"},{"type":"draw_claim","side":"white","move":"g1f3"}]})",
        "t.json");
    ASSERT_TRUE(r.ok()) << r.error().message;
    ASSERT_EQ(r.value().events.size(), 2u);
    EXPECT_EQ(r.value().events[0].type, EventType::DrawClaim);
    EXPECT_EQ(r.value().events[0].side, Side::First);
    EXPECT_TRUE(r.value().events[0].move.empty());
    EXPECT_EQ(r.value().events[1].move, "g1f3");
    EXPECT_EQ(event_type_name(EventType::DrawClaim), "draw_claim");
    EXPECT_EQ(r.value().options.chess_repetition_count, 5);
    EXPECT_EQ(r.value().options.chess_fifty_move_plies, 150);
}

TEST(AdjudicateRecord, NamesThePointerOfABadDrawClaim) {
    auto claim = [](const std::string& event) {
        return R"({"id":"x","game":"chess","events":[{"type":"move","move":"e2e4"},)" + event +
               "]}";
    };
    const std::string no_side = error_of(claim(R"({"type":"draw_claim"})"));
    EXPECT_NE(no_side.find("t.json: /events/1/side: missing"), std::string::npos) << no_side;
    EXPECT_NE(
        error_of(claim(R"({"type":"draw_claim","side":"red"})")).find("/events/1/side: not a side"),
        std::string::npos);
    EXPECT_NE(error_of(claim(R"({"type":"draw_claim","side":"black","move":7})"))
                  .find("/events/1/move: must be a string"),
              std::string::npos);
    EXPECT_NE(error_of(claim(R"({"type":"draw_claim","side":"black","move":""})"))
                  .find("/events/1/move: malformed"),
              std::string::npos);
    EXPECT_NE(error_of(claim(R"({"type":"draw_claim","side":"black","seconds":3})"))
                  .find("/events/1/seconds: unknown key"),
              std::string::npos);
    auto r = parse_record_text(claim(R"({"type":"draw_claim"})"), "t.json");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().codes, (std::vector<std::string>{"bad_record"}));
}

// A PGN game the rules leave open and the Result tag calls drawn becomes a draw offered by the side
// to move at the end and accepted by the other (record.h). Sides counted by hand: from the start,
// four plies leave white to move; from a FEN with black to move, 1... e5 leaves white to move and
// 1... e5 2. Nf3 black.
TEST(AdjudicateRecord, APgnDrawIsOfferedByTheSideToMoveAtTheEnd) {
    const std::filesystem::path file =
        std::filesystem::temp_directory_path() /
        ("adjudicate_record_test_" +
         std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + ".pgn");
    {
        std::ofstream out(file);
        const char* fen =
            "[SetUp \"1\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 "
            "1\"]\n";
        out << "[Result \"1/2-1/2\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n"
            << "[Result \"1/2-1/2\"]\n"
            << fen << "\n1... e5 1/2-1/2\n\n"
            << "[Result \"1/2-1/2\"]\n"
            << fen << "\n1... e5 2. Nf3 1/2-1/2\n";
    }
    const std::vector<std::pair<std::size_t, Side>> offers = {
        {1, Side::First}, {2, Side::First}, {3, Side::Second}};
    for (const auto& [index, offerer] : offers) {
        auto r = load_pgn_record(file, index);
        ASSERT_TRUE(r.ok()) << r.error().message;
        const std::vector<Event>& events = r.value().events;
        ASSERT_GE(events.size(), 2u);
        EXPECT_EQ(events[events.size() - 2].type, EventType::DrawOffer) << "game " << index;
        EXPECT_EQ(events[events.size() - 2].side, offerer) << "game " << index;
        EXPECT_EQ(events.back().type, EventType::DrawAccept) << "game " << index;
        EXPECT_EQ(events.back().side, other(offerer)) << "game " << index;
    }
    std::filesystem::remove(file);
}

}  // namespace
}  // namespace arbiter::referee::adjudicate

namespace arbiter::referee::adjudicate {
namespace {

// A KI2 record that says まで3手で詰み (shogi.checkmate) after three opening moves, where gote
// plainly has legal replies: adjudicate does not turn it into a resignation (the verdict `games`
// gives is result-mismatch, issue 32); the same record saying 投了 is a resignation.
TEST(AdjudicateRecord, ANamedEndingTheRulesDoNotReachIsNotAResignation) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path();
    const std::string seed = std::to_string(::testing::UnitTest::GetInstance()->random_seed());
    const std::filesystem::path mate = dir / ("adjudicate_named_mate_" + seed + ".ki2");
    const std::filesystem::path resign = dir / ("adjudicate_named_resign_" + seed + ".ki2");
    const std::string moves = "手合割：平手\n▲７六歩 △３四歩 ▲２六歩\n";
    std::ofstream(mate) << moves << "まで3手で詰み\n";
    std::ofstream(resign) << moves << "まで3手で先手の勝ち\n";
    auto named = load_shogi_record(mate, 1);
    ASSERT_FALSE(named.ok());
    EXPECT_NE(named.error().message.find("result-mismatch"), std::string::npos)
        << named.error().message;
    EXPECT_NE(named.error().message.find("shogi.checkmate"), std::string::npos);
    auto resigned = load_shogi_record(resign, 1);
    ASSERT_TRUE(resigned.ok()) << resigned.error().message;
    EXPECT_EQ(resigned.value().events.back().type, EventType::Resign);
    std::filesystem::remove(mate);
    std::filesystem::remove(resign);
}

}  // namespace
}  // namespace arbiter::referee::adjudicate
