// frontend: turns a user's input file into a prepared llvm::Module.
//
// Accepts C sources (compiled with clang-19), LLVM bitcode (.bc) and textual
// IR (.ll). Preparation runs only verification-preserving passes: nothing that
// exploits undefined behaviour to delete code a property check needs.
#pragma once

#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "IrConventions.h"

namespace llvm {
class Function;
class Instruction;
class LLVMContext;
class MemoryBufferRef;
class Module;
}  // namespace llvm

namespace swarmbmc::frontend {

/// `text` in single quotes, as every input error names a file or a symbol.
inline std::string quoted(const std::string& text) { return "'" + text + "'"; }

/// A problem with the user's input (missing file, compile error, bad IR...).
/// The message is one line, fit to print after "swarmbmc: error: ".
class InputError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

struct FrontendOptions {
  std::vector<std::string> include_dirs;  ///< -I for .c inputs
  std::vector<std::string> defines;       ///< -D for .c inputs (NAME or NAME=VALUE)
  std::string entry = "main";             ///< entry function that must be defined
  bool ilp32 = false;                     ///< --32: .c/.i inputs compile with clang -m32 (ILP32)
  /// .c/.i inputs: clang marks each signed left shift's undefined cases
  /// (negative operand, bits into or past the sign bit) with a call to
  /// llvm.ubsantrap (-fsanitize-trap=shift-base), and the compiled functions
  /// carry kSignedShiftsTrappedAttribute: LLVM IR alone cannot tell a signed
  /// shift from an unsigned one.
  bool trap_signed_shifts = false;
  /// Load .bc/.ll inputs in a forked child first (see load_ir). Off only for
  /// callers that want LLVM's crashes to surface (none in swarmbmc itself).
  bool isolate_ir = true;
  /// --fuzz-harness: the program is a libFuzzer harness and gets a `main`
  /// that drives it (FuzzHarness.h), an input error when it has no harness or
  /// its own `main`. Without it the same happens when the entry is `main`, no
  /// input defines it and one defines LLVMFuzzerTestOneInput.
  bool fuzz_harness = false;
};

/// The compile flags of one C file taken from a compilation database
/// (CompileCommands.h); FrontendOptions's -I/-D (the command line's) are
/// passed after them.
struct CompileFlags {
  /// -I/-isystem/-iquote/-idirafter/-include/-imacros (paths made absolute),
  /// -D, -U, in their order: not passed for preprocessed (.i) input.
  std::vector<std::string> preprocessor;
  /// -std= and the -f flags that change the language (-funsigned-char,
  /// -fwrapv, ...): passed for .c and .i.
  std::vector<std::string> language;
  bool ilp32 = false;  ///< the last of -m32/-m64 was -m32 (or --32 was given)
};

/// One input file of a program.
struct InputFile {
  std::string path;
  /// From --compile-commands; none: FrontendOptions's -I/-D (and --32) only.
  std::optional<CompileFlags> flags;
};

/// Loads `path` (.c, .i, .bc or .ll, chosen by extension) into `context`,
/// verifies it, checks the entry function exists, and prepares it
/// (see prepare_module). Throws InputError on any problem with the input.
std::unique_ptr<llvm::Module> load_program(const std::string& path, const FrontendOptions& options,
                                           llvm::LLVMContext& context);

/// Several input files as one program: each loaded as load_program does
/// (C files compiled with their own flags or FrontendOptions's), then
/// checked (one data model; no symbol defined twice; every declaration of
/// the type of its definition) and linked with llvm::Linker before the
/// entry check and preparation. Every problem is one InputError naming the
/// files. One input without flags is exactly load_program(path).
std::unique_ptr<llvm::Module> load_program(const std::vector<InputFile>& inputs, const FrontendOptions& options,
                                           llvm::LLVMContext& context);

/// As load_program, for LLVM IR (bitcode or text, told apart by content)
/// already in memory; `name` stands for the file in messages. Used by
/// load_program for .bc/.ll files and by the libFuzzer target.
/// With options.isolate_ir, the whole load runs first in a forked child:
/// LLVM crashes (SIGSEGV, report_fatal_error) on some malformed bitcode in
/// a Release build, and such a crash becomes an InputError naming the step.
std::unique_ptr<llvm::Module> load_ir(llvm::MemoryBufferRef buffer, const std::string& name,
                                      const FrontendOptions& options, llvm::LLVMContext& context);

/// Verification-preserving preparation: mem2reg (promote_locals), threading
/// of clang's cleanup dispatch (thread_cleanups), loop-simplify, LCSSA.
/// (No SROA: it deletes constant out-of-bounds accesses to allocas.)
void prepare_module(llvm::Module& module);

/// Links the C library models (libc/) of the functions `program` calls but
/// does not define; their functions carry kLibraryModelAttribute.
void link_library_models(llvm::Module& program);

/// Calls of llvm.memcpy/memmove/memset with a non-constant length become
/// calls of memcpy/memmove/memset (then linked from the models).
void lower_symbolic_memory_intrinsics(llvm::Module& program);

/// Before mem2reg: every promotable scalar local starts with one unknown
/// value (a tagged `freeze undef`), not with `undef` at every read.
void initialise_locals(llvm::Function& function);
/// The variable a tagged initial value (see initialise_locals) belongs to.
std::string uninitialised_variable(const llvm::Instruction& tagged);
/// mem2reg, keeping in memory the locals whose address escapes and whose
/// lifetime clang marked (so an access after its end is seen).
void promote_locals(llvm::Function& function);
/// After mem2reg: deletes the initial values that no read uses.
void remove_unused_initialisations(llvm::Function& function);
/// After mem2reg: each of clang's scope-exit blocks that dispatches on a phi
/// of constants is copied once per constant, each copy branching straight to
/// the successor its constant selects (no merge and split in the unroller).
void thread_cleanups(llvm::Function& function);

/// The clang used for .c inputs: $SWARMBMC_CLANG if set, else the clang-19 found at build time.
std::string clang_path();

/// The directory holding swarmbmc.h, passed to clang as -I: <prefix>/include
/// beside the executable's <prefix>/bin (an installed tree, wherever it was
/// moved), else the source tree's include/ (a build tree); empty if neither
/// has it.
std::string include_dir();

}  // namespace swarmbmc::frontend
