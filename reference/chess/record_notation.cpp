// SAN read by listing the legal moves and keeping those the text fits; written by the rule of
// FIDE Laws (2023) Appendix C (see record_notation.h and docs/notation.md for every tolerated
// form).

#include "reference/chess/record_notation.h"

#include <cctype>

#include "reference/chess/notation.h"
#include "reference/chess/rules.h"

namespace arbiter::reference::chess {

namespace {

constexpr std::size_t kMaxSanText = 16;  // longer text is no SAN (the longest is "Qh4xe1=Q+!?")

// What the text says, before the position is asked: SAN's parts.
struct SanText {
    std::optional<Wing> castling;       // O-O / O-O-O
    PieceType piece = PieceType::Pawn;  // the letter in front, none for a pawn
    std::optional<int> from_file;       // disambiguation
    std::optional<int> from_rank;
    Square to;
    std::optional<PieceType> promotion;  // =Q
};

std::optional<PieceType> san_piece(char c) {
    switch (c) {
    case 'K':
        return PieceType::King;
    case 'Q':
        return PieceType::Queen;
    case 'R':
        return PieceType::Rook;
    case 'B':
        return PieceType::Bishop;
    case 'N':
        return PieceType::Knight;
    default:
        return std::nullopt;
    }
}

// The promotion letter: a piece letter in either case (K and P too, so that the promotion rule
// can refuse them by name).
std::optional<PieceType> promotion_piece(char c) {
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    if (upper == 'P') return PieceType::Pawn;
    return san_piece(upper);
}

bool is_file(char c) { return c >= 'a' && c <= 'h'; }
bool is_rank(char c) { return c >= '1' && c <= '8'; }

bool ends_with(std::string_view text, std::string_view tail) {
    return text.size() >= tail.size() && text.substr(text.size() - tail.size()) == tail;
}

// Reads the parts, or says why the text is not SAN.
Result<SanText, std::string> read_san(std::string_view text) {
    if (text.empty()) return std::string("empty move");
    if (text.size() > kMaxSanText) return std::string("too long for a move");
    // Suffixes, from the end: one annotation (!, ?, !!, ??, !?, ?!), then one check mark
    // (+, #, ++). Neither is checked against the position (docs/notation.md).
    for (std::string_view note : {"!!", "??", "!?", "?!", "!", "?"}) {
        if (ends_with(text, note)) {
            text.remove_suffix(note.size());
            break;
        }
    }
    for (std::string_view mark : {"++", "+", "#"}) {
        if (ends_with(text, mark)) {
            text.remove_suffix(mark.size());
            break;
        }
    }
    SanText san;
    if (text == "O-O" || text == "0-0") {
        san.castling = Wing::King;
        return san;
    }
    if (text == "O-O-O" || text == "0-0-0") {
        san.castling = Wing::Queen;
        return san;
    }
    if (text.empty()) return std::string("no move before the suffix");
    if (auto piece = san_piece(text.front())) {
        san.piece = *piece;
        text.remove_prefix(1);
    }
    // Promotion at the end: "=Q", "=q", "Q" or "q" after the target square.
    if (text.size() >= 2 && text[text.size() - 2] == '=') {
        san.promotion = promotion_piece(text.back());
        if (!san.promotion) return std::string("unknown promotion piece");
        text.remove_suffix(2);
    } else if (text.size() >= 3 && is_rank(text[text.size() - 2]) && promotion_piece(text.back())) {
        san.promotion = promotion_piece(text.back());
        text.remove_suffix(1);
    }
    if (text.size() < 2 || !is_file(text[text.size() - 2]) || !is_rank(text.back()))
        return std::string("no target square");
    san.to = *Square::at(text[text.size() - 2] - 'a', text.back() - '1');
    text.remove_suffix(2);
    // One mark between the origin and the target: 'x' (capture, not checked) or '-' (long
    // algebraic, which names the whole origin square).
    bool hyphen = false;
    if (!text.empty() && (text.back() == 'x' || text.back() == '-')) {
        hyphen = text.back() == '-';
        text.remove_suffix(1);
    }
    if (!text.empty() && is_rank(text.back())) {
        san.from_rank = text.back() - '1';
        text.remove_suffix(1);
    }
    if (!text.empty() && is_file(text.back())) {
        san.from_file = text.back() - 'a';
        text.remove_suffix(1);
    }
    if (!text.empty()) return std::string("unexpected characters");
    if (hyphen && (!san.from_file || !san.from_rank))
        return std::string("'-' needs the whole origin square (long algebraic, e.g. Ng1-f3)");
    return san;
}

// Whether `from` is a square the text allows as the origin: the given file and rank; a pawn move
// that names no file stays on its file (a pawn capture always names the file it leaves).
bool origin_fits(const SanText& san, Square from) {
    if (san.from_file && from.file() != *san.from_file) return false;
    if (san.from_rank && from.rank() != *san.from_rank) return false;
    if (san.piece == PieceType::Pawn && !san.from_file && from.file() != san.to.file())
        return false;
    return true;
}

std::string_view piece_name(PieceType type) {
    switch (type) {
    case PieceType::Pawn:
        return "pawn";
    case PieceType::Knight:
        return "knight";
    case PieceType::Bishop:
        return "bishop";
    case PieceType::Rook:
        return "rook";
    case PieceType::Queen:
        return "queen";
    case PieceType::King:
        return "king";
    }
    return "piece";
}

// How close a refused move came to being legal: breaking only the self-check rule means the piece
// does reach the square; the promotion rule, that only the promotion piece is wrong.
int closeness(RuleId rule) {
    if (rule == RuleId::SelfCheck) return 2;
    if (rule == RuleId::PawnPromotion) return 1;
    return 0;
}

// Why no legal move fits `san`: the rule the nearest candidate breaks.
SanError explain_refusal(const Position& pos, const SanText& san) {
    const Color us = pos.side_to_move();
    SanError error;
    error.kind = SanErrorKind::Illegal;
    if (san.castling) {
        const Move move = castling_move(pos, *san.castling);
        error.rule = first_broken_castling_rule(pos, *san.castling);
        if (!error.rule) error.rule = first_broken_rule(pos, move);
        if (!error.rule) error.rule = RuleId::SelfCheck;  // not reached: the move would be legal
        error.detail = "castling " + print_move(move) + " is not allowed";
        return error;
    }
    std::optional<Square> best_from;
    for (int i = 0; i < kSquareCount; ++i) {
        const Square from = Square::from_index(i);
        if (pos.board()[from] != Piece{us, san.piece} || !origin_fits(san, from)) continue;
        const Move move{from, san.to, san.promotion};
        auto rule = first_broken_rule(pos, move);
        // SAN writes castling O-O: "Kg1" is a king move, and the king steps one square.
        if (san.piece == PieceType::King && castling_wing(pos, move)) rule = RuleId::KingStep;
        if (!rule) continue;  // not reached: a legal move would have fitted
        if (!error.rule || closeness(*rule) > closeness(*error.rule)) {
            error.rule = rule;
            best_from = from;
        }
    }
    const std::string who = std::string(color_name(us)) + " " + std::string(piece_name(san.piece));
    if (!best_from || closeness(*error.rule) == 0) {
        // No piece of that kind (on the named file or rank) gets there by its movement rule (or
        // there is none at all: then that rule is named too).
        if (!best_from && san.piece == PieceType::Pawn)
            error.rule = san.from_file && *san.from_file != san.to.file() ? RuleId::PawnCapture
                                                                          : RuleId::PawnPush;
        else if (!best_from)
            error.rule = movement_rule(san.piece);
        error.detail = "no " + who + " can move to " + san.to.name();
    } else {
        error.detail =
            "the " + who + " on " + best_from->name() + " may not move to " + san.to.name();
    }
    return error;
}

}  // namespace

std::string_view SanError::kind_name() const {
    switch (kind) {
    case SanErrorKind::Malformed:
        return "malformed";
    case SanErrorKind::Illegal:
        return "illegal";
    case SanErrorKind::Ambiguous:
        return "ambiguous";
    }
    return "malformed";
}

std::string SanError::message() const {
    std::string out(kind_name());
    out += " move";
    if (rule) out += ": " + std::string(rule_name(*rule));
    if (!detail.empty()) out += ": " + detail;
    return out;
}

Result<Move, SanError> parse_san(const Position& pos, std::string_view text) {
    auto read = read_san(text);
    if (!read) return SanError{SanErrorKind::Malformed, std::nullopt, read.error(), {}};
    const SanText& san = read.value();
    std::vector<Move> fits;
    for (const Move& move : legal_moves(pos)) {
        if (san.castling) {
            if (move == castling_move(pos, *san.castling) && castling_wing(pos, move))
                fits.push_back(move);
            continue;
        }
        // The king's two-square castling step is written O-O, never as a king move.
        if (castling_wing(pos, move)) continue;
        const auto& piece = pos.board()[move.from];
        if (piece->type == san.piece && move.to == san.to && origin_fits(san, move.from) &&
            move.promotion == san.promotion)
            fits.push_back(move);
    }
    if (fits.size() == 1) return fits.front();
    if (fits.empty()) return explain_refusal(pos, san);
    SanError error{SanErrorKind::Ambiguous, RuleId::NotationAmbiguous, "", fits};
    error.detail = "fits";
    for (const Move& move : fits) {
        error.detail += ' ';
        error.detail += print_move(move);
    }
    return error;
}

std::string print_san(const Position& pos, const Move& move) {
    std::string out;
    if (auto wing = castling_wing(pos, move)) {
        out = *wing == Wing::King ? "O-O" : "O-O-O";
    } else {
        const PieceType type = pos.board()[move.from]->type;
        const bool capture = pos.board()[move.to].has_value() ||
                             (type == PieceType::Pawn && move.from.file() != move.to.file());
        if (type == PieceType::Pawn) {
            if (capture) out += static_cast<char>('a' + move.from.file());
        } else {
            out += piece_letter(Piece{Color::White, type});
            // Disambiguation (FIDE Appendix C.10): the other pieces of this kind that could
            // legally go to the same square decide how much of the origin is written.
            bool others = false, same_file = false, same_rank = false;
            for (const Move& other : legal_moves(pos)) {
                if (other.to != move.to || other.from == move.from ||
                    pos.board()[other.from]->type != type)
                    continue;
                others = true;
                same_file = same_file || other.from.file() == move.from.file();
                same_rank = same_rank || other.from.rank() == move.from.rank();
            }
            if (others && !same_file) {
                out += static_cast<char>('a' + move.from.file());
            } else if (others && !same_rank) {
                out += static_cast<char>('1' + move.from.rank());
            } else if (others) {
                out += move.from.name();
            }
        }
        if (capture) out += 'x';
        out += move.to.name();
        if (move.promotion) {
            out += '=';
            out += piece_letter(Piece{Color::White, *move.promotion});
        }
    }
    const Position after = pos.after(move);
    if (in_check(after)) out += checkmate_reached(after) ? '#' : '+';
    return out;
}

}  // namespace arbiter::reference::chess
