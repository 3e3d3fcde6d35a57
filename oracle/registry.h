#pragma once
// The adapter for a game and implementation: every one of the six is built, each from its binding
// in oracle/adapters/<game>_<impl>_adapter.cpp (docs/shape.md).

#include <memory>

#include "oracle/adapter.h"

namespace arbiter::oracle {

core::Result<std::shared_ptr<Adapter>> make_adapter(core::Game game, Impl impl);
// ...and, when `chess960`, set to Chess960 (Adapter::set_chess960; an error where it is not had).
core::Result<std::shared_ptr<Adapter>> make_adapter(core::Game game, Impl impl, bool chess960);

// How this build of fast/chess looks up sliding attacks: "pext" (BMI2) or "magic", for
// `arbiter --version` and bench reports (fast/chess/cpu.h decides it).
const char* chess_slider_lookup();

}  // namespace arbiter::oracle
