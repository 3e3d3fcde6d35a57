# CPU flags for arbiter_fast_chess (include from fast/CMakeLists.txt after the per-game loop:
#   include(${CMAKE_CURRENT_SOURCE_DIR}/chess/flags.cmake) ).
# ARBITER_NATIVE_ARCH=ON (default) compiles fast/chess for the build machine (-march=native):
# hardware popcount, and BMI2 PEXT for sliding attacks where the CPU has it (fast/chess/cpu.h).
# The flags are PUBLIC so every target that includes fast/chess headers sees the same inline code.
# ARBITER_NO_PEXT=ON keeps the magic lookup even on BMI2 CPUs (AMD before Zen 3 has a slow PEXT).
include(CheckCXXCompilerFlag)
option(ARBITER_NATIVE_ARCH "Compile fast/chess for this machine's CPU (-march=native)" ON)
option(ARBITER_NO_PEXT "Use magic bitboards even where BMI2 PEXT is available" OFF)
if(TARGET arbiter_fast_chess)
  if(ARBITER_NATIVE_ARCH)
    check_cxx_compiler_flag(-march=native ARBITER_HAS_MARCH_NATIVE)
    if(ARBITER_HAS_MARCH_NATIVE)
      target_compile_options(arbiter_fast_chess PUBLIC -march=native)
    endif()
  endif()
  if(ARBITER_NO_PEXT)
    target_compile_definitions(arbiter_fast_chess PUBLIC ARBITER_NO_PEXT=1)
  endif()
endif()
