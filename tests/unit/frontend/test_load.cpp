// load_program: inputs of each kind, and one-line InputErrors for bad ones.
#include <catch2/catch.hpp>

#include <llvm/ADT/SmallString.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <cstdlib>
#include <optional>
#include <string>

#include "frontend/Frontend.h"
#include "FrontendTestUtil.h"

using swarmbmc::frontend::FrontendOptions;
using swarmbmc::frontend::InputError;
using swarmbmc::frontend::load_program;

namespace {

using frontend_test::fixture;

/// The InputError message load_program throws for `path` (fails the test if none).
std::string load_error(const std::string& path, const FrontendOptions& options = {}) {
  llvm::LLVMContext context;
  try {
    load_program(path, options, context);
  } catch (const InputError& e) {
    return e.what();
  }
  FAIL("load_program(" << path << ") did not throw InputError");
  return {};
}

/// Every InputError: one line, naming the file.
void check_message_shape(const std::string& message, const std::string& path) {
  INFO("message: " << message);
  CHECK(message.find('\n') == std::string::npos);
  CHECK(message.find(path) != std::string::npos);
}

/// Sets an environment variable for one scope, restoring the old value.
class ScopedEnv {
 public:
  ScopedEnv(const char* name, const char* value) : name_(name) {
    if (const char* old = std::getenv(name)) {
      old_ = old;
    }
    ::setenv(name, value, 1);
  }
  ~ScopedEnv() {
    if (old_) {
      ::setenv(name_, old_->c_str(), 1);
    } else {
      ::unsetenv(name_);
    }
  }

 private:
  const char* name_;
  std::optional<std::string> old_;
};

/// A temporary file named *.<suffix>, removed at scope exit.
struct TempFile {
  explicit TempFile(const char* suffix) {
    REQUIRE(!llvm::sys::fs::createTemporaryFile("swarmbmc-test", suffix, path));
  }
  ~TempFile() { llvm::sys::fs::remove(path); }
  std::string str() const { return path.str().str(); }
  llvm::SmallString<128> path;
};

bool has_debug_location(const llvm::Module& module) {
  for (const llvm::Function& function : module) {
    for (const llvm::BasicBlock& block : function) {
      for (const llvm::Instruction& instruction : block) {
        if (instruction.getDebugLoc()) {
          return true;
        }
      }
    }
  }
  return false;
}

}  // namespace

TEST_CASE("a C file compiles to a module with main and debug info", "[frontend]") {
  llvm::LLVMContext context;
  auto module = load_program(fixture("simple.c"), {}, context);
  REQUIRE(module);
  const llvm::Function* main_function = module->getFunction("main");
  REQUIRE(main_function != nullptr);
  CHECK(!main_function->isDeclaration());
  CHECK(main_function->getSubprogram() != nullptr);
  CHECK(has_debug_location(*module));
  CHECK(module->getModuleIdentifier() == fixture("simple.c"));
  // -fno-discard-value-names: the parameter keeps its source name.
  const llvm::Function* sum_to = module->getFunction("sum_to");
  REQUIRE(sum_to != nullptr);
  CHECK(sum_to->getArg(0)->getName() == "n");
}

TEST_CASE("user -I and -D reach clang", "[frontend]") {
  FrontendOptions options;
  options.include_dirs.push_back(fixture("inc"));
  options.defines.push_back("FIXTURE_VALUE=42");
  llvm::LLVMContext context;
  auto module = load_program(fixture("defines.c"), options, context);
  REQUIRE(module);
  CHECK(module->getFunction("main") != nullptr);
}

TEST_CASE("a preprocessed .i file compiles", "[frontend]") {
  llvm::LLVMContext context;
  auto module = load_program(fixture("preprocessed.i"), {}, context);
  REQUIRE(module);
  CHECK(module->getFunction("twice") != nullptr);
}

TEST_CASE("a .ll file loads, and loses optnone", "[frontend]") {
  llvm::LLVMContext context;
  auto module = load_program(fixture("loop.ll"), {}, context);
  REQUIRE(module);
  const llvm::Function* count = module->getFunction("count");
  REQUIRE(count != nullptr);
  CHECK(!count->hasFnAttribute(llvm::Attribute::OptimizeNone));
  CHECK(!module->getFunction("main")->hasFnAttribute(llvm::Attribute::OptimizeNone));
}

TEST_CASE("a .bc file loads", "[frontend]") {
  TempFile bitcode("bc");
  {
    llvm::LLVMContext context;
    llvm::SMDiagnostic diagnostic;
    auto module = llvm::parseAssemblyFile(fixture("loop.ll"), diagnostic, context);
    REQUIRE(module);
    std::error_code ec;
    llvm::raw_fd_ostream out(bitcode.path, ec);
    REQUIRE(!ec);
    llvm::WriteBitcodeToFile(*module, out);
  }
  llvm::LLVMContext context;
  auto module = load_program(bitcode.str(), {}, context);
  REQUIRE(module);
  CHECK(module->getFunction("count") != nullptr);
}

TEST_CASE("unsupported extensions are rejected by name", "[frontend][errors]") {
  CHECK(load_error("prog.foo") ==
        "unsupported input file type 'prog.foo' (expected .c, .i, .bc or .ll)");
  CHECK(load_error("prog") == "unsupported input file type 'prog' (expected .c, .i, .bc or .ll)");
}

TEST_CASE("a missing file is an InputError", "[frontend][errors]") {
  const std::string path = fixture("does_not_exist.c");
  CHECK(load_error(path) == "cannot read '" + path + "': No such file or directory");
  const std::string ll = fixture("does_not_exist.ll");
  CHECK(load_error(ll) == "cannot read '" + ll + "': No such file or directory");
}

TEST_CASE("a directory is an InputError", "[frontend][errors]") {
  llvm::SmallString<128> directory;
  REQUIRE(!llvm::sys::fs::createUniqueDirectory("swarmbmc-test", directory));
  llvm::sys::path::append(directory, "dir.ll");
  REQUIRE(!llvm::sys::fs::create_directory(directory));
  const std::string path = directory.str().str();
  const std::string message = load_error(path);
  check_message_shape(message, path);
  CHECK(message.rfind("cannot read '" + path + "': ", 0) == 0);
  llvm::sys::fs::remove_directories(llvm::sys::path::parent_path(directory));
}

TEST_CASE("malformed IR gives a one-line error with a position", "[frontend][errors]") {
  const std::string path = fixture("malformed.ll");
  const std::string message = load_error(path);
  check_message_shape(message, path);
  CHECK(message.rfind("cannot parse '" + path + "' at 4:", 0) == 0);
}

TEST_CASE("IR that fails the verifier is an InputError, not an abort", "[frontend][errors]") {
  const std::string path = fixture("unverifiable.ll");
  const std::string message = load_error(path);
  check_message_shape(message, path);
  CHECK(message == "invalid LLVM IR in '" + path + "': Instruction does not dominate all uses!");
}

TEST_CASE("broken bitcode is an InputError, not an abort", "[frontend][errors]") {
  TempFile bitcode("bc");
  {
    llvm::LLVMContext context;
    llvm::SMDiagnostic diagnostic;
    // Unlike parseAssemblyFile, this does not abort on the broken module.
    auto parsed = llvm::parseAssemblyFileWithIndexNoUpgradeDebugInfo(
        fixture("unverifiable.ll"), diagnostic, context, nullptr,
        [](llvm::StringRef, llvm::StringRef) { return std::nullopt; });
    REQUIRE(parsed.Mod);
    std::error_code ec;
    llvm::raw_fd_ostream out(bitcode.path, ec);
    REQUIRE(!ec);
    llvm::WriteBitcodeToFile(*parsed.Mod, out);
  }
  const std::string message = load_error(bitcode.str());
  check_message_shape(message, bitcode.str());
  CHECK(message.rfind("invalid LLVM IR in '", 0) == 0);
}

TEST_CASE("garbage bitcode gives a one-line error", "[frontend][errors]") {
  TempFile bitcode("bc");
  {
    std::error_code ec;
    llvm::raw_fd_ostream out(bitcode.path, ec);
    REQUIRE(!ec);
    out << "BC\xC0\xDE" << std::string(64, '\x5a');  // bitcode magic, then junk
  }
  const std::string message = load_error(bitcode.str());
  check_message_shape(message, bitcode.str());
  CHECK(message.rfind("cannot parse '" + bitcode.str() + "': ", 0) == 0);
}

TEST_CASE("a missing or declared-only entry is an InputError", "[frontend][errors]") {
  const std::string path = fixture("loop.ll");
  FrontendOptions options;
  options.entry = "nope";
  CHECK(load_error(path, options) == "entry function 'nope' is not defined in '" + path + "'");
  options.entry = "external";  // only declared
  CHECK(load_error(path, options) == "entry function 'external' is not defined in '" + path + "'");
  options.entry = "count";  // defined, not main: fine
  llvm::LLVMContext context;
  CHECK(load_program(path, options, context) != nullptr);
}

TEST_CASE("a C syntax error is an InputError", "[frontend][errors]") {
  const std::string path = fixture("syntax_error.c");
  CHECK(load_error(path) ==
        "clang-19 failed to compile '" + path + "' (exit 1); see the messages above");
}

TEST_CASE("a C file without the -D it needs fails to compile", "[frontend][errors]") {
  const std::string path = fixture("defines.c");
  FrontendOptions options;
  options.include_dirs.push_back(fixture("inc"));
  CHECK(load_error(path, options).rfind("clang-19 failed to compile '" + path + "'", 0) == 0);
}

TEST_CASE("SWARMBMC_CLANG chooses the compiler", "[frontend][errors]") {
  SECTION("clang_path follows it") {
    ScopedEnv env("SWARMBMC_CLANG", "/opt/some/clang");
    CHECK(swarmbmc::frontend::clang_path() == "/opt/some/clang");
  }
  SECTION("without it, a clang-19 is found") {
    ScopedEnv env("SWARMBMC_CLANG", "");
    const std::string clang = swarmbmc::frontend::clang_path();
    CHECK(llvm::sys::path::filename(clang) == "clang-19");
    CHECK(llvm::sys::fs::can_execute(clang));
  }
  SECTION("a wrong value is an InputError naming the file") {
    ScopedEnv env("SWARMBMC_CLANG", "/nonexistent/clang-19");
    const std::string path = fixture("simple.c");
    CHECK(load_error(path) == "cannot compile '" + path +
                                  "': SWARMBMC_CLANG='/nonexistent/clang-19' is not an "
                                  "executable file");
  }
}
