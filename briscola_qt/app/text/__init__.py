"""The game's words in the interface's language: card names, the table's sentences,
Briscola chiamata's calls, and the rules help's text."""
