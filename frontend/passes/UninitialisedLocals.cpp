// Uninitialised locals: one unknown value per variable and call, not one per read.
//
// A scalar local read before it is written is, after mem2reg, an LLVM
// `undef`, and every use of `undef` may take a different value: `int x;
// if (x > 5) assert(x > 0);` could then fail with x > 5 and x <= 0 at once,
// which no compiled program does. CBMC and ESBMC give the variable one
// unknown value from its declaration on. Here every promotable scalar alloca
// is first initialised with `freeze undef` (one arbitrary but fixed value),
// tagged with metadata naming the variable, so that mem2reg forwards that one
// value to every read. The encoder turns each tagged freeze into a program
// input shown in the trace as "x (uninitialised)". Tags whose value no read
// uses are deleted after mem2reg, so initialised variables cost nothing.
//
// Aggregates and arrays that stay in memory need none of this: the memory
// model already gives an uninitialised object one unknown content.
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugProgramInstruction.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Metadata.h>
#include <llvm/Transforms/Utils/PromoteMemToReg.h>

#include <vector>

#include "frontend/Frontend.h"

namespace swarmbmc::frontend {
namespace {

/// The source-level name and declaration of the variable an alloca holds, from debug info.
struct Declaration {
  std::string name;
  llvm::DebugLoc location;
};

Declaration declaration_of(llvm::AllocaInst& alloca) {
  for (llvm::DbgVariableRecord* record : llvm::findDVRDeclares(&alloca))
    return {record->getVariable()->getName().str(), record->getDebugLoc()};
  for (llvm::DbgDeclareInst* declare : llvm::findDbgDeclares(&alloca))
    return {declare->getVariable()->getName().str(), declare->getDebugLoc()};
  return {alloca.hasName() ? alloca.getName().str() : "local variable", llvm::DebugLoc()};
}

bool is_scalar(const llvm::Type* type) { return type->isIntegerTy() || type->isPointerTy(); }

/// Where the variable's lifetimes start: its llvm.lifetime.start calls
/// (clang emits them where the declaration is, so a variable declared in a
/// loop body gets a new unknown value in every iteration, C11 6.2.4p6), or
/// the alloca itself when it has none (clang -O0, hand-written IR).
std::vector<llvm::Instruction*> lifetime_starts(llvm::AllocaInst& alloca) {
  std::vector<llvm::Instruction*> starts;
  for (llvm::User* user : alloca.users())
    if (auto* intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(user))
      if (intrinsic->getIntrinsicID() == llvm::Intrinsic::lifetime_start) starts.push_back(intrinsic);
  if (starts.empty()) starts.push_back(&alloca);
  return starts;
}

}  // namespace

void initialise_locals(llvm::Function& function) {
  if (function.isDeclaration()) return;
  std::vector<llvm::AllocaInst*> allocas;
  for (llvm::Instruction& inst : function.getEntryBlock())
    if (auto* alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst))
      if (is_scalar(alloca->getAllocatedType()) && llvm::isAllocaPromotable(alloca)) allocas.push_back(alloca);
  llvm::LLVMContext& context = function.getContext();
  for (llvm::AllocaInst* alloca : allocas) {
    const Declaration declaration = declaration_of(*alloca);
    for (llvm::Instruction* start : lifetime_starts(*alloca)) {
      llvm::IRBuilder<> builder(start->getNextNode());
      llvm::Value* unknown = builder.CreateFreeze(llvm::UndefValue::get(alloca->getAllocatedType()),
                                                  alloca->getName() + ".uninit");
      auto* freeze = llvm::cast<llvm::Instruction>(unknown);
      freeze->setMetadata(kUninitialisedMetadata,
                          llvm::MDNode::get(context, llvm::MDString::get(context, declaration.name)));
      freeze->setDebugLoc(declaration.location);
      builder.CreateStore(unknown, alloca);
    }
  }
}

std::string uninitialised_variable(const llvm::Instruction& tagged) {
  const llvm::MDNode* node = tagged.getMetadata(kUninitialisedMetadata);
  if (node && node->getNumOperands() == 1)
    if (const auto* text = llvm::dyn_cast<llvm::MDString>(node->getOperand(0))) return text->getString().str();
  return tagged.getName().str();  // a hand-written tag without a name
}

void remove_unused_initialisations(llvm::Function& function) {
  if (function.isDeclaration()) return;
  std::vector<llvm::Instruction*> unused;
  for (llvm::BasicBlock& block : function)
    for (llvm::Instruction& inst : block)
      if (inst.getMetadata(kUninitialisedMetadata) && inst.use_empty()) unused.push_back(&inst);
  for (llvm::Instruction* inst : unused) inst->eraseFromParent();
}

}  // namespace swarmbmc::frontend
