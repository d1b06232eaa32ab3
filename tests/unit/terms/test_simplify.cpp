// Simplification at construction in TermManager: ite, boolean, arithmetic,
// extract/concat and read-over-write rules.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "terms/TermManager.h"
#include "TermsTestUtil.h"

using namespace swarmbmc::terms;


TEST_CASE("ite with a constant condition picks a branch", "[terms][simplify]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(32), "x");
  Term y = tm.mk_var(Sort::bv(32), "y");
  CHECK(tm.mk_ite(tm.mk_true(), x, y) == x);
  CHECK(tm.mk_ite(tm.mk_false(), x, y) == y);
  // Condition that folds to a constant.
  CHECK(tm.mk_ite(tm.mk_ult(tm.mk_bv(1, 8), tm.mk_bv(2, 8)), x, y) == x);
  CHECK(tm.mk_ite(tm.mk_slt(tm.mk_bv(1, 8), tm.mk_bv(0xFF, 8)), x, y) == y);
  Term m1 = tm.mk_var(Sort::array(), "m1");
  Term m2 = tm.mk_var(Sort::array(), "m2");
  CHECK(tm.mk_ite(tm.mk_true(), m1, m2) == m1);
  Term p = tm.mk_var(Sort::boolean(), "p");
  Term q = tm.mk_var(Sort::boolean(), "q");
  CHECK(tm.mk_ite(tm.mk_false(), p, q) == q);
}

TEST_CASE("ite with equal branches is the branch", "[terms][simplify]") {
  TermManager tm;
  Term c = tm.mk_var(Sort::boolean(), "c");
  Term x = tm.mk_var(Sort::bv(32), "x");
  CHECK(tm.mk_ite(c, x, x) == x);
  Term sum = tm.mk_add(x, tm.mk_bv(4, 32));
  CHECK(tm.mk_ite(c, sum, tm.mk_add(tm.mk_bv(4, 32), x)) == sum);
  Term m = tm.mk_var(Sort::array(), "m");
  CHECK(tm.mk_ite(c, m, m) == m);
  Term y = tm.mk_var(Sort::bv(32), "y");
  Term t = tm.mk_ite(c, x, y);
  CHECK(t->op == Op::Ite);
  CHECK(t->arg(0) == c);
  CHECK(t->arg(1) == x);
  CHECK(t->arg(2) == y);
}

TEST_CASE("double negation cancels", "[terms][simplify]") {
  TermManager tm;
  Term p = tm.mk_var(Sort::boolean(), "p");
  CHECK(tm.mk_not(p)->op == Op::Not);
  CHECK(tm.mk_not(tm.mk_not(p)) == p);
  CHECK(tm.mk_not(tm.mk_true()) == tm.mk_false());
  CHECK(tm.mk_not(tm.mk_false()) == tm.mk_true());
  Term x = tm.mk_var(Sort::bv(8), "x");
  CHECK(tm.mk_bvnot(tm.mk_bvnot(x)) == x);
  CHECK(tm.mk_neg(tm.mk_neg(x)) == x);
}

TEST_CASE("path merging: (g & c) | (g & !c) = g in every argument order", "[terms][simplify]") {
  TermManager tm;
  Term g = tm.mk_var(Sort::boolean(), "g");
  Term c = tm.mk_var(Sort::boolean(), "c");
  Term nc = tm.mk_not(c);
  int combos = 0;
  for (bool swap_first : {false, true})
    for (bool swap_second : {false, true})
      for (bool swap_or : {false, true})
        for (bool negate_first : {false, true}) {
          Term c1 = negate_first ? nc : c, c2 = negate_first ? c : nc;
          Term left = swap_first ? tm.mk_and(c1, g) : tm.mk_and(g, c1);
          Term right = swap_second ? tm.mk_and(c2, g) : tm.mk_and(g, c2);
          Term merged = swap_or ? tm.mk_or(right, left) : tm.mk_or(left, right);
          INFO("swap_first=" << swap_first << " swap_second=" << swap_second << " swap_or=" << swap_or
                             << " negate_first=" << negate_first);
          CHECK(merged == g);
          ++combos;
        }
  CHECK(combos == 16);
  // The and-nodes order their arguments by creation, so also create the
  // guard between the condition and its negation, and after both.
  for (int order = 0; order < 3; ++order) {
    TermManager fresh;
    Term g2 = nullptr, c2 = nullptr, nc2 = nullptr;
    if (order == 0) { g2 = fresh.mk_var(Sort::boolean(), "g"); c2 = fresh.mk_var(Sort::boolean(), "c"); nc2 = fresh.mk_not(c2); }
    if (order == 1) { c2 = fresh.mk_var(Sort::boolean(), "c"); g2 = fresh.mk_var(Sort::boolean(), "g"); nc2 = fresh.mk_not(c2); }
    if (order == 2) { c2 = fresh.mk_var(Sort::boolean(), "c"); nc2 = fresh.mk_not(c2); g2 = fresh.mk_var(Sort::boolean(), "g"); }
    INFO("creation order " << order);
    CHECK(fresh.mk_or(fresh.mk_and(g2, c2), fresh.mk_and(g2, nc2)) == g2);
    CHECK(fresh.mk_or(fresh.mk_and(nc2, g2), fresh.mk_and(c2, g2)) == g2);
  }
  // Guards that are themselves compound terms.
  Term x = tm.mk_var(Sort::bv(32), "x");
  Term g2 = tm.mk_ult(x, tm.mk_var(Sort::bv(32), "n"));
  Term c2 = tm.mk_eq(x, tm.mk_bv(3, 32));
  CHECK(tm.mk_or(tm.mk_and(c2, g2), tm.mk_and(g2, tm.mk_not(c2))) == g2);
  // Not a merge: different guards, or conditions that are not complementary.
  Term h = tm.mk_var(Sort::boolean(), "h");
  CHECK(tm.mk_or(tm.mk_and(g, c), tm.mk_and(h, nc)) != g);
  CHECK(tm.mk_or(tm.mk_and(g, c), tm.mk_and(h, nc))->op == Op::Or);
  Term d = tm.mk_var(Sort::boolean(), "d");
  CHECK(tm.mk_or(tm.mk_and(g, c), tm.mk_and(g, d))->op == Op::Or);
}

TEST_CASE("arithmetic identities", "[terms][simplify]") {
  TermManager tm;
  for (unsigned w : {1u, 8u, 64u, 128u}) {
    INFO("width " << w);
    Term x = tm.mk_var(Sort::bv(w), "x");
    Term zero = tm.mk_bv(0, w);
    Term one = tm.mk_bv(1, w);
    CHECK(tm.mk_add(x, zero) == x);
    CHECK(tm.mk_add(zero, x) == x);
    CHECK(tm.mk_mul(x, one) == x);
    CHECK(tm.mk_mul(one, x) == x);
    CHECK(tm.mk_sub(x, x) == zero);
    CHECK(tm.mk_sub(x, zero) == x);
    CHECK(tm.mk_binary(Op::BvXor, x, x) == zero);
    CHECK(tm.mk_binary(Op::BvXor, x, zero) == x);
    CHECK(tm.mk_binary(Op::BvAnd, x, x) == x);
    CHECK(tm.mk_binary(Op::BvOr, x, x) == x);
  }
  // Identities hold for compound terms, not only variables.
  Term x = tm.mk_var(Sort::bv(32), "x");
  Term y = tm.mk_var(Sort::bv(32), "y");
  Term e = tm.mk_mul(x, y);
  CHECK(tm.mk_sub(e, tm.mk_mul(y, x)) == tm.mk_bv(0, 32));
  CHECK(tm.mk_binary(Op::BvXor, e, tm.mk_mul(y, x)) == tm.mk_bv(0, 32));
  // x + 1 is not x, x * 2 is not x.
  CHECK(tm.mk_add(x, tm.mk_bv(1, 32)) != x);
  CHECK(tm.mk_mul(x, tm.mk_bv(2, 32)) != x);
}

TEST_CASE("constant offsets accumulate: (x + 1) + 2 == x + 3", "[terms][simplify]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(64), "x");
  auto k = [&](u128 v) { return tm.mk_bv(v, 64); };
  Term x3 = tm.mk_add(x, k(3));
  CHECK(tm.mk_add(tm.mk_add(x, k(1)), k(2)) == x3);
  CHECK(tm.mk_add(k(2), tm.mk_add(k(1), x)) == x3);
  CHECK(tm.mk_add(tm.mk_add(tm.mk_add(x, k(1)), k(1)), k(1)) == x3);
  CHECK(tm.mk_sub(tm.mk_add(x, k(5)), k(2)) == x3);   // x - c is x + (-c)
  CHECK(tm.mk_add(tm.mk_sub(x, k(1)), k(1)) == x);    // offsets that cancel
  CHECK(tm.mk_add(tm.mk_add(x, k(~u128(0))), k(4)) == x3);  // wrap-around: -1 + 4 = 3
  CHECK(tm.mk_add(tm.mk_add(x, k(1)), k(2)) != tm.mk_add(x, k(4)));
}

TEST_CASE("extract of concat picks the part", "[terms][simplify]") {
  TermManager tm;
  Term hi = tm.mk_var(Sort::bv(16), "hi");
  Term lo = tm.mk_var(Sort::bv(8), "lo");
  Term cat = tm.mk_concat(hi, lo);  // 24 bits: hi is [23:8], lo is [7:0]
  REQUIRE(cat->op == Op::Concat);
  CHECK(tm.mk_extract(cat, 7, 0) == lo);
  CHECK(tm.mk_extract(cat, 23, 8) == hi);
  CHECK(tm.mk_extract(cat, 5, 2) == tm.mk_extract(lo, 5, 2));
  CHECK(tm.mk_extract(cat, 15, 8) == tm.mk_extract(hi, 7, 0));
  CHECK(tm.mk_extract(cat, 23, 16) == tm.mk_extract(hi, 15, 8));
  CHECK(tm.mk_extract(cat, 23, 0) == cat);
  // Straddling the boundary: the two pieces, concatenated.
  CHECK(tm.mk_extract(cat, 11, 4) == tm.mk_concat(tm.mk_extract(hi, 3, 0), tm.mk_extract(lo, 7, 4)));
  // Extract of extract composes.
  Term x = tm.mk_var(Sort::bv(32), "x");
  CHECK(tm.mk_extract(tm.mk_extract(x, 23, 8), 7, 4) == tm.mk_extract(x, 15, 12));
}

TEST_CASE("concat of adjacent extracts of one term gives the term back", "[terms][simplify]") {
  TermManager tm;
  Term w = tm.mk_var(Sort::bv(32), "w");
  Term b3 = tm.mk_extract(w, 31, 24), b2 = tm.mk_extract(w, 23, 16), b1 = tm.mk_extract(w, 15, 8),
       b0 = tm.mk_extract(w, 7, 0);
  SECTION("left to right") { CHECK(tm.mk_concat(tm.mk_concat(tm.mk_concat(b3, b2), b1), b0) == w); }
  SECTION("right to left") { CHECK(tm.mk_concat(b3, tm.mk_concat(b2, tm.mk_concat(b1, b0))) == w); }
  SECTION("pairs") { CHECK(tm.mk_concat(tm.mk_concat(b3, b2), tm.mk_concat(b1, b0)) == w); }
  SECTION("partial runs give the wider extract") {
    CHECK(tm.mk_concat(b2, b1) == tm.mk_extract(w, 23, 8));
    CHECK(tm.mk_concat(b1, b0) == tm.mk_extract(w, 15, 0));
  }
  SECTION("wrong order or gaps are not merged") {
    Term swapped = tm.mk_concat(tm.mk_concat(tm.mk_concat(b0, b1), b2), b3);  // byte-swapped
    CHECK(swapped != w);
    CHECK(swapped->width() == 32);
    CHECK(tm.mk_concat(b3, b1)->op == Op::Concat);
    Term v = tm.mk_var(Sort::bv(32), "v");
    CHECK(tm.mk_concat(b3, tm.mk_extract(v, 23, 16))->op == Op::Concat);  // different words
  }
  SECTION("a 64-bit word from 8 bytes") {
    Term q = tm.mk_var(Sort::bv(64), "q");
    Term acc = tm.mk_extract(q, 63, 56);
    for (int byte = 6; byte >= 0; --byte) acc = tm.mk_concat(acc, tm.mk_extract(q, byte * 8 + 7, byte * 8));
    CHECK(acc == q);
  }
}

TEST_CASE("read over write", "[terms][simplify][arrays]") {
  TermManager tm;
  Term a = tm.mk_var(Sort::array(), "a");
  Term i = tm.mk_var(Sort::bv(64), "i");
  Term x = tm.mk_var(Sort::bv(64), "x");
  Term v = tm.mk_var(Sort::bv(8), "v");
  Term w = tm.mk_var(Sort::bv(8), "w");
  auto k = [&](u128 c) { return tm.mk_bv(c, 64); };

  SECTION("same index reads the stored value") {
    CHECK(tm.mk_select(tm.mk_store(a, i, v), i) == v);
    CHECK(tm.mk_select(tm.mk_store(a, k(7), v), k(7)) == v);
    CHECK(tm.mk_select(tm.mk_store(a, tm.mk_add(x, k(1)), v), tm.mk_add(k(1), x)) == v);
  }
  SECTION("provably different offsets skip the store") {
    Term x1 = tm.mk_add(x, k(1)), x2 = tm.mk_add(x, k(2));
    CHECK(tm.mk_select(tm.mk_store(a, x1, v), x2) == tm.mk_select(a, x2));
    CHECK(tm.mk_select(tm.mk_store(a, x, v), x1) == tm.mk_select(a, x1));
    CHECK(tm.mk_select(tm.mk_store(a, x1, v), x) == tm.mk_select(a, x));
    CHECK(tm.mk_select(tm.mk_store(a, k(3), v), k(4)) == tm.mk_select(a, k(4)));
    // Through several stores down to the one that matches.
    Term mem = tm.mk_store(tm.mk_store(tm.mk_store(a, x, w), x1, v), x2, v);
    CHECK(tm.mk_select(mem, x) == w);
  }
  SECTION("undecided indices are not resolved either way") {
    Term r = tm.mk_select(tm.mk_store(a, i, v), x);
    CHECK(r != v);
    CHECK(r != tm.mk_select(a, x));
    CHECK_FALSE(r->is_const());
    // Offsets equal modulo 2^64 are the same index: x + (2^64 - 1) + 1 is x.
    Term wrapped = tm.mk_add(tm.mk_add(x, k(0xFFFFFFFFFFFFFFFFull)), k(1));
    CHECK(tm.mk_select(tm.mk_store(a, x, v), wrapped) == v);
    // Same base, offsets differing only above bit 63 do not exist: 2^64 + 1 is 1.
    CHECK(tm.mk_select(tm.mk_store(a, tm.mk_add(x, k(1)), v), tm.mk_add(x, k((u128(1) << 64) + 1))) == v);
  }
  SECTION("const array") {
    Term z = tm.mk_bv(0x2A, 8);
    Term ca = tm.mk_const_array(z);
    CHECK(tm.mk_select(ca, i) == z);
    CHECK(tm.mk_select(ca, k(123)) == z);
    CHECK(tm.mk_select(tm.mk_store(ca, k(1), v), k(2)) == z);
    CHECK(tm.mk_select(tm.mk_const_array(w), x) == w);
  }
  SECTION("through ite with a constant index") {
    Term c = tm.mk_var(Sort::boolean(), "c");
    Term b = tm.mk_var(Sort::array(), "b");
    Term A = tm.mk_store(a, k(5), v);
    Term B = tm.mk_store(b, k(5), w);
    Term merged = tm.mk_ite(c, A, B);
    REQUIRE(merged->op == Op::Ite);
    CHECK(tm.mk_select(merged, k(5)) == tm.mk_ite(c, v, w));
    // Another constant index goes down both sides to the base arrays.
    CHECK(tm.mk_select(merged, k(6)) == tm.mk_ite(c, tm.mk_select(a, k(6)), tm.mk_select(b, k(6))));
    // Both branches give the same value: the ite disappears.
    Term C = tm.mk_store(b, k(5), v);
    CHECK(tm.mk_select(tm.mk_ite(c, A, C), k(5)) == v);
  }
  SECTION("redundant stores") {
    Term s = tm.mk_store(a, i, v);
    CHECK(tm.mk_store(s, i, v) == s);                    // same value again
    CHECK(tm.mk_store(s, i, w) == tm.mk_store(a, i, w));  // overwritten
    CHECK(tm.mk_select(tm.mk_store(s, i, w), i) == w);
  }
}

TEST_CASE("eq of a 0/1 ite against 0 is the negated condition", "[terms][simplify]") {
  TermManager tm;
  Term c = tm.mk_var(Sort::boolean(), "c");
  for (unsigned w : {1u, 8u, 32u, 128u}) {
    INFO("width " << w);
    Term b = tm.mk_ite(c, tm.mk_bv(1, w), tm.mk_bv(0, w));
    CHECK(tm.mk_eq(b, tm.mk_bv(0, w)) == tm.mk_not(c));
    CHECK(tm.mk_eq(tm.mk_bv(0, w), b) == tm.mk_not(c));
    CHECK(tm.mk_eq(b, tm.mk_bv(1, w)) == c);
    CHECK(tm.mk_bool_to_bv(c, w) == b);
    if (w > 1) CHECK(tm.mk_eq(b, tm.mk_bv(2, w)) == tm.mk_false());
  }
  // A compound condition.
  Term x = tm.mk_var(Sort::bv(32), "x");
  Term lt = tm.mk_ult(x, tm.mk_var(Sort::bv(32), "y"));
  CHECK(tm.mk_eq(tm.mk_bool_to_bv(lt, 8), tm.mk_bv(0, 8)) == tm.mk_not(lt));
}

TEST_CASE("eq of a zero-extension against a constant that does not fit is false", "[terms][simplify]") {
  TermManager tm;
  Term x8 = tm.mk_var(Sort::bv(8), "x");
  Term z = tm.mk_zext(x8, 32);
  REQUIRE(z->op == Op::ZExt);
  CHECK(tm.mk_eq(z, tm.mk_bv(0x100, 32)) == tm.mk_false());
  CHECK(tm.mk_eq(tm.mk_bv(0xFFFFFFFF, 32), z) == tm.mk_false());
  CHECK(tm.mk_eq(z, tm.mk_bv(0xFF, 32)) == tm.mk_eq(x8, tm.mk_bv(0xFF, 8)));  // fits: narrowed
  Term x64 = tm.mk_var(Sort::bv(64), "x64");
  CHECK(tm.mk_eq(tm.mk_zext(x64, 128), tm.mk_bv(u128(1) << 64, 128)) == tm.mk_false());
  CHECK(tm.mk_eq(tm.mk_zext(x64, 128), tm.mk_bv(u128(1) << 63, 128)) ==
        tm.mk_eq(x64, tm.mk_bv(u128(1) << 63, 64)));
}

TEST_CASE("comparison rules", "[terms][simplify]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(16), "x");
  CHECK(tm.mk_ult(x, x) == tm.mk_false());
  CHECK(tm.mk_slt(x, x) == tm.mk_false());
  CHECK(tm.mk_ule(x, x) == tm.mk_true());
  CHECK(tm.mk_sle(x, x) == tm.mk_true());
  CHECK(tm.mk_ult(x, tm.mk_bv(0, 16)) == tm.mk_false());
  CHECK(tm.mk_ule(tm.mk_bv(0, 16), x) == tm.mk_true());
  CHECK(tm.mk_ule(x, tm.mk_bv(0xFFFF, 16)) == tm.mk_true());
  // Signed versions of those are not tautologies.
  CHECK(tm.mk_slt(x, tm.mk_bv(0, 16))->op == Op::Slt);
  CHECK(tm.mk_sle(tm.mk_bv(0, 16), x)->op == Op::Sle);
  CHECK(tm.mk_sle(x, tm.mk_bv(0xFFFF, 16))->op == Op::Sle);
}

TEST_CASE("index equalities: same base, different offsets or alignment", "[terms][simplify]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(64), "x");
  Term y = tm.mk_var(Sort::bv(64), "y");
  auto k = [&](u128 c) { return tm.mk_bv(c, 64); };
  CHECK(tm.mk_eq(tm.mk_add(x, k(1)), tm.mk_add(x, k(2))) == tm.mk_false());
  CHECK(tm.mk_eq(tm.mk_add(x, k(1)), x) == tm.mk_false());
  CHECK(tm.mk_eq(tm.mk_add(x, k(5)), tm.mk_add(k(2), tm.mk_add(x, k(3)))) == tm.mk_true());
  // x + 1 == y + 3 is one term whichever way it is built.
  Term e1 = tm.mk_eq(tm.mk_add(x, k(1)), tm.mk_add(y, k(3)));
  Term e2 = tm.mk_eq(tm.mk_add(y, k(3)), tm.mk_add(x, k(1)));
  CHECK(e1 == e2);
  CHECK_FALSE(e1->is_const());
  // 4*x + 1 and 4*y + 2 differ in their low two bits.
  Term four = k(4);
  CHECK(tm.mk_eq(tm.mk_add(tm.mk_mul(x, four), k(1)), tm.mk_add(tm.mk_mul(y, four), k(2))) == tm.mk_false());
  CHECK(tm.mk_eq(tm.mk_add(tm.mk_binary(Op::Shl, x, k(3)), k(4)), tm.mk_add(tm.mk_mul(y, k(8)), k(3))) ==
        tm.mk_false());
  // ...but 4*x + 1 and 2*y + 1 may be equal.
  CHECK_FALSE(tm.mk_eq(tm.mk_add(tm.mk_mul(x, four), k(1)), tm.mk_add(tm.mk_mul(y, k(2)), k(1)))->is_const());
  // Byte lanes of a word at an aligned address never alias each other.
  Term a = tm.mk_var(Sort::array(), "a");
  Term base = tm.mk_mul(x, four);
  Term v = tm.mk_var(Sort::bv(8), "v");
  Term mem = tm.mk_store(a, tm.mk_add(base, k(1)), v);
  CHECK(tm.mk_select(mem, tm.mk_add(tm.mk_mul(y, four), k(2))) == tm.mk_select(a, tm.mk_add(tm.mk_mul(y, four), k(2))));
}

TEST_CASE("extension rules", "[terms][simplify]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(8), "x");
  // A zero-extended value has sign bit 0: sign-extending it further is a zero extension.
  CHECK(tm.mk_sext(tm.mk_zext(x, 16), 32) == tm.mk_zext(x, 32));
  CHECK(tm.mk_sext(tm.mk_zext(x, 16), 32) != tm.mk_sext(x, 32));
  CHECK(tm.mk_zext(tm.mk_zext(x, 16), 64) == tm.mk_zext(x, 64));
  CHECK(tm.mk_sext(tm.mk_sext(x, 16), 64) == tm.mk_sext(x, 64));
  CHECK(tm.mk_zext(x, 8) == x);
  CHECK(tm.mk_sext(x, 8) == x);
  // Extracts of extensions.
  CHECK(tm.mk_extract(tm.mk_zext(x, 32), 7, 0) == x);
  CHECK(tm.mk_extract(tm.mk_zext(x, 32), 31, 8) == tm.mk_bv(0, 24));
  CHECK(tm.mk_extract(tm.mk_sext(x, 32), 6, 1) == tm.mk_extract(x, 6, 1));
  CHECK(tm.mk_extract(tm.mk_sext(x, 32), 31, 8) != tm.mk_bv(0, 24));
}

TEST_CASE("known low bits only decide what they really know", "[terms][simplify]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(64), "x");
  auto k = [&](u128 c) { return tm.mk_bv(c, 64); };
  Term aligned = tm.mk_add(tm.mk_mul(x, k(4)), k(1));  // low two bits 01
  // Equal to constants with low bits 01 is possible, with other low bits not.
  CHECK_FALSE(tm.mk_eq(aligned, k(5))->is_const());
  CHECK(tm.mk_eq(aligned, k(6)) == tm.mk_false());
  // Bits 15..8 of 4x+1 are unconstrained: x = 0x80 gives 0x02.
  CHECK_FALSE(tm.mk_eq(tm.mk_extract(aligned, 15, 8), tm.mk_bv(2, 8))->is_const());
  // The low byte keeps the known bits.
  CHECK(tm.mk_eq(tm.mk_extract(aligned, 7, 0), tm.mk_bv(2, 8)) == tm.mk_false());
  // Extensions only know the low bits of their operand: zext(4x+1) may be 5.
  CHECK_FALSE(tm.mk_eq(tm.mk_zext(aligned, 128), tm.mk_bv(5, 128))->is_const());
  CHECK_FALSE(tm.mk_eq(tm.mk_sext(aligned, 128), tm.mk_bv(5, 128))->is_const());
  CHECK(tm.mk_eq(tm.mk_zext(aligned, 128), tm.mk_bv(4, 128)) == tm.mk_false());
  // An ite knows only the low bits its branches agree on.
  Term c = tm.mk_var(Sort::boolean(), "c");
  Term either = tm.mk_ite(c, aligned, tm.mk_add(tm.mk_mul(x, k(4)), k(3)));  // low bits 01 or 11
  CHECK(tm.mk_eq(either, k(2)) == tm.mk_false());                             // low bit is 1 either way
  CHECK_FALSE(tm.mk_eq(either, k(7))->is_const());                            // 4x+3 may be 7
}

TEST_CASE("multiplication by a power of two is a shift, and shifts by constants are wiring", "[terms][simplify]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(32), "x");
  // x * 4 = x[29:0] . 00
  Term times4 = tm.mk_binary(Op::Mul, x, tm.mk_bv(4, 32));
  CHECK(times4 == tm.mk_concat(tm.mk_extract(x, 29, 0), tm.mk_bv(0, 2)));
  CHECK(times4 == tm.mk_binary(Op::Shl, x, tm.mk_bv(2, 32)));
  CHECK(tm.mk_binary(Op::Mul, tm.mk_bv(4, 32), x) == times4);
  // x * -1 = -x; x * 6 stays a multiplication.
  CHECK(tm.mk_binary(Op::Mul, x, tm.mk_bv(0xFFFFFFFF, 32)) == tm.mk_neg(x));
  CHECK(tm.mk_binary(Op::Mul, x, tm.mk_bv(6, 32))->op == Op::Mul);
  // x >> 8 (logical) = zext(x[31:8]); arithmetic: sext(x[31:8]).
  CHECK(tm.mk_binary(Op::LShr, x, tm.mk_bv(8, 32)) == tm.mk_zext(tm.mk_extract(x, 31, 8), 32));
  CHECK(tm.mk_binary(Op::AShr, x, tm.mk_bv(8, 32)) == tm.mk_sext(tm.mk_extract(x, 31, 8), 32));
  // Arithmetic shift by the width or more: all sign bits.
  CHECK(tm.mk_binary(Op::AShr, x, tm.mk_bv(40, 32)) == tm.mk_sext(tm.mk_extract(x, 31, 31), 32));
  // Symbolic amounts stay shifts.
  Term y = tm.mk_var(Sort::bv(32), "y");
  CHECK(tm.mk_binary(Op::Shl, x, y)->op == Op::Shl);
  // A byte of a shifted word is a byte of the word.
  CHECK(tm.mk_extract(tm.mk_binary(Op::LShr, x, tm.mk_bv(8, 32)), 7, 0) == tm.mk_extract(x, 15, 8));
}

TEST_CASE("a low mask is a truncation", "[terms][simplify]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(32), "x");
  CHECK(tm.mk_binary(Op::BvAnd, x, tm.mk_bv(0xFF, 32)) == tm.mk_zext(tm.mk_extract(x, 7, 0), 32));
  CHECK(tm.mk_binary(Op::BvAnd, tm.mk_bv(1, 32), x) == tm.mk_zext(tm.mk_extract(x, 0, 0), 32));
  CHECK(tm.mk_binary(Op::BvAnd, x, tm.mk_bv(0xF0, 32))->op == Op::BvAnd);  // not a low mask
}

TEST_CASE("equalities of equally shaped terms compare their parts", "[terms][simplify]") {
  TermManager tm;
  Term a = tm.mk_var(Sort::bv(8), "a");
  Term b = tm.mk_var(Sort::bv(8), "b");
  Term c = tm.mk_var(Sort::bv(24), "c");
  Term d = tm.mk_var(Sort::bv(24), "d");
  CHECK(tm.mk_eq(tm.mk_zext(a, 32), tm.mk_zext(b, 32)) == tm.mk_eq(a, b));
  CHECK(tm.mk_eq(tm.mk_sext(a, 32), tm.mk_sext(b, 32)) == tm.mk_eq(a, b));
  CHECK(tm.mk_eq(tm.mk_concat(c, a), tm.mk_concat(d, b)) == tm.mk_and(tm.mk_eq(c, d), tm.mk_eq(a, b)));
  CHECK(tm.mk_eq(tm.mk_bvnot(a), tm.mk_bvnot(b)) == tm.mk_eq(a, b));
  CHECK(tm.mk_eq(tm.mk_neg(a), tm.mk_neg(b)) == tm.mk_eq(a, b));
  // Concats split at different points are compared whole.
  CHECK(tm.mk_eq(tm.mk_concat(c, a), tm.mk_concat(b, d))->op == Op::Eq);
  // zext of different widths: not taken apart.
  CHECK(tm.mk_eq(tm.mk_zext(a, 32), tm.mk_zext(c, 32))->op == Op::Eq);
}

TEST_CASE("equalities with a constant move the constant inward", "[terms][simplify]") {
  TermManager tm;
  Term a = tm.mk_var(Sort::bv(8), "a");
  CHECK(tm.mk_eq(tm.mk_bvnot(a), tm.mk_bv(0x0F, 8)) == tm.mk_eq(a, tm.mk_bv(0xF0, 8)));
  CHECK(tm.mk_eq(tm.mk_neg(a), tm.mk_bv(1, 8)) == tm.mk_eq(a, tm.mk_bv(0xFF, 8)));
  CHECK(tm.mk_eq(tm.mk_binary(Op::BvXor, a, tm.mk_bv(0x55, 8)), tm.mk_bv(0xFF, 8)) == tm.mk_eq(a, tm.mk_bv(0xAA, 8)));
  // sext(a) == k: only the sign extension of a byte can be equal.
  CHECK(tm.mk_eq(tm.mk_sext(a, 32), tm.mk_bv(0xFFFFFF80, 32)) == tm.mk_eq(a, tm.mk_bv(0x80, 8)));
  CHECK(tm.mk_eq(tm.mk_sext(a, 32), tm.mk_bv(0x7F, 32)) == tm.mk_eq(a, tm.mk_bv(0x7F, 8)));
  CHECK(tm.mk_eq(tm.mk_sext(a, 32), tm.mk_bv(0x80, 32))->is_false());
  CHECK(tm.mk_eq(tm.mk_sext(a, 32), tm.mk_bv(0xFFFFFF7F, 32))->is_false());
}

TEST_CASE("a read over a very long store chain does not exhaust the stack", "[terms][simplify]") {
  // Regression: mk_select recursed once per store; a loop writing a[nondet()]
  // 100,000 times crashed with SIGSEGV.
  TermManager tm;
  Term memory = tm.mk_var(Sort::array(), "m");
  std::vector<Term> indices;
  for (int i = 0; i < 1000; ++i) indices.push_back(tm.mk_var(Sort::bv(Sort::kArrayIndexWidth), "i"));
  Term c = tm.mk_var(Sort::boolean(), "c");
  const unsigned stores = 400000;
  for (unsigned i = 0; i < stores; ++i) {
    memory = tm.mk_store(memory, indices[i % 1000], tm.mk_bv(i & 0xFF, 8));
    if (i % 1000 == 500) memory = tm.mk_ite(c, memory, tm.mk_store(memory, indices[0], tm.mk_bv(7, 8)));
  }
  Term j = tm.mk_var(Sort::bv(Sort::kArrayIndexWidth), "j");
  Term read = tm.mk_select(memory, j);
  CHECK(read->op == Op::Ite);
  CHECK(tm.mk_select(memory, j) == read);  // cached
  // Reading at the last written index gives the last value directly.
  CHECK(tm.mk_select(memory, indices[(stores - 1) % 1000]) == tm.mk_bv((stores - 1) & 0xFF, 8));
}

TEST_CASE("an equality over a very long ite chain with constant branches does not exhaust the stack",
          "[terms][simplify]") {
  // Regression: ite(c, k1, ite(d, k2, ...)) == k recursed once per ite; a
  // read over a loop's 100,000 writes at unknown indices is such a chain.
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(32), "x");
  Term chain = x;
  const unsigned length = 400000;
  for (unsigned i = 0; i < length; ++i) {
    Term c = tm.mk_var(Sort::boolean(), "c");
    chain = i % 2 ? tm.mk_ite(c, tm.mk_bv(i, 32), chain) : tm.mk_ite(c, chain, tm.mk_bv(i, 32));
  }
  Term never = tm.mk_eq(chain, tm.mk_bv(length + 7, 32));  // only x can be it
  CHECK(never->op != Op::Eq);
  // Equal to x == k under the conditions that select x: evaluated at the bottom.
  Term top_is_last = tm.mk_eq(chain, tm.mk_bv(length - 1, 32));
  CHECK(top_is_last->op == Op::Or);
}

TEST_CASE("concat of two very long ite chains on the same conditions does not exhaust the stack",
          "[terms][simplify]") {
  // Regression: concat(ite(c, h1, h2), ite(c, l1, l2)) recursed once per ite;
  // the two bytes of a short read over a loop's 60,000 writes are such chains.
  TermManager tm;
  Term high = tm.mk_var(Sort::bv(8), "h"), low = tm.mk_var(Sort::bv(8), "l");
  Term word = tm.mk_var(Sort::bv(16), "w");
  const unsigned length = 400000;
  for (unsigned i = 0; i < length; ++i) {
    Term c = tm.mk_var(Sort::boolean(), "c");
    high = tm.mk_ite(c, tm.mk_extract(word, 15, 8), high);
    low = tm.mk_ite(c, tm.mk_extract(word, 7, 0), low);
  }
  Term joined = tm.mk_concat(high, low);
  REQUIRE(joined->op == Op::Ite);
  CHECK(joined->arg(1) == word);  // each level's bytes fuse back into the word
  CHECK(tm.mk_concat(high, low) == joined);
}
