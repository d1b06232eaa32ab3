// Which properties a run checks (CBMC's --pointer-check, --bounds-check,
// --memory-leak-check, ... spelled as swarmbmc's defaults and switches).
#pragma once

#include <cstdint>

#include "Formula.h"

namespace swarmbmc::encoder {

/// --log-trace (logsrt/LogTrace.h): only executions that print the whole log
/// count. A failure is reported only where the log lines matched so far are
/// all of them, and only as the first failure of its path (an earlier one
/// would have ended the execution before the log was complete). With
/// --log-pattern, "the whole log" is "a sequence of events the pattern
/// matches".
struct LogRequirement {
  bool enabled = false;
  uint32_t lines = 0;  ///< lines of the log
  /// --log-reach: reaching the program's end with the whole log printed is
  /// a violation too ([log-reached]): explains a log when no assertion fails.
  bool reach = false;
  /// --log-pattern (logsrt::restrict_to_pattern): the markers' `matched` bit
  /// says whether the pattern's automaton accepts the events so far; a
  /// failure counts where the last marker before it on its path accepted
  /// (`lines` is unused).
  bool pattern = false;
  bool accepts_empty = false;  ///< pattern: whether the empty sequence matches (no event yet)
};

struct CheckSelection {
  /// Null and dead-object dereferences, use after free, invalid and double
  /// free, calls through invalid function pointers, stores to string
  /// literals and const globals (--no-pointer-check).
  bool pointer = true;
  bool bounds = true;          ///< --no-bounds-check
  bool div_by_zero = true;     ///< --no-div-by-zero-check
  bool memcpy_overlap = true;  ///< --no-memcpy-overlap-check
  bool memory_leak = false;    ///< --memory-leak-check (SV-COMP valid-memtrack)
  bool memory_cleanup = false; ///< --memory-cleanup-check (SV-COMP valid-memcleanup)
  bool signed_overflow = false; ///< --signed-overflow-check: signed + - * / (nsw, sdiv, srem)
  bool shift = false;           ///< --shift-check: shift amount >= the width
  /// A float-to-integer conversion (fptosi, fptoui) whose result C leaves
  /// undefined (--no-float-conversion-check: the result is any value).
  bool float_conversion = true;
  bool nan = false;             ///< --nan-check: + - * / and sqrt making a NaN from non-NaN operands
  bool float_overflow = false;  ///< --float-overflow-check: + - * / and narrowing making ±inf from finite operands
  /// Off only under an SV-COMP property other than unreach-call
  /// (valid-memsafety: assertions are not violations; a failing
  /// __VERIFIER_assert ends its path, as its abort() would).
  bool assertions = true;
  bool preconditions = true;  ///< C library preconditions (off under an SV-COMP property)
  /// SV-COMP unreach-call: only a call of reach_error() / __VERIFIER_error()
  /// is a violation; assert()'s __assert_fail ends its path (it aborts).
  bool reach_error_only = false;
  LogRequirement log;  ///< --log-trace

  /// Whether a check of `kind` is made at all.
  bool enabled(PropertyKind kind) const;
};

}  // namespace swarmbmc::encoder
