// FuzzHarness: a libFuzzer harness as the program's entry.
//
// Projects with an OSS-Fuzz or libFuzzer harness already say how their code
// is meant to be driven: `int LLVMFuzzerTestOneInput(const uint8_t *data,
// size_t size)`, called with `size` bytes at `data`. Checking such a
// program means checking every input the fuzzer could pass, so the entry
// becomes a driver that does what libFuzzer does: run
// `LLVMFuzzerInitialize(&argc, &argv)` once when the program defines it,
// then call the harness with all of standard input in an object of exactly
// its length (libc/models/stdio/io.c's `__swarmbmc_fuzz_input`). Standard input is
// the stdin model's: unknown bytes, their number unknown up to
// --max-input-length, so a counterexample is a byte string that a user can
// write to a file and hand to the project's own fuzzer binary (--reproducer),
// and replay builds the same driver natively.
#pragma once

#include <string>

namespace llvm {
class Module;
}

namespace swarmbmc::frontend {

/// The harness function libFuzzer calls.
inline constexpr const char* kFuzzHarnessFunction = "LLVMFuzzerTestOneInput";
/// The optional initialisation libFuzzer calls once, before any input.
inline constexpr const char* kFuzzInitializeFunction = "LLVMFuzzerInitialize";

/// Whether `module` defines the harness function.
bool defines_fuzz_harness(const llvm::Module& module);

/// Adds `int driver(int argc, char **argv)` to `module`: LLVMFuzzerInitialize
/// when defined, then the harness on stdin's bytes; returns 0. The module
/// must define the harness and must not define `driver`.
void add_fuzz_driver(llvm::Module& module, const std::string& driver);

}  // namespace swarmbmc::frontend
