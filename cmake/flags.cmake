# Compile flags travel on INTERFACE targets, never directory-wide (docs/style.md).

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

# Build-time settings (docs/build.md): they change how long a build takes, never what it computes.
# ARBITER_TEST_OPTIMIZE: optimisation flags for the test code alone (tests/, through
# arbiter_test_framework); the libraries under test keep the build type's flags. The presets use
# -O1 (gcc Release) and -O0 (the sanitizer build): test code is compiled once and run for seconds.
set(ARBITER_TEST_OPTIMIZE "" CACHE STRING "Optimisation flags for test code only, e.g. -O1")
# ARBITER_PRECOMPILED_HEADERS: the heavy third-party headers (GoogleTest, RapidCheck,
# nlohmann/json) are parsed once per target instead of once per file.
option(ARBITER_PRECOMPILED_HEADERS "Precompile GoogleTest, RapidCheck and nlohmann/json per target" ON)
# arbiter_precompile(TARGET SCOPE HEADER...): target_precompile_headers when enabled.
function(arbiter_precompile target scope)
  if(ARBITER_PRECOMPILED_HEADERS)
    target_precompile_headers(${target} ${scope} ${ARGN})
  endif()
endfunction()

# `format`: clang-format over the project's sources, when clang-format is installed.
find_program(ARBITER_CLANG_FORMAT clang-format)
if(ARBITER_CLANG_FORMAT)
  file(GLOB_RECURSE _arbiter_format_sources CONFIGURE_DEPENDS
       ${PROJECT_SOURCE_DIR}/reference/*.cpp ${PROJECT_SOURCE_DIR}/reference/*.h
       ${PROJECT_SOURCE_DIR}/fast/*.cpp ${PROJECT_SOURCE_DIR}/fast/*.h
       ${PROJECT_SOURCE_DIR}/core/*.cpp ${PROJECT_SOURCE_DIR}/core/*.h
       ${PROJECT_SOURCE_DIR}/formats/*.cpp ${PROJECT_SOURCE_DIR}/formats/*.h
       ${PROJECT_SOURCE_DIR}/oracle/*.cpp ${PROJECT_SOURCE_DIR}/oracle/*.h
       ${PROJECT_SOURCE_DIR}/engines/*.cpp ${PROJECT_SOURCE_DIR}/engines/*.h
       ${PROJECT_SOURCE_DIR}/referee/*.cpp ${PROJECT_SOURCE_DIR}/referee/*.h
       ${PROJECT_SOURCE_DIR}/cli/*.cpp ${PROJECT_SOURCE_DIR}/cli/*.h
       ${PROJECT_SOURCE_DIR}/tests/*.cpp ${PROJECT_SOURCE_DIR}/tests/*.h
       ${PROJECT_SOURCE_DIR}/fuzz/*.cpp ${PROJECT_SOURCE_DIR}/fuzz/*.h
       ${PROJECT_SOURCE_DIR}/bench/*.cpp)
  add_custom_target(format COMMAND ${ARBITER_CLANG_FORMAT} -i ${_arbiter_format_sources}
                    COMMENT "clang-format -i over the sources" VERBATIM)
endif()

# `tidy`: .ci/tidy (clang-tidy with the repository's .clang-tidy) over every floor, the rules floors
# too (CI checks the floors above the rules only: docs/build.md), in build/tidy beside this build.
find_program(ARBITER_CLANG_TIDY run-clang-tidy)
if(ARBITER_CLANG_TIDY)
  add_custom_target(tidy COMMAND ${PROJECT_SOURCE_DIR}/.ci/tidy ${PROJECT_BINARY_DIR}/../tidy
                                 core reference fast formats oracle engines referee cli
                    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR}
                    COMMENT "clang-tidy over every floor (.ci/tidy)" VERBATIM)
endif()
