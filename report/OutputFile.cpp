#include "OutputFile.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>

namespace swarmbmc::report {

bool write_output(const std::string& path, const std::string& text, std::string& error) {
  if (path == "-") {
    std::cout << text << std::flush;
    return true;
  }
  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  if (file) file << text;
  if (file) file.flush();
  if (!file) {
    error = "cannot write '" + path + "': " + std::strerror(errno);
    return false;
  }
  return true;
}

}  // namespace swarmbmc::report
