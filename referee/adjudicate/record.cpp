// The game-record loader: JSON text -> GameRecord, every problem named by its JSON pointer.

#include "referee/adjudicate/record.h"

#include <algorithm>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "formats/input_file.h"

namespace arbiter::referee::adjudicate {

namespace {

using json = nlohmann::json;

constexpr std::size_t kMaxRecordBytes = 4u << 20;  // 4 MiB: a long game is a few hundred KiB
constexpr std::size_t kMaxEvents = 100000;

core::Error at(const std::string& file, const std::string& pointer, const std::string& what) {
    return core::make_error(file + ": " + (pointer.empty() ? "/" : pointer) + ": " + what,
                            {"bad_record"});
}

struct Reader {
    const std::string& file;
    std::optional<core::Error> error;

    bool fail(const std::string& pointer, const std::string& what) {
        if (!error) error = at(file, pointer, what);
        return false;
    }
    bool string_at(const json& obj, const char* key, const std::string& base, std::string& out,
                   bool required) {
        auto it = obj.find(key);
        if (it == obj.end()) return required ? fail(base + "/" + key, "missing") : true;
        if (!it->is_string()) return fail(base + "/" + key, "must be a string");
        out = it->get<std::string>();
        return true;
    }
    bool opt_string(const json& obj, const char* key, const std::string& base,
                    std::optional<std::string>& out, bool* present = nullptr) {
        auto it = obj.find(key);
        if (it == obj.end()) return true;
        if (present) *present = true;
        if (it->is_null()) return true;
        if (!it->is_string()) return fail(base + "/" + key, "must be a string or null");
        out = it->get<std::string>();
        return true;
    }
    bool opt_int(const json& obj, const char* key, const std::string& base, std::optional<int>& out,
                 int lo, int hi) {
        auto it = obj.find(key);
        if (it == obj.end()) return true;
        if (!it->is_number_integer()) return fail(base + "/" + key, "must be an integer");
        const auto v = it->get<long long>();
        if (v < lo || v > hi)
            return fail(base + "/" + key,
                        "out of range " + std::to_string(lo) + ".." + std::to_string(hi));
        out = static_cast<int>(v);
        return true;
    }
    bool opt_number(const json& obj, const char* key, const std::string& base,
                    std::optional<double>& out, double lo, double hi) {
        auto it = obj.find(key);
        if (it == obj.end()) return true;
        if (!it->is_number()) return fail(base + "/" + key, "must be a number");
        const double v = it->get<double>();
        if (!(v >= lo && v <= hi)) return fail(base + "/" + key, "out of range");
        out = v;
        return true;
    }
    // A side of `game` by name; null only where `nullable` (an expected winner: no winner).
    bool opt_side(const json& obj, const char* key, const std::string& base, core::Game game,
                  std::optional<Side>& out, bool* present = nullptr) {
        std::optional<std::string> name;
        if (!opt_string(obj, key, base, name, present)) return false;
        if (!name) return true;
        out = parse_side(game, *name);
        if (!out) return fail(base + "/" + key, "not a side of this game");
        return true;
    }
    // A rule ID (docs/rules.md); null only where `present` is asked (an expected rule: none).
    bool opt_rule(const json& obj, const char* key, const std::string& base,
                  std::optional<core::RuleId>& out, bool* present = nullptr) {
        std::optional<std::string> name;
        if (!opt_string(obj, key, base, name, present)) return false;
        if (!name) return true;
        out = core::parse_rule_id(*name);
        if (!out) return fail(base + "/" + key, "not a rule ID of docs/rules.md");
        return true;
    }
    bool only_keys(const json& obj, const std::string& base,
                   std::initializer_list<const char*> keys) {
        for (auto it = obj.begin(); it != obj.end(); ++it) {
            bool known = false;
            for (const char* k : keys) known = known || it.key() == k;
            if (!known) return fail(base + "/" + it.key(), "unknown key");
        }
        return true;
    }
};

std::optional<EventType> parse_event_type(std::string_view s) {
    for (EventType t :
         {EventType::Move, EventType::Touch, EventType::RecordOmission, EventType::RecordMakeup,
          EventType::DrawOffer, EventType::DrawAccept, EventType::Resign, EventType::Impasse,
          EventType::NaturalLimitClaim, EventType::DrawClaim})
        if (event_type_name(t) == s) return t;
    return std::nullopt;
}

bool read_time_control(Reader& r, const json& tc, TimeControl& out) {
    const std::string base = "/time_control";
    if (!tc.is_object()) return r.fail(base, "must be an object");
    if (!r.only_keys(tc, base, {"preset", "minutes", "periods"})) return false;
    std::optional<std::string> preset;
    std::optional<double> minutes;
    if (!r.opt_string(tc, "preset", base, preset) ||
        !r.opt_number(tc, "minutes", base, minutes, 0, 100000))
        return false;
    if (preset) {
        if (tc.contains("periods"))
            return r.fail(base + "/periods", "give either preset or periods");
        auto p = time_control_preset(*preset, minutes);
        if (!p)
            return r.fail(base + "/preset",
                          "unknown preset '" + *preset + "' (or xiangqi-6.5 without minutes)");
        out = *p;
        return true;
    }
    auto it = tc.find("periods");
    if (it == tc.end()) return r.fail(base, "needs preset or periods");
    if (!it->is_array() || it->empty() || it->size() > 16)
        return r.fail(base + "/periods", "must be an array of 1-16 periods");
    out.name = "custom";
    for (std::size_t i = 0; i < it->size(); ++i) {
        const std::string pb = base + "/periods/" + std::to_string(i);
        const json& p = (*it)[i];
        if (!p.is_object()) return r.fail(pb, "must be an object");
        if (!r.only_keys(p, pb, {"moves", "minutes", "repeat"})) return false;
        TimePeriod period;
        std::optional<double> m;
        if (!r.opt_int(p, "moves", pb, period.moves, 1, 10000) ||
            !r.opt_number(p, "minutes", pb, m, 0, 100000))
            return false;
        if (!m) return r.fail(pb + "/minutes", "missing");
        period.minutes = *m;
        if (auto rp = p.find("repeat"); rp != p.end()) {
            if (!rp->is_boolean()) return r.fail(pb + "/repeat", "must be a boolean");
            period.repeat = rp->get<bool>();
        }
        const bool last = i + 1 == it->size();
        if ((period.repeat || !period.moves) && !last)
            return r.fail(pb, "only the last period may repeat or cover all remaining moves");
        if (period.repeat && !period.moves)
            return r.fail(pb + "/moves", "a repeating period needs moves");
        out.periods.push_back(period);
    }
    return true;
}

bool read_options(Reader& r, const json& o, GameRecord& rec) {
    const std::string base = "/options";
    if (!o.is_object()) return r.fail(base, "must be an object");
    if (!r.only_keys(o, base,
                     {"chess_repetition_count", "chess_fifty_move_plies",
                      "xiangqi_natural_limit_plies", "xiangqi_natural_limit_automatic",
                      "xiangqi_rules", "shogi_impasse_rule", "fouls_to_lose", "chess960"}))
        return false;
    if (auto c = o.find("chess960"); c != o.end()) {
        if (!c->is_boolean()) return r.fail(base + "/chess960", "must be a boolean");
        if (c->get<bool>() && rec.game != core::Game::Chess)
            return r.fail(base + "/chess960", "is a chess option");
        rec.options.chess960 = c->get<bool>();
    }
    std::optional<int> v;
    if (!r.opt_int(o, "chess_repetition_count", base, v, 3, 5)) return false;
    if (v) rec.options.chess_repetition_count = *v;
    v.reset();
    if (!r.opt_int(o, "chess_fifty_move_plies", base, v, 1, 10000)) return false;
    if (v) rec.options.chess_fifty_move_plies = *v;
    v.reset();
    if (!r.opt_int(o, "xiangqi_natural_limit_plies", base, v, 1, 10000)) return false;
    if (v) rec.options.xiangqi_natural_limit_plies = *v;
    if (auto a = o.find("xiangqi_natural_limit_automatic"); a != o.end()) {
        if (!a->is_boolean())
            return r.fail(base + "/xiangqi_natural_limit_automatic", "must be a boolean");
        rec.natural_limit_automatic = a->get<bool>();
    }
    if (!r.opt_int(o, "fouls_to_lose", base, rec.fouls_to_lose, 1, 100)) return false;
    std::optional<std::string> xr;
    if (!r.opt_string(o, "xiangqi_rules", base, xr)) return false;
    if (xr) {
        const auto rules = core::parse_xiangqi_rules(*xr);
        if (!rules)
            return r.fail(base + "/xiangqi_rules",
                          "must be " + std::string(core::kXiangqiRulesNames));
        rec.options.xiangqi_rules = *rules;
    }
    std::optional<std::string> imp;
    if (!r.opt_string(o, "shogi_impasse_rule", base, imp)) return false;
    if (imp) {
        const auto rule = core::parse_impasse_rule(*imp);
        if (!rule) {
            return r.fail(base + "/shogi_impasse_rule",
                          "must be " + std::string(core::kImpasseRuleNames));
        }
        rec.options.shogi_impasse_rule = *rule;
    }
    return true;
}

bool read_event(Reader& r, const json& e, const std::string& base, core::Game game, Event& out) {
    if (!e.is_object()) return r.fail(base, "must be an object");
    std::string type;
    if (!r.string_at(e, "type", base, type, true)) return false;
    auto t = parse_event_type(type);
    if (!t) return r.fail(base + "/type", "unknown event type '" + type + "'");
    out.type = *t;
    if (!r.opt_side(e, "side", base, game, out.side)) return false;
    switch (*t) {
    case EventType::Move:
        if (!r.only_keys(e, base, {"type", "move", "seconds", "side"})) return false;
        if (!r.string_at(e, "move", base, out.move, true)) return false;
        if (out.move.empty() || out.move.size() > 16)
            return r.fail(base + "/move", "malformed move text");
        return r.opt_number(e, "seconds", base, out.seconds, 0, 1e7);
    case EventType::Touch:
        if (!r.only_keys(e, base, {"type", "point", "side", "simultaneous"})) return false;
        if (!r.string_at(e, "point", base, out.point, true)) return false;
        if (auto s = e.find("simultaneous"); s != e.end()) {
            if (!s->is_boolean()) return r.fail(base + "/simultaneous", "must be a boolean");
            out.simultaneous = s->get<bool>();
        }
        return true;
    case EventType::DrawClaim:
        // FIDE 9.2.1.1 / 9.3.1: the claimant may write the move that will make the claim hold.
        if (!r.only_keys(e, base, {"type", "side", "move"})) return false;
        if (!out.side) return r.fail(base + "/side", "missing");
        if (!r.string_at(e, "move", base, out.move, false)) return false;
        if (e.contains("move") && (out.move.empty() || out.move.size() > 16))
            return r.fail(base + "/move", "malformed move text");
        return true;
    default:
        if (!r.only_keys(e, base, {"type", "side"})) return false;
        if (!out.side) return r.fail(base + "/side", "missing");
        return true;
    }
}

bool read_expect(Reader& r, const json& x, core::Game game, RecordExpectation& out) {
    const std::string base = "/expect";
    if (!x.is_object()) return r.fail(base, "must be an object");
    if (!r.only_keys(x, base, {"result", "winner", "rule", "ply", "fouls"})) return false;
    std::optional<std::string> result;
    if (!r.opt_string(x, "result", base, result)) return false;
    if (result && !(out.result = parse_outcome(*result)))
        return r.fail(base + "/result", "must be ongoing, win or draw");
    if (!r.opt_side(x, "winner", base, game, out.winner, &out.check_winner)) return false;
    if (!r.opt_rule(x, "rule", base, out.rule, &out.check_rule)) return false;
    if (!r.opt_int(x, "ply", base, out.ply, 0, 1000000)) return false;
    if (auto f = x.find("fouls"); f != x.end()) {
        if (!f->is_array()) return r.fail(base + "/fouls", "must be an array");
        std::vector<ExpectedFoul> fouls;
        for (std::size_t i = 0; i < f->size(); ++i) {
            const std::string fb = base + "/fouls/" + std::to_string(i);
            const json& fo = (*f)[i];
            if (!fo.is_object()) return r.fail(fb, "must be an object");
            if (!r.only_keys(fo, fb, {"ply", "side", "rule"})) return false;
            ExpectedFoul ef;
            if (!r.opt_int(fo, "ply", fb, ef.ply, 0, 1000000) ||
                !r.opt_side(fo, "side", fb, game, ef.side) || !r.opt_rule(fo, "rule", fb, ef.rule))
                return false;
            fouls.push_back(ef);
        }
        out.fouls = std::move(fouls);
    }
    return true;
}

core::Result<GameRecord> parse_record_json(const json& doc, const std::string& file) {
    Reader r{file, std::nullopt};
    GameRecord rec;
    rec.file = file;
    auto done = [&]() -> core::Result<GameRecord> {
        return r.error ? core::Result<GameRecord>(*r.error) : core::Result<GameRecord>(rec);
    };
    if (!doc.is_object()) return at(file, "", "a game record must be a JSON object");
    if (!r.only_keys(doc, "",
                     {"id", "game", "description", "rules", "start", "options", "time_control",
                      "events", "expect", "source"}))
        return done();
    std::string game;
    if (!r.string_at(doc, "id", "", rec.id, true) || !r.string_at(doc, "game", "", game, true))
        return done();
    auto g = core::parse_game(game);
    if (!g) return at(file, "/game", "must be chess, xiangqi or shogi");
    rec.game = *g;
    if (!r.string_at(doc, "description", "", rec.description, false) ||
        !r.string_at(doc, "start", "", rec.start, false) ||
        !r.string_at(doc, "source", "", rec.source, false))
        return done();
    if (auto rl = doc.find("rules"); rl != doc.end()) {
        if (!rl->is_array()) return at(file, "/rules", "must be an array of rule IDs");
        for (std::size_t i = 0; i < rl->size(); ++i) {
            if (!(*rl)[i].is_string())
                return at(file, "/rules/" + std::to_string(i), "must be a string");
            rec.rules.push_back((*rl)[i].get<std::string>());
        }
    }
    if (rec.start.empty() || rec.start.size() > 512) return at(file, "/start", "empty or too long");
    if (auto o = doc.find("options"); o != doc.end() && !read_options(r, *o, rec)) return done();
    if (auto tc = doc.find("time_control"); tc != doc.end() && !tc->is_null()) {
        TimeControl t;
        if (!read_time_control(r, *tc, t)) return done();
        rec.time_control = t;
    }
    auto ev = doc.find("events");
    if (ev == doc.end()) return at(file, "/events", "missing");
    if (!ev->is_array()) return at(file, "/events", "must be an array");
    if (ev->size() > kMaxEvents) return at(file, "/events", "too many events");
    for (std::size_t i = 0; i < ev->size(); ++i) {
        Event e;
        if (!read_event(r, (*ev)[i], "/events/" + std::to_string(i), rec.game, e)) return done();
        rec.events.push_back(std::move(e));
    }
    if (auto x = doc.find("expect"); x != doc.end()) {
        RecordExpectation e;
        if (!read_expect(r, *x, rec.game, e)) return done();
        rec.expect = e;
    }
    return done();
}

}  // namespace

std::string_view event_type_name(EventType type) {
    switch (type) {
    case EventType::Move:
        return "move";
    case EventType::Touch:
        return "touch";
    case EventType::RecordOmission:
        return "record_omission";
    case EventType::RecordMakeup:
        return "record_makeup";
    case EventType::DrawOffer:
        return "draw_offer";
    case EventType::DrawAccept:
        return "draw_accept";
    case EventType::Resign:
        return "resign";
    case EventType::Impasse:
        return "impasse";
    case EventType::NaturalLimitClaim:
        return "natural_limit_claim";
    case EventType::DrawClaim:
        return "draw_claim";
    }
    return "?";
}

std::optional<TimeControl> time_control_preset(std::string_view name,
                                               std::optional<double> minutes) {
    // Xiangqi competition rules §6 ("in 90 minutes walk 40": N moves in T minutes).
    if (name == "xiangqi-6.1")
        return TimeControl{std::string(name), {{40, 90, false}, {10, 15, true}}};
    if (name == "xiangqi-6.2")
        return TimeControl{std::string(name), {{30, 60, false}, {10, 10, true}}};
    if (name == "xiangqi-6.3")
        return TimeControl{std::string(name), {{40, 10, false}, {30, 5, true}}};
    if (name == "xiangqi-6.4") return TimeControl{std::string(name), {{30, 5, true}}};
    // §6.5: each side uses one allotment for all its moves; the allotment is the event's choice.
    if (name == "xiangqi-6.5" && minutes)
        return TimeControl{std::string(name), {{std::nullopt, *minutes, false}}};
    return std::nullopt;
}

core::Result<GameRecord> parse_record_text(std::string_view text, const std::string& file) {
    if (text.size() > kMaxRecordBytes) return at(file, "", "record too large");
    try {
        json doc = json::parse(text.begin(), text.end(), nullptr, false);
        if (doc.is_discarded()) return at(file, "", "not valid JSON");
        return parse_record_json(doc, file);
    } catch (const json::exception& e) {
        return at(file, "", std::string("JSON error: ") + e.what());
    }
}

core::Result<GameRecord> load_record(const std::filesystem::path& path) {
    auto text = formats::read_input_file(path, kMaxRecordBytes);  // size and kind checked first
    if (!text) return text.error();
    return parse_record_text(text.value(), path.string());
}

core::Result<core::Ok> check_record_path(const std::filesystem::path& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) return core::Ok{};
    return formats::check_input_file(path, kMaxRecordBytes);
}

std::vector<std::filesystem::path> record_files(const std::vector<std::filesystem::path>& paths) {
    std::vector<std::filesystem::path> out;
    for (const auto& p : paths) {
        std::error_code ec;
        if (std::filesystem::is_directory(p, ec)) {
            std::vector<std::filesystem::path> found;
            for (auto it = std::filesystem::recursive_directory_iterator(p, ec);
                 !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
                const auto& f = it->path();
                if (const std::string why = formats::unreadable_entry(*it); !why.empty()) {
                    std::cerr << "arbiter: warning: " << f.string() << ": " << why << ", skipped\n";
                    continue;
                }
                const std::string name = f.filename().string();
                std::error_code entry_ec;
                if (it->is_regular_file(entry_ec) && f.extension() == ".json" &&
                    name.find("schema") == std::string::npos)
                    found.push_back(f);
            }
            std::sort(found.begin(), found.end());
            out.insert(out.end(), found.begin(), found.end());
        } else {
            out.push_back(p);
        }
    }
    return out;
}

std::vector<std::filesystem::path> record_paths_in(
    const std::vector<std::filesystem::path>& paths) {
    std::vector<std::filesystem::path> out;
    for (const auto& p : paths) {
        bool inside = false;
        for (const auto& part : p) inside = inside || part == "records";
        std::error_code ec;
        if (inside)
            out.push_back(p);
        else if (std::filesystem::is_directory(p / "records", ec))
            out.push_back(p / "records");
    }
    return out;
}

}  // namespace arbiter::referee::adjudicate
