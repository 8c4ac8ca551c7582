"""Briscola chiamata's additions to the window: the auction panel, the table's extras and
the end-of-deal summary."""
