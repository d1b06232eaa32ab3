// The byte-addressed, object-based memory model (as in CBMC and ESBMC).
//
// Every global, stack slot and heap block is an object with an id, a size
// in bytes (a bv64 term, possibly symbolic) and contents (a byte array
// term, bv64 -> bv8). A path state holds the contents of every object;
// object 0 is the null object (size 0, never valid). Each path also holds
// one liveness bit per object: heap objects die at free, stack objects when
// their function returns (or at llvm.lifetime.end), globals never. Loads and stores are
// little-endian byte sequences; the term manager's read-over-write and
// extract/concat rules keep same-width same-offset accesses at word level.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "SymValue.h"

namespace swarmbmc::encoder {

/// Where an object lives: decides which frees are valid and when it dies.
enum class Storage { Null, Global, Stack, Heap, Function };

struct MemoryObject {
  std::string name;  ///< variable name for messages ("stack", "a", "malloc at main.c:3")
  Term size;         ///< bv64 size in bytes
  bool is_function = false;  ///< a function's address: never readable or writable
  bool is_opaque = false;    ///< memory we cannot model (entry pointer parameters)
  Storage storage = Storage::Stack;
  bool read_only = false;    ///< a constant global: unknown functions do not write it, stores are [read-only]
  bool string_literal = false;  ///< read_only, and an unnamed char array (clang's string literals)
  /// Made by the environment (__VERIFIER_nondet_pointer, a function without
  /// body): freeable like heap memory, but the program did not allocate it,
  /// so it is never a leak or cleanup failure, and the pointers in it are
  /// leak-check roots like those in globals.
  bool untracked = false;
  /// Whether pointers may be stored in it (false for globals whose type has
  /// none): the leak check scans only these for pointers.
  bool may_hold_pointers = true;
  /// The cell width its type suggests (CellMemory.h); 0 when unknown (heap).
  unsigned cell_hint = 0;
};

/// Size of the objects made for pointers of unknown target: pointer
/// parameters of an --entry other than main (at least this, more when the
/// pointee type is larger), __VERIFIER_nondet_pointer().
constexpr uint64_t kFreshObjectBytes = 64;

/// All objects created so far; ids index this table.
class ObjectTable {
 public:
  explicit ObjectTable(TermManager& tm);
  unsigned add(MemoryObject object);
  const MemoryObject& at(unsigned id) const { return objects_.at(id); }
  unsigned count() const { return static_cast<unsigned>(objects_.size()); }
  Term id_term(unsigned id) const;

 private:
  TermManager& tm_;
  std::vector<MemoryObject> objects_;
};

/// Object ids a pointer's object term may take: the constant leaves of its
/// ite tree. Returns false when some leaf is not a constant (then the
/// pointer may point anywhere).
bool possible_objects(Term object, std::vector<unsigned>& ids);

/// "The object a pointer points to passes its own test", built from one
/// test per object it may point to. With the exact ids of
/// possible_objects the pointer always points to exactly one of them, so
/// the condition is the conjunction of (object == id -> ok) over all of
/// them, in which the tests that are constant true fold away: an access at
/// an in-bounds constant offset of every target needs no check at all. The
/// disjunction of (object == id & ok) means the same there, but as
/// "object in {0, 4, 5, 6}" it is a tautology that neither the term
/// manager nor the interval analysis sees (each such check cost
/// the analysis up to tens of milliseconds, then went to the solver).
/// Without exact ids the disjunction: an object not added is invalid.
class TargetTest {
 public:
  TargetTest(TermManager& tm, bool exact) : tm_(tm), exact_(exact), result_(tm.mk_bool(exact)) {}
  /// `here`: the pointer's object == id; `ok`: the test when it points there.
  /// With exact ids every possible id must be added (`ok` false where invalid).
  void add(Term here, Term ok) {
    result_ = exact_ ? tm_.mk_and(result_, tm_.mk_implies(here, ok)) : tm_.mk_or(result_, tm_.mk_and(here, ok));
  }
  Term result() const { return result_; }

 private:
  TermManager& tm_;
  bool exact_;
  Term result_;
};

/// The pointer's offset on the paths where it points to object `id`: a
/// pointer merged from several (object, offset) pairs is an ite of objects
/// and an ite of offsets on the same conditions; branches that cannot
/// point to `id` are dropped, so an access to `id` sees the offsets that
/// reach it (often a constant: word-level, no symbolic-index store).
Term offset_into(TermManager& tm, Term object, Term offset, unsigned id);

/// `value`, read from candidate `id` of a pointer whose object term is
/// `object` (its possible targets `candidates`), as it is where the pointer
/// points to `id`: the ites on `object == k` (k a candidate) that a store
/// through the same pointer leaves on top of a value are replaced by their
/// then-side for k = `id`, their else-side for the others. Only the top of
/// each term is looked at: constant time, no new terms.
SymValue own_side(TermManager& tm, const SymValue& value, Term object, const std::vector<unsigned>& candidates,
                  unsigned id);

/// Reads `bytes` bytes at `offset` as one little-endian bit-vector. Over
/// merged memories (ites of arrays) the result is an ite of the words each
/// branch holds, not a concatenation of per-byte ites (Memory.cpp).
Term read_bytes(TermManager& tm, Term contents, Term offset, unsigned bytes);
/// Writes the bit-vector `value` (a multiple of 8 bits) at `offset`, little-endian.
Term write_bytes(TermManager& tm, Term contents, Term offset, Term value);
/// offset + bytes <= size, without wrap-around.
Term in_bounds(TermManager& tm, Term offset, unsigned bytes, Term size);

}  // namespace swarmbmc::encoder
