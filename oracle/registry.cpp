#include "oracle/registry.h"

#include <string>

namespace arbiter::oracle {

// Each factory is defined in oracle/adapters/<game>_<impl>_adapter.cpp; oracle/CMakeLists.txt
// defines ARBITER_HAVE_<GAME>_<IMPL> for the files that exist.
std::unique_ptr<Adapter> make_chess_reference_adapter();
std::unique_ptr<Adapter> make_chess_fast_adapter();
std::unique_ptr<Adapter> make_xiangqi_reference_adapter();
std::unique_ptr<Adapter> make_xiangqi_fast_adapter();
std::unique_ptr<Adapter> make_shogi_reference_adapter();
std::unique_ptr<Adapter> make_shogi_fast_adapter();

namespace {

std::unique_ptr<Adapter> try_make(Game game, Impl impl) {
    switch (game) {
    case Game::Chess:
#ifdef ARBITER_HAVE_CHESS_REFERENCE
        if (impl == Impl::Reference) return make_chess_reference_adapter();
#endif
#ifdef ARBITER_HAVE_CHESS_FAST
        if (impl == Impl::Fast) return make_chess_fast_adapter();
#endif
        break;
    case Game::Xiangqi:
#ifdef ARBITER_HAVE_XIANGQI_REFERENCE
        if (impl == Impl::Reference) return make_xiangqi_reference_adapter();
#endif
#ifdef ARBITER_HAVE_XIANGQI_FAST
        if (impl == Impl::Fast) return make_xiangqi_fast_adapter();
#endif
        break;
    case Game::Shogi:
#ifdef ARBITER_HAVE_SHOGI_REFERENCE
        if (impl == Impl::Reference) return make_shogi_reference_adapter();
#endif
#ifdef ARBITER_HAVE_SHOGI_FAST
        if (impl == Impl::Fast) return make_shogi_fast_adapter();
#endif
        break;
    }
    (void)impl;
    return nullptr;
}

}  // namespace

bool adapter_available(Game game, Impl impl) { return try_make(game, impl) != nullptr; }

Result<std::shared_ptr<Adapter>> make_adapter(Game game, Impl impl) {
    if (auto adapter = try_make(game, impl)) return std::shared_ptr<Adapter>(std::move(adapter));
    return make_error("the " + std::string(impl_name(impl)) + " implementation of " +
                      std::string(game_name(game)) + " is not built yet");
}

}  // namespace arbiter::oracle
