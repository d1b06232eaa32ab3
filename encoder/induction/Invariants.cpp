#include "Invariants.h"
#include "Residues.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>

#include <algorithm>
#include <map>
#include <tuple>

namespace swarmbmc::encoder {

std::string loop_variable_name(const llvm::PHINode& phi) {
  std::string name = phi.getName().str();
  if (const size_t dot = name.find('.'); dot != std::string::npos && dot > 0) name.resize(dot);
  return name.empty() ? "(loop variable)" : name;
}

namespace {

/// The loop's comparison constants, each at `width` bits, with their neighbours, and `initial`'s.
std::vector<llvm::APInt> constants_for(const llvm::Loop& loop, unsigned width, const llvm::APInt& initial) {
  std::vector<llvm::APInt> values;
  auto add = [&](const llvm::APInt& v) {
    values.push_back(v);
    values.push_back(v + 1);
    values.push_back(v - 1);
  };
  add(initial);
  for (const llvm::BasicBlock* block : loop.blocks())
    for (const llvm::Instruction& inst : *block)
      if (const auto* compare = llvm::dyn_cast<llvm::ICmpInst>(&inst))
        for (const llvm::Value* operand : compare->operands())
          if (const auto* constant = llvm::dyn_cast<llvm::ConstantInt>(operand))
            add(constant->getValue().sextOrTrunc(width));
  std::sort(values.begin(), values.end(), [](const llvm::APInt& a, const llvm::APInt& b) { return a.slt(b); });
  values.erase(std::unique(values.begin(), values.end()), values.end());
  return values;
}

std::string bound_text(const std::string& name, bool upper, bool is_signed, const llvm::APInt& value) {
  return name + (upper ? " <=" : " >=") + (is_signed ? " " : "u ") +
         (is_signed ? std::to_string(value.getSExtValue()) : std::to_string(value.getZExtValue()));
}

}  // namespace

/// x + y and x - y as on entry, for every pair of integer phis of one width
/// (count_up_down: x-- and y++ keep x + y == n).
void add_relations(const llvm::Loop& loop, std::vector<PhiBound>& candidates) {
  std::vector<const llvm::PHINode*> phis;
  for (const llvm::PHINode& phi : loop.getHeader()->phis()) phis.push_back(&phi);
  for (unsigned i = 0; i < phis.size(); ++i)
    for (unsigned j = i + 1; j < phis.size(); ++j) {
      const auto* a = llvm::dyn_cast<llvm::IntegerType>(phis[i]->getType());
      const auto* b = llvm::dyn_cast<llvm::IntegerType>(phis[j]->getType());
      if (!a || !b || a != b || a->getBitWidth() < 2 || a->getBitWidth() > 64) continue;
      const std::string x = loop_variable_name(*phis[i]), y = loop_variable_name(*phis[j]);
      for (const PhiBound::Kind kind : {PhiBound::Kind::Sum, PhiBound::Kind::Difference}) {
        if (candidates.size() >= kMaxInvariantCandidates) return;
        PhiBound relation;
        relation.kind = kind;
        relation.phi = i;
        relation.other = j;
        relation.width = a->getBitWidth();
        relation.text = x + (kind == PhiBound::Kind::Sum ? " + " : " - ") + y + " as on entry";
        candidates.push_back(relation);
      }
    }
}

std::vector<PhiBound> candidate_bounds(const llvm::Loop& loop) {
  std::vector<PhiBound> candidates;
  add_relations(loop, candidates);
  add_residues(loop, candidates, kMaxInvariantCandidates / 2);
  const llvm::BasicBlock* preheader = loop.getLoopPreheader();
  if (!preheader) return candidates;
  unsigned index = 0;
  for (const llvm::PHINode& phi : loop.getHeader()->phis()) {
    const unsigned i = index++;
    const auto* type = llvm::dyn_cast<llvm::IntegerType>(phi.getType());
    const auto* initial = llvm::dyn_cast<llvm::ConstantInt>(phi.getIncomingValueForBlock(preheader));
    if (!type || !initial || type->getBitWidth() < 2 || type->getBitWidth() > 64) continue;
    const llvm::APInt c0 = initial->getValue();
    for (const llvm::APInt& c : constants_for(loop, type->getBitWidth(), c0))
      for (const bool is_signed : {true, false})
        for (const bool upper : {false, true}) {
          const bool holds = upper ? (is_signed ? c0.sle(c) : c0.ule(c)) : (is_signed ? c0.sge(c) : c0.uge(c));
          // Trivial bounds (x >=u 0, x <=u max) say nothing.
          const bool trivial = !is_signed && (upper ? c.isMaxValue() : c.isZero());
          if (!holds || trivial || candidates.size() >= kMaxInvariantCandidates) continue;
          PhiBound bound;
          bound.phi = i;
          bound.upper = upper;
          bound.is_signed = is_signed;
          bound.value = c.getZExtValue();
          bound.width = type->getBitWidth();
          bound.text = bound_text(loop_variable_name(phi), upper, is_signed, c);
          candidates.push_back(bound);
        }
  }
  return candidates;
}

std::vector<std::string> describe_bounds(const std::vector<PhiBound>& bounds) {
  // The tightest bound per (phi, upper, signed), compared as the phi's signedness says.
  std::map<std::tuple<unsigned, bool, bool>, const PhiBound*> tightest;
  auto as_signed = [](const PhiBound& bound) {
    return llvm::APInt(bound.width, bound.value).getSExtValue();
  };
  auto tighter = [&](const PhiBound& a, const PhiBound& b) {  // a is tighter than b
    const long long as = as_signed(a), bs = as_signed(b);
    if (a.is_signed) return a.upper ? as < bs : as > bs;
    return a.upper ? a.value < b.value : a.value > b.value;
  };
  std::vector<std::string> texts;
  for (const PhiBound& bound : bounds) {
    if (bound.kind != PhiBound::Kind::Bound) {
      if (!residue_says_nothing(bound, bounds)) texts.push_back(bound.text);
      continue;
    }
    const PhiBound*& kept = tightest[{bound.phi, bound.upper, bound.is_signed}];
    if (!kept || tighter(bound, *kept)) kept = &bound;
  }
  for (const auto& [key, bound] : tightest) {
    const auto& [phi, upper, is_signed] = key;
    const auto lower = tightest.find({phi, false, true});
    const auto signed_upper = tightest.find({phi, true, true});
    const bool implied = !is_signed && upper && lower != tightest.end() &&
                         as_signed(*lower->second) >= 0 && signed_upper != tightest.end() &&
                         signed_upper->second->value == bound->value;
    if (!implied) texts.push_back(bound->text);
  }
  return texts;
}

std::vector<PhiBound> inductive_bounds(const llvm::Module& module, const VerifyOptions& options, InductionLoop loop,
                                       double& encode_ms, double& solve_ms) {
  loop.step = true;
  loop.check_invariants = true;
  loop.k = 1;
  VerifyOptions check = options;
  check.abandon_always = check.abandon_on_proof = false;
  while (!loop.invariants.empty()) {
    check.induction = loop;
    const VerifyResult result = verify(module, check);
    encode_ms += result.statistics.encode_ms;
    solve_ms += result.statistics.solve_ms;
    if (result.verdict == Verdict::Verified) return loop.invariants;  // none fails: inductive
    const std::string prefix = "invariant candidate ";
    if (result.verdict != Verdict::Failed || result.violated->message.rfind(prefix, 0) != 0) return {};
    const size_t failing = std::stoul(result.violated->message.substr(prefix.size()));
    loop.invariants.erase(loop.invariants.begin() + static_cast<long>(failing));
  }
  return {};
}

}  // namespace swarmbmc::encoder
