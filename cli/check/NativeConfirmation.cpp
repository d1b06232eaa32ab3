#include "NativeConfirmation.h"

#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Program.h>

#include <fstream>
#include <sstream>

#include "Documents.h"
#include "report/trace/JsonTrace.h"
#include "LibraryAssumptions.h"

namespace swarmbmc::cli {

namespace {

constexpr unsigned kReplaySeconds = 120;  ///< build and run, as `swarmbmc replay` would

/// The last non-empty line of a file, where `replay` says how the run ended.
std::string last_line(const std::string& path) {
  std::ifstream file(path);
  std::string line, last;
  while (std::getline(file, line))
    if (!line.empty()) last = line;
  return last;
}

/// Runs `swarmbmc replay TRACE PROGRAM... -o BINARY` as a child of this
/// binary; its exit code (-1 when it could not run), its last line in `said`.
int replay(const std::string& trace, const std::vector<std::string>& programs, std::string& said) {
  llvm::SmallString<128> log, binary;
  llvm::sys::fs::createTemporaryFile("swarmbmc-confirm", "log", log);
  llvm::sys::fs::createTemporaryFile("swarmbmc-confirm", "bin", binary);
  const std::string self = llvm::sys::fs::getMainExecutable(nullptr, nullptr);
  std::vector<llvm::StringRef> arguments = {self, "replay", trace};
  arguments.insert(arguments.end(), programs.begin(), programs.end());
  arguments.insert(arguments.end(), {"-o", binary.str()});
  std::optional<llvm::StringRef> redirects[3] = {llvm::StringRef(""), log.str(), log.str()};
  std::string error;
  const int rc = llvm::sys::ExecuteAndWait(self, arguments, std::nullopt, redirects, kReplaySeconds, 0, &error);
  said = rc < 0 ? error : last_line(log.str().str());
  llvm::sys::fs::remove(log);
  llvm::sys::fs::remove(binary);
  return rc;
}

}  // namespace

void confirm_library_counterexample(const CheckOptions& options, const llvm::Module* module,
                                    swarm::SwarmReport& report, std::ostream& out) {
  encoder::VerifyResult& result = report.final;
  if (result.verdict != encoder::Verdict::Failed || options.no_native_confirmation) return;
  const std::vector<std::string> library = c_library_functions(result.unmodelled_functions);
  if (library.empty()) return;
  llvm::SmallString<128> trace;
  llvm::sys::fs::createTemporaryFile("swarmbmc-confirm", "json", trace);
  std::ofstream(trace.str().str()) << report::json_document(describe_run(options, module), report, false).dump();
  out << "Confirming natively: the counterexample may rest on " << joined_names(library)
      << ", which " << (library.size() == 1 ? "has" : "have") << " no model\n";
  std::string said;
  const int rc = options.verify.entry == "main" ? replay(trace.str().str(), options.input_paths(), said) : -2;
  llvm::sys::fs::remove(trace);
  if (rc == 0) {
    out << "Confirmed: the native binary fails as the trace says\n";
    return;
  }
  said = rc == -2 ? "replay starts at main, not at --entry " + options.verify.entry
         : rc == 3 ? "the replayed binary does not fail"
         : rc == 4 ? "the replayed binary fails, but not as the trace says"
         : rc == 5 ? "this machine cannot execute the replayed i386 binary"
                   : "replay could not confirm it: " + said;
  result.verdict = encoder::Verdict::Unknown;
  result.reason = "a counterexample through the unmodelled C library function" +
                  std::string(library.size() == 1 ? " " : "s ") + joined_names(library) +
                  " did not fail natively (" + said + ")";
  result.trace.clear();
  result.violated.reset();
}

}  // namespace swarmbmc::cli
