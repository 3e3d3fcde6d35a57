#pragma once
// The adapter for a game and implementation: every one of the six is built, each from its binding
// in oracle/adapters/<game>_<impl>_adapter.cpp (docs/shape.md).

#include <memory>

#include "oracle/adapter.h"

namespace arbiter::oracle {

Result<std::shared_ptr<Adapter>> make_adapter(Game game, Impl impl);

}  // namespace arbiter::oracle
