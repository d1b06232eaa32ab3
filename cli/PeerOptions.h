// Recorded peers: --peer conv.json answers the program's sockets
// from the conversations `swarmbmc record` wrote (format: record/README.md),
// --peer-strict cuts the executions that leave them.
#pragma once

#include <CLI/CLI.hpp>
#include <optional>
#include <ostream>
#include <string>

#include "encoder/verify/Verifier.h"

namespace swarmbmc::cli {

/// The conversations of a recording; a std::runtime_error with a one-line
/// message naming the file and the problem when it cannot be read or is
/// malformed.
encoder::RecordedPeer read_conversation(const std::string& path);

/// --peer FILE: reads the recording into verify.io.peer; exit code 2 (after
/// a one-line error on `err`) when it cannot be read or is malformed.
std::optional<int> load_peer(encoder::VerifyOptions& verify, std::ostream& err);

/// --peer FILE, --peer-strict (which needs --peer); load_peer reads FILE.
void add_peer_options(CLI::App& app, encoder::VerifyOptions& verify);

}  // namespace swarmbmc::cli
