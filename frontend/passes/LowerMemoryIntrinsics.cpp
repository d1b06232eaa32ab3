// lower_symbolic_memory_intrinsics: llvm.memcpy / llvm.memmove / llvm.memset
// calls whose length is not a constant become calls of the C functions
// memcpy / memmove / memset, whose models (libc/models/string.c) are then
// linked: a byte loop the unroller unwinds like any loop. Constant lengths
// stay intrinsics, which the encoder copies directly (word-level, no loop).
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

#include "frontend/Frontend.h"

namespace swarmbmc::frontend {

void lower_symbolic_memory_intrinsics(llvm::Module& program) {
  std::vector<llvm::MemIntrinsic*> symbolic;
  for (llvm::Function& function : program)
    for (llvm::BasicBlock& block : function)
      for (llvm::Instruction& inst : block)
        if (auto* intrinsic = llvm::dyn_cast<llvm::MemIntrinsic>(&inst))
          if (!llvm::isa<llvm::ConstantInt>(intrinsic->getLength())) symbolic.push_back(intrinsic);
  llvm::LLVMContext& context = program.getContext();
  llvm::Type* pointer = llvm::PointerType::get(context, 0);
  llvm::Type* size = program.getDataLayout().getIntPtrType(context);  // size_t: 32 bits under ILP32
  for (llvm::MemIntrinsic* intrinsic : symbolic) {
    llvm::IRBuilder<> builder(intrinsic);
    llvm::Value* length = builder.CreateZExtOrTrunc(intrinsic->getLength(), size);
    llvm::CallInst* call = nullptr;
    if (auto* set = llvm::dyn_cast<llvm::MemSetInst>(intrinsic)) {
      llvm::FunctionCallee memset = program.getOrInsertFunction(
          "memset", llvm::FunctionType::get(pointer, {pointer, builder.getInt32Ty(), size}, false));
      llvm::Value* byte = builder.CreateZExt(set->getValue(), builder.getInt32Ty());
      call = builder.CreateCall(memset, {set->getDest(), byte, length});
    } else {
      const char* name = llvm::isa<llvm::MemMoveInst>(intrinsic) ? "memmove" : "memcpy";
      llvm::FunctionCallee copy =
          program.getOrInsertFunction(name, llvm::FunctionType::get(pointer, {pointer, pointer, size}, false));
      auto* transfer = llvm::cast<llvm::MemTransferInst>(intrinsic);
      call = builder.CreateCall(copy, {transfer->getDest(), transfer->getSource(), length});
    }
    call->setDebugLoc(intrinsic->getDebugLoc());
    intrinsic->eraseFromParent();
  }
}

}  // namespace swarmbmc::frontend
