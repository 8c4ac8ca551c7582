"""The Briscola server for a club (``briscola-server``, docs/server.md): many network tables
at one address, headless, for a machine on the internet.

Each table is the app's own table server (``net.server.TableServer``, ``briscola-net/1``,
unchanged) under a path of its own; a lobby (``briscola-server/1``) lists the tables and
opens new ones (``lobby``); every table's moves go to an append-only record of its own
(``journal``), so a server killed at any moment starts again with every table where it
stood (``tables``); computer seats think in a pool of processes (``pool``). Nothing here
imports Qt.
"""
