// Blanks around the words of --choice specifications and heuristic rules
// carry no meaning: both parsers trim them the same way.
#pragma once

#include <string>

namespace swarmbmc::encoder {

/// `text` without leading and trailing spaces, tabs and line ends.
inline std::string trimmed(const std::string& text) {
  const size_t first = text.find_first_not_of(" \t\r\n");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t\r\n") - first + 1);
}

}  // namespace swarmbmc::encoder
