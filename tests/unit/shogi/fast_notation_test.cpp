// fast/shogi move text: a USI board move to its own square is well formed and never legal, for
// every piece type, promoted or not, with or without a promotion mark (issue 39; reference/shogi
// explains it by the piece's movement rule). Positions set up by hand.

#include <gtest/gtest.h>

#include <initializer_list>
#include <string_view>

#include "fast/shogi/movegen.h"
#include "fast/shogi/notation.h"

namespace arbiter::fast::shogi {
namespace {

void expect_no_legal_move_to_its_own_square(std::string_view sfen,
                                            std::initializer_list<std::string_view> moves) {
    const auto pos = parse_position(sfen);
    ASSERT_TRUE(pos.ok()) << sfen;
    for (std::string_view text : moves) {
        const auto parsed = parse_move(text);
        ASSERT_TRUE(parsed.has_value()) << text;
        EXPECT_FALSE(find_legal(pos.value(), *parsed).has_value()) << sfen << ' ' << text;
        EXPECT_FALSE(is_legal(pos.value(), parsed->move)) << sfen << ' ' << text;
    }
}

TEST(ShogiFastNotation, MoveToItsOwnSquareIsNoLegalMove) {
    expect_no_legal_move_to_its_own_square(
        "startpos", {"7g7g", "7g7g+", "9i9i", "8i8i", "7i7i", "6i6i", "5i5i", "8h8h", "8h8h+",
                     "2h2h", "5a5a", "5e5e"});
    // Tokin, promoted lance, knight and silver, dragon and horse on rank g; gote's king on 1a.
    expect_no_legal_move_to_its_own_square("8k/9/9/9/9/9/+P+L+N+S+R+B3/9/4K4 b - 1",
                                           {"9g9g", "8g8g", "7g7g", "6g6g", "5g5g", "4g4g"});
}

}  // namespace
}  // namespace arbiter::fast::shogi
