// Expands `swarmbmc task` arguments into task files (TaskList.h).
#include "TaskList.h"

#include <glob.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <stdexcept>

namespace swarmbmc::cli {
namespace {

namespace fs = std::filesystem;

/// The folder holding `path`, by name ("tasks" for tasks/a.yml, "." at the root).
std::string folder_name(const fs::path& path) {
  const fs::path parent = fs::absolute(path).lexically_normal().parent_path();
  return parent.filename().empty() ? "." : parent.filename().string();
}

std::vector<TaskEntry> folder_tasks(const fs::path& folder) {
  std::vector<fs::path> files;
  for (const fs::directory_entry& entry : fs::recursive_directory_iterator(folder, fs::directory_options::follow_directory_symlink))
    if (entry.is_regular_file() && entry.path().extension() == ".yml") files.push_back(entry.path());
  if (files.empty()) throw std::runtime_error("folder '" + folder.string() + "' holds no task file (.yml)");
  std::sort(files.begin(), files.end());
  std::vector<TaskEntry> tasks;
  for (const fs::path& file : files) {
    const fs::path relative = file.lexically_relative(folder);
    const std::string below = relative.parent_path().string();
    tasks.push_back({file.string(), relative.string(), below.empty() ? folder_name(file) : below});
  }
  return tasks;
}

/// The files one glob of a set file matches, sorted (glob(3) sorts).
std::vector<std::string> matches(const std::string& pattern) {
  glob_t found{};
  std::vector<std::string> files;
  if (::glob(pattern.c_str(), GLOB_BRACE, nullptr, &found) == 0)
    for (size_t i = 0; i < found.gl_pathc; ++i) files.emplace_back(found.gl_pathv[i]);
  globfree(&found);
  return files;
}

std::string trimmed(const std::string& line) {
  const size_t first = line.find_first_not_of(" \t\r");
  if (first == std::string::npos) return "";
  return line.substr(first, line.find_last_not_of(" \t\r") - first + 1);
}

std::vector<TaskEntry> set_tasks(const fs::path& set_file) {
  std::ifstream in(set_file);
  if (!in) throw std::runtime_error("cannot read set file '" + set_file.string() + "'");
  const fs::path folder = set_file.parent_path();
  const std::string category = set_file.stem().string();
  std::vector<TaskEntry> tasks;
  std::set<std::string> seen;
  std::string line;
  for (unsigned number = 1; std::getline(in, line); ++number) {
    const std::string pattern = trimmed(line.substr(0, line.find('#')));
    if (pattern.empty()) continue;
    const std::vector<std::string> files = matches((folder / pattern).string());
    // A partial checkout matches only some lines; say which, but go on.
    if (files.empty())
      std::cerr << "swarmbmc: note: " << set_file.string() << ":" << number << ": '" << pattern << "' matches no file\n";
    for (const std::string& file : files)
      if (seen.insert(file).second)
        tasks.push_back({file, fs::path(file).lexically_relative(folder).string(), category});
  }
  if (tasks.empty()) throw std::runtime_error("set file '" + set_file.string() + "' names no task file");
  return tasks;
}

}  // namespace

std::vector<TaskEntry> list_tasks(const std::vector<std::string>& arguments) {
  std::vector<TaskEntry> tasks;
  for (const std::string& argument : arguments) {
    std::vector<TaskEntry> found;
    std::error_code error;
    if (fs::is_directory(argument, error)) found = folder_tasks(argument);
    else if (fs::path(argument).extension() == ".set") found = set_tasks(argument);
    else found.push_back({argument, argument, folder_name(argument)});
    tasks.insert(tasks.end(), found.begin(), found.end());
  }
  return tasks;
}

}  // namespace swarmbmc::cli
