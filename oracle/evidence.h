#pragma once
// The "evidence" of a verdict as `status`, `adjudicate` and `explain` print it (docs/cli.md): for a
// xiangqi repetition, the cycle's plies, which side checked or chased what, and the piece chased;
// for checkmate or stalemate, that no legal move exists, whether in check and the checking
// pieces; for a shogi impasse, each side's points, pieces in the zone, king and the conditions;
// for an illegal move, the pieces or squares that make it so.

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "oracle/adapter.h"

namespace arbiter::oracle {

struct VerdictEvidence {
    std::optional<core::RepetitionEvidence> repetition;
    std::optional<core::NoMoveEvidence> no_move;
    std::optional<core::ImpasseEvidence> impasse;
};
VerdictEvidence evidence_of(const core::GameEnd& end);

// {"repetition": {...}, "no_legal_move": {...}, "impasse": {...}} (the parts there are), or null.
nlohmann::json evidence_json(const VerdictEvidence& evidence);
// Text lines, each part starting with "evidence ..." (docs/cli.md), or "".
std::string evidence_text(const VerdictEvidence& evidence);
// The repetition part alone (as before the other parts existed).
nlohmann::json evidence_json(const std::optional<core::RepetitionEvidence>& repetition);
std::string evidence_text(const std::optional<core::RepetitionEvidence>& repetition);

// An explanation's pieces and squares: [{"role": ..., "square": ..., "piece": ...}, ...].
nlohmann::json items_json(const std::vector<core::EvidenceItem>& items);
// "role piece square, role square, ..." on one line ("" when there are none).
std::string items_text(const std::vector<core::EvidenceItem>& items);

}  // namespace arbiter::oracle
