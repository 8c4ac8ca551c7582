#!/usr/bin/env bash
# The strength table of docs/strength.md, with the official arena command.
# Runs two matches at a time (one per core) and leaves one JSON summary per pairing in
# benchmarks/results/; benchmarks/strength_table.py turns them into the Markdown table.
#   benchmarks/strength.sh [DEALS]      (each deal is played twice, seats swapped)
set -euo pipefail
cd "$(dirname "$0")/.."
DEALS=${1:-1000}
OUT=benchmarks/results
mkdir -p "$OUT"
ARENA=(.venv/bin/briscola-arena match --duplicate --seed 1 --json --deals "$DEALS")
BBOT="cmd:.venv/bin/python /work/shared/yardsticks/briscolabot.py"

run() {  # run NAME ARGS... : one pairing, summary to $OUT/NAME.json
    local name=$1
    shift
    "${ARENA[@]}" "$@" > "$OUT/$name.json"
}

# BriscolaBot is the slowest pairing: half the deals on each core (seeds 1 and 2).
(
    run expert-bbot.1 --players expert "$BBOT" --time-ms 100 --deals $((DEALS / 2))
    run expert-medium --players expert medium --time-ms 50
) &
(
    run expert-bbot.2 --players expert "$BBOT" --time-ms 100 --deals $((DEALS / 2)) --seed 2
    run expert4-medium4 --players expert medium expert medium --time-ms 40
    run expert-random --players expert random --time-ms 20
    run beginner-random --players beginner random
    run medium-beginner --players medium beginner
) &
wait
