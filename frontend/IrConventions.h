// The contract between the frontend's preparation and the encoder: names of
// metadata and of internal functions that the frontend puts into the IR and
// the encoder gives meaning to. Header only, LLVM-free.
#pragma once

namespace swarmbmc::frontend {

/// On a `freeze undef` that initialises a scalar local (UninitialisedLocals.cpp):
/// !{!"variable name"}. The encoder makes it a program input.
inline constexpr const char* kUninitialisedMetadata = "swarmbmc.uninitialised";

/// Function attribute on every function linked in from a C library model
/// (libc/): library code, not a feature of the program (--features functions).
inline constexpr const char* kLibraryModelAttribute = "swarmbmc-library-model";

}  // namespace swarmbmc::frontend
