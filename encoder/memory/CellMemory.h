// CellMemory: the contents of one object on one path, as a byte array term
// or as a vector of cells (memory whose cost per access does not
// grow with the history).
//
// Why. The byte form (Memory.h) keeps an object's contents as a chain of
// `store`s on a byte array; the term manager eliminates arrays eagerly, so a
// read at a symbolic index becomes an ite over every earlier store to the
// object. k symbolic-index writes followed by reads cost O(k^2) terms: the
// stack example at 1,000 iterations built 7.6 million terms, 70-90 % of the
// run was encoding.
//
// What. An object of known constant size S whose accesses have a width W
// (a power of two dividing S) keeps its contents as S/W cells, one
// bit-vector term of 8W bits each (little-endian bytes, as in memory):
//
//   - a read at a symbolic offset o that is provably a multiple of W
//     (terms::known_zero_low_bits: 4*i, 8*i+4 are) is
//     ite(o = 0, cell_0, ite(o = W, cell_1, ... cell_last));
//   - a write there replaces every cell k by ite(o = kW, v, cell_k);
//   - constant offsets address the cells directly (extract/concat lanes);
//   - anything else (a symbolic offset not known to be aligned, a width
//     that is not W) is handled byte by byte over the same cells: byte i of
//     the access is an ite over the S byte positions p on o + i = p. Exact,
//     O(S) per byte, still independent of the history.
//
// So the cost of an access is O(S/W) (O(S) per byte at worst), whatever
// came before. Merges (`contents_ite`) build an ite only for the cells that
// differ; contents unchanged on both sides stay one shared vector (cells are
// immutable and shared between path states: copying a state copies
// pointers, never terms).
//
// The byte form stays for everything else: objects that hold pointers (a
// pointer word merged cell-wise loses the byte structure that lets its
// object id and offset fold to constants, and every access through it then
// looks at every object), objects of symbolic size, larger
// than kMaxCells cells (there an access at a symbolic offset would cost more
// than a short history), opaque objects, and objects no load or store has
// typed yet (the width is chosen at the first typed access, or from the
// object's LLVM type; the unroller decides it once per object, so every
// path agrees and merges never mix widths). Converting between the forms is
// exact both ways: cells are reads of the byte array at constant offsets
// (`to_cells`), the byte array is the origin with every changed byte
// stored back (`to_array`).
//
// Bytes outside [0, S) (reachable only when a bounds check fails on the
// path, or with --no-bounds-check) live in the origin array: constant-offset
// accesses there read and write the origin as the byte form would;
// symbolic-offset writes beyond S are dropped and symbolic-offset reads
// beyond S see the last cell (or byte). Either way the bounds check reports
// such an access; no in-bounds byte is ever affected.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "Memory.h"

namespace swarmbmc::encoder {

/// Most cells an object keeps in the cell form (CBMC's field-sensitive SSA
/// expands arrays of up to 64 elements by default; we go further because an
/// access costs one comparison per cell, not one SSA variable per element).
constexpr uint64_t kMaxCells = 1024;
/// Widest cell: 16 bytes (i128, the widest bit-vector the terms allow).
constexpr unsigned kMaxCellBytes = 16;

class Contents {
 public:
  /// The byte form (implicit: every byte array term is valid contents);
  /// nullptr means "no such object on this path".
  Contents(Term array = nullptr) : array_(array) {}  // NOLINT(google-explicit-constructor)
  /// The cell form: `cells.size()` cells of `width` bytes; `origin` holds
  /// the bytes outside them.
  static Contents make_cells(unsigned width, std::vector<Term> cells, Term origin);

  explicit operator bool() const { return array_ != nullptr; }
  bool is_cells() const { return cells_ != nullptr; }
  /// Byte form: the array. Cell form: the origin (bytes outside the cells).
  Term array() const { return array_; }
  unsigned cell_bytes() const { return width_; }
  const std::vector<Term>& cells() const { return *cells_; }
  uint64_t cell_count() const { return cells_ ? cells_->size() : 0; }
  /// Identical representation (the same terms), not semantic equality.
  bool operator==(const Contents& other) const { return array_ == other.array_ && cells_ == other.cells_; }
  bool operator!=(const Contents& other) const { return !(*this == other); }

 private:
  Term array_ = nullptr;
  std::shared_ptr<const std::vector<Term>> cells_;
  unsigned width_ = 0;
};

/// Number of low bits of `t` that are known to be zero from its structure.
unsigned known_zero_low_bits(Term t);

/// The cell form of `contents` with cells of `width` bytes covering `size`
/// bytes (`size` a multiple of `width`); exact. Cells of another width are
/// regrouped.
Contents to_cells(TermManager& tm, const Contents& contents, unsigned width, uint64_t size);
/// The byte form of `contents`; exact.
Term to_array(TermManager& tm, const Contents& contents);

/// Reads `bytes` bytes at `offset` as one little-endian bit-vector (at most 16 bytes).
Term read_bytes(TermManager& tm, const Contents& contents, Term offset, unsigned bytes);
/// Writes `value` (a multiple of 8 bits, at most 128) at `offset`, little-endian.
Contents write_bytes(TermManager& tm, const Contents& contents, Term offset, Term value);
/// Reads `count` single bytes at offset, offset+1, ... (memcpy sources).
std::vector<Term> read_byte_sequence(TermManager& tm, const Contents& contents, Term offset, uint64_t count);
/// Writes the bytes `data` at offset, offset+1, ... (memcpy, memset).
Contents write_byte_sequence(TermManager& tm, const Contents& contents, Term offset, const std::vector<Term>& data);

/// ite(cond, a, b) on contents: per changed cell when both are cells of one
/// width (a side in the byte form is converted to cells first), the array
/// ite otherwise. A side without the object takes the other's contents.
Contents contents_ite(TermManager& tm, Term cond, const Contents& a, const Contents& b);

}  // namespace swarmbmc::encoder
