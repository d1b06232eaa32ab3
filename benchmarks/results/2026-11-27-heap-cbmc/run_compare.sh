#!/bin/bash
# H36b: the side-by-side run (issue 36). Depth 10 for every task, 21 for the
# four tasks whose arrays are filled by a 20-iteration loop; 3 runs a row,
# one for rows where a run of either tool takes 20 s or more.
cd /work/main
args=()
for y in $(find /tmp/svheap/c -name "*.yml" | sort); do
  case $(basename $y .yml) in
    complex_data_creation_test01-1|complex_data_creation_test01-2|optional_data_creation_test04-1|optional_data_creation_test04-2) args+=(--task "$y:21") ;;
    *) args+=(--task "$y:10") ;;
  esac
done
python3 benchmarks/heap_compare.py --binary /tmp/h36b/final/swarmbmc \
  --cbmc /opt/cbmc/bin/cbmc --runs 3 --repeat-below 20 --timeout 60 \
  --out benchmarks/results/2026-11-27-heap-cbmc "${args[@]}" "$@"
