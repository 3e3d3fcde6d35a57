// The evidence of a verdict (docs/cli.md, "evidence") from both implementations: for every corpus
// case that expects a status, the reference and the fast adapters, each judging with its own
// code, must give the same repetition evidence (the cycle's plies, checks, chased pieces and the
// victim), the same no-legal-move evidence (in check, the checkers) and the same shogi impasse
// evidence (each side's facts and the rule's conditions).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "oracle/corpus.h"
#include "oracle/evidence.h"
#include "oracle/registry.h"

namespace arbiter::oracle {
namespace {

TEST(EvidenceDifferential, CorpusStatusCasesAgree) {
    auto loaded = load_corpus({default_corpus_dir()});
    ASSERT_TRUE(loaded.ok()) << loaded.error().message;
    int compared = 0;
    int repetitions = 0;
    int no_moves = 0;
    int impasses = 0;
    for (const CorpusCase& c : loaded.value()) {
        if (!c.expect.status || c.expect.fen_error || c.slow) continue;
        auto ref = make_adapter(c.game, Impl::Reference);
        auto fast = make_adapter(c.game, Impl::Fast);
        ASSERT_TRUE(ref.ok() && fast.ok());
        ref.value()->set_lenient(c.lenient);
        fast.value()->set_lenient(c.lenient);
        if (!ref.value()->set_position(c.fen, c.moves).ok()) continue;  // the corpus test says why
        ASSERT_TRUE(fast.value()->set_position(c.fen, c.moves).ok()) << c.id;
        VerdictEvidence r = evidence_of(ref.value()->status(c.options).end);
        VerdictEvidence f = evidence_of(fast.value()->status(c.options).end);
        EXPECT_EQ(evidence_json(r).dump(), evidence_json(f).dump()) << c.id;
        ++compared;
        if (r.repetition) ++repetitions;
        if (r.no_move) ++no_moves;
        if (r.impasse) ++impasses;
    }
    // The corpus holds repetition verdicts (xiangqi) and mates or stalemates (all three games).
    EXPECT_GE(repetitions, 20);
    EXPECT_GE(no_moves, 10);
    EXPECT_GE(impasses, 3);
    EXPECT_GE(compared, repetitions + no_moves);
}

}  // namespace
}  // namespace arbiter::oracle
