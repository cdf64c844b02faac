"""Every ability of the Vanguard card corpus that the compiler accepts actually runs: a smoke run
on a generic board with every choice answered by its first option (so optional steps and costs
are carried out), and the values every continuous ability feeds are worked out."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import ruling.games.vg  # noqa: F401  (registers the compiler)
from ruling.abilities import abilities_of
from ruling.core import Engine
from ruling.games._vg.abilities import Rt, activate, card_resolve, run_program
from ruling.games._vg.common import circle
from ruling.games._vg.values import critical, drive, power, shield
from ruling.rules import Choose, get_game
from ruling.scenario import build, loads
from ruling.state import Card, Pending

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "cards" / "vg.cards.jsonl"
GAME = get_game("vg")

BOARD = """
game: vg
title: smoke
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 騎士王 アルフレッド, grade: 3, power: 13000, text: "【アイチアイコン】"}
    left_front: {name: 前衛, type: normal, grade: 2, power: 10000, skills: [intercept]}
    center_back: {name: 後衛, type: normal, grade: 1, power: 8000, skills: [boost]}
    hand: [{name: 手札1, type: normal, grade: 1}, {name: 手札2, type: normal, grade: 3}, {name: 手札3, type: order}]
    soul: [{name: 魂1, type: normal, grade: 0}, {name: 魂2, type: normal, grade: 1}]
    drop: [{name: 落1, type: normal, grade: 1}, {name: 落2, type: normal, grade: 3}]
    damage: [{name: 傷1, type: normal}, {name: 傷2, type: normal}]
    ride_deck: [{name: 騎士 ライド, type: normal, grade: 3, text: "【アイチアイコン】"}]
    deck: [{name: 山1, type: normal, grade: 1}, {name: 山2, type: normal, grade: 3}, 10]
    energy: 5
  B:
    vanguard: {name: 相手, grade: 3, power: 13000}
    left_front: {name: 相手前衛, type: normal, grade: 2, power: 10000}
    right_back: {name: 相手後衛, type: normal, grade: 1, power: 8000}
    hand: 2
    deck: 10
"""


class AutoEngine(Engine):
    """Answers every choice with its first option."""

    def _choose(self, req: Choose) -> Any:
        opts = list(req.options)
        return opts[0].value if opts else None


def _corpus() -> list[tuple[str, str, str, int]]:
    if not CORPUS.exists():
        return []
    types = {s: t for t, ss in GAME.card_types.items() for s in ss}
    seen: set[str] = set()
    out = []
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        ctype = types.get(rec.get("type") or "", "normal")
        for ab in abilities_of("vg", Card("T", "A", type=ctype, text=rec["text"])):
            if ab.program is not None and ab.text not in seen:
                seen.add(ab.text)
                out.append((rec["id"], ctype, rec["text"], ab.index))
    return out


def _engine(ctype: str, text: str) -> tuple[AutoEngine, str]:
    state, _notes = build(loads(BOARD))
    eng = AutoEngine(GAME, state)
    if GAME.setup is not None:
        GAME.setup(eng.ctx)
    card = Card("T1", "A", name="試験", type=ctype, power=10000, text=text)
    card.extra.update({"grade": 2, "shield": 5000})
    state.zone("A", circle("right_front")).insert(0, card)
    card.placed = state.next_seq()
    return eng, card.uid


@pytest.mark.skipif(not CORPUS.exists(), reason="no card corpus")
def test_every_supported_corpus_ability_runs() -> None:
    # compiled here, not at import: every test process imports this module to collect it
    abilities = _corpus()
    assert abilities, "the corpus has supported abilities"
    failures = []
    ran: dict[str, int] = {}
    for cid, ctype, text, index in abilities:
        eng, uid = _engine(ctype, text)
        ab = abilities_of("vg", eng.state.card(uid))[index]  # type: ignore[arg-type]
        kind = ab.program.kind
        ran[kind] = ran.get(kind, 0) + 1
        try:
            if kind == "auto":
                p = Pending(eng.state.next_seq(), "card", "A", uid, {"index": index})
                eng._drive(card_resolve(eng.ctx, p))
            elif kind == "activated":
                eng._drive(activate(eng.ctx, {"player": "A", "card": uid, "ability": index + 1}))
            elif kind == "extra":  # an over trigger's 追加効果
                eng._drive(run_program(Rt(eng.ctx, "A", uid, ab.program, ab.text), ("11.10.2.9",)))
            else:
                for pl in ("A", "B"):
                    for z, cards in eng.state.players[pl].zones.items():
                        if z.startswith("field."):
                            for c in cards:
                                for f in (power, shield, critical, drive):
                                    f(eng.ctx, c.uid)
        except Exception as exc:  # collect them all: one report
            failures.append(f"{cid} [{index}] {ab.text}: {type(exc).__name__}: {exc}")
    assert not failures, f"{len(failures)} abilities crashed:\n" + "\n".join(failures[:20])
    # distinct ability texts run, as measured when the test was written (they only grow)
    assert ran.get("auto", 0) >= 45 and ran.get("continuous", 0) >= 18, ran
    assert ran.get("activated", 0) >= 3 and ran.get("extra", 0) >= 1, ran
