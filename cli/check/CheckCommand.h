// CheckCommand: `swarmbmc [check] FILE`: load the program, discover its
// features, plan and run the configurations, report the verdict. Every
// phase is named for the process guard and honours --timeout,
// --memory-limit and signals.
#pragma once

#include "CheckOptions.h"

namespace swarmbmc::swarm {
class ConfigurationDispatcher;
}

namespace swarmbmc::cli {

/// Runs the check; returns the process exit code (FAILED 10,
/// VERIFIED/BOUNDED 0, UNKNOWN 2, usage/input error 1). With a
/// dispatcher, the swarm's configurations run there (swarmbmc-mpi).
int run_check(CheckOptions options, swarm::ConfigurationDispatcher* dispatcher = nullptr);

}  // namespace swarmbmc::cli
