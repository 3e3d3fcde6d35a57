# Compile flags travel on INTERFACE targets, never directory-wide (STYLE.md).

add_library(arbiter_warnings INTERFACE)
target_compile_options(arbiter_warnings INTERFACE
  $<$<CXX_COMPILER_ID:GNU,Clang,AppleClang>:-Wall -Wextra -Wpedantic -Wshadow -Wconversion
    -Wno-sign-conversion>)

add_library(arbiter_sanitizers INTERFACE)
if(ARBITER_SANITIZE)
  list(JOIN ARBITER_SANITIZE "," _arbiter_sanitize_list)
  target_compile_options(arbiter_sanitizers INTERFACE
    -fsanitize=${_arbiter_sanitize_list} -fno-omit-frame-pointer -fno-sanitize-recover=all)
  target_link_options(arbiter_sanitizers INTERFACE -fsanitize=${_arbiter_sanitize_list})
endif()

# Every project target links this: C++20, warnings, sanitizers, sources from the repository root.
add_library(arbiter_base INTERFACE)
target_compile_features(arbiter_base INTERFACE cxx_std_20)
target_include_directories(arbiter_base INTERFACE ${PROJECT_SOURCE_DIR})
target_link_libraries(arbiter_base INTERFACE arbiter_warnings arbiter_sanitizers)
