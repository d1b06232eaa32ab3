// CheckOptions: everything `swarmbmc [check] FILE ...` accepts, and how the
// command line spells it. Parsing only: the run is CheckCommand's.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ChoiceOptions.h"
#include "frontend/Frontend.h"
#include "cli/PropertyFile.h"
#include "logsrt/Logsrt.h"
#include "swarm/Planner.h"
#include "report/trace/TextTrace.h"
#include "encoder/verify/Verifier.h"

namespace CLI {
class App;
}

namespace swarmbmc::cli {

struct CheckOptions {
  std::vector<std::string> files;  ///< the input files as given (positional)
  std::string compile_commands;    ///< --compile-commands FILE.json
  /// The program: `files`, or those --compile-commands selects, each with
  /// its database flags (finish_check_options). What is loaded, hashed and
  /// replayed.
  std::vector<frontend::InputFile> inputs;
  /// What reading --compile-commands has to tell (printed before compiling).
  std::vector<std::string> input_notes, input_warnings;
  /// The inputs' paths, ", "-separated (the header line, the live display).
  std::string input_names() const;
  std::vector<std::string> input_paths() const;
  encoder::VerifyOptions verify;
  /// --solver was given; without it the program decides (SolverChoice.h).
  bool solver_given = false;
  frontend::FrontendOptions frontend;
  logsrt::FeatureOptions features;
  std::string features_mode = "logs";  ///< --features: "logs" or "functions"
  bool no_slicing = false;             ///< --no-slicing: omitted log calls become assume(false), nothing is removed
  bool k_induction = false;            ///< --k-induction (encoder/induction/KInduction.h)
  unsigned max_k = 64;                 ///< --max-k
  bool no_k_induction = false;         ///< --no-k-induction: deepening alone under --property
  bool no_native_confirmation = false;  ///< --no-native-confirmation (NativeConfirmation.h)
  std::vector<std::string> env_bindings;  ///< --env NAME=VALUE, as given (into verify.io.environment)
  bool run_all = false;                ///< --run-all: no configuration stops another (measurements)
  std::string swarm_encoding = "auto";  ///< --swarm-encoding: sliced, shared, shared-incremental or auto
  size_t memory_limit_mb = 0;
  bool show_stats = false;
  unsigned swarm_size = 1;
  uint64_t seed = swarm::kDefaultSeed;
  unsigned jobs = 0;  ///< 0 = number of cores
  std::string omit_list;
  std::string log_trace;               ///< --log-trace FILE: only executions that print this log
  std::string log_match = "exact";     ///< --log-match: exact, prefix or subsequence
  bool log_reach = false;              ///< --log-reach: an execution printing the log is a counterexample too
  std::vector<std::string> log_lines;  ///< the lines of --log-trace, once read (LogTraceSetup)
  /// --log-pattern REGEX: only executions whose sequence of event names
  /// matches (logsrt/LogPattern.h); set, possibly empty, when given.
  std::optional<std::string> log_pattern;
  /// Whether --log-trace or --log-pattern restricts the executions checked.
  bool log_restricted() const { return !log_trace.empty() || log_pattern.has_value(); }
  std::string emit_variant;
  std::string stats_json;
  bool list_features = false;
  bool list_unmodelled = false;  ///< --list-unmodelled: print the functions without body or model, and exit
  ChoiceFlags choice_flags;  ///< --choice, --choices, --list-choices, --emit-choices (ChoiceOptions.h)
  report::TraceVerbosity trace_verbosity = report::TraceVerbosity::Full;
  std::string json_path;        ///< --json: the result and trace as JSON ("-" = stdout)
  std::string witness_path;     ///< --witness: an SV-COMP violation witness
  std::string witness_format = "graphml";  ///< --witness-format: graphml or yaml
  std::string sarif_path;       ///< --sarif: SARIF 2.1.0 log
  std::string reproducer_path;  ///< --reproducer: a counterexample's stdin bytes, raw (Reproducer.h)
  unsigned ranges = 1;          ///< --ranges K: configuration 0 as K ranges (RangeFiles.h)
  bool ranges_only = false;     ///< --ranges-only: the ranges replace configuration 0 instead of racing it
  std::string range_file;       ///< --range-file: check exactly this range
  std::string range_split = "random";  ///< --range-split: random or small
  std::string emit_ranges;      ///< --emit-ranges DIR: write the ranges' files and exit
  std::shared_ptr<const swarm::RangeSpec> range_spec;  ///< read from --range-file
  bool progress = false;     ///< --progress: live status on stderr even when it is not a terminal
  bool no_progress = false;  ///< --no-progress: never
  std::string property_file;             ///< --property FILE.prp (SV-COMP)
  std::optional<SvProperty> property;    ///< read from property_file
  bool depth_given = false;              ///< --depth on the command line (else, with --property: deepening)
  /// Deepening keeps one encoder::DepthReuse across depths (off: --no-deepening-reuse).
  bool deepening_reuse = true;
  /// Whether to show the live status (by default: when stderr is a terminal).
  bool shows_progress() const;
  /// The people's report goes to stderr when stdout carries a document (--json -).
  bool stdout_is_document() const { return json_path == "-"; }

  /// --omit as a set of feature names.
  std::set<std::string> omitted() const;
  /// --omit or --swarm K>1: the configuration table is printed.
  bool prints_swarm_table() const { return swarm_size > 1 || !omit_list.empty() || ranges > 1 || range_spec; }
};

/// Declares the options of `check` on `app`, writing into `options`.
void add_check_options(CLI::App& app, CheckOptions& options);

/// After parsing: copies shared settings between the option groups and
/// checks combinations CLI11 cannot; returns the problem, or "" when fine.
std::string finish_check_options(CheckOptions& options);

}  // namespace swarmbmc::cli
