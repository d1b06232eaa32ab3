// ConfigurationRun: the steps of running one configuration of the sliced
// encoding, shared by the runner's threads (Runner.cpp) and by the MPI
// workers (distributed/), which run configurations one at a time from the
// bitcode the coordinator sent them.
#pragma once

#include <atomic>
#include <memory>
#include <string_view>

#include "Runner.h"

namespace llvm {
class LLVMContext;
class Module;
}  // namespace llvm

namespace swarmbmc::swarm {

/// Parses a private copy of the prepared program into `context`; throws
/// std::logic_error when the bitcode does not parse.
std::unique_ptr<llvm::Module> parse_bitcode_copy(std::string_view bitcode, llvm::LLVMContext& context);

/// Applies `configuration`'s omissions to `copy` (logsrt) and restores the
/// frontend's loop form; nothing to do for a configuration without omissions.
void slice_copy(llvm::Module& copy, const Configuration& configuration, const SwarmOptions& options);

/// Adds `configuration`'s drawn choice restrictions (--swarm-choices) to
/// `verify`'s rules, after the run's own, so that the unroller applies them.
void add_configuration_choices(encoder::VerifyOptions& verify, const Configuration& configuration);

/// The instructions of `module`'s defined functions (a configuration
/// without omissions reports them as its size before and after slicing).
size_t instruction_count(const llvm::Module& module);

/// Verifies `module` as `configuration`'s run: k-induction for
/// configuration 0 when options.induction_max_k is set, else BMC.
encoder::VerifyResult verify_configuration(const llvm::Module& module, const Configuration& configuration,
                                           const encoder::VerifyOptions& verify, const SwarmOptions& options);

/// The swarm outcome of a verifier's result.
Outcome outcome_of(const encoder::VerifyResult& result);

/// Runs `slot`'s configuration start to end on a private copy of `bitcode`
/// and fills in the slot (outcome, result, slicing, range used, times),
/// stopping soon when `cancel` or `options.interrupt` is raised. The
/// caller's options decide the checks and limits; their cancel flag is
/// replaced by `cancel`.
void run_sliced_configuration(std::string_view bitcode, ConfigurationReport& slot, const SwarmOptions& options,
                              const std::atomic<bool>* cancel);

}  // namespace swarmbmc::swarm
