// Construction and simplification of terms. Rules are local (look at most
// two levels down) so construction stays O(1) amortised, except the
// read-over-write walk down a store chain, which stops at the first store
// whose index cannot be decided.
#include "TermManager.h"

#include "Fold.h"

#include <algorithm>
#include <cassert>
#include <functional>
#include <utility>

namespace swarmbmc::terms {
namespace {

bool is_commutative(Op op) {
  switch (op) {
    case Op::And: case Op::Or: case Op::Xor: case Op::Eq: case Op::BvAnd: case Op::BvOr:
    case Op::BvXor: case Op::Add: case Op::Mul:
      return true;
    default:
      return false;
  }
}

unsigned trailing_zero_count(u128 v) {
  unsigned n = 0;
  while (n < 128 && !((v >> n) & 1)) ++n;
  return n;
}

unsigned trailing_one_count(u128 v) {
  unsigned n = 0;
  while (n < 128 && ((v >> n) & 1)) ++n;
  return n;
}

/// Splits `t` into base + constant offset (offset 0 when `t` is no addition).
std::pair<Term, u128> split_offset(Term t) {
  if (t->op == Op::Add && t->arg(1)->op == Op::BvConst) return {t->arg(0), t->arg(1)->value};
  return {t, 0};
}

}  // namespace

std::pair<u128, unsigned> known_low_bits(Term t, int depth) {
  if (!t->sort.is_bv() || depth == 0) return {0, 0};
  const unsigned w = t->width();
  auto trailing_zeros = [w](u128 v) { return std::min(trailing_zero_count(v), w); };
  switch (t->op) {
    case Op::BvConst: return {t->value, w};
    case Op::Mul:
      if (t->arg(1)->op == Op::BvConst) return {0, trailing_zeros(t->arg(1)->value)};
      break;
    case Op::Shl:
      if (t->arg(1)->op == Op::BvConst) return {0, static_cast<unsigned>(std::min<u128>(t->arg(1)->value, w))};
      break;
    case Op::Add: {
      auto [va, na] = known_low_bits(t->arg(0), depth - 1);
      auto [vb, nb] = known_low_bits(t->arg(1), depth - 1);
      const unsigned n = std::min(na, nb);
      return {truncate(va + vb, n == 0 ? 1 : n), n};
    }
    case Op::ZExt: case Op::SExt: {
      auto [v, n] = known_low_bits(t->arg(0), depth - 1);
      return {v, std::min(n, t->arg(0)->width())};
    }
    case Op::Concat: {
      auto [v, n] = known_low_bits(t->arg(1), depth - 1);
      return {v, std::min(n, t->arg(1)->width())};
    }
    case Op::Extract:
      if (t->param1 == 0) {
        auto [v, n] = known_low_bits(t->arg(0), depth - 1);
        return {v, std::min(n, w)};
      }
      break;
    case Op::Ite: {
      auto [va, na] = known_low_bits(t->arg(1), depth - 1);
      auto [vb, nb] = known_low_bits(t->arg(2), depth - 1);
      unsigned n = std::min(na, nb);
      while (n > 0 && truncate(va, n) != truncate(vb, n)) --n;
      return {va, n};
    }
    default:
      break;
  }
  return {0, 0};
}

namespace {

}  // namespace

size_t TermManager::NodeHash::operator()(const Node* n) const {
  size_t h = static_cast<size_t>(n->op) * 0x9E3779B97F4A7C15ull;
  auto mix = [&h](uint64_t v) { h ^= v + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2); };
  mix(static_cast<uint64_t>(n->sort.kind) << 16 | n->sort.width);
  for (unsigned i = 0; i < n->num_args; ++i) mix(n->args[i]->id);
  mix(n->param0);
  mix(n->param1);
  mix(static_cast<uint64_t>(n->value));
  mix(static_cast<uint64_t>(n->value >> 64));
  return h;
}

bool TermManager::NodeEqual::operator()(const Node* a, const Node* b) const {
  if (a->op != b->op || !(a->sort == b->sort) || a->num_args != b->num_args || a->param0 != b->param0 ||
      a->param1 != b->param1 || a->value != b->value)
    return false;
  for (unsigned i = 0; i < a->num_args; ++i)
    if (a->args[i] != b->args[i]) return false;
  return true;
}

TermManager::Table& TermManager::shard_for(const Node& proto) {
  // The top bits after a multiplicative mix: NodeHash's own top bits vary
  // little for small ids.
  static_assert(kTableShards == 256, "the shard is the top 8 bits");
  const size_t mixed = NodeHash{}(&proto) * 0x9E3779B97F4A7C15ull;
  return table_[mixed >> (64 - 8)];
}

Term TermManager::intern(const Node& proto) {
  Table& table = shard_for(proto);
  auto it = table.find(&proto);
  if (it != table.end()) return *it;
  Node& node = nodes_.emplace_back(proto);
  node.id = static_cast<uint32_t>(nodes_.size());
  table.insert(&node);
  return &node;
}

Term TermManager::make(Op op, Sort sort, Term a, Term b, Term c, uint32_t p0, uint32_t p1) {
  Node proto{op, sort};
  proto.args[0] = a;
  proto.args[1] = b;
  proto.args[2] = c;
  proto.num_args = static_cast<uint8_t>((a != nullptr) + (b != nullptr) + (c != nullptr));
  proto.param0 = p0;
  proto.param1 = p1;
  return intern(proto);
}

Term TermManager::mk_float_op(uint32_t param0, uint32_t param1, Term operand_pack, Term lowered) {
  assert(operand_pack->sort.is_bv() && !lowered->sort.is_array());
  if (lowered->is_const()) return lowered;  // concrete values never reach a solver
  return make(Op::FloatOp, lowered->sort, operand_pack, lowered, nullptr, param0, param1);
}

Term TermManager::mk_bool_init(bool v) {
  Node proto{Op::BoolConst, Sort::boolean()};
  proto.value = v ? 1 : 0;
  return intern(proto);
}

Term TermManager::mk_bool(bool value) { return value ? true_ : false_; }

Term TermManager::mk_bv(u128 value, unsigned width) {
  assert(width >= 1 && width <= kMaxWidth);
  Node proto{Op::BvConst, Sort::bv(width)};
  proto.value = truncate(value, width);
  return intern(proto);
}

Term TermManager::mk_var(Sort sort, const std::string& name) {
  Recycled* recycled = nullptr;
  if (recycling_) {
    recycled = &recycled_[name + '\x1f' + std::to_string(static_cast<int>(sort.kind)) + ':' + std::to_string(sort.width)];
    if (recycled->taken < recycled->variables.size()) return recycled->variables[recycled->taken++];
  }
  Node& node = nodes_.emplace_back(Node{Op::Var, sort});
  node.id = static_cast<uint32_t>(nodes_.size());
  node.name = name;
  if (recycled) {
    recycled->variables.push_back(&node);
    recycled->taken++;
  }
  return &node;  // never interned: every variable is distinct
}

void TermManager::start_generation() {
  recycling_ = true;
  for (auto& [key, recycled] : recycled_) recycled.taken = 0;
}

Term TermManager::mk_const_array(Term element) {
  assert(element->sort == Sort::bv(Sort::kArrayElementWidth));
  return make(Op::ConstArray, Sort::array(), element);
}

// --- Boolean ----------------------------------------------------------------

Term TermManager::mk_not(Term a) {
  assert(a->sort.is_bool());
  if (a->is_const()) return mk_bool(!a->value);
  if (a->op == Op::Not) return a->arg(0);
  return make(Op::Not, Sort::boolean(), a);
}

Term TermManager::mk_and(Term a, Term b) {
  assert(a->sort.is_bool() && b->sort.is_bool());
  if (a->is_false() || b->is_false()) return false_;
  if (a->is_true()) return b;
  if (b->is_true()) return a;
  if (a == b) return a;
  if ((a->op == Op::Not && a->arg(0) == b) || (b->op == Op::Not && b->arg(0) == a)) return false_;
  // Absorption: a & (a | x) = a.
  if (b->op == Op::Or && (b->arg(0) == a || b->arg(1) == a)) return a;
  if (a->op == Op::Or && (a->arg(0) == b || a->arg(1) == b)) return b;
  // a & (a & x) = a & x.
  if (b->op == Op::And && (b->arg(0) == a || b->arg(1) == a)) return b;
  if (a->op == Op::And && (a->arg(0) == b || a->arg(1) == b)) return a;
  if (a->id > b->id) std::swap(a, b);
  return make(Op::And, Sort::boolean(), a, b);
}

Term TermManager::mk_or(Term a, Term b) {
  assert(a->sort.is_bool() && b->sort.is_bool());
  if (a->is_true() || b->is_true()) return true_;
  if (a->is_false()) return b;
  if (b->is_false()) return a;
  if (a == b) return a;
  if ((a->op == Op::Not && a->arg(0) == b) || (b->op == Op::Not && b->arg(0) == a)) return true_;
  // Absorption: a | (a & x) = a.
  if (b->op == Op::And && (b->arg(0) == a || b->arg(1) == a)) return a;
  if (a->op == Op::And && (a->arg(0) == b || a->arg(1) == b)) return b;
  if (b->op == Op::Or && (b->arg(0) == a || b->arg(1) == a)) return b;
  if (a->op == Op::Or && (a->arg(0) == b || a->arg(1) == b)) return a;
  // Path merging: (g & c) | (g & !c) = g. Keeps guards small at join points.
  if (a->op == Op::And && b->op == Op::And) {
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 2; ++j) {
        Term shared = a->arg(i), x = a->arg(1 - i), y = b->arg(1 - j);
        if (shared == b->arg(j) && mk_not(x) == y) return shared;
      }
  }
  if (a->id > b->id) std::swap(a, b);
  return make(Op::Or, Sort::boolean(), a, b);
}

Term TermManager::mk_xor(Term a, Term b) {
  assert(a->sort.is_bool() && b->sort.is_bool());
  if (a->is_const() && b->is_const()) return mk_bool(a->value != b->value);
  if (a->is_const()) std::swap(a, b);
  if (b->is_false()) return a;
  if (b->is_true()) return mk_not(a);
  if (a == b) return false_;
  if (a->id > b->id) std::swap(a, b);
  return make(Op::Xor, Sort::boolean(), a, b);
}

Term TermManager::mk_eq(Term a, Term b) {
  Term result = rewrite_eq(a, b);
  // Recorded for bit-vector equalities that became a different, non-constant
  // term (an equality is analysed as it is); the recursion records the
  // innermost (simplest) original first. Only originals older than the
  // result: a result made earlier for another equality keeps that one, so
  // an origin never leads from a term to a younger one (no cycles).
  if (a->sort.is_bv() && !result->is_const() && result->op != Op::Eq && a->id < result->id && b->id < result->id)
    equality_origins_.try_emplace(result, EqualityOrigin{a, b});
  return result;
}

Term TermManager::rewrite_eq(Term a, Term b) {
  assert(a->sort == b->sort);
  if (a == b) return true_;
  if (a->is_const() && b->is_const()) return mk_bool(a->value == b->value);
  if (a->is_const()) std::swap(a, b);  // constant, if any, on the right
  if (a->sort.is_bool()) {
    if (b->is_true()) return a;
    if (b->is_false()) return mk_not(a);
    if (mk_not(a) == b) return false_;
    return a->id < b->id ? make(Op::Eq, a->sort, a, b) : make(Op::Eq, a->sort, b, a);
  }
  if (a->sort.is_bv()) {
    // Different known low bits: never equal (e.g. 4*i+1 and 4*j+2).
    auto [va, na] = known_low_bits(a);
    auto [vb, nb] = known_low_bits(b);
    const unsigned n = std::min(na, nb);
    if (n > 0 && truncate(va, n) != truncate(vb, n)) return false_;
    if (b->op != Op::BvConst) {
      // x + c1 == y + c2  ->  x == y + (c2 - c1), bases ordered by id, so the
      // byte lanes of one word compare under one shared condition.
      auto [base_a, off_a] = split_offset(a);
      auto [base_b, off_b] = split_offset(b);
      if (base_a == base_b) return mk_bool(off_a == off_b);
      if (base_a->id > base_b->id) {
        std::swap(base_a, base_b);
        std::swap(off_a, off_b);
      }
      if (off_a != 0) return mk_eq(base_a, mk_add(base_b, mk_bv(off_b - off_a, a->width())));
      if (base_a != a) std::swap(a, b);  // canonical: eq(base_a, base_b + c)
    }
    if (Term rewritten = rewrite_bv_eq(a, b)) return rewritten;
    if (b->op == Op::BvConst)
      if (Term rewritten = rewrite_eq_constant(a, b)) return rewritten;
  }
  if (a->id > b->id) std::swap(a, b);
  return make(Op::Eq, Sort::boolean(), a, b);
}

Term TermManager::rewrite_bv_eq(Term a, Term b) {
  if (a->op != b->op) return nullptr;
  // Equal extensions of equal widths: compare the narrow values.
  if ((a->op == Op::ZExt || a->op == Op::SExt) && a->arg(0)->width() == b->arg(0)->width())
    return mk_eq(a->arg(0), b->arg(0));
  // Concats split at the same point compare part by part (bytes of words).
  if (a->op == Op::Concat && a->arg(1)->width() == b->arg(1)->width())
    return mk_and(mk_eq(a->arg(0), b->arg(0)), mk_eq(a->arg(1), b->arg(1)));
  if (a->op == Op::BvNot || a->op == Op::Neg) return mk_eq(a->arg(0), b->arg(0));
  return nullptr;
}

Term TermManager::rewrite_eq_constant(Term a, Term b) {
  const u128 k = b->value;
  const unsigned w = a->width();
  if (a->op == Op::Ite && (a->arg(1)->is_const() || a->arg(2)->is_const())) return ite_chain_eq(a, b);
  if (a->op == Op::Add && a->arg(1)->op == Op::BvConst) return mk_eq(a->arg(0), mk_bv(k - a->arg(1)->value, w));
  if (a->op == Op::ZExt) {
    const unsigned inner = a->arg(0)->width();
    if (truncate(k, inner) != k) return false_;
    return mk_eq(a->arg(0), mk_bv(k, inner));
  }
  if (a->op == Op::BvNot) return mk_eq(a->arg(0), mk_bv(~k, w));
  if (a->op == Op::Neg) return mk_eq(a->arg(0), mk_bv(0 - k, w));
  if (a->op == Op::BvXor && a->arg(1)->op == Op::BvConst) return mk_eq(a->arg(0), mk_bv(k ^ a->arg(1)->value, w));
  if (a->op == Op::SExt) {
    const unsigned inner = a->arg(0)->width();
    // Only constants that are the sign extension of their low bits.
    if (truncate(static_cast<u128>(to_signed(k, inner)), w) != k) return false_;
    return mk_eq(a->arg(0), mk_bv(k, inner));
  }
  if (a->op == Op::Concat) {
    const unsigned low = a->arg(1)->width();
    return mk_and(mk_eq(a->arg(0), mk_bv(k >> low, w - low)), mk_eq(a->arg(1), mk_bv(k, low)));
  }
  return nullptr;
}

Term TermManager::ite_chain_eq(Term a, Term b) {
  // ite(c, x, y) == k, with a constant branch: decide that branch now.
  // Chains of such ites come from merged pointers and enums, and from
  // reads over the writes of a loop (one ite per write, 100,000 deep):
  // the chain is followed iteratively, since only its one non-constant
  // branch continues it, and rebuilt from the bottom up.
  std::vector<Term> chain;
  Term rest = a;
  while (rest->op == Op::Ite && (rest->arg(1)->is_const() || rest->arg(2)->is_const())) {
    chain.push_back(rest);
    rest = rest->arg(1)->is_const() ? rest->arg(2) : rest->arg(1);
  }
  Term rest_eq = mk_eq(rest, b);
  for (size_t i = chain.size(); i-- > 0;) {
    Term ite = chain[i];
    Term c = ite->arg(0);
    // The branch the walk followed is the one whose equality is rest_eq.
    const bool followed_else = ite->arg(1)->is_const();
    Term then_eq = followed_else ? mk_eq(ite->arg(1), b) : rest_eq;
    Term else_eq = followed_else ? rest_eq : mk_eq(ite->arg(2), b);
    rest_eq = mk_or(mk_and(c, then_eq), mk_and(mk_not(c), else_eq));
  }
  return rest_eq;
}

Term TermManager::mk_ite(Term c, Term t, Term e) {
  assert(c->sort.is_bool() && t->sort == e->sort);
  if (c->is_true()) return t;
  if (c->is_false()) return e;
  if (t == e) return t;
  if (c->op == Op::Not) return mk_ite(c->arg(0), e, t);
  if (t->sort.is_bool()) {
    if (t->is_true()) return mk_or(c, e);
    if (t->is_false()) return mk_and(mk_not(c), e);
    if (e->is_true()) return mk_or(mk_not(c), t);
    if (e->is_false()) return mk_and(c, t);
  }
  if (t->op == Op::Ite && t->arg(0) == c) return mk_ite(c, t->arg(1), e);
  if (e->op == Op::Ite && e->arg(0) == c) return mk_ite(c, t, e->arg(2));
  if (t->sort.is_bv())
    if (Term narrow = ite_of_extensions(c, t, e)) return narrow;
  return make(Op::Ite, t->sort, c, t, e);
}

// --- Bit-vector predicates --------------------------------------------------

Term TermManager::mk_compare(Op op, Term a, Term b) {
  assert(a->sort.is_bv() && a->sort == b->sort);
  const unsigned w = a->width();
  if (a->is_const() && b->is_const()) return mk_bool(fold_compare(op, a->value, b->value, w));
  if (a == b) return mk_bool(op == Op::Ule || op == Op::Sle);
  if (op == Op::Ult && b->op == Op::BvConst && b->value == 0) return false_;
  if (op == Op::Ule && a->op == Op::BvConst && a->value == 0) return true_;
  if (op == Op::Ule && b->op == Op::BvConst && b->value == mask(w)) return true_;
  return make(op, Sort::boolean(), a, b);
}

// --- Bit-vector operations --------------------------------------------------

Term TermManager::simplify_binary(Op op, Term a, Term b) {
  const unsigned w = a->width();
  const bool bc = b->op == Op::BvConst;
  const u128 bv = bc ? b->value : 0;
  const u128 m = mask(w);
  switch (op) {
    case Op::Add:
      if (bc && bv == 0) return a;
      if (bc && a->op == Op::Add && a->arg(1)->op == Op::BvConst)  // (x + c1) + c2
        return mk_add(a->arg(0), mk_bv(a->arg(1)->value + bv, w));
      break;
    case Op::Sub:
      if (a == b) return mk_bv(0, w);
      if (bc) return mk_add(a, mk_bv(0 - bv, w));  // normal form: x + c
      break;
    case Op::Mul:
      if (bc && bv == 0) return b;
      if (bc && bv == 1) return a;
      if (bc && bv == m) return mk_neg(a);
      // x * 2^k = x << k: index scaling in address arithmetic; the shift
      // then becomes wiring (concat/extract) below, not a multiplier.
      if (bc && (bv & (bv - 1)) == 0) return mk_binary(Op::Shl, a, mk_bv(trailing_zero_count(bv), w));
      return narrow_arithmetic(op, a, b);
    case Op::BvAnd:
      if (bc && bv == 0) return b;
      if (bc && bv == m) return a;
      if (a == b) return a;
      // x & (2^n - 1) = zext(x[n-1:0]): the masks of C's narrowing idioms.
      if (bc && (bv & (bv + 1)) == 0) return mk_zext(mk_extract(a, trailing_one_count(bv) - 1, 0), w);
      break;
    case Op::BvOr:
      if (bc && bv == 0) return a;
      if (bc && bv == m) return b;
      if (a == b) return a;
      break;
    case Op::BvXor:
      if (bc && bv == 0) return a;
      if (a == b) return mk_bv(0, w);
      break;
    case Op::Shl: case Op::LShr:
      if (bc && bv == 0) return a;
      if (bc && bv >= w) return mk_bv(0, w);
      // Shifts by a constant are wiring: written as concat/extract, they
      // meet the extract/concat cancellation rules (bytes of a word).
      if (bc && op == Op::Shl)
        return mk_concat(mk_extract(a, w - 1 - static_cast<unsigned>(bv), 0), mk_bv(0, static_cast<unsigned>(bv)));
      if (bc) return mk_zext(mk_extract(a, w - 1, static_cast<unsigned>(bv)), w);
      break;
    case Op::AShr:
      if (bc && bv == 0) return a;
      if (bc) return mk_sext(mk_extract(a, w - 1, static_cast<unsigned>(std::min<u128>(bv, w - 1))), w);
      break;
    case Op::UDiv: case Op::SDiv:
      if (bc && bv == 1) return a;
      return narrow_arithmetic(op, a, b);
    case Op::URem: case Op::SRem:
      if (bc && bv == 1) return mk_bv(0, w);
      return narrow_arithmetic(op, a, b);
    default:
      break;
  }
  return nullptr;
}

Term TermManager::mk_binary(Op op, Term a, Term b) {
  assert(a->sort.is_bv() && a->sort == b->sort);
  const unsigned w = a->width();
  if (a->is_const() && b->is_const()) return mk_bv(fold_binary(op, a->value, b->value, w), w);
  if (is_commutative(op) && (a->is_const() || (!b->is_const() && a->id > b->id))) std::swap(a, b);
  if (Term s = simplify_binary(op, a, b)) return s;
  return make(op, a->sort, a, b);
}

Term TermManager::mk_bvnot(Term a) {
  if (a->is_const()) return mk_bv(~a->value, a->width());
  if (a->op == Op::BvNot) return a->arg(0);
  return make(Op::BvNot, a->sort, a);
}

Term TermManager::mk_neg(Term a) {
  if (a->is_const()) return mk_bv(0 - a->value, a->width());
  if (a->op == Op::Neg) return a->arg(0);
  return make(Op::Neg, a->sort, a);
}

Term TermManager::mk_concat(Term high, Term low) {
  assert(high->sort.is_bv() && low->sort.is_bv());
  const unsigned w = high->width() + low->width();
  assert(w <= kMaxWidth);
  if (high->is_const() && low->is_const()) return mk_bv(high->value << low->width() | low->value, w);
  if (high->op == Op::BvConst && high->value == 0) return mk_zext(low, w);
  // Bytes read under one condition form a word read under it: lets the
  // extract rule below fuse a stored word back together. Memoised: the
  // ite chains of merged memories share structure, and re-pushing through
  // shared pairs would repeat work exponentially.
  if (is_ite_pair(high, low)) return concat_ites(high, low);
  // extract(x, a, b) . extract(x, b-1, c) = extract(x, a, c): bytes of a
  // stored word read back in order give the word again.
  if (high->op == Op::Extract && low->op == Op::Extract && high->arg(0) == low->arg(0) &&
      high->param1 == low->param0 + 1)
    return mk_extract(high->arg(0), high->param0, low->param1);
  return make(Op::Concat, Sort::bv(w), high, low);
}

bool TermManager::is_ite_pair(Term high, Term low) {
  return high->op == Op::Ite && low->op == Op::Ite && high->arg(0) == low->arg(0);
}

Term TermManager::concat_ites(Term high, Term low) {
  // concat(ite(c, h1, h2), ite(c, l1, l2)) = ite(c, concat(h1, l1), concat(h2, l2)).
  // Iterative: the bytes of a word read over a loop's writes are ite chains
  // one per write, and one native frame per ite overflowed the stack. The
  // branches are done in the order recursion would do them (then, else),
  // so terms are created in the same order.
  auto cached = [&](Term h, Term l) -> Term {
    auto it = concat_cache_.find(std::make_pair(h->id, l->id));
    return it == concat_cache_.end() ? nullptr : it->second;
  };
  std::vector<std::pair<Term, Term>> pending{{high, low}};
  while (!pending.empty()) {
    const auto [h, l] = pending.back();
    if (cached(h, l)) {
      pending.pop_back();
      continue;
    }
    Term parts[2] = {nullptr, nullptr};
    bool waiting = false;
    for (unsigned branch = 1; branch <= 2 && !waiting; ++branch) {
      Term part_high = h->arg(branch), part_low = l->arg(branch);
      if (!is_ite_pair(part_high, part_low)) {
        parts[branch - 1] = mk_concat(part_high, part_low);  // hash-consed: the same term when redone
      } else if (!(parts[branch - 1] = cached(part_high, part_low))) {
        pending.push_back({part_high, part_low});
        waiting = true;
      }
    }
    if (waiting) continue;
    concat_cache_.emplace(std::make_pair(h->id, l->id), mk_ite(h->arg(0), parts[0], parts[1]));
    pending.pop_back();
  }
  return cached(high, low);
}

Term TermManager::mk_extract(Term a, unsigned hi, unsigned lo) {
  assert(a->sort.is_bv() && lo <= hi && hi < a->width());
  const unsigned w = hi - lo + 1;
  if (lo == 0 && hi + 1 == a->width()) return a;
  if (a->is_const()) return mk_bv(a->value >> lo, w);
  switch (a->op) {
    case Op::Extract:
      return mk_extract(a->arg(0), a->param1 + hi, a->param1 + lo);
    case Op::Concat: {
      Term high = a->arg(0), low = a->arg(1);
      const unsigned lw = low->width();
      if (hi < lw) return mk_extract(low, hi, lo);
      if (lo >= lw) return mk_extract(high, hi - lw, lo - lw);
      return mk_concat(mk_extract(high, hi - lw, 0), mk_extract(low, lw - 1, lo));
    }
    case Op::ZExt: {
      const unsigned inner = a->arg(0)->width();
      if (hi < inner) return mk_extract(a->arg(0), hi, lo);
      if (lo >= inner) return mk_bv(0, w);
      return mk_zext(mk_extract(a->arg(0), inner - 1, lo), w);
    }
    case Op::SExt:
      if (hi < a->arg(0)->width()) return mk_extract(a->arg(0), hi, lo);
      break;
    case Op::Ite:
      if (a->arg(1)->is_const() && a->arg(2)->is_const())
        return mk_ite(a->arg(0), mk_extract(a->arg(1), hi, lo), mk_extract(a->arg(2), hi, lo));
      break;
    default:
      break;
  }
  return make(Op::Extract, Sort::bv(w), a, nullptr, nullptr, hi, lo);
}

Term TermManager::mk_zext(Term a, unsigned width) {
  assert(a->sort.is_bv() && width >= a->width() && width <= kMaxWidth);
  if (width == a->width()) return a;
  if (a->is_const()) return mk_bv(a->value, width);
  if (a->op == Op::ZExt) return mk_zext(a->arg(0), width);
  return make(Op::ZExt, Sort::bv(width), a);
}

Term TermManager::mk_sext(Term a, unsigned width) {
  assert(a->sort.is_bv() && width >= a->width() && width <= kMaxWidth);
  if (width == a->width()) return a;
  if (a->is_const()) return mk_bv(static_cast<u128>(to_signed(a->value, a->width())), width);
  if (a->op == Op::SExt) return mk_sext(a->arg(0), width);
  if (a->op == Op::ZExt) return mk_zext(a->arg(0), width);  // its sign bit is 0
  return make(Op::SExt, Sort::bv(width), a);
}

Term TermManager::mk_zext_or_trunc(Term a, unsigned width) {
  return width >= a->width() ? mk_zext(a, width) : mk_extract(a, width - 1, 0);
}

// --- Arrays -----------------------------------------------------------------

Term TermManager::mk_select(Term array, Term index) {
  assert(array->sort.is_array() && index->sort == Sort::bv(Sort::kArrayIndexWidth));
  // Arrays are eliminated eagerly: a read over a write becomes an ite on
  // the two indices, a read over merged memories an ite on the merge
  // condition. Only reads of base arrays (variables) stay selects. With
  // the cache this costs one node per (memory version, read index) pair,
  // and mk_eq decides most index comparisons (same base with different
  // offsets, different alignment) so most writes are skipped for free.
  //
  // Iterative, with an explicit stack: a memory is a chain of one store per
  // executed write, hundreds of thousands long in deep unrollings, and one
  // native frame per store overflowed the stack.
  auto cached = [&](Term a) -> Term {
    auto it = select_cache_.find(std::make_pair(a->id, index->id));
    return it == select_cache_.end() ? nullptr : it->second;
  };
  if (Term hit = cached(array)) return hit;
  // A store waits for the read below it with its index comparison made
  // (decided before descending: equal indices need nothing below).
  struct Pending {
    Term array;
    Term same_index = nullptr;  ///< stores: mk_eq(store index, index)
  };
  std::vector<Pending> pending{{array}};
  while (!pending.empty()) {
    Pending& top = pending.back();
    Term a = top.array;
    if (cached(a)) {
      pending.pop_back();
      continue;
    }
    Term result = nullptr;
    switch (a->op) {
      case Op::Store: {
        if (!top.same_index) top.same_index = mk_eq(a->arg(1), index);
        Term same = top.same_index;
        if (same->is_true()) {
          result = a->arg(2);
        } else if (Term older = cached(a->arg(0))) {
          result = mk_ite(same, a->arg(2), older);
        } else {
          pending.push_back({a->arg(0)});
          continue;
        }
        break;
      }
      case Op::Ite: {
        Term then_read = cached(a->arg(1)), else_read = cached(a->arg(2));
        if (!then_read || !else_read) {
          if (!else_read) pending.push_back({a->arg(2)});
          if (!then_read) pending.push_back({a->arg(1)});
          continue;
        }
        result = mk_ite(a->arg(0), then_read, else_read);
        break;
      }
      case Op::ConstArray:
        result = a->arg(0);
        break;
      default:
        result = make(Op::Select, Sort::bv(Sort::kArrayElementWidth), a, index);
        break;
    }
    select_cache_.emplace(std::make_pair(a->id, index->id), result);
    pending.pop_back();
  }
  return cached(array);
}

Term TermManager::mk_store(Term array, Term index, Term value) {
  assert(array->sort.is_array() && index->sort == Sort::bv(Sort::kArrayIndexWidth) &&
         value->sort == Sort::bv(Sort::kArrayElementWidth));
  if (array->op == Op::Store && array->arg(1) == index) array = array->arg(0);  // overwritten
  return make(Op::Store, Sort::array(), array, index, value);
}

}  // namespace swarmbmc::terms
