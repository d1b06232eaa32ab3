// Formula: what the unroller produces for the solver and for the trace.
//
// Every record carries the guard under which it happens: the path condition
// (including assumptions) at that point of the unrolled program. A property
// check fails when guard & !condition is satisfiable. Events (inputs, calls)
// are kept in execution order so that a model can be turned into a trace.
#pragma once

#include <atomic>
#include <deque>
#include <memory>
#include <string>
#include <vector>

#include "terms/TermManager.h"

namespace llvm {
class DIType;
}

namespace swarmbmc::encoder {

using terms::Term;

struct SourceLocation {
  std::string file;      ///< as recorded in debug info; empty when unknown
  unsigned line = 0;
  unsigned column = 0;
  std::string function;  ///< enclosing function

  /// "file:line:col", or the function name when there is no debug info.
  std::string position() const;
  /// "file:line:col in function" (or "function (no debug info)").
  std::string describe() const;
  /// "file:line" or "function" when there is no debug info.
  std::string short_form() const;
};

/// Precondition: a C library function called outside its domain (stated by
/// the libc/ models with __swarmbmc_precondition). The memory-safety kinds
/// follow CBMC's --pointer-check / --memory-leak-check and SV-COMP's
/// valid-deref, valid-free, valid-memtrack and valid-memcleanup.
enum class PropertyKind {
  Assertion,
  Bounds,
  Null,
  DivisionByZero,
  Precondition,
  UseAfterFree,            ///< access to a heap object after free
  DeadObject,              ///< access to a local after its function returned
  InvalidFree,             ///< free of a non-heap object or not at its start
  DoubleFree,              ///< free of a heap object already freed
  MemoryLeak,              ///< heap object neither freed nor reachable at exit
  MemoryCleanup,           ///< heap object not freed at exit
  InvalidFunctionPointer,  ///< call through a pointer to no function of the call's type
  Overlap,                 ///< memcpy with overlapping source and destination
  SignedOverflow,          ///< signed + - * / overflow (--signed-overflow-check, SV-COMP no-overflow)
  Shift,                   ///< shift by >= the width (--shift-check, SV-COMP no-overflow)
  ReadOnly,                ///< store into a constant object (a string literal, a const global)
  LogReached,              ///< --log-reach: the program ended after printing the whole log
  FloatConversion,         ///< fptosi/fptoui of a NaN, an infinity or a value out of the target's range (C: undefined)
  NaN,                     ///< --nan-check: a float operation makes a NaN from operands that are not NaNs
  FloatOverflow,           ///< --float-overflow-check: a float operation makes an infinity from finite operands
  InvalidLongjmp,          ///< longjmp to a setjmp whose function returned, or with a jmp_buf no setjmp filled
};

/// Tag printed in brackets, e.g. "bounds".
const char* property_tag(PropertyKind kind);

struct PropertyCheck {
  PropertyKind kind;
  std::string message;
  SourceLocation location;
  Term guard;      ///< path condition where the check is made
  Term condition;  ///< must hold whenever guard holds
  size_t event_index;  ///< number of trace events recorded before this check
};

/// A path cut because a loop or recursion needs more than --depth.
struct UnwindingCut {
  std::string what;  ///< "loop at main.c:12" or "recursion of f at main.c:3"
  Term guard;
};

/// A path cut at a construct swarmbmc does not model.
struct UnsupportedCut {
  std::string what;  ///< e.g. "floating-point instruction fadd at main.c:4"
  Term guard;
};

/// A value as a trace event sees it: a scalar term, or a pointer's
/// (object id, offset) terms; all null when it is neither (an aggregate).
struct EventValue {
  Term scalar = nullptr;
  Term object = nullptr;  ///< bv16 object id (0 = null)
  Term offset = nullptr;  ///< bv64 byte offset
  bool is_signed = true;  ///< how to print a scalar
  /// 32 or 64: the scalar is a float's or double's bits (printed as a
  /// number with its C hex literal); 0: an integer
  unsigned float_width = 0;

  bool present() const { return scalar || object; }
};

/// Bytes of one object an output read may come from: `bytes[k]` is its
/// byte at `first + k` when the call ran; the pointer's offset into it
/// picks where the output starts once the model gives it.
struct OutputSnapshot {
  unsigned object_id = 0;
  Term offset = nullptr;  ///< bv64: where the pointer points into the object
  Term size = nullptr;    ///< bv64: the object's size
  uint64_t first = 0;
  std::vector<Term> bytes;  ///< bv8 each
};

/// Bytes an output call wrote, as the trace reads them back from memory
/// (encoder/calls/OutputEvents.cpp): at most kOutputByteCap of them.
struct OutputBytes {
  std::vector<OutputSnapshot> objects;  ///< one per object the pointer may point to
  Term count = nullptr;  ///< bv64: how many were written; null: up to the first NUL (a C string)
  EventValue pointer;    ///< where they were read (a null pointer shows as NULL)
  bool readable = false;  ///< false: not read (a pointer to any object, too costly to read)
};

/// One argument of a printf-family call: its value, and for a %s its bytes.
struct OutputArgument {
  EventValue value;
  OutputBytes text;  ///< %s only
};

/// What an output event wrote (TraceEvent::Kind::Output).
struct OutputRecord {
  /// bv64 stream handle: -1 stdout, -2 stderr, k >= 0 the k-th opened
  /// stream (`Formula::stream_names[k]`); null: `stream_name` or `stream_handle` says it
  Term stream = nullptr;
  std::string stream_name;
  /// FILE * calls: the FILE's handle, its first field (its pointer: the
  /// FILE *, null shows as NULL); `stream` is null then
  OutputBytes stream_handle;
  bool formatted = false;       ///< printf family: `format` and `arguments`
  bool format_known = false;    ///< the format is a constant on the path
  std::string format;
  std::vector<OutputArgument> arguments;
  OutputBytes data;    ///< unformatted: the bytes written
  std::string suffix;  ///< after the data: puts's "\n"
  Term offset = nullptr;  ///< bv64 pwrite's offset; null for the others
};

/// Bytes of an output event's data (or a %s) the trace shows at most.
constexpr unsigned kOutputByteCap = 256;

struct TraceEvent {
  enum class Kind { Input, Call, Return, Assignment, Log, Assumption, Output };
  TraceEvent(Kind k, Term g, SourceLocation where, std::string n, Term v = nullptr)
      : kind(k), guard(g), location(std::move(where)), name(std::move(n)), value(v) {}

  Kind kind;
  Term guard;
  SourceLocation location;
  /// input: "__VERIFIER_nondet_int()", "f()" (no body), "argument x", a
  /// klee_make_symbolic label; call/return: callee; assignment: the
  /// variable as written in C ("x", "a[2]", "p.y"); log: the feature;
  /// assumption: the assume function
  std::string name;
  Term value = nullptr;  ///< input value (bv or bool)
  std::vector<EventValue> arguments;  ///< call: the arguments; input of main's argv[i]: its bytes
  EventValue result;                  ///< return: the returned value; assignment: the assigned value
  bool is_signed = true;              ///< input: how to print the value
  unsigned float_width = 0;           ///< input: 32/64 when the value is a float's/double's bits
  std::string choice;                 ///< input: its choice name (encoder/choices/ChoiceNames.h), if it is one
  bool choice_restricted = false;     ///< input: a heuristic other than `any` restricted it
  std::string type;                   ///< assignment: the variable's C type (from debug info)
  /// assignment through memory: the variable's debug type and the byte
  /// offset written, which name the element ("a[2]", "p.y") once the model
  /// gives the offset; null for a whole-variable assignment
  const llvm::DIType* variable_type = nullptr;
  Term variable_offset = nullptr;
  /// The store went through pointer variable `name`: variable_type is the
  /// pointee's type and variable_offset counts from where `name` points
  /// ("n->value", "p[3]").
  bool through_pointer = false;
  Term pointer_start = nullptr;  ///< through_pointer: the offset `name` holds (subtracted in the model)
  bool hidden = false;                ///< internal code (no debug info) the user did not write
  std::string log_function;           ///< log: the function called (swarm_log or a --log-function)
  /// log under --log-trace: the 0-based position in the log (bv32) and
  /// whether this event is that line (bool); null otherwise
  Term log_position = nullptr;
  Term log_matched = nullptr;
  /// output: what was written; name is the function ("printf", "write")
  std::shared_ptr<const OutputRecord> output;
};

struct Formula;

/// Thrown when a stop flag was raised (timeout, cancellation, another
/// worker won) while the formula or its queries were being built.
struct Interrupted {};

/// Whether some check of checks [first, end) fails: the disjunction of
/// their guard & !condition, leaving out the checks `proven` marks. A long
/// unrolling has ~10^5 checks (~0.1 s to join): `stop` is polled on the
/// way, and Interrupted thrown once it is raised.
Term violation_query(terms::TermManager& tm, const Formula& formula, size_t first = 0,
                     const std::vector<bool>* proven = nullptr, const std::atomic<bool>* stop = nullptr);

/// Whether some path reaches an unsupported construct: the disjunction of
/// the unsupported cuts' guards. Polls `stop` as violation_query does.
Term unsupported_query(terms::TermManager& tm, const Formula& formula, const std::atomic<bool>* stop = nullptr);

/// Whether some path needs more than the depth: the disjunction of the
/// unwinding cuts' guards. Polls `stop` as violation_query does.
Term unwinding_query(terms::TermManager& tm, const Formula& formula, const std::atomic<bool>* stop = nullptr);

/// The constraints that hold on every path, as one conjunction. Polls
/// `stop` as violation_query does.
Term constraints_of(terms::TermManager& tm, const Formula& formula, const std::atomic<bool>* stop = nullptr);

/// Throws Interrupted when `stop` (may be null) is raised; polled every
/// 1024 calls with the same counter.
inline void poll_stop(const std::atomic<bool>* stop, size_t counter) {
  if ((counter & 0x3ff) == 0x3ff && stop && stop->load(std::memory_order_relaxed)) throw Interrupted{};
}

struct Formula {
  /// Constraints that hold on every path (replayed input values).
  std::vector<Term> constraints;
  std::vector<PropertyCheck> checks;
  std::vector<UnwindingCut> unwindings;
  /// k-induction's base case: where its loop needed more passes (guards),
  /// kept out of `unwindings` (KInduction.h asks about them on their own).
  std::vector<Term> induction_cuts;
  std::vector<UnsupportedCut> unsupported;
  /// --peer-strict: executions cut at a cache miss of the recorded peer
  /// (libc/models/stdio/socket.c); a proof names those that are reachable.
  std::vector<UnsupportedCut> peer_cuts;
  /// A deque, not a vector: a long unrolling records millions of events,
  /// and a vector's doubling copied them (and zeroed fresh pages) for up to
  /// 360 ms at a time, during which the unroller polled no stop flag.
  std::deque<TraceEvent> events;
  /// Names of memory objects by id ("arr", "malloc at list.c:12"; id 0 is
  /// null), so that trace values can name what a pointer points to.
  std::vector<std::string> object_names;
  /// Names of the opened streams by handle ("stdin", a path): output events
  /// name the stream a handle is. Handles are never reused, so the list a
  /// call saw is a prefix of this one.
  std::vector<std::string> stream_names;
  /// Functions with neither body nor model whose calls were assumed to
  /// return any value and overwrite their pointer arguments' objects.
  std::vector<std::string> unmodelled_functions;
  /// Library functions whose models return any value in the function's
  /// range (libc/models/math.c: sin, exp, ...), in the order first reached.
  std::vector<std::string> overapproximated_functions;
};

}  // namespace swarmbmc::encoder
