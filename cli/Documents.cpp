#include "Documents.h"

#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/SHA256.h>

#include <iostream>

#include "JsonTrace.h"
#include "OutputFile.h"
#include "Version.h"

namespace swarmbmc::cli {

namespace {

/// SHA-256 of the file's bytes in hex; empty when it cannot be read.
std::string file_sha256(const std::string& path) {
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/false, /*RequiresNullTerminator=*/false);
  if (!buffer) return {};
  const llvm::StringRef bytes = (*buffer)->getBuffer();
  const std::array<uint8_t, 32> digest =
      llvm::SHA256::hash(llvm::ArrayRef<uint8_t>(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size()));
  static const char* const kHex = "0123456789abcdef";
  std::string text;
  for (uint8_t byte : digest) {
    text += kHex[byte >> 4];
    text += kHex[byte & 15];
  }
  return text;
}

std::string data_model(const llvm::Module* module) {
  if (!module) return "unknown";
  return module->getDataLayout().getPointerSizeInBits() == 32 ? "ILP32" : "LP64";
}

bool write(const std::string& path, const std::string& text) {
  std::string error;
  if (report::write_output(path, text, error)) return true;
  std::cerr << "swarmbmc: error: " << error << "\n";
  return false;
}

}  // namespace

report::RunInfo describe_run(const CheckOptions& options, const llvm::Module* module) {
  report::RunInfo run;
  run.swarmbmc_version = swarmbmc_version();
  run.solver = options.verify.solver;
  run.solver_version = solver_version(options.verify.solver);
  run.file = options.input;
  run.sha256 = file_sha256(options.input);
  run.entry = options.verify.entry;
  run.data_model = data_model(module);
  run.depth = options.verify.depth;
  run.swarm = options.swarm_size;
  run.seed = options.seed;
  run.jobs = options.jobs;
  const std::set<std::string> omitted = options.omitted();
  run.omit.assign(omitted.begin(), omitted.end());
  run.timeout_seconds = options.verify.timeout_seconds;
  run.memory_limit_mb = options.memory_limit_mb;
  run.features_mode = options.features_mode;
  run.log_functions = options.features.log_functions;
  return run;
}

bool write_documents(const CheckOptions& options, const report::RunInfo& run, const swarm::SwarmReport& report) {
  bool written = true;
  if (!options.json_path.empty())
    written &= write(options.json_path,
                     report::json_document(run, report, options.prints_swarm_table()).dump(2) + "\n");
  return written;
}

}  // namespace swarmbmc::cli
