// Parsing helpers shared by the subcommands: one CLI11 parse with
// swarmbmc's conventions for help, version and usage errors.
#pragma once

#include <optional>
#include <string>

namespace CLI {
class App;
}

namespace swarmbmc::cli {

/// Parses argv into `app`. Returns the exit code when the process should
/// end now (0 after --help/--version, 1 after a usage error, with the
/// one-line message on stderr); nothing when the command should run.
std::optional<int> parse_command_line(CLI::App& app, int argc, char** argv);

/// Prints "swarmbmc: error: MESSAGE (see swarmbmc --help)" and returns 1.
int usage_error(const std::string& message, const std::string& help_command = "swarmbmc --help");

}  // namespace swarmbmc::cli
