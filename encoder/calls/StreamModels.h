// StreamModels: the C library models' hooks for input that comes from
// outside the program: streams (libc/models/stdio/stdio.c's __swarmbmc_stream_*:
// stdin and files, StreamInputs.cpp) and sockets (libc/models/stdio/socket.c's
// __swarmbmc_socket_* and __swarmbmc_peer_*, SocketInputs.cpp).
//
// A stream's length and bytes are inputs up to --max-input-length, or the
// contents the run binds (--stdin, --file: IoEnvironment); a socket's peer
// is unknown or the recorded one (--peer). Why a model of its own: what the
// environment may give is a question of the run's options and of the
// inputs' order and names (replay reads them back), not of the C library's
// code, which the models keep in C.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "IoEnvironment.h"
#include "encoder/instructions/Instructions.h"

namespace llvm {
class CallBase;
class Instruction;
}  // namespace llvm

namespace swarmbmc::encoder {

class StreamModels {
 public:
  StreamModels(TermManager& tm, Records& records, Instructions& instructions, MemoryModel& memory,
               const IoEnvironment& io);

  /// The stream model's __swarmbmc_stream_* hooks: a stream's length and
  /// bytes, unknown or bound to contents.
  bool stream_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);
  /// The socket model's __swarmbmc_socket_* and __swarmbmc_peer_* hooks:
  /// unknown or recorded peers.
  bool socket_call(Frame& frame, const llvm::CallBase& call, const std::string& name, PathState& state);

 private:
  struct OpenedStream {
    std::string name;                        ///< "stdin", a path, or "file" for a path that is not a constant
    const BoundStream* bound;                ///< its contents, when bound
    Term bytes;                              ///< the bound bytes as an array term
    std::map<uint64_t, Term> unknown_bytes;  ///< a file's unknown bytes (inputs made at the open), by position
    Term at_limit = nullptr;                 ///< its unknown length is --max-input-length (null: fully bound)
  };

  // --- Streams (StreamInputs.cpp) -----------------------------------------------------
  bool stream_open(Frame& frame, const llvm::CallBase& call, const SourceLocation& where, PathState& state);
  /// The byte at `position` of the stream `handle` names; nullptr when replay ends.
  Term stream_byte(Term handle, Term position, Term guard, const SourceLocation& where);
  Term stdin_byte(const OpenedStream* stream, Term position, Term guard, const SourceLocation& where);
  Term file_byte(OpenedStream& stream, Term position);
  /// __swarmbmc_stream_end: the program met the end of `handle`'s stream;
  /// where its length is at --max-input-length that is a bound reached.
  void stream_end(Term handle, Term guard, const SourceLocation& where);
  /// A stream's byte at `position`: its bound byte where the position is in
  /// the bound bytes, else `unknown()`'s (an ite where that is not a constant
  /// under --stdin-prefix); `unknown` runs only where an unknown byte can be
  /// read, so inputs are made in the same order for stdin and files.
  Term bound_or_unknown(const OpenedStream* stream, Term position, const std::function<Term()>& unknown);
  /// A file's unknown byte at `position` (a constant or not): the same term
  /// each time the position is read, since fseek/lseek/pread re-read.
  Term file_unknown_byte(OpenedStream& stream, Term position);
  bool file_unknown_bytes(OpenedStream& stream, Term length, Term guard, const SourceLocation& where);
  /// The C string `pointer` points to, when its object and bytes are constants.
  std::optional<std::string> concrete_string(const SymValue& pointer, const llvm::Instruction& inst, PathState& state);

  // --- Sockets (SocketInputs.cpp) -----------------------------------------------------
  bool socket_result(Frame& frame, const llvm::CallBase& call, const SourceLocation& where, PathState& state);
  /// __swarmbmc_socket_errno(label, a, b, c, d): the errno a failing call sets, `a` when the
  /// four are one value, else an input named `label` ("recv errno") among them.
  bool socket_errno(Frame& frame, const llvm::CallBase& call, const SourceLocation& where, PathState& state);
  /// A __swarmbmc_peer_* query about recorded connection `connection` (bv64 result).
  Term peer_query(const std::string& name, Term connection, Term argument);
  /// of(k) for connection k, an ite over the recorded ones when `connection` is not a constant.
  Term by_connection(Term connection, const std::function<Term(size_t)>& of, Term unrecorded);
  /// The recorded request (or response) bytes of a connection as an array term (cached).
  Term peer_bytes(size_t connection, bool response);

  TermManager& tm_;
  Records& records_;
  Formula& formula_;  ///< records_'s
  Instructions& instructions_;
  MemoryModel& memory_;
  const IoEnvironment& io_;
  std::vector<OpenedStream> streams_;  ///< by handle, one per unrolled __swarmbmc_stream_open
  std::vector<Term> peer_arrays_;      ///< peer_bytes' cache: request, response per connection
};

}  // namespace swarmbmc::encoder
