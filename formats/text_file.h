#pragma once
// A record file's bytes, read once: memory-mapped when the system allows it (read-only, private),
// otherwise read into a buffer. Files larger than kMaxRecordFileBytes are refused (line and
// column numbers are 32-bit, and a database larger than that is better split).

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "core/result.h"
#include "formats/record.h"

namespace arbiter::formats {

inline constexpr std::size_t kMaxRecordFileBytes = std::size_t{2} << 30;  // 2 GiB

class TextFile {
public:
    TextFile() = default;
    TextFile(TextFile&& other) noexcept;
    TextFile& operator=(TextFile&& other) noexcept;
    TextFile(const TextFile&) = delete;
    TextFile& operator=(const TextFile&) = delete;
    ~TextFile();

    // The file at `path`; an Error names the path and what went wrong.
    static core::Result<TextFile> open(const std::filesystem::path& path);
    // A text held in memory (tests, standard input).
    static TextFile from_string(std::string text);

    std::string_view text() const { return {data_, size_}; }
    // The bytes [from, to) of text() are not needed for a while: a mapped file's pages from the
    // one holding `from` to the last one wholly before `to` leave this process's memory (read
    // back from the file if touched again), so reading a large file through keeps its resident
    // memory small. A buffer is kept as it is.
    void drop_pages(std::size_t from, std::size_t to) const;

private:
    void release();
    const char* data_ = nullptr;
    std::size_t size_ = 0;
    bool mapped_ = false;
    std::string owned_;
};

// The first byte of `text` that breaks UTF-8 (RFC 3629, checked by core/text.h) as a problem at
// its line and column, `text` beginning at `start`; none when `text` is well-formed. The readers
// whose texts are not converted to UTF-8 first (chess PGN) report a game with such a byte by it.
std::optional<ReadProblem> invalid_utf8_problem(std::string_view text, TextPosition start);

}  // namespace arbiter::formats
