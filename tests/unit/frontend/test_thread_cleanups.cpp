// thread_cleanups: clang's scope-exit blocks (a phi of constants tested by a
// switch) are copied per constant, each copy branching to the successor its
// constant selects; the result still verifies.
#include <catch2/catch.hpp>

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <memory>
#include <string>

#include "frontend/Frontend.h"
#include "FrontendTestUtil.h"

using swarmbmc::frontend::load_program;
using swarmbmc::frontend::thread_cleanups;

namespace {

using frontend_test::fixture;


/// Blocks whose switch or conditional branch tests a phi of the same block.
int dispatches_on_phi(const llvm::Function& function) {
  int count = 0;
  for (const llvm::BasicBlock& block : function) {
    const llvm::Instruction* terminator = block.getTerminator();
    const auto* branch = llvm::dyn_cast<llvm::BranchInst>(terminator);
    const bool tests = llvm::isa<llvm::SwitchInst>(terminator) || (branch != nullptr && branch->isConditional());
    // Operand 0 is the condition of both (through User: SwitchInst::getCondition
    // makes GCC 12 warn -Warray-bounds on LLVM's hung-off operands).
    const auto* phi = tests ? llvm::dyn_cast<llvm::PHINode>(terminator->getOperand(0)) : nullptr;
    count += phi != nullptr && phi->getParent() == &block ? 1 : 0;
  }
  return count;
}

int lifetime_ends(const llvm::Function& function) {
  int count = 0;
  for (const llvm::BasicBlock& block : function)
    for (const llvm::Instruction& inst : block)
      if (const auto* intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(&inst))
        count += intrinsic->getIntrinsicID() == llvm::Intrinsic::lifetime_end ? 1 : 0;
  return count;
}

const llvm::BasicBlock* block_named(const llvm::Function& function, const std::string& name) {
  for (const llvm::BasicBlock& block : function)
    if (block.getName() == name) return &block;
  return nullptr;
}

// What clang -O1 -disable-llvm-passes emits for `{ int v; use(&v); if (c) return x; r = x + 1; } return 2 * r;`, after mem2reg.
const char* kCleanup = R"(
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
declare void @use(ptr)

define i32 @f(i1 %c, i32 %x) {
entry:
  %v = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %v)
  call void @use(ptr %v)
  br i1 %c, label %early, label %late
early:
  br label %cleanup
late:
  %y = add i32 %x, 1
  br label %cleanup
cleanup:
  %dest = phi i32 [ 1, %early ], [ 0, %late ]
  %r = phi i32 [ %x, %early ], [ %y, %late ]
  call void @llvm.lifetime.end.p0(i64 4, ptr %v)
  switch i32 %dest, label %unreachable [
    i32 0, label %cont
    i32 1, label %return
  ]
cont:
  %z = mul i32 %r, 2
  br label %return
return:
  %result = phi i32 [ %r, %cleanup ], [ %z, %cont ]
  ret i32 %result
unreachable:
  unreachable
}
)";

}  // namespace

TEST_CASE("thread_cleanups copies a cleanup block per constant", "[frontend][thread_cleanups]") {
  llvm::LLVMContext context;
  auto module = frontend_test::parse_ir(kCleanup, context);
  REQUIRE(module);
  llvm::Function& f = *module->getFunction("f");
  REQUIRE(dispatches_on_phi(f) == 1);

  thread_cleanups(f);

  INFO([&] {
    std::string text;
    llvm::raw_string_ostream stream(text);
    f.print(stream);
    return text;
  }());
  CHECK(!llvm::verifyFunction(f, &llvm::errs()));
  CHECK(dispatches_on_phi(f) == 0);
  CHECK(block_named(f, "cleanup") == nullptr);
  CHECK(block_named(f, "unreachable") == nullptr);  // no edge selects the default any more
  CHECK(lifetime_ends(f) == 2);                       // one per path, each path still ends v's lifetime

  // early goes straight to return with x, late straight to cont with y.
  const llvm::BasicBlock* early = block_named(f, "early");
  const llvm::BasicBlock* late = block_named(f, "late");
  const llvm::BasicBlock* cont = block_named(f, "cont");
  const llvm::BasicBlock* ret = block_named(f, "return");
  REQUIRE((early && late && cont && ret));
  const llvm::BasicBlock* early_copy = early->getSingleSuccessor();
  const llvm::BasicBlock* late_copy = late->getSingleSuccessor();
  REQUIRE((early_copy && late_copy && early_copy != late_copy));
  CHECK(early_copy->getSingleSuccessor() == ret);
  CHECK(late_copy->getSingleSuccessor() == cont);
  const auto& result = llvm::cast<llvm::PHINode>(ret->front());
  CHECK(result.getIncomingValueForBlock(early_copy) == f.getArg(1));
  const auto& z = llvm::cast<llvm::BinaryOperator>(cont->front());
  CHECK(z.getOperand(0)->getName() == "y");
}

TEST_CASE("thread_cleanups leaves loop headers and blocks with other instructions", "[frontend][thread_cleanups]") {
  llvm::LLVMContext context;
  auto module = frontend_test::parse_ir(R"(
define void @header(i32 %n) {
entry:
  br label %head
head:
  %k = phi i32 [ 0, %entry ], [ 1, %body ]
  switch i32 %k, label %exit [ i32 0, label %body ]
body:
  br label %head
exit:
  ret void
}

define void @store(ptr %p, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %k = phi i1 [ true, %a ], [ false, %b ]
  store i32 1, ptr %p
  br i1 %k, label %yes, label %no
yes:
  ret void
no:
  ret void
}
)",
                      context);
  REQUIRE(module);
  for (const char* name : {"header", "store"}) {
    INFO("function " << name);
    llvm::Function& function = *module->getFunction(name);
    const size_t blocks = function.size();
    thread_cleanups(function);
    CHECK(function.size() == blocks);
    CHECK(dispatches_on_phi(function) == 1);
  }
}

TEST_CASE("a compiled C function with nested scope exits has no cleanup dispatch left", "[frontend][thread_cleanups]") {
  llvm::LLVMContext context;
  auto module = load_program(fixture("cleanups.c"), {}, context);  // prepare_module verifies the result
  REQUIRE(module);
  const llvm::Function& walk = *module->getFunction("walk");
  CHECK(dispatches_on_phi(walk) == 0);
  // a's and b's ends of lifetime are on every path out of their scopes: more than one copy each.
  CHECK(lifetime_ends(walk) > 2);
  for (const llvm::BasicBlock& block : walk) CHECK(!llvm::isa<llvm::SwitchInst>(block.getTerminator()));
}
