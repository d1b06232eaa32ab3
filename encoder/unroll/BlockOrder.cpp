// Builds the order region by region: inside a loop (or the whole function),
// inner loops are collapsed into single nodes, the collapsed graph minus
// back edges is acyclic for reducible control flow, and its reverse
// post-order from the region's header is a topological order. Each inner
// loop node is then expanded recursively in place.
#include "BlockOrder.h"

#include <llvm/IR/CFG.h>
#include <llvm/IR/Function.h>

#include <functional>
#include <set>

namespace swarmbmc::encoder {

BlockOrder::BlockOrder(const llvm::Function& function)
    : dominators_(const_cast<llvm::Function&>(function)), loops_(dominators_) {
  append_region(nullptr, &function.getEntryBlock());
  for (size_t i = 0; i < blocks_.size(); ++i) index_[blocks_[i]] = static_cast<int>(i);
}

void BlockOrder::append_region(const llvm::Loop* region, const llvm::BasicBlock* header) {
  // A node of the collapsed region graph: a block directly in the region, or
  // the header of an immediate sub-loop standing for the whole sub-loop.
  auto node_of = [&](const llvm::BasicBlock* block) -> const llvm::BasicBlock* {
    const llvm::Loop* loop = loops_.getLoopFor(block);
    if (region && !region->contains(block)) return nullptr;  // leaves the region
    if (loop == region) return block;
    while (loop && loop->getParentLoop() != region) loop = loop->getParentLoop();
    return loop ? loop->getHeader() : block;
  };
  auto successors_of = [&](const llvm::BasicBlock* node) {
    std::vector<const llvm::BasicBlock*> result;
    const llvm::Loop* sub = loops_.getLoopFor(node);
    const bool is_sub_loop = sub != region && sub && sub->getHeader() == node;
    std::vector<const llvm::BasicBlock*> members;
    if (is_sub_loop) {
      while (sub->getParentLoop() != region) sub = sub->getParentLoop();
      members.assign(sub->block_begin(), sub->block_end());
    } else {
      members.push_back(node);
    }
    for (const llvm::BasicBlock* member : members)
      for (const llvm::BasicBlock* succ : llvm::successors(member)) {
        const llvm::BasicBlock* target = node_of(succ);
        if (!target || target == header || target == node) continue;  // exit or back edge
        result.push_back(target);
      }
    return result;
  };

  std::vector<const llvm::BasicBlock*> post_order;
  std::set<const llvm::BasicBlock*> visited;
  // Iterative DFS (functions can have thousands of blocks).
  std::vector<std::pair<const llvm::BasicBlock*, std::vector<const llvm::BasicBlock*>>> stack;
  visited.insert(header);
  stack.push_back({header, successors_of(header)});
  while (!stack.empty()) {
    auto& [node, pending] = stack.back();
    if (pending.empty()) {
      post_order.push_back(node);
      stack.pop_back();
      continue;
    }
    const llvm::BasicBlock* next = pending.front();
    pending.erase(pending.begin());
    if (visited.insert(next).second) stack.push_back({next, successors_of(next)});
  }
  for (auto it = post_order.rbegin(); it != post_order.rend(); ++it) {
    const llvm::BasicBlock* node = *it;
    const llvm::Loop* loop = loops_.getLoopFor(node);
    if (loop && loop != region && loop->getHeader() == node) {
      while (loop->getParentLoop() != region) loop = loop->getParentLoop();
      append_region(loop, node);
    } else {
      blocks_.push_back(node);
    }
  }
}

int BlockOrder::index_of(const llvm::BasicBlock* block) const {
  auto it = index_.find(block);
  return it == index_.end() ? -1 : it->second;
}

const llvm::Loop* BlockOrder::loop_with_header(const llvm::BasicBlock* block) const {
  const llvm::Loop* loop = loops_.getLoopFor(block);
  return loop && loop->getHeader() == block ? loop : nullptr;
}

bool BlockOrder::is_back_edge(const llvm::BasicBlock* from, const llvm::BasicBlock* to) const {
  const llvm::Loop* loop = loop_with_header(to);
  return loop && loop->contains(from);
}

}  // namespace swarmbmc::encoder
