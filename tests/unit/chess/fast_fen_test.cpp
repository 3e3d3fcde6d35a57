// FEN parsing and printing of fast/chess: round trips, both en passant conventions, four-field
// FEN, and every problem code of the contract (corpus expect.fen_error).

#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "fast/chess/notation.h"

namespace arbiter::fast::chess {
namespace {

bool has_code(std::string_view fen, std::string_view code) {
    auto r = parse_position(fen);
    if (r.ok()) return false;
    for (std::string_view c : r.error().codes)
        if (c == code) return true;
    return false;
}

TEST(ChessFastFen, PrintsWhatItParsed) {
    for (std::string_view fen : {
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
             "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
             "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
             "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
             "rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b Kq e3 0 3",
         }) {
        auto pos = parse_position(fen);
        ASSERT_TRUE(pos.ok()) << fen;
        EXPECT_EQ(print_position(pos.value()), fen);
        EXPECT_TRUE(pos.value().invariants_hold());
    }
}

TEST(ChessFastFen, FourFieldsDefaultTheClocks) {
    auto pos = parse_position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
    ASSERT_TRUE(pos.ok());
    EXPECT_EQ(pos.value().halfmove_clock(), 0u);
    EXPECT_EQ(pos.value().fullmove_number(), 1u);
    EXPECT_EQ(pos.value(), Position::startpos());
}

TEST(ChessFastFen, AcceptsBothEnPassantConventions) {
    // After 1.e4 some programs write e3 (every double push), others '-' (no capture possible).
    auto with = parse_position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    auto without = parse_position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    ASSERT_TRUE(with.ok());
    ASSERT_TRUE(without.ok());
    EXPECT_EQ(with.value(), without.value());  // no black pawn can take: the square is dropped
    EXPECT_EQ(with.value().hash(), without.value().hash());
    // With a black pawn on d4 the capture exists and the square is kept.
    auto kept = parse_position("rnbqkbnr/ppp1pppp/8/8/3pP3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 3");
    ASSERT_TRUE(kept.ok());
    EXPECT_EQ(kept.value().en_passant(), make_square(4, 2));
}

TEST(ChessFastFen, DropsAnEnPassantSquareWhoseCaptureIsIllegal) {
    // White Ka5, pawns b5 (white) and c5 (black, just pushed), black rook h5: bxc6 would open
    // the fifth rank to the rook, so no en passant possibility remains.
    auto pos = parse_position("8/8/8/KPp4r/8/8/8/7k w - c6 0 1");
    ASSERT_TRUE(pos.ok());
    EXPECT_EQ(pos.value().en_passant(), kNoSquare);
}

TEST(ChessFastFen, ReportsSyntaxProblemsByField) {
    EXPECT_TRUE(has_code("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "bad_board"));
    EXPECT_TRUE(has_code("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "bad_board"));
    EXPECT_TRUE(has_code("rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "bad_board"));
    EXPECT_TRUE(has_code("rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "bad_board"));
    EXPECT_TRUE(
        has_code("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "bad_side_to_move"));
    EXPECT_TRUE(
        has_code("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkX - 0 1", "bad_castling"));
    EXPECT_TRUE(
        has_code("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KKq - 0 1", "bad_castling"));
    EXPECT_TRUE(
        has_code("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1", "bad_en_passant"));
    EXPECT_TRUE(has_code("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", "bad_clock"));
    EXPECT_TRUE(has_code("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1", "bad_clock"));
    EXPECT_TRUE(
        has_code("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1000000", "bad_clock"));
    EXPECT_TRUE(
        has_code("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0", "wrong_field_count"));
    EXPECT_TRUE(has_code("", "wrong_field_count"));
    EXPECT_TRUE(has_code(std::string(300, '8'), "bad_board"));
}

TEST(ChessFastFen, ReportsEveryValidityProblemCode) {
    EXPECT_TRUE(has_code("8/8/8/8/8/8/8/4K3 w - - 0 1", "missing_king"));
    EXPECT_TRUE(has_code("4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "too_many_kings"));
    EXPECT_TRUE(has_code("P3k3/8/8/8/8/8/8/4K3 w - - 0 1", "pawn_on_back_rank"));
    EXPECT_TRUE(has_code("4k3/8/8/8/8/8/8/4K2p w - - 0 1", "pawn_on_back_rank"));
    EXPECT_TRUE(has_code("4k3/4R3/8/8/8/8/8/4K3 w - - 0 1", "opposite_check"));
    EXPECT_TRUE(has_code("4k3/8/8/8/8/8/8/4K3 w K - 0 1", "castling_without_king_or_rook"));
    EXPECT_TRUE(has_code("4k3/8/8/8/8/8/8/R3K3 w Kq - 0 1", "castling_without_king_or_rook"));
    EXPECT_TRUE(has_code("4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "impossible_en_passant"));
    EXPECT_TRUE(has_code("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", "impossible_en_passant"));
    EXPECT_TRUE(has_code("4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", "too_many_pawns"));
    EXPECT_TRUE(has_code("qqqqkqqq/qqqqqqqq/q7/8/8/8/8/4K3 w - - 0 1", "too_many_pieces"));
}

// Issue 39: the same FENs as ChessFen.SecondKingDoesNotUnmakeACastlingRight, counted by hand
// there; a second king does not unmake the rights a king and its rooks make.
TEST(ChessFastFen, SecondKingDoesNotUnmakeACastlingRight) {
    auto sorted_codes = [](std::string_view fen, bool chess960 = false) {
        std::vector<std::string> out;
        auto r = parse_position(fen, chess960);
        if (!r.ok())
            for (std::string_view c : r.error().codes) out.emplace_back(c);
        std::sort(out.begin(), out.end());
        return out;
    };
    using Codes = std::vector<std::string>;
    EXPECT_EQ(sorted_codes("rnbqkBnr/pppppppp/8/8/4P3/8/PPP1PPPP/RNBQKKNR b KQkq e3 0 1"),
              (Codes{"impossible_en_passant", "too_many_kings", "too_many_pieces"}));
    EXPECT_EQ(sorted_codes("4k3/8/8/8/8/8/8/R3KK1R w KQ - 0 1"), Codes{"too_many_kings"});
    EXPECT_EQ(sorted_codes("4k3/8/8/8/8/8/8/R2K1K1R w KQ - 0 1"),
              (Codes{"castling_without_king_or_rook", "too_many_kings"}));
    EXPECT_EQ(sorted_codes("4k3/8/8/8/8/8/8/1K1R2K1 w D - 0 1", true), Codes{"too_many_kings"});
    // The queen's side in Chess960: kings b1 and g1, the rook a1 (X-FEN Q) is beside b1.
    EXPECT_EQ(sorted_codes("4k3/8/8/8/8/8/8/RK4K1 w Q - 0 1", true), Codes{"too_many_kings"});
}

// A move to its own square is well formed (UCI syntax) and no legal move, for every piece type
// (issue 39; reference/chess explains it by the piece's movement rule).
TEST(ChessFastNotation, MoveToItsOwnSquareIsNoLegalMove) {
    const Position start = parse_position("startpos").value();
    for (std::string_view text : {"a2a2", "e2e2", "b1b1", "c1c1", "a1a1", "d1d1", "e1e1", "e2e2q",
                                  "e7e7", "e8e8", "e4e4"}) {
        const auto parsed = parse_move(text);
        ASSERT_TRUE(parsed.has_value()) << text;
        EXPECT_FALSE(find_legal(start, *parsed).has_value()) << text;
    }
}

TEST(ChessFastFen, ReportsAllProblemsAtOnce) {
    auto r = parse_position("P7/8/8/8/8/8/8/8 w K e6 0 1");
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(has_code("P7/8/8/8/8/8/8/8 w K e6 0 1", "missing_king"));
    EXPECT_TRUE(has_code("P7/8/8/8/8/8/8/8 w K e6 0 1", "pawn_on_back_rank"));
    EXPECT_TRUE(has_code("P7/8/8/8/8/8/8/8 w K e6 0 1", "castling_without_king_or_rook"));
    EXPECT_TRUE(has_code("P7/8/8/8/8/8/8/8 w K e6 0 1", "impossible_en_passant"));
}

TEST(ChessFastFen, GarbageNeverCrashes) {
    for (std::string_view text : {"", " ", "/", "////////", "8/8/8/8/8/8/8/8", "\x01\x02\xff",
                                  "k7/8/8/8/8/8/8/7K w - - 99999999999999999999 1",
                                  "k7/8/8/8/8/8/8/7K w - - 0 1 extra", "startpos"}) {
        auto r = parse_position(text);
        if (r.ok()) {
            EXPECT_TRUE(r.value().invariants_hold());
        }
    }
}

TEST(ChessFastNotation, UciMovesParseAndPrint) {
    const auto m = parse_move("e7e8q");
    ASSERT_TRUE(m.has_value());
    EXPECT_EQ(m->from, make_square(4, 6));
    EXPECT_EQ(m->to, make_square(4, 7));
    EXPECT_EQ(m->promotion, Queen);
    EXPECT_FALSE(parse_move("e7e9"));
    EXPECT_FALSE(parse_move("e7e8x"));
    EXPECT_FALSE(parse_move("e7"));
    EXPECT_EQ(print_move(Move(make_square(4, 6), make_square(4, 7), MoveKind::Promotion, Knight)),
              "e7e8n");
    EXPECT_EQ(print_move(Move(make_square(4, 0), make_square(6, 0), MoveKind::Castling)), "e1g1");
}

}  // namespace
}  // namespace arbiter::fast::chess

namespace arbiter::fast::chess {
namespace {

// X-FEN and Shredder-FEN castling fields (docs/notation.md, Chess960): read as the reference reads
// them; standard chess holds only standard rights (Chess960: fast_chess960_test.cpp).
TEST(ChessFastFen, ReadsShredderAndXFenCastlingFields) {
    // Shredder-FEN rook files for a standard position: the same rights as KQkq.
    auto letters = parse_position("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    ASSERT_TRUE(letters.ok());
    EXPECT_EQ(print_position(letters.value()), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    // The setup keeps the rook files, and prints X-FEN: a letter for an inner rook.
    auto inner = parse_fen("4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
    ASSERT_TRUE(inner.ok());
    EXPECT_EQ(inner.value().castling_files[0], 5);
    EXPECT_EQ(print_fen(inner.value()), "4k3/8/8/8/8/8/8/4KR1R w F - 0 1");
    auto outer = parse_fen("4k3/8/8/8/8/8/8/4KR1R w H - 0 1");
    ASSERT_TRUE(outer.ok());
    EXPECT_EQ(print_fen(outer.value()), "4k3/8/8/8/8/8/8/4KR1R w K - 0 1");
    // CPW Chess960 perft table, position 1: a well-formed field, refused as standard chess.
    EXPECT_TRUE(
        parse_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9").ok());
    EXPECT_TRUE(has_code("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
                         "castling_without_king_or_rook"));
    EXPECT_TRUE(has_code("4k3/8/8/8/8/8/8/4KR1R w F - 0 1", "castling_without_king_or_rook"));
    // One right per colour and side; other letters are malformed.
    EXPECT_TRUE(has_code("4k3/8/8/8/8/8/8/4KR1R w KH - 0 1", "bad_castling"));
    EXPECT_TRUE(has_code("4k3/8/8/8/8/8/8/4KR1R w KX - 0 1", "bad_castling"));
}

}  // namespace
}  // namespace arbiter::fast::chess
