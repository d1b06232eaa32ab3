#include "Version.h"

#include <llvm/Config/llvm-config.h>
#include <oneapi/tbb/version.h>
#include <z3.h>
#include <cadical.hpp>
#include <cryptominisat5/cryptominisat.h>

#include <utility>

#include "frontend/Frontend.h"

namespace swarmbmc::cli {

std::string swarmbmc_version() { return SWARMBMC_VERSION; }

namespace {

/// Set once by swarmbmc-mpi before any option is parsed; empty in swarmbmc.
std::string& mpi_version_line() {
  static std::string line;
  return line;
}

std::string z3_version() {
  unsigned major, minor, build, revision;
  Z3_get_version(&major, &minor, &build, &revision);
  return std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(build);
}

std::string cryptominisat_version() { return "CryptoMiniSat " + std::string(CMSat::SATSolver::get_version()); }

std::string cadical_version() { return "CaDiCaL " + std::string(CaDiCaL::Solver::version()); }

/// " (libcadical-dev 1.5.3-2, linked statically)": Debian ships only a .a.
std::string cadical_origin() {
  const std::string package = SWARMBMC_CADICAL_PACKAGE;
  return " (" + (package.empty() ? std::string() : "libcadical-dev " + package + ", ") + "linked statically)";
}

/// A path line, or why it is missing (the checks would fail for that reason).
std::string path_line(const std::string& what, const std::string& path, const std::string& missing) {
  return what + ": " + (path.empty() ? missing : path);
}

}  // namespace

std::string solver_version(const std::string& solver) {
  const std::string z3 = "Z3 " + z3_version();
  if (solver == "z3") return z3;
  if (solver == "portfolio") return cadical_version() + ", " + z3;
  if (solver == "cryptominisat") return cryptominisat_version();
  if (solver == "sat-portfolio") return cadical_version() + ", " + cryptominisat_version();
  return cadical_version();
}

std::vector<std::string> version_lines(const std::string& mpi_line) {
  // LLVM and oneTBB as compiled against (their headers); Z3 as loaded (its
  // library reports it); CaDiCaL is in the binary.
  return {"swarmbmc " SWARMBMC_VERSION,
          "LLVM " LLVM_VERSION_STRING,
          cadical_version() + cadical_origin(),
          cryptominisat_version(),
          "Z3 " + z3_version(),
          "oneTBB " TBB_VERSION_STRING,
          mpi_line,
          path_line("clang for C inputs", frontend::clang_path(), "not found (install clang-19 or set SWARMBMC_CLANG)"),
          path_line("swarmbmc.h", frontend::include_dir(), "not found (reinstall swarmbmc)")};
}

std::string version_text() {
  const std::vector<std::string> lines =
      mpi_version_line().empty() ? version_lines() : version_lines(mpi_version_line());
  std::string text;
  for (const std::string& line : lines) text += (text.empty() ? "" : "\n") + line;
  return text;
}

void set_mpi_version_line(std::string line) { mpi_version_line() = std::move(line); }

}  // namespace swarmbmc::cli
