// Move notations through the oracle's Adapter (oracle/adapter.h, docs/notation.md): the chess
// adapters read UCI first and then SAN, print in either, and explain a SAN by rule; the other games
// speak only their native notation. Expected moves are read off the positions by hand (the start
// position's 20 moves; the two-knight and pinned-knight diagrams of
// tests/unit/chess/record_notation_test.cpp).

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "oracle/adapter.h"
#include "oracle/registry.h"

namespace arbiter::oracle {
namespace {

std::shared_ptr<Adapter> adapter(core::Game game, Impl impl) {
    auto made = make_adapter(game, impl);
    EXPECT_TRUE(made.ok());
    return made.ok() ? made.value() : nullptr;
}

using Moves = std::vector<std::string>;

// The rule an explanation names, as the reports spell it ("legal" when it names none).
std::string rule_text(const Explanation& e) {
    return e.rule ? std::string(core::rule_name(*e.rule)) : std::string("legal");
}

TEST(OracleNotation, NamesReadBack) {
    for (core::Notation n :
         {core::Notation::Uci, core::Notation::San, core::Notation::Ucci, core::Notation::Usi,
          core::Notation::Iccs, core::Notation::Wxf, core::Notation::Chinese})
        EXPECT_EQ(core::parse_notation(core::notation_name(n)), n);
    EXPECT_FALSE(core::parse_notation("SAN").has_value());
    EXPECT_FALSE(core::parse_notation("WXF").has_value());
    EXPECT_FALSE(core::parse_notation("algebraic").has_value());
    EXPECT_EQ(core::native_notation(core::Game::Chess), core::Notation::Uci);
    EXPECT_EQ(core::native_notation(core::Game::Xiangqi), core::Notation::Ucci);
    EXPECT_EQ(core::native_notation(core::Game::Shogi), core::Notation::Usi);
}

TEST(OracleNotation, ChessAdaptersPrintUciAndSan) {
    // The 20 opening moves in SAN, sorted as strings (uppercase letters before lowercase).
    const Moves san = {"Na3", "Nc3", "Nf3", "Nh3", "a3", "a4", "b3", "b4", "c3", "c4",
                       "d3",  "d4",  "e3",  "e4",  "f3", "f4", "g3", "g4", "h3", "h4"};
    for (Impl impl : {Impl::Reference, Impl::Fast}) {
        auto a = adapter(core::Game::Chess, impl);
        ASSERT_TRUE(a);
        EXPECT_EQ(a->notations(),
                  (std::vector<core::Notation>{core::Notation::Uci, core::Notation::San}));
        auto listed = a->legal_moves_in(core::Notation::San);
        ASSERT_TRUE(listed.ok()) << listed.error().message;
        EXPECT_EQ(listed.value(), san);
        auto uci = a->legal_moves_in(core::Notation::Uci);
        ASSERT_TRUE(uci.ok());
        EXPECT_EQ(uci.value(), a->legal_moves());
        EXPECT_FALSE(a->legal_moves_in(core::Notation::Usi).ok());
        EXPECT_EQ(a->move_in("g1f3", core::Notation::San).value(), "Nf3");
        EXPECT_EQ(a->move_in("Nf3", core::Notation::Uci).value(), "g1f3");
        EXPECT_EQ(a->move_in("0-0", core::Notation::San).ok(), false);  // not legal here
        EXPECT_EQ(a->normal_move("Nf3").value(), "g1f3");
        EXPECT_EQ(a->normal_move("G1F3").value(), "g1f3");  // the base's case-insensitive UCI
        EXPECT_FALSE(a->normal_move("Nf6").ok());
    }
}

TEST(OracleNotation, ChessMovesMayBeSan) {
    for (Impl impl : {Impl::Reference, Impl::Fast}) {
        auto a = adapter(core::Game::Chess, impl);
        ASSERT_TRUE(a);
        ASSERT_TRUE(a->set_position("startpos", {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}).ok());
        EXPECT_EQ(a->fen(), "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4");
        EXPECT_TRUE(a->play("O-O").ok());
        EXPECT_FALSE(a->play("O-O").ok());  // black cannot: the bishop and knight are at home
        auto bad = a->set_position("startpos", {"e4", "Nf6", "Nf6"});
        ASSERT_FALSE(bad.ok());
        EXPECT_NE(bad.error().message.find("'Nf6'"), std::string::npos) << bad.error().message;
    }
    // The reference names the rule an impossible SAN breaks.
    auto ref = adapter(core::Game::Chess, Impl::Reference);
    auto bad = ref->set_position("startpos", {"Nd4"});
    ASSERT_FALSE(bad.ok());
    EXPECT_NE(bad.error().message.find("chess.knight.leap"), std::string::npos)
        << bad.error().message;
}

TEST(OracleNotation, ReferenceExplainsSanByRule) {
    auto ref = adapter(core::Game::Chess, Impl::Reference);
    ASSERT_TRUE(ref);
    ASSERT_TRUE(ref->set_position("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1", {}).ok());
    auto why = ref->explain("Nd2");
    ASSERT_TRUE(why.ok());
    EXPECT_FALSE(why.value().legal);
    EXPECT_EQ(rule_text(why.value()), "chess.notation.ambiguous");
    EXPECT_TRUE(ref->explain("Nbd2").value().legal);
    EXPECT_EQ(rule_text(ref->explain("b1d3").value()), "chess.knight.leap");  // UCI still explained
    EXPECT_FALSE(ref->explain("Nd").ok());                                    // malformed: an error
    ASSERT_TRUE(ref->set_position("4k3/8/8/8/8/8/8/4K1Nr w - - 0 1", {}).ok());
    EXPECT_EQ(rule_text(ref->explain("Nf3").value()), "chess.self-check");
}

TEST(OracleNotation, NativeMovesRewritesSanForEngines) {
    for (Impl impl : {Impl::Reference, Impl::Fast}) {
        auto a = adapter(core::Game::Chess, impl);
        ASSERT_TRUE(a);
        auto native =
            native_moves(*a, "startpos", {"e4", "e7e5", "Nf3", "Nc6", "Bb5", "a6", "O-O"});
        ASSERT_TRUE(native.ok()) << native.error().message;
        EXPECT_EQ(native.value(), (Moves{"e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6", "e1g1"}));
        EXPECT_EQ(a->side_to_move(), 1);  // left after the moves
        EXPECT_FALSE(native_moves(*a, "startpos", {"e4", "e4"}).ok());
    }
}

// Xiangqi prints its coordinates and the record notations ICCS, WXF and Chinese
// (docs/notation.md); the start position's moves include the opening of the 1997 Zhongli Cup final.
TEST(OracleNotation, XiangqiAdaptersPrintTheRecordNotations) {
    for (Impl impl : {Impl::Reference, Impl::Fast}) {
        auto a = adapter(core::Game::Xiangqi, impl);
        ASSERT_TRUE(a);
        EXPECT_EQ(a->notations(),
                  (std::vector<core::Notation>{core::Notation::Ucci, core::Notation::Iccs,
                                               core::Notation::Wxf, core::Notation::Chinese}));
        EXPECT_FALSE(a->legal_moves_in(core::Notation::San).ok());
        for (const auto& [notation, text] : std::vector<std::pair<core::Notation, std::string>>{
                 {core::Notation::Iccs, "H2-E2"},
                 {core::Notation::Wxf, "C2.5"},
                 {core::Notation::Chinese, "炮二平五"}}) {
            auto listed = a->legal_moves_in(notation);
            ASSERT_TRUE(listed.ok());
            EXPECT_EQ(listed.value().size(), 44u);
            EXPECT_NE(std::find(listed.value().begin(), listed.value().end(), text),
                      listed.value().end())
                << text;
            auto normal = a->normal_move(text);
            ASSERT_TRUE(normal.ok()) << text;
            EXPECT_EQ(normal.value(), "h2e2");
        }
    }
}

TEST(OracleNotation, OtherGamesSpeakTheirNativeNotationOnly) {
    for (core::Game game : {core::Game::Shogi}) {
        auto a = adapter(game, Impl::Reference);
        ASSERT_TRUE(a);
        EXPECT_EQ(a->notations(), std::vector<core::Notation>{core::native_notation(game)});
        EXPECT_FALSE(a->legal_moves_in(core::Notation::San).ok());
        auto native = a->legal_moves_in(core::native_notation(game));
        ASSERT_TRUE(native.ok());
        EXPECT_EQ(native.value(), a->legal_moves());
    }
}

}  // namespace
}  // namespace arbiter::oracle
