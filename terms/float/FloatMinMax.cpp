// Minimum and maximum (see FloatBv.h).
//
// minnum/maxnum follow what LLVM's x86-64 back end generates for them
// (minsd/maxsd with the operands swapped, then a select that replaces a
// NaN first operand by the second), which is what a replayed binary
// computes where LLVM leaves the choice open: on equal operands (+0 and
// -0) the first operand, for two NaNs the second one unchanged.
// minimum/maximum are fully specified by IEEE 754-2019.
#include "FloatBv.h"

namespace swarmbmc::terms {

Term FloatBv::min_num(Term x, Term y) { return tm_.mk_ite(tm_.mk_or(is_nan(x), less(y, x)), y, x); }

Term FloatBv::max_num(Term x, Term y) { return tm_.mk_ite(tm_.mk_or(is_nan(x), less(x, y)), y, x); }

Term FloatBv::minimum(Term x, Term y) {
  Term zeros = tm_.mk_and(is_zero(x), is_zero(y));
  Term pick_y = tm_.mk_or(less(y, x), tm_.mk_and(zeros, sign(y)));  // -0 below +0
  Term nan = tm_.mk_or(is_nan(x), is_nan(y));
  return tm_.mk_ite(nan, nan_result(x, y), tm_.mk_ite(pick_y, y, x));
}

Term FloatBv::maximum(Term x, Term y) {
  Term zeros = tm_.mk_and(is_zero(x), is_zero(y));
  Term pick_y = tm_.mk_or(less(x, y), tm_.mk_and(zeros, tm_.mk_not(sign(y))));
  Term nan = tm_.mk_or(is_nan(x), is_nan(y));
  return tm_.mk_ite(nan, nan_result(x, y), tm_.mk_ite(pick_y, y, x));
}

}  // namespace swarmbmc::terms
