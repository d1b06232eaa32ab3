// frontend-internal: several input modules made one program. Not part of
// the public API.
#pragma once

#include <memory>
#include <string>
#include <vector>

namespace llvm {
class Module;
}

namespace swarmbmc::frontend::detail {

/// One parsed, verified input and the file it came from (for messages).
struct InputModule {
  std::unique_ptr<llvm::Module> module;
  std::string name;
};

/// Checks that `inputs` (at least one, all in one LLVMContext) form one
/// program and links them into the first, which is returned:
/// - one data model: equal target triples and data layouts (a module that
///   names neither, hand-written IR, takes the others');
/// - no symbol with a strong definition in two inputs;
/// - every declaration of a symbol another input defines has the
///   definition's type: the same function type for a prototyped function
///   (llvm::Linker links mismatching function types silently, and a call
///   would then pass arguments the callee does not take), the same kind and
///   size for a variable. An unprototyped declaration (`int f();`, an
///   implicit declaration) is no conflict: its calls carry their own
///   argument types, which the encoder matches against the callee.
/// Anything else llvm::Linker rejects (module flags such as wchar_size) is
/// reported with its message. Every problem is one InputError naming both
/// files.
std::unique_ptr<llvm::Module> link_inputs(std::vector<InputModule> inputs);

}  // namespace swarmbmc::frontend::detail
