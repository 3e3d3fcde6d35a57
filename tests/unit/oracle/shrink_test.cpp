// The one shortest-diverging-line search (oracle/shrink.h) that serves `diff` and `engine`: a
// source that is wrong on purpose at a known line must be pinned to exactly that line.

#include "oracle/shrink.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "oracle/registry.h"

namespace arbiter::oracle {
namespace {

std::shared_ptr<Adapter> reference_at(core::Game game, const std::string& fen) {
    auto made = make_adapter(game, Impl::Reference);
    EXPECT_TRUE(made.ok());
    auto set = made.value()->set_position(fen, {});
    EXPECT_TRUE(set.ok());
    return made.value();
}

// A correct source except that at the node `bad_line` it forgets the move `forgotten` (so every
// count above that node lacks the forgotten subtree), or claims check there.
class BrokenSource final : public DivideSource {
public:
    BrokenSource(Adapter& adapter, std::vector<std::string> bad_line, std::string forgotten,
                 bool claim_check = false)
        : inner_(adapter),
          bad_line_(std::move(bad_line)),
          forgotten_(std::move(forgotten)),
          claim_check_(claim_check) {}

    std::variant<DivideCounts, SourceFailure> divide(const std::vector<std::string>& line,
                                                     int depth) override {
        DivideCounts out = std::get<DivideCounts>(inner_.divide(line, depth));
        if (forgotten_.empty()) return out;
        if (line == bad_line_) {
            out.erase(forgotten_);
            return out;
        }
        const bool prefix = line.size() < bad_line_.size() &&
                            std::equal(line.begin(), line.end(), bad_line_.begin());
        if (!prefix) return out;
        // The child toward the bad node loses the forgotten subtree when the depth reaches it.
        const int below =
            static_cast<int>(bad_line_.size() - line.size());  // plies from child to bad node
        const int left = depth - 1 - below;                    // plies under the forgotten move
        if (left < 0) return out;
        std::vector<std::string> forgotten_line = bad_line_;
        forgotten_line.push_back(forgotten_);
        std::uint64_t lost = 1;
        if (left > 0) {
            lost = 0;
            const DivideCounts under = std::get<DivideCounts>(inner_.divide(forgotten_line, left));
            for (const auto& [m, n] : under) lost += n;
        }
        out[bad_line_[line.size()]] -= lost;
        return out;
    }
    std::optional<bool> in_check(const std::vector<std::string>& line) override {
        const auto truth = inner_.in_check(line);
        if (claim_check_ && truth && line == bad_line_) return !*truth;
        return truth;
    }

private:
    AdapterDivideSource inner_;
    std::vector<std::string> bad_line_;
    std::string forgotten_;
    bool claim_check_;
};

TEST(OracleShrink, AgreementReportsTheRootCount) {
    auto ours = reference_at(core::Game::Chess, "startpos");
    auto theirs = reference_at(core::Game::Chess, "startpos");
    AdapterDivideSource a(*ours), b(*theirs);
    const auto result = find_divergence(a, b, *ours, 3);
    ASSERT_TRUE(std::holds_alternative<Agreement>(result));
    EXPECT_EQ(std::get<Agreement>(result).nodes, 8902u);  // CPW perft(3) of the start position
}

TEST(OracleShrink, PinsAForgottenReplyToItsLine) {
    // 1.e4 and then black's e7e5 is missing: the search must walk to exactly that node.
    auto ours = reference_at(core::Game::Chess, "startpos");
    auto theirs = reference_at(core::Game::Chess, "startpos");
    AdapterDivideSource a(*ours);
    BrokenSource b(*theirs, {"e2e4"}, "e7e5");
    const auto result = find_divergence(a, b, *ours, 3);
    ASSERT_TRUE(std::holds_alternative<Divergence>(result));
    const auto& d = std::get<Divergence>(result);
    EXPECT_EQ(d.root_ours, 8902u);  // CPW perft(3)
    EXPECT_LT(d.root_theirs, d.root_ours);
    EXPECT_EQ(d.line, std::vector<std::string>{"e2e4"});
    ASSERT_EQ(d.only_ours.size(), 1u);
    EXPECT_EQ(d.only_ours[0].move, "e7e5");
    EXPECT_TRUE(d.only_ours[0].legal);
    EXPECT_TRUE(d.only_theirs.empty());
    // FEN as the PGN standard (16.1.3.4) writes it: the square behind a pawn that just
    // double-pushed.
    EXPECT_EQ(d.fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    const auto j = divergence_json(d, "reference", "fast");
    EXPECT_EQ(j["ours"], "reference");
    EXPECT_EQ(j["theirs"], "fast");
    EXPECT_EQ(j["only_ours"][0]["move"], "e7e5");
    EXPECT_TRUE(j["only_theirs"].empty());
    EXPECT_TRUE(j["in_check"].is_null());
    // The adapters are back on the root.
    EXPECT_EQ(ours->fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    EXPECT_EQ(theirs->fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
}

TEST(OracleShrink, WalksTwoPliesDownToTheForgottenMove) {
    auto ours = reference_at(core::Game::Chess, "startpos");
    auto theirs = reference_at(core::Game::Chess, "startpos");
    AdapterDivideSource a(*ours);
    BrokenSource b(*theirs, {"e2e4", "e7e5"}, "g1f3");
    const auto result = find_divergence(a, b, *ours, 4);
    ASSERT_TRUE(std::holds_alternative<Divergence>(result));
    const auto& d = std::get<Divergence>(result);
    EXPECT_EQ(d.root_ours, 197281u);  // CPW perft(4)
    EXPECT_EQ(d.line, (std::vector<std::string>{"e2e4", "e7e5"}));
    ASSERT_EQ(d.only_ours.size(), 1u);
    EXPECT_EQ(d.only_ours[0].move, "g1f3");
    EXPECT_TRUE(d.only_theirs.empty());
}

TEST(OracleShrink, ReportsACheckFlagDifference) {
    auto ours = reference_at(core::Game::Chess, "startpos");
    auto theirs = reference_at(core::Game::Chess, "startpos");
    AdapterDivideSource a(*ours);
    BrokenSource b(*theirs, {}, "", /*claim_check=*/true);
    const auto result = find_divergence(a, b, *ours, 2);
    ASSERT_TRUE(std::holds_alternative<Divergence>(result));
    const auto& d = std::get<Divergence>(result);
    EXPECT_TRUE(d.line.empty());
    ASSERT_TRUE(d.check_ours && d.check_theirs);
    EXPECT_FALSE(*d.check_ours);
    EXPECT_TRUE(*d.check_theirs);
}

}  // namespace
}  // namespace arbiter::oracle
