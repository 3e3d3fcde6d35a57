#pragma once
// The geometry the movement rules are written in: step offsets (file, rank).

#include <array>

namespace arbiter::reference::chess {

struct Offset {
    int df;
    int dr;
};

inline constexpr std::array<Offset, 4> kOrthogonal = {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}};
inline constexpr std::array<Offset, 4> kDiagonal = {{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
inline constexpr std::array<Offset, 8> kAllDirections = {
    {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
inline constexpr std::array<Offset, 8> kKnightLeaps = {
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};

}  // namespace arbiter::reference::chess
