#include "engines/uci.h"

#include "engines/session.h"

namespace arbiter::engines {

UciWords uci_words(Protocol protocol) {
    if (protocol == Protocol::Usi) return {"usi", "usiok"};
    if (protocol == Protocol::Ucci) return {"ucci", "ucciok"};
    return {"uci", "uciok"};
}

std::string uci_setoption(Protocol protocol, const std::string& name, const std::string& value) {
    return protocol == Protocol::Ucci ? "setoption " + name + " " + value
                                      : "setoption name " + name + " value " + value;
}

core::Result<Dialect> uci_dialect(Protocol protocol, core::Game game) {
    switch (game) {
    case core::Game::Chess:
        if (protocol == Protocol::Uci) return Dialect::Chess;
        return core::make_error("chess engines speak uci or xboard (not " +
                                std::string(protocol_name(protocol)) + ")");
    case core::Game::Xiangqi:
        if (protocol == Protocol::Uci) return Dialect::XiangqiRanks1;
        if (protocol == Protocol::Uci0 || protocol == Protocol::Ucci) return Dialect::XiangqiRanks0;
        return core::make_error(
            "xiangqi engines speak uci (ranks 1-10, fairy-stockfish), uci0 (ranks 0-9), ucci or "
            "xboard, not usi");
    case core::Game::Shogi:
        if (protocol == Protocol::Usi) return Dialect::ShogiUsi;
        if (protocol == Protocol::Uci) return Dialect::ShogiFairyUci;
        return core::make_error("shogi engines speak usi, uci (fairy-stockfish) or xboard, not " +
                                std::string(protocol_name(protocol)));
    }
    return core::make_error("unknown game");
}

std::optional<int> info_mate_moves(std::string_view line) {
    const auto w = core::words_of(line);
    if (w.empty() || w[0] != "info") return std::nullopt;
    std::optional<int> mate;
    for (std::size_t i = 1; i < w.size(); ++i) {
        if (w[i] == "string") break;  // free text follows
        if (w[i] == "score" && i + 2 < w.size() && w[i + 1] == "mate") {
            if (auto n = whole_number(w[i + 2], 100000)) mate = static_cast<int>(*n);
        }
    }
    return mate;
}

std::optional<int> info_score_cp(std::string_view line) {
    const auto w = core::words_of(line);
    if (w.empty() || w[0] != "info") return std::nullopt;
    std::optional<int> score;
    for (std::size_t i = 1; i + 2 < w.size(); ++i) {
        if (w[i] == "string") break;  // free text follows
        if (w[i] != "score") continue;
        if (w[i + 1] == "cp") {
            if (auto n = whole_number(w[i + 2], 1'000'000)) score = static_cast<int>(*n);
        } else if (w[i + 1] == "mate") {
            if (auto n = whole_number(w[i + 2], 10'000))
                score = mate_score_cp(static_cast<int>(*n));
        }
    }
    return score;
}

UciAnswer classify_uci_answer(std::string_view line, Protocol protocol) {
    UciAnswer a;
    const auto w = core::words_of(line);
    if (w.empty()) return a;
    if (w[0] == "nobestmove") {  // UCCI
        a.kind = UciAnswerKind::NoMove;
        return a;
    }
    if (w[0] != "bestmove") return a;
    if (w.size() < 2) {
        a.kind = UciAnswerKind::Malformed;
        return a;
    }
    const std::string& move = w[1];
    if (move == "(none)" || move == "0000" || move == "none" || move == "null") {
        a.kind = UciAnswerKind::NoMove;
    } else if (move == "resign") {
        a.kind = UciAnswerKind::Resigns;
    } else if (move == "win" && protocol == Protocol::Usi) {
        a.kind = UciAnswerKind::DeclaresWin;
    } else {
        a.kind = UciAnswerKind::Move;
        a.move = move;
    }
    return a;
}

core::Result<std::string> uci_go_command(Protocol protocol, std::string_view go) {
    const auto w = core::words_of(go);
    if (w.size() != 2)
        return core::make_error("--go must be 'depth N', 'movetime MS' or 'nodes N', not '" +
                                std::string(go) + "'");
    const auto n = whole_number(w[1], 1'000'000'000'000LL);
    if (!n || *n <= 0 || w[1][0] == '+')
        return core::make_error("--go needs a positive whole number after '" + w[0] + "', not '" +
                                w[1] + "'");
    const std::string value = std::to_string(*n);
    if (w[0] == "depth" || w[0] == "nodes") return "go " + w[0] + " " + value;
    if (w[0] == "movetime") {
        // USI has no movetime: a byoyomi of that long with no main time is the same request.
        if (protocol == Protocol::Usi) return "go btime 0 wtime 0 byoyomi " + value;
        // UCCI: "go time T movestogo 1" = all of T for this move.
        if (protocol == Protocol::Ucci) return "go time " + value + " movestogo 1";
        return "go movetime " + value;
    }
    return core::make_error("--go must be 'depth N', 'movetime MS' or 'nodes N', not '" +
                            std::string(go) + "'");
}

}  // namespace arbiter::engines
