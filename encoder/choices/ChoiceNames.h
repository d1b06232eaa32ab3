// ChoiceNames: which calls make a nondeterministic choice, and the stable
// name each gets: the variable the value is assigned to when debug info
// says so ("main::velocity", a global's own name), a swarm_choose_*'s
// name argument ("velocity"), a klee_make_symbolic label, else the call's
// "file:line:col". Heuristics (--choice) select choices by these names.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "Heuristics.h"

namespace llvm {
class CallBase;
class Function;
class Module;
}  // namespace llvm

namespace swarmbmc::encoder {

struct ChoiceSite {
  std::string name;      ///< "main::velocity", "velocity", "main.c:12:5"
  ChoiceType type;
  std::string site;      ///< "main.c:12:5" (or the function, without debug info)
  std::string function;  ///< the input function: "__VERIFIER_nondet_int", "swarm_choose_int", ...
};

/// The function a call names, also when the call's type differs from the
/// declaration's (a K&R `int f();` called as `f()` under -m32): LLVM's
/// getCalledFunction() is null then, but the call still reaches `f`.
const llvm::Function* named_callee(const llvm::CallBase& call);

/// __VERIFIER_nondet_<t> and nondet_<t> return an unsigned value by their name.
bool nondet_returns_unsigned(const std::string& function);

/// The choice `call` makes, when it calls an input function with a
/// scalar result (nondet, swarm_choose_*, klee_make_symbolic of 1..16
/// bytes); nullopt otherwise (pointers, void, other functions).
std::optional<ChoiceSite> choice_site(const llvm::CallBase& call);

/// Every choice site of the module's defined functions, in module order.
std::vector<ChoiceSite> collect_choices(const llvm::Module& module);

}  // namespace swarmbmc::encoder
