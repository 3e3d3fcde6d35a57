#pragma once
// A record file's bytes, read once: memory-mapped when the system allows it (read-only, private),
// otherwise read into a buffer. Files larger than kMaxRecordFileBytes are refused (line and
// column numbers are 32-bit, and a database larger than that is better split).

#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>

#include "core/result.h"

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

}  // namespace arbiter::formats
