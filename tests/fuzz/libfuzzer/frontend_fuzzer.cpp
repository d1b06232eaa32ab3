// libFuzzer target over the frontend: arbitrary bytes as an LLVM IR input
// (bitcode or text, told apart by content, as for a .bc/.ll file), through
// load_ir (parse, verify, debug-info upgrade, entry check, preparation), then
// the bitcode round trip the swarm runner does for its workers.
//
// Any InputError is the expected outcome for bad input; a crash, an abort
// (LLVM's report_fatal_error), a sanitizer report or a leak is a finding.
// Built only with -DSWARMBMC_LIBFUZZER=ON (clang-19); run with
// `make fuzz-frontend` (see README.md).
#include <llvm/ADT/StringRef.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>

#include "Frontend.h"

namespace {

/// Drops LLVM's warnings (e.g. "ignoring invalid debug info"): they are
/// legitimate for bad input, and printing them slows fuzzing down.
class QuietDiagnostics : public llvm::DiagnosticHandler {
 public:
  bool handleDiagnostics(const llvm::DiagnosticInfo& info) override {
    return info.getSeverity() != llvm::DS_Error;  // errors: LLVM's default handling
  }
};

/// What the swarm runner does with the prepared module: bitcode out, parsed
/// back into a fresh context, once per worker.
void round_trip(const llvm::Module& module) {
  std::string bitcode;
  llvm::raw_string_ostream stream(bitcode);
  llvm::WriteBitcodeToFile(module, stream);
  stream.flush();
  llvm::LLVMContext context;
  llvm::Expected<std::unique_ptr<llvm::Module>> copy = llvm::parseBitcodeFile(
      llvm::MemoryBufferRef(bitcode, "round-trip"), context);
  if (!copy) {
    // A module that passed the verifier must survive its own bitcode.
    llvm::errs() << "bitcode round trip failed: " << llvm::toString(copy.takeError()) << "\n";
    std::abort();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  llvm::LLVMContext context;
  context.setDiagnosticHandler(std::make_unique<QuietDiagnostics>());
  // A copy: the text parser needs a NUL after the last byte.
  std::unique_ptr<llvm::MemoryBuffer> buffer = llvm::MemoryBuffer::getMemBufferCopy(
      llvm::StringRef(reinterpret_cast<const char*>(data), size), "fuzz-input");
  try {
    std::unique_ptr<llvm::Module> module = swarmbmc::frontend::load_ir(
        buffer->getMemBufferRef(), "fuzz-input", swarmbmc::frontend::FrontendOptions{}, context);
    round_trip(*module);
  } catch (const swarmbmc::frontend::InputError&) {
    // The expected outcome for bad input.
  }
  return 0;
}
