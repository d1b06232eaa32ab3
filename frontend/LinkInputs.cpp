// link_inputs: several input modules checked to form one program, then
// linked with llvm::Linker. The checks come first because the Linker
// either accepts what a native link would reject (a function declared with
// one type and defined with another) or reports its own problems through
// the context's diagnostic handler, whose default ends the process.
#include "LinkInputs.h"

#include <llvm/ADT/StringMap.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/DiagnosticHandler.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/GlobalValue.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/raw_ostream.h>

#include <string>
#include <utility>
#include <vector>

#include "Frontend.h"

namespace swarmbmc::frontend::detail {

namespace {


std::string printed(const llvm::Type* type) {
  std::string text;
  llvm::raw_string_ostream out(text);
  type->print(out);
  return text;
}

/// Hand-written IR that names neither a target nor a data layout.
bool names_no_target(const llvm::Module& module) {
  return module.getTargetTriple().empty() && module.getDataLayoutStr().empty();
}

std::string data_model_of(const InputModule& input) {
  const llvm::Module& module = *input.module;
  const std::string triple = module.getTargetTriple().empty() ? "no target triple" : module.getTargetTriple();
  return quoted(input.name) + " is " + triple + " (" +
         std::to_string(module.getDataLayout().getPointerSizeInBits()) + "-bit pointers)";
}

void require_one_data_model(std::vector<InputModule>& inputs) {
  const InputModule* reference = nullptr;
  for (const InputModule& input : inputs)
    if (!names_no_target(*input.module)) {
      reference = &input;
      break;
    }
  if (reference == nullptr) return;
  const llvm::Module& model = *reference->module;
  for (InputModule& input : inputs) {
    llvm::Module& module = *input.module;
    if (names_no_target(module)) {
      module.setTargetTriple(model.getTargetTriple());
      module.setDataLayout(model.getDataLayout());
      continue;
    }
    if (module.getTargetTriple() == model.getTargetTriple() && module.getDataLayoutStr() == model.getDataLayoutStr())
      continue;
    if (module.getTargetTriple() != model.getTargetTriple())
      throw InputError("mixed data models: " + data_model_of(*reference) + " but " + data_model_of(input) +
                       " (compile every file with the same --32 or -m32)");
    throw InputError("mixed data models: " + quoted(reference->name) + " has data layout " +
                     quoted(model.getDataLayoutStr()) + " but " + quoted(input.name) + " has " +
                     quoted(module.getDataLayoutStr()));
  }
}

/// A name the linker resolves across modules.
bool is_linked_symbol(const llvm::GlobalValue& value) {
  return value.hasName() && !value.hasLocalLinkage() && !value.getName().starts_with("llvm.");
}

/// A definition that a second one would clash with (not weak, linkonce,
/// common or available_externally).
bool is_strong_definition(const llvm::GlobalValue& value) {
  return !value.isDeclarationForLinker() && value.hasExternalLinkage();
}

struct Definition {
  const llvm::GlobalValue* value;
  const std::string* file;
};

/// Every symbol defined by some input, strong definitions preferred; two
/// strong definitions of one name are an InputError.
llvm::StringMap<Definition> definitions_of(const std::vector<InputModule>& inputs) {
  llvm::StringMap<Definition> definitions;
  for (const InputModule& input : inputs)
    for (const llvm::GlobalValue& value : input.module->global_values()) {
      if (!is_linked_symbol(value) || value.isDeclaration()) continue;
      auto [it, added] = definitions.try_emplace(value.getName(), Definition{&value, &input.name});
      if (added) continue;
      const bool strong = is_strong_definition(value);
      if (strong && is_strong_definition(*it->second.value))
        throw InputError("duplicate definition of " + quoted(value.getName().str()) + ": defined in both " +
                         quoted(*it->second.file) + " and " + quoted(input.name));
      if (strong) it->second = Definition{&value, &input.name};
    }
  return definitions;
}

/// Types equal up to the names of struct types: each module parsed into
/// one context gets its own copy of a named struct (%struct.S, %struct.S.0).
bool same_type(llvm::Type* a, llvm::Type* b) {
  if (a == b) return true;
  if (a->getTypeID() != b->getTypeID()) return false;
  if (auto* sa = llvm::dyn_cast<llvm::StructType>(a)) {
    auto* sb = llvm::cast<llvm::StructType>(b);
    if (sa->isOpaque() || sb->isOpaque()) return true;  // an incomplete type
    if (sa->isPacked() != sb->isPacked() || sa->getNumElements() != sb->getNumElements()) return false;
  } else if (auto* fa = llvm::dyn_cast<llvm::FunctionType>(a)) {
    auto* fb = llvm::cast<llvm::FunctionType>(b);
    if (fa->isVarArg() != fb->isVarArg() || fa->getNumParams() != fb->getNumParams()) return false;
  } else if (auto* aa = llvm::dyn_cast<llvm::ArrayType>(a)) {
    if (aa->getNumElements() != llvm::cast<llvm::ArrayType>(b)->getNumElements()) return false;
  } else if (auto* va = llvm::dyn_cast<llvm::VectorType>(a)) {
    if (va->getElementCount() != llvm::cast<llvm::VectorType>(b)->getElementCount()) return false;
  } else {
    return false;  // distinct integer widths, pointer address spaces, ...
  }
  for (unsigned i = 0; i < a->getNumContainedTypes(); ++i)
    if (!same_type(a->getContainedType(i), b->getContainedType(i))) return false;
  return true;
}

/// Whether a declaration of type `declared` conflicts with the definition's
/// `defined` (both functions or both variables).
bool conflicts(llvm::Type* declared, llvm::Type* defined, const llvm::DataLayout& layout) {
  if (auto* function = llvm::dyn_cast<llvm::FunctionType>(declared))
    return !(function->isVarArg() && function->getNumParams() == 0) && !same_type(declared, defined);
  // `extern int x;` and `long x;`; but a literal struct initialiser
  // (unions, padded structs) and `extern int a[];` are fine.
  if (declared->isIntegerTy() || declared->isFloatingPointTy() || declared->isPointerTy() || declared->isVectorTy())
    return !same_type(declared, defined);
  if (!declared->isSized() || (declared->isArrayTy() && declared->getArrayNumElements() == 0)) return false;
  return layout.getTypeAllocSize(declared) != layout.getTypeAllocSize(defined);
}

void require_matching_declarations(const std::vector<InputModule>& inputs,
                                   const llvm::StringMap<Definition>& definitions) {
  for (const InputModule& input : inputs)
    for (const llvm::GlobalValue& value : input.module->global_values()) {
      if (!is_linked_symbol(value) || !value.isDeclaration()) continue;
      auto it = definitions.find(value.getName());
      if (it == definitions.end()) continue;
      const std::string name = quoted(value.getName().str());
      llvm::Type* declared = value.getValueType();
      llvm::Type* defined = it->second.value->getValueType();
      const char* declared_kind = declared->isFunctionTy() ? "a function" : "a variable";
      if (declared->isFunctionTy() != defined->isFunctionTy())
        throw InputError(name + " is declared as " + declared_kind + " in " + quoted(input.name) +
                         " but defined as " + (defined->isFunctionTy() ? "a function" : "a variable") + " in " +
                         quoted(*it->second.file));
      if (conflicts(declared, defined, input.module->getDataLayout()))
        throw InputError("conflicting types for " + name + ": declared " + quoted(printed(declared)) + " in " +
                         quoted(input.name) + " but defined " + quoted(printed(defined)) + " in " +
                         quoted(*it->second.file));
    }
}

/// Collects llvm::Linker's diagnostics instead of the default handler's
/// printing (and exit, for an error).
class LinkDiagnostics : public llvm::DiagnosticHandler {
 public:
  bool handleDiagnostics(const llvm::DiagnosticInfo& info) override {
    std::string text;
    llvm::raw_string_ostream out(text);
    llvm::DiagnosticPrinterRawOStream printer(out);
    info.print(printer);
    (info.getSeverity() == llvm::DS_Error ? errors : warnings).push_back(text);
    return true;
  }
  std::vector<std::string> errors;
  std::vector<std::string> warnings;
};

void link_into(llvm::Module& program, InputModule input) {
  llvm::LLVMContext& context = program.getContext();
  std::unique_ptr<llvm::DiagnosticHandler> previous = context.getDiagnosticHandler();
  context.setDiagnosticHandler(std::make_unique<LinkDiagnostics>());
  const bool failed = llvm::Linker::linkModules(program, std::move(input.module));
  std::unique_ptr<llvm::DiagnosticHandler> ours = context.getDiagnosticHandler();
  context.setDiagnosticHandler(std::move(previous));
  const auto& diagnostics = static_cast<const LinkDiagnostics&>(*ours);
  for (const std::string& warning : diagnostics.warnings)
    llvm::errs() << "warning: linking " << quoted(input.name) << ": " << warning << "\n";
  if (failed || !diagnostics.errors.empty())
    throw InputError("cannot link " + quoted(input.name) + " with " + quoted(program.getModuleIdentifier()) +
                     ": " + (diagnostics.errors.empty() ? "llvm::Linker failed" : diagnostics.errors.front()));
}

}  // namespace

std::unique_ptr<llvm::Module> link_inputs(std::vector<InputModule> inputs) {
  require_one_data_model(inputs);
  require_matching_declarations(inputs, definitions_of(inputs));
  std::unique_ptr<llvm::Module> program = std::move(inputs.front().module);
  program->setModuleIdentifier(inputs.front().name);
  for (size_t i = 1; i < inputs.size(); ++i) link_into(*program, std::move(inputs[i]));
  return program;
}

}  // namespace swarmbmc::frontend::detail
