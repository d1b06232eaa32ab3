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
//
// The Unroller is the top of encoder's layers (README.md): it owns the
// control flow and k-induction's step (Induction.cpp), hands the program's
// start and end to Entry (Entry.h), and holds the parts each lower folder owns, which
// it hands each other by reference: Records (formula/), MemoryModel
// (memory/), ArithmeticChecks (checks/), Instructions (instructions/),
// TraceRecorder (trace/), ChoiceInputs (choices/), and StreamModels,
// OutputEvents and Calls (calls/), which inline a callee through Inliner,
// the one interface a lower layer calls the walk by.
#pragma once

#include <llvm/IR/DataLayout.h>

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "BlockOrder.h"
#include "InductionLoop.h"
#include "Entry.h"
#include "encoder/calls/IoEnvironment.h"
#include "encoder/choices/ChoiceRules.h"

namespace llvm {
class BasicBlock;
class CallBase;
class Function;
class Instruction;
class Loop;
class Module;
}  // namespace llvm

namespace swarmbmc::encoder {

struct UnrollOptions {
  unsigned depth = 10;                      ///< loop iterations / recursion levels
  std::string entry = "main";
  const std::atomic<bool>* stop = nullptr;  ///< polled; when set, run() throws Interrupted
  /// Replay: the values of the inputs in execution order. The k-th input
  /// read on the executed path is constrained to the k-th value (see
  /// Records::new_input); inputs beyond the list stay free.
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
  /// the negation of f's omit literal to its path guard (Records::guard_by_feature).
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

// Interrupted (Formula.h) is thrown by run() when UnrollOptions::stop was
// raised (timeout, cancellation).

/// Thrown by run() when UnrollOptions::early_check found a failing check.
struct CounterexampleFound {};

class Unroller : private Inliner {
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
  /// Environment variables the run took to be unknown (Entry.h): a verdict names them.
  const std::vector<std::string>& unknown_environment() const { return entry_.unknown_environment(); }
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

  // --- Inliner (Unroller.cpp): exit handling is the Entry's -------------------
  void run_exit_handlers(PathState state, const llvm::Instruction* at) override;
  bool register_exit_handler(Frame& frame, const llvm::CallBase& call, PathState& state) override;

  // --- Walk (Unroller.cpp) -------------------------------------------------
  CallResult call_function(const llvm::Function& function, std::vector<SymValue> arguments, PathState state,
                           SymValue varargs) override;
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
  /// Sets Records::checks_assumed for the induction frame's next block.
  void enter_induction_block(Activation& frame, const llvm::BasicBlock& block);
  void poll_stop();
  /// The early check, when its time has come (UnrollOptions::early_check).
  void check_early();

  /// Executes a non-terminator; returns false when the path ended there.
  bool execute_instruction(Frame& frame, const llvm::Instruction& inst, PathState& state);

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
  StreamModels streams_;
  OutputEvents outputs_;
  Calls calls_;
  Entry entry_;
  std::unordered_map<const llvm::Function*, std::unique_ptr<BlockOrder>> orders_;
  uint64_t instructions_unrolled_ = 0;
  size_t next_early_check_terms_ = 0;  ///< UnrollOptions::early_check: when to call it next
  size_t checks_at_early_check_ = 0;   ///< formula_.checks.size() at the last call
  /// k-induction's step: the header phis' values on entry, before the havoc.
  std::vector<SymValue> induction_entry_values_;
};

}  // namespace swarmbmc::encoder
