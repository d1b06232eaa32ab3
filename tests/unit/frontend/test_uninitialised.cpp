// initialise_locals / remove_unused_initialisations: a scalar local read
// before any write gets one tagged `freeze undef` that every read sees; one
// that is always written first gets none.
#include <catch2/catch.hpp>

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include "frontend/Frontend.h"

#include "FrontendTestUtil.h"

namespace {


std::vector<const llvm::Instruction*> tagged(const llvm::Function& function) {
  std::vector<const llvm::Instruction*> found;
  for (const llvm::BasicBlock& block : function)
    for (const llvm::Instruction& inst : block)
      if (inst.getMetadata(swarmbmc::frontend::kUninitialisedMetadata)) found.push_back(&inst);
  return found;
}

const char* kProgram = R"(
define i32 @reads_first() {
entry:
  %x = alloca i32
  %a = load i32, ptr %x
  %b = load i32, ptr %x
  %sum = add i32 %a, %b
  ret i32 %sum
}
define i32 @writes_first() {
entry:
  %y = alloca i32
  store i32 3, ptr %y
  %a = load i32, ptr %y
  ret i32 %a
}
)";

}  // namespace

TEST_CASE("a local read before it is written gets one unknown value for all its reads", "[frontend][uninitialised]") {
  llvm::LLVMContext context;
  auto module = frontend_test::parse_ir(kProgram, context);
  swarmbmc::frontend::prepare_module(*module);
  const llvm::Function& reads = *module->getFunction("reads_first");
  auto freezes = tagged(reads);
  REQUIRE(freezes.size() == 1);
  CHECK(llvm::isa<llvm::FreezeInst>(freezes[0]));
  // Both reads became the same value: %sum adds the freeze to itself.
  const llvm::Instruction* sum = nullptr;
  for (const llvm::Instruction& inst : reads.getEntryBlock())
    if (inst.getOpcode() == llvm::Instruction::Add) sum = &inst;
  REQUIRE(sum);
  CHECK(sum->getOperand(0) == freezes[0]);
  CHECK(sum->getOperand(1) == freezes[0]);
  const auto* name = llvm::dyn_cast<llvm::MDString>(
      freezes[0]->getMetadata(swarmbmc::frontend::kUninitialisedMetadata)->getOperand(0));
  REQUIRE(name);
  CHECK(name->getString() == "x");  // no debug info: the alloca's name
}

TEST_CASE("a local always written before it is read costs nothing", "[frontend][uninitialised]") {
  llvm::LLVMContext context;
  auto module = frontend_test::parse_ir(kProgram, context);
  swarmbmc::frontend::prepare_module(*module);
  CHECK(tagged(*module->getFunction("writes_first")).empty());
  // Preparing again (the swarm re-prepares sliced variants) adds nothing.
  swarmbmc::frontend::prepare_module(*module);
  CHECK(tagged(*module->getFunction("reads_first")).size() == 1);
}
