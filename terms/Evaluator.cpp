#include "Evaluator.h"

#include <cassert>
#include <vector>

#include "Fold.h"

namespace swarmbmc::terms {

u128 Evaluator::eval(Term root) {
  // Post-order over the DAG with an explicit stack; array arguments are not
  // values, a Select resolves them itself.
  std::vector<std::pair<Term, bool>> stack{{root, false}};
  while (!stack.empty()) {
    auto [t, children_done] = stack.back();
    stack.pop_back();
    if (values_.count(t)) continue;
    if (!children_done) {
      if (std::optional<u128> v = known_(t)) {
        values_.emplace(t, *v);
        continue;
      }
      stack.push_back({t, true});
      for (unsigned i = 0; i < t->num_args; ++i) {
        Term arg = t->arg(i);
        if (!arg->sort.is_array() && !values_.count(arg)) stack.push_back({arg, false});
      }
      continue;
    }
    values_.emplace(t, compute(t));
  }
  return values_.at(root);
}

u128 Evaluator::select(Term array, u128 index) {
  // Walks a store/ite chain down to its base; the indices and values met on
  // the way are evaluated as needed (nested evaluations are short).
  for (;;) {
    switch (array->op) {
      case Op::Store:
        if (eval(array->arg(1)) == index) return eval(array->arg(2));
        array = array->arg(0);
        break;
      case Op::Ite:
        array = eval(array->arg(0)) ? array->arg(1) : array->arg(2);
        break;
      case Op::ConstArray:
        return eval(array->arg(0));
      case Op::Var:
        return truncate(read_(array, index), Sort::kArrayElementWidth);
      default:
        assert(false && "not an array term");
        return 0;
    }
  }
}

u128 Evaluator::compute(Term t) {
  auto a = [&](unsigned i) { return value_of(t->arg(i)); };
  const unsigned w = t->width();
  switch (t->op) {
    case Op::BoolConst: case Op::BvConst: return t->value;
    case Op::Var: return 0;  // unconstrained: any value is a model, take 0
    case Op::ConstArray: case Op::Store: assert(false && "arrays have no single value"); return 0;
    case Op::FloatOp: return a(1);  // by definition its circuit's value
    case Op::Not: return !a(0);
    case Op::And: return a(0) && a(1);
    case Op::Or: return a(0) || a(1);
    case Op::Xor: return a(0) != a(1);
    case Op::Eq: return a(0) == a(1);
    case Op::Ite:
      if (t->sort.is_array()) {
        assert(false && "arrays have no single value");
        return 0;
      }
      return a(0) ? a(1) : a(2);
    case Op::Ult: case Op::Ule: case Op::Slt: case Op::Sle:
      return fold_compare(t->op, a(0), a(1), t->arg(0)->width());
    case Op::BvNot: return truncate(~a(0), w);
    case Op::Neg: return truncate(0 - a(0), w);
    case Op::BvAnd: case Op::BvOr: case Op::BvXor: case Op::Add: case Op::Sub: case Op::Mul: case Op::UDiv:
    case Op::SDiv: case Op::URem: case Op::SRem: case Op::Shl: case Op::LShr: case Op::AShr:
      return fold_binary(t->op, a(0), a(1), w);
    case Op::Concat: return truncate(a(0) << t->arg(1)->width() | a(1), w);
    case Op::Extract: return truncate(a(0) >> t->param1, w);
    case Op::ZExt: return a(0);
    case Op::SExt: return truncate(static_cast<u128>(to_signed(a(0), t->arg(0)->width())), w);
    case Op::Select: return select(t->arg(0), value_of(t->arg(1)));
  }
  assert(false && "unknown operator");
  return 0;
}

}  // namespace swarmbmc::terms
