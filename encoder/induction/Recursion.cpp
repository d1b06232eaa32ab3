#include "Recursion.h"

#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include <algorithm>
#include <map>
#include <set>
#include <vector>

namespace swarmbmc::encoder {

namespace {

using Functions = std::set<const llvm::Function*>;

/// The defined functions `function` calls directly.
Functions callees(const llvm::Function& function) {
  Functions out;
  for (const llvm::BasicBlock& block : function)
    for (const llvm::Instruction& inst : block)
      if (const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst))
        if (const llvm::Function* callee = call->getCalledFunction(); callee && !callee->isDeclaration())
          out.insert(callee);
  return out;
}

/// Every defined function reachable from `roots` through direct calls (the roots included).
Functions reachable(const Functions& roots) {
  Functions seen(roots);
  std::vector<const llvm::Function*> work(roots.begin(), roots.end());
  while (!work.empty()) {
    const llvm::Function* function = work.back();
    work.pop_back();
    for (const llvm::Function* callee : callees(*function))
      if (seen.insert(callee).second) work.push_back(callee);
  }
  return seen;
}

/// The functions reachable from `entry` that can call themselves.
Functions recursive_functions(const llvm::Function& entry) {
  Functions recursive;
  for (const llvm::Function* function : reachable({&entry})) {
    const Functions from = reachable(callees(*function));
    if (from.count(function)) recursive.insert(function);
  }
  return recursive;
}

/// Declarations the unroller models without touching program memory.
bool pure_declaration(const llvm::Function& callee) {
  const llvm::StringRef name = callee.getName();
  if (callee.isIntrinsic())
    return name.starts_with("llvm.dbg.") || name.starts_with("llvm.lifetime.") || callee.doesNotAccessMemory() ||
           (callee.onlyReadsMemory() && !name.starts_with("llvm.mem"));
  if (name.starts_with("__VERIFIER_nondet_")) return callee.getReturnType()->isIntegerTy();
  static const std::set<std::string> known = {"__VERIFIER_assume", "__VERIFIER_error", "reach_error", "__assert_fail",
                                              "abort", "exit"};
  return known.count(name.str()) > 0;
}

/// Whether `pointer` is one of `function`'s own stack slots (or in one).
bool own_slot(const llvm::Value* pointer, const llvm::Function& function) {
  const auto* slot = llvm::dyn_cast<llvm::AllocaInst>(llvm::getUnderlyingObject(pointer));
  return slot && slot->getFunction() == &function;
}

/// Why `function` is not pure in the sense of Recursion.h ("" when it is).
std::string impurity(const llvm::Function& function) {
  const std::string name = "'" + function.getName().str() + "'";
  for (const llvm::Argument& argument : function.args())
    if (!argument.getType()->isIntegerTy()) return name + " takes a non-integer argument";
  if (!function.getReturnType()->isIntegerTy() && !function.getReturnType()->isVoidTy())
    return name + " returns a non-integer";
  for (const llvm::BasicBlock& block : function)
    for (const llvm::Instruction& inst : block) {
      if (const auto* store = llvm::dyn_cast<llvm::StoreInst>(&inst)) {
        if (!own_slot(store->getPointerOperand(), function)) return name + " writes memory other than its own";
      } else if (const auto* load = llvm::dyn_cast<llvm::LoadInst>(&inst)) {
        const auto* global = llvm::dyn_cast<llvm::GlobalVariable>(llvm::getUnderlyingObject(load->getPointerOperand()));
        if (!own_slot(load->getPointerOperand(), function) && !(global && global->isConstant()))
          return name + " reads memory other than its own and constants";
      } else if (const auto* call = llvm::dyn_cast<llvm::CallBase>(&inst)) {
        const llvm::Function* callee = call->getCalledFunction();
        if (!callee || call->isInlineAsm()) return name + " makes an indirect call";
        if (callee->isDeclaration() && !pure_declaration(*callee))
          return name + " calls '" + callee->getName().str() + "'";
      } else if (inst.mayWriteToMemory() || inst.isAtomic()) {
        return name + " writes memory other than its own";
      }
    }
  return "";
}

/// Replaces every call of `recursive` in `module` by an arbitrary result.
void havoc_calls(llvm::Module& module, const std::set<std::string>& recursive) {
  std::vector<llvm::CallBase*> calls;
  for (llvm::Function& function : module)
    for (llvm::BasicBlock& block : function)
      for (llvm::Instruction& inst : block)
        if (auto* call = llvm::dyn_cast<llvm::CallBase>(&inst))
          if (const llvm::Function* callee = call->getCalledFunction(); callee && recursive.count(callee->getName().str()))
            calls.push_back(call);
  for (llvm::CallBase* call : calls) {
    if (!call->getType()->isVoidTy()) {
      const std::string name = "__VERIFIER_nondet_result_of_" + call->getCalledFunction()->getName().str();
      llvm::FunctionCallee nondet = module.getOrInsertFunction(name, llvm::FunctionType::get(call->getType(), false));
      llvm::CallInst* result = llvm::CallInst::Create(nondet, "", call);
      result->setDebugLoc(call->getDebugLoc());
      call->replaceAllUsesWith(result);
    }
    call->eraseFromParent();
  }
}

/// A new entry function that calls `function` with arbitrary arguments.
std::string add_wrapper(llvm::Module& module, llvm::Function& function) {
  llvm::LLVMContext& context = module.getContext();
  const std::string name = "__swarmbmc_any_call_of_" + function.getName().str();
  auto* wrapper = llvm::Function::Create(llvm::FunctionType::get(llvm::Type::getVoidTy(context), false),
                                         llvm::GlobalValue::ExternalLinkage, name, module);
  llvm::IRBuilder<> builder(llvm::BasicBlock::Create(context, "entry", wrapper));
  std::vector<llvm::Value*> arguments;
  for (const llvm::Argument& argument : function.args()) {
    const std::string nondet = "__VERIFIER_nondet_argument_" + std::to_string(argument.getArgNo()) + "_of_" +
                               function.getName().str();
    arguments.push_back(builder.CreateCall(
        module.getOrInsertFunction(nondet, llvm::FunctionType::get(argument.getType(), false))));
  }
  builder.CreateCall(&function, arguments);
  builder.CreateRetVoid();
  return name;
}

/// VERIFIED with every loop unwound, at a depth up to `max_depth`.
std::optional<VerifyResult> verify_whole(const llvm::Module& module, VerifyOptions options, unsigned max_depth,
                                         double& encode_ms, double& solve_ms) {
  options.abandon_always = options.abandon_on_proof = false;
  options.induction.reset();
  for (unsigned depth = 1;; depth = std::min(max_depth, depth * 2)) {
    options.depth = depth;
    VerifyResult result = verify(module, options);
    encode_ms += result.statistics.encode_ms;
    solve_ms += result.statistics.solve_ms;
    if (result.verdict == Verdict::Verified) return result;
    if (result.verdict != Verdict::Bounded || depth >= max_depth) return std::nullopt;
  }
}

}  // namespace

std::string recursion_not_eligible(const llvm::Module& module, const std::string& entry_name) {
  const llvm::Function* entry = module.getFunction(entry_name);
  if (!entry || entry->isDeclaration()) return "no entry";
  const Functions recursive = recursive_functions(*entry);
  if (recursive.empty()) return "no recursion";
  if (recursive.count(entry)) return "the entry function is recursive";
  for (const llvm::Function* function : recursive)
    if (function->hasAddressTaken()) return "'" + function->getName().str() + "' has its address taken";
  for (const llvm::Function* function : reachable(recursive))
    if (std::string why = impurity(*function); !why.empty()) return why;
  return "";
}

std::optional<VerifyResult> verify_recursion(const llvm::Module& module, const VerifyOptions& options,
                                             unsigned max_depth, double& encode_ms, double& solve_ms) {
  if (!recursion_not_eligible(module, options.entry).empty()) return std::nullopt;
  std::set<std::string> recursive;
  for (const llvm::Function* function : recursive_functions(*module.getFunction(options.entry)))
    recursive.insert(function->getName().str());
  std::unique_ptr<llvm::Module> copy = llvm::CloneModule(module);
  havoc_calls(*copy, recursive);
  std::vector<std::string> entries;
  for (const std::string& name : recursive) entries.push_back(add_wrapper(*copy, *copy->getFunction(name)));
  entries.push_back(options.entry);  // last: its result is the one reported
  std::optional<VerifyResult> result;
  for (const std::string& entry : entries) {
    VerifyOptions check = options;
    check.entry = entry;
    if (!(result = verify_whole(*copy, check, max_depth, encode_ms, solve_ms))) return std::nullopt;
  }
  std::string names;
  for (const std::string& name : recursive) names += (names.empty() ? "" : ", ") + name;
  result->induction_k = 1;
  result->induction_invariants = {"calls of " + names + " return any value (each checked for any arguments)"};
  return result;
}

}  // namespace swarmbmc::encoder
