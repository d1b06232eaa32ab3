// The heap and object lifetimes.
//
// Every object has a liveness bit per path (PathState::alive), merged at
// joins like its contents: one boolean per object, not per byte. malloc and
// its relatives make a new object per call site per unwinding (the unroller
// executes each call once per path it is reached on); free clears the bit;
// a function's locals lose theirs when it returns. Every access checks the
// bit of each object it may touch: a freed heap object is a use after
// free, a dead local a dead-object access (CBMC's "dead object"). free
// itself checks that it gets NULL or the start of a live heap object.
//
// At the end of the program (main returns, exit) --memory-cleanup-check
// reports every heap object still alive, and --memory-leak-check every one
// that is alive and no longer reachable: reachability follows the pointers
// stored in memory, from the globals, through live heap objects, at
// offsets aligned to the pointer size (where C compilers put pointers: 8
// bytes for LP64, 4 for ILP32).
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>

#include <algorithm>

#include "MemoryModel.h"

namespace swarmbmc::encoder {
namespace {

/// Objects larger than this are not scanned for pointers by the leak check
/// (a reachable one makes the check UNKNOWN instead).
constexpr uint64_t kMaxScannedBytes = 4096;
/// realloc copies at most this many bytes explicitly when both sizes are known.
constexpr uint64_t kMaxCopiedBytes = 1u << 16;

/// Whether the bytes of `contents` that were never written are
/// nondeterministic (a malloc'd block) rather than zero (calloc).
bool unwritten_bytes_are_nondet(Term contents) {
  while (contents->op == terms::Op::Store) contents = contents->arg(0);
  return contents->op == terms::Op::Var;
}

/// A pointer stored in live heap object `from` that may point to heap object `to`.
struct PointerEdge {
  unsigned from;  ///< index into the heap objects
  unsigned to;
  Term condition;  ///< where it points there
};

/// Per heap object, whether it is reachable from `roots` through `edges`
/// whose source is alive: the least fixed point, at most one round per heap
/// object (the longest chain).
std::vector<Term> reachable(TermManager& tm, const PathState& state, const std::vector<unsigned>& heap,
                            const std::vector<Term>& roots, const std::vector<PointerEdge>& edges) {
  std::vector<Term> reach = roots;
  for (size_t round = 0; round < heap.size(); ++round) {
    std::vector<Term> next = roots;
    for (const PointerEdge& edge : edges)
      next[edge.to] = tm.mk_or(next[edge.to],
                               tm.mk_and(tm.mk_and(state.alive[heap[edge.from]], reach[edge.from]), edge.condition));
    if (next == reach) break;
    reach = std::move(next);
  }
  return reach;
}

}  // namespace

SymValue MemoryModel::fresh_object(const std::string& name, Term size, Storage storage, PathState& state,
                                   bool untracked) {
  MemoryObject object{name, size};
  object.storage = storage;
  object.untracked = untracked;
  const unsigned id = new_object(state, object, tm_.mk_var(terms::Sort::array(), name + ".contents"));
  return SymValue::pointer(objects_.id_term(id), tm_.mk_bv(0, 64));
}

std::optional<SymValue> MemoryModel::nondet_pointer(const std::string& name, const llvm::Instruction& inst,
                                                    PathState& state) {
  Term is_null = records_.new_input(1, name + " is NULL", state.guard, location_of(inst), false);
  if (!is_null) return std::nullopt;
  SymValue object = fresh_object(name, tm_.mk_bv(kFreshObjectBytes, 64), Storage::Heap, state, /*untracked=*/true);
  SymValue null = SymValue::pointer(objects_.id_term(0), tm_.mk_bv(0, 64));
  return ite_value(tm_, is_null, null, object);  // a 1-bit input is a boolean
}

std::optional<SymValue> MemoryModel::allocate_heap(const llvm::CallBase& call, const std::string& function, Term size,
                                                   Term contents, PathState& state) {
  const std::string label = function + " at " + location_of(call).short_form();
  MemoryObject object{label, tm_.mk_zext_or_trunc(size, 64)};
  object.storage = Storage::Heap;
  if (!contents) contents = tm_.mk_var(terms::Sort::array(), label);
  const unsigned id = new_object(state, object, contents);
  SymValue pointer = SymValue::pointer(objects_.id_term(id), tm_.mk_bv(0, 64));
  if (!malloc_may_fail_) return pointer;
  Term fails = records_.new_input(1, function + " fails", state.guard, location_of(call), false);
  if (!fails) return std::nullopt;  // replay ends here
  SymValue null = SymValue::pointer(objects_.id_term(0), tm_.mk_bv(0, 64));
  return ite_value(tm_, fails, null, pointer);  // a 1-bit input is a boolean
}

void MemoryModel::free_pointer(const SymValue& pointer, const std::string& function, const llvm::Instruction& inst,
                               PathState& state) {
  if (!pointer.is_pointer()) throw UnsupportedConstruct{function + " of a value that is not a pointer"};
  std::vector<unsigned> ids;
  const bool exact = possible_objects(pointer.object, ids);
  if (!exact) {
    ids.clear();
    for (unsigned id = 0; id < objects_.count(); ++id) ids.push_back(id);
  }
  Term at_start = tm_.mk_eq(pointer.offset, tm_.mk_bv(0, 64));
  TargetTest valid(tm_, exact);
  if (!exact || std::find(ids.begin(), ids.end(), 0u) != ids.end())
    valid.add(tm_.mk_eq(pointer.object, objects_.id_term(0)), at_start);  // free(NULL) does nothing
  Term not_freed = tm_.mk_true();
  std::vector<unsigned> heap, others;
  for (unsigned id : ids) {
    if (id == 0) continue;
    Term here = tm_.mk_eq(pointer.object, objects_.id_term(id));
    if (id >= state.alive.size() || !state.alive[id]) {
      valid.add(here, tm_.mk_false());
      continue;
    }
    if (objects_.at(id).storage != Storage::Heap) {
      valid.add(here, tm_.mk_false());
      others.push_back(id);
      continue;
    }
    heap.push_back(id);
    valid.add(here, at_start);
    not_freed = tm_.mk_and(not_freed, tm_.mk_implies(here, state.alive[id]));
  }
  std::string message = function + " of a pointer that is not the start of a heap block";
  if (heap.size() + others.size() == 1) {
    const MemoryObject& object = objects_.at(heap.empty() ? others[0] : heap[0]);
    switch (object.storage) {
      case Storage::Heap: message = function + " of a pointer into the middle of '" + object.name + "'"; break;
      case Storage::Stack: message = function + " of local variable '" + object.name + "'"; break;
      case Storage::Global: message = function + " of global variable '" + object.name + "'"; break;
      case Storage::Function: message = function + " of " + object.name; break;
      case Storage::Null: break;
    }
  }
  records_.add_check(PropertyKind::InvalidFree, message, inst, state.guard, valid.result());
  records_.add_check(PropertyKind::DoubleFree,
                     heap.size() == 1 ? "double free of '" + objects_.at(heap[0]).name + "'" : "double free", inst,
                     state.guard, not_freed);
  for (unsigned id : heap)
    state.alive[id] = tm_.mk_ite(tm_.mk_eq(pointer.object, objects_.id_term(id)), tm_.mk_false(), state.alive[id]);
}

SymValue MemoryModel::reallocate(const llvm::CallBase& call, const SymValue& old, Term size, PathState& state) {
  if (!old.is_pointer()) throw UnsupportedConstruct{"realloc of a value that is not a pointer"};
  SymValue null = SymValue::pointer(objects_.id_term(0), tm_.mk_bv(0, 64));
  Term old_is_null = tm_.mk_eq(old.object, objects_.id_term(0));
  // The new block's contents: the old block's (ite over the heap objects
  // the pointer may point to); bytes beyond the old size are unknown.
  std::vector<unsigned> ids;
  possible_objects(old.object, ids);
  Term contents = tm_.mk_var(terms::Sort::array(), "realloc at " + location_of(call).short_form());
  for (unsigned id : ids) {
    if (id == 0 || id >= state.memory.size() || !state.memory[id] || objects_.at(id).storage != Storage::Heap)
      continue;
    Term here = tm_.mk_eq(old.object, objects_.id_term(id));
    Term copied = nullptr;
    const Term object_size = objects_.at(id).size;
    if (object_size->is_const() && size->is_const()) {
      const uint64_t bytes = std::min<uint64_t>(static_cast<uint64_t>(object_size->value), size->value);
      if (bytes > kMaxCopiedBytes) throw UnsupportedConstruct{"realloc copying more than 64 KiB"};
      copied = tm_.mk_var(terms::Sort::array(), objects_.at(id).name + ".realloc");
      for (uint64_t i = 0; i < bytes; ++i)
        copied = tm_.mk_store(copied, tm_.mk_bv(i, 64), read_bytes(tm_, state.memory[id], tm_.mk_bv(i, 64), 1));
    } else if (copied = to_array(tm_, state.memory[id]); !unwritten_bytes_are_nondet(copied)) {
      throw UnsupportedConstruct{"realloc of zero-initialised memory to a symbolic size"};
    }
    contents = tm_.mk_ite(here, copied, contents);
  }
  std::optional<SymValue> block = allocate_heap(call, "realloc", size, contents, state);
  if (!block) throw UnsupportedConstruct{"realloc without a replayed input"};
  Term failed = tm_.mk_eq(block->object, objects_.id_term(0));
  // realloc(p, 0) frees p and returns NULL (glibc); realloc(NULL, n) is malloc(n).
  Term zero = tm_.mk_and(tm_.mk_eq(size, tm_.mk_bv(0, 64)), tm_.mk_not(old_is_null));
  Term frees = tm_.mk_and(tm_.mk_not(old_is_null), tm_.mk_not(failed));
  if (!frees->is_false()) {
    PathState freeing{tm_.mk_and(state.guard, frees), state.memory, state.alive};
    free_pointer(old, "realloc", call, freeing);
    for (size_t id = 0; id < state.alive.size(); ++id)
      if (state.alive[id]) state.alive[id] = tm_.mk_ite(frees, freeing.alive[id], state.alive[id]);
  }
  return ite_value(tm_, zero, null, *block);
}

void MemoryModel::check_alive(const SymValue& pointer, const std::vector<unsigned>& candidates, const char* action,
                              const llvm::Instruction& inst, PathState& state) {
  Term heap_alive = tm_.mk_true(), stack_alive = tm_.mk_true();
  std::vector<unsigned> freed, dead;
  for (unsigned id : candidates) {
    if (id >= state.alive.size() || !state.alive[id] || state.alive[id]->is_true()) continue;
    Term ok = tm_.mk_implies(tm_.mk_eq(pointer.object, objects_.id_term(id)), state.alive[id]);
    if (objects_.at(id).storage == Storage::Heap) {
      heap_alive = tm_.mk_and(heap_alive, ok);
      freed.push_back(id);
    } else {
      stack_alive = tm_.mk_and(stack_alive, ok);
      dead.push_back(id);
    }
  }
  auto named = [&](const std::vector<unsigned>& ids, const char* what) {
    std::string text = std::string(action) + " of " + what;
    if (ids.size() == 1) text += " '" + objects_.at(ids[0]).name + "'";
    return text;
  };
  if (!freed.empty())
    records_.add_check(PropertyKind::UseAfterFree, named(freed, "freed memory"), inst, state.guard, heap_alive);
  if (!dead.empty())
    records_.add_check(PropertyKind::DeadObject, named(dead, "a local variable whose lifetime ended"), inst,
                       state.guard, stack_alive);
}

void MemoryModel::end_lifetimes(const std::vector<unsigned>& ids, PathState& state) {
  for (unsigned id : ids)
    if (id < state.alive.size() && state.alive[id]) state.alive[id] = tm_.mk_false();
}

void MemoryModel::set_lifetime(const SymValue& pointer, bool alive, PathState& state) {
  std::vector<unsigned> ids;
  if (!pointer.is_pointer() || !possible_objects(pointer.object, ids)) return;
  for (unsigned id : ids) {
    if (id == 0 || id >= state.alive.size() || !state.alive[id] || objects_.at(id).storage != Storage::Stack)
      continue;
    Term here = tm_.mk_eq(pointer.object, objects_.id_term(id));
    state.alive[id] = tm_.mk_ite(here, tm_.mk_bool(alive), state.alive[id]);
    // A block entered again (the next iteration of a loop) makes a new
    // instance of its variables (C11 6.2.4p6): uninitialised, its bytes hold
    // any value, not necessarily the last iteration's (an optimised build
    // may keep it elsewhere).
    if (alive)
      state.memory[id] = contents_ite(tm_, here, tm_.mk_var(terms::Sort::array(), objects_.at(id).name + ".uninit"),
                                      state.memory[id]);
  }
}

std::vector<Term> MemoryModel::heap_reachability(const PathState& state, const std::vector<unsigned>& heap,
                                                 Term& blocked) {
  std::vector<int> index_of(objects_.count(), -1);
  for (size_t i = 0; i < heap.size(); ++i) index_of[heap[i]] = static_cast<int>(i);
  std::vector<Term> roots(heap.size(), tm_.mk_false());
  std::vector<PointerEdge> edges;
  std::vector<unsigned> unscanned_heap;
  blocked = tm_.mk_false();
  // The pointer words of object `id`: roots when it is a global, edges
  // when it is a live heap object.
  auto scan = [&](unsigned id, bool is_global) {
    const MemoryObject& object = objects_.at(id);
    if (!object.size->is_const() || object.size->value > kMaxScannedBytes) {
      if (is_global) blocked = tm_.mk_true();
      else unscanned_heap.push_back(static_cast<unsigned>(index_of[id]));
      return;
    }
    for (uint64_t offset = 0; offset + pointers_.bytes() <= object.size->value; offset += pointers_.bytes()) {
      Term word = read_bytes(tm_, state.memory[id], tm_.mk_bv(offset, 64), pointers_.bytes());
      Term target = int_to_pointer(tm_, word, pointers_).object;
      std::vector<unsigned> targets;
      if (!possible_objects(target, targets)) targets = heap;
      for (unsigned t : targets) {
        if (t >= index_of.size() || index_of[t] < 0) continue;
        Term points = tm_.mk_eq(target, objects_.id_term(t));
        if (is_global) roots[index_of[t]] = tm_.mk_or(roots[index_of[t]], points);
        else edges.push_back({static_cast<unsigned>(index_of[id]), static_cast<unsigned>(index_of[t]), points});
      }
    }
  };
  // Roots first: where no global can point to the heap (lists kept in
  // main's locals), nothing is reachable, and the edges between heap
  // objects (every word of an int array may be any object: |heap| terms
  // per word) would be built for nothing.
  const unsigned known = std::min<unsigned>(objects_.count(), static_cast<unsigned>(state.memory.size()));
  for (unsigned id = 1; id < known; ++id) {
    const MemoryObject& object = objects_.at(id);
    if ((object.storage == Storage::Global || object.untracked) && object.may_hold_pointers && state.memory[id])
      scan(id, true);
  }
  const bool any_root = std::any_of(roots.begin(), roots.end(), [](Term root) { return !root->is_false(); });
  for (unsigned id = 1; id < known && any_root; ++id) {
    const MemoryObject& object = objects_.at(id);
    const bool is_global = (object.storage == Storage::Global || object.untracked) && object.may_hold_pointers;
    if (!is_global && index_of[id] >= 0 && state.memory[id]) scan(id, false);
  }
  std::vector<Term> reach = reachable(tm_, state, heap, roots, edges);
  for (unsigned i : unscanned_heap) blocked = tm_.mk_or(blocked, tm_.mk_and(state.alive[heap[i]], reach[i]));
  return reach;
}

void MemoryModel::check_memory_at_exit(const PathState& state, const llvm::Instruction& at, bool leaks) {
  const CheckSelection& checks = checks_;
  if (!(checks.memory_leak && leaks) && !checks.memory_cleanup) return;
  std::vector<unsigned> heap;
  for (unsigned id = 1; id < objects_.count() && id < state.alive.size(); ++id)
    if (objects_.at(id).storage == Storage::Heap && !objects_.at(id).untracked && state.alive[id] &&
        !state.alive[id]->is_false())
      heap.push_back(id);
  if (heap.empty()) return;
  if (checks.memory_cleanup)
    for (unsigned id : heap)
      records_.add_check(PropertyKind::MemoryCleanup,
                         "'" + objects_.at(id).name + "' is not freed at the end of the program", at, state.guard,
                         tm_.mk_not(state.alive[id]));
  if (!checks.memory_leak || !leaks) return;
  Term blocked = nullptr;
  std::vector<Term> reach = heap_reachability(state, heap, blocked);
  Term any_leak = tm_.mk_false();
  for (size_t i = 0; i < heap.size(); ++i) {
    Term leaked = tm_.mk_and(state.alive[heap[i]], tm_.mk_not(reach[i]));
    any_leak = tm_.mk_or(any_leak, leaked);
    records_.add_check(
        PropertyKind::MemoryLeak,
        "'" + objects_.at(heap[i]).name + "' is lost: neither freed nor reachable at the end of the program", at,
        state.guard, tm_.mk_or(tm_.mk_not(leaked), blocked));
  }
  // A reachable object too large or of unknown size to scan may hold the
  // only pointer to an object: then the leak check cannot decide.
  Term undecided = tm_.mk_and(state.guard, tm_.mk_and(blocked, any_leak));
  if (!undecided->is_false())
    formula_.unsupported.push_back(
        {"memory leak check with a reachable object of symbolic or large size at " + location_of(at).short_form(),
         undecided});
}

}  // namespace swarmbmc::encoder
