// ChoiceConstants: the constants a program compares each named choice
// with, read from the IR uses of the choice's value (--swarm-choices draws
// thresholds and sets around them): a threshold (`velocity > 13.25`), a
// magic value (`tag == 0x89504e47`, a switch case), the length of an array
// the value indexes. The value is followed through phis, selects, integer
// casts, additions of a constant (`size + 3 == 50` gives 47), stores to
// memory and the loads of the same address, and calls into defined
// functions (to the parameter); never through other arithmetic.
#pragma once

#include <string>
#include <vector>

#include "Heuristics.h"

namespace llvm {
class Module;
}

namespace swarmbmc::encoder {

struct ChoiceCandidate {
  std::string name;                     ///< the choice's name (ChoiceNames.h)
  ChoiceType type;                      ///< the same at every site of the name
  std::vector<terms::u128> constants;   ///< compared with it: bits of `type`, distinct, in increasing order of bits
};

/// Every named choice of `module` once, in module order, with its
/// compared constants. A name whose sites differ in type is left out (no
/// one restriction fits them all), as is an unnamed swarm_choose_*.
std::vector<ChoiceCandidate> choice_candidates(const llvm::Module& module);

}  // namespace swarmbmc::encoder
