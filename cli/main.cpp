// swarmbmc's entry point: picks the subcommand and hands it the rest of
// the command line. `check` is implied when the first argument names no
// subcommand (`swarmbmc prog.c --depth 5`).
#include <cstring>

#include "ProcessGuard.h"
#include "Subcommands.h"

namespace {

struct Subcommand {
  const char* name;
  int (*main)(int argc, char** argv);
};

constexpr Subcommand kSubcommands[] = {
    {"check", swarmbmc::cli::check_main},
    {"replay", swarmbmc::cli::replay_main},
    {"task", swarmbmc::cli::task_main},
};

/// The subcommand named by argv[1], with argv shifted past its name; `check`
/// with argv unchanged when argv[1] names none.
int dispatch(int argc, char** argv) {
  if (argc > 1)
    for (const Subcommand& command : kSubcommands)
      if (std::strcmp(argv[1], command.name) == 0) return command.main(argc - 1, argv + 1);
  return swarmbmc::cli::check_main(argc, argv);
}

}  // namespace

int main(int argc, char** argv) {
  // First: a signal arriving before the guard exists is acted on when it starts.
  swarmbmc::cli::ProcessGuard::install_signal_handlers();
  return dispatch(argc, argv);
}
