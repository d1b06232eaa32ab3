#include "Witness.h"

#include <cstdio>
#include <ctime>
#include <random>

#include "report/trace/FloatText.h"
#include "report/trace/StepText.h"
#include "report/trace/ValueText.h"

namespace swarmbmc::report {

std::string witness_specification(const RunInfo& run, const encoder::ViolatedProperty& property) {
  const std::string init = "CHECK( init(" + run.entry + "()), ";
  switch (property.kind) {
    case encoder::PropertyKind::Assertion: return init + "LTL(G ! call(reach_error())) )";
    case encoder::PropertyKind::Bounds:
    case encoder::PropertyKind::Null:
    case encoder::PropertyKind::UseAfterFree:
    case encoder::PropertyKind::DeadObject:
    case encoder::PropertyKind::ReadOnly: return init + "LTL(G valid-deref) )";
    case encoder::PropertyKind::InvalidFree:
    case encoder::PropertyKind::DoubleFree: return init + "LTL(G valid-free) )";
    case encoder::PropertyKind::MemoryLeak: return init + "LTL(G valid-memtrack) )";
    case encoder::PropertyKind::MemoryCleanup: return init + "LTL(G valid-memcleanup) )";
    case encoder::PropertyKind::SignedOverflow:
    case encoder::PropertyKind::Shift: return init + "LTL(G ! overflow) )";
    default: return init + "LTL(G ! " + encoder::property_tag(property.kind) + ") )";
  }
}

std::string witness_assumption(const encoder::TraceStep& input) {
  if (input.value.kind == encoder::TraceValue::Kind::String) return string_condition(input.value, input.name);
  if (input.value.is_float()) {
    // Valid C without <math.h>: a NaN is the one value unequal to itself,
    // an infinity the one beyond the largest finite double (a float widens
    // exactly). -0.0 == 0.0 in C, so its assumption also admits +0.0.
    if (is_nan(input.value)) return "\\result != \\result";
    const std::string literal = float_literal(input.value);
    if (literal == "INFINITY") return "\\result > 0x1.fffffffffffffp+1023";
    if (literal == "-INFINITY") return "\\result < -0x1.fffffffffffffp+1023";
    return "\\result == " + literal;
  }
  return "\\result == " + input.value.text();
}

std::string witness_environment_input(const encoder::TraceStep& step) {
  const bool environment = step.kind == encoder::TraceStep::Kind::Input && step.input_kind == "klee_make_symbolic" &&
                           step.name.rfind("environment ", 0) == 0;
  return environment ? step_text(step) : "";
}

std::string witness_log_event(const encoder::TraceStep& step) {
  if (step.kind != encoder::TraceStep::Kind::Log || step.log_line == 0) return "";
  // The step's line is the text trace's: the call with its format and, once the
  // check command has read the log file, ` printed "<line>"` (the values the
  // log fixed). Its strings are C literals, so it holds no raw newline.
  return "log line " + std::to_string(step.log_line) + ": " + step_text(step);
}

std::string witness_creation_time() {
  const std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

std::string witness_xml_escape(const std::string& text) {
  std::string escaped;
  for (char c : text) {
    switch (c) {
      case '&': escaped += "&amp;"; break;
      case '<': escaped += "&lt;"; break;
      case '>': escaped += "&gt;"; break;
      case '"': escaped += "&quot;"; break;
      default: escaped += c;
    }
  }
  return escaped;
}

void witness_xml_data(std::ostream& out, const char* indent, const std::string& key, const std::string& value) {
  out << indent << "<data key=\"" << key << "\">" << witness_xml_escape(value) << "</data>\n";
}

std::string witness_yaml_input_files(const RunInfo& run) {
  std::string files = "      input_files:\n", hashes = "      input_file_hashes:\n";
  for (const InputFileInfo& input : run.input_files()) {
    files += "        - " + witness_yaml_quoted(input.file) + "\n";
    hashes += "        " + witness_yaml_quoted(input.file) + ": " + witness_yaml_quoted(input.sha256) + "\n";
  }
  return files + hashes;
}

std::string witness_yaml_quoted(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 32) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\x%02x", c);
      out += escaped;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string witness_uuid() {
  std::random_device device;
  std::mt19937_64 bits(device());
  const uint64_t a = bits(), b = bits();
  char text[40];
  std::snprintf(text, sizeof text, "%08x-%04x-4%03x-%04x-%012llx", static_cast<unsigned>(a >> 32),
                static_cast<unsigned>(a >> 16) & 0xffff, static_cast<unsigned>(a) & 0xfff,
                0x8000 | (static_cast<unsigned>(b >> 48) & 0x3fff), static_cast<unsigned long long>(b & 0xffffffffffffULL));
  return text;
}

}  // namespace swarmbmc::report
