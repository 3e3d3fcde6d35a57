#pragma once
// A whole game record (corpus/records/<game>/*.json; schema: corpus/records.schema.json): the
// start position, rule options, time control and the events of the game in order, with an
// optional expected verdict. The loader never throws: a malformed record gives an Error whose
// message starts with the JSON pointer of the problem ("/events/3/point: ...").

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/result.h"
#include "oracle/adapter.h"
#include "referee/adjudicate/outcome.h"

namespace arbiter::referee::adjudicate {

// One period of a time control: `moves` moves (all remaining moves when absent) in `minutes`;
// a repeating period applies again and again until the end of the game (xiangqi competition
// rules §6.1-6.5).
struct TimePeriod {
    std::optional<int> moves;
    double minutes = 0;
    bool repeat = false;
};

struct TimeControl {
    std::string name;                 // the preset name, or "custom"
    std::vector<TimePeriod> periods;  // at least one
};

// The named presets of xiangqi competition rules §6.1-6.5. §6.5 (all moves in one allotment) takes
// `minutes`.
std::optional<TimeControl> time_control_preset(std::string_view name,
                                               std::optional<double> minutes);

enum class EventType {
    Move,
    Touch,
    RecordOmission,
    RecordMakeup,  // xiangqi.record: the side fills in the entries it skipped (§7.2)
    DrawOffer,
    DrawAccept,
    Resign,
    Impasse,            // shogi.impasse: the agreement or declaration
    NaturalLimitClaim,  // xiangqi.natural-limit: the side raises the natural limit (§4.2.4, §8(2))
    DrawClaim,  // chess: a FIDE 9.2 / 9.3 claim (repetition, fifty moves), optionally with a
                // written move
};
std::string_view event_type_name(EventType type);

struct Event {
    EventType type = EventType::Move;
    std::string move;  // Move: docs/rules.md notation; DrawClaim: the written move ("" = none)
    std::optional<double> seconds;  // Move: time the move took
    std::optional<Side> side;       // every other event (touch: defaults to the side to move)
    std::string point;              // Touch: the touched square / point
    bool simultaneous = false;      // Touch: touched at the same moment as the previous touch
};

struct ExpectedFoul {
    std::optional<int> ply;
    std::optional<Side> side;
    std::optional<core::RuleId> rule;
};

struct RecordExpectation {
    std::optional<Outcome> result;
    bool check_winner = false;  // `winner` given (null: no winner)
    std::optional<Side> winner;
    bool check_rule = false;
    std::optional<core::RuleId> rule;
    std::optional<int> ply;
    std::optional<std::vector<ExpectedFoul>> fouls;
};

struct GameRecord {
    std::string file;
    std::string id;
    core::Game game = core::Game::Chess;
    std::string description;
    std::vector<std::string> rules;  // the rule IDs the record exercises (docs/rules.md)
    std::string start = "startpos";
    core::RuleOptions options;
    std::optional<int> fouls_to_lose;  // default: policy.h (xiangqi 3, chess 2)
    // xiangqi.natural-limit: false (default) = drawn only when a side claims it (xiangqi
    // competition rules §4.2.4: a side "raises" it, and a claim that does not hold is a foul,
    // §8(2)); true = drawn automatically.
    bool natural_limit_automatic = false;
    std::optional<TimeControl> time_control;
    std::vector<Event> events;
    std::optional<RecordExpectation> expect;
    std::string source;
};

// Parses one record's text; `file` names it in errors.
core::Result<GameRecord> parse_record_text(std::string_view text, const std::string& file);
core::Result<GameRecord> load_record(const std::filesystem::path& path);
// Game `index` (from 1) of a PGN file as a record (docs/records.md): its start position, its moves
// (resolved from SAN by the reference), the FIDE Laws' automatic draws (fifth occurrence, 75
// moves), and, when the rules have not ended the game, its Result as the event that ends it: 1-0
// a resignation by black, 0-1 by white, 1/2-1/2 a draw offered and accepted. An Error names the
// file, line and column of a game that cannot be read or replayed. `game` other than chess: the
// record formats of that game (xiangqi PGN and DhtmlXQ, formats/record_formats.h), judged by the
// replayer's rules (docs/records.md). Chess960 (options.chess960) when `chess960` or when the
// game's Variant tag names it (oracle::chess960_variant).
core::Result<GameRecord> load_pgn_record(const std::filesystem::path& path, std::size_t index,
                                         core::Game game = core::Game::Chess,
                                         bool chess960 = false);
// Game `index` (from 1) of a shogi record file (KIF, KI2, CSA, USI: by its name ending), read the
// same way: its start, its moves (resolved by the reference) and its claimed result as the event
// that ends it when the rules have not.
core::Result<GameRecord> load_shogi_record(const std::filesystem::path& path, std::size_t index);
// A path given for records: a folder, or a file load_record would read (regular, not over the
// 4 MiB cap). The error names the path and what it is (missing, a FIFO, a device...).
core::Result<core::Ok> check_record_path(const std::filesystem::path& path);
// Record files: each path a file, or a directory searched for *.json (schema files excluded).
std::vector<std::filesystem::path> record_files(const std::vector<std::filesystem::path>& paths);
// The record locations among `verify` paths: a path inside a `records` folder as it is, and for
// any other folder its `records` subfolder when there is one (corpus/ -> corpus/records).
std::vector<std::filesystem::path> record_paths_in(const std::vector<std::filesystem::path>& paths);

}  // namespace arbiter::referee::adjudicate
