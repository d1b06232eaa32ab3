#include "ChoiceNames.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/DebugProgramInstruction.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

#include "encoder/instructions/ConstantStrings.h"

namespace swarmbmc::encoder {

namespace {

std::string qualified(const llvm::DILocalVariable* variable, const llvm::Function& function) {
  const llvm::DISubprogram* program = variable->getScope() ? variable->getScope()->getSubprogram() : nullptr;
  const std::string owner = program ? program->getName().str() : function.getName().str();
  return owner + "::" + variable->getName().str();
}

/// The variable the first debug record after `value`'s definition (in its
/// block) assigns it to: `size = nondet()` names size even when a later
/// `end = size` describes the same SSA value as end.
std::string first_described_variable(llvm::Value& value, const llvm::Function& function) {
  auto* definition = llvm::dyn_cast<llvm::Instruction>(&value);
  if (!definition) return "";
  for (const llvm::Instruction* inst = definition->getNextNode(); inst; inst = inst->getNextNode()) {
    for (const llvm::DbgVariableRecord& record : llvm::filterDbgVars(inst->getDbgRecordRange()))
      if (record.getVariable() && llvm::is_contained(record.location_ops(), &value))
        return qualified(record.getVariable(), function);
    if (const auto* intrinsic = llvm::dyn_cast<llvm::DbgValueInst>(inst))
      if (intrinsic->getVariable() && llvm::is_contained(intrinsic->location_ops(), &value))
        return qualified(intrinsic->getVariable(), function);
  }
  return "";
}

/// The variable a debug record or dbg.declare of `value` names, if any.
std::string described_variable(llvm::Value& value, const llvm::Function& function) {
  if (std::string first = first_described_variable(value, function); !first.empty()) return first;
  llvm::SmallVector<llvm::DbgValueInst*, 2> intrinsics;
  llvm::SmallVector<llvm::DbgVariableRecord*, 2> records;
  llvm::findDbgValues(intrinsics, &value, &records);
  for (const llvm::DbgVariableRecord* record : records)
    if (record->getVariable()) return qualified(record->getVariable(), function);
  for (const llvm::DbgValueInst* intrinsic : intrinsics)
    if (intrinsic->getVariable()) return qualified(intrinsic->getVariable(), function);
  return "";
}

/// The variable a stack slot or global is, from its debug declaration.
std::string stored_variable(llvm::Value& pointer, const llvm::Function& function) {
  llvm::Value* base = pointer.stripPointerCasts();
  if (auto* global = llvm::dyn_cast<llvm::GlobalVariable>(base)) {
    llvm::SmallVector<llvm::DIGlobalVariableExpression*, 1> expressions;
    global->getDebugInfo(expressions);
    return expressions.empty() ? "" : expressions.front()->getVariable()->getName().str();
  }
  for (const llvm::DbgVariableRecord* record : llvm::findDVRDeclares(base))
    if (record->getVariable()) return qualified(record->getVariable(), function);
  for (const llvm::DbgDeclareInst* declare : llvm::findDbgDeclares(base))
    if (declare->getVariable()) return qualified(declare->getVariable(), function);
  return "";
}

/// The variable `value` is assigned to (directly, through a cast, or by a
/// store into a declared variable); "" when debug info does not say.
std::string assigned_variable(llvm::Value& value, const llvm::Function& function, int casts_left = 1) {
  if (std::string name = described_variable(value, function); !name.empty()) return name;
  for (llvm::User* user : value.users()) {
    if (auto* store = llvm::dyn_cast<llvm::StoreInst>(user); store && store->getValueOperand() == &value)
      if (std::string name = stored_variable(*store->getPointerOperand(), function); !name.empty()) return name;
    if (auto* cast = llvm::dyn_cast<llvm::CastInst>(user); cast && casts_left > 0)
      if (std::string name = assigned_variable(*cast, function, casts_left - 1); !name.empty()) return name;
  }
  return "";
}

std::string site_of(const llvm::CallBase& call) {
  const llvm::DebugLoc& location = call.getDebugLoc();
  if (!location || location.getLine() == 0) return call.getFunction()->getName().str();
  std::string file = location->getFilename().str();
  if (const size_t slash = file.rfind('/'); slash != std::string::npos) file.erase(0, slash + 1);
  return file + ":" + std::to_string(location.getLine()) + ":" + std::to_string(location.getCol());
}

std::optional<ChoiceType> scalar_type(const llvm::Type* type, bool is_unsigned) {
  ChoiceType choice;
  if (type->isFloatTy() || type->isDoubleTy()) {
    choice.kind = ChoiceType::Kind::Float;
    choice.width = type->getPrimitiveSizeInBits();
    return choice;
  }
  if (!type->isIntegerTy() || type->getIntegerBitWidth() > 128) return std::nullopt;
  choice.width = type->getIntegerBitWidth();
  if (choice.width == 1) choice.kind = ChoiceType::Kind::Boolean;
  choice.is_signed = !is_unsigned && choice.width > 1;
  return choice;
}

std::optional<terms::i128> constant_int(const llvm::Value* value) {
  if (const auto* constant = llvm::dyn_cast<llvm::ConstantInt>(value)) return constant->getSExtValue();
  return std::nullopt;
}

/// swarm_choose_int(name, lo, hi), swarm_choose_double(name), swarm_choose_bool(name).
std::optional<ChoiceSite> swarm_choose_site(const llvm::CallBase& call, const std::string& function) {
  if (call.arg_size() < 1) return std::nullopt;
  std::optional<ChoiceType> type = scalar_type(call.getType(), false);
  if (!type) return std::nullopt;
  ChoiceSite site{constant_string(call.getArgOperand(0)), *type, site_of(call), function};
  if (function == "swarm_choose_bool") site.type.kind = ChoiceType::Kind::Boolean;
  if (function == "swarm_choose_int" && call.arg_size() == 3) {
    site.type.lo = constant_int(call.getArgOperand(1));
    site.type.hi = constant_int(call.getArgOperand(2));
  }
  return site;
}

}  // namespace

bool nondet_returns_unsigned(const std::string& function) {
  for (const char* u : {"uint", "uchar", "ushort", "ulong", "unsigned", "size_t", "bool", "u8", "u16", "u32", "u64"})
    if (function.find(u) != std::string::npos) return true;
  return false;
}

const llvm::Function* named_callee(const llvm::CallBase& call) {
  return llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
}

std::optional<ChoiceSite> choice_site(const llvm::CallBase& call) {
  const llvm::Function* callee = named_callee(call);
  if (!callee || !callee->isDeclaration()) return std::nullopt;
  const std::string function = callee->getName().str();
  if (function.starts_with("swarm_choose_")) return swarm_choose_site(call, function);
  if (function == "klee_make_symbolic" && call.arg_size() == 3) {
    const std::optional<terms::i128> bytes = constant_int(call.getArgOperand(1));
    if (!bytes || *bytes < 1 || *bytes > 16) return std::nullopt;
    ChoiceType type;
    type.width = static_cast<unsigned>(*bytes) * 8;
    std::string label = constant_string(call.getArgOperand(2));
    if (label.empty()) label = site_of(call);
    return ChoiceSite{label, type, site_of(call), function};
  }
  if (!function.starts_with("__VERIFIER_nondet_") && !function.starts_with("nondet_")) return std::nullopt;
  std::optional<ChoiceType> type = scalar_type(call.getType(), nondet_returns_unsigned(function));
  if (!type) return std::nullopt;
  std::string name = assigned_variable(const_cast<llvm::CallBase&>(call), *call.getFunction());
  if (name.empty()) name = site_of(call);
  return ChoiceSite{name, *type, site_of(call), function};
}

std::vector<ChoiceSite> collect_choices(const llvm::Module& module) {
  std::vector<ChoiceSite> sites;
  for (const llvm::Function& function : module)
    for (const llvm::BasicBlock& block : function)
      for (const llvm::Instruction& inst : block)
        if (const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst))
          if (std::optional<ChoiceSite> site = choice_site(*call)) sites.push_back(std::move(*site));
  return sites;
}

}  // namespace swarmbmc::encoder
