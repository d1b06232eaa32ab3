#include "ReplayStreams.h"

#include <regex>

namespace swarmbmc::cli {

namespace {

/// The stream models' input names (encoder/calls/StreamInputs.cpp).
const std::regex kStreamLength("(.+) length");
const std::regex kStreamByte(R"((.+)\[([0-9]+|\?)\])");
/// The socket model's (encoder/calls/SocketInputs.cpp).
const std::regex kSocketInput(R"(sock([0-9]+|\?)\.recv.*)");
const std::regex kSocketError("(socket|connect|bind|listen|accept|getaddrinfo|recv) fails|(send|write) returns");

}  // namespace

ReplayStreams take_stream_inputs(std::vector<report::ReplayInput>& inputs) {
  ReplayStreams streams;
  std::vector<report::ReplayInput> kept;
  std::string bytes;
  std::optional<size_t> length;
  for (report::ReplayInput& input : inputs) {
    std::smatch match;
    if (input.kind != "entry-argument" && !input.is_string &&
        (std::regex_match(input.id, kSocketInput) || std::regex_match(input.id, kSocketError))) {
      streams.socket_inputs.push_back(input.id);
      continue;
    }
    const bool is_length = std::regex_match(input.id, match, kStreamLength);
    const bool is_byte = !is_length && std::regex_match(input.id, match, kStreamByte);
    const bool is_error = input.id == "fopen fails" || input.id == "open fails" || input.id == "read returns";
    if (input.kind == "entry-argument" || input.is_string || !(is_length || is_byte || is_error)) {
      kept.push_back(std::move(input));
      continue;
    }
    if (is_error || match[1] != "stdin" || (is_byte && match[2] == "?")) {
      streams.unreproduced.push_back(input.id);
      continue;
    }
    if (is_length) {
      length = static_cast<size_t>(input.bits);
      continue;
    }
    const size_t position = std::stoul(match[2].str());
    if (bytes.size() <= position) bytes.resize(position + 1, '\0');
    bytes[position] = static_cast<char>(input.bits & 0xff);
  }
  if (length) {
    bytes.resize(*length, '\0');  // bytes the path did not read: any value
    streams.stdin_bytes = bytes;
  }
  inputs = std::move(kept);
  return streams;
}

}  // namespace swarmbmc::cli
