#include "FuzzHarness.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Module.h>

#include "Frontend.h"

namespace swarmbmc::frontend {

namespace {

/// The model that reads stdin into an object of exactly its length (libc/models/stdio/io.c).
constexpr const char* kFuzzInputFunction = "__swarmbmc_fuzz_input";

const llvm::Function* defined(const llvm::Module& module, const char* name) {
  const llvm::Function* function = module.getFunction(name);
  return function && !function->isDeclaration() ? function : nullptr;
}

/// The harness, checked to take what libFuzzer passes: a pointer and an integer size.
llvm::Function& harness_of(llvm::Module& module) {
  llvm::Function* harness = module.getFunction(kFuzzHarnessFunction);
  llvm::FunctionType* type = harness->getFunctionType();
  if (type->getNumParams() != 2 || !type->getParamType(0)->isPointerTy() || !type->getParamType(1)->isIntegerTy())
    throw InputError(std::string(kFuzzHarnessFunction) +
                     " does not take (const uint8_t *data, size_t size), which libFuzzer passes");
  return *harness;
}

/// LLVMFuzzerInitialize(&argc, &argv), when the program defines it.
void call_initialize(llvm::IRBuilder<>& builder, llvm::Module& module, llvm::Function& driver) {
  llvm::Function* initialize = module.getFunction(kFuzzInitializeFunction);
  if (driver.arg_size() != 2) return;  // the program defines no LLVMFuzzerInitialize
  if (initialize->getFunctionType()->getNumParams() != 2)
    throw InputError(std::string(kFuzzInitializeFunction) + " does not take (int *argc, char ***argv)");
  llvm::Value* argc = builder.CreateAlloca(driver.getArg(0)->getType(), nullptr, "argc.addr");
  llvm::Value* argv = builder.CreateAlloca(driver.getArg(1)->getType(), nullptr, "argv.addr");
  builder.CreateStore(driver.getArg(0), argc);
  builder.CreateStore(driver.getArg(1), argv);
  builder.CreateCall(initialize, {argc, argv});
}

}  // namespace

bool defines_fuzz_harness(const llvm::Module& module) { return defined(module, kFuzzHarnessFunction) != nullptr; }

void add_fuzz_driver(llvm::Module& module, const std::string& driver_name) {
  llvm::LLVMContext& context = module.getContext();
  llvm::Function& harness = harness_of(module);
  llvm::Type* int_type = llvm::Type::getInt32Ty(context);
  llvm::Type* pointer = llvm::PointerType::getUnqual(context);
  llvm::Type* size_type = module.getDataLayout().getIntPtrType(context);
  // main(argc, argv) only for LLVMFuzzerInitialize: the command line is
  // otherwise no input of the harness, and would only add inputs to traces.
  const bool initializes = defined(module, kFuzzInitializeFunction) != nullptr;
  auto* driver_type = initializes ? llvm::FunctionType::get(int_type, {int_type, pointer}, false)
                                  : llvm::FunctionType::get(int_type, false);
  llvm::Function* driver =
      llvm::Function::Create(driver_type, llvm::GlobalValue::ExternalLinkage, driver_name, module);
  if (initializes) {
    driver->getArg(0)->setName("argc");
    driver->getArg(1)->setName("argv");
  }
  llvm::IRBuilder<> builder(llvm::BasicBlock::Create(context, "entry", driver));
  call_initialize(builder, module, *driver);
  llvm::Value* data_slot = builder.CreateAlloca(pointer, nullptr, "data.addr");
  llvm::FunctionCallee read_input =
      module.getOrInsertFunction(kFuzzInputFunction, llvm::FunctionType::get(size_type, {pointer}, false));
  llvm::Value* size = builder.CreateCall(read_input, {data_slot}, "size");
  llvm::Value* data = builder.CreateLoad(pointer, data_slot, "data");
  llvm::Type* harness_size = harness.getFunctionType()->getParamType(1);
  builder.CreateCall(&harness, {data, builder.CreateZExtOrTrunc(size, harness_size)});
  builder.CreateRet(llvm::ConstantInt::get(int_type, 0));
}

}  // namespace swarmbmc::frontend
