// Arithmetic at the width that matters.
//
// C promotes narrow operands: `signed char % signed char` is a 32-bit srem
// of two sign-extended bytes, and a 32-bit divider is about 30 times the
// clauses of an 8-bit one. When both operands of *, /, % are extensions of
// narrower values (or constants that fit), the operation is done at the
// narrow width and extended, with the cases where the two differ handled
// exactly (SMT-LIB semantics, division by zero included):
//   urem(zext a, zext b) = zext(urem a b)                      exact
//   srem(sext a, sext b) = sext(srem a b)                      exact (also b = 0, MIN % -1)
//   udiv(zext a, zext b) = b = 0 ? all ones : zext(udiv a b)   x / 0 is all ones at each width
//   sdiv(sext a, sext b) = a = MIN & b = -1 ? 2^(k-1) : sext(sdiv a b)
//                                                     (only MIN / -1 overflows the narrow width)
//   mul(ext a, ext b)    = ext(mul at width |a| + |b|)         the product fits
// Merges keep the shape: ite(c, ext x, ext y) = ext(ite(c, x, y)), so a
// loop's values stay visibly narrow from one iteration to the next.
#include "TermManager.h"

namespace swarmbmc::terms {
namespace {

/// Bits a constant needs to be the extension of a narrower value.
unsigned needed_width(u128 value, unsigned width, bool is_signed) {
  for (unsigned k = 1; k < width; ++k) {
    const u128 low = truncate(value, k);
    const u128 back = is_signed ? truncate(static_cast<u128>(to_signed(low, k)), width) : low;
    if (back == value) return k;
  }
  return width;
}

}  // namespace

unsigned TermManager::narrow_width(Term t, bool is_signed) {
  if (t->op == Op::BvConst) return needed_width(t->value, t->width(), is_signed);
  if (t->op == (is_signed ? Op::SExt : Op::ZExt)) return t->arg(0)->width();
  return t->width();
}

Term TermManager::narrowed(Term t, unsigned k, bool is_signed) {
  if (t->op == Op::BvConst) return mk_bv(t->value, k);
  Term inner = t->arg(0);  // an extension of a value of at most k bits
  return is_signed ? mk_sext(inner, k) : mk_zext(inner, k);
}

Term TermManager::narrow_arithmetic(Op op, Term a, Term b) {
  const unsigned w = a->width();
  if (a->is_const() && b->is_const()) return nullptr;
  auto extend = [&](Term t, bool is_signed) { return is_signed ? mk_sext(t, w) : mk_zext(t, w); };
  if (op == Op::Mul) {
    for (bool is_signed : {false, true}) {
      const unsigned k = narrow_width(a, is_signed) + narrow_width(b, is_signed);
      if (k >= w || (a->op != (is_signed ? Op::SExt : Op::ZExt) && b->op != (is_signed ? Op::SExt : Op::ZExt)))
        continue;
      return extend(mk_mul(narrowed(a, k, is_signed), narrowed(b, k, is_signed)), is_signed);
    }
    return nullptr;
  }
  const bool is_signed = op == Op::SDiv || op == Op::SRem;
  const Op ext = is_signed ? Op::SExt : Op::ZExt;
  if (a->op != ext && b->op != ext) return nullptr;
  const unsigned k = std::max(narrow_width(a, is_signed), narrow_width(b, is_signed));
  if (k >= w) return nullptr;
  Term na = narrowed(a, k, is_signed), nb = narrowed(b, k, is_signed);
  Term narrow = extend(mk_binary(op, na, nb), is_signed);
  switch (op) {
    case Op::URem:
    case Op::SRem:
      return narrow;
    case Op::UDiv:
      return mk_ite(mk_eq(nb, mk_bv(0, k)), mk_bv(mask(w), w), narrow);
    case Op::SDiv: {
      Term overflow = mk_and(mk_eq(na, mk_bv(u128(1) << (k - 1), k)), mk_eq(nb, mk_bv(mask(k), k)));
      return mk_ite(overflow, mk_bv(u128(1) << (k - 1), w), narrow);
    }
    default:
      return nullptr;
  }
}

Term TermManager::ite_of_extensions(Term c, Term t, Term e) {
  for (Op ext : {Op::SExt, Op::ZExt}) {
    if (t->op != ext && e->op != ext) continue;
    const bool is_signed = ext == Op::SExt;
    const unsigned k = std::max(narrow_width(t, is_signed), narrow_width(e, is_signed));
    if (k >= t->width() || (t->op != ext && !t->is_const()) || (e->op != ext && !e->is_const())) continue;
    Term inner = mk_ite(c, narrowed(t, k, is_signed), narrowed(e, k, is_signed));
    return is_signed ? mk_sext(inner, t->width()) : mk_zext(inner, t->width());
  }
  return nullptr;
}

}  // namespace swarmbmc::terms
