"""What is kept of the games played: the history and statistics windows, the autosave, the
review of a kept deal or record file, and the fair shuffle's proof."""
