#include "Version.h"

#include <llvm/Config/llvm-config.h>
#include <z3.h>
#include <cadical.hpp>

namespace swarmbmc::cli {

std::string swarmbmc_version() { return SWARMBMC_VERSION; }

namespace {

std::string z3_version() {
  unsigned major, minor, build, revision;
  Z3_get_version(&major, &minor, &build, &revision);
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(build);
}

}  // namespace

std::string solver_version(const std::string& solver) {
  const std::string cadical = "CaDiCaL " + std::string(CaDiCaL::Solver::version()), z3 = "Z3 " + z3_version();
  if (solver == "z3") return z3;
  if (solver == "portfolio") return cadical + ", " + z3;
  return cadical;
}

std::string version_text() {
  return "swarmbmc " SWARMBMC_VERSION " (LLVM " LLVM_VERSION_STRING ", CaDiCaL " + std::string(CaDiCaL::Solver::version()) +
         ", Z3 " + z3_version() + ")";
}

}  // namespace swarmbmc::cli
