#include "Memory.h"

#include <cassert>
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

Term offset_into(TermManager& tm, Term object, Term offset, unsigned id) {
  if (object->op != terms::Op::Ite || offset->op != terms::Op::Ite || object->arg(0) != offset->arg(0)) return offset;
  auto may_be = [id](Term branch) {
    std::vector<unsigned> ids;
    if (!possible_objects(branch, ids)) return true;
    for (unsigned known : ids)
      if (known == id) return true;
    return false;
  };
  const bool then_side = may_be(object->arg(1)), else_side = may_be(object->arg(2));
  if (then_side && !else_side) return offset_into(tm, object->arg(1), offset->arg(1), id);
  if (else_side && !then_side) return offset_into(tm, object->arg(2), offset->arg(2), id);
  return tm.mk_ite(object->arg(0), offset_into(tm, object->arg(1), offset->arg(1), id),
                   offset_into(tm, object->arg(2), offset->arg(2), id));
}

Term read_bytes(TermManager& tm, Term contents, Term offset, unsigned bytes) {
  assert(bytes >= 1);
  auto byte_at = [&](unsigned i) { return tm.mk_select(contents, tm.mk_add(offset, tm.mk_bv(i, 64))); };
  // Highest byte first, concatenating downwards: adjacent extracts of one
  // stored word fuse back into the word.
  Term value = byte_at(bytes - 1);
  for (unsigned i = bytes - 1; i-- > 0;) value = tm.mk_concat(value, byte_at(i));
  return value;
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
