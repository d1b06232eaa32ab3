// --log-trace and --log-pattern: restricting the program to the executions
// that print a log, or whose events match a pattern (logsrt/LogTrace.h),
// before any configuration is planned.
#pragma once

#include <set>
#include <string>

#include "CheckOptions.h"

namespace llvm {
class Module;
}

namespace swarmbmc::cli {

/// Instruments `module` for the log of `options.log_trace`, or the pattern
/// of `options.log_pattern`, and makes the checks require it
/// (options.verify.checks.log). `named_features` gets the features some line
/// of the log is an event of (the pattern's names): a swarm does not omit
/// them. Returns the line the report prints. Throws logsrt::LogError.
std::string apply_log_trace(llvm::Module& module, CheckOptions& options, std::set<std::string>& named_features);

}  // namespace swarmbmc::cli
