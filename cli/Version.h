// The version line: swarmbmc's and that of each library doing real work.
#pragma once

#include <string>

namespace swarmbmc::cli {

/// "swarmbmc 0.1.0 (LLVM 19.1.7, CaDiCaL 1.5.3, Z3 4.8.12)".
std::string version_text();

/// The backend's version: "CaDiCaL sc2021", "Z3 4.8.12", both for "portfolio".
std::string solver_version(const std::string& solver);

/// "0.1.0".
std::string swarmbmc_version();

}  // namespace swarmbmc::cli
