#include "DebugNames.h"

#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/DebugInfoMetadata.h>

namespace swarmbmc::encoder {

namespace {

/// Typedefs and qualifiers removed: what decides the layout.
const llvm::DIType* layout_type(const llvm::DIType* type) {
  while (const auto* derived = llvm::dyn_cast_or_null<llvm::DIDerivedType>(type)) {
    const unsigned tag = derived->getTag();
    if (tag != llvm::dwarf::DW_TAG_typedef && tag != llvm::dwarf::DW_TAG_const_type &&
        tag != llvm::dwarf::DW_TAG_volatile_type && tag != llvm::dwarf::DW_TAG_restrict_type &&
        tag != llvm::dwarf::DW_TAG_atomic_type)
      break;
    type = derived->getBaseType();
  }
  return type;
}

std::string array_suffix(const llvm::DICompositeType& array) {
  std::string suffix;
  for (const llvm::DINode* element : array.getElements())
    if (const auto* range = llvm::dyn_cast<llvm::DISubrange>(element)) {
      const auto count = range->getCount();
      if (const auto* constant = llvm::dyn_cast_if_present<llvm::ConstantInt*>(count))
        suffix += "[" + std::to_string(constant->getSExtValue()) + "]";
      else
        suffix += "[]";
    }
  return suffix;
}

}  // namespace

std::string c_type_name(const llvm::DIType* type) {
  if (!type) return "void";
  if (const auto* basic = llvm::dyn_cast<llvm::DIBasicType>(type)) return basic->getName().str();
  if (const auto* derived = llvm::dyn_cast<llvm::DIDerivedType>(type)) {
    switch (derived->getTag()) {
      case llvm::dwarf::DW_TAG_typedef: return derived->getName().str();
      case llvm::dwarf::DW_TAG_pointer_type: return c_type_name(derived->getBaseType()) + " *";
      case llvm::dwarf::DW_TAG_const_type: return "const " + c_type_name(derived->getBaseType());
      case llvm::dwarf::DW_TAG_volatile_type: return "volatile " + c_type_name(derived->getBaseType());
      default: return c_type_name(derived->getBaseType());
    }
  }
  if (const auto* composite = llvm::dyn_cast<llvm::DICompositeType>(type)) {
    switch (composite->getTag()) {
      case llvm::dwarf::DW_TAG_array_type: return c_type_name(composite->getBaseType()) + array_suffix(*composite);
      case llvm::dwarf::DW_TAG_structure_type: return "struct " + composite->getName().str();
      case llvm::dwarf::DW_TAG_union_type: return "union " + composite->getName().str();
      case llvm::dwarf::DW_TAG_enumeration_type: return "enum " + composite->getName().str();
      default: return composite->getName().str();
    }
  }
  if (llvm::isa<llvm::DISubroutineType>(type)) return "function";
  return "?";
}

bool is_signed_type(const llvm::DIType* type) {
  const auto* basic = llvm::dyn_cast_or_null<llvm::DIBasicType>(layout_type(type));
  if (!basic) return true;
  const unsigned encoding = basic->getEncoding();
  return encoding != llvm::dwarf::DW_ATE_unsigned && encoding != llvm::dwarf::DW_ATE_unsigned_char &&
         encoding != llvm::dwarf::DW_ATE_boolean;
}

Lvalue lvalue_at(const std::string& variable, const llvm::DIType* type, uint64_t offset) {
  Lvalue part{variable, c_type_name(type), type};
  for (;;) {
    const auto* composite = llvm::dyn_cast_or_null<llvm::DICompositeType>(layout_type(type));
    if (!composite) break;
    if (composite->getTag() == llvm::dwarf::DW_TAG_array_type) {
      // Multi-dimensional arrays have one subrange per dimension: index the
      // first and continue with the array of the remaining dimensions by
      // treating the element size as the total size / the first count.
      const llvm::DIType* element = composite->getBaseType();
      uint64_t element_bytes = layout_type(element) ? layout_type(element)->getSizeInBits() / 8 : 0;
      uint64_t stride = element_bytes;
      const auto subranges = composite->getElements();
      for (unsigned i = 1; i < subranges.size(); ++i)
        if (const auto* range = llvm::dyn_cast<llvm::DISubrange>(subranges[i]))
          if (const auto* count = llvm::dyn_cast_if_present<llvm::ConstantInt*>(range->getCount()))
            stride *= count->getZExtValue();
      if (stride == 0) break;
      part.name += "[" + std::to_string(offset / stride) + "]";
      offset %= stride;
      for (unsigned i = 1; i < subranges.size(); ++i) {  // remaining dimensions
        const auto* range = llvm::dyn_cast<llvm::DISubrange>(subranges[i]);
        const auto* count = range ? llvm::dyn_cast_if_present<llvm::ConstantInt*>(range->getCount()) : nullptr;
        if (!count || count->getZExtValue() == 0) break;
        stride /= count->getZExtValue();
        part.name += "[" + std::to_string(offset / stride) + "]";
        offset %= stride;
      }
      type = element;
      part.type = c_type_name(type);
      continue;
    }
    if (composite->getTag() != llvm::dwarf::DW_TAG_structure_type) break;
    const llvm::DIDerivedType* member = nullptr;
    for (const llvm::DINode* node : composite->getElements()) {
      const auto* candidate = llvm::dyn_cast<llvm::DIDerivedType>(node);
      if (!candidate || candidate->getTag() != llvm::dwarf::DW_TAG_member) continue;
      const uint64_t start = candidate->getOffsetInBits() / 8, size = candidate->getSizeInBits() / 8;
      if (offset >= start && offset < start + (size ? size : 1)) member = candidate;
    }
    if (!member) break;
    part.name += "." + member->getName().str();
    offset -= member->getOffsetInBits() / 8;
    type = member->getBaseType();
    part.type = c_type_name(type);
  }
  part.debug_type = type;
  if (offset != 0) part.name += " (byte " + std::to_string(offset) + ")";
  return part;
}

const llvm::DIType* pointee_type(const llvm::DIType* type) {
  const auto* pointer = llvm::dyn_cast_or_null<llvm::DIDerivedType>(layout_type(type));
  if (!pointer || pointer->getTag() != llvm::dwarf::DW_TAG_pointer_type) return nullptr;
  return pointer->getBaseType();
}

Lvalue lvalue_through(const std::string& pointer, const llvm::DIType* pointee, int64_t offset) {
  const llvm::DIType* layout = layout_type(pointee);
  const int64_t size = layout ? static_cast<int64_t>(layout->getSizeInBits() / 8) : 0;
  if (size <= 0) return {"*" + pointer + (offset ? " (byte " + std::to_string(offset) + ")" : ""), c_type_name(pointee), pointee};
  int64_t index = offset / size, rest = offset % size;
  if (rest < 0) {  // before the pointer: floor division
    --index;
    rest += size;
  }
  Lvalue part = lvalue_at("", pointee, static_cast<uint64_t>(rest));
  if (index == 0 && part.name.empty()) part.name = "*" + pointer;
  else if (index == 0 && part.name[0] == '.') part.name = pointer + "->" + part.name.substr(1);
  else part.name = pointer + "[" + std::to_string(index) + "]" + part.name;
  return part;
}

}  // namespace swarmbmc::encoder
