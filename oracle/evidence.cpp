// The evidence of a verdict in JSON and text (oracle/evidence.h).

#include "oracle/evidence.h"

#include <sstream>

namespace arbiter::oracle {
namespace {

nlohmann::json piece_json(const core::RepetitionEvidence::Piece& p) {
    return {{"piece", p.piece}, {"point", p.point}, {"origin", p.origin}};
}

void piece_text(std::ostream& out, const core::RepetitionEvidence::Piece& p) {
    out << p.piece << ' ' << p.point;
    if (p.origin != p.point) out << " (from " << p.origin << ')';
}

nlohmann::json item_json(const core::EvidenceItem& item) {
    return {{"role", item.role},
            {"square", item.square},
            {"piece", item.piece.empty() ? nlohmann::json(nullptr) : nlohmann::json(item.piece)}};
}

}  // namespace

VerdictEvidence evidence_of(const core::GameEnd& end) {
    return {end.repetition, end.no_move, end.impasse};
}

nlohmann::json items_json(const std::vector<core::EvidenceItem>& items) {
    nlohmann::json out = nlohmann::json::array();
    for (const core::EvidenceItem& item : items) out.push_back(item_json(item));
    return out;
}

std::string items_text(const std::vector<core::EvidenceItem>& items) {
    std::string out;
    for (const core::EvidenceItem& item : items) {
        if (!out.empty()) out += ", ";
        out += item.role + ' ' + (item.piece.empty() ? "" : item.piece + ' ') + item.square;
    }
    return out;
}

nlohmann::json evidence_json(const VerdictEvidence& evidence) {
    nlohmann::json out = nlohmann::json::object();
    if (evidence.repetition) out["repetition"] = evidence_json(evidence.repetition)["repetition"];
    if (evidence.no_move) {
        out["no_legal_move"] = {{"legal_moves", 0},
                                {"in_check", evidence.no_move->in_check},
                                {"checkers", items_json(evidence.no_move->checkers)}};
    }
    if (evidence.impasse) {
        const core::ImpasseEvidence& e = *evidence.impasse;
        nlohmann::json sides = nlohmann::json::array();
        for (const auto& s : e.sides) {
            sides.push_back({{"side", s.side},
                             {"points", s.points},
                             {"pieces_in_zone", s.pieces_in_zone},
                             {"king", s.king},
                             {"king_in_zone", s.king_in_zone},
                             {"in_check", s.in_check}});
        }
        nlohmann::json conditions = nlohmann::json::array();
        for (const auto& c : e.conditions)
            conditions.push_back({{"name", c.name}, {"side", c.side}, {"holds", c.holds}});
        out["impasse"] = {{"rule", e.rule}, {"sides", sides}, {"conditions", conditions}};
    }
    if (out.empty()) return nullptr;
    return out;
}

std::string evidence_text(const VerdictEvidence& evidence) {
    std::string out = evidence_text(evidence.repetition);
    if (evidence.no_move) {
        out += "evidence no legal move, ";
        if (evidence.no_move->in_check) {
            std::string by;
            for (const core::EvidenceItem& c : evidence.no_move->checkers)
                by += (by.empty() ? "" : ", ") + c.piece + ' ' + c.square;
            out += "in check by " + by + '\n';
        } else {
            out += "not in check\n";
        }
    }
    if (evidence.impasse) {
        const core::ImpasseEvidence& e = *evidence.impasse;
        out += "evidence impasse rule " + e.rule + '\n';
        for (const auto& s : e.sides) {
            out += "  " + s.side + " points " + std::to_string(s.points) + ", pieces in zone " +
                   std::to_string(s.pieces_in_zone) + ", king " + s.king +
                   (s.king_in_zone ? " in zone" : " not in zone") +
                   (s.in_check ? ", in check" : "") + '\n';
        }
        for (const auto& c : e.conditions)
            out += "  " + c.side + ' ' + c.name + (c.holds ? " holds" : " fails") + '\n';
    }
    return out;
}

nlohmann::json evidence_json(const std::optional<core::RepetitionEvidence>& repetition) {
    if (!repetition) return nullptr;
    const core::RepetitionEvidence& e = *repetition;
    nlohmann::json plies = nlohmann::json::array();
    for (const auto& p : e.plies) {
        nlohmann::json chased = nlohmann::json::array();
        for (const auto& c : p.chased) chased.push_back(piece_json(c));
        plies.push_back({{"ply", p.ply},
                         {"side", p.side},
                         {"move", p.move},
                         {"check", p.check},
                         {"chased", chased},
                         {"blocks_cannon", p.blocks_cannon}});
    }
    return {{"repetition",
             {{"first_ply", e.first_ply},
              {"plies", plies},
              {"victim", e.victim ? piece_json(*e.victim) : nlohmann::json(nullptr)},
              {"victim_held_by_horse", e.victim_held_by_horse}}}};
}

std::string evidence_text(const std::optional<core::RepetitionEvidence>& repetition) {
    if (!repetition) return "";
    const core::RepetitionEvidence& e = *repetition;
    std::ostringstream out;
    out << "evidence repetition from ply " << e.first_ply << '\n';
    for (const auto& p : e.plies) {
        out << "  ply " << p.ply << ' ' << p.side << ' ' << p.move << (p.check ? " check" : "");
        for (const auto& c : p.chased) {
            out << " chases ";
            piece_text(out, c);
        }
        if (p.blocks_cannon) out << " blocks a cannon (AXF 26: protection it changes is no chase)";
        out << '\n';
    }
    if (e.victim) {
        out << "  chased piece ";
        piece_text(out, *e.victim);
        if (e.victim_held_by_horse) out << ", a chariot held by a horse (AXF 19)";
        out << '\n';
    }
    return out.str();
}

}  // namespace arbiter::oracle
