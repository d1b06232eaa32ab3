// Constant evaluation of every operator with SMT-LIB semantics.
//
// One definition of what each operator means on concrete values, shared by
// the term manager's constant folding, the model evaluator and the tests of
// the bit-blaster: if the three disagree, one of them is wrong, and the
// differential tests against Z3 tell which.
#pragma once

#include "Term.h"

namespace swarmbmc::terms {

/// `a op b` for a binary bit-vector operation (BvAnd .. AShr) on `width` bits.
u128 fold_binary(Op op, u128 a, u128 b, unsigned width);

/// `a op b` for a comparison (Ult, Ule, Slt, Sle) on `width` bits.
bool fold_compare(Op op, u128 a, u128 b, unsigned width);

}  // namespace swarmbmc::terms
