// The input environment's flags: what stdin and the files the
// program opens hold (encoder/calls/IoEnvironment.h).
#pragma once

#include <CLI/CLI.hpp>

#include "encoder/verify/Verifier.h"

namespace swarmbmc::cli {

/// --max-input-length N, --stdin FILE, --stdin-prefix FILE, --file PATH=FILE
/// (repeatable), --io-errors. A FILE that cannot be read or a PATH=FILE
/// without '=' is a usage error naming it.
void add_io_options(CLI::App& app, encoder::VerifyOptions& verify);

}  // namespace swarmbmc::cli
