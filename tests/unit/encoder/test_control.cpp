// encoder::verify on control flow the unroller must get right beyond single
// loops: leaving two loops at once, loops in callees, loop-carried
// pointers, allocas in loops, irreducible flow, entry parameters.
#include <catch2/catch.hpp>

#include <string>

#include "EncoderTestUtil.h"
#include "encoder/verify/Verifier.h"

using encoder_test::assert_ir;
using encoder_test::assert_message;
using encoder_test::contains;
using encoder_test::describe;
using encoder_test::kDeclarations;
using encoder_test::verify_ir;
using swarmbmc::encoder::PropertyKind;
using swarmbmc::encoder::Verdict;
using swarmbmc::encoder::VerifyResult;

namespace {
}  // namespace

TEST_CASE("control: a goto out of two nested loops", "[verifier][control]") {
  // for (i = 0; i < 5; i++) for (j = 0; j < 5; j++) if (i * 5 + j == target) goto out;
  // i = j = -1; out: assert(i * 5 + j == target)
  auto module = [](const std::string& target) {
    return std::string(kDeclarations) + assert_message("m", "found") + R"(
define i32 @main() {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %oc = icmp slt i32 %i, 5
  br i1 %oc, label %inner.pre, label %notfound
inner.pre:
  br label %inner
inner:
  %j = phi i32 [ 0, %inner.pre ], [ %j.next, %inner.latch ]
  %ic = icmp slt i32 %j, 5
  br i1 %ic, label %body, label %inner.exit
body:
  %i5 = mul i32 %i, 5
  %k = add i32 %i5, %j
  %hit = icmp eq i32 %k, )" + target + R"(
  br i1 %hit, label %out, label %inner.latch
inner.latch:
  %j.next = add i32 %j, 1
  br label %inner
inner.exit:
  br label %outer.latch
outer.latch:
  %i.next = add i32 %i, 1
  br label %outer
notfound:
  br label %join
out:
  %i.out = phi i32 [ %i, %body ]
  %j.out = phi i32 [ %j, %body ]
  br label %join
join:
  %fi = phi i32 [ -1, %notfound ], [ %i.out, %out ]
  %fj = phi i32 [ -1, %notfound ], [ %j.out, %out ]
  %fi5 = mul i32 %fi, 5
  %fk = add i32 %fi5, %fj
  %ok = icmp eq i32 %fk, )" + target + "\n" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  };
  VerifyResult found = verify_ir(module("7"), 5);
  INFO(describe(found));
  CHECK(found.verdict == Verdict::Verified);
  // Not found: fi = fj = -1 gives -6.
  VerifyResult absent = verify_ir(module("-6"), 5);
  INFO(describe(absent));
  CHECK(absent.verdict == Verdict::Verified);
  VerifyResult wrong = verify_ir(module("100"), 5);
  INFO(describe(wrong));
  CHECK(wrong.verdict == Verdict::Failed);
  // Symbolic target: whichever it is, the loop finds it or reports -1/-1.
  const std::string symbolic = std::string(kDeclarations) + assert_message("m", "found") + R"(
define i32 @main() {
entry:
  %t = call i32 @__VERIFIER_nondet_int()
  %lo = icmp sge i32 %t, 0
  %hi = icmp slt i32 %t, 25
  %in = and i1 %lo, %hi
  %inz = zext i1 %in to i32
  call void @__VERIFIER_assume(i32 %inz)
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %oc = icmp slt i32 %i, 5
  br i1 %oc, label %inner.pre, label %notfound
inner.pre:
  br label %inner
inner:
  %j = phi i32 [ 0, %inner.pre ], [ %j.next, %inner.latch ]
  %ic = icmp slt i32 %j, 5
  br i1 %ic, label %body, label %inner.exit
body:
  %i5 = mul i32 %i, 5
  %k = add i32 %i5, %j
  %hit = icmp eq i32 %k, %t
  br i1 %hit, label %out, label %inner.latch
inner.latch:
  %j.next = add i32 %j, 1
  br label %inner
inner.exit:
  br label %outer.latch
outer.latch:
  %i.next = add i32 %i, 1
  br label %outer
notfound:
  ret i32 1
out:
  %i.out = phi i32 [ %i, %body ]
  %j.out = phi i32 [ %j, %body ]
  %i5.out = mul i32 %i.out, 5
  %k.out = add i32 %i5.out, %j.out
  %ok = icmp eq i32 %k.out, %t
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult any = verify_ir(symbolic, 5);
  INFO(describe(any));
  CHECK(any.verdict == Verdict::Verified);
}

TEST_CASE("control: a loop in a callee called twice counts afresh each call", "[verifier][control]") {
  const std::string ir = std::string(kDeclarations) + assert_message("m", "sum") + R"(
define i32 @sum_to(i32 %n) {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %s = phi i32 [ 0, %entry ], [ %s.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %latch, label %exit
latch:
  %i.next = add i32 %i, 1
  %s.next = add i32 %s, %i.next
  br label %header
exit:
  %s.lcssa = phi i32 [ %s, %header ]
  ret i32 %s.lcssa
}
define i32 @main() {
entry:
  %a = call i32 @sum_to(i32 4)
  %b = call i32 @sum_to(i32 3)
  %ab = add i32 %a, %b
  %ok = icmp eq i32 %ab, 16
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult result = verify_ir(ir, 4);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
  VerifyResult shallow = verify_ir(ir, 3);
  INFO(describe(shallow));
  CHECK(shallow.verdict == Verdict::Bounded);
}

TEST_CASE("control: a loop-carried pointer walks off the end of an array", "[verifier][control]") {
  // int a[3]; int *p = a; for (i = 0; i < n; i++) *p++ = i;
  auto module = [](const std::string& n) {
    return std::string(kDeclarations) + R"(
define i32 @main() {
entry:
  %a = alloca [3 x i32]
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %p = phi ptr [ %a, %entry ], [ %p.next, %latch ]
  %c = icmp slt i32 %i, )" + n + R"(
  br i1 %c, label %latch, label %exit
latch:
  store i32 %i, ptr %p
  %p.next = getelementptr inbounds i32, ptr %p, i64 1
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret i32 0
}
)";
  };
  VerifyResult fits = verify_ir(module("3"), 5);
  INFO(describe(fits));
  CHECK(fits.verdict == Verdict::Verified);
  VerifyResult overflow = verify_ir(module("4"), 5);
  INFO(describe(overflow));
  REQUIRE(overflow.verdict == Verdict::Failed);
  CHECK(overflow.violated->kind == PropertyKind::Bounds);
}

TEST_CASE("control: an alloca in a loop is a new object per iteration", "[verifier][control]") {
  // for (i = 0; i < 3; i++) { int x = i; if (!first) first = &x; }  assert(*first == 0)
  const std::string ir = std::string(kDeclarations) + assert_message("m", "*first == 0") + R"(
define i32 @main() {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %first = phi ptr [ null, %entry ], [ %first.next, %latch ]
  %c = icmp slt i32 %i, 3
  br i1 %c, label %latch, label %exit
latch:
  %x = alloca i32
  store i32 %i, ptr %x
  %isnull = icmp eq ptr %first, null
  %first.next = select i1 %isnull, ptr %x, ptr %first
  %i.next = add i32 %i, 1
  br label %header
exit:
  %f = phi ptr [ %first, %header ]
  %v = load i32, ptr %f
  %ok = icmp eq i32 %v, 0
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult result = verify_ir(ir, 3);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("control: irreducible control flow is UNKNOWN", "[verifier][control]") {
  const std::string ir = std::string(kDeclarations) + R"(
define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %c = icmp sgt i32 %x, 0
  br i1 %c, label %a, label %b
a:
  %y = call i32 @__VERIFIER_nondet_int()
  %d = icmp sgt i32 %y, 0
  br i1 %d, label %b, label %exit
b:
  %z = call i32 @__VERIFIER_nondet_int()
  %e = icmp sgt i32 %z, 0
  br i1 %e, label %a, label %exit
exit:
  ret i32 0
}
)";
  VerifyResult result = verify_ir(ir);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Unknown);
  CHECK(contains(result.reason, "irreducible"));
}

TEST_CASE("control: pointer parameters of an entry other than main point to fresh objects", "[verifier][control]") {
  const std::string untouched = std::string(kDeclarations) + R"(
define i32 @check(i32 %n, ptr %data) {
entry:
  ret i32 %n
}
)";
  VerifyResult fine = verify_ir(untouched, 10, "check");
  INFO(describe(fine));
  CHECK(fine.verdict == Verdict::Verified);
  const std::string dereferenced = std::string(kDeclarations) + R"(
define i32 @check(i32 %n, ptr %data) {
entry:
  %first = load ptr, ptr %data
  ret i32 %n
}
)";
  VerifyResult fresh = verify_ir(dereferenced, 10, "check");
  INFO(describe(fresh));
  CHECK(fresh.verdict == Verdict::Verified);
  // Without debug info the object has kFreshObjectBytes (64) bytes: the
  // last 8-byte word is inside, the next one is not.
  auto read_at = [&](int offset) {
    return std::string(kDeclarations) + R"(
define i32 @check(i32 %n, ptr %data) {
entry:
  %slot = getelementptr i8, ptr %data, i64 )" + std::to_string(offset) + R"(
  %word = load i64, ptr %slot
  ret i32 %n
}
)";
  };
  CHECK(verify_ir(read_at(56), 10, "check").verdict == Verdict::Verified);
  VerifyResult beyond = verify_ir(read_at(57), 10, "check");
  REQUIRE(beyond.verdict == Verdict::Failed);
  CHECK(beyond.violated->kind == PropertyKind::Bounds);
}

TEST_CASE("control: main's argv is modelled: argv[argc] is null, argv[0] is a string", "[verifier][control]") {
  auto program = [](const std::string& last_check) {
    return std::string(kDeclarations) + R"(
declare void @__VERIFIER_assert(i1)
define i32 @main(i32 %argc, ptr %argv) {
entry:
  %in_range = icmp sle i32 1, %argc
  call void @__VERIFIER_assert(i1 %in_range)
  %index = sext i32 %argc to i64
  %slot = getelementptr ptr, ptr %argv, i64 %index
  %last = load ptr, ptr %slot
  %null = icmp eq ptr %last, null
  call void @__VERIFIER_assert(i1 %null)
  %first = load ptr, ptr %argv
  %char = load i8, ptr %first
)" + last_check + R"(
  ret i32 0
}
)";
  };
  VerifyResult safe = verify_ir(program(""));
  INFO(describe(safe));
  CHECK(safe.verdict == Verdict::Verified);
  // argc ranges up to 4 (the default --max-argc).
  VerifyResult failing = verify_ir(program("  %small = icmp sle i32 %argc, 3\n  call void @__VERIFIER_assert(i1 %small)"));
  INFO(describe(failing));
  CHECK(failing.verdict == Verdict::Failed);
}

TEST_CASE("control: a pointer made from a nondeterministic integer may be null", "[verifier][control]") {
  const std::string ir = std::string(kDeclarations) + R"(
declare i64 @__VERIFIER_nondet_long()
@g = global i32 0
define i32 @main() {
entry:
  %n = call i64 @__VERIFIER_nondet_long()
  %p = inttoptr i64 %n to ptr
  %v = load i32, ptr %p
  ret i32 %v
}
)";
  VerifyResult result = verify_ir(ir);
  INFO(describe(result));
  REQUIRE(result.verdict == Verdict::Failed);
  CHECK((result.violated->kind == PropertyKind::Null || result.violated->kind == PropertyKind::Bounds));
}

TEST_CASE("control: an external global has arbitrary contents", "[verifier][control]") {
  const std::string ir = std::string(kDeclarations) + assert_message("m", "ext == 0") + R"(
@ext = external global i32
define i32 @main() {
entry:
  %v = load i32, ptr @ext
  %ok = icmp eq i32 %v, 0
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult result = verify_ir(ir);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Failed);
  bool warned = false;
  for (const std::string& warning : result.warnings) warned |= contains(warning, "ext");
  CHECK(warned);
}

TEST_CASE("control: a do-while loop exits from its latch", "[verifier][control]") {
  // i = 0; do { i++; } while (i < 5); assert(i == 5);   (4 back edges)
  const std::string ir = std::string(kDeclarations) + assert_message("m", "i == 5") + R"(
define i32 @main() {
entry:
  br label %body
body:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %i.next = add i32 %i, 1
  %again = icmp slt i32 %i.next, 5
  br i1 %again, label %body, label %exit
exit:
  %r = phi i32 [ %i.next, %body ]
  %ok = icmp eq i32 %r, 5
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult enough = verify_ir(ir, 4);
  INFO(describe(enough));
  CHECK(enough.verdict == Verdict::Verified);
  VerifyResult too_small = verify_ir(ir, 3);
  INFO(describe(too_small));
  CHECK(too_small.verdict == Verdict::Bounded);
}

TEST_CASE("control: header phis are assigned in parallel on the back edge", "[verifier][control]") {
  // a = 1; b = 2; for (i = 0; i < 3; i++) { t = a; a = b; b = t; }  assert(a == 2 && b == 1);
  const std::string ir = std::string(kDeclarations) + assert_message("m", "swapped") + R"(
define i32 @main() {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %a = phi i32 [ 1, %entry ], [ %b, %latch ]
  %b = phi i32 [ 2, %entry ], [ %a, %latch ]
  %c = icmp slt i32 %i, 3
  br i1 %c, label %latch, label %exit
latch:
  %i.next = add i32 %i, 1
  br label %header
exit:
  %a.out = phi i32 [ %a, %header ]
  %b.out = phi i32 [ %b, %header ]
  %a2 = icmp eq i32 %a.out, 2
  %b1 = icmp eq i32 %b.out, 1
  %ok = and i1 %a2, %b1
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult result = verify_ir(ir, 3);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("control: mutual recursion is bounded by active frames of each function", "[verifier][control]") {
  // even(n) = n == 0 ? 1 : odd(n - 1); odd(n) = n == 0 ? 0 : even(n - 1)
  auto module = [](int n, int expected) {
    return std::string(kDeclarations) + assert_message("m", "even") + R"(
define i32 @even(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i32 1
rec:
  %m = sub i32 %n, 1
  %r = call i32 @odd(i32 %m)
  ret i32 %r
}
define i32 @odd(i32 %n) {
entry:
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %rec
base:
  ret i32 0
rec:
  %m = sub i32 %n, 1
  %r = call i32 @even(i32 %m)
  ret i32 %r
}
define i32 @main() {
entry:
  %r = call i32 @even(i32 )" + std::to_string(n) + R"()
  %ok = icmp eq i32 %r, )" + std::to_string(expected) + "\n" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  };
  // even(6) has 4 active frames of even (n = 6, 4, 2, 0): 3 recursive entries.
  VerifyResult enough = verify_ir(module(6, 1), 3);
  INFO(describe(enough));
  CHECK(enough.verdict == Verdict::Verified);
  VerifyResult wrong = verify_ir(module(7, 1), 3);
  INFO(describe(wrong));
  CHECK(wrong.verdict == Verdict::Failed);
  VerifyResult too_deep = verify_ir(module(8, 1), 3);
  INFO(describe(too_deep));
  REQUIRE(too_deep.verdict == Verdict::Bounded);
  REQUIRE_FALSE(too_deep.unwound.empty());
  CHECK(contains(too_deep.unwound[0], "recursion of even"));
}
