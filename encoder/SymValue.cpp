#include "SymValue.h"

#include <cassert>

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

Term pointer_to_int(TermManager& tm, const SymValue& pointer) {
  return tm.mk_concat(pointer.object, tm.mk_extract(pointer.offset, kStoredOffsetBits - 1, 0));
}

SymValue int_to_pointer(TermManager& tm, Term value64) {
  Term object = tm.mk_extract(value64, 63, kStoredOffsetBits);
  // Sign-extend the stored offset so that p - 1 survives a round trip.
  Term offset = tm.mk_sext(tm.mk_extract(value64, kStoredOffsetBits - 1, 0), kOffsetBits);
  return SymValue::pointer(object, offset);
}

}  // namespace swarmbmc::encoder
