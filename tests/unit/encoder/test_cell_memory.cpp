// The cell form of object contents (CellMemory.h), against the byte form as
// the oracle: random sequences of writes at constant, aligned symbolic and
// unaligned symbolic offsets, merges and reads, evaluated under random
// in-bounds assignments; sharing at merges; cost independent of the history;
// conversions both ways.
#include <catch2/catch.hpp>

#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "encoder/memory/CellMemory.h"
#include "terms/Evaluator.h"
#include "terms/TermManager.h"

using namespace swarmbmc::encoder;
using swarmbmc::terms::Evaluator;
using swarmbmc::terms::Sort;
using swarmbmc::terms::u128;

namespace {

uint64_t initial_byte(u128 index) { return static_cast<uint64_t>((index * 37 + 11) & 0xff); }

/// Both forms of one object, driven by the same operations.
struct Twin {
  Contents bytes;
  Contents cells;
};

}  // namespace

TEST_CASE("cells agree with the byte form on random accesses", "[memory][cells]") {
  std::mt19937_64 rng(14);
  for (unsigned round = 0; round < 60; ++round) {
    TermManager tm;
    const unsigned width = 1u << (round % 4);              // 1, 2, 4, 8
    const uint64_t size = width * (2 + rng() % 7);         // 2..8 cells
    Term init = tm.mk_var(Sort::array(), "init");
    Twin state{init, to_cells(tm, init, width, size)};
    REQUIRE(state.cells.is_cells());
    // Leaves with their intended values: offsets are drawn in bounds.
    std::unordered_map<Term, u128> values;
    std::vector<std::pair<Term, Term>> reads;  // (byte-form read, cell-form read)
    auto fresh = [&](unsigned bits, u128 value, const std::string& name) {
      Term v = tm.mk_var(bits == 0 ? Sort::boolean() : Sort::bv(bits), name);
      values[v] = value;
      return v;
    };
    std::vector<Twin> saved;
    for (unsigned step = 0; step < 12; ++step) {
      const std::string tag = std::to_string(step);
      const unsigned bytes = 1u << (rng() % 4);  // 1..8
      if (bytes > size) continue;
      Term offset;
      switch (rng() % 3) {
        case 0:  // constant
          offset = tm.mk_bv(rng() % (size - bytes + 1), 64);
          break;
        case 1: {  // symbolic, a multiple of the access width (as GEPs of arrays give)
          const uint64_t slots = (size - bytes) / bytes + 1;
          offset = tm.mk_mul(fresh(64, rng() % slots, "i" + tag), tm.mk_bv(bytes, 64));
          break;
        }
        default:  // symbolic, any in-bounds byte offset
          offset = fresh(64, rng() % (size - bytes + 1), "o" + tag);
          break;
      }
      switch (rng() % 4) {
        case 0:
        case 1: {  // write
          Term value = fresh(8 * bytes, rng(), "v" + tag);
          state.bytes = write_bytes(tm, state.bytes, offset, value);
          state.cells = write_bytes(tm, state.cells, offset, value);
          break;
        }
        case 2: {  // merge with a saved state (or fork one)
          if (saved.empty() || rng() % 2) {
            saved.push_back(state);
            break;
          }
          Term c = fresh(0, rng() % 2, "c" + tag);
          const Twin& other = saved[rng() % saved.size()];
          state.bytes = contents_ite(tm, c, other.bytes, state.bytes);
          state.cells = contents_ite(tm, c, other.cells, state.cells);
          REQUIRE(state.cells.is_cells());
          break;
        }
        default: {  // byte sequences (memcpy, memset)
          std::vector<Term> data;
          for (unsigned i = 0; i < bytes; ++i) data.push_back(fresh(8, rng(), "d" + tag + "." + std::to_string(i)));
          state.bytes = write_byte_sequence(tm, state.bytes, offset, data);
          state.cells = write_byte_sequence(tm, state.cells, offset, data);
          break;
        }
      }
      reads.push_back({read_bytes(tm, state.bytes, offset, bytes), read_bytes(tm, state.cells, offset, bytes)});
      // and a whole-object sweep at constant offsets
      for (uint64_t p = 0; p < size; ++p)
        reads.push_back({read_bytes(tm, state.bytes, tm.mk_bv(p, 64), 1), read_bytes(tm, state.cells, tm.mk_bv(p, 64), 1)});
      std::vector<Term> a = read_byte_sequence(tm, state.bytes, offset, bytes);
      std::vector<Term> b = read_byte_sequence(tm, state.cells, offset, bytes);
      for (unsigned i = 0; i < bytes; ++i) reads.push_back({a[i], b[i]});
    }
    // The byte form of the cells reads back the same bytes too.
    Term flattened = to_array(tm, state.cells);
    for (uint64_t p = 0; p < size; ++p)
      reads.push_back({read_bytes(tm, state.bytes, tm.mk_bv(p, 64), 1), tm.mk_select(flattened, tm.mk_bv(p, 64))});

    Evaluator evaluator(
        [&](Term t) -> std::optional<u128> {
          auto it = values.find(t);
          if (it == values.end()) return std::nullopt;
          return it->second & (t->sort.is_bool() ? 1 : (t->width() == 128 ? ~u128(0) : (u128(1) << t->width()) - 1));
        },
        [](Term, u128 index) { return u128(initial_byte(index)); });
    for (size_t k = 0; k < reads.size(); ++k) {
      INFO("round " << round << " width " << width << " size " << size << " read " << k);
      CHECK(static_cast<uint64_t>(evaluator.eval(reads[k].first)) ==
            static_cast<uint64_t>(evaluator.eval(reads[k].second)));
    }
  }
}

TEST_CASE("cells: a read after symbolic writes is an ite over the cells", "[memory][cells]") {
  TermManager tm;
  Term zeros = tm.mk_const_array(tm.mk_bv(0, 8));
  Contents cells = to_cells(tm, zeros, 4, 64 * 4);
  REQUIRE(cells.cell_count() == 64);
  // The cost of write + read at a fresh symbolic index does not grow with
  // the number of writes before it (the byte form's did: O(history)).
  auto step = [&](unsigned k) {
    Term i = tm.mk_var(Sort::bv(64), "i" + std::to_string(k));
    Term offset = tm.mk_mul(i, tm.mk_bv(4, 64));
    cells = write_bytes(tm, cells, offset, tm.mk_var(Sort::bv(32), "v" + std::to_string(k)));
    return read_bytes(tm, cells, tm.mk_mul(tm.mk_var(Sort::bv(64), "j" + std::to_string(k)), tm.mk_bv(4, 64)), 4);
  };
  for (unsigned k = 0; k < 5; ++k) step(k);
  const size_t before_early = tm.size();
  step(5);
  const size_t early = tm.size() - before_early;
  for (unsigned k = 6; k < 200; ++k) step(k);
  const size_t before_late = tm.size();
  Term late_read = step(200);
  const size_t late = tm.size() - before_late;
  CHECK(late <= early + 8);
  CHECK(late < 64 * 8);
  CHECK(late_read->width() == 32);
  CHECK(late_read->op == swarmbmc::terms::Op::Ite);
  // A constant-offset read is a cell itself, no ite over the others.
  CHECK(read_bytes(tm, cells, tm.mk_bv(8, 64), 4) == cells.cells()[2]);
}

TEST_CASE("cells: merges build ites per changed cell and share the rest", "[memory][cells]") {
  TermManager tm;
  Term c = tm.mk_var(Sort::boolean(), "c");
  Contents base = to_cells(tm, tm.mk_var(Sort::array(), "a"), 4, 32);
  SECTION("equal contents are shared, not merged") {
    Contents copy = base;
    Contents merged = contents_ite(tm, c, copy, base);
    CHECK(merged == base);
  }
  SECTION("one changed cell gives one ite; the other cells are the same terms") {
    Contents changed = write_bytes(tm, base, tm.mk_bv(12, 64), tm.mk_var(Sort::bv(32), "v"));
    const size_t before = tm.size();
    Contents merged = contents_ite(tm, c, changed, base);
    CHECK(tm.size() - before == 1);  // the one ite
    REQUIRE(merged.is_cells());
    for (size_t k = 0; k < merged.cell_count(); ++k) {
      if (k == 3) CHECK(merged.cells()[k] == tm.mk_ite(c, changed.cells()[3], base.cells()[3]));
      else CHECK(merged.cells()[k] == base.cells()[k]);
    }
  }
  SECTION("a side without the object takes the other's contents") {
    CHECK(contents_ite(tm, c, Contents(), base) == base);
    CHECK(contents_ite(tm, c, base, Contents()) == base);
  }
  SECTION("a byte-form side is converted to cells of the other's width") {
    Term other = tm.mk_var(Sort::array(), "b");
    Contents merged = contents_ite(tm, c, other, base);
    REQUIRE(merged.is_cells());
    CHECK(merged.cell_bytes() == 4);
    CHECK(merged.cell_count() == 8);
  }
  SECTION("cells of different widths fall back to the byte form") {
    Contents narrow = to_cells(tm, tm.mk_var(Sort::array(), "b"), 1, 32);
    Contents merged = contents_ite(tm, c, narrow, base);
    CHECK_FALSE(merged.is_cells());
    CHECK(merged.array()->sort.is_array());
  }
}

TEST_CASE("cells: unaligned and mixed-width accesses fall back to bytes over the cells", "[memory][cells]") {
  TermManager tm;
  Contents cells = to_cells(tm, tm.mk_const_array(tm.mk_bv(0, 8)), 4, 16);
  Term o = tm.mk_var(Sort::bv(64), "o");  // alignment unknown
  Contents written = write_bytes(tm, cells, o, tm.mk_bv(0xAABBCCDD, 32));
  REQUIRE(written.is_cells());
  // Read back at the same unaligned offset: the value comes back whenever
  // the write was in bounds. Check concretely for every in-bounds offset.
  Term back = read_bytes(tm, written, o, 4);
  Term half = read_bytes(tm, written, tm.mk_add(o, tm.mk_bv(1, 64)), 2);
  for (u128 at = 0; at + 4 <= 16; ++at) {
    Evaluator evaluator([&](Term t) -> std::optional<u128> { return t == o ? std::optional<u128>(at) : std::nullopt; },
                        [](Term, u128) { return u128(0); });
    INFO("offset " << static_cast<unsigned>(at));
    CHECK(evaluator.eval(back) == 0xAABBCCDD);
    CHECK(evaluator.eval(half) == 0xBBCC);
  }
  // Aligned offset detection: 4*i and 8*i+4 are multiples of 4, i+1 is not known to be.
  Term i = tm.mk_var(Sort::bv(64), "i");
  CHECK(known_zero_low_bits(tm.mk_mul(i, tm.mk_bv(4, 64))) >= 2);
  CHECK(known_zero_low_bits(tm.mk_add(tm.mk_mul(i, tm.mk_bv(8, 64)), tm.mk_bv(4, 64))) == 2);
  CHECK(known_zero_low_bits(tm.mk_add(i, tm.mk_bv(1, 64))) == 0);
}

TEST_CASE("cells: out-of-bounds constant writes go to the origin like the byte form", "[memory][cells]") {
  TermManager tm;
  Term init = tm.mk_var(Sort::array(), "init");
  Contents cells = to_cells(tm, init, 4, 8);
  Contents bytes = init;
  Term v = tm.mk_var(Sort::bv(32), "v");
  // Straddles the end: bytes 6..9, of which 8 and 9 are outside.
  cells = write_bytes(tm, cells, tm.mk_bv(6, 64), v);
  bytes = write_bytes(tm, bytes, tm.mk_bv(6, 64), v);
  CHECK(read_bytes(tm, cells, tm.mk_bv(6, 64), 4) == read_bytes(tm, bytes, tm.mk_bv(6, 64), 4));
  CHECK(read_bytes(tm, cells, tm.mk_bv(6, 64), 4) == v);
}

TEST_CASE("cells from a byte array of constant stores and merges", "[memory][cells]") {
  // to_cells takes stores at constant offsets in one walk and splits array
  // ites; the cells must read like the array.
  TermManager tm;
  Term base = tm.mk_var(Sort::array(), "base");
  Term other = tm.mk_var(Sort::array(), "other");
  Term c = tm.mk_var(Sort::boolean(), "c");
  Term i = tm.mk_var(Sort::bv(64), "i");
  Term chain = base;
  for (unsigned p = 0; p < 24; p += 3) chain = tm.mk_store(chain, tm.mk_bv(p, 64), tm.mk_bv(p + 100, 8));
  chain = tm.mk_store(chain, tm.mk_bv(3, 64), tm.mk_bv(7, 8));  // a later write wins
  chain = tm.mk_store(chain, tm.mk_bv(40, 64), tm.mk_bv(1, 8));  // outside the object
  Term merged = tm.mk_ite(c, chain, tm.mk_store(other, i, tm.mk_bv(0x55, 8)));
  merged = tm.mk_store(merged, tm.mk_bv(5, 64), tm.mk_bv(0x66, 8));
  Contents cells = to_cells(tm, merged, 4, 24);
  REQUIRE(cells.is_cells());
  for (u128 cv = 0; cv < 2; ++cv)
    for (u128 iv = 0; iv < 26; iv += 5) {
      Evaluator evaluator(
          [&](Term t) -> std::optional<u128> {
            if (t == c) return cv;
            if (t == i) return iv;
            return std::nullopt;
          },
          [&](Term array, u128 index) { return u128((array == base ? 11 : 13) * static_cast<uint64_t>(index) & 0xff); });
      for (uint64_t p = 0; p < 24; ++p) {
        INFO("c " << static_cast<unsigned>(cv) << " i " << static_cast<unsigned>(iv) << " byte " << p);
        CHECK(evaluator.eval(read_bytes(tm, cells, tm.mk_bv(p, 64), 1)) ==
              evaluator.eval(tm.mk_select(merged, tm.mk_bv(p, 64))));
      }
    }
}
