#pragma once
// The typed words of a verdict — which side, and how the game stands — are core's
// (core/game_end.h), named here in the arbiter's namespace. They become text only at the
// JSON/text boundary (the record loader reads them, verdict_json / verdict_text print them).

#include "core/game_end.h"
#include "oracle/adapter.h"

namespace arbiter::referee::adjudicate {

using core::index;
using core::other;
using core::Outcome;
using core::outcome_name;
using core::parse_outcome;
using core::parse_side;
using core::Side;
using core::side_at;
using core::side_name;

}  // namespace arbiter::referee::adjudicate
