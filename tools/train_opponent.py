"""Fit the learned opponent model (``briscola_qt/ai/learned.py``) to recorded games.

    python -m tools.train_opponent DIR... [--hold-out 1013,1014,1015] [--hold-out-every K]
        [--out FILE]

Reads every ``game-*.json`` (briscola-record/1, two-player classic) under the folders
given, replays each deal, and at every decision of the seat that is not the Expert
(BriscolaBot in the issue-32 runs; the seat is told by the record's ``meta.players``)
with two or more cards in hand, takes the features of each card (``learned.features``)
and the card played. Games whose ``meta.seed`` is in ``--hold-out`` (and with
``--hold-out-every K`` every K-th deal of each match, ``meta.deal``) are kept out of the
fit and used to measure it: top-1 accuracy and log-loss of the fitted model, beside the
same figures for the Expert's sensible rules-of-thumb style (softmax of the heuristic
values at the Expert's sharpness, with its 20% random floor) on the same decisions.

With ``--check FILE`` it fits nothing and writes nothing: it measures the model in FILE
(the shipped one, say) on the held-out games.

This script needs numpy (``pip install numpy``) for the fit; the game itself evaluates
the model in pure Python. It writes the model as JSON (``--out``, by default the file
the game reads, ``assets/models/opponent.json``). A few minutes on two cores.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

try:
    import numpy as np
except ImportError:  # the fit needs it; reading the records does not
    np = None

from briscola_qt.ai.config import ExpertConfig
from briscola_qt.ai.fast import trump_code
from briscola_qt.ai.heuristics import card_values, keep_table
from briscola_qt.ai.learned import FEATURES, FORMAT, features, load_model, situation_of
from briscola_qt.ai.levels import table_for
from briscola_qt.engine.observation import Observation, observe
from briscola_qt.engine.record import RecordError, loads
from briscola_qt.engine.state import GameState

OUT = Path(__file__).resolve().parent.parent / "assets" / "models" / "opponent.json"
SENSIBLE_FLOOR = 0.2  # the sensible style's chance of a random play (``ExpertConfig.styles``)


def rules_of_thumb(obs: Observation, hand: list[int], sharpness: float) -> list[float]:
    """The Expert's sensible style's chance of each card of ``hand`` (its random floor
    included), as ``inference.DealWeigher`` judges a play whose hand it knows."""
    table = table_for(obs.rules)
    trump = trump_code(obs.trump)
    gone = 0
    for card in obs.played_cards():
        gone |= 1 << int(card)
    values = card_values(
        table,
        obs.seat,
        hand,
        hand,
        [int(c) for _, c in obs.trick],
        [s for s, _ in obs.trick],
        trump,
        gone,
        keep_table(trump),
        list(obs.hand_sizes),
    )
    top = max(values)
    exps = [math.exp(sharpness * (v - top)) for v in values]
    total = sum(exps)
    return [SENSIBLE_FLOOR / len(hand) + (1 - SENSIBLE_FLOOR) * e / total for e in exps]


def decisions(path: Path, sharpness: float) -> list[tuple[list[list[float]], int, list[float]]]:
    """(features per card, index of the card played, rules-of-thumb chances) for every
    choice of the record's opponent seat with two cards or more (the Expert is named
    ``expert``, with or without options)."""
    record = loads(path.read_text(encoding="utf-8"))
    names = [str(name).split(":")[0] for name in record.meta.get("players", [])]
    if record.rules.players != 2 or len(names) != 2 or names.count("expert") != 1:
        return []
    seat = 1 - names.index("expert")
    state = GameState(record.rules, record.deck)
    out: list[tuple[list[list[float]], int, list[float]]] = []
    for card in record.plays:
        if state.current_player() == seat:
            obs = observe(state, seat)
            hand = [int(c) for c in obs.hand]
            if len(hand) > 1:
                where = situation_of(obs)
                rows = [features(c, where) for c in hand]
                out.append((rows, hand.index(int(card)), rules_of_thumb(obs, hand, sharpness)))
        state.push(card)
    return out


def tensors(
    found: list[tuple[list[list[float]], int, list[float]]],
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Features (N, 3, F), mask of real cards (N, 3), index played (N,)."""
    n = len(found)
    x = np.zeros((n, 3, len(FEATURES)), np.float64)
    mask = np.zeros((n, 3), bool)
    y = np.zeros(n, np.int64)
    for i, (rows, played, _) in enumerate(found):
        x[i, : len(rows)] = rows
        mask[i, : len(rows)] = True
        y[i] = played
    return x, mask, y


def log_chances(w: np.ndarray, x: np.ndarray, mask: np.ndarray) -> np.ndarray:
    scores = np.where(mask, x @ w, -np.inf)
    top = scores.max(axis=1, keepdims=True)
    return scores - top - np.log(np.exp(scores - top).sum(axis=1, keepdims=True))


def fit(x: np.ndarray, mask: np.ndarray, y: np.ndarray, l2: float, steps: int) -> np.ndarray:
    """Weights maximising the log-likelihood of the plays, less ``l2`` x |w|^2 / 2 (Adam)."""
    n, _, f = x.shape
    w = np.zeros(f)
    m = np.zeros(f)
    v = np.zeros(f)
    rate, b1, b2 = 0.05, 0.9, 0.999
    played = x[np.arange(n), y].mean(axis=0)
    for step in range(1, steps + 1):
        chance = np.exp(log_chances(w, x, mask))
        chance[~mask] = 0.0
        grad = np.einsum("nk,nkf->f", chance, x) / n - played + l2 * w
        m = b1 * m + (1 - b1) * grad
        v = b2 * v + (1 - b2) * grad * grad
        w -= rate * (m / (1 - b1**step)) / (np.sqrt(v / (1 - b2**step)) + 1e-8)
    return w


def measure(chances: np.ndarray, y: np.ndarray) -> tuple[float, float]:
    """Top-1 accuracy and mean log-loss of predicted ``chances`` (N, 3) for plays ``y``."""
    rows = np.arange(len(y))
    accuracy = float((chances.argmax(axis=1) == y).mean())
    loss = float(-np.log(np.maximum(chances[rows, y], 1e-12)).mean())
    return accuracy, loss


def report(
    w: np.ndarray,
    x: np.ndarray,
    mask: np.ndarray,
    y: np.ndarray,
    found: list[tuple[list[list[float]], int, list[float]]],
) -> None:
    """Print the held-out figures of the model, of the model with the sensible styles'
    random floor (as the inference uses it) and of the rules of thumb."""
    model = np.where(mask, np.exp(log_chances(w, x, mask)), 0.0)
    floored = np.where(mask, SENSIBLE_FLOOR / mask.sum(axis=1, keepdims=True), 0.0)
    floored += (1 - SENSIBLE_FLOOR) * model
    thumb = np.zeros_like(model)
    for i, (_, _, chances) in enumerate(found):
        thumb[i, : len(chances)] = chances
    for name, chances in (
        ("learned model", model),
        ("learned model, 20% random", floored),
        ("rules of thumb, 20% random", thumb),
    ):
        acc, loss = measure(chances, y)
        print(f"  {name}: top-1 {acc:.3f}, log-loss {loss:.3f}")
    print(f"  uniform: log-loss {float(np.log(mask.sum(axis=1)).mean()):.3f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="+", type=Path)
    parser.add_argument("--hold-out", default="1013,1014,1015")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--l2", type=float, default=1e-4)
    parser.add_argument("--steps", type=int, default=800)
    parser.add_argument("--check", type=Path, help="measure this model file, fit nothing")
    parser.add_argument(
        "--hold-out-every",
        type=int,
        default=0,
        help="also hold out every K-th deal of each match (records of one match share a seed)",
    )
    args = parser.parse_args(argv)
    if np is None:
        parser.error("the fit needs numpy: pip install numpy")
    held = {int(s) for s in args.hold_out.split(",") if s.strip()}
    sharpness = ExpertConfig().sharpness
    train: list[tuple[list[list[float]], int, list[float]]] = []
    test: list[tuple[list[list[float]], int, list[float]]] = []
    games = 0
    for folder in args.folders:
        for path in sorted(folder.glob("game-*.json")):
            try:
                found = decisions(path, sharpness)
                meta = json.loads(path.read_text(encoding="utf-8"))["meta"]
                deal = int(meta.get("deal", 0))
            except (RecordError, OSError, ValueError, TypeError, KeyError) as error:
                print(f"skipped {path}: {error}", file=sys.stderr)
                continue
            if not found:
                continue
            games += 1
            every = args.hold_out_every
            by_deal = every > 0 and deal % every == every - 1
            (test if by_deal or meta.get("seed") in held else train).extend(found)
    if not test or not (train or args.check):
        parser.error("no decisions to train on or to hold out: check the folders and seeds")
    tx, tmask, ty = tensors(test)
    if args.check:
        w = np.array(load_model(args.check).weights)
        print(f"{args.check}: {len(test)} held-out decisions of {games} games")
        report(w, tx, tmask, ty, test)
        return 0
    x, mask, y = tensors(train)
    w = fit(x, mask, y, args.l2, args.steps)
    model = np.exp(log_chances(w, tx, tmask))
    model[~tmask] = 0.0
    thumb = np.zeros_like(model)
    for i, (_, _, chances) in enumerate(test):
        thumb[i, : len(chances)] = chances
    train_acc, train_loss = measure(np.where(mask, np.exp(log_chances(w, x, mask)), 0.0), y)
    acc, loss = measure(model, ty)
    thumb_acc, thumb_loss = measure(thumb, ty)
    uniform_loss = float(np.log(tmask.sum(axis=1)).mean())
    report(w, tx, tmask, ty, test)
    about = (
        f"{games} games, {len(train)} decisions fitted, {len(test)} held out (seeds "
        f"{sorted(held)}): held-out top-1 {acc:.3f}, log-loss {loss:.3f}; rules of thumb "
        f"{thumb_acc:.3f}, {thumb_loss:.3f}; uniform log-loss {uniform_loss:.3f}; "
        f"fitted decisions top-1 {train_acc:.3f}, log-loss {train_loss:.3f}"
    )
    print(about)
    data = {
        "format": FORMAT,
        "about": "BriscolaBot v3 against the Expert, " + about,
        "features": list(FEATURES),
        "weights": [round(float(v), 5) for v in w],
    }
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(data, indent=0) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
