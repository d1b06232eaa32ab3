// Vector instructions, scalarised. clang emits small vectors even at -O0
// (vector_size types, some copies); a vector value is an aggregate of its
// elements, laid out in memory without padding, and every operation works
// element by element with the scalar semantics (division checks included).
// Vectors of i1 (bit-packed in memory), of floating point, or scalable
// ones are not modelled and stay UNKNOWN.
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Instructions.h>

#include "Unroller.h"

namespace swarmbmc::encoder {

const llvm::FixedVectorType* Unroller::vector_shape(const llvm::Type* type) {
  const auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type);
  if (!vector) throw UnsupportedConstruct{"scalable vector"};
  const llvm::Type* element = vector->getElementType();
  const bool whole_bytes = element->isIntegerTy() && element->getIntegerBitWidth() % 8 == 0 &&
                           element->getIntegerBitWidth() <= terms::kMaxWidth;
  if (!whole_bytes && !element->isPointerTy())
    throw UnsupportedConstruct{"vector of elements other than whole-byte integers or pointers"};
  return vector;
}

bool Unroller::involves_vectors(const llvm::Instruction& inst) {
  if (inst.getType()->isVectorTy()) return true;
  for (const llvm::Value* operand : inst.operands())
    if (operand->getType()->isVectorTy()) return true;
  return false;
}

SymValue Unroller::compute_vector(Frame& frame, const llvm::Instruction& inst, PathState& state) {
  auto operand = [&](unsigned i) { return value_of(frame, inst.getOperand(i), state); };
  auto lanes = [&](const SymValue& v) -> const std::vector<SymValue>& {
    if (v.kind != SymValue::Kind::Aggregate) throw UnsupportedConstruct{"vector operand that is not a vector"};
    return v.elements;
  };
  // i1 lanes (comparison results, select masks) never reach memory, so only
  // vectors that do are checked for a modelled shape.
  const bool i1_lanes = inst.getType()->isVectorTy() && inst.getType()->getScalarType()->isIntegerTy(1);
  if (inst.getType()->isVectorTy() && !i1_lanes) vector_shape(inst.getType());
  std::vector<SymValue> result;
  switch (inst.getOpcode()) {
    case llvm::Instruction::ExtractElement: {
      const SymValue vector = operand(0);
      const std::vector<SymValue>& v = lanes(vector);
      Term index = scalar_of(frame, inst.getOperand(1), state);
      if (index->is_const()) {  // an index past the end gives poison: any value
        if (index->value < v.size()) return v[static_cast<size_t>(index->value)];
        return fresh_value(inst.getType(), "poison");
      }
      SymValue value = fresh_value(inst.getType(), "poison");
      for (size_t i = v.size(); i-- > 0;)
        value = ite_value(tm_, tm_.mk_eq(index, tm_.mk_bv(i, index->width())), v[i], value);
      return value;
    }
    case llvm::Instruction::InsertElement: {
      result = lanes(operand(0));
      SymValue element = operand(1);
      Term index = scalar_of(frame, inst.getOperand(2), state);
      for (size_t i = 0; i < result.size(); ++i) {
        Term here = index->is_const() ? tm_.mk_bool(index->value == i) : tm_.mk_eq(index, tm_.mk_bv(i, index->width()));
        result[i] = ite_value(tm_, here, element, result[i]);
      }
      return SymValue::aggregate(std::move(result));
    }
    case llvm::Instruction::ShuffleVector: {
      const auto& shuffle = llvm::cast<llvm::ShuffleVectorInst>(inst);
      std::vector<SymValue> both = lanes(operand(0));
      const SymValue other = operand(1);
      const std::vector<SymValue>& second = lanes(other);
      both.insert(both.end(), second.begin(), second.end());
      for (int index : shuffle.getShuffleMask())
        result.push_back(index < 0 ? fresh_value(inst.getType()->getScalarType(), "undef") : both.at(index));
      return SymValue::aggregate(std::move(result));
    }
    case llvm::Instruction::Select: {
      SymValue condition = operand(0);
      if (condition.kind != SymValue::Kind::Aggregate) return ite_value(tm_, condition.term, operand(1), operand(2));
      const SymValue x = operand(1), y = operand(2);
      const std::vector<SymValue>&c = lanes(condition), &a = lanes(x), &b = lanes(y);
      for (size_t i = 0; i < c.size(); ++i) result.push_back(ite_value(tm_, c[i].term, a[i], b[i]));
      return SymValue::aggregate(std::move(result));
    }
    case llvm::Instruction::Freeze:
      return operand(0);
    default:
      break;
  }
  if (inst.isBinaryOp()) {
    const SymValue x = operand(0), y = operand(1);
    const std::vector<SymValue>&a = lanes(x), &b = lanes(y);
    for (size_t i = 0; i < a.size(); ++i) result.push_back(compute_binary(inst, a[i], b[i], state));
    return SymValue::aggregate(std::move(result));
  }
  if (const auto* cmp = llvm::dyn_cast<llvm::ICmpInst>(&inst)) {
    const SymValue x = operand(0), y = operand(1);
    const std::vector<SymValue>&a = lanes(x), &b = lanes(y);
    for (size_t i = 0; i < a.size(); ++i) result.push_back(compare(cmp->getPredicate(), a[i], b[i]));
    return SymValue::aggregate(std::move(result));
  }
  if (inst.isCast() && inst.getType()->isVectorTy() && inst.getOperand(0)->getType()->isVectorTy() &&
      llvm::cast<llvm::FixedVectorType>(inst.getType())->getNumElements() ==
          llvm::cast<llvm::FixedVectorType>(inst.getOperand(0)->getType())->getNumElements()) {
    const SymValue x = operand(0);
    for (const SymValue& lane : lanes(x))
      result.push_back(compute_cast(inst, lane, inst.getType()->getScalarType()));
    return SymValue::aggregate(std::move(result));
  }
  throw UnsupportedConstruct{std::string("vector instruction ") + inst.getOpcodeName()};
}

}  // namespace swarmbmc::encoder
