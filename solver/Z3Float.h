// Z3's floating-point theory for Op::FloatOp nodes (terms/FloatOp.h): the
// operation on to_fp of the packed operand bits, and the result's bits as
// FloatBv's circuits make them (fp.to_ieee_bv, with the x86 SSE NaN of
// terms/FloatBv.h for a NaN result, which IEEE and Z3 leave unspecified).
#pragma once

#include <z3++.h>

#include "terms/Term.h"

namespace swarmbmc::solver {

/// The Z3 term of FloatOp node `t` (bits, or a bool for a comparison) given
/// the translation of its operand pack `pack` (t->arg(0)).
z3::expr z3_float_op(z3::context& context, terms::Term t, const z3::expr& pack);

}  // namespace swarmbmc::solver
