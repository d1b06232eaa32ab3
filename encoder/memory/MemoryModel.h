// MemoryModel: the objects of one unrolling and every access to them.
//
// It owns the object table (globals, stack slots, heap blocks, functions'
// addresses), which objects keep their contents as cells (CellMemory.h),
// and the rules of an access: a load or store is checked for null, bounds,
// liveness and writability, then reads or writes each object the pointer
// may point to; free checks that it gets the start of a live heap block;
// at the program's end the leak and cleanup checks look at what is left.
// It also merges two path states where paths join, since how contents
// merge depends on their form.
//
// Why the boundary is here: everything above hands it SymValues and asks
// for SymValues, so it never evaluates an LLVM value or knows a frame; the
// calls that read their arguments (malloc, memcpy, llvm.lifetime.*) are
// calls/'s, the alloca and the globals' initialisers instructions/' and
// unroll/'s. What it records goes through Records.
#pragma once

#include <llvm/IR/DataLayout.h>
#include <llvm/IR/GlobalValue.h>

#include <functional>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "PathState.h"
#include "encoder/formula/Records.h"

namespace llvm {
class AllocaInst;
class CallBase;
class Function;
class GlobalValue;
class GlobalVariable;
class Instruction;
class Module;
class Type;
}  // namespace llvm

namespace swarmbmc::encoder {

/// memcpy, memmove, memset and by-value arguments copy at most this many bytes.
constexpr uint64_t kMaxMemoryIntrinsicBytes = 1u << 20;

/// Whether a value of `type` can contain a pointer.
bool type_holds_pointers(const llvm::Type* type);
/// clang's unnamed constants: string literals and the initialisers of
/// locals (`@__const.main.u`), which it copies with llvm.memcpy.
bool is_copy_source(const llvm::GlobalVariable& global);

class MemoryModel {
 public:
  MemoryModel(const llvm::Module& module, TermManager& tm, Records& records, const CheckSelection& checks,
              bool malloc_may_fail);

  const ObjectTable& objects() const { return objects_; }
  const PointerLayout& pointers() const { return pointers_; }

  // --- Objects (Access.cpp) ----------------------------------------------------
  unsigned new_object(PathState& state, MemoryObject object, Contents contents);
  /// A fresh object of `size` bytes with nondeterministic contents.
  SymValue fresh_object(const std::string& name, Term size, Storage storage, PathState& state, bool untracked = false);
  /// NULL or a fresh object (__VERIFIER_nondet_pointer, unknown functions
  /// returning pointers); nullopt when replay ends the path.
  std::optional<SymValue> nondet_pointer(const std::string& name, const llvm::Instruction& inst, PathState& state);
  /// The stack slot of an alloca of `count` elements: its object id
  /// (uninitialised bytes; the caller's frame ends its lifetime).
  unsigned allocate(const llvm::AllocaInst& alloca, Term count, PathState& state);
  /// An object for every global of the module, contents still unset (the
  /// initialisers may point to any global): the globals with their ids.
  std::vector<std::pair<const llvm::GlobalVariable*, unsigned>> create_global_objects(PathState& state);
  /// The address of a global or a function (a function's object is made at its first use).
  SymValue address_of(const llvm::GlobalValue& global);
  unsigned global_id(const llvm::GlobalValue& global) const { return global_objects_.at(&global); }
  /// The function whose address object `id` is; null for other objects.
  const llvm::Function* function_at(unsigned id) const;
  /// A value of `type` made of fresh variables named after `name`.
  SymValue fresh_value(const llvm::Type* type, const std::string& name);
  /// The zero value of `type` (null pointers).
  SymValue zero_value(const llvm::Type* type);
  /// Overwrites the objects `pointer` may point to with fresh contents.
  void havoc_pointee(const SymValue& pointer, const std::string& name, PathState& state);

  // --- Accesses (Access.cpp) -----------------------------------------------------
  /// Checks a dereference of `bytes` bytes and returns the candidate objects.
  std::vector<unsigned> check_access(const SymValue& pointer, unsigned bytes, const char* action,
                                     const llvm::Instruction& inst, PathState& state);
  /// [read-only]: none of the `candidates` a write through `pointer` reaches is a constant global.
  void check_writable(const SymValue& pointer, const std::vector<unsigned>& candidates, const char* action,
                      const llvm::Instruction& inst, PathState& state);
  SymValue load(const SymValue& pointer, const llvm::Type* type, const llvm::Instruction& inst, PathState& state);
  void store(const SymValue& pointer, const SymValue& value, const llvm::Type* type, const llvm::Instruction& inst,
             PathState& state);
  SymValue read_value(const Contents& contents, Term offset, const llvm::Type* type);
  Contents write_value(const Contents& contents, Term offset, const SymValue& value, const llvm::Type* type);
  /// write_value on a byte array (objects being built: argv, variadic areas).
  Term write_value(Term contents, Term offset, const SymValue& value, const llvm::Type* type) {
    return write_value(Contents(contents), offset, value, type).array();
  }
  /// The pointer as an integer of the data model's width (ptrtoint, a
  /// pointer stored to memory); where it does not fit (ILP32: object id
  /// or offset too large) the executing path is cut as unsupported.
  Term pointer_word(const SymValue& pointer);
  /// The `bytes` bytes at `source`, checked like a load (`action` names it).
  std::vector<Term> load_bytes(const SymValue& source, unsigned bytes, const std::string& action,
                               const llvm::Instruction& inst, PathState& state);
  /// `data` written at `destination`, checked like a store (memcpy, memmove, memset: `function`).
  void store_bytes(const SymValue& destination, const std::vector<Term>& data, const std::string& function,
                   const llvm::Instruction& inst, PathState& state);
  /// --memcpy-overlap-check: memcpy's ranges must not overlap.
  void check_overlap(const SymValue& destination, const SymValue& source, Term length, const llvm::Instruction& inst,
                     PathState& state);
  /// A `byval` argument: the callee gets a pointer to a fresh copy of the
  /// caller's object, so its writes do not reach the caller (C passes
  /// structs by value).
  SymValue byval_copy(const SymValue& source, const llvm::Type* type, const std::string& name,
                      const llvm::Instruction& call, PathState& state);
  /// Called at each load with its candidate objects, before they are read
  /// (unroll/Entry.cpp: a read of argv's terminators is an input bound).
  std::function<void(const SymValue& pointer, const std::vector<unsigned>& candidates, unsigned bytes,
                     const llvm::Instruction& inst, const PathState& state)>
      on_load;

  // --- Cells (Access.cpp) ---------------------------------------------------------
  /// Puts object `id`'s contents on this path into the cell form when the
  /// object qualifies (CellMemory.h); the cell width is chosen once per
  /// object, at its first typed access of `access_bytes` bytes (0: an
  /// untyped access such as memcpy, which chooses nothing). Objects that
  /// hold pointers (by their type, or once a pointer is loaded or stored)
  /// keep the byte form: a pointer word split into cells and merged loses
  /// the byte structure that lets its object id and offset fold (the tree
  /// of heap_bst_pass: 5 k terms as bytes, 97 k as 4-byte cells).
  void use_cells(unsigned id, Contents& contents, unsigned access_bytes);
  /// Whether object `id` is to be kept in the byte form (merges convert cells back).
  bool bytes_only(unsigned id) const { return id < cell_choice_.size() && cell_choice_[id].width == kNoCells; }
  /// The cell width `type` suggests: the largest power of two (at most 16)
  /// dividing the store sizes of its scalar parts.
  unsigned cell_width_hint(const llvm::Type* type) const;

  // --- The heap and lifetimes (Heap.cpp) ------------------------------------------
  /// A new heap object of `size` bytes (NULL instead, nondeterministically,
  /// with --malloc-may-fail); nullopt when replay ends the path.
  std::optional<SymValue> allocate_heap(const llvm::CallBase& call, const std::string& function, Term size,
                                        Term contents, PathState& state);
  /// Checks and performs free(pointer): invalid free, double free.
  void free_pointer(const SymValue& pointer, const std::string& function, const llvm::Instruction& inst,
                    PathState& state);
  /// realloc(old, size) at `call`.
  SymValue reallocate(const llvm::CallBase& call, const SymValue& old, Term size, PathState& state);
  /// Use-after-free and dead-object checks of an access to `candidates`.
  void check_alive(const SymValue& pointer, const std::vector<unsigned>& candidates, const char* action,
                   const llvm::Instruction& inst, PathState& state);
  /// The objects `ids` end their lifetime on this path (a returning frame's locals).
  void end_lifetimes(const std::vector<unsigned>& ids, PathState& state);
  /// llvm.lifetime.start / llvm.lifetime.end on the stack object behind `pointer`.
  void set_lifetime(const SymValue& pointer, bool alive, PathState& state);
  /// --memory-leak-check and --memory-cleanup-check at the end of the program.
  void check_memory_at_exit(const PathState& state, const llvm::Instruction& at, bool leaks = true);

  // --- Where paths join (Merges.cpp) -----------------------------------------------
  /// Merges `other` into `into`: memory as ite on meeting()'s pick_other,
  /// which it returns (for the values the caller merges).
  Term merge_into(PathState& into, const PathState& other);
  /// ite(c, t, e) of two values of the same shape; a pointer names each object once.
  SymValue merge_value(Term c, const SymValue& t, const SymValue& e);

 private:
  /// Where two paths join: `pick_other` holds on the joined paths that came
  /// the other way, `joined_guard` is the disjunction of both guards.
  struct Meeting {
    Term pick_other;
    Term joined_guard;
  };
  /// How many conjunctions meeting() splits at most before it gives up on a shared part.
  static constexpr size_t kMeetingSplits = 64;
  /// The guards C & A and C & B meet as C & (A | B), and B alone tells the
  /// paths apart there: every later use of the joined state is under C, so
  /// the ites of the merge need not repeat it. Why: a merged value whose
  /// condition repeats the whole path condition, ite(C & B, x, y), says
  /// nothing about x or y without C, which is what interval analysis
  /// (terms/Intervals.h) needs to bound x + 1 in succ(x) = x + 1 == 16 ? 0
  /// : x + 1; and shorter conditions are smaller circuits.
  Meeting meeting(Term into_guard, Term other_guard);
  /// Per heap object in `heap`: whether it is reachable from the globals
  /// through pointers stored in memory at exit. `blocked` becomes true on
  /// paths where a reachable object could not be scanned for pointers.
  std::vector<Term> heap_reachability(const PathState& state, const std::vector<unsigned>& heap, Term& blocked);

  /// Per object id: its cell width (CellMemory.h), 0 while undecided,
  /// kNoCells for objects kept in the byte form; and how many of its
  /// accesses in the cell form had a symbolic offset.
  struct CellChoice {
    unsigned width = 0;
    uint64_t symbolic_reads = 0;
    uint64_t symbolic_writes = 0;
  };
  static constexpr unsigned kNoCells = ~0u;
  /// An object whose symbolic-offset writes outnumber its symbolic-offset
  /// reads by this many goes back to the byte form for good: a cell write
  /// costs one ite per cell, a byte-form write one store, and the byte
  /// form's cost per read only matters when there are reads.
  static constexpr uint64_t kMaxUnreadCellWrites = 64;
  CellChoice& cell_choice(unsigned id);
  /// Counts an access to object `id` at `offset` (after use_cells); a
  /// write may move the object back to the byte form (kMaxUnreadCellWrites).
  void count_cell_access(unsigned id, Term offset, bool write, PathState& state);

  const llvm::Module& module_;
  const llvm::DataLayout& layout_;
  const PointerLayout pointers_;  ///< pointers as integers: 32 or 64 bits (the data model)
  TermManager& tm_;
  Records& records_;
  Formula& formula_;  ///< records_'s
  const CheckSelection& checks_;
  const bool malloc_may_fail_;
  ObjectTable objects_;
  std::unordered_map<const llvm::Value*, unsigned> global_objects_;  ///< globals and functions
  std::unordered_map<unsigned, const llvm::Function*> function_objects_;
  std::vector<CellChoice> cell_choice_;
};

}  // namespace swarmbmc::encoder
