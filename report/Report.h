// Report: prints a verification result as text for people.
#pragma once

#include <iosfwd>

#include "report/trace/TextTrace.h"
#include "encoder/verify/Verifier.h"

namespace swarmbmc::report {

/// Whole-process figures shown with the statistics.
struct ProcessFigures {
  double wall_ms = 0;
  size_t peak_memory_mb = 0;
};

/// Writes warnings to `err`, then the trace, violated property or bound
/// message, statistics, and the final "VERDICT: ..." line to `out`.
/// Statistics are printed when asked for and always after a forced stop
/// (timeout, memory limit, signal), to show how far the run got.
void print_result(std::ostream& out, std::ostream& err, const encoder::VerifyResult& result,
                  const encoder::VerifyOptions& options, bool show_statistics,
                  const ProcessFigures* process = nullptr, TraceVerbosity verbosity = TraceVerbosity::Full);

/// The statistics block alone ("Statistics:" and its lines).
void print_statistics(std::ostream& out, const encoder::RunStatistics& statistics,
                      const ProcessFigures* process = nullptr);

}  // namespace swarmbmc::report
