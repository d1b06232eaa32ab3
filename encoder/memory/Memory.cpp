#include "Memory.h"

#include <cassert>
#include <map>
#include <unordered_map>
#include <unordered_set>

namespace swarmbmc::encoder {

ObjectTable::ObjectTable(TermManager& tm) : tm_(tm) {
  MemoryObject null{"NULL", tm.mk_bv(0, 64)};
  null.storage = Storage::Null;
  objects_.push_back(null);
}

unsigned ObjectTable::add(MemoryObject object) {
  objects_.push_back(std::move(object));
  return count() - 1;
}

Term ObjectTable::id_term(unsigned id) const { return tm_.mk_bv(id, kObjectBits); }

bool possible_objects(Term object, std::vector<unsigned>& ids) {
  std::vector<Term> work{object};
  // The ite DAG is walked once per node: walked as a tree, merges that
  // share sides cost 2^depth (Unroller.cpp's merge_value keeps merged
  // pointers small too).
  std::unordered_set<Term> visited;
  bool all_constant = true;
  while (!work.empty()) {
    Term t = work.back();
    work.pop_back();
    if (t->op == terms::Op::Ite) {
      if (!visited.insert(t).second) continue;
      work.push_back(t->arg(1));
      work.push_back(t->arg(2));
    } else if (t->op == terms::Op::BvConst) {
      const unsigned id = static_cast<unsigned>(t->value);
      bool seen = false;
      for (unsigned known : ids) seen |= known == id;
      if (!seen) ids.push_back(id);
    } else {
      all_constant = false;
    }
  }
  return all_constant;
}

namespace {

/// offset_into with its memos: whether an object term may be `id` (a
/// non-constant leaf may be anything), and the offsets already pruned.
struct OffsetPruner {
  TermManager& tm;
  unsigned id;
  std::unordered_map<Term, bool> may;
  std::map<std::pair<Term, Term>, Term> pruned;

  bool may_be(Term object) {
    if (object->op == terms::Op::BvConst) return object->value == id;
    if (object->op != terms::Op::Ite) return true;
    if (auto it = may.find(object); it != may.end()) return it->second;
    const bool result = may_be(object->arg(1)) || may_be(object->arg(2));
    may.emplace(object, result);
    return result;
  }

  Term prune(Term object, Term offset) {
    if (object->op != terms::Op::Ite || offset->op != terms::Op::Ite || object->arg(0) != offset->arg(0)) return offset;
    if (auto it = pruned.find({object, offset}); it != pruned.end()) return it->second;
    const bool then_side = may_be(object->arg(1)), else_side = may_be(object->arg(2));
    Term result = nullptr;
    if (then_side && !else_side) result = prune(object->arg(1), offset->arg(1));
    else if (else_side && !then_side) result = prune(object->arg(2), offset->arg(2));
    else result = tm.mk_ite(object->arg(0), prune(object->arg(1), offset->arg(1)), prune(object->arg(2), offset->arg(2)));
    pruned.emplace(std::make_pair(object, offset), result);
    return result;
  }
};

}  // namespace

Term offset_into(TermManager& tm, Term object, Term offset, unsigned id) {
  // Memoised: pointers merged over loops share their ites (a DAG), and
  // walked as a tree their branches cost 2^depth.
  OffsetPruner pruner{tm, id, {}, {}};
  return pruner.prune(object, offset);
}

namespace {

Term own_side_term(Term t, const std::vector<std::pair<Term, bool>>& tests) {
  while (t->op == terms::Op::Ite) {
    bool decided = false;
    for (const auto& [test, holds] : tests)
      if (t->arg(0) == test) {
        t = holds ? t->arg(1) : t->arg(2);
        decided = true;
        break;
      }
    if (!decided) break;
  }
  return t;
}

SymValue own_side_value(const SymValue& value, const std::vector<std::pair<Term, bool>>& tests) {
  switch (value.kind) {
    case SymValue::Kind::Scalar:
      return SymValue::scalar(own_side_term(value.term, tests));
    case SymValue::Kind::Pointer:
      return SymValue::pointer(own_side_term(value.object, tests), own_side_term(value.offset, tests));
    case SymValue::Kind::Aggregate: {
      std::vector<SymValue> elements;
      for (const SymValue& element : value.elements) elements.push_back(own_side_value(element, tests));
      return SymValue::aggregate(std::move(elements));
    }
    default:
      return value;
  }
}

}  // namespace

SymValue own_side(TermManager& tm, const SymValue& value, Term object, const std::vector<unsigned>& candidates,
                  unsigned id) {
  if (candidates.size() < 2) return value;
  // The tests as the store made them (hash-consed: the same terms).
  std::vector<std::pair<Term, bool>> tests;
  for (unsigned k : candidates) tests.emplace_back(tm.mk_eq(object, tm.mk_bv(k, kObjectBits)), k == id);
  return own_side_value(value, tests);
}

namespace {

/// How many stores a word read steps over, looking for the ites of merged
/// memories below them, before it reads byte by byte from there (the
/// term manager's select cache makes that cheap for long store chains).
constexpr unsigned kMaxSkippedStores = 64;

/// The bytes read one by one, highest first, concatenated downwards:
/// adjacent extracts of one stored word fuse back into the word.
Term concat_bytes(TermManager& tm, Term contents, Term offset, unsigned bytes) {
  auto byte_at = [&](unsigned i) { return tm.mk_select(contents, tm.mk_add(offset, tm.mk_bv(i, 64))); };
  Term value = byte_at(bytes - 1);
  for (unsigned i = bytes - 1; i-- > 0;) value = tm.mk_concat(value, byte_at(i));
  return value;
}

/// Whether the one-byte store `write` leaves [offset, offset + bytes)
/// alone on every path: the term manager decides its index differs from
/// each of those bytes' (no solver; undecided counts as not missing).
bool misses(TermManager& tm, Term write, Term offset, unsigned bytes) {
  for (unsigned i = 0; i < bytes; ++i)
    if (!tm.mk_eq(write->arg(1), tm.mk_add(offset, tm.mk_bv(i, 64)))->is_false()) return false;
  return true;
}

}  // namespace

Term read_bytes(TermManager& tm, Term contents, Term offset, unsigned bytes) {
  assert(bytes >= 1);
  // Why word by word over merges: read byte by byte, a word of memory
  // merged from n paths is n ites per byte, and bytes whose values agree
  // on some paths collapse there, so the bytes' ite chains differ and
  // no longer concatenate back into one ite of words. A pointer read so
  // has an object id made of byte ites (no constant leaves): every access
  // through it then looks at every object. Reading the whole
  // word in each branch of the memory's ites (contents_ite), below the
  // stores that miss it, gives ite(c, word1, word2): the same value, with
  // the stored words intact. Iterative: merges nest thousands deep.
  std::unordered_map<Term, Term> below_memo, word_of;
  auto below = [&](Term array) {
    auto [it, fresh] = below_memo.emplace(array, array);
    if (!fresh) return it->second;
    Term a = array;
    for (unsigned skipped = 0; a->op == terms::Op::Store && skipped < kMaxSkippedStores && misses(tm, a, offset, bytes);
         ++skipped)
      a = a->arg(0);
    below_memo[array] = a;
    return a;
  };
  const Term top = below(contents);
  std::vector<Term> work{top};
  while (!work.empty()) {
    Term a = work.back();
    if (word_of.count(a)) {
      work.pop_back();
      continue;
    }
    if (a->op != terms::Op::Ite) {
      word_of.emplace(a, concat_bytes(tm, a, offset, bytes));
      work.pop_back();
      continue;
    }
    const Term then_array = below(a->arg(1)), else_array = below(a->arg(2));
    const auto then_word = word_of.find(then_array), else_word = word_of.find(else_array);
    if (then_word == word_of.end() || else_word == word_of.end()) {
      if (else_word == word_of.end()) work.push_back(else_array);
      if (then_word == word_of.end()) work.push_back(then_array);
      continue;
    }
    word_of.emplace(a, tm.mk_ite(a->arg(0), then_word->second, else_word->second));
    work.pop_back();
  }
  return word_of.at(top);
}

Term write_bytes(TermManager& tm, Term contents, Term offset, Term value) {
  const unsigned bytes = value->width() / 8;
  assert(value->width() % 8 == 0);
  for (unsigned i = 0; i < bytes; ++i)
    contents = tm.mk_store(contents, tm.mk_add(offset, tm.mk_bv(i, 64)), tm.mk_extract(value, 8 * i + 7, 8 * i));
  return contents;
}

Term in_bounds(TermManager& tm, Term offset, unsigned bytes, Term size) {
  Term width = tm.mk_bv(bytes, 64);
  // bytes <= size && offset <= size - bytes (unsigned: a negative offset is huge)
  return tm.mk_and(tm.mk_ule(width, size), tm.mk_ule(offset, tm.mk_sub(size, width)));
}

}  // namespace swarmbmc::encoder
