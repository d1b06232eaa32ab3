// Propagation corner cases: user assumes, loops (least fixed point), existing
// assume declarations, and re-preparing a variant (loop-simplify + LCSSA).
#include <llvm/Analysis/CGSCCPassManager.h>
#include <llvm/Analysis/LoopAnalysisManager.h>
#include <llvm/IR/PassManager.h>
#include <llvm/IR/PatternMatch.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Transforms/Utils/LCSSA.h>
#include <llvm/Transforms/Utils/LoopSimplify.h>

#include "Helpers.h"
#include "logsrt/Logsrt.h"

using namespace logsrt_test;
using swarmbmc::logsrt::FeatureOptions;
using swarmbmc::logsrt::restrict_module;
using swarmbmc::logsrt::RestrictionStatistics;

namespace {

/// What frontend::prepare_module does after mem2reg: the caller's duty on a variant.
void loop_simplify_and_lcssa(llvm::Module& module) {
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager cgscc;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder;
  builder.registerModuleAnalyses(modules);
  builder.registerCGSCCAnalyses(cgscc);
  builder.registerFunctionAnalyses(functions);
  builder.registerLoopAnalyses(loops);
  builder.crossRegisterProxies(loops, functions, cgscc, modules);
  llvm::FunctionPassManager passes;
  passes.addPass(llvm::LoopSimplifyPass());
  passes.addPass(llvm::LCSSAPass());
  llvm::ModulePassManager module_passes;
  module_passes.addPass(llvm::createModuleToFunctionPassAdaptor(std::move(passes)));
  module_passes.run(module, modules);
}

}  // namespace

TEST_CASE("code after a user's assume(0) goes and the branch into it is folded", "[logsrt][propagate]") {
  using namespace llvm::PatternMatch;
  llvm::LLVMContext context;
  auto module = load("edge_cases.ll", context);
  restrict_module(*module, {}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  llvm::Function* function = module->getFunction("user_assume");
  REQUIRE(function);
  CHECK(!block_named(*function, "dead"));
  CHECK(count_instructions_of<llvm::StoreInst>(*function) == 1);
  const std::vector<llvm::Value*> conditions = assumed_conditions(*module, *function);
  REQUIRE(conditions.size() == 1);
  CHECK(match(conditions[0], m_Not(m_SpecificICmp(llvm::ICmpInst::ICMP_EQ, m_Specific(function->getArg(0)),
                                                  m_SpecificInt(3)))));
}

TEST_CASE("a loop whose only exit is omitted stays, its exit test an assumption", "[logsrt][propagate]") {
  llvm::LLVMContext context;
  auto module = load("edge_cases.ll", context);
  const RestrictionStatistics statistics = restrict_module(*module, {"loop"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.branches_folded == 2);  // this loop's exit test and user_assume's branch
  llvm::Function* function = module->getFunction("loop_exit");
  REQUIRE(function);
  CHECK(!block_named(*function, "exit"));
  llvm::BasicBlock* header = block_named(*function, "header");
  REQUIRE(header);
  auto* branch = llvm::dyn_cast<llvm::BranchInst>(header->getTerminator());
  REQUIRE(branch);
  CHECK(branch->isUnconditional());
  CHECK(branch->getSuccessor(0)->getName() == "body");
  CHECK(count_instructions_of<llvm::StoreInst>(*function) == 1);
  // main still calls it: the loop is not known to end in assume(false).
  CHECK(calls_to(*module, "loop_exit").size() == 1);

  loop_simplify_and_lcssa(*module);
  CHECK(verify_errors(*module).empty());
}

TEST_CASE("a self loop before an omitted call is not infeasible (least fixed point)", "[logsrt][propagate]") {
  llvm::LLVMContext context;
  auto module = load("edge_cases.ll", context);
  restrict_module(*module, {"after"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  llvm::Function* function = module->getFunction("spin");
  REQUIRE(function);
  llvm::BasicBlock* spin = block_named(*function, "spin");
  REQUIRE(spin);
  auto* branch = llvm::dyn_cast<llvm::BranchInst>(spin->getTerminator());
  REQUIRE(branch);
  CHECK(branch->isUnconditional());
  CHECK(branch->getSuccessor(0) == spin);
  CHECK(assumed_conditions(*module, *function).size() == 1);
  CHECK(calls_to(*module, "spin").size() == 1);
}

TEST_CASE("every variant of the fixtures verifies and survives loop-simplify + LCSSA", "[logsrt][propagate]") {
  struct Case {
    std::string fixture;
    std::set<std::string> omitted;
    bool function_features = false;
  };
  const std::vector<Case> cases = {
      {"stack.ll", {}},
      {"stack.ll", {"push"}},
      {"stack.ll", {"pop"}},
      {"stack.ll", {"push", "pop", "top"}},
      {"stack.ll", {"push", "top_value"}, true},
      {"stack.ll", {"pop", "push", "top", "top_value"}, true},
      {"interproc.ll", {"push", "clear", "count"}},
      {"interproc.ll", {"push_twice"}, true},
      {"checks.ll", {"after_assert"}},
      {"switch.ll", {"zero", "one", "other", "mid"}},
      {"branch.ll", {"left", "right"}},
      {"edge_cases.ll", {"feature", "null", "loop", "after"}},
  };
  for (const Case& c : cases) {
    llvm::LLVMContext context;
    auto module = load(c.fixture, context);
    FeatureOptions options;
    options.function_features = c.function_features;
    INFO(c.fixture << " omitting " << c.omitted.size() << " features");
    const RestrictionStatistics statistics = restrict_module(*module, c.omitted, options);
    INFO(print(*module));
    CHECK(verify_errors(*module).empty());
    CHECK(statistics.instructions_after <= statistics.instructions_before);
    CHECK(module->getFunction("main"));
    loop_simplify_and_lcssa(*module);
    CHECK(verify_errors(*module).empty());
  }
}

TEST_CASE("omitting everything main always does leaves main as assume(false)", "[logsrt][propagate]") {
  llvm::LLVMContext context;
  auto module = load("branch.ll", context);
  restrict_module(*module, {"left", "right"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(!module->getFunction("diamond"));
  llvm::Function* main = module->getFunction("main");
  REQUIRE(main);
  REQUIRE(main->size() == 1);
  CHECK(ends_in_assume_false(main->getEntryBlock()));
}

TEST_CASE("existing assume declarations of other types are reused", "[logsrt][propagate]") {
  const std::string declaration = GENERATE(std::string("declare void @__VERIFIER_assume(...)"),
                                           std::string("declare void @__VERIFIER_assume(i1)"),
                                           std::string("declare void @__VERIFIER_assume(i64)"));
  llvm::LLVMContext context;
  auto module = parse("@.a = private unnamed_addr constant [2 x i8] c\"a\\00\"\n"
                      "@g = global i32 0\n"
                      "declare void @swarm_log(ptr)\n" +
                          declaration + R"(
define i32 @main(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  br i1 %c, label %then, label %end
then:
  call void @swarm_log(ptr @.a)
  br label %end
end:
  store i32 %x, ptr @g
  call void @swarm_log(ptr @.a)
  ret i32 0
}
)",
                      context);
  restrict_module(*module, {"a"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  llvm::Function* assume = module->getFunction("__VERIFIER_assume");
  REQUIRE(assume);
  const auto calls = calls_to(*module, "__VERIFIER_assume");
  REQUIRE(calls.size() == 2);  // assume(x != 0) and assume(false) after the store
  for (llvm::CallBase* call : calls) CHECK(call->getCalledOperand() == assume);
  CHECK(count_instructions_of<llvm::StoreInst>(*module->getFunction("main")) == 1);
}

TEST_CASE("a call to a function that always blocks, after a check, ends the caller's block there",
          "[logsrt][propagate]") {
  llvm::LLVMContext context;
  auto module = parse(R"(
@.a = private unnamed_addr constant [2 x i8] c"a\00"
@g = global i32 0
declare void @swarm_log(ptr)
define void @logs_a() {
  call void @swarm_log(ptr @.a)
  ret void
}
define i32 @main(i32 %x) {
entry:
  store i32 %x, ptr @g
  call void @logs_a()
  %y = add i32 %x, 1
  store i32 %y, ptr @g
  ret i32 %y
}
)",
                      context);
  const RestrictionStatistics statistics = restrict_module(*module, {"a"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.functions_removed == 1);
  llvm::Function* main = module->getFunction("main");
  CHECK(ends_in_assume_false(main->getEntryBlock()));
  CHECK(count_instructions_of<llvm::StoreInst>(*main) == 1);
}
