#include "formats/input_file.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>

namespace arbiter::formats {

namespace {

std::string size_text(std::uintmax_t bytes) {
    if (bytes >= (std::uintmax_t{1} << 20) && bytes % (std::uintmax_t{1} << 20) == 0)
        return std::to_string(bytes >> 20) + " MiB";
    return std::to_string(bytes) + " bytes";
}

core::Error io_error(const std::filesystem::path& path, const std::string& what) {
    return core::make_error(path.string() + ": " + what, {"io"});
}

const char* kind_of(mode_t mode) {
    if (S_ISFIFO(mode)) return "a FIFO";
    if (S_ISSOCK(mode)) return "a socket";
    if (S_ISCHR(mode)) return "a character device";
    if (S_ISBLK(mode)) return "a block device";
    return "not a regular file";
}

core::Result<core::Ok> check_stat(const std::filesystem::path& path, const struct stat& st,
                                  std::uintmax_t max_bytes) {
    if (S_ISDIR(st.st_mode)) return io_error(path, "is a directory, not a file");
    if (!S_ISREG(st.st_mode))
        return io_error(path, std::string("is ") + kind_of(st.st_mode) + ", not a regular file");
    if (static_cast<std::uintmax_t>(st.st_size) > max_bytes) {
        return io_error(path, "is larger than " + size_text(max_bytes) + " (" +
                                  std::to_string(st.st_size) + " bytes): refused");
    }
    return core::Ok{};
}

}  // namespace

core::Result<core::Ok> check_input_file(const std::filesystem::path& path,
                                        std::uintmax_t max_bytes) {
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
        const int e = errno;
        if (e == ENOENT) {
            struct stat link {};
            if (::lstat(path.c_str(), &link) == 0) return io_error(path, "a dangling symlink");
            return io_error(path, "no such file or folder");
        }
        if (e == ELOOP) return io_error(path, "a symlink loop");
        return io_error(path, std::string("cannot read: ") + std::strerror(e));
    }
    return check_stat(path, st, max_bytes);
}

core::Result<std::string> read_input_file(const std::filesystem::path& path,
                                          std::uintmax_t max_bytes) {
    if (auto checked = check_input_file(path, max_bytes); !checked) return checked.error();
    // O_NONBLOCK: should a FIFO have replaced the file since the check, open does not wait.
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) return io_error(path, std::string("cannot open: ") + std::strerror(errno));
    struct stat st {};
    if (fstat(fd, &st) != 0) {
        ::close(fd);
        return io_error(path, "cannot read");
    }
    if (auto checked = check_stat(path, st, max_bytes); !checked) {
        ::close(fd);
        return checked.error();
    }
    std::string text;
    text.reserve(static_cast<std::size_t>(st.st_size));
    char chunk[65536];
    while (true) {
        const ssize_t n = ::read(fd, chunk, sizeof chunk);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) {
            const int e = errno;
            ::close(fd);
            return io_error(path, std::string("cannot read: ") + std::strerror(e));
        }
        if (n == 0) break;
        text.append(chunk, static_cast<std::size_t>(n));
        if (text.size() > max_bytes) {
            ::close(fd);
            return io_error(path, "grew larger than " + size_text(max_bytes) + " while read");
        }
    }
    ::close(fd);
    return text;
}

std::string unreadable_entry(const std::filesystem::directory_entry& entry) {
    std::error_code ec;
    (void)entry.status(ec);  // follows symlinks
    if (!ec) return {};
    if (ec == std::errc::too_many_symbolic_link_levels) return "a symlink loop";
    if (ec == std::errc::no_such_file_or_directory) return "a dangling symlink";
    return ec.message();
}

}  // namespace arbiter::formats
