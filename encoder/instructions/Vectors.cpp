// Vector instructions, scalarised. clang emits small vectors even at -O0
// (vector_size types, some copies); a vector value is an aggregate of its
// elements, laid out in memory without padding, and every operation works
// element by element with the scalar semantics (division checks included).
// Vectors of i1 (bit-packed in memory), of floating point, or scalable
// ones are not modelled and stay UNKNOWN.
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Instructions.h>

#include "Instructions.h"

namespace swarmbmc::encoder {

bool Instructions::involves_vectors(const llvm::Instruction& inst) {
  if (inst.getType()->isVectorTy()) return true;
  for (const llvm::Value* operand : inst.operands())
    if (operand->getType()->isVectorTy()) return true;
  return false;
}

namespace {

/// The lanes of a vector value (an aggregate of its elements).
const std::vector<SymValue>& lanes(const SymValue& v) {
  if (v.kind != SymValue::Kind::Aggregate) throw UnsupportedConstruct{"vector operand that is not a vector"};
  return v.elements;
}

/// extractelement: the lane at `index`; an index past the end gives poison.
SymValue extract_lane(terms::TermManager& tm, const std::vector<SymValue>& v, Term index, const SymValue& poison) {
  if (index->is_const()) return index->value < v.size() ? v[static_cast<size_t>(index->value)] : poison;
  SymValue value = poison;
  for (size_t i = v.size(); i-- > 0;) value = ite_value(tm, tm.mk_eq(index, tm.mk_bv(i, index->width())), v[i], value);
  return value;
}

/// insertelement: `element` in the lane at `index`, the others unchanged.
SymValue insert_lane(terms::TermManager& tm, std::vector<SymValue> result, const SymValue& element, Term index) {
  for (size_t i = 0; i < result.size(); ++i) {
    Term here = index->is_const() ? tm.mk_bool(index->value == i) : tm.mk_eq(index, tm.mk_bv(i, index->width()));
    result[i] = ite_value(tm, here, element, result[i]);
  }
  return SymValue::aggregate(std::move(result));
}

/// select with a vector condition: lane by lane.
SymValue select_lanes(terms::TermManager& tm, const SymValue& condition, const SymValue& x, const SymValue& y) {
  const std::vector<SymValue>&c = lanes(condition), &a = lanes(x), &b = lanes(y);
  std::vector<SymValue> result;
  for (size_t i = 0; i < c.size(); ++i) result.push_back(ite_value(tm, c[i].term, a[i], b[i]));
  return SymValue::aggregate(std::move(result));
}

/// A binary operation lane by lane.
template <typename Operation>
SymValue zip_lanes(const SymValue& x, const SymValue& y, Operation operation) {
  const std::vector<SymValue>&a = lanes(x), &b = lanes(y);
  std::vector<SymValue> result;
  for (size_t i = 0; i < a.size(); ++i) result.push_back(operation(a[i], b[i]));
  return SymValue::aggregate(std::move(result));
}

/// A cast between vectors of the same number of lanes.
bool is_lanewise_cast(const llvm::Instruction& inst) {
  return inst.isCast() && inst.getType()->isVectorTy() && inst.getOperand(0)->getType()->isVectorTy() &&
         llvm::cast<llvm::FixedVectorType>(inst.getType())->getNumElements() ==
             llvm::cast<llvm::FixedVectorType>(inst.getOperand(0)->getType())->getNumElements();
}

}  // namespace

SymValue Instructions::compute_vector(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  auto operand = [&](unsigned i) { return value_of(frame, inst.getOperand(i), state); };
  // i1 lanes (comparison results, select masks) never reach memory, so only
  // vectors that do are checked for a modelled shape.
  const bool i1_lanes = inst.getType()->isVectorTy() && inst.getType()->getScalarType()->isIntegerTy(1);
  if (inst.getType()->isVectorTy() && !i1_lanes) vector_shape(inst.getType());
  switch (inst.getOpcode()) {
    case llvm::Instruction::ExtractElement:
      return extract_lane(tm_, lanes(operand(0)), scalar_of(frame, inst.getOperand(1), state),
                          memory_.fresh_value(inst.getType(), "poison"));
    case llvm::Instruction::InsertElement:
      return insert_lane(tm_, lanes(operand(0)), operand(1), scalar_of(frame, inst.getOperand(2), state));
    case llvm::Instruction::ShuffleVector: {
      std::vector<SymValue> both = lanes(operand(0)), result;
      const std::vector<SymValue> second = lanes(operand(1));
      both.insert(both.end(), second.begin(), second.end());
      for (int index : llvm::cast<llvm::ShuffleVectorInst>(inst).getShuffleMask())
        result.push_back(index < 0 ? memory_.fresh_value(inst.getType()->getScalarType(), "undef") : both.at(index));
      return SymValue::aggregate(std::move(result));
    }
    case llvm::Instruction::Select: {
      SymValue condition = operand(0);
      if (condition.kind != SymValue::Kind::Aggregate) return ite_value(tm_, condition.term, operand(1), operand(2));
      return select_lanes(tm_, condition, operand(1), operand(2));
    }
    case llvm::Instruction::Freeze:
      return operand(0);
    default:
      break;
  }
  if (inst.isBinaryOp())
    return zip_lanes(operand(0), operand(1), [&](const SymValue& a, const SymValue& b) {
      return compute_binary(inst, a, b, state);
    });
  if (const auto* cmp = llvm::dyn_cast<llvm::ICmpInst>(&inst))
    return zip_lanes(operand(0), operand(1),
                     [&](const SymValue& a, const SymValue& b) { return compare(cmp->getPredicate(), a, b); });
  if (is_lanewise_cast(inst)) {
    const SymValue x = operand(0);  // kept alive: the loop runs over its lanes
    std::vector<SymValue> result;
    for (const SymValue& lane : lanes(x))
      result.push_back(compute_cast(inst, lane, inst.getType()->getScalarType()));
    return SymValue::aggregate(std::move(result));
  }
  throw UnsupportedConstruct{std::string("vector instruction ") + inst.getOpcodeName()};
}

}  // namespace swarmbmc::encoder
