// Tournament schedules (schedule.h, docs/match.md): Berger round-robin, gauntlet, and the knockout
// drawn by lots.

#include "referee/match/schedule.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>
#include <utility>

namespace arbiter::referee::match {

std::uint64_t uniform_below(std::mt19937_64& rng, std::uint64_t n) {
    if (n <= 1) return 0;
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() / n * n;
    for (;;) {
        const std::uint64_t x = rng();
        if (x < limit) return x % n;
    }
}

// ---- Round-robin and gauntlet ------------------------------------------------------------------

namespace {

struct Emitter {
    const ScheduleOptions& options;
    std::vector<ScheduledGame> games;
    int next_opening = 0;
    int next_pair = 0;
    // --repeat with one game per encounter: the (opening, pair) of each encounter of an odd
    // round, by its place in the round, for the same encounter of the next round.
    std::vector<std::pair<int, int>> carried;
    std::size_t place = 0;  // the encounter's place in the current round

    explicit Emitter(const ScheduleOptions& o) : options(o) {}

    void start_round() { place = 0; }

    // The games of one encounter: `a` white in the first, colours alternating.
    void encounter(int round, int a, int b) {
        const int count = options.games_per_encounter;
        const bool across_rounds = options.repeat && count == 1;
        for (int g = 0; g < count; ++g) {
            ScheduledGame game;
            game.number = static_cast<int>(games.size()) + 1;
            game.round = round;
            game.white = g % 2 == 0 ? a : b;
            game.black = g % 2 == 0 ? b : a;
            if (across_rounds) {
                if (round % 2 == 0) {  // the second game of the pair begun a round earlier
                    game.opening = carried[place].first;
                    game.pair = carried[place].second;
                } else {
                    game.opening = next_opening++;
                    if (round < options.rounds) game.pair = next_pair++;
                    if (carried.size() <= place) carried.resize(place + 1);
                    carried[place] = {game.opening, game.pair};
                }
            } else if (options.repeat && g % 2 == 1) {
                game.opening = games.back().opening;  // the second game of the pair
                game.pair = games.back().pair;
            } else {
                game.opening = next_opening++;
                if (options.repeat && g + 1 < count) game.pair = next_pair++;
            }
            games.push_back(game);
        }
        ++place;
    }
};

}  // namespace

bool valid_schedule(int players, const ScheduleOptions& options, bool gauntlet,
                    std::string& error) {
    if (players < 2 || players > kMaxScheduledPlayers) {
        error = "a tournament needs 2 to " + std::to_string(kMaxScheduledPlayers) +
                " players, not " + std::to_string(players);
        return false;
    }
    if (options.rounds < 1) {
        error = "the number of rounds must be at least 1";
        return false;
    }
    if (options.games_per_encounter < 1) {
        error = "the number of games per encounter must be at least 1";
        return false;
    }
    const long long p = players;
    const long long encounters = gauntlet ? p - 1 : p * (p - 1) / 2;
    // encounters < 2^19 and each count < 2^31: the first product fits in 64 bits, and the second
    // is formed only when the first is at most kMaxScheduledGames (< 2^24).
    if (encounters * options.games_per_encounter > kMaxScheduledGames ||
        encounters * options.games_per_encounter * options.rounds > kMaxScheduledGames) {
        error = "more than " + std::to_string(kMaxScheduledGames) + " games";
        return false;
    }
    return true;
}

std::vector<ScheduledGame> round_robin(int players, const ScheduleOptions& options) {
    Emitter out(options);
    std::string error;
    if (!valid_schedule(players, options, false, error)) return {};
    // The circle method: with an even count n (a dummy added to an odd one), player n-1 stays
    // put and the others turn; cycle round r pairs n-1 with r, and r+i with r-i (mod n-1).
    const int n = players + players % 2;
    const int m = n - 1;
    for (int round = 1; round <= options.rounds; ++round) {
        const bool reversed = round % 2 == 0;
        out.start_round();
        for (int r = 0; r < m; ++r) {
            auto meet = [&](int white, int black) {
                if (white >= players || black >= players) return;  // the dummy: a rest
                if (reversed) std::swap(white, black);
                out.encounter(round, white, black);
            };
            if (r % 2 == 0)
                meet(r, m);
            else
                meet(m, r);
            for (int i = 1; i < n / 2; ++i) {
                const int a = (r + i) % m, b = (r - i + m) % m;
                if (i % 2 == 0)
                    meet(a, b);
                else
                    meet(b, a);
            }
        }
    }
    return out.games;
}

std::vector<ScheduledGame> gauntlet(int players, const ScheduleOptions& options) {
    Emitter out(options);
    std::string error;
    if (!valid_schedule(players, options, true, error)) return {};
    for (int round = 1; round <= options.rounds; ++round) {
        const bool reversed = round % 2 == 0;
        out.start_round();
        for (int j = 1; j < players; ++j) {
            const bool first_white = (j % 2 == 1) != reversed;
            out.encounter(round, first_white ? 0 : j, first_white ? j : 0);
        }
    }
    return out.games;
}

// ---- Knockout ----------------------------------------------------------------------------------

const char* decided_by_name(DecidedBy decided_by) {
    switch (decided_by) {
    case DecidedBy::kDecidingGame:
        return "deciding-game";
    case DecidedBy::kLots:
        return "lots";
    case DecidedBy::kGames:
        break;
    }
    return "games";
}

namespace {

constexpr int kRegularGames = 3;  // best of three

// White's points for a game's end; anything but a win is a draw here.
double white_points(const core::GameEnd& end) {
    if (end.won_by(core::Side::First)) return 1.0;
    if (end.won_by(core::Side::Second)) return 0.0;
    return 0.5;
}

}  // namespace

Knockout::Knockout(int players, std::uint64_t seed) : rng_(seed) {
    if (players < 1 || players > kMaxScheduledPlayers) return;
    if (players == 1) {
        winner_ = 0;
        return;
    }
    std::vector<int> entrants;
    for (int i = 0; i < players; ++i) entrants.push_back(i);
    draw_round(entrants);
}

void Knockout::draw_round(const std::vector<int>& entrants) {
    KnockoutRound round;
    round.number = static_cast<int>(rounds_.size()) + 1;
    round.entrants = entrants;
    const int count = static_cast<int>(entrants.size());
    const int pairings = count / 2;
    // Two sets of cards numbered 1 .. pairings, one red and one black, and the K when the count
    // is odd; shuffled, then drawn by the entrants in order.
    std::vector<Card> deck;
    for (int number = 1; number <= pairings; ++number) {
        deck.push_back({number, true});
        deck.push_back({number, false});
    }
    if (count % 2 == 1) deck.push_back({0, false});
    shuffle(deck, rng_);
    round.cards = deck;
    round.pairings.resize(static_cast<std::size_t>(pairings));
    for (int i = 0; i < count; ++i) {
        const Card card = deck[static_cast<std::size_t>(i)];
        if (card.number == 0) {
            round.bye = entrants[static_cast<std::size_t>(i)];
            continue;
        }
        round.pairings[static_cast<std::size_t>(card.number - 1)].players[card.red ? 0 : 1] =
            entrants[static_cast<std::size_t>(i)];
    }
    rounds_.push_back(std::move(round));
}

std::optional<GameSlot> Knockout::next_game(std::size_t index) const {
    if (rounds_.empty() || index >= rounds_.back().pairings.size()) return std::nullopt;
    const KnockoutPairing& p = rounds_.back().pairings[index];
    if (p.winner >= 0) return std::nullopt;
    const std::size_t played = p.games.size();
    if (played < kRegularGames) {
        const bool first_red = played % 2 == 0;  // games 1 and 3: the red card's holder
        return GameSlot{first_red ? p.players[0] : p.players[1],
                        first_red ? p.players[1] : p.players[0], false};
    }
    const int white = p.deciding_white;
    return GameSlot{white, white == p.players[0] ? p.players[1] : p.players[0], true};
}

void Knockout::record(std::size_t index, const PlayedGame& game) {
    const std::optional<GameSlot> slot = next_game(index);
    if (!slot) return;
    KnockoutPairing& p = rounds_.back().pairings[index];
    PlayedGame played = game;
    played.white = slot->white;
    played.black = slot->black;
    const double white = white_points(played.end);
    const double first = slot->white == p.players[0] ? white : 1.0 - white;  // players[0]'s
    p.games.push_back(played);
    if (slot->deciding) {
        if (first != 0.5) {
            p.winner = first > 0.5 ? p.players[0] : p.players[1];
            p.decided_by = DecidedBy::kDecidingGame;
        } else {
            p.winner = p.players[uniform_below(rng_, 2)];
            p.decided_by = DecidedBy::kLots;
        }
        return;
    }
    p.points[0] += first;
    p.points[1] += 1.0 - first;
    const double remaining = static_cast<double>(kRegularGames - p.games.size());
    const double lead = p.points[0] - p.points[1];
    if (std::fabs(lead) > remaining) {
        p.winner = lead > 0 ? p.players[0] : p.players[1];
        p.decided_by = DecidedBy::kGames;
    } else if (p.games.size() == kRegularGames) {  // level after three games
        p.deciding_white = p.players[uniform_below(rng_, 2)];
    }
}

bool Knockout::advance() {
    if (finished()) return false;
    const KnockoutRound& round = rounds_.back();
    std::vector<int> next;
    for (const KnockoutPairing& p : round.pairings) {
        if (p.winner < 0) return false;
        next.push_back(p.winner);
    }
    if (round.bye) next.push_back(*round.bye);
    if (next.size() == 1)
        winner_ = next.front();
    else
        draw_round(next);
    return true;
}

std::vector<RoundShape> knockout_shape(int players) {
    std::vector<RoundShape> shape;
    for (int n = players; n > 1; n = n / 2 + n % 2) shape.push_back({n / 2, n % 2 == 1});
    return shape;
}

std::string tournament_json(const Knockout& knockout, const std::vector<std::string>& names) {
    using nlohmann::json;
    auto name = [&](int player) -> json {
        if (player < 0) return nullptr;
        if (static_cast<std::size_t>(player) < names.size())
            return names[static_cast<std::size_t>(player)];
        return "player " + std::to_string(player + 1);
    };
    json rounds = json::array();
    for (const KnockoutRound& round : knockout.rounds()) {
        json pairings = json::array();
        for (const KnockoutPairing& p : round.pairings) {
            json games = json::array();
            for (const PlayedGame& g : p.games)
                games.push_back({{"game", g.game},
                                 {"white", name(g.white)},
                                 {"black", name(g.black)},
                                 {"opening", g.opening},
                                 {"result", core::result_tag(g.end)},
                                 {"reason", g.end.rule     ? core::rule_name(*g.end.rule)
                                            : g.end.over() ? "?"
                                                           : ""},
                                 {"plies", g.plies}});
            pairings.push_back(
                {{"players", {name(p.players[0]), name(p.players[1])}},
                 {"games", games},
                 {"winner", name(p.winner)},
                 {"decided_by",
                  p.winner < 0 ? json(nullptr) : json(decided_by_name(p.decided_by))}});
        }
        rounds.push_back({{"number", round.number},
                          {"bye", round.bye ? name(*round.bye) : json(nullptr)},
                          {"pairings", pairings}});
    }
    json out = {{"rounds", rounds}, {"winner", name(knockout.winner())}};
    return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

std::vector<Standing> standings(int players, const std::vector<PlayedGame>& games) {
    std::vector<Standing> table;
    for (int i = 0; i < players; ++i) table.push_back(Standing{i});
    auto in_range = [&](int p) { return p >= 0 && p < players; };
    for (const PlayedGame& g : games) {
        if (!in_range(g.white) || !in_range(g.black) || g.white == g.black) continue;
        Standing& w = table[static_cast<std::size_t>(g.white)];
        Standing& b = table[static_cast<std::size_t>(g.black)];
        if (g.end.won_by(core::Side::First)) {
            ++w.wins;
            ++b.losses;
            w.points += 1.0;
        } else if (g.end.won_by(core::Side::Second)) {
            ++b.wins;
            ++w.losses;
            b.points += 1.0;
        } else if (g.end.outcome == core::Outcome::Draw) {
            ++w.draws;
            ++b.draws;
            w.points += 0.5;
            b.points += 0.5;
        } else {
            continue;
        }
        ++w.games;
        ++b.games;
    }
    std::stable_sort(table.begin(), table.end(),
                     [](const Standing& a, const Standing& b) { return a.points > b.points; });
    return table;
}

std::string standings_json(const std::vector<Standing>& table,
                           const std::vector<std::string>& names, const std::string& format) {
    using nlohmann::json;
    json rows = json::array();
    int rank = 0;
    for (std::size_t i = 0; i < table.size(); ++i) {
        const Standing& s = table[i];
        if (i == 0 || s.points != table[i - 1].points) rank = static_cast<int>(i) + 1;
        const json name = static_cast<std::size_t>(s.player) < names.size()
                              ? json(names[static_cast<std::size_t>(s.player)])
                              : json("player " + std::to_string(s.player + 1));
        rows.push_back({{"rank", rank},
                        {"name", name},
                        {"games", s.games},
                        {"points", s.points},
                        {"wins", s.wins},
                        {"draws", s.draws},
                        {"losses", s.losses}});
    }
    const json out = {{"format", format}, {"standings", rows}};
    return out.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace arbiter::referee::match
