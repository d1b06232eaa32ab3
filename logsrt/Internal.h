// logsrt internals shared by Features.cpp, Restrict.cpp, Propagate.cpp and
// Edit.cpp. Not part of the module's interface (see Logsrt.h).
#pragma once

#include <llvm/ADT/StringRef.h>
#include <llvm/IR/DebugLoc.h>

#include <cstddef>
#include <optional>
#include <set>
#include <string>

#include "Logsrt.h"

namespace llvm {
class BasicBlock;
class CallBase;
class Function;
class FunctionCallee;
class Instruction;
class Module;
class Value;
}  // namespace llvm

namespace swarmbmc::logsrt::detail {

// --- Features (Features.cpp) ------------------------------------------------

/// swarm_log plus options.log_functions, except functions the checker
/// models (see is_modelled_by_checker), which are silently not log functions.
std::set<std::string> log_function_names(const FeatureOptions& options);

/// The function `call` calls directly (through pointer casts), or null for
/// an indirect call or inline assembly.
llvm::Function* direct_callee(const llvm::CallBase& call);

/// Whether `call` calls one of `log_functions` directly.
bool is_log_call(const llvm::CallBase& call, const std::set<std::string>& log_functions);

/// The feature a log call logs: its first argument when that is a constant C
/// string (a constant global, possibly at a constant offset); nullopt else.
std::optional<std::string> feature_of_log_call(const llvm::CallBase& call);

/// Functions the checker models by name whatever their body (verification
/// API, assert, assume, exit...): never function features, never infeasible.
bool is_modelled_by_checker(llvm::StringRef name);

/// In function mode: whether `function` is a feature (defined, not the entry,
/// not a log function, not modelled by the checker).
bool is_function_feature(const llvm::Function& function, const FeatureOptions& options,
                         const std::set<std::string>& log_functions);

// --- IR editing (Edit.cpp) ----------------------------------------------------

/// Emits calls of __VERIFIER_assume, declaring it on first use. Adapts to an
/// existing declaration's parameter type (int, _Bool, or unprototyped).
class AssumeEmitter {
 public:
  explicit AssumeEmitter(llvm::Module& module) : module_(module) {}
  /// Inserts `assume(condition)` (an i1 value) before `before`.
  void emit(llvm::Value* condition, llvm::Instruction* before, const llvm::DebugLoc& location);
  /// Inserts `assume(false)` before `before`.
  void emit_false(llvm::Instruction* before, const llvm::DebugLoc& location);

 private:
  llvm::Function* callee();
  llvm::Module& module_;
  llvm::Function* function_ = nullptr;
};

/// Ends `at`'s block at `at`: `at` and everything after it in the block are
/// deleted (their uses, which only code made unreachable can have, become
/// poison), the block's successors lose it as a predecessor (phis fixed),
/// and `assume(false)` (when `with_assume`) plus `unreachable` end the block.
/// `at` must not be a phi.
void end_block_at(llvm::Instruction* at, bool with_assume, AssumeEmitter& assume);

/// Deletes the blocks of `function` that its entry block does not reach.
/// Purely structural (unlike llvm::removeUnreachableBlocks, which also turns
/// stores to null into `unreachable`). Returns how many were deleted.
size_t delete_unreachable_blocks(llvm::Function& function);

/// Whether `inst` is `assume(c)` (any assume function of the checker, or
/// llvm.assume); sets `always_false` when c is a constant false/zero.
bool is_assume_call(const llvm::Instruction& inst, bool& always_false);

// --- Propagation (Propagate.cpp) ----------------------------------------------

struct PropagationCounts {
  size_t branches_folded = 0;
};

/// Propagates infeasibility (blocks that can only reach assume(false) without
/// a property check or any other effect) to a least fixed point, within and
/// across functions, and rewrites the module accordingly (see README.md).
/// Deletes unreachable blocks; does not delete functions.
PropagationCounts propagate_infeasibility(llvm::Module& module, const std::set<std::string>& log_functions,
                                          AssumeEmitter& assume);

}  // namespace swarmbmc::logsrt::detail
