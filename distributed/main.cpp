// swarmbmc-mpi: swarmbmc's check with the swarm on MPI ranks.
//
//   mpirun -np P swarmbmc-mpi prog.c --swarm 64 --depth N
//
// Rank 0 is the coordinator: it does everything the plain `swarmbmc` does
// (compile, plan, decide, replay, report, write the documents) except run
// the configurations, which it hands to ranks 1..P-1 (MpiDispatcher.h).
// Those are workers (Worker.h). With one process there is nobody to hand
// out to: it checks as `swarmbmc` does, on its own threads.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>

#include "solver/AbandonableCall.h"
#include "MpiDispatcher.h"
#include "cli/ProcessGuard.h"
#include "cli/Subcommands.h"
#include "cli/Version.h"
#include "Worker.h"

namespace {

using namespace swarmbmc;

/// Seconds a busy worker may stay silent before it counts as lost
/// (SWARMBMC_MPI_HEARTBEAT_TIMEOUT; workers send a heartbeat every 0.2 s).
double heartbeat_timeout() {
  const char* value = std::getenv("SWARMBMC_MPI_HEARTBEAT_TIMEOUT");
  const double seconds = value ? std::atof(value) : 0;
  return seconds > 0 ? seconds : 5;
}

int coordinate(distributed::Mpi& mpi, int argc, char** argv) {
  if (argc > 1 && (std::strcmp(argv[1], "replay") == 0 || std::strcmp(argv[1], "task") == 0)) {
    std::cerr << "swarmbmc-mpi: error: only checks run on MPI; use `swarmbmc " << argv[1] << "`\n";
    return 1;
  }
  if (argc > 1 && std::strcmp(argv[1], "check") == 0) --argc, ++argv;
  if (mpi.size() < 2) return cli::check_main(argc, argv);
  distributed::MpiDispatcher dispatcher(mpi, heartbeat_timeout());
  const int code = cli::check_main_dispatched(argc, argv, &dispatcher);
  dispatcher.shutdown();
  return code;
}

}  // namespace

int main(int argc, char** argv) {
  cli::ProcessGuard::install_signal_handlers();
  int code = 0;
  {
    distributed::Mpi mpi(argc, argv);
    cli::set_mpi_version_line("MPI: " + distributed::Mpi::library_version());
    code = mpi.rank() == 0 ? coordinate(mpi, argc, argv) : distributed::run_worker(mpi);
    std::cout.flush();
    std::cerr.flush();
    if (solver::abandoned_calls_running() > 0) {  // as swarmbmc's main: do not wait for an abandoned solver
      std::fflush(nullptr);
      std::_Exit(code);
    }
  }
  return code;
}
