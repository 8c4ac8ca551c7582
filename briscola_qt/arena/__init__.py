"""The arena: the headless ``briscola-arena`` program (verify records, play matches
between computer players and external bots, serve a player as a bot). No Qt here: the
app never imports it, and it stands on the engine and the computer players alone.

``cli`` is the command line; ``tournament`` plays matches, ``servebot`` answers a bot
host's requests, ``matchsave`` keeps a match's records in a folder, ``readin`` and
``interrupts`` bound what comes in and stop cleanly on Ctrl+C.
"""

from .cli import main

__all__ = ["main"]
