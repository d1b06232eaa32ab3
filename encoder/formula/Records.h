// Records: the formula being written, and the rules every part of the
// encoder writes it by.
//
// The memory model, the instructions, the calls and the walk all record
// into one Formula: property checks, trace events, inputs, cuts. What a
// record means does not depend on who makes it, so the rules live here,
// once: a check is made only when its kind is selected, is dropped when it
// cannot fail, becomes a constraint in k-induction's assumed passes, is
// restricted by --log-trace to the executions that printed the whole log,
// and is reported where the program called into a C library model; an
// input is fresh, or under replay the next value of the list; a trace event
// of code without debug info is hidden. The boundary is below everything
// that knows LLVM values or memory: a record is made of terms, source
// locations and instructions only, so every layer above can write one.
#pragma once

#include <atomic>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "Checks.h"
#include "Formula.h"

namespace llvm {
class CallBase;
class Function;
class Instruction;
class Type;
}  // namespace llvm

namespace swarmbmc::encoder {

using terms::TermManager;

/// Thrown inside the unroller for a construct it does not model; caught at
/// the instruction and turned into an UnsupportedCut of that path.
struct UnsupportedConstruct {
  std::string what;
};

/// An LLVM type as the IR writes it ("i256", "x86_fp80"), for what is not modelled.
std::string type_name(const llvm::Type* type);

/// Where `inst` is in the source (its function alone without debug info).
SourceLocation location_of(const llvm::Instruction& inst);

class Records {
 public:
  /// `replay_inputs`: the values of the inputs in execution order (the k-th
  /// input read on the executed path is the k-th value); null: inputs are free.
  Records(TermManager& tm, const CheckSelection& checks, const std::vector<terms::u128>* replay_inputs);

  Formula& formula() { return formula_; }
  const Formula& formula() const { return formula_; }

  void add_check(PropertyKind kind, const std::string& message, const llvm::Instruction& at, Term guard,
                 Term condition);
  /// Dropped when its guard is false; hidden in code without debug info (inputs always show).
  void add_event(TraceEvent event);
  /// A program input of `width` bits (1: a boolean): fresh, or the next
  /// replayed value; records its trace event. Null when replay has no value
  /// left for an input on the path: the caller ends the path there.
  Term new_input(unsigned width, const std::string& name, Term guard, const SourceLocation& where, bool is_signed,
                 unsigned float_width = 0);
  /// An input bound reached where `reached` holds: `input` (stdin, sock16,
  /// argv[1]) may be longer than `option` (--max-input-length, --max-arg-length)
  /// lets it be, so, like a loop cut at --depth, a proof becomes BOUNDED
  /// (an entry of Formula::unwindings named "input stdin reaches
  /// --max-input-length 64 at a.c:4", which report/Report.cpp prints as such).
  void input_bound(const std::string& input, const std::string& option, uint64_t limit, const SourceLocation& where,
                   Term reached);
  /// Shared swarm encoding: `guard` conjoined with ¬omit:feature (`guard` itself for "").
  Term guard_by_feature(const std::string& feature, Term guard);
  /// One fresh boolean "omit:f" per feature guarded so far.
  const std::map<std::string, Term>& omit_literals() const { return omit_literals_; }
  /// A number no earlier call returned: fresh variables' names end with it.
  unsigned fresh_number() { return ++fresh_counter_; }

  void warn(const std::string& message);
  /// Deduplicated warnings, in the order first seen.
  const std::vector<std::string>& warnings() const { return warnings_; }

  /// Where a C library model's call stands in the program (the models have
  /// no source location): the call itself if it has one, else the nearest
  /// enclosing call site that has one.
  const llvm::Instruction& program_site(const llvm::CallBase& call) const;
  /// Where a check or bound at `at` is reported: `at`, or inside a C
  /// library model the program's call into it.
  const llvm::Instruction& reported_site(const llvm::Instruction& at) const;

  /// --log-trace: the number of log lines matched so far on whichever path
  /// the model takes (each marker adds its guarded match; on other paths
  /// the guard is false); with --log-pattern whether the automaton accepts.
  /// Its start value until a marker sets it.
  Term log_lines_matched();
  void set_log_lines_matched(Term matched) { log_lines_matched_ = matched; }

  /// The inlined calls, outermost first: the functions being walked and the
  /// calls that entered them (which reported_site climbs).
  std::vector<const llvm::Function*> call_stack;
  std::vector<const llvm::Instruction*> call_sites;
  /// The instruction being executed and its path's guard (null before the
  /// first: global initializers, main's argv), for cuts made below it.
  const llvm::Instruction* executing = nullptr;
  Term executing_guard = nullptr;
  /// k-induction's step, in passes 0..k-1 of its loop (and the calls made
  /// there): property checks are constraints instead.
  bool checks_assumed = false;

 private:
  /// --log-trace: `guard` of a check, restricted to the executions that
  /// printed the whole log and failed no earlier check; notes the check as
  /// one a later failure must have passed.
  Term log_requirement(Term guard, Term condition);

  TermManager& tm_;
  const CheckSelection& checks_;
  const std::vector<terms::u128>* replay_inputs_;
  Formula formula_;
  std::vector<std::string> warnings_;
  std::set<std::string> warned_;
  std::map<std::string, Term> omit_literals_;
  unsigned fresh_counter_ = 0;
  Term log_lines_matched_ = nullptr;
  Term no_failure_yet_ = nullptr;  ///< --log-trace: no check failed so far
  /// Replay: how many inputs were read before this point on the executed
  /// path: the sum of ite(guard, 1, 0) over the input events walked so far.
  /// Events of other paths have false guards, so the sum counts exactly the
  /// path's own inputs, in order, because the walk visits each path's
  /// events in execution order.
  Term replay_count_ = nullptr;
};

}  // namespace swarmbmc::encoder
