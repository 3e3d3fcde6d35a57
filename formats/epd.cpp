// The EPD and .perft readers and the EPD writer (epd.h).

#include "formats/epd.h"

#include <array>

#include "core/text.h"

namespace arbiter::formats {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r'; }

struct LineScanner {
    std::string_view line;
    std::size_t at = 0;
    void skip_spaces() {
        while (at < line.size() && is_space(line[at])) ++at;
    }
    bool done() {
        skip_spaces();
        return at >= line.size();
    }
    // A run of characters up to a space or one of `stops`.
    std::string_view word(std::string_view stops = {}) {
        skip_spaces();
        const std::size_t start = at;
        while (at < line.size() && !is_space(line[at]) && stops.find(line[at]) == std::string::npos)
            ++at;
        return line.substr(start, at - start);
    }
};

std::string where(std::string_view file, std::uint32_t line, std::size_t column) {
    return std::string(file) + ":" + std::to_string(line) + ":" + std::to_string(column + 1) + ": ";
}

using core::parse_number;

// Splits `text` into lines (LF or CRLF; a UTF-8 byte order mark dropped); calls f(line, number)
// until it returns an Error. An empty last line is not visited (both readers skip empty lines).
template <class F>
core::Result<core::Ok> for_each_line(std::string_view text, F f) {
    text = core::without_byte_order_mark(text);
    std::uint32_t number = 0;
    for (std::size_t pos = 0; pos < text.size();) {
        const core::TextLine line = core::line_at(text, pos);
        if (auto r = f(line.text, ++number); !r) return r;
        pos = line.next;
    }
    return core::Ok{};
}

bool skipped(std::string_view line) {
    std::size_t i = 0;
    while (i < line.size() && is_space(line[i])) ++i;
    return i == line.size() || line[i] == '#';
}

// A line of a file, for messages "FILE:LINE:COLUMN: ".
struct LineAt {
    std::string_view file;
    std::uint32_t number = 0;
    core::Error error(std::size_t column, const std::string& message) const {
        return core::make_error(where(file, number, column) + message);
    }
};

// The four FEN fields that start an EPD line.
core::Result<std::array<std::string, 4>> read_epd_fields(LineScanner& s, const LineAt& at) {
    std::array<std::string, 4> fields;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const std::size_t column = (s.skip_spaces(), s.at);
        const std::string_view w = s.word(";");
        if (w.empty()) {
            return at.error(column,
                            "an EPD line starts with the four FEN fields (placement, side, "
                            "castling, en passant); field " +
                                std::to_string(i + 1) + " is missing");
        }
        fields[i] = std::string(w);
    }
    return fields;
}

// The operands of an operation, up to its ';' (the last ';' of a line may be missing): words, or
// strings in quotes.
core::Result<std::vector<std::string>> read_operands(LineScanner& s, const LineAt& at) {
    std::vector<std::string> operands;
    const std::string_view line = s.line;
    while (true) {
        s.skip_spaces();
        if (s.at >= line.size()) break;
        if (line[s.at] == ';') {
            ++s.at;
            break;
        }
        if (line[s.at] == '"') {
            const std::size_t close = line.find('"', s.at + 1);
            if (close == std::string_view::npos)
                return at.error(s.at, "a string operand is not closed");
            operands.emplace_back(line.substr(s.at + 1, close - s.at - 1));
            s.at = close + 1;
        } else {
            operands.emplace_back(s.word(";"));
        }
    }
    return operands;
}

// The FEN clocks an EPD line gives by its hmvc and fmvn operations.
struct EpdClocks {
    std::string hmvc = "0";
    std::string fmvn = "1";
};

// D1 .. D20 (perft suites' ";D1 20 ;D2 400"): a depth and its node count.
core::Result<core::Ok> read_perft_operation(const EpdOperation& op, EpdPosition& pos,
                                            const LineAt& at, std::size_t column) {
    int depth = 0;
    std::uint64_t nodes = 0;
    if (!parse_number(std::string_view(op.opcode).substr(1), depth, 1, kMaxEpdPerftDepth)) {
        return at.error(column, "perft depth " + op.opcode + " is not D1 to D" +
                                    std::to_string(kMaxEpdPerftDepth));
    }
    if (op.operands.size() != 1)
        return at.error(column, "the " + op.opcode + " operation takes one operand");
    if (!parse_number(std::string_view(op.operands[0]), nodes, std::uint64_t{0},
                      ~std::uint64_t{0})) {
        return at.error(column,
                        op.opcode + ": a node count expected, not '" + op.operands[0] + "'");
    }
    pos.perft.emplace_back(depth, nodes);
    return core::Ok{};
}

// What the opcodes epd.h reads say, into `pos` and `clocks`; other opcodes are only kept.
core::Result<core::Ok> apply_operation(const EpdOperation& op, EpdPosition& pos, EpdClocks& clocks,
                                       const LineAt& at, std::size_t column) {
    const bool takes_one = op.opcode == "id" || op.opcode == "hmvc" || op.opcode == "fmvn";
    if (takes_one && op.operands.size() != 1)
        return at.error(column, "the " + op.opcode + " operation takes one operand");
    if (op.opcode == "id") {
        pos.id = op.operands[0];
    } else if (op.opcode == "hmvc" || op.opcode == "fmvn") {
        std::uint32_t n = 0;
        if (!parse_number(std::string_view(op.operands[0]), n, op.opcode == "hmvc" ? 0u : 1u,
                          100000u)) {
            return at.error(column, op.opcode + " must be a whole number up to 100000, not '" +
                                        op.operands[0] + "'");
        }
        (op.opcode == "hmvc" ? clocks.hmvc : clocks.fmvn) = op.operands[0];
    } else if (op.opcode == "bm" || op.opcode == "am") {
        if (op.operands.empty())
            return at.error(column, "the " + op.opcode + " operation needs at least one move");
        (op.opcode == "bm" ? pos.best_moves : pos.avoid_moves) = op.operands;
    } else if (op.opcode.size() >= 2 && op.opcode[0] == 'D' &&
               op.opcode.find_first_not_of("0123456789", 1) == std::string::npos) {
        return read_perft_operation(op, pos, at, column);
    }
    return core::Ok{};
}

// One EPD line that is not skipped: the four fields, then the operations.
core::Result<EpdPosition> read_epd_line(std::string_view line, const LineAt& at) {
    LineScanner s{line};
    auto fields = read_epd_fields(s, at);
    if (!fields) return fields.error();
    EpdPosition pos;
    pos.line = at.number;
    EpdClocks clocks;
    while (!s.done()) {
        const std::size_t column = s.at;
        const std::string_view opcode = s.word(";\"");
        if (opcode.empty()) {
            if (s.at < line.size() && line[s.at] == ';') {
                ++s.at;  // an empty operation (";;")
                continue;
            }
            return at.error(column, "an operation needs an opcode");
        }
        EpdOperation op;
        op.opcode = std::string(opcode);
        auto operands = read_operands(s, at);
        if (!operands) return operands.error();
        op.operands = std::move(operands.value());
        if (auto r = apply_operation(op, pos, clocks, at, column); !r) return r.error();
        pos.operations.push_back(std::move(op));
    }
    const auto& f = fields.value();
    pos.fen = f[0] + ' ' + f[1] + ' ' + f[2] + ' ' + f[3] + ' ' + clocks.hmvc + ' ' + clocks.fmvn;
    return pos;
}

}  // namespace

core::Result<std::vector<EpdPosition>> parse_epd(std::string_view text, std::string_view file) {
    std::vector<EpdPosition> out;
    auto read = for_each_line(
        text, [&](std::string_view line, std::uint32_t number) -> core::Result<core::Ok> {
            if (skipped(line)) return core::Ok{};
            auto pos = read_epd_line(line, LineAt{file, number});
            if (!pos) return pos.error();
            out.push_back(std::move(pos.value()));
            return core::Ok{};
        });
    if (!read) return read.error();
    return out;
}

core::Result<std::vector<EpdPosition>> parse_perft_file(std::string_view text,
                                                        std::string_view file) {
    std::vector<EpdPosition> out;
    bool open = false;  // the last block has its epd line
    std::string pending_id;
    std::uint32_t pending_line = 0;
    auto read = for_each_line(
        text, [&](std::string_view line, std::uint32_t number) -> core::Result<core::Ok> {
            if (skipped(line)) return core::Ok{};
            LineScanner s{line};
            const std::size_t column = (s.skip_spaces(), s.at);
            const std::string_view key = s.word();
            s.skip_spaces();
            const std::string_view rest = line.substr(s.at);
            if (key == "id") {
                pending_id = std::string(rest);
                pending_line = number;
                open = false;
                return core::Ok{};
            }
            if (key == "epd") {
                LineScanner f{rest};
                std::vector<std::string_view> fields;
                while (!f.done()) fields.push_back(f.word());
                if (fields.size() != 4 && fields.size() != 6) {
                    return core::make_error(where(file, number, s.at) +
                                            "epd takes a FEN of 4 or 6 fields");
                }
                EpdPosition pos;
                pos.line = pending_line ? pending_line : number;
                pos.id = pending_id;
                for (std::size_t i = 0; i < fields.size(); ++i) {
                    if (i) pos.fen += ' ';
                    pos.fen += fields[i];
                }
                if (fields.size() == 4) pos.fen += " 0 1";
                out.push_back(std::move(pos));
                pending_id.clear();
                pending_line = 0;
                open = true;
                return core::Ok{};
            }
            if (key == "perft") {
                if (!open) {
                    return core::make_error(where(file, number, column) +
                                            "a perft line before its epd line");
                }
                LineScanner f{rest};
                const std::string_view d = f.word(), n = f.word();
                int depth = 0;
                std::uint64_t nodes = 0;
                if (!parse_number(d, depth, 0, kMaxEpdPerftDepth) ||
                    !parse_number(n, nodes, std::uint64_t{0}, ~std::uint64_t{0}) || !f.done()) {
                    return core::make_error(
                        where(file, number, s.at) + "perft takes a depth (0 to " +
                        std::to_string(kMaxEpdPerftDepth) + ") and a node count");
                }
                if (depth > 0) out.back().perft.emplace_back(depth, nodes);
                return core::Ok{};
            }
            return core::make_error(where(file, number, column) +
                                    "expected an id, epd or perft line, not '" +
                                    std::string(key.substr(0, 24)) + "'");
        });
    if (!read) return read.error();
    return out;
}

std::string write_epd(const EpdPosition& position) {
    std::vector<std::string_view> fields;
    LineScanner f{position.fen};
    while (!f.done()) fields.push_back(f.word());
    std::string out;
    for (std::size_t i = 0; i < 4 && i < fields.size(); ++i) {
        if (i) out += ' ';
        out += fields[i];
    }
    bool has_clocks = false;
    for (const EpdOperation& op : position.operations)
        has_clocks = has_clocks || op.opcode == "hmvc" || op.opcode == "fmvn";
    std::vector<EpdOperation> ops = position.operations;
    if (!has_clocks && fields.size() >= 6) {
        ops.push_back({"hmvc", {std::string(fields[4])}});
        ops.push_back({"fmvn", {std::string(fields[5])}});
    }
    for (const EpdOperation& op : ops) {
        out += ' ';
        out += op.opcode;
        for (const std::string& operand : op.operands) {
            out += ' ';
            const bool quote = op.opcode == "id" || operand.empty() ||
                               operand.find_first_of(" \t;\"") != std::string::npos;
            if (quote) out += '"';
            out += operand;
            if (quote) out += '"';
        }
        out += ';';
    }
    return out;
}

}  // namespace arbiter::formats
