// IR editing primitives: assume calls, ending a block early, deleting
// unreachable blocks. Only structural edits: nothing here reasons from
// undefined behaviour (see README.md, "Why no LLVM simplification passes").
#include <llvm/ADT/DepthFirstIterator.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/IR/BasicBlock.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/Module.h>

#include <stdexcept>
#include <vector>

#include "Internal.h"

namespace swarmbmc::logsrt::detail {
namespace {

/// The assume functions the checker (encoder/calls/Calls.cpp) understands, in the
/// order we try to call them.
const char* const kAssumeFunctions[] = {"__VERIFIER_assume", "__CPROVER_assume", "klee_assume", "__ESBMC_assume"};

/// Whether calls `void f(<int or bool>)` can be made to an existing `f`.
bool usable_assume(const llvm::Function& function) {
  const llvm::FunctionType* type = function.getFunctionType();
  if (type->getNumParams() == 1) return type->getParamType(0)->isIntegerTy();
  return type->getNumParams() == 0 && type->isVarArg();  // unprototyped `void f()`
}

}  // namespace

llvm::Function* AssumeEmitter::callee() {
  if (function_) return function_;
  for (const char* name : kAssumeFunctions) {
    llvm::GlobalValue* existing = module_.getNamedValue(name);
    if (!existing) {
      llvm::LLVMContext& context = module_.getContext();
      auto* type = llvm::FunctionType::get(llvm::Type::getVoidTy(context), {llvm::Type::getInt32Ty(context)}, false);
      function_ = llvm::Function::Create(type, llvm::GlobalValue::ExternalLinkage, name, module_);
      return function_;
    }
    auto* function = llvm::dyn_cast<llvm::Function>(existing);
    if (function && usable_assume(*function)) {
      function_ = function;
      return function_;
    }
  }
  throw std::logic_error("logsrt: every assume function name is taken by an incompatible declaration");
}

void AssumeEmitter::emit(llvm::Value* condition, llvm::Instruction* before, const llvm::DebugLoc& location) {
  llvm::Function* function = callee();
  llvm::FunctionType* type = function->getFunctionType();
  llvm::IRBuilder<> builder(before);
  builder.SetCurrentDebugLocation(location);
  llvm::Type* parameter = type->getNumParams() == 1 ? type->getParamType(0) : builder.getInt32Ty();
  llvm::Value* argument = condition;
  if (condition->getType() != parameter) argument = builder.CreateZExt(condition, parameter, "omit.assume");
  builder.CreateCall(type, function, {argument});
}

void AssumeEmitter::emit_false(llvm::Instruction* before, const llvm::DebugLoc& location) {
  emit(llvm::ConstantInt::getFalse(module_.getContext()), before, location);
}

void end_block_at(llvm::Instruction* at, bool with_assume, AssumeEmitter& assume) {
  llvm::BasicBlock* block = at->getParent();
  const llvm::DebugLoc location = at->getDebugLoc();
  // One phi entry per edge: a successor reached by several edges loses them all.
  // KeepOneInputPHIs: only incoming entries go, no phi is folded away.
  if (llvm::Instruction* terminator = block->getTerminator())
    for (llvm::BasicBlock* successor : llvm::successors(terminator)) successor->removePredecessor(block, true);

  std::vector<llvm::Instruction*> doomed;
  for (auto it = at->getIterator(); it != block->end(); ++it) doomed.push_back(&*it);
  for (auto it = doomed.rbegin(); it != doomed.rend(); ++it) {
    llvm::Instruction* inst = *it;
    // Debug records of the deleted code; those before `at` stay (they fall
    // onto the instructions that end the block).
    if (inst != at) inst->dropDbgRecords();
    // Remaining uses are in code this edit makes unreachable (deleted later).
    if (!inst->use_empty()) inst->replaceAllUsesWith(llvm::PoisonValue::get(inst->getType()));
    inst->eraseFromParent();
  }
  auto* end = new llvm::UnreachableInst(block->getContext(), block);
  end->setDebugLoc(location);
  if (with_assume) assume.emit_false(end, location);
}

size_t delete_unreachable_blocks(llvm::Function& function) {
  if (function.isDeclaration()) return 0;
  llvm::SmallPtrSet<llvm::BasicBlock*, 32> reachable;
  for (llvm::BasicBlock* block : llvm::depth_first(&function.getEntryBlock())) reachable.insert(block);
  std::vector<llvm::BasicBlock*> dead;
  for (llvm::BasicBlock& block : function)
    if (!reachable.count(&block)) dead.push_back(&block);
  if (dead.empty()) return 0;
  for (llvm::BasicBlock* block : dead)
    for (llvm::BasicBlock* successor : llvm::successors(block))
      if (reachable.count(successor)) successor->removePredecessor(block, true);
  for (llvm::BasicBlock* block : dead) {
    for (llvm::Instruction& inst : *block) {
      inst.dropDbgRecords();
      if (!inst.use_empty()) inst.replaceAllUsesWith(llvm::PoisonValue::get(inst.getType()));
    }
    block->deleteTrailingDbgRecords();
  }
  for (llvm::BasicBlock* block : dead) block->dropAllReferences();
  for (llvm::BasicBlock* block : dead) block->eraseFromParent();
  return dead.size();
}

bool is_assume_call(const llvm::Instruction& inst, bool& always_false) {
  always_false = false;
  const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst);
  if (!call || call->arg_size() != 1) return false;
  const llvm::Function* callee = direct_callee(*call);
  if (!callee) return false;
  bool assume = callee->getIntrinsicID() == llvm::Intrinsic::assume;
  for (const char* name : kAssumeFunctions) assume = assume || callee->getName() == name;
  if (!assume) return false;
  const auto* argument = llvm::dyn_cast<llvm::Constant>(call->getArgOperand(0));
  always_false = argument && argument->isNullValue();
  return true;
}

}  // namespace swarmbmc::logsrt::detail
