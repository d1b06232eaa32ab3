#include "SymValue.h"

#include <algorithm>
#include <cassert>
#include <unordered_map>

#include <llvm/IR/DerivedTypes.h>

#include "Memory.h"
#include "encoder/formula/Records.h"

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

/// Budget of one ObjectLifter: terms built, and nesting.
constexpr size_t kMaxLiftedTerms = 4096;
constexpr unsigned kMaxLiftDepth = 2000;

/// Rewrites the object field of a pointer read back from memory into an
/// ite tree whose leaves are the stored object ids, when they are there
/// but hidden. Why: a pointer stored to memory is split into bytes, and
/// the term manager pushes an extract into an ite of two constants, so
/// the bytes of ite(c, 5, 9) come back as zext(ite(c, 5, 9)) or, merged
/// with other paths, as concatenations of byte ites whose chains differ.
/// possible_objects sees no constant leaves there, and every access
/// through the pointer then looks at every object. Pushing the
/// zext, extract and concat into the ites gives the same value as an ite
/// of constants. Past its budget it stops pushing, and lift_object keeps
/// the field as it was: sound, only coarser.
struct ObjectLifter {
  TermManager& tm;
  std::unordered_map<Term, Term> memo;
  size_t built = 0;

  Term lift(Term t, unsigned depth = 0) {
    if (t->is_const() || depth > kMaxLiftDepth || built > kMaxLiftedTerms) return t;
    if (auto it = memo.find(t); it != memo.end()) return it->second;
    Term result = t;
    switch (t->op) {
      case terms::Op::Ite:
        result = tm.mk_ite(t->arg(0), lift(t->arg(1), depth + 1), lift(t->arg(2), depth + 1));
        break;
      case terms::Op::ZExt:
      case terms::Op::Extract:
        result = push_into(t, {lift(t->arg(0), depth + 1)}, depth);
        break;
      case terms::Op::Concat:
        result = push_into(t, {lift(t->arg(0), depth + 1), lift(t->arg(1), depth + 1)}, depth);
        break;
      default:
        break;
    }
    ++built;
    memo.emplace(t, result);
    return result;
  }

  /// `t`'s operator over `parts` (its lifted arguments), pushed into the
  /// first part that is an ite.
  Term push_into(Term t, std::vector<Term> parts, unsigned depth) {
    for (size_t i = 0; i < parts.size(); ++i) {
      if (parts[i]->op != terms::Op::Ite) continue;
      std::vector<Term> then_parts = parts, else_parts = parts;
      then_parts[i] = parts[i]->arg(1);
      else_parts[i] = parts[i]->arg(2);
      return tm.mk_ite(parts[i]->arg(0), lift(rebuild(t, then_parts), depth + 1),
                       lift(rebuild(t, else_parts), depth + 1));
    }
    return rebuild(t, parts);
  }

  Term rebuild(Term t, const std::vector<Term>& parts) {
    if (t->op == terms::Op::ZExt) return tm.mk_zext(parts[0], t->width());
    if (t->op == terms::Op::Extract) return tm.mk_extract(parts[0], t->param0, t->param1);
    return tm.mk_concat(parts[0], parts[1]);
  }
};

/// How many leaves ObjectLifter's ite tree for `field` would have at most
/// (concatenations multiply), or kUnliftable when a leaf below its ites,
/// zexts, extracts and concatenations is not a constant, so that lifting
/// cannot succeed. Asked first because it builds no terms: most fields
/// that fail are bytes of integers or of memory never written, and
/// lifting those, or concatenations of long independent chains, would
/// only leave garbage terms behind.
constexpr double kUnliftable = 1e300;
constexpr double kMaxLiftedLeaves = 512;

double lifted_leaves(Term t, std::unordered_map<Term, double>& memo, unsigned depth = 0) {
  if (t->is_const()) return 1;
  if (depth > kMaxLiftDepth) return kUnliftable;
  if (auto it = memo.find(t); it != memo.end()) return it->second;
  double leaves = kUnliftable;
  switch (t->op) {
    case terms::Op::Ite:
      leaves = lifted_leaves(t->arg(1), memo, depth + 1) + lifted_leaves(t->arg(2), memo, depth + 1);
      break;
    case terms::Op::ZExt:
    case terms::Op::Extract:
      leaves = lifted_leaves(t->arg(0), memo, depth + 1);
      break;
    case terms::Op::Concat:
      leaves = lifted_leaves(t->arg(0), memo, depth + 1) * lifted_leaves(t->arg(1), memo, depth + 1);
      break;
    default:
      break;
  }
  leaves = std::min(leaves, kUnliftable);
  memo.emplace(t, leaves);
  return leaves;
}

/// The object field as an ite of constant ids where ObjectLifter can show
/// it is one, else unchanged.
Term lift_object(TermManager& tm, Term field) {
  std::vector<unsigned> ids;
  if (field->op == terms::Op::BvConst || possible_objects(field, ids)) return field;
  std::unordered_map<Term, double> leaves;
  if (lifted_leaves(field, leaves) > kMaxLiftedLeaves) return field;
  ObjectLifter lifter{tm, {}, 0};
  Term lifted = lifter.lift(field);
  ids.clear();
  return lifter.built <= kMaxLiftedTerms && possible_objects(lifted, ids) ? lifted : field;
}

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
  // An ite of words (a pointer read from merged memory, Memory.h) is an ite
  // of pointers on the same conditions, object and offset alike, so that
  // possible_objects sees the constant ids of the stored pointers and
  // offset_into the offsets that go with each; the extracts of a plain
  // conversion would hide both below the ite. Iterative: merges nest deep.
  std::unordered_map<Term, SymValue> done;
  std::vector<Term> work{value};
  while (!work.empty()) {
    Term word = work.back();
    if (done.count(word)) {
      work.pop_back();
      continue;
    }
    if (word->op != terms::Op::Ite) {
      Term object = widen_object(tm, lift_object(tm, tm.mk_extract(word, layout.bits - 1, offset_bits)), memo);
      // Sign-extend the stored offset so that p - 1 survives a round trip.
      Term offset = tm.mk_sext(tm.mk_extract(word, offset_bits - 1, 0), kOffsetBits);
      done.emplace(word, SymValue::pointer(object, offset));
      work.pop_back();
      continue;
    }
    const auto then_pointer = done.find(word->arg(1)), else_pointer = done.find(word->arg(2));
    if (then_pointer == done.end() || else_pointer == done.end()) {
      if (else_pointer == done.end()) work.push_back(word->arg(2));
      if (then_pointer == done.end()) work.push_back(word->arg(1));
      continue;
    }
    SymValue pointer = ite_value(tm, word->arg(0), then_pointer->second, else_pointer->second);
    done.emplace(word, std::move(pointer));
    work.pop_back();
  }
  return done.at(value);
}

Term pointer_fits(TermManager& tm, const SymValue& pointer, const PointerLayout& layout) {
  if (layout.object_bits >= kObjectBits && layout.offset_bits() >= kStoredOffsetBits) return tm.mk_true();
  const unsigned offset_bits = layout.offset_bits();
  Term object_fits = tm.mk_ult(pointer.object, tm.mk_bv(uint64_t(1) << layout.object_bits, kObjectBits));
  Term offset_fits =
      tm.mk_eq(tm.mk_sext(tm.mk_extract(pointer.offset, offset_bits - 1, 0), kOffsetBits), pointer.offset);
  return tm.mk_and(object_fits, offset_fits);
}

const llvm::FixedVectorType* vector_shape(const llvm::Type* type) {
  const auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type);
  if (!vector) throw UnsupportedConstruct{"scalable vector"};
  const llvm::Type* element = vector->getElementType();
  const bool whole_bytes = element->isIntegerTy() && element->getIntegerBitWidth() % 8 == 0 &&
                           element->getIntegerBitWidth() <= terms::kMaxWidth;
  if (!whole_bytes && !element->isPointerTy())
    throw UnsupportedConstruct{"vector of elements other than whole-byte integers or pointers"};
  return vector;
}

}  // namespace swarmbmc::encoder
