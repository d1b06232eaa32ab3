// Limits on one verifier run (shared deadline, memory limit, the second
// cancel flag) and the formula fingerprint.
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>

#include "EncoderTestUtil.h"
#include "terms/TermManager.h"
#include "encoder/verify/Verifier.h"
#include "encoder/verify/Watchdog.h"

using namespace swarmbmc;
using encoder::StopCause;
using encoder::Verdict;
using encoder::VerifyOptions;
using encoder::VerifyResult;

namespace {

// Loops forever on constants: only a stop ends its unrolling.
const std::string kEndlessLoop = encoder_test::endless_loop_ir();

VerifyResult verify_with(const VerifyOptions& options) {
  llvm::LLVMContext context;
  auto module = encoder_test::parse_ir(context, kEndlessLoop);
  return encoder::verify(*module, options);
}

bool starts_with(const std::string& text, const std::string& prefix) { return text.rfind(prefix, 0) == 0; }

}  // namespace

TEST_CASE("limits: an absolute deadline stops the run and names the timeout and phase", "[limits]") {
  VerifyOptions options;
  options.depth = 100000000;
  options.timeout_seconds = 3;  // only names the limit: the deadline below decides
  options.deadline = encoder::WatchdogClock::now() + std::chrono::milliseconds(200);
  const auto start = std::chrono::steady_clock::now();
  VerifyResult result = verify_with(options);
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  INFO(encoder_test::describe(result));
  CHECK(result.verdict == Verdict::Unknown);
  CHECK(result.reason == "timeout after 3 s while unrolling");
  CHECK(result.stop_cause == StopCause::Timeout);
  CHECK(result.stopped_while == "unrolling");
  CHECK_FALSE(result.cancelled());
  CHECK(result.statistics.instructions_unrolled > 0);
  CHECK(seconds < 2.5);
}

TEST_CASE("limits: the memory limit stops the run", "[limits]") {
  VerifyOptions options;
  options.depth = 100000000;
  options.memory_limit_mb = 1;  // this process always uses more
  VerifyResult result = verify_with(options);
  INFO(encoder_test::describe(result));
  CHECK(result.verdict == Verdict::Unknown);
  CHECK(result.reason == "memory limit 1 MB exceeded while unrolling");
  CHECK(result.stop_cause == StopCause::MemoryLimit);
}

TEST_CASE("limits: the interrupt flag stops the run like cancel", "[limits]") {
  std::atomic<bool> interrupt{true};
  VerifyOptions options;
  options.depth = 100000000;
  options.interrupt = &interrupt;
  std::atomic<const char*> phase{"none"};
  options.phase = &phase;
  VerifyResult result = verify_with(options);
  CHECK(result.verdict == Verdict::Unknown);
  CHECK(starts_with(result.reason, "cancelled while "));
  CHECK(result.cancelled());
  CHECK(std::string(phase.load()) == "unrolling");
}

TEST_CASE("limits: describe_stop texts", "[limits]") {
  encoder::RunLimits limits;
  limits.timeout_seconds = 0.5;
  limits.memory_limit_mb = 500;
  CHECK(encoder::describe_stop(StopCause::Timeout, limits) == "timeout after 0.5 s");
  CHECK(encoder::describe_stop(StopCause::MemoryLimit, limits) == "memory limit 500 MB exceeded");
  CHECK(encoder::describe_stop(StopCause::Interrupted, limits) == "interrupted");
  CHECK(encoder::resident_megabytes() > 0);
}

TEST_CASE("fingerprint: structural, independent of ids and pointers", "[fingerprint]") {
  using terms::Sort;
  terms::TermManager first, second;
  // The same formula, built after unrelated terms in the second manager (other
  // ids, other pointers). (The pieces keep their relative order: the term
  // manager orders commutative operands by creation.)
  terms::Term x1 = first.mk_var(Sort::bv(8), "x");
  terms::Term y1 = first.mk_var(Sort::bv(8), "y");
  terms::Term f1 = first.mk_ult(first.mk_add(x1, y1), first.mk_bv(7, 8));
  second.mk_var(Sort::bv(32), "unrelated");
  terms::Term x2 = second.mk_var(Sort::bv(8), "x");
  second.mk_add(second.mk_bv(3, 16), second.mk_var(Sort::bv(16), "w"));
  terms::Term y2 = second.mk_var(Sort::bv(8), "y");
  terms::Term f2 = second.mk_ult(second.mk_add(x2, y2), second.mk_bv(7, 8));
  const std::string a = encoder::fingerprint({f1, first.mk_true()});
  CHECK(a.size() == 16);
  CHECK(a == encoder::fingerprint({f2, second.mk_true()}));
  // Any change shows: a constant, a name, the order of the roots.
  CHECK(a != encoder::fingerprint({first.mk_ult(first.mk_add(x1, y1), first.mk_bv(6, 8)), first.mk_true()}));
  CHECK(a != encoder::fingerprint({first.mk_ult(first.mk_add(x1, first.mk_var(Sort::bv(8), "z")), first.mk_bv(7, 8)),
                                   first.mk_true()}));
  CHECK(a != encoder::fingerprint({first.mk_true(), f1}));
}

TEST_CASE("fingerprint: equal runs give equal fingerprints", "[fingerprint]") {
  const std::string ir = std::string(encoder_test::kDeclarations) + R"(
define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %c = icmp slt i32 %x, 10
  br i1 %c, label %ok, label %bad
bad:
  call void @__assert_fail(ptr @.file, ptr @.file, i32 3, ptr @.func)
  unreachable
ok:
  ret i32 0
}
)";
  VerifyResult a = encoder_test::verify_ir(ir, 3), b = encoder_test::verify_ir(ir, 3);
  INFO(encoder_test::describe(a));
  CHECK(a.verdict == Verdict::Failed);
  CHECK(a.statistics.formula_fingerprint.size() == 16);
  CHECK(a.statistics.formula_fingerprint == b.statistics.formula_fingerprint);
}

TEST_CASE("fingerprint: structural, not by creation order; differs for different formulas", "[fingerprint]") {
  // The memo is indexed by term id: ids must not leak into the hash.
  terms::TermManager first, second;
  (void)second.mk_var(terms::Sort::bv(8), "unrelated");  // shifts every later id in `second`
  auto build = [](terms::TermManager& tm, unsigned constant) {
    terms::Term x = tm.mk_var(terms::Sort::bv(32), "x");
    terms::Term sum = tm.mk_add(x, tm.mk_bv(constant, 32));
    return std::vector<terms::Term>{tm.mk_ult(sum, tm.mk_mul(x, x)), tm.mk_eq(sum, tm.mk_bv(3, 32))};
  };
  const std::string a = encoder::fingerprint(build(first, 7)), b = encoder::fingerprint(build(second, 7));
  CHECK(a == b);
  CHECK(a != encoder::fingerprint(build(second, 8)));
}

TEST_CASE("fingerprint: computed only when asked", "[fingerprint]") {
  llvm::LLVMContext context;
  auto module = encoder_test::parse_ir(context, std::string(encoder_test::kDeclarations) + R"(
define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %c = icmp slt i32 %x, 10
  %w = zext i1 %c to i32
  call void @__VERIFIER_assume(i32 %w)
  ret i32 0
}
)");
  VerifyOptions options;
  options.depth = 2;
  options.formula_fingerprint = false;
  CHECK(encoder::verify(*module, options).statistics.formula_fingerprint.empty());
  options.formula_fingerprint = true;
  CHECK(encoder::verify(*module, options).statistics.formula_fingerprint.size() == 16);
}

TEST_CASE("violation_query: stops on a raised flag instead of joining every check", "[limits]") {
  // Regression: joining ~10^5 checks took ~0.1 s without a poll, the
  // largest gap of a stop landing right after unrolling.
  terms::TermManager tm;
  encoder::Formula formula;
  for (unsigned i = 0; i < 5000; ++i) {
    terms::Term x = tm.mk_var(terms::Sort::bv(32), "x");
    encoder::PropertyCheck check;
    check.kind = encoder::PropertyKind::Assertion;
    check.message = "a";
    check.location = encoder::SourceLocation{};
    check.guard = tm.mk_true();
    check.condition = tm.mk_ult(x, tm.mk_bv(i + 1, 32));
    check.event_index = 0;
    formula.checks.push_back(check);
  }
  std::atomic<bool> stop{false};
  CHECK_FALSE(encoder::violation_query(tm, formula, 0, nullptr, &stop)->is_const());
  stop = true;
  CHECK_THROWS_AS(encoder::violation_query(tm, formula, 0, nullptr, &stop), encoder::Interrupted);
}
