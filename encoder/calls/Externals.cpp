// Functions with neither a body nor a model (an external library, a
// system call): their effect is over-approximated so that a VERIFIED stays
// true whatever they do. The result is any value (NULL or a fresh object
// for pointers); every object a pointer argument may point to gets
// nondeterministic contents (constant globals excepted: writing them is
// undefined). Each such function is named once in a warning and in the
// verdict line of a VERIFIED or BOUNDED run; --strict-externals makes a
// reachable call UNKNOWN instead.
//
// Havoc over-approximates writes, not control: what such a function does
// with the program's code it is given cannot be over-approximated by
// changing memory. So a call that creates a thread or a process cuts its
// path as unsupported (the new thread would run the program's code
// concurrently), and so does a call that is given a function pointer it may
// call (a callback): directly as an argument, or stored in an object an
// argument may reach (conservatively: when an argument may point to an
// object that may hold pointers, every function whose address the program
// takes). --assume-no-callback FN restores the havoc for FN. A function
// declared noreturn ends its path after the havoc.
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <algorithm>

#include "Calls.h"

namespace swarmbmc::encoder {
namespace {

const std::set<std::string> kThreadCreation = {"pthread_create", "thrd_create", "clone", "__clone", "__clone2",
                                               "clone3"};
const std::set<std::string> kProcessCreation = {"fork", "vfork", "__fork", "__libc_fork"};

/// "'a'" or "'a', 'b' and 2 more": the callbacks in a message.
std::string quoted_list(const std::vector<std::string>& names) {
  constexpr size_t kShown = 3;
  std::string text;
  for (size_t i = 0; i < names.size() && i < kShown; ++i) text += (i ? ", '" : "'") + names[i] + "'";
  if (names.size() > kShown) text += " and " + std::to_string(names.size() - kShown) + " more";
  return text;
}

}  // namespace

bool Calls::may_hold_pointers_here(unsigned id) const {
  const MemoryObject& object = memory_.objects().at(id);
  // bytes_only: its type holds pointers, or a pointer was loaded from or
  // stored to it (or it is too large for cells); an object still in the cell
  // form or undecided saw only accesses of other types.
  if (object.read_only) return object.may_hold_pointers;  // its initializer's type decides
  return object.is_opaque || object.untracked || memory_.bytes_only(id);
}

std::vector<std::string> Calls::callbacks_given(Frame& frame, const llvm::CallBase& call, PathState& state) {
  std::set<const llvm::Function*> given;
  bool reaches_pointers = false;
  for (const llvm::Use& argument : call.args()) {
    SymValue value = instructions_.value_of(frame, argument.get(), state);
    if (!value.is_pointer()) continue;
    std::vector<unsigned> ids;
    if (!possible_objects(value.object, ids)) {
      reaches_pointers = true;
      continue;
    }
    for (unsigned id : ids) {
      if (id == 0 || id >= memory_.objects().count()) continue;
      if (const llvm::Function* function = memory_.function_at(id))
        given.insert(function);
      else if (may_hold_pointers_here(id))
        reaches_pointers = true;
    }
  }
  if (reaches_pointers)
    for (const llvm::Function& function : module_)
      if (function.hasAddressTaken() && !function.getName().starts_with("__swarmbmc_")) given.insert(&function);
  std::vector<std::string> names;
  for (const llvm::Function* function : given) names.push_back(function->getName().str());
  std::sort(names.begin(), names.end());
  return names;
}

bool Calls::unmodelled_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state) {
  const std::string name = callee.getName().str();
  if (kThreadCreation.count(name)) throw UnsupportedConstruct{"thread creation by '" + name + "' is not modelled"};
  if (kProcessCreation.count(name)) throw UnsupportedConstruct{"process creation by '" + name + "' is not modelled"};
  if (options_.strict_externals)
    throw UnsupportedConstruct{"call to '" + name + "', which has no body and no model (--strict-externals)"};
  const auto& trusted = options_.assume_no_callback;
  if (std::find(trusted.begin(), trusted.end(), name) == trusted.end()) {
    const std::vector<std::string> callbacks = callbacks_given(frame, call, state);
    if (!callbacks.empty())
      throw UnsupportedConstruct{"'" + name + "' is given the function" + (callbacks.size() > 1 ? "s " : " ") +
                                 quoted_list(callbacks) + ", which it may call (--assume-no-callback " + name +
                                 " says it does not)"};
  }
  if (unmodelled_.insert(name).second) formula_.unmodelled_functions.push_back(name);
  bool writes = false;
  for (const llvm::Use& argument : call.args()) {
    SymValue value = instructions_.value_of(frame, argument.get(), state);
    if (!value.is_pointer()) continue;
    memory_.havoc_pointee(value, name + "()", state);
    writes = true;
  }
  std::string what = "function '" + name + "' has no body: ";
  what += call.getType()->isVoidTy() ? "" : "its result is nondeterministic";
  if (writes) what += std::string(call.getType()->isVoidTy() ? "" : " and ") + "it may overwrite what its pointer arguments point to";
  if (call.getType()->isVoidTy() && !writes) what += "calls to it are ignored (assumed to have no side effects)";
  records_.warn(what);
  if (callee.doesNotReturn()) return false;  // the path ends here, after the havoc
  llvm::Type* type = call.getType();
  if (type->isVoidTy()) return true;
  if (type->isPointerTy()) {
    std::optional<SymValue> pointer = memory_.nondet_pointer(name + "()", call, state);
    if (!pointer) return false;  // replay ends here
    frame.values[&call] = std::move(*pointer);
    return true;
  }
  if (!type->isIntegerTy() || type->getIntegerBitWidth() > terms::kMaxWidth)
    throw UnsupportedConstruct{"call to function '" + name + "' (no body) returning a non-integer"};
  Term input = records_.new_input(type->getIntegerBitWidth(), name + "()", state.guard, location_of(call), true);
  if (!input) return false;  // replay ends here
  frame.values[&call] = SymValue::scalar(input);
  return true;
}

}  // namespace swarmbmc::encoder
