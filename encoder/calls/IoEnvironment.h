// What the program's input streams hold (issue 34): the C library's stream
// model (libc/models/stdio.c, io.c) asks the encoder for a stream's length
// and bytes; this says whether they are unknown (up to max_input_length
// bytes), bound to a file's bytes (--stdin, --file PATH=FILE) or the bound
// bytes followed by unknown ones (--stdin-prefix).
#pragma once

#include <cstdint>
#include <map>
#include <string>

namespace swarmbmc::encoder {

struct BoundStream {
  std::string bytes;    ///< the stream's first bytes, as read from FILE
  bool prefix = false;  ///< unknown bytes (up to max_input_length more) may follow
  bool operator==(const BoundStream&) const = default;
};

struct IoEnvironment {
  /// An unbound stream holds at most this many unknown bytes (its length is
  /// unknown too); a prefix-bound one at most this many after its prefix.
  uint64_t max_input_length = 64;
  /// --io-errors: fopen and open may fail (return NULL / -1) whatever the path.
  bool io_errors = false;
  /// Streams bound to contents, by name: "stdin", or the path given to fopen/open.
  std::map<std::string, BoundStream> bound;
  bool operator==(const IoEnvironment&) const = default;
};

}  // namespace swarmbmc::encoder
