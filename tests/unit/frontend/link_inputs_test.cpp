// load_program of several inputs: linked into one program, and one-line
// InputErrors naming both files for what a native link would reject.
#include <catch2/catch.hpp>

#include <llvm/ADT/SmallString.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

#include <string>
#include <vector>

#include "frontend/Frontend.h"

using swarmbmc::frontend::CompileFlags;
using swarmbmc::frontend::FrontendOptions;
using swarmbmc::frontend::InputError;
using swarmbmc::frontend::InputFile;
using swarmbmc::frontend::load_program;

namespace {

/// A temporary folder of source files, removed at scope exit.
class SourceDir {
 public:
  SourceDir() { REQUIRE(!llvm::sys::fs::createUniqueDirectory("swarmbmc-link", dir_)); }
  ~SourceDir() { llvm::sys::fs::remove_directories(dir_); }
  /// Writes `text` to `name` in the folder and returns its path.
  std::string file(const std::string& name, const std::string& text) {
    llvm::SmallString<128> path(dir_);
    llvm::sys::path::append(path, name);
    std::error_code ec;
    llvm::raw_fd_ostream out(path, ec);
    REQUIRE(!ec);
    out << text;
    return path.str().str();
  }

 private:
  llvm::SmallString<128> dir_;
};

std::vector<InputFile> inputs(const std::vector<std::string>& paths) {
  std::vector<InputFile> files;
  for (const std::string& path : paths) files.push_back({path, std::nullopt});
  return files;
}

std::string link_error(const std::vector<InputFile>& files, const FrontendOptions& options = {}) {
  llvm::LLVMContext context;
  try {
    load_program(files, options, context);
  } catch (const InputError& e) {
    INFO(e.what());
    CHECK(std::string(e.what()).find('\n') == std::string::npos);
    return e.what();
  }
  FAIL("load_program did not throw InputError");
  return {};
}

const char* kMain = "int add(int a, int b);\nint main(void) { return add(1, 2) != 3; }\n";
const char* kLib = "int add(int a, int b) {\n  return a + b;\n}\n";

}  // namespace

TEST_CASE("two C files link into one program, each function with its own file", "[frontend][link]") {
  SourceDir dir;
  const std::string main_c = dir.file("main.c", kMain);
  const std::string lib_c = dir.file("lib.c", kLib);
  llvm::LLVMContext context;
  auto module = load_program(inputs({main_c, lib_c}), {}, context);
  REQUIRE(module);
  const llvm::Function* add = module->getFunction("add");
  REQUIRE(add != nullptr);
  CHECK(!add->isDeclaration());
  REQUIRE(add->getSubprogram() != nullptr);
  CHECK(add->getSubprogram()->getFilename() == lib_c);
  CHECK(module->getFunction("main")->getSubprogram()->getFilename() == main_c);
  CHECK(module->getModuleIdentifier() == main_c);
}

TEST_CASE("one input without flags is load_program of its path", "[frontend][link]") {
  SourceDir dir;
  const std::string main_c = dir.file("main.c", "int main(void) { return 0; }\n");
  llvm::LLVMContext context;
  auto module = load_program(inputs({main_c}), {}, context);
  REQUIRE(module);
  CHECK(module->getModuleIdentifier() == main_c);
}

TEST_CASE("static functions, weak definitions and unprototyped calls link", "[frontend][link]") {
  SourceDir dir;
  const std::string a = dir.file("a.c",
                                 "static int helper(void) { return 1; }\n"
                                 "int shared(void) __attribute__((weak));\nint shared(void) { return 0; }\n"
                                 "extern int table[];\nint twice();\n"
                                 "int main(void) { return helper() + shared() + table[1] + twice(3); }\n");
  const std::string b = dir.file("b.c",
                                 "static int helper(void) { return 2; }\n"
                                 "int shared(void) { return helper(); }\n"
                                 "int table[4] = {1, 2, 3, 4};\nint twice(int x) { return 2 * x; }\n");
  llvm::LLVMContext context;
  auto module = load_program(inputs({a, b}), {}, context);
  REQUIRE(module);
  CHECK(!module->getFunction("shared")->hasWeakLinkage());  // the strong definition won
  CHECK(!module->getFunction("twice")->isDeclaration());
}

TEST_CASE("a symbol defined in two inputs names both", "[frontend][link][errors]") {
  SourceDir dir;
  const std::string a = dir.file("a.c", "int counter = 1;\nint main(void) { return counter; }\n");
  const std::string b = dir.file("b.c", "int counter = 2;\n");
  CHECK(link_error(inputs({a, b})) ==
        "duplicate definition of 'counter': defined in both '" + a + "' and '" + b + "'");
  const std::string c = dir.file("c.c", "int main(void) { return 0; }\n");
  CHECK(link_error(inputs({a, c})) ==
        "duplicate definition of 'main': defined in both '" + a + "' and '" + c + "'");
}

TEST_CASE("a prototype of another type than the definition names both", "[frontend][link][errors]") {
  SourceDir dir;
  const std::string main_c = dir.file("main.c", "long add(long a);\nint main(void) { return add(1) != 3; }\n");
  const std::string lib_c = dir.file("lib.c", kLib);
  CHECK(link_error(inputs({main_c, lib_c})) == "conflicting types for 'add': declared 'i64 (i64)' in '" + main_c +
                                                   "' but defined 'i32 (i32, i32)' in '" + lib_c + "'");
  // The order of the inputs does not matter.
  CHECK(link_error(inputs({lib_c, main_c})).find("conflicting types for 'add'") == 0);
}

TEST_CASE("a variable declared of another size or kind names both", "[frontend][link][errors]") {
  SourceDir dir;
  const std::string main_c =
      dir.file("main.c", "extern int counter;\nint main(void) { return counter; }\n");
  const std::string wide = dir.file("wide.c", "long long counter = 5;\n");
  CHECK(link_error(inputs({main_c, wide})) == "conflicting types for 'counter': declared 'i32' in '" + main_c +
                                                  "' but defined 'i64' in '" + wide + "'");
  const std::string function = dir.file("function.c", "int counter(void) { return 1; }\n");
  CHECK(link_error(inputs({main_c, function})) == "'counter' is declared as a variable in '" + main_c +
                                                      "' but defined as a function in '" + function + "'");
  const std::string arrays = dir.file("arrays.c", "extern int t[3];\nint main(void) { return t[0]; }\n");
  const std::string longer = dir.file("longer.c", "int t[4];\n");
  CHECK(link_error(inputs({arrays, longer})).find("conflicting types for 't': declared '[3 x i32]'") == 0);
}

TEST_CASE("inputs of two data models name both", "[frontend][link][errors]") {
  SourceDir dir;
  const std::string main_c = dir.file("main.c", kMain);
  const std::string lib_c = dir.file("lib.c", kLib);
  CompileFlags m32;
  m32.ilp32 = true;
  const std::string message = link_error({{main_c, std::nullopt}, {lib_c, m32}});
  CHECK(message.find("mixed data models: '" + main_c + "' is x86_64") == 0);
  CHECK(message.find("(64-bit pointers) but '" + lib_c + "' is i386") != std::string::npos);
  CHECK(message.find("(32-bit pointers)") != std::string::npos);
  // Both 32-bit: fine.
  llvm::LLVMContext context;
  auto module = load_program({{main_c, m32}, {lib_c, m32}}, {}, context);
  CHECK(module->getDataLayout().getPointerSizeInBits() == 32);
}

TEST_CASE("IR naming no target takes the C file's data model", "[frontend][link]") {
  SourceDir dir;
  const std::string main_c = dir.file("main.c", kMain);
  const std::string lib_ll = dir.file("lib.ll",
                                      "define i32 @add(i32 %a, i32 %b) {\n"
                                      "  %s = add i32 %a, %b\n  ret i32 %s\n}\n");
  llvm::LLVMContext context;
  auto module = load_program(inputs({main_c, lib_ll}), {}, context);
  REQUIRE(module);
  CHECK(!module->getFunction("add")->isDeclaration());
  CHECK(module->getTargetTriple().find("x86_64") == 0);
}

TEST_CASE("several inputs: a missing file, no entry, a bad file name it", "[frontend][link][errors]") {
  SourceDir dir;
  const std::string main_c = dir.file("main.c", kMain);
  const std::string lib_c = dir.file("lib.c", kLib);
  const std::string missing = lib_c + ".gone.c";
  CHECK(link_error(inputs({main_c, missing})) == "cannot read '" + missing + "': No such file or directory");
  FrontendOptions options;
  options.entry = "start";
  CHECK(link_error(inputs({main_c, lib_c}), options) ==
        "entry function 'start' is not defined in any of '" + main_c + "', '" + lib_c + "'");
  const std::string broken = dir.file("broken.ll", "define i32 @add( {\n");
  CHECK(link_error(inputs({main_c, broken})).find("cannot parse '" + broken + "' at 2:1: ") == 0);
  const std::string header = dir.file("lib.h", "int add(int, int);\n");
  CHECK(link_error(inputs({main_c, header})) ==
        "unsupported input file type '" + header + "' (expected .c, .i, .bc or .ll)");
}

TEST_CASE("a database's flags compile the file they belong to", "[frontend][link]") {
  SourceDir dir;
  const std::string main_c = dir.file("main.c", "#include \"config.h\"\nint main(void) { return VALUE - LIMIT; }\n");
  dir.file("config.h", "#define LIMIT 7\n");
  CompileFlags flags;
  flags.preprocessor = {"-I" + llvm::sys::path::parent_path(main_c).str(), "-DVALUE=7"};
  flags.language = {"-std=c99"};
  llvm::LLVMContext context;
  CHECK(load_program({{main_c, flags}}, {}, context) != nullptr);
  // Without them, VALUE is undeclared.
  CHECK(link_error({{main_c, std::nullopt}}).find("failed to compile '" + main_c + "'") != std::string::npos);
}
