// Intervals: what values a bit-vector term can take, as a pair of
// intervals (unsigned and signed), refined by the conditions of the ites
// that choose between values and by the guard a property is checked under.
//
// Why: a SAT solver proves "the index of stack[top] stays in bounds" only by
// re-deriving, from the first iteration on, that top never went below 0 nor
// above 64: nothing in the CNF states that invariant, so every query pays
// for the whole history again, and a correct program's proof costs far more
// than finding a bug. On the unrolled term DAG the invariant is a few
// interval operations per iteration: top' = ite(top <s 64 & op = 0, top + 1,
// ...) has the interval of top + 1 under top <s 64, joined with the other
// branches. A property check whose condition is true on every value its
// guard allows is proven without any solver (ESBMC's --interval-analysis
// does the same on the program instead of the formula).
//
// Soundness is everything here (a wrong "always true" is a wrong VERIFIED),
// so every rule over-approximates: when an operator's result may wrap in a
// way an interval cannot describe, it is the full range; conditions whose
// shape is not understood give no facts; terms wider than 64 bits are not
// analysed. tests/unit/terms/test_intervals.cpp checks every operator
// against the evaluator on random values.
//
// Cost: only the cone of the conditions asked about is analysed, each term
// once (memoised); refinement under facts looks at most kFactDepth
// operators deep and only at terms created after the facts' terms (a term
// cannot contain a younger one). Each question may take kWorkBudget
// refinement steps, and a caller may cap the steps of all questions
// together (limit_total_work): a heap program's 7,000 ites each used up
// their budget, 27M steps and 2.5 s of analysis to prove 15 checks that
// the solver then did not need to see, where the whole solve took 0.8 s.
#pragma once

#include <atomic>
#include <cstdint>
#include <unordered_map>
#include <utility>
#include <vector>

#include "Term.h"
#include "TermManager.h"

namespace swarmbmc::terms {

/// The values of a bit-vector of `width` <= 64 bits lie in both the unsigned
/// interval [ulo, uhi] and the two's-complement interval [slo, shi]. `empty`:
/// no value is possible (the facts it was computed under contradict).
struct Interval {
  unsigned width = 0;
  uint64_t ulo = 0, uhi = 0;
  int64_t slo = 0, shi = 0;
  bool empty = false;

  /// Every value of the width (any width; wider than 64 bits stays full).
  static Interval full(unsigned width);
  static Interval point(uint64_t value, unsigned width);
  /// [lo, hi] read as unsigned (after wrapping modulo 2^width when the whole
  /// interval wraps the same number of times), otherwise full.
  static Interval from_unsigned(i128 lo, i128 hi, unsigned width);
  /// The same for a signed [lo, hi].
  static Interval from_signed(i128 lo, i128 hi, unsigned width);

  bool analysed() const { return width <= 64; }
  /// The values in both: each view narrowed by the other.
  void intersect(const Interval& other);
  /// The smallest interval (per view) holding both.
  static Interval hull(const Interval& a, const Interval& b);
};

enum class Truth : uint8_t { False, True, Unknown };

class IntervalAnalysis {
 public:
  /// How many operators below a term refinement under facts looks through.
  static constexpr int kFactDepth = 8;
  /// How many nodes of a condition fact gathering visits.
  static constexpr int kFactNodes = 64;
  /// How many refinement steps one question (an ite's interval, a check)
  /// may take: the contexts of nested ites multiply, and pointer-heavy
  /// formulas would otherwise take exponential time. Deterministic, unlike
  /// a time limit; when it runs out the answer is the unrefined interval.
  static constexpr int kWorkBudget = 4096;

  /// `tm`, when given, tells which equalities its rewriting changed
  /// (TermManager::equality_origin): their originals give facts too.
  /// `stop`, when given and set, makes the analysis answer at once (full
  /// intervals, Unknown): a stopped run must not wait for a big cone.
  explicit IntervalAnalysis(const TermManager* tm = nullptr, const std::atomic<bool>* stop = nullptr)
      : tm_(tm), stop_(stop) {}

  /// Caps the refinement steps of every question so far and from now on
  /// together at `steps`; once they are spent, intervals are computed from
  /// the operands' plain intervals only (still sound, less precise).
  void limit_total_work(uint64_t steps) { allowance_ = steps; }
  /// Refinement steps taken so far, by all questions.
  uint64_t work_spent() const { return spent_; }

  /// The interval of bit-vector `t` on every assignment of its variables.
  Interval interval(Term t);
  /// True when `condition` holds on every assignment that makes `guard`
  /// true (False when it holds on none, Unknown otherwise).
  Truth implied(Term guard, Term condition);

 private:
  /// A few facts keyed by term, in a flat vector: a condition gives at most
  /// a few dozen, every ite branch copies them (extended()), and copying
  /// node-based maps made malloc and free half of the analysis's time.
  /// Lookups compare pointers (terms are hash-consed). A returned pointer
  /// is valid only until the next insert, which may move the entries.
  template <class Value>
  struct FlatFacts {
    std::vector<std::pair<Term, Value>> entries;
    Value* find(Term t) {
      for (auto& entry : entries)
        if (entry.first == t) return &entry.second;
      return nullptr;
    }
    /// The value of `t`, inserting `value` first when there is none; true when inserted.
    std::pair<Value*, bool> try_emplace(Term t, Value value) {
      if (Value* found = find(t)) return {found, false};
      entries.emplace_back(t, value);
      return {&entries.back().second, true};
    }
    bool empty() const { return entries.empty(); }
  };

  /// What a condition tells about terms: their intervals, and booleans'
  /// values. `min_id`: no term older than this has a fact.
  struct Facts {
    FlatFacts<Interval> intervals;
    FlatFacts<bool> booleans;
    uint32_t min_id = UINT32_MAX;
    int budget = kFactNodes;
    bool contradictory = false;
    /// !(a & b) (or a | b) with neither side known when gathered.
    std::vector<std::pair<Term, bool>> deferred;
    /// under() and truth() results under these facts (cleared when a fact is added):
    /// without them, nested ites would be explored once per path through them.
    std::unordered_map<Term, Interval> intervals_seen;
    std::unordered_map<Term, Truth> truths_seen;
    /// A copy to add facts to (without the results seen under these).
    Facts extended() const {
      Facts more;
      more.intervals = intervals;
      more.booleans = booleans;
      more.min_id = min_id;
      more.contradictory = contradictory;
      more.deferred = deferred;
      return more;
    }
    void forget_seen() {
      intervals_seen.clear();
      truths_seen.clear();
    }
    bool empty() const { return intervals.empty() && booleans.empty(); }
  };

  /// Computes interval() of every uncomputed bit-vector in t's cone, sub-terms first.
  void compute_cone(Term t);
  /// The interval of one term from its arguments' (already computed) intervals.
  Interval compute(Term t);
  /// interval(t) narrowed by `facts`, looking `depth` operators deep.
  Interval under(Term t, Facts& facts, int depth);
  Interval under_uncached(Term t, Facts& facts, int depth, Interval r);
  /// The value of boolean `t` under `facts`,
  /// looking `depth` operators deep into bit-vectors and `connectives` into and/or/not/ite.
  Truth truth(Term t, Facts& facts, int depth, int connectives);
  Truth truth_uncached(Term t, Facts& facts, int depth, int connectives);
  /// truth() of a not/and/or/ite from its arguments'.
  Truth truth_of_connective(Term t, Facts& facts, int depth, int connectives);
  /// Adds what `t` being `value` tells to `facts`.
  void gather(Term t, bool value, Facts& facts);
  /// gather(), then what the deferred disjunctions tell with the new facts.
  void gather_settled(Term t, bool value, Facts& facts);
  /// Adds "t is in `by`" to `facts`, and what it tells of t's operands `depth` operators down.
  void narrow(Term t, const Interval& by, Facts& facts, int depth = 3);
  void narrow_operand(Term t, const Interval& value, Facts& facts, int depth);
  void gather_comparison(Term t, bool value, Facts& facts) { gather_comparison(t->op, t->arg(0), t->arg(1), value, facts); }
  void gather_comparison(Op op, Term a, Term b, bool value, Facts& facts);
  /// The equality `t` was rewritten from, or null.
  const TermManager::EqualityOrigin* origin(Term t) const { return tm_ ? tm_->equality_origin(t) : nullptr; }

  /// Sets work_ to kWorkBudget for one question, and back afterwards (questions nest).
  struct WorkBudget {
    explicit WorkBudget(int& work) : work_(work), saved_(work) { work = kWorkBudget; }
    ~WorkBudget() { work_ = saved_; }
    int& work_;
    int saved_;
  };

  bool stopped() const { return stop_ && stop_->load(std::memory_order_relaxed); }
  /// Takes one refinement step; false when the question's budget or the
  /// whole analysis's allowance is used up.
  bool step() {
    ++spent_;
    return --work_ >= 0 && spent_ <= allowance_;
  }

  const TermManager* tm_;
  const std::atomic<bool>* stop_;
  std::unordered_map<uint32_t, Interval> memo_;
  int work_ = kWorkBudget;  ///< refinement steps left for the current question
  uint64_t spent_ = 0;                ///< steps taken by all questions
  uint64_t allowance_ = UINT64_MAX;  ///< limit_total_work
};

/// The interval of an operator's result from its arguments' intervals
/// (exposed for the per-operator tests). `t` gives the operator, width and
/// parameters; `args` one interval per argument (booleans: ignored).
Interval apply_operator(Term t, const Interval* args);

}  // namespace swarmbmc::terms
