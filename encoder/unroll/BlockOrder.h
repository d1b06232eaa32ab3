// BlockOrder: a loop-contiguous reverse post-order of a function's blocks.
//
// The unroller walks this order once per inlined call. Every natural loop's
// blocks are consecutive, header first and (after loop-simplify) its single
// latch last, so a back edge can re-enter the header and re-walk exactly
// the loop body, while exit edges always point forward, to blocks after
// the loop. Blocks unreachable from the entry are left out.
#pragma once

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Dominators.h>

#include <memory>
#include <unordered_map>
#include <vector>

namespace llvm {
class BasicBlock;
class Function;
}  // namespace llvm

namespace swarmbmc::encoder {

class BlockOrder {
 public:
  explicit BlockOrder(const llvm::Function& function);

  const std::vector<const llvm::BasicBlock*>& blocks() const { return blocks_; }
  /// Position of `block` in blocks(), or -1 when unreachable.
  int index_of(const llvm::BasicBlock* block) const;
  /// The loop whose header is `block`, if any.
  const llvm::Loop* loop_with_header(const llvm::BasicBlock* block) const;
  /// True when `from -> to` is a back edge of a natural loop (to is its header).
  bool is_back_edge(const llvm::BasicBlock* from, const llvm::BasicBlock* to) const;

 private:
  void append_region(const llvm::Loop* loop, const llvm::BasicBlock* header);

  llvm::DominatorTree dominators_;
  llvm::LoopInfo loops_;
  std::vector<const llvm::BasicBlock*> blocks_;
  std::unordered_map<const llvm::BasicBlock*, int> index_;
};

}  // namespace swarmbmc::encoder
