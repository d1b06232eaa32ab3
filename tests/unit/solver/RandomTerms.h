// A seeded generator of random well-typed terms for differential testing:
// every operator of the term language, widths 1..64, nested, over a small
// pool of variables (so that terms share leaves and constrain each other)
// and reads of array variables at computed indices (so that Ackermann
// constraints matter).
#pragma once

#include <random>
#include <vector>

#include "terms/TermManager.h"

namespace swarmbmc::testing {

class RandomTerms {
 public:
  RandomTerms(terms::TermManager& tm, uint64_t seed) : tm_(tm), rng_(seed) {}

  /// Starts a new formula: a fresh pool of variables.
  void reset_pool() {
    bool_vars_.clear();
    bv_vars_.clear();
    arrays_.clear();
    for (int i = 0; i < 2; ++i) bool_vars_.push_back(tm_.mk_var(terms::Sort::boolean(), "p"));
    arrays_.push_back(tm_.mk_var(terms::Sort::array(), "mem"));
  }

  /// The variables of the current pool (booleans and bit-vectors).
  std::vector<terms::Term> variables() const {
    std::vector<terms::Term> all = bool_vars_;
    all.insert(all.end(), bv_vars_.begin(), bv_vars_.end());
    return all;
  }

  /// A random bit-vector width: mostly the common ones, any of 1..64 too.
  unsigned width() {
    static const unsigned kCommon[] = {1, 2, 3, 4, 5, 8, 8, 16, 32, 64};
    return pick(3) == 0 ? 1 + static_cast<unsigned>(pick(64)) : kCommon[pick(10)];
  }

  /// A formula that holds for every value of its variables (an identity of
  /// bit-vector arithmetic over random subterms), not decided by the term
  /// manager's rewriting: its negation must be unsatisfiable.
  terms::Term identity(int depth) {
    using terms::Op;
    const size_t kind = pick(9);
    // Identities over multipliers and dividers are hard for SAT (the
    // classic hard case of bit-blasting): keep those narrow.
    const bool arithmetic = (kind >= 1 && kind <= 3) || kind == 8;
    const unsigned w = arithmetic ? 1 + static_cast<unsigned>(pick(6)) : width();
    // Wide identities are over leaves: Z3 (the oracle for Unsat) took 169 s
    // to prove ~(x*255) = -(x*255) - 1 at 63 bits.
    if (w > 16) depth = 0;
    const terms::Term a = bv(w, depth), b = bv(w, depth);
    const terms::Term zero = tm_.mk_bv(0, w), one = tm_.mk_bv(1, w), smin = tm_.mk_bv(terms::u128(1) << (w - 1), w);
    switch (kind) {
      case 0: return tm_.mk_eq(tm_.mk_add(tm_.mk_sub(a, b), b), a);
      case 1:  // a = (a / b) * b + a % b, unsigned and signed (b = 0 included)
        return tm_.mk_eq(tm_.mk_add(tm_.mk_mul(tm_.mk_binary(Op::UDiv, a, b), b), tm_.mk_binary(Op::URem, a, b)), a);
      case 2:
        return tm_.mk_implies(tm_.mk_not(tm_.mk_eq(b, zero)),
                              tm_.mk_eq(tm_.mk_add(tm_.mk_mul(tm_.mk_binary(Op::SDiv, a, b), b),
                                                   tm_.mk_binary(Op::SRem, a, b)),
                                        a));
      case 3: return tm_.mk_eq(tm_.mk_binary(Op::Shl, a, b), tm_.mk_mul(a, tm_.mk_binary(Op::Shl, one, b)));
      case 4:
        return tm_.mk_eq(tm_.mk_bvnot(tm_.mk_binary(Op::BvAnd, a, b)),
                         tm_.mk_binary(Op::BvOr, tm_.mk_bvnot(a), tm_.mk_bvnot(b)));
      case 5:
        return tm_.mk_eq(tm_.mk_ult(a, b), tm_.mk_slt(tm_.mk_binary(Op::BvXor, a, smin), tm_.mk_binary(Op::BvXor, b, smin)));
      case 6: return tm_.mk_eq(tm_.mk_neg(a), tm_.mk_add(tm_.mk_bvnot(a), one));
      case 7:  // arithmetic right shift = logical shift with the sign filled in
        return tm_.mk_eq(tm_.mk_binary(Op::AShr, a, b),
                         tm_.mk_ite(tm_.mk_slt(a, zero), tm_.mk_bvnot(tm_.mk_binary(Op::LShr, tm_.mk_bvnot(a), b)),
                                    tm_.mk_binary(Op::LShr, a, b)));
      default:  // the remainder is below a non-zero divisor
        return tm_.mk_implies(tm_.mk_not(tm_.mk_eq(b, zero)), tm_.mk_ult(tm_.mk_binary(Op::URem, a, b), b));
    }
  }

  /// A random boolean term of nesting depth at most `depth`.
  terms::Term boolean(int depth) {
    using terms::Op;
    if (depth <= 0 || pick(8) == 0) return pick(4) == 0 ? tm_.mk_bool(pick(2)) : bool_vars_[pick(bool_vars_.size())];
    switch (pick(7)) {
      case 0: return tm_.mk_not(boolean(depth - 1));
      case 1: return tm_.mk_and(boolean(depth - 1), boolean(depth - 1));
      case 2: return tm_.mk_or(boolean(depth - 1), boolean(depth - 1));
      case 3: return tm_.mk_xor(boolean(depth - 1), boolean(depth - 1));
      case 4: return tm_.mk_ite(boolean(depth - 1), boolean(depth - 1), boolean(depth - 1));
      case 5: {
        const unsigned w = width();
        return tm_.mk_eq(bv(w, depth - 1), bv(w, depth - 1));
      }
      default: {
        static const Op kCompare[] = {Op::Ult, Op::Ule, Op::Slt, Op::Sle};
        const unsigned w = width();
        return tm_.mk_compare(kCompare[pick(4)], bv(w, depth - 1), bv(w, depth - 1));
      }
    }
  }

  /// A random bit-vector term of `w` bits.
  terms::Term bv(unsigned w, int depth) {
    using terms::Op;
    if (depth <= 0 || pick(6) == 0) return leaf(w);
    switch (pick(12)) {
      case 0: case 1: case 2: case 3: {
        static const Op kBinary[] = {Op::BvAnd, Op::BvOr, Op::BvXor, Op::Add,  Op::Sub,  Op::Mul, Op::UDiv,
                                     Op::URem,  Op::SDiv, Op::SRem,  Op::Shl, Op::LShr, Op::AShr};
        const Op op = kBinary[pick(13)];
        // Keep the expensive circuits narrow, so a query solves in milliseconds.
        if ((op == Op::Mul || op == Op::UDiv || op == Op::URem || op == Op::SDiv || op == Op::SRem) && w > 16)
          return tm_.mk_binary(op, bv(w, depth - 1), small(w));
        return tm_.mk_binary(op, bv(w, depth - 1), bv(w, depth - 1));
      }
      case 4: return pick(2) ? tm_.mk_bvnot(bv(w, depth - 1)) : tm_.mk_neg(bv(w, depth - 1));
      case 5: return tm_.mk_ite(boolean(depth - 1), bv(w, depth - 1), bv(w, depth - 1));
      case 6: {  // extract from a wider term
        const unsigned wider = w + static_cast<unsigned>(pick(65 - std::min(w, 64u)));
        const unsigned lo = static_cast<unsigned>(pick(wider - w + 1));
        return tm_.mk_extract(bv(wider, depth - 1), lo + w - 1, lo);
      }
      case 7: {  // concat of two narrower terms
        if (w < 2) return leaf(w);
        const unsigned high = 1 + static_cast<unsigned>(pick(w - 1));
        return tm_.mk_concat(bv(high, depth - 1), bv(w - high, depth - 1));
      }
      case 8: {  // extension of a narrower term
        if (w < 2) return leaf(w);
        const unsigned narrow = 1 + static_cast<unsigned>(pick(w - 1));
        return pick(2) ? tm_.mk_zext(bv(narrow, depth - 1), w) : tm_.mk_sext(bv(narrow, depth - 1), w);
      }
      case 9: {  // bytes of memory
        if (w % 8 != 0) return leaf(w);
        terms::Term word = nullptr;
        for (unsigned k = 0; k < w / 8; ++k) {
          terms::Term byte = tm_.mk_select(memory(depth - 1), index(depth - 1));
          word = word ? tm_.mk_concat(byte, word) : byte;
        }
        return word;
      }
      default: return leaf(w);
    }
  }

 private:
  size_t pick(size_t n) { return std::uniform_int_distribution<size_t>(0, n - 1)(rng_); }

  terms::u128 constant(unsigned w) {
    switch (pick(4)) {
      case 0: return pick(4);
      case 1: return terms::mask(w) - pick(2);
      case 2: return terms::u128(1) << (w - 1);
      default: return (terms::u128(rng_()) << 64 | rng_()) & terms::mask(w);
    }
  }

  terms::Term leaf(unsigned w) {
    if (pick(3) == 0) return tm_.mk_bv(constant(w), w);
    for (terms::Term v : bv_vars_)
      if (v->width() == w && pick(3) != 0) return v;
    terms::Term v = tm_.mk_var(terms::Sort::bv(w), "x");
    bv_vars_.push_back(v);
    return v;
  }

  /// A constant or a narrow variable, zero-extended: divisors and factors.
  terms::Term small(unsigned w) { return pick(4) ? tm_.mk_bv(constant(8), w) : tm_.mk_zext(leaf(4), w); }

  /// An array: a variable, or stores and merges over one (the term
  /// manager turns reads of those into ites, reads of the variable stay).
  terms::Term memory(int depth) {
    terms::Term m = arrays_[pick(arrays_.size())];
    const size_t stores = pick(3);
    for (size_t k = 0; k < stores; ++k) m = tm_.mk_store(m, index(depth - 1), bv(8, depth - 1));
    if (pick(4) == 0) m = tm_.mk_ite(boolean(depth - 1), m, tm_.mk_store(m, index(depth - 1), bv(8, depth - 1)));
    return m;
  }

  /// An index: a small range of addresses, so that reads and writes collide.
  terms::Term index(int depth) {
    return tm_.mk_add(tm_.mk_bv(0x1000, 64), tm_.mk_zext(tm_.mk_extract(bv(8, depth), 2, 0), 64));
  }

  terms::TermManager& tm_;
  std::mt19937_64 rng_;
  std::vector<terms::Term> bool_vars_, bv_vars_, arrays_;
};

}  // namespace swarmbmc::testing
