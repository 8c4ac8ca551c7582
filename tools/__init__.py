"""Developer tools for briscola-qt (not shipped with the app)."""
