// Calls through function pointers.
//
// As CBMC's remove_function_pointers: a call through a pointer becomes a
// case split over the functions it may point to. When the pointer's value
// is an ite over known objects (a dispatch table initialised with
// constants, a variable assigned on some paths), those are the targets;
// when it is not known (read from memory of unknown contents), every
// function whose address the program takes is. Only targets the call can
// run are called: those of the call's type, and, since a pointer type
// without prototype (`void (*f)()`) matches any function that takes the
// promoted arguments (C11 6.5.2.2p6), those callable as below. In IR the
// call's type is that of its arguments, so a prototyped pointer to a
// function with another number of parameters is no match either. A pointer
// to nothing callable is an invalid-function-pointer failure (and, where that check is off, as
// under --property unreach-call, an unsupported cut: the path cannot go
// on, and ending it silently could hide a reachable error). The branches
// are merged again after the call like the paths of an if.
//
// A call of a function whose type differs from the call's is a call
// through a declaration or pointer without prototype (`void f(); f(x);`
// with f defined as `void f(int)`): C passes the promoted arguments, and
// the callee is run when every argument and the result convert as integers
// or pointers do in registers (truncated or sign-extended); a known callee
// that cannot is unsupported.
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include "Calls.h"

namespace swarmbmc::encoder {

std::vector<const llvm::Function*> Calls::address_taken_functions(const llvm::CallBase& call) {
  std::vector<const llvm::Function*> functions;
  for (const llvm::Function& function : module_)
    if (function.hasAddressTaken() && callable_by(function, call)) functions.push_back(&function);
  return functions;
}

bool Calls::callable_by(const llvm::Function& callee, const llvm::CallBase& call) {
  return callee.getFunctionType() == call.getFunctionType() || callable_without_prototype(callee, call);
}

namespace {

/// Whether a value of type `from` reaches a parameter of type `to` the way
/// the x86 calling conventions pass it: the same type, two integers, or
/// two pointers.
bool passes_as(const llvm::Type* from, const llvm::Type* to) {
  return from == to || (from->isIntegerTy() && to->isIntegerTy()) || (from->isPointerTy() && to->isPointerTy());
}

}  // namespace

bool Calls::callable_without_prototype(const llvm::Function& callee, const llvm::CallBase& call) {
  const llvm::FunctionType* type = callee.getFunctionType();
  if (type->isVarArg() ? call.arg_size() < type->getNumParams() : call.arg_size() != type->getNumParams())
    return false;
  for (unsigned i = 0; i < type->getNumParams(); ++i)
    if (!passes_as(call.getArgOperand(i)->getType(), type->getParamType(i)) || call.isByValArgument(i)) return false;
  return call.getType()->isVoidTy() || passes_as(type->getReturnType(), call.getType());
}

SymValue Calls::convert_as_passed(const SymValue& value, const llvm::Type* to) {
  if (!to->isIntegerTy() || !value.is_scalar()) return value;
  const unsigned w = to->getIntegerBitWidth();
  if ((value.term->sort.is_bool() ? 1u : value.term->width()) == w) return value;  // the common case: no change
  Term term = value.term->sort.is_bool() ? tm_.mk_bool_to_bv(value.term, 1) : value.term;
  Term converted = term->width() > w ? tm_.mk_extract(term, w - 1, 0) : tm_.mk_sext(term, w);
  return SymValue::scalar(w == 1 ? tm_.mk_eq(converted, tm_.mk_bv(1, 1)) : converted);
}

bool Calls::call_through_pointer(Frame& frame, const llvm::CallBase& call, PathState& state) {
  const auto* known = llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
  if (known && known->getFunctionType() != call.getFunctionType()) {
    if (!callable_without_prototype(*known, call))
      throw UnsupportedConstruct{"call of '" + known->getName().str() + "' with arguments that do not match its type"};
    return call_callee(frame, call, *known, state);
  }
  SymValue target = instructions_.value_of(frame, call.getCalledOperand(), state);
  if (!target.is_pointer()) throw UnsupportedConstruct{"call through a value that is not a pointer"};
  std::vector<unsigned> ids;
  std::vector<const llvm::Function*> callees;
  if (possible_objects(target.object, ids)) {
    for (unsigned id : ids) {
      const llvm::Function* function = memory_.function_at(id);
      if (function && callable_by(*function, call)) callees.push_back(function);
    }
  } else {
    callees = address_taken_functions(call);
  }
  // The object ids of the callees (created on first use of their address).
  std::vector<Term> points;
  Term valid = tm_.mk_false();
  for (const llvm::Function* callee : callees) {
    SymValue address = instructions_.constant_value(callee, state);
    points.push_back(tm_.mk_and(tm_.mk_eq(target.object, address.object), tm_.mk_eq(target.offset, address.offset)));
    valid = tm_.mk_or(valid, points.back());
  }
  records_.add_check(PropertyKind::InvalidFunctionPointer,
                     "call through a pointer that points to no function of this type", call, state.guard, valid);
  if (!options_.checks.enabled(PropertyKind::InvalidFunctionPointer)) {
    Term stuck = tm_.mk_and(state.guard, tm_.mk_not(valid));
    if (!stuck->is_false())
      formula_.unsupported.push_back(
          {"call through a pointer to no function of its type at " + location_of(call).short_form(), stuck});
  }

  std::vector<PathState> ends;
  std::vector<SymValue> results;
  for (size_t i = 0; i < callees.size(); ++i) {
    PathState branch{tm_.mk_and(state.guard, points[i]), state.memory, state.alive, state.rounding_mode};
    if (branch.guard->is_false()) continue;
    if (!call_callee(frame, call, *callees[i], branch)) continue;
    ends.push_back(std::move(branch));
    results.push_back(call.getType()->isVoidTy() ? SymValue{} : frame.values[&call]);
  }
  if (ends.empty()) return false;
  state = std::move(ends[0]);
  SymValue result = results[0];
  for (size_t i = 1; i < ends.size(); ++i) {
    Term pick_other = memory_.merge_into(state, ends[i]);
    if (!call.getType()->isVoidTy()) result = ite_value(tm_, pick_other, results[i], result);
  }
  if (!call.getType()->isVoidTy()) frame.values[&call] = std::move(result);
  return true;
}

}  // namespace swarmbmc::encoder
