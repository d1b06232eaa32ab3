#include "Reproducer.h"

#include <fstream>
#include <map>
#include <regex>

namespace swarmbmc::cli {

std::string stdin_bytes(const std::vector<encoder::TraceStep>& trace) {
  static const std::regex byte_input(R"(stdin\[(\d+)\])");
  size_t length = 0;
  std::map<size_t, unsigned char> bytes;
  for (const encoder::TraceStep& step : trace) {
    if (step.kind != encoder::TraceStep::Kind::Input) continue;
    std::smatch match;
    if (step.name == "stdin length") {
      length = static_cast<size_t>(step.value.bits);
    } else if (std::regex_match(step.name, match, byte_input)) {
      bytes[std::stoul(match[1].str())] = static_cast<unsigned char>(step.value.bits);
    }
  }
  std::string out(length, '\0');
  for (const auto& [index, byte] : bytes)
    if (index < length) out[index] = static_cast<char>(byte);
  return out;
}

bool write_reproducer(const std::string& path, const std::vector<encoder::TraceStep>& trace, std::string& error) {
  std::ofstream file(path, std::ios::binary);
  const std::string bytes = stdin_bytes(trace);
  file.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  if (file) return true;
  error = "cannot write the reproducer '" + path + "'";
  return false;
}

}  // namespace swarmbmc::cli
