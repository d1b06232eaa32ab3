#include "CheckCommand.h"

#include <llvm/ADT/StringRef.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include <CLI/CLI.hpp>

#include <iostream>
#include <map>
#include <mutex>
#include <new>
#include <thread>

#include <unistd.h>

#include "engine/Deepening.h"
#include "engine/InductionBeside.h"
#include "encoder/induction/KInduction.h"
#include "Documents.h"
#include "report/LiveDisplay.h"
#include "logsrt/LogFile.h"
#include "LibraryAssumptions.h"
#include "LogTraceSetup.h"
#include "NativeConfirmation.h"
#include "cli/Parse.h"
#include "cli/ProcessGuard.h"
#include "RangeFiles.h"
#include "Reproducer.h"
#include "engine/SolverChoice.h"
#include "report/Report.h"
#include "swarm/Runner.h"
#include "cli/PeerOptions.h"
#include "cli/Subcommands.h"
#include "report/SwarmReport.h"
#include "encoder/unroll/Unroller.h"

namespace swarmbmc::cli {

namespace {

/// One check run: the guard, the loaded program, and each phase as a step.
class CheckRun {
 public:
  CheckRun(CheckOptions options, swarm::ConfigurationDispatcher* dispatcher)
      : options_(std::move(options)), dispatcher_(dispatcher) {}
  int run();

 private:
  ProcessGuard::Settings guard_settings();
  int run_guarded();
  int run_phases();
  void print_header();
  bool load_program();
  int emit_variant(const std::set<std::string>& omitted);
  int emit_ranges();  ///< --emit-ranges (RangeFiles.h)
  swarm::Plan plan(const std::vector<std::string>& features, const std::set<std::string>& omitted) const;
  logsrt::Slicing slicing() const { return options_.no_slicing ? logsrt::Slicing::Off : logsrt::Slicing::On; }
  int run_plan(const swarm::Plan& plan);
  /// k-induction beside deepening (--property without --depth), when it can prove anything.
  std::unique_ptr<engine::InductionBeside> induction_beside(const swarm::Plan& plan);
  /// k-induction's proof, when it came first, replaces deepening's unfinished answer.
  void take_induction_proof(engine::InductionBeside& beside, swarm::SwarmReport& report);
  /// How far k-induction beside deepening goes (the --timeout ends both sooner).
  static constexpr unsigned kPortfolioMaxK = 1000000;
  /// --property without --depth: iterative deepening (Deepening.h).
  bool deepens() const { return options_.property && !options_.depth_given && !options_.k_induction; }
  /// With --property: the last line, "SV-COMP: <answer>".
  void print_svcomp_answer(const encoder::VerifyResult& result) const {
    if (options_.property) human() << "SV-COMP: " << svcomp_answer(*options_.property, result) << std::endl;
  }
  std::unique_ptr<report::LiveDisplay> live_display(const swarm::Plan& plan);
  /// Erases the live status (from any thread: the backstop's report too).
  void stop_display() {
    if (report::LiveDisplay* shown = shown_display_.load()) shown->stop();
  }

  report::ProcessFigures figures() const;
  void write_stats_json(swarm::SwarmReport& report) const;
  /// --reproducer on FAILED; false when the file cannot be written.
  bool write_reproducer_file(const encoder::VerifyResult& result) const;
  /// The verdict's exit code, or 1 when a requested document could not be written.
  int finish(swarm::SwarmReport& report);
  /// Where the text report goes: stdout, or stderr when stdout carries JSON.
  std::ostream& human() const { return options_.stdout_is_document() ? std::cerr : std::cout; }
  /// UNKNOWN before any verification (a program the memory model cannot take).
  int unknown_exit(const std::string& reason);
  int print_stopped(const std::string& reason, const std::string& during, const encoder::RunStatistics& statistics);
  void claim();
  /// --log-trace: each log step of the trace names the line of the file it printed.
  void show_log_lines(std::vector<encoder::TraceStep>& trace) const;
  int stopped_exit();
  /// A one-line error; exit 1 (bad usage or input), 2 for a log --log-trace cannot take.
  int error_exit(const std::string& message, int code = 1);
  int out_of_memory_exit();
  /// The statistics a verifier last published (zero before any unrolling).
  encoder::RunStatistics known_progress();
  int internal_error_exit(const std::exception& error);

  CheckOptions options_;
  swarm::ConfigurationDispatcher* dispatcher_ = nullptr;  ///< swarmbmc-mpi: configurations run on MPI ranks
  ProcessGuard* guard_ = nullptr;
  bool claimed_ = false;  ///< this run printed (or prints) the report
  llvm::LLVMContext context_;
  std::unique_ptr<llvm::Module> module_;
  logsrt::FeatureCatalog catalog_;
  // The latest statistics a verifier published (after unrolling), for the
  // backstop's report when a solver does not return.
  std::mutex progress_mutex_;
  encoder::RunStatistics progress_;
  std::unique_ptr<report::LiveDisplay> display_;  // lives until the guard's monitor has ended
  std::atomic<report::LiveDisplay*> shown_display_{nullptr};
};

int CheckRun::run() {
  ProcessGuard guard(guard_settings());
  guard_ = &guard;
  options_.verify.deadline = guard.deadline();
  options_.verify.abandon_on_stop = true;  // the process exits after the deciding run
  return run_guarded();
}

ProcessGuard::Settings CheckRun::guard_settings() {
  ProcessGuard::Settings settings;
  settings.timeout_seconds = options_.verify.timeout_seconds;
  settings.memory_limit_mb = options_.memory_limit_mb;
  options_.verify.on_progress = [this](const encoder::RunStatistics& statistics) {
    std::lock_guard lock(progress_mutex_);
    progress_ = statistics;
  };
  settings.backstop_report = [this](const std::string& reason) {
    print_stopped(reason, guard_->phase().load(), known_progress());
  };
  return settings;
}

int CheckRun::run_guarded() {
  try {
    // Inside the try: without a thread to spare (ulimit -v, a thread limit)
    // the run ends UNKNOWN with its reason, not in std::terminate.
    guard_->start();  // last: the backstop reads what is set up above
    return run_phases();
  } catch (const std::bad_alloc&) {
    return out_of_memory_exit();
  } catch (const std::exception& e) {
    return internal_error_exit(e);
  }
}

/// The run's first line: what is checked, how deep, with which backend.
namespace {

/// --list-unmodelled: the functions the program calls (directly) that have
/// no body after the models were linked and no meaning in the encoder, each
/// with its first call site in the module's order; a function only the C
/// library models call is shown "in the model of f".
void print_unmodelled(std::ostream& out, const llvm::Module& module) {
  std::vector<const llvm::Function*> order;
  std::map<const llvm::Function*, std::string> site;
  for (const llvm::Function& caller : module)
    for (const llvm::BasicBlock& block : caller)
      for (const llvm::Instruction& inst : block) {
        const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst);
        const llvm::Function* callee = call ? call->getCalledFunction() : nullptr;
        if (!callee || !callee->isDeclaration() || callee->isIntrinsic() ||
            encoder::encoder_models_function(callee->getName().str()))
          continue;
        const llvm::DebugLoc& at = call->getDebugLoc();
        std::string here = at ? "at " + at->getFilename().str() + ":" + std::to_string(at.getLine())
                              : "in the model of " + caller.getName().str();
        auto [it, added] = site.emplace(callee, here);
        if (added) order.push_back(callee);
        else if (at && it->second.rfind("in the model", 0) == 0) it->second = here;  // the program's own call
      }
  for (const llvm::Function* callee : order) out << callee->getName().str() << " " << site[callee] << "\n";
}

}  // namespace

void CheckRun::print_header() {
  human() << "swarmbmc " SWARMBMC_VERSION ": checking " << options_.input_names() << " (entry " << options_.verify.entry
          << ", depth "
          << (options_.k_induction ? "k-induction up to k = " + std::to_string(options_.max_k)
              : deepens()          ? std::string("deepening")
                                   : std::to_string(options_.verify.depth))
          << ", solver " << options_.verify.solver << ")" << std::endl;
}

int CheckRun::run_phases() {
  if (options_.property == SvProperty::Termination) {
    print_header();
    human() << "VERDICT: UNKNOWN (termination is not supported)\nSV-COMP: unknown (termination is not supported)"
            << std::endl;
    return encoder::verdict_exit_code(encoder::Verdict::Unknown);
  }
  try {
    if (!load_program()) return stopped_exit();
  } catch (const frontend::InputError& e) {
    return error_exit(e.what());
  }
  if (!options_.solver_given) options_.verify.solver = engine::default_solver(*module_);
  print_header();
  const unsigned pointer_bits = module_->getDataLayout().getPointerSizeInBits();
  if (pointer_bits != 64 && pointer_bits != 32)
    return unknown_exit("data model with " + std::to_string(pointer_bits) + "-bit pointers is not supported");
  guard_->set_phase("discovering features");
  catalog_ = logsrt::discover_features(*module_, options_.features);
  if (guard_->stopped()) return stopped_exit();
  if (options_.list_features) {
    claim();
    report::print_features(std::cout, catalog_);
    return 0;
  }
  if (options_.list_unmodelled) {
    claim();
    print_unmodelled(std::cout, *module_);
    return 0;
  }
  if (const std::optional<int> exit =
          apply_choice_options(*module_, options_.choice_flags, options_.verify, human(), std::cerr)) {
    claim();  // --list-choices, or a bad choice (ChoiceOptions.cpp)
    return *exit;
  }
  std::set<std::string> named_by_log;  // a swarm cannot omit them: the log needs them
  if (options_.log_restricted()) {
    guard_->set_phase("reading the log");
    try {
      human() << apply_log_trace(*module_, options_, named_by_log);
    } catch (const logsrt::LogError& e) {
      return error_exit(e.what(), 2);
    }
  }
  std::vector<std::string> features;
  for (const auto& [name, sites] : catalog_.features)
    if (!named_by_log.count(name)) features.push_back(name);
  const std::set<std::string> omitted = options_.omitted();
  for (const std::string& feature : omitted)
    if (!catalog_.features.count(feature))
      return error_exit("--omit names unknown feature '" + feature + "' (see --list-features)");
  if (!options_.emit_variant.empty()) return emit_variant(omitted);
  if (!options_.emit_ranges.empty()) return emit_ranges();

  guard_->set_phase("planning");
  swarm::Plan planned = plan(features, omitted);
  if (const std::string error = apply_swarm_choices(*module_, options_.choice_flags, options_.verify, planned, human());
      !error.empty())
    return error_exit(error);
  const swarm::Plan configurations = apply_range_options(options_, std::move(planned));
  if (guard_->stopped()) return stopped_exit();
  return run_plan(configurations);
}

/// Compiles or loads the input; false when a stop came meanwhile.
bool CheckRun::load_program() {
  for (const std::string& note : options_.input_notes) std::cerr << "swarmbmc: note: " << note << "\n";
  for (const std::string& warning : options_.input_warnings) std::cerr << "warning: " << warning << "\n";
  bool compiles = false;
  for (const frontend::InputFile& input : options_.inputs) {
    const std::string extension = llvm::StringRef(input.path).rsplit('.').second.str();
    compiles = compiles || extension == "c" || extension == "i";
  }
  guard_->set_phase(compiles ? "compiling" : "loading");
  module_ = frontend::load_program(options_.inputs, options_.frontend, context_);
  return !guard_->stopped();
}

int CheckRun::emit_variant(const std::set<std::string>& omitted) {
  guard_->set_phase("slicing");
  std::unique_ptr<llvm::Module> variant = llvm::CloneModule(*module_);
  const logsrt::RestrictionStatistics sliced =
      logsrt::restrict_module(*variant, omitted, options_.features, slicing());
  frontend::prepare_module(*variant);
  if (guard_->stopped()) return stopped_exit();
  std::error_code error;
  llvm::raw_fd_ostream file(options_.emit_variant, error);
  if (error) return error_exit("cannot write '" + options_.emit_variant + "': " + error.message());
  claim();
  variant->print(file, nullptr);
  std::cout << "wrote the configuration omitting " << swarm::describe_omitted(omitted) << " to "
            << options_.emit_variant << " (instructions " << sliced.instructions_before << " -> "
            << sliced.instructions_after << ")\n";
  return 0;
}

int CheckRun::emit_ranges() {
  guard_->set_phase("unrolling");
  std::string said, error;
  if (!emit_range_files(options_, *module_, &guard_->interrupt(), said, error)) return stopped_exit();
  if (!error.empty()) return error_exit(error);
  claim();
  std::cout << said;
  return 0;
}

swarm::Plan CheckRun::plan(const std::vector<std::string>& features, const std::set<std::string>& omitted) const {
  if (options_.omit_list.empty()) return swarm::plan_configurations(features, options_.swarm_size, options_.seed);
  swarm::Plan plan;
  plan.configurations.push_back({0, omitted});
  plan.requested = 1;
  plan.seed = options_.seed;
  return plan;
}

int CheckRun::run_plan(const swarm::Plan& plan) {
  swarm::SwarmOptions swarm_options;
  swarm_options.jobs = options_.jobs;
  swarm_options.verify = options_.verify;
  swarm_options.features = options_.features;
  swarm_options.slicing = slicing();
  swarm_options.run_all = options_.run_all;
  swarm_options.dispatcher = dispatcher_;
  if (options_.k_induction) {
    swarm_options.induction_max_k = options_.max_k;
    swarm_options.verify.depth = options_.max_k;  // the replay of a counterexample at any k up to it
  }
  swarm_options.encoding = swarm::parse_encoding(options_.swarm_encoding).value_or(swarm::Encoding::Auto);
  swarm_options.interrupt = &guard_->interrupt();
  swarm_options.interrupt_description = [this] { return guard_->stop_description(); };
  swarm_options.phase = &guard_->phase();
  display_ = live_display(plan);
  shown_display_.store(display_.get());
  if (display_) swarm_options.live_status = [this](unsigned index) { return display_->status(index); };
  // One term manager and solver for every depth: only a single run (one
  // thread, no range, no omission) can share them.
  if (deepens() && options_.deepening_reuse && plan.configurations.size() == 1 &&
      plan.configurations[0].omitted.empty() && !plan.configurations[0].range)
    swarm_options.verify.reuse = encoder::make_depth_reuse(options_.verify);
  // A single run decides the verdict: its memory is left to the exit.
  swarm_options.verify.abandon_always = !deepens() && plan.configurations.size() == 1;
  // A swarm's configuration 0 ends the run when it proves (the runner
  // passes this to it alone); with deepening, a deeper run may follow.
  swarm_options.verify.abandon_on_proof = !deepens();
  // --property without --depth: k-induction beside deepening (InductionBeside.h).
  std::unique_ptr<engine::InductionBeside> beside = induction_beside(plan);
  if (beside) {
    swarm_options.interrupt = beside->deepening_interrupt();
    swarm_options.interrupt_description = [this, proved = beside.get()] {
      return proved->proved() ? std::string("k-induction proved the program") : guard_->stop_description();
    };
  }
  swarm::SwarmReport report = deepens() ? engine::deepen([&](unsigned depth) {
    swarm_options.verify.depth = options_.verify.depth = depth;
    return swarm::run_swarm(*module_, plan, swarm_options);
  }, human()) : swarm::run_swarm(*module_, plan, swarm_options);
  if (beside) take_induction_proof(*beside, report);
  settle_library_assumptions(report.final, options_.property.has_value());
  confirm_library_counterexample(options_, module_.get(), report, human());
  stop_display();
  // The runner only sees its interrupt flag; "interrupted" is for signals.
  report.interrupted = report.interrupted && guard_->cause() == encoder::StopCause::Interrupted;
  claim();
  show_log_lines(report.final.trace);
  if (options_.prints_swarm_table()) report::print_swarm_table(human(), report);
  const report::ProcessFigures process = figures();
  if (options_.log_restricted() && report.final.verdict != encoder::Verdict::Failed &&
      report.final.verdict != encoder::Verdict::Unknown)
    human() << "Within the bound, no execution " << (options_.log_trace.empty() ? "matching the pattern" : "printing the log")
            << (options_.log_reach ? " ends or fails." : " fails a property.") << "\n";
  report::print_result(human(), std::cerr, report.final, options_.verify, options_.show_stats, &process,
                       options_.trace_verbosity);
  if (!emit_swarm_choices(options_.choice_flags, options_.verify, report, std::cerr)) return 1;
  return finish(report);
}

std::unique_ptr<engine::InductionBeside> CheckRun::induction_beside(const swarm::Plan& plan) {
  // A proof holds for the complete program only: with --omit or --ranges
  // no run checks it whole. A swarm's configuration 0 is the whole program,
  // and k-induction checks its own unsliced copy beside the swarm.
  bool whole = options_.omit_list.empty() && !plan.configurations.empty() && plan.configurations[0].omitted.empty();
  for (const swarm::Configuration& configuration : plan.configurations) whole = whole && !configuration.range;
  if (!deepens() || options_.no_k_induction || !whole || options_.log_restricted()) return nullptr;
  if (!encoder::induction_applicable(*module_, options_.verify.entry)) return nullptr;
  return std::make_unique<engine::InductionBeside>(*module_, options_.verify, kPortfolioMaxK, guard_->interrupt());
}

void CheckRun::take_induction_proof(engine::InductionBeside& beside, swarm::SwarmReport& report) {
  std::optional<encoder::VerifyResult> proof = beside.finish();
  // A counterexample (replayed) or deepening's own proof stands.
  if (!proof || report.final.verdict == encoder::Verdict::Failed || report.final.verdict == encoder::Verdict::Verified)
    return;
  const size_t swarm_size = report.plan.configurations.size();
  human() << "k-induction proved the program (k = " << proof->induction_k << ") while deepening"
          << (swarm_size > 1 ? " (swarm of " + std::to_string(swarm_size) + " configurations)" : std::string())
          << " was at depth " << options_.verify.depth << std::endl;
  report.final = std::move(*proof);
  report.interrupted = false;
}

/// The live status on stderr, when wanted (see CheckOptions::shows_progress).
std::unique_ptr<report::LiveDisplay> CheckRun::live_display(const swarm::Plan& plan) {
  if (!options_.shows_progress()) return nullptr;
  std::vector<std::string> labels;
  for (const swarm::Configuration& configuration : plan.configurations)
    labels.push_back(plan.configurations.size() == 1 && configuration.omitted.empty()
                         ? options_.input_names()
                         : "#" + std::to_string(configuration.index) + " omitting " +
                               swarm::describe_omitted(configuration.omitted));
  auto display = std::make_unique<report::LiveDisplay>(std::move(labels), ::isatty(STDERR_FILENO) != 0,
                                                       &guard_->phase());
  display->start();
  return display;
}

report::ProcessFigures CheckRun::figures() const {
  return report::ProcessFigures{guard_->elapsed_ms(), ProcessGuard::peak_megabytes()};
}

void CheckRun::write_stats_json(swarm::SwarmReport& report) const {
  if (options_.stats_json.empty()) return;
  const report::ProcessFigures process = figures();
  report.wall_ms = process.wall_ms;
  report.peak_memory_mb = process.peak_memory_mb;
  std::string error;
  if (!report::write_stats_json(options_.stats_json, report, error)) std::cerr << "swarmbmc: error: " << error << "\n";
}

// UNKNOWN for a stop outside the verifier (or a stuck phase, from the
// backstop): the statistics are whatever the verifier had, if anything.
int CheckRun::print_stopped(const std::string& reason, const std::string& during,
                            const encoder::RunStatistics& statistics) {
  stop_display();
  swarm::SwarmReport report;
  report.plan.seed = options_.seed;
  report.interrupted = guard_->cause() == encoder::StopCause::Interrupted;
  report.total_ms = guard_->elapsed_ms();
  report.final.verdict = encoder::Verdict::Unknown;
  report.final.reason = reason;
  report.final.stop_cause =
      guard_->cause() == encoder::StopCause::None ? encoder::StopCause::Interrupted : guard_->cause();
  report.final.stopped_while = during;
  report.final.statistics = statistics;
  const report::ProcessFigures process = figures();
  report::print_result(human(), std::cerr, report.final, options_.verify, true, &process);
  return finish(report);
}

int CheckRun::unknown_exit(const std::string& reason) {
  claim();
  swarm::SwarmReport report;
  report.plan.seed = options_.seed;
  report.final.verdict = encoder::Verdict::Unknown;
  report.final.reason = reason;
  report::print_result(human(), std::cerr, report.final, options_.verify, false, nullptr);
  return finish(report);
}

int CheckRun::finish(swarm::SwarmReport& report) {
  settle_choice_verdict(report.final, options_.verify);  // before the documents: result.choiceHeuristics
  const report::ProcessFigures process = figures();
  report.wall_ms = process.wall_ms;
  report.peak_memory_mb = process.peak_memory_mb;
  write_stats_json(report);
  const report::RunInfo run = describe_run(options_, module_.get());
  if (!write_documents(options_, run, report)) return 1;
  if (!write_reproducer_file(report.final)) return 1;
  print_svcomp_answer(report.final);
  return settle_choice_verdict(report.final, options_.verify);  // exit 4: proof only under --choice heuristics
}

bool CheckRun::write_reproducer_file(const encoder::VerifyResult& result) const {
  if (options_.reproducer_path.empty() || result.verdict != encoder::Verdict::Failed) return true;
  std::string error;
  if (write_reproducer(options_.reproducer_path, result.trace, error)) return true;
  std::cerr << "swarmbmc: error: " << error << "\n";
  return false;
}

void CheckRun::show_log_lines(std::vector<encoder::TraceStep>& trace) const {
  // The text trace then shows what each event printed: the values the log fixed.
  for (encoder::TraceStep& step : trace)
    if (step.kind == encoder::TraceStep::Kind::Log && step.log_line && step.log_line <= options_.log_lines.size())
      step.text += " printed " + encoder::c_string_literal(options_.log_lines[step.log_line - 1]);
}

// Claims the output; when the backstop already has it, it is about to exit
// the process: wait for that rather than print a second report.
void CheckRun::claim() {
  // Claimed already by this thread (an exception while writing the
  // documents leads here again): waiting for another claimant would hang.
  if (claimed_) return;
  guard_->set_phase("printing");
  if ((claimed_ = guard_->claim_report())) return;
  for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
}

int CheckRun::stopped_exit() {
  const std::string reason = guard_->stop_reason(), during = guard_->phase().load();
  claim();
  return print_stopped(reason, during, known_progress());
}

int CheckRun::error_exit(const std::string& message, int code) {
  if (guard_->stopped()) return stopped_exit();  // e.g. clang killed by the guard
  claim();
  std::cerr << "swarmbmc: error: " << message << "\n";
  return code;
}

// Allocation failed before the limit was seen (or without a limit).
int CheckRun::out_of_memory_exit() {
  const std::string during = guard_->phase().load();
  const std::string reason = (options_.memory_limit_mb
                                  ? encoder::describe_stop(encoder::StopCause::MemoryLimit, guard_->limits())
                                  : "out of memory") +
                             " while " + during;
  claim();
  return print_stopped(reason, during, known_progress());  // an external ulimit too: the figures so far
}

encoder::RunStatistics CheckRun::known_progress() {
  std::lock_guard lock(progress_mutex_);
  return progress_;
}

// A bug of ours or a library's (LLVM throws std::logic_error on some modules
// it cannot handle): one line and UNKNOWN, never an abort and never a verdict.
int CheckRun::internal_error_exit(const std::exception& error) {
  const std::string during = guard_->phase().load();
  claim();
  std::cerr << "swarmbmc: internal error while " << during << ": " << error.what() << "\n";
  human() << "VERDICT: UNKNOWN (internal error while " << during << ")" << std::endl;
  encoder::VerifyResult unknown;
  unknown.reason = "internal error while " + during;
  print_svcomp_answer(unknown);
  return encoder::verdict_exit_code(encoder::Verdict::Unknown);
}

}  // namespace

int run_check(CheckOptions options, swarm::ConfigurationDispatcher* dispatcher) {
  return CheckRun(std::move(options), dispatcher).run();
}

int check_main(int argc, char** argv) { return check_main_dispatched(argc, argv, nullptr); }

int check_main_dispatched(int argc, char** argv, swarm::ConfigurationDispatcher* dispatcher) {
  CLI::App app{"swarmbmc: a bounded model checker for C programs and LLVM IR.\n"
               "Finds assertion failures, out-of-bounds and null dereferences and division by zero\n"
               "within a bounded number of loop iterations, with a counterexample trace.",
               "swarmbmc"};
  CheckOptions options;
  add_check_options(app, options);
  if (const std::optional<int> exit_code = parse_command_line(app, argc, argv)) return *exit_code;
  if (const std::string problem = finish_check_options(options); !problem.empty()) {
    std::cerr << "swarmbmc: error: " << problem << "\n";
    return 1;
  }
  if (const std::optional<int> exit_code = load_peer(options.verify, std::cerr)) return *exit_code;
  return run_check(std::move(options), dispatcher);
}

}  // namespace swarmbmc::cli
