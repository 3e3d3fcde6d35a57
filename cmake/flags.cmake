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

# `format`: clang-format over the project's sources, when clang-format is installed.
find_program(ARBITER_CLANG_FORMAT clang-format)
if(ARBITER_CLANG_FORMAT)
  file(GLOB_RECURSE _arbiter_format_sources CONFIGURE_DEPENDS
       ${PROJECT_SOURCE_DIR}/reference/*.cpp ${PROJECT_SOURCE_DIR}/reference/*.h
       ${PROJECT_SOURCE_DIR}/fast/*.cpp ${PROJECT_SOURCE_DIR}/fast/*.h
       ${PROJECT_SOURCE_DIR}/oracle/*.cpp ${PROJECT_SOURCE_DIR}/oracle/*.h
       ${PROJECT_SOURCE_DIR}/tests/*.cpp ${PROJECT_SOURCE_DIR}/tests/*.h
       ${PROJECT_SOURCE_DIR}/fuzz/*.cpp ${PROJECT_SOURCE_DIR}/fuzz/*.h
       ${PROJECT_SOURCE_DIR}/bench/*.cpp)
  add_custom_target(format COMMAND ${ARBITER_CLANG_FORMAT} -i ${_arbiter_format_sources}
                    COMMENT "clang-format -i over the sources" VERBATIM)
endif()

# `tidy`: clang-tidy with the repository's .clang-tidy over the library sources (reference/, fast/,
# oracle/), when clang-tidy is installed. The checks it lists are kept clean.
find_program(ARBITER_CLANG_TIDY clang-tidy)
if(ARBITER_CLANG_TIDY)
  file(GLOB_RECURSE _arbiter_tidy_sources CONFIGURE_DEPENDS
       ${PROJECT_SOURCE_DIR}/reference/*.cpp ${PROJECT_SOURCE_DIR}/fast/*.cpp
       ${PROJECT_SOURCE_DIR}/oracle/*.cpp)
  add_custom_target(tidy COMMAND ${ARBITER_CLANG_TIDY} -p ${PROJECT_BINARY_DIR} --quiet
                    ${_arbiter_tidy_sources}
                    COMMENT "clang-tidy over reference/, fast/ and oracle/" VERBATIM)
endif()
