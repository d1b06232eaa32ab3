#include "LiveDisplay.h"

#include <unistd.h>

#include <cstdio>

namespace swarmbmc::report {

namespace {

std::string seconds_since(int64_t since_ms, int64_t now_ms) {
  char text[32];
  std::snprintf(text, sizeof text, "%6.1f s", static_cast<double>(now_ms - since_ms) / 1000.0);
  return text;
}

/// A count, or "-" while it is not known yet (terms before unrolling ends,
/// SAT sizes before the first query is bit-blasted).
std::string count(const std::atomic<uint64_t>& value) {
  const uint64_t known = value.load(std::memory_order_relaxed);
  return known ? std::to_string(known) : "-";
}

std::string configuration_line(const std::string& label, const encoder::LiveStatus& status, int64_t now_ms) {
  char text[256];
  std::snprintf(text, sizeof text, "  %-28.28s %-12s %s  %9s instrs  %9s terms  SAT %8s vars %9s clauses",
                label.c_str(), status.phase.load(std::memory_order_relaxed),
                seconds_since(status.started_ms.load(std::memory_order_relaxed), now_ms).c_str(),
                count(status.instructions).c_str(), count(status.terms).c_str(), count(status.sat_variables).c_str(),
                count(status.sat_clauses).c_str());
  return text;
}

}  // namespace

LiveDisplay::LiveDisplay(std::vector<std::string> labels, bool terminal,
                         const std::atomic<const char*>* process_phase)
    : labels_(std::move(labels)),
      statuses_(labels_.size()),
      terminal_(terminal),
      process_phase_(process_phase),
      started_ms_(encoder::LiveStatus::now_ms()) {}

LiveDisplay::~LiveDisplay() { stop(); }

void LiveDisplay::start() { thread_ = std::thread([this] { loop(); }); }

void LiveDisplay::stop() {
  if (stopped_.exchange(true)) return;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  if (thread_.joinable() && thread_.get_id() != std::this_thread::get_id()) thread_.join();
}

void LiveDisplay::loop() {
  // A terminal is redrawn 4 times a second; a log gets a block per second.
  const auto period = std::chrono::milliseconds(terminal_ ? 250 : 1000);
  std::unique_lock lock(mutex_);
  while (!wake_.wait_for(lock, period, [this] { return stopping_; })) draw(render());
  erase();
}

std::vector<std::string> LiveDisplay::render() const {
  const int64_t now = encoder::LiveStatus::now_ms();
  size_t running = 0, done = 0;
  std::vector<std::string> lines(1);
  for (size_t i = 0; i < statuses_.size(); ++i) {
    const encoder::LiveStatus& status = statuses_[i];
    if (status.finished_ms.load(std::memory_order_relaxed) >= 0) {
      ++done;
    } else if (status.started_ms.load(std::memory_order_relaxed) >= 0) {
      ++running;
      lines.push_back(configuration_line(labels_[i], status, now));
    }
  }
  const char* phase = process_phase_ ? process_phase_->load() : "running";
  char header[160];
  std::snprintf(header, sizeof header, "swarmbmc: %s, %s; %zu running, %zu done, %zu waiting", phase,
                seconds_since(started_ms_, now).c_str(), running, done, statuses_.size() - running - done);
  lines[0] = header;
  return lines;
}

void LiveDisplay::draw(const std::vector<std::string>& lines) {
  std::string text;
  if (terminal_ && drawn_lines_ > 0) text += "\x1b[" + std::to_string(drawn_lines_) + "F";  // back to the first line
  for (const std::string& line : lines) text += (terminal_ ? "\x1b[2K" : "") + line + "\n";
  if (terminal_) text += "\x1b[J";  // clear lines left over from a longer frame
  drawn_lines_ = lines.size();
  // One write: the frame is not interleaved with other stderr output.
  (void)!::write(STDERR_FILENO, text.data(), text.size());
}

void LiveDisplay::erase() {
  if (!terminal_ || drawn_lines_ == 0) return;
  const std::string text = "\x1b[" + std::to_string(drawn_lines_) + "F\x1b[J";
  (void)!::write(STDERR_FILENO, text.data(), text.size());
  drawn_lines_ = 0;
}

}  // namespace swarmbmc::report
