// LoopEffects: what one loop of the entry function may change, for the
// inductive step of k-induction (KInduction.h), which starts the loop from
// an arbitrary state: everything the loop may modify is havocked at its
// header (given fresh, unconstrained values) and everything else keeps the
// value the code before the loop gave it.
//
// The may-modify set is computed syntactically and errs towards havocking
// more: the header's phis (the loop's SSA variables), and every stack slot
// of the entry function and global the loop's stores, memset/memcpy and
// atomics write, in the loop's blocks and in every function it calls,
// transitively. A write whose target the analysis cannot name (through a
// pointer loaded from memory or passed as an argument, a function pointer,
// an unmodelled function) makes it havoc every object instead.
//
// A havocked state is only more general than the real one when it needs no
// pointers: a fresh value for a pointer, or for memory holding one, need
// not stand for the object and offset the real pointer has. And objects
// the loop creates (heap blocks, stack slots per pass) or exit handlers it
// registers would be missing from a state that starts at the header. So a
// loop is not eligible when its phis or what it may modify hold pointers,
// when it allocates or frees memory or registers exit handlers, and, when
// it havocs every object, when any object could hold a pointer (main's
// argv, the heap, results of unmodelled functions); the reason says which.
#pragma once

#include <string>
#include <vector>

namespace llvm {
class BasicBlock;
class Loop;
class Value;
}  // namespace llvm

namespace swarmbmc::encoder {

struct LoopEffects {
  /// Empty when the loop can be the subject of an inductive step; else why not.
  std::string not_eligible;
  /// Allocas of the entry function and globals the loop may write.
  std::vector<const llvm::Value*> written;
  /// A write the analysis cannot name: every object is havocked (`written` lists the named ones too).
  bool havoc_everything = false;
  /// Allocas whose lifetime the loop starts or ends (their liveness at the header is havocked too).
  std::vector<const llvm::Value*> lifetimes;
};

/// The effects of `loop`, a top-level loop of the entry function.
LoopEffects loop_effects(const llvm::Loop& loop);

}  // namespace swarmbmc::encoder
