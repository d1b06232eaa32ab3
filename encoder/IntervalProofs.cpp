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

}  // namespace swarmbmc::encoder
