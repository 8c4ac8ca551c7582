"""The folder of ``briscola-arena match --save DIR``: records and a summary, never overwritten.

A folder that already holds a match's files (``game-NNNNN.json``, ``summary.json``) is
refused unless the user says ``continue`` (number the new games after the last, keep the
earlier summary under another name) or ``replace`` (remove those files first). Each file
is written atomically (``files.write_atomic``), so an interrupted or failed write leaves
no half record; a failure is a ``MatchFolderError`` naming the file.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, Literal

from ..files import write_atomic

__all__ = ["SUMMARY", "MatchFolder", "MatchFolderError", "Reuse", "record_name"]

Reuse = Literal["refuse", "continue", "replace"]

SUMMARY: Final = "summary.json"
_RECORD = re.compile(r"game-(\d{5,})\.json")
_OLD_SUMMARY = re.compile(r"summary-until-game-\d{5,}(-\d+)?\.json")


class MatchFolderError(Exception):
    """The save folder cannot be used, or a file in it cannot be written."""


def record_name(game: int) -> str:
    return f"game-{game:05d}.json"


@dataclass
class MatchFolder:
    """Where one match's records go; ``first_game`` is the number of its first record."""

    path: Path
    first_game: int = 1

    @classmethod
    def open(cls, path: Path, reuse: Reuse = "refuse") -> MatchFolder:
        """The folder ready for a match; MatchFolderError if it cannot be used as ``reuse`` says."""
        if path.exists() and not path.is_dir():
            raise MatchFolderError(f"--save {path}: not a folder")
        try:
            path.mkdir(parents=True, exist_ok=True)
            names = [entry.name for entry in path.iterdir()]
        except OSError as error:
            raise MatchFolderError(
                f"--save {path}: cannot create or read it ({_why(error)})"
            ) from None
        games = sorted(int(m.group(1)) for n in names if (m := _RECORD.fullmatch(n)))
        has_summary = SUMMARY in names
        folder = cls(path)
        if games or has_summary:
            if reuse == "refuse":
                held = f"{len(games)} records" + (" and a summary" if has_summary else "")
                raise MatchFolderError(
                    f"--save {path} already holds a match ({held}); "
                    "give --continue to add to it or --replace to overwrite it"
                )
            try:
                if reuse == "replace":
                    for name in names:
                        if _RECORD.fullmatch(name) or _OLD_SUMMARY.fullmatch(name):
                            (path / name).unlink()
                    if has_summary:
                        (path / SUMMARY).unlink()
                else:
                    folder.first_game = (games[-1] if games else 0) + 1
                    if has_summary:
                        _keep_old_summary(path, folder.first_game - 1)
            except OSError as error:
                raise MatchFolderError(
                    f"--save {path}: cannot {reuse} it ({_why(error)})"
                ) from None
        folder._check_writable()
        return folder

    def _check_writable(self) -> None:
        """Fail before the first deal, not after an hour of play, if nothing can be saved."""
        try:
            handle, probe = tempfile.mkstemp(prefix=".write-test.", dir=self.path)
            os.close(handle)
            os.unlink(probe)
        except OSError as error:
            raise MatchFolderError(
                f"--save {self.path}: cannot write in it ({_why(error)})"
            ) from None

    def write_record(self, game: int, record: dict[str, Any]) -> Path:
        return self._write(record_name(game), json.dumps(record, indent=1) + "\n")

    def write_summary(self, summary: dict[str, Any]) -> Path:
        return self._write(SUMMARY, json.dumps(summary, indent=1) + "\n")

    def _write(self, name: str, text: str) -> Path:
        target = self.path / name
        try:
            write_atomic(target, text.encode("utf-8"))
        except OSError as error:
            raise MatchFolderError(f"cannot save {target}: {_why(error)}") from None
        return target


def _keep_old_summary(path: Path, last_game: int) -> None:
    """Rename the earlier run's summary so the continued run's summary does not replace it."""
    stem = f"summary-until-game-{last_game:05d}"
    target = path / f"{stem}.json"
    counter = 1
    while target.exists():
        counter += 1
        target = path / f"{stem}-{counter}.json"
    os.replace(path / SUMMARY, target)


def _why(error: OSError) -> str:
    return error.strerror or str(error)
