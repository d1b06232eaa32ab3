// Running clang-19 on C inputs: finding it, building its command line, and
// collecting the bitcode it writes.
#include "CompileC.h"

#include <llvm/ADT/SmallString.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/Support/ErrorOr.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/FileUtilities.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/Program.h>

#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#ifndef SWARMBMC_DEFAULT_CLANG
#define SWARMBMC_DEFAULT_CLANG ""
#endif
#ifndef SWARMBMC_INCLUDE_DIR
#define SWARMBMC_INCLUDE_DIR ""
#endif

namespace swarmbmc::frontend {

namespace {

constexpr const char* kClangEnv = "SWARMBMC_CLANG";
constexpr const char* kClangName = "clang-19";

}  // namespace

std::string clang_path() {
  if (const char* env = std::getenv(kClangEnv); env != nullptr && *env != '\0') {
    return env;  // taken as is: a wrong value is reported when it is used
  }
  const std::string built_in = SWARMBMC_DEFAULT_CLANG;
  if (!built_in.empty() && llvm::sys::fs::can_execute(built_in)) {
    return built_in;
  }
  if (llvm::ErrorOr<std::string> found = llvm::sys::findProgramByName(kClangName)) {
    return *found;
  }
  return {};  // not found: compile_c reports it
}

namespace {

/// Whether `dir` holds swarmbmc.h.
bool has_header(const llvm::Twine& dir) {
  llvm::SmallString<256> header;
  llvm::sys::path::append(header, dir, "swarmbmc.h");
  return llvm::sys::fs::exists(header);
}

/// <prefix>/include for an executable at <prefix>/bin/swarmbmc-core, or
/// empty when that has no swarmbmc.h (e.g. the build tree).
std::string include_dir_beside_executable() {
  // Any function of this binary serves as the address; on Linux
  // getMainExecutable reads /proc/self/exe, which resolves symlinks, so a
  // /usr/local/bin/swarmbmc link to an installed tree finds that tree.
  const std::string exe = llvm::sys::fs::getMainExecutable(nullptr, reinterpret_cast<void*>(&clang_path));
  if (exe.empty()) return {};
  llvm::SmallString<256> dir(llvm::sys::path::parent_path(exe));
  llvm::sys::path::append(dir, "..", "include");
  llvm::sys::path::remove_dots(dir, /*remove_dot_dot=*/true);
  return has_header(dir) ? dir.str().str() : std::string();
}

}  // namespace

std::string include_dir() {
  // Relative to the executable first, so an installed tree can be moved;
  // then the source tree's include/, for the binary in a build tree.
  static const std::string found = [] {
    if (std::string beside = include_dir_beside_executable(); !beside.empty()) return beside;
    const std::string source_tree = SWARMBMC_INCLUDE_DIR;
    return !source_tree.empty() && has_header(source_tree) ? source_tree : std::string();
  }();
  return found;
}

namespace detail {

namespace {

/// The clang executable to run, or an InputError naming `path`.
std::string find_clang(const std::string& path) {
  std::string clang = clang_path();
  if (clang.empty()) {
    throw InputError("cannot compile '" + path + "': " + kClangName +
                     " not found; install it or set " + kClangEnv + " to its path");
  }
  if (!llvm::sys::fs::can_execute(clang) || llvm::sys::fs::is_directory(clang)) {
    const char* env = std::getenv(kClangEnv);
    const bool from_env = env != nullptr && *env != '\0';
    throw InputError("cannot compile '" + path + "': " +
                     (from_env ? std::string(kClangEnv) + "='" + clang + "'"
                               : "'" + clang + "'") +
                     " is not an executable file");
  }
  return clang;
}

/// clang's command line for compiling `input` to the bitcode file `output`:
/// the database's `flags` when given, then the options' -I/-D.
std::vector<std::string> clang_arguments(const std::string& clang, const std::string& input,
                                         const std::string& output, bool preprocessed,
                                         const FrontendOptions& options, const CompileFlags* flags) {
  // The IR is clang's unoptimised output, as at -O0, but generated for -O1
  // (no LLVM pass runs): only then does clang mark where each block-scope
  // variable's lifetime starts and ends (llvm.lifetime.*, the end of a
  // block makes its variables dead objects, as AddressSanitizer's
  // use-after-scope sees them), and emit the body of a C99 inline
  // definition (available_externally) so a call of it is checked, not
  // assumed. __OPTIMIZE__ stays undefined: glibc's headers would otherwise
  // replace library calls by inline versions (atoi by strtol) that bypass
  // the libc models. Names stay readable in traces; warnings stay on.
  std::vector<std::string> args = {clang,     "-c", "-emit-llvm", "-g", "-O1", "-Xclang", "-disable-llvm-passes",
                                   "-fno-discard-value-names"};
  if (!preprocessed)
    for (const char* like_O0 : {"-U__OPTIMIZE__", "-D__NO_INLINE__"}) args.push_back(like_O0);
  // .i too: the target is not in the preprocessed text.
  if (options.ilp32 || (flags != nullptr && flags->ilp32)) args.push_back("-m32");
  // A database's -std= and language flags come after ours (the last wins).
  if (flags != nullptr) args.insert(args.end(), flags->language.begin(), flags->language.end());
  if (options.trap_signed_shifts)
    for (const char* flag : {"-fsanitize=shift-base", "-fsanitize-trap=shift-base"}) args.push_back(flag);
  // C89 constructs clang 16+ rejects by default but C compilers and other
  // verifiers accept (SV-COMP tasks use them): warnings, not errors.
  for (const char* lenient : {"-Wno-error=implicit-function-declaration", "-Wno-error=implicit-int",
                              "-Wno-error=int-conversion", "-Wno-error=incompatible-pointer-types",
                              "-Wno-error=return-type"})
    args.push_back(lenient);
  if (!preprocessed) {
    // Without it, a program that includes swarmbmc.h gets clang's "file
    // not found"; the others do not need it.
    if (const std::string header_dir = include_dir(); !header_dir.empty()) {
      args.push_back("-I" + header_dir);  // for #include "swarmbmc.h"
    }
    // Lets swarmbmc.h declare swarm_log as an external log call (a no-op
    // inline function when the program is compiled natively).
    args.push_back("-D__SWARMBMC__");
    // glibc's <ctype.h> then declares isdigit & co. as functions (the
    // libc/ models) instead of macros indexing a 384-entry table.
    args.push_back("-D__NO_CTYPE");
    // A database's flags first: the command line's -I/-D add to them.
    if (flags != nullptr) args.insert(args.end(), flags->preprocessor.begin(), flags->preprocessor.end());
    for (const std::string& dir : options.include_dirs) args.push_back("-I" + dir);
    for (const std::string& define : options.defines) args.push_back("-D" + define);
  }
  args.push_back("-o");
  args.push_back(output);
  args.push_back(input);
  return args;
}

}  // namespace

std::unique_ptr<llvm::MemoryBuffer> compile_c(const std::string& path, const FrontendOptions& options,
                                              const CompileFlags* flags) {
  const std::string clang = find_clang(path);
  const std::string clang_name = llvm::sys::path::filename(clang).str();

  llvm::SmallString<128> output;
  if (std::error_code ec = llvm::sys::fs::createTemporaryFile("swarmbmc", "bc", output)) {
    throw InputError("cannot compile '" + path + "': cannot create a temporary file: " +
                     ec.message());
  }
  llvm::FileRemover remove_output(output);  // removed however we leave

  // The clang driver has no "--": a file name starting with '-' would be
  // taken for an option, so make it an explicit relative path.
  const std::string input = llvm::StringRef(path).starts_with("-") ? "./" + path : path;
  // Preprocessed (.i) input ignores -I/-D, and clang warns when given them.
  const bool preprocessed = llvm::sys::path::extension(path) == ".i";

  const std::vector<std::string> args =
      clang_arguments(clang, input, output.str().str(), preprocessed, options, flags);

  std::vector<llvm::StringRef> arg_refs(args.begin(), args.end());
  std::string error;
  bool execution_failed = false;
  // No redirects: clang's diagnostics go straight to the user's terminal.
  const int rc = llvm::sys::ExecuteAndWait(clang, arg_refs, /*Env=*/std::nullopt,
                                           /*Redirects=*/{}, /*SecondsToWait=*/0,
                                           /*MemoryLimit=*/0, &error, &execution_failed);
  if (execution_failed) {
    throw InputError("cannot compile '" + path + "': cannot run '" + clang + "': " + error);
  }
  if (rc < 0) {  // -2: killed by a signal (crash, out of memory...)
    throw InputError(clang_name + " crashed while compiling '" + path + "' (" + error +
                     "); see the messages above");
  }
  if (rc != 0) {
    throw InputError(clang_name + " failed to compile '" + path + "' (exit " +
                     std::to_string(rc) + "); see the messages above");
  }

  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> bitcode =
      llvm::MemoryBuffer::getFile(output, /*IsText=*/false, /*RequiresNullTerminator=*/false,
                                  /*IsVolatile=*/true);  // read, not mmap: the file goes away
  if (!bitcode) {
    throw InputError("cannot read the bitcode " + clang_name + " produced for '" + path +
                     "': " + bitcode.getError().message());
  }
  return std::move(*bitcode);
}

}  // namespace detail
}  // namespace swarmbmc::frontend
