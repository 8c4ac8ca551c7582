"""The game as the window plays it: the session controller over the engine, its snapshot of
the table, Briscola chiamata's match at the table, and the computer players' thinking time."""
