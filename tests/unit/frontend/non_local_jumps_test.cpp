// lower_non_local_jumps (through prepare_module): setjmp/longjmp become
// reducible control flow over the jump globals and the encoder's hooks.
#include <catch2/catch.hpp>

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <cstdio>
#include <fstream>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <unistd.h>

#include "frontend/Frontend.h"
#include "frontend/IrConventions.h"

#include "FrontendTestUtil.h"

using swarmbmc::frontend::load_program;
using swarmbmc::frontend::prepare_module;

namespace {

/// setjmp in a loop of main, a longjmp two calls down, and a call through a pointer.
const char* kJumpingModule = R"(
@env = internal global [200 x i8] zeroinitializer
@hook = internal global ptr @leaf

declare i32 @_setjmp(ptr)
declare void @longjmp(ptr, i32) noreturn

define internal void @leaf(i32 %n) {
entry:
  %c = icmp sgt i32 %n, 2
  br i1 %c, label %jump, label %done
jump:
  call void @longjmp(ptr @env, i32 %n)
  unreachable
done:
  ret void
}

define internal i32 @middle(i32 %n) {
entry:
  call void @leaf(i32 %n)
  %f = load ptr, ptr @hook
  call void %f(i32 %n)
  ret i32 %n
}

define i32 @main() {
entry:
  %i = alloca i32
  store i32 0, ptr %i
  br label %loop
loop:
  %v = load i32, ptr %i
  %r = call i32 @_setjmp(ptr @env)
  %again = icmp eq i32 %r, 0
  br i1 %again, label %body, label %out
body:
  %x = call i32 @middle(i32 %v)
  %next = add i32 %v, 1
  store i32 %next, ptr %i
  %more = icmp slt i32 %next, 5
  br i1 %more, label %loop, label %out
out:
  ret i32 %r
}
)";


std::set<std::string> callees(const llvm::Module& module) {
  std::set<std::string> names;
  for (const llvm::Function& function : module)
    for (const llvm::BasicBlock& block : function)
      for (const llvm::Instruction& inst : block)
        if (const auto* call = llvm::dyn_cast<llvm::CallInst>(&inst))
          if (const llvm::Function* callee = call->getCalledFunction()) names.insert(callee->getName().str());
  return names;
}

/// Reducible: every edge to a block on the depth-first stack goes to a block that dominates its source.
bool reducible(llvm::Function& function) {
  llvm::DominatorTree dominators(function);
  std::map<const llvm::BasicBlock*, int> state;  // 1 on the stack, 2 done
  bool ok = true;
  std::function<void(llvm::BasicBlock*)> visit = [&](llvm::BasicBlock* block) {
    state[block] = 1;
    for (llvm::BasicBlock* successor : llvm::successors(block)) {
      if (state[successor] == 1 && !dominators.dominates(successor, block)) ok = false;
      if (state[successor] == 0) visit(successor);
    }
    state[block] = 2;
  };
  visit(&function.getEntryBlock());
  return ok;
}

}  // namespace

TEST_CASE("setjmp and longjmp become reducible control flow over the encoder's hooks", "[frontend][setjmp]") {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module = frontend_test::parse_ir(kJumpingModule, context);
  prepare_module(*module);  // verifies the module
  const std::set<std::string> called = callees(*module);
  CHECK(!called.count("_setjmp"));
  CHECK(!called.count("longjmp"));
  CHECK(called.count(swarmbmc::frontend::kLongjmpCheckFunction));
  CHECK(called.count(swarmbmc::frontend::kLongjmpUnwindFunction));
  CHECK(module->getNamedGlobal("__swarmbmc_longjmp_pending") != nullptr);
  for (llvm::Function& function : *module)
    if (!function.isDeclaration()) {
      INFO("function " << function.getName().str());
      CHECK(reducible(function));
    }
  // main keeps its frame local (its address is what a jmp_buf holds); the
  // rest of its locals are promoted over the new edges.
  int allocas = 0;
  for (llvm::Instruction& inst : module->getFunction("main")->getEntryBlock())
    if (auto* alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst)) {
      ++allocas;
      CHECK(alloca->getName() == swarmbmc::frontend::kSetjmpFrameLocal);
    }
  CHECK(allocas == 1);
}

TEST_CASE("a module without setjmp or longjmp is left alone", "[frontend][setjmp]") {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module = frontend_test::parse_ir(R"(
declare void @g()
define i32 @main() {
entry:
  call void @g()
  ret i32 0
}
)",
                                               context);
  prepare_module(*module);
  CHECK(module->getNamedGlobal("__swarmbmc_longjmp_pending") == nullptr);
  CHECK(module->getFunction("main")->size() == 1);
}

TEST_CASE("a variable changed after setjmp gets an unknown value where a jump comes back", "[frontend][setjmp]") {
  char path[] = "/tmp/swarmbmc_setjmp_XXXXXX.c";
  const int fd = mkstemps(path, 2);
  REQUIRE(fd >= 0);
  close(fd);
  std::ofstream(path) << "#include <setjmp.h>\n"
                         "static jmp_buf env;\n"
                         "static void jump(void) { longjmp(env, 1); }\n"
                         "int main(void) {\n"
                         "  int kept = 1, changed = 0;\n"
                         "  volatile int counted = 0;\n"
                         "  if (setjmp(env) == 0) { changed = 7; counted = 7; jump(); }\n"
                         "  return kept + changed + counted;\n"
                         "}\n";
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module = load_program(path, {}, context);
  std::remove(path);
  REQUIRE(module);
  std::set<std::string> unknown;
  for (llvm::BasicBlock& block : *module->getFunction("main"))
    for (llvm::Instruction& inst : block)
      if (inst.getMetadata(swarmbmc::frontend::kUninitialisedMetadata))
        unknown.insert(swarmbmc::frontend::uninitialised_variable(inst));
  CHECK(unknown.count("changed after longjmp"));
  CHECK(!unknown.count("kept after longjmp"));     // stored only before the setjmp
  CHECK(!unknown.count("counted after longjmp"));  // volatile: stays in memory
}
