"""mc (round 43, s40mc2): a ◇ ability summoning its card 「自軍本陣に」, and the point
hero_diamond_summon_beside_same_name — a card summoned by its ◇ ability (an effect summoning it,
14.6.3.2 / 14.6.4.1) from the hand beside a unit of its name: refused as a summon from the hand
(15.1.4 / 15.1.5, the engine's reading) or discarded instead (15.1.7). Both readings run; a
summon not by the ability raises no point (15.1.5 alone)."""

from __future__ import annotations

import pytest

from tests.ruling.boards import decided, mc_run

DIAMOND = "◇凱旋〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉自軍本陣に、対象は手札にあるこのカードを普通召喚してもよい。"


def _board(hand_hero: bool, field_hero: bool, ability: bool, area: str = "c1") -> object:
    hand = (
        "      - {name: 剣聖, uid: 手の剣聖, type: unit, level: 2, attack: 2, defense: 2"
        + (", hero: 1" if hand_hero else "")
        + f', text: "{DIAMOND}"}}\n'
    )
    field = "        - {name: 剣聖, uid: 場の剣聖, type: unit, level: 1, attack: 1, defense: 1" + (
        ", hero: 1}\n" if field_hero else "}\n"
    )
    flag = ", ability: true" if ability else ""
    return mc_run(
        "turn: {player: A, number: 6, phase: summon}\nplayers:\n"
        f"  A:\n    deck: 20\n    hand:\n{hand}    field:\n"
        f"      c1:\n        - {{name: 本陣, type: terrain, hq: true}}\n{field}"
        "      c2: [{name: 平原, type: terrain, limit: 8}]\n"
        "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
        "actions:\n  - do: summon_phase\n"
        f"    actions: [{{do: summon, card: 手の剣聖, area: {area}{flag}}}]\n"
        "ask: [手の剣聖.zone]\n"
    )


def _zones(r: object) -> set[str]:
    return {lf.outcome["state"]["手の剣聖.zone"] for lf in [*r.leaves, *r.alternates]}  # type: ignore[attr-defined]


@pytest.mark.parametrize(("hand_hero", "field_hero"), [(True, False), (False, True)])
def test_by_the_diamond_both_readings(hand_hero: bool, field_hero: bool) -> None:
    r = _board(hand_hero, field_hero, ability=True)
    assert r.main.outcome["state"]["手の剣聖.zone"] == "A.hand"  # type: ignore[attr-defined]
    assert _zones(r) == {"A.hand", "A.discard"}
    assert {"15.1.7", "15.1.5" if hand_hero else "15.1.4"} <= decided(r)


def test_not_by_the_diamond_no_point() -> None:
    r = _board(True, False, ability=False)
    assert _zones(r) == {"A.hand"}
    assert "15.1.5" in decided(r) and "15.1.7" not in decided(r)


@pytest.mark.parametrize(("area", "zone"), [("c1", "A.field.c1"), ("c2", "A.hand")])
def test_own_headquarters_named_by_the_text(area: str, zone: str) -> None:
    # no namesake on the battlefield: summoned onto the own headquarters the text names, not
    # onto another terrain (c2, 平原)
    r = mc_run(
        "turn: {player: A, number: 6, phase: summon}\nplayers:\n"
        "  A:\n    deck: 20\n    hand:\n"
        "      - {name: 剣聖, uid: 手の剣聖, type: unit, level: 2, attack: 2, defense: 2,"
        f' text: "{DIAMOND}"}}\n'
        "    field:\n      c1: [{name: 本陣, type: terrain, hq: true}]\n"
        "      c2: [{name: 平原, type: terrain, limit: 8}]\n"
        "  B:\n    deck: 20\n    field: {c4: [{name: 本陣, type: terrain, hq: true}]}\n"
        "actions:\n  - do: summon_phase\n"
        f"    actions: [{{do: summon, card: 手の剣聖, area: {area}, ability: true}}]\n"
        "ask: [手の剣聖.zone]\n"
    )
    assert r.main.outcome["state"]["手の剣聖.zone"] == zone  # type: ignore[attr-defined]
