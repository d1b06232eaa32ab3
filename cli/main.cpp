// swarmbmc's entry point: picks the subcommand and hands it the rest of
// the command line. `check` is implied when the first argument names no
// subcommand (`swarmbmc prog.c --depth 5`).
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <new>
#include <iostream>

#include "solver/AbandonableCall.h"
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
    {"record", swarmbmc::cli::record_main},
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

/// The number of processes mpirun (Open MPI, or a PMI launcher such as
/// srun) started this one among; 1 when not started by one.
long launched_processes() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE"})
    if (const char* value = std::getenv(name)) return std::atol(value);
  return 1;
}

/// dispatch, whose exceptions a command did not catch (no memory or thread
/// to start one, say) end in one line and exit 2 (UNKNOWN), never an abort.
static int dispatch_guarded(int argc, char** argv) {
  try {
    return dispatch(argc, argv);
  } catch (const std::bad_alloc&) {
    std::cerr << "swarmbmc: error: out of memory\n";
  } catch (const std::exception& e) {
    std::cerr << "swarmbmc: error: " << e.what() << "\n";
  }
  return 2;
}

int main(int argc, char** argv) {
  // Every one of P copies would check the whole program and print its own report.
  if (const long processes = launched_processes(); processes > 1) {
    std::cerr << "swarmbmc: error: started as one of " << processes
              << " MPI processes; each would check the whole program: run swarmbmc-mpi under mpirun instead\n";
    return 1;
  }
  // First: a signal arriving before the guard exists is acted on when it starts.
  swarmbmc::cli::ProcessGuard::install_signal_handlers();
  const int code = dispatch_guarded(argc, argv);
  // A solver call that a stop abandoned may still be inside a long step of
  // CaDiCaL or Z3 (AbandonableCall.h): the report is out, so leave without
  // waiting for it (static destructors would).
  if (swarmbmc::solver::abandoned_calls_running() > 0) {
    std::cout.flush();
    std::cerr.flush();
    std::fflush(nullptr);
    std::_Exit(code);
  }
  return code;
}
