#pragma once
// The one CPU switch of fast/chess (docs/style.md: CPU switches live in one header).
//
// Sliding attacks are looked up by PEXT (BMI2) when the compiler targets a CPU with BMI2
// (`-mbmi2`, `-march=native`, ...) and ARBITER_NO_PEXT is not defined; otherwise by magic
// multiplication. Both tables are always compiled; the magic one is also unit-tested on PEXT
// builds. Note: PEXT is microcoded (slow) on AMD before Zen 3; build with -DARBITER_NO_PEXT there.
//
// popcount/lsb go through <bit>; without -mpopcnt (implied by -march=native on any x86-64 from
// the last decade) the compiler calls a slow library routine, so fast/chess/flags.cmake turns the
// CPU flags on.

#include <bit>
#include <cstdint>

#if defined(__BMI2__) && !defined(ARBITER_NO_PEXT)
#include <immintrin.h>
#define ARBITER_CHESS_USE_PEXT 1
#else
#define ARBITER_CHESS_USE_PEXT 0
#endif

namespace arbiter::fast::chess::cpu {

inline constexpr bool kUsePext = ARBITER_CHESS_USE_PEXT != 0;

#if ARBITER_CHESS_USE_PEXT
inline std::uint64_t pext(std::uint64_t value, std::uint64_t mask) {
    return _pext_u64(value, mask);
}
inline std::uint64_t pdep(std::uint64_t value, std::uint64_t mask) {
    return _pdep_u64(value, mask);
}
#endif

// Which slider lookup this build uses, for benchmark and CLI reports.
constexpr const char* slider_lookup_name() { return kUsePext ? "pext" : "magic"; }

inline int popcount(std::uint64_t x) { return std::popcount(x); }
// Precondition: x != 0.
inline int lsb(std::uint64_t x) { return std::countr_zero(x); }

}  // namespace arbiter::fast::chess::cpu
