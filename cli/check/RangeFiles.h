// RangeFiles: the command line of ranged BMC (--ranges, --range-file,
// --emit-ranges) and the range file, a self-describing range: the program
// (path and SHA-256), the options that decide the unrolling, and the
// range's bounds with the key they were computed on. Another process (an
// MPI rank, later) checks exactly that range from the file alone:
// `swarmbmc prog.c --depth N --range-file r.json`.
#pragma once

#include <string>

#include "CheckOptions.h"
#include "swarm/Planner.h"

namespace CLI {
class App;
}
namespace llvm {
class Module;
}

namespace swarmbmc::cli {

/// Declares --ranges, --range-file and --emit-ranges.
void add_range_options(CLI::App& app, CheckOptions& options);

/// Checks their combinations and reads --range-file (into
/// options.range_spec); returns the problem, or "" when fine.
std::string finish_range_options(CheckOptions& options);

/// `plan` with the ranges the options ask for (unchanged without any).
swarm::Plan apply_range_options(const CheckOptions& options, swarm::Plan plan);

/// --emit-ranges DIR: unrolls the program, writes DIR/range-<i>.json for
/// every range and sets `said` to what to print, or `error` when a file
/// cannot be written. False when `stop` was raised while unrolling.
bool emit_range_files(const CheckOptions& options, const llvm::Module& module, const std::atomic<bool>* stop,
                      std::string& said, std::string& error);

}  // namespace swarmbmc::cli
