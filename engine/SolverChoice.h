// Which backend a run uses when the user names none (--solver absent).
//
// CaDiCaL under the bit-blaster is the default: it finds the typical BMC
// counterexample at once through its lucky phases (solver/sat/FreshPerSolve.h;
// CryptoMiniSat took 7.6 s where CaDiCaL took 0.09 s on examples/stack.c at
// depth 80), and a race would take the second core a swarm uses. On the
// CNFs of IEEE floating-point circuits, though, CryptoMiniSat is up to 8x
// faster on some (proofs above all) and CaDiCaL up to 40x on others
// (benchmarks/results/2026-11-27-cms/), so a program with floating-point
// arithmetic gets both racing (sat-portfolio).
#pragma once

#include <string>

namespace llvm {
class Module;
}

namespace swarmbmc::engine {

/// Whether a function defined in `module` computes with floating point
/// (arithmetic, comparisons or conversions on float or double).
bool uses_floating_point(const llvm::Module& module);

/// The backend for a run on `module` when no --solver was given.
std::string default_solver(const llvm::Module& module);

}  // namespace swarmbmc::engine
