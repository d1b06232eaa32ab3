// Named choices' heuristics and rules (encoder/choices/): parsing, domains
// per type, wildcards, and the errors the command line reports.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>

#include "encoder/choices/ChoiceRules.h"
#include "encoder/choices/Heuristics.h"

using namespace swarmbmc::encoder;
using swarmbmc::terms::u128;

namespace {

ChoiceType choice_type(unsigned width, bool is_signed) {
  ChoiceType type;
  type.width = width;
  type.is_signed = is_signed;
  return type;
}

ChoiceType floating(unsigned width) {
  ChoiceType type;
  type.kind = ChoiceType::Kind::Float;
  type.width = width;
  return type;
}

std::vector<std::string> texts(const ChoiceType& type, const std::string& heuristic) {
  std::string error;
  const std::optional<Heuristic> parsed = parse_heuristic(heuristic, error);
  REQUIRE(parsed);
  const std::optional<Domain> domain = domain_of(*parsed, type, error);
  INFO(error);
  REQUIRE(domain);
  std::vector<std::string> out;
  for (u128 bits : domain->values) out.push_back(type.value_text(bits));
  return out;
}

std::string domain_error(const ChoiceType& type, const std::string& heuristic) {
  std::string error;
  const std::optional<Heuristic> parsed = parse_heuristic(heuristic, error);
  if (!parsed) return error;
  return domain_of(*parsed, type, error) ? "" : error;
}

}  // namespace

TEST_CASE("choice heuristics: values per type") {
  CHECK(texts(choice_type(32, true), "threshold(13, 2)") == std::vector<std::string>{"11", "13", "15"});
  CHECK(texts(floating(64), "threshold(13.25,0.5)") == std::vector<std::string>{"12.75", "13.25", "13.75"});
  CHECK(texts(choice_type(8, true), "boundary") == std::vector<std::string>{"-128", "-1", "0", "1", "127"});
  CHECK(texts(choice_type(16, false), "boundary") == std::vector<std::string>{"0", "1", "65535"});
  CHECK(texts(choice_type(32, false), "set(-1, 0x10)") == std::vector<std::string>{"4294967295", "16"});
  CHECK(texts(choice_type(32, true), "interval(-2, 7, 3)") == std::vector<std::string>{"-2", "1", "4", "7"});
  const std::vector<std::string> fp = texts(floating(64), "boundary");
  for (const char* expected : {"-0", "inf", "-inf", "nan", "5e-324", "1.7976931348623157e+308"})
    CHECK(std::find(fp.begin(), fp.end(), expected) != fp.end());
  CHECK(texts(floating(32), "set(0.1)") == std::vector<std::string>{"0.1"});
}

TEST_CASE("choice heuristics: random draws are reproducible and seeded") {
  const ChoiceType type = choice_type(32, true);
  CHECK(texts(type, "random(5, 9)") == texts(type, "random(5,9)"));
  CHECK(texts(type, "random(5, 9)") != texts(type, "random(5, 10)"));
  CHECK(texts(type, "random(5)").size() == 5);
  ChoiceType bounded = type;
  bounded.lo = -3;
  bounded.hi = 3;
  for (const std::string& value : texts(bounded, "random(50, 2)")) CHECK(std::abs(std::stoi(value)) <= 3);
}

TEST_CASE("choice heuristics: an interval without step is a range") {
  std::string error;
  const Domain domain = *domain_of(*parse_heuristic("interval(0, 1000000)", error), choice_type(32, false), error);
  CHECK(domain.range);
  CHECK(domain.lo == 0);
  CHECK(domain.hi == 1000000);
}

TEST_CASE("choice heuristics: errors name the problem") {
  CHECK(domain_error(choice_type(32, true), "near(3)").find("unknown heuristic 'near'") == 0);
  CHECK(domain_error(choice_type(32, true), "threshold(1)").find("takes 2 parameters") != std::string::npos);
  CHECK(domain_error(choice_type(8, true), "set(300)") == "value 300 does not fit signed char");
  CHECK(domain_error(choice_type(32, true), "set(1.5)") == "'1.5' is not a value of type int");
  CHECK(domain_error(choice_type(8, false), "threshold(250, 10)").find("leaves the range") != std::string::npos);
  CHECK(domain_error(choice_type(32, true), "interval(5, 1)") == "interval(5, 1) is empty");
  CHECK(domain_error(choice_type(32, true), "interval(0, 100000, 1)").find("more than 4096") != std::string::npos);
  CHECK(domain_error(choice_type(32, true), "random(0)").find("not in 1..4096") != std::string::npos);
  CHECK(domain_error(choice_type(32, true), "set(1,)").find("empty parameter") != std::string::npos);
  CHECK(domain_error(choice_type(32, true), "set(1").find("closing") != std::string::npos);
}

TEST_CASE("choice rules: wildcards, the last matching rule, the file format") {
  CHECK(choice_pattern_matches("main::*", "main::velocity"));
  CHECK_FALSE(choice_pattern_matches("main::*", "mainly::x"));
  CHECK(choice_pattern_matches("parse.c:*", "parse.c:12:5"));
  CHECK(choice_pattern_matches("*::x*y", "f::xzzy"));
  CHECK_FALSE(choice_pattern_matches("velocity", "main::velocity"));
  ChoiceRules rules;
  std::string error;
  REQUIRE(parse_choices_text("# comment\nmain::* = boundary\n\nmain::x = set(1, 2)  # wins for x\n", rules.rules,
                             error));
  REQUIRE(rules.rules.size() == 2);
  CHECK(rules.find("main::x")->text() == "set(1,2)");
  CHECK(rules.find("main::y")->text() == "boundary");
  CHECK(rules.find("other") == nullptr);
  CHECK(rules.describe() == "main::*=boundary, main::x=set(1,2)");
  CHECK(rules.file_text() == "main::* = boundary\nmain::x = set(1,2)\n");
  CHECK_FALSE(parse_choices_text("ok = any\nbroken\n", rules.rules, error));
  CHECK(error == "line 2: choice 'broken' is not NAME=HEURISTIC");
  ChoiceRules only_any;
  only_any.rules.push_back({"x", Heuristic{}});
  CHECK_FALSE(only_any.restricts());
}
