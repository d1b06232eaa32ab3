// How a float's or double's bits read: the shortest decimal that reads back
// to the same value, beside the C99 hex literal that is that value exactly
// (the decimal alone may need 17 digits to be exact, and a reader cannot
// tell whether it is). The engine records only the bits and that they are a
// float's (encoder::TraceValue::float_width, from the LLVM type where the
// value was recorded); the text trace, JSON and the witnesses render them
// here.
#pragma once

#include <string>

#include "encoder/trace/Trace.h"

namespace swarmbmc::report {

bool is_nan(const encoder::TraceValue& value);
/// A float's shortest round-tripping decimal: "0.1", "-0", "inf", "-inf", "nan".
std::string float_decimal(const encoder::TraceValue& value);
/// A float's value as a C expression of that exact value: a hex literal
/// ("0x1.999999999999ap-4", "-0x0p+0", exact for a float too, which
/// widens to double exactly), "INFINITY" / "-INFINITY"; empty for a NaN.
std::string float_literal(const encoder::TraceValue& value);
/// A float's value for people: its decimal with its literal,
/// "0.1 (0x1.999999999999ap-4)", "-0 (-0x0p+0)", "inf (INFINITY)", or a
/// NaN by its bits, "NaN (0x7ff8000000000000 bits)" (C has no NaN literal).
std::string float_text(const encoder::TraceValue& value);

}  // namespace swarmbmc::report
