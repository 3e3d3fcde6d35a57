#pragma once
// A game as a record file states it (docs/records.md): its tags, the move texts of its mainline
// and variations with their line and column, the result it claims, and the first problem met while
// reading it. The structure of record files is read once, here in formats/; the move texts
// are resolved by an implementation (oracle/record_check.h), since notations such as SAN need the
// rules. Every reader (pgn.h today; KIF, CSA, xiangqi PGN later) fills this one shape, so the
// checker and `arbiter games` take any of them unchanged.
//
// A RecordGame holds string_views into the text it was read from: the text must outlive it.
// Readers reuse a RecordGame's vectors from game to game (no allocation per token).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/game.h"

namespace arbiter::formats {

// Where something is in the text: 1-based line and byte column.
struct TextPosition {
    std::uint32_t line = 1;
    std::uint32_t column = 1;
};

struct Tag {
    std::string_view name;
    std::string_view value;  // as written between the quotes (escapes \" and \\ kept)
};

enum class TokenKind : std::uint8_t {
    Move,            // a move text (annotation glyphs such as ! and ?! already removed)
    VariationStart,  // '(': what follows replaces the move before it
    VariationEnd,    // ')'
};

struct MoveToken {
    std::string_view text;  // empty for VariationStart / VariationEnd
    TextPosition at;
    TokenKind kind = TokenKind::Move;
};

// The result a record claims (PGN: the Result tag or the game termination marker).
enum class ClaimedResult : std::uint8_t {
    None,        // no result given
    FirstWins,   // PGN 1-0 (white; red in xiangqi; sente in shogi)
    SecondWins,  // PGN 0-1
    Draw,        // PGN 1/2-1/2
    Unknown,     // PGN *: unfinished, unknown or abandoned
    Other,       // a value the format does not define
};

// The most tokens (moves and variation marks) one game may have: a reader that meets more stops
// the game with the problem record_too_long_message() names, so one game of any size is held in
// bounded memory (2^18 tokens of 32 bytes: 8 MiB). No real game comes near it: the longest
// legal chess game under the 75-move rule is under 18 000 plies, shogi and xiangqi records of
// real games stay under a thousand, and the most heavily annotated records hold a few thousand
// variation moves (docs/records.md).
inline constexpr std::size_t kMaxRecordTokens = std::size_t{1} << 18;
inline std::string record_too_long_message() {
    return "record.too-long: more than " + std::to_string(kMaxRecordTokens) +
           " moves and variation marks in one game (docs/records.md)";
}

struct ReadProblem {
    TextPosition at;
    std::string message;  // one line
};

// What a reader tolerated in a game and reports as a warning (never a problem: the game is read
// and checked as usual).
enum class ReadWarningKind : std::uint8_t {
    MissingTermination,  // pgn.missing-termination: the movetext ends without 1-0, 0-1, ... or *
    TrailingText,        // pgn.trailing-text: text after the last game (a site's footer), skipped
};
struct ReadWarning {
    ReadWarningKind kind = ReadWarningKind::MissingTermination;
    TextPosition at;
};
// "pgn.missing-termination", ...; and what it means, in words.
std::string_view read_warning_name(ReadWarningKind kind);
std::string_view read_warning_detail(ReadWarningKind kind);

struct RecordGame {
    std::size_t index = 0;  // 1-based, in the order the games appear
    TextPosition at;        // where the game starts
    std::vector<Tag> tags;
    std::vector<MoveToken> tokens;  // mainline and variations in text order
    std::string_view result_text;   // the claimed result as written ("1-0"), empty when none
    ClaimedResult result = ClaimedResult::None;
    // The rule ID of the ending the record states, when it names one the rules decide (shogi:
    // 千日手 shogi.sennichite, 詰み shogi.checkmate, 入玉勝ち and 持将棋 shogi.impasse, 反則勝ち
    // shogi.illegal-move); empty when the record names none (PGN) or one the rules cannot see
    // (投了, 切れ負け).
    std::string_view claimed_ending;
    std::optional<ReadProblem> problem;  // the first problem met; tokens hold what came before
    std::vector<ReadWarning> warnings;   // what the reader tolerated, in text order

    // The value of the first tag named `name` (case-sensitive, as PGN tag names are), if any.
    std::optional<std::string_view> tag(std::string_view name) const {
        for (const Tag& t : tags)
            if (t.name == name) return t.value;
        return std::nullopt;
    }
    void clear() {
        index = 0;
        at = {};
        tags.clear();
        tokens.clear();
        result_text = {};
        result = ClaimedResult::None;
        claimed_ending = {};
        problem.reset();
        warnings.clear();
    }
};

// A reader of one record format over a whole text: next() fills `game` with the next game and
// returns false at the end of the text. A game with a problem is still returned (with `problem`
// set), and reading resumes at the next game: one bad game never stops the rest.
class RecordReader {
public:
    virtual ~RecordReader() = default;
    virtual bool next(RecordGame& game) = 0;
};

// The tag value with PGN's string escapes (\" and \\) undone.
std::string unescape_tag_value(std::string_view value);

}  // namespace arbiter::formats
