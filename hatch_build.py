"""Build hook: a wheel carries the top-level assets/ (decks, icons, translations) inside
the package as briscola_qt/_assets; an editable install reads assets/ in place instead,
so it gets no copy that could go stale (briscola_qt/assets.py looks in both places)."""

from __future__ import annotations

from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class AssetsHook(BuildHookInterface):  # type: ignore[misc]
    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if version != "editable":
            build_data["force_include"]["assets"] = "briscola_qt/_assets"
