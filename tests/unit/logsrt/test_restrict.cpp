// restrict_module: omitted and kept log calls, exactness (checks before an
// omitted log call stay), statistics, errors, function mode.
#include <llvm/IR/PatternMatch.h>

#include <stdexcept>

#include "Helpers.h"
#include "logsrt/Logsrt.h"

using namespace logsrt_test;
using swarmbmc::logsrt::FeatureOptions;
using swarmbmc::logsrt::restrict_module;
using swarmbmc::logsrt::RestrictionStatistics;

TEST_CASE("an omitted log call becomes assume(0) + unreachable; the store before it stays", "[logsrt][restrict]") {
  llvm::LLVMContext context;
  auto module = load("checks.ll", context);
  const RestrictionStatistics statistics = restrict_module(*module, {"after_store"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.log_calls_omitted == 1);
  CHECK(statistics.log_calls_removed == 2);  // after_assert, after_division

  llvm::Function* function = module->getFunction("store_then_log");
  REQUIRE(function);
  REQUIRE(function->size() == 1);
  llvm::BasicBlock& entry = function->getEntryBlock();
  CHECK(ends_in_assume_false(entry));
  CHECK(count_instructions_of<llvm::StoreInst>(*function) == 1);  // the bounds check
  CHECK(count_instructions_of<llvm::ReturnInst>(*function) == 0);
  CHECK(calls_to(*module, "swarm_log").empty());
  // The function can fail a check before the omitted call: it is not infeasible.
  CHECK(calls_to(*module, "store_then_log").size() == 1);
}

TEST_CASE("kept features' log calls vanish", "[logsrt][restrict]") {
  llvm::LLVMContext context;
  auto module = load("stack.ll", context);
  const RestrictionStatistics statistics = restrict_module(*module, {}, {});
  CHECK(verify_errors(*module).empty());
  CHECK(calls_to(*module, "swarm_log").empty());
  CHECK(statistics.log_calls_removed == 3);
  CHECK(statistics.log_calls_omitted == 0);
  CHECK(statistics.branches_folded == 0);
  CHECK(statistics.functions_removed == 0);
  CHECK(statistics.instructions_after == statistics.instructions_before - 3);
  CHECK(calls_to(*module, "__VERIFIER_assume").empty());
  CHECK(!module->getFunction("__VERIFIER_assume"));  // declared only when needed
}

TEST_CASE("a branch into an infeasible arm becomes an assumption of the other direction", "[logsrt][restrict]") {
  using namespace llvm::PatternMatch;
  llvm::LLVMContext context;
  auto module = load("branch.ll", context);
  const bool omit_left = GENERATE(true, false);
  const RestrictionStatistics statistics = restrict_module(*module, {omit_left ? "left" : "right"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.branches_folded == 1);

  llvm::Function* diamond = module->getFunction("diamond");
  REQUIRE(diamond);
  llvm::BasicBlock* entry = &diamond->getEntryBlock();
  auto* branch = llvm::dyn_cast<llvm::BranchInst>(entry->getTerminator());
  REQUIRE(branch);
  REQUIRE(branch->isUnconditional());
  CHECK(branch->getSuccessor(0)->getName() == (omit_left ? "else" : "then"));
  CHECK(!block_named(*diamond, omit_left ? "then" : "else"));

  // The assumption: x > 10 is false when "left" (the x > 10 arm) is omitted.
  llvm::Value* compare = nullptr;
  for (llvm::Instruction& inst : *entry)
    if (llvm::isa<llvm::ICmpInst>(inst)) compare = &inst;
  REQUIRE(compare);
  const std::vector<llvm::Value*> conditions = assumed_conditions(*module, *diamond);
  REQUIRE(conditions.size() == 1);
  if (omit_left)
    CHECK(match(conditions[0], m_Not(m_Specific(compare))));
  else
    CHECK(conditions[0] == compare);

  // The join's phi kept only the feasible edge.
  llvm::BasicBlock* join = block_named(*diamond, "join");
  REQUIRE(join);
  auto* phi = llvm::dyn_cast<llvm::PHINode>(&join->front());
  REQUIRE(phi);
  CHECK(phi->getNumIncomingValues() == 1);
}

TEST_CASE("omitting push: callers that always reach push are infeasible and removed", "[logsrt][restrict]") {
  using namespace llvm::PatternMatch;
  llvm::LLVMContext context;
  auto module = load("interproc.ll", context);
  const RestrictionStatistics statistics = restrict_module(*module, {"push"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(!module->getFunction("push"));
  CHECK(!module->getFunction("push_twice"));
  CHECK(statistics.functions_removed == 2);
  CHECK(statistics.log_calls_omitted == 1);
  CHECK(statistics.log_calls_removed == 2);  // clear, count
  CHECK(statistics.branches_folded == 1);

  // main assumes op != 0 instead of branching to the push_twice call.
  llvm::Function* main = module->getFunction("main");
  REQUIRE(main);
  llvm::Value* op_is_zero = nullptr;
  for (llvm::Instruction& inst : main->getEntryBlock())
    if (match(&inst, m_SpecificICmp(llvm::ICmpInst::ICMP_EQ, m_Value(), m_Zero()))) op_is_zero = &inst;
  REQUIRE(op_is_zero);
  const std::vector<llvm::Value*> conditions = assumed_conditions(*module, *main);
  REQUIRE(conditions.size() == 1);
  CHECK(match(conditions[0], m_Not(m_Specific(op_is_zero))));
  CHECK(!block_named(*main, "if.then"));

  // count logs only after a recursive call: conservatively not infeasible.
  CHECK(module->getFunction("count"));
  CHECK(module->getFunction("clear"));
}

TEST_CASE("omitting a recursive function's feature keeps the path to its check-free recursion",
          "[logsrt][restrict]") {
  llvm::LLVMContext context;
  auto module = load("interproc.ll", context);
  restrict_module(*module, {"count"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  llvm::Function* count = module->getFunction("count");
  REQUIRE(count);
  CHECK(calls_to(*module, "count", count).size() == 1);
  CHECK(calls_to(*module, "count", module->getFunction("main")).size() == 1);
}

TEST_CASE("property checks before an omitted log call stay in the variant", "[logsrt][restrict][exact]") {
  using namespace llvm::PatternMatch;
  llvm::LLVMContext context;
  auto module = load("checks.ll", context);
  restrict_module(*module, {"after_store", "after_assert", "after_division"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());

  llvm::Function* store_then_log = module->getFunction("store_then_log");
  llvm::Function* assert_then_log = module->getFunction("assert_then_log");
  llvm::Function* divide_then_log = module->getFunction("divide_then_log");
  REQUIRE(store_then_log);
  REQUIRE(assert_then_log);
  REQUIRE(divide_then_log);
  CHECK(count_instructions_of<llvm::StoreInst>(*store_then_log) == 1);
  CHECK(count_instructions_of<llvm::BinaryOperator>(*divide_then_log) == 1);  // the sdiv
  CHECK(calls_to(*module, "__assert_fail").size() == 1);

  // assert_then_log: only the failing direction of the assertion is left.
  llvm::Value* compare = nullptr;
  for (llvm::Instruction& inst : assert_then_log->getEntryBlock())
    if (llvm::isa<llvm::ICmpInst>(inst)) compare = &inst;
  REQUIRE(compare);
  const std::vector<llvm::Value*> conditions = assumed_conditions(*module, *assert_then_log);
  REQUIRE(conditions.size() == 1);
  CHECK(match(conditions[0], m_Not(m_Specific(compare))));
  CHECK(!block_named(*assert_then_log, "cond.end"));

  // main still calls all three (each can fail a check first).
  llvm::Function* main = module->getFunction("main");
  CHECK(calls_to(*module, "store_then_log", main).size() == 1);
  CHECK(calls_to(*module, "assert_then_log", main).size() == 1);
  CHECK(calls_to(*module, "divide_then_log", main).size() == 1);
}

TEST_CASE("a store through null before an omitted call is not turned into unreachable", "[logsrt][restrict][exact]") {
  llvm::LLVMContext context;
  auto module = load("edge_cases.ll", context);
  restrict_module(*module, {"null"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  llvm::Function* function = module->getFunction("null_store");
  REQUIRE(function);
  REQUIRE(count_instructions_of<llvm::StoreInst>(*function) == 1);
  for (llvm::Instruction& inst : function->getEntryBlock())
    if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&inst))
      CHECK(llvm::isa<llvm::ConstantPointerNull>(store->getPointerOperand()));
  CHECK(ends_in_assume_false(function->getEntryBlock()));
  CHECK(calls_to(*module, "null_store").size() == 1);
}

TEST_CASE("switch cases into infeasible blocks are dropped under an assumption", "[logsrt][restrict]") {
  using namespace llvm::PatternMatch;
  llvm::LLVMContext context;
  auto module = load("switch.ll", context);
  llvm::Function* choose = module->getFunction("choose");
  REQUIRE(choose);
  llvm::Argument* x = choose->getArg(0);

  auto the_switch = [&]() -> llvm::SwitchInst* {
    return llvm::dyn_cast<llvm::SwitchInst>(choose->getEntryBlock().getTerminator());
  };
  auto case_values = [&](llvm::SwitchInst* sw) {
    std::set<int64_t> values;
    for (const auto& c : sw->cases()) values.insert(c.getCaseValue()->getSExtValue());
    return values;
  };

  SECTION("a case target omitted: the value is assumed to differ from its values") {
    const RestrictionStatistics statistics = restrict_module(*module, {"one"}, {});
    INFO(print(*module));
    CHECK(verify_errors(*module).empty());
    CHECK(statistics.branches_folded == 1);
    llvm::SwitchInst* sw = the_switch();
    REQUIRE(sw);
    CHECK(case_values(sw) == std::set<int64_t>{0, 2});
    CHECK(sw->getDefaultDest()->getName() == "default");
    const std::vector<llvm::Value*> conditions = assumed_conditions(*module, *choose);
    REQUIRE(conditions.size() == 1);
    const bool ne_1_and_ne_3 =
        match(conditions[0], m_And(m_SpecificICmp(llvm::ICmpInst::ICMP_NE, m_Specific(x), m_SpecificInt(1)),
                                   m_SpecificICmp(llvm::ICmpInst::ICMP_NE, m_Specific(x), m_SpecificInt(3))));
    CHECK(ne_1_and_ne_3);
    CHECK(!block_named(*choose, "one"));
    auto* phi = llvm::dyn_cast<llvm::PHINode>(&block_named(*choose, "join")->front());
    REQUIRE(phi);
    CHECK(phi->getNumIncomingValues() == 3);
  }

  SECTION("the default omitted: the value is assumed to be one of the kept cases") {
    restrict_module(*module, {"other"}, {});
    INFO(print(*module));
    CHECK(verify_errors(*module).empty());
    llvm::SwitchInst* sw = the_switch();
    REQUIRE(sw);
    CHECK(sw->getDefaultDest()->getName() == "zero");  // the first kept case took its place
    CHECK(case_values(sw) == std::set<int64_t>{1, 2, 3});
    CHECK(!block_named(*choose, "default"));
    const std::vector<llvm::Value*> conditions = assumed_conditions(*module, *choose);
    REQUIRE(conditions.size() == 1);
    // ((x == 0 || x == 1) || x == 3) || x == 2
    auto eq = [&](int v) { return m_SpecificICmp(llvm::ICmpInst::ICMP_EQ, m_Specific(x), m_SpecificInt(v)); };
    const bool one_of = match(conditions[0], m_Or(m_Or(m_Or(eq(0), eq(1)), eq(3)), eq(2)));
    CHECK(one_of);
  }

  SECTION("only one target left: the switch becomes a branch") {
    restrict_module(*module, {"zero", "one", "other"}, {});
    INFO(print(*module));
    CHECK(verify_errors(*module).empty());
    auto* branch = llvm::dyn_cast<llvm::BranchInst>(choose->getEntryBlock().getTerminator());
    REQUIRE(branch);
    REQUIRE(branch->isUnconditional());
    CHECK(branch->getSuccessor(0)->getName() == "two");
    const std::vector<llvm::Value*> conditions = assumed_conditions(*module, *choose);
    REQUIRE(conditions.size() == 1);
    CHECK(match(conditions[0], m_SpecificICmp(llvm::ICmpInst::ICMP_EQ, m_Specific(x), m_SpecificInt(2))));
  }

  SECTION("a block with several edges into a feasible block loses all their phi entries") {
    restrict_module(*module, {"mid"}, {});
    INFO(print(*module));
    CHECK(verify_errors(*module).empty());
    llvm::Function* dup = module->getFunction("dup");
    REQUIRE(dup);
    llvm::BasicBlock* mid = block_named(*dup, "mid");
    REQUIRE(mid);
    CHECK(ends_in_assume_false(*mid));
    CHECK(count_instructions_of<llvm::StoreInst>(*dup) == 1);
    auto* phi = llvm::dyn_cast<llvm::PHINode>(&block_named(*dup, "join")->front());
    REQUIRE(phi);
    CHECK(phi->getNumIncomingValues() == 1);
  }
}

TEST_CASE("an unknown feature is an invalid argument and changes nothing", "[logsrt][restrict]") {
  llvm::LLVMContext context;
  auto module = load("stack.ll", context);
  const std::string before = print(*module);
  try {
    restrict_module(*module, {"push", "nope"}, {});
    FAIL("no exception");
  } catch (const std::invalid_argument& e) {
    CHECK(std::string(e.what()) == "unknown feature 'nope'");
  }
  CHECK(print(*module) == before);

  FeatureOptions options;
  options.function_features = true;
  CHECK_THROWS_AS(restrict_module(*module, {"main"}, options), std::invalid_argument);
  CHECK_THROWS_AS(restrict_module(*module, {"top_value"}, {}), std::invalid_argument);
}

TEST_CASE("statistics of omitting push in the stack example", "[logsrt][restrict]") {
  llvm::LLVMContext context;
  auto module = load("stack.ll", context);
  const RestrictionStatistics statistics = restrict_module(*module, {"push"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.instructions_before > statistics.instructions_after);
  CHECK(statistics.log_calls_omitted == 1);
  CHECK(statistics.log_calls_removed == 2);
  CHECK(statistics.branches_folded == 1);
  CHECK(statistics.functions_removed == 1);
  CHECK(!module->getFunction("push"));
  CHECK(module->getFunction("pop"));
  CHECK(module->getFunction("top_value"));

  size_t instructions = 0;
  for (const llvm::Function& function : *module) instructions += function.getInstructionCount();
  CHECK(statistics.instructions_after == instructions);
}

TEST_CASE("omitting pop and top leaves only push in the loop body", "[logsrt][restrict]") {
  using namespace llvm::PatternMatch;
  llvm::LLVMContext context;
  auto module = load("stack.ll", context);
  restrict_module(*module, {"pop", "top"}, {});
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(!module->getFunction("pop"));
  CHECK(!module->getFunction("top_value"));
  llvm::Function* main = module->getFunction("main");
  llvm::BasicBlock* body = block_named(*main, "for.body");
  REQUIRE(body);
  llvm::Value* compare = nullptr;
  for (llvm::Instruction& inst : *body)
    if (llvm::isa<llvm::ICmpInst>(inst)) compare = &inst;
  const std::vector<llvm::Value*> conditions = assumed_conditions(*module, *main);
  REQUIRE(conditions.size() == 1);
  CHECK(conditions[0] == compare);  // op == 0
  CHECK(!block_named(*main, "if.else"));
  CHECK(calls_to(*module, "push", main).size() == 1);
}

TEST_CASE("function mode: an omitted function's entry is its log call", "[logsrt][restrict]") {
  llvm::LLVMContext context;
  auto module = load("stack.ll", context);
  FeatureOptions options;
  options.function_features = true;
  const RestrictionStatistics statistics = restrict_module(*module, {"top_value"}, options);
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.log_calls_omitted == 1);
  CHECK(statistics.functions_removed == 1);
  CHECK(!module->getFunction("top_value"));
  CHECK(module->getFunction("push"));
  CHECK(module->getFunction("pop"));
  CHECK(calls_to(*module, "swarm_log").empty());  // kept log strings removed
}

TEST_CASE("printf as a log function: kept calls whose result is used stay", "[logsrt][restrict]") {
  using namespace llvm::PatternMatch;
  llvm::LLVMContext context;
  auto module = load("printf_log.ll", context);
  FeatureOptions options;
  options.log_functions = {"printf"};
  const RestrictionStatistics statistics = restrict_module(*module, {"positive %d\n"}, options);
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.log_calls_omitted == 1);
  CHECK(statistics.log_calls_removed == 1);  // "start\n"; "used\n"'s result is returned
  CHECK(statistics.branches_folded == 1);
  llvm::Function* main = module->getFunction("main");
  CHECK(calls_to(*module, "printf", main).size() == 1);
  // x > 0 is assumed false.
  const std::vector<llvm::Value*> conditions = assumed_conditions(*module, *main);
  REQUIRE(conditions.size() == 1);
  CHECK(match(conditions[0], m_Not(m_SpecificICmp(llvm::ICmpInst::ICMP_SGT, m_Value(), m_Zero()))));
  // The non-constant swarm_log call stays as it is.
  CHECK(calls_to(*module, "swarm_log").size() == 1);
  CHECK(module->getFunction("log_name"));
}

TEST_CASE("a log function with a body: kept calls stay, omitted ones become assume(0)", "[logsrt][restrict]") {
  llvm::LLVMContext context;
  auto module = parse(R"(
@.a = private unnamed_addr constant [2 x i8] c"a\00"
@.b = private unnamed_addr constant [2 x i8] c"b\00"
@g = global i32 0
define void @mylog(ptr %s) {
  store i32 1, ptr @g
  ret void
}
define i32 @main(i32 %x) {
entry:
  call void @mylog(ptr @.a)
  %c = icmp eq i32 %x, 0
  br i1 %c, label %then, label %end
then:
  call void @mylog(ptr @.b)
  br label %end
end:
  ret i32 0
}
)",
                      context);
  FeatureOptions options;
  options.log_functions = {"mylog"};
  const RestrictionStatistics statistics = restrict_module(*module, {"b"}, options);
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.log_calls_removed == 0);
  CHECK(calls_to(*module, "mylog").size() == 1);
  CHECK(statistics.branches_folded == 1);
}

TEST_CASE("kept calls of a bodiless non-void log function stay (the checker reads them as inputs)",
          "[logsrt][restrict]") {
  llvm::LLVMContext context;
  auto module = parse(R"(
@.a = private unnamed_addr constant [2 x i8] c"a\00"
@.b = private unnamed_addr constant [2 x i8] c"b\00"
declare i32 @event(ptr)
declare void @note(ptr)
define i32 @main() {
  %r = call i32 @event(ptr @.a)
  call void @note(ptr @.b)
  ret i32 0
}
)",
                      context);
  FeatureOptions options;
  options.log_functions = {"event", "note"};
  const RestrictionStatistics statistics = restrict_module(*module, {}, options);
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.log_calls_removed == 1);
  CHECK(calls_to(*module, "event").size() == 1);
  CHECK(calls_to(*module, "note").empty());
}

TEST_CASE("functions the checker models are never log functions", "[logsrt][restrict][exact]") {
  llvm::LLVMContext context;
  auto module = load("checks.ll", context);
  FeatureOptions options;
  options.log_functions = {"__assert_fail", "__VERIFIER_assume", "exit"};
  CHECK(swarmbmc::logsrt::discover_features(*module, options).features.count("x < 3") == 0);
  CHECK_THROWS_AS(restrict_module(*module, {"x < 3"}, options), std::invalid_argument);
  restrict_module(*module, {}, options);
  CHECK(verify_errors(*module).empty());
  CHECK(calls_to(*module, "__assert_fail").size() == 1);
}

// --- Slicing::Off (--no-slicing): assume(false) before omitted log calls, nothing removed.

namespace {

/// Whether the instruction right before `call` is `__VERIFIER_assume(0)`.
bool preceded_by_assume_false(const llvm::Instruction& call) {
  const auto* assume = llvm::dyn_cast_or_null<llvm::CallBase>(call.getPrevNode());
  if (!assume || !callee_of(*assume) || callee_of(*assume)->getName() != "__VERIFIER_assume") return false;
  const auto* argument = llvm::dyn_cast<llvm::Constant>(assume->getArgOperand(0));
  return argument && argument->isNullValue();
}

size_t count_functions_with_bodies(const llvm::Module& module) {
  size_t count = 0;
  for (const llvm::Function& function : module) count += function.isDeclaration() ? 0 : 1;
  return count;
}

}  // namespace

TEST_CASE("without slicing an omitted log call is preceded by assume(0) and nothing is removed",
          "[logsrt][restrict][no-slicing]") {
  llvm::LLVMContext context;
  auto module = load("stack.ll", context);
  const size_t functions = count_functions_with_bodies(*module);
  const RestrictionStatistics statistics =
      restrict_module(*module, {"push"}, {}, swarmbmc::logsrt::Slicing::Off);
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.log_calls_omitted == 1);
  CHECK(statistics.log_calls_removed == 0);
  CHECK(statistics.branches_folded == 0);
  CHECK(statistics.functions_removed == 0);
  CHECK(statistics.instructions_after == statistics.instructions_before + 1);  // the assume call only
  CHECK(count_functions_with_bodies(*module) == functions);
  CHECK(calls_to(*module, "swarm_log").size() == 3);  // kept and omitted log calls all stay
  const std::vector<llvm::CallBase*> push_logs = calls_to(*module, "swarm_log", module->getFunction("push"));
  REQUIRE(push_logs.size() == 1);
  CHECK(preceded_by_assume_false(*push_logs[0]));
  CHECK(calls_to(*module, "__VERIFIER_assume").size() == 1);
  // The block goes on after the log call: no unreachable, the store and ret stay.
  llvm::Function* push = module->getFunction("push");
  CHECK(count_instructions_of<llvm::UnreachableInst>(*push) == 0);
  CHECK(count_instructions_of<llvm::ReturnInst>(*push) == 1);
  CHECK(count_instructions_of<llvm::StoreInst>(*push) > 0);
}

TEST_CASE("without slicing no branch into an omitted arm is folded", "[logsrt][restrict][no-slicing]") {
  llvm::LLVMContext context;
  auto module = load("branch.ll", context);
  const RestrictionStatistics statistics =
      restrict_module(*module, {"left"}, {}, swarmbmc::logsrt::Slicing::Off);
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.branches_folded == 0);
  llvm::Function* diamond = module->getFunction("diamond");
  REQUIRE(diamond);
  auto* branch = llvm::dyn_cast<llvm::BranchInst>(diamond->getEntryBlock().getTerminator());
  REQUIRE(branch);
  CHECK(branch->isConditional());
  CHECK(block_named(*diamond, "then"));
  CHECK(block_named(*diamond, "else"));
  CHECK(assumed_conditions(*module, *diamond).empty());  // only the constant assume(0)
  CHECK(calls_to(*module, "__VERIFIER_assume", diamond).size() == 1);
}

TEST_CASE("without slicing, every omitted log call and omitted function entry gets its assume",
          "[logsrt][restrict][no-slicing]") {
  llvm::LLVMContext context;
  auto module = load("stack.ll", context);
  FeatureOptions options;
  options.function_features = true;
  const RestrictionStatistics statistics =
      restrict_module(*module, {"top_value", "pop"}, options, swarmbmc::logsrt::Slicing::Off);
  INFO(print(*module));
  CHECK(verify_errors(*module).empty());
  CHECK(statistics.log_calls_omitted == 3);  // top_value's entry, pop's entry, swarm_log("pop")
  CHECK(statistics.functions_removed == 0);
  llvm::Function* top_value = module->getFunction("top_value");
  REQUIRE(top_value);
  CHECK(preceded_by_assume_false(*top_value->getEntryBlock().getFirstNonPHIIt()->getNextNode()));
  CHECK(calls_to(*module, "__VERIFIER_assume").size() == 3);
  CHECK(calls_to(*module, "swarm_log").size() == 3);
}

TEST_CASE("without slicing an unknown feature is still an invalid argument", "[logsrt][restrict][no-slicing]") {
  llvm::LLVMContext context;
  auto module = load("stack.ll", context);
  const std::string before = print(*module);
  CHECK_THROWS_AS(restrict_module(*module, {"push", "nope"}, {}, swarmbmc::logsrt::Slicing::Off),
                  std::invalid_argument);
  CHECK(print(*module) == before);
}
