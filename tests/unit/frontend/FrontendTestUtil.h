// What the frontend tests share: the path of a fixture file beside them and
// a module parsed from textual IR.
#pragma once

#include <catch2/catch.hpp>

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <memory>
#include <string>

namespace frontend_test {

/// `name` in this test folder (SWARMBMC_TEST_DATA, set by tests/CMakeLists.txt).
inline std::string fixture(const std::string& name) { return std::string(SWARMBMC_TEST_DATA) + "/" + name; }

/// The module of textual IR `text`; a parse error is printed and fails the test.
inline std::unique_ptr<llvm::Module> parse_ir(const char* text, llvm::LLVMContext& context) {
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> module = llvm::parseAssemblyString(text, diagnostic, context);
  if (!module) diagnostic.print("test", llvm::errs());
  REQUIRE(module);
  return module;
}

}  // namespace frontend_test
