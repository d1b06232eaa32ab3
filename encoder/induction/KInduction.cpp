#include "KInduction.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <optional>

#include "Invariants.h"
#include "LoopEffects.h"
#include "Recursion.h"

namespace swarmbmc::encoder {

namespace {

/// 1, 2, 3, 4, 6, 8, 12, 16, ... (the deepening schedule) up to max_k, max_k last.
std::vector<unsigned> k_schedule(unsigned max_k) {
  std::vector<unsigned> ks;
  // As deepening's: 4, 6, 8, 12, 16, 24, ... (powers of two x1.5, others x4/3).
  for (unsigned k = 1; k < max_k; k = k < 4 ? k + 1 : (k & (k - 1)) == 0 ? k + k / 2 : k + k / 3) ks.push_back(k);
  ks.push_back(std::max(1u, max_k));
  return ks;
}

/// "loop at file:line", as the unroller names unwinding cuts.
/// Where `loop` starts: its debug start location, or just its function.
SourceLocation loop_location(const llvm::Loop& loop) {
  SourceLocation where;
  where.function = loop.getHeader()->getParent()->getName().str();
  if (const llvm::DebugLoc start = loop.getStartLoc()) {
    where.file = start->getFilename().str();
    where.line = start.getLine();
    where.column = start.getCol();
  }
  return where;
}

std::string describe_loop(const llvm::Loop& loop) {
  std::string where;
  if (const llvm::DebugLoc start = loop.getStartLoc()) where = start->getFilename().str() + ":" + std::to_string(start.getLine());
  else where = loop.getHeader()->getParent()->getName().str();
  return "loop at " + where;
}

struct Candidate {
  const llvm::Loop* loop;
  LoopEffects effects;
  /// Proven bounds on its variables (Invariants.h), found once, at the first step.
  std::optional<std::vector<PhiBound>> invariants;
};

class Induction {
 public:
  Induction(const llvm::Module& module, const VerifyOptions& options, unsigned max_k, bool beside_deepening)
      : module_(module), options_(options), max_k_(max_k), beside_deepening_(beside_deepening) {}
  VerifyResult run();

 private:
  /// One base case and, when it leaves L open, one step for `candidate` at k; true when decided.
  bool try_loop(Candidate& candidate, unsigned k);
  VerifyResult run_case(unsigned k, const Candidate* candidate, bool step);
  /// The loop as the unroller is given it, without invariants.
  InductionLoop induction_loop(const Candidate& candidate, unsigned k, bool step) const;
  VerifyResult finish_unproven();
  /// Recursion.h's proof, when the program's recursion is eligible; true when it verified.
  bool try_recursion();
  /// Beside deepening, a base case without an eligible loop only repeats deepening's work.
  bool only_repeats_deepening() const;
  bool stopped(const VerifyResult& r) const { return r.verdict == Verdict::Unknown && r.stop_cause != StopCause::None; }

  const llvm::Module& module_;
  VerifyOptions options_;
  unsigned max_k_;
  bool beside_deepening_;
  std::vector<Candidate> candidates_;
  std::optional<VerifyResult> decided_;
  VerifyResult last_base_;
  std::string why_not_;  ///< the latest reason no proof was found
  std::string recursion_why_not_;  ///< why Recursion.h's proof was not found, when the program recurses
  double encode_ms_ = 0, solve_ms_ = 0;
};

VerifyResult Induction::run_case(unsigned k, const Candidate* candidate, bool step) {
  VerifyOptions options = options_;
  options.depth = k;
  if (candidate) {
    options.induction = induction_loop(*candidate, k, step);
    if (step && candidate->invariants) options.induction->invariants = *candidate->invariants;
  }
  options.abandon_always = options.abandon_on_proof = false;  // later runs follow
  VerifyResult result = verify(module_, options);
  encode_ms_ += result.statistics.encode_ms;
  solve_ms_ += result.statistics.solve_ms;
  return result;
}

InductionLoop Induction::induction_loop(const Candidate& candidate, unsigned k, bool step) const {
  InductionLoop loop;
  loop.header = candidate.loop->getHeader();
  loop.step = step;
  loop.k = k;
  loop.havoc = candidate.effects.written;
  loop.havoc_everything = candidate.effects.havoc_everything;
  loop.lifetimes = candidate.effects.lifetimes;
  return loop;
}

bool Induction::try_loop(Candidate& candidate, unsigned k) {
  VerifyResult base = run_case(k, &candidate, false);
  if (base.verdict == Verdict::Failed || base.verdict == Verdict::Unknown ||
      (base.verdict == Verdict::Verified && !base.induction_loop_unwound)) {
    decided_ = std::move(base);  // a counterexample, a stop or unsupported construct, or the forward condition
    return true;
  }
  if (base.verdict != Verdict::Verified) {
    why_not_ = base.verdict == Verdict::Bounded ? "another loop needs more than " + std::to_string(k) + " iterations"
                                                : base.reason;
    last_base_ = std::move(base);
    return false;
  }
  last_base_ = std::move(base);
  last_base_.verdict = Verdict::Bounded;
  last_base_.unwound = {describe_loop(*candidate.loop)};
  if (!candidate.effects.not_eligible.empty()) {
    why_not_ = "no inductive step for the " + describe_loop(*candidate.loop) + ": " + candidate.effects.not_eligible;
    return false;
  }
  if (!candidate.invariants) {
    InductionLoop loop = induction_loop(candidate, k, true);
    loop.invariants = candidate_bounds(*candidate.loop);
    VerifyOptions options = options_;
    options.depth = k;
    candidate.invariants =
        loop.invariants.empty() ? std::vector<PhiBound>{} : inductive_bounds(module_, options, loop, encode_ms_, solve_ms_);
  }
  VerifyResult step = run_case(k, &candidate, true);
  if (stopped(step)) {
    decided_ = std::move(step);
    return true;
  }
  if (step.verdict == Verdict::Verified) {
    decided_ = std::move(step);
    decided_->induction_k = k;
    decided_->induction_invariants = describe_bounds(*candidate.invariants);
    decided_->induction_loop = loop_location(*candidate.loop);
    decided_->warnings = last_base_.warnings;
    return true;
  }
  why_not_ = step.verdict == Verdict::Failed  ? "the step fails at k = " + std::to_string(k) +
                                                   " (" + property_tag(step.violated->kind) + " at " +
                                                   step.violated->location.short_form() + ")"
             : step.verdict == Verdict::Bounded ? "in the step, another loop needs more than " + std::to_string(k) + " iterations"
                                                : "the step is unknown: " + step.reason;
  return false;
}

/// Loops in recursive functions are unwound at depths up to this.
constexpr unsigned kRecursionMaxDepth = 64;

bool Induction::try_recursion() {
  const std::string why = recursion_not_eligible(module_, options_.entry);
  if (why == "no recursion") return false;
  if (!why.empty()) {
    recursion_why_not_ = "no inductive proof of the recursion: " + why;
    return false;
  }
  std::optional<VerifyResult> proof =
      verify_recursion(module_, options_, std::min(max_k_, kRecursionMaxDepth), encode_ms_, solve_ms_);
  if (!proof) {
    recursion_why_not_ = "the recursion's proof with arbitrary results of recursive calls fails";
    return false;
  }
  decided_ = std::move(proof);
  return true;
}

bool Induction::only_repeats_deepening() const {
  if (!beside_deepening_) return false;
  for (const Candidate& candidate : candidates_)
    if (candidate.effects.not_eligible.empty()) return false;
  return true;
}

VerifyResult Induction::run() {
  const llvm::Function* entry = module_.getFunction(options_.entry);
  if (entry && !entry->isDeclaration() && try_recursion()) {
    // decided_ holds Recursion.h's proof
  } else if (entry && !entry->isDeclaration()) {
    llvm::DominatorTree dominators(const_cast<llvm::Function&>(*entry));
    llvm::LoopInfo loops(dominators);
    std::vector<const llvm::Loop*> top(loops.begin(), loops.end());
    std::reverse(top.begin(), top.end());  // LoopInfo lists top-level loops last first
    for (const llvm::Loop* loop : top)
      if (candidates_.size() < 4) candidates_.push_back({loop, loop_effects(*loop), std::nullopt});
    if (top.size() > 4) why_not_ = "k-induction tries at most 4 loops of '" + options_.entry + "'";
    for (const std::vector<unsigned> ks = k_schedule(max_k_); unsigned k : ks) {
      if (only_repeats_deepening()) break;
      if (candidates_.empty()) {
        VerifyResult plain = run_case(k, nullptr, false);
        if (plain.verdict != Verdict::Bounded) {
          decided_ = std::move(plain);
          break;
        }
        why_not_ = "'" + options_.entry + "' has no loop: the loops that need more depth are in functions it calls";
        last_base_ = std::move(plain);
        continue;
      }
      bool decided = false;
      for (Candidate& candidate : candidates_)
        if ((decided = try_loop(candidate, k))) break;
      if (decided) break;
    }
  } else {
    decided_ = run_case(1, nullptr, false);  // the verifier names the missing entry
  }
  VerifyResult result = decided_ ? std::move(*decided_) : finish_unproven();
  result.statistics.encode_ms = encode_ms_;
  result.statistics.solve_ms = solve_ms_;
  return result;
}

VerifyResult Induction::finish_unproven() {
  VerifyResult result = std::move(last_base_);
  std::string why = why_not_;
  if (!recursion_why_not_.empty()) why += (why.empty() ? "" : "; ") + recursion_why_not_;
  result.warnings.push_back("k-induction found no proof up to k = " + std::to_string(max_k_) +
                            (why.empty() ? std::string() : ": " + why));
  return result;
}

}  // namespace

bool induction_applicable(const llvm::Module& module, const std::string& entry_name) {
  const llvm::Function* entry = module.getFunction(entry_name);
  if (!entry || entry->isDeclaration()) return false;
  if (recursion_not_eligible(module, entry_name).empty()) return true;
  llvm::DominatorTree dominators(const_cast<llvm::Function&>(*entry));
  llvm::LoopInfo loops(dominators);
  for (const llvm::Loop* loop : loops)
    if (loop_effects(*loop).not_eligible.empty()) return true;
  return false;
}

VerifyResult verify_by_induction(const llvm::Module& module, const VerifyOptions& options, unsigned max_k,
                                 bool beside_deepening) {
  return Induction(module, options, max_k, beside_deepening).run();
}

}  // namespace swarmbmc::encoder
