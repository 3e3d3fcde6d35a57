#pragma once
// Tournament schedules for `arbiter match` and `arbiter tournament` (docs/match.md): round-robin
// and gauntlet pairings with --rounds, --games per encounter and --repeat, and the knockout of
// the xiangqi competition documents (each round drawn by lots, a bye when the number is odd, each
// pairing a best of three, then a deciding game, then lots). Pure code: the referee plays the
// games and reports their results here.
//
// Reproducibility: every random choice comes from std::mt19937_64 seeded with --seed (its output
// is fixed by the C++ standard) through uniform_below() and shuffle() below, which are this
// project's own (std::uniform_int_distribution and std::shuffle differ between libraries).

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include "core/game_end.h"

namespace arbiter::referee::match {

// A uniform integer in [0, n) (n >= 1) from `rng`: draws x until x < n * floor((2^64 - 1) / n),
// then returns x mod n.
std::uint64_t uniform_below(std::mt19937_64& rng, std::uint64_t n);
// Fisher-Yates from the last element down: for i = size-1 .. 1, swap element i with element
// uniform_below(rng, i + 1).
template <class T>
void shuffle(std::vector<T>& items, std::mt19937_64& rng) {
    for (std::size_t i = items.size(); i > 1; --i) {
        const std::size_t j = static_cast<std::size_t>(uniform_below(rng, i));
        std::swap(items[i - 1], items[j]);
    }
}

// ---- Round-robin and gauntlet ------------------------------------------------------------------

// Bounds on what a schedule may hold (flags beyond them are refused, never allocated).
inline constexpr int kMaxScheduledPlayers = 1000;
inline constexpr long long kMaxScheduledGames = 10'000'000;

struct ScheduleOptions {
    int rounds = 1;               // --rounds: the whole cycle this many times
    int games_per_encounter = 1;  // --games: games each time two players meet
    // --repeat: each opening twice, colours swapped: games 1-2, 3-4, ... of an encounter (an odd
    // last game unpaired); with one game per encounter, the encounter's games of rounds 1-2,
    // 3-4, ... (an odd last round unpaired).
    bool repeat = false;
};

struct ScheduledGame {
    int number = 0;   // 1-based, in playing order
    int round = 0;    // 1-based
    int white = 0;    // index of the player who moves first (white, red, sente)
    int black = 0;    // index of the other player
    int opening = 0;  // 0-based opening number: the two games of a --repeat pair share one
    int pair = -1;    // 0-based pair number of a --repeat pair (pentanomial), -1 when unpaired
};

// Whether round_robin (gauntlet: `gauntlet` true) can schedule these: 2 <= players <=
// kMaxScheduledPlayers, rounds >= 1, games_per_encounter >= 1, at most kMaxScheduledGames games;
// false with `error` naming the value at fault.
bool valid_schedule(int players, const ScheduleOptions& options, bool gauntlet, std::string& error);

// Every pair of `players` meets once per round (Berger tables by the circle method; with an odd
// number one player rests each cycle round). Colours: over one cycle each player has as many
// whites as blacks, or one more of either; they are reversed in every second round, and
// alternate within an encounter (games_per_encounter > 1), so over two rounds every pair has as
// many whites as blacks. Empty when !valid_schedule(players, options, false).
std::vector<ScheduledGame> round_robin(int players, const ScheduleOptions& options);
// Player 0 meets every other player (1, 2, ...) in each round; colours alternate from one
// opponent to the next and within an encounter, and are reversed in every second round. Empty
// when !valid_schedule(players, options, true).
std::vector<ScheduledGame> gauntlet(int players, const ScheduleOptions& options);

// ---- Knockout ----------------------------------------------------------------------------------

// A game of a knockout pairing, as the referee reports it.
struct PlayedGame {
    int game = 0;   // the game's number in the tournament (1-based), as the referee counts
    int white = 0;  // player indices
    int black = 0;
    std::string opening;  // as the per-game --json line names it; may be empty
    core::GameEnd end;    // how it ended (a win, a draw; anything else counts for nobody)
    int plies = 0;
};

enum class DecidedBy { kGames, kDecidingGame, kLots };
const char* decided_by_name(DecidedBy decided_by);  // "games", "deciding-game", "lots"

// The card a player drew: a number 1..pairings in the red or the black set, or the K (the bye).
struct Card {
    int number = 0;  // 0 for the K
    bool red = false;
};

struct KnockoutPairing {
    int players[2] = {0, 0};  // players[0] drew the red card: red in games 1 and 3
    std::vector<PlayedGame> games;
    int winner = -1;  // -1 while undecided
    DecidedBy decided_by = DecidedBy::kGames;
    double points[2] = {0.0, 0.0};  // in the three regular games
    int deciding_white = -1;        // drawn by lot once three games leave the players level
};

struct KnockoutRound {
    int number = 0;  // 1-based
    std::optional<int> bye;
    std::vector<KnockoutPairing> pairings;  // in card-number order
    std::vector<Card> cards;                // cards[i]: what the i-th player of the round drew
    std::vector<int> entrants;              // the round's players, in drawing order
};

// Who plays which colour in the next game of a pairing.
struct GameSlot {
    int white = 0;
    int black = 0;
    bool deciding = false;  // the deciding game after three level games
};

// Not thread-safe: one thread at a time (the referee serialises its calls).
class Knockout {
public:
    // Players 0 .. players-1; the first round is drawn at once. A single player wins at once;
    // none (players < 1), or more than kMaxScheduledPlayers, gives no rounds and no winner.
    Knockout(int players, std::uint64_t seed);

    // Finished once one player is left (or with no players at all).
    bool finished() const { return winner_ >= 0 || rounds_.empty(); }
    int winner() const { return winner_; }  // -1 until finished
    const std::vector<KnockoutRound>& rounds() const { return rounds_; }
    // Precondition: !rounds().empty() (at least two players).
    const KnockoutRound& current_round() const { return rounds_.back(); }

    // The next game of pairing `index` of the current round; nullopt once the pairing is decided
    // (or the index is out of range).
    std::optional<GameSlot> next_game(std::size_t index) const;
    // Records the result of the game next_game(index) gave (white/black as it said); a result
    // other than 1-0, 0-1, 1/2-1/2 counts as a draw. Ignored when the pairing is decided. Level
    // after the deciding game: lots decide at once.
    void record(std::size_t index, const PlayedGame& game);
    // Once every pairing of the current round is decided: draws the next round, or ends the
    // tournament with the last winner. False (nothing done) while a pairing is undecided.
    bool advance();

private:
    void draw_round(const std::vector<int>& entrants);

    std::mt19937_64 rng_;
    std::vector<KnockoutRound> rounds_;
    int winner_ = -1;
};

// The numbers of pairings per round and whether it has a bye, for `players` entrants:
// 13 -> {6, bye}, {3, bye}, {2}, {1}.
struct RoundShape {
    int pairings = 0;
    bool bye = false;
};
std::vector<RoundShape> knockout_shape(int players);

// `arbiter tournament --format knockout --json`, the last line (docs/match.md):
// {"rounds": [{"number", "bye": NAME|null, "pairings": [{"players": [A, B], "games": [{"game",
// "white", "black", "opening", "result", "reason", "plies"}], "winner", "decided_by"}]}],
// "winner": NAME|null}. `names[i]` names player i.
std::string tournament_json(const Knockout& knockout, const std::vector<std::string>& names);

// ---- Standings (round-robin, gauntlet) ---------------------------------------------------------

struct Standing {
    int player = 0;
    int games = 0, wins = 0, draws = 0, losses = 0;
    double points = 0.0;  // win 1, draw 1/2
};
// Every player's record over `games` (results 1-0, 0-1, 1/2-1/2; anything else counts as no
// game), sorted by points (most first), then by player index. Indices outside 0 .. players-1 are
// ignored.
std::vector<Standing> standings(int players, const std::vector<PlayedGame>& games);
// {"format": FORMAT, "standings": [{"rank", "name", "games", "points", "wins", "draws",
// "losses"}]}: players level on points share a rank (1, 2, 2, 4).
std::string standings_json(const std::vector<Standing>& table,
                           const std::vector<std::string>& names, const std::string& format);

}  // namespace arbiter::referee::match
