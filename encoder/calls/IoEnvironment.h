// What the program's input streams hold: the C library's stream
// model (libc/models/stdio/stdio.c, io.c) asks the encoder for a stream's length
// and bytes; this says whether they are unknown (up to max_input_length
// bytes), bound to a file's bytes (--stdin, --file PATH=FILE) or the bound
// bytes followed by unknown ones (--stdin-prefix).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace swarmbmc::encoder {

struct BoundStream {
  std::string bytes;    ///< the stream's first bytes, as read from FILE
  bool prefix = false;  ///< unknown bytes (up to max_input_length more) may follow
  bool operator==(const BoundStream&) const = default;
};

/// One round of a recorded conversation (swarmbmc record, --peer): the bytes
/// the program sent, then the bytes the peer answered before the next send.
struct PeerExchange {
  std::string request;
  std::string response;
  bool operator==(const PeerExchange&) const = default;
};

/// One connection of the recording, in the order the program made them.
struct PeerConnection {
  std::vector<PeerExchange> exchanges;
  bool peer_closes = false;  ///< after the last exchange the peer closed (a recv returned 0)
  bool operator==(const PeerConnection&) const = default;
};

/// --peer conv.json: the socket model (libc/models/stdio/socket.c) answers recv
/// from these conversations while the program's sends match them.
struct RecordedPeer {
  std::string file;  ///< for the verdict and messages
  std::vector<PeerConnection> connections;
  bool strict = false;  ///< --peer-strict: a cache miss cuts the execution
  bool operator==(const RecordedPeer&) const = default;
};

/// The process environment that getenv & co. (libc/models/env.c) and
/// main's envp (unroll/Entry.cpp) see.
struct ProgramEnvironment {
  /// --env NAME=VALUE, in the order given: these variables hold these values.
  std::vector<std::pair<std::string, std::string>> fixed;
  /// --env-only: every variable not in `fixed` is unset. Otherwise each
  /// other variable the program asks for by a constant name is unset or
  /// holds unknown bytes.
  bool only = false;
  /// An unknown variable's value holds at most this many characters.
  uint64_t max_length = 16;
  bool operator==(const ProgramEnvironment&) const = default;
};

struct IoEnvironment {
  /// An unbound stream holds at most this many unknown bytes (its length is
  /// unknown too); a prefix-bound one at most this many after its prefix.
  uint64_t max_input_length = 64;
  /// --io-errors: fopen and open may fail (return NULL / -1) whatever the path.
  bool io_errors = false;
  /// Streams bound to contents, by name: "stdin", or the path given to fopen/open.
  std::map<std::string, BoundStream> bound;
  /// --peer: the recorded conversations sockets are answered from (none: unknown peer).
  std::optional<RecordedPeer> peer;
  /// --env, --env-only, --max-env-length.
  ProgramEnvironment environment;
  bool operator==(const IoEnvironment&) const = default;
};

}  // namespace swarmbmc::encoder
