#include "TraceReader.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

#include "JsonTrace.h"

namespace swarmbmc::report {

using nlohmann::json;

namespace {

json parse_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) throw TraceError("cannot read trace '" + path + "'");
  std::stringstream text;
  text << file.rdbuf();
  try {
    return json::parse(text.str());
  } catch (const json::parse_error& e) {
    std::string message = e.what();
    if (const size_t colon = message.find("parse error"); colon != std::string::npos) message = message.substr(colon);
    throw TraceError("'" + path + "' is not a JSON trace (" + message + ")");
  }
}

/// The bits of a value written by json_value: integers and booleans.
terms::u128 bits_of(const json& value, unsigned& width) {
  const std::string binary = value.at("binary").get<std::string>();
  if (binary.empty() || binary.size() > 128 || binary.find_first_not_of("01") != std::string::npos)
    throw TraceError("input value with bad binary digits '" + binary + "'");
  width = static_cast<unsigned>(binary.size());
  terms::u128 bits = 0;
  for (char digit : binary) bits = bits << 1 | (digit == '1');
  return bits;
}

ReplayInput input_of(const json& step) {
  ReplayInput input;
  input.id = step.at("inputID").get<std::string>();
  input.kind = step.at("inputKind").get<std::string>();
  input.bits = bits_of(step.at("values").at(0), input.width);
  const json& where = step.at("sourceLocation");
  input.where = where.at("file").get<std::string>() + ":" + std::to_string(where.at("line").get<unsigned>());
  return input;
}

}  // namespace

ReplayTrace read_trace(const std::string& path) {
  const json document = parse_file(path);
  try {
    const int version = document.at("swarmbmc").at("formatVersion").get<int>();
    if (version != kTraceFormatVersion)
      throw TraceError("'" + path + "' has trace format version " + std::to_string(version) + "; this swarmbmc reads " +
                       std::to_string(kTraceFormatVersion));
    const std::string verdict = document.at("result").at("verdict").get<std::string>();
    if (verdict != "FAILED" || !document.contains("trace"))
      throw TraceError("'" + path + "' has no counterexample to replay (verdict " + verdict + ")");
    ReplayTrace trace;
    trace.program_file = document.at("program").at("file").get<std::string>();
    trace.program_sha256 = document.at("program").at("sha256").get<std::string>();
    trace.entry = document.at("program").at("entry").get<std::string>();
    trace.data_model = document.at("program").value("dataModel", std::string());
    const json& property = document.at("result").at("property");
    trace.property_kind = property.at("kind").get<std::string>();
    const json& where = property.at("sourceLocation");
    trace.property_text = "[" + trace.property_kind + "] " + property.at("message").get<std::string>() + " at " +
                          where.at("file").get<std::string>() + ":" + std::to_string(where.at("line").get<unsigned>());
    for (const json& step : document.at("trace"))
      if (step.at("stepType").get<std::string>() == "input") trace.inputs.push_back(input_of(step));
    return trace;
  } catch (const json::exception& e) {
    throw TraceError("'" + path + "' is not a swarmbmc trace (" + std::string(e.what()) + ")");
  }
}

}  // namespace swarmbmc::report
