#include "formats/record_formats.h"

#include <optional>
#include <string>

#include "core/text.h"
#include "formats/pgn.h"
#include "formats/shogi_records.h"
#include "formats/xiangqi_records.h"
#include "formats/xqf.h"

namespace arbiter::formats {
namespace {

// The RecordFormat::make_reader of a reader class (PgnReader, KifReader, CsaReader, UsiReader).
template <class Reader>
std::unique_ptr<RecordReader> make_reader(std::string_view text, TextPosition start,
                                          std::size_t first_index) {
    return std::make_unique<Reader>(text, start, first_index);
}

}  // namespace

const std::vector<RecordFormat>& record_formats() {
    static const std::vector<RecordFormat> formats = {
        {"pgn", core::Game::Chess, ".pgn", make_reader<PgnReader>, pgn_game_boundary},
        {"kif", core::Game::Shogi, ".kif .kifu", make_reader<KifReader>, kif_game_boundary},
        {"ki2", core::Game::Shogi, ".ki2 .ki2u", make_reader<KifReader>, kif_game_boundary},
        {"csa", core::Game::Shogi, ".csa", make_reader<CsaReader>, csa_game_boundary},
        {"usi", core::Game::Shogi, ".usi", make_reader<UsiReader>, usi_game_boundary},
        {"pgn", core::Game::Xiangqi, ".pgn", make_xiangqi_pgn_reader, pgn_game_boundary},
        {"dhtmlxq", core::Game::Xiangqi, ".ubb .dhtmlxq .txt", make_dhtmlxq_reader,
         dhtmlxq_game_boundary},
        {"xqf", core::Game::Xiangqi, ".xqf", make_xqf_reader, xqf_game_boundary},
    };
    return formats;
}

const RecordFormat* find_record_format(std::string_view name, core::Game game) {
    for (const RecordFormat& f : record_formats())
        if (f.name == name && f.game == game) return &f;
    return nullptr;
}

const RecordFormat* record_format_for(std::string_view file_name, core::Game game) {
    for (const RecordFormat& f : record_formats()) {
        if (f.game != game) continue;
        std::string_view exts = f.extensions;
        while (!exts.empty()) {
            const std::size_t space = exts.find(' ');
            const std::string_view ext = exts.substr(0, space);
            if (!ext.empty() && core::ends_with_ascii_lower(file_name, ext)) return &f;
            if (space == std::string_view::npos) break;
            exts.remove_prefix(space + 1);
        }
    }
    return nullptr;
}

namespace {

bool has(std::string_view text, std::string_view what) {
    return text.find(what) != std::string_view::npos;
}

// The value of the first tag `name` in the text (`[Name "value"]` at a line start), if any.
std::optional<std::string_view> first_tag(std::string_view text, std::string_view name) {
    for (std::size_t at = 0; (at = text.find('[', at)) != std::string_view::npos; ++at) {
        if (at > 0 && text[at - 1] != '\n') continue;
        std::string_view rest = text.substr(at + 1);
        if (!rest.starts_with(name)) continue;
        rest.remove_prefix(name.size());
        const std::size_t open = rest.find_first_not_of(" \t");
        if (open == std::string_view::npos || rest[open] != '"') continue;
        const std::size_t close = rest.find('"', open + 1);
        if (close == std::string_view::npos) return std::nullopt;
        return rest.substr(open + 1, close - open - 1);
    }
    return std::nullopt;
}

bool same_ascii_lower(std::string_view v, std::string_view lower) {
    if (v.size() != lower.size()) return false;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const char c = v[i] >= 'A' && v[i] <= 'Z' ? static_cast<char>(v[i] - 'A' + 'a') : v[i];
        if (c != lower[i]) return false;
    }
    return true;
}

bool xiangqi_game_name(std::string_view v) {
    return same_ascii_lower(v, "chinese chess") || same_ascii_lower(v, "xiangqi") ||
           same_ascii_lower(v, "cchess") || has(v, "\xE8\xB1\xA1\xE6\xA3\x8B");  // 象棋
}

// A FEN board of ten ranks (nine '/'): xiangqi's; chess has eight, shogi's SFEN nine.
bool ten_ranks(std::string_view fen) {
    const std::string_view board = fen.substr(0, fen.find(' '));
    std::size_t slashes = 0;
    for (const char c : board) slashes += c == '/' ? 1 : 0;
    return slashes == 9;
}

// A move only xiangqi writes: full-width WXF (Ｃ２＝５), WXF (H2+3, C2.5, P7-1), or ICCS with a
// rank 0 or 9 or a file i (h0g2; chess UCI has neither).
bool xiangqi_move_form(std::string_view t) {
    if (t.starts_with("\xEF\xBC")) return true;
    const auto digit = [](char c, char low) { return c >= low && c <= '9'; };
    if (t.size() != 4) return false;
    if (std::string_view("KAEHRCP").find(t[0]) != std::string_view::npos && digit(t[1], '1') &&
        std::string_view("+-.=").find(t[2]) != std::string_view::npos && digit(t[3], '1'))
        return true;
    const auto file = [](char c) { return c >= 'a' && c <= 'i'; };
    return file(t[0]) && digit(t[1], '0') && file(t[2]) && digit(t[3], '0') &&
           std::string_view(t).find_first_of("09i") != std::string_view::npos;
}

// A Chinese numeral 一..九 or a full-width digit １..９ (UTF-8) ends just before `at`.
bool numeral_before(std::string_view text, std::size_t at) {
    if (at < 3) return false;
    const std::string_view n = text.substr(at - 3, 3);
    if (n[0] == '\xEF' && n[1] == '\xBC' && n[2] >= '\x91' && n[2] <= '\x99') return true;
    constexpr std::string_view kNumerals =
        "\xE4\xB8\x80\xE4\xBA\x8C\xE4\xB8\x89\xE5\x9B\x9B\xE4\xBA\x94\xE5\x85\xAD\xE4\xB8\x83"
        "\xE5\x85\xAB\xE4\xB9\x9D";  // 一二三四五六七八九
    for (std::size_t k = 0; k + 3 <= kNumerals.size(); k += 3)
        if (kNumerals.substr(k, 3) == n) return true;
    return false;
}

// Xiangqi movetext in a PGN: a Chinese move (a file numeral then 进 退 平 in UTF-8; in GB18030 the
// words' bytes BD F8, CD CB, C6 BD, which valid UTF-8 hardly holds), or a WXF move such as `H2+3`,
// `C2.5`, `P7-1` after the first move number.
bool xiangqi_movetext(std::string_view text) {
    for (const std::string_view word :
         {std::string_view("\xE8\xBF\x9B"), std::string_view("\xE9\x80\x80"),
          std::string_view("\xE5\xB9\xB3")}) {
        for (std::size_t at = 0; (at = text.find(word, at)) != std::string_view::npos; ++at)
            if (numeral_before(text, at)) return true;
    }
    for (const std::string_view word :
         {std::string_view("\xBD\xF8"), std::string_view("\xCD\xCB"), std::string_view("\xC6\xBD")})
        if (has(text, word)) return true;
    for (std::size_t at = 0; (at = text.find("1.", at)) != std::string_view::npos; ++at) {
        if (at > 0 && text[at - 1] >= '0' && text[at - 1] <= '9') continue;
        std::size_t i = at + 2;
        for (int tokens = 0; tokens < 20 && i < text.size(); ++tokens) {
            while (i < text.size() && (text[i] == ' ' || text[i] == '.' || text[i] == '\n' ||
                                       text[i] == '\r' || (text[i] >= '0' && text[i] <= '9')))
                ++i;  // spaces and move numbers
            const std::size_t end = text.find_first_of(" \t\r\n", i);
            const std::string_view token =
                text.substr(i, end == std::string_view::npos ? end : end - i);
            if (xiangqi_move_form(token)) return true;
            if (end == std::string_view::npos) break;
            i = end;
        }
        break;
    }
    return false;
}

}  // namespace

std::optional<RecordKind> detect_record_format(std::string_view text) {
    text = text.substr(0, kDetectBytes);
    if (text.starts_with(core::kUtf8ByteOrderMark))
        text.remove_prefix(core::kUtf8ByteOrderMark.size());
    const auto kind = [](std::string_view name, core::Game game) -> std::optional<RecordKind> {
        return RecordKind{game, find_record_format(name, game)};
    };
    if (has(text, "[DhtmlXQ")) return kind("dhtmlxq", core::Game::Xiangqi);
    const bool pgn_tags = text.starts_with("[") || has(text, "\n[");
    if (pgn_tags) {
        if (const auto game = first_tag(text, "Game"); game && xiangqi_game_name(*game))
            return kind("pgn", core::Game::Xiangqi);
        if (const auto variant = first_tag(text, "Variant"); variant && xiangqi_game_name(*variant))
            return kind("pgn", core::Game::Xiangqi);
        if (const auto fen = first_tag(text, "FEN")) {
            if (ten_ranks(*fen)) return kind("pgn", core::Game::Xiangqi);
            return kind("pgn", core::Game::Chess);  // a FEN of another game's board
        }
    }
    // Shogi: KIF/KI2 header words (UTF-8 手合割 先手： 開始日時：) and KI2 move marks ▲ △; CSA.
    if (has(text, "\xE6\x89\x8B\xE5\x90\x88\xE5\x89\xB2") ||
        has(text, "\xE5\x85\x88\xE6\x89\x8B\xEF\xBC\x9A") ||
        has(text, "\xE9\x96\x8B\xE5\xA7\x8B\xE6\x97\xA5\xE6\x99\x82\xEF\xBC\x9A"))
        return kind(has(text, "\xE6\x89\x8B\xE6\x95\xB0") ? "kif" : "ki2",
                    core::Game::Shogi);  // 手数: KIF's move table
    if (text.starts_with("V2") || text.starts_with("PI") || text.starts_with("P1") ||
        has(text, "\nPI") || has(text, "\nP1-") || has(text, "\n+7776FU") || has(text, "\nV2"))
        return kind("csa", core::Game::Shogi);
    if (xiangqi_movetext(text)) return kind("pgn", core::Game::Xiangqi);
    if (pgn_tags) return kind("pgn", core::Game::Chess);
    return std::nullopt;
}

std::string record_format_names(core::Game game) {
    std::string out;
    for (const RecordFormat& f : record_formats()) {
        if (f.game != game) continue;
        if (!out.empty()) out += ", ";
        out += f.name;
    }
    return out.empty() ? std::string("none yet") : out;
}

}  // namespace arbiter::formats
