// frontend-internal: compiling C inputs with clang. Not part of the public API.
#pragma once

#include <memory>
#include <string>

#include "Frontend.h"

namespace llvm {
class MemoryBuffer;
}

namespace swarmbmc::frontend::detail {

/// Compiles the C file `path` (.c, or preprocessed .i) with clang_path() to
/// LLVM bitcode (-g -O0, optnone disabled, value names kept) and returns the
/// bitcode in memory; the temporary .bc file is removed before returning.
/// clang's diagnostics go straight to our stderr. Throws InputError if clang
/// cannot be found or run, or if it fails. With `flags` (a compilation
/// database's), those come before the options' -I/-D; -m32 is either's.
std::unique_ptr<llvm::MemoryBuffer> compile_c(const std::string& path, const FrontendOptions& options,
                                              const CompileFlags* flags = nullptr);

}  // namespace swarmbmc::frontend::detail
