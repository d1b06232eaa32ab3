// The contract between the frontend's preparation and the encoder: names of
// metadata and of internal functions that the frontend puts into the IR and
// the encoder gives meaning to. Header only, LLVM-free.
#pragma once

namespace swarmbmc::frontend {

/// On a `freeze undef` that initialises a scalar local (UninitialisedLocals.cpp):
/// !{!"variable name"}. The encoder makes it a program input.
inline constexpr const char* kUninitialisedMetadata = "swarmbmc.uninitialised";

}  // namespace swarmbmc::frontend
