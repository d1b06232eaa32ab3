#include "Report.h"

#include <iomanip>
#include <ostream>
#include <string>
#include <vector>

#include "report/trace/TextTrace.h"

namespace swarmbmc::report {

using encoder::Verdict;


void print_statistics(std::ostream& out, const encoder::RunStatistics& s, const ProcessFigures* process) {
  const auto flags = out.flags();
  out << "Statistics:\n"
      << "  instructions unrolled: " << s.instructions_unrolled << "\n"
      << "  terms:                 " << s.terms << "\n"
      << "  property checks:       " << s.checks << "\n"
      << std::fixed << std::setprecision(1) << "  encode time:           " << s.encode_ms << " ms\n"
      << "  solve time:            " << s.solve_ms << " ms\n";
  if (s.variables > 0)
    out << "  bit-blast time:        " << s.blast_ms << " ms (part of solve time)\n"
        << "  SAT variables:         " << s.variables << "\n"
        << "  SAT clauses:           " << s.clauses << "\n";
  if (s.early_queries > 0)
    out << "  early queries:         " << s.early_queries
        << (s.found_early ? " (the last found the counterexample; the figures cover what was unrolled until then)" : "")
        << "\n";
  if (s.interval_proofs > 0)
    out << "  proven by intervals:   " << s.interval_proofs << " of the property checks (never asked)\n";
  if (!s.formula_fingerprint.empty()) out << "  formula fingerprint:   " << s.formula_fingerprint << "\n";
  if (process)
    out << "  wall time:             " << process->wall_ms << " ms\n"
        << "  peak memory:           " << process->peak_memory_mb << " MB\n";
  out.flags(flags);
}

namespace {

/// The over-approximated library functions (libc/models/transcendental.c)
/// whose values the counterexample uses: inputs named after them.
std::vector<std::string> overapproximated_in_trace(const encoder::VerifyResult& result) {
  std::vector<std::string> used;
  for (const std::string& function : result.overapproximated_functions)
    for (const encoder::TraceStep& step : result.trace)
      if (step.kind == encoder::TraceStep::Kind::Input && step.input_kind == "external-function" &&
          step.name == function) {
        used.push_back(function);
        break;
      }
  return used;
}

void print_names(std::ostream& out, const std::vector<std::string>& names) {
  for (size_t i = 0; i < names.size(); ++i) out << (i ? ", " : " ") << names[i];
}

/// What the verdict rests on, after it on the verdict line.
void print_assumptions(std::ostream& out, const encoder::VerifyResult& result) {
  const bool proof = result.verdict == Verdict::Verified || result.verdict == Verdict::Bounded;
  if (proof && !result.unmodelled_functions.empty()) {
    // A proof that rests on assumptions about code we never saw says so.
    const size_t n = result.unmodelled_functions.size();
    out << " (assuming " << n << " unmodelled function" << (n == 1 ? "" : "s") << ":";
    print_names(out, result.unmodelled_functions);
    out << ")";
  }
  if (proof && !result.overapproximated_functions.empty()) {
    // Sound: every value the real functions return was considered.
    out << " (over-approximating:";
    print_names(out, result.overapproximated_functions);
    out << ")";
  }
  if (result.verdict == Verdict::Failed) {
    // The model's value may be one the real function never returns.
    const std::vector<std::string> used = overapproximated_in_trace(result);
    if (used.empty()) return;
    out << " (over-approximating:";
    print_names(out, used);
    out << "; the counterexample may not happen with the real function" << (used.size() == 1 ? "" : "s") << ")";
  }
}

}  // namespace

void print_result(std::ostream& out, std::ostream& err, const encoder::VerifyResult& result,
                  const encoder::VerifyOptions& options, bool show_statistics, const ProcessFigures* process,
                  TraceVerbosity verbosity) {
  for (const std::string& warning : result.warnings) err << "warning: " << warning << "\n";
  err.flush();
  switch (result.verdict) {
    case Verdict::Failed:
      print_trace(out, result.trace, verbosity);
      out << "Violated property: [" << encoder::property_tag(result.violated->kind) << "] "
          << result.violated->message << " at " << result.violated->location.describe() << "\n";
      break;
    case Verdict::Bounded:
      for (const std::string& what : result.unwound)
        if (what.rfind("input ", 0) == 0)  // Unroller::input_bound
          out << "Input bound: " << what << ": a longer input is not checked (raise "
              << (what.find("--max-arg-length") != std::string::npos   ? "--max-arg-length"
                  : what.find("--max-env-length") != std::string::npos ? "--max-env-length"
                                                                       : "--max-input-length")
              << ")\n";
        else
          out << "Unwinding assertion: " << what << " needs more than --depth " << options.depth
              << (what.rfind("recursion", 0) == 0 ? " levels" : " iterations") << "\n";
      out << "No property fails within depth " << options.depth
          << ", but the bound is too small to prove the program safe.\n";
      break;
    case Verdict::Verified:
      // A proof over recursive calls (encoder/induction/Recursion.cpp) names
      // no loop: its induction is over the calls, not over loop passes.
      if (result.induction_k && result.induction_loop.function.empty())
        out << "No property can fail: proven by induction over the recursive calls (each recursive function "
               "checked for any arguments, every recursive call returning any value)\n";
      else if (result.induction_k)
        out << "No property can fail: proven by k-induction with k = " << result.induction_k << " (after any "
            << result.induction_k << " loop pass" << (result.induction_k == 1 ? "" : "es")
            << " without a violation, the next cannot violate a property either)\n";
      else
        out << "No property can fail, and every loop and recursion was fully unwound.\n";
      break;
    case Verdict::Unknown:
      break;
  }
  if (show_statistics || result.stop_cause != encoder::StopCause::None) print_statistics(out, result.statistics, process);
  out << "VERDICT: " << encoder::verdict_name(result.verdict);
  if (result.verdict == Verdict::Unknown) out << " (" << result.reason << ")";
  if (result.verdict == Verdict::Verified && result.induction_k) {
    out << " (k-induction, k = " << result.induction_k;
    for (size_t i = 0; i < result.induction_invariants.size(); ++i)
      out << (i ? ", " : ", invariants: ") << result.induction_invariants[i];
    out << ")";
  }
  const bool proof = result.verdict == Verdict::Verified || result.verdict == Verdict::Bounded;
  const std::string under = !result.choice_heuristics.empty() ? result.choice_heuristics
                            : proof && options.choices.restricts() ? options.choices.describe()
                                                                   : std::string();
  if (proof && !under.empty()) out << " (under choice heuristics: " << under << ")";  // no proof of the program
  if (proof && options.io.peer) {
    // A proof of the executions the recorded peer answers (and, without
    // --peer-strict, of any answer after a request it has no record of).
    out << " (under the recorded peer " << options.io.peer->file;
    const size_t cut = result.peer_misses_cut.size();
    if (cut) {
      out << "; " << cut << " cache miss" << (cut == 1 ? "" : "es") << " cut by --peer-strict:";
      print_names(out, result.peer_misses_cut);
    }
    out << ")";
  }
  if (proof && !result.unknown_environment.empty()) {
    // A proof for every value these variables can have (Entry.cpp).
    out << " (environment unknown:";
    print_names(out, result.unknown_environment);
    out << ": unset or at most " << options.io.environment.max_length << " characters)";
  }
  print_assumptions(out, result);
  out << std::endl;
}

}  // namespace swarmbmc::report
