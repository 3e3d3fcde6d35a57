// The game arbiter: verdicts on small records (expected values by hand from xiangqi competition
// rules §4-9, FIDE Laws and the shogi rules (docs/rules.md)), and every bundled record in
// corpus/records meeting its `expect`.

#include <gtest/gtest.h>

#include <string>

#include "oracle/corpus.h"
#include "referee/adjudicate/adjudicate.h"

namespace arbiter::referee::adjudicate {
namespace {

// The verdict's rule as reports spell it ("" when none).
std::string rule_of(const Verdict& v) {
    return v.end.rule ? std::string(core::rule_name(*v.end.rule)) : std::string();
}

Verdict verdict_of(const std::string& text) {
    auto r = parse_record_text(text, "t.json");
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().message);
    if (!r.ok()) return {};
    auto v = adjudicate(r.value());
    EXPECT_TRUE(v.ok()) << (v.ok() ? "" : v.error().message);
    return v.ok() ? v.value() : Verdict{};
}

TEST(AdjudicateVerdict, XiangqiTouchedPieceNotMovedIsAFoul) {
    // Xiangqi competition rules §5.1 / §9.1.5: h2 touched, b2e2 played: foul, move refused,
    // position unchanged.
    auto v = verdict_of(R"({"id":"t","game":"xiangqi","events":[
        {"type":"touch","point":"h2"},{"type":"move","move":"b2e2"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Ongoing);
    EXPECT_EQ(v.end.ply, 0);
    ASSERT_EQ(v.fouls.size(), 1u);
    EXPECT_EQ(foul_rule_name(v.fouls[0]), "xiangqi.touch-move");
    EXPECT_EQ(v.fouls[0].side, Side::First);
}

TEST(AdjudicateVerdict, XiangqiThirdFoulLoses) {
    // Xiangqi competition rules §4.1.8: three illegal moves (§8(5)) by red lose; black wins at
    // ply 1.
    auto v = verdict_of(R"({"id":"t","game":"xiangqi","events":[
        {"type":"move","move":"b0d1"},{"type":"move","move":"b0d1"},{"type":"move","move":"b0d1"},
        {"type":"move","move":"h2e2"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Win);
    EXPECT_EQ(v.end.winner, Side::Second);
    EXPECT_EQ(rule_of(v), "xiangqi.fouls");
    EXPECT_EQ(v.fouls.size(), 3u);
    EXPECT_EQ(v.notes.size(), 1u);  // the move after the end is ignored
}

TEST(AdjudicateVerdict, ShogiIllegalMoveLosesAtOnce) {
    // shogi.illegal-move (docs/rules.md): a pawn moved two squares loses immediately.
    auto v = verdict_of(R"({"id":"t","game":"shogi","events":[{"type":"move","move":"7g7e"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Win);
    EXPECT_EQ(v.end.winner, Side::Second);
    EXPECT_EQ(rule_of(v), "shogi.illegal-move");
    EXPECT_EQ(v.end.ply, 1);
}

TEST(AdjudicateVerdict, RepeatingPeriodsAccumulate) {
    // 1 move in 1 minute, repeating: 3 moves may take 180 s in all; 181 s oversteps at white's
    // third move (ply 5).
    auto v = verdict_of(
        R"({"id":"t","game":"chess","time_control":{"periods":[{"moves":1,"minutes":1,"repeat":true}]},
        "events":[{"type":"move","move":"g1f3","seconds":10},{"type":"move","move":"g8f6"},
                  {"type":"move","move":"f3g1","seconds":110},{"type":"move","move":"f6g8"},
                  {"type":"move","move":"g1f3","seconds":61}]})");
    EXPECT_EQ(rule_of(v), "chess.time-control");
    EXPECT_EQ(v.end.winner, Side::Second);
    EXPECT_EQ(v.end.ply, 5);
}

TEST(AdjudicateVerdict, MoveOutOfTurnIsABadRecord) {
    auto r = parse_record_text(
        R"({"id":"t","game":"chess","events":[{"type":"move","move":"e7e5","side":"black"}]})",
        "t.json");
    ASSERT_TRUE(r.ok());
    auto v = adjudicate(r.value());
    ASSERT_FALSE(v.ok());
    EXPECT_NE(v.error().message.find("/events/0/side"), std::string::npos);
}

TEST(AdjudicateVerdict, TouchQueryListsAllowedMoves) {
    // FIDE 4.3.1: knight g1 at the start: f3 and h3.
    auto a = touch_query(core::Game::Chess, "startpos", {}, {"g1"}, false);
    ASSERT_TRUE(a.ok());
    EXPECT_EQ(a.value().allowed, (std::vector<std::string>{"g1f3", "g1h3"}));
    EXPECT_FALSE(touch_query(core::Game::Chess, "startpos", {}, {"z9"}, false).ok());
}

// ---- xiangqi.natural-limit by claim (xiangqi competition rules §4.2.4, §8(2), §9.1.4)
// ------------------------------

// Four plies without a capture from the start: h2e2 h9g7 h0g2 i9h9.
constexpr const char* kQuietFour =
    R"({"type":"move","move":"h2e2"},{"type":"move","move":"h9g7"},{"type":"move","move":"h0g2"},{"type":"move","move":"i9h9"})";

TEST(AdjudicateVerdict, NaturalLimitWaitsForAClaim) {
    // Limit 4 plies, reached after i9h9, but nobody claims: the game goes on.
    auto v = verdict_of(
        std::string(
            R"({"id":"t","game":"xiangqi","options":{"xiangqi_natural_limit_plies":4},"events":[)") +
        kQuietFour + "]}");
    EXPECT_EQ(v.end.outcome, Outcome::Ongoing);
    EXPECT_EQ(v.end.ply, 4);
}

TEST(AdjudicateVerdict, NaturalLimitClaimThatHoldsDraws) {
    auto v = verdict_of(
        std::string(
            R"({"id":"t","game":"xiangqi","options":{"xiangqi_natural_limit_plies":4},"events":[)") +
        kQuietFour + R"(,{"type":"natural_limit_claim","side":"red"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Draw);
    EXPECT_EQ(rule_of(v), "xiangqi.natural-limit");
    EXPECT_EQ(v.end.ply, 4);
    EXPECT_TRUE(v.fouls.empty());
}

TEST(AdjudicateVerdict, NaturalLimitClaimTooEarlyIsAFoul) {
    // After 3 of 4 plies: the claim fails, a counting foul of the claimant at ply 3.
    auto v = verdict_of(
        R"({"id":"t","game":"xiangqi","options":{"xiangqi_natural_limit_plies":4},"events":[
        {"type":"move","move":"h2e2"},{"type":"move","move":"h9g7"},{"type":"move","move":"h0g2"},
        {"type":"natural_limit_claim","side":"black"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Ongoing);
    ASSERT_EQ(v.fouls.size(), 1u);
    EXPECT_EQ(foul_rule_name(v.fouls[0]), "xiangqi.natural-limit");
    EXPECT_EQ(v.fouls[0].side, Side::Second);
    EXPECT_EQ(v.fouls[0].ply, 3);
    EXPECT_TRUE(v.fouls[0].counts);
}

TEST(AdjudicateVerdict, NaturalLimitAutomaticOptionDrawsWithoutClaim) {
    auto v = verdict_of(
        std::string(R"({"id":"t","game":"xiangqi","options":{"xiangqi_natural_limit_plies":4,
        "xiangqi_natural_limit_automatic":true},"events":[)") +
        kQuietFour + "]}");
    EXPECT_EQ(v.end.outcome, Outcome::Draw);
    EXPECT_EQ(rule_of(v), "xiangqi.natural-limit");
    EXPECT_EQ(v.end.ply, 4);
}

TEST(AdjudicateVerdict, NaturalLimitClaimIsIgnoredInChess) {
    auto v = verdict_of(
        R"({"id":"t","game":"chess","events":[{"type":"natural_limit_claim","side":"white"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Ongoing);
    EXPECT_TRUE(v.fouls.empty());
    EXPECT_EQ(v.notes.size(), 1u);
}

// ---- xiangqi.record make-up (xiangqi competition rules §7.2)
// --------------------------------------------------------

// Two moves in 5 minutes, then 2 moves per 5 minutes. Red's first move takes 150 s, leaving 150 s
// (< 180 s) of its first period: its skipped entry is exempt until its third move (period 2).
std::string makeup_record(bool makeup) {
    std::string r =
        R"({"id":"t","game":"xiangqi","time_control":{"periods":[{"moves":2,"minutes":5},
        {"moves":2,"minutes":5,"repeat":true}]},"events":[
        {"type":"move","move":"h2e2","seconds":150},{"type":"record_omission","side":"red"},
        {"type":"move","move":"h9g7"},{"type":"move","move":"h0g2"},{"type":"move","move":"i9h9"},)";
    if (makeup) r += R"({"type":"record_makeup","side":"red"},)";
    r += R"({"type":"move","move":"i0h0"}]})";
    return r;
}

TEST(AdjudicateVerdict, SkippedEntryMadeUpInTimeIsNoFoul) {
    auto v = verdict_of(makeup_record(true));
    EXPECT_EQ(v.end.ply, 5);
    EXPECT_TRUE(v.fouls.empty());
}

TEST(AdjudicateVerdict, SkippedEntryNotMadeUpIsARecordFoul) {
    // Red's second move (ply 3) is still in period 1: no foul; its third (ply 5) is not.
    auto v = verdict_of(makeup_record(false));
    EXPECT_EQ(v.end.ply, 5);  // the move stands
    ASSERT_EQ(v.fouls.size(), 1u);
    EXPECT_EQ(foul_rule_name(v.fouls[0]), "xiangqi.record");
    EXPECT_EQ(v.fouls[0].side, Side::First);
    EXPECT_EQ(v.fouls[0].ply, 5);
}

TEST(AdjudicateVerdict, OmissionWithTimeToSpareIsNotExempt) {
    // 60 s used of 300 s: 240 s left, not under three minutes: an ordinary §7.1 omission (one is
    // no foul) and nothing to make up later.
    auto v =
        verdict_of(R"({"id":"t","game":"xiangqi","time_control":{"periods":[{"moves":2,"minutes":5},
        {"moves":2,"minutes":5,"repeat":true}]},"events":[
        {"type":"move","move":"h2e2","seconds":60},{"type":"record_omission","side":"red"},
        {"type":"move","move":"h9g7"},{"type":"move","move":"h0g2"},{"type":"move","move":"i9h9"},
        {"type":"move","move":"i0h0"},{"type":"record_makeup","side":"red"}]})");
    EXPECT_TRUE(v.fouls.empty());
    ASSERT_EQ(v.notes.size(), 1u);  // the make-up found nothing outstanding
    EXPECT_NE(v.notes[0].find("no skipped entry"), std::string::npos);
}

// ---- chess.touch-move and castling (FIDE 4.4)
// ------------------------------------------------------

TEST(AdjudicateVerdict, ChessKingAndRookTouchedTogetherMustCastle) {
    // FIDE 4.4.1: h1 and e1 at the same moment: e1f1 is refused (uncounted foul), e1g1 plays.
    auto v = verdict_of(
        R"({"id":"t","game":"chess","start":"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1","events":[
        {"type":"touch","point":"h1"},{"type":"touch","point":"e1","simultaneous":true},
        {"type":"move","move":"e1f1"},{"type":"move","move":"e1g1"}]})");
    EXPECT_EQ(v.end.ply, 1);
    ASSERT_EQ(v.fouls.size(), 1u);
    EXPECT_EQ(foul_rule_name(v.fouls[0]), "chess.touch-move");
    EXPECT_FALSE(v.fouls[0].counts);
    EXPECT_NE(v.fouls[0].detail.find("4.4.1"), std::string::npos);
}

TEST(AdjudicateVerdict, TouchQueryForKingThenRook) {
    // FIDE 4.4.1 through the query: only e1g1.
    auto a = touch_query(core::Game::Chess, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", {},
                         {"e1", "h1"}, false);
    ASSERT_TRUE(a.ok());
    EXPECT_EQ(a.value().allowed, (std::vector<std::string>{"e1g1"}));
}

// ---- chess draw claims (FIDE 9.2, 9.3, 9.5)
// ----------------------------------------------------------

// FIDE options: threefold and fifty moves by claim, fivefold and 75 moves automatic.
constexpr const char* kFide =
    R"("options":{"chess_repetition_count":5,"chess_fifty_move_plies":150})";
// The knights out and back: the start position again after every four plies.
constexpr const char* kShuffle =
    R"({"type":"move","move":"g1f3"},{"type":"move","move":"g8f6"},{"type":"move","move":"f3g1"},{"type":"move","move":"f6g8"})";

bool has_note(const Verdict& v, const std::string& text) {
    for (const auto& n : v.notes)
        if (n.find(text) != std::string::npos) return true;
    return false;
}

TEST(AdjudicateVerdict, ThreefoldClaimUnderFideDraws) {
    // FIDE 9.2.1.2: the start position at plies 0, 4, 8; white has the move and claims.
    auto v = verdict_of(std::string(R"({"id":"t","game":"chess",)") + kFide + R"(,"events":[)" +
                        kShuffle + "," + kShuffle + R"(,{"type":"draw_claim","side":"white"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Draw);
    EXPECT_EQ(rule_of(v), "chess.repetition");
    EXPECT_EQ(v.end.ply, 8);
    EXPECT_NE(v.detail.find("9.2.1.2"), std::string::npos) << v.detail;
}

TEST(AdjudicateVerdict, ThreefoldUnderFideWithoutClaimGoesOn) {
    // FIDE 9.6.1: automatic only at the fifth occurrence; the third (ply 8) is not enough.
    auto v = verdict_of(std::string(R"({"id":"t","game":"chess",)") + kFide + R"(,"events":[)" +
                        kShuffle + "," + kShuffle + "]}");
    EXPECT_EQ(v.end.outcome, Outcome::Ongoing);
    EXPECT_EQ(v.end.ply, 8);
}

TEST(AdjudicateVerdict, IncorrectClaimAddsTwoMinutesToTheOpponent) {
    // FIDE 9.5.3: white claims at the second occurrence; black's 1-minute allotment becomes 3.
    const std::string head =
        std::string(R"({"id":"t","game":"chess",)") + kFide +
        R"(,"time_control":{"periods":[{"minutes":1}]},"events":[)" + kShuffle +
        R"(,{"type":"draw_claim","side":"white"},{"type":"move","move":"g1f3"},)";
    auto ok = verdict_of(head + R"({"type":"move","move":"g8f6","seconds":180}]})");
    EXPECT_EQ(ok.end.outcome, Outcome::Ongoing);
    EXPECT_EQ(ok.end.ply, 6);
    EXPECT_TRUE(has_note(ok, "two minutes added to black"));
    auto late = verdict_of(head + R"({"type":"move","move":"g8f6","seconds":180.5}]})");
    EXPECT_EQ(late.end.outcome, Outcome::Win);
    EXPECT_EQ(late.end.winner, Side::First);
    EXPECT_EQ(rule_of(late), "chess.time-control");
    EXPECT_EQ(late.end.ply, 6);
}

TEST(AdjudicateVerdict, IncorrectClaimWithoutClockIsANote) {
    auto v = verdict_of(std::string(R"({"id":"t","game":"chess",)") + kFide + R"(,"events":[)" +
                        kShuffle + R"(,{"type":"draw_claim","side":"white"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Ongoing);
    EXPECT_TRUE(v.fouls.empty());
    EXPECT_TRUE(has_note(v, "refused"));
    EXPECT_FALSE(has_note(v, "two minutes"));
}

TEST(AdjudicateVerdict, ClaimWithWrittenMoveJudgesThePositionAfterIt) {
    // FIDE 9.2.1.1: black writes f6g8, which makes the start position appear the third time.
    auto v = verdict_of(
        std::string(R"({"id":"t","game":"chess",)") + kFide + R"(,"events":[)" + kShuffle +
        R"(,{"type":"move","move":"g1f3"},{"type":"move","move":"g8f6"},{"type":"move","move":"f3g1"},
                           {"type":"draw_claim","side":"black","move":"f6g8"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Draw);
    EXPECT_EQ(rule_of(v), "chess.repetition");
    EXPECT_EQ(v.end.ply, 8);
    EXPECT_NE(v.detail.find("9.2.1.1"), std::string::npos) << v.detail;
}

TEST(AdjudicateVerdict, FiftyMoveClaimWithWrittenMove) {
    // FIDE 9.3.1: clock 99, a quiet written move completes the fifty moves; a pawn move does not
    // (the claim fails, the pawn move stands: black is to move after it).
    auto v = verdict_of(
        std::string(R"({"id":"t","game":"chess","start":"4k3/8/8/8/8/8/4P3/R3K3 w - - 99 60",)") +
        kFide + R"(,"events":[{"type":"draw_claim","side":"white","move":"a1a2"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Draw);
    EXPECT_EQ(rule_of(v), "chess.fifty-move");
    EXPECT_EQ(v.end.ply, 1);
    auto p = verdict_of(
        std::string(R"({"id":"t","game":"chess","start":"4k3/8/8/8/8/8/4P3/R3K3 w - - 99 60",)") +
        kFide +
        R"(,"events":[{"type":"draw_claim","side":"white","move":"e2e4"},{"type":"move","move":"e8d7"}]})");
    EXPECT_EQ(p.end.outcome, Outcome::Ongoing);
    EXPECT_EQ(p.end.ply, 2);
    EXPECT_TRUE(p.fouls.empty());
    EXPECT_TRUE(has_note(p, "refused"));
}

TEST(AdjudicateVerdict, IllegalWrittenMoveIsNotPlayed) {
    // The claim fails; the move is not made and is no foul; white still has the move.
    auto v = verdict_of(
        std::string(R"({"id":"t","game":"chess",)") + kFide +
        R"(,"events":[{"type":"draw_claim","side":"white","move":"e2e5"},{"type":"move","move":"e2e4"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Ongoing);
    EXPECT_EQ(v.end.ply, 1);
    EXPECT_TRUE(v.fouls.empty());
    EXPECT_TRUE(has_note(v, "not legal"));
}

TEST(AdjudicateVerdict, ClaimByTheSideWithoutTheMoveIsRefused) {
    // FIDE 9.2.1: the third occurrence stands at ply 8 with white to move; black's claim fails.
    auto v = verdict_of(std::string(R"({"id":"t","game":"chess",)") + kFide + R"(,"events":[)" +
                        kShuffle + "," + kShuffle + R"(,{"type":"draw_claim","side":"black"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Ongoing);
    EXPECT_TRUE(has_note(v, "does not have the move"));
}

TEST(AdjudicateVerdict, ClaimAfterTouchingAPieceIsRefused) {
    // FIDE 9.4: white touches g1 and then claims the threefold: refused; g1f3 then plays.
    auto v = verdict_of(std::string(R"({"id":"t","game":"chess",)") + kFide + R"(,"events":[)" +
                        kShuffle + "," + kShuffle +
                        R"(,{"type":"touch","point":"g1"},{"type":"draw_claim","side":"white"},
                           {"type":"move","move":"g1f3"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Ongoing);
    EXPECT_EQ(v.end.ply, 9);
    EXPECT_TRUE(has_note(v, "9.4"));
}

TEST(AdjudicateVerdict, WrittenMoveReachingFivefoldDrawsAutomatically) {
    // FIDE 9.6.1: the written move makes the fifth occurrence; the automatic draw decides (no
    // claim).
    std::string ev = kShuffle;
    for (int k = 0; k < 2; ++k) ev += std::string(",") + kShuffle;  // plies 1-12
    ev +=
        R"(,{"type":"move","move":"g1f3"},{"type":"move","move":"g8f6"},{"type":"move","move":"f3g1"},
             {"type":"draw_claim","side":"black","move":"f6g8"})";
    auto v = verdict_of(std::string(R"({"id":"t","game":"chess",)") + kFide + R"(,"events":[)" +
                        ev + "]}");
    EXPECT_EQ(v.end.outcome, Outcome::Draw);
    EXPECT_EQ(rule_of(v), "chess.repetition");
    EXPECT_EQ(v.end.ply,
              16);  // the start position at plies 0, 4, 8, 12, 16 (the record's last event: ply 16)
}

TEST(AdjudicateVerdict, ClaimUnderTheDefaultRuleIsANote) {
    // The default rule: draws are automatic; the claim changes nothing and its written move is
    // played.
    auto v = verdict_of(R"({"id":"t","game":"chess","events":[{"type":"move","move":"g1f3"},
        {"type":"draw_claim","side":"black","move":"g8f6"},{"type":"move","move":"f3g1"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Ongoing);
    EXPECT_EQ(v.end.ply, 3);
    EXPECT_TRUE(has_note(v, "default rule"));
}

TEST(AdjudicateVerdict, DrawClaimIsIgnoredOutsideChess) {
    auto v = verdict_of(
        R"({"id":"t","game":"xiangqi","events":[{"type":"draw_claim","side":"red","move":"h2e2"}]})");
    EXPECT_EQ(v.end.outcome, Outcome::Ongoing);
    EXPECT_EQ(v.end.ply, 0);
    EXPECT_TRUE(has_note(v, "natural_limit_claim"));
}

TEST(AdjudicateVerdict, EveryBundledRecordMeetsItsExpectation) {
    auto outcomes = verify_records({oracle::default_corpus_dir() / "records"});
    ASSERT_TRUE(outcomes.ok()) << outcomes.error().message;
    EXPECT_GE(outcomes.value().size(), 30u);
    for (const auto& o : outcomes.value()) {
        EXPECT_TRUE(o.has_expectation) << o.file;
        EXPECT_TRUE(o.passed) << o.file << ": " << o.message;
    }
}

}  // namespace
}  // namespace arbiter::referee::adjudicate

namespace arbiter::referee::adjudicate {
namespace {

TEST(AdjudicateVerdict, CheckExpectationNamesTheDifference) {
    Verdict v;
    v.game = core::Game::Xiangqi;
    v.end.outcome = Outcome::Win;
    v.end.winner = Side::First;
    v.end.rule = core::RuleId{core::Game::Xiangqi, core::Rule::Fouls};
    v.end.ply = 3;
    RecordExpectation x;
    x.result = Outcome::Win;
    x.check_rule = true;
    x.rule = core::RuleId{core::Game::Xiangqi, core::Rule::Checkmate};
    auto diff = check_expectation(x, v);
    ASSERT_TRUE(diff.has_value());
    EXPECT_NE(diff->find("xiangqi.fouls"), std::string::npos);
    x.rule = core::RuleId{core::Game::Xiangqi, core::Rule::Fouls};
    x.ply = 3;
    EXPECT_FALSE(check_expectation(x, v).has_value());
}

TEST(AdjudicateVerdict, RecordPathsAreFoundInsideCorpusFolders) {
    const auto dir = oracle::default_corpus_dir();
    auto found = record_paths_in({dir, dir / "xiangqi", dir / "records" / "chess"});
    ASSERT_EQ(found.size(), 2u);  // corpus/ -> corpus/records; corpus/xiangqi has none
    EXPECT_EQ(found[0], dir / "records");
    EXPECT_EQ(found[1], dir / "records" / "chess");
}

}  // namespace
}  // namespace arbiter::referee::adjudicate
