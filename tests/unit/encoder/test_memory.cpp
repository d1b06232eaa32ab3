// Memory helpers (Memory.h) and pointer encoding (SymValue.h), on terms
// built directly: object sets of pointer ite trees, word-level folding of
// reads after writes, non-interference of disjoint accesses, bounds.
#include <catch2/catch.hpp>

#include <algorithm>
#include <string>
#include <vector>

#include "encoder/memory/Memory.h"
#include "encoder/memory/SymValue.h"
#include "terms/TermManager.h"

using namespace swarmbmc::encoder;
using swarmbmc::terms::Op;
using swarmbmc::terms::Sort;

namespace {

std::vector<unsigned> sorted(std::vector<unsigned> ids) {
  std::sort(ids.begin(), ids.end());
  return ids;
}

Term id(TermManager& tm, unsigned value) { return tm.mk_bv(value, kObjectBits); }

}  // namespace

TEST_CASE("possible_objects: constant leaves of an ite tree", "[memory]") {
  TermManager tm;
  Term c = tm.mk_var(Sort::boolean(), "c");
  Term d = tm.mk_var(Sort::boolean(), "d");

  SECTION("a single constant") {
    std::vector<unsigned> ids;
    CHECK(possible_objects(id(tm, 7), ids));
    CHECK(ids == std::vector<unsigned>{7});
  }
  SECTION("nested ites, duplicate leaves reported once") {
    Term tree = tm.mk_ite(c, id(tm, 3), tm.mk_ite(d, id(tm, 5), id(tm, 3)));
    std::vector<unsigned> ids;
    CHECK(possible_objects(tree, ids));
    CHECK(sorted(ids) == std::vector<unsigned>{3, 5});
  }
  SECTION("null is an object like any other") {
    Term tree = tm.mk_ite(c, id(tm, 0), tm.mk_ite(d, id(tm, 2), id(tm, 9)));
    std::vector<unsigned> ids;
    CHECK(possible_objects(tree, ids));
    CHECK(sorted(ids) == std::vector<unsigned>{0, 2, 9});
  }
  SECTION("a variable leaf makes the set inexact") {
    Term v = tm.mk_var(Sort::bv(kObjectBits), "v");
    Term tree = tm.mk_ite(c, id(tm, 3), tm.mk_ite(d, v, id(tm, 4)));
    std::vector<unsigned> ids;
    CHECK_FALSE(possible_objects(tree, ids));
    CHECK(std::count(ids.begin(), ids.end(), 3u) == 1);
    CHECK(std::count(ids.begin(), ids.end(), 4u) == 1);
  }
  SECTION("a bare variable is inexact") {
    std::vector<unsigned> ids;
    CHECK_FALSE(possible_objects(tm.mk_var(Sort::bv(kObjectBits), "p"), ids));
    CHECK(ids.empty());
  }
  SECTION("the object of a pointer read back from an integer is inexact") {
    SymValue p = int_to_pointer(tm, tm.mk_var(Sort::bv(64), "i"));
    std::vector<unsigned> ids;
    CHECK_FALSE(possible_objects(p.object, ids));
  }
}

TEST_CASE("read_bytes after write_bytes folds back to the stored word", "[memory]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(64), "x");
  Term base = tm.mk_var(Sort::array(), "mem");

  for (unsigned bytes : {1u, 2u, 4u, 8u, 16u}) {
    INFO(bytes << " bytes");
    Term value = tm.mk_var(Sort::bv(8 * bytes), "v");
    Term written = write_bytes(tm, base, x, value);
    CHECK(read_bytes(tm, written, x, bytes) == value);
    // Also over a zero-initialised object and under an unrelated later write.
    Term zero_written = write_bytes(tm, tm.mk_const_array(tm.mk_bv(0, 8)), x, value);
    CHECK(read_bytes(tm, zero_written, x, bytes) == value);
    Term later = write_bytes(tm, written, tm.mk_add(x, tm.mk_bv(64, 64)), tm.mk_var(Sort::bv(32), "w"));
    CHECK(read_bytes(tm, later, x, bytes) == value);
  }
}

TEST_CASE("a later write to the same offset hides the earlier one", "[memory]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(64), "x");
  Term base = tm.mk_var(Sort::array(), "mem");
  Term first = tm.mk_var(Sort::bv(32), "first");
  Term second = tm.mk_var(Sort::bv(32), "second");
  Term memory = write_bytes(tm, write_bytes(tm, base, x, first), x, second);
  CHECK(read_bytes(tm, memory, x, 4) == second);
}

TEST_CASE("disjoint accesses at x and x+4 do not interfere", "[memory]") {
  TermManager tm;
  Term x = tm.mk_var(Sort::bv(64), "x");
  Term x4 = tm.mk_add(x, tm.mk_bv(4, 64));
  Term base = tm.mk_var(Sort::array(), "mem");
  Term v = tm.mk_var(Sort::bv(32), "v");
  Term w = tm.mk_var(Sort::bv(32), "w");

  SECTION("reading x+4 after writing x gives the older content") {
    Term written = write_bytes(tm, base, x, v);
    CHECK(read_bytes(tm, written, x4, 4) == read_bytes(tm, base, x4, 4));
  }
  SECTION("a word at x+4 survives a later write at x") {
    Term memory = write_bytes(tm, write_bytes(tm, base, x4, w), x, v);
    CHECK(read_bytes(tm, memory, x4, 4) == w);
    CHECK(read_bytes(tm, memory, x, 4) == v);
  }
  SECTION("a word at x survives a later write at x+4") {
    Term memory = write_bytes(tm, write_bytes(tm, base, x, v), x4, w);
    CHECK(read_bytes(tm, memory, x, 4) == v);
    CHECK(read_bytes(tm, memory, x4, 4) == w);
  }
  SECTION("an 8-byte read over both words is their little-endian concatenation") {
    Term memory = write_bytes(tm, write_bytes(tm, base, x4, tm.mk_bv(0x55667788, 32)), x, tm.mk_bv(0x11223344, 32));
    Term read = read_bytes(tm, memory, x, 8);
    REQUIRE(read->op == Op::BvConst);
    CHECK(static_cast<uint64_t>(read->value) == 0x5566778811223344u);
  }
  SECTION("a straddling read of constants folds to the right bytes") {
    Term memory = write_bytes(tm, write_bytes(tm, base, x, tm.mk_bv(0x11223344, 32)), x4, tm.mk_bv(0x55667788, 32));
    // bytes from x: 44 33 22 11 88 77 66 55; four bytes at x+2: 22 11 88 77.
    Term read = read_bytes(tm, memory, tm.mk_add(x, tm.mk_bv(2, 64)), 4);
    REQUIRE(read->op == Op::BvConst);
    CHECK(static_cast<uint64_t>(read->value) == 0x77881122u);
  }
}

TEST_CASE("write_bytes is little-endian", "[memory]") {
  TermManager tm;
  Term zero = tm.mk_const_array(tm.mk_bv(0, 8));
  Term memory = write_bytes(tm, zero, tm.mk_bv(8, 64), tm.mk_bv(0xA1B2C3D4, 32));
  const uint64_t expected[] = {0xD4, 0xC3, 0xB2, 0xA1};
  for (unsigned i = 0; i < 4; ++i) {
    Term byte = tm.mk_select(memory, tm.mk_bv(8 + i, 64));
    REQUIRE(byte->op == Op::BvConst);
    CHECK(static_cast<uint64_t>(byte->value) == expected[i]);
  }
  Term outside = tm.mk_select(memory, tm.mk_bv(12, 64));
  REQUIRE(outside->op == Op::BvConst);
  CHECK(outside->value == 0);
  Term two = read_bytes(tm, memory, tm.mk_bv(9, 64), 2);
  REQUIRE(two->op == Op::BvConst);
  CHECK(static_cast<uint64_t>(two->value) == 0xB2C3u);
}

TEST_CASE("in_bounds folds on constants", "[memory]") {
  TermManager tm;
  auto bounds = [&](uint64_t offset, unsigned bytes, uint64_t size) {
    return in_bounds(tm, tm.mk_bv(offset, 64), bytes, tm.mk_bv(size, 64));
  };
  CHECK(bounds(60, 4, 64)->is_true());
  CHECK(bounds(0, 64, 64)->is_true());
  CHECK(bounds(0, 1, 1)->is_true());
  CHECK(bounds(61, 4, 64)->is_false());
  CHECK(bounds(64, 1, 64)->is_false());
  CHECK(bounds(~uint64_t(0), 4, 64)->is_false());      // "-1"
  CHECK(bounds(~uint64_t(0) - 3, 4, 64)->is_false());  // "-4": ends exactly at 0 after wrap-around
  CHECK(bounds(0, 8, 4)->is_false());                  // access wider than the object
  CHECK(bounds(0, 1, 0)->is_false());                  // the null object has size 0
}

TEST_CASE("in_bounds stays symbolic on a symbolic offset", "[memory]") {
  TermManager tm;
  Term offset = tm.mk_var(Sort::bv(64), "o");
  Term check = in_bounds(tm, offset, 4, tm.mk_bv(64, 64));
  CHECK_FALSE(check->is_const());
  // ... but a size smaller than the access decides it regardless of the offset.
  CHECK(in_bounds(tm, offset, 8, tm.mk_bv(4, 64))->is_false());
}

TEST_CASE("ObjectTable: object 0 is NULL of size 0, ids are dense", "[memory]") {
  TermManager tm;
  ObjectTable table(tm);
  REQUIRE(table.count() == 1u);
  CHECK(table.at(0).name == "NULL");
  CHECK(table.at(0).size == tm.mk_bv(0, 64));
  const unsigned a = table.add({"a", tm.mk_bv(16, 64)});
  const unsigned b = table.add({"b", tm.mk_bv(4, 64)});
  CHECK(a == 1u);
  CHECK(b == 2u);
  CHECK(table.count() == 3u);
  CHECK(table.at(b).name == "b");
  CHECK(table.id_term(b) == tm.mk_bv(2, kObjectBits));
  CHECK(table.id_term(b)->width() == kObjectBits);
}

TEST_CASE("ILP32 pointers: 11 object bits and 21 offset bits in 32", "[memory]") {
  TermManager tm;
  const PointerLayout ilp32 = PointerLayout::for_width(32);
  REQUIRE(ilp32.bits == 32u);
  REQUIRE(ilp32.offset_bits() == 21u);
  SECTION("constants round-trip and the integer is object << 21 | offset") {
    SymValue p = SymValue::pointer(tm.mk_bv(3, kObjectBits), tm.mk_bv(5, 64));
    Term as_int = pointer_to_int(tm, p, ilp32);
    REQUIRE(as_int->op == Op::BvConst);
    CHECK(as_int->width() == 32u);
    CHECK(static_cast<uint64_t>(as_int->value) == ((uint64_t(3) << 21) | 5));
    SymValue back = int_to_pointer(tm, as_int, ilp32);
    CHECK(back.object == p.object);
    CHECK(back.offset == p.offset);
    CHECK(pointer_fits(tm, p, ilp32) == tm.mk_true());
  }
  SECTION("one before the object survives") {
    SymValue p = SymValue::pointer(tm.mk_bv(2, kObjectBits), tm.mk_bv(~uint64_t(0), 64));
    SymValue back = int_to_pointer(tm, pointer_to_int(tm, p, ilp32), ilp32);
    CHECK(back.object == p.object);
    CHECK(back.offset == p.offset);
  }
  SECTION("an ite of objects stays exact after a round trip") {
    Term c = tm.mk_var(Sort::boolean(), "c");
    Term object = tm.mk_ite(c, tm.mk_bv(4, kObjectBits), tm.mk_bv(9, kObjectBits));
    SymValue p = SymValue::pointer(object, tm.mk_var(Sort::bv(64), "off"));
    SymValue back = int_to_pointer(tm, pointer_to_int(tm, p, ilp32), ilp32);
    CHECK(back.object == object);
  }
  SECTION("pointers that do not fit are detected") {
    CHECK(pointer_fits(tm, SymValue::pointer(tm.mk_bv(2048, kObjectBits), tm.mk_bv(0, 64)), ilp32) == tm.mk_false());
    CHECK(pointer_fits(tm, SymValue::pointer(tm.mk_bv(1, kObjectBits), tm.mk_bv(1 << 20, 64)), ilp32) ==
          tm.mk_false());
    CHECK(pointer_fits(tm, SymValue::pointer(tm.mk_bv(2047, kObjectBits), tm.mk_bv((1 << 20) - 1, 64)), ilp32) ==
          tm.mk_true());
    CHECK(pointer_fits(tm, SymValue::pointer(tm.mk_bv(2047, kObjectBits), tm.mk_var(Sort::bv(64), "o")), kLP64) ==
          tm.mk_true());
  }
}

TEST_CASE("pointer_to_int and int_to_pointer round-trip", "[memory]") {
  TermManager tm;
  SECTION("constants") {
    SymValue p = SymValue::pointer(tm.mk_bv(3, kObjectBits), tm.mk_bv(5, 64));
    Term as_int = pointer_to_int(tm, p);
    REQUIRE(as_int->op == Op::BvConst);
    CHECK(as_int->width() == 64u);
    CHECK(static_cast<uint64_t>(as_int->value) == ((uint64_t(3) << 48) | 5));
    SymValue back = int_to_pointer(tm, as_int);
    CHECK(back.object == p.object);
    CHECK(back.offset == p.offset);
  }
  SECTION("a negative offset (one before the object) survives") {
    SymValue p = SymValue::pointer(tm.mk_bv(2, kObjectBits), tm.mk_bv(~uint64_t(0), 64));
    SymValue back = int_to_pointer(tm, pointer_to_int(tm, p));
    CHECK(back.object == p.object);
    CHECK(back.offset == p.offset);
  }
  SECTION("symbolic object") {
    Term object = tm.mk_var(Sort::bv(kObjectBits), "obj");
    SymValue p = SymValue::pointer(object, tm.mk_bv(12, 64));
    SymValue back = int_to_pointer(tm, pointer_to_int(tm, p));
    CHECK(back.object == object);
    CHECK(back.offset == tm.mk_bv(12, 64));
  }
  SECTION("null is integer 0") {
    SymValue null = SymValue::pointer(tm.mk_bv(0, kObjectBits), tm.mk_bv(0, 64));
    CHECK(pointer_to_int(tm, null) == tm.mk_bv(0, 64));
  }
}

TEST_CASE("ite_value merges component-wise", "[memory]") {
  TermManager tm;
  Term c = tm.mk_var(Sort::boolean(), "c");
  SymValue a = SymValue::aggregate({SymValue::scalar(tm.mk_bv(1, 32)),
                                    SymValue::pointer(tm.mk_bv(1, kObjectBits), tm.mk_bv(0, 64))});
  SymValue b = SymValue::aggregate({SymValue::scalar(tm.mk_bv(2, 32)),
                                    SymValue::pointer(tm.mk_bv(4, kObjectBits), tm.mk_bv(0, 64))});
  SymValue merged = ite_value(tm, c, a, b);
  REQUIRE(merged.kind == SymValue::Kind::Aggregate);
  REQUIRE(merged.elements.size() == 2u);
  CHECK(merged.elements[0].term == tm.mk_ite(c, tm.mk_bv(1, 32), tm.mk_bv(2, 32)));
  CHECK(merged.elements[1].object == tm.mk_ite(c, tm.mk_bv(1, kObjectBits), tm.mk_bv(4, kObjectBits)));
  CHECK(merged.elements[1].offset == tm.mk_bv(0, 64));  // equal sides fold
  std::vector<unsigned> ids;
  CHECK(possible_objects(merged.elements[1].object, ids));
  CHECK(sorted(ids) == std::vector<unsigned>{1, 4});
}
