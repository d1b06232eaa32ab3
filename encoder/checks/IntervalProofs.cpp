#include "IntervalProofs.h"

#include <algorithm>

namespace swarmbmc::encoder {

void IntervalProofs::examine(const Formula& formula) {
  // The formula grows between calls (early checks examine it while it is
  // unrolled): the allowance grows with it.
  const uint64_t allowance = kBaseWork + kWorkPerTerm * tm_.size();
  for (size_t i = proven_.size(); i < formula.checks.size(); ++i) {
    const PropertyCheck& check = formula.checks[i];
    analysis_.limit_total_work(std::min(allowance, analysis_.work_spent() + kWorkPerCheck));
    const bool proven = analysis_.implied(check.guard, check.condition) == terms::Truth::True;
    proven_.push_back(proven);
    proven_count_ += proven;
  }
}

}  // namespace swarmbmc::encoder
