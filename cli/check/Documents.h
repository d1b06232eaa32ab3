// Documents: the machine-readable outputs of `check` (--json, --witness,
// --sarif), written for every verdict from the same result.
#pragma once

#include "CheckOptions.h"
#include "report/RunInfo.h"
#include "swarm/Runner.h"

namespace llvm {
class Module;
}

namespace swarmbmc::cli {

/// Tool, program and options as the documents state them. `module` may be
/// null (the run stopped before the program was loaded).
report::RunInfo describe_run(const CheckOptions& options, const llvm::Module* module);

/// Writes each requested document; on a failure prints "swarmbmc: error:
/// cannot write ..." and returns false.
bool write_documents(const CheckOptions& options, const report::RunInfo& run, const swarm::SwarmReport& report);

}  // namespace swarmbmc::cli
