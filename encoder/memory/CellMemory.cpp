// The cell form of an object's contents; see CellMemory.h for what and why.
#include "CellMemory.h"

#include <algorithm>
#include <cassert>

namespace swarmbmc::encoder {
using terms::u128;

namespace {

unsigned log2_exact(unsigned w) {
  unsigned n = 0;
  while ((1u << n) < w) ++n;
  return n;
}

Term bv64(TermManager& tm, uint64_t v) { return tm.mk_bv(v, 64); }

/// Bytes [lo, lo+n) of the little-endian word `t` (n >= 1).
Term lanes(TermManager& tm, Term t, unsigned lo, unsigned n) { return tm.mk_extract(t, 8 * (lo + n) - 1, 8 * lo); }

/// Concatenates `pieces` (lowest first) into one word.
Term concat_low_first(TermManager& tm, const std::vector<Term>& pieces) {
  Term v = pieces.back();
  for (size_t j = pieces.size() - 1; j-- > 0;) v = tm.mk_concat(v, pieces[j]);
  return v;
}

/// Whether `offset` is provably a multiple of the cell width.
bool aligned(Term offset, unsigned width) { return known_zero_low_bits(offset) >= log2_exact(width); }

/// Byte form reads and writes (the Memory.h helpers, byte by byte).
Term array_byte(TermManager& tm, Term array, Term at) { return tm.mk_select(array, at); }

/// The constant values an offset can take when it is an ite tree with
/// constant leaves (a pointer merged from several paths: ite(c, 8, 16)), at
/// most `limit` distinct ones; false otherwise.
bool constant_leaves(Term offset, std::vector<uint64_t>& leaves, size_t limit) {
  std::vector<Term> work{offset};
  std::vector<Term> seen;
  while (!work.empty()) {
    Term t = work.back();
    work.pop_back();
    if (std::find(seen.begin(), seen.end(), t) != seen.end()) continue;
    seen.push_back(t);
    if (seen.size() > 4 * limit) return false;
    if (t->op == terms::Op::Ite) {
      work.push_back(t->arg(1));
      work.push_back(t->arg(2));
    } else if (t->is_const()) {
      const uint64_t v = static_cast<uint64_t>(t->value);
      if (std::find(leaves.begin(), leaves.end(), v) == leaves.end()) leaves.push_back(v);
      if (leaves.size() > limit) return false;
    } else {
      return false;
    }
  }
  return !leaves.empty();
}

/// Offsets with at most this many possible constant values are accessed
/// at each of them (one constant-offset access per value) rather than by
/// an ite over every cell.
constexpr size_t kMaxOffsetLeaves = 8;

class Cells {
 public:
  Cells(TermManager& tm, const Contents& c)
      : tm_(tm), width_(c.cell_bytes()), size_(c.cell_bytes() * c.cell_count()), cells_(c.cells()),
        origin_(c.array()) {}

  /// Byte p (< size) of the cells.
  Term byte(uint64_t p) const { return lanes(tm_, cells_[p / width_], static_cast<unsigned>(p % width_), 1); }

  Term read_constant(uint64_t offset, unsigned bytes) const {
    std::vector<Term> pieces;  // lowest first
    for (unsigned i = 0; i < bytes;) {
      const uint64_t p = offset + i;  // wraps like the bv64 addition
      if (p < size_) {
        const unsigned lane = static_cast<unsigned>(p % width_);
        const unsigned run = std::min(width_ - lane, bytes - i);
        pieces.push_back(lanes(tm_, cells_[p / width_], lane, run));
        i += run;
      } else {
        pieces.push_back(array_byte(tm_, origin_, bv64(tm_, p)));
        ++i;
      }
    }
    return concat_low_first(tm_, pieces);
  }

  /// ite over the cells on `offset` = k * width; offset is a multiple of the width.
  Term read_cell_at(Term offset) const {
    Term value = cells_.back();
    for (size_t k = cells_.size() - 1; k-- > 0;)
      value = tm_.mk_ite(tm_.mk_eq(offset, bv64(tm_, k * width_)), cells_[k], value);
    return value;
  }

  /// ite over the bytes on `offset` = p.
  Term read_byte_at(Term offset) const {
    Term value = byte(size_ - 1);
    for (uint64_t p = size_ - 1; p-- > 0;) value = tm_.mk_ite(tm_.mk_eq(offset, bv64(tm_, p)), byte(p), value);
    return value;
  }

  Term read(Term offset, unsigned bytes) const {
    if (offset->is_const()) return read_constant(static_cast<uint64_t>(offset->value), bytes);
    std::vector<uint64_t> leaves;
    if (constant_leaves(offset, leaves, kMaxOffsetLeaves)) {  // the offset is one of them: exact
      Term value = read_constant(leaves.back(), bytes);
      for (size_t j = leaves.size() - 1; j-- > 0;)
        value = tm_.mk_ite(tm_.mk_eq(offset, bv64(tm_, leaves[j])), read_constant(leaves[j], bytes), value);
      return value;
    }
    std::vector<Term> pieces;  // lowest first
    if (bytes % width_ == 0 && aligned(offset, width_)) {
      for (unsigned j = 0; j < bytes; j += width_) pieces.push_back(read_cell_at(tm_.mk_add(offset, bv64(tm_, j))));
    } else {
      for (unsigned i = 0; i < bytes; ++i) pieces.push_back(read_byte_at(tm_.mk_add(offset, bv64(tm_, i))));
    }
    return concat_low_first(tm_, pieces);
  }

  void write_constant(uint64_t offset, Term value) {
    const unsigned bytes = value->width() / 8;
    for (unsigned i = 0; i < bytes;) {
      const uint64_t p = offset + i;
      if (p < size_) {
        const unsigned lane = static_cast<unsigned>(p % width_);
        const unsigned run = std::min(width_ - lane, bytes - i);
        Term& cell = cells_[p / width_];
        std::vector<Term> pieces;  // lowest first
        if (lane > 0) pieces.push_back(lanes(tm_, cell, 0, lane));
        pieces.push_back(lanes(tm_, value, i, run));
        if (lane + run < width_) pieces.push_back(lanes(tm_, cell, lane + run, width_ - lane - run));
        cell = concat_low_first(tm_, pieces);
        i += run;
      } else {  // outside the object: the origin keeps it, as the byte form would
        origin_ = tm_.mk_store(origin_, bv64(tm_, p), lanes(tm_, value, i, 1));
        ++i;
      }
    }
  }

  void write(Term offset, Term value) {
    if (offset->is_const()) return write_constant(static_cast<uint64_t>(offset->value), value);
    std::vector<uint64_t> leaves;
    if (constant_leaves(offset, leaves, kMaxOffsetLeaves)) {  // at most one of them is the offset
      for (uint64_t leaf : leaves) {
        Cells there = *this;
        there.write_constant(leaf, value);
        Term here = tm_.mk_eq(offset, bv64(tm_, leaf));
        for (size_t k = 0; k < cells_.size(); ++k)
          if (there.cells_[k] != cells_[k]) cells_[k] = tm_.mk_ite(here, there.cells_[k], cells_[k]);
        if (there.origin_ != origin_) origin_ = tm_.mk_ite(here, there.origin_, origin_);
      }
      return;
    }
    const unsigned bytes = value->width() / 8;
    if (bytes % width_ == 0 && aligned(offset, width_)) {
      for (unsigned j = 0; j < bytes; j += width_) {
        Term at = tm_.mk_add(offset, bv64(tm_, j));
        Term word = lanes(tm_, value, j, width_);
        for (size_t k = 0; k < cells_.size(); ++k)
          cells_[k] = tm_.mk_ite(tm_.mk_eq(at, bv64(tm_, k * width_)), word, cells_[k]);
      }
      return;
    }
    std::vector<Term> at(bytes), data(bytes);
    for (unsigned i = 0; i < bytes; ++i) {
      at[i] = tm_.mk_add(offset, bv64(tm_, i));
      data[i] = lanes(tm_, value, i, 1);
    }
    for (size_t k = 0; k < cells_.size(); ++k) {
      std::vector<Term> pieces(width_);
      bool changed = false;
      for (unsigned lane = 0; lane < width_; ++lane) {
        const uint64_t p = k * width_ + lane;
        Term old = lanes(tm_, cells_[k], lane, 1);
        Term b = old;
        for (unsigned i = bytes; i-- > 0;) b = tm_.mk_ite(tm_.mk_eq(at[i], bv64(tm_, p)), data[i], b);
        changed |= b != old;
        pieces[lane] = b;
      }
      if (changed) cells_[k] = concat_low_first(tm_, pieces);
    }
  }

  Contents result() { return Contents::make_cells(width_, std::move(cells_), origin_); }

 private:
  TermManager& tm_;
  unsigned width_;
  uint64_t size_;
  std::vector<Term> cells_;
  Term origin_;
};

/// Bytes 0..size-1 of `array`. Stores at constant offsets on top of it
/// (initializers, memset, realloc's copy) are taken in one walk, and ites of
/// arrays (merges) are split up to `depth` levels: reading each byte through
/// the chain would cost O(size * chain) (and as many entries of the term
/// manager's read cache).
std::vector<Term> constant_bytes(TermManager& tm, Term array, uint64_t size, int depth) {
  std::vector<Term> known(size, nullptr);
  Term rest = array;
  while (rest->op == terms::Op::Store && rest->arg(1)->is_const()) {
    const u128 at = rest->arg(1)->value;
    if (at < size && !known[static_cast<size_t>(at)]) known[static_cast<size_t>(at)] = rest->arg(2);
    rest = rest->arg(0);
  }
  std::vector<Term> then_bytes, else_bytes;
  const bool split = rest->op == terms::Op::Ite && depth > 0;
  if (split) {
    then_bytes = constant_bytes(tm, rest->arg(1), size, depth - 1);
    else_bytes = constant_bytes(tm, rest->arg(2), size, depth - 1);
  }
  for (uint64_t p = 0; p < size; ++p) {
    if (known[p]) continue;
    known[p] = split ? tm.mk_ite(rest->arg(0), then_bytes[p], else_bytes[p]) : array_byte(tm, rest, bv64(tm, p));
  }
  return known;
}

}  // namespace

Contents Contents::make_cells(unsigned width, std::vector<Term> cells, Term origin) {
  assert(width >= 1 && width <= kMaxCellBytes && (width & (width - 1)) == 0 && !cells.empty() && origin);
  Contents c(origin);
  c.width_ = width;
  c.cells_ = std::make_shared<const std::vector<Term>>(std::move(cells));
  return c;
}

unsigned known_zero_low_bits(Term t) {
  auto [value, count] = terms::known_low_bits(t);
  unsigned zeros = 0;
  while (zeros < count && !((value >> zeros) & 1)) ++zeros;
  return zeros;
}

Contents to_cells(TermManager& tm, const Contents& contents, unsigned width, uint64_t size) {
  assert(contents && size % width == 0 && size > 0);
  if (contents.is_cells() && contents.cell_bytes() == width) return contents;
  std::vector<Term> cells(size / width);
  if (contents.is_cells()) {
    Cells old(tm, contents);
    for (uint64_t k = 0; k < cells.size(); ++k) cells[k] = old.read_constant(k * width, width);
  } else {
    const std::vector<Term> known = constant_bytes(tm, contents.array(), size, 3);
    for (uint64_t k = 0; k < cells.size(); ++k) {
      std::vector<Term> lanes_of_cell(known.begin() + static_cast<std::ptrdiff_t>(k * width),
                                      known.begin() + static_cast<std::ptrdiff_t>((k + 1) * width));
      cells[k] = concat_low_first(tm, lanes_of_cell);
    }
  }
  return Contents::make_cells(width, std::move(cells), contents.array());
}

Term to_array(TermManager& tm, const Contents& contents) {
  if (!contents.is_cells()) return contents.array();
  Cells cells(tm, contents);
  const Term origin = contents.array();
  Term array = origin;
  const uint64_t size = contents.cell_bytes() * contents.cell_count();
  for (uint64_t p = 0; p < size; ++p) {
    Term b = cells.byte(p);
    if (array_byte(tm, origin, bv64(tm, p)) != b) array = tm.mk_store(array, bv64(tm, p), b);
  }
  return array;
}

Term read_bytes(TermManager& tm, const Contents& contents, Term offset, unsigned bytes) {
  assert(contents && bytes >= 1 && bytes <= kMaxCellBytes);
  if (!contents.is_cells()) return encoder::read_bytes(tm, contents.array(), offset, bytes);
  return Cells(tm, contents).read(offset, bytes);
}

Contents write_bytes(TermManager& tm, const Contents& contents, Term offset, Term value) {
  assert(contents && value->width() % 8 == 0);
  if (!contents.is_cells()) return encoder::write_bytes(tm, contents.array(), offset, value);
  Cells cells(tm, contents);
  cells.write(offset, value);
  return cells.result();
}

std::vector<Term> read_byte_sequence(TermManager& tm, const Contents& contents, Term offset, uint64_t count) {
  std::vector<Term> data(count);
  uint64_t i = 0;
  if (contents.is_cells() && !offset->is_const() && aligned(offset, contents.cell_bytes())) {
    const unsigned w = contents.cell_bytes();
    for (; i + w <= count; i += w) {
      Term word = read_bytes(tm, contents, tm.mk_add(offset, bv64(tm, i)), w);
      for (unsigned lane = 0; lane < w; ++lane) data[i + lane] = lanes(tm, word, lane, 1);
    }
  }
  for (; i < count; ++i) data[i] = read_bytes(tm, contents, tm.mk_add(offset, bv64(tm, i)), 1);
  return data;
}

Contents write_byte_sequence(TermManager& tm, const Contents& contents, Term offset, const std::vector<Term>& data) {
  if (!contents.is_cells()) {
    Term array = contents.array();
    for (uint64_t i = 0; i < data.size(); ++i) array = tm.mk_store(array, tm.mk_add(offset, bv64(tm, i)), data[i]);
    return array;
  }
  const unsigned w = contents.cell_bytes();
  Cells cells(tm, contents);
  uint64_t i = 0;
  if (offset->is_const() || aligned(offset, w)) {
    for (; i + w <= data.size(); i += w) {
      std::vector<Term> word(data.begin() + static_cast<std::ptrdiff_t>(i),
                             data.begin() + static_cast<std::ptrdiff_t>(i + w));
      cells.write(tm.mk_add(offset, bv64(tm, i)), concat_low_first(tm, word));
    }
  }
  for (; i < data.size(); ++i) cells.write(tm.mk_add(offset, bv64(tm, i)), data[i]);
  return cells.result();
}

Contents contents_ite(TermManager& tm, Term cond, const Contents& a, const Contents& b) {
  if (!a) return b;
  if (!b || a == b || cond->is_true()) return a;
  if (cond->is_false()) return b;
  if (!a.is_cells() && !b.is_cells()) return tm.mk_ite(cond, a.array(), b.array());
  const Contents& shape = a.is_cells() ? a : b;
  const unsigned width = shape.cell_bytes();
  const uint64_t size = width * shape.cell_count();
  if ((a.is_cells() && b.is_cells()) && (a.cell_bytes() != b.cell_bytes() || a.cell_count() != b.cell_count()))
    return tm.mk_ite(cond, to_array(tm, a), to_array(tm, b));  // never in the unroller: one width per object
  const Contents ca = to_cells(tm, a, width, size), cb = to_cells(tm, b, width, size);
  const std::vector<Term>& x = ca.cells();
  const std::vector<Term>& y = cb.cells();
  std::vector<Term> cells(x.size());
  bool like_a = true, like_b = true;
  for (size_t k = 0; k < x.size(); ++k) {
    cells[k] = x[k] == y[k] ? x[k] : tm.mk_ite(cond, x[k], y[k]);
    like_a &= cells[k] == x[k];
    like_b &= cells[k] == y[k];
  }
  Term origin = ca.array() == cb.array() ? ca.array() : tm.mk_ite(cond, ca.array(), cb.array());
  if (like_b && origin == cb.array()) return cb;
  if (like_a && origin == ca.array()) return ca;
  return Contents::make_cells(width, std::move(cells), origin);
}

}  // namespace swarmbmc::encoder
