// TraceRecorder: the events the walk records for the counterexample only:
// assignments to source variables (from #dbg_value records, and from
// stores into variables with debug info or through pointers held in
// them), log events (swarm_log, --log-function), and --log-trace's markers
// with the [log-reached] check at the program's ends. Except for the
// markers, which count the log's lines for the checks (Records), none of
// them changes the formula: their values are the terms the instructions
// computed anyway.
//
// Why apart from the walk: what an event says (which variable, which part
// of it, which log line) is read from debug info and the log options, and
// the walk only says where it stands.
#pragma once

#include <llvm/ADT/StringRef.h>

#include <functional>
#include <string>
#include <unordered_map>
#include <vector>

#include "encoder/instructions/Instructions.h"

namespace llvm {
class CallBase;
class DILocalVariable;
class DIVariable;
class Instruction;
class Module;
class StoreInst;
class Type;
class Value;
}  // namespace llvm

namespace swarmbmc::encoder {

/// A value as a trace event sees it. `type`: the LLVM type of the value,
/// which tells a float's bits from an integer's.
EventValue event_value(const SymValue& value, const llvm::Type* type = nullptr);

class TraceRecorder {
 public:
  /// `log_functions`: --log-function's; `feature_of_call`: the shared
  /// encoding's feature of a log call (UnrollOptions::feature_of_call).
  TraceRecorder(const llvm::Module& module, TermManager& tm, Records& records, Instructions& instructions,
                const CheckSelection& checks, const std::vector<std::string>& log_functions,
                const std::function<std::string(const llvm::CallBase&)>& feature_of_call);

  /// Assignments to source variables the debug records before `inst` describe.
  void record_debug_values(Frame& frame, const llvm::Instruction& inst, PathState& state);
  /// An assignment to (part of) a variable in memory, after `store` executed.
  void record_store(Frame& frame, const llvm::StoreInst& store, PathState& state);
  /// Also the shared encoding's hook: guards the path by the call's feature literal.
  void record_log(const llvm::CallBase& call, PathState& state, const std::string& feature);
  /// --log-trace's marker after a log event (frontend::kLogLineFunction):
  /// a log event with its position in the log; counts it when it matched.
  bool record_log_line(Frame& frame, const llvm::CallBase& call, PathState& state, const std::string& feature,
                       const std::string& log_function);
  /// --log-reach: reaching the end of the program with the whole log printed.
  void check_log_reached(const PathState& state, const llvm::Instruction& at);
  bool is_log_function(llvm::StringRef name) const;

 private:
  void record_store_through_pointer(Frame& frame, const llvm::StoreInst& store, const llvm::Value* base,
                                    PathState& state);

  const llvm::Module& module_;
  TermManager& tm_;
  Records& records_;
  Instructions& instructions_;
  const CheckSelection& checks_;
  const std::vector<std::string>& log_functions_;
  const std::function<std::string(const llvm::CallBase&)>& feature_of_call_;
  /// Stack slots and globals with debug info: the source variable they hold.
  std::unordered_map<const llvm::Value*, const llvm::DIVariable*> variables_;
  bool variables_indexed_ = false;
  /// SSA pointers with a #dbg_value of pointer type: the variable holding them.
  std::unordered_map<const llvm::Value*, const llvm::DILocalVariable*> pointer_variables_;
};

}  // namespace swarmbmc::encoder
