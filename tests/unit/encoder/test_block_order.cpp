// BlockOrder: loop-contiguous reverse post-order. Each fixture is checked
// against the general invariants (computed independently with a fresh
// LoopInfo) and against a few specific expectations. The successor orders
// in the fixtures are chosen so that a plain reverse post-order would
// interleave a loop's blocks with blocks after the loop.
#include <catch2/catch.hpp>

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>

#include <set>
#include <string>
#include <vector>

#include "encoder/unroll/BlockOrder.h"
#include "EncoderTestUtil.h"

using swarmbmc::encoder::BlockOrder;

namespace {

const llvm::BasicBlock* block_named(const llvm::Function& function, const std::string& name) {
  for (const llvm::BasicBlock& block : function)
    if (block.getName() == name) return &block;
  FAIL("no block named " << name);
  return nullptr;
}

std::string order_text(const BlockOrder& order) {
  std::string text;
  for (const llvm::BasicBlock* block : order.blocks()) text += (text.empty() ? "" : " ") + block->getName().str();
  return text;
}

/// Blocks reachable from the entry, by a plain DFS.
std::set<const llvm::BasicBlock*> reachable_blocks(const llvm::Function& function) {
  std::set<const llvm::BasicBlock*> seen;
  std::vector<const llvm::BasicBlock*> work{&function.getEntryBlock()};
  while (!work.empty()) {
    const llvm::BasicBlock* block = work.back();
    work.pop_back();
    if (!seen.insert(block).second) continue;
    for (const llvm::BasicBlock* succ : llvm::successors(block)) work.push_back(succ);
  }
  return seen;
}

/// The documented invariants of BlockOrder, checked against an independent LoopInfo.
void check_invariants(llvm::Function& function, const BlockOrder& order) {
  INFO("function " << function.getName().str() << ", order: " << order_text(order));
  const auto& blocks = order.blocks();
  const std::set<const llvm::BasicBlock*> reachable = reachable_blocks(function);

  // Exactly the reachable blocks, each once, entry first; index_of agrees.
  REQUIRE(blocks.size() == reachable.size());
  REQUIRE(blocks.front() == &function.getEntryBlock());
  std::set<const llvm::BasicBlock*> listed(blocks.begin(), blocks.end());
  CHECK(listed == reachable);
  for (size_t i = 0; i < blocks.size(); ++i) CHECK(order.index_of(blocks[i]) == static_cast<int>(i));
  for (const llvm::BasicBlock& block : function)
    if (!reachable.count(&block)) CHECK(order.index_of(&block) == -1);

  llvm::DominatorTree dominators(function);
  llvm::LoopInfo loops(dominators);
  // Every loop: contiguous, header first, its single latch last.
  for (const llvm::Loop* loop : loops.getLoopsInPreorder()) {
    INFO("loop with header " << loop->getHeader()->getName().str());
    const llvm::BasicBlock* latch = loop->getLoopLatch();
    REQUIRE(latch != nullptr);  // fixture sanity: loop-simplify form
    REQUIRE(loop->isLoopSimplifyForm());
    int low = static_cast<int>(blocks.size()), high = -1;
    for (const llvm::BasicBlock* block : loop->blocks()) {
      const int index = order.index_of(block);
      REQUIRE(index >= 0);
      low = std::min(low, index);
      high = std::max(high, index);
    }
    CHECK(high - low + 1 == static_cast<int>(loop->getNumBlocks()));
    CHECK(blocks[low] == loop->getHeader());
    CHECK(blocks[high] == latch);
    const llvm::Loop* reported = order.loop_with_header(loop->getHeader());
    REQUIRE(reported != nullptr);
    CHECK(reported->getHeader() == loop->getHeader());
    CHECK(reported->getNumBlocks() == loop->getNumBlocks());
  }
  // Only headers have a loop; only latch -> header edges are back edges;
  // every other edge goes forward.
  for (const llvm::BasicBlock* from : blocks) {
    const llvm::Loop* own = loops.getLoopFor(from);
    if (!own || own->getHeader() != from) CHECK(order.loop_with_header(from) == nullptr);
    for (const llvm::BasicBlock* to : llvm::successors(from)) {
      INFO("edge " << from->getName().str() << " -> " << to->getName().str());
      const llvm::Loop* loop = loops.getLoopFor(to);
      const bool back = loop && loop->getHeader() == to && loop->getLoopLatch() == from;
      CHECK(order.is_back_edge(from, to) == back);
      if (!back) CHECK(order.index_of(from) < order.index_of(to));
    }
  }
}

// A loop with a break in its middle and a continue. `body` lists the
// in-loop successor first and `body2` lists the latch first, so a plain
// reverse post-order gives "... body exit body2 work latch".
const char* kBreakContinue = R"(
define void @f(i32 %n) {
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %c = icmp slt i32 %i, %n
  br i1 %c, label %body, label %exit
body:
  %stay = icmp ne i32 %i, 7
  br i1 %stay, label %body2, label %exit
body2:
  %continue = icmp eq i32 %i, 3
  br i1 %continue, label %latch, label %work
work:
  br label %latch
latch:
  %i.next = add i32 %i, 1
  br label %header
exit:
  ret void
dead:
  ret void
dead2:
  br label %dead
dead.loop:
  br label %dead.loop
}
)";

// Two nested loops; the inner one breaks out to the outer latch through
// its exit block, listed after the inner latch.
const char* kNested = R"(
define void @f(i32 %n) {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  %oc = icmp slt i32 %i, %n
  br i1 %oc, label %inner.pre, label %exit
inner.pre:
  br label %inner
inner:
  %j = phi i32 [ 0, %inner.pre ], [ %j.next, %inner.latch ]
  %ic = icmp slt i32 %j, %i
  br i1 %ic, label %inner.body, label %inner.exit
inner.body:
  %stay = icmp ne i32 %j, 5
  br i1 %stay, label %inner.latch, label %inner.exit
inner.latch:
  %j.next = add i32 %j, 1
  br label %inner
inner.exit:
  br label %outer.latch
outer.latch:
  %i.next = add i32 %i, 1
  br label %outer
exit:
  ret void
}
)";

// Three levels: a self-loop innermost, plus a sibling loop after the nest.
const char* kDeepAndSiblings = R"(
define void @f(i32 %n) {
entry:
  br label %l1
l1:
  %a = phi i32 [ 0, %entry ], [ %a.next, %l1.latch ]
  %c1 = icmp slt i32 %a, %n
  br i1 %c1, label %l2.pre, label %mid
l2.pre:
  br label %l2
l2:
  %b = phi i32 [ 0, %l2.pre ], [ %b.next, %l2.latch ]
  %c2 = icmp slt i32 %b, %n
  br i1 %c2, label %l3.pre, label %l1.latch
l3.pre:
  br label %l3
l3:
  %x = phi i32 [ 0, %l3.pre ], [ %x.next, %l3 ]
  %x.next = add i32 %x, 1
  %c3 = icmp slt i32 %x.next, %n
  br i1 %c3, label %l3, label %l2.latch
l2.latch:
  %b.next = add i32 %b, 1
  br label %l2
l1.latch:
  %a.next = add i32 %a, 1
  br label %l1
mid:
  br label %s
s:
  %y = phi i32 [ 0, %mid ], [ %y.next, %s.latch ]
  %cs = icmp slt i32 %y, %n
  br i1 %cs, label %s.latch, label %end
s.latch:
  %y.next = add i32 %y, 1
  br label %s
end:
  ret void
}
)";

}  // namespace

TEST_CASE("BlockOrder: loop with break and continue is contiguous, header first, latch last", "[blockorder]") {
  llvm::LLVMContext context;
  auto module = encoder_test::parse_ir(context, kBreakContinue);
  llvm::Function& f = *module->getFunction("f");
  BlockOrder order(f);
  check_invariants(f, order);

  INFO("order: " << order_text(order));
  const int header = order.index_of(block_named(f, "header"));
  const int latch = order.index_of(block_named(f, "latch"));
  const int exit = order.index_of(block_named(f, "exit"));
  CHECK(order.index_of(block_named(f, "entry")) == 0);
  CHECK(header == 1);
  CHECK(latch == 5);  // header body body2 work latch
  CHECK(exit == 6);
  CHECK(order.blocks().size() == 7u);
  CHECK(order.is_back_edge(block_named(f, "latch"), block_named(f, "header")));
  CHECK_FALSE(order.is_back_edge(block_named(f, "entry"), block_named(f, "header")));
  CHECK_FALSE(order.is_back_edge(block_named(f, "body2"), block_named(f, "latch")));
  CHECK(order.loop_with_header(block_named(f, "header")) != nullptr);
  CHECK(order.loop_with_header(block_named(f, "body")) == nullptr);
  CHECK(order.loop_with_header(block_named(f, "latch")) == nullptr);
}

TEST_CASE("BlockOrder: unreachable blocks are absent", "[blockorder]") {
  llvm::LLVMContext context;
  auto module = encoder_test::parse_ir(context, kBreakContinue);
  llvm::Function& f = *module->getFunction("f");
  BlockOrder order(f);
  for (const char* name : {"dead", "dead2", "dead.loop"}) {
    INFO(name);
    CHECK(order.index_of(block_named(f, name)) == -1);
    for (const llvm::BasicBlock* block : order.blocks()) CHECK(block->getName() != name);
  }
  CHECK(order.loop_with_header(block_named(f, "dead.loop")) == nullptr);
}

TEST_CASE("BlockOrder: nested loops nest contiguously", "[blockorder]") {
  llvm::LLVMContext context;
  auto module = encoder_test::parse_ir(context, kNested);
  llvm::Function& f = *module->getFunction("f");
  BlockOrder order(f);
  check_invariants(f, order);

  INFO("order: " << order_text(order));
  auto at = [&](const char* name) { return order.index_of(block_named(f, name)); };
  // outer: outer inner.pre [inner inner.body inner.latch] inner.exit outer.latch
  CHECK(at("entry") == 0);
  CHECK(at("outer") == 1);
  CHECK(at("inner.pre") == 2);
  CHECK(at("inner") == 3);
  CHECK(at("inner.body") == 4);
  CHECK(at("inner.latch") == 5);
  CHECK(at("inner.exit") == 6);
  CHECK(at("outer.latch") == 7);
  CHECK(at("exit") == 8);
  CHECK(order.is_back_edge(block_named(f, "inner.latch"), block_named(f, "inner")));
  CHECK(order.is_back_edge(block_named(f, "outer.latch"), block_named(f, "outer")));
  CHECK_FALSE(order.is_back_edge(block_named(f, "inner.pre"), block_named(f, "inner")));
  CHECK_FALSE(order.is_back_edge(block_named(f, "inner.exit"), block_named(f, "outer.latch")));
  CHECK_FALSE(order.is_back_edge(block_named(f, "inner.body"), block_named(f, "inner.exit")));
}

TEST_CASE("BlockOrder: three-level nest with a self-loop, then a sibling loop", "[blockorder]") {
  llvm::LLVMContext context;
  auto module = encoder_test::parse_ir(context, kDeepAndSiblings);
  llvm::Function& f = *module->getFunction("f");
  BlockOrder order(f);
  check_invariants(f, order);

  INFO("order: " << order_text(order));
  const llvm::BasicBlock* l3 = block_named(f, "l3");
  CHECK(order.is_back_edge(l3, l3));  // a self-loop is its own latch
  CHECK(order.loop_with_header(l3) != nullptr);
  CHECK(order.loop_with_header(l3)->getNumBlocks() == 1u);
  CHECK(order.loop_with_header(block_named(f, "l1"))->getNumBlocks() == 7u);
  // The whole nest precedes the sibling loop.
  CHECK(order.index_of(block_named(f, "l1.latch")) < order.index_of(block_named(f, "mid")));
  CHECK(order.index_of(block_named(f, "s.latch")) == static_cast<int>(order.blocks().size()) - 2);
  CHECK(order.blocks().back() == block_named(f, "end"));
}

TEST_CASE("BlockOrder: straight-line and diamond code follow the CFG", "[blockorder]") {
  llvm::LLVMContext context;
  auto module = encoder_test::parse_ir(context, R"(
define i32 @f(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %right, label %left
left:
  br label %join
right:
  %d = icmp eq i32 %x, 1
  br i1 %d, label %join, label %right2
right2:
  br label %join
join:
  %r = phi i32 [ 1, %left ], [ 2, %right ], [ 3, %right2 ]
  ret i32 %r
}
)");
  llvm::Function& f = *module->getFunction("f");
  BlockOrder order(f);
  check_invariants(f, order);
  CHECK(order.blocks().size() == 5u);
  CHECK(order.blocks().back() == block_named(f, "join"));
  for (const llvm::BasicBlock* block : order.blocks()) CHECK(order.loop_with_header(block) == nullptr);
}
