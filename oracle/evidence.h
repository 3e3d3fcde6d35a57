#pragma once
// The "evidence" of a verdict as `status` and `adjudicate` print it (docs/cli.md): for a xiangqi
// repetition, the cycle's plies, which side checked or chased what, and the piece chased.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "oracle/adapter.h"

namespace arbiter::oracle {

// {"repetition": {...}} or null.
nlohmann::json evidence_json(const std::optional<RepetitionEvidence>& repetition);
// Text lines ("evidence repetition from ply N", one line per ply, "chased piece ..."), or "".
std::string evidence_text(const std::optional<RepetitionEvidence>& repetition);

}  // namespace arbiter::oracle
