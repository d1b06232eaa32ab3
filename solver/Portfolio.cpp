// Portfolio backend: every check runs on a fresh CaDiCaL and a fresh Z3
// solver in two threads; the first definite answer (Sat or Unsat) wins and
// the other solver is terminated. Neither backend is faster on every
// formula, and their times vary a lot, so racing them costs one core and
// buys the better of two times.
//
// Fresh solvers per check because a terminated solver stays terminated:
// the loser of one query could not take part in the next.
#include <exception>
#include <mutex>
#include <thread>

#include "Solver.h"

namespace swarmbmc::solver {
namespace {

using terms::Term;

class PortfolioSolver final : public Solver {
 public:
  explicit PortfolioSolver(const SolverOptions& options) : options_(options) {}

  std::string name() const override { return "portfolio"; }

  void add(Term constraint) override { constraints_.push_back(constraint); }

  Result check(const std::vector<Term>& assumptions) override {
    winner_.reset();
    std::vector<std::unique_ptr<Solver>> racers;
    racers.push_back(make_cadical_solver(options_));
    racers.push_back(make_z3_solver());
    {
      std::lock_guard lock(mutex_);
      if (terminated_) {
        reason_ = "interrupted";
        return Result::Unknown;
      }
      running_ = {racers[0].get(), racers[1].get()};
    }
    std::vector<Result> results(racers.size(), Result::Unknown);
    int first = -1;
    auto race = [&](size_t i) {
      for (Term c : constraints_) racers[i]->add(c);
      Result r = racers[i]->check(assumptions);
      std::lock_guard lock(mutex_);
      results[i] = r;
      if (first < 0 && r != Result::Unknown) {
        first = static_cast<int>(i);
        for (size_t j = 0; j < racers.size(); ++j)
          if (j != i) racers[j]->terminate();
      }
    };
    // The other racer's exception (std::bad_alloc, say) may not leave its
    // thread: it is rethrown here, after both racers have stopped.
    std::exception_ptr other_error;
    std::thread other([&] {
      try {
        race(1);
      } catch (...) {
        other_error = std::current_exception();
        racers[0]->terminate();
      }
    });
    try {
      race(0);
    } catch (...) {
      racers[1]->terminate();
      other.join();
      throw;
    }
    other.join();
    if (other_error) std::rethrow_exception(other_error);
    std::lock_guard lock(mutex_);
    running_.clear();
    if (first < 0) {
      reason_ = terminated_ ? "interrupted"
                            : racers[0]->name() + ": " + racers[0]->reason_unknown() + "; " + racers[1]->name() +
                                  ": " + racers[1]->reason_unknown();
      return Result::Unknown;
    }
    winner_ = std::move(racers[static_cast<size_t>(first)]);
    stats_ = winner_->statistics();
    return results[static_cast<size_t>(first)];
  }

  std::string reason_unknown() const override { return reason_; }

  terms::u128 value(Term t) override {
    if (!winner_) throw Interrupted{};
    return winner_->value(t);
  }

  void terminate() override {
    std::lock_guard lock(mutex_);
    terminated_ = true;
    for (Solver* s : running_) s->terminate();
  }

  SolverStatistics statistics() const override { return stats_; }

 private:
  SolverOptions options_;
  std::vector<Term> constraints_;
  std::mutex mutex_;
  bool terminated_ = false;
  std::vector<Solver*> running_;
  std::unique_ptr<Solver> winner_;
  std::string reason_;
  SolverStatistics stats_;
};

}  // namespace

std::unique_ptr<Solver> make_portfolio_solver(const SolverOptions& options) {
  return std::make_unique<PortfolioSolver>(options);
}

bool is_bit_blasting(const std::string& name) {
  return name == "cadical" || name == "cryptominisat" || name == "sat-portfolio";
}

const std::vector<std::string>& solver_names() {
  static const std::vector<std::string> names{"cadical", "z3", "portfolio", "cryptominisat", "sat-portfolio"};
  return names;
}

std::unique_ptr<Solver> make_solver(const std::string& name, const SolverOptions& options) {
  if (name == "cadical") return make_cadical_solver(options);
  if (name == "z3") return make_z3_solver();
  if (name == "portfolio") return make_portfolio_solver(options);
  if (name == "cryptominisat" || name == "sat-portfolio") {
    SolverOptions bit_blasting = options;
    bit_blasting.sat = name == "cryptominisat" ? SatEngine::CryptoMiniSat : SatEngine::Race;
    return make_cadical_solver(bit_blasting);
  }
  return nullptr;
}

}  // namespace swarmbmc::solver
