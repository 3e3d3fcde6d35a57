# CPU flags for arbiter_fast_chess (include from fast/CMakeLists.txt after the per-game loop:
#   include(${CMAKE_CURRENT_SOURCE_DIR}/chess/flags.cmake) ).
# ARBITER_NATIVE_ARCH=ON (default) compiles fast/chess for the build machine (-march=native):
# hardware popcount, and BMI2 PEXT for sliding attacks where the CPU has it (fast/chess/cpu.h).
# The flags are PUBLIC so every target that includes fast/chess headers sees the same inline code.
# ARBITER_NO_PEXT=ON keeps the magic lookup even on BMI2 CPUs (AMD before Zen 3 has a slow PEXT).
# ARBITER_CHESS_AVX512=OFF (default) adds -mno-avx512f after -march=native: on AVX-512 CPUs gcc 12
# copies perft's 72-byte child boards with 512-bit moves, whose stores the next loads cannot
# forward from; without them perft measured +5-10% (start position, Kiwipete) on an AVX-512 Xeon.
# fast/chess has no AVX-512 code of its own, so nothing else changes; CPUs without AVX-512 are
# unaffected.
# With gcc, fast/chess's own sources also get -fschedule-insns -fsched-pressure (instruction
# scheduling before register allocation, aware of register pressure): perft's inlined leaf loops
# spill less; measured 1-2% fewer instructions and +3-6% Kiwipete perft (CPU time, interleaved
# runs). PRIVATE: scheduling changes no ABI and no inline code's meaning.
# ARBITER_CHESS_BUILD_FLAGS (a compile definition) records the flags for `arbiter bench --json`.
include(CheckCXXCompilerFlag)
option(ARBITER_NATIVE_ARCH "Compile fast/chess for this machine's CPU (-march=native)" ON)
option(ARBITER_NO_PEXT "Use magic bitboards even where BMI2 PEXT is available" OFF)
option(ARBITER_CHESS_AVX512 "Let the compiler use AVX-512 in fast/chess (-march=native)" OFF)
if(TARGET arbiter_fast_chess)
  set(_chess_flags "")
  if(ARBITER_NATIVE_ARCH)
    check_cxx_compiler_flag(-march=native ARBITER_HAS_MARCH_NATIVE)
    if(ARBITER_HAS_MARCH_NATIVE)
      list(APPEND _chess_flags -march=native)
      check_cxx_compiler_flag(-mno-avx512f ARBITER_HAS_MNO_AVX512F)
      if(ARBITER_HAS_MNO_AVX512F AND NOT ARBITER_CHESS_AVX512)
        list(APPEND _chess_flags -mno-avx512f)
      endif()
    endif()
  endif()
  if(_chess_flags)
    target_compile_options(arbiter_fast_chess PUBLIC ${_chess_flags})
  endif()
  set(_chess_private_flags "")
  if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU")
    set(_chess_private_flags -fschedule-insns -fsched-pressure)
    target_compile_options(arbiter_fast_chess PRIVATE ${_chess_private_flags})
  endif()
  if(ARBITER_NO_PEXT)
    target_compile_definitions(arbiter_fast_chess PUBLIC ARBITER_NO_PEXT=1)
  endif()
  string(TOUPPER "${CMAKE_BUILD_TYPE}" _chess_config)
  list(JOIN _chess_flags " " _chess_flags_text)
  list(JOIN _chess_private_flags " " _chess_private_text)
  string(APPEND _chess_flags_text " ${_chess_private_text}")
  string(STRIP "${CMAKE_CXX_FLAGS} ${CMAKE_CXX_FLAGS_${_chess_config}} ${_chess_flags_text}"
         _chess_flags_text)
  target_compile_definitions(arbiter_fast_chess PUBLIC
                             "ARBITER_CHESS_BUILD_FLAGS=\"${_chess_flags_text}\"")
endif()
