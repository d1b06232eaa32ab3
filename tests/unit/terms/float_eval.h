// Fast repeated evaluation of one term for the floating-point tests.
//
// The FloatBv tests evaluate each operator's circuit on up to a few hundred
// thousand operand pairs. terms::Evaluator builds a hash map per
// assignment, which is too slow for that; this compiles the term once into
// a topologically ordered array and evaluates it with the shared constant
// semantics of terms/Fold.h. The tests cross-check it against
// terms::Evaluator on a sample of every operator, so it is not a second,
// unchecked semantics.
#pragma once

#include <unordered_map>
#include <vector>

#include "terms/Evaluator.h"
#include "terms/Fold.h"
#include "terms/Term.h"

namespace float_test {

using swarmbmc::terms::Op;
using swarmbmc::terms::Term;
using swarmbmc::terms::u128;

class CompiledTerm {
 public:
  /// `inputs`: the variables, in the order eval() takes their values.
  CompiledTerm(Term root, std::vector<Term> inputs) : inputs_(std::move(inputs)) {
    std::unordered_map<Term, int> index;
    std::vector<std::pair<Term, bool>> stack{{root, false}};
    while (!stack.empty()) {
      auto [t, expanded] = stack.back();
      stack.pop_back();
      if (index.count(t)) continue;
      if (!expanded) {
        stack.push_back({t, true});
        for (unsigned i = 0; i < t->num_args; ++i)
          if (!index.count(t->arg(i))) stack.push_back({t->arg(i), false});
        continue;
      }
      Step s{t, {-1, -1, -1}, -1};
      for (unsigned i = 0; i < t->num_args; ++i) s.args[i] = index.at(t->arg(i));
      for (size_t i = 0; i < inputs_.size(); ++i)
        if (inputs_[i] == t) s.input = static_cast<int>(i);
      index[t] = static_cast<int>(steps_.size());
      steps_.push_back(s);
    }
    values_.resize(steps_.size());
  }

  u128 eval(const std::vector<u128>& in) {
    for (size_t i = 0; i < steps_.size(); ++i) values_[i] = compute(steps_[i], in);
    return values_.back();
  }

  /// The same through terms::Evaluator (slow; for cross-checks).
  u128 eval_reference(const std::vector<u128>& in) const {
    swarmbmc::terms::Evaluator e(
        [&](Term t) -> std::optional<u128> {
          for (size_t i = 0; i < inputs_.size(); ++i)
            if (inputs_[i] == t) return in[i];
          return std::nullopt;
        },
        [](Term, u128) -> u128 { return 0; });
    return e.eval(steps_.back().term);
  }

  size_t size() const { return steps_.size(); }

 private:
  struct Step {
    Term term;
    int args[3];
    int input;
  };

  u128 compute(const Step& s, const std::vector<u128>& in) const {
    using namespace swarmbmc::terms;
    Term t = s.term;
    auto a = [&](int i) { return values_[s.args[i]]; };
    unsigned w = t->width();
    switch (t->op) {
      case Op::BoolConst: case Op::BvConst: return t->value;
      case Op::Var: return in.at(s.input);
      case Op::Not: return a(0) ^ 1;
      case Op::And: return a(0) & a(1);
      case Op::Or: return a(0) | a(1);
      case Op::Xor: return a(0) ^ a(1);
      case Op::Eq: return a(0) == a(1);
      case Op::Ite: return a(0) ? a(1) : a(2);
      case Op::Ult: case Op::Ule: case Op::Slt: case Op::Sle:
        return fold_compare(t->op, a(0), a(1), t->arg(0)->width());
      case Op::BvNot: return truncate(~a(0), w);
      case Op::Neg: return truncate(-a(0), w);
      case Op::Concat: return (a(0) << t->arg(1)->width()) | a(1);
      case Op::Extract: return truncate(a(0) >> t->param1, w);
      case Op::ZExt: return a(0);
      case Op::SExt: return truncate(static_cast<u128>(to_signed(a(0), t->arg(0)->width())), w);
      default: return fold_binary(t->op, a(0), a(1), w);
    }
  }

  std::vector<Term> inputs_;
  std::vector<Step> steps_;
  std::vector<u128> values_;
};

}  // namespace float_test
