// The floating-point properties on small IR modules: [float-conversion]
// (on by default), --nan-check and --float-overflow-check; a check that
// constant folding settles is never recorded (so never asked).
#include <catch2/catch.hpp>

#include <string>

#include "EncoderTestUtil.h"
#include "encoder/verify/Verifier.h"

using encoder_test::describe;
using encoder_test::parse_ir;
using swarmbmc::encoder::CheckSelection;
using swarmbmc::encoder::PropertyKind;
using swarmbmc::encoder::Verdict;
using swarmbmc::encoder::VerifyResult;

namespace {

/// `main` with `body` (which may use %x, any double) under `checks`.
VerifyResult verify_float(const std::string& body, const CheckSelection& checks = {}) {
  const std::string module = "declare double @__VERIFIER_nondet_double()\n"
                             "define i32 @main() {\nentry:\n  %x = call double @__VERIFIER_nondet_double()\n" +
                             body + "  ret i32 0\n}\n";
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> parsed = parse_ir(context, module);
  swarmbmc::encoder::VerifyOptions options;
  options.depth = 1;
  options.checks = checks;
  return swarmbmc::encoder::verify(*parsed, options);
}

CheckSelection with_float_checks() {
  CheckSelection checks;
  checks.nan = checks.float_overflow = true;
  return checks;
}

}  // namespace

TEST_CASE("[float-conversion]: a NaN, an infinity or an out-of-range double fails fptosi and fptoui",
          "[encoder][float]") {
  for (const char* conversion : {"fptosi double %x to i32", "fptoui double %x to i8", "fptosi double %x to i64"}) {
    INFO(conversion);
    const VerifyResult result = verify_float(std::string("  %k = ") + conversion + "\n");
    INFO(describe(result));
    REQUIRE(result.verdict == Verdict::Failed);
    CHECK(result.violated->kind == PropertyKind::FloatConversion);
  }
}

TEST_CASE("[float-conversion]: constant conversions fold, defined ones record no check", "[encoder][float]") {
  const VerifyResult defined = verify_float("  %k = fptosi double -2.75 to i32\n  %u = fptoui double 255.5 to i8\n");
  INFO(describe(defined));
  CHECK(defined.verdict == Verdict::Verified);
  CHECK(defined.statistics.checks == 0u);
  const VerifyResult undefined = verify_float("  %u = fptoui double 256.0 to i8\n");
  INFO(describe(undefined));
  REQUIRE(undefined.verdict == Verdict::Failed);
  CHECK(undefined.violated->kind == PropertyKind::FloatConversion);
}

TEST_CASE("--no-float-conversion-check: the undefined result is any value, not a cut", "[encoder][float]") {
  CheckSelection off;
  off.float_conversion = false;
  const VerifyResult result = verify_float("  %k = fptosi double %x to i32\n", off);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);  // not UNKNOWN: no unsupported cut
  CHECK(result.statistics.checks == 0u);
}

TEST_CASE("--nan-check: a new NaN fails, a propagated one does not; constants fold", "[encoder][float]") {
  const VerifyResult inf_minus_inf = verify_float("  %d = fsub double %x, %x\n", with_float_checks());
  INFO(describe(inf_minus_inf));
  REQUIRE(inf_minus_inf.verdict == Verdict::Failed);
  CHECK(inf_minus_inf.violated->kind == PropertyKind::NaN);
  CHECK(inf_minus_inf.violated->message == "NaN on -");
  // NaN + 1 is a NaN from a NaN operand; x + 1 is never inf - inf: no violation.
  const VerifyResult propagated = verify_float("  %s = fadd double %x, 1.0\n", with_float_checks());
  INFO(describe(propagated));
  CHECK(propagated.verdict == Verdict::Verified);
  const VerifyResult constants = verify_float("  %c = fdiv double 1.0, 3.0\n", with_float_checks());
  CHECK(constants.statistics.checks == 0u);
  const VerifyResult off = verify_float("  %d = fsub double %x, %x\n");  // off by default
  CHECK(off.verdict == Verdict::Verified);
}

TEST_CASE("--float-overflow-check: an infinity from finite operands fails", "[encoder][float]") {
  const VerifyResult doubled = verify_float("  %d = fmul double %x, 2.0\n", with_float_checks());
  INFO(describe(doubled));
  REQUIRE(doubled.verdict == Verdict::Failed);
  CHECK(doubled.violated->kind == PropertyKind::FloatOverflow);
  CHECK(doubled.violated->message == "arithmetic overflow on floating-point multiplication");
  const VerifyResult halved = verify_float("  %h = fmul double %x, 0.5\n", with_float_checks());
  INFO(describe(halved));
  CHECK(halved.verdict == Verdict::Verified);
  const VerifyResult narrowed = verify_float("  %f = fptrunc double %x to float\n", with_float_checks());
  INFO(describe(narrowed));
  REQUIRE(narrowed.verdict == Verdict::Failed);
  CHECK(narrowed.violated->kind == PropertyKind::FloatOverflow);
}
