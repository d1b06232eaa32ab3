// prepare_module: mem2reg, loop-simplify and LCSSA ran (and nothing needed
// them to be checked against a module that already had their shape).
#include <catch2/catch.hpp>

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <string>

#include "frontend/Frontend.h"
#include "FrontendTestUtil.h"

using swarmbmc::frontend::load_program;
using swarmbmc::frontend::prepare_module;

namespace {

using frontend_test::fixture;

int count_allocas(const llvm::Function& function) {
  int allocas = 0;
  for (const llvm::BasicBlock& block : function) {
    for (const llvm::Instruction& instruction : block) {
      allocas += llvm::isa<llvm::AllocaInst>(instruction) ? 1 : 0;
    }
  }
  return allocas;
}

/// Loop shape of one function, as LoopInfo sees it.
struct LoopShape {
  int loops = 0;
  int with_preheader = 0;
  int with_single_latch = 0;
  int with_dedicated_exits = 0;
  int in_lcssa_form = 0;
};

LoopShape loop_shape(llvm::Function& function) {
  llvm::DominatorTree dominators(function);
  llvm::LoopInfo loops(dominators);
  LoopShape shape;
  for (llvm::Loop* loop : loops.getLoopsInPreorder()) {
    ++shape.loops;
    shape.with_preheader += loop->getLoopPreheader() != nullptr ? 1 : 0;
    shape.with_single_latch += loop->getLoopLatch() != nullptr ? 1 : 0;
    shape.with_dedicated_exits += loop->hasDedicatedExits() ? 1 : 0;
    shape.in_lcssa_form += loop->isLCSSAForm(dominators) ? 1 : 0;
  }
  return shape;
}

}  // namespace

TEST_CASE("prepare_module gives a badly shaped loop its canonical form", "[frontend][prepare]") {
  llvm::LLVMContext context;
  llvm::SMDiagnostic diagnostic;
  auto module = llvm::parseAssemblyFile(fixture("loop.ll"), diagnostic, context);
  REQUIRE(module);
  llvm::Function* count = module->getFunction("count");
  REQUIRE(count != nullptr);

  // The fixture really has the problems the passes fix.
  REQUIRE(count->hasFnAttribute(llvm::Attribute::OptimizeNone));
  REQUIRE(count_allocas(*count) == 2);
  const LoopShape before = loop_shape(*count);
  REQUIRE(before.loops == 1);
  REQUIRE(before.with_preheader == 0);
  REQUIRE(before.with_single_latch == 0);

  prepare_module(*module);

  CHECK(!count->hasFnAttribute(llvm::Attribute::OptimizeNone));
  CHECK(count->hasFnAttribute(llvm::Attribute::NoInline));  // untouched
  CHECK(count_allocas(*count) == 0);                          // mem2reg
  const LoopShape after = loop_shape(*count);
  CHECK(after.loops == 1);
  CHECK(after.with_preheader == 1);        // loop-simplify
  CHECK(after.with_single_latch == 1);     // loop-simplify
  CHECK(after.with_dedicated_exits == 1);  // loop-simplify
  CHECK(after.in_lcssa_form == 1);         // LCSSA
  // The exit's use of the loop's sum now goes through an LCSSA phi.
  bool exit_has_phi = false;
  for (llvm::BasicBlock& block : *count) {
    if (llvm::isa<llvm::ReturnInst>(block.getTerminator())) {
      exit_has_phi = llvm::isa<llvm::PHINode>(block.front());
    }
  }
  CHECK(exit_has_phi);
}

TEST_CASE("a compiled C function has no scalar allocas and a canonical loop", "[frontend][prepare]") {
  llvm::LLVMContext context;
  auto module = load_program(fixture("simple.c"), {}, context);
  REQUIRE(module);
  for (const char* name : {"sum_to", "main"}) {
    llvm::Function* function = module->getFunction(name);
    REQUIRE(function != nullptr);
    INFO("function " << name);
    CHECK(count_allocas(*function) == 0);
  }
  const LoopShape shape = loop_shape(*module->getFunction("sum_to"));
  CHECK(shape.loops == 1);
  CHECK(shape.with_preheader == 1);
  CHECK(shape.with_single_latch == 1);
  CHECK(shape.in_lcssa_form == 1);
}

TEST_CASE("prepare_module keeps an out-of-bounds access to a local array", "[frontend][prepare]") {
  // SROA would delete this store (constant index past the end); mem2reg must not.
  llvm::LLVMContext context;
  llvm::SMDiagnostic diagnostic;
  auto module = llvm::parseAssemblyString(R"(
define i32 @main() {
entry:
  %a = alloca [2 x i32], align 4
  %p = getelementptr inbounds [2 x i32], ptr %a, i64 0, i64 5
  store i32 1, ptr %p, align 4
  ret i32 0
}
)",
                                          diagnostic, context);
  REQUIRE(module);
  prepare_module(*module);
  llvm::Function* main_function = module->getFunction("main");
  CHECK(count_allocas(*main_function) == 1);
  bool has_store = false;
  for (llvm::Instruction& instruction : main_function->getEntryBlock()) {
    has_store = has_store || llvm::isa<llvm::StoreInst>(instruction);
  }
  CHECK(has_store);
}
