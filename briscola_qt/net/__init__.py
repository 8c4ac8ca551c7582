"""Play with friends: a table on the network (``briscola-net/1``, docs/network.md).

The host's engine alone runs the table (``hosted``); ``server`` serves it over WebSocket to
the friends who know the invitation code (``invitation``), every message sealed (``channel``)
and checked (``protocol``); ``client`` is a friend's end. Nothing here imports Qt.
"""
