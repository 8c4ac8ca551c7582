"""A bot for tests that misbehaves on purpose, speaking briscola-bot/1.

Usage: scripted_bot.py MODE [AT [ONCE]]. It plays its first hand card, except at its
move number AT (default 3) where, by MODE: "illegal" names a card it does not hold,
"garbage" writes a line that is not JSON, "crash" exits, "silent" never answers,
"unknown" names no card at all. MODE "good" never misbehaves. With ONCE (a file path),
only the first bot process to reach move AT misbehaves (it creates the file); the host
restarts a crashed or silent bot, and the restarted one then plays well. Its good
answers echo the request's ``id``. In chiamata's auction it calls the strongest rank
still legal at its first call and passes after, and names coins as its suit; MODE
"badcall" calls "2:121" (no such call) at its first call.
"""

import json
import sys
import time
from pathlib import Path

mode = sys.argv[1]
at = int(sys.argv[2]) if len(sys.argv) > 2 else 3
once = Path(sys.argv[3]) if len(sys.argv) > 3 else None
moves = 0
for line in sys.stdin:
    request = json.loads(line)
    if request["type"] == "hello":
        print(json.dumps({"type": "hello", "name": f"scripted-{mode}"}), flush=True)
    elif request["type"] == "quit":
        break
    elif request["type"] in ("call", "suit"):
        if request["type"] == "suit":
            answer = {"type": "suit", "suit": "D"}
        else:
            order = ["A", "3", "K", "Q", "J", "7", "6", "5", "4", "2"]
            called = [c for c in request["auction"] if c in order]
            lower = order[order.index(called[-1]) + 1 :] if called else order
            first = len(request["auction"]) < 5
            call = lower[0] if first and lower else "pass"
            answer = {"type": "call", "call": "2:121" if first and mode == "badcall" else call}
        answer["id"] = request.get("id")
        print(json.dumps(answer), flush=True)
    elif request["type"] == "move":
        moves += 1
        hand = request["hand"]
        misbehave = moves == at and mode != "good"
        if misbehave and once is not None:
            misbehave = not once.exists()
            once.touch()
        if misbehave:
            if mode == "illegal":
                card = next(c for c in ("AD", "AC", "AS", "AB", "3D") if c not in hand)
                print(json.dumps({"type": "move", "card": card}), flush=True)
                continue
            if mode == "garbage":
                print("I think the ace, maybe?", flush=True)
                continue
            if mode == "crash":
                sys.exit(7)
            if mode == "silent":
                time.sleep(30)
            if mode == "unknown":
                print(json.dumps({"type": "move", "card": "ZZ"}), flush=True)
                continue
        # Its good answers echo the request's id, as serve-bot does, so the host need not
        # watch for a second line after each (tests/boundary/bots.py has bots that don't).
        answer = {"type": "move", "card": hand[0]}
        if "id" in request:
            answer["id"] = request["id"]
        print(json.dumps(answer), flush=True)
