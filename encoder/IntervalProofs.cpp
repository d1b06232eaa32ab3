#include "IntervalProofs.h"

namespace swarmbmc::encoder {

void IntervalProofs::examine(const Formula& formula) {
  for (size_t i = proven_.size(); i < formula.checks.size(); ++i) {
    const PropertyCheck& check = formula.checks[i];
    const bool proven = analysis_.implied(check.guard, check.condition) == terms::Truth::True;
    proven_.push_back(proven);
    proven_count_ += proven;
  }
}

Term IntervalProofs::unproven_violation(terms::TermManager& tm, const Formula& formula, size_t first) const {
  Term violation = tm.mk_false();
  for (size_t i = first; i < formula.checks.size(); ++i) {
    if (i < proven_.size() && proven_[i]) continue;
    const PropertyCheck& check = formula.checks[i];
    violation = tm.mk_or(violation, tm.mk_and(check.guard, tm.mk_not(check.condition)));
  }
  return violation;
}

}  // namespace swarmbmc::encoder
