#pragma once
// Finds the adapter for a game and implementation, or says clearly that it is not built yet.

#include <memory>

#include "oracle/adapter.h"

namespace arbiter::oracle {

Result<std::shared_ptr<Adapter>> make_adapter(Game game, Impl impl);
bool adapter_available(Game game, Impl impl);

}  // namespace arbiter::oracle
