// inputs_from_compile_commands: a compilation database read with
// nlohmann-json, each C file's compile command turned into the flags that
// matter to the analysis. A real project's commands carry many flags that
// only steer code generation, diagnostics or dependency files; those are
// dropped (listed once), flags not understood are dropped with a warning
// (listed once), and nothing in a command can make the analysis fail.
#include "CompileCommands.h"

#include <llvm/ADT/SmallString.h>
#include <llvm/ADT/StringRef.h>
#include <llvm/Support/ErrorOr.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Path.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <string>
#include <vector>

namespace swarmbmc::frontend {

namespace {


void add_once(std::vector<std::string>& list, const std::string& item) {
  if (std::find(list.begin(), list.end(), item) == list.end()) list.push_back(item);
}

/// `path` made absolute against `base` (when relative), without . and ..
std::string absolute_in(const std::string& base, const std::string& path) {
  llvm::SmallString<256> result(path);
  if (!llvm::sys::path::is_absolute(result)) {
    result = base;
    llvm::sys::path::append(result, path);
  }
  llvm::sys::path::remove_dots(result, /*remove_dot_dot=*/true);
  return result.str().str();
}

std::string current_directory() {
  llvm::SmallString<256> cwd;
  if (llvm::sys::fs::current_path(cwd)) return "/";
  return cwd.str().str();
}

/// What two names of one file have in common: the real path, symbolic
/// links resolved, when the file exists.
std::string identity_of(const std::string& absolute) {
  llvm::SmallString<256> real;
  if (!llvm::sys::fs::real_path(absolute, real)) return real.str().str();
  return absolute;
}

// How translate_arguments treats each flag.
constexpr std::array<const char*, 8> kValuePreprocessorFlags = {"-isystem", "-iquote", "-idirafter", "-include",
                                                                "-imacros", "-I", "-D", "-U"};
constexpr std::array<const char*, 25> kLanguageFlags = {
    "-funsigned-char", "-fno-unsigned-char", "-fsigned-char", "-fno-signed-char", "-fwrapv", "-fno-wrapv",
    "-fstrict-overflow", "-fno-strict-overflow", "-fcommon", "-fno-common", "-fgnu89-inline",
    "-fno-gnu89-inline", "-fms-extensions", "-fno-ms-extensions", "-fno-builtin", "-ffreestanding",
    "-fshort-enums", "-fno-short-enums", "-fgnu-keywords", "-fno-gnu-keywords", "-fno-asm", "-ansi",
    "-trigraphs", "-nostdinc", "-pthread"};
constexpr std::array<const char*, 14> kDroppedFlags = {"-c", "-S", "-E", "-w", "-pipe", "-pedantic",
                                                        "-pedantic-errors", "-emit-llvm", "-v", "-static",
                                                        "-shared", "-pie", "-no-pie", "-rdynamic"};
constexpr std::array<const char*, 19> kDroppedPrefixes = {
    "-O", "-W", "-g", "-M", "-l", "-L", "-march=", "-mtune=", "-mcpu=", "-flto", "-fprofile", "-fcoverage",
    "-fdiagnostics", "-fvisibility", "-fstack-protector", "-fdebug-prefix-map=", "-ffile-prefix-map=",
    "-fmacro-prefix-map=", "-fmessage-length="};
constexpr std::array<const char*, 33> kDroppedCodegenFlags = {
    "-fPIC", "-fpic", "-fPIE", "-fpie", "-fno-pic", "-fno-pie", "-fno-PIC", "-fno-PIE", "-ffunction-sections",
    "-fdata-sections", "-fno-strict-aliasing", "-fstrict-aliasing", "-fomit-frame-pointer",
    "-fno-omit-frame-pointer", "-fexceptions", "-fno-exceptions", "-fasynchronous-unwind-tables",
    "-fno-asynchronous-unwind-tables", "-funwind-tables", "-fno-unwind-tables", "-fstack-clash-protection",
    "-fno-stack-clash-protection", "-fno-plt", "-fcolor-diagnostics", "-fno-color-diagnostics",
    "-fno-stack-protector", "-ftrapv", "-fno-delete-null-pointer-checks", "-fno-inline", "-finline-functions",
    "-fno-inline-functions", "-fno-semantic-interposition", "-fno-ident"};
// -M flags whose value is the next argument (dependency file, target).
constexpr std::array<const char*, 3> kDependencyValueFlags = {"-MF", "-MT", "-MQ"};

template <size_t N>
bool is_one_of(llvm::StringRef flag, const std::array<const char*, N>& names) {
  return std::any_of(names.begin(), names.end(), [&](const char* name) { return flag == name; });
}

template <size_t N>
bool starts_with_one_of(llvm::StringRef flag, const std::array<const char*, N>& prefixes) {
  return std::any_of(prefixes.begin(), prefixes.end(), [&](const char* prefix) { return flag.starts_with(prefix); });
}

bool is_meaningless(llvm::StringRef flag) {
  return is_one_of(flag, kDroppedFlags) || is_one_of(flag, kDroppedCodegenFlags) ||
         starts_with_one_of(flag, kDroppedPrefixes) ||
         (flag.starts_with("-f") && flag.contains("sanitize"));
}

/// Walks one argv, sorting each argument into the flags or the lists.
class ArgumentReader {
 public:
  ArgumentReader(const std::vector<std::string>& arguments, const std::string& directory, const std::string& file,
                 std::vector<std::string>& dropped, std::vector<std::string>& unknown)
      : arguments_(arguments), directory_(directory), file_(file), dropped_(dropped), unknown_(unknown) {}

  CompileFlags read() {
    for (next_ = 1; next_ < arguments_.size();) take(arguments_[next_++]);
    return flags_;
  }

 private:
  /// The argument after the current flag (its value), or none at the end.
  const std::string* value() { return next_ < arguments_.size() ? &arguments_[next_++] : nullptr; }

  void take(const std::string& argument) {
    const llvm::StringRef flag(argument);
    if (!flag.starts_with("-") || flag == "-") {
      if (absolute_in(directory_, argument) != file_) add_once(unknown_, argument);  // another input
    } else if (take_preprocessor(flag)) {
    } else if (is_one_of(flag, kLanguageFlags) || flag.starts_with("-std=") || flag.starts_with("-fno-builtin-")) {
      flags_.language.push_back(argument);
    } else if (flag == "-m32" || flag == "-m64") {
      flags_.ilp32 = flag == "-m32";
    } else if (flag == "-o" || is_one_of(flag, kDependencyValueFlags)) {
      value();
      add_once(dropped_, argument);
    } else if (flag == "-x") {
      const std::string* language = value();
      if (language == nullptr || *language != "c") add_once(unknown_, "-x " + (language ? *language : ""));
    } else if (is_meaningless(flag) || flag.starts_with("-o")) {
      add_once(dropped_, argument);
    } else {
      add_once(unknown_, argument);
    }
  }

  /// -I dir, -Idir, -D NAME, -isystem dir, ...: kept, paths made absolute.
  bool take_preprocessor(llvm::StringRef flag) {
    for (const char* name : kValuePreprocessorFlags) {
      if (!flag.starts_with(name)) continue;
      const std::string attached = flag.drop_front(llvm::StringRef(name).size()).str();
      const std::string* given = attached.empty() ? value() : &attached;
      if (given == nullptr) {
        add_once(unknown_, flag.str() + " without a value");
        return true;
      }
      const bool is_path = name[1] == 'i' || name[1] == 'I';
      const std::string text = is_path ? absolute_in(directory_, *given) : *given;
      if (name[1] == 'i') {
        flags_.preprocessor.push_back(name);
        flags_.preprocessor.push_back(text);
      } else {
        flags_.preprocessor.push_back(name + text);
      }
      return true;
    }
    return false;
  }

  const std::vector<std::string>& arguments_;
  const std::string& directory_;
  const std::string& file_;
  std::vector<std::string>& dropped_;
  std::vector<std::string>& unknown_;
  size_t next_ = 1;
  CompileFlags flags_;
};

/// One entry of the database, its paths absolute.
struct Entry {
  std::string directory;
  std::string file;
  std::string identity;  ///< identity_of(file)
  std::vector<std::string> arguments;
};

std::string text_field(const nlohmann::json& entry, const char* key, const std::string& where) {
  auto it = entry.find(key);
  if (it == entry.end() || !it->is_string())
    throw InputError(where + " has no " + quoted(key) + " (a string)");
  return it->get<std::string>();
}

std::vector<std::string> arguments_of(const nlohmann::json& entry, const std::string& where) {
  auto it = entry.find("arguments");
  if (it == entry.end()) return split_command_line(text_field(entry, "command", where));
  std::vector<std::string> arguments;
  if (it->is_array())
    for (const nlohmann::json& argument : *it)
      if (argument.is_string()) arguments.push_back(argument.get<std::string>());
  if (!it->is_array() || arguments.size() != it->size())
    throw InputError(where + ": 'arguments' is not an array of strings");
  return arguments;
}

std::vector<Entry> read_entries(const std::string& database) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> contents = llvm::MemoryBuffer::getFile(database);
  if (!contents) throw InputError("cannot read " + quoted(database) + ": " + contents.getError().message());
  const llvm::StringRef text = (*contents)->getBuffer();
  nlohmann::json json;
  try {
    json = nlohmann::json::parse(text.begin(), text.end());
  } catch (const nlohmann::json::parse_error& e) {
    throw InputError("cannot parse " + quoted(database) + ": " + e.what());
  }
  if (!json.is_array())
    throw InputError(quoted(database) + " is not a compilation database (a JSON array of entries)");
  // A relative "directory" (not what CMake or bear write) is taken from
  // the database's folder: the same wherever swarmbmc runs.
  const std::string folder = absolute_in(current_directory(), llvm::sys::path::parent_path(database).str());
  std::vector<Entry> entries;
  for (size_t i = 0; i < json.size(); ++i) {
    const std::string where = quoted(database) + " entry " + std::to_string(i + 1);
    if (!json[i].is_object()) throw InputError(where + " is not an object");
    Entry entry;
    entry.directory = absolute_in(folder, text_field(json[i], "directory", where));
    entry.file = absolute_in(entry.directory, text_field(json[i], "file", where));
    entry.identity = identity_of(entry.file);
    entry.arguments = arguments_of(json[i], where);
    if (entry.arguments.empty()) throw InputError(where + " has an empty command");
    entries.push_back(std::move(entry));
  }
  return entries;
}

bool is_c_file(const std::string& path) {
  const llvm::StringRef extension = llvm::sys::path::extension(path);
  return extension == ".c" || extension == ".i";
}

/// The entry's file as traces should show it: below the current directory
/// relative to it, else absolute.
std::string shown_path(const std::string& absolute, const std::string& cwd) {
  const std::string prefix = cwd == "/" ? cwd : cwd + "/";
  return llvm::StringRef(absolute).starts_with(prefix) ? absolute.substr(prefix.size()) : absolute;
}

InputFile input_of(const Entry& entry, const std::string& path, CompileCommandsInputs& selected) {
  return {path, translate_arguments(entry.arguments, entry.directory, entry.file, selected.dropped, selected.unknown)};
}

void select_named(const std::vector<Entry>& entries, const std::vector<std::string>& files,
                  const std::string& database, CompileCommandsInputs& selected) {
  const std::string cwd = current_directory();
  for (const std::string& file : files) {
    const std::string identity = identity_of(absolute_in(cwd, file));
    auto it = std::find_if(entries.begin(), entries.end(), [&](const Entry& e) { return e.identity == identity; });
    if (it != entries.end()) {
      selected.inputs.push_back(input_of(*it, file, selected));
      continue;
    }
    selected.inputs.push_back({file, std::nullopt});
    if (is_c_file(file))
      selected.notes.push_back(quoted(file) + " is not listed in " + quoted(database) +
                               ": compiled with the command line's flags only");
  }
}

void select_all(const std::vector<Entry>& entries, const std::string& database, CompileCommandsInputs& selected) {
  const std::string cwd = current_directory();
  std::vector<std::string> seen, skipped;
  for (const Entry& entry : entries) {
    if (!is_c_file(entry.file)) {
      skipped.push_back(entry.file);
    } else if (std::find(seen.begin(), seen.end(), entry.identity) != seen.end()) {
      add_once(selected.notes, quoted(shown_path(entry.file, cwd)) + " is listed more than once in " +
                                   quoted(database) + ": compiled once, with its first entry's flags");
    } else {
      seen.push_back(entry.identity);
      selected.inputs.push_back(input_of(entry, shown_path(entry.file, cwd), selected));
    }
  }
  if (!skipped.empty())
    selected.notes.push_back("skipped " + std::to_string(skipped.size()) + " entr" +
                             (skipped.size() == 1 ? "y" : "ies") + " of " + quoted(database) +
                             " that " + (skipped.size() == 1 ? "is" : "are") + " not C (" +
                             quoted(shown_path(skipped.front(), cwd)) + (skipped.size() > 1 ? ", ..." : "") + ")");
  if (selected.inputs.empty()) throw InputError(quoted(database) + " lists no C file (.c, .i)");
}

}  // namespace

std::vector<std::string> split_command_line(const std::string& command) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  for (size_t i = 0; i < command.size(); ++i) {
    const char c = command[i];
    if (c == ' ' || c == '\t' || c == '\n') {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
      continue;
    }
    in_word = true;
    if (c == '\\' && i + 1 < command.size()) {
      word += command[++i];
    } else if (c == '\'') {
      for (++i; i < command.size() && command[i] != '\''; ++i) word += command[i];
    } else if (c == '"') {
      for (++i; i < command.size() && command[i] != '"'; ++i) {
        const bool escape = command[i] == '\\' && i + 1 < command.size() &&
                            llvm::StringRef("\\\"$`").contains(command[i + 1]);
        word += command[escape ? ++i : i];
      }
    } else {
      word += c;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}

CompileFlags translate_arguments(const std::vector<std::string>& arguments, const std::string& directory,
                                 const std::string& file, std::vector<std::string>& dropped,
                                 std::vector<std::string>& unknown) {
  return ArgumentReader(arguments, directory, file, dropped, unknown).read();
}

CompileCommandsInputs inputs_from_compile_commands(const std::string& database,
                                                   const std::vector<std::string>& files) {
  const std::vector<Entry> entries = read_entries(database);
  CompileCommandsInputs selected;
  if (files.empty()) {
    select_all(entries, database, selected);
  } else {
    select_named(entries, files, database, selected);
  }
  return selected;
}

}  // namespace swarmbmc::frontend
