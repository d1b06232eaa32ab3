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

#include <csignal>
#include <cstdio>
#include <iostream>
#include <sstream>

#include "Frontend.h"
#include "Logsrt.h"
#include "Planner.h"
#include "Report.h"
#include "Runner.h"
#include "Solver.h"
#include "SwarmReport.h"
#include "Verifier.h"

namespace {

/// Raised by SIGINT/SIGTERM: every worker stops and what is known is printed.
std::atomic<bool> g_interrupted{false};
extern "C" void on_signal(int) { g_interrupted.store(true); }

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

}  // namespace

int main(int argc, char** argv) {
  using namespace swarmbmc;
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
  app.add_option("--timeout", verify_options.timeout_seconds,
                 "Wall-clock limit in seconds for unrolling and solving; on expiry the verdict is UNKNOWN")
      ->check(CLI::PositiveNumber);
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
      "  UNKNOWN    2  timeout or unsupported construct; the reason is printed\n"
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

  std::cout << "swarmbmc " SWARMBMC_VERSION ": checking " << input << " (entry " << verify_options.entry << ", depth "
            << verify_options.depth << ", solver " << verify_options.solver << ")" << std::endl;
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module;
  try {
    module = frontend::load_program(input, frontend_options, context);
  } catch (const frontend::InputError& e) {
    std::cerr << "swarmbmc: error: " << e.what() << "\n";
    return 1;
  }
  feature_options.function_features = features_mode == "functions";
  feature_options.entry = verify_options.entry;
  const logsrt::FeatureCatalog catalog = logsrt::discover_features(*module, feature_options);
  if (list_features) {
    swarm::print_features(std::cout, catalog);
    return 0;
  }
  std::vector<std::string> features;
  for (const auto& [name, sites] : catalog.features) features.push_back(name);
  const std::set<std::string> omitted = split_list(omit_list);
  for (const std::string& feature : omitted)
    if (!catalog.features.count(feature)) {
      std::cerr << "swarmbmc: error: --omit names unknown feature '" << feature << "' (see --list-features)\n";
      return 1;
    }
  if (!emit_variant.empty()) {
    std::unique_ptr<llvm::Module> variant = llvm::CloneModule(*module);
    const logsrt::RestrictionStatistics sliced = logsrt::restrict_module(*variant, omitted, feature_options);
    frontend::prepare_module(*variant);
    std::error_code error;
    llvm::raw_fd_ostream file(emit_variant, error);
    if (error) {
      std::cerr << "swarmbmc: error: cannot write '" << emit_variant << "': " << error.message() << "\n";
      return 1;
    }
    variant->print(file, nullptr);
    std::cout << "wrote the configuration omitting " << swarm::describe_omitted(omitted) << " to " << emit_variant
              << " (instructions " << sliced.instructions_before << " -> " << sliced.instructions_after << ")\n";
    return 0;
  }

  swarm::Plan plan;
  if (!omit_list.empty()) {
    plan.configurations.push_back({0, omitted});
    plan.requested = 1;
    plan.seed = seed;
  } else {
    plan = swarm::plan_configurations(features, swarm_size, seed);
  }
  std::signal(SIGINT, on_signal);
  std::signal(SIGTERM, on_signal);
  swarm::SwarmOptions swarm_options{jobs, verify_options, feature_options, &g_interrupted};
  const swarm::SwarmReport report = swarm::run_swarm(*module, plan, swarm_options);
  if (swarm_size > 1 || !omit_list.empty()) swarm::print_swarm_table(std::cout, report);
  const encoder::VerifyResult& result = report.final;
  report::print_result(std::cout, std::cerr, result, verify_options, show_stats);
  if (!stats_json.empty()) {
    std::string error;
    if (!swarm::write_stats_json(stats_json, report, error)) std::cerr << "swarmbmc: error: " << error << "\n";
  }
  return encoder::verdict_exit_code(result.verdict);
}
