// OutputFile: where a machine-readable document goes: a file, or stdout for "-".
#pragma once

#include <string>

namespace swarmbmc::report {

/// Writes `text` to `path` ("-" = stdout). Returns false with `error` set
/// ("cannot write 'out/x.json': No such file or directory") on failure.
bool write_output(const std::string& path, const std::string& text, std::string& error);

}  // namespace swarmbmc::report
