// CaDiCaL backend: terms are bit-blasted (bitblast/TermBlaster) into one
// clause store. Constraints become unit clauses, and the clauses of a
// formula are made once and shared by every query on it. Each check runs a
// fresh CaDiCaL with its assumptions as unit clauses (sat/FreshPerSolve.h
// says why: 11 ms instead of 4.4 s on the stack benchmark).
//
// Models: a term that was blasted reads its bits from the SAT model; any
// other term (the verifier asks about terms built after the check) is
// evaluated from those (terms/Evaluator), so value() never adds clauses,
// which would discard the model.
#include <atomic>
#include <chrono>
#include <fstream>
#include <optional>
#include <utility>

#include "terms/Evaluator.h"
#include "Solver.h"
#include "solver/bitblast/CnfBits.h"
#include "solver/bitblast/TermBlaster.h"
#include "solver/sat/FreshPerSolve.h"
#include "solver/sat/RecordingSat.h"

namespace swarmbmc::solver {
namespace {

using terms::Term;
using terms::u128;

/// A fresh SAT solver of the kind `engine` names, stopping when `*stop` is raised.
std::unique_ptr<sat::SatSolver> make_engine(SatEngine engine, const std::atomic<bool>* stop) {
  switch (engine) {
    case SatEngine::CryptoMiniSat: return sat::make_cryptominisat(stop);
    case SatEngine::Race: return sat::make_race(sat::make_cadical(stop), sat::make_cryptominisat(stop));
    case SatEngine::Cadical: break;
  }
  return sat::make_cadical(stop);
}

class CadicalSolver final : public Solver {
 public:
  explicit CadicalSolver(const SolverOptions& options) : options_(options) {
    // CryptoMiniSat 5.11 used incrementally (deepening's depth reuse) answered
    // l_Undef to the second query of regression/deepening_reuse_*: it, and a
    // race it is in, always get a fresh instance per query.
    std::unique_ptr<sat::SatSolver> sat =
        options_.incremental && options_.sat == SatEngine::Cadical
            ? sat::make_cadical(&terminated_)
            : std::make_unique<sat::FreshPerSolve>([engine = options_.sat](const std::atomic<bool>* stop) {
                return make_engine(engine, stop);
              });
    if (!options_.dimacs_path.empty()) {
      auto recording = std::make_unique<sat::RecordingSat>(std::move(sat));
      recorder_ = recording.get();
      sat = std::move(recording);
    }
    sat_ = std::move(sat);
    bits_ = std::make_unique<bitblast::CnfBits>(*sat_);
    blaster_ = std::make_unique<bitblast::TermBlaster>(*bits_, &terminated_, options_.division);
  }

  std::string name() const override {
    switch (options_.sat) {
      case SatEngine::CryptoMiniSat: return "cryptominisat";
      case SatEngine::Race: return "sat-portfolio";
      case SatEngine::Cadical: break;
    }
    return "cadical";
  }

  void add(Term constraint) override { constraints_.push_back(constraint); }

  Result check(const std::vector<Term>& assumptions) override {
    evaluator_.reset();
    const int conflict_limit = std::exchange(conflict_limit_, -1);  // this check only
    if (terminated_.load()) return interrupted();
    const auto start = std::chrono::steady_clock::now();
    if (options_.on_phase) options_.on_phase("bit-blasting", stats_);
    std::vector<sat::Lit> assumed;
    try {
      // Constraints added since the last check become unit clauses.
      for (; constraints_blasted_ < constraints_.size(); ++constraints_blasted_) {
        const sat::Lit l = blaster_->literal(constraints_[constraints_blasted_]);
        if (bits_->is_false(l)) inconsistent_ = true;  // decided while blasting
        else if (!bits_->is_true(l)) bits_->add_clause({l});
      }
      for (Term a : assumptions) assumed.push_back(blaster_->literal(a));
    } catch (const bitblast::BlastInterrupted&) {
      return interrupted();
    } catch (const bitblast::Unsupported& e) {
      reason_ = name() + " backend: unsupported " + e.what();
      return Result::Unknown;
    }
    stats_.blast_ms += std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
    stats_.variables = static_cast<uint64_t>(sat_->num_vars());
    stats_.clauses = bits_->clauses();
    if (options_.on_phase) options_.on_phase("solving", stats_);
    if (inconsistent_) return Result::Unsat;
    for (sat::Lit l : assumed) {
      if (bits_->is_false(l)) return Result::Unsat;  // decided while blasting
      if (!bits_->is_true(l)) sat_->assume(l);
    }
    if (recorder_ && !dimacs_written_) write_dimacs();
    if (terminated_.load()) return interrupted();
    if (conflict_limit >= 0) sat_->limit_conflicts(conflict_limit);
    switch (sat_->solve()) {
      case sat::SatResult::Sat:
        evaluator_.emplace([this](Term t) { return blasted_value(t); },
                           [this](Term array, u128 index) { return array_byte(array, index); });
        return Result::Sat;
      case sat::SatResult::Unsat:
        return Result::Unsat;
      case sat::SatResult::Unknown:
        return interrupted();
    }
    return Result::Unknown;
  }

  std::string reason_unknown() const override { return reason_; }

  u128 value(Term t) override {
    if (!evaluator_) throw Interrupted{};  // no model: the check did not answer Sat
    return evaluator_->eval(t);
  }

  void terminate() override {
    terminated_.store(true);
    sat_->terminate();
  }

  SolverStatistics statistics() const override { return stats_; }

  void limit_next_check(int conflicts) override { conflict_limit_ = conflicts; }

 private:
  Result interrupted() {
    reason_ = "interrupted";
    return Result::Unknown;
  }

  /// The model's value of `t` when it has bits, read from the SAT model.
  std::optional<u128> blasted_value(Term t) {
    const bitblast::TermBlaster::Word* word = blaster_->find(t);
    if (!word) return std::nullopt;
    return word_value(*word);
  }

  u128 word_value(const bitblast::TermBlaster::Word& word) {
    u128 v = 0;
    for (size_t i = 0; i < word.size(); ++i)
      if (sat_->value(word[i])) v |= u128(1) << i;
    return v;
  }

  /// A byte of uninitialised memory: the byte of a blasted read at the same
  /// index (Ackermann made them agree), else anything: 0.
  u128 array_byte(Term array, u128 index) {
    for (const auto& read : blaster_->reads(array))
      if (word_value(read.index) == index) return word_value(read.value);
    return 0;
  }

  void write_dimacs() {
    dimacs_written_ = true;
    std::ofstream out(options_.dimacs_path);
    recorder_->write_dimacs(out, "swarmbmc: the formula's clauses and the first query's assumptions as units");
    if (!out) reason_ = "cannot write " + options_.dimacs_path;
  }

  SolverOptions options_;
  std::atomic<bool> terminated_{false};
  std::unique_ptr<sat::SatSolver> sat_;
  sat::RecordingSat* recorder_ = nullptr;
  std::unique_ptr<bitblast::CnfBits> bits_;
  std::unique_ptr<bitblast::TermBlaster> blaster_;
  std::vector<Term> constraints_;
  size_t constraints_blasted_ = 0;
  std::optional<terms::Evaluator> evaluator_;
  std::string reason_;
  bool dimacs_written_ = false;
  bool inconsistent_ = false;  ///< a constraint blasted to constant false
  int conflict_limit_ = -1;    ///< limit_next_check(); -1 = none
  SolverStatistics stats_;
};

}  // namespace

std::unique_ptr<Solver> make_cadical_solver(const SolverOptions& options) {
  return std::make_unique<CadicalSolver>(options);
}

}  // namespace swarmbmc::solver
