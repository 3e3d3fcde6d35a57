#pragma once
// The names of the oracle's own enums (oracle/adapter.h) on the command line, in the corpus and
// in reports (docs/cli.md); the games' and rules' names are in core/names.h. A parser returns
// nullopt for a name it does not know and never throws.

#include <optional>
#include <string_view>

namespace arbiter::oracle {

enum class Impl;
enum class PerftMode;

// "reference", "fast".
std::string_view impl_name(Impl impl);
std::optional<Impl> parse_impl(std::string_view text);
inline constexpr std::string_view kImplNames = "reference or fast";

// "bulk" (count the legal moves at the last ply), "full" (play every leaf move too).
std::string_view perft_mode_name(PerftMode mode);
std::optional<PerftMode> parse_perft_mode(std::string_view text);
inline constexpr std::string_view kPerftModeNames = "bulk or full";

}  // namespace arbiter::oracle
