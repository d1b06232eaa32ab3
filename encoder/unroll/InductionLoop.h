// InductionLoop: which loop k-induction counts the passes of, and how
// (UnrollOptions::induction, VerifyOptions::induction; KInduction.h).
#pragma once

#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class Value;
}  // namespace llvm

namespace swarmbmc::encoder {

/// A candidate invariant of the loop: a bound on one of its header's phis,
/// a relation between two that keeps their sum or difference as on entry,
/// or a phi's residue modulo 2^low_bits as on entry (always, or once the
/// phi is at least `value`: a loop stepping by 1 below a threshold and by
/// 2 above it).
struct PhiBound {
  enum class Kind { Bound, Sum, Difference, Residue, ResidueAbove };
  Kind kind = Kind::Bound;
  unsigned phi = 0;        ///< index among the header's phis
  unsigned other = 0;      ///< Sum, Difference: the second phi (phi + other, phi - other)
  bool upper = false;      ///< phi <= value; else phi >= value
  bool is_signed = true;   ///< signed or unsigned comparison
  unsigned long long value = 0;  ///< the bound, as the phi's bits
  unsigned width = 64;           ///< the phi's width in bits
  unsigned low_bits = 0;         ///< Residue, ResidueAbove: modulo 2^low_bits (ResidueAbove: value, is_signed)
  std::string text;        ///< "x <= 100", for the verdict
};

struct InductionLoop {
  /// The header of a top-level loop of the entry function.
  const llvm::BasicBlock* header = nullptr;
  /// The inductive step: from the header with what the loop may modify
  /// havocked, passes 0..k-1 are assumed to violate nothing (their checks
  /// are constraints, their exits are cut), pass k and what follows its
  /// exit are checked, and pass k+1 is not walked (unroll/Induction.cpp).
  /// The base case (false) only records the loop's unwinding cut apart
  /// (Formula::induction_cuts).
  bool step = false;
  unsigned k = 1;
  std::vector<const llvm::Value*> havoc;      ///< step: stack slots and globals the loop may write
  bool havoc_everything = false;              ///< step: every writable object instead
  std::vector<const llvm::Value*> lifetimes;  ///< step: stack slots whose liveness the loop changes
  /// Step: bounds on the header's phis assumed of the havocked state
  /// (proven invariants: they hold at the header in every pass).
  std::vector<PhiBound> invariants;
  /// Houdini (Invariants.h): walk pass 0 only (k = 1), from the havocked
  /// state with `invariants` assumed, and check each of them on the values
  /// the back edge gives the next pass, instead of walking on.
  bool check_invariants = false;
};

}  // namespace swarmbmc::encoder
