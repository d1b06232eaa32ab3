#include "SymValue.h"

#include <algorithm>
#include <cassert>
#include <unordered_map>

#include "Memory.h"

namespace swarmbmc::encoder {

SymValue ite_value(TermManager& tm, Term cond, const SymValue& a, const SymValue& b) {
  assert(a.kind == b.kind);
  switch (a.kind) {
    case SymValue::Kind::Scalar: return SymValue::scalar(tm.mk_ite(cond, a.term, b.term));
    case SymValue::Kind::Pointer:
      return SymValue::pointer(tm.mk_ite(cond, a.object, b.object), tm.mk_ite(cond, a.offset, b.offset));
    case SymValue::Kind::Aggregate: {
      std::vector<SymValue> elements;
      for (size_t i = 0; i < a.elements.size(); ++i)
        elements.push_back(ite_value(tm, cond, a.elements[i], b.elements[i]));
      return SymValue::aggregate(std::move(elements));
    }
    case SymValue::Kind::None: return a;
  }
  return a;
}

namespace {

/// The object field of a pointer read back from an integer, widened to the
/// object term's width. A pointer written as an integer has the object bits
/// extract(object, k - 1, 0), which the term manager pushes into ites; when
/// every id fits in k bits that is the object itself, and keeping its ite
/// tree of constants lets accesses see exactly which objects it may be.
Term widen_object(TermManager& tm, Term field, std::unordered_map<Term, Term>& memo) {
  if (field->width() == kObjectBits) return field;
  if (auto it = memo.find(field); it != memo.end()) return it->second;
  Term wide = nullptr;
  std::vector<unsigned> ids;
  if (field->op == terms::Op::Extract && field->param1 == 0 && field->arg(0)->width() == kObjectBits &&
      possible_objects(field->arg(0), ids) &&
      std::all_of(ids.begin(), ids.end(), [&](unsigned id) { return (id >> field->width()) == 0; }))
    wide = field->arg(0);
  else if (field->op == terms::Op::Ite)
    wide = tm.mk_ite(field->arg(0), widen_object(tm, field->arg(1), memo), widen_object(tm, field->arg(2), memo));
  else
    wide = tm.mk_zext(field, kObjectBits);
  memo.emplace(field, wide);
  return wide;
}

}  // namespace

PointerLayout PointerLayout::for_width(unsigned pointer_bits) {
  if (pointer_bits == 32) return {32, 11};
  return kLP64;
}

Term pointer_to_int(TermManager& tm, const SymValue& pointer, const PointerLayout& layout) {
  const unsigned offset_bits = layout.offset_bits();
  return tm.mk_concat(tm.mk_extract(pointer.object, layout.object_bits - 1, 0),
                      tm.mk_extract(pointer.offset, offset_bits - 1, 0));
}

SymValue int_to_pointer(TermManager& tm, Term value, const PointerLayout& layout) {
  const unsigned offset_bits = layout.offset_bits();
  std::unordered_map<Term, Term> memo;
  Term object = widen_object(tm, tm.mk_extract(value, layout.bits - 1, offset_bits), memo);
  // Sign-extend the stored offset so that p - 1 survives a round trip.
  Term offset = tm.mk_sext(tm.mk_extract(value, offset_bits - 1, 0), kOffsetBits);
  return SymValue::pointer(object, offset);
}

Term pointer_fits(TermManager& tm, const SymValue& pointer, const PointerLayout& layout) {
  if (layout.object_bits >= kObjectBits && layout.offset_bits() >= kStoredOffsetBits) return tm.mk_true();
  const unsigned offset_bits = layout.offset_bits();
  Term object_fits = tm.mk_ult(pointer.object, tm.mk_bv(uint64_t(1) << layout.object_bits, kObjectBits));
  Term offset_fits =
      tm.mk_eq(tm.mk_sext(tm.mk_extract(pointer.offset, offset_bits - 1, 0), kOffsetBits), pointer.offset);
  return tm.mk_and(object_fits, offset_fits);
}

}  // namespace swarmbmc::encoder
