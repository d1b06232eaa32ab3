// witness_invariants: which of k-induction's invariant texts a correctness
// witness states in C, and how; the trivial witnesses without any.
#include <catch2/catch.hpp>

#include "report/witness/Witness.h"

using namespace swarmbmc;

namespace {

encoder::LoopVariable variable(const std::string& name, unsigned bits, bool is_signed) {
  encoder::LoopVariable v;
  v.loop_line = 9;
  v.loop_column = 3;
  v.ir_name = v.source_name = name;
  v.ir_bits = v.source_bits = bits;
  v.source_signed = is_signed;
  v.source_line = 8;
  v.name_unique = true;
  return v;
}

report::RunInfo run_with(std::vector<encoder::LoopVariable> variables) {
  report::RunInfo run;
  run.swarmbmc_version = "0.1.0";
  run.file = "main.c";
  run.sha256 = std::string(64, 'a');
  run.entry = "main";
  run.data_model = "LP64";
  run.loop_variables = std::move(variables);
  run.specification = {"CHECK( init(main()), LTL(G ! call(reach_error())) )"};
  return run;
}

encoder::VerifyResult proof(std::vector<std::string> invariants) {
  encoder::VerifyResult result;
  result.verdict = encoder::Verdict::Verified;
  result.induction_k = 1;
  result.induction_invariants = std::move(invariants);
  result.induction_loop.file = "main.c";
  result.induction_loop.line = 9;
  result.induction_loop.column = 3;
  result.induction_loop.function = "main";
  return result;
}

using Texts = std::vector<std::string>;

}  // namespace

TEST_CASE("witness invariants: bounds of the C type's signedness, in C", "[report]") {
  const report::RunInfo run = run_with({variable("x", 32, true), variable("n", 32, false)});
  CHECK(report::witness_invariants(run, proof({"x >= 0", "x <= 100", "n <=u 7", "n >=u 2"})) ==
        Texts{"x >= 0", "x <= 100", "n <= 7", "n >= 2"});
  // Relations and residues are no C expressions over the current values.
  CHECK(report::witness_invariants(run, proof({"x + n as on entry", "x % 2 as on entry once x >= 100"})).empty());
}

TEST_CASE("witness invariants: a bound C would read differently is left out", "[report]") {
  report::RunInfo run = run_with({variable("x", 32, true), variable("n", 32, false)});
  // Unsigned bound on a signed variable; signed bound on an unsigned one
  // whose sign bit is not known to be clear.
  CHECK(report::witness_invariants(run, proof({"x <=u 100", "n <= 100"})).empty());
  // With a signed lower bound >= 0, the unsigned variable's signed bounds read the same.
  CHECK(report::witness_invariants(run, proof({"n >= 0", "n <= 100"})) == Texts{"n >= 0", "n <= 100"});
  CHECK(report::witness_invariants(run, proof({"n >= 0", "n >= -1"})) == Texts{"n >= 0"});
  // A phi wider than its C variable, a shadowed name, a variable declared
  // after the loop's start, no debug variable, a C type that is no integer.
  run.loop_variables = {variable("a", 32, true), variable("b", 32, true), variable("c", 32, true),
                        variable("d", 32, true), variable("e", 32, true)};
  run.loop_variables[0].ir_bits = 64;
  run.loop_variables[1].name_unique = false;
  run.loop_variables[2].source_line = 10;
  run.loop_variables[3].source_name.clear();
  run.loop_variables[4].source_bits = 0;
  CHECK(report::witness_invariants(run, proof({"a <= 1", "b <= 1", "c <= 1", "d <= 1", "e <= 1"})).empty());
  // Two phis of one name; a phi of another loop.
  run.loop_variables = {variable("x", 32, true), variable("x", 32, true), variable("y", 32, true)};
  run.loop_variables[2].loop_line = 20;
  CHECK(report::witness_invariants(run, proof({"x <= 1", "y <= 1"})).empty());
}

TEST_CASE("witness invariants: literals C can spell", "[report]") {
  const report::RunInfo run = run_with({variable("l", 64, true), variable("u", 64, false)});
  CHECK(report::witness_invariants(run, proof({"l >= -9223372036854775808", "l <= -5", "u <=u 18446744073709551614",
                                               "u <= 12abc", "(loop variable) <= 3"})) ==
        Texts{"l <= -5", "u <= 18446744073709551614U"});
}

TEST_CASE("witness invariants: none without a k-induction proof at a known line", "[report]") {
  const report::RunInfo run = run_with({variable("x", 32, true)});
  encoder::VerifyResult result = proof({"x <= 100"});
  result.induction_loop.line = 0;
  CHECK(report::witness_invariants(run, result).empty());
  result = proof({"x <= 100"});
  result.induction_k = 0;
  CHECK(report::witness_invariants(run, result).empty());
}

TEST_CASE("correctness witnesses: the invariants at the loop head, or the trivial witness", "[report]") {
  const report::RunInfo run = run_with({variable("x", 32, true)});
  const std::string graphml = report::graphml_correctness_witness(run, proof({"x >= 0", "x <= 100"}));
  CHECK(graphml.find("<data key=\"witness-type\">correctness_witness</data>") != std::string::npos);
  CHECK(graphml.find("<data key=\"invariant\">(x &gt;= 0) &amp;&amp; (x &lt;= 100)</data>") != std::string::npos);
  CHECK(graphml.find("<data key=\"startline\">9</data>") != std::string::npos);
  const std::string trivial = report::graphml_correctness_witness(run, proof({"x + y as on entry"}));
  CHECK(trivial.find("invariant") == std::string::npos);
  CHECK(trivial.find("<edge") == std::string::npos);
  const std::string yaml = report::yaml_correctness_witness(run, proof({"x <= 100"}));
  CHECK(yaml.find("entry_type: \"invariant_set\"") != std::string::npos);
  CHECK(yaml.find("value: \"x <= 100\"") != std::string::npos);
  CHECK(yaml.find("line: 9\n") != std::string::npos);
  CHECK(report::yaml_correctness_witness(run, proof({})).find("content: []\n") != std::string::npos);
}
