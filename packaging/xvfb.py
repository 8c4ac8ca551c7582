"""A private X server (Xvfb) for the checks that need a display: the Wine check, the
packaging tests' window and the start-up figures in a real X window.

    with private_display() as display:  # e.g. ":5"
        ...
"""

from __future__ import annotations

import contextlib
import os
import select
import shutil
import signal
import subprocess
from collections.abc import Iterator

START_TIMEOUT_S = 20


class DisplayError(Exception):
    """No X server could be started."""


@contextlib.contextmanager
def private_display(size: str = "1280x900x24") -> Iterator[str]:
    """Start Xvfb on a free display number it picks itself; end it (its process group)
    on leaving."""
    xvfb = shutil.which("Xvfb")
    if not xvfb:
        raise DisplayError("Xvfb is not installed (apt-get install xvfb)")
    read, write = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write), "-screen", "0", size, "-nolisten", "tcp"],
        pass_fds=(write,),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    os.close(write)
    try:
        with os.fdopen(read) as said:
            ready, _, _ = select.select([said], [], [], START_TIMEOUT_S)
            number = said.readline().strip() if ready else ""
        if not number.isdigit():
            raise DisplayError(f"Xvfb did not start within {START_TIMEOUT_S} s")
        yield f":{number}"
    finally:
        with contextlib.suppress(OSError):
            os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(OSError):
                os.killpg(server.pid, signal.SIGKILL)
            server.wait(timeout=10)
