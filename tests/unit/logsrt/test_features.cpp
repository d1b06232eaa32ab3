// discover_features: log-call features, sites, non-constant calls, other log
// functions (printf-style) and function features.
#include "Helpers.h"
#include "logsrt/Logsrt.h"

using logsrt_test::load;
using logsrt_test::parse;
using swarmbmc::logsrt::discover_features;
using swarmbmc::logsrt::FeatureCatalog;
using swarmbmc::logsrt::FeatureOptions;

namespace {

std::vector<std::string> names(const FeatureCatalog& catalog) {
  std::vector<std::string> result;
  for (const auto& [name, sites] : catalog.features) result.push_back(name);
  return result;
}

}  // namespace

TEST_CASE("swarm_log features are the constant strings, sorted, with their sites", "[logsrt][features]") {
  llvm::LLVMContext context;
  auto module = load("stack.ll", context);
  const FeatureCatalog catalog = discover_features(*module, {});
  CHECK(names(catalog) == std::vector<std::string>{"pop", "push", "top"});
  CHECK(catalog.non_constant_calls.empty());

  const auto& push = catalog.features.at("push");
  REQUIRE(push.size() == 1);
  CHECK(push[0].file == "stack.c");
  CHECK(push[0].line == 28);
  CHECK(push[0].function == "push");
  const auto& top = catalog.features.at("top");
  REQUIRE(top.size() == 1);
  CHECK(top[0].line == 42);
  CHECK(top[0].function == "top_value");
}

TEST_CASE("sites of one feature are listed in module order", "[logsrt][features]") {
  llvm::LLVMContext context;
  auto module = parse(R"(
@.a = private unnamed_addr constant [2 x i8] c"a\00"
@.b = private unnamed_addr constant [2 x i8] c"b\00"
declare void @swarm_log(ptr)
define void @second() {
  call void @swarm_log(ptr @.a)
  call void @swarm_log(ptr @.b)
  ret void
}
define void @first() {
  call void @swarm_log(ptr @.a)
  ret void
}
define i32 @main() {
  call void @second()
  call void @first()
  call void @swarm_log(ptr @.a)
  ret i32 0
}
)",
                      context);
  const FeatureCatalog catalog = discover_features(*module, {});
  CHECK(names(catalog) == std::vector<std::string>{"a", "b"});
  const auto& a = catalog.features.at("a");
  REQUIRE(a.size() == 3);
  CHECK(a[0].function == "second");
  CHECK(a[1].function == "first");
  CHECK(a[2].function == "main");
  CHECK(a[0].file.empty());  // no debug info
  CHECK(a[0].line == 0);

  // Deterministic: the same catalog again.
  const FeatureCatalog again = discover_features(*module, {});
  CHECK(names(again) == names(catalog));
  CHECK(again.features.at("a").size() == 3);
}

TEST_CASE("non-constant log arguments are no features and are reported", "[logsrt][features]") {
  llvm::LLVMContext context;
  auto module = load("printf_log.ll", context);
  const FeatureCatalog catalog = discover_features(*module, {});
  CHECK(catalog.features.empty());
  CHECK(catalog.non_constant_calls == std::vector<std::string>{"printf_log.c:9"});
}

TEST_CASE("--log-function printf: format strings are features", "[logsrt][features]") {
  llvm::LLVMContext context;
  auto module = load("printf_log.ll", context);
  FeatureOptions options;
  options.log_functions = {"printf"};
  const FeatureCatalog catalog = discover_features(*module, options);
  CHECK(names(catalog) == std::vector<std::string>{"positive %d\n", "start\n", "used\n"});
  CHECK(catalog.features.at("positive %d\n")[0].line == 16);
  CHECK(catalog.non_constant_calls == std::vector<std::string>{"printf_log.c:9"});
}

TEST_CASE("constant offsets into strings are followed; mutable globals are not constants", "[logsrt][features]") {
  llvm::LLVMContext context;
  auto module = load("edge_cases.ll", context);
  const FeatureCatalog catalog = discover_features(*module, {});
  CHECK(names(catalog) == std::vector<std::string>{"after", "feature", "loop", "null"});
  CHECK(catalog.non_constant_calls == std::vector<std::string>{"in function offsets"});
}

TEST_CASE("function mode: every defined function but the entry is a feature", "[logsrt][features]") {
  llvm::LLVMContext context;
  auto module = load("stack.ll", context);
  FeatureOptions options;
  options.function_features = true;
  const FeatureCatalog catalog = discover_features(*module, options);
  CHECK(names(catalog) == std::vector<std::string>{"pop", "push", "top", "top_value"});
  // "push" is both the function and the log string: definition first (module order).
  const auto& push = catalog.features.at("push");
  REQUIRE(push.size() == 2);
  CHECK(push[0].line == 27);
  CHECK(push[0].file == "stack.c");
  CHECK(push[1].line == 28);
  const auto& top_value = catalog.features.at("top_value");
  REQUIRE(top_value.size() == 1);
  CHECK(top_value[0].line == 41);
  CHECK(top_value[0].function == "top_value");

  SECTION("another entry makes main a feature and the entry not") {
    options.entry = "pop";
    const FeatureCatalog other = discover_features(*module, options);
    CHECK(other.features.count("main") == 1);
    CHECK(other.features.at("pop").size() == 1);  // the log call only
  }
}

TEST_CASE("function mode skips log functions and functions the checker models", "[logsrt][features]") {
  llvm::LLVMContext context;
  auto module = parse(R"(
@.a = private unnamed_addr constant [2 x i8] c"a\00"
define void @mylog(ptr %s) {
  ret void
}
define void @reach_error() {
  ret void
}
define void @helper() {
  call void @mylog(ptr @.a)
  ret void
}
define i32 @main() {
  call void @helper()
  call void @reach_error()
  ret i32 0
}
)",
                      context);
  FeatureOptions options;
  options.function_features = true;
  options.log_functions = {"mylog"};
  const FeatureCatalog catalog = discover_features(*module, options);
  CHECK(names(catalog) == std::vector<std::string>{"a", "helper"});
}
