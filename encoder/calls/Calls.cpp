// Calls: inlining of defined functions, the verification API
// (__VERIFIER_*, assert, assume, nondet), the C library functions that
// matter for verification, and LLVM intrinsics. A function with no body
// that is not modelled here returns a nondeterministic value (with a
// warning), as in CBMC.
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <set>

#include "encoder/instructions/ConstantStrings.h"
#include "frontend/IrConventions.h"
#include "Calls.h"

namespace swarmbmc::encoder {
namespace {

constexpr size_t kMaxCallNesting = 1000;

const std::set<std::string> kFailureFunctions = {"reach_error", "__VERIFIER_error", "__assert_fail",
                                                 "__assert_rtn", "__assert"};
const std::set<std::string> kAssumeFunctions = {"__VERIFIER_assume", "__CPROVER_assume", "klee_assume",
                                                "__ESBMC_assume"};
const std::set<std::string> kExitFunctions = {"abort", "exit", "_exit", "_Exit", "__VERIFIER_abort",
                                              "quick_exit"};
/// Assertions with a description as second argument.
const std::set<std::string> kMessageAssertFunctions = {"__CPROVER_assert", "__ESBMC_assert"};
/// CBMC's input/output annotations: they only name values for CBMC's trace.
/// SV-COMP's atomic-section markers: no-ops in sequential code.
const std::set<std::string> kTraceOnlyFunctions = {"__CPROVER_input", "__CPROVER_output", "__VERIFIER_atomic_begin",
                                                   "__VERIFIER_atomic_end"};
/// Prefixes of verification APIs: a bodiless call with such a name that is
/// not modelled is an unsupported construct, never silently ignored (a
/// check the user wrote must be checked).
const std::vector<std::string> kVerificationApiPrefixes = {"__CPROVER_", "__ESBMC_", "__VERIFIER_", "klee_"};
/// Non-local jumps: the frontend lowers every direct call to control flow
/// (frontend/NonLocalJumps.cpp); one left here is called through a pointer.
const std::set<std::string> kSetjmpFunctions = {"setjmp", "_setjmp", "sigsetjmp", "__sigsetjmp"};
const std::set<std::string> kLongjmpFunctions = {"longjmp", "_longjmp", "siglongjmp", "__longjmp_chk"};
/// Output functions: no effect on the program's state that we track; the
/// written text is a trace event (OutputEvents.cpp).
const std::set<std::string> kOutputFunctions = {
    "printf", "puts", "putchar", "fprintf", "fputs", "fputc", "putc", "fflush", "swarm_log", "perror",
    "putchar_unlocked", "fputc_unlocked", "putc_unlocked", "fputs_unlocked", "_IO_putc",
    "dprintf", "vprintf", "vfprintf", "vdprintf"};
/// Intrinsics without meaning for verification.
const std::vector<std::string> kIgnoredIntrinsics = {
    "llvm.dbg.", "llvm.stacksave", "llvm.stackrestore", "llvm.invariant.",
    "llvm.experimental.noalias.scope.decl", "llvm.var.annotation", "llvm.ptr.annotation",
    "llvm.sideeffect", "llvm.donothing", "llvm.codeview.annotation"};


bool is_unsigned_nondet(const std::string& name) { return nondet_returns_unsigned(name); }

/// Whether `frame` points to the start of a live frame local of a function
/// that calls setjmp (NonLocalJumps.cpp): a jmp_buf that such a function's
/// setjmp filled, and the function has not returned.
Term live_setjmp_frame(terms::TermManager& tm, const ObjectTable& objects, const std::vector<Term>& alive,
                       const SymValue& frame) {
  if (!frame.is_pointer()) return tm.mk_false();
  std::vector<unsigned> ids;
  if (!possible_objects(frame.object, ids)) {
    ids.clear();
    for (unsigned id = 0; id < objects.count(); ++id) ids.push_back(id);
  }
  Term live = tm.mk_false();
  for (unsigned id : ids) {
    if (id == 0 || objects.at(id).name != frontend::kSetjmpFrameLocal) continue;
    Term alive_now = id < alive.size() && alive[id] ? alive[id] : tm.mk_true();
    live = tm.mk_or(live, tm.mk_and(tm.mk_eq(frame.object, objects.id_term(id)), alive_now));
  }
  return tm.mk_and(live, tm.mk_eq(frame.offset, tm.mk_bv(0, frame.offset->width())));
}

/// Where a longjmp passing out of the innermost inlined function goes.
enum class JumpExit { Caller, Entry, Handler };
JumpExit jump_exit(const std::vector<const llvm::Function*>& stack, const std::vector<const llvm::Instruction*>& sites,
                   const std::string& entry) {
  const size_t n = stack.size();
  if (n >= 2 && !sites.empty()) {  // called by a call of the program (not a handler the encoder runs)
    const auto* call = llvm::dyn_cast<llvm::CallBase>(sites.back());
    if (call && call->getFunction() == stack[n - 2]) {
      const auto* callee = llvm::dyn_cast<llvm::Function>(call->getCalledOperand()->stripPointerCasts());
      if (!callee || callee == stack[n - 1]) return JumpExit::Caller;
    }
  }
  return n == 1 && stack[0]->getName() == entry ? JumpExit::Entry : JumpExit::Handler;
}

}  // namespace

bool encoder_models_function(const std::string& name) {
  // The names library_call and its helpers (Heap.cpp, FloatIntrinsics.cpp,
  // OutputEvents.cpp) take, and the prefixes of the verification APIs.
  static const std::set<std::string> kOthers = {
      "malloc", "calloc", "realloc", "free", "aligned_alloc", "posix_memalign", "alloca", "__builtin_alloca",
      "atexit", "__VERIFIER_assert", "sqrt", "sqrtf", "fabs", "fabsf", "lrint", "lrintf", "llrint", "llrintf",
      "lround", "lroundf", "llround", "llroundf", "fesetround", "fegetround"};
  for (const std::set<std::string>* names : {&kFailureFunctions, &kAssumeFunctions, &kExitFunctions,
                                             &kMessageAssertFunctions, &kTraceOnlyFunctions, &kOutputFunctions,
                                             &kSetjmpFunctions, &kLongjmpFunctions, &kOthers})
    if (names->count(name)) return true;
  for (const char* prefix : {"__VERIFIER_", "__CPROVER_", "__ESBMC_", "klee_", "nondet_", "__swarmbmc_", "swarm_choose_"})
    if (name.starts_with(prefix)) return true;
  return name == frontend::kLogLineFunction;
}

Calls::Calls(const llvm::Module& module, TermManager& tm, Records& records, MemoryModel& memory,
             ArithmeticChecks& checks, Instructions& instructions, TraceRecorder& trace, ChoiceInputs& choices,
             StreamModels& streams, OutputEvents& outputs, Inliner& inliner, Options options)
    : module_(module),
      layout_(module.getDataLayout()),
      tm_(tm),
      records_(records),
      formula_(records.formula()),
      memory_(memory),
      checks_(checks),
      instructions_(instructions),
      trace_(trace),
      choices_(choices),
      streams_(streams),
      outputs_(outputs),
      inliner_(inliner),
      options_(options) {}

bool Calls::execute_call(Frame& frame, const llvm::CallBase& call, PathState& state) {
  if (const llvm::Function* direct = call.getCalledFunction()) return call_callee(frame, call, *direct, state);
  if (call.isInlineAsm()) throw UnsupportedConstruct{"inline assembly"};
  return call_through_pointer(frame, call, state);
}

bool Calls::call_callee(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state) {
  if (callee.isIntrinsic()) return intrinsic_call(frame, call, callee, state);
  if (callee.isDeclaration() && callee.getName() == frontend::kLogLineFunction && call.arg_size() == 4)
    return trace_.record_log_line(frame, call, state, constant_string(call.getArgOperand(0)),
                                  constant_string(call.getArgOperand(1)));
  if (trace_.is_log_function(callee.getName()) && call.arg_size() > 0)
    trace_.record_log(call, state, constant_string(call.getArgOperand(0)));
  bool handled = false;
  const bool continues = library_call(frame, call, callee, state, handled);
  if (handled) return continues;

  if (callee.isDeclaration()) {
    const std::string name = callee.getName().str();
    for (const std::string& prefix : kVerificationApiPrefixes)
      if (name.starts_with(prefix)) throw UnsupportedConstruct{"verification function '" + name + "' (not modelled)"};
    return unmodelled_call(frame, call, callee, state);
  }
  SymValue varargs;
  if (callee.isVarArg()) varargs = variadic_area(frame, call, callee, state);

  // Inline. Recursion deeper than --depth is cut like a loop.
  const auto active = std::count(records_.call_stack.begin(), records_.call_stack.end(), &callee);
  if (static_cast<unsigned>(active) > options_.depth) {
    formula_.unwindings.push_back(
        {"recursion of " + callee.getName().str() + " at " + location_of(call).short_form(), state.guard});
    return false;
  }
  // Each inlined call nests the unroller's own C++ frames; beyond this many
  // the thread's stack would overflow, so the path is cut as unsupported.
  if (records_.call_stack.size() >= kMaxCallNesting) {
    formula_.unsupported.push_back({"calls nested more than " + std::to_string(kMaxCallNesting) + " deep at " +
                                        location_of(call).short_form(),
                                    state.guard});
    return false;
  }
  std::vector<SymValue> arguments;
  TraceEvent event{TraceEvent::Kind::Call, state.guard, location_of(call), callee.getName().str()};
  for (const llvm::Use& argument : call.args()) {
    if (call.getArgOperandNo(&argument) >= callee.arg_size()) break;  // variadic: in `varargs`
    const unsigned index = call.getArgOperandNo(&argument);
    arguments.push_back(
        convert_as_passed(instructions_.value_of(frame, argument.get(), state), callee.getArg(index)->getType()));
    if (call.isByValArgument(index))
      arguments.back() = memory_.byval_copy(arguments.back(), call.getParamByValType(index),
                                            callee.getName().str() + ".arg" + std::to_string(index), call, state);
    event.arguments.push_back(event_value(arguments.back(), callee.getArg(index)->getType()));
  }
  records_.add_event(std::move(event));
  records_.call_sites.push_back(&call);
  CallResult result = inliner_.call_function(callee, std::move(arguments), std::move(state), std::move(varargs));
  records_.call_sites.pop_back();
  if (!result.returned) return false;
  state = std::move(result.state);
  if (!call.getType()->isVoidTy()) frame.values[&call] = convert_as_passed(result.value, call.getType());
  TraceEvent returned{TraceEvent::Kind::Return, state.guard, location_of(call), callee.getName().str()};
  if (!call.getType()->isVoidTy()) returned.result = event_value(frame.values[&call], call.getType());
  records_.add_event(std::move(returned));
  return true;
}

bool Calls::library_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state,
                         bool& handled) {
  const std::string name = callee.getName().str();
  handled = true;
  if (const std::optional<bool> continues = property_call(frame, call, callee, name, state, handled)) return *continues;
  if (callee.isDeclaration() && kTraceOnlyFunctions.count(name)) return true;
  if (const std::optional<bool> continues = path_call(frame, call, callee, name, state)) return *continues;
  if (callee.isDeclaration() && (name.starts_with("__VERIFIER_nondet_") || name.starts_with("nondet_")))
    return nondet_call(frame, call, name, state);
  if (callee.isDeclaration() && name.starts_with("__swarmbmc_overapproximated_") && call.arg_size() == 1)
    return overapproximated_call(frame, call, constant_string(call.getArgOperand(0)), state);
  if (callee.isDeclaration() && name == "__swarmbmc_format_double") return format_double_call(frame, call, state);
  if (callee.isDeclaration() && name.starts_with("__swarmbmc_stream_"))
    return streams_.stream_call(frame, call, name, state);
  if (callee.isDeclaration() && (name.starts_with("__swarmbmc_socket_") || name.starts_with("__swarmbmc_peer_")))
    return streams_.socket_call(frame, call, name, state);
  if (name == "klee_make_symbolic" && call.arg_size() == 3) return make_symbolic(frame, call, state);
  if (callee.isDeclaration() && name.starts_with("swarm_choose_"))
    return choices_.swarm_choose_call(frame, call, state);
  if (callee.isDeclaration() && instructions_.float_library_call(frame, call, name, state)) return true;  // Float.cpp
  if (callee.isDeclaration()) {
    const bool continues = heap_call(frame, call, name, state, handled);
    if (handled) return continues;
    handled = true;
  }
  if (callee.isDeclaration() && (kOutputFunctions.count(name) || name == "__swarmbmc_output"))
    return outputs_.output_call(frame, call, name, state);  // OutputEvents.cpp: results as ever, and an output event
  handled = false;
  return true;
}

std::optional<bool> Calls::property_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee,
                                         const std::string& name, PathState& state, bool& handled) {
  auto argument = [&](unsigned i) { return instructions_.scalar_of(frame, call.getArgOperand(i), state); };
  auto nonzero = [&](Term t) { return t->sort.is_bool() ? t : tm_.mk_not(tm_.mk_eq(t, tm_.mk_bv(0, t->width()))); };

  if (kFailureFunctions.count(name)) {
    // The program ends here (assert() aborts; SV-COMP's reach_error() calls
    // __assert_fail or abort): memory still allocated is a cleanup failure
    // (valid-memcleanup), as at abort().
    memory_.check_memory_at_exit(state, call, /*leaks=*/false);
    // SV-COMP unreach-call: only reach_error() is the property; assert()'s
    // failure aborts, so its path just ends.
    if (options_.checks.reach_error_only && name != "reach_error" && name != "__VERIFIER_error") return false;
    std::string message = name + "() reached";
    if (name != "reach_error" && name != "__VERIFIER_error") {
      const std::string expression = call.arg_size() > 0 ? constant_string(call.getArgOperand(0)) : "";
      message = "assertion " + (expression.empty() ? std::string("") : expression + " ") + "failed";
    }
    records_.add_check(PropertyKind::Assertion, message, call, state.guard, tm_.mk_false());
    return false;  // does not return
  }
  if (name == "__VERIFIER_assert" && call.arg_size() == 1 && !options_.checks.assertions) {
    // SV-COMP tasks define it as "if (!cond) { reach_error(); abort(); }":
    // a failing one ends its path.
    if (!callee.isDeclaration()) { handled = false; return true; }  // its body decides
    state.guard = tm_.mk_and(state.guard, nonzero(argument(0)));
    return !state.guard->is_false();
  }
  if (name == "__VERIFIER_assert" && call.arg_size() == 1) {
    records_.add_check(PropertyKind::Assertion, "__VERIFIER_assert(condition) failed", call, state.guard,
                       nonzero(argument(0)));
    return true;
  }
  if (name == "__swarmbmc_precondition" && callee.isDeclaration() && call.arg_size() == 2) {
    // Stated by a C library model (libc/): reported where the program called
    // into the library, the model itself having no source location.
    records_.add_check(PropertyKind::Precondition, constant_string(call.getArgOperand(1)), records_.program_site(call),
                       state.guard, nonzero(argument(0)));
    return true;
  }
  if (name == "__swarmbmc_memcpy_overlap" && callee.isDeclaration() && call.arg_size() == 3) {
    // The memcpy model's (libc/models/string.c) overlap check.
    memory_.check_overlap(instructions_.value_of(frame, call.getArgOperand(0), state),
                          instructions_.value_of(frame, call.getArgOperand(1), state), argument(2),
                          records_.program_site(call), state);
    return true;
  }
  if (kMessageAssertFunctions.count(name) && call.arg_size() >= 1 && options_.checks.reach_error_only) return true;
  if (kMessageAssertFunctions.count(name) && call.arg_size() >= 1) {
    // CBMC's and ESBMC's assert(condition, "description").
    const std::string description = call.arg_size() >= 2 ? constant_string(call.getArgOperand(1)) : "";
    records_.add_check(PropertyKind::Assertion,
                       description.empty() ? name + "(condition) failed" : "assertion '" + description + "' failed",
                       call, state.guard, nonzero(argument(0)));
    return true;
  }
  return std::nullopt;
}

std::optional<bool> Calls::path_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee,
                                     const std::string& name, PathState& state) {
  auto nonzero = [&](Term t) { return t->sort.is_bool() ? t : tm_.mk_not(tm_.mk_eq(t, tm_.mk_bv(0, t->width()))); };
  if (kAssumeFunctions.count(name) && call.arg_size() == 1) {
    state.guard = tm_.mk_and(state.guard, nonzero(instructions_.scalar_of(frame, call.getArgOperand(0), state)));
    records_.add_event({TraceEvent::Kind::Assumption, state.guard, location_of(call), name});  // the path got past it
    return !state.guard->is_false();
  }
  if (name == "exit" && callee.isDeclaration()) {
    inliner_.run_exit_handlers(state, &call);
    return false;  // the path ends (without error, unless a handler fails)
  }
  if (kExitFunctions.count(name)) {  // the path ends without error
    if (name == "abort" && callee.isDeclaration() && !abort_signal_handler(call, state)) return false;
    // abort() and _exit() end the program: memory not freed then is a
    // cleanup failure (SV-COMP's valid-memcleanup). The leak check is not
    // run here: the blocks the active frames still point to are tracked
    // (valid-memtrack), and its roots are the globals only.
    if (callee.isDeclaration()) {
      trace_.check_log_reached(state, call);
      memory_.check_memory_at_exit(state, call, /*leaks=*/false);
    }
    return false;
  }
  if (name == "atexit" && callee.isDeclaration() && call.arg_size() == 1)
    return inliner_.register_exit_handler(frame, call, state);
  if ((kSetjmpFunctions.count(name) || kLongjmpFunctions.count(name)) && callee.isDeclaration())
    throw UnsupportedConstruct{"'" + name +
                               "' called through a function pointer (non-local jumps are modelled for direct calls)"};
  // A longjmp's target must be a setjmp of an active function; the jump has
  // no defined continuation otherwise, so the path ends there (cut as
  // unsupported where the check is off, under an SV-COMP --property).
  auto jump_requires = [&](Term valid, const std::string& what) {
    if (options_.checks.enabled(PropertyKind::InvalidLongjmp))
      records_.add_check(PropertyKind::InvalidLongjmp, what, call, state.guard, valid);
    else if (Term invalid = tm_.mk_and(state.guard, tm_.mk_not(valid)); !invalid->is_false())
      formula_.unsupported.push_back({what + " (not checked) at " + location_of(call).short_form(), invalid});
    state.guard = tm_.mk_and(state.guard, valid);
    return !state.guard->is_false();
  };
  if (name == frontend::kLongjmpCheckFunction && callee.isDeclaration() && call.arg_size() == 1)
    return jump_requires(live_setjmp_frame(tm_, memory_.objects(), state.alive,
                                           instructions_.value_of(frame, call.getArgOperand(0), state)),
                         "longjmp to a setjmp whose function has returned (or with a jmp_buf no setjmp filled)");
  if (name == frontend::kLongjmpUnwindFunction && callee.isDeclaration()) {
    switch (jump_exit(records_.call_stack, records_.call_sites, options_.entry)) {
      case JumpExit::Caller: return true;
      case JumpExit::Entry:
        return jump_requires(tm_.mk_false(), "longjmp out of " + options_.entry + " (no active setjmp filled its jmp_buf)");
      case JumpExit::Handler:
        throw UnsupportedConstruct{"longjmp out of a handler the C library calls (signal, atexit, constructor)"};
    }
  }
  return std::nullopt;
}

bool Calls::abort_signal_handler(const llvm::CallBase& call, PathState& state) {
  // Linked with the model's signal and sigaction only (libc/models/signal.c).
  const llvm::Function* hook = module_.getFunction("__swarmbmc_signal_abort");
  if (!hook || hook->isDeclaration()) return true;
  records_.call_sites.push_back(&call);
  CallResult result = inliner_.call_function(*hook, {}, std::move(state), {});
  records_.call_sites.pop_back();
  if (!result.returned) return false;  // the handler ended every path (exit, a failure)
  state = std::move(result.state);
  return true;
}

bool Calls::nondet_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state) {
  if (call.getType()->isVoidTy()) return true;
  if (call.getType()->isPointerTy()) {  // NULL or a fresh object
    std::optional<SymValue> pointer = memory_.nondet_pointer(name + "()", call, state);
    if (!pointer) return false;  // replay ends here
    frame.values[&call] = std::move(*pointer);
    return true;
  }
  if (call.getType()->isFloatTy() || call.getType()->isDoubleTy()) {  // any bit pattern, NaNs included
    Term input = choices_.choice_input(choices_.choice_site_of(call), name + "()", location_of(call), state);
    if (!input) return false;  // replay ends here
    frame.values[&call] = SymValue::scalar(input);
    return !state.guard->is_false();
  }
  if (call.getType()->isFloatingPointTy()) {  // its bits (long double): any arithmetic on it is UNKNOWN
    frame.values[&call] = memory_.fresh_value(call.getType(), name + "()");
    return true;
  }
  // x86-64 returns __int128 as { i64, i64 }: one 128-bit input (as the
  // trace and replay's runtime see it), split into its parts, low first.
  if (const auto* parts = llvm::dyn_cast<llvm::StructType>(call.getType());
      parts && parts->getNumElements() == 2 && parts->getElementType(0)->isIntegerTy(64) &&
      parts->getElementType(1)->isIntegerTy(64)) {
    Term value = records_.new_input(128, name + "()", state.guard, location_of(call), !is_unsigned_nondet(name));
    if (!value) return false;  // replay ends here
    frame.values[&call] = SymValue::aggregate(
        {SymValue::scalar(tm_.mk_extract(value, 63, 0)), SymValue::scalar(tm_.mk_extract(value, 127, 64))});
    return true;
  }
  if (!call.getType()->isIntegerTy())
    throw UnsupportedConstruct{"nondeterministic value of a non-integer type ('" + name + "')"};
  if (call.getType()->getIntegerBitWidth() > terms::kMaxWidth)
    throw UnsupportedConstruct{"nondeterministic integer wider than 128 bits ('" + name + "')"};
  Term input = choices_.choice_input(choices_.choice_site_of(call), name + "()", location_of(call), state);  // choices/
  if (!input) return false;  // replay ends here
  frame.values[&call] = SymValue::scalar(input);
  return !state.guard->is_false();
}

bool Calls::make_symbolic(Frame& frame, const llvm::CallBase& call, PathState& state) {
  Term size = instructions_.scalar_of(frame, call.getArgOperand(1), state);
  if (!size->is_const() || size->value == 0 || size->value > 16)
    throw UnsupportedConstruct{"klee_make_symbolic of other than 1..16 bytes"};
  const unsigned bytes = static_cast<unsigned>(size->value);
  std::string label = constant_string(call.getArgOperand(2));
  if (label.empty()) label = "klee_make_symbolic";
  Term value = choices_.choice_input(choices_.choice_site_of(call), label, location_of(call), state);  // choices/
  if (!value) return false;  // replay ends here
  if (state.guard->is_false()) return false;
  SymValue pointer = instructions_.value_of(frame, call.getArgOperand(0), state);
  llvm::Type* type = llvm::IntegerType::get(call.getContext(), bytes * 8);
  memory_.store(pointer, SymValue::scalar(value), type, call, state);
  return true;
}

bool Calls::intrinsic_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state) {
  const std::string name = callee.getName().str();
  if (name.starts_with("llvm.lifetime.")) {
    memory_.set_lifetime(instructions_.value_of(frame, call.getArgOperand(call.arg_size() - 1), state),
                         name.starts_with("llvm.lifetime.start"), state);
    return true;
  }
  for (const std::string& prefix : kIgnoredIntrinsics)
    if (name.starts_with(prefix)) return true;
  auto argument = [&](unsigned i) { return instructions_.scalar_of(frame, call.getArgOperand(i), state); };
  if (name.starts_with("llvm.memcpy.") || name.starts_with("llvm.memmove.") || name.starts_with("llvm.memset.")) {
    const std::string base = name.substr(5, name.find('.', 5) - 5);
    return memory_intrinsic(frame, call, base, state);
  }
  if (name.starts_with("llvm.va_start") || name.starts_with("llvm.va_end") || name.starts_with("llvm.va_copy"))
    return va_intrinsic(frame, call, name, state);
  if (name == "llvm.ubsantrap" && checks_.signed_shift_trap(call, state)) return false;  // the program traps here
  if (name == "llvm.assume") {
    state.guard = tm_.mk_and(state.guard, argument(0));
    return !state.guard->is_false();
  }
  if (name.starts_with("llvm.expect")) {
    frame.values[&call] = instructions_.value_of(frame, call.getArgOperand(0), state);
    return true;
  }
  if (name.find(".with.overflow.") != std::string::npos) {
    frame.values[&call] = overflow_intrinsic(tm_, name, argument(0), argument(1));
    return true;
  }
  static const char* kBitIntrinsics[] = {"llvm.smax.", "llvm.smin.", "llvm.umax.", "llvm.umin.", "llvm.abs.",
                                         "llvm.ctpop.", "llvm.ctlz.", "llvm.cttz.", "llvm.bswap.",
                                         "llvm.bitreverse.", "llvm.fshl.", "llvm.fshr."};
  for (const char* prefix : kBitIntrinsics) {
    if (!name.starts_with(prefix)) continue;
    if (call.getType()->isVectorTy()) break;
    std::vector<Term> args;
    for (unsigned i = 0; i < call.arg_size(); ++i) {
      Term t = argument(i);
      args.push_back(t);
    }
    frame.values[&call] = SymValue::scalar(bit_intrinsic(prefix, args));
    return true;
  }
  throw UnsupportedConstruct{"intrinsic '" + name + "'"};
}

Term Calls::bit_intrinsic(const std::string& prefix, const std::vector<Term>& args) {
  Term a = args[0];
  const unsigned w = a->width();
  auto bit = [&](unsigned i) { return tm_.mk_eq(tm_.mk_extract(a, i, i), tm_.mk_bv(1, 1)); };
  if (prefix == "llvm.smax.") return tm_.mk_ite(tm_.mk_slt(a, args[1]), args[1], a);
  if (prefix == "llvm.smin.") return tm_.mk_ite(tm_.mk_slt(a, args[1]), a, args[1]);
  if (prefix == "llvm.umax.") return tm_.mk_ite(tm_.mk_ult(a, args[1]), args[1], a);
  if (prefix == "llvm.umin.") return tm_.mk_ite(tm_.mk_ult(a, args[1]), a, args[1]);
  if (prefix == "llvm.abs.") return tm_.mk_ite(tm_.mk_slt(a, tm_.mk_bv(0, w)), tm_.mk_neg(a), a);
  if (prefix == "llvm.ctpop.") {
    Term count = tm_.mk_bv(0, w);
    for (unsigned i = 0; i < w; ++i) count = tm_.mk_add(count, tm_.mk_zext(tm_.mk_extract(a, i, i), w));
    return count;
  }
  if (prefix == "llvm.ctlz.") {  // the highest set bit decides: later (higher) bits override
    Term count = tm_.mk_bv(w, w);
    for (unsigned i = 0; i < w; ++i) count = tm_.mk_ite(bit(i), tm_.mk_bv(w - 1 - i, w), count);
    return count;
  }
  if (prefix == "llvm.cttz.") {  // the lowest set bit decides
    Term count = tm_.mk_bv(w, w);
    for (unsigned i = w; i-- > 0;) count = tm_.mk_ite(bit(i), tm_.mk_bv(i, w), count);
    return count;
  }
  if (prefix == "llvm.bswap.") {
    Term result = tm_.mk_extract(a, 7, 0);
    for (unsigned i = 1; i < w / 8; ++i) result = tm_.mk_concat(result, tm_.mk_extract(a, 8 * i + 7, 8 * i));
    return result;
  }
  if (prefix == "llvm.bitreverse.") {
    Term result = tm_.mk_extract(a, 0, 0);
    for (unsigned i = 1; i < w; ++i) result = tm_.mk_concat(result, tm_.mk_extract(a, i, i));
    return result;
  }
  // Funnel shifts; a shift by w yields 0 in SMT-LIB, which makes s = 0 come out right.
  Term s = tm_.mk_binary(terms::Op::URem, args[2], tm_.mk_bv(w, w));
  Term rest = tm_.mk_sub(tm_.mk_bv(w, w), s);
  if (prefix == "llvm.fshl.")
    return tm_.mk_binary(terms::Op::BvOr, tm_.mk_binary(terms::Op::Shl, a, s),
                         tm_.mk_binary(terms::Op::LShr, args[1], rest));
  return tm_.mk_binary(terms::Op::BvOr, tm_.mk_binary(terms::Op::LShr, args[1], s),
                       tm_.mk_binary(terms::Op::Shl, a, rest));
}

}  // namespace swarmbmc::encoder
