"""How far the engine reads the card texts a rules document prints as examples (issue 12).

The texts are those ``grammar.examples`` reads out of the game's rules document (a general
reader: quotes in example contexts). For each: whether the grammar parses it (some ability, no
syntax error), whether every ability compiles (``ruling.abilities``), and whether it runs: the
card put where its text is in force on a board (the game's default place), a ruling holds it
without an error and names none of its abilities in an ``unsupported`` warning. A text the
engine reads as no ability at all is counted apart (``silent``): nothing would report it.

A text printed as a cost (``Example.role``) is measured as the cost of an activated ability in
the game's form (``COST_FORM``).

``python -m ruling.rules_examples GAME [--list]``: the figures as JSON (``--list``: each text,
its clause and how far it got, with the refusal's reason).
"""

from __future__ import annotations

import json
import sys
from dataclasses import dataclass
from typing import Any

from ruling.abilities import abilities_of
from ruling.state import Card

# where a card's text is in force on a board, per game: (zone, slot or None)
BOARD_PLACE: dict[str, tuple[str, str | None]] = {
    "vs": ("ring", None),
    "co": ("field", None),
    "mc": ("hand", None),
    "ws": ("stage", "center_front"),
    "vg": ("left_front", None),
}
# the phase of the board's turn (the main phase's name), where not "main"
PHASE = {"vs": "chara"}
# zones that hold one card
ONE_CARD = {"ring", "left_front"}
# a text the document prints as a cost is measured as the cost of an activated ability of the
# game's own form (VS 8.1.1.1.1 [領域][コスト], CO 4-2-10 「コスト:効果」) with a plain effect
COST_FORM = {
    "vs": "[リング][{}]あなたは1枚引く。",
    "co": "{}:あなたは山札からカードを1枚引く。",
}


@dataclass
class Outcome:
    clause: str
    text: str
    parses: bool
    compiles: bool
    runs: bool
    silent: bool  # read as no ability at all
    reason: str = ""


def board(game: str, text: str) -> dict[str, Any]:
    zone, slot = BOARD_PLACE[game]
    card = {"name": "example", "text": text}
    a: dict[str, Any] = {"deck": 10}
    if slot is not None:
        a[zone] = {slot: card}
    elif zone in ONE_CARD:
        a[zone] = card
    else:
        a[zone] = [card]
    return {
        "game": game,
        "title": "a rules document's example text",
        "turn": {"player": "A", "number": 3, "phase": PHASE.get(game, "main")},
        "players": {"A": a, "B": {"deck": 10}},
    }


def runs_on_board(game: str, text: str) -> tuple[bool, str]:
    """Whether a ruling with the card on a board holds it without an error or a warning that
    one of its abilities is not run."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    try:
        r = resolve(loads(json.dumps(board(game, text), ensure_ascii=False)))
    except Exception as exc:  # measured, not raised: the figure counts it as not run
        return False, f"{type(exc).__name__}: {exc}"
    warned = [w.en for w in r.warnings() if w.kind == "unsupported"]
    return (not warned), "; ".join(warned)[:200]


def measure(game: str) -> list[Outcome]:
    from grammar.examples import game_examples
    from grammar.parse import parse_card
    from ruling.rules import get_game

    get_game(game)
    out: list[Outcome] = []
    for ex in game_examples(game):
        text = (
            COST_FORM[game].format(ex.text) if ex.role == "cost" and game in COST_FORM else ex.text
        )
        res = parse_card(text, game)
        parses = bool(res.ok and res.card is not None and res.card.abilities)
        abs_ = abilities_of(game, Card("x", "x", text=text))
        compiles = bool(abs_) and all(a.supported for a in abs_)
        reason = next((f"{a.text[:60]}: {a.reason}" for a in abs_ if not a.supported), "")
        runs = False
        if compiles:
            runs, why = runs_on_board(game, text)
            reason = reason or why
        if not parses and not reason:
            reason = "; ".join(d.message for d in res.diagnostics)[:200]
        out.append(Outcome(ex.clause, ex.text, parses, compiles, runs, not abs_, reason))
    return out


def summary(game: str, outcomes: list[Outcome]) -> dict[str, Any]:
    return {
        "game": game,
        "texts": len(outcomes),
        "parse": sum(o.parses for o in outcomes),
        "compile": sum(o.compiles for o in outcomes),
        "run": sum(o.runs for o in outcomes),
        "silent": sum(o.silent for o in outcomes),
    }


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    usage = "usage: python -m ruling.rules_examples GAME [--list]"
    listing = "--list" in args
    rest = [a for a in args if a != "--list"]
    if len(rest) != 1 or rest[0] not in BOARD_PLACE:
        print(f"ゲームを一つ指定してください（{', '.join(BOARD_PLACE)}）。{usage}", file=sys.stderr)
        return 2
    outcomes = measure(rest[0])
    report = summary(rest[0], outcomes)
    if listing:
        report["texts_read"] = [o.__dict__ for o in outcomes]
    print(json.dumps(report, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
