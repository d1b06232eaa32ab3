// SV-COMP task definitions (TASK.yml, format versions 1.0 and 2.0): the
// input file, the properties with their expected verdicts, the data model.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace swarmbmc::cli {

struct TaskProperty {
  std::string property_file;             ///< resolved against the task's folder
  std::optional<bool> expected_verdict;  ///< absent: not stated
  std::string subproperty;               ///< e.g. "valid-deref" (expected false of valid-memsafety)
};

struct Task {
  std::vector<std::string> input_files;  ///< resolved against the task's folder
  std::vector<TaskProperty> properties;
  std::string language = "C";
  std::string data_model = "ILP32";  ///< SV-COMP's default when not stated
};

/// Reads TASK.yml; throws std::runtime_error (one line) when it cannot be
/// read, is not a task, or names a file that does not exist.
Task read_task_file(const std::string& path);

/// Whether `answer` ("true", "false(valid-deref)", "unknown (...)") is the
/// expected verdict: "correct", "wrong", or "unknown" (no answer or none expected).
std::string judge_answer(const TaskProperty& property, const std::string& answer);

}  // namespace swarmbmc::cli
