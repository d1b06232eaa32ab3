// Input-domain swarms' drawing (--swarm-choices, encoder/choices/
// ChoiceConstants and ChoiceDraw): the constants read from a choice's IR
// uses, and drawn restrictions that fit their type and follow the seed.
#include <catch2/catch.hpp>

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <map>
#include <random>
#include <set>

#include "encoder/choices/ChoiceConstants.h"
#include "encoder/choices/ChoiceDraw.h"

using namespace swarmbmc::encoder;
using swarmbmc::terms::u128;

namespace {

// Without debug information a nondet choice is named after its function.
const char* const kProgram = R"(
@g = global i32 0
@arr = global [16 x i8] zeroinitializer
@speed = private constant [6 x i8] c"speed\00"
@gear = private constant [5 x i8] c"gear\00"
declare i32 @__VERIFIER_nondet_uint()
declare i32 @__VERIFIER_nondet_int()
declare double @__VERIFIER_nondet_double()
declare i32 @swarm_choose_int(ptr, i32, i32)
declare double @swarm_choose_double(ptr)

define void @size() {
  %v = call i32 @__VERIFIER_nondet_uint()
  %c1 = icmp ugt i32 %v, 96
  %s = add i32 %v, 3
  %c2 = icmp eq i32 %s, 50
  store i32 %v, ptr @g
  %l = load i32, ptr @g
  %c3 = icmp eq i32 %l, 7
  %z = zext i32 %v to i64
  %p = getelementptr [16 x i8], ptr @arr, i64 0, i64 %z
  %m = mul i32 %v, 5
  %c4 = icmp eq i32 %m, 1000
  ret void
}
define void @tag() {
  %t = call i32 @__VERIFIER_nondet_int()
  switch i32 %t, label %d [ i32 1234, label %a
                            i32 -5, label %a ]
a:
  br label %d
d:
  ret void
}
define void @velocity() {
  %x = call double @__VERIFIER_nondet_double()
  %c = fcmp ogt double %x, 13.25
  ret void
}
define void @helper(i32 %a) {
  %c = icmp slt i32 %a, 100
  ret void
}
define void @passes() {
  %v = call i32 @__VERIFIER_nondet_int()
  call void @helper(i32 %v)
  ret void
}
define void @counter() {
entry:
  %v = call i32 @__VERIFIER_nondet_int()
  br label %loop
loop:
  %i = phi i32 [ %v, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  %c = icmp slt i32 %n, 10
  br i1 %c, label %loop, label %done
done:
  ret void
}
define void @mixed() {
  %a = call i32 @swarm_choose_int(ptr @speed, i32 0, i32 9)
  %b = call double @swarm_choose_double(ptr @speed)
  %c = call i32 @swarm_choose_int(ptr @gear, i32 1, i32 5)
  ret void
}
)";

std::map<std::string, ChoiceCandidate> candidates_of_program() {
  static llvm::LLVMContext context;
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> module = llvm::parseAssemblyString(kProgram, diagnostic, context);
  INFO(diagnostic.getMessage().str());
  REQUIRE(module);
  std::map<std::string, ChoiceCandidate> by_name;
  for (ChoiceCandidate& c : choice_candidates(*module)) by_name.emplace(c.name, std::move(c));
  return by_name;
}

std::vector<std::string> constant_texts(const ChoiceCandidate& c) {
  std::vector<std::string> texts;
  for (u128 bits : c.constants) texts.push_back(c.type.value_text(bits));
  std::sort(texts.begin(), texts.end());
  return texts;
}

ChoiceCandidate candidate(ChoiceType::Kind kind, unsigned width, bool is_signed, std::vector<u128> constants) {
  ChoiceCandidate c;
  c.name = "main::x";
  c.type.kind = kind;
  c.type.width = width;
  c.type.is_signed = is_signed;
  c.constants = std::move(constants);
  return c;
}

}  // namespace

TEST_CASE("choice constants: comparisons, switch cases, offsets, memory, array lengths, calls") {
  const auto by_name = candidates_of_program();
  // 96; 50 - 3 = 47; 7 through @g; 16 as the length of the array indexed;
  // not 1000 (compared with v * 5: no constant of v's own).
  CHECK(constant_texts(by_name.at("size")) == std::vector<std::string>{"16", "47", "7", "96"});
  CHECK(constant_texts(by_name.at("tag")) == std::vector<std::string>{"-5", "1234"});
  CHECK(constant_texts(by_name.at("velocity")) == std::vector<std::string>{"13.25"});
  CHECK(constant_texts(by_name.at("passes")) == std::vector<std::string>{"100"});
  // A loop counting up from the choice: two additions followed, not one per visit.
  CHECK(constant_texts(by_name.at("counter")) == std::vector<std::string>{"8", "9"});
  CHECK(constant_texts(by_name.at("gear")) == std::vector<std::string>{"1", "5"});  // swarm_choose_int's bounds
  CHECK_FALSE(by_name.count("speed"));  // an int and a double under one name: no one restriction fits
}

TEST_CASE("drawn restrictions fit their type and are never 'any'") {
  const std::vector<ChoiceCandidate> kinds = {
      candidate(ChoiceType::Kind::Integer, 32, false, {0, 96, 0xffffffffu}),
      candidate(ChoiceType::Kind::Integer, 8, true, {0x7f, 0x80}),  // 127 and -128: thresholds leave the range
      candidate(ChoiceType::Kind::Integer, 64, true, {}),
      candidate(ChoiceType::Kind::Boolean, 1, false, {}),
      candidate(ChoiceType::Kind::Float, 64, true, {0x402a800000000000u}),  // 13.25
      candidate(ChoiceType::Kind::Float, 32, true, {})};
  std::mt19937_64 random(5);
  for (const ChoiceCandidate& c : kinds) {
    std::set<std::string> names;
    for (int i = 0; i < 200; ++i) {
      const Heuristic h = draw_heuristic(c, random);
      std::string error;
      INFO(c.type.c_name() << " " << h.text() << ": " << error);
      CHECK_FALSE(h.is_any());
      CHECK(domain_of(h, c.type, error).has_value());
      names.insert(h.name);
    }
    if (c.type.kind == ChoiceType::Kind::Integer && !c.constants.empty()) CHECK(names.count("threshold") + names.count("set"));
    if (c.type.kind != ChoiceType::Kind::Boolean) CHECK(names.count("boundary"));
  }
}

TEST_CASE("drawn restrictions: the same seed draws the same, others differ") {
  const std::vector<ChoiceCandidate> candidates = {
      candidate(ChoiceType::Kind::Integer, 32, false, {7, 96}), candidate(ChoiceType::Kind::Float, 64, true, {}),
      candidate(ChoiceType::Kind::Integer, 16, true, {100})};
  auto draws = [&](uint64_t seed) {
    std::mt19937_64 random(seed);
    std::string all;
    for (int i = 0; i < 20; ++i) all += draw_restrictions(candidates, random, false).file_text() + "|";
    return all;
  };
  CHECK(draws(1) == draws(1));
  CHECK(draws(1) != draws(2));
}

TEST_CASE("drawn restrictions: about half the choices, at least one when asked") {
  std::vector<ChoiceCandidate> candidates;
  for (int i = 0; i < 4; ++i) {
    candidates.push_back(candidate(ChoiceType::Kind::Integer, 32, true, {42}));
    candidates.back().name = "c" + std::to_string(i);
  }
  std::mt19937_64 random(9);
  size_t restricted = 0, empty = 0;
  for (int i = 0; i < 400; ++i) {
    const ChoiceRules rules = draw_restrictions(candidates, random, false);
    restricted += rules.rules.size();
    empty += rules.rules.empty();
    CHECK_FALSE(draw_restrictions(candidates, random, true).rules.empty());
  }
  CHECK(restricted > 600);  // 800 expected of 1600
  CHECK(restricted < 1000);
  CHECK(empty > 0);  // without at_least_one an empty draw happens (1/16)
  CHECK(draw_restrictions({}, random, true).rules.empty());
}
