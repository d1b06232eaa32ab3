#include "ReplayStreams.h"

#include <regex>
#include <sstream>

#include "Trace.h"

namespace swarmbmc::cli {

namespace {

/// The stream models' input names (encoder/calls/StreamInputs.cpp).
const std::regex kStreamLength("(.+) length");
const std::regex kStreamByte(R"((.+)\[([0-9]+|\?)\])");
/// The socket model's (encoder/calls/SocketInputs.cpp).
const std::regex kSocketInput(R"(sock([0-9]+|\?)\.recv.*)");
const std::regex kSocketError("(socket|connect|bind|listen|accept|getaddrinfo|recv) fails|(send|write) returns");

/// A stream's contents as the inputs give them: the bytes by position and
/// the unknown length (bytes the path did not read: any value, zero here).
struct StreamContents {
  std::map<size_t, char> bytes;
  std::optional<size_t> length;
  bool symbolic_position = false;  ///< a byte at an unknown position ("f[?]")
};

/// The file's contents, when the inputs give all of them: its length and
/// bytes from position 0 (a --file prefix's bytes are no inputs: the
/// unknown part starts after it, and replay cannot give the prefix).
std::optional<std::string> file_contents(const StreamContents& stream) {
  if (!stream.length || stream.symbolic_position || stream.bytes.empty() || stream.bytes.begin()->first != 0)
    return std::nullopt;
  std::string bytes(*stream.length, '\0');
  for (const auto& [position, byte] : stream.bytes)
    if (position < bytes.size()) bytes[position] = byte;
  return bytes;
}

}  // namespace

ReplayStreams take_stream_inputs(std::vector<report::ReplayInput>& inputs) {
  ReplayStreams streams;
  std::vector<report::ReplayInput> kept;
  std::string bytes;
  std::optional<size_t> length;
  std::map<std::string, StreamContents> files;
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
    if (!is_error && match[1] != "stdin" && match[1] != "file") {  // a file by its path ("file": not constant)
      StreamContents& file = files[match[1]];
      if (is_length) file.length = static_cast<size_t>(input.bits);
      else if (match[2] == "?") file.symbolic_position = true;
      else file.bytes[std::stoul(match[2].str())] = static_cast<char>(input.bits & 0xff);
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
  for (const auto& [path, contents] : files) {
    if (std::optional<std::string> whole = file_contents(contents)) streams.files[path] = *whole;
    else streams.unreproduced.push_back(path + " length");
  }
  inputs = std::move(kept);
  return streams;
}

std::string file_wrappers_source(const std::map<std::string, std::string>& files,
                                 const std::vector<std::string>& copies) {
  std::ostringstream out;
  out << "\n/* Files the counterexample read: the program's opens of their paths open the trace's copies. */\n"
      << "#include <fcntl.h>\n#include <stdarg.h>\n"
      << "static const char *const swarmbmc_file_paths[] = {";
  for (const auto& [path, bytes] : files) out << encoder::c_string_literal(path) << ", ";
  out << "0};\nstatic const char *const swarmbmc_file_copies[] = {";
  for (const std::string& copy : copies) out << encoder::c_string_literal(copy) << ", ";
  out << "0};\n" << R"(static const char *swarmbmc_file(const char *path) {
  for (unsigned i = 0; path && swarmbmc_file_paths[i]; ++i)
    if (strcmp(path, swarmbmc_file_paths[i]) == 0) {
      fprintf(stderr, "[swarmbmc replay] %s: the trace's contents (%s)\n", path, swarmbmc_file_copies[i]);
      return swarmbmc_file_copies[i];
    }
  return path;
}
FILE *__real_fopen(const char *, const char *);
FILE *__real_fopen64(const char *, const char *);
int __real_open(const char *, int, ...);
int __real_open64(const char *, int, ...);
FILE *__wrap_fopen(const char *path, const char *mode) { return __real_fopen(swarmbmc_file(path), mode); }
FILE *__wrap_fopen64(const char *path, const char *mode) { return __real_fopen64(swarmbmc_file(path), mode); }
#define SWARMBMC_OPEN(name, real)   int name(const char *path, int flags, ...) {     int mode = 0;     if (flags & O_CREAT) { va_list args; va_start(args, flags); mode = va_arg(args, int); va_end(args); }     return real(swarmbmc_file(path), flags, mode);   }
SWARMBMC_OPEN(__wrap_open, __real_open)
SWARMBMC_OPEN(__wrap_open64, __real_open64)
)";
  return out.str();
}

std::vector<std::string> file_wrapper_link_flags() {
  return {"-Wl,--wrap=fopen,--wrap=fopen64,--wrap=open,--wrap=open64"};
}

}  // namespace swarmbmc::cli
