// RunInfo: what the machine-readable writers (JSON, witnesses, SARIF) say
// about the run besides its result: tool, program, options.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "encoder/induction/LoopVariables.h"

namespace swarmbmc::report {

/// One of the program's input files.
struct InputFileInfo {
  std::string file;    ///< as given on the command line (or as --compile-commands names it)
  std::string sha256;  ///< of its bytes
  /// The clang arguments of its compilation database entry (-I/-D/-std=...),
  /// when it has one: replay compiles it with them.
  std::optional<std::vector<std::string>> compile_flags;
};

struct RunInfo {
  std::string swarmbmc_version;  ///< "0.1.0"
  std::string solver;            ///< --solver
  std::string solver_version;    ///< "CaDiCaL sc2021", "Z3 4.8.12", or both for the portfolio

  std::string file;        ///< the (first) input as given on the command line
  std::string sha256;      ///< of the (first) input file's bytes (64 hex digits)
  std::vector<InputFileInfo> files;  ///< every input, in order (several: linked into one program)
  std::string entry;       ///< --entry
  std::string data_model;  ///< "LP64", "ILP32" or "unknown" (not loaded)

  unsigned depth = 0;
  unsigned swarm = 1;
  uint64_t seed = 0;
  unsigned jobs = 0;  ///< as given; 0 = number of cores
  std::vector<std::string> omit;
  double timeout_seconds = 0;  ///< 0 = none
  size_t memory_limit_mb = 0;  ///< 0 = none
  std::string features_mode;   ///< "logs" or "functions"
  std::vector<std::string> log_functions;
  /// -D and -I of a C input: the program the trace is of (replay compiles with them)
  std::vector<std::string> defines, include_dirs;
  /// --max-env-length: what an unknown environment variable may hold (result.unknownEnvironment).
  uint64_t max_env_length = 16;
  /// The integer variables of the entry function's loops (describe_run, encoder/induction/LoopVariables.h).
  std::vector<encoder::LoopVariable> loop_variables;
  /// What a correctness witness proves: the --property file's CHECK lines, or
  /// one line per kind of check the run made.
  std::vector<std::string> specification;

  /// `files`, or file and sha256 alone when `files` was not filled in.
  std::vector<InputFileInfo> input_files() const {
    return files.empty() ? std::vector<InputFileInfo>{{file, sha256, std::nullopt}} : files;
  }

  /// SV-COMP's architecture: "64bit" for LP64, "32bit" for ILP32.
  std::string architecture() const { return data_model == "ILP32" ? "32bit" : "64bit"; }
};

}  // namespace swarmbmc::report
