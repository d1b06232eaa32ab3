// promote_locals: mem2reg that keeps the locals whose lifetime can be observed.
//
// LLVM's PromotePass repeats mem2reg until nothing changes. After
// `int *q; { int l = 5; q = &l; } return *q;` is promoted once, q is a
// register holding &l, the load through it is a load of l, and a second
// round promotes l too: the read after l's llvm.lifetime.end becomes the
// value 5, and the dangling access (stack-use-after-scope under
// AddressSanitizer, a dead object for C11 6.2.4p2) is gone before the
// encoder sees it.
//
// Here a local whose address escapes at the start (stored, passed, cast)
// and whose lifetime clang marked (llvm.lifetime.*, a block-scope or
// function-scope variable) stays in memory, where the encoder checks every
// access against its liveness; every other local is promoted as PromotePass
// would. Locals without markers (clang -O0 output, hand-written IR) are
// promoted in every round as before: nothing marks their death in the
// middle of a function.
#include <llvm/Analysis/AssumptionCache.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/Transforms/Utils/PromoteMemToReg.h>

#include <set>
#include <vector>

#include "frontend/Frontend.h"

namespace swarmbmc::frontend {
namespace {

bool has_lifetime_markers(const llvm::AllocaInst& alloca) {
  for (const llvm::User* user : alloca.users())
    if (const auto* intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(user))
      if (intrinsic->isLifetimeStartOrEnd()) return true;
  return false;
}

/// The entry block's allocas that mem2reg can promote now, except `kept`.
std::vector<llvm::AllocaInst*> promotable_allocas(llvm::Function& function,
                                                  const std::set<const llvm::AllocaInst*>& kept) {
  std::vector<llvm::AllocaInst*> allocas;
  for (llvm::Instruction& inst : function.getEntryBlock())
    if (auto* alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst))
      if (!kept.count(alloca) && llvm::isAllocaPromotable(alloca)) allocas.push_back(alloca);
  return allocas;
}

}  // namespace

void promote_locals(llvm::Function& function) {
  if (function.isDeclaration()) return;
  std::set<const llvm::AllocaInst*> kept;
  for (llvm::Instruction& inst : function.getEntryBlock())
    if (auto* alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst))
      if (!llvm::isAllocaPromotable(alloca) && has_lifetime_markers(*alloca)) kept.insert(alloca);
  llvm::AssumptionCache assumptions(function);
  for (;;) {
    std::vector<llvm::AllocaInst*> allocas = promotable_allocas(function, kept);
    if (allocas.empty()) return;
    llvm::DominatorTree dominators(function);  // promotion keeps the CFG, but recompute: it is cheap
    llvm::PromoteMemToReg(allocas, dominators, &assumptions);
  }
}

}  // namespace swarmbmc::frontend
