// encoder::verify on LLVM intrinsics and switch: each row computes a value
// and asserts the expected result. On constants the assertions fold; on
// symbolic inputs the solver compares with a reference computation in
// plain arithmetic on wider types.
#include <catch2/catch.hpp>

#include <string>
#include <utility>
#include <vector>

#include "EncoderTestUtil.h"
#include "encoder/verify/Verifier.h"

using encoder_test::assert_ir;
using encoder_test::assert_message;
using encoder_test::describe;
using encoder_test::kDeclarations;
using encoder_test::verify_ir;
using swarmbmc::encoder::PropertyKind;
using swarmbmc::encoder::TraceStep;
using swarmbmc::encoder::Verdict;
using swarmbmc::encoder::VerifyResult;

namespace {

struct Row {
  std::string setup;  ///< IR lines defining %v<N> (and anything else), with <N> as "#"
  std::string type;   ///< type of %v#
  std::string expected;
  std::string what;  ///< description, used as the assertion message
};

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
  return text;
}

/// A main that runs every row and asserts `%v<N> == expected`; the message
/// of a failing assertion names the row.
std::string rows_program(const std::string& declarations, const std::vector<Row>& rows) {
  std::string globals, body;
  for (size_t i = 0; i < rows.size(); ++i) {
    const std::string n = std::to_string(i);
    globals += assert_message("m" + n, "row " + n + " " + rows[i].what);
    body += replace_all(rows[i].setup, "#", n);
    body += "  %ok" + n + " = icmp eq " + rows[i].type + " %v" + n + ", " + rows[i].expected + "\n";
    body += assert_ir("ok" + n, "m" + n);
  }
  return std::string(kDeclarations) + declarations + globals + "define i32 @main() {\nentry:\n" + body +
         "  ret i32 0\n}\n";
}

/// One row per overflow intrinsic call: checks both the value and the flag.
Row overflow_row(const std::string& op, const std::string& type, const std::string& a, const std::string& b,
                 const std::string& value, bool overflow) {
  const std::string intrinsic = "@llvm." + op + ".with.overflow." + type;
  const std::string pair = "{ " + type + ", i1 }";
  Row row;
  row.setup = "  %r# = call " + pair + " " + intrinsic + "(" + type + " " + a + ", " + type + " " + b + ")\n" +
              "  %val# = extractvalue " + pair + " %r#, 0\n" + "  %of# = extractvalue " + pair + " %r#, 1\n" +
              "  %valok# = icmp eq " + type + " %val#, " + value + "\n" +
              "  %ofok# = icmp eq i1 %of#, " + (overflow ? "true" : "false") + "\n" +
              "  %v# = and i1 %valok#, %ofok#\n";
  row.type = "i1";
  row.expected = "true";
  row.what = op + "." + type + " of " + a + " and " + b;
  return row;
}

Row call_row(const std::string& type, const std::string& call, const std::string& expected) {
  return {"  %v# = call " + type + " " + call + "\n", type, expected, call.substr(0, call.find('('))};
}

const char* kOverflowDeclarations = R"(
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.usub.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)
)";

const char* kBitDeclarations = R"(
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i8 @llvm.ctpop.i8(i8)
declare i16 @llvm.bswap.i16(i16)
declare i32 @llvm.bswap.i32(i32)
declare i64 @llvm.bswap.i64(i64)
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.bitreverse.i8(i8)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
)";

void require_verified(const std::string& ir) {
  VerifyResult result = verify_ir(ir);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

}  // namespace

TEST_CASE("intrinsics: *.with.overflow on constants", "[verifier][intrinsics]") {
  const std::vector<Row> rows = {
      overflow_row("sadd", "i32", "2147483647", "1", "-2147483648", true),
      overflow_row("sadd", "i32", "100", "200", "300", false),
      overflow_row("sadd", "i32", "-2147483648", "-1", "2147483647", true),
      overflow_row("sadd", "i32", "-1073741824", "-1073741824", "-2147483648", false),
      overflow_row("sadd", "i32", "-5", "3", "-2", false),
      overflow_row("uadd", "i32", "-1", "1", "0", true),
      overflow_row("uadd", "i32", "1", "2", "3", false),
      overflow_row("ssub", "i32", "-2147483648", "1", "2147483647", true),
      overflow_row("ssub", "i32", "0", "-2147483648", "-2147483648", true),
      overflow_row("ssub", "i32", "5", "7", "-2", false),
      overflow_row("ssub", "i32", "-1", "-2147483648", "2147483647", false),
      overflow_row("usub", "i32", "3", "5", "-2", true),
      overflow_row("usub", "i32", "5", "3", "2", false),
      overflow_row("umul", "i32", "65536", "65536", "0", true),
      overflow_row("umul", "i32", "65535", "65537", "-1", false),
      overflow_row("umul", "i32", "-1", "1", "-1", false),
      overflow_row("umul", "i32", "-1", "2", "-2", true),
      overflow_row("smul", "i32", "65536", "32768", "-2147483648", true),
      overflow_row("smul", "i32", "-65536", "32768", "-2147483648", false),
      overflow_row("smul", "i32", "-1", "-2147483648", "-2147483648", true),
      overflow_row("smul", "i32", "-46341", "46341", "2147479015", true),
      overflow_row("umul", "i64", "4294967296", "4294967296", "0", true),
      overflow_row("umul", "i64", "4294967295", "4294967297", "-1", false),
      overflow_row("smul", "i64", "-1", "-9223372036854775808", "-9223372036854775808", true),
  };
  require_verified(rows_program(kOverflowDeclarations, rows));
}

TEST_CASE("intrinsics: *.with.overflow on symbolic i8 inputs match wide arithmetic", "[verifier][intrinsics]") {
  // For each operation: value == trunc(wide result) and flag == (wide result
  // does not fit), where the wide result is computed in i16.
  struct Op {
    const char* name;
    const char* ext;   // how to widen the operands
    const char* wide;  // the i16 operation
    bool is_signed;
  };
  const Op ops[] = {{"sadd", "sext", "add", true},  {"uadd", "zext", "add", false},
                    {"ssub", "sext", "sub", true},  {"usub", "zext", "sub", false},
                    {"smul", "sext", "mul", true},  {"umul", "zext", "mul", false}};
  for (const Op& op : ops) {
    INFO(op.name);
    const std::string fits =
        op.is_signed ? "  %lo = icmp sge i16 %w, -128\n  %hi = icmp sle i16 %w, 127\n  %fits = and i1 %lo, %hi\n"
                     : "  %fits = icmp ule i16 %w, 255\n";
    const std::string body = std::string("  %a = call i8 @__VERIFIER_nondet_char()\n") +
                             "  %b = call i8 @__VERIFIER_nondet_char()\n" +
                             "  %r = call { i8, i1 } @llvm." + op.name + ".with.overflow.i8(i8 %a, i8 %b)\n" +
                             "  %val = extractvalue { i8, i1 } %r, 0\n" +
                             "  %of = extractvalue { i8, i1 } %r, 1\n" +
                             "  %aw = " + op.ext + " i8 %a to i16\n" +
                             "  %bw = " + op.ext + " i8 %b to i16\n" +
                             "  %w = " + op.wide + " i16 %aw, %bw\n" + fits +
                             "  %expected_of = xor i1 %fits, true\n" +
                             "  %t = trunc i16 %w to i8\n" +
                             "  %valok = icmp eq i8 %val, %t\n" +
                             "  %ofok = icmp eq i1 %of, %expected_of\n" +
                             "  %ok = and i1 %valok, %ofok\n" + assert_ir("ok", "m");
    const std::string ir = std::string(kDeclarations) + kOverflowDeclarations +
                           assert_message("m", std::string(op.name) + " matches") +
                           "define i32 @main() {\nentry:\n" + body + "  ret i32 0\n}\n";
    VerifyResult result = verify_ir(ir);
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Verified);
  }
}

TEST_CASE("intrinsics: bit manipulation on constants", "[verifier][intrinsics]") {
  const std::vector<Row> rows = {
      call_row("i32", "@llvm.ctlz.i32(i32 1, i1 false)", "31"),
      call_row("i32", "@llvm.ctlz.i32(i32 0, i1 false)", "32"),
      call_row("i32", "@llvm.ctlz.i32(i32 -2147483648, i1 false)", "0"),
      call_row("i32", "@llvm.ctlz.i32(i32 15728640, i1 true)", "8"),  // 0x00F00000
      call_row("i32", "@llvm.cttz.i32(i32 8, i1 false)", "3"),
      call_row("i32", "@llvm.cttz.i32(i32 0, i1 false)", "32"),
      call_row("i32", "@llvm.cttz.i32(i32 -2147483648, i1 false)", "31"),
      call_row("i32", "@llvm.cttz.i32(i32 -1, i1 true)", "0"),
      call_row("i32", "@llvm.ctpop.i32(i32 61680)", "8"),  // 0xF0F0
      call_row("i32", "@llvm.ctpop.i32(i32 -1)", "32"),
      call_row("i32", "@llvm.ctpop.i32(i32 0)", "0"),
      call_row("i16", "@llvm.bswap.i16(i16 4660)", "13330"),              // 0x1234 -> 0x3412
      call_row("i32", "@llvm.bswap.i32(i32 287454020)", "1144201745"),    // 0x11223344 -> 0x44332211
      call_row("i64", "@llvm.bswap.i64(i64 72623859790382856)", "578437695752307201"),  // 0x0102..08 -> 0x0807..01
      call_row("i32", "@llvm.fshl.i32(i32 305419896, i32 -1698898192, i32 8)", "878082202"),   // 0x3456789A
      call_row("i32", "@llvm.fshl.i32(i32 305419896, i32 -1698898192, i32 0)", "305419896"),   // a
      call_row("i32", "@llvm.fshl.i32(i32 305419896, i32 -1698898192, i32 36)", "591751049"),  // 0x23456789
      call_row("i32", "@llvm.fshr.i32(i32 305419896, i32 -1698898192, i32 8)", "2023406814"),  // 0x789ABCDE
      call_row("i32", "@llvm.fshr.i32(i32 305419896, i32 -1698898192, i32 0)", "-1698898192"), // b
      call_row("i8", "@llvm.bitreverse.i8(i8 1)", "-128"),
      call_row("i8", "@llvm.bitreverse.i8(i8 6)", "96"),
      call_row("i32", "@llvm.bitreverse.i32(i32 1)", "-2147483648"),
      call_row("i32", "@llvm.smax.i32(i32 -3, i32 2)", "2"),
      call_row("i32", "@llvm.smin.i32(i32 -3, i32 2)", "-3"),
      call_row("i32", "@llvm.umax.i32(i32 -3, i32 2)", "-3"),
      call_row("i32", "@llvm.umin.i32(i32 -3, i32 2)", "2"),
      call_row("i32", "@llvm.abs.i32(i32 -5, i1 false)", "5"),
      call_row("i32", "@llvm.abs.i32(i32 7, i1 false)", "7"),
  };
  require_verified(rows_program(kBitDeclarations, rows));
}

TEST_CASE("intrinsics: bit manipulation on symbolic inputs", "[verifier][intrinsics]") {
  SECTION("ctpop.i8 is the sum of the bits") {
    std::string body = "  %x = call i8 @__VERIFIER_nondet_char()\n  %v = call i8 @llvm.ctpop.i8(i8 %x)\n"
                       "  %s0 = and i8 %x, 1\n";
    for (int i = 1; i < 8; ++i) {
      const std::string n = std::to_string(i), p = std::to_string(i - 1);
      body += "  %sh" + n + " = lshr i8 %x, " + n + "\n  %b" + n + " = and i8 %sh" + n + ", 1\n" + "  %s" + n +
              " = add i8 %s" + p + ", %b" + n + "\n";
    }
    body += "  %ok = icmp eq i8 %v, %s7\n" + assert_ir("ok", "m");
    require_verified(std::string(kDeclarations) + kBitDeclarations + assert_message("m", "ctpop") +
                     "define i32 @main() {\nentry:\n" + body + "  ret i32 0\n}\n");
  }
  SECTION("bswap twice is the identity; fshl(x, x, s) is a rotation") {
    const std::string body =
        "  %x32 = call i32 @__VERIFIER_nondet_int()\n"
        "  %once = call i32 @llvm.bswap.i32(i32 %x32)\n"
        "  %twice = call i32 @llvm.bswap.i32(i32 %once)\n"
        "  %ok1 = icmp eq i32 %twice, %x32\n" +
        assert_ir("ok1", "m") +
        "  %x = call i8 @__VERIFIER_nondet_char()\n"
        "  %s.raw = call i8 @__VERIFIER_nondet_char()\n"
        "  %s = and i8 %s.raw, 7\n"
        "  %rot = call i8 @llvm.fshl.i8(i8 %x, i8 %x, i8 %s)\n"
        "  %left = shl i8 %x, %s\n"
        "  %back = sub i8 8, %s\n"
        "  %xw = zext i8 %x to i16\n"
        "  %backw = zext i8 %back to i16\n"
        "  %rightw = lshr i16 %xw, %backw\n"
        "  %right = trunc i16 %rightw to i8\n"
        "  %expected = or i8 %left, %right\n"
        "  %ok2 = icmp eq i8 %rot, %expected\n" +
        assert_ir("ok2", "m");
    require_verified(std::string(kDeclarations) + kBitDeclarations + assert_message("m", "identities") +
                     "define i32 @main() {\nentry:\n" + body + "  ret i32 0\n}\n");
  }
}

// --- switch ---------------------------------------------------------------------------

namespace {

/// switch with cases 1,2 -> a (10), 3,6 -> b (20), 4,5 -> join directly (40),
/// default -> other (30); then asserts `assertion` on %v and %x.
std::string switch_program(const std::string& assertion_ir) {
  return std::string(kDeclarations) + assert_message("m", "switch") + R"(
define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  switch i32 %x, label %other [
    i32 1, label %a
    i32 2, label %a
    i32 3, label %b
    i32 4, label %join
    i32 5, label %join
    i32 6, label %b
  ]
a:
  br label %join
b:
  br label %join
other:
  br label %join
join:
  %v = phi i32 [ 10, %a ], [ 20, %b ], [ 30, %other ], [ 40, %entry ], [ 40, %entry ]
)" + assertion_ir + assert_ir("ok", "m") + "  ret i32 0\n}\n";
}

long long input_value(const VerifyResult& result) {
  for (const TraceStep& step : result.trace)
    if (step.kind == TraceStep::Kind::Input) return std::stoll(step.value.text());
  FAIL("no input in the trace");
  return 0;
}

}  // namespace

TEST_CASE("switch: cases sharing a successor", "[verifier][switch]") {
  SECTION("every case reaches its successor with the right phi value") {
    const std::string reference =
        "  %is1 = icmp eq i32 %x, 1\n  %is2 = icmp eq i32 %x, 2\n  %isa = or i1 %is1, %is2\n"
        "  %is3 = icmp eq i32 %x, 3\n  %is6 = icmp eq i32 %x, 6\n  %isb = or i1 %is3, %is6\n"
        "  %is4 = icmp eq i32 %x, 4\n  %is5 = icmp eq i32 %x, 5\n  %isj = or i1 %is4, %is5\n"
        "  %e1 = select i1 %isj, i32 40, i32 30\n"
        "  %e2 = select i1 %isb, i32 20, i32 %e1\n"
        "  %e3 = select i1 %isa, i32 10, i32 %e2\n"
        "  %ok = icmp eq i32 %v, %e3\n";
    VerifyResult result = verify_ir(switch_program(reference));
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Verified);
  }
  SECTION("a failing assertion per successor: the model's input is one of its cases") {
    struct Expect {
      int value;
      std::vector<long long> inputs;
    };
    for (const Expect& expect : {Expect{10, {1, 2}}, Expect{20, {3, 6}}, Expect{40, {4, 5}}}) {
      INFO("v != " << expect.value);
      VerifyResult result =
          verify_ir(switch_program("  %ok = icmp ne i32 %v, " + std::to_string(expect.value) + "\n"));
      INFO(describe(result));
      REQUIRE(result.verdict == Verdict::Failed);
      CHECK(result.violated->kind == PropertyKind::Assertion);
      const long long x = input_value(result);
      CHECK((x == expect.inputs[0] || x == expect.inputs[1]));
    }
  }
  SECTION("each case value reaches its successor") {
    // assume(x == k); assert(v != expected): must fail, so the path for k
    // exists and carries the expected value.
    const std::pair<int, int> cases[] = {{1, 10}, {2, 10}, {3, 20}, {4, 40}, {5, 40}, {6, 20}, {0, 30}, {7, 30}};
    for (auto [k, expected] : cases) {
      INFO("x == " << k);
      VerifyResult result = verify_ir(switch_program(
          "  %isk = icmp eq i32 %x, " + std::to_string(k) + "\n  %iskz = zext i1 %isk to i32\n" +
          "  call void @__VERIFIER_assume(i32 %iskz)\n" + "  %ok = icmp ne i32 %v, " + std::to_string(expected) +
          "\n"));
      INFO(describe(result));
      REQUIRE(result.verdict == Verdict::Failed);
      CHECK(input_value(result) == k);
    }
  }
  SECTION("the default successor is not taken by any case") {
    const std::string not_a_case =
        "  %isdefault = icmp eq i32 %v, 30\n"
        "  %lo = icmp slt i32 %x, 1\n  %hi = icmp sgt i32 %x, 6\n  %outside = or i1 %lo, %hi\n"
        "  %ok = icmp eq i1 %isdefault, %outside\n";
    VerifyResult result = verify_ir(switch_program(not_a_case));
    INFO(describe(result));
    CHECK(result.verdict == Verdict::Verified);
  }
}

TEST_CASE("switch: the default shares its successor with a case", "[verifier][switch]") {
  const std::string ir = std::string(kDeclarations) + assert_message("m", "v == (x == 2 ? 2 : 1)") + R"(
define i32 @main() {
entry:
  %x = call i32 @__VERIFIER_nondet_int()
  switch i32 %x, label %one [
    i32 1, label %one
    i32 2, label %two
    i32 7, label %one
  ]
one:
  br label %join
two:
  br label %join
join:
  %v = phi i32 [ 1, %one ], [ 2, %two ]
  %is2 = icmp eq i32 %x, 2
  %e = select i1 %is2, i32 2, i32 1
  %ok = icmp eq i32 %v, %e
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult result = verify_ir(ir);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
}

TEST_CASE("switch: a constant condition folds to one successor", "[verifier][switch]") {
  const std::string ir = std::string(kDeclarations) + assert_message("m", "v == 20") + R"(
define i32 @main() {
entry:
  %x = add i32 3, 3
  switch i32 %x, label %other [
    i32 1, label %a
    i32 6, label %b
  ]
a:
  br label %join
b:
  br label %join
other:
  br label %join
join:
  %v = phi i32 [ 10, %a ], [ 20, %b ], [ 30, %other ]
  %ok = icmp eq i32 %v, 20
)" + assert_ir("ok", "m") + "  ret i32 0\n}\n";
  VerifyResult result = verify_ir(ir);
  INFO(describe(result));
  CHECK(result.verdict == Verdict::Verified);
  CHECK(result.statistics.checks == 0u);
}
