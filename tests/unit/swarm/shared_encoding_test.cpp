// The shared encoding under a configuration's literal assignment decides as
// that configuration's sliced program does: same verdict (so the property
// query is equisatisfiable, and so are the unsupported and unwinding
// queries), on random small programs, every feature subset, both backends
// (CaDiCaL also incremental), log features and function features.
#include <catch2/catch.hpp>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/Cloning.h>

#include <cstdio>
#include <fstream>
#include <random>
#include <sstream>

#include "swarm/EncodingChoice.h"
#include "frontend/Frontend.h"
#include "logsrt/Logsrt.h"
#include "swarm/Runner.h"
#include "swarm/SharedEncoding.h"

using namespace swarmbmc;

namespace {

/// A random program over three log features and a helper function: nondet
/// inputs, a loop (concrete or symbolic bound), branches that log, and an
/// assertion that some paths can violate.
std::string random_program(unsigned seed) {
  std::mt19937 rng(seed);
  auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
  const char* features[] = {"a", "b", "c"};
  std::ostringstream c;
  c << "extern int __VERIFIER_nondet_int(void);\nextern void __VERIFIER_assume(int);\n"
       "extern void __VERIFIER_error(void);\nextern void swarm_log(const char*);\nint g;\n"
       "void helper(int v) {\n  if (v > " << pick(0, 4) << ") { swarm_log(\"" << features[pick(0, 2)]
    << "\"); g += v; } else g -= 1;\n}\n"
       "int main(void) {\n  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int();\n"
       "  __VERIFIER_assume(x >= 0 && x < 6 && y >= 0 && y < 6);\n";
  c << "  for (int i = 0; i < " << (pick(0, 1) ? std::string("x") : std::to_string(pick(1, 3))) << "; i++) {\n";
  for (int s = pick(2, 4); s > 0; --s) {
    switch (pick(0, 4)) {
      case 0: c << "    if (x > " << pick(0, 5) << ") { swarm_log(\"" << features[pick(0, 2)] << "\"); y += " << pick(1, 3) << "; }\n"; break;
      case 1: c << "    helper(y);\n"; break;
      case 2: c << "    x = x + " << pick(-1, 2) << ";\n"; break;
      case 3: c << "    if (y == " << pick(0, 5) << ") swarm_log(\"" << features[pick(0, 2)] << "\");\n"; break;
      default: c << "    g ^= x + i;\n"; break;
    }
  }
  c << "  }\n  if (g == " << pick(-2, 6) << " && y > " << pick(0, 6) << ") __VERIFIER_error();\n  return 0;\n}\n";
  return c.str();
}

std::unique_ptr<llvm::Module> load(const std::string& source, llvm::LLVMContext& context) {
  const std::string path = "/tmp/swarmbmc_shared_test_" + std::to_string(::getpid()) + ".c";
  std::ofstream(path) << source;
  auto module = frontend::load_program(path, {}, context);
  std::remove(path.c_str());
  return module;
}

encoder::Verdict sliced_verdict(const llvm::Module& module, const std::set<std::string>& omitted,
                                const logsrt::FeatureOptions& features, const encoder::VerifyOptions& options) {
  std::unique_ptr<llvm::Module> copy = llvm::CloneModule(module);
  if (!omitted.empty()) {
    logsrt::restrict_module(*copy, omitted, features);
    frontend::prepare_module(*copy);
  }
  return encoder::verify(*copy, options).verdict;
}

/// Every subset of `names` (at most 2^5 of them).
std::vector<std::set<std::string>> subsets(const std::vector<std::string>& names) {
  std::vector<std::set<std::string>> all;
  const size_t n = std::min<size_t>(names.size(), 5);
  for (unsigned mask = 0; mask < (1u << n); ++mask) {
    std::set<std::string> s;
    for (size_t i = 0; i < n; ++i)
      if (mask & (1u << i)) s.insert(names[i]);
    all.push_back(s);
  }
  return all;
}

}  // namespace

TEST_CASE("shared encoding under a configuration's literals decides as the sliced program", "[swarm][shared]") {
  unsigned failed = 0, safe = 0;
  for (unsigned seed = 1; seed <= 12; ++seed) {
    llvm::LLVMContext context;
    const std::string source = random_program(seed);
    std::unique_ptr<llvm::Module> module = load(source, context);
    logsrt::FeatureOptions features;
    features.function_features = seed % 3 == 0;  // the helper is a feature too
    std::vector<std::string> names;
    for (const auto& [name, sites] : logsrt::discover_features(*module, features).features) names.push_back(name);
    // CaDiCaL fresh per query, CaDiCaL incremental (shared-incremental), Z3.
    for (const auto& [solver, incremental] : {std::pair{"cadical", false}, {"cadical", true}, {"z3", false}}) {
      encoder::VerifyOptions options;
      options.depth = 3;
      options.solver = solver;
      swarm::SharedEncoding shared(*module, options, features, incremental);
      REQUIRE(shared.complete());
      for (const std::set<std::string>& omitted : subsets(names)) {
        INFO("seed " << seed << ", " << solver << (incremental ? " incremental" : "") << ", omitting " << swarm::describe_omitted(omitted) << "\n"
                     << source);
        const encoder::Verdict expected = sliced_verdict(*module, omitted, features, options);
        const encoder::VerifyResult got = shared.verify(omitted, options);
        CHECK(encoder::verdict_name(got.verdict) == std::string(encoder::verdict_name(expected)));
        failed += expected == encoder::Verdict::Failed;
        safe += expected != encoder::Verdict::Failed;
        if (got.verdict == encoder::Verdict::Failed) CHECK(!got.trace.empty());
      }
    }
  }
  // The generator must exercise both answers, or the comparison proves little.
  CHECK(failed > 10);
  CHECK(safe > 10);
}

TEST_CASE("shared encoding: a feature the unrolling never reaches has no literal", "[swarm][shared]") {
  llvm::LLVMContext context;
  auto module = load(
      "extern void swarm_log(const char*);\nextern int __VERIFIER_nondet_int(void);\n"
      "void never(void) { swarm_log(\"dead\"); }\n"
      "int main(void) { if (__VERIFIER_nondet_int()) swarm_log(\"live\"); return 0; }\n",
      context);
  encoder::VerifyOptions options;
  swarm::SharedEncoding shared(*module, options, {});
  REQUIRE(shared.complete());
  CHECK(shared.statistics().literals == 1);
  CHECK(shared.verify({"live"}, options).verdict == encoder::Verdict::Verified);
}

TEST_CASE("auto chooses shared only when slicing keeps most of the program", "[swarm][shared]") {
  auto configuration = [](std::set<std::string> omitted, size_t after) {
    swarm::ConfigurationReport c;
    c.configuration.omitted = std::move(omitted);
    c.slicing.instructions_before = 100;
    c.slicing.instructions_after = after;
    return c;
  };
  const std::vector<swarm::ConfigurationReport> little_sliced = {configuration({}, 100), configuration({"a"}, 95),
                                                                 configuration({"b"}, 90)};
  const std::vector<swarm::ConfigurationReport> much_sliced = {configuration({}, 100), configuration({"a"}, 30),
                                                               configuration({"b"}, 40)};
  CHECK(swarm::decide_encoding(swarm::Encoding::Auto, little_sliced).chosen == swarm::Encoding::Shared);
  CHECK(swarm::decide_encoding(swarm::Encoding::Auto, much_sliced).chosen == swarm::Encoding::Sliced);
  CHECK(swarm::decide_encoding(swarm::Encoding::Auto, {configuration({}, 100)}).chosen == swarm::Encoding::Sliced);
  CHECK(swarm::decide_encoding(swarm::Encoding::Shared, much_sliced).chosen == swarm::Encoding::Shared);
  CHECK(swarm::decide_encoding(swarm::Encoding::Auto, much_sliced).why.rfind("auto:", 0) == 0);
  CHECK(swarm::parse_encoding("shared") == swarm::Encoding::Shared);
  CHECK(swarm::parse_encoding("shared-incremental") == swarm::Encoding::SharedIncremental);
  CHECK(!swarm::parse_encoding("both"));
}
