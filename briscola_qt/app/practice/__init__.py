"""Practise my mistakes: the player's costliest cards of the history, played again."""
