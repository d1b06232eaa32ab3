// ChoiceInputs: the unroller's side of named choices: a choice's input
// under the heuristic in force for its name (--choice, --choices; a
// constant when it allows one value, so that everything computed from it
// folds, else the domain assumed on the path), and the swarm_choose_*
// functions of include/swarmbmc.h. Which calls are choices and their names
// are ChoiceNames.h's, the heuristics Heuristics.h's: this is where they
// meet the path.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "ChoiceNames.h"
#include "ChoiceRules.h"
#include "encoder/instructions/Instructions.h"

namespace llvm {
class CallBase;
}  // namespace llvm

namespace swarmbmc::encoder {

class ChoiceInputs {
 public:
  /// `replay_inputs`: non-null under replay (a choice is then never folded to its one value).
  ChoiceInputs(TermManager& tm, Records& records, Instructions& instructions, const ChoiceRules& rules,
               const std::vector<terms::u128>* replay_inputs);

  /// The choice a nondet call site makes (named once, cached).
  const ChoiceSite& choice_site_of(const llvm::CallBase& call);
  /// The input of named choice `site`: new_input under the heuristic in
  /// force for its name (a constant when it allows one value, else an
  /// assumption on the path). Null when the path ends.
  Term choice_input(const ChoiceSite& site, const std::string& event_name, const SourceLocation& where,
                    PathState& state);
  /// swarm_choose_int/double/bool(name, ...) (include/swarmbmc.h).
  bool swarm_choose_call(Frame& frame, const llvm::CallBase& call, PathState& state);

 private:
  TermManager& tm_;
  Records& records_;
  Formula& formula_;  ///< records_'s
  Instructions& instructions_;
  const ChoiceRules& rules_;
  const std::vector<terms::u128>* replay_inputs_;
  std::unordered_map<const llvm::CallBase*, ChoiceSite> choice_sites_;  ///< choice_site_of's cache
};

}  // namespace swarmbmc::encoder
