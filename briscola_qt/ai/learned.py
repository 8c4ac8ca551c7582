"""A learned model of how an opponent chooses its card (two-player classic).

A conditional logit: each legal card gets a score, a weighted sum of features of that
card in the situation (its points and strength, trump or not, whether it takes the card
led and how many points that brings, how many unseen cards could beat it, the stock
left, the score), and the chance of playing it is the softmax of the scores over the
legal cards. Because no feature depends on the rest of the hand, one play's scores are
computed once per card and any hand the inference puts in the seat's place costs only a
few additions. The weights are data (``assets/models/opponent.json``), fitted to the
plays of BriscolaBot v3 against the Expert by ``tools/train_opponent.py``; the inference
(``inference.DealWeigher``) uses the model as one opponent style among the others.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from functools import cache
from pathlib import Path
from typing import Final

from ..assets import assets_dir
from ..engine.cards import MAJORITY
from ..engine.observation import Observation
from .fast import BIT, PTS, RANK, SUIT, beaters, played_mask, trump_code

FORMAT: Final = "briscola-opponent/1"
MODEL_FILE: Final = "opponent.json"
_MAX_BYTES: Final = 200_000

_BASE: Final = (
    "points",
    "trump",
    "trump_strength",
    "plain_strength",
    "trump_points",
    "threats",
    "points_threats",
    *(f"{kind}_rank_{r}" for kind in ("plain", "trump") for r in "A3KQJ76542"),
)
_ANSWER: Final = (
    "takes",
    "takes_led_points",
    "takes_own_points",
    "gives_own_points",
    "takes_with_trump",
    "trump_takes_led_points",
    "trump_loses",
    "led_points_trump",
    "takes_to_win",
    "gives_to_lose",
    "same_suit",
    "led_trump_takes",
)
_LEAD: Final = ("lead_to_win",)
_PHASES: Final = ("", "late_", "ahead_")
FEATURES: Final[tuple[str, ...]] = tuple(
    phase + where + name
    for phase in _PHASES
    for where, names in (("lead_", _BASE + _LEAD), ("answer_", _BASE + _ANSWER))
    for name in names
)
"""The feature names, in the order of the weights."""
_BASE_SIZE: Final = len(_BASE)
_BLOCK: Final = 2 * len(_BASE) + len(_LEAD) + len(_ANSWER)
_EMPTY_LEAD: Final = (0.0,) * (len(_BASE) + len(_LEAD))
_EMPTY_ANSWER: Final = (0.0,) * (len(_BASE) + len(_ANSWER))


class OpponentModelError(ValueError):
    """The model's data file is missing or does not hold a model of these features."""


class Situation:
    """What the seat knew when it chose: the card led (or none), the trump suit, the
    cards out of play, the points of the seat and of its opponent, the cards left to
    draw."""

    __slots__ = ("gone", "led", "mine", "stock", "theirs", "trump")

    def __init__(self, led: int, trump: int, gone: int, mine: int, theirs: int, stock: int) -> None:
        self.led = led  # -1 when the seat leads
        self.trump = trump
        self.gone = gone
        self.mine = mine
        self.theirs = theirs
        self.stock = stock


def situation_of(obs: Observation) -> Situation:
    """The ``Situation`` of the seat to play in a two-player ``obs``."""
    seat = obs.seat
    return Situation(
        int(obs.trick[0][1]) if obs.trick else -1,
        trump_code(obs.trump),
        played_mask(obs),
        obs.points[seat],
        obs.points[1 - seat],
        obs.stock_count,
    )


def block(card: int, where: Situation) -> list[float]:
    """The features of playing ``card`` in ``where`` before they are crossed with the
    phase of the deal: the leading half or the answering half, the other left zero."""
    trump = where.trump
    pts = PTS[card] / 11.0
    is_trump = 1.0 if SUIT[card] == trump else 0.0
    strength = (9 - RANK[card]) / 9.0
    threats = (beaters(trump)[card] & ~(where.gone | BIT[card])).bit_count() / 10.0
    base = [0.0] * _BASE_SIZE
    base[:7] = (
        pts,
        is_trump,
        is_trump * strength,
        (1.0 - is_trump) * strength,
        is_trump * pts,
        threats,
        pts * threats,
    )
    base[7 + RANK[card] + (10 if is_trump else 0)] = 1.0
    led = where.led
    if led < 0:
        return [*base, 1.0 if where.mine + PTS[card] >= MAJORITY else 0.0, *_EMPTY_ANSWER]
    led_pts = PTS[led] / 11.0
    takes = 1.0 if BIT[card] & beaters(trump)[led] else 0.0
    loses = 1.0 - takes
    trick = PTS[led] + PTS[card]
    return [
        *_EMPTY_LEAD,
        *base,
        takes,
        takes * led_pts,
        takes * pts,
        loses * pts,
        takes * is_trump,
        takes * is_trump * led_pts,
        loses * is_trump,
        led_pts * is_trump,
        takes if where.mine + trick >= MAJORITY else 0.0,
        loses if where.theirs + trick >= MAJORITY else 0.0,
        1.0 if SUIT[card] == SUIT[led] else 0.0,
        takes if SUIT[led] == trump else 0.0,
    ]


def features(card: int, where: Situation) -> list[float]:
    """The feature vector of playing ``card`` in ``where``, in ``FEATURES`` order: the
    block, the block again once the stock is empty, the block times the score lead."""
    plain = block(card, where)
    late = plain if where.stock == 0 else [0.0] * _BLOCK
    lead = (where.mine - where.theirs) / 60.0
    return plain + late + [lead * x for x in plain]


class LearnedStyle:
    """The learned model: ``chances`` of each card of a hand, ``score`` of one card."""

    def __init__(self, weights: Sequence[float], about: str = "") -> None:
        if len(weights) != len(FEATURES):
            raise OpponentModelError(
                f"the model has {len(weights)} weights, the features are {len(FEATURES)}"
            )
        self.weights = tuple(float(w) for w in weights)
        self.about = about
        self._phases: dict[tuple[bool, int], list[float]] = {}

    def score(self, card: int, where: Situation) -> float:
        """The card's score (its log-chance, up to the hand's normaliser): the weights
        dotted with ``features``, the phases' weights summed first (the same number)."""
        key = (where.stock == 0, where.mine - where.theirs)
        weights = self._phases.get(key)
        if weights is None:
            w = self.weights
            late = 1.0 if key[0] else 0.0
            lead = key[1] / 60.0
            weights = [
                w[i] + late * w[i + _BLOCK] + lead * w[i + 2 * _BLOCK] for i in range(_BLOCK)
            ]
            self._phases[key] = weights
        return sum([w * x for w, x in zip(weights, block(card, where), strict=True) if x])

    def chances(self, hand: Sequence[int], where: Situation) -> list[float]:
        """The chance of playing each card of ``hand`` (all legal), summing to 1."""
        scores = [self.score(c, where) for c in hand]
        top = max(scores)
        exps = [math.exp(s - top) for s in scores]
        total = sum(exps)
        return [e / total for e in exps]


def parse_model(text: str | bytes, name: str = MODEL_FILE) -> LearnedStyle:
    """The model a data file holds; OpponentModelError saying what is wrong with it."""
    if len(text) > _MAX_BYTES:
        raise OpponentModelError(f"{name}: larger than {_MAX_BYTES} bytes")
    try:
        data = json.loads(text)
    except (ValueError, UnicodeDecodeError) as error:
        raise OpponentModelError(f"{name}: not valid JSON ({error})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise OpponentModelError(f"{name}: not a {FORMAT} file")
    names = data.get("features")
    weights = data.get("weights")
    if names != list(FEATURES):
        raise OpponentModelError(f"{name}: made for other features than this version's")
    if not isinstance(weights, list) or not all(
        type(w) in (int, float) and math.isfinite(w) for w in weights
    ):
        raise OpponentModelError(f"{name}: the weights must be a list of finite numbers")
    return LearnedStyle(weights, str(data.get("about", "")))


def load_model(path: Path) -> LearnedStyle:
    """The model in the file at ``path``; OpponentModelError if missing or broken."""
    try:
        text = path.read_bytes()
    except OSError as error:
        raise OpponentModelError(f"cannot read the opponent model {path}: {error}") from None
    return parse_model(text, str(path))


@cache
def learned_style() -> LearnedStyle:
    """The model shipped with the game (read once)."""
    return load_model(assets_dir() / "models" / MODEL_FILE)
