#pragma once
// The games and their move notations: the first words of every floor above the rules
// (docs/design.md). Their names on the command line, in the corpus and in reports are in
// core/names.h.

namespace arbiter::core {

enum class Game { Chess, Xiangqi, Shogi };

// Move notations (docs/notation.md), named by notation_name() (core/names.h). Each game has one
// coordinate notation that every command reads and legal_moves() prints (chess UCI, xiangqi UCCI,
// shogi USI: native_notation()); an adapter may read and print others (chess SAN). The notations
// of issue 18 (xiangqi ICCS, WXF, Chinese; shogi KIF, CSA) are added here as enumerators.
// Xiangqi record notations: ICCS (`H2-E2`), WXF (`C2.5`), Chinese (`炮二平五`).
enum class Notation { Uci, San, Ucci, Usi, Iccs, Wxf, Chinese };
Notation native_notation(Game game);

}  // namespace arbiter::core
