// load_program: input file -> verified, prepared llvm::Module, with every
// problem of the input reported as a one-line InputError.
#include "Frontend.h"
#include "FuzzHarness.h"
#include "IrConventions.h"

#include <llvm/ADT/SmallVector.h>
#include <llvm/ADT/StringMap.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/IR/AutoUpgrade.h>
#include <llvm/IR/DebugInfo.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/CommandLine.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/ErrorOr.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/MemoryBufferRef.h>
#include <llvm/Support/Path.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>
#include <functional>
#include <mutex>
#include <string>

#include "CompileC.h"
#include "Isolate.h"
#include "LinkInputs.h"

namespace swarmbmc::frontend {

namespace {

/// `text` on one line: line breaks and tabs become single spaces.
std::string one_line(llvm::StringRef text) {
  std::string out;
  bool pending_space = false;
  for (char c : text.trim()) {
    if (c == '\n' || c == '\r' || c == '\t') {
      pending_space = true;
      continue;
    }
    if (pending_space && !out.empty() && out.back() != ' ') {
      out += ' ';
    }
    pending_space = false;
    out += c;
  }
  return out;
}

/// The first non-empty line of `text`.
std::string first_line(llvm::StringRef text) {
  return text.trim().split('\n').first.trim().str();
}


/// While alive, turns off LLVM's automatic debug-info upgrade during parsing.
///
/// Both readers (textual and bitcode) end with llvm::UpgradeDebugInfo, which
/// verifies the module and, if it is broken and carries current debug info,
/// calls report_fatal_error: "LLVM ERROR: Broken module found", and the
/// process aborts. The only switch is LLVM's hidden command-line option
/// -disable-auto-upgrade-debug-info, set here for the duration of a parse
/// (and serialised, as it is process-wide). parse_and_verify then verifies
/// the module itself and only afterwards runs the upgrade (which can no
/// longer abort) or, for broken debug info, strips it itself.
class NoDebugInfoUpgrade {
 public:
  NoDebugInfoUpgrade() : lock_(mutex()) {
    llvm::StringMap<llvm::cl::Option*>& options = llvm::cl::getRegisteredOptions();
    auto it = options.find("disable-auto-upgrade-debug-info");
    if (it != options.end()) {
      option_ = it->second;
      option_->addOccurrence(0, option_->ArgStr, "true");
    }
  }
  ~NoDebugInfoUpgrade() {
    if (option_ != nullptr) {
      option_->addOccurrence(0, option_->ArgStr, "false");  // LLVM's default
    }
  }
  NoDebugInfoUpgrade(const NoDebugInfoUpgrade&) = delete;
  NoDebugInfoUpgrade& operator=(const NoDebugInfoUpgrade&) = delete;

 private:
  static std::mutex& mutex() {
    static std::mutex m;
    return m;
  }
  std::lock_guard<std::mutex> lock_;
  llvm::cl::Option* option_ = nullptr;
};

using Announce = std::function<void(const char*)>;

/// Parses textual IR or bitcode (told apart by content) and verifies it.
std::unique_ptr<llvm::Module> parse_and_verify(llvm::MemoryBufferRef buffer,
                                               const std::string& path,
                                               llvm::LLVMContext& context,
                                               const Announce& announce) {
  announce("parsing");
  llvm::SMDiagnostic diagnostic;
  std::unique_ptr<llvm::Module> module;
  {
    NoDebugInfoUpgrade no_upgrade;
    module = llvm::parseIR(buffer, diagnostic, context);
  }
  if (!module) {
    // Textual IR errors have a position (column 0-based); bitcode errors do not.
    std::string where;
    if (diagnostic.getLineNo() > 0) {
      where = " at " + std::to_string(diagnostic.getLineNo()) + ":" +
              std::to_string(diagnostic.getColumnNo() + 1);
    }
    throw InputError("cannot parse " + quoted(path) + where + ": " +
                     one_line(diagnostic.getMessage()));
  }

  std::string report;
  llvm::raw_string_ostream report_stream(report);
  bool broken_debug_info = false;
  announce("verifying");
  if (llvm::verifyModule(*module, &report_stream, &broken_debug_info)) {
    report_stream.flush();
    std::string reason = first_line(report);
    throw InputError("invalid LLVM IR in " + quoted(path) + ": " +
                     (reason.empty() ? "the module is broken" : reason));
  }
  announce("checking debug info of");
  if (!broken_debug_info) {
    // Safe now (see NoDebugInfoUpgrade): drops old-version debug info.
    llvm::UpgradeDebugInfo(*module);
  } else {
    // What UpgradeDebugInfo would do, minus its dump of the verifier's
    // findings (several raw lines) on stderr: one warning, then strip.
    module->getContext().diagnose(llvm::DiagnosticInfoIgnoringInvalidDebugMetadata(*module));
    llvm::StripDebugInfo(*module);
    // Stripping removes debug info only where LLVM looks for it (llvm.dbg.*
    // named metadata, !dbg attachments, debug records); broken nodes kept
    // alive elsewhere (e.g. a misspelt named metadata `!mlvm.dbg.cu`) still
    // fail the verifier, which prepare_module would report as our bug.
    report.clear();
    announce("verifying");
    if (llvm::verifyModule(*module, &report_stream)) {
      report_stream.flush();
      std::string reason = first_line(report);
      throw InputError("invalid debug info in " + quoted(path) + " (left after stripping it): " +
                       (reason.empty() ? "the module is broken" : reason));
    }
  }
  module->setModuleIdentifier(path);
  return module;
}

/// The swarm runner hands the prepared module to its workers as bitcode, so
/// LLVM must be able to read back what it writes. Not always so for IR that
/// passes the verifier: the writer stores attribute strings NUL-terminated,
/// and a name with a NUL byte (`"tune\00cpu"` in text) breaks the reader.
void require_bitcode_round_trip(const llvm::Module& module, const std::string& name) {
  llvm::SmallVector<char, 0> bitcode;
  {
    llvm::raw_svector_ostream out(bitcode);
    llvm::WriteBitcodeToFile(module, out);
  }
  llvm::LLVMContext scratch;
  llvm::Expected<std::unique_ptr<llvm::Module>> copy = llvm::parseBitcodeFile(
      llvm::MemoryBufferRef(llvm::StringRef(bitcode.data(), bitcode.size()), name), scratch);
  if (!copy) {
    throw InputError("LLVM cannot read back its own bitcode of " + quoted(name) +
                     " (unsupported IR): " + one_line(llvm::toString(copy.takeError())));
  }
}

/// Marks the functions our clang compiled with FrontendOptions::trap_signed_shifts
/// (before the library models, compiled without, are linked in).
/// A libFuzzer harness gets its driver as `main` (FuzzHarness.h) when asked
/// (--fuzz-harness) or when it is what the program offers instead of `main`.
void add_fuzz_driver_if_harness(llvm::Module& module, const FrontendOptions& options, const std::string& where) {
  const llvm::Function* entry = module.getFunction(options.entry);
  const bool entry_defined = entry && !entry->isDeclaration();
  if (options.fuzz_harness) {
    if (!defines_fuzz_harness(module))
      throw InputError("--fuzz-harness: " + where + " defines no " + kFuzzHarnessFunction);
    if (options.entry != "main")
      throw InputError("--fuzz-harness: the harness's driver is the entry 'main'; --entry " + options.entry +
                       " cannot be used with it");
    if (entry_defined)
      throw InputError("--fuzz-harness: " + where + " defines 'main' as well; the harness's driver needs that name");
  } else if (entry_defined || options.entry != "main" || !defines_fuzz_harness(module)) {
    return;
  }
  add_fuzz_driver(module, "main");
}

void mark_signed_shifts_trapped(llvm::Module& module) {
  for (llvm::Function& function : module)
    if (!function.isDeclaration()) function.addFnAttr(kSignedShiftsTrappedAttribute);
}

/// Parse, verify, entry check, preparation: everything load_ir does, in
/// this process. `compiled_by_us`: made by compile_c (trusted: no round
/// trip check; its options apply).
std::unique_ptr<llvm::Module> build_module(llvm::MemoryBufferRef buffer, const std::string& name,
                                           const FrontendOptions& options,
                                           llvm::LLVMContext& context, const Announce& announce,
                                           bool compiled_by_us) {
  const bool check_round_trip = !compiled_by_us;
  std::unique_ptr<llvm::Module> module = parse_and_verify(buffer, name, context, announce);
  if (compiled_by_us && options.trap_signed_shifts) mark_signed_shifts_trapped(*module);
  add_fuzz_driver_if_harness(*module, options, quoted(name));

  const llvm::Function* entry = module->getFunction(options.entry);
  if (entry == nullptr || entry->isDeclaration()) {
    throw InputError("entry function " + quoted(options.entry) + " is not defined in " +
                     quoted(name));
  }

  announce("preparing");
  lower_symbolic_memory_intrinsics(*module);
  link_library_models(*module);
  prepare_module(*module);
  if (check_round_trip) {
    announce("re-reading");
    require_bitcode_round_trip(*module, name);
  }
  return module;
}

void no_announce(const char*) {}

/// `path`'s extension names a C file (compiled) or LLVM IR (parsed); else an InputError.
bool is_c_input(const std::string& path) {
  const llvm::StringRef extension = llvm::sys::path::extension(path);
  const bool is_c = extension == ".c" || extension == ".i";
  if (!is_c && extension != ".bc" && extension != ".ll") {
    throw InputError("unsupported input file type " + quoted(path) +
                     " (expected .c, .i, .bc or .ll)");
  }
  return is_c;
}

std::unique_ptr<llvm::MemoryBuffer> read_input(const std::string& path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> contents = llvm::MemoryBuffer::getFile(path);
  if (!contents) {
    throw InputError("cannot read " + quoted(path) + ": " + contents.getError().message());
  }
  return std::move(*contents);
}

/// One input of several, in memory: clang's bitcode for a C file.
struct InputBuffer {
  std::unique_ptr<llvm::MemoryBuffer> contents;
  std::string name;
  bool compiled_by_us;
};

std::string names_of(const std::vector<InputBuffer>& inputs) {
  std::string names;
  for (const InputBuffer& input : inputs) names += (names.empty() ? "" : ", ") + quoted(input.name);
  return names;
}

/// build_module for several inputs: each parsed and verified, then linked
/// (link_inputs), then the entry check and preparation of the whole.
std::unique_ptr<llvm::Module> build_linked_module(const std::vector<InputBuffer>& inputs,
                                                  const FrontendOptions& options,
                                                  llvm::LLVMContext& context,
                                                  const Announce& announce) {
  std::vector<detail::InputModule> modules;
  bool any_untrusted = false;
  for (const InputBuffer& input : inputs) {
    auto module = parse_and_verify(input.contents->getMemBufferRef(), input.name, context,
                                   [&](const char* step) { announce((std::string(step) + " " + quoted(input.name)).c_str()); });
    if (input.compiled_by_us && options.trap_signed_shifts) mark_signed_shifts_trapped(*module);
    any_untrusted = any_untrusted || !input.compiled_by_us;
    modules.push_back({std::move(module), input.name});
  }
  announce("linking the inputs");
  std::unique_ptr<llvm::Module> module = detail::link_inputs(std::move(modules));
  add_fuzz_driver_if_harness(*module, options, "the program (" + names_of(inputs) + ")");
  const llvm::Function* entry = module->getFunction(options.entry);
  if (entry == nullptr || entry->isDeclaration()) {
    throw InputError("entry function " + quoted(options.entry) + " is not defined in any of " +
                     names_of(inputs));
  }
  announce("preparing the linked program");
  lower_symbolic_memory_intrinsics(*module);
  link_library_models(*module);
  prepare_module(*module);
  if (any_untrusted) {
    announce("re-reading the linked program");
    require_bitcode_round_trip(*module, names_of(inputs));
  }
  return module;
}

/// The inputs in memory: C files compiled (with their flags), the others
/// read; a missing or unsupported file is reported before any compiling.
std::vector<InputBuffer> read_inputs(const std::vector<InputFile>& inputs, const FrontendOptions& options) {
  std::vector<bool> is_c;
  for (const InputFile& input : inputs) is_c.push_back(is_c_input(input.path));
  std::vector<InputBuffer> buffers;
  for (const InputFile& input : inputs) buffers.push_back({read_input(input.path), input.path, false});
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (!is_c[i]) continue;
    const CompileFlags* flags = inputs[i].flags ? &*inputs[i].flags : nullptr;
    buffers[i].contents = detail::compile_c(inputs[i].path, options, flags);
    buffers[i].compiled_by_us = true;
  }
  return buffers;
}

std::unique_ptr<llvm::Module> load_linked_program(const std::vector<InputFile>& inputs,
                                                  const FrontendOptions& options,
                                                  llvm::LLVMContext& context) {
  const std::vector<InputBuffer> buffers = read_inputs(inputs, options);
  const bool any_untrusted =
      std::any_of(buffers.begin(), buffers.end(), [](const InputBuffer& b) { return !b.compiled_by_us; });
  if (options.isolate_ir && any_untrusted) {
    // As load_ir: LLVM's crashes on malformed IR contained in a child.
    const detail::TrialOutcome trial = detail::run_trial([&](const Announce& announce) {
      llvm::LLVMContext trial_context;
      build_linked_module(buffers, options, trial_context, announce);
    });
    if (trial.kind == detail::TrialOutcome::Kind::Crashed) {
      throw InputError("malformed input: LLVM crashed (" + trial.how + ") while " +
                       (trial.stage.empty() ? "loading " + names_of(buffers) : trial.stage));
    }
  }
  return build_linked_module(buffers, options, context, no_announce);
}

}  // namespace

std::unique_ptr<llvm::Module> load_program(const std::string& path, const FrontendOptions& options,
                                           llvm::LLVMContext& context) {
  return load_program(std::vector<InputFile>{{path, std::nullopt}}, options, context);
}

std::unique_ptr<llvm::Module> load_program(const std::vector<InputFile>& inputs, const FrontendOptions& options,
                                           llvm::LLVMContext& context) {
  if (inputs.empty()) throw InputError("no input file");
  if (inputs.size() > 1) return load_linked_program(inputs, options, context);
  const std::string& path = inputs.front().path;
  const bool is_c = is_c_input(path);
  // Read it ourselves first, for one message for every kind of input.
  std::unique_ptr<llvm::MemoryBuffer> ir = read_input(path);
  if (is_c) {
    // clang's own bitcode is trusted: no trial run in a child.
    const std::optional<CompileFlags>& flags = inputs.front().flags;
    ir = detail::compile_c(path, options, flags ? &*flags : nullptr);
    return build_module(ir->getMemBufferRef(), path, options, context, no_announce,
                        /*compiled_by_us=*/true);
  }
  return load_ir(ir->getMemBufferRef(), path, options, context);
}

std::unique_ptr<llvm::Module> load_ir(llvm::MemoryBufferRef buffer, const std::string& name,
                                      const FrontendOptions& options, llvm::LLVMContext& context) {
  if (options.isolate_ir) {
    const detail::TrialOutcome trial = detail::run_trial([&](const Announce& announce) {
      llvm::LLVMContext trial_context;
      build_module(buffer, name, options, trial_context, announce, /*compiled_by_us=*/false);
    });
    if (trial.kind == detail::TrialOutcome::Kind::Crashed) {
      const bool bitcode = llvm::isBitcode(
          reinterpret_cast<const unsigned char*>(buffer.getBufferStart()),
          reinterpret_cast<const unsigned char*>(buffer.getBufferEnd()));
      const std::string what = bitcode ? "bitcode" : "LLVM IR";
      throw InputError("malformed " + what + " in " + quoted(name) + ": LLVM crashed (" +
                       trial.how + ") while " +
                       (trial.stage.empty() ? std::string("loading") : trial.stage) + " it");
    }
  }
  return build_module(buffer, name, options, context, no_announce, /*compiled_by_us=*/false);
}

}  // namespace swarmbmc::frontend
