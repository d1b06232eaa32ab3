// Values of a type, made whole: fresh variables (what the model leaves
// unknown) or zeros (null pointers); and fresh contents for what a pointer
// may point to (an unmodelled function's writes, k-induction's havoc).
#include <llvm/IR/DerivedTypes.h>

#include "MemoryModel.h"

namespace swarmbmc::encoder {

SymValue MemoryModel::fresh_value(const llvm::Type* type, const std::string& name) {
  const std::string unique = name + "#" + std::to_string(records_.fresh_number());
  if (type->isIntegerTy(1)) return SymValue::scalar(tm_.mk_var(terms::Sort::boolean(), unique));
  if (type->isIntegerTy() || type->isFloatingPointTy()) {  // floating point: its bits
    const unsigned w = static_cast<unsigned>(type->getPrimitiveSizeInBits());
    if (w > terms::kMaxWidth) throw UnsupportedConstruct{"type " + type_name(type) + " wider than 128 bits"};
    return SymValue::scalar(tm_.mk_var(terms::Sort::bv(w), unique));
  }
  if (type->isPointerTy()) return int_to_pointer(tm_, tm_.mk_var(terms::Sort::bv(64), unique));
  if (const auto* structure = llvm::dyn_cast<llvm::StructType>(type)) {
    std::vector<SymValue> elements;
    for (const llvm::Type* element : structure->elements()) elements.push_back(fresh_value(element, name));
    return SymValue::aggregate(std::move(elements));
  }
  if (type->isVectorTy()) {
    const llvm::FixedVectorType* vector = vector_shape(type);
    std::vector<SymValue> elements;
    for (unsigned i = 0; i < vector->getNumElements(); ++i)
      elements.push_back(fresh_value(vector->getElementType(), name));
    return SymValue::aggregate(std::move(elements));
  }
  if (const auto* array = llvm::dyn_cast<llvm::ArrayType>(type)) {
    std::vector<SymValue> elements;
    for (uint64_t i = 0; i < array->getNumElements(); ++i)
      elements.push_back(fresh_value(array->getElementType(), name));
    return SymValue::aggregate(std::move(elements));
  }
  throw UnsupportedConstruct{"value of type " + type_name(type)};
}

SymValue MemoryModel::zero_value(const llvm::Type* type) {
  if (type->isIntegerTy(1)) return SymValue::scalar(tm_.mk_false());
  if (type->isIntegerTy() || type->isFloatingPointTy()) {  // floating point: +0.0 has all bits zero
    const unsigned w = static_cast<unsigned>(type->getPrimitiveSizeInBits());
    if (w > terms::kMaxWidth) throw UnsupportedConstruct{"type " + type_name(type) + " wider than 128 bits"};
    return SymValue::scalar(tm_.mk_bv(0, w));
  }
  if (type->isPointerTy()) return SymValue::pointer(objects_.id_term(0), tm_.mk_bv(0, 64));
  if (const auto* structure = llvm::dyn_cast<llvm::StructType>(type)) {
    std::vector<SymValue> elements;
    for (const llvm::Type* element : structure->elements()) elements.push_back(zero_value(element));
    return SymValue::aggregate(std::move(elements));
  }
  if (type->isVectorTy()) {
    const llvm::FixedVectorType* vector = vector_shape(type);
    return SymValue::aggregate(std::vector<SymValue>(vector->getNumElements(), zero_value(vector->getElementType())));
  }
  if (const auto* array = llvm::dyn_cast<llvm::ArrayType>(type)) {
    std::vector<SymValue> elements(array->getNumElements(), zero_value(array->getElementType()));
    return SymValue::aggregate(std::move(elements));
  }
  if (type->isFloatingPointTy()) throw UnsupportedConstruct{"floating-point value"};
  throw UnsupportedConstruct{"value of type " + type_name(type)};
}

void MemoryModel::havoc_pointee(const SymValue& pointer, const std::string& name, PathState& state) {
  std::vector<unsigned> ids;
  if (!possible_objects(pointer.object, ids)) {  // any object
    ids.clear();
    for (unsigned id = 0; id < objects_.count(); ++id) ids.push_back(id);
  }
  for (unsigned id : ids) {
    if (id == 0 || id >= state.memory.size() || !state.memory[id]) continue;
    const MemoryObject& object = objects_.at(id);
    if (object.is_function || object.read_only) continue;
    Term fresh = tm_.mk_var(terms::Sort::array(), name + ".writes." + object.name);
    state.memory[id] = contents_ite(tm_, tm_.mk_eq(pointer.object, objects_.id_term(id)), fresh, state.memory[id]);
  }
}

}  // namespace swarmbmc::encoder
