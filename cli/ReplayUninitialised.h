// Native replay of uninitialised values: see ReplayUninitialised.cpp.
#pragma once

#include <string>
#include <vector>

namespace swarmbmc::cli {

/// The runtime function that returns the trace's value of an uninitialised
/// variable: `unsigned long long f(const char *variable)`.
inline constexpr const char* kReplayUninitialisedFunction = "__swarmbmc_replay_uninitialised";

/// Builds `program` as `check` does (clang, library models, preparation)
/// and writes it as bitcode to `output`, each uninitialised local's initial
/// value read from the replay runtime. Throws frontend::InputError for a
/// bad program, std::runtime_error when `output` cannot be written.
void write_replay_ir_with_uninitialised_values(const std::string& program, const std::vector<std::string>& include_dirs,
                                               const std::vector<std::string>& defines, const std::string& output);

}  // namespace swarmbmc::cli
