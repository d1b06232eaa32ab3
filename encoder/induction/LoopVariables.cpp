#include "LoopVariables.h"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/BinaryFormat/Dwarf.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/DebugProgramInstruction.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

#include <map>
#include <set>

namespace swarmbmc::encoder {

namespace {

/// Variables by value, from the debug records (and intrinsics, for modules
/// in the old format) that describe a whole variable by the value.
struct DebugVariables {
  std::map<const llvm::Value*, std::set<const llvm::DILocalVariable*>> of_value;
  std::map<std::string, std::set<const llvm::DILocalVariable*>> by_name;

  void add(const llvm::Value* value, const llvm::DILocalVariable* variable, const llvm::DIExpression* expression) {
    if (!variable) return;
    by_name[variable->getName().str()].insert(variable);
    // A fragment or an operation would make the value only part of, or a
    // function of, the variable.
    if (value && expression && expression->getNumElements() == 0) of_value[value].insert(variable);
  }

  void add_all(const llvm::Instruction& inst) {
    for (const llvm::DbgVariableRecord& record : llvm::filterDbgVars(inst.getDbgRecordRange()))
      add(record.isKillLocation() ? nullptr : record.getVariableLocationOp(0), record.getVariable(),
          record.getExpression());
    if (const auto* intrinsic = llvm::dyn_cast<llvm::DbgVariableIntrinsic>(&inst))
      add(intrinsic->isKillLocation() ? nullptr : intrinsic->getVariableLocationOp(0), intrinsic->getVariable(),
          intrinsic->getExpression());
  }
};

/// The variables of the whole function (for namesakes).
DebugVariables debug_variables(const llvm::Function& function) {
  DebugVariables found;
  for (const llvm::Instruction& inst : llvm::instructions(function)) found.add_all(inst);
  return found;
}

/// What the header's own records say its phis are: mem2reg describes the
/// phi it makes for a variable there. Records elsewhere can name another
/// variable that merely holds the same value later (`seen = top;` in the
/// body describes `seen` by top's phi).
DebugVariables header_variables(const llvm::BasicBlock& header) {
  DebugVariables found;
  for (const llvm::Instruction& inst : header) found.add_all(inst);
  return found;
}

/// The C type under typedefs and qualifiers, when it is a plain integer
/// type: (width, signed); width 0 otherwise (_Bool, enums, pointers, floats).
std::pair<unsigned, bool> integer_type(const llvm::DIType* type) {
  while (const auto* derived = llvm::dyn_cast_or_null<llvm::DIDerivedType>(type)) {
    const unsigned tag = derived->getTag();
    if (tag != llvm::dwarf::DW_TAG_typedef && tag != llvm::dwarf::DW_TAG_const_type &&
        tag != llvm::dwarf::DW_TAG_volatile_type)
      return {0, false};
    type = derived->getBaseType();
  }
  const auto* basic = llvm::dyn_cast_or_null<llvm::DIBasicType>(type);
  if (!basic) return {0, false};
  switch (basic->getEncoding()) {
    case llvm::dwarf::DW_ATE_signed:
    case llvm::dwarf::DW_ATE_signed_char: return {static_cast<unsigned>(basic->getSizeInBits()), true};
    case llvm::dwarf::DW_ATE_unsigned:
    case llvm::dwarf::DW_ATE_unsigned_char: return {static_cast<unsigned>(basic->getSizeInBits()), false};
    default: return {0, false};
  }
}

std::string ir_name(const llvm::PHINode& phi) {
  std::string name = phi.getName().str();
  if (const size_t dot = name.find('.'); dot != std::string::npos && dot > 0) name.resize(dot);
  return name;
}

void add_loop(const llvm::Loop& loop, const DebugVariables& function, std::vector<LoopVariable>& out) {
  const llvm::DebugLoc start = loop.getStartLoc();
  const DebugVariables header = header_variables(*loop.getHeader());
  for (const llvm::PHINode& phi : loop.getHeader()->phis()) {
    const auto* type = llvm::dyn_cast<llvm::IntegerType>(phi.getType());
    if (!type) continue;
    LoopVariable variable;
    variable.loop_line = start ? start.getLine() : 0;
    variable.loop_column = start ? start.getCol() : 0;
    variable.ir_name = ir_name(phi);
    variable.ir_bits = type->getBitWidth();
    const auto described = header.of_value.find(&phi);
    if (described != header.of_value.end() && described->second.size() == 1) {
      const llvm::DILocalVariable& source = **described->second.begin();
      variable.source_name = source.getName().str();
      std::tie(variable.source_bits, variable.source_signed) = integer_type(source.getType());
      variable.source_line = source.getLine();
      variable.name_unique = function.by_name.at(variable.source_name).size() == 1;
    }
    out.push_back(variable);
  }
  for (const llvm::Loop* inner : loop.getSubLoops()) add_loop(*inner, function, out);
}

}  // namespace

std::vector<LoopVariable> loop_variables(const llvm::Module& module, const std::string& entry) {
  std::vector<LoopVariable> variables;
  const llvm::Function* function = module.getFunction(entry);
  if (!function || function->isDeclaration()) return variables;
  llvm::DominatorTree dominators(const_cast<llvm::Function&>(*function));
  llvm::LoopInfo loops(dominators);
  const DebugVariables debug = debug_variables(*function);
  for (const llvm::Loop* loop : loops) add_loop(*loop, debug, variables);
  return variables;
}

}  // namespace swarmbmc::encoder
