#include "Runner.h"

#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "ConfigurationRun.h"
#include "frontend/Frontend.h"
#include "encoder/verify/Watchdog.h"

namespace swarmbmc::swarm {
namespace {

using Clock = std::chrono::steady_clock;

double ms_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

}  // namespace

const char* outcome_name(Outcome outcome) {
  switch (outcome) {
    case Outcome::Counterexample: return "cex";
    case Outcome::NoCounterexample: return "unsat";
    case Outcome::Stopped: return "stopped";
    case Outcome::Unknown: return "unknown";
    case Outcome::NotStarted: return "not started";
  }
  return "?";
}

namespace {

/// One swarm run, as named steps: serialise the program, slice every
/// configuration to order them, run the workers, then decide the verdict.
class SwarmRun {
 public:
  SwarmRun(const llvm::Module& module, const Plan& plan, const SwarmOptions& options);
  SwarmReport run();

 private:
  /// Slices every configuration (cheap next to solving) to fix the start order.
  void order_configurations();
  /// --swarm-encoding: sliced or shared (then unrolls the one shared formula).
  void choose_encoding();
  /// The TBB workers take configurations in start order until a win or an interrupt.
  void run_workers();
  /// --jobs workers elsewhere (SwarmOptions::dispatcher): hands it the configurations.
  void dispatch();
  /// One configuration: parse a private copy, slice, verify, record the outcome.
  void run_one(unsigned index);
  /// Configuration `index` returned (its slot filled in): a win, a proof, or neither.
  void record_return(unsigned index);
  std::string_view bitcode_view() const { return {bitcode_.data(), bitcode_.size()}; }
  /// A range waits until the whole configuration is past its unrolling
  /// (or has returned): until then both would unroll the same program side
  /// by side, and a proof that is all unrolling (deep_store_chain_pass:
  /// 4.4 s of unrolling, its checks then proven by intervals) took 1.31x
  /// as long beside a range unrolling on the other core. False when the
  /// run was stopped while waiting (the range is then not started).
  bool wait_for_whole_unrolling();
  /// Lets the waiting ranges start.
  void whole_past_unrolling();
  /// Records a counterexample of configuration `index`; the first one wins and stops the rest.
  void record_win(unsigned index, Clock::time_point at);
  /// Records that `slot` found no counterexample; when that completes the
  /// proof of the whole program (configuration 0, or its last range), the
  /// other configurations are stopped: they check subsets of its executions.
  void record_no_counterexample(const ConfigurationReport& slot);
  /// The unranged configuration without omissions, if the plan has one.
  const ConfigurationReport* whole() const;
  /// Whether `c` (may be null) gave an answer of its own: no counterexample, or UNKNOWN not caused by a stop.
  static bool finished_without_stop(const ConfigurationReport* c);
  void record_timings();
  /// The winner's counterexample, replayed on the original program.
  void replay_winner();
  /// Without a winner, after an interrupt: configuration 0's answer if it had one.
  void decide_interrupted();
  /// Without a winner or an interrupt: only configuration 0 can prove anything.
  void decide_without_winner();

  bool interrupted() const { return options_.interrupt && options_.interrupt->load(); }
  /// Whether --timeout's deadline has passed. A run's own watchdog stops it
  /// at the deadline, a few ms before the process guard raises the
  /// interrupt: a worker must not start another configuration in between.
  bool deadline_passed() const {
    return options_.verify.deadline && encoder::WatchdogClock::now() >= *options_.verify.deadline;
  }
  void enter(const char* phase) const {
    if (options_.phase) options_.phase->store(phase);
  }
  std::string interrupt_text() const;
  /// What stopped a run: its own limit, or the process-wide interrupt.
  std::string stop_text(const encoder::VerifyResult& result) const;

  const llvm::Module& module_;
  const SwarmOptions& options_;
  SwarmReport report_;
  std::unique_ptr<SharedEncoding> shared_;  ///< shared encoding only
  unsigned count_ = 0;
  llvm::SmallVector<char, 0> bitcode_;
  std::vector<unsigned> start_order_;
  std::atomic<bool> stop_{false};  ///< raised by the winner, or by the proof of the whole program
  std::atomic<unsigned> next_{0};
  std::atomic<int> winner_{-1};
  std::atomic<unsigned> ranges_proved_{0};
  unsigned range_count_ = 0;
  std::atomic<bool> proved_{false};  ///< configuration 0 or all its ranges found no counterexample
  std::atomic<bool> proved_by_ranges_{false};
  bool ranges_wait_ = false;  ///< ranges beside the whole configuration, sliced encoding
  std::mutex whole_mutex_;
  std::condition_variable whole_cv_;
  bool whole_unrolled_ = false;  ///< guarded by whole_mutex_
  std::mutex timing_mutex_;
  Clock::time_point start_, win_time_{}, last_return_{};
};

SwarmRun::SwarmRun(const llvm::Module& module, const Plan& plan, const SwarmOptions& options)
    : module_(module), options_(options) {
  report_.plan = plan;
  report_.depth = options.verify.depth;
  report_.function_features = options.features.function_features;
  count_ = static_cast<unsigned>(plan.configurations.size());
  report_.jobs = options.dispatcher ? options.dispatcher->slots()
                : options.jobs      ? options.jobs
                                    : std::max(1u, std::thread::hardware_concurrency());
  report_.jobs = std::min(report_.jobs, count_);
  report_.configurations.resize(count_);
  for (unsigned i = 0; i < count_; ++i) {
    report_.configurations[i].configuration = plan.configurations[i];
    if (plan.configurations[i].range) ++range_count_;
  }
  llvm::raw_svector_ostream out(bitcode_);
  llvm::WriteBitcodeToFile(module, out);
}

SwarmReport SwarmRun::run() {
  start_ = Clock::now();
  order_configurations();
  choose_encoding();
  // A shared formula is unrolled once, before; dispatched ranges run on
  // other processes (other machines, as a rule), which do not share a core.
  ranges_wait_ = range_count_ > 0 && whole() && !shared_ && !options_.dispatcher;
  if (!shared_ || shared_->complete()) run_workers();
  record_timings();
  if (report_.winner) replay_winner();
  else if (report_.interrupted) decide_interrupted();
  else decide_without_winner();
  return std::move(report_);
}

std::string SwarmRun::interrupt_text() const {
  std::string text = options_.interrupt_description ? options_.interrupt_description() : std::string();
  return text.empty() ? "interrupted" : text;
}

std::string SwarmRun::stop_text(const encoder::VerifyResult& result) const {
  if (result.stop_cause == encoder::StopCause::Cancelled) return interrupt_text();
  encoder::RunLimits limits;
  limits.timeout_seconds = options_.verify.timeout_seconds;
  limits.memory_limit_mb = options_.verify.memory_limit_mb;
  return encoder::describe_stop(result.stop_cause, limits);
}

void SwarmRun::order_configurations() {
  // Start order: configurations that are not narrowed first (they alone
  // can prove the program safe), then the others from the smallest sliced
  // program up: smaller formulas tend to be solved first, and with few
  // workers the order decides which configurations run at all.
  start_order_.resize(count_);
  for (unsigned i = 0; i < count_; ++i) start_order_[i] = i;
  enter("slicing");
  for (unsigned i = 0; i < count_ && !interrupted(); ++i) {
    ConfigurationReport& slot = report_.configurations[i];
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> copy = parse_bitcode_copy(bitcode_view(), context);
    if (slot.configuration.omitted.empty()) {
      slot.slicing.instructions_before = slot.slicing.instructions_after = instruction_count(*copy);
    } else {
      slot.slicing = logsrt::restrict_module(*copy, slot.configuration.omitted, options_.features, options_.slicing);
    }
  }
  std::stable_sort(start_order_.begin(), start_order_.end(), [&](unsigned a, unsigned b) {
    const auto& x = report_.configurations[a];
    const auto& y = report_.configurations[b];
    const bool x_full = !x.configuration.narrowed(), y_full = !y.configuration.narrowed();
    if (x_full != y_full) return x_full;
    return x.slicing.instructions_after < y.slicing.instructions_after;
  });
  interleave_ranges(start_order_, report_.configurations);
  for (unsigned position = 0; position < count_; ++position)
    report_.configurations[start_order_[position]].start_position = position;
}

void SwarmRun::choose_encoding() {
  if (options_.dispatcher) {  // one formula for all cannot be shared between processes
    report_.encoding = {Encoding::Sliced, "dispatched: each worker slices its own configuration"};
    return;
  }
  report_.encoding = decide_encoding(options_.encoding, report_.configurations);
  const Encoding chosen = report_.encoding.chosen;
  if ((chosen != Encoding::Shared && chosen != Encoding::SharedIncremental) || interrupted()) return;
  enter("unrolling");
  encoder::VerifyOptions verify = options_.verify;
  verify.cancel = &stop_;
  verify.interrupt = options_.interrupt;
  verify.phase = options_.phase;
  shared_ = std::make_unique<SharedEncoding>(module_, verify, options_.features,
                                            chosen == Encoding::SharedIncremental);
  report_.shared = shared_->statistics();
  if (shared_->complete()) return;
  for (ConfigurationReport& slot : report_.configurations) {  // stopped while unrolling: every configuration
    slot.result = shared_->stopped();
    slot.outcome = slot.result.cancelled() ? Outcome::Stopped : Outcome::Unknown;
  }
}

void SwarmRun::run_workers() {
  if (options_.dispatcher) return dispatch();
  tbb::task_arena arena(static_cast<int>(report_.jobs));
  arena.execute([&] {
    tbb::parallel_for(0u, report_.jobs, [&](unsigned) {
      for (unsigned position;
           !stop_.load() && !interrupted() && !deadline_passed() && (position = next_.fetch_add(1)) < count_;)
        run_one(start_order_[position]);
      // Everything this worker touched, down to the loop condition's reads of
      // this frame, happens before the mutex taken after the arena: that is
      // the join as ThreadSanitizer can see it (libtbb's is uninstrumented).
      std::lock_guard lock(timing_mutex_);
    });
  });
  // Every worker released this mutex last (see the loop above): taking it
  // makes the workers' writes visible to ThreadSanitizer too.
  std::lock_guard lock(timing_mutex_);
}

void SwarmRun::dispatch() {
  DispatchJob job;
  job.bitcode = bitcode_view();
  job.options = &options_;
  job.start_order = &start_order_;
  job.configurations = &report_.configurations;
  job.stop = &stop_;
  job.interrupted = [this] { return interrupted(); };
  job.returned = [this](unsigned index) { record_return(index); };
  job.workers = &report_.workers;
  options_.dispatcher->run(job);
}

bool SwarmRun::wait_for_whole_unrolling() {
  std::unique_lock lock(whole_mutex_);
  // The interrupt flag has no notification of its own: look every 10 ms.
  while (!whole_unrolled_ && !stop_.load() && !interrupted())
    whole_cv_.wait_for(lock, std::chrono::milliseconds(10));
  return !stop_.load() && !interrupted();
}

void SwarmRun::whole_past_unrolling() {
  {
    std::lock_guard lock(whole_mutex_);
    whole_unrolled_ = true;
  }
  whole_cv_.notify_all();
}

void SwarmRun::run_one(unsigned index) {
  ConfigurationReport& slot = report_.configurations[index];
  const bool is_range = slot.configuration.range != nullptr;
  if (ranges_wait_ && is_range && !wait_for_whole_unrolling()) return;  // stays "not started"
  const bool whole = slot.configuration.complete();
  const bool signals_ranges = ranges_wait_ && whole;
  // However the whole returns (even by an exception), its ranges must not
  // wait forever. Signalled last, after the outcome is recorded: a whole
  // that ended the run (e.g. a counterexample found while unrolling) leaves
  // its ranges not started.
  struct SignalRanges {
    SwarmRun* run;
    ~SignalRanges() {
      if (run) run->whole_past_unrolling();
    }
  } signal_ranges_on_return{signals_ranges ? this : nullptr};
  const auto begin = Clock::now();
  encoder::LiveStatus* live = options_.live_status ? options_.live_status(index) : nullptr;
  if (live) {
    live->started_ms.store(encoder::LiveStatus::now_ms(), std::memory_order_relaxed);
    live->phase.store(slot.configuration.omitted.empty() ? "loading" : "slicing", std::memory_order_relaxed);
  }
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> copy = shared_ ? nullptr : parse_bitcode_copy(bitcode_view(), context);
  if (!shared_ && !slot.configuration.omitted.empty()) {
    enter("slicing");
    slice_copy(*copy, slot.configuration, options_);
  }
  if (interrupted()) {  // stopped while slicing (which does not poll): do not start verifying
    slot.outcome = Outcome::Stopped;
    slot.result.stop_cause = encoder::StopCause::Cancelled;
    slot.result.stopped_while = "slicing";
    slot.result.reason = "cancelled while slicing";
    slot.returned_at = Clock::now();
    slot.wall_ms = ms_between(begin, slot.returned_at);
    return;
  }
  if (options_.on_verify_start) options_.on_verify_start(index);
  encoder::VerifyOptions verify = options_.verify;
  verify.cancel = &stop_;
  verify.interrupt = options_.interrupt;
  verify.phase = options_.phase;
  verify.live = live;
  add_configuration_choices(verify, slot.configuration);
  if (slot.configuration.range) verify.restrict_paths = range_restriction(slot.configuration.range, slot.range_used);
  // Only configuration 0's proof ends the run: the others' memory is freed.
  verify.abandon_on_proof = verify.abandon_on_proof && whole;
  if (signals_ranges)
    verify.on_progress = [this, also = verify.on_progress](const encoder::RunStatistics& statistics) {
      if (also) also(statistics);
      whole_past_unrolling();  // called once the formula is unrolled, before its queries
    };
  slot.result = shared_ ? shared_->verify(slot.configuration.omitted, verify)
                        : verify_configuration(*copy, slot.configuration, verify, options_);
  const auto end = Clock::now();
  if (live) {
    live->outcome.store(slot.result.verdict == encoder::Verdict::Failed    ? "counterexample"
                        : slot.result.verdict == encoder::Verdict::Unknown ? "stopped or unknown"
                                                                           : "no counterexample",
                        std::memory_order_relaxed);
    live->phase.store("done", std::memory_order_relaxed);
    live->finished_ms.store(encoder::LiveStatus::now_ms(), std::memory_order_relaxed);
  }
  slot.wall_ms = ms_between(begin, end);
  slot.returned_at = end;
  slot.outcome = outcome_of(slot.result);
  record_return(index);
}

void SwarmRun::record_return(unsigned index) {
  const ConfigurationReport& slot = report_.configurations[index];
  if (slot.outcome == Outcome::Counterexample) record_win(index, slot.returned_at);
  if (slot.outcome == Outcome::NoCounterexample) record_no_counterexample(slot);
  std::lock_guard lock(timing_mutex_);
  last_return_ = std::max(last_return_, slot.returned_at);
}

void SwarmRun::record_win(unsigned index, Clock::time_point at) {
  int expected = -1;
  if (!winner_.compare_exchange_strong(expected, static_cast<int>(index))) return;
  std::lock_guard lock(timing_mutex_);
  win_time_ = at;
  if (!options_.run_all) stop_.store(true);
}

void SwarmRun::record_no_counterexample(const ConfigurationReport& slot) {
  if (slot.configuration.narrowed()) return;  // omissions or drawn choices: a subset, no proof
  if (slot.configuration.range) {
    if (ranges_proved_.fetch_add(1) + 1 < range_count_) return;
    proved_by_ranges_.store(true);
  }
  proved_.store(true);
  if (!options_.run_all) stop_.store(true);
}

const ConfigurationReport* SwarmRun::whole() const {
  for (const ConfigurationReport& c : report_.configurations)
    if (c.configuration.complete()) return &c;
  return nullptr;
}

bool SwarmRun::finished_without_stop(const ConfigurationReport* c) {
  return c && (c->outcome == Outcome::NoCounterexample ||
               (c->outcome == Outcome::Unknown && c->result.stop_cause == encoder::StopCause::None));
}

void SwarmRun::record_timings() {
  report_.total_ms = ms_between(start_, Clock::now());
  report_.interrupted = interrupted() && winner_.load() < 0;
  report_.proved_by_ranges = proved_by_ranges_.load();
  report_.proof_stopped_others = proved_.load() && winner_.load() < 0 &&
      std::any_of(report_.configurations.begin(), report_.configurations.end(), [](const ConfigurationReport& c) {
        return c.outcome == Outcome::Stopped || c.outcome == Outcome::NotStarted;
      });
  if (winner_.load() < 0) return;
  report_.winner = static_cast<unsigned>(winner_.load());
  report_.first_counterexample_ms = ms_between(start_, win_time_);
  report_.stop_latency_ms = std::max(0.0, ms_between(win_time_, last_return_));
  for (ConfigurationReport& slot : report_.configurations) {
    if (slot.outcome != Outcome::Stopped || slot.returned_at < win_time_) continue;
    slot.stop_latency_ms = ms_between(win_time_, slot.returned_at);
    double& longest = report_.stop_latency_by_phase_ms[slot.result.stopped_while];
    longest = std::max(longest, slot.stop_latency_ms);
  }
}

void SwarmRun::replay_winner() {
  const ConfigurationReport& won = report_.configurations[*report_.winner];
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> original = parse_bitcode_copy(bitcode_view(), context);
  enter("replaying the counterexample");
  encoder::VerifyOptions verify = options_.verify;
  verify.replay_inputs = &won.result.input_values;
  verify.interrupt = options_.interrupt;
  verify.dimacs_path.clear();  // --dimacs is the checked formula's CNF, not the replay's
  encoder::VerifyResult replay = encoder::verify(*original, verify);
  encoder::VerifyResult& final = report_.final;
  if (replay.verdict == encoder::Verdict::Failed) {
    report_.replayed = true;
    report_.replay_ms = replay.statistics.encode_ms + replay.statistics.solve_ms;
    // The trace comes from the original program; the statistics stay
    // those of the run that found the counterexample.
    replay.statistics = won.result.statistics;
    final = std::move(replay);
  } else if (replay.stop_cause != encoder::StopCause::None) {
    // Stopped by a process limit or signal: the counterexample is not
    // confirmed, so it is not reported.
    final = won.result;
    final.verdict = encoder::Verdict::Unknown;
    final.violated.reset();
    final.trace.clear();
    final.stop_cause = replay.stop_cause;
    final.stopped_while = "replaying the counterexample";
    final.reason = stop_text(replay) + " while replaying the counterexample of configuration " +
                   std::to_string(*report_.winner);
  } else {
    final = encoder::VerifyResult{};
    final.verdict = encoder::Verdict::Unknown;
    final.reason = "internal error: the counterexample of configuration " + std::to_string(*report_.winner) +
                   " (" + describe_restrictions(won.configuration) +
                   ") does not replay on the original program (replay: " + encoder::verdict_name(replay.verdict) +
                   "; it reported [" + encoder::property_tag(won.result.violated->kind) + "] " +
                   won.result.violated->message + " at " + won.result.violated->location.describe() + ")";
    final.warnings = won.result.warnings;
  }
}

void SwarmRun::decide_interrupted() {
  // Configuration 0 (whole, or all its ranges), when it finished before
  // the stop, still answers; otherwise UNKNOWN with its partial statistics.
  const ConfigurationReport* first = count_ ? &report_.configurations[start_order_[0]] : nullptr;
  const bool first_full = first && !first->configuration.narrowed();
  const bool ranged = has_ranges(report_.configurations);
  if (first_full && finished_without_stop(whole())) {
    report_.final = whole()->result;
    return;
  }
  if (first_full && ranged && all_ranges_decided(report_.configurations)) {
    report_.final = combine_ranges(report_.configurations);
    return;
  }
  if (first) report_.final = first->result;
  report_.final.verdict = encoder::Verdict::Unknown;
  report_.final.stop_cause = encoder::StopCause::Interrupted;
  std::string during = first && !first->result.stopped_while.empty() ? first->result.stopped_while
                       : first && first->outcome == Outcome::NotStarted ? "slicing"
                                                                        : "waiting for the workers";
  report_.final.stopped_while = during;
  report_.final.reason = interrupt_text() + " while " + during;
}

void SwarmRun::decide_without_winner() {
  // With the whole racing its ranges, whichever proved first answers; the
  // whole's own answer (e.g. UNKNOWN: unsupported) otherwise.
  if (has_ranges(report_.configurations) && (proved_by_ranges_.load() || !whole())) {
    report_.final = combine_ranges(report_.configurations);
    return;
  }
  for (const ConfigurationReport& c : report_.configurations)
    if (!c.configuration.narrowed()) {
      report_.final = c.result;  // only a configuration that is not narrowed can prove anything
      return;
    }
  for (const ConfigurationReport& c : report_.configurations)
    if (c.outcome == Outcome::Unknown) {
      report_.final = c.result;  // a timeout or unsupported construct says more than "no counterexample"
      return;
    }
  report_.final.verdict = encoder::Verdict::Unknown;
  const Configuration& first = report_.plan.configurations.front();
  report_.final.reason = "no counterexample in the configuration " + describe_restrictions(first) + "; a configuration with " +
                         (!first.restricts_choices() ? "omitted features"
                          : first.omitted.empty()    ? "restricted choices"
                                                     : "omitted features and restricted choices") +
                         " cannot show the program safe";
  if (!report_.configurations.empty()) report_.final.warnings = report_.configurations.front().result.warnings;
}

}  // namespace

SwarmReport run_swarm(const llvm::Module& module, const Plan& plan, const SwarmOptions& options) {
  return SwarmRun(module, plan, options).run();
}

}  // namespace swarmbmc::swarm
