// SymValue: the symbolic value of one LLVM SSA value.
//
// Integers are bit-vector terms, except i1 which is a boolean term (so
// branch conditions need no conversion). Pointers are a pair (object id,
// byte offset) as in CBMC's object-based memory model. First-class
// aggregates ({i32, i1} from *.with.overflow, small structs) are element
// lists.
#pragma once

#include <vector>

#include "terms/TermManager.h"

namespace llvm {
class FixedVectorType;
class Type;
}  // namespace llvm

namespace swarmbmc::encoder {

using terms::Term;
using terms::TermManager;

/// Width of object ids inside pointers (the bv16 object term).
constexpr unsigned kObjectBits = 16;
constexpr unsigned kOffsetBits = 64;
/// LP64's integer form of a pointer keeps the low 48 bits of the offset.
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

/// A vector is an aggregate of its elements (scalarised): `type` as such
/// a fixed vector of whole-byte integers or pointers; throws
/// UnsupportedConstruct for others (scalable vectors, i1 or floating-point
/// elements).
const llvm::FixedVectorType* vector_shape(const llvm::Type* type);

/// ite(cond, a, b) component-wise; a and b have the same shape.
SymValue ite_value(TermManager& tm, Term cond, const SymValue& a, const SymValue& b);

/// How a pointer becomes an integer of the data model's pointer width,
/// which is what ptrtoint yields and what a pointer stored to memory is:
/// the object id in the high bits, the low bits of the offset below
/// (sign-extended back, so that p - 1 survives a round trip). LP64: 16 +
/// 48 bits, any object and offset the model makes fits. ILP32: 11 + 21
/// bits (like CBMC's --object-bits), so a pointer to one of the first
/// 2048 objects at an offset within +-1 MiB fits; the unroller reports
/// the others as unsupported (UNKNOWN) on the paths that store them.
struct PointerLayout {
  unsigned bits = 64;          ///< pointer width: 64 (LP64) or 32 (ILP32)
  unsigned object_bits = kObjectBits;
  unsigned offset_bits() const { return bits - object_bits; }
  unsigned bytes() const { return bits / 8; }  ///< a pointer's size in memory
  static PointerLayout for_width(unsigned pointer_bits);
};
constexpr PointerLayout kLP64{64, kObjectBits};

/// A pointer as the integer (object << offset_bits | low offset bits).
Term pointer_to_int(TermManager& tm, const SymValue& pointer, const PointerLayout& layout = kLP64);
/// The inverse of pointer_to_int on an integer of layout.bits bits.
SymValue int_to_pointer(TermManager& tm, Term value, const PointerLayout& layout = kLP64);
/// Whether pointer_to_int loses nothing: the object id fits in
/// object_bits and the offset in offset_bits (signed). True for LP64.
Term pointer_fits(TermManager& tm, const SymValue& pointer, const PointerLayout& layout);

}  // namespace swarmbmc::encoder
