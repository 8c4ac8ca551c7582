"""Briscola for the desktop: rules engine, computer players and a Qt table."""
