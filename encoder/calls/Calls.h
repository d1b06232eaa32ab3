// Calls: what a call means. A call of a function with a body is inlined
// (the walk's, through Inliner); anything else is given its meaning here:
// the verification API (__VERIFIER_*, assert, assume, nondet inputs,
// klee_make_symbolic), the intrinsics, exit and abort, setjmp/longjmp's
// hooks, the heap functions and memory intrinsics (answered by the memory
// model, MemoryCalls.cpp), calls through pointers (FunctionPointers.cpp),
// variadic arguments (Variadic.cpp), the C library models' hooks for
// streams, sockets and output (StreamModels, OutputEvents), the models'
// formatted doubles and over-approximated functions, and functions with
// neither body nor model (Externals.cpp).
//
// Why the boundary is here: every one of these decides on a callee's name
// and its arguments' values, and needs of the walk only the inlining
// itself; the instructions, memory, checks and trace below it know nothing
// of calls.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "Inliner.h"
#include "OutputEvents.h"
#include "StreamModels.h"
#include "encoder/choices/ChoiceInputs.h"
#include "encoder/trace/TraceRecorder.h"

namespace llvm {
class CallBase;
class DataLayout;
class Function;
class Module;
class Type;
class VAArgInst;
}  // namespace llvm

namespace swarmbmc::encoder {

/// Whether the unroller itself gives a function without body its meaning
/// (malloc, printf, assert, __VERIFIER_*, ...; Calls.cpp): a declared
/// function that is neither this nor a linked model is unmodelled.
bool encoder_models_function(const std::string& name);

class Calls {
 public:
  /// The run's options that calls read (UnrollOptions' of the same names).
  struct Options {
    const CheckSelection& checks;
    unsigned depth;  ///< recursion deeper than this is cut like a loop
    const std::string& entry;
    bool strict_externals;
    const std::vector<std::string>& assume_no_callback;
  };
  Calls(const llvm::Module& module, TermManager& tm, Records& records, MemoryModel& memory, ArithmeticChecks& checks,
        Instructions& instructions, TraceRecorder& trace, ChoiceInputs& choices, StreamModels& streams,
        OutputEvents& outputs, Inliner& inliner, Options options);

  /// A call instruction; false when the path ended there.
  bool execute_call(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// The `va_arg` instruction (clang expands va_arg itself on x86-64; Variadic.cpp).
  SymValue va_arg(Frame& frame, const llvm::VAArgInst& inst, PathState& state);

 private:
  // --- Calls.cpp -----------------------------------------------------------------------
  /// A call of the known function `callee` (direct or one target of a pointer).
  bool call_callee(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state);
  bool library_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state,
                    bool& handled);
  /// Property checks and their friends: assert, reach_error, __VERIFIER_assert,
  /// the models' preconditions and overlap checks; nullopt when `name` is none.
  std::optional<bool> property_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee,
                                    const std::string& name, PathState& state, bool& handled);
  /// What shapes the path: assumptions, exit, abort and the like, atexit; nullopt when `name` is none.
  std::optional<bool> path_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee,
                                const std::string& name, PathState& state);
  /// abort(): the SIGABRT handler the signal model's table holds runs first
  /// (its __swarmbmc_signal_abort); false when no path comes back from it.
  bool abort_signal_handler(const llvm::CallBase& call, PathState& state);
  /// __VERIFIER_nondet_<type>() and nondet_<type>(): a program input of the result's type.
  bool nondet_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);
  /// klee_make_symbolic(address, bytes, name): the object's first 1..16 bytes become an input.
  bool make_symbolic(Frame& frame, const llvm::CallBase& call, PathState& state);
  bool intrinsic_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state);
  Term bit_intrinsic(const std::string& name, const std::vector<Term>& args);
  /// A library model's __swarmbmc_overapproximated_double("sin") (or _float): `function`'s result as an
  /// input, the function named in the verdict (Overapproximated.cpp).
  bool overapproximated_call(Frame& frame, const llvm::CallBase& call, const std::string& function, PathState& state);
  /// The sprintf model's __swarmbmc_format_double (libc/models/stdio/format.c): glibc's text of one
  /// floating conversion of a double known on the path, else the path cut (FormatDouble.cpp).
  bool format_double_call(Frame& frame, const llvm::CallBase& call, PathState& state);

  // --- Memory (MemoryCalls.cpp) ---------------------------------------------------------
  /// malloc, calloc, realloc, free, aligned_alloc, posix_memalign, alloca;
  /// sets `handled` when `name` is one of them.
  bool heap_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state, bool& handled);
  /// llvm.memcpy, llvm.memmove, llvm.memset of a constant length.
  bool memory_intrinsic(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);

  // --- Functions without body or model (Externals.cpp) ----------------------------------
  /// Any result; every object a pointer argument may point to gets
  /// nondeterministic contents. False when the path ends (replay).
  bool unmodelled_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state);
  /// The functions an unmodelled call may call back, sorted by name: those
  /// its arguments point to, and every address-taken one when an argument
  /// may point to an object that may hold pointers.
  std::vector<std::string> callbacks_given(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// Whether object `id` may hold a pointer (its type, a pointer access, unknown contents).
  bool may_hold_pointers_here(unsigned id) const;

  // --- Calls through pointers (FunctionPointers.cpp) ------------------------------------
  /// Dispatches over the functions the pointer may point to that the call
  /// can run (CBMC's remove_function_pointers); none is an
  /// invalid-function-pointer failure.
  bool call_through_pointer(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// Whether `callee` can run a call of another function type (a call
  /// through a declaration without prototype): integer and pointer
  /// arguments and result convert as registers pass them.
  bool callable_without_prototype(const llvm::Function& callee, const llvm::CallBase& call);
  /// An argument or result converted to `to` the way callable_without_prototype allows.
  SymValue convert_as_passed(const SymValue& value, const llvm::Type* to);
  /// Whether `call` can run `callee`: the same type, or callable_without_prototype.
  bool callable_by(const llvm::Function& callee, const llvm::CallBase& call);
  /// Functions whose address is taken that `call` can run.
  std::vector<const llvm::Function*> address_taken_functions(const llvm::CallBase& call);

  // --- Variadic functions (Variadic.cpp) ------------------------------------------------
  /// The variadic arguments of a call, laid out as the x86-64 ABI's
  /// overflow area (8-byte slots): a fresh object, null when there are none.
  SymValue variadic_area(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state);
  /// llvm.va_start / llvm.va_copy / llvm.va_end.
  bool va_intrinsic(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);

  const llvm::Module& module_;
  const llvm::DataLayout& layout_;
  TermManager& tm_;
  Records& records_;
  Formula& formula_;  ///< records_'s
  MemoryModel& memory_;
  ArithmeticChecks& checks_;
  Instructions& instructions_;
  TraceRecorder& trace_;
  ChoiceInputs& choices_;
  StreamModels& streams_;
  OutputEvents& outputs_;
  Inliner& inliner_;
  const Options options_;
  std::set<std::string> unmodelled_;  ///< formula_.unmodelled_functions, for deduplication
};

}  // namespace swarmbmc::encoder
