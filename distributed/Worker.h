// Worker: a rank other than 0 of swarmbmc-mpi. It waits for the
// coordinator's setup (the run's options and the prepared program as
// bitcode) and then runs one configuration at a time, as it is told, on a
// thread of its own, while the main thread keeps talking: it sends a
// heartbeat every 200 ms so the coordinator can tell a busy worker from a
// dead one, and polls for the coordinator's stop every few milliseconds,
// raising the running configuration's cancel flag (the verifier polls it
// as it polls the runner's). It needs no access to the source tree.
#pragma once

namespace swarmbmc::distributed {

class Mpi;

/// Serves the coordinator until it says quit; returns the process exit code.
int run_worker(Mpi& mpi);

}  // namespace swarmbmc::distributed
