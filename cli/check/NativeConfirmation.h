// A counterexample that passes through a C library function without a
// model rests on a havoc of that function (any result, any bytes written):
// the real function may never behave so. Before such a FAILED is reported
// it is replayed natively (`swarmbmc replay`, the real glibc function
// linked in); when the binary does not fail as the trace says, the answer
// is UNKNOWN naming the function, never FAILED.
#pragma once

#include "CheckOptions.h"
#include "swarm/Runner.h"

namespace llvm {
class Module;
}

namespace swarmbmc::cli {

/// Replays `report`'s FAILED natively when it may rest on unmodelled C
/// library functions, and turns it into UNKNOWN when it does not happen.
void confirm_library_counterexample(const CheckOptions& options, const llvm::Module* module,
                                    swarm::SwarmReport& report, std::ostream& out);

}  // namespace swarmbmc::cli
