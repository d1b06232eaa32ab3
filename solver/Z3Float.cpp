#include "Z3Float.h"

#include <functional>
#include <vector>

#include "terms/float/FloatOp.h"

namespace swarmbmc::solver {

namespace {

using terms::FloatOpInfo;
using terms::FloatOpKind;

/// One IEEE format's Z3 view: sort, bits -> fp, and the NaN bits FloatBv makes.
struct Format {
  z3::context& c;
  unsigned eb, fb;

  unsigned width() const { return 1 + eb + fb; }
  z3::sort sort() const { return z3::sort(c, Z3_mk_fpa_sort(c, eb, fb + 1)); }
  z3::expr from_bits(const z3::expr& bits) const { return wrap(Z3_mk_fpa_to_fp_bv(c, bits, sort())); }
  z3::expr wrap(Z3_ast a) const {
    c.check_error();
    return z3::expr(c, a);
  }
  /// `bits` with the quiet bit (the fraction's top bit) set.
  z3::expr quiet(const z3::expr& bits) const {
    return bits | c.bv_val(static_cast<uint64_t>(1) << (fb - 1), width());
  }
  /// x86's default NaN: sign, exponent and quiet bit set, the rest zero.
  z3::expr default_nan() const {
    z3::expr top = c.bv_val(-1, eb + 2);
    return z3::concat(top, c.bv_val(0, fb - 1));
  }
  z3::expr is_nan(const z3::expr& fp) const { return wrap(Z3_mk_fpa_is_nan(c, fp)); }
  /// The result's bits: a NaN as the first NaN operand quietened, else the default NaN.
  z3::expr bits_of(const z3::expr& result, const std::vector<z3::expr>& operand_bits,
                   const std::vector<z3::expr>& operands) const {
    z3::expr nan = default_nan();
    for (size_t i = operands.size(); i-- > 0;) nan = z3::ite(is_nan(operands[i]), quiet(operand_bits[i]), nan);
    return z3::ite(is_nan(result), nan, wrap(Z3_mk_fpa_to_ieee_bv(c, result)));
  }
};

/// `op` under the rounding mode `mode` (2 bits, RoundingMode's values). A
/// constant mode gives one operation; a symbolic one an ite over the four
/// results, because Z3 4.8 fails an internal assertion (fpa2bv_converter)
/// on fma and to_fp_signed with a rounding mode that is not a value.
z3::expr by_mode(z3::context& c, const z3::expr& mode, const std::function<z3::expr(const z3::expr& rm)>& op) {
  const z3::expr modes[] = {z3::expr(c, Z3_mk_fpa_rne(c)), z3::expr(c, Z3_mk_fpa_rtn(c)), z3::expr(c, Z3_mk_fpa_rtp(c)),
                            z3::expr(c, Z3_mk_fpa_rtz(c))};
  z3::expr simplified = mode.simplify();
  if (simplified.is_numeral()) return op(modes[simplified.get_numeral_uint() & 3]);
  return z3::ite(mode == c.bv_val(0, 2), op(modes[0]),
                 z3::ite(mode == c.bv_val(1, 2), op(modes[1]), z3::ite(mode == c.bv_val(2, 2), op(modes[2]), op(modes[3]))));
}

/// LLVM's fcmp predicate (terms::FloatPredicate's order) on fp terms.
z3::expr compare(const Format& f, unsigned predicate, const z3::expr& x, const z3::expr& y) {
  z3::context& c = f.c;
  z3::expr uno = f.is_nan(x) || f.is_nan(y);
  z3::expr eq = f.wrap(Z3_mk_fpa_eq(c, x, y)), lt = f.wrap(Z3_mk_fpa_lt(c, x, y));
  z3::expr le = f.wrap(Z3_mk_fpa_leq(c, x, y)), gt = f.wrap(Z3_mk_fpa_gt(c, x, y));
  z3::expr ge = f.wrap(Z3_mk_fpa_geq(c, x, y));
  switch (predicate) {  // Oeq, Ogt, Oge, Olt, Ole, One, Ord, Uno, Ueq, Ugt, Uge, Ult, Ule, Une
    case 0: return eq;
    case 1: return gt;
    case 2: return ge;
    case 3: return lt;
    case 4: return le;
    case 5: return lt || gt;
    case 6: return !uno;
    case 7: return uno;
    case 8: return uno || eq;
    case 9: return uno || gt;
    case 10: return uno || ge;
    case 11: return uno || lt;
    case 12: return uno || le;
    default: return !eq;
  }
}

/// fpext/fptrunc: a NaN keeps its sign and the top of its payload, quietened.
z3::expr convert(const Format& from, const Format& to, const z3::expr& rm, const z3::expr& bits) {
  z3::context& c = from.c;
  z3::expr x = from.from_bits(bits);
  z3::expr result = to.wrap(Z3_mk_fpa_to_fp_float(c, rm, x, to.sort()));
  z3::expr fraction = bits.extract(from.fb - 1, 0);
  if (to.fb > from.fb) fraction = z3::concat(fraction, c.bv_val(0, to.fb - from.fb));
  else fraction = fraction.extract(from.fb - 1, from.fb - to.fb);
  z3::expr sign = bits.extract(from.width() - 1, from.width() - 1);
  z3::expr nan = to.quiet(z3::concat(z3::concat(sign, c.bv_val(-1, to.eb)), fraction));
  return z3::ite(from.is_nan(x), nan, to.wrap(Z3_mk_fpa_to_ieee_bv(c, result)));
}

/// A rounded operation's result bits under the rounding mode `rm`.
z3::expr rounded(const Format& f, const FloatOpInfo& info, const z3::expr& rm, const std::vector<z3::expr>& bits,
                 const std::vector<z3::expr>& fps) {
  z3::context& c = f.c;
  auto to_bits = [&](Z3_ast fp) { return f.wrap(Z3_mk_fpa_to_ieee_bv(c, f.wrap(fp))); };
  switch (info.kind) {
    case FloatOpKind::Add: return f.bits_of(f.wrap(Z3_mk_fpa_add(c, rm, fps[0], fps[1])), bits, fps);
    case FloatOpKind::Sub: return f.bits_of(f.wrap(Z3_mk_fpa_sub(c, rm, fps[0], fps[1])), bits, fps);
    case FloatOpKind::Mul: return f.bits_of(f.wrap(Z3_mk_fpa_mul(c, rm, fps[0], fps[1])), bits, fps);
    case FloatOpKind::Div: return f.bits_of(f.wrap(Z3_mk_fpa_div(c, rm, fps[0], fps[1])), bits, fps);
    case FloatOpKind::Sqrt: return f.bits_of(f.wrap(Z3_mk_fpa_sqrt(c, rm, fps[0])), bits, fps);
    case FloatOpKind::Fma: return f.bits_of(f.wrap(Z3_mk_fpa_fma(c, rm, fps[0], fps[1], fps[2])), bits, fps);
    case FloatOpKind::FromSigned: return to_bits(Z3_mk_fpa_to_fp_signed(c, rm, bits[0], f.sort()));
    case FloatOpKind::FromUnsigned: return to_bits(Z3_mk_fpa_to_fp_unsigned(c, rm, bits[0], f.sort()));
    case FloatOpKind::Convert:
      return convert(f, Format{c, info.target_exponent_bits, info.target_fraction_bits}, rm, bits[0]);
    case FloatOpKind::Compare: break;
  }
  throw z3::exception("not a rounded FloatOp");
}

}  // namespace

z3::expr z3_float_op(z3::context& c, terms::Term t, const z3::expr& pack) {
  const FloatOpInfo info = FloatOpInfo::of(t);
  const Format f{c, info.exponent_bits, info.fraction_bits};
  const bool from_integer = info.kind == FloatOpKind::FromSigned || info.kind == FloatOpKind::FromUnsigned;
  const unsigned operand_width = from_integer ? pack.get_sort().bv_size() - 2 : f.width();
  std::vector<z3::expr> bits, fps;
  for (unsigned i = 0; i < info.operand_count(); ++i) {
    const unsigned hi = pack.get_sort().bv_size() - 1 - i * operand_width;
    bits.push_back(pack.extract(hi, hi - operand_width + 1));
    if (!from_integer) fps.push_back(f.from_bits(bits.back()));
  }
  if (info.kind == FloatOpKind::Compare) return compare(f, info.predicate, fps[0], fps[1]);
  return by_mode(c, pack.extract(1, 0), [&](const z3::expr& rm) { return rounded(f, info, rm, bits, fps); });
}

}  // namespace swarmbmc::solver
