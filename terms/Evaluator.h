// Evaluator: the concrete value of a term under an assignment of its leaves.
//
// Used to read models (a solver decides the leaves, the evaluator computes
// every term built from them, also terms the solver never saw) and by the
// tests as an independent oracle. Iterative, because the DAGs of long
// unrollings are deeper than the C++ stack.
#pragma once

#include <functional>
#include <optional>
#include <unordered_map>

#include "Term.h"

namespace swarmbmc::terms {

class Evaluator {
 public:
  /// A value the caller already knows for `t` (any term, not only leaves),
  /// or nullopt to have it computed. Unknown variables evaluate to 0.
  using KnownValue = std::function<std::optional<u128>(Term t)>;
  /// The byte at `index` of the array variable `array`.
  using ArrayRead = std::function<u128(Term array, u128 index)>;

  Evaluator(KnownValue known, ArrayRead read) : known_(std::move(known)), read_(std::move(read)) {}

  /// The value of `t`: 0/1 for booleans, the bits for bit-vectors.
  /// Array-sorted terms cannot be evaluated as one value (asserts).
  u128 eval(Term t);

 private:
  u128 compute(Term t);
  u128 select(Term array, u128 index);
  u128 value_of(Term t) const { return values_.at(t); }

  KnownValue known_;
  ArrayRead read_;
  std::unordered_map<Term, u128> values_;
};

}  // namespace swarmbmc::terms
