// LoopVariables: the integer variables the entry function's loops carry
// from pass to pass, with the C variables their debug records name, so a
// correctness witness can state k-induction's invariants (texts over phi
// names, "x <= 100") in C only where that is exact (report/CorrectnessWitness.cpp).
#pragma once

#include <string>
#include <vector>

#include "report/RunInfo.h"

namespace llvm {
class Module;
}

namespace swarmbmc::cli {

/// One entry per integer phi of every loop header of `entry` in `module`
/// (none when it has no body).
std::vector<report::LoopVariable> loop_variables(const llvm::Module& module, const std::string& entry);

}  // namespace swarmbmc::cli
