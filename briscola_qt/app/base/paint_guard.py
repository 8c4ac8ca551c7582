"""No exception leaves a painting method for Qt.

PySide6 (6.11 seen) ends the process with a segmentation fault when some exceptions (an
IndexError from a tuple, a ZeroDivisionError) leave a Python override that Qt called from
within another Python override: the scene's ``drawForeground`` called by the view's, a
card's ``paint`` under a view that paints in Python. A player lost a match that way (issue
41). Every painting override of the app is wrapped in ``guarded``: what goes wrong is
drawn no further, logged, and handed to ``sys.excepthook`` (the crash reporter's dialog
after the painting is done, or the test's failure), and the game goes on."""

from __future__ import annotations

import functools
import logging
import sys
from collections.abc import Callable
from typing import ParamSpec

log = logging.getLogger(__name__)

P = ParamSpec("P")

GUARDED = "__paint_guarded__"
"""Set on a guarded method (tests check that every painting override has it)."""


def guarded(paint: Callable[P, None]) -> Callable[P, None]:
    """``paint`` that never raises: an error is logged and reported, not passed to Qt."""

    @functools.wraps(paint)
    def guarded_paint(*args: P.args, **kwargs: P.kwargs) -> None:
        try:
            paint(*args, **kwargs)
        except Exception as error:  # (every error: none may reach the binding)
            log.error("painting %s failed", paint.__qualname__, exc_info=error)
            sys.excepthook(type(error), error, error.__traceback__)

    setattr(guarded_paint, GUARDED, True)
    return guarded_paint
