// link_library_models: the C library models (libc/) a program calls but
// does not define are linked into it, so that the unroller runs them like
// the program's own code. Only what is needed is linked (a program that
// defines its own isdigit keeps it). The models are plain C compiled for
// x86-64 and for i386 Linux; the one with the program's pointer width is
// linked (size_t and long differ), and it takes the program's target triple
// and data layout, so LLVM's linker has nothing to warn about.
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/Module.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>

#include <stdexcept>

#include "Frontend.h"
#include "libc/Models.h"

namespace swarmbmc::frontend {

void link_library_models(llvm::Module& program) {
  const unsigned pointer_bits = program.getDataLayout().getPointerSizeInBits();
  for (const libc::Model& model : libc::models()) {
    if (model.pointer_bits != (pointer_bits == 32 ? 32u : 64u)) continue;
    auto parsed = llvm::parseBitcodeFile(
        llvm::MemoryBufferRef(llvm::StringRef(model.bitcode.data(), model.bitcode.size()), model.name),
        program.getContext());
    if (!parsed)
      throw std::logic_error("swarmbmc internal error: cannot read the C library model '" +
                             std::string(model.name) + "': " + llvm::toString(parsed.takeError()));
    std::unique_ptr<llvm::Module> library = std::move(*parsed);
    library->setTargetTriple(program.getTargetTriple());
    library->setDataLayout(program.getDataLayout());
    for (llvm::Function& function : *library)
      if (!function.isDeclaration()) function.addFnAttr(kLibraryModelAttribute);
    if (llvm::Linker::linkModules(program, std::move(library), llvm::Linker::Flags::LinkOnlyNeeded))
      throw std::logic_error("swarmbmc internal error: cannot link the C library model '" +
                             std::string(model.name) + "'");
  }
}

}  // namespace swarmbmc::frontend
