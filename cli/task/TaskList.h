// The task files a `swarmbmc task` command line names: task files, folders
// (every .yml below them) and SV-COMP category set files (.set: one glob of
// task files per line, relative to the set file), each with the name it is
// reported under and its category.
#pragma once

#include <string>
#include <vector>

namespace swarmbmc::cli {

struct TaskEntry {
  std::string path;      ///< the task file, as found
  std::string name;      ///< as reported: relative to its folder or set file, or as given
  std::string category;  ///< the set file's name without .set, the folder below a given folder, or the task's folder
};

/// Every task the arguments name, in order (sorted within a folder or a set
/// line, each file once). An argument that does not exist is kept as a task
/// (its run reports it). Throws std::runtime_error (one line) for a set
/// file that cannot be read or a folder or set file that names no task.
std::vector<TaskEntry> list_tasks(const std::vector<std::string>& arguments);

}  // namespace swarmbmc::cli
