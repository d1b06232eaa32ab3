#include "IoOptions.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace swarmbmc::cli {

namespace {

/// The bytes of `path`, or a ValidationError of `option` saying why not.
std::string read_bytes(const std::string& option, const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw CLI::ValidationError(option, "cannot read '" + path + "': " + std::strerror(errno));
  std::ostringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

void bind_stream(encoder::IoEnvironment& io, const std::string& option, const std::string& name, const std::string& file,
          bool prefix) {
  if (io.bound.count(name))
    throw CLI::ValidationError(option, "'" + name + "' is bound twice (--stdin, --stdin-prefix, --file)");
  io.bound[name] = encoder::BoundStream{read_bytes(option, file), prefix};
}

}  // namespace

void add_io_options(CLI::App& app, encoder::VerifyOptions& verify) {
  encoder::IoEnvironment& io = verify.io;
  app.add_option("--max-input-length", io.max_input_length,
                 "Bytes an input stream of unknown contents (stdin, a file the program opens) may hold; its "
                 "length is unknown up to this")
      ->capture_default_str()
      ->check(CLI::Range(uint64_t{0}, uint64_t{1} << 20));
  app.add_option_function<std::string>(
         "--stdin", [&io](const std::string& file) { bind_stream(io, "--stdin", "stdin", file, false); },
         "Standard input holds exactly FILE's bytes (default: unknown bytes)")
      ->type_name("FILE");
  app.add_option_function<std::string>(
         "--stdin-prefix", [&io](const std::string& file) { bind_stream(io, "--stdin-prefix", "stdin", file, true); },
         "Standard input starts with FILE's bytes, followed by up to --max-input-length unknown ones")
      ->type_name("FILE");
  app.add_option_function<std::vector<std::string>>(
         "--file",
         [&io](const std::vector<std::string>& bindings) {
           for (const std::string& binding : bindings) {
             const size_t equals = binding.find('=');
             if (equals == std::string::npos || equals == 0 || equals + 1 == binding.size())
               throw CLI::ValidationError("--file", "expected PATH=FILE, not '" + binding + "'");
             bind_stream(io, "--file", binding.substr(0, equals), binding.substr(equals + 1), false);
           }
         },
         "The file the program opens as PATH (fopen, open; the exact string) holds FILE's bytes "
         "(repeatable; other paths hold unknown bytes)")
      ->type_name("PATH=FILE")
      ->allow_extra_args(false);
  app.add_flag("--io-errors", io.io_errors,
               "fopen and open may fail, read may return fewer bytes than available or -1");
}

}  // namespace swarmbmc::cli
