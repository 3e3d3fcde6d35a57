// Announced mates checked against our rules (mate_search.h).

#include "engines/mate_search.h"

#include <algorithm>
#include <vector>

#include "core/game_end.h"

namespace arbiter::engines {

namespace {

class MateSearch {
public:
    MateSearch(oracle::Adapter& board, std::uint64_t budget)
        : board_(board), attacker_(core::side_at(board.side_to_move())), budget_(budget) {}

    enum class End { Ongoing, AttackerWins, Other };

    // Plays `move` if the budget allows (false: the budget is spent, or the move is refused).
    bool play(const std::string& move) {
        if (positions_ >= budget_) {
            out_of_budget_ = true;
            return false;
        }
        ++positions_;
        return static_cast<bool>(board_.play(move));
    }

    // The rules' verdict on the position just reached.
    End ended() const {
        const core::GameEnd end = board_.status(core::RuleOptions{}).end;
        if (!end.over()) return End::Ongoing;
        return end.won_by(attacker_) ? End::AttackerWins : End::Other;
    }

    // The attacker to move: can it win within `k` of its moves? Moves that give check first; on
    // the last move of chess only those (a chess win is a checkmate, and a stalemate draws; in
    // xiangqi a stalemate wins and in shogi a position without a move loses, so there every move
    // is tried).
    bool attacker_wins(int k) {
        std::vector<std::string> checks, quiet;
        for (const std::string& m : board_.legal_moves()) {
            if (!play(m)) return false;
            (board_.in_check() ? checks : quiet).push_back(m);
            board_.undo();
        }
        if (!(k == 1 && board_.game() == core::Game::Chess))
            checks.insert(checks.end(), quiet.begin(), quiet.end());
        for (const std::string& m : checks) {
            if (!play(m)) return false;
            const End e = ended();
            const bool wins =
                e == End::AttackerWins || (e == End::Ongoing && k > 1 && defender_loses(k - 1));
            board_.undo();
            if (out_of_budget_) return false;
            if (wins) return true;
        }
        return false;
    }

    // The defender to move in an ongoing game: does every reply leave the attacker a win within
    // `k` moves? The first reply that escapes goes to `escape`.
    bool defender_loses(int k, std::string* escape = nullptr) {
        for (const std::string& r : board_.legal_moves()) {
            if (!play(r)) return false;
            const End e = ended();
            const bool lost = e == End::AttackerWins || (e == End::Ongoing && attacker_wins(k));
            board_.undo();
            if (out_of_budget_) return false;
            if (!lost) {
                if (escape) *escape = r;
                return false;
            }
        }
        return true;
    }

    std::uint64_t positions() const { return positions_; }
    bool out_of_budget() const { return out_of_budget_; }

private:
    oracle::Adapter& board_;
    core::Side attacker_;
    std::uint64_t budget_;
    std::uint64_t positions_ = 0;
    bool out_of_budget_ = false;
};

}  // namespace

MateSearchResult check_announced_mate(oracle::Adapter& board, const std::string& move, int n,
                                      std::uint64_t budget) {
    MateSearchResult result;
    const auto legal = board.legal_moves();
    if (n < 1 || std::find(legal.begin(), legal.end(), move) == legal.end()) {
        result.verdict = MateVerdict::NotLegal;
        return result;
    }
    MateSearch search(board, budget);
    if (!search.play(move)) {
        result.verdict = search.out_of_budget() ? MateVerdict::TooLarge : MateVerdict::NotLegal;
        return result;
    }
    const MateSearch::End e = search.ended();
    if (e == MateSearch::End::AttackerWins) {
        result.verdict = MateVerdict::Holds;
    } else if (e == MateSearch::End::Other || n == 1) {
        result.verdict = MateVerdict::Refuted;
    } else {
        const bool holds = search.defender_loses(n - 1, &result.refutation);
        result.verdict = search.out_of_budget() ? MateVerdict::TooLarge
                         : holds                ? MateVerdict::Holds
                                                : MateVerdict::Refuted;
        if (result.verdict != MateVerdict::Refuted) result.refutation.clear();
    }
    board.undo();
    result.positions = search.positions();
    return result;
}

}  // namespace arbiter::engines
