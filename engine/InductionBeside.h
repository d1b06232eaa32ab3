// InductionBeside: with --property and no --depth (the SV-COMP mode),
// k-induction runs on a thread of its own beside deepening BMC, the
// portfolio: deepening finds the counterexamples (replayed as
// every swarm winner is) and proves what it can unwind completely;
// k-induction proves programs whose loop has no bound. Whichever answers
// first ends the other.
//
// Only k-induction's proofs end the run from its side: its base case is
// BMC at depths deepening reaches too, so a counterexample is left to
// deepening, which validates it by replay. The thread checks its own copy
// of the program (parsed from bitcode into its own LLVMContext): LLVM's IR
// is not safe to read from two threads (DataLayout caches struct layouts).
// With --swarm, the deepening is the swarm's and the proof (of the whole,
// unsliced program) stops every configuration. Off with --no-k-induction,
// with --omit, ranges or a log restriction (no run checks the whole
// program), and when no top-level loop of the entry function is eligible
// for a step (encoder/induction/LoopEffects.h).
#pragma once

#include <atomic>
#include <optional>
#include <string>
#include <thread>

#include "encoder/verify/Verifier.h"

namespace llvm {
class Module;
}

namespace swarmbmc::engine {

class InductionBeside {
 public:
  /// Starts k-induction on `module` (up to `max_k`, stopping on `process_interrupt` too).
  InductionBeside(const llvm::Module& module, encoder::VerifyOptions options, unsigned max_k,
                  const std::atomic<bool>& process_interrupt);
  /// Stops and joins what still runs.
  ~InductionBeside();
  InductionBeside(const InductionBeside&) = delete;
  InductionBeside& operator=(const InductionBeside&) = delete;

  /// What deepening polls as its interrupt: the process's, or k-induction's proof.
  const std::atomic<bool>* deepening_interrupt() const { return &deepening_stop_; }
  /// k-induction proved the program.
  bool proved() const { return proved_.load(); }
  /// Deepening has answered or stopped: stops k-induction and waits for it;
  /// its result when it proved the program.
  std::optional<encoder::VerifyResult> finish();

 private:
  void prove();
  /// Mirrors the process's interrupt into deepening_stop_ (a flag is polled, not notified).
  void mirror_interrupt();

  std::string bitcode_;
  encoder::VerifyOptions options_;
  unsigned max_k_;
  const std::atomic<bool>& process_interrupt_;
  std::atomic<bool> cancel_{false};
  std::atomic<bool> deepening_stop_{false};
  std::atomic<bool> proved_{false};
  std::atomic<bool> finished_{false};
  encoder::VerifyResult result_;
  std::thread prover_, mirror_;
};

}  // namespace swarmbmc::engine
