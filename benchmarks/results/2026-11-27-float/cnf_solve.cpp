// CaDiCaL (the library swarmbmc links) on a DIMACS file, with options:
// how long the solver alone takes on swarmbmc's or CBMC's CNF (NOTES.md).
//   g++ -O2 -o cnf_solve cnf_solve.cpp -lcadical
//   ./cnf_solve FILE.cnf [config=unsat] [elim=0] ...
// Prints the result (10 sat, 20 unsat) and the process time of solve().
#include <cadical.hpp>
#include <cstdio>
#include <ctime>
#include <string>

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: cnf_solve FILE.cnf [option=value | config=NAME]...\n");
    return 2;
  }
  CaDiCaL::Solver solver;
  for (int i = 2; i < argc; ++i) {
    const std::string option = argv[i];
    const auto eq = option.find('=');
    if (eq == std::string::npos) {
      std::fprintf(stderr, "cnf_solve: '%s' is not option=value\n", argv[i]);
      return 2;
    }
    if (option.rfind("config=", 0) == 0) solver.configure(option.substr(7).c_str());
    else solver.set(option.substr(0, eq).c_str(), std::stoi(option.substr(eq + 1)));
  }
  int variables = 0;
  if (const char* error = solver.read_dimacs(argv[1], variables, 0)) {
    std::fprintf(stderr, "cnf_solve: %s\n", error);
    return 2;
  }
  const std::clock_t start = std::clock();
  const int result = solver.solve();
  std::printf("result %d time %.1f ms\n", result, 1000.0 * double(std::clock() - start) / CLOCKS_PER_SEC);
  return 0;
}
