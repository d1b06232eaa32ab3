#include "StepText.h"

#include <cstdio>

#include "ValueText.h"

namespace swarmbmc::report {

using encoder::TraceStep;
using encoder::TraceValue;

namespace {

/// An input: its value, or for a string (an argv[i] of main) the string
/// with the bytes past its terminator that no real exec can pass.
std::string input_text(const TraceStep& step) {
  if (step.value.kind != TraceValue::Kind::String) {
    // A restricted choice shows its name: the heuristic is chosen by it.
    const bool named = step.choice_restricted && step.event_name.find(step.choice) == std::string::npos;
    return (named ? step.choice + " (" + step.event_name + ")" : step.event_name) + " = " + value_display(step.value);
  }
  std::string text = step.event_name + " = " + step.value.text();
  if (const std::string rest = step.value.unreachable(); !rest.empty())
    text += " (then, past its terminator, where no real exec can put them: " + encoder::c_string_literal(rest) + ")";
  return text;
}

std::string call_text(const TraceStep& step) {
  std::string text = step.name + "(";
  for (size_t i = 0; i < step.arguments.size(); ++i) {
    if (i > 0) text += ", ";
    text += step.arguments[i].kind == TraceValue::Kind::None ? "<aggregate>" : value_display(step.arguments[i]);
  }
  return text + ")";
}

std::string assignment_text(const TraceStep& step) {
  std::string text = step.name + " = " + value_display(step.value);
  if (step.value.kind == TraceValue::Kind::Integer && !step.value.is_float()) text += " (" + step.value.hex() + ")";
  return text;
}

std::string output_text(const TraceStep& step) {
  std::string text =
      step.stream + (step.output_offset >= 0 ? " at offset " + std::to_string(step.output_offset) : "") + ": ";
  if (!step.rendered) {
    text += step.formatted ? (step.format_known ? step.name + " format \"" + escaped_output(step.format) + "\""
                                                : step.name + " with a format that is not a constant")
                           : step.name + " of bytes not known";
    return text + " (not rendered)";
  }
  text += "\"" + escaped_output(step.data) + "\"";
  if (step.past_end) text += " ... (runs past the end of its object: no NUL in it, or fewer bytes than written)";
  else if (step.truncated) text += " ... (truncated: " + std::to_string(encoder::kOutputByteCap) + " bytes shown)";
  return text;
}

std::string line_of(const TraceStep& step) {
  switch (step.kind) {
    case TraceStep::Kind::Input: return input_text(step);
    case TraceStep::Kind::Call: return call_text(step);
    case TraceStep::Kind::Return:
      return step.value.kind == TraceValue::Kind::None ? step.name : step.name + "() = " + value_display(step.value);
    case TraceStep::Kind::Assignment: return assignment_text(step);
    case TraceStep::Kind::Log: return step.log_function + "(" + encoder::c_string_literal(step.name) + ")";
    case TraceStep::Kind::Assumption: return step.name + "(...) holds";
    case TraceStep::Kind::Output: return output_text(step);
    case TraceStep::Kind::Failure: return "[" + step.name + "] " + step.message;
  }
  return {};
}

}  // namespace

std::string step_text(const TraceStep& step) { return line_of(step) + step.text; }

std::string escaped_output(const std::string& bytes) {
  std::string out;
  for (const char c : bytes) {
    const auto byte = static_cast<unsigned char>(c);
    if (c == '\n') out += "\\n";
    else if (c == '\t') out += "\\t";
    else if (c == '\r') out += "\\r";
    else if (c == '"' || c == '\\') out += std::string("\\") + c;
    else if (byte >= 0x20 && byte < 0x7f) out += c;
    else {
      char octal[8];
      std::snprintf(octal, sizeof octal, "\\%03o", byte);
      out += octal;
    }
  }
  return out;
}

}  // namespace swarmbmc::report
