"""Generators for the project's own card art: three decks, their manifests and the app icon.

Everything is drawn from code so the art can be changed and re-made; output is deterministic.
"""
