"""Round 50 (s47vgC), issue 12: 「このカードはXからのみライドでき、それ(ら)からノーマルライドしても
ペルソナライドになる」 — two things of one sentence: riding it upon any other vanguard is prohibited
(1.3.3, 6.3.3) and a normal ride from the hand upon X is a persona ride (1.3.1 over 6.3.8,
7.15.1.4: one card drawn), 「それ / それら」 naming X; and 「このカードはXからライドしてもペルソナライド
になる」 — any ride upon X (a normal or a superior ride, 6.3.2), not a normal ride from the hand only."""

from __future__ import annotations

import pytest

from grammar.parse import parse_card
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported

ONLY_THEN = "【永】：このカードは「旧竜」からのみライドでき、それからノーマルライドしてもペルソナライドになる。"
ONLY_THEM = (
    "【永】：このカードは、「旧」か「古」を含む、グレード３からのみライドでき、それらからノーマルライドしても"
    "ペルソナライドになる。"
)
ANY_RIDE = "【永】：このカードは「旧竜」からライドしてもペルソナライドになる。"


def _program(text: str):  # type: ignore[no-untyped-def]
    return compile_ability(parse_card(text, "vg").card.abilities[0])


def test_the_readings() -> None:
    only, persona = _program(ONLY_THEN).steps
    assert (only.verb, persona.verb) == ("ride_only_from", "persona_from")
    assert only.target == persona.target and only.target.names == ("旧竜",)
    assert not dict(persona.detail).get("any_ride")
    only2, persona2 = _program(ONLY_THEM).steps
    assert only2.target == persona2.target and only2.target.contains_any == ("旧", "古")
    (anyride,) = _program(ANY_RIDE).steps
    assert anyride.verb == "persona_from" and dict(anyride.detail)["any_ride"] is True


HEAD = """game: vg
title: t
turn: {player: A, number: 5, phase: PHASE, first_player: A}
players:
  A:
    vanguard: {name: VANGUARD, type: normal, grade: 3, power: 13000}
    hand:
      - {name: 新竜, type: normal, grade: 3, power: 13000, text: "TEXT"}
    deck: [{name: 引いた札, type: normal, grade: 1}, 9]
  B:
    vanguard: {name: 騎士王, grade: 3, power: 13000}
    deck: 10
"""
NORMAL = "actions:\n  - {do: ride_phase, card: 新竜}\n"
SUPERIOR = """actions:
  - {do: resolve_text, player: A, text: "あなたの手札からグレード３のカードを１枚選び、ライドする。"}
choices:
  - {player: A, at: choose, choose: 新竜}
"""


def _run(text: str, vanguard: str, how: str) -> object:
    phase = "ride" if how == NORMAL else "main"
    body = HEAD.replace("PHASE", phase).replace("VANGUARD", vanguard).replace("TEXT", text)
    r = resolve(loads(body + how, "t.yaml"))
    assert not unsupported(r), unsupported(r)  # type: ignore[arg-type]
    return r


def _zone(r: object, z: str) -> list[str]:
    return [c.name for c in r.main.final.players["A"].zones[z]]  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text", [ONLY_THEN, ONLY_THEM.replace("「旧」か「古」を含む、", "「旧」を含む、")]
)
def test_ridden_from_x_a_persona_ride(text: str) -> None:
    r = _run(text, "旧竜", NORMAL)
    assert _zone(r, "field.vanguard") == ["新竜"] and _zone(r, "hand") == ["引いた札"]
    assert {"1.3.1", "7.15.1.4"} <= cited(r)


@pytest.mark.parametrize("text", [ONLY_THEN, ONLY_THEM])
def test_upon_another_vanguard_no_ride(text: str) -> None:
    r = _run(text, "別竜", NORMAL)
    assert _zone(r, "field.vanguard") == ["別竜"] and _zone(r, "hand") == ["新竜"]


@pytest.mark.parametrize(
    ("text", "how", "persona"),
    [
        (ANY_RIDE, NORMAL, True),
        (ANY_RIDE, SUPERIOR, True),  # 「ライドしても」: a superior ride too (6.3.2)
        (ONLY_THEN, SUPERIOR, False),  # 「ノーマルライドしても」: a superior ride is not one
    ],
)
def test_which_ride_is_a_persona_ride(text: str, how: str, persona: bool) -> None:
    r = _run(text, "旧竜", how)
    assert _zone(r, "field.vanguard") == ["新竜"]
    assert (_zone(r, "hand") == ["引いた札"]) is persona


def test_any_ride_upon_another_vanguard_is_no_persona_ride() -> None:
    r = _run(ANY_RIDE, "別竜", SUPERIOR)
    assert _zone(r, "field.vanguard") == ["新竜"] and _zone(r, "hand") == []
