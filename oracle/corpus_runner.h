#pragma once
// Runs corpus cases against an implementation through its adapter.

#include <string>
#include <vector>

#include "oracle/adapter.h"
#include "oracle/corpus.h"

namespace arbiter::oracle {

struct CaseOutcome {
    const CorpusCase* corpus_case = nullptr;
    Impl impl = Impl::Reference;
    bool skipped = false;               // slow case not asked for
    std::vector<std::string> failures;  // empty = passed
    bool passed() const { return !skipped && failures.empty(); }
};

// Checks every expectation of the case. The rule a refused move breaks is checked only against the
// reference (explaining is its job); the fast side must still refuse the move.
CaseOutcome run_case(Adapter& adapter, const CorpusCase& c);

}  // namespace arbiter::oracle
