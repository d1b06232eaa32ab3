#include "Documents.h"

#include <llvm/IR/Module.h>

#include <iostream>

#include "FileHash.h"
#include "JsonTrace.h"
#include "OutputFile.h"
#include "Sarif.h"
#include "Witness.h"
#include "Version.h"

namespace swarmbmc::cli {

namespace {

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
  run.defines = options.frontend.defines;
  run.include_dirs = options.frontend.include_dirs;
  return run;
}

bool write_documents(const CheckOptions& options, const report::RunInfo& run, const swarm::SwarmReport& report) {
  bool written = true;
  if (!options.json_path.empty())
    written &= write(options.json_path,
                     report::json_document(run, report, options.prints_swarm_table()).dump(2) + "\n");
  if (!options.sarif_path.empty())
    written &= write(options.sarif_path, report::sarif_log(run, report.final).dump(2) + "\n");
  // A violation witness needs a violation; correctness witnesses are not written yet.
  if (!options.witness_path.empty() && report.final.verdict != encoder::Verdict::Failed)
    std::cerr << "swarmbmc: note: no witness written to '" << options.witness_path << "': there is no violation ("
              << encoder::verdict_name(report.final.verdict) << "), and correctness witnesses are not produced yet\n";
  else if (!options.witness_path.empty())
    written &= write(options.witness_path, options.witness_format == "yaml" ? report::yaml_witness(run, report.final)
                                                                             : report::graphml_witness(run, report.final));
  return written;
}

}  // namespace swarmbmc::cli
