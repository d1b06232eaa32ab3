// restrict_to_log: only the executions that print a given log (Groce &
// Joshi's trace restriction; feature omission is its special case "no event
// of f in the log").
//
// The position in the log is a small counter, a global of the program
// (kLogPositionGlobal), advanced at each log event; each event assumes it
// is the one expected at its position (its text matches that line, and
// the values a printf line prints are the call's arguments). The encoder
// folds the counter wherever a path knows it as a constant, so an event
// that cannot be the next line cuts its path while unrolling, and an event
// the log never names is assume(false), which restrict_module's
// propagation then slices. After each event a call of
// frontend::kLogLineFunction (frontend/IrConventions.h)
// tells the encoder the position and whether the event matched a line
// (trace output, and the acceptance of a failure: the log must be complete
// when a property fails).
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <vector>

#include "LogFile.h"
#include "Logsrt.h"

namespace llvm {
class Module;
}

namespace swarmbmc::logsrt {

enum class LogMatch {
  Exact,        ///< the execution's whole log is the file
  Prefix,       ///< the execution's log starts with the file; what follows is free
  Subsequence,  ///< the file's lines appear in order; other events may come between
};

struct LogTraceStatistics {
  size_t lines = 0;             ///< lines of the log
  size_t sites = 0;             ///< log calls and function entries instrumented
  size_t impossible_sites = 0;  ///< of them, events no line of the log can be (assume(false) in exact mode)
  std::set<std::string> named_features;  ///< features some line of the log is an event of
};

/// Instruments `module` (prepared, before any restrict_module) for `lines`.
/// Throws LogError naming the first line that matches no event of the
/// program, or a line a printf format prints ambiguously.
LogTraceStatistics restrict_to_log(llvm::Module& module, const std::vector<LogLine>& lines, LogMatch match,
                                   const FeatureOptions& features);

}  // namespace swarmbmc::logsrt
