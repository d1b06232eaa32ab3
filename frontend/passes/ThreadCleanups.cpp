// thread_cleanups: tail-duplicates clang's scope-exit ("cleanup") blocks, so
// that every path goes straight to its destination instead of meeting the
// others and being told apart again.
//
// clang at -O1 (which we use for the llvm.lifetime.end markers, see
// CompileC.cpp) routes every way out of a block scope (break, continue,
// return, falling off the end) through one cleanup block per scope: each
// incoming edge stores its own constant into `cleanup.dest.slot`, the block
// ends the scope's lifetimes and then dispatches on that constant:
//
//   cleanup:  %dest = phi i32 [ 1, %if.then ], [ 0, %if.end ]   (after mem2reg)
//             call void @llvm.lifetime.end.p0(i64 4, ptr %b)
//             switch i32 %dest, label %unreachable [ i32 0, label %cont
//                                                    i32 1, label %return ]
//
// The unroller merges all paths at each block, so at `cleanup` the paths of
// a `return` and of a fall-through become one state (every phi an ite over
// the path guards), and the switch splits them again with conditions over
// that merged constant: terms and solver time for nothing (heap.c at depth 8:
// 5699 terms at -O0, 6682 with the cleanups).
//
// Here such a block is copied once per constant among its incoming values:
// the copy gets exactly the predecessors that bring that constant, its phis
// resolved for them (a phi only where they bring different values), the
// block's other instructions cloned (lifetime markers, debug intrinsics), and
// an unconditional branch to the successor the constant selects, the one the
// switch would take. Every execution runs the same instructions in the same
// order as before, so nothing is decided from undefined behaviour: the
// default `unreachable` destination is never chosen because no constant
// selects it, and it is deleted only when no edge is left to it. Uses of the
// block's phis elsewhere are rewired by SSAUpdater (new phis where copies
// meet), as are #dbg_value records (the trace names variables from them).
// Nested scopes give nested cleanups whose dispatch phi takes the inner one's
// phi: once the inner one is threaded, its copies bring constants and the
// outer block qualifies in turn, so the function is scanned until nothing
// changes.
//
// Only small blocks made of phis, lifetime markers and debug intrinsics are
// copied (no loads or stores: a copied memory access would be checked once
// per copy, no calls: each copy would be inlined). Loop headers are left
// alone (a copy of a header would give the loop a second entry), as are
// blocks reached twice from one predecessor or from a terminator other than
// br/switch (an indirectbr cannot be redirected), and blocks whose address is
// taken.
#include <llvm/ADT/MapVector.h>
#include <llvm/ADT/SetVector.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/BasicBlock.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugProgramInstruction.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/Transforms/Utils/SSAUpdater.h>
#include <llvm/Transforms/Utils/ValueMapper.h>

#include <vector>

#include "frontend/Frontend.h"

namespace swarmbmc::frontend {
namespace {

/// Instructions besides phis and the terminator that a copied block may hold.
constexpr unsigned kMaxCopiedInstructions = 16;

const llvm::RemapFlags kRemapFlags = llvm::RF_IgnoreMissingLocals | llvm::RF_NoModuleLevelChanges;

/// One copy of the threaded block: its block and what each original value is in it.
struct Copy {
  llvm::BasicBlock* block = nullptr;
  llvm::ValueToValueMapTy values;
};

/// The phi of `block` that its switch or conditional branch tests, or null.
llvm::PHINode* tested_phi(llvm::BasicBlock& block) {
  llvm::Value* condition = nullptr;
  llvm::Instruction* terminator = block.getTerminator();
  if (auto* switch_inst = llvm::dyn_cast_or_null<llvm::SwitchInst>(terminator))
    condition = switch_inst->getCondition();
  else if (auto* branch = llvm::dyn_cast_or_null<llvm::BranchInst>(terminator); branch && branch->isConditional())
    condition = branch->getCondition();
  auto* phi = llvm::dyn_cast_or_null<llvm::PHINode>(condition);
  return phi != nullptr && phi->getParent() == &block ? phi : nullptr;
}

/// The successor `terminator` (of tested_phi's kind) goes to when it tests `value`.
llvm::BasicBlock* chosen_successor(llvm::Instruction& terminator, llvm::ConstantInt& value) {
  if (auto* switch_inst = llvm::dyn_cast<llvm::SwitchInst>(&terminator))
    return switch_inst->findCaseValue(&value)->getCaseSuccessor();  // the default if no case matches
  return llvm::cast<llvm::BranchInst>(terminator).getSuccessor(value.isOne() ? 0 : 1);
}

/// Whether `block`'s non-phi instructions are few lifetime markers and debug intrinsics.
bool only_scope_ends(llvm::BasicBlock& block) {
  unsigned count = 0;
  for (llvm::Instruction& inst : block) {
    if (llvm::isa<llvm::PHINode>(inst) || inst.isTerminator()) continue;
    const auto* intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(&inst);
    if (intrinsic == nullptr || !(intrinsic->isLifetimeStartOrEnd() || llvm::isa<llvm::DbgInfoIntrinsic>(intrinsic)))
      return false;
    if (++count > kMaxCopiedInstructions) return false;
  }
  return true;
}

/// Whether `block`, testing `tested`, can be replaced by one copy per incoming constant.
bool threadable(llvm::BasicBlock& block, llvm::PHINode& tested, const llvm::DominatorTree& dominators) {
  if (block.isEntryBlock() || block.hasAddressTaken() || !dominators.isReachableFromEntry(&block)) return false;
  if (tested.getNumIncomingValues() == 0 || !only_scope_ends(block)) return false;
  llvm::SmallPtrSet<llvm::BasicBlock*, 8> seen;
  for (unsigned i = 0; i < tested.getNumIncomingValues(); ++i) {
    llvm::BasicBlock* predecessor = tested.getIncomingBlock(i);
    if (!llvm::isa<llvm::ConstantInt>(tested.getIncomingValue(i))) return false;
    if (!seen.insert(predecessor).second) return false;  // two edges from one block
    const llvm::Instruction* terminator = predecessor->getTerminator();
    if (!llvm::isa<llvm::BranchInst>(terminator) && !llvm::isa<llvm::SwitchInst>(terminator)) return false;
    // A back edge (or an unreachable predecessor, which everything dominates).
    if (dominators.dominates(&block, predecessor)) return false;
  }
  return true;
}

/// The value `phi` has in a copy entered only from `predecessors` (a new phi there if they differ).
llvm::Value* resolve_phi(llvm::PHINode& phi, const llvm::SmallVectorImpl<llvm::BasicBlock*>& predecessors,
                         llvm::BasicBlock& copy) {
  llvm::Value* common = phi.getIncomingValueForBlock(predecessors.front());
  bool same = true;
  for (llvm::BasicBlock* predecessor : predecessors) same = same && phi.getIncomingValueForBlock(predecessor) == common;
  if (same) return common;
  llvm::PHINode* merged = llvm::PHINode::Create(phi.getType(), predecessors.size(), phi.getName(), &copy);
  merged->setDebugLoc(phi.getDebugLoc());
  for (llvm::BasicBlock* predecessor : predecessors) merged->addIncoming(phi.getIncomingValueForBlock(predecessor), predecessor);
  return merged;
}

/// Makes `block`'s copy for `predecessors`, which bring `constant` into `tested`, and redirects them to it.
void make_copy(llvm::BasicBlock& block, llvm::PHINode& tested, llvm::ConstantInt& constant,
               const llvm::SmallVectorImpl<llvm::BasicBlock*>& predecessors, Copy& copy) {
  llvm::Function& function = *block.getParent();
  copy.block = llvm::BasicBlock::Create(block.getContext(), block.getName() + ".thread", &function, block.getNextNode());
  for (llvm::PHINode& phi : block.phis())
    copy.values[&phi] = &phi == &tested ? &constant : resolve_phi(phi, predecessors, *copy.block);
  llvm::Instruction& terminator = *block.getTerminator();
  for (llvm::Instruction& inst : block) {
    if (llvm::isa<llvm::PHINode>(inst) || &inst == &terminator) continue;
    llvm::Instruction* clone = inst.clone();
    clone->insertInto(copy.block, copy.block->end());
    clone->cloneDebugInfoFrom(&inst);
    copy.values[&inst] = clone;
    llvm::RemapInstruction(clone, copy.values, kRemapFlags);
    llvm::RemapDbgRecordRange(function.getParent(), clone->getDbgRecordRange(), copy.values, kRemapFlags);
  }
  llvm::BasicBlock* target = chosen_successor(terminator, constant);
  llvm::BranchInst* branch = llvm::BranchInst::Create(target, copy.block);
  branch->copyMetadata(terminator, {llvm::LLVMContext::MD_dbg, llvm::LLVMContext::MD_loop});  // not !prof
  branch->cloneDebugInfoFrom(&terminator);
  llvm::RemapDbgRecordRange(function.getParent(), branch->getDbgRecordRange(), copy.values, kRemapFlags);
  for (llvm::PHINode& phi : target->phis()) {
    llvm::Value* incoming = phi.getIncomingValueForBlock(&block);
    llvm::Value* mapped = copy.values.lookup(incoming);
    phi.addIncoming(mapped != nullptr ? mapped : incoming, copy.block);
  }
  for (llvm::BasicBlock* predecessor : predecessors) predecessor->getTerminator()->replaceSuccessorWith(&block, copy.block);
}

/// Removes every incoming entry of `from` from `block`'s phis.
void remove_incoming(llvm::BasicBlock& block, llvm::BasicBlock& from) {
  for (llvm::PHINode& phi : block.phis())
    for (int index = phi.getBasicBlockIndex(&from); index >= 0; index = phi.getBasicBlockIndex(&from))
      phi.removeIncomingValue(index, /*DeletePHIIfEmpty=*/false);
}

/// Points the uses and #dbg_value records of `phi` outside its (dying) block at its values in `copies`.
void rewire_uses(llvm::PHINode& phi, std::vector<Copy>& copies) {
  llvm::BasicBlock* home = phi.getParent();
  llvm::SSAUpdater updater;
  updater.Initialize(phi.getType(), phi.getName());
  for (Copy& copy : copies) updater.AddAvailableValue(copy.block, copy.values[&phi]);
  llvm::SmallVector<llvm::Use*, 8> uses;
  for (llvm::Use& use : phi.uses())
    if (llvm::cast<llvm::Instruction>(use.getUser())->getParent() != home) uses.push_back(&use);
  for (llvm::Use* use : uses) updater.RewriteUse(*use);
  // The trace reads variables' values from #dbg_value: give each record the value
  // at its place (no copy is among those blocks: copies use the copies' values).
  llvm::SmallVector<llvm::DbgValueInst*, 2> intrinsics;
  llvm::SmallVector<llvm::DbgVariableRecord*, 2> records;
  llvm::findDbgValues(intrinsics, &phi, &records);
  for (llvm::DbgValueInst* intrinsic : intrinsics)
    if (intrinsic->getParent() != home)
      intrinsic->replaceVariableLocationOp(&phi, updater.GetValueAtEndOfBlock(intrinsic->getParent()));
  for (llvm::DbgVariableRecord* record : records)
    if (record->getParent() != home)
      record->replaceVariableLocationOp(&phi, updater.GetValueAtEndOfBlock(record->getParent()));
}

/// Deletes each of `candidates` that no edge reaches, then each successor this leaves unreached.
void delete_unreached(llvm::SmallSetVector<llvm::BasicBlock*, 8> candidates) {
  while (!candidates.empty()) {  // a set: a block is never queued twice, so never deleted twice
    llvm::BasicBlock* block = candidates.pop_back_val();
    if (block->isEntryBlock() || block->hasAddressTaken() || !llvm::pred_empty(block)) continue;
    llvm::SmallSetVector<llvm::BasicBlock*, 4> successors(llvm::succ_begin(block), llvm::succ_end(block));
    successors.remove(block);
    for (llvm::BasicBlock* successor : successors) remove_incoming(*successor, *block);
    // Only dead code can still use these values (a definition dominates its uses).
    for (llvm::Instruction& inst : *block)
      if (!inst.use_empty()) inst.replaceAllUsesWith(llvm::PoisonValue::get(inst.getType()));
    block->eraseFromParent();
    candidates.insert(successors.begin(), successors.end());
  }
}

/// Replaces `block` (threadable, testing `tested`) by one copy per constant it receives.
void thread_block(llvm::BasicBlock& block, llvm::PHINode& tested) {
  llvm::MapVector<llvm::ConstantInt*, llvm::SmallVector<llvm::BasicBlock*, 4>> groups;  // ordered: reproducible IR
  for (unsigned i = 0; i < tested.getNumIncomingValues(); ++i)
    groups[llvm::cast<llvm::ConstantInt>(tested.getIncomingValue(i))].push_back(tested.getIncomingBlock(i));
  std::vector<Copy> copies(groups.size());
  unsigned index = 0;
  for (auto& [constant, predecessors] : groups) make_copy(block, tested, *constant, predecessors, copies[index++]);
  // No edge reaches `block` now. Cut its edges out too before rewiring: SSAUpdater
  // walks predecessors (from phis where a block has them) and must not find it.
  llvm::SmallSetVector<llvm::BasicBlock*, 8> unreached(llvm::succ_begin(&block), llvm::succ_end(&block));
  for (llvm::BasicBlock* successor : unreached) remove_incoming(*successor, block);
  block.getTerminator()->eraseFromParent();
  new llvm::UnreachableInst(block.getContext(), &block);
  for (llvm::PHINode& phi : block.phis()) rewire_uses(phi, copies);
  unreached.insert(&block);
  delete_unreached(unreached);
}

}  // namespace

void thread_cleanups(llvm::Function& function) {
  if (function.isDeclaration()) return;
  for (bool changed = true; changed;) {
    changed = false;
    // Recomputed after every change: copies and deleted edges change dominance.
    llvm::DominatorTree dominators(function);
    for (llvm::BasicBlock& block : function) {
      llvm::PHINode* tested = tested_phi(block);
      if (tested != nullptr && threadable(block, *tested, dominators)) {
        thread_block(block, *tested);
        changed = true;
        break;
      }
    }
  }
}

}  // namespace swarmbmc::frontend
