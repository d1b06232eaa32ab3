// `swarmbmc record -o conv.json -- PROG ARGS...`: runs PROG
// natively with the recording shim (record/, LD_PRELOAD), which writes its
// socket conversations as JSON for `--peer conv.json`. The shim is found
// beside the executable (build tree) or in ../lib/swarmbmc (installed).
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "cli/PeerOptions.h"
#include "cli/Subcommands.h"

namespace swarmbmc::cli {

namespace {

namespace fs = std::filesystem;

constexpr const char* kUsage =
    "usage: swarmbmc record -o CONVERSATION.json [--] PROGRAM [ARGS...]\n"
    "Runs PROGRAM natively and records, per TCP/UDP connection it makes or accepts, the bytes it sent\n"
    "(requests) and received (responses), for `swarmbmc prog.c --peer CONVERSATION.json`.\n"
    "PROGRAM must be dynamically linked (the recorder is an LD_PRELOAD library). Format: record/README.md.\n";

int record_usage_error(const std::string& message) {
  std::cerr << "swarmbmc record: error: " << message << "\n" << kUsage;
  return 2;
}

/// The recording shim, or an empty path when it is not where it is installed.
fs::path find_shim() {
  std::error_code error;
  const fs::path self = fs::read_symlink("/proc/self/exe", error);
  if (error) return {};
  for (const fs::path& candidate : {self.parent_path() / "libswarmbmc-record.so",
                                    self.parent_path().parent_path() / "lib" / "swarmbmc" / "libswarmbmc-record.so"})
    if (fs::exists(candidate, error)) return candidate;
  return {};
}

/// Runs `program` with the shim preloaded; its wait status, or -1 when it could not start.
int run_recorded(const std::vector<char*>& program, const fs::path& shim, const fs::path& output) {
  const pid_t child = fork();
  if (child < 0) return -1;
  if (child == 0) {
    std::string preload = shim.string();
    if (const char* existing = std::getenv("LD_PRELOAD"); existing && *existing) preload += std::string(":") + existing;
    setenv("LD_PRELOAD", preload.c_str(), 1);
    setenv("SWARMBMC_RECORD_OUTPUT", output.c_str(), 1);
    execvp(program[0], program.data());
    std::cerr << "swarmbmc record: error: cannot run '" << program[0] << "': " << std::strerror(errno) << "\n";
    _exit(127);
  }
  int status = 0;
  while (waitpid(child, &status, 0) < 0)
    if (errno != EINTR) return -1;
  return status;
}

std::string describe_status(int status) {
  if (WIFEXITED(status)) return "exited with status " + std::to_string(WEXITSTATUS(status));
  if (WIFSIGNALED(status)) return std::string("was killed by signal ") + strsignal(WTERMSIG(status));
  return "ended";
}

}  // namespace

int record_main(int argc, char** argv) {
  std::string output;
  int first = 1;
  for (; first < argc; ++first) {
    const std::string arg = argv[first];
    if (arg == "-h" || arg == "--help") return std::cout << kUsage, 0;
    if (arg == "-o" || arg == "--output") {
      if (first + 1 >= argc) return record_usage_error(arg + " needs a file name");
      output = argv[++first];
    } else if (arg == "--") {
      ++first;
      break;
    } else if (!arg.empty() && arg[0] == '-') {
      return record_usage_error("unknown option '" + arg + "'");
    } else {
      break;
    }
  }
  if (output.empty()) return record_usage_error("-o CONVERSATION.json is required");
  if (first >= argc) return record_usage_error("no program to run");
  const fs::path shim = find_shim();
  if (shim.empty())
    return record_usage_error("the recording library libswarmbmc-record.so is neither beside this executable nor in "
                       "../lib/swarmbmc (build the swarmbmc-record target)");
  const fs::path path = fs::absolute(output);
  std::error_code ignored;
  fs::remove(path, ignored);  // a stale recording must not pass for this run's
  std::vector<char*> program(argv + first, argv + argc);
  program.push_back(nullptr);
  const int status = run_recorded(program, shim, path);
  if (status < 0) return record_usage_error(std::string("cannot run '") + argv[first] + "': " + std::strerror(errno));
  if (!fs::exists(path, ignored)) {
    std::cerr << "swarmbmc record: error: no recording written: '" << argv[first] << "' " << describe_status(status)
              << " (a statically linked program, or one that could not start, is not recorded)\n";
    return 2;
  }
  try {
    const encoder::RecordedPeer peer = read_conversation(path.string());
    size_t exchanges = 0;
    for (const encoder::PeerConnection& connection : peer.connections) exchanges += connection.exchanges.size();
    std::cerr << "swarmbmc record: " << peer.connections.size() << " connection"
              << (peer.connections.size() == 1 ? "" : "s") << ", " << exchanges << " exchange"
              << (exchanges == 1 ? "" : "s") << " recorded to " << output << "; '" << argv[first] << "' "
              << describe_status(status) << "\n";
  } catch (const std::runtime_error& e) {
    std::cerr << "swarmbmc record: error: " << e.what() << "\n";
    return 2;
  }
  return 0;
}

}  // namespace swarmbmc::cli
