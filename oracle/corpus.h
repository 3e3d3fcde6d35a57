#pragma once
// The JSON corpus of rule cases (corpus/<game>/<area>.json; corpus/schema.json) and the rule
// catalogue (corpus/rules.json). The loader checks every case against the schema's shape and
// reports errors by file, case id and field (a JSON pointer); it never throws.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "core/result.h"
#include "oracle/adapter.h"

namespace arbiter::oracle {

struct ExcludedMove {
    std::string move;
    std::string rule;  // the first rule it breaks (what `explain` says)
};

struct ExpectedStatus {
    std::string result;         // ongoing | win | draw
    bool check_winner = false;  // the key was present (null means "no winner")
    std::optional<std::string> winner;
    bool check_reason = false;
    std::optional<std::string> reason;
};

// A move an EPD operation names (bm, am): it must be a legal move of the position (SAN).
struct EpdMove {
    std::string opcode;
    std::string san;
};

struct CaseExpectations {
    std::optional<std::string> fen_error;
    std::vector<std::string> legal_include;
    std::vector<ExcludedMove> legal_exclude;
    std::optional<std::uint64_t> legal_count;
    std::vector<std::pair<int, std::uint64_t>> perft;  // (depth, nodes), by depth
    std::optional<bool> in_check;
    std::optional<ExpectedStatus> status;
    std::optional<std::vector<std::string>> warnings;  // lenient cases: the waived problems
    std::vector<EpdMove> epd_moves;                    // EPD files only (not in the JSON schema)
};

struct CorpusCase {
    std::string file;  // where it came from
    std::string id;
    core::Game game = core::Game::Chess;
    std::vector<std::string> rules;
    std::string description;
    std::string fen;
    std::vector<std::string> moves;
    core::RuleOptions options;
    bool slow = false;       // tag "slow": run only when asked for (verify --slow)
    bool fast_only = false;  // tag "fast-only": not run on the reference (too deep for it)
    bool lenient = false;    // "lenient": true: loaded as with --lenient (docs/corpus.md)
    std::string source;
    CaseExpectations expect;
};

struct RuleEntry {
    std::string id;
    core::Game game = core::Game::Chess;
    std::string statement;
    std::string source;
    // For a rule a match decides rather than a position (the engine-failure rules, the match's
    // ply limit): the test that checks it, "Suite.Name (file)"; empty for a rule the corpus checks.
    std::string checked_by;
};

// Parses one corpus file's text; `file` names it in errors.
core::Result<std::vector<CorpusCase>> parse_corpus_text(std::string_view text,
                                                        const std::string& file);
// Loads corpus files and every *.json under directories (rules.json, *schema.json and records/
// folders excluded),
// in a stable order; checks that case ids are unique.
core::Result<std::vector<CorpusCase>> load_corpus(const std::vector<std::filesystem::path>& paths);

core::Result<std::vector<RuleEntry>> parse_rule_catalogue(std::string_view text,
                                                          const std::string& file);
core::Result<std::vector<RuleEntry>> load_rule_catalogue(const std::filesystem::path& path);

// The bundled corpus folder (set at build time; overridable with ARBITER_CORPUS).
std::filesystem::path default_corpus_dir();

}  // namespace arbiter::oracle
