#pragma once
// What the test engines (broken_engine.cpp, match_fake_engine.cpp) read from arbiter: a command
// line split into words, and the `position` command of UCI, USI and UCCI (`position startpos
// [moves M...]`, `position fen|sfen F... [moves M...]`), as the UCI specification writes it.

#include <optional>
#include <sstream>
#include <string>
#include <vector>

namespace arbiter::test_engine {

// The words of a command line, split at white space.
inline std::vector<std::string> words_of(const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string word; in >> word;) out.push_back(word);
    return out;
}

// A `position` command's start ("startpos", or the words after fen/sfen joined by spaces) and
// moves.
struct PositionCommand {
    std::string start;
    std::vector<std::string> moves;
};

// The position of `words` (a command line split by words_of); nullopt when it is not a
// `position` command with at least one argument.
inline std::optional<PositionCommand> read_position_command(const std::vector<std::string>& words) {
    if (words.size() < 2 || words[0] != "position") return std::nullopt;
    PositionCommand out;
    std::size_t i = 1;
    if (words[1] == "startpos") {
        out.start = "startpos";
        i = 2;
    } else {
        for (i = 2; i < words.size() && words[i] != "moves"; ++i)
            out.start += (out.start.empty() ? "" : " ") + words[i];
    }
    if (i < words.size() && words[i] == "moves")
        out.moves.assign(words.begin() + static_cast<long>(i) + 1, words.end());
    return out;
}

}  // namespace arbiter::test_engine
