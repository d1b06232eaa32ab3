// FloatBv's hook for native float nodes: wraps a finished circuit in an
// Op::FloatOp node that names the operation (FloatOp.h), so that Z3 can use
// its floating-point theory instead of the circuit. The circuit stays the
// node's meaning; nothing here changes a value.
#include <cassert>

#include "FloatBv.h"

namespace swarmbmc::terms {

Term FloatBv::native(FloatOpKind kind, std::initializer_list<Term> operands, Term circuit, unsigned predicate,
                     FloatFormat target) {
  if (!tm_.native_floats() || circuit->is_const()) return circuit;
  // Z3 4.8.12 disagrees with the circuits (which the host FPU confirms) on
  // fma and on narrowing conversions with a symbolic rounding mode (it
  // answers sat for native != circuit with a model where they are equal):
  // those stay circuits for every backend.
  if (kind == FloatOpKind::Fma) return circuit;
  if (kind == FloatOpKind::Convert && target.fraction_bits < f_.fraction_bits) return circuit;
  FloatOpInfo info;
  info.kind = kind;
  info.predicate = predicate;
  info.exponent_bits = f_.exponent_bits;
  info.fraction_bits = f_.fraction_bits;
  info.target_exponent_bits = target.exponent_bits;
  info.target_fraction_bits = target.fraction_bits;
  assert(operands.size() == info.operand_count());
  Term pack = nullptr;
  for (Term operand : operands) pack = pack ? tm_.mk_concat(pack, operand) : operand;
  pack = tm_.mk_concat(pack, rm_ ? rm_ : tm_.mk_bv(0, 2));
  return tm_.mk_float_op(info.param0(), info.param1(), pack, circuit);
}

}  // namespace swarmbmc::terms
