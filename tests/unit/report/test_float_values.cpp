// Float and double values in the writers: the text (decimal and exact hex
// literal), the JSON fields, and the witness assumption, for the values
// whose rendering is easy to get wrong: 0.1, -0.0, infinities, NaNs,
// subnormals, a float's own shortest decimal.
#include <catch2/catch.hpp>

#include <cstdint>
#include <cstring>

#include "report/trace/JsonTrace.h"
#include "report/trace/FloatText.h"
#include "report/trace/ValueText.h"
#include "report/witness/Witness.h"

using namespace swarmbmc;
using encoder::TraceStep;
using encoder::TraceValue;

namespace {

TraceValue of_double(double value) {
  uint64_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  TraceValue out = TraceValue::integer(bits, 64, false);
  out.float_width = 64;
  return out;
}

TraceValue of_float_bits(uint32_t bits) {
  TraceValue out = TraceValue::integer(bits, 32, false);
  out.float_width = 32;
  return out;
}

TraceValue of_float(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return of_float_bits(bits);
}

std::string assumption(const TraceValue& value) {
  TraceStep input;
  input.kind = TraceStep::Kind::Input;
  input.value = value;
  return report::witness_assumption(input);
}

}  // namespace

TEST_CASE("a double reads as its shortest decimal and exact hex literal", "[float-trace]") {
  CHECK(report::value_display(of_double(0.1)) == "0.1 (0x1.999999999999ap-4)");
  CHECK(report::value_display(of_double(0.1 * 3)) == "0.30000000000000004 (0x1.3333333333334p-2)");
  CHECK(report::value_display(of_double(-0.0)) == "-0 (-0x0p+0)");
  CHECK(report::value_display(of_double(0.0)) == "0 (0x0p+0)");
  CHECK(report::value_display(of_double(1.0 / 0.0)) == "inf (INFINITY)");
  CHECK(report::value_display(of_double(-1.0 / 0.0)) == "-inf (-INFINITY)");
  CHECK(report::value_display(of_double(4.9406564584124654e-324)) == "5e-324 (0x0.0000000000001p-1022)");
  TraceValue nan = TraceValue::integer(0x7ff8000000000000ULL, 64, false);
  nan.float_width = 64;
  CHECK(report::is_nan(nan));
  CHECK(report::value_display(nan) == "NaN (0x7ff8000000000000 bits)");
  CHECK(report::float_literal(nan).empty());
}

TEST_CASE("a float reads as its own shortest decimal", "[float-trace]") {
  CHECK(report::value_display(of_float(0.1f)) == "0.1 (0x1.99999ap-4)");
  CHECK(report::value_display(of_float_bits(1)) == "1e-45 (0x1p-149)");
  CHECK(report::value_display(of_float_bits(0xffc00000u)) == "NaN (0xffc00000 bits)");
  CHECK(report::float_decimal(of_float(-3.5f)) == "-3.5");
  // An integer is untouched: no float rendering.
  CHECK(report::value_display(TraceValue::integer(5, 32, true)) == "5");
  CHECK(!TraceValue::integer(5, 32, true).is_float());
}

TEST_CASE("float values in JSON keep the integer fields and add the literal", "[float-trace]") {
  const nlohmann::json value = report::json_value(of_double(0.1));
  CHECK(value["name"] == "integer");
  CHECK(value["data"] == "4591870180066957722");
  CHECK(value["floatType"] == "double");
  CHECK(value["decimal"] == "0.1");
  CHECK(value["hex"] == "0x1.999999999999ap-4");
  CHECK(report::json_value(of_float_bits(0x7fc00000u))["hex"].is_null());
  CHECK(report::json_value(of_float(1.0f))["floatType"] == "float");
  CHECK(!report::json_value(TraceValue::integer(5, 32, true)).contains("floatType"));
}

TEST_CASE("float witness assumptions are valid C without math.h", "[float-trace]") {
  CHECK(assumption(of_double(0.1)) == "\\result == 0x1.999999999999ap-4");
  CHECK(assumption(of_float(0.1f)) == "\\result == 0x1.99999ap-4");
  CHECK(assumption(of_double(-0.0)) == "\\result == -0x0p+0");
  CHECK(assumption(of_double(1.0 / 0.0)) == "\\result > 0x1.fffffffffffffp+1023");
  CHECK(assumption(of_float(-1.0f / 0.0f)) == "\\result < -0x1.fffffffffffffp+1023");
  CHECK(assumption(of_float_bits(0x7fc00001u)) == "\\result != \\result");
  CHECK(assumption(TraceValue::integer(7, 32, true)) == "\\result == 7");
}
