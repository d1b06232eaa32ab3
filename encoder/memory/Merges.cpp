// Where paths join: two path states become one, their memory and
// liveness as ites on what tells the paths apart (meeting), values as ites
// whose pointers name each object once.
#include <set>
#include <unordered_map>

#include "MemoryModel.h"

namespace swarmbmc::encoder {
namespace {

/// Above this many leaves (counted as a tree) a merged pointer's object
/// term is rebuilt over its distinct objects (canonical_object).
constexpr double kMaxObjectLeaves = 8;

/// The constant leaves (object ids) of an object term's ite tree, in
/// ascending order, and how many leaves the tree has counted as a tree;
/// false when a leaf is not a constant.
bool object_leaves(Term object, std::vector<terms::u128>& ids, double& tree_leaves) {
  std::unordered_map<Term, double> leaves;  // per ite node, counted as a tree
  std::set<terms::u128> distinct;
  bool constant = true;
  std::vector<Term> work{object};
  while (!work.empty()) {
    Term t = work.back();
    if (t->op != terms::Op::Ite) {
      work.pop_back();
      constant = constant && t->op == terms::Op::BvConst;
      if (t->op == terms::Op::BvConst) distinct.insert(t->value);
      leaves.emplace(t, 1);
      continue;
    }
    const auto then_it = leaves.find(t->arg(1)), else_it = leaves.find(t->arg(2));
    if (then_it == leaves.end() || else_it == leaves.end()) {
      if (then_it == leaves.end()) work.push_back(t->arg(1));
      if (else_it == leaves.end()) work.push_back(t->arg(2));
      continue;
    }
    work.pop_back();
    leaves.emplace(t, then_it->second + else_it->second);
  }
  ids.assign(distinct.begin(), distinct.end());
  tree_leaves = leaves.at(object);
  return constant;
}

/// The object term of a merged pointer, with each object it may be once.
/// Merges repeat objects: the phis of an if-else chain or a switch join a
/// pointer most paths leave alone with null (a disposed queue), and the
/// next iteration's pointer holds that ite twice, under other conditions.
/// The terms stay shared, but possible_objects and offset_into (at every
/// access through the pointer) walk the ite tree as a tree: 2^iterations
/// leaves; a queue disposed in a loop of 60 operations never finished
/// unrolling. So past kMaxObjectLeaves the object becomes
/// ite(o = k1, k1, ite(o = k2, k2, ... kn)) over its distinct ids k1 < ... <
/// kn: the same value, a chain of n leaves (the equalities are not
/// walked). Its offset stays as it was: offset_into then takes the whole
/// offset for each object, which holds, as it does for any pointer whose
/// offset is not split like its object.
Term canonical_object(TermManager& tm, Term object) {
  std::vector<terms::u128> ids;
  double tree_leaves = 0;
  if (object->op != terms::Op::Ite || !object_leaves(object, ids, tree_leaves) || tree_leaves <= kMaxObjectLeaves)
    return object;
  Term chain = tm.mk_bv(ids.back(), object->width());
  for (size_t i = ids.size() - 1; i-- > 0;) {
    Term id = tm.mk_bv(ids[i], object->width());
    chain = tm.mk_ite(tm.mk_eq(object, id), id, chain);
  }
  return chain;
}

}  // namespace

SymValue MemoryModel::merge_value(Term c, const SymValue& t, const SymValue& e) {
  if (t.kind == SymValue::Kind::Aggregate && e.kind == SymValue::Kind::Aggregate) {
    std::vector<SymValue> elements;
    for (size_t i = 0; i < t.elements.size(); ++i) elements.push_back(merge_value(c, t.elements[i], e.elements[i]));
    return SymValue::aggregate(std::move(elements));
  }
  SymValue merged = ite_value(tm_, c, t, e);
  if (merged.is_pointer()) merged.object = canonical_object(tm_, merged.object);
  return merged;
}

MemoryModel::Meeting MemoryModel::meeting(Term into_guard, Term other_guard) {
  // Split both guards into conjuncts, newest first, until what is left on
  // either side and not on both is no conjunction: the part the paths share
  // is older than the conditions they took since they parted, so this stops
  // at it without walking the shared history.
  auto unfactored = [&] { return Meeting{other_guard, tm_.mk_or(into_guard, other_guard)}; };
  std::set<Term, terms::TermLess> mine{into_guard}, theirs{other_guard};
  for (size_t splits = 0;; ++splits) {
    Term newest = nullptr;
    for (const auto* side : {&mine, &theirs})
      for (auto it = side->rbegin(); it != side->rend(); ++it) {
        const auto* other_side = side == &mine ? &theirs : &mine;
        if ((*it)->op != terms::Op::And || other_side->count(*it)) continue;
        if (!newest || newest->id < (*it)->id) newest = *it;
        break;
      }
    if (!newest) break;
    if (splits == kMeetingSplits) return unfactored();
    for (auto* side : {&mine, &theirs})
      if (side->erase(newest)) side->insert({newest->arg(0), newest->arg(1)});
  }
  std::vector<Term> shared, only_mine, only_theirs;  // in id order, as the sets are
  for (Term t : mine) (theirs.count(t) ? shared : only_mine).push_back(t);
  for (Term t : theirs)
    if (!mine.count(t)) only_theirs.push_back(t);
  if (shared.empty()) return unfactored();
  auto conjunction = [this](const std::vector<Term>& parts) {
    Term all = tm_.mk_true();
    for (Term part : parts) all = tm_.mk_and(all, part);
    return all;
  };
  Term other_only = conjunction(only_theirs);
  return {other_only, tm_.mk_and(conjunction(shared), tm_.mk_or(conjunction(only_mine), other_only))};
}

Term MemoryModel::merge_into(PathState& into, const PathState& other) {
  const Meeting meet = meeting(into.guard, other.guard);
  Term c = meet.pick_other;
  // A state may know objects the other never created (allocated on its
  // path only): there the other side's contents do not matter, but the
  // object is not alive there (the memory checks at exit look at every
  // object, reachable by a pointer or not).
  // Cells are merged one by one, only where they differ (CellMemory.h);
  // contents equal on both sides stay shared.
  std::vector<Contents>& memory = into.memory;
  if (memory.size() < other.memory.size()) memory.resize(other.memory.size());
  for (size_t k = 0; k < memory.size(); ++k) {
    const Contents theirs = k < other.memory.size() ? other.memory[k] : Contents();
    if (!theirs || theirs == memory[k]) continue;
    if (memory[k] && bytes_only(static_cast<unsigned>(k))) {  // gone back to the byte form (Access.cpp)
      memory[k] = tm_.mk_ite(c, to_array(tm_, theirs), to_array(tm_, memory[k]));
      continue;
    }
    memory[k] = memory[k] ? contents_ite(tm_, c, theirs, memory[k]) : theirs;
  }
  std::vector<Term>& alive = into.alive;
  if (alive.size() < other.alive.size()) alive.resize(other.alive.size(), nullptr);
  for (size_t k = 0; k < alive.size(); ++k) {
    Term theirs = k < other.alive.size() ? other.alive[k] : nullptr;
    if (theirs == alive[k]) continue;
    alive[k] = tm_.mk_ite(c, theirs ? theirs : tm_.mk_false(), alive[k] ? alive[k] : tm_.mk_false());
  }
  if (into.rounding_mode != other.rounding_mode) {  // nullptr is nearest-even (0)
    auto mode = [&](Term m) { return m ? m : tm_.mk_bv(0, 2); };
    into.rounding_mode = tm_.mk_ite(c, mode(other.rounding_mode), mode(into.rounding_mode));
  }
  into.guard = meet.joined_guard;
  return c;
}

}  // namespace swarmbmc::encoder
