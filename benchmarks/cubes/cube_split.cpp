// cube_split: how much a SAT-level split of one query helps, measured on
// its CNF (swarmbmc --dimacs). The question it answers for ranged BMC
//: ranges over the input values were each about as hard as the
// whole proof; is that our choice of split, or the formula? CaDiCaL's own
// lookahead picks the literals that best cut the search (the cubes of
// cube-and-conquer); if even its cubes are each about as hard as the
// whole, no partition of the space makes a proof's parts cheap.
//
// For each depth d: generate_cubes(d) gives up to 2^d cubes; each is
// solved on a fresh instance (the cube as unit clauses, as a range would
// be checked by its own worker) and all of them once more incrementally,
// on one instance with the cube as assumptions (as one worker would check
// its ranges one after another, keeping what it learnt). Prints one JSON
// object: the whole CNF's solve time and, per depth, the cubes' times.
//
//   swarmbmc-cube-split FILE.cnf [--depths 1,2,3] [--timeout SECONDS]
#include <cadical.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

constexpr const char* kUsage = "usage: swarmbmc-cube-split FILE.cnf [--depths 1,2,3] [--timeout SECONDS]";

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

/// Stops a solve at a deadline (CaDiCaL polls it).
class Deadline final : public CaDiCaL::Terminator {
 public:
  explicit Deadline(double seconds)
      : end_(Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds))) {}
  bool terminate() override { return Clock::now() >= end_; }

 private:
  Clock::time_point end_;
};

/// A quiet solver with the CNF loaded; exits with a one-line error on a bad file.
void load(CaDiCaL::Solver& solver, const std::string& path) {
  solver.set("quiet", 1);
  int variables = 0;
  if (const char* error = solver.read_dimacs(path.c_str(), variables, 1)) {
    std::cerr << "cube_split: error: " << path << ": " << error << "\n";
    std::exit(2);
  }
}

const char* result_name(int result) { return result == 10 ? "sat" : result == 20 ? "unsat" : "unknown"; }

/// One solve of `path` with `cube` as unit clauses, on a fresh instance.
nlohmann::json solve_fresh(const std::string& path, const std::vector<int>& cube, double timeout) {
  CaDiCaL::Solver solver;
  load(solver, path);
  for (int lit : cube) {
    solver.add(lit);
    solver.add(0);
  }
  Deadline deadline(timeout);
  solver.connect_terminator(&deadline);
  const auto start = Clock::now();
  const int result = solver.solve();
  solver.disconnect_terminator();
  return {{"result", result_name(result)}, {"s", seconds_since(start)}};
}

nlohmann::json split_at_depth(const std::string& path, int depth, double timeout) {
  CaDiCaL::Solver lookahead;
  load(lookahead, path);
  auto start = Clock::now();
  const CaDiCaL::Solver::CubesWithStatus cubes = lookahead.generate_cubes(depth, depth);
  nlohmann::json out = {{"depth", depth}, {"lookahead_s", seconds_since(start)},
                        {"lookahead_result", result_name(cubes.status)}, {"cubes", nlohmann::json::array()}};
  for (const std::vector<int>& cube : cubes.cubes) out["cubes"].push_back(solve_fresh(path, cube, timeout));
  // The same cubes one after another on one instance, as assumptions.
  CaDiCaL::Solver incremental;
  load(incremental, path);
  Deadline deadline(timeout);
  incremental.connect_terminator(&deadline);
  start = Clock::now();
  bool finished = true;
  for (const std::vector<int>& cube : cubes.cubes) {
    for (int lit : cube) incremental.assume(lit);
    if (incremental.solve() == 0) {
      finished = false;
      break;
    }
  }
  incremental.disconnect_terminator();
  out["incremental_s"] = seconds_since(start);
  out["incremental_finished"] = finished;
  return out;
}

std::vector<int> parse_depths(const std::string& text) {
  std::vector<int> depths;
  std::stringstream in(text);
  for (std::string item; std::getline(in, item, ',');) {
    char* end = nullptr;
    const long depth = std::strtol(item.c_str(), &end, 10);
    if (item.empty() || *end || depth < 1 || depth > 12) {
      std::cerr << "cube_split: error: --depths wants numbers 1..12, got '" << item << "'\n";
      std::exit(2);
    }
    depths.push_back(static_cast<int>(depth));
  }
  return depths;
}

}  // namespace

int main(int argc, char** argv) {
  std::string path;
  std::vector<int> depths{1, 2, 3};
  double timeout = 300;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--depths" && i + 1 < argc) depths = parse_depths(argv[++i]);
    else if (arg == "--timeout" && i + 1 < argc) timeout = std::atof(argv[++i]);
    else if (!arg.empty() && arg[0] != '-' && path.empty()) path = arg;
    else {
      std::cerr << "cube_split: error: unexpected argument '" << arg << "' (" << kUsage << ")\n";
      return 2;
    }
  }
  if (path.empty() || timeout <= 0) {
    std::cerr << "cube_split: error: " << kUsage << "\n";
    return 2;
  }
  nlohmann::json out = {{"cnf", path}, {"whole", solve_fresh(path, {}, timeout)}, {"splits", nlohmann::json::array()}};
  for (int depth : depths) out["splits"].push_back(split_at_depth(path, depth, timeout));
  std::cout << out.dump() << "\n";
  return 0;
}
