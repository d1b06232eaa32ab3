// TargetTest (Memory.h): a check over the objects a pointer may
// point to. With exact ids it is the conjunction of (object == k -> ok_k),
// which must equal the disjunction of (object == k & ok_k) on every
// assignment (the pointer is exactly one of its ids) and fold to true when
// every target's test is true; without exact ids it stays the disjunction.
#include <catch2/catch.hpp>

#include <optional>
#include <random>
#include <string>
#include <unordered_map>
#include <vector>

#include "terms/Evaluator.h"
#include "encoder/memory/Memory.h"
#include "terms/TermManager.h"

using namespace swarmbmc::encoder;
using swarmbmc::terms::Evaluator;
using swarmbmc::terms::Sort;
using swarmbmc::terms::u128;

namespace {

/// An ite tree over the object ids `ids`, chosen by fresh booleans c0, c1, ...
Term object_tree(TermManager& tm, const std::vector<unsigned>& ids) {
  Term tree = tm.mk_bv(ids.back(), kObjectBits);
  for (size_t i = ids.size() - 1; i-- > 0;)
    tree = tm.mk_ite(tm.mk_var(Sort::boolean(), "c" + std::to_string(i)), tm.mk_bv(ids[i], kObjectBits), tree);
  return tree;
}

}  // namespace

TEST_CASE("TargetTest over exact targets folds targets valid by construction", "[memory][target]") {
  TermManager tm;
  Term object = object_tree(tm, {0, 4, 5, 6});
  TargetTest all_valid(tm, true);
  for (unsigned id : {0u, 4u, 5u, 6u}) all_valid.add(tm.mk_eq(object, tm.mk_bv(id, kObjectBits)), tm.mk_true());
  CHECK(all_valid.result()->is_true());

  // The disjunction the check used to be is the tautology "object in {0, 4, 5, 6}", not folded.
  Term disjunction = tm.mk_false();
  for (unsigned id : {0u, 4u, 5u, 6u})
    disjunction = tm.mk_or(disjunction, tm.mk_eq(object, tm.mk_bv(id, kObjectBits)));
  CHECK_FALSE(disjunction->is_true());

  TargetTest one_invalid(tm, true);
  for (unsigned id : {0u, 4u, 5u, 6u})
    one_invalid.add(tm.mk_eq(object, tm.mk_bv(id, kObjectBits)), tm.mk_bool(id != 5));
  CHECK_FALSE(one_invalid.result()->is_true());
  CHECK_FALSE(one_invalid.result()->is_false());
}

TEST_CASE("TargetTest equals the disjunction of its targets on every assignment", "[memory][target]") {
  std::mt19937 rng(36);
  for (int round = 0; round < 50; ++round) {
    TermManager tm;
    std::vector<unsigned> ids{0};
    for (unsigned id = 1; ids.size() < 2 + rng() % 5; ++id)
      if (rng() % 2) ids.push_back(id);
    Term object = object_tree(tm, ids);
    Term x = tm.mk_var(Sort::bv(8), "x");
    TargetTest exact(tm, true), inexact(tm, false);
    Term disjunction = tm.mk_false();
    for (unsigned id : ids) {
      // A test per target: constant true or false, or a condition on x.
      const unsigned kind = rng() % 3;
      Term ok = kind == 0 ? tm.mk_bool(rng() % 2) : tm.mk_ult(x, tm.mk_bv(rng() % 256, 8));
      Term here = tm.mk_eq(object, tm.mk_bv(id, kObjectBits));
      exact.add(here, ok);
      inexact.add(here, ok);
      disjunction = tm.mk_or(disjunction, tm.mk_and(here, ok));
    }
    CHECK(inexact.result() == disjunction);  // non-exact pointers: the same terms as before
    for (unsigned assignment = 0; assignment < 64; ++assignment) {
      std::unordered_map<std::string, u128> values{{"x", (assignment * 37) & 0xff}};
      for (size_t i = 0; i + 1 < ids.size(); ++i)
        values["c" + std::to_string(i)] = (assignment >> (i % 6)) & 1;
      Evaluator evaluator(
          [&](Term t) -> std::optional<u128> {
            if (t->op != swarmbmc::terms::Op::Var) return std::nullopt;
            auto it = values.find(t->name);
            return it == values.end() ? std::nullopt : std::optional<u128>(it->second);
          },
          [](Term, u128) { return u128(0); });
      INFO("round " << round << ", assignment " << assignment);
      CHECK(evaluator.eval(exact.result()) == evaluator.eval(disjunction));
    }
  }
}
