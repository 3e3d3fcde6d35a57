// The game-record loader: well-formed records load; malformed ones give an error naming the JSON
// pointer of the problem (issue 7: "malformed records get exit 2 with the JSON path").

#include <gtest/gtest.h>

#include <string>

#include "oracle/adjudicate/record.h"

namespace arbiter::oracle::adjudicate {
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
    // Seed 001 §6.1: 40 moves in 90 minutes, then 10 moves per 15 minutes.
    ASSERT_EQ(r.value().time_control->periods.size(), 2u);
    EXPECT_EQ(r.value().time_control->periods[0].moves, 40);
    EXPECT_DOUBLE_EQ(r.value().time_control->periods[0].minutes, 90);
    EXPECT_EQ(r.value().time_control->periods[1].moves, 10);
    EXPECT_TRUE(r.value().time_control->periods[1].repeat);
}

TEST(AdjudicateRecord, NamesThePointerOfABadEvent) {
    EXPECT_NE(error_of(R"({"id":"x","game":"chess","events":[{"type":"move","move":"e2e4"},{"type":"jump"}]})")
                  .find("/events/1/type"),
              std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"chess","events":[{"type":"resign","side":"red"}]})").find("/events/0/side"),
              std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"chess","events":[{"type":"move"}]})").find("/events/0/move"),
              std::string::npos);
}

TEST(AdjudicateRecord, NamesThePointerOfABadTimeControl) {
    EXPECT_NE(error_of(R"({"id":"x","game":"xiangqi","time_control":{"preset":"blitz"},"events":[]})")
                  .find("/time_control/preset"),
              std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"xiangqi","time_control":{"periods":[{"moves":10,"minutes":5,"repeat":true},{"minutes":1}]},"events":[]})")
                  .find("/time_control/periods/0"),
              std::string::npos);
}

TEST(AdjudicateRecord, RefusesNonJsonAndWrongShapes) {
    EXPECT_NE(error_of("{").find("not valid JSON"), std::string::npos);
    EXPECT_NE(error_of("[]").find("object"), std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"go","events":[]})").find("/game"), std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"chess"})").find("/events"), std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"chess","events":[],"expect":{"ply":-1}})").find("/expect/ply"),
              std::string::npos);
    EXPECT_NE(error_of(R"({"id":"x","game":"chess","events":[],"bogus":1})").find("/bogus"), std::string::npos);
}

TEST(AdjudicateRecord, PresetSixFiveNeedsMinutes) {
    EXPECT_FALSE(time_control_preset("xiangqi-6.5", std::nullopt).has_value());
    auto tc = time_control_preset("xiangqi-6.5", 20.0);
    ASSERT_TRUE(tc.has_value());
    ASSERT_EQ(tc->periods.size(), 1u);
    EXPECT_FALSE(tc->periods[0].moves.has_value());  // all moves in one allotment
}

}  // namespace
}  // namespace arbiter::oracle::adjudicate
