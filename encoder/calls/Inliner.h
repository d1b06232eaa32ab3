// Inliner: what a call asks of the walk above it. calls/ decides what a
// call means, but a call of a function with a body is that body walked
// (inlined) from the caller's state, and exit() runs the program's exit
// handlers: both are the walk's (unroll/Unroller.h), which implements this.
#pragma once

#include <vector>

#include "encoder/instructions/Frame.h"
#include "encoder/memory/PathState.h"

namespace llvm {
class CallBase;
class Function;
class Instruction;
}  // namespace llvm

namespace swarmbmc::encoder {

/// The paths that come back from an inlined call, merged.
struct CallResult {
  bool returned = false;  ///< false when no path comes back (exit, abort, cuts)
  PathState state;
  SymValue value;
};

class Inliner {
 public:
  /// Inlines `function`: walks its blocks and merges every returning path.
  /// `varargs`: the variadic arguments' area (Calls::variadic_area) for va_start.
  virtual CallResult call_function(const llvm::Function& function, std::vector<SymValue> arguments, PathState state,
                                   SymValue varargs) = 0;
  /// exit(): atexit functions (last registered first), then destructors,
  /// then the memory checks at exit (`at`: the exit call or main's return).
  virtual void run_exit_handlers(PathState state, const llvm::Instruction* at) = 0;
  /// atexit(f): f runs at exit on the paths that registered it.
  virtual bool register_exit_handler(Frame& frame, const llvm::CallBase& call, PathState& state) = 0;

 protected:
  ~Inliner() = default;
};

}  // namespace swarmbmc::encoder
