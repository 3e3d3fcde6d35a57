// Every case of the bundled corpus, against every implementation that is built:
// TEST_P(CorpusCase, MeetsExpectations). Slow cases run under `arbiter verify --slow` (ctest label
// slow).

#include "oracle/corpus.h"

#include <gtest/gtest.h>

#include <cctype>
#include <cstdint>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "oracle/corpus_runner.h"
#include "oracle/registry.h"

namespace arbiter::oracle {
namespace {

struct CaseParam {
    std::shared_ptr<const CorpusCase> corpus_case;
    Impl impl;
};

const std::vector<CorpusCase>& bundled_cases() {
    static const std::vector<CorpusCase> cases = [] {
        auto loaded = load_corpus({default_corpus_dir()});
        if (!loaded) {
            ADD_FAILURE() << loaded.error().message;
            return std::vector<CorpusCase>{};
        }
        return loaded.value();
    }();
    return cases;
}

// Test listings show the case id, not the bytes of the parameter.
void PrintTo(const CaseParam& param, std::ostream* os) {
    *os << param.corpus_case->id << " [" << impl_name(param.impl) << "]";
}

std::vector<CaseParam> case_params() {
    std::vector<CaseParam> params;
    for (const CorpusCase& c : bundled_cases()) {
        if (c.slow) continue;
        auto shared = std::make_shared<const CorpusCase>(c);
        for (Impl impl : {Impl::Reference, Impl::Fast}) {
            if (c.fast_only && impl == Impl::Reference) continue;  // too deep for it
            params.push_back({shared, impl});
        }
    }
    return params;
}

std::string param_name(const testing::TestParamInfo<CaseParam>& info) {
    std::string name;
    bool upper = true;
    for (char ch : info.param.corpus_case->id) {
        if (!std::isalnum(static_cast<unsigned char>(ch))) {
            upper = true;
            continue;
        }
        name += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(ch))) : ch;
        upper = false;
    }
    return name + (info.param.impl == Impl::Reference ? "Reference" : "Fast");
}

#ifdef ARBITER_SANITIZED_BUILD
// Under the sanitizers (tests/CMakeLists.txt defines ARBITER_SANITIZED_BUILD) the reference runs
// each case's perft counts only up to a million nodes: a deeper count runs the same code again,
// ten times slower, and the release build's run checks every depth (docs/build.md).
constexpr std::uint64_t kReferencePerftNodeLimit = 1'000'000;
#endif

CorpusCase for_this_build([[maybe_unused]] const CorpusCase& c, [[maybe_unused]] Impl impl) {
    CorpusCase trimmed = c;
#ifdef ARBITER_SANITIZED_BUILD
    if (impl == Impl::Reference) {
        std::erase_if(trimmed.expect.perft,
                      [](const auto& entry) { return entry.second > kReferencePerftNodeLimit; });
    }
#endif
    return trimmed;
}

class CorpusCase : public testing::TestWithParam<CaseParam> {};

TEST_P(CorpusCase, MeetsExpectations) {
    const auto& [c, impl] = GetParam();
    auto adapter = make_adapter(c->game, impl);
    if (!adapter) GTEST_SKIP() << adapter.error().message;
    const CaseOutcome outcome = run_case(*adapter.value(), for_this_build(*c, impl));
    std::string report;
    for (const auto& failure : outcome.failures) report += "\n  " + failure;
    EXPECT_TRUE(outcome.failures.empty()) << c->id << " (" << c->file << ")" << report;
}

INSTANTIATE_TEST_SUITE_P(Bundled, CorpusCase, testing::ValuesIn(case_params()), param_name);

TEST(CorpusBundle, LoadsWithoutErrors) {
    auto loaded = load_corpus({default_corpus_dir()});
    ASSERT_TRUE(loaded.ok()) << loaded.error().message;
    EXPECT_FALSE(loaded.value().empty());
}

}  // namespace
}  // namespace arbiter::oracle
