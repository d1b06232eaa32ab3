#include "Fold.h"

#include <cassert>

namespace swarmbmc::terms {

u128 fold_binary(Op op, u128 a, u128 b, unsigned w) {
  const u128 m = mask(w);
  a = truncate(a, w);
  b = truncate(b, w);
  auto neg = [m](u128 v) { return (~v + 1) & m; };
  const bool sa = sign_bit(a, w), sb = sign_bit(b, w);
  switch (op) {
    case Op::BvAnd: return a & b;
    case Op::BvOr: return a | b;
    case Op::BvXor: return a ^ b;
    case Op::Add: return (a + b) & m;
    case Op::Sub: return (a - b) & m;
    case Op::Mul: return (a * b) & m;
    case Op::UDiv: return b == 0 ? m : a / b;
    case Op::URem: return b == 0 ? a : a % b;
    case Op::SDiv: {  // SMT-LIB bvsdiv: on magnitudes, then fix the sign
      const u128 ua = sa ? neg(a) : a, ub = sb ? neg(b) : b;
      const u128 q = ub == 0 ? m : ua / ub;
      return sa != sb ? neg(q) : q;
    }
    case Op::SRem: {  // SMT-LIB bvsrem: sign follows the dividend
      const u128 ua = sa ? neg(a) : a, ub = sb ? neg(b) : b;
      const u128 r = ub == 0 ? ua : ua % ub;
      return sa ? neg(r) : r;
    }
    case Op::Shl: return b >= w ? 0 : (a << static_cast<unsigned>(b)) & m;
    case Op::LShr: return b >= w ? 0 : a >> static_cast<unsigned>(b);
    case Op::AShr:
      if (b >= w) return sa ? m : 0;
      return static_cast<u128>(to_signed(a, w) >> static_cast<unsigned>(b)) & m;
    default: assert(false && "not a binary bit-vector operation"); return 0;
  }
}

bool fold_compare(Op op, u128 a, u128 b, unsigned w) {
  a = truncate(a, w);
  b = truncate(b, w);
  switch (op) {
    case Op::Ult: return a < b;
    case Op::Ule: return a <= b;
    case Op::Slt: return to_signed(a, w) < to_signed(b, w);
    case Op::Sle: return to_signed(a, w) <= to_signed(b, w);
    default: assert(false && "not a comparison"); return false;
  }
}

}  // namespace swarmbmc::terms
