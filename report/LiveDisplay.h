// LiveDisplay: the status of a running check, redrawn on stderr a few times
// a second (--progress; by default when stderr is a terminal): per running
// configuration its phase, elapsed time, instructions, terms and SAT size.
// Erased when the run ends, so the final report replaces it. Never writes
// to stdout.
#pragma once

#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "encoder/verify/LiveStatus.h"

namespace swarmbmc::report {

class LiveDisplay {
 public:
  /// `labels`: one per configuration ("#3 omitting pop,top"). `terminal`:
  /// redraw in place with ANSI escapes; otherwise append a plain status
  /// block once a second. `process_phase` (may be null): the run's phase.
  LiveDisplay(std::vector<std::string> labels, bool terminal, const std::atomic<const char*>* process_phase);
  ~LiveDisplay();
  LiveDisplay(const LiveDisplay&) = delete;
  LiveDisplay& operator=(const LiveDisplay&) = delete;

  encoder::LiveStatus* status(unsigned index) { return &statuses_.at(index); }
  void start();
  /// Erases what is shown and stops redrawing; safe to call twice and from any thread.
  void stop();

 private:
  void loop();
  std::vector<std::string> render() const;
  void draw(const std::vector<std::string>& lines);
  void erase();

  std::vector<std::string> labels_;
  std::deque<encoder::LiveStatus> statuses_;  ///< stable addresses
  bool terminal_;
  const std::atomic<const char*>* process_phase_;
  int64_t started_ms_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::atomic<bool> stopped_{false};
  size_t drawn_lines_ = 0;
  std::thread thread_;
};

}  // namespace swarmbmc::report
