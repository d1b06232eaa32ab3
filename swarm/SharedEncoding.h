// SharedEncoding: one formula for the whole swarm (--swarm-encoding shared).
//
// The prepared program is unrolled once, with one fresh boolean omit:f per
// feature f guarding every execution of f (encoder/unroll/FeatureLiterals.cpp).
// A configuration is then an assignment of those booleans: omit:f true for
// the features it omits, false for the others, passed to the solver as
// assumptions (the CaDiCaL backend makes them unit clauses of a fresh
// instance over the same clauses). The K configurations share one
// unrolling, one term DAG and, per worker, one bit-blasting.
//
// Thread safety: construction is single-threaded; verify() may run on
// several threads at once. It only reads the shared terms (every term a
// query needs is built by the constructor) and takes a solver of its own
// from a pool (one per concurrent caller, kept across configurations).
#pragma once

#include <atomic>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <vector>

#include "logsrt/Logsrt.h"
#include "encoder/verify/Verifier.h"

namespace llvm {
class Module;
}

namespace swarmbmc::encoder {
class Unroller;
}

namespace swarmbmc::solver {
class Solver;
}

namespace swarmbmc::swarm {

struct SharedStatistics {
  uint64_t instructions_unrolled = 0;
  size_t terms = 0;
  size_t checks = 0;
  size_t literals = 0;  ///< features the unrolling reached (one omit literal each)
  size_t interval_proofs = 0;  ///< checks proven for every configuration (encoder/checks/IntervalProofs.h), never asked
  double encode_ms = 0;
  std::string formula_fingerprint;  ///< of the shared formula (literals free)
};

class SharedEncoding {
 public:
  /// Unrolls `module` (prepared, not restricted; it must outlive the
  /// encoding: the formula's events point into its debug info) once. `options` gives the
  /// depth, entry, limits and stop flags; when they stop the unrolling,
  /// complete() is false and stopped() says why.
  /// `incremental`: each worker's CaDiCaL is one incremental instance
  /// (solver::SolverOptions::incremental) instead of a fresh one per query.
  SharedEncoding(const llvm::Module& module, const encoder::VerifyOptions& options,
                 const logsrt::FeatureOptions& features, bool incremental = false);
  ~SharedEncoding();
  SharedEncoding(const SharedEncoding&) = delete;
  SharedEncoding& operator=(const SharedEncoding&) = delete;

  bool complete() const { return complete_; }
  /// When !complete(): UNKNOWN naming the stop, with the statistics so far.
  const encoder::VerifyResult& stopped() const { return stopped_; }
  const SharedStatistics& statistics() const { return statistics_; }

  /// Decides the configuration omitting `omitted` as encoder::verify decides
  /// its sliced variant (same three queries, same verdicts), over the
  /// shared formula. Uses options' solver, limits, stop flags and live
  /// status; its statistics are the shared encoding's (size, encode time)
  /// with this configuration's solve time.
  encoder::VerifyResult verify(const std::set<std::string>& omitted, const encoder::VerifyOptions& options);

 private:
  struct Queries;
  class Decision;
  /// `interval_proofs`: leave out of the queries the checks interval analysis proves;
  /// `fingerprint`: compute SharedStatistics::formula_fingerprint. Throws
  /// encoder::Interrupted when the stop flag is raised.
  void build_queries(bool interval_proofs, bool fingerprint);
  /// The configuration's literal assignment as assumptions.
  std::vector<terms::Term> assignment(const std::set<std::string>& omitted) const;
  std::unique_ptr<solver::Solver> take_solver(const encoder::VerifyOptions& options);
  std::unique_ptr<solver::Solver> new_solver(const std::string& backend) const;
  void give_back(std::unique_ptr<solver::Solver> solver);

  std::unique_ptr<terms::TermManager> tm_;
  std::unique_ptr<encoder::Unroller> unroller_;
  std::unique_ptr<encoder::Formula> formula_;
  std::unique_ptr<Queries> queries_;
  /// Per feature: (omit:f, ¬omit:f), built once (TermManager is single-threaded).
  std::map<std::string, std::pair<terms::Term, terms::Term>> literals_;
  std::vector<std::string> warnings_;
  std::vector<std::string> unknown_environment_;  // what the verdicts rest on (Entry.cpp)
  std::atomic<bool> stop_{false};  ///< the unrolling's stop flag (raised by its watchdog)
  bool incremental_ = false;
  solver::DivisionEncoding division_ = solver::DivisionEncoding::Auto;
  /// VerifyOptions::abandon_on_stop: after a process-wide stop, the
  /// destructor leaves the terms and solvers allocated (freeing gigabytes
  /// would delay the report past the process guard's grace).
  bool abandon_on_stop_ = false;
  const std::atomic<bool>* interrupt_ = nullptr;
  bool complete_ = false;
  encoder::VerifyResult stopped_;
  SharedStatistics statistics_;
  std::mutex pool_mutex_;
  std::vector<std::unique_ptr<solver::Solver>> pool_;  ///< idle solvers with the constraints added
  std::mutex model_mutex_;  ///< reading a model walks LLVM debug info: one at a time
};

}  // namespace swarmbmc::swarm
