#include "LibraryAssumptions.h"

#include <dlfcn.h>

namespace swarmbmc::cli {

namespace {

/// Whether an already loaded library of that soname defines `name`.
bool defined_by(const char* soname, const std::string& name) {
  void* handle = dlopen(soname, RTLD_LAZY | RTLD_NOLOAD);
  if (!handle) return false;
  const bool found = dlsym(handle, name.c_str()) != nullptr;
  dlclose(handle);
  return found;
}

}  // namespace

std::string joined_names(const std::vector<std::string>& names) {
  std::string text;
  for (const std::string& name : names) text += (text.empty() ? "" : ", ") + name;
  return text;
}

std::vector<std::string> c_library_functions(const std::vector<std::string>& functions) {
  std::vector<std::string> library;
  for (const std::string& name : functions)
    if (defined_by("libc.so.6", name) || defined_by("libm.so.6", name)) library.push_back(name);
  return library;
}

void settle_library_assumptions(encoder::VerifyResult& result, bool svcomp_property) {
  const bool proof = result.verdict == encoder::Verdict::Verified || result.verdict == encoder::Verdict::Bounded;
  if (!svcomp_property || !proof) return;
  const std::vector<std::string> library = c_library_functions(result.unmodelled_functions);
  if (library.empty()) return;
  result.verdict = encoder::Verdict::Unknown;
  result.reason = "the proof assumes the C library function" + std::string(library.size() == 1 ? " " : "s ") +
                  joined_names(library) + ", which " + (library.size() == 1 ? "has" : "have") +
                  " no model: a havoc of " + (library.size() == 1 ? "its" : "their") + " effects proves nothing";
}

}  // namespace swarmbmc::cli
