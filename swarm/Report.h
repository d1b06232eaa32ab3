// Report: prints a verification result as text for people.
#pragma once

#include <iosfwd>

#include "Verifier.h"

namespace swarmbmc::report {

/// Writes warnings to `err`, then the trace, violated property or bound
/// message, optional statistics, and the final "VERDICT: ..." line to `out`.
void print_result(std::ostream& out, std::ostream& err, const encoder::VerifyResult& result,
                  const encoder::VerifyOptions& options, bool show_statistics);

}  // namespace swarmbmc::report
