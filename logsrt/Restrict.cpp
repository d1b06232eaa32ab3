// restrict_module: the variant of a module for one swarm configuration.
// With Slicing::Off only step 1's assume(false) calls are inserted (before
// the log calls, which stay) and step 5 runs; otherwise:
//   1. omitted features' log calls (and, in function mode, omitted functions'
//      entries) become assume(false) + unreachable;
//   2. kept features' log calls are deleted when that changes nothing the
//      checker sees (see removable_kept_call);
//   3. infeasibility is propagated (Propagate.cpp) and unreachable blocks go;
//   4. defined functions nothing calls any more are deleted;
//   5. the result is verified.
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>

#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "Internal.h"
#include "Logsrt.h"

namespace swarmbmc::logsrt {
namespace {

size_t count_instructions(const llvm::Module& module) {
  size_t count = 0;
  for (const llvm::Function& function : module)
    if (!function.isDeclaration()) count += function.getInstructionCount();
  return count;
}

/// Whether `function` has a use other than from its own body (a call from
/// another function, an address taken in a global or constant...).
bool used_from_outside(const llvm::Function& function) {
  for (const llvm::Use& use : function.uses()) {
    const auto* inst = llvm::dyn_cast<llvm::Instruction>(use.getUser());
    if (!inst || inst->getFunction() != &function) return true;
  }
  return false;
}

/// Whether a kept feature's log call can be deleted without changing what
/// the checker sees. Calls whose result is used stay; so do calls of a log
/// function with a body (it may contain checks) and calls of a bodiless
/// non-void function other than the C output functions: the checker reads
/// their result as a program input, and deleting one would shift the input
/// sequence of counterexamples replayed on the original program.
bool removable_kept_call(const llvm::CallBase& call) {
  // encoder/calls/Calls.cpp's output functions: their results are not inputs.
  static const std::set<std::string> kOutputFunctions = {"printf", "puts", "putchar", "fprintf", "fputs",
                                                         "fputc", "putc", "fflush", "perror"};
  const llvm::Function* callee = detail::direct_callee(call);
  if (!llvm::isa<llvm::CallInst>(call) || !call.use_empty() || !callee || !callee->isDeclaration()) return false;
  return call.getType()->isVoidTy() || kOutputFunctions.count(callee->getName().str()) > 0;
}

/// Replaces omitted log calls and removes kept ones, block by block.
void rewrite_log_calls(llvm::Module& module, const std::set<std::string>& omitted,
                       const std::set<std::string>& log_functions, detail::AssumeEmitter& assume,
                       RestrictionStatistics& statistics) {
  for (llvm::Function& function : module) {
    if (function.isDeclaration()) continue;
    for (llvm::BasicBlock& block : function) {
      llvm::Instruction* first_omitted = nullptr;
      std::vector<llvm::Instruction*> kept_calls;
      for (llvm::Instruction& inst : block) {
        auto* call = llvm::dyn_cast<llvm::CallBase>(&inst);
        if (!call || !detail::is_log_call(*call, log_functions)) continue;
        const std::optional<std::string> feature = detail::feature_of_log_call(*call);
        if (!feature) continue;  // not a feature: kept as a no-op call
        if (omitted.count(*feature)) {
          first_omitted = call;  // what follows it in the block is dead
          break;
        }
        if (removable_kept_call(*call)) kept_calls.push_back(call);
      }
      for (llvm::Instruction* call : kept_calls) call->eraseFromParent();
      statistics.log_calls_removed += kept_calls.size();
      if (first_omitted) {
        detail::end_block_at(first_omitted, true, assume);
        ++statistics.log_calls_omitted;
      }
    }
  }
}

/// Slicing::Off: assume(false) before every omitted log call and at every
/// omitted function's entry; nothing else changes. The unroller ends a path
/// at a constant assume(false) itself, so this is the same restriction as
/// Slicing::On, without the propagation's branch folding and deletions.
void insert_assumes_only(llvm::Module& module, const std::set<std::string>& omitted, const FeatureOptions& options,
                         const std::set<std::string>& log_functions, detail::AssumeEmitter& assume,
                         RestrictionStatistics& statistics) {
  std::vector<llvm::Instruction*> sites;  // collected first: emitting inserts instructions
  for (llvm::Function& function : module) {
    if (function.isDeclaration()) continue;
    if (options.function_features && omitted.count(function.getName().str()) &&
        detail::is_function_feature(function, options, log_functions))
      sites.push_back(&*function.getEntryBlock().getFirstNonPHIIt());
    for (llvm::BasicBlock& block : function)
      for (llvm::Instruction& inst : block) {
        auto* call = llvm::dyn_cast<llvm::CallBase>(&inst);
        if (!call || !detail::is_log_call(*call, log_functions)) continue;
        const std::optional<std::string> feature = detail::feature_of_log_call(*call);
        if (feature && omitted.count(*feature)) sites.push_back(call);
      }
  }
  for (llvm::Instruction* site : sites) assume.emit_false(site, site->getDebugLoc());
  statistics.log_calls_omitted = sites.size();
}

void verify_result(const llvm::Module& module) {
  std::string report;
  llvm::raw_string_ostream stream(report);
  if (llvm::verifyModule(module, &stream)) {
    stream.flush();
    const std::string first_line = report.substr(0, report.find('\n'));
    throw std::logic_error("logsrt: internal error: the restricted module is broken: " + first_line);
  }
}

}  // namespace

RestrictionStatistics restrict_module(llvm::Module& module, const std::set<std::string>& omitted,
                                      const FeatureOptions& options, Slicing slicing) {
  const FeatureCatalog catalog = discover_features(module, options);
  for (const std::string& name : omitted)
    if (!catalog.features.count(name)) throw std::invalid_argument("unknown feature '" + name + "'");

  RestrictionStatistics statistics;
  statistics.instructions_before = count_instructions(module);
  const std::set<std::string> log_functions = detail::log_function_names(options);
  detail::AssumeEmitter assume(module);
  if (slicing == Slicing::Off) {
    insert_assumes_only(module, omitted, options, log_functions, assume, statistics);
    verify_result(module);
    statistics.instructions_after = count_instructions(module);
    return statistics;
  }

  // Function mode: an omitted function's entry is its log call.
  if (options.function_features) {
    for (llvm::Function& function : module) {
      if (!omitted.count(function.getName().str()) ||
          !detail::is_function_feature(function, options, log_functions))
        continue;
      detail::end_block_at(&*function.getEntryBlock().getFirstNonPHIIt(), true, assume);
      ++statistics.log_calls_omitted;
    }
  }
  rewrite_log_calls(module, omitted, log_functions, assume, statistics);

  statistics.branches_folded = detail::propagate_infeasibility(module, log_functions, assume).branches_folded;

  // Functions nothing calls any more (deleting one can free others).
  for (bool changed = true; changed;) {
    changed = false;
    std::vector<llvm::Function*> unused;
    for (llvm::Function& function : module)
      if (!function.isDeclaration() && function.getName() != options.entry && !used_from_outside(function))
        unused.push_back(&function);
    for (llvm::Function* function : unused) {
      function->dropAllReferences();
      function->eraseFromParent();
      ++statistics.functions_removed;
      changed = true;
    }
  }

  verify_result(module);
  statistics.instructions_after = count_instructions(module);
  return statistics;
}

}  // namespace swarmbmc::logsrt
