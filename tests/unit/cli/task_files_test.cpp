// `swarmbmc task`'s pieces without processes: property files classified
// (coverage, termination, data race, unknown LTL named, malformed refused,
// `check --property` unchanged), set files and folders expanded, answers
// judged and scored.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include <unistd.h>

#include "cli/PropertyFile.h"
#include "cli/task/TaskFile.h"
#include "cli/task/TaskList.h"
#include "cli/task/TaskReport.h"

using namespace swarmbmc;
namespace fs = std::filesystem;

namespace {

/// A fresh folder under the temporary directory, removed at the end.
struct Scratch {
  fs::path root = fs::temp_directory_path() / ("swarmbmc-task-test-" + std::to_string(::getpid()));
  Scratch() { fs::create_directories(root); }
  ~Scratch() { fs::remove_all(root); }
  std::string write(const std::string& name, const std::string& text) const {
    const fs::path path = root / name;
    fs::create_directories(path.parent_path());
    std::ofstream(path) << text;
    return path.string();
  }
};

std::string kind_of(const Scratch& scratch, const std::string& text, bool* checked = nullptr) {
  std::string error;
  const auto kind = cli::read_task_property_file(scratch.write("p.prp", text), error);
  if (!kind) return "error: " + error;
  if (checked) *checked = kind->checked.has_value();
  return kind->name;
}

}  // namespace

TEST_CASE("task property files: checked, unsupported by name, or an error", "[task]") {
  Scratch scratch;
  bool checked = false;
  CHECK(kind_of(scratch, "CHECK( init(main()), LTL(G ! call(reach_error())) )\n", &checked) == "unreach-call");
  CHECK(checked);
  CHECK(kind_of(scratch, "CHECK( init(main()), LTL(G valid-free) )\nCHECK( init(main()), LTL(G valid-deref) )\n"
                         "CHECK( init(main()), LTL(G valid-memtrack) )\n") == "valid-memsafety");
  CHECK(kind_of(scratch, "CHECK( init(main()), LTL(F end) )\n", &checked) == "termination");
  CHECK_FALSE(checked);  // check answers it unknown: task does not run it
  CHECK(kind_of(scratch, "COVER( init(main()), FQL(COVER EDGES(@CALL(reach_error))) )\n\n", &checked) ==
        "coverage-error-call");
  CHECK_FALSE(checked);
  CHECK(kind_of(scratch, "CHECK( init(main()), FQL(cover EDGES(@DECISIONEDGE)) )\n") == "coverage-branches");
  CHECK(kind_of(scratch, "COVER( init(main()), FQL(COVER EDGES(@CONDITIONEDGE)) )\n") == "coverage-conditions");
  CHECK(kind_of(scratch, "COVER( init(main()), FQL(COVER EDGES(@BASICBLOCKENTRY)) )\n") == "coverage-statements");
  CHECK(kind_of(scratch, "COVER( init(main()), FQL(COVER EDGES(@FUNC(__VERIFIER_error))) )\n") == "coverage-error-call");
  CHECK(kind_of(scratch, "CHECK( init(main()), LTL(G ! data-race) )\n") == "no-data-race");
  CHECK(kind_of(scratch, "CHECK( init(main()), LTL(G def-behavior) )\n") == "def-behavior");
  CHECK(kind_of(scratch, "CHECK( init(main()), LTL(G something-new) )\n") == "LTL(Gsomething-new)");
  // Malformed: unbalanced, two COVER lines, COVER beside CHECK, empty.
  CHECK(kind_of(scratch, "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE) )\n").rfind("error: malformed property file", 0) == 0);
  CHECK(kind_of(scratch, "COVER( init(main()), FQL(a) )\nCOVER( init(main()), FQL(b) )\n").rfind("error: malformed", 0) == 0);
  CHECK(kind_of(scratch, "COVER( init(main()), FQL(a) )\nCHECK( init(main()), LTL(F end) )\n").rfind("error: malformed", 0) == 0);
  CHECK(kind_of(scratch, "\n").rfind("error: malformed", 0) == 0);
  std::string error;
  CHECK_FALSE(cli::read_task_property_file((scratch.root / "nothere.prp").string(), error));
  CHECK(error.find("cannot read property file") == 0);
}

TEST_CASE("check --property still refuses coverage files and knows termination", "[task]") {
  Scratch scratch;
  std::string error;
  CHECK_FALSE(cli::read_property_file(scratch.write("c.prp", "COVER( init(main()), FQL(COVER EDGES(@DECISIONEDGE)) )\n"), error));
  CHECK(error.find("malformed property file") == 0);
  CHECK(cli::read_property_file(scratch.write("t.prp", "CHECK( init(main()), LTL(F end) )\n"), error) ==
        cli::SvProperty::Termination);
}

TEST_CASE("task lists: set files with globs and comments, folders, plain files", "[task]") {
  Scratch scratch;
  for (const char* name : {"loops/b.yml", "loops/a.yml", "loops/x.c", "rec/deep/c.yml", "rec/d.yml"})
    scratch.write(name, "");
  const std::string set = scratch.write("Cat.set", "# comment\nloops/*.yml\n\nrec/*.yml  # trailing\nloops/a.yml\n");
  const std::vector<cli::TaskEntry> listed = cli::list_tasks({set});
  REQUIRE(listed.size() == 3);  // loops/a.yml once
  CHECK(listed[0].name == "loops/a.yml");
  CHECK(listed[1].name == "loops/b.yml");
  CHECK(listed[2].name == "rec/d.yml");
  CHECK(listed[0].category == "Cat");
  const std::vector<cli::TaskEntry> folder = cli::list_tasks({(scratch.root / "rec").string()});
  REQUIRE(folder.size() == 2);
  CHECK(folder[0].name == "d.yml");
  CHECK(folder[0].category == "rec");
  CHECK(folder[1].name == "deep/c.yml");
  CHECK(folder[1].category == "deep");
  const std::vector<cli::TaskEntry> plain = cli::list_tasks({"missing/task.yml"});
  REQUIRE(plain.size() == 1);  // kept: its run reports it
  CHECK(plain[0].category == "missing");
  CHECK_THROWS_WITH(cli::list_tasks({scratch.write("Empty.set", "# nothing\nnone/*.yml\n")}),
                    Catch::Contains("names no task file"));
  CHECK_THROWS_WITH(cli::list_tasks({(scratch.root / "No.set").string()}), Catch::Contains("cannot read set file"));
}

TEST_CASE("task answers: judged against the expectation and scored as SV-COMP does", "[task]") {
  cli::TaskProperty expect_true{"p", true, ""}, expect_deref{"p", false, "valid-deref"}, unstated{"p", std::nullopt, ""};
  CHECK(cli::judge_answer(expect_true, "true") == "correct");
  CHECK(cli::judge_answer(expect_true, "false(unreach-call)") == "wrong");
  CHECK(cli::judge_answer(expect_true, "unknown (timeout)") == "unknown");
  CHECK(cli::judge_answer(expect_deref, "false(valid-deref)") == "correct");
  CHECK(cli::judge_answer(expect_deref, "false(valid-free)") == "wrong");
  CHECK(cli::judge_answer(unstated, "true") == "unknown");
  const auto score = [](const char* answer, const char* result) {
    cli::TaskRow row;
    row.answer = answer;
    row.result = result;
    return cli::row_score(row);
  };
  CHECK(score("true", "correct") == 2);
  CHECK(score("false(unreach-call)", "correct") == 1);
  CHECK(score("true", "wrong") == -32);
  CHECK(score("false(valid-free)", "wrong") == -16);
  CHECK(score("unknown", "unknown") == 0);
  CHECK(score("unsupported", "unsupported") == 0);
}
