"""`shinpan scenario new`: the conversation driven by a program, completion, and the file."""

from __future__ import annotations

import json
from pathlib import Path

import yaml
from typer.testing import CliRunner

from cli import app
from ruling.rules import get_game
from ruling.scenario import loads
from ruling.wizard import Wizard, complete, nearest, zone_names


class Script:
    """Answers in order; records each question and the completions it offered."""

    def __init__(self, answers: list[str]) -> None:
        self.answers = list(answers)
        self.asked: list[tuple[str, list[str]]] = []
        self.said: list[str] = []

    def ask(self, question: str, names, default: str) -> str:
        self.asked.append((question, list(names)))
        a = self.answers.pop(0)
        return a if a != "<default>" else default


ANSWERS = [
    "level 3, 6 in clock, takes 1 damage",  # title
    "B",  # turn player
    "4",  # turn number
    "atack",  # phase: no such phase -> refused, nearest named
    "attack",
    "damage",  # step
    "levle",  # A's zone: refused (nearest: level)
    "level",
    "3",
    "clock",
    "6",
    "deck",
    "桜, 9",
    "",  # A done
    "deck",
    "20",
    "",  # B done
    "damag",  # verb: refused
    "damage",
    "B",  # whose
    "A",  # damage.to
    "1",  # damage.amount
    "",  # damage.source: left out
    "",  # done
]


def test_wizard_builds_a_valid_scenario():
    s = Script(ANSWERS)
    w = Wizard(get_game("ws"), s.ask, s.said.append, "en")
    data = w.run()
    assert not s.answers  # every scripted answer was used
    assert any("nearest: attack" in m for m in s.said)  # the phase refused with its fix
    assert any("nearest: level" in m for m in s.said)
    assert any("nearest: damage" in m for m in s.said)
    # completions offered: zone names, phases, verbs
    offered = {q.split(" ")[0]: names for q, names in s.asked}
    assert "center_front" in offered["A's"] and "clock" in offered["A's"]
    assert "attack" in next(n for q, n in s.asked if q == "phase")
    assert "damage" in next(n for q, n in s.asked if q.startswith("action"))
    assert data["players"]["A"] == {"level": 3, "clock": 6, "deck": [{"name": "桜"}, 9]}
    assert data["actions"] == [{"do": "damage", "player": "B", "to": "A", "amount": 1}]
    scn = loads(yaml.safe_dump(data, allow_unicode=True))  # a valid scenario file
    assert scn.turn.step == "damage"


def test_completion_and_nearest():
    zones = zone_names(get_game("ws"))
    assert complete("wa", zones) == ["waiting_room"]
    assert complete("center", zones) == ["center_front"]
    assert nearest("stck", zones)[0] == "stock"


def test_cli_scenario_new_writes_a_valid_file(tmp_path: Path, kb_path: Path):
    out = tmp_path / "new.yaml"
    feed = "\n".join(a if a != "<default>" else "" for a in ANSWERS) + "\n"
    r = CliRunner().invoke(
        app,
        ["scenario", "new", "ws", "-o", str(out), "--db", str(kb_path), "--lang", "en"],
        input=feed,
    )
    assert r.exit_code == 0, r.output
    scn = loads(out.read_text(encoding="utf-8"), str(out))
    assert scn.actions[0].do == "damage"
    ruling = CliRunner().invoke(app, ["ruling", str(out), "--json"])
    assert json.loads(ruling.output)["outcome"]["loser"] == "A"
    # an existing file is never overwritten
    again = CliRunner().invoke(app, ["scenario", "new", "ws", "-o", str(out)], input=feed)
    assert again.exit_code == 2
    # a script that stops early ends with a sentence, and writes nothing
    other = tmp_path / "other.yaml"
    short = CliRunner().invoke(app, ["scenario", "new", "ws", "-o", str(other)], input="t\n")
    assert short.exit_code == 2 and not other.exists() and "Traceback" not in short.output
