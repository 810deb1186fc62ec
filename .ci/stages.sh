# The stage runner of .ci/run (sourced): each stage prints its name, its output, its result and its time; the
# first failing stage stops the run. A stage that cannot run prints a line starting with `SKIPPED:` and passes;
# `finish` lists those stages and every stage's time, then restates the test runner's summary as the last line.
# A stage that runs but leaves some of its tests out prints a line `skipped test: <test>: <reason>` for each;
# `finish` lists those too, so a test that checked nothing is never counted silently among the passed ones.
#
# Used as:   stage "name" command args…   …   finish
ci_started=$SECONDS
ci_times=()
ci_skipped=()
ci_skipped_tests=()
ci_test_summary=""

stage() {
    local name=$1
    shift
    printf '\n=== %s\n' "$name"
    local stage_started=$SECONDS
    local output
    output=$(mktemp)
    local status=0
    "$@" 2>&1 | tee "$output" || status=${PIPESTATUS[0]}
    local took=$((SECONDS - stage_started))
    if [ "$status" -ne 0 ]; then
        printf '=== %s: FAILED (%d s)\n' "$name" "$took"
        rm -f "$output"
        ci_times+=("$(printf '%6d s  %s (FAILED)' "$took" "$name")")
        finish_times
        exit 1
    fi
    local skipped
    skipped=$(grep -m1 '^SKIPPED:' "$output" || true)
    if [ -n "$skipped" ]; then
        ci_skipped+=("$name — ${skipped#SKIPPED: }")
        printf '=== %s: SKIPPED (%d s)\n' "$name" "$took"
    else
        printf '=== %s: passed (%d s)\n' "$name" "$took"
    fi
    local test
    while IFS= read -r test; do
        ci_skipped_tests+=("$name — ${test#skipped test: }")
    done < <(grep '^skipped test: ' "$output" || true)
    local summary
    summary=$(grep -E '^swift-testing: [0-9]+ passed, [0-9]+ failed$' "$output" | tail -1 || true)
    [ -z "$summary" ] || ci_test_summary=$summary
    ci_times+=("$(printf '%6d s  %s' "$took" "$name")")
    rm -f "$output"
}

finish_times() {
    printf '\n=== stage times\n'
    printf '%s\n' "${ci_times[@]}"
}

finish() {
    finish_times
    if [ ${#ci_skipped[@]} -eq 0 ]; then
        printf '\n=== skipped stages: none\n'
    else
        printf '\n=== skipped stages (%d): these checked nothing\n' ${#ci_skipped[@]}
        printf '  %s\n' "${ci_skipped[@]}"
    fi
    if [ ${#ci_skipped_tests[@]} -gt 0 ]; then
        printf '\n=== tests skipped inside stages that passed (%d)\n' ${#ci_skipped_tests[@]}
        printf '  %s\n' "${ci_skipped_tests[@]}"
    fi
    printf '\n=== all stages passed in %d s\n' $((SECONDS - ci_started))
    [ -z "$ci_test_summary" ] || echo "$ci_test_summary"
}
