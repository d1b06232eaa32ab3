#include "Documents.h"

#include <llvm/IR/Module.h>

#include <fstream>
#include <iostream>

#include "cli/FileHash.h"
#include "report/trace/JsonTrace.h"
#include "encoder/induction/LoopVariables.h"
#include "report/OutputFile.h"
#include "report/sarif/Sarif.h"
#include "report/witness/Witness.h"
#include "cli/Version.h"

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

/// The CHECK( ... ) lines of a property file (its specification as SV-COMP
/// witnesses state it).
std::vector<std::string> property_lines(const std::string& path) {
  std::vector<std::string> lines;
  std::ifstream in(path);
  for (std::string line; std::getline(in, line);) {
    line.erase(0, line.find_first_not_of(" \t"));
    line.erase(line.find_last_not_of(" \t\r") + 1);
    if (line.rfind("CHECK(", 0) == 0) lines.push_back(line);
  }
  return lines;
}

/// Why a VERIFIED result is no proof for the program as given (a correctness
/// witness would claim one), or "" when it is.
std::string restricted_check(const CheckOptions& options) {
  if (options.log_restricted()) return "only executions matching --log-trace/--log-pattern were checked";
  if (!options.omit_list.empty()) return "a variant of the program (--omit) was checked";
  if (options.range_spec) return "one range of the inputs (--range-file) was checked";
  return "";
}

void write_witness(const CheckOptions& options, const report::RunInfo& run, const encoder::VerifyResult& result,
                   bool& written) {
  const bool yaml = options.witness_format == "yaml";
  if (result.verdict == encoder::Verdict::Failed) {
    written &= write(options.witness_path, yaml ? report::yaml_witness(run, result) : report::graphml_witness(run, result));
    return;
  }
  std::string why_not = result.verdict == encoder::Verdict::Verified
                            ? restricted_check(options)
                            : std::string("there is neither a violation nor a proof (") +
                                  encoder::verdict_name(result.verdict) + ")";
  if (!why_not.empty()) {
    std::cerr << "swarmbmc: note: no witness written to '" << options.witness_path << "': " << why_not << "\n";
    return;
  }
  written &= write(options.witness_path, yaml ? report::yaml_correctness_witness(run, result)
                                              : report::graphml_correctness_witness(run, result));
}

}  // namespace

report::RunInfo describe_run(const CheckOptions& options, const llvm::Module* module) {
  report::RunInfo run;
  run.swarmbmc_version = swarmbmc_version();
  run.solver = options.verify.solver;
  run.solver_version = solver_version(options.verify.solver);
  for (const frontend::InputFile& input : options.inputs) {
    report::InputFileInfo file{input.path, file_sha256(input.path), std::nullopt};
    if (input.flags) {
      file.compile_flags = input.flags->preprocessor;
      file.compile_flags->insert(file.compile_flags->end(), input.flags->language.begin(), input.flags->language.end());
      if (input.flags->ilp32) file.compile_flags->push_back("-m32");
    }
    run.files.push_back(std::move(file));
  }
  if (!run.files.empty()) {
    run.file = run.files.front().file;
    run.sha256 = run.files.front().sha256;
  }
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
  run.max_env_length = options.verify.io.environment.max_length;
  // Only a correctness witness needs them.
  if (module && !options.witness_path.empty()) run.loop_variables = encoder::loop_variables(*module, options.verify.entry);
  run.specification = options.property ? property_lines(options.property_file)
                                        : report::checked_specification(run, options.verify.checks);
  return run;
}

bool write_documents(const CheckOptions& options, const report::RunInfo& run, const swarm::SwarmReport& report) {
  bool written = true;
  if (!options.json_path.empty())
    written &= write(options.json_path,
                     report::json_document(run, report, options.prints_swarm_table()).dump(2) + "\n");
  if (!options.sarif_path.empty())
    written &= write(options.sarif_path, report::sarif_log(run, report.final, swarm::partial_results(report)).dump(2) + "\n");
  if (!options.witness_path.empty()) write_witness(options, run, report.final, written);
  return written;
}

}  // namespace swarmbmc::cli
