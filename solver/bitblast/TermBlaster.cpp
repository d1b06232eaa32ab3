#include "TermBlaster.h"

#include <string>

namespace swarmbmc::solver::bitblast {

using terms::Op;
using terms::Term;

const TermBlaster::Word& TermBlaster::word(Term t) {
  auto it = words_.find(t);
  if (it != words_.end()) return it->second;
  blast(t);
  return words_.at(t);
}

const std::vector<TermBlaster::ArrayRead>& TermBlaster::reads(Term array) const {
  static const std::vector<ArrayRead> none;
  auto it = reads_.find(array);
  return it == reads_.end() ? none : it->second;
}

void TermBlaster::check_stop() {
  // Every term: one relaxed load is nothing next to building a term's
  // circuit, and a single 64-bit multiplication or division makes tens of
  // thousands of clauses, so polling every n terms let a stop (timeout,
  // memory limit) wait for millions of clauses.
  if (stop_ && stop_->load(std::memory_order_relaxed)) throw BlastInterrupted{};
}

void TermBlaster::blast(Term root) {
  // Children first. Array arguments are not words: a Select reads its
  // array itself, and arrays occur nowhere else in a blasted formula.
  std::vector<std::pair<Term, bool>> stack{{root, false}};
  while (!stack.empty()) {
    auto [t, children_done] = stack.back();
    stack.pop_back();
    if (words_.count(t)) continue;
    if (t->sort.is_array())
      throw Unsupported("array term " + std::string(terms::op_name(t->op)) + " outside a read");
    if (!children_done) {
      stack.push_back({t, true});
      for (unsigned i = t->num_args; i-- > 0;) {
        Term arg = t->arg(i);
        // A FloatOp is its circuit (args[1]); its operand pack is Z3's only.
        const bool skipped = (t->op == Op::Select || t->op == Op::FloatOp) && i == 0;
        if (!words_.count(arg) && !skipped) stack.push_back({arg, false});
      }
      continue;
    }
    check_stop();
    words_.emplace(t, build(t));
  }
}

const std::pair<TermBlaster::Word, TermBlaster::Word>& TermBlaster::division(Term t, bool is_signed) {
  const auto key = std::make_tuple(t->arg(0)->id, t->arg(1)->id, is_signed);
  auto it = divisions_.find(key);
  if (it != divisions_.end()) return it->second;
  const Word& a = words_.at(t->arg(0));
  const Word& d = words_.at(t->arg(1));
  const bool relational = division_ == DivisionEncoding::Relation ||
                          (division_ == DivisionEncoding::Auto && !circuits_.is_constant(d));
  return divisions_
      .emplace(key, is_signed ? circuits_.sdivrem(a, d, relational) : circuits_.unsigned_divrem(a, d, relational))
      .first->second;
}

TermBlaster::Word TermBlaster::build_select(Term t) {
  Term array = t->arg(0);
  if (array->op != Op::Var)
    throw Unsupported("read of a " + std::string(terms::op_name(array->op)) +
                      " array (the term manager should have eliminated it)");
  ArrayRead read{words_.at(t->arg(1)), Word(terms::Sort::kArrayElementWidth)};
  for (Lit& bit : read.value) bit = bits_.fresh();
  // Ackermann: reads at equal indices see equal bytes.
  std::vector<ArrayRead>& reads = reads_[array];
  auto agree = [&](const ArrayRead& earlier) {
    const Lit same = circuits_.eq(read.index, earlier.index);
    if (bits_.is_false(same)) return;
    for (size_t k = 0; k < read.value.size(); ++k) {
      bits_.add_clause({-same, -read.value[k], earlier.value[k]});
      bits_.add_clause({-same, read.value[k], -earlier.value[k]});
    }
  };
  // A constant index is compared with the first read at the same constant
  // (all reads at one constant are then equal to it) and with every read at
  // a non-constant index; a non-constant index with every read.
  ReadIndex& index = read_index_[array];
  uint64_t constant = 0;
  bool is_constant = read.index.size() <= 64;
  for (size_t b = 0; is_constant && b < read.index.size(); ++b) {
    if (bits_.is_true(read.index[b])) constant |= uint64_t{1} << b;
    else if (!bits_.is_false(read.index[b])) is_constant = false;
  }
  if (is_constant) {
    auto [first, inserted] = index.constant.emplace(constant, reads.size());
    if (!inserted) agree(reads[first->second]);
    for (size_t k : index.symbolic) agree(reads[k]);
  } else {
    for (const ArrayRead& earlier : reads) agree(earlier);
    index.symbolic.push_back(reads.size());
  }
  reads.push_back(read);
  return read.value;
}

TermBlaster::Word TermBlaster::build(Term t) {
  auto a = [&](unsigned i) -> const Word& { return words_.at(t->arg(i)); };
  auto bit = [&](unsigned i) { return words_.at(t->arg(i))[0]; };
  auto one = [](Lit l) { return Word{l}; };
  WordCircuits<CnfBits>& c = circuits_;
  const unsigned w = t->sort.is_bv() ? t->width() : 1;
  switch (t->op) {
    case Op::BoolConst: return one(bits_.constant(t->value != 0));
    case Op::BvConst: return c.constant(t->value, w);
    case Op::Var: {
      Word fresh(w);
      for (Lit& l : fresh) l = bits_.fresh();
      return fresh;
    }
    case Op::Not: return one(-bit(0));
    case Op::And: return one(bits_.mk_and(bit(0), bit(1)));
    case Op::Or: return one(bits_.mk_or(bit(0), bit(1)));
    case Op::Xor: return one(bits_.mk_xor(bit(0), bit(1)));
    case Op::Eq: return one(c.eq(a(0), a(1)));
    case Op::Ite: return c.ite(bit(0), a(1), a(2));
    case Op::Ult: return one(c.ult(a(0), a(1)));
    case Op::Ule: return one(c.ule(a(0), a(1)));
    case Op::Slt: return one(c.slt(a(0), a(1)));
    case Op::Sle: return one(c.sle(a(0), a(1)));
    case Op::BvNot: return c.bv_not(a(0));
    case Op::Neg: return c.neg(a(0));
    case Op::BvAnd: return c.bv_and(a(0), a(1));
    case Op::BvOr: return c.bv_or(a(0), a(1));
    case Op::BvXor: return c.bv_xor(a(0), a(1));
    case Op::Add: return c.add(a(0), a(1));
    case Op::Sub: return c.sub(a(0), a(1));
    case Op::Mul: return c.mul(a(0), a(1));
    case Op::UDiv: return division(t, false).first;
    case Op::URem: return division(t, false).second;
    case Op::SDiv: return division(t, true).first;
    case Op::SRem: return division(t, true).second;
    case Op::Shl: return c.shift(a(0), a(1), WordCircuits<CnfBits>::Shift::Left);
    case Op::LShr: return c.shift(a(0), a(1), WordCircuits<CnfBits>::Shift::LogicalRight);
    case Op::AShr: return c.shift(a(0), a(1), WordCircuits<CnfBits>::Shift::ArithmeticRight);
    case Op::Concat: return c.concat(a(0), a(1));
    case Op::Extract: return c.extract(a(0), t->param0, t->param1);
    case Op::ZExt: return c.zext(a(0), w);
    case Op::SExt: return c.sext(a(0), w);
    case Op::Select: return build_select(t);
    case Op::FloatOp: return a(1);
    case Op::ConstArray: case Op::Store: break;
  }
  throw Unsupported(std::string("operator ") + terms::op_name(t->op));
}

}  // namespace swarmbmc::solver::bitblast
