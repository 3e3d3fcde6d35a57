#pragma once
// What the oracle needs from an implementation of a game, stated once as a C++20 concept
// (docs/shape.md). Each implementation (reference/<game>, fast/<game>) is described to the oracle
// by a binding: a struct in oracle/adapters/<game>_<impl>.h whose static functions say, in the
// implementation's own vocabulary, how to parse a position and a move, list the legal moves,
// play and take back a move, count perft, judge the status. The binding is the only place that
// names the implementation's types; ImplementationAdapter<Binding>
// (oracle/adapters/implementation_adapter.h) turns any binding into the oracle's Adapter, so the
// text handling, sorting, error wording and status mapping are written once for all six.
//
// A static_assert(Implementation<Binding>) beside each binding holds it to this contract.

#include <concepts>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "oracle/adapter.h"

namespace arbiter::oracle {

template <class B>
concept Implementation = requires(const typename B::Position& position, typename B::Game& game,
                                  const typename B::Game& const_game, const typename B::Move& move,
                                  std::string_view text, int depth, PerftMode mode,
                                  const core::RuleOptions& options) {
    typename B::Position;
    typename B::Move;
    typename B::Game;
    { B::kGame } -> std::convertible_to<core::Game>;
    { B::kImpl } -> std::convertible_to<Impl>;

    // Text in: a position (FEN/SFEN, "startpos", named setups) with the problem codes of a refusal;
    // a move in the notation contract (syntax; an implementation whose moves exist only as legal
    // moves refuses an illegal one here already).
    { B::parse_position(text) } -> std::same_as<core::Result<typename B::Position>>;
    { B::parse_move(position, text) } -> std::same_as<core::Result<typename B::Move>>;
    // Text out.
    { B::print_position(position) } -> std::same_as<std::string>;
    { B::print_move(move) } -> std::same_as<std::string>;

    // The game: a start position, moves played on it and taken back.
    { B::start(position) } -> std::same_as<typename B::Game>;
    { B::position(const_game) } -> std::convertible_to<const typename B::Position&>;
    // Plays `move` when legal and returns nullopt; otherwise changes nothing and says why not
    // ("breaks chess.self-check" where the implementation names rules).
    { B::play(game, move) } -> std::same_as<std::optional<std::string>>;
    { B::undo(game) } -> std::same_as<bool>;

    // Questions about a position or a game.
    { B::legal_moves(position) } -> std::same_as<std::vector<typename B::Move>>;
    { B::in_check(position) } -> std::same_as<bool>;
    { B::side_to_move(position) } -> std::same_as<int>;  // 0 = the side that moves first
    { B::halfmove_clock(position) } -> std::same_as<int>;
    { B::perft(position, depth, mode) } -> std::same_as<std::uint64_t>;
    { B::status(const_game, options) } -> std::same_as<core::GameStatus>;
};

// Every implementation also reads a position leniently (--lenient, docs/cli.md): the validity
// problems the rules can still judge become warnings (one text each, "soldier_on_bad_point at
// e1"); the error then carries only the codes the rules cannot judge.
template <class B>
concept LenientLoading = Implementation<B> &&
    requires(std::string_view text, std::vector<std::string>& warnings) {
    {
        B::parse_position_lenient(text, warnings)
        } -> std::same_as<core::Result<typename B::Position>>;
};

// The reference implementations also explain a move: "legal" or the first rule it breaks.
template <class B>
concept Explaining = Implementation<B> &&
    requires(const typename B::Position& position, const typename B::Move& move) {
    { B::first_broken_rule(position, move) } -> std::same_as<std::optional<core::RuleId>>;
};

// Chess implementations answer FIDE Laws 6.9's question: can `side` (0 = the side that moves
// first) ever checkmate, by the material on the board (false only when it never can).
template <class B>
concept JudgingMaterial = Implementation<B> && requires(const typename B::Position& position) {
    { B::can_checkmate(position, 0) } -> std::same_as<bool>;
};

// ...and the reference implementations of games with a touch-move rule decide its obligations.
template <class B>
concept Touching = Implementation<B> &&
    requires(const typename B::Position& position, const std::vector<std::string>& touched,
             bool simultaneous) {
    { B::touch_moves(position, touched, simultaneous) } -> std::same_as<core::Result<TouchAnswer>>;
};

// ...an implementation that prints more than its game's native notation (chess SAN) names them
// (native first) and writes a legal move in each (nullopt for a notation it does not write);
// its parse_move reads all of them, the native notation first (docs/notation.md).
template <class B>
concept Notating = Implementation<B> &&
    requires(const typename B::Position& position, const typename B::Move& move,
             core::Notation notation) {
    { B::notations() } -> std::same_as<std::vector<core::Notation>>;
    { B::print_move_in(position, move, notation) } -> std::same_as<std::optional<std::string>>;
};

// ...and a reference that reads such notations explains a move from its text: nullopt when legal,
// otherwise the rule it breaks, even where the text names no single move (an ambiguous SAN); an
// error only for malformed text.
template <class B>
concept ExplainingText = Explaining<B> &&
    requires(const typename B::Position& position, std::string_view text) {
    { B::explain_text(position, text) } -> std::same_as<core::Result<std::optional<core::RuleId>>>;
};

// ...and names the pieces or squares that make an illegal move so (docs/cli.md "evidence"): the
// move as parse_move reads it; empty when the move is legal or the rule names no piece.
template <class B>
concept ExplainingEvidence = Explaining<B> &&
    requires(const typename B::Position& position, const typename B::Move& move) {
    { B::explain_evidence(position, move) } -> std::same_as<std::vector<core::EvidenceItem>>;
};

}  // namespace arbiter::oracle
