// Features: which log events a module has (discover_features) and the small
// predicates restriction shares with discovery.
#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/DebugInfoMetadata.h>
#include <llvm/IR/DebugLoc.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include "frontend/IrConventions.h"
#include "Internal.h"
#include "Logsrt.h"

namespace swarmbmc::logsrt {
namespace detail {

std::set<std::string> log_function_names(const FeatureOptions& options) {
  std::set<std::string> names{"swarm_log"};
  // A function the checker models (__assert_fail, __VERIFIER_assume, exit...)
  // is never a log function: its calls are checks or path ends, and making
  // them events would delete checks.
  for (const std::string& name : options.log_functions)
    if (!is_modelled_by_checker(name)) names.insert(name);
  return names;
}

llvm::Function* direct_callee(const llvm::CallBase& call) {
  return llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
}

bool is_log_call(const llvm::CallBase& call, const std::set<std::string>& log_functions) {
  const llvm::Function* callee = direct_callee(call);
  return callee && !callee->isIntrinsic() && log_functions.count(callee->getName().str()) > 0;
}

std::optional<std::string> feature_of_log_call(const llvm::CallBase& call) {
  if (call.arg_size() == 0 || !call.getArgOperand(0)->getType()->isPointerTy()) return std::nullopt;
  // A constant global string, at a constant offset (GEPs, casts and constant
  // expressions included); the global must be constant, so the text is fixed.
  llvm::StringRef text;
  if (!llvm::getConstantStringInfo(call.getArgOperand(0), text, /*TrimAtNul=*/true)) return std::nullopt;
  return text.str();
}

bool is_modelled_by_checker(llvm::StringRef name) {
  // The functions encoder/calls/Calls.cpp intercepts by name before looking at a
  // body: failure functions, __VERIFIER_assert, assumes, exits.
  static const std::set<std::string> kModelled = {
      "reach_error", "__VERIFIER_error", "__assert_fail", "__assert_rtn", "__assert", "__VERIFIER_assert",
      "__VERIFIER_assume", "__CPROVER_assume", "klee_assume", "__ESBMC_assume", "abort", "exit", "_exit",
      "_Exit", "__VERIFIER_abort", "quick_exit", "klee_make_symbolic"};
  return kModelled.count(name.str()) > 0 || name.starts_with("llvm.");
}

bool is_function_feature(const llvm::Function& function, const FeatureOptions& options,
                         const std::set<std::string>& log_functions) {
  if (function.isDeclaration() || function.isIntrinsic()) return false;
  if (function.hasFnAttribute(frontend::kLibraryModelAttribute)) return false;  // C library, not the program
  const std::string name = function.getName().str();
  return name != options.entry && !log_functions.count(name) && !is_modelled_by_checker(name);
}

}  // namespace detail

namespace {

FeatureSite site_of_call(const llvm::Instruction& call) {
  FeatureSite site;
  site.function = call.getFunction()->getName().str();
  if (const llvm::DebugLoc& location = call.getDebugLoc()) {
    site.file = location->getFilename().str();
    site.line = location.getLine();
  }
  return site;
}

FeatureSite site_of_definition(const llvm::Function& function) {
  FeatureSite site;
  site.function = function.getName().str();
  if (const llvm::DISubprogram* program = function.getSubprogram()) {
    site.file = program->getFilename().str();
    site.line = program->getLine();
  }
  return site;
}

std::string location_text(const llvm::Instruction& call) {
  const FeatureSite site = site_of_call(call);
  if (site.file.empty()) return "in function " + site.function;
  return site.file + ":" + std::to_string(site.line);
}

}  // namespace

FeatureCatalog discover_features(const llvm::Module& module, const FeatureOptions& options) {
  const std::set<std::string> log_functions = detail::log_function_names(options);
  FeatureCatalog catalog;
  for (const llvm::Function& function : module) {
    if (function.isDeclaration()) continue;
    if (options.function_features && detail::is_function_feature(function, options, log_functions))
      catalog.features[function.getName().str()].push_back(site_of_definition(function));
    for (const llvm::BasicBlock& block : function) {
      for (const llvm::Instruction& inst : block) {
        const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst);
        if (!call || !detail::is_log_call(*call, log_functions)) continue;
        if (std::optional<std::string> feature = detail::feature_of_log_call(*call))
          catalog.features[*feature].push_back(site_of_call(*call));
        else
          catalog.non_constant_calls.push_back(location_text(*call));
      }
    }
  }
  return catalog;
}

}  // namespace swarmbmc::logsrt
