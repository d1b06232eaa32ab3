#include "Version.h"

#include <llvm/Config/llvm-config.h>
#include <z3.h>
#include <cadical.hpp>

namespace swarmbmc::cli {

std::string swarmbmc_version() { return SWARMBMC_VERSION; }

std::string version_text() {
  unsigned major, minor, build, revision;
  Z3_get_version(&major, &minor, &build, &revision);
  return "swarmbmc " SWARMBMC_VERSION " (LLVM " LLVM_VERSION_STRING ", CaDiCaL " + std::string(CaDiCaL::Solver::version()) +
         ", Z3 " + std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(build) + ")";
}

}  // namespace swarmbmc::cli
