// Formula: what the unroller produces for the solver and for the trace.
//
// Every record carries the guard under which it happens: the path condition
// (including assumptions) at that point of the unrolled program. A property
// check fails when guard & !condition is satisfiable. Events (inputs, calls)
// are kept in execution order so that a model can be turned into a trace.
#pragma once

#include <string>
#include <vector>

#include "TermManager.h"

namespace swarmbmc::encoder {

using terms::Term;

struct SourceLocation {
  std::string file;      ///< as recorded in debug info; empty when unknown
  unsigned line = 0;
  unsigned column = 0;
  std::string function;  ///< enclosing function

  /// "file:line:col", or the function name when there is no debug info.
  std::string position() const;
  /// "file:line:col in function" (or "function (no debug info)").
  std::string describe() const;
  /// "file:line" or "function" when there is no debug info.
  std::string short_form() const;
};

enum class PropertyKind { Assertion, Bounds, Null, DivisionByZero };

/// Tag printed in brackets, e.g. "bounds".
const char* property_tag(PropertyKind kind);

struct PropertyCheck {
  PropertyKind kind;
  std::string message;
  SourceLocation location;
  Term guard;      ///< path condition where the check is made
  Term condition;  ///< must hold whenever guard holds
  size_t event_index;  ///< number of trace events recorded before this check
};

/// A path cut because a loop or recursion needs more than --depth.
struct UnwindingCut {
  std::string what;  ///< "loop at main.c:12" or "recursion of f at main.c:3"
  Term guard;
};

/// A path cut at a construct swarmbmc does not model.
struct UnsupportedCut {
  std::string what;  ///< e.g. "floating-point instruction fadd at main.c:4"
  Term guard;
};

struct TraceEvent {
  enum class Kind { Input, Call, Return };
  TraceEvent(Kind k, Term g, SourceLocation where, std::string n, Term v = nullptr)
      : kind(k), guard(g), location(std::move(where)), name(std::move(n)), value(v) {}

  Kind kind;
  Term guard;
  SourceLocation location;
  std::string name;  ///< input: "__VERIFIER_nondet_int()"; call/return: callee
  Term value = nullptr;  ///< input value (bv or bool); call: first scalar argument if any
  std::vector<Term> arguments;  ///< call: scalar arguments (nullptr for non-scalars)
  bool is_signed = true;        ///< how to print the value
};

struct Formula {
  /// Constraints that hold on every path (replayed input values).
  std::vector<Term> constraints;
  std::vector<PropertyCheck> checks;
  std::vector<UnwindingCut> unwindings;
  std::vector<UnsupportedCut> unsupported;
  std::vector<TraceEvent> events;
};

}  // namespace swarmbmc::encoder
