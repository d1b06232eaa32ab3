// Replay of the stream models' inputs: the bytes a counterexample
// read from stdin (inputs "stdin length", "stdin[3]") become the native
// binary's standard input, and a file's ("data.bin length", "data.bin[0]")
// a copy the binary opens instead of the real file, rather than inputs its
// runtime hands out in order. Socket inputs are the replay peer's
// (ReplayPeer.h).
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "TraceReader.h"

namespace swarmbmc::cli {

struct ReplayStreams {
  std::optional<std::string> stdin_bytes;  ///< what the native binary reads on stdin
  /// Files the counterexample read, by the path the program opened: their
  /// contents ("record.bin length", "record.bin[0]", ...), which the
  /// binary's fopen/open of that path read instead of the real file.
  std::map<std::string, std::string> files;
  std::vector<std::string> unreproduced;   ///< stream inputs replay cannot give (files, --io-errors)
  /// The socket model's inputs (sock16.recv[2], connect fails, send
  /// returns, ...): they stay in the runtime's list, in order, for the
  /// replay peer (ReplayPeer.h) to take.
  std::vector<std::string> socket_inputs;
};

/// Moves the stream models' inputs out of `inputs` (the runtime's list);
/// the socket model's stay there and are listed in socket_inputs.
ReplayStreams take_stream_inputs(std::vector<ReplayInput>& inputs);

/// Adds the files the trace's output steps write that had no inputs (opened
/// write-only: "w", "a", O_WRONLY) to `streams.files`, empty: the binary
/// writes a copy, never the real file where it is replayed.
void add_written_files(const std::string& trace_path, ReplayStreams& streams);

/// C source for the runtime: __wrap_fopen/fopen64/open/open64 (the link
/// wraps them when files is not empty) open `copies[i]` where the program
/// opens `files`' i-th path.
std::string file_wrappers_source(const std::map<std::string, std::string>& files,
                                 const std::vector<std::string>& copies);

/// The linker options that route the program's opens through the wrappers.
std::vector<std::string> file_wrapper_link_flags();

}  // namespace swarmbmc::cli
