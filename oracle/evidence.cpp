// The evidence of a verdict in JSON and text (oracle/evidence.h).

#include "oracle/evidence.h"

#include <sstream>

namespace arbiter::oracle {
namespace {

nlohmann::json piece_json(const RepetitionEvidence::Piece& p) {
    return {{"piece", p.piece}, {"point", p.point}, {"origin", p.origin}};
}

void piece_text(std::ostream& out, const RepetitionEvidence::Piece& p) {
    out << p.piece << ' ' << p.point;
    if (p.origin != p.point) out << " (from " << p.origin << ')';
}

}  // namespace

nlohmann::json evidence_json(const std::optional<RepetitionEvidence>& repetition) {
    if (!repetition) return nullptr;
    const RepetitionEvidence& e = *repetition;
    nlohmann::json plies = nlohmann::json::array();
    for (const auto& p : e.plies) {
        nlohmann::json chased = nlohmann::json::array();
        for (const auto& c : p.chased) chased.push_back(piece_json(c));
        plies.push_back({{"ply", p.ply},
                         {"side", p.side},
                         {"move", p.move},
                         {"check", p.check},
                         {"chased", chased}});
    }
    return {{"repetition",
             {{"first_ply", e.first_ply},
              {"plies", plies},
              {"victim", e.victim ? piece_json(*e.victim) : nlohmann::json(nullptr)}}}};
}

std::string evidence_text(const std::optional<RepetitionEvidence>& repetition) {
    if (!repetition) return "";
    const RepetitionEvidence& e = *repetition;
    std::ostringstream out;
    out << "evidence repetition from ply " << e.first_ply << '\n';
    for (const auto& p : e.plies) {
        out << "  ply " << p.ply << ' ' << p.side << ' ' << p.move << (p.check ? " check" : "");
        for (const auto& c : p.chased) {
            out << " chases ";
            piece_text(out, c);
        }
        out << '\n';
    }
    if (e.victim) {
        out << "  chased piece ";
        piece_text(out, *e.victim);
        out << '\n';
    }
    return out.str();
}

}  // namespace arbiter::oracle
