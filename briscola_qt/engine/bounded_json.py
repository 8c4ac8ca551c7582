"""JSON from outside the program (records, bots' answers, deck manifests), read within
limits: its size, how deeply it nests and how long a number may be. Every failure is one
`BoundedJSONError` saying what was wrong, never a RecursionError or a 4,300-digit
ValueError from deep inside the json module."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

__all__ = ["BoundedJSONError", "Limits", "loads"]


class BoundedJSONError(ValueError):
    """Outside JSON that is malformed or beyond the limits; the message says which."""


@dataclass(frozen=True)
class Limits:
    """How much JSON one read accepts."""

    max_bytes: int = 1_000_000
    max_depth: int = 32
    max_number_chars: int = 40


DEFAULT = Limits()


def loads(text: str | bytes, limits: Limits = DEFAULT) -> Any:
    """Parse ``text`` as JSON within ``limits``; raise BoundedJSONError otherwise."""
    if len(text) > limits.max_bytes:
        raise BoundedJSONError(f"more than {limits.max_bytes:,} bytes of JSON")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as err:
            raise BoundedJSONError(f"not UTF-8 text (byte {err.start})") from None

    def number(kind: type[int] | type[float]) -> Any:
        def parse(literal: str) -> int | float:
            if len(literal) > limits.max_number_chars:
                raise BoundedJSONError(
                    f"a number of {len(literal):,} characters (at most {limits.max_number_chars})"
                )
            value = kind(literal)
            if not math.isfinite(value):
                raise BoundedJSONError(f"the number {literal[:20]} is too large")
            return value

        return parse

    try:
        value = json.loads(
            text,
            parse_int=number(int),
            parse_float=number(float),
            parse_constant=_no_constant,
        )
    except BoundedJSONError:
        raise
    except RecursionError:
        raise BoundedJSONError(f"nested more than {limits.max_depth} levels deep") from None
    except json.JSONDecodeError as err:
        raise BoundedJSONError(
            f"not JSON: {err.msg} (line {err.lineno}, column {err.colno})"
        ) from None
    except ValueError as err:  # e.g. a lone surrogate that cannot be decoded
        raise BoundedJSONError(f"not JSON: {err}") from None
    if _depth(value) > limits.max_depth:
        raise BoundedJSONError(f"nested more than {limits.max_depth} levels deep")
    return value


def _no_constant(name: str) -> None:
    raise BoundedJSONError(f"{name} is not a JSON number")


def _depth(value: Any) -> int:
    """How many arrays and objects deep ``value`` nests (0 for a scalar), without recursion."""
    if not isinstance(value, (dict, list)):
        return 0
    deepest = 0
    stack = [(value, 1)]
    while stack:
        item, level = stack.pop()
        if level > deepest:
            deepest = level
        below = level + 1
        # Only the arrays and objects are stacked: a message's many scalars are passed.
        for child in item.values() if isinstance(item, dict) else item:
            if isinstance(child, (dict, list)):
                stack.append((child, below))
    return deepest
