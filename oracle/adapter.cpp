#include "oracle/adapter.h"

namespace arbiter::oracle {

Result<TouchAnswer> Adapter::touch_moves(const std::vector<std::string>&, bool) const {
    return make_error("touch-move is decided by the reference implementation");
}

Result<std::string> Adapter::normal_move(std::string_view text) const {
    auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
    for (const std::string& move : legal_moves()) {
        bool same = move.size() == text.size();
        for (std::size_t i = 0; same && i < move.size(); ++i)
            same = lower(move[i]) == lower(text[i]);
        if (same) return move;
    }
    std::string message = "'";
    message.append(text);
    message.append("' is not a legal move here");
    return make_error(std::move(message));
}

}  // namespace arbiter::oracle
