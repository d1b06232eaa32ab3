#!/usr/bin/env bash
# Long differential run of the CaDiCaL backend against constant folding and
# Z3 (the test in tests/unit/solver/test_random_terms.cpp, 10,000 queries in
# `make test`). Usage:
#   tests/long/solver_differential.sh [COUNT] [SEED] [BUILD_DIR]
# Defaults: 100000 queries, seed 1, build/. Several seeds in a row:
#   for s in 1 2 3; do tests/long/solver_differential.sh 100000 $s; done
# Exit status 0 when every query agreed; a failure prints the seed, the query
# number and the formula (rerun with SWARMBMC_DIFF_VERBOSE=1 for progress).
set -euo pipefail
count=${1:-100000}
seed=${2:-1}
build=${3:-build}
cd "$(dirname "$0")/../.."
[ -x "$build/tests/unit_solver" ] || cmake --build "$build" -j2 --target unit_solver
echo "solver differential: $count queries, seed $seed"
start=$(date +%s)
SWARMBMC_DIFF_COUNT=$count SWARMBMC_DIFF_SEED=$seed \
  "$build/tests/unit_solver" "CaDiCaL agrees with constant folding and Z3 on random terms"
echo "solver differential: passed in $(( $(date +%s) - start )) s"
