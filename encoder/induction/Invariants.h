// Invariants: bounds on a loop's variables that strengthen k-induction's
// step, found the Houdini way (Flanagan and Leino): guess candidates, then
// drop every one that is not inductive until the rest are.
//
// Candidates are bounds `v >= c` and `v <= c` (signed and unsigned) on the
// integer phis of the loop's header whose value on entry is a constant c0,
// for the constants c of the loop's comparisons (and c +- 1) and c0 itself,
// kept only when c0 satisfies them; relations `x + y` and `x - y` equal
// to their values on entry, for pairs of phis of one width; and residues
// (Residues.h: x % 2 as on entry, once x >= c too). Each holds on entry. Checking: one pass
// of the loop from an arbitrary state (what it may modify havocked, as in
// the step) in which every remaining candidate is assumed, with the pass's
// property checks assumed too; each candidate is checked on the values the
// back edge hands to the next pass. A failing one is dropped and the check
// repeated; when none fails, the remaining set holds on entry and is
// preserved by every pass that violates nothing, so it holds at the header
// in every pass before the first violation, which is all the step needs
// (KInduction.h). A check that cannot answer (another loop needs more
// depth, an unsupported construct, a stop) yields no invariant.
#pragma once

#include <string>
#include <vector>

#include "encoder/unroll/InductionLoop.h"
#include "encoder/verify/Verifier.h"

namespace llvm {
class Loop;
class Module;
class PHINode;
}  // namespace llvm

namespace swarmbmc::encoder {

/// At most this many candidates are checked.
constexpr size_t kMaxInvariantCandidates = 64;

/// A header phi's source-level name: "x" for clang's "x.0".
std::string loop_variable_name(const llvm::PHINode& phi);

/// The candidate bounds of `loop`'s header phis that hold on entry.
std::vector<PhiBound> candidate_bounds(const llvm::Loop& loop);

/// The texts of `bounds` without the implied ones: per variable, direction
/// and signedness the tightest; an unsigned upper bound equal to a signed
/// one of a variable bounded below by 0 is left out.
std::vector<std::string> describe_bounds(const std::vector<PhiBound>& bounds);

/// The inductive subset of `loop.invariants` (its candidates), checked with
/// `options` at `options.depth` for other loops; the runs' times are added
/// to `encode_ms` and `solve_ms`.
std::vector<PhiBound> inductive_bounds(const llvm::Module& module, const VerifyOptions& options, InductionLoop loop,
                                       double& encode_ms, double& solve_ms);

}  // namespace swarmbmc::encoder
