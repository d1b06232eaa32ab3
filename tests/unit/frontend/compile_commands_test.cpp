// Compilation databases: command lines split as a shell would, each
// entry's flags sorted into kept, dropped and unknown, files selected.
#include <catch2/catch.hpp>

#include <llvm/ADT/SmallString.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/raw_ostream.h>

#include <string>
#include <vector>

#include "frontend/CompileCommands.h"

using swarmbmc::frontend::CompileCommandsInputs;
using swarmbmc::frontend::CompileFlags;
using swarmbmc::frontend::InputError;
using swarmbmc::frontend::inputs_from_compile_commands;
using swarmbmc::frontend::split_command_line;
using swarmbmc::frontend::translate_arguments;
using Words = std::vector<std::string>;

namespace {

/// A temporary project folder, removed at scope exit.
class Project {
 public:
  Project() {
    REQUIRE(!llvm::sys::fs::createUniqueDirectory("swarmbmc-ccdb", dir_));
    llvm::SmallString<128> real;
    REQUIRE(!llvm::sys::fs::real_path(dir_, real));  // /tmp may be a link
    dir_ = real;
  }
  ~Project() { llvm::sys::fs::remove_directories(dir_); }
  std::string path(const std::string& name) const {
    llvm::SmallString<128> path(dir_);
    llvm::sys::path::append(path, name);
    return path.str().str();
  }
  std::string file(const std::string& name, const std::string& text) {
    const std::string where = path(name);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(where));
    std::error_code ec;
    llvm::raw_fd_ostream out(where, ec);
    REQUIRE(!ec);
    out << text;
    return where;
  }
  std::string dir() const { return dir_.str().str(); }

 private:
  llvm::SmallString<128> dir_;
};

std::string database_error(const std::string& database, const Words& files = {}) {
  try {
    inputs_from_compile_commands(database, files);
  } catch (const InputError& e) {
    CHECK(std::string(e.what()).find('\n') == std::string::npos);
    return e.what();
  }
  FAIL("inputs_from_compile_commands did not throw InputError");
  return {};
}

}  // namespace

TEST_CASE("command strings split as a shell splits them", "[frontend][compile-commands]") {
  CHECK(split_command_line("cc  -c\tmain.c") == Words{"cc", "-c", "main.c"});
  CHECK(split_command_line("cc -DNAME=\"a b\" -DQ='x \"y\"' a\\ b.c") ==
        Words{"cc", "-DNAME=a b", "-DQ=x \"y\"", "a b.c"});
  CHECK(split_command_line("cc -DS=\"\\\"text\\\"\" -DP=\"\\n\"") == Words{"cc", "-DS=\"text\"", "-DP=\\n"});
  CHECK(split_command_line("cc '' x") == Words{"cc", "", "x"});
  CHECK(split_command_line("  ").empty());
}

TEST_CASE("an entry's flags: kept with absolute paths, dropped, unknown", "[frontend][compile-commands]") {
  const Words argv = {"/usr/bin/gcc", "-Iinc", "-I", "/abs/inc", "-DX=1", "-D", "Y", "-UZ", "-std=c11",
                      "-include", "cfg.h", "-isystem", "sys", "-O2", "-Wall", "-Werror", "-fsanitize=address",
                      "-MD", "-MF", "dep.d", "-o", "out.o", "-c", "-g3", "../src/a.c", "-fPIC",
                      "-funsigned-char", "-fopenmp", "-x", "c", "-m32"};
  Words dropped, unknown;
  const CompileFlags flags = translate_arguments(argv, "/p/build", "/p/src/a.c", dropped, unknown);
  CHECK(flags.preprocessor == Words{"-I/p/build/inc", "-I/abs/inc", "-DX=1", "-DY", "-UZ", "-include",
                                    "/p/build/cfg.h", "-isystem", "/p/build/sys"});
  CHECK(flags.language == Words{"-std=c11", "-funsigned-char"});
  CHECK(flags.ilp32);
  CHECK(dropped == Words{"-O2", "-Wall", "-Werror", "-fsanitize=address", "-MD", "-MF", "-o", "-c", "-g3", "-fPIC"});
  CHECK(unknown == Words{"-fopenmp"});
}

TEST_CASE("odd arguments never throw: they are unknown", "[frontend][compile-commands]") {
  Words dropped, unknown;
  const CompileFlags flags = translate_arguments({"cc", "other.c", "-x", "c++", "@rsp", "./main.c", "-D"}, "/d",
                                                 "/d/main.c", dropped, unknown);
  CHECK(flags.preprocessor.empty());
  CHECK(unknown == Words{"other.c", "-x c++", "@rsp", "-D without a value"});
  CHECK(!flags.ilp32);
}

TEST_CASE("a database selects its C entries, or the files named", "[frontend][compile-commands]") {
  Project project;
  project.file("src/a.c", "int main(void) { return 0; }\n");
  project.file("src/b.c", "int b;\n");
  const std::string database = project.file(
      "build/compile_commands.json",
      "[{\"directory\": \"" + project.path("build") +
          "\", \"file\": \"../src/a.c\", \"arguments\": [\"cc\", \"-DA\", \"-O2\", \"-c\", \"../src/a.c\"]},\n"
          " {\"directory\": \"" + project.path("build") + "\", \"file\": \"" + project.path("src/b.c") +
          "\", \"command\": \"cc -DB -fopenmp -c " + project.path("src/b.c") + "\"},\n"
          " {\"directory\": \"" + project.path("build") + "\", \"file\": \"../src/b.c\", \"command\": \"cc -DAGAIN\"},\n"
          " {\"directory\": \".\", \"file\": \"x.cpp\", \"command\": \"c++ -c x.cpp\"}]\n");
  SECTION("all") {
    const CompileCommandsInputs all = inputs_from_compile_commands(database, {});
    REQUIRE(all.inputs.size() == 2);
    CHECK(all.inputs[0].path == project.path("src/a.c"));  // not below the current directory
    REQUIRE(all.inputs[0].flags);
    CHECK(all.inputs[0].flags->preprocessor == Words{"-DA"});
    CHECK(all.inputs[1].flags->preprocessor == Words{"-DB"});
    CHECK(all.dropped == Words{"-O2", "-c"});
    CHECK(all.unknown == Words{"-fopenmp"});
    REQUIRE(all.notes.size() == 2);
    CHECK(all.notes[0].find("is listed more than once") != std::string::npos);
    CHECK(all.notes[1].find("skipped 1 entry of '" + database + "' that is not C") == 0);
  }
  SECTION("named, by any spelling of their path") {
    const std::string b = project.path("build/../src/b.c");
    const std::string loose = project.file("loose.c", "int loose;\n");
    const CompileCommandsInputs named = inputs_from_compile_commands(database, {b, loose});
    REQUIRE(named.inputs.size() == 2);
    CHECK(named.inputs[0].path == b);
    REQUIRE(named.inputs[0].flags);
    CHECK(named.inputs[0].flags->preprocessor == Words{"-DB"});
    CHECK(!named.inputs[1].flags);
    REQUIRE(named.notes.size() == 1);
    CHECK(named.notes[0] == "'" + loose + "' is not listed in '" + database +
                                "': compiled with the command line's flags only");
  }
}

TEST_CASE("a database that cannot be used is one line naming it", "[frontend][compile-commands][errors]") {
  Project project;
  CHECK(database_error(project.path("none.json")) ==
        "cannot read '" + project.path("none.json") + "': No such file or directory");
  const std::string broken = project.file("broken.json", "[{\"file\": ");
  CHECK(database_error(broken).find("cannot parse '" + broken + "': ") == 0);
  const std::string object = project.file("object.json", "{\"file\": \"a.c\"}");
  CHECK(database_error(object) == "'" + object + "' is not a compilation database (a JSON array of entries)");
  const std::string no_file = project.file("no_file.json", "[{\"directory\": \"/\", \"command\": \"cc\"}]");
  CHECK(database_error(no_file) == "'" + no_file + "' entry 1 has no 'file' (a string)");
  const std::string no_command = project.file("no_command.json", "[{\"directory\": \"/\", \"file\": \"a.c\"}]");
  CHECK(database_error(no_command) == "'" + no_command + "' entry 1 has no 'command' (a string)");
  const std::string bad_arguments =
      project.file("bad_arguments.json", "[{\"directory\": \"/\", \"file\": \"a.c\", \"arguments\": [\"cc\", 1]}]");
  CHECK(database_error(bad_arguments) == "'" + bad_arguments + "' entry 1: 'arguments' is not an array of strings");
  const std::string only_cpp =
      project.file("cpp.json", "[{\"directory\": \"/\", \"file\": \"a.cpp\", \"command\": \"c++ a.cpp\"}]");
  CHECK(database_error(only_cpp) == "'" + only_cpp + "' lists no C file (.c, .i)");
}
