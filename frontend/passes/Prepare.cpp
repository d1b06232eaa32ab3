// prepare_module: the only IR transformations swarmbmc applies before encoding.
//
// Before the passes, every promotable scalar local gets one unknown initial
// value (UninitialisedLocals.cpp), so that mem2reg does not turn its reads
// into independent `undef`s.
// Then setjmp/longjmp become ordinary control flow over a few globals
// (NonLocalJumps.cpp), so that mem2reg sees the jumps' edges.
// Each pass here keeps the program's behaviour, undefined behaviour included:
//   mem2reg      scalar locals (allocas only loaded/stored) -> SSA values,
//                except those whose end of lifetime can be observed
//                (PromoteLocals.cpp);
//   thread-cleanups  clang's scope-exit blocks (phi of constants + switch)
//                are copied per constant, so paths are not merged only to be
//                split again (ThreadCleanups.cpp);
//   loop-simplify  every loop gets a preheader, a single latch and dedicated exits;
//   LCSSA        values used outside a loop go through phis in its exit blocks.
// Passes that reason from undefined behaviour (SROA, SimplifyCFG, instcombine,
// ADCE...) would delete or merge code that a property check still needs.
#include <llvm/Analysis/CGSCCPassManager.h>
#include <llvm/Analysis/LoopAnalysisManager.h>
#include <llvm/IR/Attributes.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassManager.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Transforms/Utils/LCSSA.h>
#include <llvm/Transforms/Utils/LoopSimplify.h>

#include <stdexcept>
#include <string>

#include "frontend/Frontend.h"

namespace swarmbmc::frontend {

/// setjmp/longjmp as control flow (NonLocalJumps.cpp; internal to prepare_module).
void lower_non_local_jumps(llvm::Module& module);

void prepare_module(llvm::Module& module) {
  // clang -O0 (without -disable-O0-optnone), and so users' .ll/.bc files, mark
  // functions optnone, which passes are expected to skip. The matching
  // noinline stays: optnone requires it, but noinline does not require optnone.
  for (llvm::Function& function : module) {
    function.removeFnAttr(llvm::Attribute::OptimizeNone);
    initialise_locals(function);
  }
  lower_non_local_jumps(module);  // before mem2reg, which then builds the SSA form over the jumps
  for (llvm::Function& function : module) {
    promote_locals(function);
    thread_cleanups(function);  // before loop-simplify: copies may be new latches or exits
  }

  llvm::LoopAnalysisManager loop_analyses;
  llvm::FunctionAnalysisManager function_analyses;
  llvm::CGSCCAnalysisManager cgscc_analyses;
  llvm::ModuleAnalysisManager module_analyses;
  llvm::PassBuilder builder;  // no PassInstrumentationCallbacks: nothing skips passes
  builder.registerModuleAnalyses(module_analyses);
  builder.registerCGSCCAnalyses(cgscc_analyses);
  builder.registerFunctionAnalyses(function_analyses);
  builder.registerLoopAnalyses(loop_analyses);
  builder.crossRegisterProxies(loop_analyses, function_analyses, cgscc_analyses,
                               module_analyses);

  llvm::FunctionPassManager function_passes;
  function_passes.addPass(llvm::LoopSimplifyPass());
  function_passes.addPass(llvm::LCSSAPass());

  llvm::ModulePassManager module_passes;  // the adaptor skips declarations
  module_passes.addPass(llvm::createModuleToFunctionPassAdaptor(std::move(function_passes)));
  module_passes.run(module, module_analyses);
  for (llvm::Function& function : module) remove_unused_initialisations(function);

  std::string report;
  llvm::raw_string_ostream report_stream(report);
  if (llvm::verifyModule(module, &report_stream)) {
    report_stream.flush();
    throw std::logic_error("swarmbmc internal error: module '" + module.getModuleIdentifier() +
                           "' is broken after preparation: " + report);
  }
}

}  // namespace swarmbmc::frontend
