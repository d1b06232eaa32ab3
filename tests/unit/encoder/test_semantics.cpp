// encoder::verify on the semantics of individual instructions and library
// calls: each fixture asserts what C/LLVM says the result is, so a wrong
// encoding shows up as FAILED (or UNKNOWN) instead of VERIFIED.
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


/// main = `body`, then assert(%ok).
std::string asserting(const std::string& globals, const std::string& body) {
  return std::string(kDeclarations) + globals + assert_message("m", "ok") + "define i32 @main() {\nentry:\n" +
         body + assert_ir("ok", "m") + "  ret i32 0\n}\n";
}

VerifyResult run(const std::string& ir, unsigned depth = 10) { return verify_ir(ir, depth); }

}  // namespace

TEST_CASE("semantics: integer casts and i1 arithmetic", "[verifier][semantics]") {
  VerifyResult result = run(asserting("",
                                      "  %s = sext i1 true to i32\n  %a = icmp eq i32 %s, -1\n"
                                      "  %z = zext i1 true to i32\n  %b = icmp eq i32 %z, 1\n"
                                      "  %t = trunc i32 3 to i1\n"
                                      "  %t2 = trunc i32 2 to i1\n  %nt2 = xor i1 %t2, true\n"
                                      "  %sum = add i1 true, true\n  %nsum = xor i1 %sum, true\n"
                                      "  %w = sext i8 -2 to i32\n  %c = icmp eq i32 %w, -2\n"
                                      "  %zw = zext i8 -2 to i32\n  %d = icmp eq i32 %zw, 254\n"
                                      "  %tr = trunc i32 511 to i8\n  %e = icmp eq i8 %tr, -1\n"
                                      "  %slt = icmp slt i1 true, false\n"  // i1 true is -1
                                      "  %r1 = and i1 %a, %b\n  %r2 = and i1 %r1, %t\n  %r3 = and i1 %r2, %nt2\n"
                                      "  %r4 = and i1 %r3, %nsum\n  %r5 = and i1 %r4, %c\n  %r6 = and i1 %r5, %d\n"
                                      "  %r7 = and i1 %r6, %e\n  %ok = and i1 %r7, %slt\n"));
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("semantics: shifts and wide integers", "[verifier][semantics]") {
  VerifyResult result = run(asserting("",
                                      "  %s1 = shl i32 1, 31\n  %a = icmp eq i32 %s1, -2147483648\n"
                                      "  %s2 = lshr i32 -1, 28\n  %b = icmp eq i32 %s2, 15\n"
                                      "  %s3 = ashr i32 -16, 2\n  %c = icmp eq i32 %s3, -4\n"
                                      "  %w1 = shl i128 1, 64\n  %w2 = mul i128 %w1, 2\n"
                                      "  %w3 = shl i128 1, 65\n  %d = icmp eq i128 %w2, %w3\n"
                                      "  %q = sdiv i32 -7, 2\n  %e = icmp eq i32 %q, -3\n"
                                      "  %r = srem i32 -7, 2\n  %f = icmp eq i32 %r, -1\n"
                                      "  %u = udiv i32 -1, 2\n  %g = icmp eq i32 %u, 2147483647\n"
                                      "  %o7 = add i7 63, 1\n  %h = icmp eq i7 %o7, -64\n"
                                      "  %r1 = and i1 %a, %b\n  %r2 = and i1 %r1, %c\n  %r3 = and i1 %r2, %d\n"
                                      "  %r4 = and i1 %r3, %e\n  %r5 = and i1 %r4, %f\n  %r6 = and i1 %r5, %g\n"
                                      "  %ok = and i1 %r6, %h\n"));
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("semantics: structs with padding, in globals and through loads", "[verifier][semantics]") {
  const std::string globals =
      "%struct.S = type { i8, i32, i16 }\n"
      "@s = global %struct.S { i8 1, i32 2, i16 3 }\n";
  VerifyResult result = run(asserting(globals,
                                      "  %p1 = getelementptr inbounds %struct.S, ptr @s, i32 0, i32 1\n"
                                      "  %v1 = load i32, ptr %p1\n  %a = icmp eq i32 %v1, 2\n"
                                      "  %p1b = getelementptr inbounds i8, ptr @s, i64 4\n"  // field 1 is at 4
                                      "  %v1b = load i32, ptr %p1b\n  %b = icmp eq i32 %v1b, 2\n"
                                      "  %whole = load %struct.S, ptr @s\n"
                                      "  %f2 = extractvalue %struct.S %whole, 2\n  %c = icmp eq i16 %f2, 3\n"
                                      "  %local = alloca %struct.S\n"
                                      "  %changed = insertvalue %struct.S %whole, i8 9, 0\n"
                                      "  store %struct.S %changed, ptr %local\n"
                                      "  %f0 = load i8, ptr %local\n  %d = icmp eq i8 %f0, 9\n"
                                      "  %p2 = getelementptr inbounds %struct.S, ptr %local, i32 0, i32 2\n"
                                      "  %v2 = load i16, ptr %p2\n  %e = icmp eq i16 %v2, 3\n"
                                      "  %r1 = and i1 %a, %b\n  %r2 = and i1 %r1, %c\n  %r3 = and i1 %r2, %d\n"
                                      "  %ok = and i1 %r3, %e\n"));
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("semantics: pointers through memory, integers and constant expressions", "[verifier][semantics]") {
  const std::string globals =
      "@a = global [4 x i32] [i32 10, i32 11, i32 12, i32 13]\n"
      "@p = global ptr getelementptr (i8, ptr @a, i64 4)\n";
  VerifyResult result = run(asserting(globals,
                                      // a pointer global initialised to &a[1]
                                      "  %pv = load ptr, ptr @p\n  %v1 = load i32, ptr %pv\n"
                                      "  %a1 = icmp eq i32 %v1, 11\n"
                                      // a constant-expression operand
                                      "  %v2 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @a, i64 0, i64 2)\n"
                                      "  %a2 = icmp eq i32 %v2, 12\n"
                                      // ptrtoint / inttoptr arithmetic
                                      "  %int = ptrtoint ptr @a to i64\n  %int3 = add i64 %int, 12\n"
                                      "  %p3 = inttoptr i64 %int3 to ptr\n  %v3 = load i32, ptr %p3\n"
                                      "  %a3 = icmp eq i32 %v3, 13\n"
                                      // one before the object, through an integer, and back
                                      "  %before = getelementptr i32, ptr @a, i64 -1\n"
                                      "  %bint = ptrtoint ptr %before to i64\n"
                                      "  %bptr = inttoptr i64 %bint to ptr\n"
                                      "  %p0 = getelementptr i32, ptr %bptr, i64 1\n  %v0 = load i32, ptr %p0\n"
                                      "  %a4 = icmp eq i32 %v0, 10\n"
                                      // pointer comparisons
                                      "  %same = icmp eq ptr %pv, getelementptr (i8, ptr @a, i64 4)\n"
                                      "  %diff = icmp ne ptr %pv, @a\n"
                                      "  %notnull = icmp ne ptr %pv, null\n"
                                      "  %r1 = and i1 %a1, %a2\n  %r2 = and i1 %r1, %a3\n  %r3 = and i1 %r2, %a4\n"
                                      "  %r4 = and i1 %r3, %same\n  %r5 = and i1 %r4, %diff\n"
                                      "  %ok = and i1 %r5, %notnull\n"));
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("semantics: a store through a pointer to one of two objects", "[verifier][semantics]") {
  const std::string globals = "@g1 = global i32 1\n@g2 = global i32 2\n";
  VerifyResult result = run(asserting(globals,
                                      "  %x = call i32 @__VERIFIER_nondet_int()\n"
                                      "  %c = icmp sgt i32 %x, 0\n"
                                      "  %p = select i1 %c, ptr @g1, ptr @g2\n"
                                      "  store i32 5, ptr %p\n"
                                      "  %v1 = load i32, ptr @g1\n  %v2 = load i32, ptr @g2\n"
                                      "  %e1 = select i1 %c, i32 5, i32 1\n  %e2 = select i1 %c, i32 2, i32 5\n"
                                      "  %a = icmp eq i32 %v1, %e1\n  %b = icmp eq i32 %v2, %e2\n"
                                      "  %via = load i32, ptr %p\n  %d = icmp eq i32 %via, 5\n"
                                      "  %r = and i1 %a, %b\n  %ok = and i1 %r, %d\n"));
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("semantics: an array filled by a loop", "[verifier][semantics]") {
  // int a[4]; for (i = 0; i < 4; i++) a[i] = i * i; assert(a[3] == 9 && a[k] == k*k);
  const std::string ir = std::string(kDeclarations) + assert_message("m", "a[k] == k*k") + R"(
define i32 @main() {
entry:
  %a = alloca [4 x i32]
  br label %header
header:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i64 %i, 4
  br i1 %c, label %latch, label %exit
latch:
  %p = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %i
  %i32 = trunc i64 %i to i32
  %sq = mul i32 %i32, %i32
  store i32 %sq, ptr %p
  %i.next = add i64 %i, 1
  br label %header
exit:
  %k = call i32 @__VERIFIER_nondet_int()
  %kin = icmp ult i32 %k, 4
  %kz = zext i1 %kin to i32
  call void @__VERIFIER_assume(i32 %kz)
  %k64 = zext i32 %k to i64
  %pk = getelementptr inbounds [4 x i32], ptr %a, i64 0, i64 %k64
  %vk = load i32, ptr %pk
  %ksq = mul i32 %k, %k
  %ok = icmp eq i32 %vk, %ksq
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult result = run(ir, 4);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("semantics: calls, multiple returns and side effects through pointers", "[verifier][semantics]") {
  const std::string ir = std::string(kDeclarations) + assert_message("m", "calls") + R"(
define i32 @sign(i32 %x) {
entry:
  %neg = icmp slt i32 %x, 0
  br i1 %neg, label %minus, label %rest
minus:
  ret i32 -1
rest:
  %zero = icmp eq i32 %x, 0
  br i1 %zero, label %z, label %plus
z:
  ret i32 0
plus:
  ret i32 1
}
define void @set(ptr %p, i32 %v) {
entry:
  store i32 %v, ptr %p
  ret void
}
define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %s = call i32 @sign(i32 %x)
  %lt = icmp slt i32 %x, 0
  %gt = icmp sgt i32 %x, 0
  %gz = zext i1 %gt to i32
  %e = select i1 %lt, i32 -1, i32 %gz
  %a = icmp eq i32 %s, %e
  %slot = alloca i32
  call void @set(ptr %slot, i32 %x)
  %back = load i32, ptr %slot
  %b = icmp eq i32 %back, %x
  %ok = and i1 %a, %b
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult result = run(ir);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("semantics: a direct call through a function pointer", "[verifier][semantics]") {
  const std::string ir = std::string(kDeclarations) + assert_message("m", "fp(3) == 6") + R"(
@fp = global ptr @twice
define i32 @twice(i32 %x) {
entry:
  %r = mul i32 %x, 2
  ret i32 %r
}
define i32 @main() {
entry:
  %f = load ptr, ptr @fp
  %r = call i32 %f(i32 3)
  %ok = icmp eq i32 %r, 6
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult result = run(ir);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("semantics: exit and abort end a path without error", "[verifier][semantics]") {
  for (const char* end : {"call void @exit(i32 0)", "call void @abort()"}) {
    INFO(end);
    VerifyResult result = run(asserting("declare void @exit(i32)\ndeclare void @abort()\n",
                                        std::string("  %x = call i32 @__VERIFIER_nondet_int()\n"
                                                    "  %z = icmp eq i32 %x, 0\n"
                                                    "  br i1 %z, label %stop, label %go\n"
                                                    "stop:\n  ") +
                                            end + "\n  unreachable\ngo:\n  %ok = icmp ne i32 %x, 0\n"));
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Verified);
  }
}

TEST_CASE("semantics: heap objects from malloc and calloc", "[verifier][semantics]") {
  const std::string decls = "declare ptr @malloc(i64)\ndeclare ptr @calloc(i64, i64)\n";
  SECTION("calloc memory is zero, within bounds") {
    VerifyResult result = run(asserting(decls,
                                        "  %p = call ptr @calloc(i64 2, i64 4)\n"
                                        "  %q = getelementptr inbounds i32, ptr %p, i64 1\n"
                                        "  %v = load i32, ptr %q\n  %ok = icmp eq i32 %v, 0\n"));
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Verified);
  }
  SECTION("calloc(2, 4) has 8 bytes") {
    VerifyResult result = run(asserting(decls,
                                        "  %p = call ptr @calloc(i64 2, i64 4)\n"
                                        "  %q = getelementptr inbounds i32, ptr %p, i64 2\n"
                                        "  %v = load i32, ptr %q\n  %ok = icmp eq i32 %v, 0\n"));
    INFO(describe(result));
    REQUIRE(result.verdict == Verdict::Failed);
    CHECK(result.violated->kind == PropertyKind::Bounds);
  }
  SECTION("malloc with a symbolic size") {
    auto module = [&](const std::string& lower) {
      return std::string(kDeclarations) + decls + R"(
define i32 @main() {
entry:
  %n = call i32 @__VERIFIER_nondet_int()
  %big = icmp sge i32 %n, )" + lower + R"(
  %bz = zext i1 %big to i32
  call void @__VERIFIER_assume(i32 %bz)
  %n64 = sext i32 %n to i64
  %p = call ptr @malloc(i64 %n64)
  %q = getelementptr inbounds i8, ptr %p, i64 4
  store i32 7, ptr %q
  %v = load i32, ptr %q
  ret i32 %v
}
)";
    };
    VerifyResult enough = run(module("8"));
    INFO(describe(enough));
    CHECK(enough.verdict == Verdict::Verified);
    VerifyResult too_small = run(module("7"));
    INFO(describe(too_small));
    REQUIRE(too_small.verdict == Verdict::Failed);
    CHECK(too_small.violated->kind == PropertyKind::Bounds);
  }
}

TEST_CASE("semantics: memset and memcpy", "[verifier][semantics]") {
  const std::string decls =
      "declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)\n"
      "declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n";
  VerifyResult result = run(asserting(decls,
                                      "  %buf = alloca [8 x i8]\n"
                                      "  call void @llvm.memset.p0.i64(ptr %buf, i8 -85, i64 8, i1 false)\n"
                                      "  %w = load i32, ptr %buf\n  %a = icmp eq i32 %w, -1414812757\n"  // 0xABABABAB
                                      "  %x = call i32 @__VERIFIER_nondet_int()\n"
                                      "  %src = alloca i32\n  store i32 %x, ptr %src\n"
                                      "  %dst = getelementptr inbounds i8, ptr %buf, i64 2\n"
                                      "  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr %src, i64 4, i1 false)\n"
                                      "  %y = load i32, ptr %dst\n  %b = icmp eq i32 %y, %x\n"
                                      "  %first = load i16, ptr %buf\n  %c = icmp eq i16 %first, -21589\n"  // 0xABAB
                                      "  %r = and i1 %a, %b\n  %ok = and i1 %r, %c\n"));
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("semantics: a memcpy past the end of its source is a bounds violation", "[verifier][semantics]") {
  VerifyResult result = run(asserting("declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)\n"
                                      "@small = global [3 x i8] zeroinitializer\n",
                                      "  %dst = alloca [8 x i8]\n"
                                      "  call void @llvm.memcpy.p0.p0.i64(ptr %dst, ptr @small, i64 4, i1 false)\n"
                                      "  %ok = icmp eq i32 0, 0\n"));
  INFO(describe(result));
  REQUIRE(result.verdict == Verdict::Failed);
  CHECK(result.violated->kind == PropertyKind::Bounds);
  CHECK(contains(result.violated->message, "memcpy"));
}

TEST_CASE("semantics: i1 values in memory", "[verifier][semantics]") {
  VerifyResult result = run(asserting("",
                                      "  %slot = alloca i8\n"
                                      "  store i1 true, ptr %slot\n"
                                      "  %byte = load i8, ptr %slot\n  %a = icmp eq i8 %byte, 1\n"
                                      "  %flag = load i1, ptr %slot\n"
                                      "  %ok = and i1 %a, %flag\n"));
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("semantics: llvm.assume and freeze", "[verifier][semantics]") {
  VerifyResult result = run(asserting("declare void @llvm.assume(i1)\n",
                                      "  %x = call i32 @__VERIFIER_nondet_int()\n"
                                      "  %pos = icmp sgt i32 %x, 100\n"
                                      "  call void @llvm.assume(i1 %pos)\n"
                                      "  %f = freeze i32 %x\n"
                                      "  %ok = icmp sgt i32 %f, 50\n"));
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("semantics: a declared function returns any value, with a warning", "[verifier][semantics]") {
  VerifyResult result = run(asserting("declare i32 @external(i32)\n",
                                      "  %r = call i32 @external(i32 1)\n"
                                      "  %ok = icmp ne i32 %r, 12345\n"));
  INFO(describe(result));
  REQUIRE(result.verdict == Verdict::Failed);
  bool warned = false;
  for (const std::string& warning : result.warnings) warned |= contains(warning, "external");
  CHECK(warned);
}

TEST_CASE("semantics: memory written differently on merged paths", "[verifier][semantics]") {
  // if (x > 0) g = 1; else if (x == 0) g = 2; /* else unchanged: 7 */  then check g.
  const std::string ir = std::string(kDeclarations) + assert_message("m", "g") + R"(
@g = global i32 7
define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  %pos = icmp sgt i32 %x, 0
  br i1 %pos, label %one, label %notpos
one:
  store i32 1, ptr @g
  br label %join
notpos:
  %zero = icmp eq i32 %x, 0
  br i1 %zero, label %two, label %join
two:
  store i32 2, ptr @g
  br label %join
join:
  %v = load i32, ptr @g
  %iszero = icmp eq i32 %x, 0
  %e0 = select i1 %iszero, i32 2, i32 7
  %e = select i1 %pos, i32 1, i32 %e0
  %ok = icmp eq i32 %v, %e
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult result = run(ir);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}
