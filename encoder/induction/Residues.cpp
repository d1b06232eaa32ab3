#include "Residues.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>

#include <algorithm>

#include "Invariants.h"

namespace swarmbmc::encoder {

namespace {

/// The constants the loop's comparisons use, at `width` bits, each once.
std::vector<llvm::APInt> comparison_constants(const llvm::Loop& loop, unsigned width) {
  std::vector<llvm::APInt> values;
  for (const llvm::BasicBlock* block : loop.blocks())
    for (const llvm::Instruction& inst : *block)
      if (const auto* compare = llvm::dyn_cast<llvm::ICmpInst>(&inst))
        for (const llvm::Value* operand : compare->operands())
          if (const auto* constant = llvm::dyn_cast<llvm::ConstantInt>(operand))
            values.push_back(constant->getValue().sextOrTrunc(width));
  std::sort(values.begin(), values.end(), [](const llvm::APInt& a, const llvm::APInt& b) { return a.ult(b); });
  values.erase(std::unique(values.begin(), values.end()), values.end());
  return values;
}

PhiBound residue(unsigned phi, unsigned width, unsigned low_bits, const std::string& name) {
  PhiBound candidate;
  candidate.kind = PhiBound::Kind::Residue;
  candidate.phi = phi;
  candidate.width = width;
  candidate.low_bits = low_bits;
  candidate.text = name + " % " + std::to_string(1u << low_bits) + " as on entry";
  return candidate;
}

PhiBound residue_above(unsigned phi, unsigned width, const llvm::APInt& c, bool is_signed, const std::string& name) {
  PhiBound candidate = residue(phi, width, 1, name);
  candidate.kind = PhiBound::Kind::ResidueAbove;
  candidate.value = c.getZExtValue();
  candidate.is_signed = is_signed;
  candidate.text += " once " + name + (is_signed ? " >= " + std::to_string(c.getSExtValue())
                                                 : " >=u " + std::to_string(c.getZExtValue()));
  return candidate;
}

}  // namespace

void add_residues(const llvm::Loop& loop, std::vector<PhiBound>& candidates, size_t limit) {
  std::vector<PhiBound> above;  // after every plain residue: they are the likelier ones
  unsigned index = 0;
  for (const llvm::PHINode& phi : loop.getHeader()->phis()) {
    const unsigned i = index++;
    const auto* type = llvm::dyn_cast<llvm::IntegerType>(phi.getType());
    if (!type || type->getBitWidth() < 3 || type->getBitWidth() > 64) continue;
    const unsigned width = type->getBitWidth();
    const std::string name = loop_variable_name(phi);
    for (const unsigned low_bits : {1u, 2u})
      if (candidates.size() < limit) candidates.push_back(residue(i, width, low_bits, name));
    for (const llvm::APInt& c : comparison_constants(loop, width))
      for (const bool is_signed : {false, true})
        if (!c.isZero() || is_signed) above.push_back(residue_above(i, width, c, is_signed, name));
  }
  for (PhiBound& candidate : above)
    if (candidates.size() < limit) candidates.push_back(std::move(candidate));
}

bool residue_says_nothing(const PhiBound& candidate, const std::vector<PhiBound>& proven) {
  const llvm::APInt c(candidate.width, candidate.value);
  for (const PhiBound& other : proven) {
    if (&other == &candidate || other.phi != candidate.phi) continue;
    const bool finer_residue = other.kind == PhiBound::Kind::Residue && other.low_bits >= candidate.low_bits;
    if (candidate.kind == PhiBound::Kind::Residue) {
      if (finer_residue && other.low_bits > candidate.low_bits) return true;
      continue;
    }
    if (finer_residue) return true;
    const llvm::APInt v(other.width, other.value);
    if (other.kind == PhiBound::Kind::Bound && other.upper && other.is_signed == candidate.is_signed &&
        (candidate.is_signed ? v.sle(c) : v.ule(c)))
      return true;  // c <= x <= v <= c: one value
    if (other.kind == PhiBound::Kind::ResidueAbove && candidate.is_signed && !other.is_signed && other.value == candidate.value)
      return true;  // the unsigned twin says it
  }
  return false;
}

}  // namespace swarmbmc::encoder
