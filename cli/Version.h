// What --version prints: swarmbmc's version, the versions of the libraries
// doing real work, and where the files it uses at run time are.
#pragma once

#include <string>
#include <vector>

namespace swarmbmc::cli {

/// The lines of `--version`:
///   swarmbmc 0.1.0
///   LLVM 19.1.7
///   CaDiCaL sc2021 (libcadical-dev 1.5.3-2, linked statically)
///   Z3 4.8.12
///   oneTBB 2021.8
///   <mpi_line>
///   clang for C inputs: /usr/lib/llvm-19/bin/clang-19
///   swarmbmc.h: /usr/include
/// swarmbmc-mpi passes its own mpi_line ("MPI: Open MPI v4.1.4, ...").
std::vector<std::string> version_lines(const std::string& mpi_line = "MPI: not in this binary; see swarmbmc-mpi");

/// version_lines() joined by newlines (no final one), for CLI11's --version.
/// Its MPI line is the one set_mpi_version_line gave, if any.
std::string version_text();

/// Makes version_text() (every subcommand's --version) print `line` as the
/// MPI line. For swarmbmc-mpi, called once at the start of main.
void set_mpi_version_line(std::string line);

/// The backend's version: "CaDiCaL sc2021", "Z3 4.8.12", both for "portfolio".
std::string solver_version(const std::string& solver);

/// "0.1.0".
std::string swarmbmc_version();

}  // namespace swarmbmc::cli
