#include "Runner.h"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>

#include <algorithm>
#include <chrono>
#include <mutex>
#include <thread>

#include "Frontend.h"

namespace swarmbmc::swarm {
namespace {

using Clock = std::chrono::steady_clock;

double ms_between(Clock::time_point a, Clock::time_point b) {
  return std::chrono::duration<double, std::milli>(b - a).count();
}

/// Parses a private copy of the program into `context`.
std::unique_ptr<llvm::Module> parse_copy(const llvm::SmallVector<char, 0>& bitcode, llvm::LLVMContext& context) {
  auto parsed = llvm::parseBitcodeFile(
      llvm::MemoryBufferRef(llvm::StringRef(bitcode.data(), bitcode.size()), "swarm-copy"), context);
  if (!parsed) {
    std::string message = llvm::toString(parsed.takeError());
    throw std::logic_error("cannot re-read the prepared module: " + message);
  }
  return std::move(*parsed);
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

SwarmReport run_swarm(const llvm::Module& module, const Plan& plan, const SwarmOptions& options) {
  SwarmReport report;
  auto interrupt_text = [&]() -> std::string {
    std::string text = options.interrupt_description ? options.interrupt_description() : std::string();
    return text.empty() ? "interrupted" : text;
  };
  // What stopped a run: its own limit, or the process-wide interrupt.
  auto stop_text = [&](const encoder::VerifyResult& result) {
    if (result.stop_cause == encoder::StopCause::Cancelled) return interrupt_text();
    encoder::RunLimits limits;
    limits.timeout_seconds = options.verify.timeout_seconds;
    limits.memory_limit_mb = options.verify.memory_limit_mb;
    return encoder::describe_stop(result.stop_cause, limits);
  };
  report.plan = plan;
  const unsigned count = static_cast<unsigned>(plan.configurations.size());
  report.jobs = options.jobs ? options.jobs : std::max(1u, std::thread::hardware_concurrency());
  report.jobs = std::min(report.jobs, count);
  report.configurations.resize(count);
  for (unsigned i = 0; i < count; ++i) report.configurations[i].configuration = plan.configurations[i];

  llvm::SmallVector<char, 0> bitcode;
  {
    llvm::raw_svector_ostream out(bitcode);
    llvm::WriteBitcodeToFile(module, out);
  }

  // `stop` is raised by the winner; `interrupted()` is the outside flag.
  std::atomic<bool> stop{false};
  auto interrupted = [&] { return options.interrupt && options.interrupt->load(); };
  auto enter = [&](const char* phase) {
    if (options.phase) options.phase->store(phase);
  };
  std::atomic<unsigned> next{0};
  std::atomic<int> winner{-1};
  std::mutex timing_mutex;
  Clock::time_point win_time{}, last_return{};
  const auto start = Clock::now();

  // Start order: configurations without omissions first (they alone can
  // prove the program safe), then the others from the smallest sliced
  // program up: smaller formulas tend to be solved first, and with few
  // workers the order decides which configurations run at all. Slicing is
  // cheap next to solving, so it is done for every configuration up front.
  std::vector<unsigned> start_order(count);
  for (unsigned i = 0; i < count; ++i) start_order[i] = i;
  enter("slicing");
  for (unsigned i = 0; i < count && !interrupted(); ++i) {
    ConfigurationReport& slot = report.configurations[i];
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> copy = parse_copy(bitcode, context);
    if (slot.configuration.omitted.empty()) {
      size_t instructions = 0;
      for (const llvm::Function& f : *copy) instructions += f.getInstructionCount();
      slot.slicing.instructions_before = slot.slicing.instructions_after = instructions;
    } else {
      slot.slicing = logsrt::restrict_module(*copy, slot.configuration.omitted, options.features, options.slicing);
    }
  }
  std::stable_sort(start_order.begin(), start_order.end(), [&](unsigned a, unsigned b) {
    const auto& x = report.configurations[a];
    const auto& y = report.configurations[b];
    const bool x_full = x.configuration.omitted.empty(), y_full = y.configuration.omitted.empty();
    if (x_full != y_full) return x_full;
    return x.slicing.instructions_after < y.slicing.instructions_after;
  });

  auto run_one = [&](unsigned index) {
    ConfigurationReport& slot = report.configurations[index];
    const auto begin = Clock::now();
    encoder::LiveStatus* live = options.live_status ? options.live_status(index) : nullptr;
    if (live) {
      live->started_ms.store(encoder::LiveStatus::now_ms(), std::memory_order_relaxed);
      live->phase.store(slot.configuration.omitted.empty() ? "loading" : "slicing", std::memory_order_relaxed);
    }
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> copy = parse_copy(bitcode, context);
    if (!slot.configuration.omitted.empty()) {
      enter("slicing");
      logsrt::restrict_module(*copy, slot.configuration.omitted, options.features, options.slicing);
      frontend::prepare_module(*copy);  // restore loop-simplify/LCSSA form after slicing
    }
    if (interrupted()) {  // stopped while slicing (which does not poll): do not start verifying
      slot.outcome = Outcome::Stopped;
      slot.result.stop_cause = encoder::StopCause::Cancelled;
      slot.result.stopped_while = "slicing";
      slot.result.reason = "cancelled while slicing";
      slot.wall_ms = ms_between(begin, Clock::now());
      return;
    }
    if (options.on_verify_start) options.on_verify_start(index);
    encoder::VerifyOptions verify = options.verify;
    verify.cancel = &stop;
    verify.interrupt = options.interrupt;
    verify.phase = options.phase;
    verify.live = live;
    slot.result = encoder::verify(*copy, verify);
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
    switch (slot.result.verdict) {
      case encoder::Verdict::Failed: {
        slot.outcome = Outcome::Counterexample;
        int expected = -1;
        if (winner.compare_exchange_strong(expected, static_cast<int>(index))) {
          std::lock_guard lock(timing_mutex);
          win_time = end;
          stop.store(true);
        }
        break;
      }
      case encoder::Verdict::Verified: case encoder::Verdict::Bounded:
        slot.outcome = Outcome::NoCounterexample;
        break;
      case encoder::Verdict::Unknown:
        slot.outcome = slot.result.cancelled() ? Outcome::Stopped : Outcome::Unknown;
        break;
    }
    std::lock_guard lock(timing_mutex);
    last_return = std::max(last_return, end);
  };

  tbb::task_arena arena(static_cast<int>(report.jobs));
  arena.execute([&] {
    tbb::parallel_for(0u, report.jobs, [&](unsigned) {
      for (unsigned position; !stop.load() && !interrupted() && (position = next.fetch_add(1)) < count;)
        run_one(start_order[position]);
      // Everything this worker touched, down to the loop condition's reads of
      // this frame, happens before the mutex taken after the arena: that is
      // the join as ThreadSanitizer can see it (libtbb's is uninstrumented).
      std::lock_guard lock(timing_mutex);
    });
  });

  {
    // Every worker released this mutex last (see the loop above): taking it
    // makes the workers' writes visible to ThreadSanitizer too.
    std::lock_guard lock(timing_mutex);
  }
  report.total_ms = ms_between(start, Clock::now());
  report.interrupted = interrupted() && winner.load() < 0;
  if (winner.load() >= 0) {
    report.winner = static_cast<unsigned>(winner.load());
    report.first_counterexample_ms = ms_between(start, win_time);
    report.stop_latency_ms = std::max(0.0, ms_between(win_time, last_return));
  }

  // The verdict.
  if (report.winner) {
    const ConfigurationReport& won = report.configurations[*report.winner];
    llvm::LLVMContext context;
    std::unique_ptr<llvm::Module> original = parse_copy(bitcode, context);
    enter("replaying the counterexample");
    encoder::VerifyOptions verify = options.verify;
    verify.replay_inputs = &won.result.input_values;
    verify.interrupt = options.interrupt;
    verify.dimacs_path.clear();  // --dimacs is the checked formula's CNF, not the replay's
    encoder::VerifyResult replay = encoder::verify(*original, verify);
    if (replay.verdict == encoder::Verdict::Failed) {
      report.replayed = true;
      report.replay_ms = replay.statistics.encode_ms + replay.statistics.solve_ms;
      // The trace comes from the original program; the statistics stay
      // those of the run that found the counterexample.
      replay.statistics = won.result.statistics;
      report.final = std::move(replay);
    } else if (replay.stop_cause != encoder::StopCause::None) {
      // Stopped by a process limit or signal: the counterexample is not
      // confirmed, so it is not reported.
      report.final = won.result;
      report.final.verdict = encoder::Verdict::Unknown;
      report.final.violated.reset();
      report.final.trace.clear();
      report.final.stop_cause = replay.stop_cause;
      report.final.stopped_while = "replaying the counterexample";
      report.final.reason = stop_text(replay) + " while replaying the counterexample of configuration " +
                            std::to_string(*report.winner);
    } else {
      report.final = encoder::VerifyResult{};
      report.final.verdict = encoder::Verdict::Unknown;
      report.final.reason = "internal error: the counterexample of configuration " + std::to_string(*report.winner) +
                            " (omitting " + describe_omitted(won.configuration.omitted) +
                            ") does not replay on the original program (replay: " +
                            encoder::verdict_name(replay.verdict) + ")";
      report.final.warnings = won.result.warnings;
    }
    return report;
  }
  if (report.interrupted) {
    // The configuration without omissions, when it finished before the
    // stop, still answers; otherwise UNKNOWN with its partial statistics.
    const ConfigurationReport* first = count ? &report.configurations[start_order[0]] : nullptr;
    const bool first_full = first && first->configuration.omitted.empty();
    const bool decided = first && (first->outcome == Outcome::NoCounterexample ||
                                   (first->outcome == Outcome::Unknown &&
                                    first->result.stop_cause == encoder::StopCause::None));
    if (first_full && decided) {
      report.final = first->result;
      return report;
    }
    if (first) report.final = first->result;
    report.final.verdict = encoder::Verdict::Unknown;
    report.final.stop_cause = encoder::StopCause::Interrupted;
    std::string during = first && !first->result.stopped_while.empty() ? first->result.stopped_while
                         : first && first->outcome == Outcome::NotStarted ? "slicing"
                                                                          : "waiting for the workers";
    report.final.stopped_while = during;
    report.final.reason = interrupt_text() + " while " + during;
    return report;
  }
  for (const ConfigurationReport& c : report.configurations)
    if (c.configuration.omitted.empty()) {
      report.final = c.result;  // only the configuration without omissions can prove anything
      return report;
    }
  for (const ConfigurationReport& c : report.configurations)
    if (c.outcome == Outcome::Unknown) {
      report.final = c.result;  // a timeout or unsupported construct says more than "no counterexample"
      return report;
    }
  report.final.verdict = encoder::Verdict::Unknown;
  report.final.reason = "no counterexample in the configuration omitting " +
                        describe_omitted(plan.configurations.front().omitted) +
                        "; a configuration with omitted features cannot show the program safe";
  if (!report.configurations.empty()) report.final.warnings = report.configurations.front().result.warnings;
  return report;
}

}  // namespace swarmbmc::swarm
