#include "oracle/corpus.h"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "formats/epd.h"
#include "formats/input_file.h"

namespace arbiter::oracle {

namespace {

using nlohmann::json;

constexpr std::size_t kMaxCorpusFileBytes = std::size_t{16} * 1024 * 1024;

// Collects the first problem met, with where it was met.
class Checker {
public:
    Checker(std::string file, std::string id) : file_(std::move(file)), id_(std::move(id)) {}
    void set_id(std::string id) { id_ = std::move(id); }
    core::Error fail(const std::string& pointer, const std::string& what) const {
        std::string where = file_;
        if (!id_.empty()) where += ": case " + id_;
        return core::make_error(where + ": " + pointer + ": " + what);
    }

private:
    std::string file_;
    std::string id_;
};

const std::set<std::string> kCaseKeys = {"id",      "game",   "rules",   "description",
                                         "fen",     "moves",  "options", "tags",
                                         "lenient", "source", "expect"};
const std::set<std::string> kExpectKeys = {"fen_error",   "legal_include", "legal_exclude",
                                           "legal_count", "perft",         "in_check",
                                           "status",      "warnings"};
const std::set<std::string> kOptionKeys = {"chess_repetition_count",
                                           "chess_fifty_move_plies",
                                           "xiangqi_natural_limit_plies",
                                           "xiangqi_rules",
                                           "shogi_impasse",
                                           "shogi_impasse_rule",
                                           "shogi_max_plies",
                                           "chess960"};

std::optional<std::string> unknown_key(const json& object, const std::set<std::string>& allowed) {
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!allowed.count(it.key())) return it.key();
    }
    return std::nullopt;
}

bool is_lower_alnum(char ch) { return (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9'); }

// "game" + separator + [a-z0-9] and the extra characters `more` allow, e.g.
// chess.castling.in-check.
bool has_game_prefix_then(const std::string& text, char separator, std::string_view more) {
    for (std::string_view game : {"chess", "xiangqi", "shogi"}) {
        const std::string prefix = std::string(game) + separator;
        if (text.size() <= prefix.size() || text.compare(0, prefix.size(), prefix) != 0) continue;
        return std::all_of(
            text.begin() + static_cast<std::ptrdiff_t>(prefix.size()), text.end(),
            [&](char ch) { return is_lower_alnum(ch) || more.find(ch) != std::string_view::npos; });
    }
    return false;
}

// A rule ID of docs/rules.md: ^(chess|xiangqi|shogi)\.[a-z0-9.-]+$
bool is_rule_id(const std::string& text) { return has_game_prefix_then(text, '.', ".-"); }
// A case id: ^(chess|xiangqi|shogi)-[a-z0-9-]+$
bool is_case_id(const std::string& text) { return has_game_prefix_then(text, '-', "-"); }

std::optional<core::Error> string_list(const json& value, const Checker& c,
                                       const std::string& pointer, std::vector<std::string>& out) {
    if (!value.is_array()) return c.fail(pointer, "must be an array of strings");
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (!value[i].is_string() || value[i].get<std::string>().empty()) {
            return c.fail(pointer + "/" + std::to_string(i), "must be a non-empty string");
        }
        out.push_back(value[i].get<std::string>());
    }
    return std::nullopt;
}

std::optional<core::Error> parse_options(const json& value, const Checker& c,
                                         const std::string& ptr, core::RuleOptions& out) {
    if (!value.is_object()) return c.fail(ptr, "must be an object");
    if (auto key = unknown_key(value, kOptionKeys))
        return c.fail(ptr + "/" + *key, "unknown option");
    auto integer = [&](const char* key, int low, int high,
                       int& target) -> std::optional<core::Error> {
        if (!value.contains(key)) return std::nullopt;
        const json& v = value[key];
        if (!v.is_number_integer() || v.get<long long>() < low || v.get<long long>() > high) {
            return c.fail(ptr + "/" + key,
                          "must be an integer " + std::to_string(low) + "-" + std::to_string(high));
        }
        target = static_cast<int>(v.get<long long>());
        return std::nullopt;
    };
    if (auto e = integer("chess_repetition_count", 3, 5, out.chess_repetition_count)) return e;
    if (out.chess_repetition_count == 4)
        return c.fail(ptr + "/chess_repetition_count", "must be 3 or 5");
    if (auto e = integer("chess_fifty_move_plies", 100, 150, out.chess_fifty_move_plies)) return e;
    if (out.chess_fifty_move_plies != 100 && out.chess_fifty_move_plies != 150) {
        return c.fail(ptr + "/chess_fifty_move_plies", "must be 100 or 150");
    }
    if (auto e = integer("xiangqi_natural_limit_plies", 1, 1000, out.xiangqi_natural_limit_plies))
        return e;
    if (auto e = integer("shogi_max_plies", 1, 100000, out.shogi_max_plies)) return e;
    if (value.contains("chess960")) {
        if (!value["chess960"].is_boolean()) return c.fail(ptr + "/chess960", "must be a boolean");
        out.chess960 = value["chess960"].get<bool>();
    }
    if (value.contains("xiangqi_rules")) {
        const json& v = value["xiangqi_rules"];
        const auto rules = core::parse_xiangqi_rules(v.is_string() ? v.get<std::string>() : "");
        if (!rules)
            return c.fail(ptr + "/xiangqi_rules",
                          "must be " + std::string(core::kXiangqiRulesNames));
        out.xiangqi_rules = *rules;
    }
    if (value.contains("shogi_impasse")) {
        if (!value["shogi_impasse"].is_boolean())
            return c.fail(ptr + "/shogi_impasse", "must be true or false");
        out.shogi_impasse_requested = value["shogi_impasse"].get<bool>();
    }
    if (value.contains("shogi_impasse_rule")) {
        const json& v = value["shogi_impasse_rule"];
        const auto rule = core::parse_impasse_rule(v.is_string() ? v.get<std::string>() : "");
        if (!rule) {
            return c.fail(ptr + "/shogi_impasse_rule",
                          "must be " + std::string(core::kImpasseRuleNames));
        }
        out.shogi_impasse_rule = *rule;
    }
    return std::nullopt;
}

std::optional<core::Error> parse_status(const json& value, const Checker& c, const std::string& ptr,
                                        ExpectedStatus& out) {
    if (!value.is_object()) return c.fail(ptr, "must be an object");
    if (auto key = unknown_key(value, {"result", "winner", "reason"}))
        return c.fail(ptr + "/" + *key, "unknown key");
    if (!value.contains("result") || !value["result"].is_string())
        return c.fail(ptr + "/result", "required string");
    out.result = value["result"].get<std::string>();
    if (out.result != "ongoing" && out.result != "win" && out.result != "draw") {
        return c.fail(ptr + "/result", "must be ongoing, win or draw");
    }
    static const std::set<std::string> kSides = {"white", "black", "red", "sente", "gote"};
    if (value.contains("winner")) {
        out.check_winner = true;
        const json& w = value["winner"];
        if (w.is_string() && kSides.count(w.get<std::string>()))
            out.winner = w.get<std::string>();
        else if (!w.is_null())
            return c.fail(ptr + "/winner", "must be white, black, red, sente, gote or null");
    }
    if (value.contains("reason")) {
        out.check_reason = true;
        const json& r = value["reason"];
        if (r.is_string() && is_rule_id(r.get<std::string>()))
            out.reason = r.get<std::string>();
        else if (!r.is_null())
            return c.fail(ptr + "/reason", "must be a rule ID or null");
    }
    return std::nullopt;
}

std::optional<core::Error> parse_expect(const json& value, const Checker& c,
                                        CaseExpectations& out) {
    const std::string ptr = "/expect";
    if (!value.is_object() || value.empty()) return c.fail(ptr, "must be a non-empty object");
    if (auto key = unknown_key(value, kExpectKeys))
        return c.fail(ptr + "/" + *key, "unknown expectation");
    if (value.contains("warnings")) {
        std::vector<std::string> warnings;
        if (auto e = string_list(value["warnings"], c, ptr + "/warnings", warnings)) return *e;
        out.warnings = std::move(warnings);
    }
    if (value.contains("fen_error")) {
        if (!value["fen_error"].is_string())
            return c.fail(ptr + "/fen_error", "must be a problem code string");
        out.fen_error = value["fen_error"].get<std::string>();
    }
    if (value.contains("legal_include")) {
        if (auto e =
                string_list(value["legal_include"], c, ptr + "/legal_include", out.legal_include))
            return e;
    }
    if (value.contains("legal_exclude")) {
        const json& list = value["legal_exclude"];
        if (!list.is_array()) return c.fail(ptr + "/legal_exclude", "must be an array");
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string p = ptr + "/legal_exclude/" + std::to_string(i);
            const json& item = list[i];
            if (!item.is_object()) return c.fail(p, "must be an object {move, rule}");
            if (auto key = unknown_key(item, {"move", "rule"}))
                return c.fail(p + "/" + *key, "unknown key");
            if (!item.contains("move") || !item["move"].is_string())
                return c.fail(p + "/move", "required string");
            if (!item.contains("rule") || !item["rule"].is_string() ||
                !is_rule_id(item["rule"].get<std::string>())) {
                return c.fail(p + "/rule", "required rule ID");
            }
            out.legal_exclude.push_back(
                {item["move"].get<std::string>(), item["rule"].get<std::string>()});
        }
    }
    if (value.contains("legal_count")) {
        const json& v = value["legal_count"];
        if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<long long>() >= 0)) {
            return c.fail(ptr + "/legal_count", "must be a non-negative integer");
        }
        out.legal_count = v.get<std::uint64_t>();
    }
    if (value.contains("perft")) {
        const json& v = value["perft"];
        if (!v.is_object()) return c.fail(ptr + "/perft", "must be an object {\"depth\": nodes}");
        for (auto it = v.begin(); it != v.end(); ++it) {
            const std::string& key = it.key();
            const bool depth_ok =
                !key.empty() && key.size() <= 2 && key[0] != '0' &&
                std::all_of(key.begin(), key.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
            if (!depth_ok || std::stoi(key) > kMaxPerftDepth) {
                return c.fail(
                    ptr + "/perft/" + key,
                    "depth must be 1-" + std::to_string(kMaxPerftDepth) + " (the cap of --depth)");
            }
            if (!it.value().is_number_unsigned() &&
                !(it.value().is_number_integer() && it.value().get<long long>() >= 0)) {
                return c.fail(ptr + "/perft/" + key, "must be a non-negative integer");
            }
            out.perft.emplace_back(std::stoi(key), it.value().get<std::uint64_t>());
        }
        std::sort(out.perft.begin(), out.perft.end());
    }
    if (value.contains("in_check")) {
        if (!value["in_check"].is_boolean())
            return c.fail(ptr + "/in_check", "must be true or false");
        out.in_check = value["in_check"].get<bool>();
    }
    if (value.contains("status")) {
        ExpectedStatus status;
        if (auto e = parse_status(value["status"], c, ptr + "/status", status)) return e;
        out.status = status;
    }
    return std::nullopt;
}

core::Result<CorpusCase> parse_case(const json& value, const std::string& file, std::size_t index) {
    CorpusCase out;
    out.file = file;
    Checker c(file, "#" + std::to_string(index));
    if (!value.is_object()) return c.fail("", "a case must be an object");
    if (value.contains("id") && value["id"].is_string()) c.set_id(value["id"].get<std::string>());
    if (auto key = unknown_key(value, kCaseKeys)) return c.fail("/" + *key, "unknown field");
    for (const char* key : {"id", "game", "description", "fen", "source"}) {
        if (!value.contains(key) || !value[key].is_string())
            return c.fail(std::string("/") + key, "required string");
    }
    out.id = value["id"].get<std::string>();
    if (!is_case_id(out.id)) return c.fail("/id", "must look like game-some-name (lowercase)");
    auto game = core::parse_game(value["game"].get<std::string>());
    if (!game) return c.fail("/game", "must be chess, xiangqi or shogi");
    out.game = *game;
    if (out.id.rfind(std::string(core::game_name(out.game)) + "-", 0) != 0)
        return c.fail("/id", "must start with the game's name");
    out.description = value["description"].get<std::string>();
    out.fen = value["fen"].get<std::string>();
    out.source = value["source"].get<std::string>();
    if (out.source.size() < 3)
        return c.fail("/source", "must say where the expected values come from");
    if (!value.contains("rules")) return c.fail("/rules", "required array of rule IDs");
    if (auto e = string_list(value["rules"], c, "/rules", out.rules)) return *e;
    if (out.rules.empty()) return c.fail("/rules", "must name at least one rule");
    for (std::size_t i = 0; i < out.rules.size(); ++i) {
        if (!is_rule_id(out.rules[i]) ||
            out.rules[i].rfind(std::string(core::game_name(out.game)) + ".", 0) != 0) {
            return c.fail("/rules/" + std::to_string(i), "not a rule ID of this game");
        }
    }
    if (value.contains("moves")) {
        if (auto e = string_list(value["moves"], c, "/moves", out.moves)) return *e;
    }
    if (value.contains("options")) {
        if (auto e = parse_options(value["options"], c, "/options", out.options)) return *e;
    }
    if (value.contains("tags")) {
        std::vector<std::string> tags;
        if (auto e = string_list(value["tags"], c, "/tags", tags)) return *e;
        for (std::size_t i = 0; i < tags.size(); ++i) {
            if (tags[i] == "slow") {
                out.slow = true;
            } else if (tags[i] == "fast-only") {
                out.fast_only = true;
            } else {
                return c.fail("/tags/" + std::to_string(i),
                              "unknown tag (\"slow\" or \"fast-only\")");
            }
        }
    }
    if (value.contains("lenient")) {
        if (!value["lenient"].is_boolean()) return c.fail("/lenient", "must be true or false");
        out.lenient = value["lenient"].get<bool>();
    }
    if (!value.contains("expect")) return c.fail("/expect", "required object");
    if (auto e = parse_expect(value["expect"], c, out.expect)) return *e;
    if (out.expect.warnings && !out.lenient)
        return c.fail("/expect/warnings", "only a lenient case has warnings");
    return out;
}

core::Result<std::string> read_file(const std::filesystem::path& path) {
    return formats::read_input_file(path, kMaxCorpusFileBytes);
}

std::optional<json> parse_json(std::string_view text, std::string& why) {
    // The one place nlohmann may throw: caught here and turned into an error (docs/style.md).
    try {
        return json::parse(text.begin(), text.end());
    } catch (const json::exception& e) {
        why = e.what();
        return std::nullopt;
    }
}

}  // namespace

core::Result<std::vector<CorpusCase>> parse_corpus_text(std::string_view text,
                                                        const std::string& file) {
    std::string why;
    auto doc = parse_json(text, why);
    if (!doc) return core::make_error(file + ": " + why);
    if (!doc->is_object())
        return core::make_error(
            file + ": /: a corpus file is an object {\"area\": ..., \"cases\": [...]}");
    if (auto key = unknown_key(*doc, {"area", "cases", "$schema"}))
        return core::make_error(file + ": /" + *key + ": unknown field");
    if (doc->contains("area") && !(*doc)["area"].is_string())
        return core::make_error(file + ": /area: must be a string");
    if (!doc->contains("cases") || !(*doc)["cases"].is_array())
        return core::make_error(file + ": /cases: required array");
    std::vector<CorpusCase> cases;
    const json& list = (*doc)["cases"];
    for (std::size_t i = 0; i < list.size(); ++i) {
        auto parsed = parse_case(list[i], file, i);
        if (!parsed) return parsed.error();
        cases.push_back(std::move(parsed.value()));
    }
    return cases;
}

namespace {

// The positions of an EPD or .perft file as corpus cases: the position must be valid and its
// perft counts hold. The id is the file's (id operation or line) or FILE-LINE.
core::Result<std::vector<CorpusCase>> epd_cases(std::string_view text,
                                                const std::filesystem::path& file) {
    const std::string name = file.string();
    auto positions = file.extension() == ".perft" ? formats::parse_perft_file(text, name)
                                                  : formats::parse_epd(text, name);
    if (!positions) return positions.error();
    std::vector<CorpusCase> cases;
    for (const formats::EpdPosition& p : positions.value()) {
        CorpusCase c;
        c.file = name;
        c.id = p.id.empty() ? file.stem().string() + "-" + std::to_string(p.line) : p.id;
        c.game = core::Game::Chess;
        c.description = "EPD position at line " + std::to_string(p.line);
        c.fen = p.fen;
        c.expect.perft = p.perft;
        for (const auto& [depth, nodes] : c.expect.perft) {
            if (depth < 1 || depth > kMaxPerftDepth) {
                return core::make_error(name + ":" + std::to_string(p.line) + ": perft depth " +
                                        std::to_string(depth) + " must be 1-" +
                                        std::to_string(kMaxPerftDepth) + " (the cap of --depth)");
            }
        }
        std::sort(c.expect.perft.begin(), c.expect.perft.end());
        for (const std::string& m : p.best_moves) c.expect.epd_moves.push_back({"bm", m});
        for (const std::string& m : p.avoid_moves) c.expect.epd_moves.push_back({"am", m});
        c.source = name + ":" + std::to_string(p.line);
        cases.push_back(std::move(c));
    }
    return cases;
}

}  // namespace

core::Result<std::vector<CorpusCase>> load_corpus(const std::vector<std::filesystem::path>& paths) {
    std::vector<std::filesystem::path> files;
    for (const auto& path : paths) {
        std::error_code ec;
        if (std::filesystem::is_directory(path, ec)) {
            for (auto it = std::filesystem::recursive_directory_iterator(path, ec);
                 !ec && it != std::filesystem::recursive_directory_iterator(); it.increment(ec)) {
                const auto& p = it->path();
                std::error_code entry_ec;
                if (const std::string why = formats::unreadable_entry(*it); !why.empty()) {
                    std::cerr << "arbiter: warning: " << p.string() << ": " << why << ", skipped\n";
                    continue;
                }
                // Game records (corpus/records/) are a different format, run by the adjudicator.
                if (it->is_directory(entry_ec) && p.filename() == "records") {
                    it.disable_recursion_pending();
                    continue;
                }
                const std::string name = p.filename().string();
                if (it->is_regular_file(entry_ec) && p.extension() == ".json" &&
                    name != "rules.json" && name.find("schema") == std::string::npos) {
                    files.push_back(p);
                }
            }
            if (ec) return core::make_error(path.string() + ": cannot list: " + ec.message());
        } else if (std::filesystem::is_regular_file(path, ec)) {
            files.push_back(path);
        } else if (auto checked = formats::check_input_file(path, kMaxCorpusFileBytes); !checked) {
            return checked.error();  // missing, a symlink loop, a FIFO, a device...
        } else {
            return core::make_error(path.string() + ": no such corpus file or folder");
        }
    }
    std::sort(files.begin(), files.end());
    std::vector<CorpusCase> all;
    std::map<std::string, std::string> seen;  // id -> file
    for (const auto& file : files) {
        auto text = read_file(file);
        if (!text) return text.error();
        // EPD and .perft suites (docs/records.md), named on the command line: chess positions with
        // perft counts.
        const std::string ext = file.extension().string();
        auto cases = ext == ".epd" || ext == ".perft"
                         ? epd_cases(text.value(), file)
                         : parse_corpus_text(text.value(), file.string());
        if (!cases) return cases.error();
        for (auto& c : cases.value()) {
            if (auto [it, fresh] = seen.emplace(c.id, c.file); !fresh) {
                return core::make_error(c.file + ": case " + c.id + ": /id: duplicate (also in " +
                                        it->second + ")");
            }
            all.push_back(std::move(c));
        }
    }
    return all;
}

core::Result<std::vector<RuleEntry>> parse_rule_catalogue(std::string_view text,
                                                          const std::string& file) {
    std::string why;
    auto doc = parse_json(text, why);
    if (!doc) return core::make_error(file + ": " + why);
    if (!doc->is_object() || !doc->contains("rules") || !(*doc)["rules"].is_array()) {
        return core::make_error(file + ": /rules: required array");
    }
    std::vector<RuleEntry> out;
    const json& list = (*doc)["rules"];
    for (std::size_t i = 0; i < list.size(); ++i) {
        const json& item = list[i];
        const std::string ptr = file + ": /rules/" + std::to_string(i);
        if (!item.is_object() || !item.contains("id") || !item["id"].is_string() ||
            !is_rule_id(item["id"].get<std::string>())) {
            return core::make_error(ptr + "/id: required rule ID");
        }
        RuleEntry entry;
        entry.id = item["id"].get<std::string>();
        const auto game = core::parse_game(entry.id.substr(0, entry.id.find('.')));
        entry.game = *game;
        if (item.contains("statement") && item["statement"].is_string())
            entry.statement = item["statement"].get<std::string>();
        if (item.contains("source") && item["source"].is_string())
            entry.source = item["source"].get<std::string>();
        if (item.contains("checked_by")) {
            const json& by = item["checked_by"];
            if (!by.is_object() || !by.contains("test") || !by["test"].is_string() ||
                !by.contains("file") || !by["file"].is_string())
                return core::make_error(ptr + "/checked_by: an object with \"test\" and \"file\"");
            entry.checked_by =
                by["test"].get<std::string>() + " (" + by["file"].get<std::string>() + ")";
        }
        out.push_back(std::move(entry));
    }
    return out;
}

core::Result<std::vector<RuleEntry>> load_rule_catalogue(const std::filesystem::path& path) {
    auto text = read_file(path);
    if (!text) return text.error();
    return parse_rule_catalogue(text.value(), path.string());
}

std::filesystem::path default_corpus_dir() {
    if (const char* env = std::getenv("ARBITER_CORPUS"); env && *env) return env;
    return ARBITER_CORPUS_DIR;
}

}  // namespace arbiter::oracle
