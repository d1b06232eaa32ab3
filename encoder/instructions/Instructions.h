// Instructions: what an instruction other than a call computes, and the
// values of LLVM values in a frame.
//
// Integer arithmetic, comparisons, casts, GEP, select and aggregates map
// onto term constructors (Instructions.cpp), float and double onto
// terms/FloatBv circuits (Float.cpp, FloatIntrinsics.cpp), vectors onto
// their elements (Vectors.cpp); loads, stores, allocas and atomics are the
// memory model's accesses (Sequential.cpp for the atomics, one thread).
// value_of is how every layer above reads an operand: a constant is built
// (a global's address from the memory model), anything else is the
// frame's.
//
// Why the boundary is here: an instruction's meaning needs its operands'
// values, the memory and the arithmetic checks, never the control flow;
// calls and va_arg (calls/) and terminators (unroll/) are the walk's to
// dispatch.
#pragma once

#include <llvm/IR/InstrTypes.h>

#include <string>

#include "Frame.h"
#include "encoder/checks/ArithmeticChecks.h"
#include "encoder/memory/MemoryModel.h"

namespace llvm {
class AtomicCmpXchgInst;
class AtomicRMWInst;
class CallBase;
class Constant;
class Instruction;
class Module;
class Type;
class Value;
}  // namespace llvm

namespace swarmbmc::terms {
enum class IntegralRounding;
}  // namespace swarmbmc::terms

namespace swarmbmc::encoder {

/// Whether the instruction computes with floating-point semantics (then
/// Float.cpp gives its meaning, a call of a floating-point intrinsic
/// included). A floating-point value that is only moved (loaded, stored,
/// passed, returned, selected, merged, bit-cast) is kept as its bits,
/// exactly, whatever its type (long double too).
bool involves_floating_point(const llvm::Instruction& inst);

class Instructions {
 public:
  Instructions(const llvm::Module& module, TermManager& tm, Records& records, MemoryModel& memory,
               ArithmeticChecks& checks);

  /// Executes a non-terminator other than a call and va_arg (and a call
  /// involving floating point): its value into the frame; false when the
  /// path ended there.
  bool execute(Frame& frame, const llvm::Instruction& inst, PathState& state);
  SymValue value_of(Frame& frame, const llvm::Value* value, PathState& state);
  /// value_of of an integer or boolean: its term.
  Term scalar_of(Frame& frame, const llvm::Value* value, PathState& state);
  SymValue constant_value(const llvm::Constant* constant, PathState& state);
  /// sqrt, fabs, lrint, llrint, lround, llround (and f variants), fesetround,
  /// fegetround without a body: true when handled here (FloatIntrinsics.cpp).
  bool float_library_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);
  /// Evaluating a global's initializer (unroll/Entry.cpp): undef there is zero padding.
  bool in_static_initializer = false;

 private:
  // --- Integers, pointers, aggregates (Instructions.cpp) ------------------------------
  /// An alloca: its stack slot, which dies when the frame returns.
  SymValue allocate(Frame& frame, const llvm::Instruction& inst, PathState& state);
  /// A local's initial value (the frontend's tagged `freeze undef`): an input
  /// for integers, a pointer to no valid object for pointers.
  bool uninitialised_local(Frame& frame, const llvm::Instruction& inst, PathState& state);
  /// Value of an instruction without side effects on memory or control.
  SymValue compute(Frame& frame, const llvm::Instruction& inst, PathState& state);
  SymValue compute_binary(const llvm::Instruction& inst, const SymValue& a, const SymValue& b, PathState& state);
  /// `a` cast to `to` (the instruction's type, or its element type for vectors).
  SymValue compute_cast(const llvm::Instruction& inst, const SymValue& a, const llvm::Type* to);
  SymValue compare(llvm::CmpInst::Predicate predicate, const SymValue& a, const SymValue& b);
  /// A dead object's address may be reused by a later allocation: a
  /// pointer to it may compare equal to a pointer into another object at
  /// the same offset (a nondeterministic choice, as real allocators make).
  Term address_reuse(const SymValue& a, const SymValue& b, const PathState& state);
  /// select, freeze, GEP, extractvalue, insertvalue.
  SymValue compute_other(Frame& frame, const llvm::Instruction& inst, PathState& state);
  SymValue compute_gep(Frame& frame, const llvm::Instruction& inst, PathState& state);

  // --- Floating point (Float.cpp, FloatIntrinsics.cpp) ---------------------------------
  /// A float/double instruction (fadd .. fdiv, frem, fneg, fcmp, conversions,
  /// and the intrinsics of FloatIntrinsics.cpp) as terms/FloatBv circuits;
  /// false when the path ended there. Throws for what is not built.
  bool execute_float(Frame& frame, const llvm::Instruction& inst, PathState& state);
  /// fptosi/fptoui, with the [float-conversion] check (checked_float_conversion).
  bool float_to_integer(Frame& frame, const llvm::Instruction& inst, PathState& state);
  bool float_intrinsic(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// frem: the exact remainder (C's fmod).
  bool float_remainder(Frame& frame, const llvm::Instruction& inst, PathState& state);
  /// lrint & co.: rounded to integral by `how`, then to the integer result
  /// (any value where it does not fit).
  bool float_rounded_to_integer(Frame& frame, const llvm::CallBase& call, terms::IntegralRounding how,
                                PathState& state);
  /// llvm.fptosi.sat / fptoui.sat.
  bool float_saturating(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// fesetround / fegetround: PathState::rounding_mode.
  bool float_environment_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);

  // --- Vectors, scalarised (Vectors.cpp) ----------------------------------------------
  /// Whether the instruction produces or takes a vector.
  static bool involves_vectors(const llvm::Instruction& inst);
  /// Vector values are aggregates of their elements: element-wise
  /// arithmetic, comparisons, casts and selects; extract/insertelement and
  /// shufflevector.
  SymValue compute_vector(Frame& frame, const llvm::Instruction& inst, PathState& state);

  // --- Atomics, single-threaded (Sequential.cpp) --------------------------------------
  /// Load, operation, store; the old value.
  SymValue atomic_rmw(Frame& frame, const llvm::AtomicRMWInst& rmw, PathState& state);
  /// {old value, success}.
  SymValue compare_exchange(Frame& frame, const llvm::AtomicCmpXchgInst& cmpxchg, PathState& state);

  const llvm::Module& module_;
  const llvm::DataLayout& layout_;
  const PointerLayout& pointers_;  ///< memory_'s
  TermManager& tm_;
  Records& records_;
  Formula& formula_;  ///< records_'s
  MemoryModel& memory_;
  ArithmeticChecks& checks_;
};

}  // namespace swarmbmc::encoder
