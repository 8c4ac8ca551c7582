#!/usr/bin/env bash
# The strength table of docs/strength.md, with the official arena command and every
# player at its default settings (no --time-ms: Expert thinks for its own budget).
# Every pairing is split in parts, one per seed of SEEDS (default "1 2", DEALS divided
# evenly), two at a time (one per core), and leaves NAME.SEED.json in
# docs/evidence/strength/table/ (the table's evidence; or OUT); benchmarks/strength_table.py
# merges the parts into the Markdown table.
#   [SEEDS="1 2 3 4 5 6"] benchmarks/strength.sh [DEALS] [PAIRING...]
# (each deal is played twice, seats swapped)
set -euo pipefail
cd "$(dirname "$0")/.."
DEALS=${1:-1000}
shift || true
OUT=${OUT:-docs/evidence/strength/table}
mkdir -p "$OUT"
read -r -a SEED_LIST <<< "${SEEDS:-1 2}"
ARENA=(.venv/bin/briscola-arena match --duplicate --json --deals $((DEALS / ${#SEED_LIST[@]})))
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

running=0
for seed in "${SEED_LIST[@]}"; do
    if [ "$running" -ge 2 ]; then
        wait -n
        running=$((running - 1))
    fi
    half "$seed" &
    running=$((running + 1))
done
wait
