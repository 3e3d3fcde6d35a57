// SAN in both implementations (reference/chess/record_notation.h, fast/chess/record_notation.h):
// every case runs through both. The positions are built by hand for the SAN edge case they show
// (the reasoning is beside each); the checks and mates were confirmed with stockfish 15.1
// (`position fen F moves M`, `d` shows the checkers, `go perft 1` counts the replies: 0 for mate).
// The game is Morphy's "Opera game" (Paris 1858) from its published score (e.g. Chernev, "The Most
// Instructive Games of Chess Ever Played", game 1).

#include "fast/chess/record_notation.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "fast/chess/movegen.h"
#include "fast/chess/notation.h"
#include "reference/chess/notation.h"
#include "reference/chess/record_notation.h"
#include "reference/chess/rules.h"

namespace arbiter {
namespace {

namespace ref = reference::chess;
namespace fc = fast::chess;

ref::Position ref_position(std::string_view fen) {
    auto pos = ref::parse_position(fen);
    if (!pos) {
        ADD_FAILURE() << "reference refuses " << fen;
        return ref::Position::standard();
    }
    return pos.value();
}

fc::Position fast_position(std::string_view fen) {
    auto pos = fc::parse_position(fen);
    if (!pos) {
        ADD_FAILURE() << "fast refuses " << fen;
        return fc::Position::startpos();
    }
    return pos.value();
}

// The UCI text of the move `san` names, in each implementation; nullopt when refused.
std::optional<std::string> ref_read(std::string_view fen, std::string_view san) {
    auto move = ref::parse_san(ref_position(fen), san);
    if (!move) return std::nullopt;
    return ref::print_move(move.value());
}
std::optional<std::string> fast_read(std::string_view fen, std::string_view san) {
    auto move = fc::parse_san(fast_position(fen), san);
    if (!move) return std::nullopt;
    return fc::print_move(move.value());
}

// The canonical SAN each implementation prints for the UCI move `uci`.
std::string ref_write(std::string_view fen, std::string_view uci) {
    const ref::Position pos = ref_position(fen);
    auto move = ref::parse_move(uci);
    EXPECT_TRUE(move.ok()) << uci;
    if (!move) return {};
    const auto legal = ref::legal_moves(pos);
    EXPECT_NE(std::find(legal.begin(), legal.end(), move.value()), legal.end()) << uci;
    return ref::print_san(pos, move.value());
}
std::string fast_write(std::string_view fen, std::string_view uci) {
    const fc::Position pos = fast_position(fen);
    auto parsed = fc::parse_move(uci);
    EXPECT_TRUE(parsed.has_value()) << uci;
    if (!parsed) return {};
    auto move = fc::find_legal(pos, *parsed);
    EXPECT_TRUE(move.has_value()) << uci << " is not legal in " << fen;
    if (!move) return {};
    return fc::print_san(pos, *move);
}

// `uci` is printed as `san` by both, and `san` reads back as `uci` in both.
void expect_san(std::string_view fen, std::string_view uci, std::string_view san) {
    SCOPED_TRACE(std::string(fen) + " " + std::string(uci) + " " + std::string(san));
    EXPECT_EQ(ref_write(fen, uci), san);
    EXPECT_EQ(fast_write(fen, uci), san);
    EXPECT_EQ(ref_read(fen, san), std::string(uci));
    EXPECT_EQ(fast_read(fen, san), std::string(uci));
}

// A tolerated (non-canonical) text reads as `uci` in both.
void expect_reads(std::string_view fen, std::string_view text, std::string_view uci) {
    SCOPED_TRACE(std::string(fen) + " '" + std::string(text) + "'");
    EXPECT_EQ(ref_read(fen, text), std::string(uci));
    EXPECT_EQ(fast_read(fen, text), std::string(uci));
}

// Both refuse `text` with this kind; the reference names `rule` (nullopt: none, Malformed).
void expect_refused(std::string_view fen, std::string_view text, ref::SanErrorKind kind,
                    std::optional<std::string_view> rule = std::nullopt) {
    SCOPED_TRACE(std::string(fen) + " '" + std::string(text) + "'");
    auto r = ref::parse_san(ref_position(fen), text);
    ASSERT_FALSE(r.ok()) << ref::print_move(r.value());
    EXPECT_EQ(r.error().kind, kind) << r.error().message();
    if (rule) {
        ASSERT_TRUE(r.error().rule.has_value()) << r.error().message();
        EXPECT_EQ(ref::rule_name(*r.error().rule), *rule) << r.error().message();
    } else {
        EXPECT_FALSE(r.error().rule.has_value()) << r.error().message();
    }
    auto f = fc::parse_san(fast_position(fen), text);
    ASSERT_FALSE(f.ok()) << fc::print_move(f.value());
    EXPECT_EQ(static_cast<int>(f.error().kind), static_cast<int>(kind)) << f.error().kind_name();
}

void expect_malformed(std::string_view text) {
    expect_refused("startpos", text, ref::SanErrorKind::Malformed);
}

constexpr std::string_view kStart = "startpos";
using Kind = ref::SanErrorKind;

TEST(ChessSan, StartPositionMoves) {
    expect_san(kStart, "e2e4", "e4");
    expect_san(kStart, "e2e3", "e3");
    expect_san(kStart, "g1f3", "Nf3");
    expect_san(kStart, "b1c3", "Nc3");
    expect_san(kStart, "a2a3", "a3");
}

// Knights on b1 and f1 both reach d2 (b1: a3 c3 d2; f1: d2 e3 g3 h2); only b1 reaches c3.
constexpr std::string_view kTwoKnights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1";

TEST(ChessSan, DisambiguatesByFile) {
    expect_san(kTwoKnights, "b1d2", "Nbd2");
    expect_san(kTwoKnights, "f1d2", "Nfd2");
    expect_san(kTwoKnights, "b1c3", "Nc3");
    expect_san(kTwoKnights, "f1g3", "Ng3");
}

// Rooks on a1 and a5 share the a-file: both reach a2, a3 and a4, so the rank tells them apart.
constexpr std::string_view kTwoRooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1";

TEST(ChessSan, DisambiguatesByRank) {
    expect_san(kTwoRooks, "a1a3", "R1a3");
    expect_san(kTwoRooks, "a5a3", "R5a3");
    expect_san(kTwoRooks, "a5a4", "R5a4");
    expect_san(kTwoRooks, "a1b1", "Rb1");   // only the a1 rook is on the first rank
    expect_san(kTwoRooks, "a5h5", "Rh5");   // only the a5 rook is on the fifth
    expect_san(kTwoRooks, "a5a8", "Ra8+");  // along the eighth rank to the king on e8
}

// Queens on a1, a3 and c1 all reach b2 and c3: a1 shares its file with a3 and its rank with c1,
// so only the whole square names it (FIDE Laws (2023) Appendix C.10).
constexpr std::string_view kThreeQueens = "4k3/8/8/8/8/Q7/8/Q1Q4K w - - 0 1";

TEST(ChessSan, DisambiguatesByFileAndRank) {
    expect_san(kThreeQueens, "a1b2", "Qa1b2");
    expect_san(kThreeQueens, "a3b2", "Q3b2");  // a1 shares the file, nobody the rank
    expect_san(kThreeQueens, "c1b2", "Qcb2");  // nobody shares the c-file
    expect_san(kThreeQueens, "a1c3", "Qa1c3");
    expect_reads(kThreeQueens, "Qa1-b2", "a1b2");
    expect_refused(kThreeQueens, "Qb2", Kind::Ambiguous, "chess.notation.ambiguous");
    expect_refused(kThreeQueens, "Qab2", Kind::Ambiguous, "chess.notation.ambiguous");
    expect_refused(kThreeQueens, "Q1b2", Kind::Ambiguous, "chess.notation.ambiguous");
}

// The c3 knight is pinned by the bishop on a5 (a5-b4-c3-d2-e1): only the g1 knight reaches e2,
// so no disambiguation is written (PGN standard 8.2.3.4: only legal moves count).
constexpr std::string_view kPinnedKnight = "4k3/8/8/b7/8/2N5/8/4K1N1 w - - 0 1";

TEST(ChessSan, PinnedPieceNeedsNoDisambiguation) {
    expect_san(kPinnedKnight, "g1e2", "Ne2");
    expect_reads(kPinnedKnight, "Nge2", "g1e2");  // over-disambiguated: tolerated
    expect_reads(kPinnedKnight, "Ng1e2", "g1e2");
    expect_refused(kPinnedKnight, "Nce2", Kind::Illegal, "chess.self-check");
    expect_refused(kPinnedKnight, "Nd5", Kind::Illegal, "chess.self-check");  // only c3 reaches d5
}

TEST(ChessSan, AmbiguousMoveIsRefusedByRule) {
    expect_refused(kTwoKnights, "Nd2", Kind::Ambiguous, "chess.notation.ambiguous");
    expect_refused(kTwoRooks, "Ra3", Kind::Ambiguous, "chess.notation.ambiguous");
    auto r = ref::parse_san(ref_position(kTwoKnights), "Nd2");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().fits.size(), 2u);
}

// The only knight (g1) is pinned by the rook on h1 against the king on e1.
constexpr std::string_view kPinnedOnRank = "4k3/8/8/8/8/8/8/4K1Nr w - - 0 1";

TEST(ChessSan, ImpossibleMoveNamesTheRuleItBreaks) {
    expect_refused(kPinnedOnRank, "Nf3", Kind::Illegal, "chess.self-check");
    expect_refused(kPinnedOnRank, "Nd4", Kind::Illegal,
                   "chess.knight.leap");  // no knight gets there
    expect_refused(kPinnedOnRank, "Qd4", Kind::Illegal, "chess.queen.slide");  // no queen at all
    expect_refused(kPinnedOnRank, "Kg1", Kind::Illegal, "chess.king.step");    // two squares
    expect_refused(kPinnedOnRank, "Kc3", Kind::Illegal, "chess.king.step");
    expect_refused(kPinnedOnRank, "e4", Kind::Illegal, "chess.pawn.push");  // no pawn at all
    expect_refused(kPinnedOnRank, "dxe4", Kind::Illegal, "chess.pawn.capture");
    expect_refused(kPinnedOnRank, "O-O", Kind::Illegal, "chess.castling.rights");
    expect_refused(kStart, "Nd4", Kind::Illegal, "chess.knight.leap");
    expect_refused(kStart, "e5", Kind::Illegal, "chess.pawn.push");
    expect_refused(kStart, "Bc4", Kind::Illegal, "chess.bishop.slide");  // blocked by d2
    expect_refused(kStart, "O-O", Kind::Illegal, "chess.castling.blocked");
    expect_refused(kStart, "O-O-O", Kind::Illegal, "chess.castling.blocked");
    expect_refused(kStart, "exd3", Kind::Illegal, "chess.pawn.capture");  // nothing on d3
}

// The pawn on b7 can push to b8 or take the rook on a8; a queen or rook on a8 or b8 checks the
// king on e8 along the eighth rank (stockfish: checker a8, 3 replies; not mate).
constexpr std::string_view kPromotion = "r3k3/1P6/8/8/8/8/8/4K3 w - - 0 1";

TEST(ChessSan, PromotionWithCaptureAndCheck) {
    expect_san(kPromotion, "b7a8q", "bxa8=Q+");
    expect_san(kPromotion, "b7a8r", "bxa8=R+");
    expect_san(kPromotion, "b7a8b", "bxa8=B");
    expect_san(kPromotion, "b7a8n", "bxa8=N");
    expect_san(kPromotion, "b7b8q", "b8=Q+");
    expect_san(kPromotion, "b7b8n", "b8=N");
    // Tolerated: no '=', a lowercase piece, no capture mark, the whole origin, no check mark.
    expect_reads(kPromotion, "bxa8Q", "b7a8q");
    expect_reads(kPromotion, "bxa8=q", "b7a8q");
    expect_reads(kPromotion, "bxa8q+", "b7a8q");
    expect_reads(kPromotion, "bxa8b", "b7a8b");  // a lone b after the square is a bishop
    expect_reads(kPromotion, "ba8=Q", "b7a8q");
    expect_reads(kPromotion, "b7xa8=Q", "b7a8q");
    expect_reads(kPromotion, "bxa8=Q", "b7a8q");
    expect_reads(kPromotion, "b8Q", "b7b8q");
    // A pawn reaching the last rank must name Q, R, B or N; no other move names one.
    expect_refused(kPromotion, "bxa8", Kind::Illegal, "chess.pawn.promotion");
    expect_refused(kPromotion, "b8", Kind::Illegal, "chess.pawn.promotion");
    expect_refused(kPromotion, "bxa8=K", Kind::Illegal, "chess.pawn.promotion");
    expect_refused(kPromotion, "b8=P", Kind::Illegal, "chess.pawn.promotion");
    expect_refused(kPromotion, "Kd2=Q", Kind::Illegal, "chess.pawn.promotion");
}

// Black king a8, white king b6, pawn c7: c8=Q and c8=R both mate (stockfish: checker c8, no
// replies); c8=N and c8=B do not check.
TEST(ChessSan, PromotionWithMate) {
    constexpr std::string_view fen = "k7/2P5/1K6/8/8/8/8/8 w - - 0 1";
    expect_san(fen, "c7c8q", "c8=Q#");
    expect_san(fen, "c7c8r", "c8=R#");
    expect_san(fen, "c7c8n", "c8=N");
    expect_reads(fen, "c8=Q+", "c7c8q");  // a wrong check mark is tolerated
    expect_reads(fen, "c8Q#", "c7c8q");
}

TEST(ChessSan, CastlingWithCheck) {
    // O-O puts the rook on f1, checking the king on f8 along the open f-file (stockfish: checker
    // f1, 4 replies).
    constexpr std::string_view white = "5k2/8/8/8/8/8/8/4K2R w K - 0 1";
    expect_san(white, "e1g1", "O-O+");
    expect_reads(white, "O-O", "e1g1");
    expect_reads(white, "0-0+", "e1g1");
    expect_reads(white, "0-0", "e1g1");
    expect_reads(white, "O-O#", "e1g1");
    expect_refused(white, "O-O-O", Kind::Illegal, "chess.castling.rights");
    expect_refused(white, "Kg1", Kind::Illegal, "chess.king.step");  // castling is written O-O
    // Black's O-O-O puts the rook on d8, checking the king on d1 (stockfish: checker d8).
    constexpr std::string_view black = "r3k3/8/8/8/8/8/8/3K4 b q - 0 1";
    expect_san(black, "e8c8", "O-O-O+");
    expect_reads(black, "0-0-0", "e8c8");
    expect_reads(black, "O-O-O!?", "e8c8");
    expect_refused(black, "O-O", Kind::Illegal, "chess.castling.rights");
}

// Black has just played d7-d5. exd6 e.p. empties d5 and e5, so the rook on a5 checks the king on
// h5 along the fifth rank; g4 (knight f2), h4 (bishop g3), g6 (king f7), h6 (knight g8) and g5
// (the rook) are covered: mate (stockfish: checker a5, no replies).
TEST(ChessSan, EnPassantWithMate) {
    constexpr std::string_view fen = "6N1/5K2/8/R2pP2k/8/6B1/5N2/8 w - d6 0 1";
    expect_san(fen, "e5d6", "exd6#");
    expect_reads(fen, "exd6", "e5d6");
    expect_reads(fen, "ed6", "e5d6");
    expect_reads(fen, "e5xd6#", "e5d6");
    expect_san(fen, "e5e6", "e6");
    expect_refused(fen, "exd6 e.p.", Kind::Malformed);  // the "e.p." remark is not read
}

// A wrong capture mark resolves like a right one: the squares decide.
TEST(ChessSan, CaptureMarkIsNotChecked) {
    expect_reads(kStart, "Nxf3", "g1f3");
    expect_reads(kPromotion, "Kxd2", "e1d2");
    expect_reads(kTwoRooks, "Rxa8+", "a5a8");  // missing capture is the same question
}

TEST(ChessSan, SuffixesAndAnnotationsAreTolerated) {
    for (std::string_view text : {"Nf3!", "Nf3?", "Nf3!!", "Nf3??", "Nf3!?", "Nf3?!", "Nf3+",
                                  "Nf3#", "Nf3++", "Nf3+!", "Nf3#?!"})
        expect_reads(kStart, text, "g1f3");
}

TEST(ChessSan, LongAlgebraicIsTolerated) {
    expect_reads(kStart, "Ng1-f3", "g1f3");
    expect_reads(kStart, "Ng1f3", "g1f3");
    expect_reads(kStart, "e2-e4", "e2e4");
    expect_reads(kStart, "e2e4", "e2e4");
    expect_reads(kStart, "Ngf3", "g1f3");
    expect_reads(kStart, "N1f3", "g1f3");
    expect_refused(kStart, "Nb1-f3", Kind::Illegal, "chess.knight.leap");
}

TEST(ChessSan, MalformedTextIsRefused) {
    for (std::string_view text : {"",
                                  "+",
                                  "!!",
                                  "e",
                                  "e9",
                                  "i4",
                                  "Nf",
                                  "nf3",
                                  "Pe4",
                                  "Zf3",
                                  "O-O-O-O",
                                  "o-o",
                                  "O-0",
                                  "00",
                                  "e4!!!",
                                  "e4!+?",
                                  "e4+#",
                                  "e4#+",
                                  "Ng-f3",
                                  "N1-f3",
                                  "-e4",
                                  "e4-",
                                  "exd",
                                  "Nxx f3",
                                  "e8=",
                                  "e8==Q",
                                  "e8=Qq",
                                  "e8=X",
                                  "e4 ",
                                  " e4",
                                  "--",
                                  "Z0",
                                  "Nf3 e4",
                                  "abcdefghabcdefgha",
                                  "Qh4xe1=Q+!?+"})
        expect_malformed(text);
}

// The Opera game, Morphy v Duke Karl of Brunswick and Count Isouard, Paris 1858, as published.
TEST(ChessSan, PublishedGameReadsAndPrintsBack) {
    const std::vector<std::string_view> score = {
        "e4",    "e5",  "Nf3",  "d6",   "d4",  "Bg4", "dxe5",  "Bxf3", "Qxf3", "dxe5",  "Bc4",
        "Nf6",   "Qb3", "Qe7",  "Nc3",  "c6",  "Bg5", "b5",    "Nxb5", "cxb5", "Bxb5+", "Nbd7",
        "O-O-O", "Rd8", "Rxd7", "Rxd7", "Rd1", "Qe6", "Bxd7+", "Nxd7", "Qb8+", "Nxb8",  "Rd8#"};
    ref::Position r = ref::Position::standard();
    fc::Position f = fc::Position::startpos();
    for (std::string_view san : score) {
        SCOPED_TRACE(std::string(san));
        auto rm = ref::parse_san(r, san);
        auto fm = fc::parse_san(f, san);
        ASSERT_TRUE(rm.ok()) << rm.error().message();
        ASSERT_TRUE(fm.ok()) << fm.error().kind_name();
        EXPECT_EQ(ref::print_move(rm.value()), fc::print_move(fm.value()));
        EXPECT_EQ(ref::print_san(r, rm.value()), san);
        EXPECT_EQ(fc::print_san(f, fm.value()), san);
        r = r.after(rm.value());
        f.make(fm.value());
    }
    EXPECT_TRUE(ref::checkmate_reached(r));
}

TEST(ChessSan, FastWriterNeedsNoMoreThanItsBuffer) {
    // The longest SANs: a fully disambiguated capture with check, a promotion capture with mate.
    const fc::Position queens = fast_position("4k3/8/8/8/8/Q7/8/Q1Q4K w - - 0 1");
    char out[fc::kMaxSanLength + 1];
    EXPECT_EQ(fc::write_san(queens, fc::Move(fc::make_square(0, 0), fc::make_square(1, 1)), out),
              5);
    EXPECT_STREQ(out, "Qa1b2");
}

TEST(ChessSan, ErrorsSayWhatIsWrong) {
    auto r = ref::parse_san(ref_position(kPinnedOnRank), "Nf3");
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().message(),
              "illegal move: chess.self-check: the white knight on g1 may not move to f3");
    auto m = ref::parse_san(ref_position(kStart), "Nf");
    ASSERT_FALSE(m.ok());
    EXPECT_EQ(m.error().kind_name(), "malformed");
    EXPECT_EQ(fc::SanError{fc::SanErrorKind::Ambiguous}.kind_name(), "ambiguous");
}

}  // namespace
}  // namespace arbiter
