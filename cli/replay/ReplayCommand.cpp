// `swarmbmc replay TRACE.json [PROG.c...] -o BINARY`: builds the program (each
// of its files with the flags the check compiled it with) natively
// (clang-19 -g -O0, ASan and UBSan unless --no-sanitize) with a runtime
// that feeds it the trace's inputs, then runs it once to confirm that it
// fails as the trace says. The binary stays for gdb.
#include <CLI/CLI.hpp>
#include <llvm/ADT/SmallString.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/Program.h>

#include <fstream>
#include <iostream>
#include <regex>
#include <set>
#include <sstream>

#include "cli/FileHash.h"
#include "frontend/Frontend.h"
#include "cli/Parse.h"
#include "cli/PeerOptions.h"
#include "ReplayPeer.h"
#include "ReplayRuntime.h"
#include "ReplayStreams.h"
#include "frontend/passes/ReplayUninitialised.h"
#include "cli/Subcommands.h"
#include "TraceReader.h"

namespace swarmbmc::cli {

namespace {

/// Exit codes of `replay`: built and failed as the trace says (0), bad
/// input or build failure (1), the binary did not fail (3), it failed
/// differently (4), built but this machine cannot execute it (5: an i386
/// binary on a kernel without IA32 emulation).
constexpr int kReplayFailedAsTraced = 0, kReplayError = 1, kReplayDidNotFail = 3, kReplayFailedDifferently = 4,
              kReplayCannotExecute = 5;

/// The ELF class byte of a file (1: 32-bit, 2: 64-bit), 0 when it is no ELF file.
int elf_class(const std::string& path) {
  char header[5] = {};
  std::ifstream file(path, std::ios::binary);
  if (!file.read(header, sizeof header) || std::string(header, 4) != "\x7f" "ELF") return 0;
  return header[4];
}

struct ReplayOptions {
  std::string trace_path;
  std::vector<std::string> programs;  ///< the program's files, as the trace lists them
  std::string output;
  bool no_sanitize = false;
  std::vector<std::string> include_dirs, defines;
  unsigned run_seconds = 20;
  std::string peer_path;  ///< --peer: the recording the check answered sockets from
};

class ReplayError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string read_file(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

/// Runs a command; its stderr goes to `stderr_path` when given.
int run(const std::vector<std::string>& command, const std::string& stderr_path = "", unsigned seconds = 0) {
  std::vector<llvm::StringRef> arguments(command.begin(), command.end());
  std::optional<llvm::StringRef> redirects[3] = {std::nullopt, std::nullopt, std::nullopt};
  if (!stderr_path.empty()) redirects[2] = stderr_path;
  std::string error;
  bool failed_to_run = false;
  const int rc = llvm::sys::ExecuteAndWait(command[0], arguments, std::nullopt, redirects, seconds, 0, &error,
                                           &failed_to_run);
  if (failed_to_run) throw ReplayError("cannot run '" + command[0] + "': " + error);
  return rc;
}

class Replay {
 public:
  explicit Replay(ReplayOptions options) : options_(std::move(options)) {}
  int run_all();

 private:
  void complete_programs();
  void check_trace_matches_program() const;
  void plan_replay_peer();
  void make_work_directory();
  void compile_program();
  void compile_file(const std::string& source, const std::optional<std::vector<std::string>>& flags,
                    const std::string& object, const std::string& name) const;
  std::vector<frontend::InputFile> program_inputs() const;
  std::string sanitizable_ir(const std::string& program, const std::string& path) const;
  bool has_uninitialised_inputs() const;
  /// An ILP32 (--32) trace: the program, the runtime and the link are i386.
  bool ilp32() const { return trace_.data_model == "ILP32"; }
  void compile_runtime(const std::vector<std::string>& undefined_functions) const;
  void write_file_copies();
  void link();
  int run_binary() const;
  int explain_no_failure(int rc, const std::string& status) const;
  bool failure_matches(const std::string& output) const;
  std::vector<std::string> sanitizer_flags() const;
  std::string work(const std::string& name) const { return work_directory_ + "/" + name; }

  ReplayOptions options_;
  ReplayTrace trace_;
  ReplayStreams streams_;  ///< the counterexample's stdin bytes and files (ReplayStreams.h)
  ReplayEnvironment environment_;  ///< the variables the trace ran with (set before main)
  SocketUse sockets_;      ///< what the trace did with sockets (ReplayPeer.h)
  std::optional<encoder::RecordedPeer> peer_;  ///< --peer's conversations
  bool replay_peer_ = false;                   ///< the binary's sockets are wrapped and answered from the trace
  std::vector<std::string> unmodelled_socket_calls_;  ///< poll at main.c:12, ...: real natively
  std::vector<std::string> file_copies_;  ///< where streams_.files are written, in order: BINARY.files/N
  std::string work_directory_;
  std::vector<std::string> program_objects_;  ///< compile_program's objects, in order
};

int Replay::run_all() {
  trace_ = read_trace(options_.trace_path);
  complete_programs();
  check_trace_matches_program();
  environment_ = take_environment_inputs(trace_.inputs);
  if (!environment_.empty())
    std::cerr << "swarmbmc replay: the binary sets the trace's environment before main (" << environment_.set.size()
              << " set, " << environment_.unset.size() << " unset" << (environment_.clear ? ", no others" : "")
              << ")\n";
  streams_ = take_stream_inputs(trace_.inputs);
  add_written_files(options_.trace_path, streams_);
  if (!streams_.unreproduced.empty())
    std::cerr << "swarmbmc replay: NOTE: the trace's file contents and I/O errors (" << streams_.unreproduced.front()
              << (streams_.unreproduced.size() > 1 ? ", ..." : "")
              << ") are not reproduced: the binary reads the real files for them\n";
  plan_replay_peer();
  // The same source with other -D is another program: without -D/-I of its
  // own, replay builds the one the trace is of.
  if (options_.defines.empty() && options_.include_dirs.empty() &&
      (!trace_.defines.empty() || !trace_.include_dirs.empty())) {
    options_.defines = trace_.defines;
    options_.include_dirs = trace_.include_dirs;
    std::cerr << "swarmbmc replay: compiling with the trace's -D/-I (" << trace_.defines.size() << " -D, "
              << trace_.include_dirs.size() << " -I)\n";
  }
  make_work_directory();
  write_file_copies();
  compile_program();
  compile_runtime({});
  link();
  llvm::sys::fs::remove_directories(work_directory_);
  std::cerr << "swarmbmc replay: built " << options_.output << " (" << trace_.inputs.size() << " input"
            << (trace_.inputs.size() == 1 ? "" : "s");
  if (trace_.main_arguments)
    std::cerr << "; main gets the trace's argc = " << trace_.main_arguments->argc
              << " and argv, whatever the command line says";
  std::cerr << "); running it to confirm the failure\n";
  return run_binary();
}

/// The files not named on the command line are the trace's (as the check
/// named them, so from where it ran); each is checked by its hash below.
void Replay::complete_programs() {
  const std::vector<TraceProgramFile>& files = trace_.program_files;
  if (options_.programs.size() >= files.size()) return;
  std::string names;
  for (size_t i = options_.programs.size(); i < files.size(); ++i) {
    options_.programs.push_back(files[i].file);
    names += (names.empty() ? "'" : ", '") + files[i].file + "'";
  }
  std::cerr << "swarmbmc replay: taking the program's " << (names.find(',') == std::string::npos ? "file " : "files ")
            << names << " from the trace\n";
}

void Replay::check_trace_matches_program() const {
  const std::vector<TraceProgramFile>& files = trace_.program_files;
  if (options_.programs.size() != files.size()) {
    std::string names;
    for (const TraceProgramFile& file : files) names += (names.empty() ? "'" : ", '") + file.file + "'";
    throw ReplayError("the trace is of a program of " + std::to_string(files.size()) + " file" +
                      (files.size() == 1 ? "" : "s") + " (" + names + "), not of " +
                      std::to_string(options_.programs.size()));
  }
  for (size_t i = 0; i < files.size(); ++i) {
    const std::string& program = options_.programs[i];
    const std::string hash = file_sha256(program);
    if (hash.empty()) throw ReplayError("cannot read program '" + program + "'");
    if (hash != files[i].sha256)
      throw ReplayError("the trace is of another program: '" + program + "' has SHA-256 " + hash.substr(0, 16) +
                        "..., the trace's program ('" + files[i].file + "') " +
                        (files[i].sha256.empty() ? "none" : files[i].sha256.substr(0, 16) + "..."));
  }
  if (trace_.entry != "main")
    throw ReplayError("replay starts at main, but the trace's entry is '" + trace_.entry + "' (not supported yet)");
  // argc and argv's strings are in trace_.main_arguments (the runtime
  // passes them); what is left is a parameter replay cannot pass.
  for (const ReplayInput& input : trace_.inputs)
    if (input.kind == "entry-argument")
      throw ReplayError("the trace gives main's parameter '" + input.id + "' a value" +
                        (input.id == "argc" ? " without argv's strings (main(int argc), or a trace of an older swarmbmc)"
                                            : "") +
                        ": replay cannot pass it (not supported yet)");
}

/// Whether the binary gets the replay peer, and with which recording: a
/// trace whose sockets were answered from --peer's recording needs the same
/// file (the trace holds only the inputs, not the recorded bytes).
void Replay::plan_replay_peer() {
  sockets_ = read_socket_use(options_.trace_path);
  if (!options_.peer_path.empty()) {
    try {
      peer_ = read_conversation(options_.peer_path);
    } catch (const std::runtime_error& e) {
      throw ReplayError(e.what());
    }
  }
  if (sockets_.recorded_call && !peer_)
    throw ReplayError("the trace's sockets were answered from a recorded peer (check --peer; first at " +
                      *sockets_.recorded_call + "): give replay the same --peer FILE");
  if (peer_ && sockets_.exchanges_data && !sockets_.recorded_call)
    throw ReplayError("--peer '" + options_.peer_path +
                      "': the trace was checked without a recorded peer (its sockets were answered by inputs)");
  replay_peer_ = sockets_.calls_sockets || !streams_.socket_inputs.empty();
  if (!replay_peer_) return;
  unmodelled_socket_calls_ = take_unmodelled_socket_inputs(trace_.inputs);
  std::cerr << "swarmbmc replay: the binary's sockets are socketpairs answered by a replay peer ("
            << streams_.socket_inputs.size() << " socket input" << (streams_.socket_inputs.size() == 1 ? "" : "s")
            << " of the trace" << (peer_ ? ", the conversations of " + options_.peer_path : std::string())
            << "); it does not touch the network\n";
  for (const std::string& call : unmodelled_socket_calls_)
    std::cerr << "swarmbmc replay: NOTE: the trace's result of " << call
              << " is not reproduced: the model has no " << call.substr(0, call.find(' '))
              << ", natively the real one runs on the replay peer's socketpair\n";
}

void Replay::make_work_directory() {
  llvm::SmallString<128> path;
  if (llvm::sys::fs::createUniqueDirectory("swarmbmc-replay", path))
    throw ReplayError("cannot create a temporary directory");
  work_directory_ = path.str().str();
}

std::vector<std::string> Replay::sanitizer_flags() const {
  if (options_.no_sanitize) return {};
  // Signed overflow and over-wide shifts are checked only on request
  // (--signed-overflow-check, --shift-check): otherwise a report about them
  // would stop the run before the traced failure.
  const std::string& kind = trace_.property_kind;
  if (kind == "signed-overflow" || kind == "shift")
    return {"-fsanitize=address,undefined", "-fno-sanitize-recover=all"};
  return {"-fsanitize=address,undefined", "-fno-sanitize=signed-integer-overflow,shift", "-fno-sanitize-recover=all",
          "-fwrapv"};
}

/// Compiles one file (or the IR built from them all) to `object`.
void Replay::compile_file(const std::string& source, const std::optional<std::vector<std::string>>& flags,
                          const std::string& object, const std::string& name) const {
  std::vector<std::string> command = {frontend::clang_path(), "-c", "-g", "-O0", "-w"};
  for (const std::string& flag : sanitizer_flags()) command.push_back(flag);
  if (ilp32()) command.push_back("-m32");
  // The same preprocessing as `check` (swarmbmc.h declares swarm_log as the
  // runtime's external function under __SWARMBMC__), so the same code runs.
  if (const std::string header_dir = frontend::include_dir(); !header_dir.empty()) command.push_back("-I" + header_dir);
  command.push_back("-D__SWARMBMC__");
  if (flags) command.insert(command.end(), flags->begin(), flags->end());  // its compilation database entry's
  for (const std::string& dir : options_.include_dirs) command.push_back("-I" + dir);
  for (const std::string& define : options_.defines) command.push_back("-D" + define);
  // The clang driver has no "--": a name starting with '-' would be an option.
  command.insert(command.end(), {source.rfind('-', 0) == 0 ? "./" + source : source, "-o", object});
  if (run(command) != 0) throw ReplayError("cannot compile '" + name + "' (clang's messages above)");
}

/// The program's files as `check` loaded them, with their database flags.
std::vector<frontend::InputFile> Replay::program_inputs() const {
  std::vector<frontend::InputFile> inputs;
  for (size_t i = 0; i < options_.programs.size(); ++i) {
    inputs.push_back({options_.programs[i], std::nullopt});
    if (const auto& flags = trace_.program_files[i].compile_flags) {
      inputs.back().flags.emplace();
      inputs.back().flags->language = *flags;  // passed for .c and .i alike
    }
  }
  return inputs;
}

void Replay::compile_program() {
  if (has_uninitialised_inputs()) {
    // Built from the IR `check` verified, uninitialised locals fed by the runtime.
    const std::string ir = work("program-with-inputs.bc");
    frontend::write_replay_ir_with_uninitialised_values(program_inputs(), options_.include_dirs, options_.defines,
                                                        ilp32(), ir);
    program_objects_ = {work("program-0.o")};
    compile_file(ir, std::nullopt, program_objects_.front(), options_.programs.front());
    return;
  }
  for (size_t i = 0; i < options_.programs.size(); ++i) {
    const std::string& program = options_.programs[i];
    const llvm::StringRef extension = llvm::StringRef(program).rsplit('.').second;
    const std::string index = std::to_string(i);
    const std::string source = (extension == "ll" || extension == "bc") && !options_.no_sanitize
                                   ? sanitizable_ir(program, work("program-" + index + ".bc"))
                                   : program;
    program_objects_.push_back(work("program-" + index + ".o"));
    compile_file(source, trace_.program_files[i].compile_flags, program_objects_.back(), program);
  }
}

bool Replay::has_uninitialised_inputs() const {
  for (const ReplayInput& input : trace_.inputs)
    if (input.kind == "uninitialised") return true;
  return false;
}

/// The files the counterexample read, as BINARY.files/N beside the binary
/// (it opens them whenever it runs, under gdb too).
void Replay::write_file_copies() {
  if (streams_.files.empty()) return;
  llvm::SmallString<256> directory(options_.output + ".files");
  llvm::sys::fs::make_absolute(directory);
  if (llvm::sys::fs::create_directories(directory))
    throw ReplayError("cannot create '" + directory.str().str() + "'");
  for (const auto& [path, bytes] : streams_.files) {
    const std::string copy = directory.str().str() + "/" + std::to_string(file_copies_.size());
    std::ofstream out(copy, std::ios::binary | std::ios::trunc);
    if (!(out << bytes)) throw ReplayError("cannot write '" + copy + "'");
    file_copies_.push_back(copy);
    std::cerr << "swarmbmc replay: " << path << " holds the trace's " << bytes.size() << " bytes (" << copy
              << ": the binary opens it instead)\n";
  }
}

void Replay::compile_runtime(const std::vector<std::string>& undefined_functions) const {
  std::ofstream(work("runtime.c")) << replay_runtime_source(trace_, undefined_functions)
                                   << replay_environment_source(environment_)
                                   << (streams_.files.empty() ? "" : file_wrappers_source(streams_.files, file_copies_))
                                   << (replay_peer_ ? socket_wrappers_source(peer_ ? &*peer_ : nullptr, sockets_) : "");
  std::vector<std::string> command = {frontend::clang_path(), "-c", "-g", "-O0", "-w", "-std=gnu11"};
  if (ilp32()) command.push_back("-m32");
  command.insert(command.end(), {work("runtime.c"), "-o", work("runtime.o")});
  if (run(command, work("runtime.log")) != 0)
    throw ReplayError("cannot compile the replay runtime: " + read_file(work("runtime.log")));
}

/// IR from a file: clang instruments only functions that carry the
/// sanitizer attributes its C frontend adds, so add them (a copy in the
/// work directory); the IR was checked by `check` already.
std::string Replay::sanitizable_ir(const std::string& program, const std::string& path) const {
  llvm::LLVMContext context;
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> module = llvm::parseIRFile(program, diagnostic, context);
  if (!module) throw ReplayError("cannot read '" + program + "': " + diagnostic.getMessage().str());
  try {
    frontend::write_sanitizable_bitcode(*module, path);
  } catch (const std::runtime_error& error) {
    throw ReplayError(error.what());
  }
  return path;
}

/// Links; functions the program calls but nobody defines (swarmbmc gave
/// their results as inputs) get stubs from the runtime and a second link.
void Replay::link() {
  std::vector<std::string> command = {frontend::clang_path(), "-g"};
  for (const std::string& flag : sanitizer_flags()) command.push_back(flag);
  if (ilp32()) command.push_back("-m32");  // i386 libraries: libc6-dev-i386, lib32gcc (scripts/install-deps.sh)
  // The runtime's __wrap_main gives main the trace's argc and argv.
  if (trace_.main_arguments) command.push_back("-Wl,--wrap=main");
  if (!streams_.files.empty())  // the program's fopen/open of the trace's files open their copies
    for (const std::string& flag : file_wrapper_link_flags()) command.push_back(flag);
  if (replay_peer_)  // the program's socket calls reach the replay peer (ReplayPeer.h)
    for (const std::string& flag : socket_wrapper_link_flags()) command.push_back(flag);
  // -lm: the real sin, exp, ... of the program's <math.h> calls (swarmbmc over-approximated them).
  command.insert(command.end(), program_objects_.begin(), program_objects_.end());
  command.insert(command.end(), {work("runtime.o"), "-lm", "-o", options_.output});
  command.push_back("-lm");  // the runtime's feenableexcept ([NaN], [float-overflow] traces)
  if (run(command, work("link.log")) == 0) return;
  const std::string log = read_file(work("link.log"));
  std::set<std::string> undefined;
  static const std::regex reference("undefined reference to `([A-Za-z_][A-Za-z0-9_]*)'");
  for (std::sregex_iterator it(log.begin(), log.end(), reference), end; it != end; ++it) undefined.insert((*it)[1]);
  if (undefined.empty()) throw ReplayError("cannot link '" + options_.output + "': " + log);
  compile_runtime({undefined.begin(), undefined.end()});
  if (run(command, work("link.log")) != 0)
    throw ReplayError("cannot link '" + options_.output + "': " + read_file(work("link.log")));
}

/// Whether the native failure is the kind of failure the trace has.
bool Replay::failure_matches(const std::string& output) const {
  const std::string& kind = trace_.property_kind;
  auto has = [&](const char* text) { return output.find(text) != std::string::npos; };
  if (kind == "assertion") return has("Assertion") || has("reach_error") || has("__VERIFIER_") || has("abort");
  if (options_.no_sanitize) return true;  // memory errors may go unnoticed natively
  if (kind == "bounds") return has("AddressSanitizer") || has("out of bounds");
  if (kind == "null") return has("SEGV") || has("null pointer");
  if (kind == "division-by-zero") return has("division by zero") || has("FPE");
  if (kind == "signed-overflow")  // UBSan's words for + - * /, and for a signed left shift
    return has("overflow") || has("cannot be represented") || has("left shift of negative value") || has("FPE");
  if (kind == "shift") return has("shift exponent");
  if (kind == "float-conversion") return has("outside the range of representable values");  // UBSan's float-cast-overflow
  if (kind == "NaN" || kind == "float-overflow") return has("FPE");  // the runtime's unmasked SSE exception
  return true;
}

/// The binary ended, or its runtime left the trace (exit 86/87): why it did
/// not fail as the trace says, when replay knows (over-approximated math,
/// unmodelled socket calls, another recording), else a swarmbmc bug.
int Replay::explain_no_failure(int rc, const std::string& status) const {
  if (!trace_.overapproximated_functions.empty()) {
    // Not a bug: the model's value of sin, exp, ... was one the real function does not return.
    std::cerr << "swarmbmc replay: " << options_.output << " did not fail as the trace says (" << status
              << "; expected " << trace_.property_text << ") with the real";
    for (size_t i = 0; i < trace_.overapproximated_functions.size(); ++i)
      std::cerr << (i ? ", " : " ") << trace_.overapproximated_functions[i];
    std::cerr << ", whose over-approximated values the trace rests on: the counterexample may be spurious.\n";
    return kReplayDidNotFail;
  }
  if (!unmodelled_socket_calls_.empty()) {
    // Not a swarmbmc bug: the trace chose results the native calls did not return.
    std::cerr << "swarmbmc replay: " << options_.output << " did not fail as the trace says (" << status
              << "; expected " << trace_.property_text << "): the trace rests on the results of";
    for (size_t i = 0; i < unmodelled_socket_calls_.size(); ++i)
      std::cerr << (i ? ", " : " ") << unmodelled_socket_calls_[i];
    std::cerr << ", which replay does not reproduce (the real calls ran).\n";
    return kReplayDidNotFail;
  }
  if (rc == kReplayDivergedExit && peer_) {
    // The binary said where its answers left the trace's (its stderr above).
    std::cerr << "swarmbmc replay: " << options_.output << " did not fail as the trace says (" << status
              << "): the replay peer's answers from '" << options_.peer_path
              << "' differ from the trace's; give replay the recording the check had\n";
    return kReplayDidNotFail;
  }
  std::cerr << "swarmbmc replay: ERROR: " << options_.output << " did NOT fail as the trace says (" << status
            << "; expected " << trace_.property_text << ").\n"
            << "swarmbmc replay: this is a bug in swarmbmc (or the program reads inputs it does not model);"
            << " please report it with the trace and the program.\n";
  return kReplayDidNotFail;
}

int Replay::run_binary() const {
  llvm::SmallString<128> log_path;
  llvm::sys::fs::createTemporaryFile("swarmbmc-replay", "log", log_path);
  const std::string log = log_path.str().str();
  std::string error;
  bool failed_to_run = false;
  std::optional<llvm::StringRef> redirects[3] = {std::nullopt, std::nullopt, llvm::StringRef(log)};
  llvm::SmallString<128> stdin_path;
  if (streams_.stdin_bytes) {  // the bytes the counterexample read from stdin
    llvm::sys::fs::createTemporaryFile("swarmbmc-replay", "stdin", stdin_path);
    std::ofstream(stdin_path.str().str(), std::ios::binary) << *streams_.stdin_bytes;
    redirects[0] = stdin_path.str();
    std::cerr << "swarmbmc replay: stdin holds the trace's " << streams_.stdin_bytes->size() << " bytes\n";
  }
  const int rc = llvm::sys::ExecuteAndWait(options_.output, {options_.output}, std::nullopt, redirects,
                                           options_.run_seconds, 0, &error, &failed_to_run);
  const std::string output = read_file(log);
  llvm::sys::fs::remove(log);
  if (!stdin_path.empty()) llvm::sys::fs::remove(stdin_path);
  std::cerr << output;
  if (failed_to_run && ilp32() && error.find("Exec format error") != std::string::npos && elf_class(options_.output) == 1) {
    // The kernel refused a well-formed i386 executable: no IA32 emulation here.
    std::cerr << "swarmbmc replay: built " << options_.output << " (ELF 32-bit, i386), but this machine cannot execute "
              << "32-bit binaries (its kernel has no IA32 emulation): run it on one that does\n";
    return kReplayCannotExecute;
  }
  if (failed_to_run) throw ReplayError("cannot run '" + options_.output + "': " + error);
  const std::string status = rc < 0 ? error : "exit code " + std::to_string(rc);
  // --log-reach: the trace is an execution that ends normally after
  // printing the log (the log is on its stdout, for the user to compare).
  if (trace_.property_kind == "log-reached" && rc == 0) {
    std::cerr << "swarmbmc replay: " << options_.output << " ends as the trace says (" << status << "): "
              << trace_.property_text << "\n";
    return kReplayFailedAsTraced;
  }
  if (rc == 0 || rc == kReplayExhaustedExit || rc == kReplayDivergedExit)
    return explain_no_failure(rc, status);
  if (!failure_matches(output)) {
    std::cerr << "swarmbmc replay: WARNING: " << options_.output << " fails (" << status
              << "), but not visibly as the trace says: " << trace_.property_text << "\n";
    return kReplayFailedDifferently;
  }
  std::cerr << "swarmbmc replay: " << options_.output << " fails as the trace says (" << status << "): "
            << trace_.property_text << "\n"
            << "swarmbmc replay: debug it with: gdb " << options_.output << "\n";
  return kReplayFailedAsTraced;
}

void add_replay_options(CLI::App& app, ReplayOptions& o) {
  app.add_option("trace", o.trace_path, "JSON trace written by swarmbmc --json (a FAILED verdict)")->required();
  app.add_option("program", o.programs,
                 "The program's files the trace is of, in the check's order (.c, .i, .bc or .ll; each\n"
                 "checked by SHA-256); those not given are the trace's own (program.files, as the\n"
                 "check named them); each compiled with the trace's flags for it")
      ->expected(0, -1);
  app.add_option("-o", o.output, "The native executable to write")->required();
  app.add_flag("--no-sanitize", o.no_sanitize, "Build without AddressSanitizer and UndefinedBehaviorSanitizer");
  app.add_option("-I", o.include_dirs, "Include directory for C inputs (repeatable)")->allow_extra_args(false);
  app.add_option("-D", o.defines, "Preprocessor definition NAME[=VALUE] for C inputs (repeatable)")
      ->allow_extra_args(false);
  app.add_option("--peer", o.peer_path,
                 "The recorded conversation (conv.json) the check's --peer answered sockets from: the replay "
                 "peer answers from it too");
  app.add_option("--run-timeout", o.run_seconds, "Seconds the confirming run may take (default 20)")
      ->check(CLI::Range(1u, 3600u));
  app.footer(
      "Exit codes: 0 the binary fails as the trace says; 1 bad input or build failure; 3 the binary\n"
      "does not fail (a swarmbmc bug); 4 it fails, but not visibly as the trace says; 5 it is built, but\n"
      "this machine cannot execute it (a --32 trace's i386 binary on a kernel without IA32 emulation).\n"
      "The binary exits 86 when the program asks for more inputs than the trace has, and 87 when it\n"
      "asks for a different input than the trace's next one.");
}

}  // namespace

int replay_main(int argc, char** argv) {
  CLI::App app{"swarmbmc replay: build a counterexample natively, to watch it fail under a debugger.",
               "swarmbmc replay"};
  ReplayOptions options;
  add_replay_options(app, options);
  if (const std::optional<int> exit_code = parse_command_line(app, argc, argv)) return *exit_code;
  try {
    return Replay(std::move(options)).run_all();
  } catch (const TraceError& e) {
    std::cerr << "swarmbmc: error: " << e.what() << "\n";
  } catch (const ReplayError& e) {
    std::cerr << "swarmbmc: error: " << e.what() << "\n";
  } catch (const frontend::InputError& e) {
    std::cerr << "swarmbmc: error: " << e.what() << "\n";
  }
  return kReplayError;
}

}  // namespace swarmbmc::cli
