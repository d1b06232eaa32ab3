#!/bin/bash
# H36: the side-by-side run (issue 36). Depth 10 for every task, 21 for the
# four tasks whose arrays are filled by a 20-iteration loop.
cd /work/main
args=()
for y in $(find /tmp/svheap/c -name "*.yml" | sort); do
  case $(basename $y .yml) in
    complex_data_creation_test01-1|complex_data_creation_test01-2|optional_data_creation_test04-1|optional_data_creation_test04-2) args+=(--task "$y:21") ;;
    *) args+=(--task "$y:10") ;;
  esac
done
python3 benchmarks/heap_compare.py --binary /tmp/h36new/swarmbmc \
  --cbmc /opt/cbmc/bin/cbmc --runs 1 --timeout 60 --out benchmarks/results/2026-11-26-heap-cbmc "${args[@]}" "$@"
