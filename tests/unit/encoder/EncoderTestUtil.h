// Shared helpers for the encoder unit tests: parse textual IR (already in
// mem2reg / loop-simplify / LCSSA form, since unit_encoder does not link the
// frontend) and run the verifier on it.
#pragma once

#include <catch2/catch.hpp>

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <memory>
#include <string>

#include "encoder/verify/Verifier.h"

namespace encoder_test {

/// Whether `part` occurs in `text`.
inline bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

/// What the engine recorded of a trace step, its facts joined for a test to
/// compare ("__VERIFIER_nondet_int() = 5", "check(-7)", "[bounds] ..."): the
/// engine keeps facts, the lines people read are report/'s.
inline std::string recorded(const swarmbmc::encoder::TraceStep& step) {
  using Kind = swarmbmc::encoder::TraceStep::Kind;
  switch (step.kind) {
    case Kind::Input: return step.event_name + " = " + step.value.text();
    case Kind::Call: {
      std::string text = step.name + "(";
      for (size_t i = 0; i < step.arguments.size(); ++i) text += (i ? ", " : "") + step.arguments[i].text();
      return text + ")";
    }
    case Kind::Failure: return "[" + step.name + "] " + step.message;
    default: return step.name + " = " + step.value.text();
  }
}

inline const char* kModuleHeader =
    "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n"
    "target triple = \"x86_64-pc-linux-gnu\"\n";

/// Parses `body` (everything after the datalayout/triple lines) and checks
/// the result with LLVM's verifier; fails the test on any problem.
inline std::unique_ptr<llvm::Module> parse_ir(llvm::LLVMContext& context, const std::string& body) {
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> module =
      llvm::parseAssemblyString(std::string(kModuleHeader) + body, diagnostic, context);
  if (!module) {
    std::string text;
    llvm::raw_string_ostream out(text);
    diagnostic.print("fixture", out);
    out.flush();
    FAIL("fixture does not parse: " << text);
  }
  std::string report;
  llvm::raw_string_ostream report_out(report);
  if (llvm::verifyModule(*module, &report_out)) {
    report_out.flush();
    FAIL("fixture is not valid IR: " << report);
  }
  return module;
}

/// A readable summary of a verification result, for INFO/failure messages.
inline std::string describe(const swarmbmc::encoder::VerifyResult& result) {
  std::string text = std::string("verdict ") + swarmbmc::encoder::verdict_name(result.verdict);
  if (!result.reason.empty()) text += ", reason '" + result.reason + "'";
  if (result.violated) text += ", violated '" + result.violated->message + "'";
  for (const std::string& what : result.unwound) text += ", unwound '" + what + "'";
  for (const auto& step : result.trace) text += "\n  trace: " + recorded(step);
  return text;
}

/// Parses `body` and verifies it with the given depth and entry.
inline swarmbmc::encoder::VerifyResult verify_ir(const std::string& body, unsigned depth = 10,
                                                 const std::string& entry = "main",
                                                 double timeout_seconds = 0) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module = parse_ir(context, body);
  swarmbmc::encoder::VerifyOptions options;
  options.depth = depth;
  options.entry = entry;
  options.timeout_seconds = timeout_seconds;
  return swarmbmc::encoder::verify(*module, options);
}

/// The declarations most fixtures need.
inline const char* kDeclarations =
    "declare void @__assert_fail(ptr, ptr, i32, ptr)\n"
    "declare i32 @__VERIFIER_nondet_int()\n"
    "declare i32 @__VERIFIER_nondet_uint()\n"
    "declare i8 @__VERIFIER_nondet_char()\n"
    "declare void @__VERIFIER_assume(i32)\n"
    "@.file = private unnamed_addr constant [7 x i8] c\"test.c\\00\"\n"
    "@.func = private unnamed_addr constant [5 x i8] c\"main\\00\"\n";

/// IR for `assert(cond)` on the i1 value `%<cond>`: branches to a failing
/// `__assert_fail` block, then continues in block `<cond>.ok`. `message` is a
/// global holding the expression text (declare it with assert_message).
inline std::string assert_ir(const std::string& cond, const std::string& message) {
  return "  br i1 %" + cond + ", label %" + cond + ".ok, label %" + cond + ".fail\n" + cond + ".fail:\n" +
         "  call void @__assert_fail(ptr @" + message + ", ptr @.file, i32 1, ptr @.func)\n" +
         "  unreachable\n" + cond + ".ok:\n";
}

/// A global C string `@<name> = "<text>"` (text without quotes or backslashes).
inline std::string assert_message(const std::string& name, const std::string& text) {
  return "@" + name + " = private unnamed_addr constant [" + std::to_string(text.size() + 1) + " x i8] c\"" +
         text + "\\00\"\n";
}

/// A main that loops forever on constants: only a stop (timeout, memory
/// limit, interrupt) ends its unrolling.
inline std::string endless_loop_ir() {
  return std::string(kDeclarations) + R"(
define i32 @main() {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %header ]
  %i.next = add i32 %i, 1
  br label %header
}
)";
}

}  // namespace encoder_test
