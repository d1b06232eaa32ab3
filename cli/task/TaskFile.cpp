#include "TaskFile.h"

#include <yaml-cpp/yaml.h>

#include <filesystem>
#include <stdexcept>

namespace swarmbmc::cli {
namespace {

namespace fs = std::filesystem;

std::string resolve(const fs::path& folder, const std::string& name, const std::string& task) {
  const fs::path file = folder / name;
  if (!fs::exists(file)) throw std::runtime_error("task '" + task + "' names a missing file '" + name + "'");
  return file.lexically_normal().string();
}

std::vector<std::string> strings(const YAML::Node& node) {
  std::vector<std::string> values;
  if (node.IsScalar()) values.push_back(node.as<std::string>());
  if (node.IsSequence())
    for (const YAML::Node& item : node) values.push_back(item.as<std::string>());
  return values;
}

TaskProperty read_property(const YAML::Node& node, const fs::path& folder, const std::string& task) {
  if (!node.IsMap() || !node["property_file"]) throw std::runtime_error("task '" + task + "': a property has no property_file");
  TaskProperty property;
  property.property_file = resolve(folder, node["property_file"].as<std::string>(), task);
  if (node["expected_verdict"]) property.expected_verdict = node["expected_verdict"].as<bool>();
  if (node["subproperty"]) property.subproperty = node["subproperty"].as<std::string>();
  return property;
}

}  // namespace

Task read_task_file(const std::string& path) {
  YAML::Node root;
  try {
    root = YAML::LoadFile(path);
  } catch (const YAML::BadFile&) {
    throw std::runtime_error("cannot read task file '" + path + "'");
  } catch (const YAML::Exception& e) {
    throw std::runtime_error("malformed task file '" + path + "': " + e.msg);
  }
  try {
    if (!root.IsMap() || !root["input_files"] || !root["properties"] || !root["properties"].IsSequence())
      throw std::runtime_error("'" + path + "' is not a task (needs input_files and a list of properties)");
    const fs::path folder = fs::path(path).parent_path();
    Task task;
    for (const std::string& input : strings(root["input_files"])) task.input_files.push_back(resolve(folder, input, path));
    if (task.input_files.empty()) throw std::runtime_error("task '" + path + "' has no input file");
    for (const YAML::Node& property : root["properties"]) task.properties.push_back(read_property(property, folder, path));
    if (const YAML::Node options = root["options"]; options && options.IsMap()) {
      if (options["language"]) task.language = options["language"].as<std::string>();
      if (options["data_model"]) task.data_model = options["data_model"].as<std::string>();
    }
    return task;
  } catch (const YAML::Exception& e) {
    throw std::runtime_error("malformed task file '" + path + "': " + e.msg);
  }
}

std::string judge_answer(const TaskProperty& property, const std::string& answer) {
  if (!property.expected_verdict || answer.rfind("unknown", 0) == 0) return "unknown";
  if (*property.expected_verdict) return answer == "true" ? "correct" : "wrong";
  if (answer.rfind("false", 0) != 0) return "wrong";
  return property.subproperty.empty() || answer == "false(" + property.subproperty + ")" ? "correct" : "wrong";
}

}  // namespace swarmbmc::cli
