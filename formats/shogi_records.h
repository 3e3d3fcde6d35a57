#pragma once
// Shogi game records (docs/records.md): readers that fill RecordGame (record.h) and writers.
//   KIF and KI2 (Kakinoki's formats, UTF-8 or Shift_JIS): the header (手合割, 先手, 後手, 開始日時,
//     ...), the board diagram (BOD) with the hands and the side to move, the move lines
//     "   1 ７六歩(77)   ( 0:16/00:00:16)" with their time column, KI2's "▲７六歩 △３四歩"
//     lines, comments (*, #, &), branches (変化：N手) as variations, the ending words (投了,
//     千日手, 持将棋, 詰み, 反則勝ち, 反則負け, 切れ負け, 中断, 入玉勝ち) and the "まで…" summary
//     line.
//   CSA (the CSA standard file format V2 and V2.2): V, N+/N-, $ information, P1..P9, PI,
//     P+/P- (00 for the hand, 00AL), the side line, moves with T times, ' comments, the %
//     endings, several statements on one line with ',', several games separated by '/'.
//   USI: one game a line, "position startpos moves 7g7f ..." or "position sfen SFEN moves ...".
// The move texts are left as written; the implementations resolve them (record_notation.h of each).
// The start position is the tag "SFEN" (an SFEN or a named setup of docs/rules.md). Readers are
// total on any bytes; a Shift_JIS text is converted to UTF-8 first (glibc's iconv, CP932), so
// its columns count bytes of the converted text.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "formats/record.h"

namespace arbiter::formats {

class KifReader final : public RecordReader {
public:
    explicit KifReader(std::string_view text, TextPosition start = {}, std::size_t first_index = 1);
    bool next(RecordGame& game) override;

private:
    struct Line {
        int first_ply = 1;  // the number of its first move
        std::vector<MoveToken> moves;
        std::vector<std::pair<int, int>> branches;  // (ply of the move replaced, line index)
    };
    struct GameState;  // what is read of the game so far (shogi_records.cpp)
    void read_line(RecordGame& game, GameState& state, std::string_view raw, std::uint32_t ln);
    void read_branch(RecordGame& game, GameState& state, std::string_view t, std::uint32_t ln);
    void read_move_line(RecordGame& game, GameState& state, std::string_view raw,
                        std::string_view t, std::uint32_t ln);
    void read_ki2_line(RecordGame& game, GameState& state, std::string_view raw, std::string_view t,
                       std::uint32_t ln);
    int side_to_move_at_end(const GameState& state) const;
    bool add_move(RecordGame& game, GameState& state, MoveToken move);
    void skip_rest_of_game(bool after_moves);
    void emit(RecordGame& game);
    std::string converted_;  // the text as UTF-8 when it was Shift_JIS
    std::string_view text_;
    std::size_t pos_ = 0;
    std::uint32_t line_;
    std::size_t next_index_;
    std::string sfen_;  // the start position of the game being read
    std::vector<Line> lines_;
    std::vector<int> latest_;  // by ply: the latest line with a move there (a 変化's parent)
};

class CsaReader final : public RecordReader {
public:
    explicit CsaReader(std::string_view text, TextPosition start = {}, std::size_t first_index = 1);
    bool next(RecordGame& game) override;

private:
    void skip_rest_of_game();
    std::string converted_;
    std::string_view text_;
    std::size_t pos_ = 0;
    std::uint32_t line_;
    std::size_t next_index_;
    std::string sfen_;
};

class UsiReader final : public RecordReader {
public:
    explicit UsiReader(std::string_view text, TextPosition start = {}, std::size_t first_index = 1);
    bool next(RecordGame& game) override;

private:
    std::string_view text_;
    std::size_t pos_ = 0;
    std::uint32_t line_;
    std::size_t next_index_;
};

// Where a text may be cut between games (formats.h): KIF/KI2 at a "#KIF" line or at the first
// header line after a move section; CSA after a "/" line or at a "V2" line; USI at any line.
std::size_t kif_game_boundary(std::string_view text, std::size_t from);
std::size_t csa_game_boundary(std::string_view text, std::size_t from);
std::size_t usi_game_boundary(std::string_view text, std::size_t from);

// The text as UTF-8: itself when it is UTF-8 (a byte order mark is dropped), else converted from
// Shift_JIS (CP932) with glibc's iconv, line breaks kept; bytes that are not CP932 become U+FFFD.
std::string_view shogi_text_as_utf8(std::string_view text, std::string& storage);

// A game to write: the start (an SFEN or a named setup; "startpos" for the even game), the moves
// in the format's notation (shogi_record_line), and how it ended.
struct ShogiRecord {
    std::vector<std::pair<std::string, std::string>> header;  // KIF: 先手=..., CSA: N+=..., $...
    std::string start = "startpos";
    std::vector<std::string> moves;
    std::string ending;  // KIF: 投了, 千日手, 詰み, ...; CSA: %TORYO, ...; empty: none
};
std::string write_kif(const ShogiRecord& record);
// KI2: the KIF header, the moves (KI2 notation, with their side marks) six to a line without move
// numbers, and "まで N手で ending" when there is an ending.
std::string write_ki2(const ShogiRecord& record);
std::string write_csa(const ShogiRecord& record);
std::string write_usi(const ShogiRecord& record);

// ShogiRecord::start for a position given by its canonical SFEN (shogi_position_sfen):
// "startpos" for the even game, else the SFEN.
std::string shogi_record_start(std::string_view sfen);

}  // namespace arbiter::formats
