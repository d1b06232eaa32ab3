#include "CnfBits.h"

#include <algorithm>
#include <cstdlib>
#include <utility>

namespace swarmbmc::solver::bitblast {

CnfBits::CnfBits(sat::SatSolver& sat) : sat_(sat), true_(sat.new_var()) { clause({true_}); }

size_t CnfBits::KeyHash::operator()(const Key& k) const {
  uint64_t h = static_cast<uint64_t>(k.kind) * 0x9E3779B97F4A7C15ull;
  for (Bit b : k.in) h = (h ^ static_cast<uint32_t>(b)) * 0x100000001B3ull + (h >> 29);
  return static_cast<size_t>(h);
}

CnfBits::Bit CnfBits::lookup(const Key& key) const {
  auto it = gates_by_key_.find(key);
  return it == gates_by_key_.end() ? 0 : it->second;
}

CnfBits::Bit CnfBits::define(const Key& key) {
  const Bit out = sat_.new_var();
  gates_by_key_.emplace(key, out);
  ++gates_;
  return out;
}

CnfBits::Bit CnfBits::mk_and(Bit a, Bit b) {
  if (is_false(a) || is_false(b) || a == -b) return constant(false);
  if (is_true(a) || a == b) return b;
  if (is_true(b)) return a;
  if (a > b) std::swap(a, b);
  const Key key{Kind::And, {a, b, 0}};
  if (Bit x = lookup(key)) return x;
  const Bit x = define(key);
  clause({-x, a});
  clause({-x, b});
  clause({x, -a, -b});
  return x;
}

CnfBits::Bit CnfBits::mk_xor(Bit a, Bit b) {
  if (is_const(a)) std::swap(a, b);
  if (is_false(b)) return a;
  if (is_true(b)) return -a;
  if (a == b) return constant(false);
  if (a == -b) return constant(true);
  // xor(-a, b) = -xor(a, b): hash only positive inputs.
  const bool negate = (a < 0) != (b < 0);
  a = std::abs(a);
  b = std::abs(b);
  if (a > b) std::swap(a, b);
  const Key key{Kind::Xor, {a, b, 0}};
  Bit x = lookup(key);
  if (!x) {
    x = define(key);
    clause({-x, a, b});
    clause({-x, -a, -b});
    clause({x, -a, b});
    clause({x, a, -b});
  }
  return negate ? -x : x;
}

CnfBits::Bit CnfBits::mk_ite(Bit c, Bit t, Bit e) {
  if (is_true(c)) return t;
  if (is_false(c)) return e;
  if (t == e) return t;
  if (t == -e) return -mk_xor(c, t);      // c ? t : !t
  if (is_true(t) || t == c) return mk_or(c, e);
  if (is_false(t) || t == -c) return mk_and(-c, e);
  if (is_true(e) || e == -c) return mk_or(-c, t);
  if (is_false(e) || e == c) return mk_and(c, t);
  // ite(-c, t, e) = ite(c, e, t); ite(c, -t, -e) = -ite(c, t, e).
  if (c < 0) {
    c = -c;
    std::swap(t, e);
  }
  const bool negate = t < 0;
  if (negate) {
    t = -t;
    e = -e;
  }
  const Key key{Kind::Ite, {c, t, e}};
  Bit x = lookup(key);
  if (!x) {
    x = define(key);
    clause({-c, -t, x});
    clause({-c, t, -x});
    clause({c, -e, x});
    clause({c, e, -x});
    // Redundant, but lets propagation decide x when t and e agree.
    clause({-t, -e, x});
    clause({t, e, -x});
  }
  return negate ? -x : x;
}

CnfBits::Bit CnfBits::mk_maj(Bit a, Bit b, Bit c) {
  if (is_const(a)) std::swap(a, c);
  if (is_const(b)) std::swap(b, c);
  if (is_true(c)) return mk_or(a, b);
  if (is_false(c)) return mk_and(a, b);
  if (a == b || a == c) return a;
  if (b == c) return b;
  if (a == -b) return c;
  if (a == -c) return b;
  if (b == -c) return a;
  // maj is self-dual: maj(-a, -b, -c) = -maj(a, b, c). Hash with at most
  // one negative input.
  const bool negate = (a < 0) + (b < 0) + (c < 0) >= 2;
  if (negate) {
    a = -a;
    b = -b;
    c = -c;
  }
  std::array<Bit, 3> in{a, b, c};
  std::sort(in.begin(), in.end());
  const Key key{Kind::Maj, in};
  Bit x = lookup(key);
  if (!x) {
    x = define(key);
    a = in[0];
    b = in[1];
    c = in[2];
    clause({-a, -b, x});
    clause({-a, -c, x});
    clause({-b, -c, x});
    clause({a, b, -x});
    clause({a, c, -x});
    clause({b, c, -x});
  }
  return negate ? -x : x;
}

}  // namespace swarmbmc::solver::bitblast
