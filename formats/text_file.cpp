#include "formats/text_file.h"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <utility>

#include "core/text.h"

namespace arbiter::formats {

TextFile::TextFile(TextFile&& other) noexcept { *this = std::move(other); }

TextFile& TextFile::operator=(TextFile&& other) noexcept {
    if (this == &other) return *this;
    release();
    mapped_ = other.mapped_;
    size_ = other.size_;
    owned_ = std::move(other.owned_);
    data_ = mapped_ ? other.data_ : owned_.data();
    other.data_ = nullptr;
    other.size_ = 0;
    other.mapped_ = false;
    return *this;
}

TextFile::~TextFile() { release(); }

void TextFile::release() {
    if (mapped_ && data_) munmap(const_cast<char*>(data_), size_);
    data_ = nullptr;
    size_ = 0;
    mapped_ = false;
    owned_.clear();
}

void TextFile::drop_pages(std::size_t from, std::size_t to) const {
    if (!mapped_ || to > size_ || from >= to) return;
    const auto page = static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    const std::size_t first = from / page * page;  // a mapping starts at a page
    const std::size_t last = to / page * page;
    if (first >= last) return;
    // A private read-only mapping never written: MADV_DONTNEED drops the pages, the file keeps
    // them (madvise(2)).
    madvise(const_cast<char*>(data_) + first, last - first, MADV_DONTNEED);
}

TextFile TextFile::from_string(std::string text) {
    TextFile f;
    f.owned_ = std::move(text);
    f.data_ = f.owned_.data();
    f.size_ = f.owned_.size();
    return f;
}

core::Result<TextFile> TextFile::open(const std::filesystem::path& path) {
    const std::string name = path.string();
    // O_NONBLOCK: a FIFO is refused below (not a regular file) instead of waiting for a writer.
    const int fd = ::open(name.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) return core::make_error(name + ": cannot open: " + std::strerror(errno));
    struct stat st {};
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        const bool dir = S_ISDIR(st.st_mode);
        ::close(fd);
        return core::make_error(name + (dir ? ": is a directory" : ": not a regular file"));
    }
    const auto size = static_cast<std::size_t>(st.st_size);
    if (size > kMaxRecordFileBytes) {
        ::close(fd);
        return core::make_error(name + ": larger than " +
                                std::to_string(kMaxRecordFileBytes >> 20) + " MiB (split it)");
    }
    TextFile f;
    if (size > 0) {
        void* map = mmap(nullptr, size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (map != MAP_FAILED) {
            madvise(map, size, MADV_SEQUENTIAL);
            f.data_ = static_cast<const char*>(map);
            f.size_ = size;
            f.mapped_ = true;
            ::close(fd);
            return f;
        }
        f.owned_.resize(size);
        std::size_t got = 0;
        while (got < size) {
            const ssize_t n = ::read(fd, f.owned_.data() + got, size - got);
            if (n < 0 && errno == EINTR) continue;
            if (n <= 0) {
                ::close(fd);
                return core::make_error(name + ": cannot read: " + std::strerror(errno));
            }
            got += static_cast<std::size_t>(n);
        }
    }
    ::close(fd);
    f.data_ = f.owned_.data();
    f.size_ = f.owned_.size();
    return f;
}

std::optional<ReadProblem> invalid_utf8_problem(std::string_view text, TextPosition start) {
    const std::size_t bad = core::first_invalid_utf8(text);
    if (bad == std::string_view::npos) return std::nullopt;
    TextPosition at = start;
    std::size_t line_start = 0;
    for (std::size_t pos = 0;;) {
        const core::TextLine line = core::line_at(text, pos);
        if (line.next > bad || line.next >= text.size()) break;
        pos = line_start = line.next;
        ++at.line;
        at.column = 1;
    }
    at.column += static_cast<std::uint32_t>(bad - line_start);
    static constexpr char kHex[] = "0123456789abcdef";
    const auto byte = static_cast<unsigned char>(text[bad]);
    std::string message = "not UTF-8 (RFC 3629): the byte \\x";
    message += kHex[byte >> 4];
    message += kHex[byte & 0xF];
    message += " begins no well-formed character (docs/records.md)";
    return ReadProblem{at, std::move(message)};
}

}  // namespace arbiter::formats
