// FloatOp: what an Op::FloatOp node computes, for a backend that has its own
// floating-point theory (Z3). The node's value is its lowered circuit's
// (args[1]); this header only names the operation behind it.
//
// Layout of a node: param0 = kind | predicate << 8; param1 = operand format
// (exponent bits, fraction bits) | target format << 16 (Convert: the
// result's format; FromSigned/FromUnsigned: the result's format is the
// operand format and the integer's width is the pack's minus 2). args[0] =
// the operands' bits concatenated, first operand highest, then the 2-bit
// rounding mode (RoundingMode's values; 0 for operations that do not round).
#pragma once

#include <cstdint>

#include "terms/Term.h"

namespace swarmbmc::terms {

enum class FloatOpKind : uint8_t { Add, Sub, Mul, Div, Sqrt, Fma, Compare, FromSigned, FromUnsigned, Convert };

struct FloatOpInfo {
  FloatOpKind kind = FloatOpKind::Add;
  unsigned predicate = 0;  ///< Compare: a FloatPredicate's value
  unsigned exponent_bits = 0, fraction_bits = 0;
  unsigned target_exponent_bits = 0, target_fraction_bits = 0;  ///< Convert only

  uint32_t param0() const { return static_cast<uint32_t>(kind) | predicate << 8; }
  uint32_t param1() const {
    return exponent_bits | fraction_bits << 8 | target_exponent_bits << 16 | target_fraction_bits << 24;
  }
  static FloatOpInfo of(Term t) {
    FloatOpInfo info;
    info.kind = static_cast<FloatOpKind>(t->param0 & 0xff);
    info.predicate = t->param0 >> 8;
    info.exponent_bits = t->param1 & 0xff;
    info.fraction_bits = t->param1 >> 8 & 0xff;
    info.target_exponent_bits = t->param1 >> 16 & 0xff;
    info.target_fraction_bits = t->param1 >> 24 & 0xff;
    return info;
  }
  /// Number of operands packed in args[0].
  unsigned operand_count() const {
    switch (kind) {
      case FloatOpKind::Sqrt: case FloatOpKind::FromSigned: case FloatOpKind::FromUnsigned:
      case FloatOpKind::Convert: return 1;
      case FloatOpKind::Fma: return 3;
      default: return 2;
    }
  }
};

}  // namespace swarmbmc::terms
