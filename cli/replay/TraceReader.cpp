#include "TraceReader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <sstream>

#include "report/trace/JsonTrace.h"

namespace swarmbmc::cli {

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

/// The object's bytes of a string value: its string up to the
/// terminator, the bytes past it, zeros up to its size.
std::string object_bytes(const json& value) {
  std::string bytes;
  for (const char* key : {"bytes", "unreachableBytes"})
    for (const json& byte : value.at(key)) {
      const int number = byte.get<int>();
      if (number < 0 || number > 255) throw TraceError("string input with a byte " + std::to_string(number));
      bytes += static_cast<char>(number);
    }
  const uint64_t size = value.at("size").get<uint64_t>();
  const size_t length = value.at("bytes").size();  // the string and its terminator
  if (length == 0 || bytes.find('\0') != length - 1)
    throw TraceError("string input whose bytes do not end at their only NUL");
  if (size < bytes.size() || size > (uint64_t{1} << 24))
    throw TraceError("string input of " + std::to_string(bytes.size()) + " bytes in an object of " +
                     std::to_string(size));
  bytes.resize(size, '\0');
  return bytes;
}

ReplayInput input_of(const json& step) {
  ReplayInput input;
  input.id = step.at("inputID").get<std::string>();
  input.kind = step.at("inputKind").get<std::string>();
  const json& value = step.at("values").at(0);
  input.is_string = value.at("name").get<std::string>() == "string";
  if (input.is_string)
    input.bytes = object_bytes(value);
  else
    input.bits = bits_of(value, input.width);
  const json& where = step.at("sourceLocation");
  input.where = where.at("file").get<std::string>() + ":" + std::to_string(where.at("line").get<unsigned>());
  return input;
}

long long signed_value(const ReplayInput& input) {
  const terms::u128 sign = terms::u128(1) << (input.width - 1);
  return static_cast<long long>(static_cast<int64_t>(input.bits & sign ? input.bits | ~(sign - 1) : input.bits));
}

/// Moves argc and argv[0..argc-1] (entry-argument inputs of main) out of
/// the inputs into main's arguments when they fit together: argc, then
/// exactly argc strings in order. Otherwise they stay inputs, which replay
/// refuses to pass (an older trace without argv's strings, main(int)).
void take_main_arguments(ReplayTrace& trace) {
  if (trace.entry != "main") return;
  std::vector<ReplayInput> rest;
  MainArguments main;
  bool has_argc = false;
  for (const ReplayInput& input : trace.inputs) {
    if (input.kind != "entry-argument") {
      rest.push_back(input);
    } else if (input.id == "argc" && !input.is_string && !has_argc && input.width > 0 && input.width <= 64) {
      has_argc = true;
      main.argc = signed_value(input);
    } else if (input.is_string && input.id == "argv[" + std::to_string(main.argv.size()) + "]") {
      main.argv.push_back(input.bytes);
    } else {
      return;
    }
  }
  if (!has_argc || main.argc != static_cast<long long>(main.argv.size())) return;
  trace.inputs = std::move(rest);
  trace.main_arguments = std::move(main);
}

/// The values of over-approximated functions (`overapproximated`, as in the
/// result) leave the inputs: natively the real function computes its own.
void drop_overapproximated(ReplayTrace& trace, const std::vector<std::string>& overapproximated) {
  std::vector<ReplayInput> rest;
  for (ReplayInput& input : trace.inputs) {
    const bool dropped = input.kind == "external-function" &&
                         std::find(overapproximated.begin(), overapproximated.end(), input.id) != overapproximated.end();
    if (!dropped) {
      rest.push_back(std::move(input));
    } else if (std::find(trace.overapproximated_functions.begin(), trace.overapproximated_functions.end(),
                         input.id) == trace.overapproximated_functions.end()) {
      trace.overapproximated_functions.push_back(input.id);
    }
  }
  trace.inputs = std::move(rest);
}

/// program.files, or the one program.file of a trace that lists none.
std::vector<TraceProgramFile> program_files_of(const json& program, const ReplayTrace& trace) {
  std::vector<TraceProgramFile> files;
  for (const json& file : program.value("files", json::array())) {
    files.push_back({file.at("file").get<std::string>(), file.at("sha256").get<std::string>(), std::nullopt});
    if (file.contains("compileFlags")) files.back().compile_flags = file.at("compileFlags").get<std::vector<std::string>>();
  }
  if (files.empty()) files.push_back({trace.program_file, trace.program_sha256, std::nullopt});
  return files;
}

}  // namespace

ReplayTrace read_trace(const std::string& path) {
  const json document = parse_file(path);
  try {
    const int version = document.at("swarmbmc").at("formatVersion").get<int>();
    if (version != report::kTraceFormatVersion)
      throw TraceError("'" + path + "' has trace format version " + std::to_string(version) + "; this swarmbmc reads " +
                       std::to_string(report::kTraceFormatVersion));
    const std::string verdict = document.at("result").at("verdict").get<std::string>();
    if (verdict != "FAILED" || !document.contains("trace"))
      throw TraceError("'" + path + "' has no counterexample to replay (verdict " + verdict + ")");
    ReplayTrace trace;
    trace.program_file = document.at("program").at("file").get<std::string>();
    trace.program_sha256 = document.at("program").at("sha256").get<std::string>();
    trace.program_files = program_files_of(document.at("program"), trace);
    trace.entry = document.at("program").at("entry").get<std::string>();
    trace.data_model = document.at("program").value("dataModel", std::string());
    if (const auto options = document.find("options"); options != document.end()) {
      trace.defines = options->value("defines", std::vector<std::string>());
      trace.include_dirs = options->value("includeDirs", std::vector<std::string>());
    }
    const json& property = document.at("result").at("property");
    trace.property_kind = property.at("kind").get<std::string>();
    const json& where = property.at("sourceLocation");
    trace.property_text = "[" + trace.property_kind + "] " + property.at("message").get<std::string>() + " at " +
                          where.at("file").get<std::string>() + ":" + std::to_string(where.at("line").get<unsigned>());
    for (const json& step : document.at("trace"))
      if (step.at("stepType").get<std::string>() == "input") trace.inputs.push_back(input_of(step));
    take_main_arguments(trace);
    drop_overapproximated(trace, document.at("result").value("overapproximatedFunctions", std::vector<std::string>()));
    return trace;
  } catch (const json::exception& e) {
    throw TraceError("'" + path + "' is not a swarmbmc trace (" + std::string(e.what()) + ")");
  }
}

}  // namespace swarmbmc::cli
