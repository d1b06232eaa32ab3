// ConstBits: the bit type of the word-level circuits instantiated with plain
// booleans. Running a circuit on ConstBits computes its output for concrete
// inputs, which is how each operator's circuit is tested against the
// reference semantics (terms/Fold.h) one operator at a time.
#pragma once

namespace swarmbmc::solver::bitblast {

class ConstBits {
 public:
  using Bit = bool;

  Bit constant(bool v) const { return v; }
  bool is_true(Bit b) const { return b; }
  bool is_false(Bit b) const { return !b; }

  Bit mk_not(Bit a) const { return !a; }
  Bit mk_and(Bit a, Bit b) const { return a && b; }
  Bit mk_or(Bit a, Bit b) const { return a || b; }
  Bit mk_xor(Bit a, Bit b) const { return a != b; }
  Bit mk_ite(Bit c, Bit t, Bit e) const { return c ? t : e; }
  Bit mk_maj(Bit a, Bit b, Bit c) const { return (a && b) || (a && c) || (b && c); }
};

}  // namespace swarmbmc::solver::bitblast
