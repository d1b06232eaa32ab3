// Calls through function pointers.
//
// As CBMC's remove_function_pointers: a call through a pointer becomes a
// case split over the functions it may point to. When the pointer's value
// is an ite over known objects (a dispatch table initialised with
// constants, a variable assigned on some paths), those are the targets;
// when it is not known (read from memory of unknown contents), every
// function whose address the program takes is. Only targets whose type is
// the call's are called; a pointer to nothing callable with that type is
// an invalid-function-pointer failure. The branches are merged again after
// the call like the paths of an if.
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include "Unroller.h"

namespace swarmbmc::encoder {

std::vector<const llvm::Function*> Unroller::address_taken_functions(const llvm::FunctionType* type) const {
  std::vector<const llvm::Function*> functions;
  for (const llvm::Function& function : module_)
    if (function.getFunctionType() == type && function.hasAddressTaken()) functions.push_back(&function);
  return functions;
}

bool Unroller::call_through_pointer(Frame& frame, const llvm::CallBase& call, PathState& state) {
  SymValue target = value_of(frame, call.getCalledOperand(), state);
  if (!target.is_pointer()) throw UnsupportedConstruct{"call through a value that is not a pointer"};
  std::vector<unsigned> ids;
  std::vector<const llvm::Function*> callees;
  if (possible_objects(target.object, ids)) {
    for (unsigned id : ids) {
      auto it = function_objects_.find(id);
      if (it != function_objects_.end() && it->second->getFunctionType() == call.getFunctionType())
        callees.push_back(it->second);
    }
  } else {
    callees = address_taken_functions(call.getFunctionType());
  }
  // The object ids of the callees (created on first use of their address).
  std::vector<Term> points;
  Term valid = tm_.mk_false();
  for (const llvm::Function* callee : callees) {
    SymValue address = constant_value(callee, state);
    points.push_back(tm_.mk_and(tm_.mk_eq(target.object, address.object), tm_.mk_eq(target.offset, address.offset)));
    valid = tm_.mk_or(valid, points.back());
  }
  add_check(PropertyKind::InvalidFunctionPointer, "call through a pointer that points to no function of this type",
            call, state.guard, valid);

  std::vector<PathState> ends;
  std::vector<SymValue> results;
  for (size_t i = 0; i < callees.size(); ++i) {
    PathState branch{tm_.mk_and(state.guard, points[i]), state.memory, state.alive};
    if (branch.guard->is_false()) continue;
    if (!call_callee(frame, call, *callees[i], branch)) continue;
    ends.push_back(std::move(branch));
    results.push_back(call.getType()->isVoidTy() ? SymValue{} : frame.values[&call]);
  }
  if (ends.empty()) return false;
  state = std::move(ends[0]);
  SymValue result = results[0];
  for (size_t i = 1; i < ends.size(); ++i) {
    if (!call.getType()->isVoidTy()) result = ite_value(tm_, ends[i].guard, results[i], result);
    merge_into(state, ends[i]);
  }
  if (!call.getType()->isVoidTy()) frame.values[&call] = std::move(result);
  return true;
}

}  // namespace swarmbmc::encoder
