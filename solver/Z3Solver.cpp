// Z3 backend. Terms map one to one onto Z3's bit-vector and array theories
// (QF_ABV), and FloatOp nodes onto its floating-point theory (Z3Float.h); the translation is memoised per term so shared subterms are
// translated once, and runs iteratively because store chains of long
// unrollings are deeper than the C++ stack should be asked to recurse.
//
// Z3 answers an interrupt late in some of its steps (up to ~0.9 s on the
// queue at N = 200), so check() runs as an abandonable call
// (AbandonableCall.h). A Z3 context is not thread-safe, not even for
// reference counts: everything living in the context is in one State that
// an abandoned check owns until it returns, and the solver never touches
// the State again.
#include <z3++.h>

#include <atomic>
#include <cassert>
#include <memory>
#include <new>
#include <optional>
#include <unordered_map>

#include "AbandonableCall.h"
#include "Solver.h"
#include "Z3Float.h"

namespace swarmbmc::solver {

const char* result_name(Result r) {
  switch (r) {
    case Result::Sat: return "sat";
    case Result::Unsat: return "unsat";
    case Result::Unknown: return "unknown";
  }
  return "?";
}

namespace {

using terms::Op;
using terms::Term;

/// A Z3 context made through the C API, so that a null one (Z3's answer
/// when memory runs out) is std::bad_alloc: z3::context's own constructor
/// would pass it to the next call (a segmentation fault).
struct Z3ContextOwner {
  Z3ContextOwner() {
    Z3_config config = Z3_mk_config();
    if (!config) throw std::bad_alloc();
    raw = Z3_mk_context_rc(config);
    Z3_del_config(config);
    if (!raw) throw std::bad_alloc();
  }
  Z3ContextOwner(const Z3ContextOwner&) = delete;
  Z3ContextOwner& operator=(const Z3ContextOwner&) = delete;
  ~Z3ContextOwner() { Z3_del_context(raw); }
  Z3_context raw = nullptr;
};

/// Everything that lives in the Z3 context; members are destroyed in
/// reverse order, the context last.
struct Z3State {
  Z3ContextOwner owner;
  z3::scoped_context scoped{owner.raw};  ///< the C++ API's view of it; does not delete it
  z3::context& context = scoped();
  std::unordered_map<Term, z3::expr> cache;
  std::unique_ptr<z3::model> model;
  std::optional<z3::solver> solver;  ///< the last query's
};

/// What a check running on the helper thread reports back.
struct CheckOutcome {
  z3::check_result result = z3::unknown;
  std::optional<std::string> error;
};

/// Translation saw terminate(): the check or evaluation is abandoned.
struct TranslationStopped {};

class Z3Solver final : public Solver {
 public:
  Z3Solver() = default;

  std::string name() const override { return "z3"; }

  void add(Term constraint) override { constraints_.push_back(constraint); }

  Result check(const std::vector<Term>& assumptions) override {
    if (terminated_.load() || abandoned_) return interrupted();
    // A fresh solver per query: Z3 answers a solver's first check with its
    // non-incremental QF_BV path (simplify + bit-blast + SAT), which is far
    // faster on BMC formulas than the incremental SMT core that assumptions
    // or push/pop switch it to. Translations are cached per context.
    model_.reset();
    z3::solver& solver = state_->solver.emplace(context_);
    auto outcome = std::make_shared<CheckOutcome>();
    try {
      // Z3 would install its own SIGINT handler during check(); swarmbmc's
      // handler must see Ctrl-C to stop every worker, not just this one.
      z3::params params(context_);
      params.set("ctrl_c", false);
      solver.set(params);
      for (Term c : constraints_) solver.add(translate(c));
      for (Term a : assumptions) solver.add(translate(a));
      // Z3 honours an interrupt only during a running call: a terminate()
      // that came while we were translating must be seen here.
      if (terminated_.load()) return interrupted();
    } catch (const z3::exception& e) {
      reason_ = std::string("z3: ") + e.msg();
      return Result::Unknown;
    } catch (const TranslationStopped&) {
      return interrupted();
    }
    const bool returned = call_abandonably(
        [state = state_, outcome] {
          try {
            outcome->result = state->solver->check();
          } catch (const z3::exception& e) {
            outcome->error = e.msg();
          }
        },
        [this] { return terminated_.load(); });
    if (!returned) {
      abandoned_ = true;  // the State is the running check's now
      return interrupted();
    }
    if (terminated_.load()) return interrupted();
    if (outcome->error) {
      reason_ = "z3: " + *outcome->error;
      return Result::Unknown;
    }
    switch (outcome->result) {
      case z3::sat:
        // The model is fetched by the first value(): a terminate() from a
        // winning worker may interrupt the context at any moment, and Z3
        // then fails model calls with "canceled", which value() turns
        // into Interrupted.
        return Result::Sat;
      case z3::unsat:
        return Result::Unsat;
      default:
        try {
          reason_ = "z3: " + solver.reason_unknown();
        } catch (const z3::exception& e) {
          reason_ = std::string("z3: ") + e.msg();
        }
        return Result::Unknown;
    }
  }

  std::string reason_unknown() const override { return reason_; }

  terms::u128 value(Term t) override {
    assert(state_->solver && !abandoned_ && "value() needs a Sat answer");
    z3::expr v(context_);
    try {
      if (!model_) model_ = std::make_unique<z3::model>(state_->solver->get_model());
      v = model_->eval(translate(t), /*model_completion=*/true);
    } catch (const z3::exception&) {
      throw Interrupted{};  // Z3 calls fail with "canceled" once interrupted
    } catch (const TranslationStopped&) {
      throw Interrupted{};
    }
    if (t->sort.is_bool()) return v.is_true() ? 1 : 0;
    std::string digits = Z3_get_numeral_string(context_, v);
    terms::u128 result = 0;
    for (char c : digits) result = result * 10 + static_cast<unsigned>(c - '0');
    return result;
  }

  void terminate() override {
    terminated_.store(true);
    context_.interrupt();
  }

 private:
  Result interrupted() {
    reason_ = "interrupted";
    return Result::Unknown;
  }

  z3::sort sort_of(terms::Sort s) {
    switch (s.kind) {
      case terms::SortKind::Bool: return context_.bool_sort();
      case terms::SortKind::BitVec: return context_.bv_sort(s.width);
      case terms::SortKind::Array:
        return context_.array_sort(context_.bv_sort(terms::Sort::kArrayIndexWidth),
                                   context_.bv_sort(terms::Sort::kArrayElementWidth));
    }
    return context_.bool_sort();
  }

  z3::expr bv_constant(terms::u128 value, unsigned width) {
    return context_.bv_val(terms::to_decimal(value).c_str(), width);
  }

  /// Translates `root` and every subterm not yet translated, children first.
  /// Throws TranslationStopped once terminate() was called (polled every
  /// 4096 steps: a long unrolling has millions of terms to translate).
  z3::expr translate(Term root) {
    std::vector<std::pair<Term, bool>> stack{{root, false}};
    for (unsigned steps = 0; !stack.empty(); ++steps) {
      if ((steps & 0xfff) == 0xfff && terminated_.load(std::memory_order_relaxed)) throw TranslationStopped{};
      auto [t, children_done] = stack.back();
      stack.pop_back();
      if (cache_.count(t)) continue;
      if (!children_done) {
        stack.push_back({t, true});
        // A FloatOp's circuit (its last argument) is for the bit-blaster:
        // Z3 uses its FP theory on the operand pack.
        const unsigned args = t->op == Op::FloatOp ? 1 : t->num_args;
        for (unsigned i = 0; i < args; ++i)
          if (!cache_.count(t->arg(i))) stack.push_back({t->arg(i), false});
        continue;
      }
      cache_.emplace(t, build(t));
    }
    return cache_.at(root);
  }

  z3::expr build(Term t) {
    auto a = [&](unsigned i) { return cache_.at(t->arg(i)); };
    switch (t->op) {
      case Op::BoolConst: return context_.bool_val(t->value != 0);
      case Op::BvConst: return bv_constant(t->value, t->width());
      case Op::Var: return context_.constant(unique_name(t).c_str(), sort_of(t->sort));
      case Op::ConstArray: return z3::const_array(context_.bv_sort(terms::Sort::kArrayIndexWidth), a(0));
      case Op::Not: return !a(0);
      case Op::And: return a(0) && a(1);
      case Op::Or: return a(0) || a(1);
      case Op::Xor: return a(0) != a(1);
      case Op::Eq: return a(0) == a(1);
      case Op::Ite: return z3::ite(a(0), a(1), a(2));
      case Op::Ult: return z3::ult(a(0), a(1));
      case Op::Ule: return z3::ule(a(0), a(1));
      case Op::Slt: return a(0) < a(1);
      case Op::Sle: return a(0) <= a(1);
      case Op::BvNot: return ~a(0);
      case Op::Neg: return -a(0);
      case Op::BvAnd: return a(0) & a(1);
      case Op::BvOr: return a(0) | a(1);
      case Op::BvXor: return a(0) ^ a(1);
      case Op::Add: return a(0) + a(1);
      case Op::Sub: return a(0) - a(1);
      case Op::Mul: return a(0) * a(1);
      case Op::UDiv: return z3::udiv(a(0), a(1));
      case Op::SDiv: return a(0) / a(1);
      case Op::URem: return z3::urem(a(0), a(1));
      case Op::SRem: return z3::srem(a(0), a(1));
      case Op::Shl: return z3::shl(a(0), a(1));
      case Op::LShr: return z3::lshr(a(0), a(1));
      case Op::AShr: return z3::ashr(a(0), a(1));
      case Op::Concat: return z3::concat(a(0), a(1));
      case Op::Extract: return a(0).extract(t->param0, t->param1);
      case Op::ZExt: return z3::zext(a(0), t->width() - t->arg(0)->width());
      case Op::SExt: return z3::sext(a(0), t->width() - t->arg(0)->width());
      case Op::Select: return z3::select(a(0), a(1));
      case Op::Store: return z3::store(a(0), a(1), a(2));
      case Op::FloatOp: return z3_float_op(context_, t, a(0));
    }
    assert(false && "unknown operator");
    return context_.bool_val(false);
  }

  /// Variables are distinct even when their names are equal: suffix the id.
  static std::string unique_name(Term t) { return t->name + "!" + std::to_string(t->id); }

  std::shared_ptr<Z3State> state_ = std::make_shared<Z3State>();
  z3::context& context_ = state_->context;
  std::unordered_map<Term, z3::expr>& cache_ = state_->cache;
  std::unique_ptr<z3::model>& model_ = state_->model;
  std::vector<Term> constraints_;
  std::string reason_;
  std::atomic<bool> terminated_{false};
  bool abandoned_ = false;  ///< a check still runs on the State: never touch it again
};

}  // namespace

std::unique_ptr<Solver> make_z3_solver() { return std::make_unique<Z3Solver>(); }

}  // namespace swarmbmc::solver
