// ChoicePlan: input-domain swarms (--swarm-choices). Beside the
// features a configuration omits, each configuration but configuration 0
// gets a random restriction of the named choices (encoder/choices/
// ChoiceDraw.h), drawn from the run's seed: diversity over input values
// the way omission gives diversity over behaviours. Configuration 0 stays
// complete (Configuration::complete()): only it can prove the program.
#pragma once

#include <cstdint>
#include <vector>

#include "encoder/choices/ChoiceConstants.h"
#include "encoder/choices/ChoiceRules.h"
#include "Planner.h"

namespace swarmbmc::swarm {

/// `plan` with drawn choice restrictions: every configuration with
/// omissions restricts each candidate with probability 1/2; when the
/// omissions gave fewer than `plan.requested` configurations (few
/// features, or none), configurations without omissions that restrict at
/// least one choice are added up to it, all distinct. Candidates `user`
/// restricts already (--choice) are left to the user's rule.
/// Reproducible: the same plan, candidates and seed give the same plan.
Plan with_choice_restrictions(const Plan& plan, const std::vector<encoder::ChoiceCandidate>& candidates,
                              const encoder::ChoiceRules& user, uint64_t seed);

}  // namespace swarmbmc::swarm
