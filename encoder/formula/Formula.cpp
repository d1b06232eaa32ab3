#include "Formula.h"

namespace swarmbmc::encoder {

std::string SourceLocation::short_form() const {
  if (file.empty()) return function.empty() ? "unknown location" : function;
  return file + ":" + std::to_string(line);
}

std::string SourceLocation::position() const {
  if (file.empty()) return function.empty() ? "?" : function;
  std::string text = file + ":" + std::to_string(line);
  if (column) text += ":" + std::to_string(column);
  return text;
}

std::string SourceLocation::describe() const {
  if (file.empty()) return "in " + position() + " (no debug info)";
  return function.empty() ? position() : position() + " in " + function;
}

const char* property_tag(PropertyKind kind) {
  switch (kind) {
    case PropertyKind::Assertion: return "assertion";
    case PropertyKind::Bounds: return "bounds";
    case PropertyKind::Null: return "null";
    case PropertyKind::DivisionByZero: return "division-by-zero";
    case PropertyKind::Precondition: return "precondition";
    case PropertyKind::UseAfterFree: return "use-after-free";
    case PropertyKind::DeadObject: return "dead-object";
    case PropertyKind::InvalidFree: return "invalid-free";
    case PropertyKind::DoubleFree: return "double-free";
    case PropertyKind::MemoryLeak: return "memory-leak";
    case PropertyKind::MemoryCleanup: return "memory-cleanup";
    case PropertyKind::InvalidFunctionPointer: return "invalid-function-pointer";
    case PropertyKind::Overlap: return "memcpy-overlap";
    case PropertyKind::SignedOverflow: return "signed-overflow";
    case PropertyKind::Shift: return "shift";
    case PropertyKind::ReadOnly: return "read-only";
    case PropertyKind::LogReached: return "log-reached";
    case PropertyKind::FloatConversion: return "float-conversion";
    case PropertyKind::NaN: return "NaN";  // CBMC's name for the same check
    case PropertyKind::FloatOverflow: return "float-overflow";
    case PropertyKind::InvalidLongjmp: return "invalid-longjmp";
  }
  return "?";
}

Term violation_query(terms::TermManager& tm, const Formula& formula, size_t first, const std::vector<bool>* proven,
                     const std::atomic<bool>* stop) {
  Term violation = tm.mk_false();
  for (size_t i = first; i < formula.checks.size(); ++i) {
    poll_stop(stop, i);
    if (!proven || i >= proven->size() || !(*proven)[i])
      violation = tm.mk_or(violation, tm.mk_and(formula.checks[i].guard, tm.mk_not(formula.checks[i].condition)));
  }
  return violation;
}

namespace {

/// Whether some path reaches one of `cuts`: the disjunction of their guards.
template <class Cut>
Term any_cut_reached(terms::TermManager& tm, const std::vector<Cut>& cuts, const std::atomic<bool>* stop) {
  Term reached = tm.mk_false();
  for (size_t i = 0; i < cuts.size(); ++i) {
    poll_stop(stop, i);
    reached = tm.mk_or(reached, cuts[i].guard);
  }
  return reached;
}

}  // namespace

Term unsupported_query(terms::TermManager& tm, const Formula& formula, const std::atomic<bool>* stop) {
  return any_cut_reached(tm, formula.unsupported, stop);
}

Term unwinding_query(terms::TermManager& tm, const Formula& formula, const std::atomic<bool>* stop) {
  return any_cut_reached(tm, formula.unwindings, stop);
}

Term constraints_of(terms::TermManager& tm, const Formula& formula, const std::atomic<bool>* stop) {
  Term all = tm.mk_true();
  for (size_t i = 0; i < formula.constraints.size(); ++i) {
    poll_stop(stop, i);
    all = tm.mk_and(all, formula.constraints[i]);
  }
  return all;
}

}  // namespace swarmbmc::encoder
