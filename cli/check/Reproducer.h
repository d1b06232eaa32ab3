// Reproducer: --reproducer FILE, the input of a counterexample as the raw
// bytes a program's own test binary takes. A libFuzzer harness
// (frontend/FuzzHarness.h) and an AFL-style main both read their input from
// standard input here, so the file is the bytes the trace read from stdin:
// `./fuzzer FILE` or `./prog < FILE` fails as the trace does.
#pragma once

#include <string>
#include <vector>

#include "encoder/trace/Trace.h"

namespace swarmbmc::cli {

/// The counterexample's standard input: "stdin length" bytes, each the
/// trace's "stdin[i]" input, 0 where the trace never read the byte (the
/// run does not depend on it). Empty when the trace reads no stdin.
std::string stdin_bytes(const std::vector<encoder::TraceStep>& trace);

/// Writes stdin_bytes(trace) to `path`. False, with `error` set, when it
/// cannot be written.
bool write_reproducer(const std::string& path, const std::vector<encoder::TraceStep>& trace, std::string& error);

}  // namespace swarmbmc::cli
