// Functions with neither a body nor a model (an external library, a
// system call): their effect is over-approximated so that a VERIFIED stays
// true whatever they do. The result is any value (NULL or a fresh object
// for pointers); every object a pointer argument may point to gets
// nondeterministic contents (constant globals excepted: writing them is
// undefined). Each such function is named once in a warning and in the
// verdict line of a VERIFIED or BOUNDED run; --strict-externals makes a
// reachable call UNKNOWN instead.
#include <llvm/IR/Instructions.h>

#include "Unroller.h"

namespace swarmbmc::encoder {

void Unroller::havoc_pointee(const SymValue& pointer, const std::string& name, PathState& state) {
  std::vector<unsigned> ids;
  if (!possible_objects(pointer.object, ids)) {  // any object
    ids.clear();
    for (unsigned id = 0; id < objects_.count(); ++id) ids.push_back(id);
  }
  for (unsigned id : ids) {
    if (id == 0 || id >= state.memory.size() || !state.memory[id]) continue;
    const MemoryObject& object = objects_.at(id);
    if (object.is_function || object.read_only) continue;
    Term fresh = tm_.mk_var(terms::Sort::array(), name + ".writes." + object.name);
    state.memory[id] = contents_ite(tm_, tm_.mk_eq(pointer.object, objects_.id_term(id)), fresh, state.memory[id]);
  }
}

bool Unroller::unmodelled_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee,
                               PathState& state) {
  const std::string name = callee.getName().str();
  if (options_.strict_externals)
    throw UnsupportedConstruct{"call to '" + name + "', which has no body and no model (--strict-externals)"};
  if (unmodelled_.insert(name).second) formula_.unmodelled_functions.push_back(name);
  bool writes = false;
  for (const llvm::Use& argument : call.args()) {
    SymValue value = value_of(frame, argument.get(), state);
    if (!value.is_pointer()) continue;
    havoc_pointee(value, name + "()", state);
    writes = true;
  }
  std::string what = "function '" + name + "' has no body: ";
  what += call.getType()->isVoidTy() ? "" : "its result is nondeterministic";
  if (writes) what += std::string(call.getType()->isVoidTy() ? "" : " and ") + "it may overwrite what its pointer arguments point to";
  if (call.getType()->isVoidTy() && !writes) what += "calls to it are ignored (assumed to have no side effects)";
  warn(what);
  llvm::Type* type = call.getType();
  if (type->isVoidTy()) return true;
  if (type->isPointerTy()) {
    std::optional<SymValue> pointer = nondet_pointer(name + "()", call, state);
    if (!pointer) return false;  // replay ends here
    frame.values[&call] = std::move(*pointer);
    return true;
  }
  if (!type->isIntegerTy() || type->getIntegerBitWidth() > terms::kMaxWidth)
    throw UnsupportedConstruct{"call to function '" + name + "' (no body) returning a non-integer"};
  Term input = new_input(type->getIntegerBitWidth(), name + "()", state.guard, location_of(call), true);
  if (!input) return false;  // replay ends here
  frame.values[&call] = SymValue::scalar(input);
  return true;
}

}  // namespace swarmbmc::encoder
