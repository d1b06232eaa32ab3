// How a trace's values read for people and for C: what every writer shows
// of a value, beyond the plain text the engine's printf model needs too
// (encoder::TraceValue::text, hex).
#pragma once

#include <string>

#include "encoder/trace/Trace.h"

namespace swarmbmc::report {

/// A float's decimal and exact literal (FloatText.h); text() for the others.
std::string value_display(const encoder::TraceValue& value);
/// The bits, most significant first (integers and booleans); empty otherwise.
std::string value_binary(const encoder::TraceValue& value);
/// string: a C condition that `lvalue` holds these bytes (the string, its
/// terminator and the unreachable bytes): "argv[1][0] == 'x' && argv[1][1] == 0"
/// (character constants, right whether char is signed or not).
std::string string_condition(const encoder::TraceValue& value, const std::string& lvalue);

}  // namespace swarmbmc::report
