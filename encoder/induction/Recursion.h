// Recursion: proofs of programs whose recursion has no bound unrolling can
// reach (gcd(y1 - y2, y2), McCarthy's f91), by induction over the call
// depth, with every recursive call returning an arbitrary value.
//
// Let R be the functions that can call themselves (directly or through
// others) and C every function they call. When C's functions are pure
// (they write only their own stack slots, read no mutable global, take
// and return integers only, call nothing but C and the verifier's
// functions), a call of a function of R depends on its arguments alone,
// and each activation of it runs its body with some arguments and some
// results of the calls it makes. So:
//   for each f in R: f's body with arbitrary arguments, each call of R in
//                    it returning an arbitrary value, violates nothing;
//   the entry:       with each call of R returning an arbitrary value,
//                    violates nothing;
// together mean no execution violates a property: a violation in an
// activation of f is one of f's body with those arguments and results,
// and one outside R is one of the entry's (R's results are among the
// arbitrary ones). Each check is plain BMC on a copy of the module with
// the calls replaced; it must be VERIFIED with every loop unwound.
// Anything else (a failure, which may be spurious, a loop left open, an
// impure function) is no proof and leaves the answer to the rest of
// k-induction.
#pragma once

#include <optional>
#include <string>

#include "encoder/verify/Verifier.h"

namespace llvm {
class Module;
}

namespace swarmbmc::encoder {

/// Why `entry`'s program cannot take the proof above ("" when it can; "no
/// recursion" when no function reachable from it is recursive).
std::string recursion_not_eligible(const llvm::Module& module, const std::string& entry);

/// The proof above, VERIFIED with the recursive functions named as the
/// invariant, or nothing when one of its checks does not verify (at depths
/// up to `max_depth` for their loops).
std::optional<VerifyResult> verify_recursion(const llvm::Module& module, const VerifyOptions& options,
                                             unsigned max_depth, double& encode_ms, double& solve_ms);

}  // namespace swarmbmc::encoder
