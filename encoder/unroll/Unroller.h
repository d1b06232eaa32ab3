// Unroller: the symbolic executor that turns an LLVM module into a Formula.
//
// Walks the CFG of the entry function in BlockOrder (loop-contiguous RPO),
// inlining calls on the fly, unwinding loops and recursion up to `depth`,
// and merging all paths that reach a block (guard = disjunction, values and
// memory as ite on the incoming guards) in the style of CBMC's goto-symex.
// Terms are simplified as they are built, so code that only depends on
// constants is executed, not encoded. Paths whose guard folds to false are
// dropped at once: loops with concrete bounds unroll exactly as far as
// they run.
//
// Three kinds of path cut are recorded rather than silently dropped:
// unwinding (the bound was too small), unsupported constructs, and ends of
// execution (exit, abort, assume(false)), which are not errors.
#pragma once

#include <llvm/IR/DataLayout.h>
#include <llvm/IR/InstrTypes.h>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

#include "BlockOrder.h"
#include "encoder/choices/ChoiceInputs.h"
#include "encoder/choices/ChoiceRules.h"
#include "encoder/formula/Records.h"
#include "encoder/induction/InductionLoop.h"
#include "encoder/calls/IoEnvironment.h"
#include "encoder/instructions/Instructions.h"
#include "encoder/trace/TraceRecorder.h"

namespace llvm {
class AtomicCmpXchgInst;
class FixedVectorType;
class AtomicRMWInst;
class CallBase;
class DIVariable;
class DILocalVariable;
class StoreInst;
class Constant;
class Function;
class Instruction;
class Module;
class Type;
class Value;
class VAArgInst;
}  // namespace llvm

namespace swarmbmc::terms {
class FloatBv;
enum class IntegralRounding;
}  // namespace swarmbmc::terms

namespace swarmbmc::encoder {

struct ParsedFormat;  // trace/OutputText.h

struct UnrollOptions {
  unsigned depth = 10;                      ///< loop iterations / recursion levels
  std::string entry = "main";
  const std::atomic<bool>* stop = nullptr;  ///< polled; when set, run() throws Interrupted
  /// Replay: the values of the inputs in execution order. The k-th input
  /// read on the executed path is constrained to the k-th value (see
  /// Unroller::new_input); inputs beyond the list stay free.
  const std::vector<terms::u128>* replay_inputs = nullptr;
  /// main(argc, argv): argc ranges over 1..max_argc, each argv[i] holds at
  /// most max_arg_length characters before its terminator.
  unsigned max_argc = 4;
  unsigned max_arg_length = 16;
  ChoiceRules choices;  ///< heuristics of named choices (encoder/choices/ChoiceInputs.cpp)
  /// Functions whose calls are log events besides swarm_log (--log-function).
  std::vector<std::string> log_functions;
  /// When set, the number of instructions unrolled so far (for a live display).
  std::atomic<uint64_t>* live_instructions = nullptr;
  /// Shared swarm encoding (swarm/SharedEncoding): the feature a log call or
  /// a function entry is ("" for none). Each execution of feature f conjoins
  /// the negation of f's omit literal to its path guard (FeatureLiterals.cpp).
  std::function<std::string(const llvm::CallBase&)> feature_of_call;
  std::function<std::string(const llvm::Function&)> feature_of_function;
  CheckSelection checks;
  bool malloc_may_fail = false;
  bool strict_externals = false;
  /// Unmodelled functions taken not to call a function pointer they are
  /// given (--assume-no-callback): havocked as before the callback rule.
  std::vector<std::string> assume_no_callback;
  IoEnvironment io;  ///< input streams' contents (calls/StreamInputs.cpp)
  /// Early checks (encoder/checks/EarlyChecks.h): when set, called between two
  /// instructions with the formula so far, first once the program has
  /// `early_check_terms` terms, then each time their number has doubled,
  /// if checks were added since the last call. It returns true when one of
  /// those checks can fail; run() then throws CounterexampleFound and the
  /// formula so far stays available (take_formula).
  std::function<bool(const Formula& so_far)> early_check;
  size_t early_check_terms = 0;
  /// k-induction (encoder/induction/KInduction.h): the loop whose passes are counted.
  std::optional<InductionLoop> induction;
};

/// Whether the unroller itself gives a function without body its meaning
/// (malloc, printf, assert, __VERIFIER_*, ...; Calls.cpp): a declared
/// function that is neither this nor a linked model is unmodelled.
bool encoder_models_function(const std::string& name);

// Interrupted (Formula.h) is thrown by run() when UnrollOptions::stop was
// raised (timeout, cancellation).

/// Thrown by run() when UnrollOptions::early_check found a failing check.
struct CounterexampleFound {};

class Unroller {
 public:
  Unroller(const llvm::Module& module, TermManager& tm, const UnrollOptions& options);
  ~Unroller();

  /// Unrolls the entry function. Throws Interrupted when stopped and
  /// CounterexampleFound after an early check that can fail.
  Formula run();
  /// After CounterexampleFound: the formula as far as it was unrolled.
  Formula take_formula();

  const ObjectTable& objects() const { return memory_.objects(); }
  /// Deduplicated warnings, in the order first seen.
  const std::vector<std::string>& warnings() const { return records_.warnings(); }
  /// Environment variables the run took to be unknown (Entry.cpp): a verdict names them.
  const std::vector<std::string>& unknown_environment() const { return unknown_environment_; }
  uint64_t instructions_unrolled() const { return instructions_unrolled_; }
  /// Shared swarm encoding: one fresh boolean "omit:f" per feature the
  /// unrolling reached; true means the configuration omits f.
  const std::map<std::string, Term>& omit_literals() const { return records_.omit_literals(); }

 private:
  /// A state waiting at the entry of a block, with the values its phis get.
  struct Pending {
    PathState state;
    std::vector<SymValue> phi_values;
  };
  struct Returned {
    PathState state;
    SymValue value;
  };
  /// One inlined activation of a function: its frame, and the walk's
  /// state of its blocks.
  struct Activation : Frame {
    const BlockOrder* order = nullptr;
    std::vector<std::vector<Pending>> pending;  ///< per block index
    std::map<const llvm::Loop*, unsigned> iterations;
    std::vector<Returned> returns;
    int current = 0;  ///< index of the block being executed
  };
  struct CallResult {
    bool returned = false;  ///< false when no path comes back (exit, abort, cuts)
    PathState state;
    SymValue value;
  };

  // --- Start and end of the program (Entry.cpp) ------------------------------
  /// Globals, constructors, the entry, and the exit handlers after main.
  void run_program(const llvm::Function& entry);
  /// The entry's arguments: inputs for integers, opaque objects for pointers.
  std::vector<SymValue> entry_arguments(const llvm::Function& entry, PathState& state);
  bool is_main_with_arguments(const llvm::Function& entry) const;
  /// argc, argv (and envp) as CBMC models them.
  void main_arguments(const llvm::Function& entry, PathState& state, std::vector<SymValue>& arguments);
  /// A load that reads argv[i]'s terminator where its string is at
  /// --max-arg-length, or an unknown environment variable's at
  /// --max-env-length: an input bound reached; a read of main's envp that
  /// the model cannot answer: unsupported (Entry.cpp).
  void argv_end(const SymValue& pointer, const std::vector<unsigned>& candidates, unsigned bytes,
                const llvm::Instruction& inst, const PathState& state);
  /// The environment getenv & co. (libc/models/env.c) and envp see: the
  /// model's table filled, the variables' inputs in the trace (Entry.cpp).
  void create_environment(const llvm::Function& entry, PathState& state);
  /// One variable of the environment: its entry "NAME=VALUE" (or "NAME=")
  /// and its value (NULL when unset).
  std::pair<SymValue, SymValue> environment_variable(const std::string& name, const std::string* value,
                                                     PathState& state);
  void fill_environment_table(const std::vector<std::pair<SymValue, SymValue>>& variables, PathState& state);
  void environment_read(const PathState& state);
  /// Calls a parameterless handler (constructor, destructor, atexit
  /// function) on the paths where `condition` holds; false when no path
  /// comes back.
  bool call_handler(const llvm::Function& function, Term condition, PathState& state);
  /// exit(): atexit functions (last registered first), then destructors,
  /// then the memory checks at exit (`at`: the exit call or main's return).
  void run_exit_handlers(PathState state, const llvm::Instruction* at);
  /// atexit(f): f runs at exit on the paths that registered it.
  bool register_exit_handler(Frame& frame, const llvm::CallBase& call, PathState& state);

  // --- Walk (Unroller.cpp) -------------------------------------------------
  /// Inlines `function`: walks its blocks and merges every returning path.
  /// `varargs`: the variadic arguments' area (variadic_area) for va_start.
  CallResult call_function(const llvm::Function& function, std::vector<SymValue> arguments, PathState state,
                           SymValue varargs = {});
  /// Merges the pending states of a block and binds its phis.
  PathState merge_pending(Activation& frame, const llvm::BasicBlock& block, std::vector<Pending>& entries);
  /// Executes a block; returns the block index to jump back to (a loop header) or -1.
  int execute_block(Activation& frame, const llvm::BasicBlock& block, PathState state);
  /// Handles br/switch/ret/unreachable; returns the jump target or -1.
  int execute_terminator(Activation& frame, const llvm::Instruction& terminator, PathState& state);
  /// Takes the edge from -> to under `condition`; sets `jump` for a back edge.
  void take_edge(Activation& frame, const llvm::BasicBlock& from, const llvm::BasicBlock& to, const PathState& state,
                 Term condition, int& jump);
  const BlockOrder& order_for(const llvm::Function& function);

  // --- k-induction (Induction.cpp) -------------------------------------------
  /// Whether `frame` runs the function of UnrollOptions::induction's loop, at the outermost level.
  bool is_induction_frame(const Activation& frame) const;
  /// The inductive step's rules for an edge of the induction frame: false
  /// when the edge is not taken (a pass beyond k, an exit before pass k);
  /// on entering the loop, havocs what it may modify.
  bool induction_edge(Activation& frame, const llvm::BasicBlock& from, const llvm::BasicBlock& to, PathState& next,
                      std::vector<SymValue>& phi_values);
  /// The header's phis and the loop's memory given fresh values (the step's arbitrary state).
  void havoc_for_induction(Activation& frame, PathState& state, std::vector<SymValue>& phi_values);
  /// `bound` holds of the header phis' `values` (relations: against their values on entry).
  Term phi_bound_holds(const PhiBound& bound, const std::vector<SymValue>& values);
  /// Houdini: each candidate invariant checked on the values the back edge gives the next pass.
  void check_invariant_candidates(Term guard, const std::vector<SymValue>& next_values);
  /// Sets induction_assumes_ for the induction frame's next block.
  void enter_induction_block(Activation& frame, const llvm::BasicBlock& block);
  void poll_stop();
  /// The early check, when its time has come (UnrollOptions::early_check).
  void check_early();

  /// Executes a non-terminator; returns false when the path ended there.
  bool execute_instruction(Frame& frame, const llvm::Instruction& inst, PathState& state);

  // --- Variadic functions (Variadic.cpp) --------------------------------------
  /// The variadic arguments of a call, laid out as the x86-64 ABI's
  /// overflow area (8-byte slots): a fresh object, null when there are none.
  SymValue variadic_area(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state);
  /// llvm.va_start / llvm.va_copy / llvm.va_end.
  bool va_intrinsic(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);
  /// The `va_arg` instruction (clang expands va_arg itself on x86-64).
  SymValue va_arg(Frame& frame, const llvm::VAArgInst& inst, PathState& state);

  // --- Memory: the arguments of the calls the memory model answers (MemoryCalls.cpp) ---
  /// The globals' objects and their initial contents (Entry.cpp).
  void create_globals(PathState& state);
  /// malloc, calloc, realloc, free, aligned_alloc, posix_memalign, alloca;
  /// sets `handled` when `name` is one of them.
  bool heap_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state, bool& handled);
  /// llvm.memcpy, llvm.memmove, llvm.memset of a constant length.
  bool memory_intrinsic(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);

  // --- Functions without body or model (Externals.cpp) ---------------------
  /// Any result; every object a pointer argument may point to gets
  /// nondeterministic contents. False when the path ends (replay).
  bool unmodelled_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state);
  /// Overwrites the objects `pointer` may point to with fresh contents.
  void havoc_pointee(const SymValue& pointer, const std::string& name, PathState& state);
  /// The functions an unmodelled call may call back, sorted by name: those
  /// its arguments point to, and every address-taken one when an argument
  /// may point to an object that may hold pointers.
  std::vector<std::string> callbacks_given(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// Whether object `id` may hold a pointer (its type, a pointer access, unknown contents).
  bool may_hold_pointers_here(unsigned id) const;

  // --- Calls through pointers (FunctionPointers.cpp) ------------------------
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

  // --- Calls (Calls.cpp) ----------------------------------------------------
  bool execute_call(Frame& frame, const llvm::CallBase& call, PathState& state);
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
  /// A library model's __swarmbmc_overapproximated_double("sin") (or _float): `function`'s result as an
  /// input, the function named in the verdict (calls/Overapproximated.cpp).
  bool overapproximated_call(Frame& frame, const llvm::CallBase& call, const std::string& function,
                             PathState& state);
  /// The sprintf model's __swarmbmc_format_double (libc/models/format.c): glibc's text of one
  /// floating conversion of a double known on the path, else the path cut (calls/FormatDouble.cpp).
  bool format_double_call(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// The stream model's (libc/models/stdio.c) __swarmbmc_stream_* hooks: a stream's length and bytes,
  /// unknown or bound to contents (calls/StreamInputs.cpp).
  bool stream_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);
  bool stream_open(Frame& frame, const llvm::CallBase& call, const SourceLocation& where, PathState& state);
  struct OpenedStream;
  /// The byte at `position` of the stream `handle` names (StreamInputs.cpp);
  /// nullptr when replay ends.
  Term stream_byte(Term handle, Term position, Term guard, const SourceLocation& where);
  Term stdin_byte(const OpenedStream* stream, Term position, Term guard, const SourceLocation& where);
  Term file_byte(OpenedStream& stream, Term position);
  /// __swarmbmc_stream_end: the program met the end of `handle`'s stream;
  /// where its length is at --max-input-length that is a bound reached.
  void stream_end(Term handle, Term guard, const SourceLocation& where);
  /// A stream's byte at `position`: its bound byte where the position is in
  /// the bound bytes, else `unknown()`'s (an ite where that is not a constant
  /// under --stdin-prefix); `unknown` runs only where an unknown byte can be
  /// read, so inputs are made in the same order for stdin and files.
  Term bound_or_unknown(const OpenedStream* stream, Term position, const std::function<Term()>& unknown);
  /// A file's unknown byte at `position` (a constant or not): the same term
  /// each time the position is read, since fseek/lseek/pread re-read.
  Term file_unknown_byte(OpenedStream& stream, Term position);
  bool file_unknown_bytes(OpenedStream& stream, Term length, Term guard, const SourceLocation& where);
  /// The socket model's (libc/models/socket.c) __swarmbmc_socket_* and
  /// __swarmbmc_peer_* hooks: unknown or recorded peers (calls/SocketInputs.cpp).
  bool socket_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);
  bool socket_result(Frame& frame, const llvm::CallBase& call, const SourceLocation& where, PathState& state);
  /// __swarmbmc_socket_errno(label, a, b, c, d): the errno a failing call sets, `a` when the
  /// four are one value, else an input named `label` ("recv errno") among them.
  bool socket_errno(Frame& frame, const llvm::CallBase& call, const SourceLocation& where, PathState& state);
  /// A __swarmbmc_peer_* query about recorded connection `connection` (bv64 result).
  Term peer_query(const std::string& name, Term connection, Term argument);
  /// of(k) for connection k, an ite over the recorded ones when `connection` is not a constant.
  Term by_connection(Term connection, const std::function<Term(size_t)>& of, Term unrecorded);
  /// The recorded request (or response) bytes of a connection as an array term (cached).
  Term peer_bytes(size_t connection, bool response);
  /// Output events (calls/OutputEvents.cpp): printf, fprintf, puts, putchar, fputs, fputc, putc (and the
  /// other kOutputFunctions, results only) and the models' __swarmbmc_output hook (fwrite, write, pwrite).
  bool output_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);
  void record_output(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);
  void record_model_output(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// perror(message): "message: %m\n" on stderr, %m the model's errno at the call.
  void record_perror(Frame& frame, const llvm::CallBase& call, PathState& state);
  /// The model's errno (libc/models/errno.c) at the call, 0 when no model sets it.
  EventValue errno_value(Frame& frame, PathState& state);
  /// The arguments a va_list holds for a format's conversions (vprintf family):
  /// false when the va_list is not one va_start set up on this path.
  bool va_list_arguments(OutputRecord& record, Frame& frame, const llvm::CallBase& call, unsigned list,
                         const ParsedFormat& parsed, PathState& state);
  /// The stream a FILE * names: its handle, read without a check.
  void output_stream(OutputRecord& record, const SymValue& file, PathState& state);
  /// A printf-family call's format (argument `index`) and the arguments after it.
  /// `listed`: the arguments are a va_list's (the vprintf family), the call's argument after the format.
  void output_format(OutputRecord& record, Frame& frame, const llvm::CallBase& call, unsigned index, bool listed,
                     PathState& state);
  /// The call's arguments after its format (argument `index`), %s strings' bytes read.
  void format_call_arguments(OutputRecord& record, Frame& frame, const llvm::CallBase& call, unsigned index,
                             const ParsedFormat& parsed, PathState& state);
  /// Up to kOutputByteCap bytes at `pointer` (`count` of them; null: a C
  /// string, read up to a NUL that is one on every path), read without
  /// checks for the trace only.
  OutputBytes output_bytes(const SymValue& pointer, Term count, bool c_string, PathState& state);
  /// The C string `pointer` points to, when its object and bytes are constants.
  std::optional<std::string> concrete_string(const SymValue& pointer, const llvm::Instruction& inst,
                                             PathState& state);
  bool intrinsic_call(Frame& frame, const llvm::CallBase& call, const llvm::Function& callee, PathState& state);
  Term bit_intrinsic(const std::string& name, const std::vector<Term>& args);

  const llvm::Module& module_;
  const llvm::DataLayout& layout_;
  const PointerLayout pointers_;  ///< pointers as integers: 32 or 64 bits (the data model)
  TermManager& tm_;
  UnrollOptions options_;
  Records records_;
  Formula& formula_;  ///< records_'s
  MemoryModel memory_;
  ArithmeticChecks checks_;
  Instructions instructions_;
  TraceRecorder trace_;
  ChoiceInputs choices_;
  std::unordered_map<const llvm::Function*, std::unique_ptr<BlockOrder>> orders_;
  struct OpenedStream {
    std::string name;           ///< "stdin", a path, or "file" for a path that is not a constant
    const BoundStream* bound;   ///< its contents, when bound
    Term bytes;                 ///< the bound bytes as an array term
    std::map<uint64_t, Term> unknown_bytes;  ///< a file's unknown bytes (inputs made at the open), by position
    Term at_limit = nullptr;    ///< its unknown length is --max-input-length (null: fully bound)
  };
  std::vector<OpenedStream> streams_;  ///< by handle, one per unrolled __swarmbmc_stream_open
  /// By object id: main's argv[i] strings ("argv[1]"), the unknown
  /// environment variables' values ("environment HOME") and envp's list
  /// ("envp"), whose reads argv_end watches (Entry.cpp).
  std::map<unsigned, std::string> argv_strings_;
  /// The --env variables' entries, "NAME=VALUE", in order: main's envp.
  std::vector<SymValue> environment_entries_;
  /// The variables whose values are unknown (unset or any characters), in order.
  std::vector<std::string> unknown_environment_;
  std::vector<Term> peer_arrays_;     ///< peer_bytes' cache: request, response per connection
  std::set<std::string> unmodelled_;  ///< formula_.unmodelled_functions, for deduplication
  uint64_t instructions_unrolled_ = 0;
  size_t next_early_check_terms_ = 0;  ///< UnrollOptions::early_check: when to call it next
  size_t checks_at_early_check_ = 0;   ///< formula_.checks.size() at the last call
  struct ExitHandler {
    const llvm::Function* function;
    Term registered;  ///< guard of the atexit() call
  };
  std::vector<ExitHandler> exit_handlers_;  ///< in registration order
  bool running_exit_handlers_ = false;
  /// k-induction's step: the header phis' values on entry, before the havoc.
  std::vector<SymValue> induction_entry_values_;
};

}  // namespace swarmbmc::encoder
