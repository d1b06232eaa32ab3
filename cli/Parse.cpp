#include "Parse.h"

#include <CLI/CLI.hpp>

#include <functional>
#include <iostream>

#include "Version.h"

namespace swarmbmc::cli {

std::optional<int> parse_command_line(CLI::App& app, int argc, char** argv) {
  // A function: the text looks for clang and swarmbmc.h, which only --version needs.
  app.set_version_flag("--version", std::function<std::string()>(version_text));
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    return usage_error(e.what(), app.get_name() + " --help");
  }
  return std::nullopt;
}

int usage_error(const std::string& message, const std::string& help_command) {
  std::cerr << "swarmbmc: error: " << message << " (see " << help_command << ")\n";
  return 1;
}

}  // namespace swarmbmc::cli
