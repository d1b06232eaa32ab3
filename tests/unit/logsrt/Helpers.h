// Helpers for the logsrt unit tests: loading fixtures, finding things in IR.
#pragma once

#include <catch2/catch.hpp>

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/BasicBlock.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <memory>
#include <string>
#include <vector>

namespace logsrt_test {

inline std::string fixture(const std::string& name) { return std::string(SWARMBMC_TEST_DATA) + "/" + name; }

/// Parses the .ll fixture `name` (fails the test if it does not parse).
inline std::unique_ptr<llvm::Module> load(const std::string& name, llvm::LLVMContext& context) {
  llvm::SMDiagnostic error;
  std::unique_ptr<llvm::Module> module = llvm::parseIRFile(fixture(name), error, context);
  if (!module) {
    std::string text;
    llvm::raw_string_ostream stream(text);
    error.print(name.c_str(), stream);
    FAIL("cannot parse " << name << ": " << stream.str());
  }
  return module;
}

/// Parses IR text (a target header is prepended).
inline std::unique_ptr<llvm::Module> parse(const std::string& body, llvm::LLVMContext& context) {
  const std::string text =
      "target datalayout = \"e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128\"\n"
      "target triple = \"x86_64-pc-linux-gnu\"\n" +
      body;
  llvm::SMDiagnostic error;
  std::unique_ptr<llvm::Module> module = llvm::parseAssemblyString(text, error, context);
  if (!module) {
    std::string message;
    llvm::raw_string_ostream stream(message);
    error.print("inline", stream);
    FAIL("cannot parse inline IR: " << stream.str());
  }
  return module;
}

inline std::string verify_errors(const llvm::Module& module) {
  std::string report;
  llvm::raw_string_ostream stream(report);
  llvm::verifyModule(module, &stream);
  return stream.str();
}

inline std::string print(const llvm::Module& module) {
  std::string text;
  llvm::raw_string_ostream stream(text);
  module.print(stream, nullptr);
  return stream.str();
}

inline std::string print(const llvm::Function& function) {
  std::string text;
  llvm::raw_string_ostream stream(text);
  function.print(stream);
  return stream.str();
}

inline llvm::Function* callee_of(const llvm::CallBase& call) {
  return llvm::dyn_cast<llvm::Function>(call.getCalledOperand()->stripPointerCasts());
}

/// The calls of `name` in `function` (all functions when null), in order.
inline std::vector<llvm::CallBase*> calls_to(llvm::Module& module, const std::string& name,
                                             const llvm::Function* function = nullptr) {
  std::vector<llvm::CallBase*> calls;
  for (llvm::Function& f : module) {
    if (function && &f != function) continue;
    for (llvm::BasicBlock& block : f)
      for (llvm::Instruction& inst : block)
        if (auto* call = llvm::dyn_cast<llvm::CallBase>(&inst))
          if (llvm::Function* callee = callee_of(*call); callee && callee->getName() == name) calls.push_back(call);
  }
  return calls;
}

inline llvm::BasicBlock* block_named(llvm::Function& function, const std::string& name) {
  for (llvm::BasicBlock& block : function)
    if (block.getName() == name) return &block;
  return nullptr;
}

template <typename T>
size_t count_instructions_of(const llvm::Function& function) {
  size_t count = 0;
  for (const llvm::BasicBlock& block : function)
    for (const llvm::Instruction& inst : block) count += llvm::isa<T>(inst) ? 1 : 0;
  return count;
}

/// Whether `block` ends in `call __VERIFIER_assume(0); unreachable`.
inline bool ends_in_assume_false(const llvm::BasicBlock& block) {
  const llvm::Instruction* terminator = block.getTerminator();
  if (!terminator || !llvm::isa<llvm::UnreachableInst>(terminator)) return false;
  const auto* call = llvm::dyn_cast_or_null<llvm::CallBase>(terminator->getPrevNode());
  if (!call || !callee_of(*call) || callee_of(*call)->getName() != "__VERIFIER_assume") return false;
  const auto* argument = llvm::dyn_cast<llvm::Constant>(call->getArgOperand(0));
  return argument && argument->isNullValue();
}

/// The i1 conditions of the non-constant __VERIFIER_assume calls in
/// `function` (the operand of the zext the argument is).
inline std::vector<llvm::Value*> assumed_conditions(llvm::Module& module, llvm::Function& function) {
  std::vector<llvm::Value*> conditions;
  for (llvm::CallBase* call : calls_to(module, "__VERIFIER_assume", &function)) {
    llvm::Value* argument = call->getArgOperand(0);
    if (llvm::isa<llvm::Constant>(argument)) continue;
    if (auto* zext = llvm::dyn_cast<llvm::ZExtInst>(argument)) argument = zext->getOperand(0);
    conditions.push_back(argument);
  }
  return conditions;
}

}  // namespace logsrt_test
