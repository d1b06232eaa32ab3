// LiveStatus: what one verification is doing right now, for a live display
// on another thread. Written by the verifier and the unroller with relaxed
// atomic stores; read at any time.
#pragma once

#include <atomic>
#include <cstdint>

namespace swarmbmc::encoder {

struct LiveStatus {
  std::atomic<const char*> phase{"waiting"};  ///< string literals only: "slicing", "unrolling", "solving", "done"
  std::atomic<int64_t> started_ms{-1};        ///< steady-clock milliseconds when the run started; -1 = not started
  std::atomic<int64_t> finished_ms{-1};       ///< when it ended; -1 = still running
  std::atomic<uint64_t> instructions{0};      ///< unrolled so far (updated every 256)
  std::atomic<uint64_t> terms{0};             ///< after unrolling
  std::atomic<uint64_t> sat_variables{0};     ///< after bit-blasting (cadical)
  std::atomic<uint64_t> sat_clauses{0};
  std::atomic<const char*> outcome{""};       ///< when done: "counterexample", "no counterexample", "stopped", "unknown"

  /// Steady-clock milliseconds now, on the same scale as started_ms.
  static int64_t now_ms();
};

}  // namespace swarmbmc::encoder
