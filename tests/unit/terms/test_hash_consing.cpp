// Hash-consing in TermManager: structurally equal terms are one pointer,
// variables never are, commutative operands are put in one order.
#include <catch2/catch.hpp>

#include <string>

#include "terms/TermManager.h"
#include "TermsTestUtil.h"

using namespace swarmbmc::terms;


TEST_CASE("equal structure gives the same pointer", "[terms][hashcons]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(32), "x");
  Term y = tm.mk_var(Sort::bv(32), "y");
  Term p = tm.mk_var(Sort::boolean(), "p");
  Term q = tm.mk_var(Sort::boolean(), "q");
  Term mem = tm.mk_var(Sort::array(), "mem");
  Term i = tm.mk_var(Sort::bv(64), "i");
  Term v = tm.mk_var(Sort::bv(8), "v");

  SECTION("constants") {
    CHECK(tm.mk_bv(5, 8) == tm.mk_bv(5, 8));
    CHECK(tm.mk_bv(5, 8) != tm.mk_bv(5, 16));
    CHECK(tm.mk_bv(5, 8) != tm.mk_bv(6, 8));
    CHECK(tm.mk_bv(0x105, 8) == tm.mk_bv(5, 8));  // truncated before interning
    CHECK(tm.mk_bv(u128(1) << 100, 128) == tm.mk_bv(u128(1) << 100, 128));
    CHECK(tm.mk_bv(u128(1) << 100, 128) != tm.mk_bv(u128(1) << 36, 128));  // differ only above bit 64
    CHECK(tm.mk_bool(true) == tm.mk_true());
    CHECK(tm.mk_bool(false) == tm.mk_false());
    CHECK(tm.mk_true() != tm.mk_false());
    CHECK(tm.mk_bv(1, 1) != tm.mk_true());  // bv1 and Bool are different sorts
  }
  SECTION("operations") {
    CHECK(tm.mk_sub(x, y) == tm.mk_sub(x, y));
    CHECK(tm.mk_binary(Op::UDiv, x, y) == tm.mk_binary(Op::UDiv, x, y));
    CHECK(tm.mk_binary(Op::UDiv, x, y) != tm.mk_binary(Op::SDiv, x, y));
    CHECK(tm.mk_ult(x, y) == tm.mk_ult(x, y));
    CHECK(tm.mk_ult(x, y) != tm.mk_slt(x, y));
    CHECK(tm.mk_bvnot(x) == tm.mk_bvnot(x));
    CHECK(tm.mk_neg(x) == tm.mk_neg(x));
    CHECK(tm.mk_bvnot(x) != tm.mk_neg(x));
    CHECK(tm.mk_not(p) == tm.mk_not(p));
    CHECK(tm.mk_ite(p, x, y) == tm.mk_ite(p, x, y));
    CHECK(tm.mk_ite(p, x, y) != tm.mk_ite(p, y, x));
    CHECK(tm.mk_concat(x, y) == tm.mk_concat(x, y));
  }
  SECTION("parameters are part of the key") {
    CHECK(tm.mk_extract(x, 7, 0) == tm.mk_extract(x, 7, 0));
    CHECK(tm.mk_extract(x, 7, 0) != tm.mk_extract(x, 8, 1));
    CHECK(tm.mk_extract(x, 7, 0) != tm.mk_extract(x, 7, 1));
    CHECK(tm.mk_zext(x, 64) == tm.mk_zext(x, 64));
    CHECK(tm.mk_zext(x, 64) != tm.mk_zext(x, 65));
    CHECK(tm.mk_zext(x, 64) != tm.mk_sext(x, 64));
    CHECK(tm.mk_sext(x, 64) == tm.mk_sext(x, 64));
  }
  SECTION("nested terms") {
    auto build = [&] { return tm.mk_ult(tm.mk_mul(tm.mk_add(x, tm.mk_bv(3, 32)), y), tm.mk_bvnot(y)); };
    Term first = build();
    const size_t size = tm.size();
    CHECK(build() == first);
    CHECK(tm.size() == size);  // rebuilding creates no node
  }
  SECTION("arrays") {
    CHECK(tm.mk_store(mem, i, v) == tm.mk_store(mem, i, v));
    CHECK(tm.mk_select(mem, i) == tm.mk_select(mem, i));
    CHECK(tm.mk_const_array(v) == tm.mk_const_array(v));
    CHECK(tm.mk_const_array(tm.mk_bv(0, 8)) != tm.mk_const_array(tm.mk_bv(1, 8)));
    Term j = tm.mk_var(Sort::bv(64), "j");
    CHECK(tm.mk_select(tm.mk_store(mem, i, v), j) == tm.mk_select(tm.mk_store(mem, i, v), j));
  }
  SECTION("boolean") {
    CHECK(tm.mk_and(p, q) == tm.mk_and(p, q));
    CHECK(tm.mk_and(p, q) != tm.mk_or(p, q));
    CHECK(tm.mk_xor(p, q) != tm.mk_eq(p, q));
  }
}

TEST_CASE("variables with the same name are distinct", "[terms][hashcons]") {
  TermManager tm;
  Term x1 = tm.mk_var(Sort::bv(32), "x");
  Term x2 = tm.mk_var(Sort::bv(32), "x");
  CHECK(x1 != x2);
  CHECK(x1->id != x2->id);
  CHECK(x1->name == "x");
  CHECK(x2->name == "x");
  CHECK(x1->op == Op::Var);
  CHECK(x1->sort == Sort::bv(32));
  // Terms over them are distinct too, and nothing treats them as equal.
  Term one = tm.mk_bv(1, 32);
  CHECK(tm.mk_add(x1, one) != tm.mk_add(x2, one));
  CHECK_FALSE(tm.mk_eq(x1, x2)->is_const());
  CHECK(tm.mk_sub(x1, x2)->op == Op::Sub);
  CHECK(tm.mk_binary(Op::BvXor, x1, x2)->op == Op::BvXor);
  CHECK(tm.mk_eq(x1, x1) == tm.mk_true());

  Term b1 = tm.mk_var(Sort::boolean(), "b");
  Term b2 = tm.mk_var(Sort::boolean(), "b");
  CHECK(b1 != b2);
  CHECK(tm.mk_and(b1, tm.mk_not(b2))->op == Op::And);  // not folded to false
  Term a1 = tm.mk_var(Sort::array(), "m");
  Term a2 = tm.mk_var(Sort::array(), "m");
  CHECK(a1 != a2);
  Term idx = tm.mk_bv(0, 64);
  CHECK(tm.mk_select(a1, idx) != tm.mk_select(a2, idx));
  // A variable never comes back from interning a structurally equal node.
  Term x3 = tm.mk_var(Sort::bv(32), "x");
  CHECK(x3 != x1);
  CHECK(x3 != x2);
}

TEST_CASE("commutative operands are canonicalised", "[terms][hashcons]") {
  TermManager tm;
  Term a = tm.mk_var(Sort::bv(16), "a");
  Term b = tm.mk_var(Sort::bv(16), "b");
  Term c = tm.mk_bv(6, 16);  // neither a power of two (mul → shift) nor a low mask (and → extract)
  for (Op op : {Op::Add, Op::Mul, Op::BvAnd, Op::BvOr, Op::BvXor}) {
    INFO(op_name(op));
    Term ab = tm.mk_binary(op, a, b);
    CHECK(ab == tm.mk_binary(op, b, a));
    CHECK(ab->op == op);
    CHECK(tm.mk_binary(op, a, c) == tm.mk_binary(op, c, a));
    CHECK(tm.mk_binary(op, a, c)->arg(1) == c);  // constant on the right
  }
  // Built from different subterms created in either order.
  Term s = tm.mk_add(a, b);
  Term t = tm.mk_mul(b, a);
  CHECK(tm.mk_add(s, t) == tm.mk_add(t, s));

  Term p = tm.mk_var(Sort::boolean(), "p");
  Term q = tm.mk_var(Sort::boolean(), "q");
  CHECK(tm.mk_and(p, q) == tm.mk_and(q, p));
  CHECK(tm.mk_or(p, q) == tm.mk_or(q, p));
  CHECK(tm.mk_xor(p, q) == tm.mk_xor(q, p));
  CHECK(tm.mk_eq(p, q) == tm.mk_eq(q, p));
  CHECK(tm.mk_eq(a, b) == tm.mk_eq(b, a));
  CHECK(tm.mk_eq(a, c) == tm.mk_eq(c, a));
  Term m1 = tm.mk_var(Sort::array(), "m1");
  Term m2 = tm.mk_var(Sort::array(), "m2");
  CHECK(tm.mk_eq(m1, m2) == tm.mk_eq(m2, m1));

  // Non-commutative operators keep their order.
  CHECK(tm.mk_sub(a, b) != tm.mk_sub(b, a));
  CHECK(tm.mk_binary(Op::UDiv, a, b) != tm.mk_binary(Op::UDiv, b, a));
  CHECK(tm.mk_binary(Op::Shl, a, b) != tm.mk_binary(Op::Shl, b, a));
  CHECK(tm.mk_ult(a, b) != tm.mk_ult(b, a));
  CHECK(tm.mk_slt(a, b) != tm.mk_slt(b, a));
  CHECK(tm.mk_concat(a, b) != tm.mk_concat(b, a));
  CHECK(tm.mk_concat(a, b)->arg(0) == a);
}

TEST_CASE("generations recycle variables by name, sort and order", "[terms][hashcons]") {
  TermManager tm;
  Term before = tm.mk_var(Sort::bv(32), "x");  // made before recycling: never handed out again
  tm.start_generation();
  Term x1 = tm.mk_var(Sort::bv(32), "x");
  Term x2 = tm.mk_var(Sort::bv(32), "x");
  Term b1 = tm.mk_var(Sort::boolean(), "x");
  CHECK(x1 != before);
  CHECK(x1 != x2);  // within a generation, still distinct
  Term sum = tm.mk_add(x1, x2);

  tm.start_generation();
  CHECK(tm.mk_var(Sort::bv(32), "x") == x1);  // the k-th "x" of this generation is the k-th of the first
  CHECK(tm.mk_var(Sort::boolean(), "x") == b1);  // sorts are counted apart
  Term again = tm.mk_var(Sort::bv(32), "x");
  CHECK(again == x2);
  CHECK(tm.mk_add(x1, again) == sum);  // so equal unrollings hash-cons to the same terms
  Term x3 = tm.mk_var(Sort::bv(32), "x");  // more than any earlier generation made: a new one
  CHECK(x3 != x1);
  CHECK(x3 != x2);
  CHECK(x3 != before);
  CHECK(tm.mk_var(Sort::bv(16), "x") != x1);

  tm.start_generation();
  CHECK(tm.mk_var(Sort::bv(32), "x") == x1);
  CHECK(tm.mk_var(Sort::bv(32), "x") == x2);
  CHECK(tm.mk_var(Sort::bv(32), "x") == x3);
}
