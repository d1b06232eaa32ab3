// Reading one task and running its properties (TaskRun.h). The checks are
// spawned and reaped here rather than with llvm::sys::ExecuteAndWait, whose
// time limit is a process-wide alarm() that concurrent runs (--jobs) would
// clobber; wait4 also gives the check's CPU time and peak memory.
#include "TaskRun.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <stdexcept>
#include <thread>

extern char** environ;

namespace swarmbmc::cli {
namespace {

namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

/// What a finished child process left: its exit status and usage.
struct ChildExit {
  bool started = false;
  bool killed = false;  ///< ended by us at the hard limit
  double cpu_seconds = 0, peak_memory_mb = 0;
};

/// Runs `command` with stdout and stderr into `log_path`; kills it after
/// `hard_limit_seconds` (0: none).
ChildExit run_child(const std::vector<std::string>& command, const std::string& log_path, unsigned hard_limit_seconds) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  std::vector<char*> argv;
  for (const std::string& word : command) argv.push_back(const_cast<char*>(word.c_str()));
  argv.push_back(nullptr);
  pid_t pid = 0;
  ChildExit exit;
  exit.started = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ) == 0;
  posix_spawn_file_actions_destroy(&actions);
  if (!exit.started) return exit;
  const Clock::time_point deadline = Clock::now() + std::chrono::seconds(hard_limit_seconds);
  int status = 0;
  rusage usage{};
  // Polled, not blocking: the hard limit needs no signal of its own.
  while (wait4(pid, &status, WNOHANG, &usage) == 0) {
    if (hard_limit_seconds && Clock::now() >= deadline && !exit.killed) {
      kill(pid, SIGKILL);
      exit.killed = true;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  exit.cpu_seconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                     static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
  exit.peak_memory_mb = static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB on Linux
  return exit;
}

std::string read_and_remove(const std::string& path) {
  std::ifstream in(path);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  std::remove(path.c_str());
  return text;
}

/// The answer of a check's output: its last "SV-COMP: " line, else its
/// error line (a compile error, say), as (answer, reason).
std::pair<std::string, std::string> parse_answer(const std::string& output) {
  std::string answer, error, line;
  std::istringstream lines(output);
  while (std::getline(lines, line)) {
    if (line.rfind("SV-COMP: ", 0) == 0) answer = line.substr(9);
    if (line.rfind("swarmbmc: error: ", 0) == 0 && error.empty()) error = line.substr(17);
  }
  if (answer.empty()) return {"unknown", error.empty() ? "no answer from the check" : "error: " + error};
  if (answer.rfind("unknown", 0) != 0) return {answer, ""};
  const size_t open = answer.find('('), close = answer.rfind(')');
  if (open == std::string::npos || close == std::string::npos || close < open) return {"unknown", "no reason given"};
  return {"unknown", answer.substr(open + 1, close - open - 1)};
}

/// DIR/<task name without .yml>.<property>.<extension>, kept inside DIR
/// ("../" and a leading "/" of the task's name are dropped).
std::string witness_path(const CheckSettings& settings, const std::string& task, const std::string& property) {
  fs::path inside;
  for (const fs::path& part : fs::path(task).lexically_normal().relative_path())
    if (part != ".." && part != ".") inside /= part;
  std::string stem = inside.string();
  if (stem.size() > 4 && stem.ends_with(".yml")) stem.resize(stem.size() - 4);
  const std::string extension = settings.witness_format == "yaml" ? ".witness.yml" : ".graphml";
  return (fs::path(settings.witness_dir) / (stem + "." + property + extension)).string();
}

std::vector<std::string> check_command(const LoadedTask& loaded, size_t i, const CheckSettings& settings) {
  const Task& task = loaded.task;
  std::vector<std::string> command = {settings.binary, "check", task.input_files[0], "--property",
                                      task.properties[i].property_file, "--no-progress",
                                      task.data_model == "ILP32" ? "--32" : "--64"};
  if (settings.timeout_seconds) command.insert(command.end(), {"--timeout", std::to_string(settings.timeout_seconds)});
  command.insert(command.end(), settings.passed.begin(), settings.passed.end());
  return command;
}

}  // namespace

LoadedTask load_task(const TaskEntry& entry, size_t index) {
  LoadedTask loaded{entry, index, read_task_file(entry.path), {}};
  for (const TaskProperty& property : loaded.task.properties) {
    std::string error;
    const std::optional<TaskPropertyKind> kind = read_task_property_file(property.property_file, error);
    if (!kind) throw std::runtime_error(error);
    loaded.kinds.push_back(*kind);
  }
  return loaded;
}

TaskRow prepare_row(const LoadedTask& loaded, size_t i) {
  const TaskProperty& property = loaded.task.properties[i];
  TaskRow row;
  row.task = loaded.entry.name;
  row.category = loaded.entry.category;
  row.property = loaded.kinds[i].name;
  row.data_model = loaded.task.data_model;
  row.expected = property.expected_verdict;
  row.subproperty = property.subproperty;
  row.order = loaded.index * 1000 + i;
  std::string unsupported;
  if (!loaded.kinds[i].checked) unsupported = loaded.kinds[i].name;
  else if (loaded.task.language != "C") unsupported = "language " + loaded.task.language;
  else if (loaded.task.input_files.size() != 1) unsupported = "several input files";
  if (!unsupported.empty()) row.answer = row.result = "unsupported", row.reason = unsupported;
  return row;
}

TaskRow error_row(const TaskEntry& entry, size_t index, const std::string& message) {
  TaskRow row;
  row.task = entry.name;
  row.category = entry.category;
  row.answer = row.result = "error";
  row.reason = message;
  row.order = index * 1000;
  return row;
}

void run_property(const LoadedTask& loaded, size_t i, const CheckSettings& settings, TaskRow& row, std::string& output) {
  std::vector<std::string> command = check_command(loaded, i, settings);
  std::string witness;
  if (!settings.witness_dir.empty()) {
    witness = witness_path(settings, row.task, row.property);
    std::error_code ignored;
    fs::create_directories(fs::path(witness).parent_path(), ignored);
    fs::remove(witness, ignored);  // a stale one from an earlier run is not this run's
    command.insert(command.end(), {"--witness", witness, "--witness-format", settings.witness_format});
  }
  char log[] = "/tmp/swarmbmc-task-XXXXXX";
  const int fd = mkstemp(log);
  if (fd >= 0) close(fd);
  const Clock::time_point start = Clock::now();
  // The check stops itself at --timeout; the margin only ends a stuck one.
  const ChildExit exit = run_child(command, log, settings.timeout_seconds ? settings.timeout_seconds + 30 : 0);
  row.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  row.cpu_seconds = exit.cpu_seconds;
  row.peak_memory_mb = exit.peak_memory_mb;
  output = read_and_remove(log);
  std::tie(row.answer, row.reason) = parse_answer(output);
  if (!exit.started) row.answer = "unknown", row.reason = "cannot start '" + settings.binary + "'";
  if (exit.killed)
    row.answer = "unknown", row.reason = "killed " + std::to_string(settings.timeout_seconds + 30) + " s after the start";
  const std::string full = row.reason.empty() ? row.answer : row.answer + " (" + row.reason + ")";
  row.result = judge_answer(loaded.task.properties[i], full);
  std::error_code ignored;
  if (!witness.empty() && fs::exists(witness, ignored)) row.witness = witness;
}

}  // namespace swarmbmc::cli
