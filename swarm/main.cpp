// The swarmbmc command line: parse options, load the program, run the
// verifier, print verdict, trace and statistics, exit with the verdict's
// code (FAILED 10, VERIFIED/BOUNDED 0, UNKNOWN 2, usage/input error 1).
#include <CLI/CLI.hpp>
#include <llvm/Config/llvm-config.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <z3.h>
#include <cadical.hpp>

#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <new>
#include <sstream>
#include <mutex>
#include <thread>

#include "Frontend.h"
#include "Logsrt.h"
#include "Planner.h"
#include "ProcessGuard.h"
#include "Report.h"
#include "Runner.h"
#include "Solver.h"
#include "SwarmReport.h"
#include "Verifier.h"

namespace {

std::set<std::string> split_list(const std::string& text) {
  std::set<std::string> items;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');)
    if (!item.empty()) items.insert(item);
  return items;
}

std::string version_text() {
  unsigned major, minor, build, revision;
  Z3_get_version(&major, &minor, &build, &revision);
  return "swarmbmc " SWARMBMC_VERSION " (LLVM " LLVM_VERSION_STRING ", CaDiCaL " + std::string(CaDiCaL::Solver::version()) +
         ", Z3 " + std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(build) + ")";
}

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

}  // namespace

int main(int argc, char** argv) {
  using namespace swarmbmc;
  swarm::ProcessGuard::install_signal_handlers();
  CLI::App app{"swarmbmc: a bounded model checker for C programs and LLVM IR.\n"
               "Finds assertion failures, out-of-bounds and null dereferences and division by zero\n"
               "within a bounded number of loop iterations, with a counterexample trace.",
               "swarmbmc"};
  std::string input;
  encoder::VerifyOptions verify_options;
  frontend::FrontendOptions frontend_options;
  bool show_stats = false;
  unsigned swarm_size = 1;
  uint64_t seed = swarm::kDefaultSeed;
  unsigned jobs = 0;
  std::string omit_list, emit_variant, stats_json, features_mode = "logs";
  bool list_features = false;
  logsrt::FeatureOptions feature_options;
  app.add_option("file", input, "Program to check: a C file (.c, .i), LLVM bitcode (.bc) or textual IR (.ll)")
      ->required();
  app.add_option("--depth,--unwind", verify_options.depth,
                 "Unwinding bound: each loop may iterate (take its back edge) at most N times and each\n"
                 "function may recurse at most N levels deep (default 10). --unwind is CBMC's name.")
      ->check(CLI::Range(0u, 1000000u));
  app.add_option("--entry", verify_options.entry, "Function where execution starts (default main)");
  size_t memory_limit_mb = 0;
  app.add_option("--timeout", verify_options.timeout_seconds,
                 "Wall-clock limit in seconds for the whole run (compiling, loading, slicing, unrolling,\n"
                 "solving, replaying); on expiry the verdict is UNKNOWN with the phase and statistics")
      ->check(positive_seconds());
  app.add_option("--memory-limit", memory_limit_mb,
                 "Resident memory limit in MB for the whole process; when exceeded the verdict is\n"
                 "UNKNOWN with the phase and statistics")
      ->check(CLI::Range(size_t{1}, size_t{1} << 24));
  app.add_flag("--stats", show_stats, "Print instructions unrolled, terms, property checks, encode and solve time");
  app.add_option("-I", frontend_options.include_dirs, "Include directory for C inputs (repeatable)")
      ->allow_extra_args(false);
  app.add_option("-D", frontend_options.defines, "Preprocessor definition NAME[=VALUE] for C inputs (repeatable)")
      ->allow_extra_args(false);
  app.add_option("--swarm", swarm_size,
                 "Solve K configurations in parallel: configuration 0 omits no feature, the others omit\n"
                 "random feature subsets; the first counterexample wins (default 1: plain BMC)")
      ->check(CLI::Range(1u, 100000u));
  app.add_option("--seed", seed, "Seed of the configuration planner (default 1)");
  app.add_option("--jobs", jobs, "Worker threads for the swarm (default: number of cores)")->check(CLI::Range(1u, 1024u));
  app.add_option("--omit", omit_list, "Check exactly one configuration, omitting these features (comma-separated)");
  app.add_flag("--list-features", list_features, "Print the program's features with their call sites and exit");
  app.add_option("--emit-variant", emit_variant,
                 "Write the configuration given by --omit, after slicing, as LLVM IR to FILE and exit");
  app.add_option("--log-function", feature_options.log_functions,
                 "Treat calls of this function as log events too (repeatable); the feature is the\n"
                 "constant string first argument, e.g. a printf format string");
  app.add_option("--features", features_mode,
                 "Which features exist: 'logs' (swarm_log and --log-function calls, default) or\n"
                 "'functions' (also every defined function other than the entry)")
      ->check(CLI::IsMember({"logs", "functions"}));
  app.add_option("--solver", verify_options.solver,
                 "Decision procedure: 'cadical' (own bit-blaster to CNF, CaDiCaL; default), 'z3' (SMT\n"
                 "bit-vectors) or 'portfolio' (both race on every query, the first answer wins)")
      ->check(CLI::IsMember(solver::solver_names()));
  app.add_option("--dimacs", verify_options.dimacs_path,
                 "With --solver cadical: write the CNF of the first query (all property checks) to FILE\n"
                 "in DIMACS format, for debugging or for running another SAT solver on it");
  app.add_option("--stats-json", stats_json, "Write the configuration table and timings as JSON to FILE");
  app.set_version_flag("--version", version_text());
  app.footer(
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
      "klee_make_symbolic, and the results of functions without a body.");
  try {
    app.parse(argc, argv);
  } catch (const CLI::CallForHelp& e) {
    return app.exit(e);
  } catch (const CLI::CallForVersion& e) {
    return app.exit(e);
  } catch (const CLI::ParseError& e) {
    std::cerr << "swarmbmc: error: " << e.what() << " (see swarmbmc --help)\n";
    return 1;
  }
  frontend_options.entry = verify_options.entry;
  if (!verify_options.dimacs_path.empty()) {
    if (verify_options.solver != "cadical") {
      std::cerr << "swarmbmc: error: --dimacs needs --solver cadical (the CNF is the CaDiCaL backend's)\n";
      return 1;
    }
    if (swarm_size > 1) {
      std::cerr << "swarmbmc: error: --dimacs writes one formula: use it without --swarm\n";
      return 1;
    }
  }

  // From here on every phase honours --timeout, --memory-limit and signals.
  swarm::ProcessGuard* guard_ptr = nullptr;
  auto figures = [&] {
    return report::ProcessFigures{guard_ptr->elapsed_ms(), swarm::ProcessGuard::peak_megabytes()};
  };
  auto write_json = [&](swarm::SwarmReport& report) {
    if (stats_json.empty()) return;
    const report::ProcessFigures process = figures();
    report.wall_ms = process.wall_ms;
    report.peak_memory_mb = process.peak_memory_mb;
    std::string error;
    if (!swarm::write_stats_json(stats_json, report, error)) std::cerr << "swarmbmc: error: " << error << "\n";
  };
  // UNKNOWN for a stop outside the verifier (or a stuck phase, from the
  // backstop): the statistics are whatever the verifier had, if anything.
  auto print_stopped = [&](const std::string& reason, const std::string& during,
                           const encoder::RunStatistics& statistics) {
    swarm::SwarmReport report;
    report.plan.seed = seed;
    report.interrupted = guard_ptr->cause() == encoder::StopCause::Interrupted;
    report.total_ms = guard_ptr->elapsed_ms();
    report.final.verdict = encoder::Verdict::Unknown;
    report.final.reason = reason;
    report.final.stop_cause = guard_ptr->cause() == encoder::StopCause::None ? encoder::StopCause::Interrupted
                                                                              : guard_ptr->cause();
    report.final.stopped_while = during;
    report.final.statistics = statistics;
    const report::ProcessFigures process = figures();
    report::print_result(std::cout, std::cerr, report.final, verify_options, true, &process);
    write_json(report);
    return encoder::verdict_exit_code(report.final.verdict);
  };
  swarm::ProcessGuard::Settings guard_settings;
  guard_settings.timeout_seconds = verify_options.timeout_seconds;
  guard_settings.memory_limit_mb = memory_limit_mb;
  // The latest statistics a verifier published (after unrolling), for the
  // backstop's report when a solver does not return.
  std::mutex progress_mutex;
  encoder::RunStatistics progress;
  verify_options.on_progress = [&](const encoder::RunStatistics& statistics) {
    std::lock_guard lock(progress_mutex);
    progress = statistics;
  };
  guard_settings.backstop_report = [&](const std::string& reason) {
    encoder::RunStatistics known;
    {
      std::lock_guard lock(progress_mutex);
      known = progress;
    }
    print_stopped(reason, guard_ptr->phase().load(), known);
  };
  swarm::ProcessGuard guard(guard_settings);
  guard_ptr = &guard;
  // Claims the output; when the backstop already has it, it is about to
  // exit the process: wait for that rather than print a second report.
  auto claim = [&] {
    guard.set_phase("printing");
    if (guard.claim_report()) return;
    for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
  };
  auto stopped_exit = [&] {
    const std::string reason = guard.stop_reason(), during = guard.phase().load();
    claim();
    return print_stopped(reason, during, {});
  };
  auto error_exit = [&](const std::string& message) {
    if (guard.stopped()) return stopped_exit();  // e.g. clang killed by the guard
    claim();
    std::cerr << "swarmbmc: error: " << message << "\n";
    return 1;
  };
  verify_options.deadline = guard.deadline();
  verify_options.memory_limit_mb = memory_limit_mb;
  verify_options.abandon_on_stop = true;  // the process exits right after a stop
  guard.start();  // last: the backstop reads what is set up above

  try {
    std::cout << "swarmbmc " SWARMBMC_VERSION ": checking " << input << " (entry " << verify_options.entry
              << ", depth " << verify_options.depth << ", solver " << verify_options.solver << ")" << std::endl;
    const std::string extension = llvm::StringRef(input).rsplit('.').second.str();
    guard.set_phase(extension == "c" || extension == "i" ? "compiling" : "loading");
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> module;
    try {
      module = frontend::load_program(input, frontend_options, context);
    } catch (const frontend::InputError& e) {
      return error_exit(e.what());
    }
    if (guard.stopped()) return stopped_exit();
    guard.set_phase("discovering features");
    feature_options.function_features = features_mode == "functions";
    feature_options.entry = verify_options.entry;
    const logsrt::FeatureCatalog catalog = logsrt::discover_features(*module, feature_options);
    if (guard.stopped()) return stopped_exit();
    if (list_features) {
      claim();
      swarm::print_features(std::cout, catalog);
      return 0;
    }
    std::vector<std::string> features;
    for (const auto& [name, sites] : catalog.features) features.push_back(name);
    const std::set<std::string> omitted = split_list(omit_list);
    for (const std::string& feature : omitted)
      if (!catalog.features.count(feature))
        return error_exit("--omit names unknown feature '" + feature + "' (see --list-features)");
    if (!emit_variant.empty()) {
      guard.set_phase("slicing");
      std::unique_ptr<llvm::Module> variant = llvm::CloneModule(*module);
      const logsrt::RestrictionStatistics sliced = logsrt::restrict_module(*variant, omitted, feature_options);
      frontend::prepare_module(*variant);
      if (guard.stopped()) return stopped_exit();
      std::error_code error;
      llvm::raw_fd_ostream file(emit_variant, error);
      if (error) return error_exit("cannot write '" + emit_variant + "': " + error.message());
      claim();
      variant->print(file, nullptr);
      std::cout << "wrote the configuration omitting " << swarm::describe_omitted(omitted) << " to " << emit_variant
                << " (instructions " << sliced.instructions_before << " -> " << sliced.instructions_after << ")\n";
      return 0;
    }

    guard.set_phase("planning");
    swarm::Plan plan;
    if (!omit_list.empty()) {
      plan.configurations.push_back({0, omitted});
      plan.requested = 1;
      plan.seed = seed;
    } else {
      plan = swarm::plan_configurations(features, swarm_size, seed);
    }
    if (guard.stopped()) return stopped_exit();
    swarm::SwarmOptions swarm_options;
    swarm_options.jobs = jobs;
    swarm_options.verify = verify_options;
    swarm_options.features = feature_options;
    swarm_options.interrupt = &guard.interrupt();
    swarm_options.interrupt_description = [&] { return guard.stop_description(); };
    swarm_options.phase = &guard.phase();
    swarm::SwarmReport report = swarm::run_swarm(*module, plan, swarm_options);
    // The runner only sees its interrupt flag; "interrupted" is for signals.
    report.interrupted = report.interrupted && guard.cause() == encoder::StopCause::Interrupted;
    claim();
    if (swarm_size > 1 || !omit_list.empty()) swarm::print_swarm_table(std::cout, report);
    const report::ProcessFigures process = figures();
    report::print_result(std::cout, std::cerr, report.final, verify_options, show_stats, &process);
    write_json(report);
    return encoder::verdict_exit_code(report.final.verdict);
  } catch (const std::bad_alloc&) {
    // Allocation failed before the limit was seen (or without a limit).
    const std::string during = guard.phase().load();
    const std::string reason =
        (memory_limit_mb ? encoder::describe_stop(encoder::StopCause::MemoryLimit, guard.limits()) : "out of memory") +
        " while " + during;
    claim();
    return print_stopped(reason, during, {});
  } catch (const std::exception& e) {
    // A bug of ours or a library's (LLVM throws std::logic_error on some
    // modules it cannot handle): one line and UNKNOWN, never an abort and
    // never a verdict.
    const std::string during = guard.phase().load();
    claim();
    std::cerr << "swarmbmc: internal error while " << during << ": " << e.what() << "\n";
    std::cout << "VERDICT: UNKNOWN (internal error while " << during << ")" << std::endl;
    return encoder::verdict_exit_code(encoder::Verdict::Unknown);
  }
}
