// encoder::verify end to end on small textual IR modules: one verdict per
// property kind, depth bounds for loops and recursion, unsupported
// constructs, assumptions, traces and determinism.
#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <memory>
#include <string>

#include "EncoderTestUtil.h"
#include "encoder/verify/Verifier.h"

using encoder_test::assert_ir;
using encoder_test::assert_message;
using encoder_test::contains;
using encoder_test::describe;
using encoder_test::kDeclarations;
using encoder_test::recorded;
using encoder_test::verify_ir;
using swarmbmc::encoder::PropertyKind;
using swarmbmc::encoder::TraceStep;
using swarmbmc::encoder::Verdict;
using swarmbmc::encoder::VerifyResult;

namespace {

bool ends_with(const std::string& text, const std::string& suffix) {
  return text.size() >= suffix.size() && text.compare(text.size() - suffix.size(), suffix.size(), suffix) == 0;
}

/// A module: the common declarations, extra globals/declarations, then `main`.
std::string program(const std::string& globals, const std::string& main_body) {
  return std::string(kDeclarations) + globals + "define i32 @main() {\nentry:\n" + main_body + "  ret i32 0\n}\n";
}

std::vector<const TraceStep*> steps_of_kind(const VerifyResult& result, TraceStep::Kind kind) {
  std::vector<const TraceStep*> steps;
  for (const TraceStep& step : result.trace)
    if (step.kind == kind) steps.push_back(&step);
  return steps;
}

/// The module of a loop counting to `trip` and asserting the final count.
std::string counting_loop(int trip) {
  const std::string n = std::to_string(trip);
  return std::string(kDeclarations) + assert_message("m", "i == " + n) + R"(
define i32 @main() {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, )" + n + R"(
  br i1 %c, label %latch, label %exit
latch:
  %i.next = add i32 %i, 1
  br label %header
exit:
  %i.lcssa = phi i32 [ %i, %header ]
  %ok = icmp eq i32 %i.lcssa, )" + n + "\n" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
}

}  // namespace

// --- Assertions -----------------------------------------------------------------

TEST_CASE("verify: a reachable __assert_fail is FAILED [assertion]", "[verifier]") {
  const std::string ir = program(assert_message("m", "x > 0"),
                                 "  %x = call i32 @__VERIFIER_nondet_int()\n"
                                 "  %ok = icmp sgt i32 %x, 0\n" +
                                     assert_ir("ok", "m"));
  VerifyResult result = verify_ir(ir);
  INFO(describe(result));
  REQUIRE(result.verdict == Verdict::Failed);
  REQUIRE(result.violated);
  CHECK(result.violated->kind == PropertyKind::Assertion);
  CHECK(contains(result.violated->message, "x > 0"));
  CHECK(result.violated->location.function == "main");
  REQUIRE_FALSE(result.trace.empty());
  CHECK(result.trace.back().kind == TraceStep::Kind::Failure);
  CHECK(result.trace.back().name == "assertion");
  CHECK(result.statistics.checks == 1u);
}

TEST_CASE("verify: an assertion whose guard folds to false is VERIFIED without a check", "[verifier]") {
  const std::string ir = program(assert_message("m", "x > 0"),
                                 "  %x = add i32 2, 3\n"
                                 "  %ok = icmp sgt i32 %x, 0\n" +
                                     assert_ir("ok", "m"));
  VerifyResult result = verify_ir(ir);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
  CHECK(result.statistics.checks == 0u);  // folded away, never sent to the solver
}

TEST_CASE("verify: an assertion on an infeasible symbolic path is VERIFIED by the solver", "[verifier]") {
  const std::string ir = program(assert_message("m", "x > 5"),
                                 "  %x = call i32 @__VERIFIER_nondet_int()\n"
                                 "  %big = icmp sgt i32 %x, 10\n"
                                 "  br i1 %big, label %then, label %done\n"
                                 "then:\n"
                                 "  %ok = icmp sgt i32 %x, 5\n" +
                                     assert_ir("ok", "m") + "  br label %done\ndone:\n");
  VerifyResult result = verify_ir(ir);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
  CHECK(result.statistics.checks == 1u);
}

TEST_CASE("verify: __VERIFIER_assume makes an assertion hold", "[verifier]") {
  auto with_assumption = [](const std::string& bound) {
    return program(assert_message("m", "x > 5"),
                   "  %x = call i32 @__VERIFIER_nondet_int()\n"
                   "  %a = icmp sgt i32 %x, " + bound + "\n"
                   "  %az = zext i1 %a to i32\n"
                   "  call void @__VERIFIER_assume(i32 %az)\n"
                   "  %ok = icmp sgt i32 %x, 5\n" +
                       assert_ir("ok", "m"));
  };
  VerifyResult holds = verify_ir(with_assumption("10"));
  INFO(describe(holds));
  CHECK(holds.verdict == Verdict::Verified);
  VerifyResult too_weak = verify_ir(with_assumption("4"));  // x == 5 passes the assumption
  INFO(describe(too_weak));
  REQUIRE(too_weak.verdict == Verdict::Failed);
  auto inputs = steps_of_kind(too_weak, TraceStep::Kind::Input);
  REQUIRE(inputs.size() == 1u);
  CHECK(recorded(*inputs[0]) == "__VERIFIER_nondet_int() = 5");
}

TEST_CASE("verify: __VERIFIER_assert checks its argument", "[verifier]") {
  const std::string decl = "declare void @__VERIFIER_assert(i32)\n";
  auto module = [&](const std::string& bound) {
    return program(decl,
                   "  %c = call i8 @__VERIFIER_nondet_char()\n"
                   "  %x = sext i8 %c to i32\n"
                   "  %a = icmp slt i32 %x, " + bound + "\n"
                   "  %az = zext i1 %a to i32\n"
                   "  call void @__VERIFIER_assert(i32 %az)\n");
  };
  VerifyResult holds = verify_ir(module("128"));
  INFO(describe(holds));
  CHECK(holds.verdict == Verdict::Verified);
  VerifyResult fails = verify_ir(module("127"));
  INFO(describe(fails));
  REQUIRE(fails.verdict == Verdict::Failed);
  CHECK(fails.violated->kind == PropertyKind::Assertion);
  auto inputs = steps_of_kind(fails, TraceStep::Kind::Input);
  REQUIRE(inputs.size() == 1u);
  CHECK(recorded(*inputs[0]) == "__VERIFIER_nondet_char() = 127");
}

// --- Loops and recursion ------------------------------------------------------------

TEST_CASE("verify: a loop of 5 iterations needs depth 5", "[verifier][loops]") {
  const std::string ir = counting_loop(5);
  VerifyResult enough = verify_ir(ir, 5);
  INFO(describe(enough));
  CHECK(enough.verdict == Verdict::Verified);
  CHECK(enough.unwound.empty());

  VerifyResult short_by_one = verify_ir(ir, 4);
  INFO(describe(short_by_one));
  REQUIRE(short_by_one.verdict == Verdict::Bounded);
  REQUIRE(short_by_one.unwound.size() == 1u);
  CHECK(contains(short_by_one.unwound[0], "loop at"));
  CHECK(contains(short_by_one.unwound[0], "main"));
}

TEST_CASE("verify: a loop with a symbolic bound is BOUNDED unless an assumption bounds it", "[verifier][loops]") {
  auto module = [](const std::string& assumption) {
    return std::string(kDeclarations) + R"(
define i32 @main() {
entry:
  %n = call i32 @__VERIFIER_nondet_int()
)" + assumption + R"(
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %latch, label %exit
latch:
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret i32 0
}
)";
  };
  const std::string bounded = "  %a = icmp sle i32 %n, 3\n  %az = zext i1 %a to i32\n"
                              "  call void @__VERIFIER_assume(i32 %az)\n";
  VerifyResult free = verify_ir(module(""), 3);
  INFO(describe(free));
  CHECK(free.verdict == Verdict::Bounded);
  VerifyResult assumed = verify_ir(module(bounded), 3);
  INFO(describe(assumed));
  CHECK(assumed.verdict == Verdict::Verified);
  VerifyResult one_short = verify_ir(module(bounded), 2);
  INFO(describe(one_short));
  CHECK(one_short.verdict == Verdict::Bounded);
}

TEST_CASE("verify: nested loops re-enter the inner loop with a fresh count", "[verifier][loops]") {
  // for (i = 0; i < 3; i++) for (j = 0; j < 3; j++) s++;  assert(s == 9);
  const std::string ir = std::string(kDeclarations) + assert_message("m", "s == 9") + R"(
define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %s = phi i32 [ 0, %entry ], [ %s.inner.lcssa, %outer.latch ]
  %oc = icmp slt i32 %i, 3
  br i1 %oc, label %inner.pre, label %exit
inner.pre:
  br label %inner
inner:
  %j = phi i32 [ 0, %inner.pre ], [ %j.next, %inner.latch ]
  %t = phi i32 [ %s, %inner.pre ], [ %t.next, %inner.latch ]
  %ic = icmp slt i32 %j, 3
  br i1 %ic, label %inner.latch, label %inner.exit
inner.latch:
  %t.next = add i32 %t, 1
  %j.next = add i32 %j, 1
  br label %inner
inner.exit:
  %s.inner.lcssa = phi i32 [ %t, %inner ]
  br label %outer.latch
outer.latch:
  %i.next = add i32 %i, 1
  br label %outer
exit:
  %s.lcssa = phi i32 [ %s, %outer ]
  %ok = icmp eq i32 %s.lcssa, 9
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult enough = verify_ir(ir, 3);
  INFO(describe(enough));
  CHECK(enough.verdict == Verdict::Verified);
  VerifyResult too_small = verify_ir(ir, 2);
  INFO(describe(too_small));
  CHECK(too_small.verdict == Verdict::Bounded);
}

TEST_CASE("verify: a loop left by break needs only the iterations it runs", "[verifier][loops]") {
  // i = 0; while (1) { if (i == 3) break; i++; }  assert(i == 3);
  const std::string ir = std::string(kDeclarations) + assert_message("m", "i == 3") + R"(
define i32 @main() {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %brk = icmp eq i32 %i, 3
  br i1 %brk, label %exit, label %latch
latch:
  %i.next = add i32 %i, 1
  br label %header
exit:
  %i.lcssa = phi i32 [ %i, %header ]
  %ok = icmp eq i32 %i.lcssa, 3
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult enough = verify_ir(ir, 3);
  INFO(describe(enough));
  CHECK(enough.verdict == Verdict::Verified);
  VerifyResult too_small = verify_ir(ir, 2);
  INFO(describe(too_small));
  CHECK(too_small.verdict == Verdict::Bounded);
}

TEST_CASE("verify: recursion deeper than the depth is BOUNDED naming the recursion", "[verifier][recursion]") {
  auto module = [](int n) {
    const std::string arg = std::to_string(n);
    return std::string(kDeclarations) + assert_message("m", "f(n) == n") + R"(
define i32 @f(i32 %n) {
entry:
  %c = icmp eq i32 %n, 0
  br i1 %c, label %base, label %rec
base:
  ret i32 0
rec:
  %m = sub i32 %n, 1
  %r = call i32 @f(i32 %m)
  %s = add i32 %r, 1
  ret i32 %s
}
define i32 @main() {
entry:
  %r = call i32 @f(i32 )" + arg + R"()
  %ok = icmp eq i32 %r, )" + arg + "\n" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  };
  VerifyResult enough = verify_ir(module(3), 3);
  INFO(describe(enough));
  CHECK(enough.verdict == Verdict::Verified);

  VerifyResult too_deep = verify_ir(module(4), 3);
  INFO(describe(too_deep));
  REQUIRE(too_deep.verdict == Verdict::Bounded);
  REQUIRE(too_deep.unwound.size() == 1u);
  CHECK(contains(too_deep.unwound[0], "recursion"));
  CHECK(contains(too_deep.unwound[0], "f"));
}

// --- Arithmetic and memory properties -------------------------------------------------

TEST_CASE("verify: symbolic division by zero, and its guard", "[verifier][properties]") {
  auto module = [](bool guarded) {
    std::string body = "  %x = call i32 @__VERIFIER_nondet_int()\n  %y = call i32 @__VERIFIER_nondet_int()\n";
    if (guarded) body += "  %nz = icmp ne i32 %y, 0\n  br i1 %nz, label %div, label %done\ndiv:\n";
    else body += "  br label %div\ndiv:\n";
    body += "  %q = sdiv i32 %x, %y\n  %r = srem i32 %x, %y\n  br label %done\ndone:\n";
    return program("", body);
  };
  VerifyResult unguarded = verify_ir(module(false));
  INFO(describe(unguarded));
  REQUIRE(unguarded.verdict == Verdict::Failed);
  CHECK(unguarded.violated->kind == PropertyKind::DivisionByZero);
  CHECK(unguarded.trace.back().name == "division-by-zero");
  CHECK(unguarded.statistics.checks == 2u);  // sdiv and srem

  VerifyResult guarded = verify_ir(module(true));
  INFO(describe(guarded));
  CHECK(guarded.verdict == Verdict::Verified);
}

TEST_CASE("verify: division by a non-zero constant needs no check", "[verifier][properties]") {
  VerifyResult result = verify_ir(program("",
                                          "  %x = call i32 @__VERIFIER_nondet_int()\n"
                                          "  %q = udiv i32 %x, 7\n  %r = urem i32 %x, 7\n"));
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
  CHECK(result.statistics.checks == 0u);
}

TEST_CASE("verify: null pointer dereferences", "[verifier][properties]") {
  SECTION("load through null") {
    VerifyResult result = verify_ir(program("", "  %v = load i32, ptr null\n"));
    INFO(describe(result));
    REQUIRE(result.verdict == Verdict::Failed);
    CHECK(result.violated->kind == PropertyKind::Null);
    CHECK(contains(result.violated->message, "load"));
  }
  SECTION("store through null") {
    VerifyResult result = verify_ir(program("", "  store i32 1, ptr null\n"));
    INFO(describe(result));
    REQUIRE(result.verdict == Verdict::Failed);
    CHECK(result.violated->kind == PropertyKind::Null);
    CHECK(contains(result.violated->message, "store"));
  }
  SECTION("a pointer that is null on one path only") {
    auto module = [](bool guarded) {
      std::string body =
          "  %x = call i32 @__VERIFIER_nondet_int()\n"
          "  %z = icmp eq i32 %x, 0\n"
          "  %p = select i1 %z, ptr null, ptr @g\n";
      if (guarded) body += "  br i1 %z, label %done, label %use\nuse:\n";
      else body += "  br label %use\nuse:\n";
      body += "  %v = load i32, ptr %p\n  br label %done\ndone:\n";
      return program("@g = global i32 5\n", body);
    };
    VerifyResult unguarded = verify_ir(module(false));
    INFO(describe(unguarded));
    REQUIRE(unguarded.verdict == Verdict::Failed);
    CHECK(unguarded.violated->kind == PropertyKind::Null);
    auto inputs = steps_of_kind(unguarded, TraceStep::Kind::Input);
    REQUIRE(inputs.size() == 1u);
    CHECK(recorded(*inputs[0]) == "__VERIFIER_nondet_int() = 0");
    VerifyResult guarded = verify_ir(module(true));
    INFO(describe(guarded));
    CHECK(guarded.verdict == Verdict::Verified);
  }
}

TEST_CASE("verify: getelementptr out of the bounds of a global array", "[verifier][properties]") {
  const std::string array = "@a = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]\n";
  auto constant_index = [&](int index) {
    return program(array + assert_message("m", "a[i] == i + 1"),
                   "  %p = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 " + std::to_string(index) +
                       "\n  %v = load i32, ptr %p\n"
                       "  %ok = icmp eq i32 %v, " + std::to_string(index + 1) + "\n" +
                       assert_ir("ok", "m"));
  };
  SECTION("a[4] is out of bounds") {
    VerifyResult result = verify_ir(constant_index(4));
    INFO(describe(result));
    REQUIRE(result.verdict == Verdict::Failed);
    CHECK(result.violated->kind == PropertyKind::Bounds);
    CHECK(contains(result.violated->message, "'a'"));
    CHECK(result.trace.back().name == "bounds");
  }
  SECTION("a[-1] is out of bounds") {
    VerifyResult result = verify_ir(constant_index(-1));
    INFO(describe(result));
    REQUIRE(result.verdict == Verdict::Failed);
    CHECK(result.violated->kind == PropertyKind::Bounds);
  }
  SECTION("a[0] and a[3] are in bounds and hold the initializer") {
    for (int index : {0, 3}) {
      VerifyResult result = verify_ir(constant_index(index));
      INFO("index " << index << ": " << describe(result));
      CHECK(result.verdict == Verdict::Verified);
    }
  }
  SECTION("a negative i32 index relative to a pointer inside the array") {
    auto module = [&](const std::string& lowest) {
      return program(array,
                     "  %i = call i32 @__VERIFIER_nondet_int()\n"
                     "  %lo = icmp sge i32 %i, " + lowest + "\n  %hi = icmp sle i32 %i, 0\n"
                     "  %in = and i1 %lo, %hi\n  %inz = zext i1 %in to i32\n"
                     "  call void @__VERIFIER_assume(i32 %inz)\n"
                     "  %last = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 3\n"
                     "  %p = getelementptr inbounds i32, ptr %last, i32 %i\n"
                     "  %v = load i32, ptr %p\n");
    };
    VerifyResult in_range = verify_ir(module("-3"));
    INFO(describe(in_range));
    CHECK(in_range.verdict == Verdict::Verified);
    VerifyResult below = verify_ir(module("-4"));
    INFO(describe(below));
    REQUIRE(below.verdict == Verdict::Failed);
    CHECK(below.violated->kind == PropertyKind::Bounds);
    auto inputs = steps_of_kind(below, TraceStep::Kind::Input);
    REQUIRE(inputs.size() == 1u);
    CHECK(recorded(*inputs[0]) == "__VERIFIER_nondet_int() = -4");
  }
  SECTION("a symbolic index") {
    auto module = [&](const std::string& assumption) {
      return program(array,
                     "  %i = call i32 @__VERIFIER_nondet_int()\n" + assumption +
                         "  %i64 = sext i32 %i to i64\n"
                         "  %p = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 %i64\n"
                         "  %v = load i32, ptr %p\n");
    };
    auto assume = [](const std::string& cmp) {
      return "  %a = " + cmp + "\n  %az = zext i1 %a to i32\n  call void @__VERIFIER_assume(i32 %az)\n";
    };
    VerifyResult in_range = verify_ir(module(assume("icmp ult i32 %i, 4")));
    INFO(describe(in_range));
    CHECK(in_range.verdict == Verdict::Verified);
    VerifyResult off_by_one = verify_ir(module(assume("icmp ule i32 %i, 4")));
    INFO(describe(off_by_one));
    REQUIRE(off_by_one.verdict == Verdict::Failed);
    CHECK(off_by_one.violated->kind == PropertyKind::Bounds);
    auto inputs = steps_of_kind(off_by_one, TraceStep::Kind::Input);
    REQUIRE(inputs.size() == 1u);
    CHECK(recorded(*inputs[0]) == "__VERIFIER_nondet_int() = 4");
    VerifyResult any = verify_ir(module(""));
    INFO(describe(any));
    CHECK(any.verdict == Verdict::Failed);
  }
}

TEST_CASE("verify: stack memory", "[verifier][memory]") {
  SECTION("a stored value is loaded back") {
    VerifyResult result = verify_ir(program(assert_message("m", "*p == x"),
                                            "  %x = call i32 @__VERIFIER_nondet_int()\n"
                                            "  %p = alloca i32\n"
                                            "  store i32 %x, ptr %p\n"
                                            "  %v = load i32, ptr %p\n"
                                            "  %ok = icmp eq i32 %v, %x\n" +
                                                assert_ir("ok", "m")));
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Verified);
  }
  SECTION("uninitialised locals hold arbitrary values") {
    VerifyResult result = verify_ir(program(assert_message("m", "*p == 0"),
                                            "  %p = alloca i32\n"
                                            "  %v = load i32, ptr %p\n"
                                            "  %ok = icmp eq i32 %v, 0\n" +
                                                assert_ir("ok", "m")));
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Failed);
  }
  SECTION("a pointer stored in memory still points to its object") {
    VerifyResult result = verify_ir(program("@g = global i32 17\n" + assert_message("m", "**pp == 17"),
                                            "  %pp = alloca ptr\n"
                                            "  store ptr @g, ptr %pp\n"
                                            "  %p = load ptr, ptr %pp\n"
                                            "  %v = load i32, ptr %p\n"
                                            "  %ok = icmp eq i32 %v, 17\n" +
                                                assert_ir("ok", "m")));
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Verified);
  }
  SECTION("a store past the end of a local array") {
    VerifyResult result = verify_ir(program("",
                                            "  %arr = alloca [4 x i32]\n"
                                            "  %p = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 4\n"
                                            "  store i32 0, ptr %p\n"));
    INFO(describe(result));
    REQUIRE(result.verdict == Verdict::Failed);
    CHECK(result.violated->kind == PropertyKind::Bounds);
    CHECK(contains(result.violated->message, "store"));
    CHECK(contains(result.violated->message, "arr"));
  }
  SECTION("memcpy copies bytes") {
    VerifyResult result = verify_ir(program("@src = global [2 x i32] [i32 7, i32 9]\n"
                                            "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n" +
                                                assert_message("m", "dst[1] == 9"),
                                            "  %dst = alloca [2 x i32]\n"
                                            "  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr @src, i64 8, i1 false)\n"
                                            "  %p = getelementptr inbounds [2 x i32], ptr %dst, i64 0, i64 1\n"
                                            "  %v = load i32, ptr %p\n"
                                            "  %ok = icmp eq i32 %v, 9\n" +
                                                assert_ir("ok", "m")));
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Verified);
  }
}

// --- Unsupported constructs and verdict priorities ------------------------------------

TEST_CASE("verify: a reachable fadd on long double (x86_fp80, not modelled) is UNKNOWN naming floating point", "[verifier][unsupported]") {
  VerifyResult result = verify_ir(program("", "  %f = fadd x86_fp80 0xK3FFF8000000000000000, 0xK40008000000000000000\n"));
  INFO(describe(result));
  REQUIRE(result.verdict == Verdict::Unknown);
  CHECK(contains(result.reason, "floating-point"));
  CHECK(contains(result.reason, "fadd"));
}

TEST_CASE("verify: an fadd on a path cut by an assumption is VERIFIED", "[verifier][unsupported]") {
  SECTION("assume(0)") {
    VerifyResult result = verify_ir(program("", "  call void @__VERIFIER_assume(i32 0)\n"
                                                "  %f = fadd x86_fp80 0xK3FFF8000000000000000, 0xK40008000000000000000\n"));
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Verified);
  }
  SECTION("contradictory symbolic assumptions") {
    auto module = [](const std::string& upper) {
      return program("",
                     "  %x = call i32 @__VERIFIER_nondet_int()\n"
                     "  %big = icmp sgt i32 %x, 10\n"
                     "  br i1 %big, label %fp, label %done\n"
                     "fp:\n"
                     "  %small = icmp slt i32 %x, " + upper + "\n"
                     "  %sz = zext i1 %small to i32\n"
                     "  call void @__VERIFIER_assume(i32 %sz)\n"
                     "  %f = fadd x86_fp80 0xK3FFF8000000000000000, 0xK40008000000000000000\n"
                     "  br label %done\n"
                     "done:\n");
    };
    VerifyResult cut = verify_ir(module("5"));
    INFO(describe(cut));
    CHECK(cut.verdict == Verdict::Verified);
    VerifyResult feasible = verify_ir(module("50"));
    INFO(describe(feasible));
    CHECK(feasible.verdict == Verdict::Unknown);
  }
}

TEST_CASE("verify: FAILED beats UNKNOWN, UNKNOWN beats BOUNDED", "[verifier][priority]") {
  SECTION("a failing assertion next to a reachable fadd") {
    // fadd ends its path; the failing assertion is on a sibling path.
    const std::string ir = program(assert_message("m", "x != 1"),
                                   "  %x = call i32 @__VERIFIER_nondet_int()\n"
                                   "  %one = icmp eq i32 %x, 1\n"
                                   "  br i1 %one, label %check, label %fp\n"
                                   "fp:\n"
                                   "  %f = fadd x86_fp80 0xK3FFF8000000000000000, 0xK40008000000000000000\n"
                                   "  br label %check\n"
                                   "check:\n"
                                   "  %ok = icmp ne i32 %x, 1\n" +
                                       assert_ir("ok", "m"));
    VerifyResult both = verify_ir(ir);
    INFO(describe(both));
    CHECK(both.verdict == Verdict::Failed);
  }
  SECTION("a failing assertion inside a loop that needs more depth") {
    const std::string ir = std::string(kDeclarations) + assert_message("m", "i != 2") + R"(
define i32 @main() {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %ok = icmp ne i32 %i, 2
)" + assert_ir("ok", "m") + R"(  br label %latch
latch:
  %i.next = add i32 %i, 1
  br label %header
}
)";
    VerifyResult result = verify_ir(ir, 5);
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Failed);
    VerifyResult shallow = verify_ir(ir, 1);  // i == 2 is never reached
    INFO(describe(shallow));
    CHECK(shallow.verdict == Verdict::Bounded);
  }
  SECTION("a reachable fadd and a loop that needs more depth") {
    const std::string ir2 = std::string(kDeclarations) + R"(
define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %z = icmp eq i32 %x, 0
  br i1 %z, label %fp, label %loop.pre
fp:
  %f = fadd x86_fp80 0xK3FFF8000000000000000, 0xK40008000000000000000
  ret i32 0
loop.pre:
  br label %header
header:
  br label %header
}
)";
    VerifyResult result = verify_ir(ir2, 2);
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Unknown);
    CHECK(contains(result.reason, "floating-point"));
  }
}

TEST_CASE("verify: a timeout ends with UNKNOWN naming the timeout", "[verifier]") {
  VerifyResult result = verify_ir(encoder_test::endless_loop_ir(), 100000000, "main", 0.2);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Unknown);
  CHECK(contains(result.reason, "timeout"));
}

// --- Entry, traces, determinism --------------------------------------------------------

TEST_CASE("verify: the entry option selects the function", "[verifier]") {
  const std::string ir = std::string(kDeclarations) + assert_message("m", "false") + R"(
define i32 @main() {
entry:
  ret i32 0
}
define void @other() {
entry:
  %ok = icmp eq i32 1, 2
)" + assert_ir("ok", "m") + "  ret void\n}\n";
  VerifyResult main_result = verify_ir(ir);
  INFO(describe(main_result));
  CHECK(main_result.verdict == Verdict::Verified);
  VerifyResult other_result = verify_ir(ir, 10, "other");
  INFO(describe(other_result));
  REQUIRE(other_result.verdict == Verdict::Failed);
  CHECK(other_result.violated->location.function == "other");
}

TEST_CASE("verify: integer parameters of the entry are inputs", "[verifier][trace]") {
  const std::string ir = std::string(kDeclarations) + assert_message("m", "argc != 3") + R"(
define i32 @main(i32 %argc) {
entry:
  %ok = icmp ne i32 %argc, 3
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult result = verify_ir(ir);
  INFO(describe(result));
  REQUIRE(result.verdict == Verdict::Failed);
  auto inputs = steps_of_kind(result, TraceStep::Kind::Input);
  REQUIRE(inputs.size() == 1u);
  CHECK(contains(recorded(*inputs[0]), "argc"));
  CHECK(ends_with(recorded(*inputs[0]), " = 3"));
}

TEST_CASE("verify: the counterexample trace shows the model's inputs on the failing path", "[verifier][trace]") {
  SECTION("assert(x != 42)") {
    VerifyResult result = verify_ir(program(assert_message("m", "x != 42"),
                                            "  %x = call i32 @__VERIFIER_nondet_int()\n"
                                            "  %ok = icmp ne i32 %x, 42\n" +
                                                assert_ir("ok", "m")));
    INFO(describe(result));
    REQUIRE(result.verdict == Verdict::Failed);
    auto inputs = steps_of_kind(result, TraceStep::Kind::Input);
    REQUIRE(inputs.size() == 1u);
    CHECK(ends_with(recorded(*inputs[0]), "= 42"));
    CHECK(recorded(*inputs[0]) == "__VERIFIER_nondet_int() = 42");
    CHECK(inputs[0]->location.function == "main");
    CHECK(result.trace.back().kind == TraceStep::Kind::Failure);
  }
  SECTION("negative values print signed, unsigned nondets print unsigned") {
    VerifyResult negative = verify_ir(program(assert_message("m", "x != -7"),
                                              "  %x = call i32 @__VERIFIER_nondet_int()\n"
                                              "  %ok = icmp ne i32 %x, -7\n" +
                                                  assert_ir("ok", "m")));
    INFO(describe(negative));
    REQUIRE(negative.verdict == Verdict::Failed);
    REQUIRE(steps_of_kind(negative, TraceStep::Kind::Input).size() == 1u);
    CHECK(recorded(*steps_of_kind(negative, TraceStep::Kind::Input)[0]) == "__VERIFIER_nondet_int() = -7");

    VerifyResult unsigned_max = verify_ir(program(assert_message("m", "x != UINT_MAX"),
                                                  "  %x = call i32 @__VERIFIER_nondet_uint()\n"
                                                  "  %ok = icmp ne i32 %x, -1\n" +
                                                      assert_ir("ok", "m")));
    INFO(describe(unsigned_max));
    REQUIRE(unsigned_max.verdict == Verdict::Failed);
    REQUIRE(steps_of_kind(unsigned_max, TraceStep::Kind::Input).size() == 1u);
    CHECK(recorded(*steps_of_kind(unsigned_max, TraceStep::Kind::Input)[0]) == "__VERIFIER_nondet_uint() = 4294967295");
  }
  SECTION("inputs of other paths are left out, calls are shown") {
    // `other` comes first in the walk (its input is recorded before the
    // failing check), but its guard is false in the counterexample.
    const std::string ir = std::string(kDeclarations) + assert_message("m", "x != -7") + R"(
define void @check(i32 %v) {
entry:
  %ok = icmp ne i32 %v, -7
)" + assert_ir("ok", "m") + R"(  ret void
}
define i32 @main() {
entry:
  %y = call i32 @__VERIFIER_nondet_int()
  %nonpos = icmp sle i32 %y, 0
  br i1 %nonpos, label %failing, label %other
other:
  %z = call i32 @__VERIFIER_nondet_uint()
  ret i32 %z
failing:
  %c = call i8 @__VERIFIER_nondet_char()
  %x = sext i8 %c to i32
  call void @check(i32 %x)
  ret i32 0
}
)";
    VerifyResult result = verify_ir(ir);
    INFO(describe(result));
    REQUIRE(result.verdict == Verdict::Failed);
    CHECK(result.violated->location.function == "check");
    auto inputs = steps_of_kind(result, TraceStep::Kind::Input);
    REQUIRE(inputs.size() == 2u);
    CHECK(recorded(*inputs[0]).rfind("__VERIFIER_nondet_int() = ", 0) == 0);
    const long long y = std::stoll(inputs[0]->value.text());
    CHECK(y <= 0);
    CHECK(recorded(*inputs[1]) == "__VERIFIER_nondet_char() = -7");
    auto calls = steps_of_kind(result, TraceStep::Kind::Call);
    REQUIRE(calls.size() == 1u);
    CHECK(recorded(*calls[0]) == "check(-7)");
    for (const TraceStep& step : result.trace) CHECK_FALSE(contains(recorded(step), "nondet_uint"));
    // Order: y, x, the call, the failure.
    REQUIRE(result.trace.size() == 4u);
    CHECK(result.trace[2].kind == TraceStep::Kind::Call);
    CHECK(result.trace[3].kind == TraceStep::Kind::Failure);
  }
}

TEST_CASE("verify: encoding the same module twice gives the same formula", "[verifier][determinism]") {
  const std::string ir = std::string(kDeclarations) + assert_message("m", "s != 100") + R"(
@g = global [8 x i32] zeroinitializer
define i32 @main() {
entry:
  %n = call i32 @__VERIFIER_nondet_int()
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %idx = and i32 %i, 7
  %idx64 = zext i32 %idx to i64
  %p = getelementptr inbounds [8 x i32], ptr @g, i64 0, i64 %idx64
  %old = load i32, ptr %p
  %new = add i32 %old, %i
  store i32 %new, ptr %p
  %d = sdiv i32 %new, %n
  %s.next = add i32 %s, %d
  br label %latch
latch:
  %i.next = add i32 %i, 1
  br label %header
exit:
  %s.lcssa = phi i32 [ %s, %header ]
  %ok = icmp ne i32 %s.lcssa, 100
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult first = verify_ir(ir, 4);
  VerifyResult second = verify_ir(ir, 4);
  INFO(describe(first));
  CHECK(first.statistics.terms > 0u);
  CHECK(first.statistics.checks > 0u);
  CHECK(first.statistics.terms == second.statistics.terms);
  CHECK(first.statistics.checks == second.statistics.checks);
  CHECK(first.statistics.instructions_unrolled == second.statistics.instructions_unrolled);
  CHECK(first.verdict == second.verdict);
  REQUIRE(first.trace.size() == second.trace.size());
  for (size_t i = 0; i < first.trace.size(); ++i) CHECK(recorded(first.trace[i]) == recorded(second.trace[i]));
}

// --- Replay and cancellation -------------------------------------------------------------

namespace {

VerifyResult verify_with(const std::string& ir, swarmbmc::encoder::VerifyOptions options) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module = encoder_test::parse_ir(context, ir);
  return swarmbmc::encoder::verify(*module, options);
}

/// x = nondet; c = nondet_char; y = nondet; assert(x != 42 || y != -3); (c unused)
std::string two_inputs_program() {
  return program(assert_message("m", "x != 42 || y != -3"),
                 "  %x = call i32 @__VERIFIER_nondet_int()\n"
                 "  %c = call i8 @__VERIFIER_nondet_char()\n"
                 "  %y = call i32 @__VERIFIER_nondet_int()\n"
                 "  %a = icmp ne i32 %x, 42\n  %b = icmp ne i32 %y, -3\n"
                 "  %ok = or i1 %a, %b\n" +
                     assert_ir("ok", "m"));
}

}  // namespace

TEST_CASE("verify: input_values lists the trace's inputs in order", "[verifier][replay]") {
  VerifyResult result = verify_ir(two_inputs_program());
  INFO(describe(result));
  REQUIRE(result.verdict == Verdict::Failed);
  REQUIRE(result.input_values.size() == 3u);
  CHECK(result.input_values[0] == 42u);
  CHECK(result.input_values[2] == static_cast<swarmbmc::terms::u128>(uint32_t(-3)));
  REQUIRE(steps_of_kind(result, TraceStep::Kind::Input).size() == 3u);
}

TEST_CASE("verify: replaying a counterexample's inputs reproduces it", "[verifier][replay]") {
  const std::string ir = two_inputs_program();
  VerifyResult original = verify_ir(ir);
  REQUIRE(original.verdict == Verdict::Failed);

  swarmbmc::encoder::VerifyOptions options;
  options.replay_inputs = &original.input_values;
  VerifyResult replay = verify_with(ir, options);
  INFO(describe(replay));
  REQUIRE(replay.verdict == Verdict::Failed);
  REQUIRE(replay.trace.size() == original.trace.size());
  for (size_t i = 0; i < replay.trace.size(); ++i) CHECK(recorded(replay.trace[i]) == recorded(original.trace[i]));
  CHECK(replay.statistics.checks == 1u);

  // Other values take the other path: the assertion holds for them.
  std::vector<swarmbmc::terms::u128> wrong = original.input_values;
  wrong[0] = 41;
  options.replay_inputs = &wrong;
  VerifyResult replay_wrong = verify_with(ir, options);
  INFO(describe(replay_wrong));
  CHECK(replay_wrong.verdict == Verdict::Verified);
  CHECK(replay_wrong.statistics.checks == 0u);  // fully concrete: nothing left for the solver
}

TEST_CASE("verify: a raised cancel flag ends with UNKNOWN, cancelled", "[verifier]") {
  const std::string ir = encoder_test::endless_loop_ir();
  std::atomic<bool> cancel{true};
  swarmbmc::encoder::VerifyOptions options;
  options.depth = 100000000;
  options.cancel = &cancel;
  VerifyResult result = verify_with(ir, options);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Unknown);
  CHECK(result.cancelled());
  CHECK(contains(result.reason, "cancelled"));
}

TEST_CASE("verify: replay reproduces a counterexample whose path branches on an uninitialised value",
          "[verifier][replay]") {
  // x = nondet(); int u; /* uninitialised */ y = 0; if (u) y = nondet(); z = nondet();
  // assert(!(x == 1 && y == 2 && z == 3));
  // The counterexample's inputs are x, y, z = 1, 2, 3. All of them are on the
  // failing path, so replaying them must fail again. (u is not an input: the
  // replayed program is not fully deterministic.)
  auto module = [](const std::string& define_u) {
    return std::string(kDeclarations) + assert_message("m", "not (1, 2, 3)") + R"(
define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %slot = alloca i32
)" + define_u + R"(
  %c = icmp ne i32 %u, 0
  br i1 %c, label %then, label %join
then:
  %y.in = call i32 @__VERIFIER_nondet_int()
  br label %join
join:
  %y = phi i32 [ %y.in, %then ], [ 0, %entry ]
  %z = call i32 @__VERIFIER_nondet_int()
  %a = icmp eq i32 %x, 1
  %b = icmp eq i32 %y, 2
  %d = icmp eq i32 %z, 3
  %ab = and i1 %a, %b
  %all = and i1 %ab, %d
  %ok = xor i1 %all, true
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  };
  auto check_replay = [](const std::string& ir) {
    VerifyResult original = verify_ir(ir);
    INFO("original: " << describe(original));
    REQUIRE(original.verdict == Verdict::Failed);
    REQUIRE(original.input_values.size() == 3u);  // x, y (on the failing path), z

    swarmbmc::encoder::VerifyOptions options;
    options.replay_inputs = &original.input_values;
    VerifyResult replay = verify_with(ir, options);
    INFO("replay: " << describe(replay));
    CHECK(replay.verdict == Verdict::Failed);
  };
  SECTION("an uninitialised local") { check_replay(module("  %u = load i32, ptr %slot")); }
  SECTION("undef (what mem2reg makes of an uninitialised scalar)") { check_replay(module("  %u = freeze i32 undef")); }
}

// --- Iterative deepening with one DepthReuse --------------------------------------------------

namespace {

/// n = nondet, assume(n <= limit); for (i = 0; i < n; i++) { x = nondet; if (i == 4) assert(x != 7); }
std::string deepening_program(int limit) {
  return std::string(kDeclarations) + assert_message("m", "x != 7") + R"(
define i32 @main() {
entry:
  %n = call i32 @__VERIFIER_nondet_int()
  %small = icmp sle i32 %n, )" + std::to_string(limit) + R"(
  %smallz = zext i1 %small to i32
  call void @__VERIFIER_assume(i32 %smallz)
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %x = call i32 @__VERIFIER_nondet_int()
  %four = icmp eq i32 %i, 4
  %seven = icmp eq i32 %x, 7
  %bad = and i1 %four, %seven
  %ok = xor i1 %bad, true
)" + assert_ir("ok", "m") + R"(
  br label %latch
latch:
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret i32 0
}
)";
}

}  // namespace

TEST_CASE("verify: deepening with one DepthReuse gives every depth its own verdict", "[verifier][deepening]") {
  for (int limit : {3, 8}) {  // 3: VERIFIED from depth 3 on; 8: FAILED from depth 4 on
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> module = encoder_test::parse_ir(context, deepening_program(limit));
    swarmbmc::encoder::VerifyOptions options;
    std::shared_ptr<swarmbmc::encoder::DepthReuse> reuse = swarmbmc::encoder::make_depth_reuse(options);
    REQUIRE(reuse);
    size_t separate_terms = 0;
    for (unsigned depth = 1; depth <= 7; ++depth) {
      options.depth = depth;
      options.reuse = nullptr;
      const VerifyResult alone = swarmbmc::encoder::verify(*module, options);
      options.reuse = reuse;
      const VerifyResult reused = swarmbmc::encoder::verify(*module, options);
      INFO("limit " << limit << ", depth " << depth << ": alone " << describe(alone) << "; reused " << describe(reused));
      CHECK(reused.verdict == alone.verdict);
      const Verdict expected = depth < static_cast<unsigned>(std::min(limit, 4)) ? Verdict::Bounded
                               : limit == 3                                     ? Verdict::Verified
                                                                                : Verdict::Failed;
      CHECK(alone.verdict == expected);
      if (alone.verdict == Verdict::Failed) {
        REQUIRE(reused.input_values.size() == 6u);  // n, then x at i = 0..4
        CHECK(static_cast<int32_t>(reused.input_values[0]) > 4);
        CHECK(reused.input_values[5] == 7u);
      }
      // The manager keeps every depth's terms; the repeated part is shared.
      separate_terms += alone.statistics.terms;
      if (depth >= 3) CHECK(reused.statistics.terms < separate_terms * 3 / 4);
    }
  }
}
