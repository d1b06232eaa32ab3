// Native replay of uninitialised values: see ReplayUninitialised.cpp.
#pragma once

#include <string>
#include <vector>

#include "frontend/Frontend.h"

namespace llvm {
class Module;
}

namespace swarmbmc::frontend {

/// The runtime function that returns the trace's value of an uninitialised
/// variable: `unsigned long long f(const char *variable)`.
inline constexpr const char* kReplayUninitialisedFunction = "__swarmbmc_replay_uninitialised";

/// Writes `module` as bitcode to `path`, every defined function marked for
/// AddressSanitizer (clang instruments only functions that carry the
/// attribute its C frontend adds). Throws std::runtime_error when `path`
/// cannot be written.
void write_sanitizable_bitcode(llvm::Module& module, const std::string& path);

/// Builds `program` (its files linked, each with its flags) as `check`
/// does (clang, library models, preparation) and writes it as bitcode to
/// `output`, each uninitialised local's initial value read from the replay
/// runtime. Throws frontend::InputError for a bad program,
/// std::runtime_error when `output` cannot be written.
void write_replay_ir_with_uninitialised_values(const std::vector<InputFile>& program,
                                               const std::vector<std::string>& include_dirs,
                                               const std::vector<std::string>& defines, bool ilp32, const std::string& output);

}  // namespace swarmbmc::frontend
