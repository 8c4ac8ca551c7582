"""The French deck in the English four-colour scheme (hearts red, diamonds blue, clubs green,
spades black): the same drawings, told apart by colour as well as by shape."""

from __future__ import annotations

from . import french
from .french_suits import FOUR_COLOR

W, H = french.W, french.H


def face(code: str) -> str:
    return french.face(code, FOUR_COLOR)


def back() -> str:
    return french.back()
