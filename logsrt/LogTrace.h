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
//
// restrict_to_pattern is the same technique for --log-pattern: the global
// holds the state of the pattern's automaton (LogPattern.h) instead of a
// line number, and `matched` says whether that state accepts.
#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <vector>

#include "LogFile.h"
#include "LogPattern.h"
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

struct LogPatternStatistics {
  size_t states = 0;            ///< of the automaton, its dead state included
  size_t sites = 0;             ///< log calls and function entries instrumented
  size_t impossible_sites = 0;  ///< of them, events the pattern never names (assume(false))
  std::set<std::string> named_features;  ///< the pattern's names (each a feature of the program)
};

/// --log-pattern: instruments `module` (prepared, before any
/// restrict_module) so that only executions whose sequence of events the
/// automaton accepts remain: the position global holds the automaton's
/// state, each event site steps it and assumes it is not dead, and the
/// marker's position is the new state and `matched` whether it accepts.
/// Throws LogError naming the first of the pattern's names that is no event
/// of the program, before any change.
LogPatternStatistics restrict_to_pattern(llvm::Module& module, const PatternDfa& dfa, const FeatureOptions& features);

}  // namespace swarmbmc::logsrt
