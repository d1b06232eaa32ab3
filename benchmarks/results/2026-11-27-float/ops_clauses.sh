#!/bin/bash
# SAT clauses of one float/double operation, swarmbmc against CBMC (NOTES.md):
# each program makes nondet a, b, c and asserts (a OP b) != 3 (or !(a < b)).
#   ops_clauses.sh SWARMBMC [CBMC]
set -e
swarmbmc=${1:?usage: ops_clauses.sh SWARMBMC [CBMC]}
cbmc=${2:-/opt/cbmc/bin/cbmc}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
printf "| type | operation | swarmbmc clauses | CBMC clauses |\n|---|---|---|---|\n"
for type in float double; do
  nondet=__VERIFIER_nondet_$type
  for op in add mul div fma3 lt; do
    case $op in
      add) body="$type r = a + b; assert(r != 3);" ;;
      mul) body="$type r = a * b; assert(r != 3);" ;;
      div) body="$type r = a / b; assert(r != 3);" ;;
      fma3) body="$type r = a * b + c; assert(r != 3);" ;;
      lt) body="assert(!(a < b));" ;;
    esac
    printf '#include <assert.h>\nextern %s %s(void);\nint main(void) { %s a = %s(), b = %s(), c = %s(); (void)c; %s return 0; }\n' \
      "$type" "$nondet" "$type" "$nondet" "$nondet" "$nondet" "$body" > "$dir/$op.c"
    ours=$("$swarmbmc" --stats "$dir/$op.c" 2>&1 | awk '/SAT clauses/ {print $3}')
    theirs=$("$cbmc" "$dir/$op.c" --no-standard-checks --verbosity 9 2>&1 | grep -oE '[0-9]+ variables, [0-9]+ clauses' | awk '{print $3}')
    echo "| $type | $op | $ours | $theirs |"
  done
done
