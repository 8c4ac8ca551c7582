"""A seat at a friend's table: the window's game played over the network (issue 44)."""
