// `swarmbmc task TASK.yml|DIR|SET.set ...`: runs every property of SV-COMP
// tasks that swarmbmc supports (TaskRun.h: one `check --property` process
// each, --jobs at once), names each other property as unsupported, judges
// the answers and prints them as they finish, then the summary with the
// SV-COMP score (TaskReport.h). A task that cannot be read is an error of
// its own: the others still run.
#include <llvm/Support/FileSystem.h>

#include <CLI/CLI.hpp>

#include <algorithm>
#include <atomic>
#include <iostream>
#include <mutex>
#include <set>
#include <sstream>
#include <thread>

#include "cli/Parse.h"
#include "cli/ProcessGuard.h"
#include "cli/Subcommands.h"
#include "TaskList.h"
#include "TaskReport.h"
#include "TaskRun.h"

namespace swarmbmc::cli {
namespace {

struct TaskOptions {
  std::vector<std::string> arguments;
  unsigned jobs = 1;
  CheckSettings check;
  std::string csv_path, json_path;
  std::set<std::string> properties;  ///< only these (empty: all)
};

/// One property to check.
struct PendingRun {
  const LoadedTask* task;
  size_t property;
  TaskRow row;
};

/// Everything the command reports, filled by the workers under `mutex`.
struct Progress {
  std::mutex mutex;
  std::vector<TaskRow> rows;

  void finish(TaskRow row, const std::string& output = "") {
    std::lock_guard lock(mutex);
    if (row.result == "error") std::cerr << "swarmbmc: error: " << row.reason << std::endl;
    else std::cout << row_line(row) << std::endl;
    if (!output.empty()) std::cout << output;
    rows.push_back(std::move(row));
  }
};

/// Reads every task (an unreadable one becomes an error row) and queues the
/// properties to check; unsupported ones are reported at once.
std::vector<PendingRun> prepare(const TaskOptions& options, const std::vector<TaskEntry>& entries,
                                std::vector<LoadedTask>& loaded, Progress& progress) {
  loaded.reserve(entries.size());  // the runs point into it
  for (size_t i = 0; i < entries.size(); ++i) {
    try {
      loaded.push_back(load_task(entries[i], i));
    } catch (const std::exception& e) {
      progress.finish(error_row(entries[i], i, e.what()));
    }
  }
  std::vector<PendingRun> runs;
  for (const LoadedTask& task : loaded)
    for (size_t p = 0; p < task.task.properties.size(); ++p) {
      TaskRow row = prepare_row(task, p);
      if (!options.properties.empty() && !options.properties.count(row.property)) continue;
      if (row.result == "unsupported") progress.finish(std::move(row));
      else runs.push_back({&task, p, std::move(row)});
    }
  return runs;
}

/// Runs the queue on `jobs` threads; stops taking runs once the guard tripped
/// (Ctrl-C: the running checks got SIGTERM from it and answer unknown).
void run_all(std::vector<PendingRun>& runs, const TaskOptions& options, ProcessGuard& guard, Progress& progress) {
  std::atomic<size_t> next{0};
  auto worker = [&] {
    while (!guard.stopped()) {
      const size_t i = next.fetch_add(1);
      if (i >= runs.size()) return;
      std::string output;
      run_property(*runs[i].task, runs[i].property, options.check, runs[i].row, output);
      progress.finish(std::move(runs[i].row), options.check.verbose ? output : "");
    }
  };
  std::vector<std::thread> threads;
  for (unsigned j = 0; j < std::min<size_t>(options.jobs, runs.size()); ++j) threads.emplace_back(worker);
  for (std::thread& thread : threads) thread.join();
}

int run_tasks(const TaskOptions& options) {
  const std::vector<TaskEntry> entries = list_tasks(options.arguments);
  std::vector<LoadedTask> loaded;
  Progress progress;
  std::vector<PendingRun> runs = prepare(options, entries, loaded, progress);
  if (loaded.empty()) return 1;  // nothing could be read: the errors say why
  ProcessGuard guard({.timeout_seconds = 0,
                      .memory_limit_mb = 0,
                      .grace_seconds = 60,  // the checks stop within seconds of their SIGTERM
                      .backstop_report = [](const std::string& reason) {
                        std::cerr << "swarmbmc: task: stopped (" << reason << ")\n";
                      }});
  guard.start();
  run_all(runs, options, guard, progress);
  if (!guard.claim_report()) return 2;
  std::vector<TaskRow>& rows = progress.rows;
  std::sort(rows.begin(), rows.end(), [](const TaskRow& a, const TaskRow& b) { return a.order < b.order; });
  if (guard.stopped()) std::cout << "stopped (" << guard.stop_description() << "): the remaining checks were not run\n";
  print_summary(std::cout, rows);
  if (!options.csv_path.empty()) write_csv(options.csv_path, rows);
  if (!options.json_path.empty()) write_json(options.json_path, rows);
  const auto any = [&](const char* result) {
    return std::any_of(rows.begin(), rows.end(), [&](const TaskRow& row) { return row.result == result; });
  };
  if (guard.stopped()) return 2;
  return any("wrong") ? 4 : any("error") ? 1 : 0;
}

void add_task_options(CLI::App& app, TaskOptions& options, std::vector<std::string>& passed_values) {
  app.add_option("tasks", options.arguments, "Task definitions (.yml, format 1.0 or 2.0), folders (every .yml below)\n"
                                              "or SV-COMP set files (.set: a glob of task files per line)")
      ->required();
  app.add_option("--jobs,-j", options.jobs, "Checks run at once (default 1)")->check(CLI::Range(1, 1024));
  app.add_option("--timeout", options.check.timeout_seconds, "Wall-clock limit per check (task and property), in seconds");
  app.add_option("--memory-limit", passed_values[0], "Memory limit per check, in MB (passed to check)");
  app.add_option("--depth", passed_values[1], "Passed to check (default: iterative deepening)");
  app.add_option("--solver", passed_values[2], "Passed to check");
  app.add_option("--check-option", options.check.passed,
                 "An option passed to every check as is (repeatable; --check-option=--no-deepening-reuse)");
  app.add_option("--csv", options.csv_path, "Write every row (task, property, answer, result, reason, time, memory) as CSV");
  app.add_option("--json", options.json_path, "Write every row and the counts per category as JSON");
  app.add_option("--witness-dir", options.check.witness_dir,
                 "Write each violation witness to DIR/<task>.<property>.graphml (.witness.yml with yaml)");
  app.add_option("--witness-format", options.check.witness_format, "'graphml' (1.0, default) or 'yaml' (2.0)")
      ->check(CLI::IsMember({"graphml", "yaml"}));
  app.add_option_function<std::string>(
      "--properties",
      [&options](const std::string& list) {
        std::istringstream names(list);
        for (std::string name; std::getline(names, name, ',');)
          if (!name.empty()) options.properties.insert(name);
      },
      "Only these properties, by name (comma-separated, e.g. unreach-call,no-overflow)");
  app.add_flag("--verbose", options.check.verbose, "Print each check's full output");
}

}  // namespace

int task_main(int argc, char** argv) {
  CLI::App app{"swarmbmc task: runs the properties of SV-COMP tasks and compares each answer with the\n"
               "expected verdict; prints a line per task and property, then the counts per category and\n"
               "the SV-COMP score. Exit 0 when no answer is wrong, 4 when one is, 1 when a task could\n"
               "not be read (the others still run), 2 when interrupted.",
               "swarmbmc task"};
  TaskOptions options;
  std::vector<std::string> passed_values(3);
  add_task_options(app, options, passed_values);
  if (const std::optional<int> exit_code = parse_command_line(app, argc, argv)) return *exit_code;
  const char* passed_names[] = {"--memory-limit", "--depth", "--solver"};
  std::vector<std::string> passed;
  for (size_t i = 0; i < passed_values.size(); ++i)
    if (!passed_values[i].empty()) passed.insert(passed.end(), {passed_names[i], passed_values[i]});
  options.check.passed.insert(options.check.passed.begin(), passed.begin(), passed.end());
  options.check.binary = llvm::sys::fs::getMainExecutable(nullptr, reinterpret_cast<void*>(&task_main));
  try {
    return run_tasks(options);
  } catch (const std::exception& e) {
    std::cerr << "swarmbmc: error: " << e.what() << "\n";
    return 1;
  }
}

}  // namespace swarmbmc::cli
