// The `swarmbmc` command: a launcher that starts the real checker,
// `swarmbmc-core` next to it, with glibc's malloc asking the kernel for
// transparent huge pages. It links nothing but libc.
//
// Why: a large run allocates hundreds of megabytes in small pieces (terms,
// the bit-blaster's gate table, CaDiCaL's clauses and watch lists), and on
// a kernel whose THP mode is "madvise" (Debian's default) every 4 KiB page
// of that costs a page fault: a fifth of examples/stack.c at N = 1000 was
// spent in the kernel faulting pages in. glibc's tunable
// glibc.malloc.hugetlb=1 makes malloc madvise its heap for 2 MiB pages
// (2.8 s -> 2.15 s there). Tunables are read by the dynamic loader before
// main, so they must be in the environment the checker starts with; setting
// them here costs a millisecond, where the checker re-executing itself
// would load LLVM twice (60 ms).
//
// GLIBC_TUNABLES that already mention glibc.malloc.hugetlb are left as
// they are (glibc.malloc.hugetlb=0 turns huge pages off).
#include <limits.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

constexpr const char* kTunable = "glibc.malloc.hugetlb";

/// Whether the kernel backs madvised memory with huge pages (THP mode
/// "always" or "madvise").
bool kernel_offers_huge_pages() {
  std::FILE* in = std::fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r");
  if (!in) return false;
  char modes[128] = {};
  const bool read = std::fgets(modes, sizeof modes, in) != nullptr;
  std::fclose(in);
  return read && std::strstr(modes, "[never]") == nullptr;
}

void ask_for_huge_pages() {
  const char* tunables = std::getenv("GLIBC_TUNABLES");
  if (tunables && std::strstr(tunables, kTunable)) return;  // the user decided
  if (!kernel_offers_huge_pages()) return;
  std::string value = std::string(kTunable) + "=1";
  if (tunables && *tunables) value = std::string(tunables) + ":" + value;
  setenv("GLIBC_TUNABLES", value.c_str(), 1);
}

/// swarmbmc-core in the directory of this executable.
std::string core_path() {
  char self[PATH_MAX];
  const ssize_t n = readlink("/proc/self/exe", self, sizeof self - 1);
  if (n <= 0) return "swarmbmc-core";  // no /proc: execvp searches PATH
  self[n] = '\0';
  std::string path(self);
  return path.substr(0, path.rfind('/') + 1) + "swarmbmc-core";
}

}  // namespace

int main(int, char** argv) {
  ask_for_huge_pages();
  const std::string core = core_path();
  execvp(core.c_str(), argv);
  std::fprintf(stderr, "swarmbmc: error: cannot start %s: %s\n", core.c_str(), std::strerror(errno));
  return 1;
}
