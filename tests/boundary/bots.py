"""Misbehaving bots for the boundary probes: small briscola-bot/1 programs, one per fault.

``write_bot(folder, name)`` writes the bot into ``folder`` and returns its ``cmd:`` spec.
Every bot process writes its pid to ``folder/<pid>.pid`` first, so a test can check that
none survives the host. A bot plays its first hand card unless its behaviour says otherwise.
"""

from __future__ import annotations

import shlex
import sys
from pathlib import Path

PREAMBLE = """
import json, os, signal, sys, time
FOLDER = sys.argv[1]

def note_pid():
    with open(os.path.join(FOLDER, f"{os.getpid()}.pid"), "w") as out:
        out.write(str(os.getpid()))

def send(message):
    sys.stdout.write(json.dumps(message) + "\\n")
    sys.stdout.flush()

def on_hello():
    send({"type": "hello", "name": "probe"})

def on_move(request, moves):
    send({"type": "move", "card": request["hand"][0]})

note_pid()
"""

LOOP = """
moves = 0
for line in sys.stdin:
    request = json.loads(line)
    if request["type"] == "hello":
        on_hello()
    elif request["type"] == "quit":
        break
    elif request["type"] == "move":
        moves += 1
        on_move(request, moves)
"""

BEHAVIOURS: dict[str, str] = {
    "good": "",
    "slow": """
def on_move(request, moves):
    time.sleep(0.01)
    send({"type": "move", "card": request["hand"][0]})
""",
    "chatty": """
def on_hello():
    send({"type": "hello", "name": "chatty"})
    while True:
        print("thinking...")
""",
    "chatty-answers": """
def on_hello():
    send({"type": "hello", "name": "chatty"})
    while True:
        send({"type": "move", "card": "AC"})
""",
    "duplicate": """
def on_move(request, moves):
    send({"type": "move", "card": request["hand"][0]})
    send({"type": "move", "card": request["hand"][-1]})
""",
    "forking": """
def on_hello():
    ready, told = os.pipe()
    if os.fork() == 0:
        note_pid()
        os.write(told, b"!")
        time.sleep(60)
        os._exit(0)
    os.read(ready, 1)  # the child's pid is on disk before the host hears from us
    send({"type": "hello", "name": "forking"})
""",
    "duplicate-once": """
def on_move(request, moves):
    send({"type": "move", "card": request["hand"][0]})
    once = os.path.join(FOLDER, "answered-twice")
    if moves == 3 and not os.path.exists(once):  # one extra line in the whole match
        open(once, "w").close()
        send({"type": "move", "card": request["hand"][-1]})
""",
    "duplicate-echo": """
def on_move(request, moves):
    answer = {"type": "move", "card": request["hand"][0], "id": request["id"]}
    send(answer)
    once = os.path.join(FOLDER, "answered-twice")
    if moves == 3 and not os.path.exists(once):
        open(once, "w").close()
        send(answer)
""",
    "flood": """
def on_move(request, moves):
    while True:
        send({"type": "move", "card": request["hand"][0]})
""",
    "huge-line": """
def on_move(request, moves):
    sys.stdout.write("x" * 10_000_000)
    sys.stdout.flush()
    time.sleep(60)
""",
    "huge-json": """
def on_move(request, moves):
    sys.stdout.write('{"type": "move", "card": "' + "A" * 1_000_000 + '"}\\n')
    sys.stdout.flush()
""",
    "deep-json": """
def on_move(request, moves):
    print("[" * 50_000, flush=True)
""",
    "big-number": """
def on_move(request, moves):
    print('{"type": "move", "card": ' + "9" * 5000 + "}", flush=True)
""",
    "not-utf8": """
def on_move(request, moves):
    sys.stdout.buffer.write(b'{"type": "move", "card": "\\xff\\xfe"}\\n')
    sys.stdout.flush()
""",
    "garbage": """
def on_move(request, moves):
    print("I think the ace, maybe?", flush=True)
""",
    "wrong-message": """
def on_move(request, moves):
    send({"type": "hello", "name": "again"})
""",
    "silent": """
def on_move(request, moves):
    time.sleep(60)
""",
    "late": """
def on_move(request, moves):
    once = os.path.join(FOLDER, "was-late")
    if not os.path.exists(once):  # only the first process is late
        open(once, "w").close()
        time.sleep(1.5)
    send({"type": "move", "card": request["hand"][0]})
""",
    "exit-7": """
def on_move(request, moves):
    sys.exit(7)
""",
    "sigkill": """
def on_move(request, moves):
    os.kill(os.getpid(), signal.SIGKILL)
""",
    "sigterm": """
def on_move(request, moves):
    os.kill(os.getpid(), signal.SIGTERM)
""",
    "closed-output": """
def on_move(request, moves):
    os.close(1)
    time.sleep(60)
""",
    "garbage-hello": """
def on_hello():
    print("hi there, which game is this?", flush=True)
""",
    "silent-hello": """
def on_hello():
    time.sleep(60)
""",
    "exit-at-hello": """
def on_hello():
    sys.exit(5)
""",
    "illegal": """
def on_move(request, moves):
    card = next(c for c in ("AD", "AC", "AS", "AB", "3D") if c not in request["hand"])
    send({"type": "move", "card": card})
""",
}


def write_bot(folder: Path, name: str) -> str:
    """The ``cmd:`` spec of bot ``name``, written into ``folder`` (its pids go there too)."""
    script = folder / f"bot_{name.replace('-', '_')}.py"
    script.write_text(PREAMBLE + BEHAVIOURS[name] + LOOP, encoding="utf-8")
    return "cmd:" + shlex.join([sys.executable, str(script), str(folder)])
