// Residues: candidate invariants on the low bits of a loop's variables,
// for k-induction's Houdini (Invariants.h).
//
// `x % 2 as on entry` (and % 4): a loop stepping by an even amount keeps
// its variable's parity, which bounds cannot say (loop-acceleration's
// overflow_1-1: x += 2 from 10, then x % 2 == 0 after the loop).
// `x % 2 as on entry once x >= c`, for the constants c of the loop's
// comparisons: a loop stepping by 1 below c and by 2 from c on (phases).
// Each holds on entry (x is its entry value there); Houdini keeps only the
// inductive ones, so a wrong guess costs a check, never a proof.
#pragma once

#include <vector>

#include "encoder/unroll/InductionLoop.h"

namespace llvm {
class Loop;
}

namespace swarmbmc::encoder {

/// Appends the residue candidates of `loop`'s integer header phis to
/// `candidates`, up to `limit` in all.
void add_residues(const llvm::Loop& loop, std::vector<PhiBound>& candidates, size_t limit);

/// Whether the proven residue `candidate` adds nothing worth naming to the
/// rest of `proven`: implied by another residue, or about a single value
/// (x % 2 once x >= 100 beside x <= 100). Only the verdict's text leaves it out.
bool residue_says_nothing(const PhiBound& candidate, const std::vector<PhiBound>& proven);

}  // namespace swarmbmc::encoder
