// Native replay of uninitialised values. A counterexample can depend on the
// value an uninitialised local happened to hold (`int x; if (x > 5) ...`).
// A C compiler gives no way to choose that value, so replay builds the
// program from the IR `check` verified instead of from the C source: the
// same frontend (clang, the C library models, preparation) puts the same
// tagged `freeze undef` where a local is read before it is written, and
// here each tag becomes a call into the replay runtime, which returns the
// trace's value for that variable in execution order.
#include "ReplayUninitialised.h"

#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include <stdexcept>
#include <vector>

#include "frontend/Frontend.h"

namespace swarmbmc::frontend {
namespace {

/// Replaces every tagged integer freeze by `(T) __swarmbmc_replay_uninitialised("x")`.
void feed_uninitialised_values(llvm::Module& module) {
  llvm::LLVMContext& context = module.getContext();
  llvm::Type* wide = llvm::Type::getInt64Ty(context);
  llvm::FunctionCallee take = module.getOrInsertFunction(
      kReplayUninitialisedFunction, llvm::FunctionType::get(wide, {llvm::PointerType::get(context, 0)}, false));
  std::vector<llvm::Instruction*> tagged;
  for (llvm::Function& function : module)
    for (llvm::BasicBlock& block : function)
      for (llvm::Instruction& inst : block)
        if (inst.getMetadata(frontend::kUninitialisedMetadata) && inst.getType()->isIntegerTy() &&
            inst.getType()->getIntegerBitWidth() <= 64)
          tagged.push_back(&inst);
  for (llvm::Instruction* freeze : tagged) {
    llvm::IRBuilder<> builder(freeze);
    llvm::Value* name = builder.CreateGlobalStringPtr(frontend::uninitialised_variable(*freeze));
    llvm::Value* value = builder.CreateCall(take, {name});
    freeze->replaceAllUsesWith(builder.CreateZExtOrTrunc(value, freeze->getType()));
    freeze->eraseFromParent();
  }
}

}  // namespace

void write_replay_ir_with_uninitialised_values(const std::vector<InputFile>& program,
                                               const std::vector<std::string>& include_dirs,
                                               const std::vector<std::string>& defines, bool ilp32,
                                               const std::string& output) {
  llvm::LLVMContext context;
  frontend::FrontendOptions options;
  options.include_dirs = include_dirs;
  options.defines = defines;
  options.ilp32 = ilp32;
  std::unique_ptr<llvm::Module> module = frontend::load_program(program, options, context);
  feed_uninitialised_values(*module);
  // A fuzz harness's driver reads the real stdin natively: the replay
  // runtime's __swarmbmc_fuzz_input, not the stdin model's.
  if (llvm::Function* fuzz_input = module->getFunction("__swarmbmc_fuzz_input")) fuzz_input->deleteBody();
  write_sanitizable_bitcode(*module, output);
}

void write_sanitizable_bitcode(llvm::Module& module, const std::string& path) {
  for (llvm::Function& function : module)
    if (!function.isDeclaration()) function.addFnAttr(llvm::Attribute::SanitizeAddress);
  std::error_code error;
  llvm::raw_fd_ostream out(path, error);
  if (error) throw std::runtime_error("cannot write '" + path + "': " + error.message());
  llvm::WriteBitcodeToFile(module, out);
}

}  // namespace swarmbmc::frontend
