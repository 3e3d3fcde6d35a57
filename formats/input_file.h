#pragma once
// Reading an input file (a corpus file, a game record) safely: what the path is, is checked
// before a byte is read. A missing path, a directory, a FIFO, a socket or a device (a symlink to
// /dev/zero too), a symlink loop and a file over the size cap are each refused with a message
// that names the path and what it is; nothing blocks (a FIFO is never opened) and nothing larger
// than the cap is read.

#include <cstdint>
#include <filesystem>
#include <string>

#include "core/result.h"

namespace arbiter::formats {

// Ok when `path` is a regular file (symlinks followed) of at most `max_bytes` bytes; the error
// names the path and what is wrong ("is a directory", "is a FIFO, not a regular file", ...).
// Its codes: {"io"}.
core::Result<core::Ok> check_input_file(const std::filesystem::path& path,
                                        std::uintmax_t max_bytes);

// The whole file after check_input_file; refused too when it grows past `max_bytes` meanwhile.
core::Result<std::string> read_input_file(const std::filesystem::path& path,
                                          std::uintmax_t max_bytes);

// Why a directory walk cannot look at an entry (a symlink loop, a dangling symlink, no access),
// for a warning; empty when it can.
std::string unreadable_entry(const std::filesystem::directory_entry& entry);

}  // namespace arbiter::formats
