// One task of `swarmbmc task`: its definition read with every property
// classified, and the run of one property as its own `swarmbmc check
// --property` process (one process per check keeps the guard's
// one-run-per-process design), measured and judged into a row.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "cli/PropertyFile.h"
#include "TaskFile.h"
#include "TaskList.h"

namespace swarmbmc::cli {

/// One (task, property) of the report; also a task that could not be read
/// (`result` "error", no property).
struct TaskRow {
  std::string task, category, property, data_model;
  std::optional<bool> expected;  ///< absent: not stated
  std::string subproperty;
  std::string answer;  ///< "true", "false(valid-deref)", "unknown", "unsupported", "error"
  std::string result;  ///< "correct", "wrong", "unknown", "unsupported", "error"
  std::string reason;  ///< why unknown, unsupported or an error
  double seconds = 0, cpu_seconds = 0, peak_memory_mb = 0;
  std::string witness;  ///< the witness written, if any
  size_t order = 0;     ///< task index * 1000 + property index: the order of the CSV and JSON
};

struct LoadedTask {
  TaskEntry entry;
  size_t index = 0;  ///< among the command's tasks
  Task task;
  std::vector<TaskPropertyKind> kinds;  ///< one per task.properties
};

/// Reads the task file and every property file it lists; throws
/// std::runtime_error (one line naming the file) when one is missing or malformed.
LoadedTask load_task(const TaskEntry& entry, size_t index);

/// The row of property `i` before it is run: names, expectation, and for a
/// property swarmbmc does not check (or a task it cannot run) the answer
/// "unsupported" with the kind as the reason.
TaskRow prepare_row(const LoadedTask& task, size_t i);

/// The row of a task that could not be read.
TaskRow error_row(const TaskEntry& entry, size_t index, const std::string& message);

struct CheckSettings {
  std::string binary;                 ///< the swarmbmc-core running this command
  unsigned timeout_seconds = 0;       ///< per check; 0: none
  std::vector<std::string> passed;    ///< options for every check
  std::string witness_dir;            ///< empty: no witnesses
  std::string witness_format = "graphml";
  bool verbose = false;  ///< keep each check's output in `output`
};

/// Runs the check of property `i` and fills the answer, judgement, times,
/// peak memory and witness of `row`; `output` gets the check's output.
void run_property(const LoadedTask& task, size_t i, const CheckSettings& settings, TaskRow& row, std::string& output);

}  // namespace swarmbmc::cli
