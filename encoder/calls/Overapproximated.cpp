// Over-approximated library functions: a C library model (libc/models/
// math.c) asks for the result of a function it cannot compute exactly (sin,
// exp, ...) with __swarmbmc_overapproximated_double("sin") (or _float) and
// then assumes only what is certainly true of the real result (its range,
// its exact values at special points). The result is an input named after
// the function ("sin() = 0.5" in a trace), and the function is named in the
// verdict, so a VERIFIED says what it rests on and a FAILED whose trace went
// through one says that its counterexample may not happen natively.
#include <llvm/IR/Instructions.h>

#include <algorithm>

#include "Calls.h"

namespace swarmbmc::encoder {

bool Calls::overapproximated_call(Frame& frame, const llvm::CallBase& call, const std::string& function,
                                  PathState& state) {
  llvm::Type* type = call.getType();
  if (function.empty() || !(type->isFloatTy() || type->isDoubleTy()))
    throw UnsupportedConstruct{"__swarmbmc_overapproximated_* call without a constant function name or of a type "
                               "other than float and double"};
  std::vector<std::string>& named = formula_.overapproximated_functions;
  if (std::find(named.begin(), named.end(), function) == named.end()) named.push_back(function);
  // The model has no source location: the value is the program's call's.
  const unsigned width = type->getPrimitiveSizeInBits();
  Term input =
      records_.new_input(width, function + "()", state.guard, location_of(records_.program_site(call)), false, width);
  if (!input) return false;  // replay ends here
  frame.values[&call] = SymValue::scalar(input);
  return true;
}

}  // namespace swarmbmc::encoder
