#pragma once
// The `arbiter adjudicate` and `arbiter touch` commands (DESIGN.md). Exit codes: 0 success,
// 2 bad input (one line on stderr naming the problem, for records its JSON pointer).

#include <string>
#include <vector>

namespace arbiter::oracle::adjudicate {

int run_adjudicate_command(const std::string& game, const std::string& path, bool json);
int run_touch_command(const std::string& game, const std::string& fen, const std::vector<std::string>& moves,
                      const std::vector<std::string>& touches, bool json, bool simultaneous = false);

}  // namespace arbiter::oracle::adjudicate
