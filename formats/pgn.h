#pragma once
// PGN, the Portable Game Notation (the PGN standard of 1994, "Standard: Portable Game Notation
// Specification and Implementation Guide"): a reader that fills RecordGame (record.h) and a writer
// (docs/records.md).
//
// Reader: import format with the usual tolerance — a UTF-8 byte order mark, CRLF or LF, tags
// anywhere in their lines, several tags on one line, `{}` and `;` comments, NAGs ($1), suffix
// annotations (!, ?, !!, ??, !?, ?!) on or after a move, recursive variations (at most
// kMaxPgnVariationDepth deep), `%` escape lines, move numbers with or without periods and spaces
// (1.e4, 1... e5, 12.Nf3), many games per file, a game without tags. A problem (with its line and
// column) ends the game's movetext; reading resumes at the next line that opens a tag section
// (a `[` line after a blank line, or an `[Event ` line). Lines may end with LF, CRLF or a lone CR
// (the first line end decides). Tolerated with a warning (record.h ReadWarning), as python-chess,
// chessops and pgn-extract read them: a movetext without a termination marker (it ends at the
// next line that begins with '[', or at the end of the text), and text after the last game with
// tags that is not a game (a site's footer: no move number first, no termination marker), which
// is skipped. Total on any bytes; no exceptions; no allocation per token (tags and moves are
// string_views into the text).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "formats/record.h"

namespace arbiter::formats {

inline constexpr int kMaxPgnVariationDepth = 64;

// Xiangqi PGN (docs/records.md) differs in its movetext only: moves may hold UTF-8 (Chinese
// notation, full-width WXF) and `.` (WXF `C2.5`, `P+.4`, and `55.4` when two equal digits, a `.`
// and a digit stand alone), a game may end without a termination marker (xqdb files), and a line
// of '=' between games is skipped (cchess exports).
enum class PgnDialect : std::uint8_t { Chess, Xiangqi };

class PgnReader final : public RecordReader {
public:
    // `text` is the whole input (or a part that begins at a line start: then `start` says where
    // it is in the whole, and `first_index` is the index of its first game).
    explicit PgnReader(std::string_view text, TextPosition start = {}, std::size_t first_index = 1,
                       PgnDialect dialect = PgnDialect::Chess);
    bool next(RecordGame& game) override;

private:
    TextPosition here() const;
    void newline(const char* at);  // `at` points at a '\n'
    void skip_line();              // to the start of the next line
    void skip_blank();             // whitespace, newlines and % escape lines
    bool separator_line() const;   // the rest of the line is '=' (xiangqi dialect)
    bool read_tag(RecordGame& game);
    void read_movetext(RecordGame& game);
    template <PgnDialect kDialect>
    void read_movetext_of(RecordGame& game);
    struct Nesting {  // the variations open in the movetext
        int depth = 0;
        TextPosition last_open{};
    };
    const char* read_chess_symbol(RecordGame& game, const char* p, int depth);
    bool read_movetext_mark(RecordGame& game, Nesting& nesting, bool xiangqi);
    bool skip_brace_comment(RecordGame& game);
    bool read_variation_mark(RecordGame& game, Nesting& nesting);
    bool read_nag(RecordGame& game);
    bool read_xiangqi_symbol(RecordGame& game, int depth);
    void fail(RecordGame& game, TextPosition at, std::string message);
    void skip_to_next_game();
    bool at_line_start() const;  // only white space before p_ on its line
    void skip_trailing_text(RecordGame& game);

    const char* begin_;
    const char* p_;
    const char* end_;
    const char* line_start_;
    std::uint32_t line_;
    std::size_t next_index_;
    PgnDialect dialect_;
    char newline_;      // '\n', or '\r' for a text whose lines end with a lone CR
    RecordGame trial_;  // skip_trailing_text's reading of the text after the last game
};

// The first offset at or after `from` where a line beginning with '[' follows a blank line (or
// `from` itself when it is 0): where a PGN text may be cut between games. text.size() when none.
std::size_t pgn_game_boundary(std::string_view text, std::size_t from);

// The claimed result of a PGN result text: 1-0, 0-1, 1/2-1/2, *; anything else is Other.
ClaimedResult pgn_result(std::string_view text);
std::string_view pgn_result_text(ClaimedResult result);  // "1-0", ... ; "*" for None/Other too

// A game to write: tags in any order (the Seven Tag Roster comes first, with its defaults, then
// SetUp/FEN when `fen` is given, then the rest in the given order), the moves as SAN, the result.
struct PgnGame {
    std::vector<std::pair<std::string, std::string>> tags;
    std::optional<std::string> fen;  // the start position when it is not the standard one
    std::vector<std::string> moves;  // SAN
    std::string result = "*";        // 1-0, 0-1, 1/2-1/2 or *
};

// Export format: tags one per line, a blank line, the movetext in lines of at most 79 characters
// with move numbers (the side and move number to start from are read from the FEN), the result,
// and a blank line.
std::string write_pgn(const PgnGame& game);

// PgnGame::fen for a chess game that starts at `start` ("startpos" or a FEN): none for the
// standard start position, else the FEN.
std::optional<std::string> pgn_setup_fen(std::string_view start);

// The string value of a tag with " and \ escaped.
std::string escape_tag_value(std::string_view value);

// The writers of PGN and of the xiangqi dialect (xiangqi_records.h): a tag pair line,
// `[Name "value"]` with the value escaped; and the movetext of `moves` then `result`, in lines of
// at most 79 characters, numbered from the side to move and move number of `fen` (its 2nd and 6th
// fields; "" the start: the first side, move 1), a first move of the second side as "N...".
void append_tag_pair(std::string& out, std::string_view name, std::string_view value);
void append_movetext(std::string& out, const std::vector<std::string>& moves, std::string_view fen,
                     std::string_view result);

}  // namespace arbiter::formats
