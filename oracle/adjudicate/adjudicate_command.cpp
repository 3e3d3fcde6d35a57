#include "oracle/adjudicate/adjudicate_command.h"

#include <iostream>

#include <nlohmann/json.hpp>

#include "oracle/adjudicate/adjudicate.h"

namespace arbiter::oracle::adjudicate {

int run_adjudicate_command(const std::string& game, const std::string& path, bool json) {
    auto g = parse_game(game);
    if (!g) {
        std::cerr << "arbiter adjudicate: --game must be chess, xiangqi or shogi\n";
        return 2;
    }
    auto rec = load_record(path);
    if (!rec.ok()) {
        std::cerr << "arbiter adjudicate: " << rec.error().message << "\n";
        return 2;
    }
    if (rec.value().game != *g) {
        std::cerr << "arbiter adjudicate: " << path << ": /game: the record is a " << game_name(rec.value().game)
                  << " game, not " << game << "\n";
        return 2;
    }
    auto v = adjudicate(rec.value());
    if (!v.ok()) {
        std::cerr << "arbiter adjudicate: " << v.error().message << "\n";
        return 2;
    }
    std::cout << (json ? verdict_json(v.value()) + "\n" : verdict_text(v.value()));
    return 0;
}

int run_touch_command(const std::string& game, const std::string& fen, const std::vector<std::string>& moves,
                      const std::vector<std::string>& touches, bool json, bool simultaneous) {
    auto g = parse_game(game);
    if (!g) {
        std::cerr << "arbiter touch: --game must be chess, xiangqi or shogi\n";
        return 2;
    }
    if (touches.empty()) {
        std::cerr << "arbiter touch: give at least one --touch SQ\n";
        return 2;
    }
    auto a = touch_query(*g, fen, moves, touches, simultaneous);
    if (!a.ok()) {
        std::cerr << "arbiter touch: " << a.error().message << "\n";
        return 2;
    }
    if (json) {
        nlohmann::json j{{"moves", a.value().allowed}, {"binding", a.value().binding}, {"clause", a.value().clause}};
        std::cout << j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) << "\n";
    } else {
        std::cout << a.value().clause << "\n";
        for (const auto& m : a.value().allowed) std::cout << m << "\n";
    }
    return 0;
}

}  // namespace arbiter::oracle::adjudicate
