// Replay of the stream models' inputs (issue 34): the bytes a counterexample
// read from stdin (inputs "stdin length", "stdin[3]") become the native
// binary's standard input instead of inputs its runtime hands out in order.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "TraceReader.h"

namespace swarmbmc::cli {

struct ReplayStreams {
  std::optional<std::string> stdin_bytes;  ///< what the native binary reads on stdin
  std::vector<std::string> unreproduced;   ///< stream inputs replay cannot give (files, --io-errors)
  /// The socket model's inputs (sock16.recv[2], connect fails, ...): no
  /// replay peer is built, so the binary talks to the real network.
  std::vector<std::string> socket_inputs;
};

/// Moves the stream models' inputs out of `inputs` (the runtime's list).
ReplayStreams take_stream_inputs(std::vector<report::ReplayInput>& inputs);

}  // namespace swarmbmc::cli
