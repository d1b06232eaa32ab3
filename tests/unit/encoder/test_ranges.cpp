// Ranged BMC's path order and range constraint (encoder/ranges/RangeConstraint.h):
// the ranges cut from any split keys cover every key exactly once, and the
// symbolic constraint agrees with the concrete order on every key tried.
#include <catch2/catch.hpp>

#include <random>

#include "terms/Evaluator.h"
#include "encoder/ranges/RangeConstraint.h"
#include "encoder/ranges/RangeSplits.h"

using namespace swarmbmc;
using encoder::RangeBounds;
using encoder::RangeKey;
using terms::u128;

namespace {

const std::vector<unsigned> kWidths = {1, 8, 32, 3};

u128 top(unsigned width) { return terms::mask(width); }

/// Random keys of the shape kWidths, biased to the values where bounds
/// bite: 0, the maximum, and values near the other keys' values.
RangeKey random_key(std::mt19937_64& rng, const std::vector<RangeKey>& near) {
  RangeKey key;
  for (size_t i = 0; i < kWidths.size(); ++i) {
    const unsigned w = kWidths[i];
    u128 v;
    switch (rng() % 5) {
      case 0: v = 0; break;
      case 1: v = top(w); break;
      case 2:
        v = near.empty() ? 0 : (i < near[rng() % near.size()].size() ? near[rng() % near.size()][i] : 0);
        v = terms::truncate(v + (rng() % 3) - 1, w);
        break;
      default: v = terms::truncate(rng(), w);
    }
    key.push_back(v);
  }
  // Shorter keys count as zero-padded: sometimes drop trailing zeros.
  while (!key.empty() && key.back() == 0 && rng() % 2) key.pop_back();
  return key;
}

size_t ranges_containing(const std::vector<RangeBounds>& ranges, const RangeKey& key) {
  size_t count = 0;
  for (const RangeBounds& range : ranges) count += encoder::in_range(key, range);
  return count;
}

}  // namespace

TEST_CASE("ranges cut from any split keys cover every key exactly once", "[ranges]") {
  std::mt19937_64 rng(16);
  for (int round = 0; round < 300; ++round) {
    std::vector<RangeKey> splits;
    const size_t count = rng() % 6;
    for (size_t i = 0; i < count; ++i) splits.push_back(random_key(rng, splits));
    if (count >= 2 && rng() % 3 == 0) splits[1] = splits[0];  // equal split points
    if (count >= 1 && rng() % 4 == 0) splits[0] = {top(1), top(8), top(32), top(3)};  // the maximum key
    const std::vector<RangeBounds> ranges = encoder::partition(splits);
    REQUIRE(ranges.size() == count + 1);
    std::vector<RangeKey> probes = splits;
    probes.push_back({});                                  // the minimum key
    probes.push_back({top(1), top(8), top(32), top(3)});  // the maximum key
    for (int i = 0; i < 40; ++i) probes.push_back(random_key(rng, splits));
    for (const RangeKey& probe : probes) REQUIRE(ranges_containing(ranges, probe) == 1);
    // Consecutive: each range starts where the previous ended.
    for (size_t i = 0; i + 1 < ranges.size(); ++i) REQUIRE(encoder::compare_keys(*ranges[i].up_to, *ranges[i + 1].after) == 0);
    CHECK_FALSE(ranges.front().after);
    CHECK_FALSE(ranges.back().up_to);
  }
}

TEST_CASE("a split key lies in the range it closes, the next key in the next range", "[ranges]") {
  const RangeKey split = {1, 200, 7, 0};
  const std::vector<RangeBounds> ranges = encoder::partition({split});
  CHECK(encoder::in_range(split, ranges[0]));
  CHECK_FALSE(encoder::in_range(split, ranges[1]));
  CHECK(encoder::in_range({1, 200, 7, 1}, ranges[1]));
  CHECK(encoder::in_range({1, 200, 7}, ranges[0]));  // zero-padded: equal to the split
  CHECK(encoder::in_range({1, 200, 6, 5}, ranges[0]));
}

TEST_CASE("keys compare lexicographically, zero-padded, first element most significant", "[ranges]") {
  CHECK(encoder::compare_keys({}, {0, 0}) == 0);
  CHECK(encoder::compare_keys({1}, {0, 9}) > 0);
  CHECK(encoder::compare_keys({0, 9}, {1}) < 0);
  CHECK(encoder::compare_keys({2, 0, 1}, {2}) > 0);
  CHECK(encoder::compare_keys({u128(1) << 100}, {u128(1) << 99, top(32)}) > 0);
}

TEST_CASE("the range constraint agrees with the concrete order on every key", "[ranges]") {
  terms::TermManager tm;
  encoder::PathKey key;
  std::vector<terms::Term> vars;
  for (size_t i = 0; i < kWidths.size(); ++i) {
    vars.push_back(tm.mk_var(terms::Sort::bv(kWidths[i]), "k" + std::to_string(i)));
    key.elements.push_back(vars.back());
    key.widths.push_back(kWidths[i]);
  }
  std::mt19937_64 rng(7);
  for (int round = 0; round < 100; ++round) {
    std::vector<RangeKey> splits;
    for (size_t i = 0, n = 1 + rng() % 4; i < n; ++i) splits.push_back(random_key(rng, splits));
    // A bound longer than the key, and one with a value the element cannot hold.
    if (rng() % 4 == 0) splits[0].resize(6, rng() % 2);
    if (rng() % 4 == 0) splits[0] = {0, u128(300)};
    const std::vector<RangeBounds> ranges = encoder::partition(splits);
    std::vector<terms::Term> constraints;
    for (const RangeBounds& range : ranges) constraints.push_back(encoder::range_constraint(tm, key, range));
    for (int probe = 0; probe < 30; ++probe) {
      RangeKey value = random_key(rng, splits);
      value.resize(kWidths.size(), 0);
      terms::Evaluator evaluator(
          [&](terms::Term t) -> std::optional<u128> {
            for (size_t i = 0; i < vars.size(); ++i)
              if (t == vars[i]) return value[i];
            return std::nullopt;
          },
          [](terms::Term, u128) { return u128(0); });
      size_t inside = 0;
      for (size_t r = 0; r < ranges.size(); ++r) {
        const bool symbolic = evaluator.eval(constraints[r]) != 0;
        REQUIRE(symbolic == encoder::in_range(value, ranges[r]));
        inside += symbolic;
      }
      REQUIRE(inside == 1);
    }
  }
}

TEST_CASE("random split keys depend only on the key and the seed", "[ranges]") {
  terms::TermManager tm;
  encoder::PathKey key;
  terms::Term x = tm.mk_var(terms::Sort::bv(32), "x#1");
  terms::Term y = tm.mk_var(terms::Sort::bv(8), "y#2");
  key.elements = {x, tm.mk_ite(tm.mk_ult(x, tm.mk_bv(100, 32)), y, tm.mk_bv(0, 8))};
  key.widths = {32, 8};
  const RangeKey a = encoder::random_path_key(key, 3, 1), b = encoder::random_path_key(key, 3, 1);
  CHECK(a == b);
  CHECK(encoder::random_path_key(key, 3, 2) != a);
  CHECK(encoder::random_path_key(key, 4, 1) != a);
  // An input the random execution does not reach is 0 in its key.
  for (unsigned which = 1; which < 50; ++which) {
    const RangeKey k = encoder::random_path_key(key, 9, which);
    if (k[0] >= 100) CHECK(k[1] == 0);
  }
  // --range-split small: about half of the values from -3..4, the rest uniform.
  unsigned small = 0;
  for (unsigned which = 1; which <= 200; ++which) {
    const u128 v = encoder::random_path_key(key, 9, which, encoder::SplitValues::Small)[0];
    small += v <= 4 || v >= terms::mask(32) - 2;
  }
  CHECK(small > 60);
  CHECK(small < 140);
  CHECK(encoder::random_ranges(key, 5, 3).size() == 5);
  CHECK(encoder::random_ranges({}, 4, 3).size() == 4);  // no inputs: every split is the empty key
}
