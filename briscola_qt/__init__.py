"""Briscola for the desktop: rules engine, computer players and a Qt table."""

__version__ = "0.1.0"
