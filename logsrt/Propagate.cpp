// Infeasibility propagation (Groce & Joshi's slicing of log-restricted
// programs), as a least fixed point that never crosses a property check.
//
// An instruction is, for this analysis:
//   Blocking  assume(false) (any assume function of the checker, or
//             llvm.assume, with a constant false/zero argument), or a call to
//             a function already known infeasible: the path ends there;
//   Pure      it can neither fail a property check nor end the path nor have
//             an effect the checker tracks: arithmetic other than division
//             and remainder, casts, comparisons, select, GEP, phi, alloca,
//             aggregate and vector element operations, freeze, br and
//             switch, debug/lifetime and arithmetic intrinsics, assume with
//             a non-constant argument (it can only end more paths), and calls
//             to declared log functions and declared nondet functions;
//   Effect    anything else: loads, stores, divisions, atomics, every other
//             call (assertions, exit, memcpy, defined functions...), ret,
//             bare unreachable, other terminators.
// A block is infeasible when (least fixed point)
//   (1) scanning it from its first instruction meets a Blocking instruction
//       before any Effect, or
//   (2) all its instructions are Pure, it ends in br/switch, and all its
//       successors are infeasible.
// A function is infeasible when its entry block is (interprocedural least
// fixed point over the call graph: calls to it become Blocking).
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/BasicBlock.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <optional>
#include <vector>

#include "Internal.h"

namespace swarmbmc::logsrt::detail {
namespace {

enum class Kind { Pure, Blocking, Effect };

using FunctionSet = llvm::DenseSet<const llvm::Function*>;
using BlockSet = llvm::DenseSet<const llvm::BasicBlock*>;

/// Intrinsics that neither fail a check nor change tracked state.
bool is_pure_intrinsic(llvm::StringRef name) {
  static const char* const kPrefixes[] = {
      "llvm.dbg.", "llvm.lifetime.", "llvm.stacksave", "llvm.stackrestore", "llvm.invariant.",
      "llvm.experimental.noalias.scope.decl", "llvm.var.annotation", "llvm.ptr.annotation", "llvm.sideeffect",
      "llvm.donothing", "llvm.codeview.annotation", "llvm.expect", "llvm.sadd.with.overflow.",
      "llvm.uadd.with.overflow.", "llvm.ssub.with.overflow.", "llvm.usub.with.overflow.",
      "llvm.smul.with.overflow.", "llvm.umul.with.overflow.", "llvm.smax.", "llvm.smin.", "llvm.umax.",
      "llvm.umin.", "llvm.abs.", "llvm.ctpop.", "llvm.ctlz.", "llvm.cttz.", "llvm.bswap.", "llvm.bitreverse.",
      "llvm.fshl.", "llvm.fshr."};
  return std::any_of(std::begin(kPrefixes), std::end(kPrefixes),
                     [&](const char* prefix) { return name.starts_with(prefix); });
}

class Classifier {
 public:
  Classifier(const std::set<std::string>& log_functions, const FunctionSet& infeasible)
      : log_functions_(log_functions), infeasible_(infeasible) {}

  Kind classify(const llvm::Instruction& inst) const {
    if (const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst)) return classify_call(*call);
    switch (inst.getOpcode()) {
      case llvm::Instruction::Br:
      case llvm::Instruction::Switch:
        return Kind::Pure;  // what follows them is the rules' business
      case llvm::Instruction::UDiv:
      case llvm::Instruction::SDiv:
      case llvm::Instruction::URem:
      case llvm::Instruction::SRem:
        return Kind::Effect;  // division by zero checks
      default:
        break;
    }
    if (inst.isTerminator()) return Kind::Effect;  // ret, unreachable, indirectbr, resume...
    if (llvm::isa<llvm::PHINode, llvm::CmpInst, llvm::SelectInst, llvm::GetElementPtrInst, llvm::AllocaInst,
                  llvm::ExtractValueInst, llvm::InsertValueInst, llvm::ExtractElementInst,
                  llvm::InsertElementInst, llvm::ShuffleVectorInst, llvm::FreezeInst>(inst) ||
        inst.isBinaryOp() || inst.isUnaryOp() || inst.isCast())
      return Kind::Pure;
    return Kind::Effect;  // load, store, atomics, fence, va_arg, landingpad...
  }

 private:
  Kind classify_call(const llvm::CallBase& call) const {
    bool always_false = false;
    if (is_assume_call(call, always_false)) return always_false ? Kind::Blocking : Kind::Pure;
    const llvm::Function* callee = direct_callee(call);
    if (!callee) return Kind::Effect;  // indirect call, inline assembly
    if (infeasible_.contains(callee)) return Kind::Blocking;
    if (!llvm::isa<llvm::CallInst>(call)) return Kind::Effect;  // invoke, callbr
    if (callee->isIntrinsic()) return is_pure_intrinsic(callee->getName()) ? Kind::Pure : Kind::Effect;
    if (callee->isDeclaration()) {
      const llvm::StringRef name = callee->getName();
      if (log_functions_.count(name.str()) || name.starts_with("__VERIFIER_nondet_") || name.starts_with("nondet_"))
        return Kind::Pure;
    }
    return Kind::Effect;
  }

  const std::set<std::string>& log_functions_;
  const FunctionSet& infeasible_;
};

/// The kind of the first non-Pure instruction of `block`; nullopt when all
/// are Pure (then the block ends in br or switch).
std::optional<Kind> scan(const llvm::BasicBlock& block, const Classifier& classifier) {
  for (const llvm::Instruction& inst : block) {
    const Kind kind = classifier.classify(inst);
    if (kind != Kind::Pure) return kind;
  }
  return std::nullopt;
}

/// The infeasible blocks of `function` (rules (1) and (2), least fixed point).
BlockSet infeasible_blocks(const llvm::Function& function, const Classifier& classifier) {
  BlockSet infeasible;
  std::vector<const llvm::BasicBlock*> candidates;
  for (const llvm::BasicBlock& block : function) {
    const std::optional<Kind> kind = scan(block, classifier);
    if (kind == Kind::Blocking)
      infeasible.insert(&block);
    else if (!kind && llvm::succ_size(&block) > 0)
      candidates.push_back(&block);
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (const llvm::BasicBlock* block : candidates) {
      if (infeasible.contains(block)) continue;
      if (llvm::all_of(llvm::successors(block),
                       [&](const llvm::BasicBlock* successor) { return infeasible.contains(successor); })) {
        infeasible.insert(block);
        changed = true;
      }
    }
  }
  return infeasible;
}

bool can_be_infeasible(const llvm::Function& function) {
  return !function.isDeclaration() && !is_modelled_by_checker(function.getName());
}

/// Functions whose entry block is infeasible (least fixed point: a function
/// is re-examined when one it calls becomes infeasible).
FunctionSet infeasible_functions(llvm::Module& module, const std::set<std::string>& log_functions) {
  FunctionSet infeasible;
  const Classifier classifier(log_functions, infeasible);
  std::vector<const llvm::Function*> worklist;
  for (const llvm::Function& function : module)
    if (can_be_infeasible(function)) worklist.push_back(&function);
  std::reverse(worklist.begin(), worklist.end());  // pop in module order
  llvm::DenseSet<const llvm::Function*> queued(worklist.begin(), worklist.end());
  while (!worklist.empty()) {
    const llvm::Function* function = worklist.back();
    worklist.pop_back();
    queued.erase(function);
    if (infeasible.contains(function)) continue;
    if (!infeasible_blocks(*function, classifier).contains(&function->getEntryBlock())) continue;
    infeasible.insert(function);
    for (const llvm::User* user : function->users()) {
      const auto* call = llvm::dyn_cast<llvm::CallBase>(user);
      if (!call || direct_callee(*call) != function) continue;
      const llvm::Function* caller = call->getFunction();
      if (can_be_infeasible(*caller) && !infeasible.contains(caller) && queued.insert(caller).second)
        worklist.push_back(caller);
    }
  }
  return infeasible;
}

/// A conditional branch with one infeasible successor becomes
/// assume(<the feasible edge is taken>) plus a branch to it.
bool fold_branch(llvm::BranchInst* branch, const BlockSet& infeasible, AssumeEmitter& assume) {
  if (!branch->isConditional()) return false;
  llvm::BasicBlock* taken = branch->getSuccessor(0);
  llvm::BasicBlock* not_taken = branch->getSuccessor(1);
  const bool taken_infeasible = infeasible.contains(taken);
  if (taken_infeasible == infeasible.contains(not_taken)) return false;
  const llvm::DebugLoc location = branch->getDebugLoc();
  llvm::IRBuilder<> builder(branch);
  builder.SetCurrentDebugLocation(location);
  llvm::Value* condition = branch->getCondition();
  if (taken_infeasible) condition = builder.CreateNot(condition, "omit.not");
  assume.emit(condition, branch, location);
  llvm::BasicBlock* dropped = taken_infeasible ? taken : not_taken;
  llvm::BasicBlock* kept = taken_infeasible ? not_taken : taken;
  dropped->removePredecessor(branch->getParent(), true);
  builder.CreateBr(kept);
  branch->eraseFromParent();
  return true;
}

/// The condition that the switch's value reaches a feasible successor: none
/// of the dropped cases when the default is kept, else one of the kept cases.
llvm::Value* switch_feasible_condition(llvm::IRBuilder<>& builder, llvm::Value* value, bool default_infeasible,
                                       const std::vector<llvm::ConstantInt*>& dropped_values,
                                       const std::vector<llvm::ConstantInt*>& kept_values) {
  llvm::Value* condition = nullptr;
  if (!default_infeasible) {
    for (llvm::ConstantInt* dropped : dropped_values) {
      llvm::Value* differs = builder.CreateICmpNE(value, dropped, "omit.ne");
      condition = condition ? builder.CreateAnd(condition, differs, "omit.and") : differs;
    }
  } else {
    for (llvm::ConstantInt* kept : kept_values) {
      llvm::Value* equals = builder.CreateICmpEQ(value, kept, "omit.eq");
      condition = condition ? builder.CreateOr(condition, equals, "omit.or") : equals;
    }
  }
  return condition;
}

/// A switch with some infeasible successors: assume a feasible one is
/// taken, then drop the infeasible cases (and the default, if infeasible).
bool fold_switch(llvm::SwitchInst* switch_inst, const BlockSet& infeasible, AssumeEmitter& assume) {
  llvm::BasicBlock* block = switch_inst->getParent();
  std::vector<llvm::ConstantInt*> dropped_values;
  std::vector<llvm::ConstantInt*> kept_values;
  for (const auto& case_handle : switch_inst->cases())
    (infeasible.contains(case_handle.getCaseSuccessor()) ? dropped_values : kept_values)
        .push_back(case_handle.getCaseValue());
  const bool default_infeasible = infeasible.contains(switch_inst->getDefaultDest());
  if (dropped_values.empty() && !default_infeasible) return false;

  const llvm::DebugLoc location = switch_inst->getDebugLoc();
  llvm::IRBuilder<> builder(switch_inst);
  builder.SetCurrentDebugLocation(location);
  assume.emit(switch_feasible_condition(builder, switch_inst->getCondition(), default_infeasible, dropped_values,
                                        kept_values),
              switch_inst, location);
  for (llvm::ConstantInt* dropped : dropped_values) {
    auto it = switch_inst->findCaseValue(dropped);
    it->getCaseSuccessor()->removePredecessor(block, true);
    switch_inst->removeCase(it);
  }
  if (default_infeasible) {
    // The first kept case becomes the default: its edge is reused, so its
    // target's phis are unchanged.
    switch_inst->getDefaultDest()->removePredecessor(block, true);
    auto it = switch_inst->findCaseValue(kept_values.front());
    switch_inst->setDefaultDest(it->getCaseSuccessor());
    switch_inst->removeCase(it);
  }
  if (switch_inst->getNumCases() == 0) {
    builder.CreateBr(switch_inst->getDefaultDest());
    switch_inst->eraseFromParent();
  }
  return true;
}

/// Turns a conditional branch or switch with some (not all) infeasible
/// successors into assume(<a feasible successor is taken>) plus the branch
/// to the feasible successors. Returns whether it changed anything.
bool fold_terminator(llvm::Instruction* terminator, const BlockSet& infeasible, AssumeEmitter& assume) {
  if (auto* branch = llvm::dyn_cast<llvm::BranchInst>(terminator)) return fold_branch(branch, infeasible, assume);
  if (auto* switch_inst = llvm::dyn_cast<llvm::SwitchInst>(terminator))
    return fold_switch(switch_inst, infeasible, assume);
  return false;
}

/// Rewrites `function` given the infeasible functions; returns the number of
/// branches and switches folded into assumptions.
size_t rewrite_function(llvm::Function& function, const Classifier& classifier, AssumeEmitter& assume) {
  const BlockSet infeasible = infeasible_blocks(function, classifier);
  size_t folded = 0;
  std::vector<llvm::BasicBlock*> blocks;
  for (llvm::BasicBlock& block : function) blocks.push_back(&block);
  for (llvm::BasicBlock* block : blocks) {
    // A Blocking instruction (even after effects) ends its block: code after
    // assume(false) is dead, and a call to an infeasible function becomes
    // assume(false) itself.
    llvm::Instruction* blocking = nullptr;
    for (llvm::Instruction& inst : *block)
      if (classifier.classify(inst) == Kind::Blocking) {
        blocking = &inst;
        break;
      }
    if (blocking) {
      bool always_false = false;
      if (!is_assume_call(*blocking, always_false) || blocking->isTerminator()) {
        end_block_at(blocking, true, assume);  // an infeasible call, or an invoked assume(false)
      } else if (!llvm::isa<llvm::UnreachableInst>(blocking->getNextNode())) {
        end_block_at(blocking->getNextNode(), false, assume);
      }
      continue;
    }
    if (infeasible.contains(block)) {  // rule (2): nothing in it matters
      end_block_at(&*block->getFirstNonPHIIt(), true, assume);
      continue;
    }
    llvm::Instruction* terminator = block->getTerminator();
    if (!llvm::isa<llvm::BranchInst, llvm::SwitchInst>(terminator)) continue;
    if (llvm::succ_size(block) > 0 &&
        llvm::all_of(llvm::successors(block),
                     [&](const llvm::BasicBlock* successor) { return infeasible.contains(successor); })) {
      // The block's effects stay; only leaving it is infeasible.
      end_block_at(terminator, true, assume);
      continue;
    }
    if (fold_terminator(terminator, infeasible, assume)) ++folded;
  }
  delete_unreachable_blocks(function);
  return folded;
}

}  // namespace

PropagationCounts propagate_infeasibility(llvm::Module& module, const std::set<std::string>& log_functions,
                                          AssumeEmitter& assume) {
  const FunctionSet infeasible = infeasible_functions(module, log_functions);
  const Classifier classifier(log_functions, infeasible);
  PropagationCounts counts;
  for (llvm::Function& function : module)
    if (!function.isDeclaration()) counts.branches_folded += rewrite_function(function, classifier, assume);
  return counts;
}

}  // namespace swarmbmc::logsrt::detail
