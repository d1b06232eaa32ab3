// The swarmbmc command line: parse options, load the program, run the
// verifier, print verdict, trace and statistics, exit with the verdict's
// code (FAILED 10, VERIFIED/BOUNDED 0, UNKNOWN 2, usage/input error 1).
#include <CLI/CLI.hpp>
#include <llvm/Config/llvm-config.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <z3.h>

#include <cstdio>
#include <iostream>

#include "Frontend.h"
#include "Report.h"
#include "Verifier.h"

namespace {

std::string version_text() {
  unsigned major, minor, build, revision;
  Z3_get_version(&major, &minor, &build, &revision);
  return "swarmbmc " SWARMBMC_VERSION " (LLVM " LLVM_VERSION_STRING ", Z3 " + std::to_string(major) + "." +
         std::to_string(minor) + "." + std::to_string(build) + ")";
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
  encoder::VerifyResult result = encoder::verify(*module, verify_options);
  report::print_result(std::cout, std::cerr, result, verify_options, show_stats);
  return encoder::verdict_exit_code(result.verdict);
}
