#!/usr/bin/env bash
# The strength table of docs/strength.md, with the official arena command and every
# player at its default settings (no --time-ms: Expert thinks for its own budget).
# Every pairing is split in two halves (seeds 1 and 2, DEALS/2 deals each), one per
# core, and leaves NAME.1.json and NAME.2.json in benchmarks/results/;
# benchmarks/strength_table.py merges the halves into the Markdown table.
#   benchmarks/strength.sh [DEALS] [PAIRING...]   (each deal is played twice, seats swapped)
set -euo pipefail
cd "$(dirname "$0")/.."
DEALS=${1:-1000}
shift || true
OUT=${OUT:-benchmarks/results}
mkdir -p "$OUT"
ARENA=(.venv/bin/briscola-arena match --duplicate --json --deals $((DEALS / 2)))
BBOT="cmd:.venv/bin/python /work/shared/yardsticks/briscolabot.py"

declare -A PLAYERS=(
    [expert-bbot]="expert|$BBOT"
    [expert-medium]="expert|medium"
    [expert-random]="expert|random"
    [expert4-medium4]="expert|medium|expert|medium"
    [beginner-random]="beginner|random"
    [medium-beginner]="medium|beginner"
)
ORDER=(expert-bbot expert-medium expert-random expert4-medium4 beginner-random medium-beginner)
if [ $# -gt 0 ]; then ORDER=("$@"); fi

half() {  # half SEED : every chosen pairing with this seed, one after another
    local seed=$1 name
    for name in "${ORDER[@]}"; do
        IFS='|' read -r -a players <<< "${PLAYERS[$name]}"
        "${ARENA[@]}" --seed "$seed" --players "${players[@]}" > "$OUT/$name.$seed.json"
    done
}

half 1 &
half 2 &
wait
