// A deliberately broken engine for the `arbiter engine` tests. It speaks UCI (chess) or USI
// (shogi) and answers `go perft N` from our reference implementation with ONE rule switched off,
// so the tests know exactly which bug arbiter must find:
//   chess-no-en-passant   never generates en passant captures (moves missing everywhere)
//   chess-leaf-self-check at the last ply (bulk counting) also counts king steps into check
//   shogi-leaf-nifu       at the last ply also counts pawn drops that break nifu (二歩)
// Usage: arbiter_broken_engine MODE

#include <iostream>
#include <string>
#include <vector>

#include "oracle/registry.h"
#include "tests/engine/fake_engine_input.h"

namespace {

using namespace arbiter::core;
using namespace arbiter::oracle;
using namespace arbiter::test_engine;

enum class Mode { NoEnPassant, LeafSelfCheck, LeafNifu };

// The piece letter on a chess square ("e5") of a FEN board, or '.'.
char chess_piece_at(const std::string& fen, const std::string& square) {
    const std::string board = words_of(fen).at(0);
    int rank = 7, file = 0;
    for (char c : board) {
        if (c == '/') {
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else {
            if (file == square[0] - 'a' && rank == square[1] - '1') return c;
            ++file;
        }
    }
    return '.';
}

bool is_en_passant(const std::string& fen, const std::string& move) {
    const auto f = words_of(fen);
    if (f.size() < 4 || f[3] == "-" || move.size() < 4) return false;
    const char piece = chess_piece_at(fen, move.substr(0, 2));
    return (piece == 'P' || piece == 'p') && move[0] != move[2] && move.substr(2, 2) == f[3];
}

class Broken {
public:
    Broken(Mode mode, std::shared_ptr<Adapter> adapter)
        : mode_(mode), adapter_(std::move(adapter)) {}

    std::vector<std::string> moves(bool leaf) {
        std::vector<std::string> out;
        const std::string fen = adapter_->fen();
        for (auto& move : adapter_->legal_moves()) {
            if (mode_ == Mode::NoEnPassant && is_en_passant(fen, move)) continue;
            out.push_back(move);
        }
        if (!leaf) return out;
        if (mode_ == Mode::LeafSelfCheck) {
            for (const std::string& move : king_steps(fen)) {
                auto why = adapter_->explain(move);
                if (why && why.value().rule == RuleId{Game::Chess, Rule::SelfCheck})
                    out.push_back(move);
            }
        }
        if (mode_ == Mode::LeafNifu) {
            for (char file = '1'; file <= '9'; ++file) {
                for (char rank = 'a'; rank <= 'i'; ++rank) {
                    const std::string move = std::string("P*") + file + rank;
                    auto why = adapter_->explain(move);
                    if (why && why.value().rule == RuleId{Game::Shogi, Rule::DropNifu})
                        out.push_back(move);
                }
            }
        }
        return out;
    }

    std::uint64_t perft(int depth) {
        auto list = moves(depth == 1);
        if (depth == 1) return list.size();
        std::uint64_t nodes = 0;
        for (const auto& move : list) {
            if (!adapter_->play(move)) continue;
            nodes += perft(depth - 1);
            adapter_->undo();
        }
        return nodes;
    }

    void divide(int depth) {
        std::uint64_t total = 0;
        for (const auto& move : moves(depth == 1)) {
            std::uint64_t n = 1;
            if (depth > 1) {
                if (!adapter_->play(move)) continue;
                n = perft(depth - 1);
                adapter_->undo();
            }
            std::cout << move << ": " << n << '\n';
            total += n;
        }
        std::cout << "\nNodes searched: " << total << "\n" << std::endl;
    }

    Adapter& adapter() { return *adapter_; }

private:
    // The king's eight neighbours as moves, for the side to move.
    std::vector<std::string> king_steps(const std::string& fen) {
        const auto f = words_of(fen);
        const char king = f.size() > 1 && f[1] == "b" ? 'k' : 'K';
        std::vector<std::string> out;
        for (char file = 'a'; file <= 'h'; ++file) {
            for (char rank = '1'; rank <= '8'; ++rank) {
                const std::string from{file, rank};
                if (chess_piece_at(fen, from) != king) continue;
                for (int df = -1; df <= 1; ++df) {
                    for (int dr = -1; dr <= 1; ++dr) {
                        const char tf = static_cast<char>(file + df),
                                   tr = static_cast<char>(rank + dr);
                        if ((df || dr) && tf >= 'a' && tf <= 'h' && tr >= '1' && tr <= '8')
                            out.push_back(from + tf + tr);
                    }
                }
            }
        }
        return out;
    }

    Mode mode_;
    std::shared_ptr<Adapter> adapter_;
};

}  // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::cerr << "usage: arbiter_broken_engine "
                     "chess-no-en-passant|chess-leaf-self-check|shogi-leaf-nifu\n";
        return 2;
    }
    const std::string name = argv[1];
    Mode mode;
    Game game = Game::Chess;
    if (name == "chess-no-en-passant")
        mode = Mode::NoEnPassant;
    else if (name == "chess-leaf-self-check")
        mode = Mode::LeafSelfCheck;
    else if (name == "shogi-leaf-nifu")
        mode = Mode::LeafNifu, game = Game::Shogi;
    else {
        std::cerr << "unknown mode " << name << '\n';
        return 2;
    }
    auto adapter = make_adapter(game, Impl::Reference);
    if (!adapter) {
        std::cerr << adapter.error().message << '\n';
        return 2;
    }
    Broken engine(mode, adapter.value());
    for (std::string line; std::getline(std::cin, line);) {
        const auto words = words_of(line);
        if (words.empty()) continue;
        const std::string& command = words[0];
        if (command == "uci" || command == "usi") {
            std::cout << "id name arbiter-broken-engine " << name << '\n'
                      << command << "ok" << std::endl;
        } else if (command == "isready") {
            std::cout << "readyok" << std::endl;
        } else if (auto position = read_position_command(words)) {
            auto set = engine.adapter().set_position(position->start, position->moves);
            if (!set) std::cout << "info string bad position: " << set.error().message << std::endl;
        } else if (command == "go" && words.size() == 3 && words[1] == "perft") {
            engine.divide(std::stoi(words[2]));
        } else if (command == "quit") {
            return 0;
        }
    }
    return 0;
}
