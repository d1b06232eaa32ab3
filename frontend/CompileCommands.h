// frontend: the C files of a compilation database (compile_commands.json,
// as CMake's CMAKE_EXPORT_COMPILE_COMMANDS and bear write it: a JSON array
// of entries with "directory", "file", and "arguments" or "command"), each
// with the flags of its own compile command.
#pragma once

#include <string>
#include <vector>

#include "Frontend.h"

namespace swarmbmc::frontend {

/// What a database selected, and what the user should be told about it.
struct CompileCommandsInputs {
  std::vector<InputFile> inputs;      ///< in the order of the files named, else of the database
  std::vector<std::string> dropped;   ///< flags meaningless for analysis (-O2, -c, -o), each once
  std::vector<std::string> unknown;   ///< flags not understood (dropped too), each once
  std::vector<std::string> notes;     ///< other one-line notes (a file not listed, entries skipped)
};

/// The inputs `files` (each matched by its real path against the entries'
/// files, taken relative to their "directory"; one the database does not
/// list is compiled with the command line's flags alone, with a note) or,
/// with no `files`, every C entry (.c, .i) of the database in its order (a
/// file listed twice once, with its first entry's flags). An input's path
/// is the file as named, or the entry's path relative to the current
/// directory when it lies below it (traces show it), else absolute.
/// A relative "directory" is taken relative to the database's folder.
/// Throws InputError naming the database when it cannot be read or parsed,
/// or an entry lacks a field.
CompileCommandsInputs inputs_from_compile_commands(const std::string& database,
                                                   const std::vector<std::string>& files);

/// The words of a "command" string as a POSIX shell splits them: blanks
/// separate; '...' quotes literally; "..." quotes, a backslash escaping
/// only \ " $ ` there; elsewhere a backslash escapes the next character.
std::vector<std::string> split_command_line(const std::string& command);

/// An entry's argv (the compiler first) as CompileFlags: relative paths of
/// -I, -isystem, -iquote, -idirafter, -include, -imacros resolved against
/// `directory`; -D, -U, -std=, the -f flags that change the language kept;
/// -m32/-m64 setting ilp32; the argument naming `file` skipped. Flags
/// meaningless for analysis go to `dropped` (-o with its value, -c, -O*,
/// -W*, -g*, -M* with the values of -MF/-MT/-MQ, sanitizers, code
/// generation), all others to `unknown`.
CompileFlags translate_arguments(const std::vector<std::string>& arguments, const std::string& directory,
                                 const std::string& file, std::vector<std::string>& dropped,
                                 std::vector<std::string>& unknown);

}  // namespace swarmbmc::frontend
