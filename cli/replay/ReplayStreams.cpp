#include "ReplayStreams.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <regex>
#include <sstream>

#include "encoder/trace/Trace.h"

namespace swarmbmc::cli {

namespace {

/// The stream models' input names (encoder/calls/StreamInputs.cpp).
const std::regex kStreamLength("(.+) length");
const std::regex kStreamByte(R"((.+)\[([0-9]+|\?)\])");
/// The socket model's (encoder/calls/SocketInputs.cpp).
const std::regex kSocketInput(R"(sock([0-9]+|\?)\.recv.*)");
const std::regex kSocketError(
    "(socket|connect|bind|listen|accept|getaddrinfo|recv) fails|send returns|"
    "(socket|connect|bind|accept|recv|send) errno|getaddrinfo result");
/// The stream models' failures (--io-errors), which replay does not make natively.
const std::regex kStreamError("(fopen|open) fails|(read|write) returns|(fopen|open|read|fwrite|write|pwrite) errno");

/// A stream's contents as the inputs give them: the bytes by position and
/// the unknown length (bytes the path did not read: any value, zero here).
struct StreamContents {
  std::map<size_t, char> bytes;
  std::optional<size_t> length;
  bool symbolic_position = false;  ///< a byte at an unknown position ("f[?]")
  bool opened_twice = false;       ///< two lengths: two opens with their own contents

  /// Records one "NAME length" or "NAME[k]" input.
  void add(const std::smatch& match, bool is_length, const ReplayInput& input) {
    if (is_length) {
      opened_twice = opened_twice || length.has_value();
      length = static_cast<size_t>(input.bits);
    } else if (match[2] == "?") {
      symbolic_position = true;
    } else {
      bytes[std::stoul(match[2].str())] = static_cast<char>(input.bits & 0xff);
    }
  }

  /// The bytes up to the length, unread ones zero.
  std::string assembled() const {
    std::string whole(length.value_or(0), '\0');
    for (const auto& [position, byte] : bytes)
      if (position < whole.size()) whole[position] = byte;
    return whole;
  }
};

/// The file's contents, when the inputs give all of them: its length and
/// bytes from position 0 (a --file prefix's bytes are no inputs: the
/// unknown part starts after it, and replay cannot give the prefix), from
/// one open (a second open of the path had contents of its own).
std::optional<std::string> file_contents(const StreamContents& stream) {
  if (!stream.length || stream.symbolic_position || stream.opened_twice || stream.bytes.empty() ||
      stream.bytes.begin()->first != 0)
    return std::nullopt;
  return stream.assembled();
}

}  // namespace

ReplayStreams take_stream_inputs(std::vector<ReplayInput>& inputs) {
  ReplayStreams streams;
  std::vector<ReplayInput> kept;
  StreamContents standard_input;
  std::map<std::string, StreamContents> files;
  for (ReplayInput& input : inputs) {
    std::smatch match;
    if (input.kind != "entry-argument" && !input.is_string &&
        (std::regex_match(input.id, kSocketInput) || std::regex_match(input.id, kSocketError))) {
      streams.socket_inputs.push_back(input.id);
      kept.push_back(std::move(input));  // the replay peer takes it in order
      continue;
    }
    const bool is_length = std::regex_match(input.id, match, kStreamLength);
    const bool is_byte = !is_length && std::regex_match(input.id, match, kStreamByte);
    // "write returns": a short or failing write to a file or stdout (--io-errors; a socket's is "send returns").
    const bool is_error = std::regex_match(input.id, kStreamError);
    if (input.kind == "entry-argument" || input.is_string || !(is_length || is_byte || is_error)) {
      kept.push_back(std::move(input));
    } else if (is_error || match[1] == "file") {  // "file": opened at a path that is not constant
      streams.unreproduced.push_back(input.id);
    } else if (match[1] != "stdin") {
      files[match[1]].add(match, is_length, input);
    } else if (is_byte && match[2] == "?") {  // stdin: the other bytes are still fed
      streams.unreproduced.push_back(input.id);
    } else {
      standard_input.add(match, is_length, input);
    }
  }
  if (standard_input.length) streams.stdin_bytes = standard_input.assembled();
  for (const auto& [path, contents] : files) {
    if (std::optional<std::string> whole = file_contents(contents)) streams.files[path] = *whole;
    else streams.unreproduced.push_back(path + " length");
  }
  inputs = std::move(kept);
  return streams;
}

void add_written_files(const std::string& trace_path, ReplayStreams& streams) {
  std::ifstream in(trace_path, std::ios::binary);
  nlohmann::json document;
  try {
    document = nlohmann::json::parse(in);
  } catch (const nlohmann::json::parse_error&) {
    throw TraceError("'" + trace_path + "' is not a JSON trace");
  }
  auto has_inputs = [&](const std::string& path) {
    if (streams.files.count(path)) return true;
    for (const std::string& id : streams.unreproduced)
      if (id.rfind(path + " ", 0) == 0 || id.rfind(path + "[", 0) == 0) return true;
    return false;
  };
  for (const nlohmann::json& step : document.value("trace", nlohmann::json::array())) {
    if (step.value("stepType", "") != "output") continue;
    const std::string path = step.value("stream", "");
    // Not a path the program opened: the standard streams, a descriptor
    // dprintf names, an unknown FILE, a path that was not a constant.
    if (path.empty() || path == "stdout" || path == "stderr" || path == "stdin" || path == "NULL" ||
        path == "stream ?" || path == "file" || path.rfind("descriptor ", 0) == 0 || has_inputs(path))
      continue;
    streams.files[path] = "";
  }
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
int __real_openat(int, const char *, int, ...);
int __real_openat64(int, const char *, int, ...);
#define SWARMBMC_OPENAT(name, real)   int name(int dir, const char *path, int flags, ...) {     int mode = 0;     if (flags & O_CREAT) { va_list args; va_start(args, flags); mode = va_arg(args, int); va_end(args); }     return real(dir, swarmbmc_file(path), flags, mode);   }
SWARMBMC_OPENAT(__wrap_openat, __real_openat)
SWARMBMC_OPENAT(__wrap_openat64, __real_openat64)
)";
  return out.str();
}

std::vector<std::string> file_wrapper_link_flags() {
  return {"-Wl,--wrap=fopen,--wrap=fopen64,--wrap=open,--wrap=open64,--wrap=openat,--wrap=openat64"};
}

}  // namespace swarmbmc::cli
