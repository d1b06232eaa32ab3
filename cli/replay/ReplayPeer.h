// The replay peer of `swarmbmc replay`: when the counterexample
// uses sockets, the native binary's socket calls are wrapped (-Wl,--wrap)
// and answered from the trace (and, for a check with --peer, from the same
// recording), so the replayed program sees the bytes, lengths, errors and
// closes the counterexample chose and never touches the network.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "encoder/calls/IoEnvironment.h"
#include "TraceReader.h"

namespace swarmbmc::cli {

/// What the trace's steps say about the counterexample's sockets.
struct SocketUse {
  bool calls_sockets = false;   ///< socket(), getaddrinfo() or another socket model function was called
  bool exchanges_data = false;  ///< a send/recv/read/write on a socket (the model's send_bytes/receive_bytes)
  /// A call the model answered or compared from --peer's recording ("recv
  /// at main.c:13"): the check had --peer, so replay needs it too.
  std::optional<std::string> recorded_call;
  /// What each recv, recvfrom and read on a socket returned in the trace, in
  /// order: the replay peer stops (exit 87) where the native result differs.
  std::vector<long long> receive_results;
};

/// Reads the steps of the trace at `trace_path` (already read as a trace).
SocketUse read_socket_use(const std::string& trace_path);

/// Moves the inputs of unmodelled socket functions (poll, select,
/// getsockopt, ...) out of `inputs`: the native call is real, so the rest
/// still line up. Returns them as "poll at main.c:12".
std::vector<std::string> take_unmodelled_socket_inputs(std::vector<ReplayInput>& inputs);

/// C source appended to the replay runtime: __wrap_socket, __wrap_connect,
/// __wrap_recv, ... mirroring libc/models/stdio/socket.c over socketpairs, with
/// `peer`'s conversations when the check had --peer (nullptr: none), and the
/// trace's receive results to compare the native ones with.
std::string socket_wrappers_source(const encoder::RecordedPeer* peer, const SocketUse& use);

/// The linker options that route the program's socket calls through them.
std::vector<std::string> socket_wrapper_link_flags();

/// The shim's fixed part (ReplayPeerShim.cpp).
extern const char* const kReplayPeerShim;

}  // namespace swarmbmc::cli
