// Atomic instructions and fences in single-threaded code: the program has
// one thread, so an atomic read-modify-write is a load followed by a store
// and a fence orders nothing. (Their memory accesses are checked like any
// other load and store.)
#include <llvm/IR/Instructions.h>

#include "Instructions.h"

namespace swarmbmc::encoder {

SymValue Instructions::atomic_rmw(Frame& frame, const llvm::AtomicRMWInst& rmw, PathState& state) {
  const llvm::Type* type = rmw.getValOperand()->getType();
  if (!type->isIntegerTy() && !type->isPointerTy())
    throw UnsupportedConstruct{std::string("atomicrmw ") + llvm::AtomicRMWInst::getOperationName(rmw.getOperation()).str() +
                               " on a non-integer"};
  SymValue pointer = value_of(frame, rmw.getPointerOperand(), state);
  SymValue old = memory_.load(pointer, type, rmw, state);
  SymValue operand = value_of(frame, rmw.getValOperand(), state);
  if (rmw.getOperation() == llvm::AtomicRMWInst::Xchg) {
    memory_.store(pointer, operand, type, rmw, state);
    return old;
  }
  if (!type->isIntegerTy()) throw UnsupportedConstruct{"atomicrmw arithmetic on a pointer"};
  Term a = old.term, b = operand.term;
  if (a->sort.is_bool()) {  // i1: compute on one bit
    a = tm_.mk_bool_to_bv(a, 1);
    b = tm_.mk_bool_to_bv(b, 1);
  }
  const unsigned w = a->width();
  Term result;
  switch (rmw.getOperation()) {
    case llvm::AtomicRMWInst::Add: result = tm_.mk_add(a, b); break;
    case llvm::AtomicRMWInst::Sub: result = tm_.mk_sub(a, b); break;
    case llvm::AtomicRMWInst::And: result = tm_.mk_binary(terms::Op::BvAnd, a, b); break;
    case llvm::AtomicRMWInst::Nand: result = tm_.mk_bvnot(tm_.mk_binary(terms::Op::BvAnd, a, b)); break;
    case llvm::AtomicRMWInst::Or: result = tm_.mk_binary(terms::Op::BvOr, a, b); break;
    case llvm::AtomicRMWInst::Xor: result = tm_.mk_binary(terms::Op::BvXor, a, b); break;
    case llvm::AtomicRMWInst::Max: result = tm_.mk_ite(tm_.mk_slt(a, b), b, a); break;
    case llvm::AtomicRMWInst::Min: result = tm_.mk_ite(tm_.mk_slt(a, b), a, b); break;
    case llvm::AtomicRMWInst::UMax: result = tm_.mk_ite(tm_.mk_ult(a, b), b, a); break;
    case llvm::AtomicRMWInst::UMin: result = tm_.mk_ite(tm_.mk_ult(a, b), a, b); break;
    case llvm::AtomicRMWInst::UIncWrap:  // old >= b ? 0 : old + 1
      result = tm_.mk_ite(tm_.mk_ule(b, a), tm_.mk_bv(0, w), tm_.mk_add(a, tm_.mk_bv(1, w)));
      break;
    case llvm::AtomicRMWInst::UDecWrap:  // old == 0 || old > b ? b : old - 1
      result = tm_.mk_ite(tm_.mk_or(tm_.mk_eq(a, tm_.mk_bv(0, w)), tm_.mk_ult(b, a)), b,
                          tm_.mk_sub(a, tm_.mk_bv(1, w)));
      break;
    default:
      throw UnsupportedConstruct{std::string("atomicrmw ") +
                                 llvm::AtomicRMWInst::getOperationName(rmw.getOperation()).str()};
  }
  if (old.term->sort.is_bool()) result = tm_.mk_eq(result, tm_.mk_bv(1, 1));
  memory_.store(pointer, SymValue::scalar(result), type, rmw, state);
  return old;
}

SymValue Instructions::compare_exchange(Frame& frame, const llvm::AtomicCmpXchgInst& cmpxchg, PathState& state) {
  const llvm::Type* type = cmpxchg.getNewValOperand()->getType();
  SymValue pointer = value_of(frame, cmpxchg.getPointerOperand(), state);
  SymValue old = memory_.load(pointer, type, cmpxchg, state);
  SymValue expected = value_of(frame, cmpxchg.getCompareOperand(), state);
  SymValue replacement = value_of(frame, cmpxchg.getNewValOperand(), state);
  Term equal = old.is_pointer() ? tm_.mk_and(tm_.mk_eq(old.object, expected.object), tm_.mk_eq(old.offset, expected.offset))
                                : tm_.mk_eq(old.term, expected.term);
  // A weak cmpxchg may fail spuriously even when the values are equal.
  Term success =
      cmpxchg.isWeak()
          ? tm_.mk_and(equal, memory_.fresh_value(llvm::Type::getInt1Ty(cmpxchg.getContext()), "cmpxchg.weak").term)
          : equal;
  memory_.store(pointer, ite_value(tm_, success, replacement, old), type, cmpxchg, state);
  return SymValue::aggregate({old, SymValue::scalar(success)});
}

}  // namespace swarmbmc::encoder
