#include "oracle/adapter.h"

#include <algorithm>
#include <atomic>
#include <mutex>

namespace arbiter::oracle {

core::Result<TouchAnswer> Adapter::touch_moves(const std::vector<std::string>&, bool) const {
    return core::make_error("touch-move is decided by the reference implementation");
}

core::Result<std::string> Adapter::normal_move(std::string_view text) const {
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
    return core::make_error(std::move(message));
}

namespace {

std::atomic<bool> lenient_switch{false};

struct WarningLog {
    std::mutex mutex;
    std::vector<std::string> all;
    std::size_t taken = 0;
};

WarningLog& warning_log() {
    static WarningLog log;
    return log;
}

}  // namespace

void set_lenient_default(bool on) { lenient_switch.store(on); }
bool lenient_default() { return lenient_switch.load(); }

void note_warnings(const std::vector<std::string>& warnings) {
    if (warnings.empty()) return;
    WarningLog& log = warning_log();
    const std::lock_guard<std::mutex> lock(log.mutex);
    for (const std::string& w : warnings) {
        if (std::find(log.all.begin(), log.all.end(), w) == log.all.end()) log.all.push_back(w);
    }
}

std::vector<std::string> all_warnings() {
    WarningLog& log = warning_log();
    const std::lock_guard<std::mutex> lock(log.mutex);
    return log.all;
}

std::vector<std::string> take_new_warnings() {
    WarningLog& log = warning_log();
    const std::lock_guard<std::mutex> lock(log.mutex);
    std::vector<std::string> out(log.all.begin() + static_cast<std::ptrdiff_t>(log.taken),
                                 log.all.end());
    log.taken = log.all.size();
    return out;
}

std::string_view lenient_refusal_reason(std::string_view code) {
    struct Reason {
        std::string_view code, why;
    };
    static constexpr Reason kReasons[] = {
        {"missing_king", "check and mate are judged on the king, and a side has none"},
        {"missing_red_general", "check and mate are judged on the general, and red has none"},
        {"missing_black_general", "check and mate are judged on the general, and black has none"},
        {"too_many_kings", "check is judged on one king, and a side has two"},
        {"too_many_generals", "check is judged on one general, and a side has two"},
        {"opposite_check", "the side not to move is in check: its king could be taken"},
        {"side_not_to_move_in_check",
         "the side not to move is in check: its general could be taken"},
        {"generals_facing", "the generals face each other: the side to move could take one"},
        {"general_outside_palace", "the general moves only inside its palace"},
        {"advisor_on_bad_point",
         "an advisor outside its palace has no move the rules define (inside it, a bad point is "
         "a warning)"},
        {"elephant_on_bad_point",
         "an elephant across the river has no move the rules define (on its own half, a bad "
         "point is a warning)"},
        {"castling_without_king_or_rook",
         "a castling right needs its king and rook on their squares"},
        {"impossible_en_passant", "the en passant square needs the pawn that just passed it"},
        {"too_many_pieces",
         "more men than a set holds (chess: 16 a colour; shogi: of one kind) is never judged"},
        {"too_many_advisors", "a side with more than 16 men is never judged"},
        {"too_many_elephants", "a side with more than 16 men is never judged"},
        {"too_many_horses", "a side with more than 16 men is never judged"},
        {"too_many_chariots", "a side with more than 16 men is never judged"},
        {"too_many_cannons", "a side with more than 16 men is never judged"},
        {"too_many_soldiers", "a side with more than 16 men is never judged"},
    };
    for (const Reason& r : kReasons) {
        if (r.code == code) return r.why;
    }
    return {};
}

core::Result<core::Ok> Adapter::set_chess960(bool on) {
    if (!on) return core::Ok{};
    return core::make_error("--chess960 is a chess option, not one for " +
                            std::string(core::game_name(game())));
}

std::vector<core::Notation> Adapter::notations() const { return {core::native_notation(game())}; }

namespace {
core::Error unsupported(const Adapter& adapter, core::Notation notation) {
    std::string names;
    for (core::Notation n : adapter.notations()) {
        if (!names.empty()) names += ", ";
        names += core::notation_name(n);
    }
    return core::make_error(
        "the " + std::string(impl_name(adapter.impl())) + " " +
        std::string(core::game_name(adapter.game())) + " adapter does not write " +
        std::string(core::notation_name(notation)) + " (it writes " + names + ")");
}
}  // namespace

core::Result<std::vector<std::string>> Adapter::legal_moves_in(core::Notation notation) const {
    if (notation != core::native_notation(game())) return unsupported(*this, notation);
    return legal_moves();
}

core::Result<std::string> Adapter::move_in(std::string_view text, core::Notation notation) const {
    if (notation != core::native_notation(game())) return unsupported(*this, notation);
    return normal_move(text);
}

core::Result<std::vector<std::string>> native_moves(Adapter& adapter, std::string_view fen,
                                                    const std::vector<std::string>& moves) {
    if (auto set = adapter.set_position(fen, {}); !set) return set.error();
    std::vector<std::string> out;
    for (const std::string& move : moves) {
        auto native = adapter.normal_move(move);
        if (!native) {
            // play() names the rule an illegal move breaks, normal_move() only that it is none.
            if (auto played = adapter.play(move); !played) return played.error();
            return native.error();
        }
        if (auto played = adapter.play(native.value()); !played) return played.error();
        out.push_back(std::move(native.value()));
    }
    return out;
}

}  // namespace arbiter::oracle
