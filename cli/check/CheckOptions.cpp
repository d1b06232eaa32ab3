#include "CheckOptions.h"

#include <CLI/CLI.hpp>

#include <cmath>
#include <cstdlib>
#include <sstream>

#include <unistd.h>

#include "IoOptions.h"
#include "cli/PeerOptions.h"
#include "frontend/CompileCommands.h"
#include "ChoiceOptions.h"
#include "RangeFiles.h"
#include "solver/Solver.h"

namespace swarmbmc::cli {

namespace {

/// --timeout: a finite number of seconds above 0. (CLI::PositiveNumber lets
/// "nan" through, which then disabled the limit, and prints DBL_MAX in full.)
CLI::Validator positive_seconds() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        char* end = nullptr;
        const double value = std::strtod(text.c_str(), &end);
        if (end == text.c_str() || *end != '\0' || !std::isfinite(value) || value <= 0)
          return "must be a positive number of seconds, not '" + text + "'";
        return {};
      },
      "SECONDS");
}

const char* const kFooter =
    "Verdicts and exit codes:\n"
    "  FAILED    10  a property can be violated; a counterexample trace is printed\n"
    "  VERIFIED   0  no property can fail and every loop and recursion was fully unwound\n"
    "  BOUNDED    0  no violation within the bound, but some loop needs more than --depth\n"
    "  UNKNOWN    2  timeout, memory limit, Ctrl-C/SIGTERM or unsupported construct; the reason\n"
    "                and the statistics gathered so far are printed\n"
    "  (error)    1  bad usage or input (missing file, compile error, malformed IR)\n"
    "Properties: assert(), __VERIFIER_assert, reach_error(), __VERIFIER_error(), array bounds,\n"
    "null dereference, division and remainder by zero. Assumptions: __VERIFIER_assume,\n"
    "__CPROVER_assume, klee_assume. Inputs: __VERIFIER_nondet_<type>(), nondet_<type>(),\n"
    "klee_make_symbolic, and the results of functions without a body.\n"
    "Subcommands: 'swarmbmc check FILE...' (the default, as above); 'swarmbmc replay TRACE.json\n"
    "FILE... -o BINARY' builds a --json counterexample natively for gdb (see swarmbmc replay --help).";

void add_bound_options(CLI::App& app, CheckOptions& o) {
  app.add_option("files", o.files,
                 "The program's files: C (.c, .i), LLVM bitcode (.bc) or textual IR (.ll); several are\n"
                 "compiled alike (-I, -D, --32) and linked into one program")
      ->expected(0, -1);
  app.add_option("--compile-commands", o.compile_commands,
                 "A compilation database (compile_commands.json, as CMake and bear write it): each C\n"
                 "file is compiled with its entry's -I/-D/-U/-std/-include/-isystem/-m32; without files,\n"
                 "every C file it lists is the program")
      ->type_name("FILE");
  app.add_option("--depth,--unwind", o.verify.depth,
                 "Unwinding bound: each loop may iterate (take its back edge) at most N times and each\n"
                 "function may recurse at most N levels deep (default 10). --unwind is CBMC's name.")
      ->check(CLI::Range(0u, 1000000u))
      ->each([&o](const std::string&) { o.depth_given = true; });
  app.add_option("--property", o.property_file,
                 "SV-COMP property file (unreach-call, valid-memsafety, valid-memcleanup, no-overflow):\n"
                 "checks exactly that property, prints 'SV-COMP: <answer>' last; without --depth,\n"
                 "deepens the bound until an answer or --timeout");
  app.add_flag_callback("--no-deepening-reuse", [&o] { o.deepening_reuse = false; },
                        "Deepening: encode every depth from scratch, instead of keeping the terms and the\n"
                        "incremental CaDiCaL of the shallower depths (for comparison; single runs only)");
  app.add_flag("--k-induction", o.k_induction,
               "Prove programs whose loop has no bound unrolling reaches: for k = 1, 2, 3, 4, 6, 8, ...\n"
               "a base case (BMC to depth k: a violation is a counterexample) and an inductive step\n"
               "(from any state of a loop of the entry function, k passes without a violation are\n"
               "followed by one without); VERIFIED (k-induction, k = K) or the last depth's answer");
  app.add_option("--max-k", o.max_k, "--k-induction: the largest k tried (default 64)")
      ->check(CLI::Range(1u, 100000u));
  app.add_flag("--no-k-induction", o.no_k_induction,
               "--property without --depth: deepen the bound alone, without k-induction on a second\n"
               "thread (which otherwise proves programs whose loop has no bound)");
  app.add_flag_callback("--no-early-checks", [&o] { o.verify.early_checks = false; },
                        "Unroll the whole program before asking whether a property can fail, instead of\n"
                        "also asking while unrolling (CaDiCaL; a bug found early ends the unrolling there)");
  app.add_flag_callback("--no-interval-proofs", [&o] { o.verify.interval_proofs = false; },
                        "Ask the solver about every property check, instead of first proving what interval\n"
                        "analysis of the formula can (e.g. an index that provably stays in bounds)");
  app.add_flag("--32", o.frontend.ilp32, "Compile .c/.i inputs for the ILP32 data model (clang -m32; SV-COMP's\n"
               "32-bit tasks): 32-bit pointers, long and size_t");
  app.add_flag_callback("--64", [&o] { o.frontend.ilp32 = false; }, "Compile for LP64 (x86-64; the default)");
  app.add_option("--entry", o.verify.entry, "Function where execution starts (default main)");
  app.add_flag("--fuzz-harness", o.frontend.fuzz_harness,
               "The program is a libFuzzer harness (LLVMFuzzerTestOneInput): a main calls it on all of stdin in\n"
               "an object of exactly its length (at most --max-input-length bytes); implied when no input defines main");
  app.add_option("--max-argc", o.verify.max_argc,
                 "main(argc, argv): argc ranges over 1..N (default 4), as in CBMC")
      ->check(CLI::Range(1u, 1024u));
  app.add_option("--max-arg-length", o.verify.max_arg_length,
                 "main(argc, argv): each argv[i] holds at most N characters before its NUL (default 16)")
      ->check(CLI::Range(0u, 1u << 20));
  app.add_option("--env", o.env_bindings,
                 "The environment variable NAME holds VALUE, for getenv and main's envp (repeatable)")
      ->type_name("NAME=VALUE")
      ->allow_extra_args(false);
  app.add_flag("--env-only", o.verify.io.environment.only,
               "Every environment variable not given by --env is unset (default: each one the\n"
               "program asks for is unset or holds unknown characters)");
  app.add_option("--max-env-length", o.verify.io.environment.max_length,
                 "An unknown environment variable holds at most N characters (default 16)")
      ->type_name("N")
      ->check(CLI::Range(uint64_t{0}, uint64_t{1} << 20));
  app.add_option("--timeout", o.verify.timeout_seconds,
                 "Wall-clock limit in seconds for the whole run (compiling, loading, slicing, unrolling,\n"
                 "solving, replaying); on expiry the verdict is UNKNOWN with the phase and statistics")
      ->check(positive_seconds());
  app.add_option("--memory-limit", o.memory_limit_mb,
                 "Resident memory limit in MB for the whole process; when exceeded the verdict is\n"
                 "UNKNOWN with the phase and statistics")
      ->check(CLI::Range(size_t{1}, size_t{1} << 24));
}

void add_input_options(CLI::App& app, CheckOptions& o) {
  app.add_option("-I", o.frontend.include_dirs, "Include directory for C inputs (repeatable)")
      ->allow_extra_args(false);
  app.add_option("-D", o.frontend.defines, "Preprocessor definition NAME[=VALUE] for C inputs (repeatable)")
      ->allow_extra_args(false);
}

void add_swarm_options(CLI::App& app, CheckOptions& o) {
  app.add_option("--swarm", o.swarm_size,
                 "Solve K configurations in parallel: configuration 0 omits no feature, the others omit\n"
                 "random feature subsets; the first counterexample wins (default 1: plain BMC)")
      ->check(CLI::Range(1u, 100000u));
  app.add_option("--seed", o.seed, "Seed of the configuration planner (default 1)");
  app.add_option("--jobs", o.jobs, "Worker threads for the swarm (default: number of cores)")
      ->check(CLI::Range(1u, 1024u));
  app.add_option("--omit", o.omit_list, "Check exactly one configuration, omitting these features (comma-separated)");
  app.add_flag("--list-features", o.list_features, "Print the program's features with their call sites and exit");
  app.add_flag("--list-unmodelled", o.list_unmodelled,
               "Print each function the program calls that has neither a body nor a model (after linking\n"
               "the C library models), with its first call site, and exit");
  app.add_option("--emit-variant", o.emit_variant,
                 "Write the configuration given by --omit, after slicing, as LLVM IR to FILE and exit");
  app.add_option("--log-function", o.features.log_functions,
                 "Treat calls of this function as log events too (repeatable); the feature is the\n"
                 "constant string first argument, e.g. a printf format string");
  app.add_option("--log-trace", o.log_trace,
                 "Check only the executions that print this log (one event per line: a swarm_log\n"
                 "string, a --log-function call's printed line, a function with --features functions)");
  app.add_option("--log-match", o.log_match,
                 "How an execution's log matches --log-trace: 'exact' (default: it is the file),\n"
                 "'prefix' (it starts with the file) or 'subsequence' (the file's lines in order, other\n"
                 "events between)")
      ->check(CLI::IsMember({"exact", "prefix", "subsequence"}));
  app.add_option("--log-pattern", o.log_pattern,
                 "Check only the executions whose sequence of event names matches this regular\n"
                 "expression over --list-features' names, e.g. 'push{64} (pop|top)*': juxtaposition,\n"
                 "| * + ? {n} {n,} {n,m} ( ); quote names with spaces: '\"withdraw %d\\n\" audit'");
  app.add_flag("--log-reach", o.log_reach,
               "With --log-trace or --log-pattern: reaching the program's end after printing the log\n"
               "(a matching sequence of events) is a counterexample too ([log-reached]; VERIFIED: no\n"
               "execution prints it)");
  app.add_option("--features", o.features_mode,
                 "Which features exist: 'logs' (swarm_log and --log-function calls, default) or\n"
                 "'functions' (also every defined function other than the entry)")
      ->check(CLI::IsMember({"logs", "functions"}));
  app.add_flag("--no-slicing", o.no_slicing,
               "Omit features by assume(false) only: nothing is sliced away (to measure what slicing\n"
               "gains; same verdicts)");
  app.add_option("--swarm-encoding", o.swarm_encoding,
                 "How configurations are encoded: 'sliced' (each its own sliced program), 'shared' (one\n"
                 "formula for all, configurations as assumptions on one boolean per feature),\n"
                 "'shared-incremental' (shared, one incremental CaDiCaL per worker) or 'auto' (chosen\n"
                 "per program from the sliced sizes; default; the choice is printed)")
      ->check(CLI::IsMember({"sliced", "shared", "shared-incremental", "auto"}));
  app.add_flag("--run-all", o.run_all,
               "Run every configuration to its own answer: the first counterexample still decides the\n"
               "verdict but stops nobody (to measure each configuration's time, see --stats-json)");
}

void add_property_options(CLI::App& app, CheckOptions& o) {
  encoder::CheckSelection& checks = o.verify.checks;
  auto off = [&app](const char* name, bool& check, const char* what) {
    app.add_flag_callback(name, [&check] { check = false; }, what);
  };
  auto on = [&app](const char* name, bool& check, const char* what) {
    app.add_flag_callback(name, [&check] { check = true; }, what);
  };
  off("--no-pointer-check", checks.pointer,
      "Do not check null and dead-object dereferences, use after free, invalid and double free,\n"
      "calls through invalid function pointers, stores to read-only objects (checked by default)");
  off("--no-bounds-check", checks.bounds, "Do not check that memory accesses stay inside their object");
  off("--no-div-by-zero-check", checks.div_by_zero, "Do not check divisions and remainders by zero");
  off("--no-memcpy-overlap-check", checks.memcpy_overlap, "Do not check that memcpy's ranges do not overlap");
  on("--pointer-check", checks.pointer, "Check pointer safety (the default; for CBMC's command lines)");
  on("--bounds-check", checks.bounds, "Check bounds (the default; for CBMC's command lines)");
  on("--div-by-zero-check", checks.div_by_zero, "Check division by zero (the default)");
  on("--memcpy-overlap-check", checks.memcpy_overlap, "Check memcpy overlap (the default)");
  on("--memory-leak-check", checks.memory_leak,
     "Report heap memory neither freed nor reachable from a global when the program ends\n"
     "(main returns or exit; SV-COMP valid-memtrack)");
  on("--signed-overflow-check", checks.signed_overflow,
     "Report signed overflow of + - * / (INT_MIN / -1 too; off by default, as in CBMC)");
  on("--shift-check", checks.shift, "Report shifts by a negative amount or at least the operand's width (off by default)");
  on("--memory-cleanup-check", checks.memory_cleanup,
     "Report heap memory not freed when the program ends (SV-COMP valid-memcleanup)");
  off("--no-float-conversion-check", checks.float_conversion,
      "Do not check conversions of floating-point values to integers: a NaN, an infinity or a\n"
      "value out of the target's range then converts to any value (checked by default)");
  on("--float-conversion-check", checks.float_conversion, "Check float-to-integer conversions (the default)");
  on("--nan-check", checks.nan,
     "Report floating-point + - * / and sqrt producing a NaN from operands that are not NaNs\n"
     "(0/0, inf-inf, 0*inf, sqrt of a negative; off by default, as in CBMC)");
  on("--float-overflow-check", checks.float_overflow,
     "Report floating-point + - * / and double-to-float conversions producing an infinity from\n"
     "finite operands (x/0 too; off by default, as in CBMC)");
  app.add_flag("--malloc-may-fail", o.verify.malloc_may_fail,
               "malloc, calloc, realloc, aligned_alloc and posix_memalign may fail (return NULL)\n"
               "nondeterministically, as when memory runs out (off by default, as in CBMC)");
  app.add_flag("--strict-externals", o.verify.strict_externals,
               "A reachable call of a function with neither body nor model makes the run UNKNOWN\n"
               "(by default its result is any value and it may overwrite its pointer arguments' objects)");
  app.add_option("--assume-no-callback", o.verify.assume_no_callback,
                 "Assume the function FN (no body, no model) never calls a function it is given, directly\n"
                 "or in an object it can reach (repeatable; by default such a call makes the path UNKNOWN)")
      ->type_name("FN")
      ->allow_extra_args(false);
  app.add_flag("--no-native-confirmation", o.no_native_confirmation,
               "Report a counterexample through unmodelled C library functions without replaying it natively\n"
               "first (by default one that does not fail natively is UNKNOWN)");
}

void add_solver_options(CLI::App& app, CheckOptions& o) {
  app.add_option("--solver", o.verify.solver,
                 "Decision procedure: 'cadical' (own bit-blaster to CNF, CaDiCaL; default), 'z3' (SMT\n"
                 "bit-vectors), 'portfolio' (both race on every query, the first answer wins) or\n"
                 "'cryptominisat' (the bit-blaster with CryptoMiniSat) or 'sat-portfolio' (the bit-blaster's\n"
                 "CNF solved by CaDiCaL and CryptoMiniSat racing on two threads). Without --solver: cadical,\n"
                 "or sat-portfolio for a program with floating-point arithmetic")
      ->check(CLI::IsMember(solver::solver_names()))
      ->each([&o](const std::string&) { o.solver_given = true; });
  app.add_option_function<std::string>(
         "--division-encoding",
         [&o](const std::string& name) {
           o.verify.division = name == "circuit"    ? solver::DivisionEncoding::Circuit
                               : name == "relation" ? solver::DivisionEncoding::Relation
                                                    : solver::DivisionEncoding::Auto;
         },
                 "With --solver cadical: blast / and % as a 'circuit' (restoring division), as a\n"
                 "'relation' (fresh quotient and remainder, a = q*d + r, r < d: CBMC's encoding), or\n"
                 "'auto' (default): the relation unless the divisor is a constant")
      ->check(CLI::IsMember({"auto", "circuit", "relation"}));
  app.add_option("--dimacs", o.verify.dimacs_path,
                 "With --solver cadical or cryptominisat: write the CNF of the first query (all property checks) to FILE\n"
                 "in DIMACS format, for debugging or for running another SAT solver on it");
}

void add_output_options(CLI::App& app, CheckOptions& o) {
  app.add_flag("--stats", o.show_stats, "Print instructions unrolled, terms, property checks, encode and solve time");
  app.add_option("--stats-json", o.stats_json, "Write the configuration table and timings as JSON to FILE");
  app.add_option_function<std::string>(
         "--trace-verbosity",
         [&o](const std::string& word) { o.trace_verbosity = *report::parse_trace_verbosity(word); },
         "How much of the counterexample to print: 'inputs' (inputs and the failure), 'calls'\n"
         "(also function calls and log events) or 'full' (also assignments to source variables\n"
         "and return values; default)")
      ->check(CLI::IsMember({"inputs", "calls", "full"}));
  app.add_option("--json", o.json_path,
                 "Write the result (every verdict) and the counterexample as JSON to FILE ('-': stdout,\n"
                 "the text report then goes to stderr); format in docs/trace-format.md");
  app.add_option("--witness", o.witness_path,
                 "Write an SV-COMP witness to FILE: on FAILED a violation witness, on VERIFIED a\n"
                 "correctness witness (with k-induction's loop invariants that C states exactly);\n"
                 "none for BOUNDED or UNKNOWN, nor for a run restricted by --omit, --range-file or a log");
  app.add_option("--witness-format", o.witness_format, "Witness format: 'graphml' (1.0, default) or 'yaml' (2.0)")
      ->check(CLI::IsMember({"graphml", "yaml"}));
  app.add_flag("--progress", o.progress,
               "Show a live status on stderr (phase, time, instructions, terms, SAT size per running\n"
               "configuration), replaced by the report at the end; default when stderr is a terminal");
  app.add_flag("--no-progress", o.no_progress, "Never show the live status");
  app.add_option("--sarif", o.sarif_path, "Write the result as SARIF 2.1.0 to FILE (one result per violated property)");
  app.add_option("--reproducer", o.reproducer_path,
                 "On FAILED, write the bytes the counterexample read from stdin to FILE, raw: the input a fuzz\n"
                 "harness's fuzzer binary (./fuzzer FILE) or a main reading stdin (./prog < FILE) fails on");
}

}  // namespace

bool CheckOptions::shows_progress() const {
  if (no_progress) return false;
  return progress || ::isatty(STDERR_FILENO);
}

std::set<std::string> CheckOptions::omitted() const {
  std::set<std::string> items;
  std::stringstream in(omit_list);
  for (std::string item; std::getline(in, item, ',');)
    if (!item.empty()) items.insert(item);
  return items;
}

void add_check_options(CLI::App& app, CheckOptions& options) {
  add_bound_options(app, options);
  add_input_options(app, options);
  add_io_options(app, options.verify);
  add_peer_options(app, options.verify);  // PeerOptions.cpp
  add_swarm_options(app, options);
  add_choice_options(app, options.choice_flags);  // ChoiceOptions.cpp
  add_property_options(app, options);
  add_range_options(app, options);
  add_solver_options(app, options);
  add_output_options(app, options);
  app.footer(kFooter);
}

namespace {

/// --env NAME=VALUE into the environment's fixed variables; a later
/// binding of a name replaces an earlier one, as in a shell.
std::string finish_env_options(CheckOptions& o) {
  auto& fixed = o.verify.io.environment.fixed;
  for (const std::string& binding : o.env_bindings) {
    const size_t equals = binding.find('=');
    if (equals == std::string::npos || equals == 0)
      return "--env '" + binding + "': expected NAME=VALUE with a non-empty NAME";
    const std::string name = binding.substr(0, equals);
    std::erase_if(fixed, [&](const auto& entry) { return entry.first == name; });
    fixed.emplace_back(name, binding.substr(equals + 1));
  }
  return {};
}

/// The program's files: as given, or as --compile-commands selects them.
std::string finish_input_options(CheckOptions& o) {
  if (o.compile_commands.empty()) {
    if (o.files.empty()) return "no input file: name the program's files, or give --compile-commands FILE";
    for (const std::string& file : o.files) o.inputs.push_back({file, std::nullopt});
    return {};
  }
  try {
    frontend::CompileCommandsInputs selected = frontend::inputs_from_compile_commands(o.compile_commands, o.files);
    o.inputs = std::move(selected.inputs);
    std::string dropped;
    for (const std::string& flag : selected.dropped) dropped += " " + flag;
    if (!dropped.empty())
      o.input_notes.push_back(o.compile_commands + ": flags without meaning for analysis dropped:" + dropped);
    o.input_notes.insert(o.input_notes.end(), selected.notes.begin(), selected.notes.end());
    for (const std::string& flag : selected.unknown)
      o.input_warnings.push_back(o.compile_commands + ": unknown flag '" + flag + "' dropped");
  } catch (const frontend::InputError& e) {
    return e.what();
  }
  return {};
}

}  // namespace

std::string CheckOptions::input_names() const {
  std::string names;
  for (const frontend::InputFile& input : inputs) names += (names.empty() ? "" : ", ") + input.path;
  return names;
}

std::vector<std::string> CheckOptions::input_paths() const {
  std::vector<std::string> paths;
  for (const frontend::InputFile& input : inputs) paths.push_back(input.path);
  return paths;
}

std::string finish_check_options(CheckOptions& o) {
  if (std::string error = finish_env_options(o); !error.empty()) return error;
  if (std::string error = finish_input_options(o); !error.empty()) return error;
  o.frontend.entry = o.verify.entry;
  o.features.function_features = o.features_mode == "functions";
  o.features.entry = o.verify.entry;
  o.verify.log_functions = o.features.log_functions;
  o.verify.memory_limit_mb = o.memory_limit_mb;
  o.verify.formula_fingerprint = o.show_stats || !o.stats_json.empty() || !o.json_path.empty();
  if (!o.property_file.empty()) {
    std::string error;
    o.property = read_property_file(o.property_file, error);
    if (!o.property) return error;
    select_checks(*o.property, o.verify.checks);
  }
  // Only clang knows which left shifts are signed (encoder/checks/Overflow.cpp).
  o.frontend.trap_signed_shifts = o.verify.checks.signed_overflow && o.verify.checks.shift;
  if (o.progress && o.no_progress) return "--progress and --no-progress contradict each other";
  if (!o.log_trace.empty() && o.log_pattern) return "--log-pattern and --log-trace exclude each other";
  if (o.log_trace.empty() && o.log_match != "exact") return "--log-match needs --log-trace FILE";
  if (!o.log_restricted() && o.log_reach) return "--log-reach needs --log-trace FILE or --log-pattern REGEX";
  if (o.k_induction) {
    if (o.depth_given) return "--k-induction chooses the depths itself: use --max-k instead of --depth";
    if (o.swarm_size > 1 || !o.omit_list.empty() || o.ranges > 1 || !o.range_file.empty())
      return "--k-induction runs alone: not with --swarm, --omit or --ranges (with --property and no --depth, k-induction already runs beside the swarm)";
    if (o.log_restricted()) return "--k-induction does not take --log-trace or --log-pattern (not built yet)";
    if (!o.verify.dimacs_path.empty()) return "--dimacs writes one formula; --k-induction asks many";
    o.verify.depth = o.max_k;  // what a BOUNDED answer names, and how deep a counterexample's replay may go
    if (o.no_k_induction) return "--k-induction and --no-k-induction contradict each other";
  }
  // Only plain BMC's proofs name the executions --peer-strict cut (encoder/verify/Verifier.cpp).
  if (o.verify.io.peer && o.verify.io.peer->strict &&
      (o.swarm_size > 1 || o.ranges > 1 || !o.range_file.empty() || o.k_induction || !o.property_file.empty()))
    return "--peer-strict works with plain BMC only: not with --swarm, --ranges, --range-file, --k-induction or --property";
  if (!o.verify.dimacs_path.empty()) {
    if (!solver::is_bit_blasting(o.verify.solver))
      return "--dimacs needs --solver cadical or cryptominisat (the CNF is the bit-blaster's)";
    if (o.swarm_size > 1) return "--dimacs writes one formula: use it without --swarm";
  }
  return finish_range_options(o);
}

}  // namespace swarmbmc::cli
