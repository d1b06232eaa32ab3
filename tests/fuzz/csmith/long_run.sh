#!/bin/sh
# Long Csmith differential run: COUNT programs (default 1000) split over the
# small, medium and wide profiles, seeds from 1000 (the short run in
# `make test` uses seeds 1-10), per-run timeout 15 s.
#   tests/fuzz/csmith/long_run.sh build/swarmbmc [COUNT] [JOBS] [WORKDIR] [extra csmith_diff.py options...]
# Summary (counts, inconclusive reasons, disagreements): WORKDIR/summary_<profile>.{txt,json}.
set -eu
if [ $# -lt 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'
  exit 1
fi
BIN=$1
COUNT=${2:-1000}
JOBS=${3:-2}
WORKDIR=${4:-/tmp/csmith_long}
[ $# -ge 4 ] && shift 4 || shift $#
HERE=$(cd "$(dirname "$0")" && pwd)
PER=$(( (COUNT + 2) / 3 ))
mkdir -p "$WORKDIR"
status=0
for profile in small medium wide; do
  python3 "$HERE/csmith_diff.py" --swarmbmc "$BIN" --profile "$profile" --count "$PER" --seed 1000 \
    --timeout 15 --jobs "$JOBS" --workdir "$WORKDIR/$profile" --json "$WORKDIR/summary_$profile.json" \
    --quiet "$@" > "$WORKDIR/summary_$profile.txt" || status=1
  echo "== $profile"; cat "$WORKDIR/summary_$profile.txt"
done
exit $status
