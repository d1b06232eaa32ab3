// `swarmbmc task TASK.yml`: runs every property of an SV-COMP task that
// swarmbmc supports, each as its own `swarmbmc check --property` process
// (one process per check keeps the guard's one-run-per-process design),
// and says whether each answer is the expected verdict.
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Program.h>

#include <CLI/CLI.hpp>

#include <fstream>
#include <iostream>
#include <sstream>

#include "Parse.h"
#include "PropertyFile.h"
#include "Subcommands.h"
#include "TaskFile.h"

namespace swarmbmc::cli {
namespace {

struct TaskOptions {
  std::string task_file;
  unsigned timeout_seconds = 0;
  std::vector<std::string> passed;  ///< options passed on to check
  bool verbose = false;
};

/// The property each task property names; throws on a missing or malformed
/// file; nullopt for a well-formed property swarmbmc does not know.
std::optional<SvProperty> property_of(const TaskProperty& property) {
  std::string error;
  std::optional<SvProperty> known = read_property_file(property.property_file, error);
  if (!known && error.rfind("unknown property", 0) != 0) throw std::runtime_error(error);
  return known;
}

std::string last_answer(const std::string& output) {
  std::string answer = "unknown (no answer from the check)", line;
  std::istringstream lines(output);
  while (std::getline(lines, line))
    if (line.rfind("SV-COMP: ", 0) == 0) answer = line.substr(9);
  return answer;
}

/// Runs `swarmbmc check` on one property; returns its SV-COMP answer.
std::string run_check_process(const Task& task, const TaskProperty& property, const TaskOptions& options) {
  if (task.language != "C") return "unknown (language " + task.language + ")";
  if (task.input_files.size() != 1) return "unknown (several input files)";
  const std::string self = llvm::sys::fs::getMainExecutable(nullptr, reinterpret_cast<void*>(&task_main));
  std::vector<std::string> command = {self, "check", task.input_files[0], "--property", property.property_file,
                                      "--no-progress", task.data_model == "ILP32" ? "--32" : "--64"};
  if (options.timeout_seconds) command.insert(command.end(), {"--timeout", std::to_string(options.timeout_seconds)});
  command.insert(command.end(), options.passed.begin(), options.passed.end());
  llvm::SmallString<128> log;
  llvm::sys::fs::createTemporaryFile("swarmbmc-task", "log", log);
  const std::string log_path = log.str().str();
  std::optional<llvm::StringRef> redirects[3] = {std::nullopt, llvm::StringRef(log_path), llvm::StringRef(log_path)};
  std::vector<llvm::StringRef> arguments(command.begin(), command.end());
  std::string error;
  // The check stops itself at --timeout; the margin only ends a stuck one.
  const unsigned hard_limit = options.timeout_seconds ? options.timeout_seconds + 30 : 0;
  llvm::sys::ExecuteAndWait(self, arguments, std::nullopt, redirects, hard_limit, 0, &error);
  std::ifstream in(log_path);
  const std::string output((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  llvm::sys::fs::remove(log_path);
  if (options.verbose) std::cout << output;
  return last_answer(output);
}

std::string expected_text(const TaskProperty& property) {
  if (!property.expected_verdict) return "not stated";
  if (*property.expected_verdict) return "true";
  return property.subproperty.empty() ? "false" : "false(" + property.subproperty + ")";
}

int run_task(const TaskOptions& options) {
  const Task task = read_task_file(options.task_file);
  std::vector<std::optional<SvProperty>> properties;
  for (const TaskProperty& property : task.properties) properties.push_back(property_of(property));  // all checked first
  unsigned correct = 0, wrong = 0, unknown = 0;
  for (size_t i = 0; i < task.properties.size(); ++i) {
    const TaskProperty& property = task.properties[i];
    if (!properties[i]) {
      std::cout << property.property_file << ": skipped (property not supported)\n";
      continue;
    }
    const std::string answer = run_check_process(task, property, options);
    const std::string judged = judge_answer(property, answer);
    (judged == "correct" ? correct : judged == "wrong" ? wrong : unknown)++;
    std::cout << property_name(*properties[i]) << ": SV-COMP: " << answer << " (expected " << expected_text(property)
              << ": " << judged << ")" << std::endl;
  }
  std::cout << "task: " << correct << " correct, " << wrong << " wrong, " << unknown << " unknown" << std::endl;
  return wrong ? 4 : 0;
}

}  // namespace

int task_main(int argc, char** argv) {
  CLI::App app{"swarmbmc task: runs the properties of an SV-COMP task definition (TASK.yml) and compares\n"
               "each answer with the expected verdict. Exit 0 when no answer is wrong, 4 when one is,\n"
               "1 on bad input.",
               "swarmbmc task"};
  TaskOptions options;
  app.add_option("task", options.task_file, "Task definition (.yml, format 1.0 or 2.0)")->required();
  app.add_option("--timeout", options.timeout_seconds, "Wall-clock limit per property, in seconds");
  std::string depth, solver, memory;
  app.add_option("--depth", depth, "Passed to check (default: iterative deepening)");
  app.add_option("--solver", solver, "Passed to check");
  app.add_option("--memory-limit", memory, "Passed to check (MB)");
  app.add_flag("--verbose", options.verbose, "Print each check's full output");
  if (const std::optional<int> exit_code = parse_command_line(app, argc, argv)) return *exit_code;
  for (const auto& [name, value] : {std::pair{"--depth", depth}, {"--solver", solver}, {"--memory-limit", memory}})
    if (!value.empty()) options.passed.insert(options.passed.end(), {name, value});
  try {
    return run_task(options);
  } catch (const std::exception& e) {
    std::cerr << "swarmbmc: error: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace swarmbmc::cli
