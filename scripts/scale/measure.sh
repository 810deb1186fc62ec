# Sourced by the scale scripts: measure LABEL COMMAND… runs the command under /usr/bin/time in "$root" and prints
# one row: the label, the exit status, the wall time, the peak resident memory and the last line it printed.
measure() {
  local label=$1; shift
  set +e
  /usr/bin/time -f "TIME %e %M" "$@" > "$root/out.txt" 2> "$root/err.txt"
  local status=$?
  set -e
  local measured last
  measured=$(grep "^TIME" "$root/err.txt" | tail -1 || true)
  last=$(grep -v "^TIME\|^Command exited" "$root/err.txt" | tail -1 | cut -c1-160 || true)
  if [ -z "$last" ]; then last=$(tail -1 "$root/out.txt" | cut -c1-120); fi
  echo "$label | exit $status | $(echo "$measured" | awk '{printf "%s s | %.0f MiB", $2, $3/1024}') | $last"
}
