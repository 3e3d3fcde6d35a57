#include "oracle/registry.h"

namespace arbiter::oracle {

// Each factory is defined beside its binding in oracle/adapters/<game>_<impl>_adapter.cpp.
std::unique_ptr<Adapter> make_chess_reference_adapter();
std::unique_ptr<Adapter> make_chess_fast_adapter();
std::unique_ptr<Adapter> make_xiangqi_reference_adapter();
std::unique_ptr<Adapter> make_xiangqi_fast_adapter();
std::unique_ptr<Adapter> make_shogi_reference_adapter();
std::unique_ptr<Adapter> make_shogi_fast_adapter();

core::Result<std::shared_ptr<Adapter>> make_adapter(core::Game game, Impl impl) {
    const bool reference = impl == Impl::Reference;
    switch (game) {
    case core::Game::Chess:
        return std::shared_ptr<Adapter>(reference ? make_chess_reference_adapter()
                                                  : make_chess_fast_adapter());
    case core::Game::Xiangqi:
        return std::shared_ptr<Adapter>(reference ? make_xiangqi_reference_adapter()
                                                  : make_xiangqi_fast_adapter());
    case core::Game::Shogi:
        return std::shared_ptr<Adapter>(reference ? make_shogi_reference_adapter()
                                                  : make_shogi_fast_adapter());
    }
    return core::make_error("unknown game");  // unreachable: Game has three values
}

core::Result<std::shared_ptr<Adapter>> make_adapter(core::Game game, Impl impl, bool chess960) {
    auto adapter = make_adapter(game, impl);
    if (!adapter || !chess960) return adapter;
    if (auto on = adapter.value()->set_chess960(true); !on) return on.error();
    return adapter;
}

}  // namespace arbiter::oracle
