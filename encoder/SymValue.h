// SymValue: the symbolic value of one LLVM SSA value.
//
// Integers are bit-vector terms, except i1 which is a boolean term (so
// branch conditions need no conversion). Pointers are a pair (object id,
// byte offset) as in CBMC's object-based memory model. First-class
// aggregates ({i32, i1} from *.with.overflow, small structs) are element
// lists.
#pragma once

#include <vector>

#include "TermManager.h"

namespace swarmbmc::encoder {

using terms::Term;
using terms::TermManager;

/// Width of object ids inside pointers; the offset keeps the low 48 bits
/// when a pointer is stored to memory or converted to an integer.
constexpr unsigned kObjectBits = 16;
constexpr unsigned kOffsetBits = 64;
constexpr unsigned kStoredOffsetBits = 64 - kObjectBits;

struct SymValue {
  enum class Kind { None, Scalar, Pointer, Aggregate };
  Kind kind = Kind::None;
  Term term = nullptr;    ///< Scalar: bool (i1) or bit-vector
  Term object = nullptr;  ///< Pointer: bv16 object id (0 = null)
  Term offset = nullptr;  ///< Pointer: bv64 byte offset
  std::vector<SymValue> elements;  ///< Aggregate

  static SymValue scalar(Term t) { return {Kind::Scalar, t, nullptr, nullptr, {}}; }
  static SymValue pointer(Term object, Term offset) { return {Kind::Pointer, nullptr, object, offset, {}}; }
  static SymValue aggregate(std::vector<SymValue> elements) {
    return {Kind::Aggregate, nullptr, nullptr, nullptr, std::move(elements)};
  }
  bool is_scalar() const { return kind == Kind::Scalar; }
  bool is_pointer() const { return kind == Kind::Pointer; }
};

/// ite(cond, a, b) component-wise; a and b have the same shape.
SymValue ite_value(TermManager& tm, Term cond, const SymValue& a, const SymValue& b);

/// A pointer as the 64-bit integer (object << 48 | offset), as ptrtoint sees it.
Term pointer_to_int(TermManager& tm, const SymValue& pointer);
/// The inverse of pointer_to_int on a 64-bit integer term.
SymValue int_to_pointer(TermManager& tm, Term value64);

}  // namespace swarmbmc::encoder
