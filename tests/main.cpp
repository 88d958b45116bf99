// The one translation unit that owns doctest's main(); every suite lives in tests/test_*.cpp.
// A listener prints the plain closing line "unit tests: N passed, M failed" that CI reads.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <cstdio>

namespace {

struct ClosingLine : doctest::IReporter {
    explicit ClosingLine(const doctest::ContextOptions&) {}
    // Printed when the context is torn down, after doctest's own summary, so it is the last line.
    ~ClosingLine() override {
        if (!ran_) return;
        std::printf("unit tests: %u passed, %u failed\n", passed_, failed_);
        std::fflush(stdout);
    }
    void report_query(const doctest::QueryData&) override {}
    void test_run_start() override {}
    void test_run_end(const doctest::TestRunStats& s) override {
        ran_ = true;
        failed_ = s.numTestCasesFailed;
        passed_ = s.numTestCasesPassingFilters - s.numTestCasesFailed;
    }
    void test_case_start(const doctest::TestCaseData&) override {}
    void test_case_reenter(const doctest::TestCaseData&) override {}
    void test_case_end(const doctest::CurrentTestCaseStats&) override {}
    void test_case_exception(const doctest::TestCaseException&) override {}
    void subcase_start(const doctest::SubcaseSignature&) override {}
    void subcase_end() override {}
    void log_assert(const doctest::AssertData&) override {}
    void log_message(const doctest::MessageData&) override {}
    void test_case_skipped(const doctest::TestCaseData&) override {}

private:
    bool ran_ = false;
    unsigned passed_ = 0, failed_ = 0;
};

}  // namespace

REGISTER_LISTENER("closing_line", 1, ClosingLine);
