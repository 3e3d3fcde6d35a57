# CPU flags for arbiter_fast_xiangqi (include from fast/CMakeLists.txt after the per-game loop:
#   include(${CMAKE_CURRENT_SOURCE_DIR}/xiangqi/flags.cmake) ).
# ARBITER_NATIVE_ARCH=ON (the option is shared with fast/chess/flags.cmake) compiles fast/xiangqi
# for the build machine (-march=native): hardware popcount and tzcnt/lzcnt for the 128-bit
# bitboards. PUBLIC, so every target including fast/xiangqi headers sees the same inline code.
include(CheckCXXCompilerFlag)
option(ARBITER_NATIVE_ARCH "Compile fast/ for this machine's CPU (-march=native)" ON)
if(TARGET arbiter_fast_xiangqi AND ARBITER_NATIVE_ARCH)
  check_cxx_compiler_flag(-march=native ARBITER_HAS_MARCH_NATIVE)
  if(ARBITER_HAS_MARCH_NATIVE)
    target_compile_options(arbiter_fast_xiangqi PUBLIC -march=native)
  endif()
endif()
