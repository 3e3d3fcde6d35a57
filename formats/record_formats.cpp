#include "formats/record_formats.h"

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
