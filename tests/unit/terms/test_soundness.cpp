// Soundness of simplification at construction: random expressions are built
// twice, through the TermManager (simplified) and as raw unsimplified nodes,
// and both are evaluated with an independent reference semantics under
// random assignments. Any rule that changes the meaning of a term shows up
// as a difference.
#include <catch2/catch.hpp>

#include <deque>
#include <functional>
#include <iterator>
#include <map>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "terms/TermManager.h"
#include "TermsTestUtil.h"

using namespace swarmbmc::terms;
using terms_test::ones;

namespace {

u128 trunc(u128 v, unsigned w) { return v & ones(w); }
bool msb(u128 v, unsigned w) { return (v >> (w - 1)) & 1; }
u128 neg(u128 v, unsigned w) { return trunc(~v + 1, w); }

// --- Reference semantics (SMT-LIB definitions, written independently) -------

u128 ref_udiv(u128 a, u128 b, unsigned w) { return b == 0 ? ones(w) : a / b; }
u128 ref_urem(u128 a, u128 b) { return b == 0 ? a : a % b; }
u128 ref_sdiv(u128 s, u128 t, unsigned w) {
  const bool ms = msb(s, w), mt = msb(t, w);
  if (!ms && !mt) return ref_udiv(s, t, w);
  if (ms && !mt) return neg(ref_udiv(neg(s, w), t, w), w);
  if (!ms && mt) return neg(ref_udiv(s, neg(t, w), w), w);
  return ref_udiv(neg(s, w), neg(t, w), w);
}
u128 ref_srem(u128 s, u128 t, unsigned w) {
  const bool ms = msb(s, w), mt = msb(t, w);
  if (!ms && !mt) return ref_urem(s, t);
  if (ms && !mt) return neg(ref_urem(neg(s, w), t), w);
  if (!ms && mt) return ref_urem(s, neg(t, w));
  return neg(ref_urem(neg(s, w), neg(t, w)), w);
}
/// a < b as signed w-bit numbers: flip the sign bits and compare unsigned.
bool ref_slt(u128 a, u128 b, unsigned w) {
  const u128 flip = u128(1) << (w - 1);
  return (a ^ flip) < (b ^ flip);
}
u128 ref_ashr(u128 a, u128 b, unsigned w) {
  if (b >= w) return msb(a, w) ? ones(w) : 0;
  u128 r = a >> static_cast<unsigned>(b);
  if (msb(a, w) && b > 0) r |= ones(w) & ~(ones(w) >> static_cast<unsigned>(b));
  return r;
}

/// Evaluates terms (raw or simplified) under one assignment of the variables.
class ReferenceEvaluator {
 public:
  ReferenceEvaluator(const std::unordered_map<Term, u128>& vars, uint64_t array_seed) : vars_(vars), seed_(array_seed) {}

  u128 eval(Term t) {
    if (auto it = memo_.find(t); it != memo_.end()) return it->second;
    const u128 v = compute(t);
    memo_.emplace(t, v);
    return v;
  }

 private:
  u128 select(Term array, u128 index) {
    switch (array->op) {
      case Op::Var: {  // an arbitrary but fixed byte per (array, index)
        uint64_t h = seed_ ^ (array->id * 0x9E3779B97F4A7C15ull) ^ static_cast<uint64_t>(index);
        h ^= h >> 31;
        h *= 0xBF58476D1CE4E5B9ull;
        h ^= h >> 29;
        return h & 0xFF;
      }
      case Op::ConstArray: return eval(array->arg(0));
      case Op::Store: return eval(array->arg(1)) == index ? eval(array->arg(2)) : select(array->arg(0), index);
      case Op::Ite: return eval(array->arg(0)) ? select(array->arg(1), index) : select(array->arg(2), index);
      default: FAIL("unexpected array term " << op_name(array->op)); return 0;
    }
  }

  u128 compute(Term t) {
    const unsigned w = t->sort.is_bv() ? t->width() : 1;
    auto a = [&](unsigned i) { return eval(t->arg(i)); };
    auto aw = [&](unsigned i) { return unsigned(t->arg(i)->width()); };
    switch (t->op) {
      case Op::BoolConst: case Op::BvConst: return t->value;
      case Op::Var: {
        auto it = vars_.find(t);
        REQUIRE(it != vars_.end());
        return t->sort.is_bool() ? (it->second & 1) : trunc(it->second, w);
      }
      case Op::Not: return a(0) ? 0 : 1;
      case Op::And: return (a(0) && a(1)) ? 1 : 0;
      case Op::Or: return (a(0) || a(1)) ? 1 : 0;
      case Op::Xor: return (a(0) != a(1)) ? 1 : 0;
      case Op::Eq:
        REQUIRE_FALSE(t->arg(0)->sort.is_array());
        return a(0) == a(1) ? 1 : 0;
      case Op::Ite: return a(0) ? a(1) : a(2);
      case Op::Ult: return a(0) < a(1);
      case Op::Ule: return a(0) <= a(1);
      case Op::Slt: return ref_slt(a(0), a(1), aw(0));
      case Op::Sle: return !ref_slt(a(1), a(0), aw(0));
      case Op::BvNot: return trunc(~a(0), w);
      case Op::Neg: return neg(a(0), w);
      case Op::BvAnd: return a(0) & a(1);
      case Op::BvOr: return a(0) | a(1);
      case Op::BvXor: return a(0) ^ a(1);
      case Op::Add: return trunc(a(0) + a(1), w);
      case Op::Sub: return trunc(a(0) - a(1), w);
      case Op::Mul: return trunc(a(0) * a(1), w);
      case Op::UDiv: return ref_udiv(a(0), a(1), w);
      case Op::SDiv: return ref_sdiv(a(0), a(1), w);
      case Op::URem: return ref_urem(a(0), a(1));
      case Op::SRem: return ref_srem(a(0), a(1), w);
      case Op::Shl: return a(1) >= w ? 0 : trunc(a(0) << static_cast<unsigned>(a(1)), w);
      case Op::LShr: return a(1) >= w ? 0 : a(0) >> static_cast<unsigned>(a(1));
      case Op::AShr: return ref_ashr(a(0), a(1), w);
      case Op::Concat: return (a(0) << aw(1)) | a(1);
      case Op::Extract: return trunc(a(0) >> t->param1, t->param0 - t->param1 + 1);
      case Op::ZExt: return a(0);
      case Op::SExt: return msb(a(0), aw(0)) ? (a(0) | (ones(w) & ~ones(aw(0)))) : a(0);
      case Op::Select: return select(t->arg(0), a(1));
      default: FAIL("cannot evaluate " << op_name(t->op)); return 0;
    }
  }

  const std::unordered_map<Term, u128>& vars_;
  uint64_t seed_;
  std::unordered_map<Term, u128> memo_;
};

/// Raw (unsimplified) nodes, owned by the test.
class RawBuilder {
 public:
  Term node(Op op, Sort sort, std::vector<Term> args, uint32_t p0 = 0, uint32_t p1 = 0) {
    Node& n = nodes_.emplace_back(op, sort);
    n.num_args = static_cast<uint8_t>(args.size());
    for (size_t i = 0; i < args.size(); ++i) n.args[i] = args[i];
    n.param0 = p0;
    n.param1 = p1;
    return &n;
  }
  Term constant(u128 v, unsigned w) {
    Node& n = nodes_.emplace_back(Op::BvConst, Sort::bv(w));
    n.value = trunc(v, w);
    return &n;
  }
  Term boolean(bool v) {
    Node& n = nodes_.emplace_back(Op::BoolConst, Sort::boolean());
    n.value = v;
    return &n;
  }

 private:
  std::deque<Node> nodes_;
};

/// A term built both ways.
struct Pair {
  Term raw;
  Term simp;
};

constexpr unsigned kWidths[] = {1, 8, 16, 24, 32, 64, 128};

class Generator {
 public:
  Generator(TermManager& tm, RawBuilder& raw, std::mt19937& rng) : tm_(tm), raw_(raw), rng_(rng) {
    for (unsigned w : kWidths) {
      for (int i = 0; i < 2; ++i) add_var(Sort::bv(w));
    }
    for (int i = 0; i < 3; ++i) add_var(Sort::boolean());
    for (int i = 0; i < 2; ++i) add_var(Sort::array());
  }

  std::vector<Term> vars;
  std::vector<Pair> all;  ///< every bool and bit-vector pair built

  void step() {
    switch (pick(10)) {
      case 0: case 1: case 2: bv_step(); break;
      case 3: case 4: bool_step(); break;
      case 5: array_step(); break;
      case 6: index_step(); break;
      case 7: byte_step(); break;
      default: bv_step(); break;
    }
  }

 private:
  unsigned pick(unsigned n) { return rng_() % n; }
  unsigned width() { return kWidths[pick(std::size(kWidths))]; }

  void add_var(Sort s) {
    Term v = tm_.mk_var(s, "v");
    vars.push_back(v);
    push(s, {v, v});
  }
  void push(Sort s, Pair p) {
    REQUIRE(p.simp->sort == s);
    if (s.is_array()) {
      arrays_.push_back(p);
      return;
    }
    if (s.is_bool()) bools_.push_back(p);
    else bvs_[s.width].push_back(p);
    all.push_back(p);
  }

  u128 interesting(unsigned w) {
    switch (pick(8)) {
      case 6: return u128(1) << pick(w);          // x * 2^k, shifts
      case 7: return ones(pick(w) + 1);           // low masks x & (2^n - 1)
      case 0: return 0;
      case 1: return 1;
      case 2: return ones(w);
      case 3: return u128(1) << (w - 1);
      case 4: return pick(w + 2);
      default: {
        const u128 hi = rng_(), lo = rng_();
        return trunc((hi << 96) | (lo << 32) | rng_(), w);
      }
    }
  }
  Pair constant(unsigned w) {
    const u128 v = interesting(w);
    return {raw_.constant(v, w), tm_.mk_bv(v, w)};
  }
  Pair any_bv(unsigned w) {
    auto& pool = bvs_[w];
    if (pool.empty() || pick(5) == 0) return constant(w);
    return pool[pick(pool.size())];
  }
  Pair any_bool() {
    if (pick(12) == 0) {
      const bool v = pick(2);
      return {raw_.boolean(v), tm_.mk_bool(v)};
    }
    return bools_[pick(bools_.size())];
  }
  Pair any_array() { return arrays_[pick(arrays_.size())]; }

  void bv_step() {
    const unsigned w = width();
    switch (pick(11)) {
      case 0: case 1: case 2: {  // a binary operator
        static constexpr Op ops[] = {Op::BvAnd, Op::BvOr, Op::BvXor, Op::Add,  Op::Sub,  Op::Mul, Op::UDiv,
                                     Op::SDiv,  Op::URem, Op::SRem,  Op::Shl,  Op::LShr, Op::AShr};
        const Op op = ops[pick(std::size(ops))];
        Pair x = any_bv(w), y = pick(4) == 0 ? x : any_bv(w);
        push(Sort::bv(w), {raw_.node(op, Sort::bv(w), {x.raw, y.raw}), tm_.mk_binary(op, x.simp, y.simp)});
        break;
      }
      case 3: {  // x + small constant (offset chains)
        Pair x = any_bv(w);
        const u128 c = pick(2) ? pick(5) : ones(w) - pick(3);
        Pair k{raw_.constant(c, w), tm_.mk_bv(c, w)};
        push(Sort::bv(w), {raw_.node(Op::Add, Sort::bv(w), {x.raw, k.raw}), tm_.mk_add(x.simp, k.simp)});
        break;
      }
      case 4: {
        Pair x = any_bv(w);
        if (pick(2))
          push(Sort::bv(w), {raw_.node(Op::BvNot, Sort::bv(w), {x.raw}), tm_.mk_bvnot(x.simp)});
        else
          push(Sort::bv(w), {raw_.node(Op::Neg, Sort::bv(w), {x.raw}), tm_.mk_neg(x.simp)});
        break;
      }
      case 5: {
        Pair c = any_bool(), x = any_bv(w), y = pick(3) == 0 ? constant(w) : any_bv(w);
        if (pick(2)) std::swap(x, y);
        push(Sort::bv(w), {raw_.node(Op::Ite, Sort::bv(w), {c.raw, x.raw, y.raw}), tm_.mk_ite(c.simp, x.simp, y.simp)});
        break;
      }
      case 6: {  // extract of a wider term
        const unsigned src = width();
        if (src < w) break;
        Pair x = any_bv(src);
        const unsigned lo = pick(src - w + 1), hi = lo + w - 1;
        push(Sort::bv(w), {raw_.node(Op::Extract, Sort::bv(w), {x.raw}, hi, lo), tm_.mk_extract(x.simp, hi, lo)});
        break;
      }
      case 7: {  // concat of two narrower terms
        const unsigned wl = width();
        if (wl >= w) break;
        const unsigned wh = w - wl;
        Pair h = any_bv(wh), l = any_bv(wl);
        push(Sort::bv(w), {raw_.node(Op::Concat, Sort::bv(w), {h.raw, l.raw}), tm_.mk_concat(h.simp, l.simp)});
        break;
      }
      case 8: {  // zext / sext of a narrower term
        const unsigned src = width();
        if (src > w) break;
        Pair x = any_bv(src);
        if (pick(2))
          push(Sort::bv(w), {raw_.node(Op::ZExt, Sort::bv(w), {x.raw}), tm_.mk_zext(x.simp, w)});
        else
          push(Sort::bv(w), {raw_.node(Op::SExt, Sort::bv(w), {x.raw}), tm_.mk_sext(x.simp, w)});
        break;
      }
      case 9: {  // bool to bit-vector
        Pair c = any_bool();
        Term one = raw_.constant(1, w), zero = raw_.constant(0, w);
        push(Sort::bv(w), {raw_.node(Op::Ite, Sort::bv(w), {c.raw, one, zero}), tm_.mk_bool_to_bv(c.simp, w)});
        break;
      }
      default: {  // split a word into bytes and join them back, maybe out of order
        if (w % 8 != 0 || w == 8) break;
        Pair x = any_bv(w);
        Pair acc{nullptr, nullptr};
        const bool shuffle = pick(4) == 0;
        for (unsigned byte = w / 8; byte-- > 0;) {
          const unsigned b = shuffle ? pick(w / 8) : byte;
          Pair part{raw_.node(Op::Extract, Sort::bv(8), {x.raw}, b * 8 + 7, b * 8), tm_.mk_extract(x.simp, b * 8 + 7, b * 8)};
          if (!acc.raw) {
            acc = part;
          } else {
            const unsigned aw = acc.raw->width() + 8;
            acc = {raw_.node(Op::Concat, Sort::bv(aw), {acc.raw, part.raw}), tm_.mk_concat(acc.simp, part.simp)};
          }
        }
        push(Sort::bv(w), acc);
        break;
      }
    }
  }

  void bool_step() {
    switch (pick(9)) {
      case 0: {
        Pair x = any_bool();
        push(Sort::boolean(), {raw_.node(Op::Not, Sort::boolean(), {x.raw}), tm_.mk_not(x.simp)});
        break;
      }
      case 1: {
        Pair x = any_bool(), y = pick(5) == 0 ? x : any_bool();
        switch (pick(3)) {
          case 0: push(Sort::boolean(), {raw_.node(Op::And, Sort::boolean(), {x.raw, y.raw}), tm_.mk_and(x.simp, y.simp)}); break;
          case 1: push(Sort::boolean(), {raw_.node(Op::Or, Sort::boolean(), {x.raw, y.raw}), tm_.mk_or(x.simp, y.simp)}); break;
          default: push(Sort::boolean(), {raw_.node(Op::Xor, Sort::boolean(), {x.raw, y.raw}), tm_.mk_xor(x.simp, y.simp)}); break;
        }
        break;
      }
      case 2: {  // path merging shapes: (g & c) | (g & !c), and near misses
        Pair g = any_bool(), c = any_bool(), d = pick(3) == 0 ? any_bool() : c;
        Term rnc = raw_.node(Op::Not, Sort::boolean(), {d.raw});
        Term l = raw_.node(Op::And, Sort::boolean(), {g.raw, c.raw});
        Term r = raw_.node(Op::And, Sort::boolean(), {rnc, g.raw});
        push(Sort::boolean(), {raw_.node(Op::Or, Sort::boolean(), {l, r}),
                               tm_.mk_or(tm_.mk_and(g.simp, c.simp), tm_.mk_and(tm_.mk_not(d.simp), g.simp))});
        break;
      }
      case 3: case 4: {  // equality of bit-vectors, often against constants
        const unsigned w = width();
        Pair x = any_bv(w), y = pick(2) ? constant(w) : any_bv(w);
        if (pick(2)) std::swap(x, y);
        push(Sort::boolean(), {raw_.node(Op::Eq, Sort::boolean(), {x.raw, y.raw}), tm_.mk_eq(x.simp, y.simp)});
        break;
      }
      case 5: {
        static constexpr Op ops[] = {Op::Ult, Op::Ule, Op::Slt, Op::Sle};
        const Op op = ops[pick(4)];
        const unsigned w = width();
        Pair x = any_bv(w), y = pick(3) == 0 ? constant(w) : any_bv(w);
        if (pick(2)) std::swap(x, y);
        push(Sort::boolean(), {raw_.node(op, Sort::boolean(), {x.raw, y.raw}), tm_.mk_compare(op, x.simp, y.simp)});
        break;
      }
      case 6: {
        Pair c = any_bool(), x = any_bool(), y = any_bool();
        push(Sort::boolean(), {raw_.node(Op::Ite, Sort::boolean(), {c.raw, x.raw, y.raw}), tm_.mk_ite(c.simp, x.simp, y.simp)});
        break;
      }
      case 7: same_shape_equality(); break;
      default: {
        Pair x = any_bool(), y = any_bool();
        push(Sort::boolean(), {raw_.node(Op::Eq, Sort::boolean(), {x.raw, y.raw}), tm_.mk_eq(x.simp, y.simp)});
        break;
      }
    }
  }

  /// eq(f(x), f(y)) and eq(f(x), k) for f = zext, sext, concat, ~, -, ^k:
  /// the shapes the equality rules take apart.
  void same_shape_equality() {
    const unsigned w = width();
    const unsigned narrow = kWidths[pick(std::size(kWidths))];
    if (w < 2 || narrow >= w) return;
    auto shaped = [&](int shape) -> Pair {
      Pair x = any_bv(shape < 3 ? narrow : w);
      switch (shape) {
        case 0: return {raw_.node(Op::ZExt, Sort::bv(w), {x.raw}), tm_.mk_zext(x.simp, w)};
        case 1: return {raw_.node(Op::SExt, Sort::bv(w), {x.raw}), tm_.mk_sext(x.simp, w)};
        case 2: {
          Pair h = any_bv(w - narrow);
          return {raw_.node(Op::Concat, Sort::bv(w), {h.raw, x.raw}), tm_.mk_concat(h.simp, x.simp)};
        }
        case 3: return {raw_.node(Op::BvNot, Sort::bv(w), {x.raw}), tm_.mk_bvnot(x.simp)};
        case 4: return {raw_.node(Op::Neg, Sort::bv(w), {x.raw}), tm_.mk_neg(x.simp)};
        default: {
          Pair k = constant(w);
          return {raw_.node(Op::BvXor, Sort::bv(w), {x.raw, k.raw}), tm_.mk_binary(Op::BvXor, x.simp, k.simp)};
        }
      }
    };
    const int shape = static_cast<int>(pick(6));
    Pair x = shaped(shape), y = pick(2) ? shaped(shape) : constant(w);
    if (pick(3) == 0) {  // a constant that is an extension of a narrow value
      const u128 v = interesting(narrow);
      const u128 k = shape == 1 && msb(v, narrow) ? (v | (ones(w) & ~ones(narrow))) : v;
      y = {raw_.constant(k, w), tm_.mk_bv(k, w)};
    }
    push(Sort::boolean(), {raw_.node(Op::Eq, Sort::boolean(), {x.raw, y.raw}), tm_.mk_eq(x.simp, y.simp)});
  }

  void array_step() {
    switch (pick(4)) {
      case 0: case 1: {
        Pair a = any_array(), i = any_bv(64), v = any_bv(8);
        push(Sort::array(), {raw_.node(Op::Store, Sort::array(), {a.raw, i.raw, v.raw}), tm_.mk_store(a.simp, i.simp, v.simp)});
        break;
      }
      case 2: {
        Pair c = any_bool(), a = any_array(), b = any_array();
        push(Sort::array(), {raw_.node(Op::Ite, Sort::array(), {c.raw, a.raw, b.raw}), tm_.mk_ite(c.simp, a.simp, b.simp)});
        break;
      }
      default: {
        Pair v = any_bv(8);
        push(Sort::array(), {raw_.node(Op::ConstArray, Sort::array(), {v.raw}), tm_.mk_const_array(v.simp)});
        break;
      }
    }
  }

  void index_step() {  // aligned addresses: base * 2^k + small offset
    Pair x = any_bv(64);
    const unsigned shift = pick(4);
    Pair k{raw_.constant(u128(1) << shift, 64), tm_.mk_bv(u128(1) << shift, 64)};
    Pair scaled = pick(2) ? Pair{raw_.node(Op::Mul, Sort::bv(64), {x.raw, k.raw}), tm_.mk_mul(x.simp, k.simp)}
                          : Pair{raw_.node(Op::Shl, Sort::bv(64), {x.raw, raw_.constant(shift, 64)}),
                                 tm_.mk_binary(Op::Shl, x.simp, tm_.mk_bv(shift, 64))};
    const u128 off = pick(9);
    Pair o{raw_.constant(off, 64), tm_.mk_bv(off, 64)};
    push(Sort::bv(64), {raw_.node(Op::Add, Sort::bv(64), {scaled.raw, o.raw}), tm_.mk_add(scaled.simp, o.simp)});
  }

  void byte_step() {  // read a byte, or a little-endian word, from a memory
    Pair a = any_array(), i = any_bv(64);
    if (pick(2)) {
      push(Sort::bv(8), {raw_.node(Op::Select, Sort::bv(8), {a.raw, i.raw}), tm_.mk_select(a.simp, i.simp)});
      return;
    }
    Pair word{nullptr, nullptr};
    for (unsigned b = 0; b < 4; ++b) {
      Pair k{raw_.constant(b, 64), tm_.mk_bv(b, 64)};
      Pair addr{raw_.node(Op::Add, Sort::bv(64), {i.raw, k.raw}), tm_.mk_add(i.simp, k.simp)};
      Pair byte{raw_.node(Op::Select, Sort::bv(8), {a.raw, addr.raw}), tm_.mk_select(a.simp, addr.simp)};
      if (!word.raw) {
        word = byte;
      } else {
        const unsigned ww = word.raw->width() + 8;
        word = {raw_.node(Op::Concat, Sort::bv(ww), {byte.raw, word.raw}), tm_.mk_concat(byte.simp, word.simp)};
      }
    }
    push(Sort::bv(32), word);
  }

  TermManager& tm_;
  RawBuilder& raw_;
  std::mt19937& rng_;
  std::vector<Pair> bools_, arrays_;
  std::map<unsigned, std::vector<Pair>> bvs_;
};

std::string shorten(const std::string& s) { return s.size() > 600 ? s.substr(0, 600) + "..." : s; }

}  // namespace

TEST_CASE("simplification preserves meaning on random terms", "[terms][soundness]") {
  std::mt19937 rng(424242);
  size_t compared = 0, failures = 0;
  for (int program = 0; program < 150; ++program) {
    TermManager tm;
    RawBuilder raw;
    Generator gen(tm, raw, rng);
    for (int s = 0; s < 250; ++s) gen.step();
    for (int assignment = 0; assignment < 6; ++assignment) {
      std::unordered_map<Term, u128> values;
      for (Term v : gen.vars) {
        const unsigned w = v->sort.is_bv() ? v->width() : 1;
        u128 x;
        switch (rng() % 5) {
          case 0: x = 0; break;
          case 1: x = ones(w); break;
          case 2: x = rng() % 4; break;
          default: {
            const u128 hi = rng(), mid = rng(), lo = rng();
            x = (hi << 80) ^ (mid << 40) ^ lo ^ (u128(rng()) << 112);
          }
        }
        values[v] = x;
      }
      // Variables of one sort share values now and then, so that equalities
      // between distinct variables are sometimes true.
      for (size_t i = 1; i < gen.vars.size(); ++i)
        if (gen.vars[i]->sort == gen.vars[i - 1]->sort && rng() % 3 == 0) values[gen.vars[i]] = values[gen.vars[i - 1]];
      ReferenceEvaluator ev(values, rng());
      for (const Pair& p : gen.all) {
        const u128 expected = ev.eval(p.raw), got = ev.eval(p.simp);
        ++compared;
        if (expected != got && ++failures <= 10) {
          FAIL_CHECK("program " << program << " assignment " << assignment << ": raw " << shorten(to_string(p.raw))
                                << " evaluates to " << static_cast<uint64_t>(expected) << " but simplified "
                                << shorten(to_string(p.simp)) << " evaluates to " << static_cast<uint64_t>(got));
        }
      }
    }
  }
  INFO(compared << " comparisons");
  CHECK(failures == 0);
  CHECK(compared > 100000);
}
