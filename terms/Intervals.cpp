#include "Intervals.h"

#include <algorithm>
#include <vector>

namespace swarmbmc::terms {

namespace {

/// 2^width as a signed 128-bit number (width <= 64).
i128 modulus(unsigned width) { return i128(1) << width; }
uint64_t umax(unsigned width) { return width >= 64 ? UINT64_MAX : (uint64_t(1) << width) - 1; }
i128 smin(unsigned width) { return -(i128(1) << (width - 1)); }
i128 smax(unsigned width) { return (i128(1) << (width - 1)) - 1; }

/// floor(a / b) for b > 0.
i128 floor_div(i128 a, i128 b) {
  i128 q = a / b;
  if (a % b != 0 && a < 0) --q;
  return q;
}

/// The smallest 2^k - 1 that is >= x: every value with no higher bit than x's.
uint64_t ones_covering(uint64_t x) {
  uint64_t ones = 0;
  while (ones < x) ones = (ones << 1) | 1;
  return ones;
}

/// Narrows each view by the other until neither changes; empty when they exclude each other.
void normalize(Interval& r) {
  if (!r.analysed() || r.empty) return;
  const unsigned w = r.width;
  for (int round = 0; round < 2; ++round) {
    if (r.ulo > r.uhi || r.slo > r.shi) break;
    // A signed interval on one side of zero is an unsigned interval.
    if (r.slo >= 0) {
      r.ulo = std::max(r.ulo, uint64_t(r.slo));
      r.uhi = std::min(r.uhi, uint64_t(r.shi));
    } else if (r.shi < 0) {
      r.ulo = std::max(r.ulo, uint64_t(i128(r.slo) + modulus(w)));
      r.uhi = std::min(r.uhi, uint64_t(i128(r.shi) + modulus(w)));
    }
    if (r.ulo > r.uhi) break;
    // An unsigned interval on one side of the sign bit is a signed interval.
    if (i128(r.uhi) <= smax(w)) {
      r.slo = std::max(r.slo, int64_t(r.ulo));
      r.shi = std::min(r.shi, int64_t(r.uhi));
    } else if (i128(r.ulo) > smax(w)) {
      r.slo = std::max(r.slo, int64_t(i128(r.ulo) - modulus(w)));
      r.shi = std::min(r.shi, int64_t(i128(r.uhi) - modulus(w)));
    }
  }
  if (r.ulo > r.uhi || r.slo > r.shi) r.empty = true;
}

Interval unsigned_only(uint64_t lo, uint64_t hi, unsigned width) {
  Interval r = Interval::full(width);
  r.ulo = lo;
  r.uhi = hi;
  normalize(r);
  return r;
}

Interval signed_only(i128 lo, i128 hi, unsigned width) {
  Interval r = Interval::full(width);
  r.slo = int64_t(lo);
  r.shi = int64_t(hi);
  normalize(r);
  return r;
}

Interval both(Interval a, const Interval& b) {
  a.intersect(b);
  return a;
}

bool is_point(const Interval& r) { return r.analysed() && !r.empty && r.ulo == r.uhi; }

Interval add(const Interval& a, const Interval& b, unsigned w) {
  return both(Interval::from_unsigned(i128(a.ulo) + b.ulo, i128(a.uhi) + b.uhi, w),
              Interval::from_signed(i128(a.slo) + b.slo, i128(a.shi) + b.shi, w));
}

Interval sub(const Interval& a, const Interval& b, unsigned w) {
  return both(Interval::from_unsigned(i128(a.ulo) - b.uhi, i128(a.uhi) - b.ulo, w),
              Interval::from_signed(i128(a.slo) - b.shi, i128(a.shi) - b.slo, w));
}

Interval mul(const Interval& a, const Interval& b, unsigned w) {
  Interval r = Interval::full(w);
  if (u128(a.uhi) * b.uhi <= umax(w)) r = unsigned_only(a.ulo * b.ulo, a.uhi * b.uhi, w);
  const i128 corners[4] = {i128(a.slo) * b.slo, i128(a.slo) * b.shi, i128(a.shi) * b.slo, i128(a.shi) * b.shi};
  r.intersect(Interval::from_signed(*std::min_element(corners, corners + 4), *std::max_element(corners, corners + 4), w));
  return r;
}

Interval udiv(const Interval& a, const Interval& b, unsigned w) {
  if (b.ulo == 0) return Interval::full(w);  // x / 0 is all ones
  return unsigned_only(a.ulo / b.uhi, a.uhi / b.ulo, w);
}

Interval urem(const Interval& a, const Interval& b, unsigned w) {
  if (a.uhi < b.ulo) return a;  // a % b = a when a < b (b > 0 then)
  uint64_t hi = a.uhi;          // a % b <= a, also for b = 0 (x % 0 = x)
  if (b.ulo > 0) hi = std::min(hi, b.uhi - 1);
  return unsigned_only(0, hi, w);
}

/// srem: the sign of the dividend, |r| <= |a| (r = a when b = 0), |r| < |b| when b != 0.
Interval srem(const Interval& a, const Interval& b, unsigned w) {
  i128 lo = std::min<i128>(0, a.slo), hi = std::max<i128>(0, a.shi);
  if (b.slo > 0 || b.shi < 0) {
    const i128 largest_divisor = b.slo > 0 ? i128(b.shi) : -i128(b.slo);
    lo = std::max(lo, 1 - largest_divisor);
    hi = std::min(hi, largest_divisor - 1);
  }
  return signed_only(lo, hi, w);
}

/// sdiv: |q| <= |a| except x / 0 (-1 or 1) and min / -1 (= min, within the bound).
Interval sdiv(const Interval& a, unsigned w) {
  const i128 m = std::max({-i128(a.slo), i128(a.shi), i128(1)});
  return Interval::from_signed(-m, m, w);
}

Interval shift_left(const Interval& a, const Interval& b, unsigned w) {
  if (!is_point(b)) return Interval::full(w);
  if (b.ulo >= w) return Interval::point(0, w);
  const i128 factor = i128(1) << b.ulo;
  return both(Interval::from_unsigned(i128(a.ulo) * factor, i128(a.uhi) * factor, w),
              Interval::from_signed(i128(a.slo) * factor, i128(a.shi) * factor, w));
}

Interval logical_shift_right(const Interval& a, const Interval& b, unsigned w) {
  if (!is_point(b)) return unsigned_only(0, a.uhi, w);
  if (b.ulo >= w) return Interval::point(0, w);
  return unsigned_only(a.ulo >> b.ulo, a.uhi >> b.ulo, w);
}

Interval arithmetic_shift_right(const Interval& a, const Interval& b, unsigned w) {
  if (!is_point(b)) {
    if (a.slo >= 0) return signed_only(0, a.shi, w);
    if (a.shi < 0) return signed_only(a.slo, -1, w);
    return signed_only(a.slo, a.shi, w);
  }
  const unsigned k = unsigned(std::min<uint64_t>(b.ulo, w - 1));
  return signed_only(i128(a.slo) >> k, i128(a.shi) >> k, w);
}

Interval concat(const Interval& high, const Interval& low, unsigned w) {
  const unsigned low_width = low.width;
  return unsigned_only(uint64_t((u128(high.ulo) << low_width) + low.ulo), uint64_t((u128(high.uhi) << low_width) + low.uhi),
                       w);
}

Interval extract(const Interval& a, unsigned lo, unsigned w) {
  Interval r = Interval::full(w);
  if ((a.uhi >> lo) <= umax(w)) r = unsigned_only(a.ulo >> lo, a.uhi >> lo, w);
  // The low bits of a value that is a sign extension of them keep its signed value.
  if (lo == 0 && i128(a.slo) >= smin(w) && i128(a.shi) <= smax(w)) r.intersect(signed_only(a.slo, a.shi, w));
  return r;
}

}  // namespace

// --- Interval -----------------------------------------------------------------

Interval Interval::full(unsigned width) {
  Interval r;
  r.width = width;
  if (!r.analysed() || width == 0) return r;
  r.ulo = 0;
  r.uhi = umax(width);
  r.slo = int64_t(smin(width));
  r.shi = int64_t(smax(width));
  return r;
}

Interval Interval::point(uint64_t value, unsigned width) {
  Interval r = full(width);
  r.ulo = r.uhi = value;
  r.slo = r.shi = int64_t(to_signed(value, width));
  return r;
}

Interval Interval::from_unsigned(i128 lo, i128 hi, unsigned width) {
  if (width > 64 || lo > hi) return full(width);
  const i128 wraps = floor_div(lo, modulus(width));
  lo -= wraps * modulus(width);
  hi -= wraps * modulus(width);
  if (hi > i128(umax(width))) return full(width);
  return unsigned_only(uint64_t(lo), uint64_t(hi), width);
}

Interval Interval::from_signed(i128 lo, i128 hi, unsigned width) {
  if (width > 64 || lo > hi) return full(width);
  const i128 wraps = floor_div(lo - smin(width), modulus(width));
  lo -= wraps * modulus(width);
  hi -= wraps * modulus(width);
  if (hi > smax(width)) return full(width);
  return signed_only(lo, hi, width);
}

void Interval::intersect(const Interval& other) {
  if (!analysed() || empty) return;
  if (other.empty) {
    empty = true;
    return;
  }
  ulo = std::max(ulo, other.ulo);
  uhi = std::min(uhi, other.uhi);
  slo = std::max(slo, other.slo);
  shi = std::min(shi, other.shi);
  normalize(*this);
}

Interval Interval::hull(const Interval& a, const Interval& b) {
  if (a.empty) return b;
  if (b.empty) return a;
  if (!a.analysed()) return a;
  Interval r = a;
  r.ulo = std::min(a.ulo, b.ulo);
  r.uhi = std::max(a.uhi, b.uhi);
  r.slo = std::min(a.slo, b.slo);
  r.shi = std::max(a.shi, b.shi);
  normalize(r);
  return r;
}

// --- Operators ----------------------------------------------------------------

Interval apply_operator(Term t, const Interval* args) {
  const unsigned w = t->width();
  if (w == 0 || w > 64) return Interval::full(w);
  for (unsigned i = 0; i < t->num_args; ++i) {
    if (!t->arg(i)->sort.is_bv()) continue;
    if (args[i].empty) {
      Interval none = Interval::full(w);
      none.empty = true;
      return none;
    }
    if (!args[i].analysed()) return Interval::full(w);
  }
  const Interval& a = args[0];
  const Interval& b = args[1];
  switch (t->op) {
    case Op::BvConst: return Interval::point(uint64_t(t->value), w);
    case Op::Ite: return Interval::hull(args[1], args[2]);
    case Op::Add: return add(a, b, w);
    case Op::Sub: return sub(a, b, w);
    case Op::Neg: return sub(Interval::point(0, w), a, w);
    case Op::Mul: return mul(a, b, w);
    case Op::UDiv: return udiv(a, b, w);
    case Op::URem: return urem(a, b, w);
    case Op::SDiv: return sdiv(a, w);
    case Op::SRem: return srem(a, b, w);
    case Op::Shl: return shift_left(a, b, w);
    case Op::LShr: return logical_shift_right(a, b, w);
    case Op::AShr: return arithmetic_shift_right(a, b, w);
    case Op::BvAnd: return unsigned_only(0, std::min(a.uhi, b.uhi), w);
    case Op::BvOr: return unsigned_only(std::max(a.ulo, b.ulo), ones_covering(std::max(a.uhi, b.uhi)), w);
    case Op::BvXor: return unsigned_only(0, ones_covering(std::max(a.uhi, b.uhi)), w);
    case Op::BvNot:
      return both(unsigned_only(umax(w) - a.uhi, umax(w) - a.ulo, w), signed_only(-i128(a.shi) - 1, -i128(a.slo) - 1, w));
    case Op::Concat: return concat(a, b, w);
    case Op::Extract: return extract(a, t->param1, w);
    case Op::ZExt: return unsigned_only(a.ulo, a.uhi, w);
    case Op::SExt: return signed_only(a.slo, a.shi, w);
    default: return Interval::full(w);  // variables, array reads
  }
}

// --- Analysis -----------------------------------------------------------------

Interval IntervalAnalysis::interval(Term t) {
  auto it = memo_.find(t->id);
  if (it != memo_.end()) return it->second;
  compute_cone(t);
  return memo_.at(t->id);
}

void IntervalAnalysis::compute_cone(Term root) {
  // Post-order without recursion: an unrolled formula's DAG is as deep as the program ran.
  std::vector<std::pair<Term, bool>> stack{{root, false}};
  while (!stack.empty()) {
    // Each node may take a question's work (an ite's interval): poll the stop flag at every one.
    if (stopped()) {
      memo_.try_emplace(root->id, root->sort.is_bv() ? Interval::full(root->width()) : Interval{});
      return;
    }
    auto [t, expanded] = stack.back();
    stack.pop_back();
    if (memo_.count(t->id)) continue;
    if (!expanded) {
      stack.push_back({t, true});
      for (unsigned i = 0; i < t->num_args; ++i)
        if (!t->arg(i)->sort.is_array() && !memo_.count(t->arg(i)->id)) stack.push_back({t->arg(i), false});
      // The original of a rewritten equality too: an ite on it asks for the
      // original's operands, which would otherwise be computed recursively.
      if (const auto* original = origin(t))
        for (Term operand : {original->a, original->b})
          if (!memo_.count(operand->id)) stack.push_back({operand, false});
      continue;
    }
    memo_.emplace(t->id, t->sort.is_bv() ? compute(t) : Interval{});
  }
}

Interval IntervalAnalysis::compute(Term t) {
  const unsigned w = t->width();
  if (w > 64 || t->op == Op::Var || t->op == Op::Select) return Interval::full(w);
  if (t->op == Op::Ite) {
    const WorkBudget budget(work_);
    // Each branch under what the condition says on its side.
    Facts when_true, when_false;
    gather_settled(t->arg(0), true, when_true);
    gather_settled(t->arg(0), false, when_false);
    Interval then_value = Interval::full(w), else_value = Interval::full(w);
    then_value.empty = when_true.contradictory;
    else_value.empty = when_false.contradictory;
    if (!then_value.empty) then_value = under(t->arg(1), when_true, kFactDepth);
    if (!else_value.empty) else_value = under(t->arg(2), when_false, kFactDepth);
    if (then_value.empty && else_value.empty) return Interval::full(w);  // cannot happen: be safe
    return Interval::hull(then_value, else_value);
  }
  Interval args[3];
  for (unsigned i = 0; i < t->num_args; ++i)
    if (t->arg(i)->sort.is_bv()) args[i] = memo_.at(t->arg(i)->id);
  return apply_operator(t, args);
}

Interval IntervalAnalysis::under(Term t, Facts& facts, int depth) {
  Interval r = interval(t);
  // A term older than every fact cannot contain one.
  if (facts.empty() || !r.analysed()) return r;
  if (t->id < facts.min_id) return r;
  if (auto seen = facts.intervals_seen.find(t); seen != facts.intervals_seen.end()) return seen->second;
  r = under_uncached(t, facts, depth, r);
  facts.intervals_seen.emplace(t, r);
  return r;
}

Interval IntervalAnalysis::under_uncached(Term t, Facts& facts, int depth, Interval r) {
  if (!step()) return r;
  if (const Interval* fact = facts.intervals.find(t)) r.intersect(*fact);
  if (depth <= 0 || r.empty || t->num_args == 0 || t->op == Op::Select) return r;
  if (t->op == Op::Ite) {
    switch (truth(t->arg(0), facts, depth - 1, kFactDepth)) {
      case Truth::True: r.intersect(under(t->arg(1), facts, depth - 1)); break;
      case Truth::False: r.intersect(under(t->arg(2), facts, depth - 1)); break;
      case Truth::Unknown: {
        // Each branch under what the condition adds to the facts on its side.
        Interval branches[2];
        for (int side = 0; side < 2; ++side) {
          Facts more = facts.extended();
          more.budget = kFactNodes / 4;
          gather_settled(t->arg(0), side == 0, more);
          branches[side] = Interval::full(t->width());
          branches[side].empty = more.contradictory;
          if (!more.contradictory) branches[side] = under(t->arg(1 + side), more, depth - 1);
        }
        r.intersect(Interval::hull(branches[0], branches[1]));
      }
    }
    return r;
  }
  Interval args[3];
  for (unsigned i = 0; i < t->num_args; ++i)
    if (t->arg(i)->sort.is_bv()) args[i] = under(t->arg(i), facts, depth - 1);
  r.intersect(apply_operator(t, args));
  return r;
}

namespace {

Truth negate(Truth v) { return v == Truth::Unknown ? v : (v == Truth::True ? Truth::False : Truth::True); }
Truth truth_of(bool v) { return v ? Truth::True : Truth::False; }

/// a OP b from the operands' intervals: True/False when every pair of values agrees.
Truth compare(Op op, const Interval& a, const Interval& b) {
  if (!a.analysed() || !b.analysed() || a.empty || b.empty) return Truth::Unknown;
  switch (op) {
    case Op::Ult: return a.uhi < b.ulo ? Truth::True : (a.ulo >= b.uhi ? Truth::False : Truth::Unknown);
    case Op::Ule: return a.uhi <= b.ulo ? Truth::True : (a.ulo > b.uhi ? Truth::False : Truth::Unknown);
    case Op::Slt: return a.shi < b.slo ? Truth::True : (a.slo >= b.shi ? Truth::False : Truth::Unknown);
    case Op::Sle: return a.shi <= b.slo ? Truth::True : (a.slo > b.shi ? Truth::False : Truth::Unknown);
    case Op::Eq:
      if (is_point(a) && is_point(b)) return truth_of(a.ulo == b.ulo);
      if (a.uhi < b.ulo || b.uhi < a.ulo || a.shi < b.slo || b.shi < a.slo) return Truth::False;
      return Truth::Unknown;
    default: return Truth::Unknown;
  }
}

bool is_comparison(Term t) {
  switch (t->op) {
    case Op::Ult: case Op::Ule: case Op::Slt: case Op::Sle: return true;
    case Op::Eq: return t->arg(0)->sort.is_bv();
    default: return false;
  }
}

}  // namespace

Truth IntervalAnalysis::truth(Term t, Facts& facts, int depth, int connectives) {
  if (t->op == Op::BoolConst) return truth_of(t->value != 0);
  if (const bool* known = facts.booleans.find(t)) return truth_of(*known);
  if (connectives <= 0) return Truth::Unknown;
  if (auto seen = facts.truths_seen.find(t); seen != facts.truths_seen.end()) return seen->second;
  const Truth value = truth_uncached(t, facts, depth, connectives);
  facts.truths_seen.emplace(t, value);
  return value;
}

Truth IntervalAnalysis::truth_uncached(Term t, Facts& facts, int depth, int connectives) {
  if (is_comparison(t)) {
    // Out of work, the facts are not used, but the plain intervals still decide what they can.
    if (!step()) return compare(t->op, interval(t->arg(0)), interval(t->arg(1)));
    return compare(t->op, under(t->arg(0), facts, depth), under(t->arg(1), facts, depth));
  }
  if (!step()) return Truth::Unknown;
  const Truth value = truth_of_connective(t, facts, depth, connectives);
  if (value != Truth::Unknown) return value;
  // A rewritten equality may be decided by its original's intervals.
  if (const auto* original = origin(t))
    return compare(Op::Eq, under(original->a, facts, depth), under(original->b, facts, depth));
  return Truth::Unknown;
}

Truth IntervalAnalysis::truth_of_connective(Term t, Facts& facts, int depth, int connectives) {
  switch (t->op) {
    case Op::Not: return negate(truth(t->arg(0), facts, depth, connectives - 1));
    case Op::And:
    case Op::Or: {
      // One side equal to the absorbing value (false for &, true for |) decides.
      const Truth absorbing = t->op == Op::And ? Truth::False : Truth::True;
      const Truth a = truth(t->arg(0), facts, depth, connectives - 1);
      if (a == absorbing) return a;
      const Truth b = truth(t->arg(1), facts, depth, connectives - 1);
      if (b == absorbing) return b;
      return a == negate(absorbing) && b == a ? a : Truth::Unknown;
    }
    case Op::Ite: {
      const Truth c = truth(t->arg(0), facts, depth, connectives - 1);
      if (c != Truth::Unknown) return truth(t->arg(c == Truth::True ? 1 : 2), facts, depth, connectives - 1);
      const Truth a = truth(t->arg(1), facts, depth, connectives - 1);
      return a != Truth::Unknown && a == truth(t->arg(2), facts, depth, connectives - 1) ? a : Truth::Unknown;
    }
    default: return Truth::Unknown;
  }
}

void IntervalAnalysis::narrow(Term t, const Interval& by, Facts& facts, int depth) {
  if (by.empty) {
    facts.contradictory = true;
    return;
  }
  if (t->is_const()) {  // a constant's fact is only a consistency check
    Interval value = interval(t);
    value.intersect(by);
    if (value.empty) facts.contradictory = true;
    return;
  }
  facts.forget_seen();
  auto [slot, inserted] = facts.intervals.try_emplace(t, Interval{});
  if (inserted) *slot = interval(t);
  slot->intersect(by);
  // A copy: narrowing the operands adds facts, which may move `slot`.
  const Interval narrowed = *slot;
  if (narrowed.empty) facts.contradictory = true;
  facts.min_id = std::min(facts.min_id, t->id);
  if (!facts.contradictory && depth > 0) narrow_operand(t, narrowed, facts, depth - 1);
}

void IntervalAnalysis::narrow_operand(Term t, const Interval& value, Facts& facts, int depth) {
  // x + 1 != 16 says x != 15: what a wrap-around test compares is often x + 1, where x is the variable.
  const unsigned w = t->width();
  switch (t->op) {
    case Op::Add:
      for (int side = 0; side < 2; ++side)
        if (t->arg(side)->op == Op::BvConst)  // x = t - c
          narrow(t->arg(1 - side), sub(value, interval(t->arg(side)), w), facts, depth);
      return;
    case Op::Sub:
      if (t->arg(1)->op == Op::BvConst) narrow(t->arg(0), add(value, interval(t->arg(1)), w), facts, depth);  // x = t + c
      if (t->arg(0)->op == Op::BvConst) narrow(t->arg(1), sub(interval(t->arg(0)), value, w), facts, depth);  // x = c - t
      return;
    case Op::ZExt: {
      const unsigned inner = t->arg(0)->width();
      if (inner > 64) return;
      Interval x = Interval::full(inner);
      x.empty = value.ulo > umax(inner);
      if (!x.empty) x = unsigned_only(value.ulo, std::min(value.uhi, umax(inner)), inner);
      narrow(t->arg(0), x, facts, depth);
      return;
    }
    case Op::SExt: {
      const unsigned inner = t->arg(0)->width();
      if (inner > 64) return;
      const i128 lo = std::max<i128>(value.slo, smin(inner)), hi = std::min<i128>(value.shi, smax(inner));
      Interval x = Interval::full(inner);
      x.empty = lo > hi;
      if (!x.empty) x = signed_only(lo, hi, inner);
      narrow(t->arg(0), x, facts, depth);
      return;
    }
    default: return;
  }
}

void IntervalAnalysis::gather_comparison(Op op, Term a, Term b, bool value, Facts& facts) {
  const unsigned w = a->width();
  if (w > 64) return;
  if (!value && op != Op::Eq) {
    // !(a < b) is b <= a, !(a <= b) is b < a.
    std::swap(a, b);
    op = op == Op::Ult ? Op::Ule : op == Op::Ule ? Op::Ult : op == Op::Slt ? Op::Sle : Op::Slt;
  }
  const Interval ia = under(a, facts, 2), ib = under(b, facts, 2);
  if (ia.empty || ib.empty) {
    facts.contradictory = true;
    return;
  }
  const Interval none = [&] {
    Interval r = Interval::full(w);
    r.empty = true;
    return r;
  }();
  switch (op) {
    case Op::Ult:
      narrow(a, ib.uhi == 0 ? none : unsigned_only(0, ib.uhi - 1, w), facts);
      narrow(b, ia.ulo == umax(w) ? none : unsigned_only(ia.ulo + 1, umax(w), w), facts);
      return;
    case Op::Ule:
      narrow(a, unsigned_only(0, ib.uhi, w), facts);
      narrow(b, unsigned_only(ia.ulo, umax(w), w), facts);
      return;
    case Op::Slt:
      narrow(a, i128(ib.shi) == smin(w) ? none : signed_only(smin(w), i128(ib.shi) - 1, w), facts);
      narrow(b, i128(ia.slo) == smax(w) ? none : signed_only(i128(ia.slo) + 1, smax(w), w), facts);
      return;
    case Op::Sle:
      narrow(a, signed_only(smin(w), ib.shi, w), facts);
      narrow(b, signed_only(ia.slo, smax(w), w), facts);
      return;
    case Op::Eq:
      if (value) {
        narrow(a, ib, facts);
        narrow(b, ia, facts);
        return;
      }
      // a != c: c leaves the ends of the other side's intervals.
      for (auto [x, ix, c] : {std::tuple{a, ia, ib}, std::tuple{b, ib, ia}}) {
        if (!is_point(c)) continue;
        Interval r = ix;
        if (r.ulo == c.ulo && r.ulo < r.uhi) ++r.ulo;
        else if (r.uhi == c.ulo && r.ulo < r.uhi) --r.uhi;
        else if (r.ulo == c.ulo) r.empty = true;
        if (!r.empty) {
          if (r.slo == c.slo && r.slo < r.shi) ++r.slo;
          else if (r.shi == c.slo && r.slo < r.shi) --r.shi;
          normalize(r);
        }
        narrow(x, r, facts);
      }
      return;
    default: return;
  }
}

void IntervalAnalysis::gather(Term t, bool value, Facts& facts) {
  if (facts.contradictory || --facts.budget < 0) return;
  if (t->op == Op::BoolConst) {
    if ((t->value != 0) != value) facts.contradictory = true;
    return;
  }
  const auto [slot, inserted] = facts.booleans.try_emplace(t, value);
  if (!inserted) {
    if (*slot != value) facts.contradictory = true;
    return;
  }
  facts.min_id = std::min(facts.min_id, t->id);
  facts.forget_seen();
  if (const auto* original = origin(t)) gather_comparison(Op::Eq, original->a, original->b, value, facts);
  switch (t->op) {
    case Op::Not: gather(t->arg(0), !value, facts); return;
    case Op::And:
    case Op::Or:
      if (value == (t->op == Op::And)) {  // the newer conjunct first: it is the one nearest the question
        gather(t->arg(1), value, facts);
        gather(t->arg(0), value, facts);
        return;
      }
      // !(a & b) with a known true tells !b (and dually for |): the shape of
      // a branch nested in another on the same condition, ite(c, ite(c & d, x, y), z).
      for (int side = 0; side < 2; ++side)
        if (truth(t->arg(side), facts, 2, 2) == truth_of(t->op == Op::And)) {
          gather(t->arg(1 - side), value, facts);
          return;
        }
      facts.deferred.push_back({t, value});  // gather_settled() looks again once more is known
      return;
    default:
      if (is_comparison(t)) gather_comparison(t, value, facts);
  }
}

void IntervalAnalysis::gather_settled(Term t, bool value, Facts& facts) {
  gather(t, value, facts);
  // A deferred !(a & b) whose a has become known true since tells !b now.
  for (bool progress = true; progress && !facts.contradictory;) {
    progress = false;
    for (size_t i = 0; i < facts.deferred.size(); ++i) {
      const auto [d, value_of_d] = facts.deferred[i];
      for (int side = 0; side < 2; ++side)
        if (truth(d->arg(side), facts, 2, 2) == truth_of(d->op == Op::And)) {
          facts.deferred.erase(facts.deferred.begin() + long(i));
          ++facts.budget;
          gather(d->arg(1 - side), value_of_d, facts);
          progress = true;
          break;
        }
      if (progress) break;
    }
  }
}

Truth IntervalAnalysis::implied(Term guard, Term condition) {
  if (stopped()) return Truth::Unknown;
  const WorkBudget budget(work_);
  Facts facts;
  gather_settled(guard, true, facts);
  if (facts.contradictory) return Truth::True;  // no assignment makes the guard true
  return truth(condition, facts, kFactDepth, kFactDepth);
}

}  // namespace swarmbmc::terms
