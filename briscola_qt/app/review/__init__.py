"""Learning from the game: the review of a deal, the coach's hints, the analyses worked out
in a child process, and the card tracker."""
