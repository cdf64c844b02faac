"""mc card text, round 47 (s44mcE): 〈対象:…〉 forms the blind card sets print and the compiler
refused — each a minimal ability text and what it does on a board (docs/scenarios.md "MC round 47
(s44mcE)")."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.test_mc_cardtext_r15 import _WORN
from tests.ruling.test_mc_cardtext_r25 import _board, _consumable, _state

# --- 〈対象:このアイテムを装備したユニット〉: the wearer, in the rules' own past form (12.2.8.9) --------


@pytest.mark.parametrize("verb", ["装備した", "装備している"])
def test_the_unit_that_equipped_this_item_is_the_wearer(verb: str) -> None:
    """「○鉄壁 〈対象:このアイテムを装備したユニット〉 対象は「防御力:+2」する」 on 盾, worn by 戦士:
    戦士's defence 3 + 2 — 「装備品を装備したユニット」 is how 12.2.8.9 / 10.10.8.2 name the wearer
    (4.7.2), the same unit as 「…を装備しているユニット」."""
    text = f"○鉄壁\\n〈対象:このアイテムを{verb}ユニット〉\\n対象は「防御力:+2」する。"
    r = resolve(loads(_WORN % ("", text)))
    assert r.outcome["state"] == {"戦士.attack": 1, "戦士.defense": 5}
    assert "14.5.4.2" in r.decided_by
    assert not any(w.kind == "unsupported" for w in r.main.warnings)


def test_the_unit_that_equipped_this_item_printed_on_a_unit_is_none() -> None:
    """On a unit's own text no card wears it: nothing changes (the neighbour)."""
    ab = ', text: "○鉄壁\\n〈対象:このアイテムを装備したユニット〉\\n対象は「防御力:+2」する。"'
    r = resolve(loads(_WORN % (ab, "")))
    assert r.outcome["state"] == {"戦士.attack": 1, "戦士.defense": 3}


@pytest.mark.parametrize("card", ["この消耗品", "このアイテム"])
def test_the_unit_that_used_this_consumable_as_the_target(card: str) -> None:
    """A consumable's 「◇[普通]爆裂 〈対象:この消耗品を使用したユニット〉 対象に【2】ダメージ」: the
    target is the unit that declared its use (10.13.1) — 魔術師 takes 2, and 1 more from 門番's
    attack in the battle (門番 untouched, it stays)."""
    scn = _consumable("").replace(
        "〈対象:敵軍ユニット1体〉\\n対象に【3】ダメージ。",
        f"〈対象:{card}を使用したユニット〉\\n対象に【2】ダメージ。",
    )
    scn = scn.replace("unit: 魔術師, target: 門番", "unit: 魔術師, target: 魔術師")
    assert _state(scn) == {"門番.zone": "B.field.c3", "魔術師.damage": 3}
    assert "10.13.1" in resolve(loads(scn)).decided_by


# --- 「対象のイニシアチブ結果を「±n」 / 「±nD」する」 (8.3.4.7, 4.6.9) -------------------------------

# A's 兵士 (2/2) advances into B's c3 against 斥候 (2/2), dice A 4, B 2; in the initiative
# timing's play step (8.3.4.6) B uses 斥候's ability (the text under test)
_INITIATIVE = """\
game: mc
title: an initiative result changed
turn: {player: A, number: 5, phase: main}
players:
  A:
    deck: 20
    field:
      c1: [{name: 本陣, type: terrain, hq: true}]
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 兵士, type: unit, level: 1, attack: 2, defense: 2}
  B:
    deck: 20
    field:
      c3:
        - {name: 森, type: terrain, limit: 6}
        - {name: 斥候, type: unit, level: 1, attack: 2, defense: 2, text: "%s"}
      c4: [{name: 本陣, type: terrain, hq: true}]
actions:
  - do: advance
    units: [兵士]
    to: c3
    dice: {A: 4, B: 2}
    at_initiative: [{do: use, player: B, card: 斥候%s}]
ask: [A.discard, B.discard]
"""


@pytest.mark.parametrize(
    ("target", "change", "b_first"),
    [
        ("自軍プレイヤー", "+3", True),  # B: 2 + 3 = 5 > 4
        ("自軍プレイヤー", "+1", False),  # B: 2 + 1 = 3 < 4 (the neighbour)
        ("敵軍プレイヤー", "-3", True),  # A: 4 - 3 = 1 < 2
    ],
)
def test_an_initiative_result_changed_by_n(target: str, change: str, b_first: bool) -> None:
    """「◎[イニシアチブ]幻 〈対象:自軍 / 敵軍プレイヤー〉 対象のイニシアチブ結果を「±n」する」: the
    player's result (8.3.4.7: its die plus 「イニシアチブ:x」) changed by n — the side with the higher
    result attacks first (8.3.4.8) and kills the other's 2/2."""
    text = f"◎[イニシアチブ]幻\\n〈対象:{target}〉\\n対象のイニシアチブ結果を「{change}」する。"
    r = resolve(loads(_INITIATIVE % (text, "")))
    assert not any(w.kind == "unsupported" for w in r.main.warnings)
    state = dict(r.outcome["state"])
    assert state == (
        {"A.discard": 1, "B.discard": 0} if b_first else {"A.discard": 0, "B.discard": 1}
    )
    assert {"8.3.4.7", "4.6.9", "8.3.4.8"} <= set(r.decided_by)


@pytest.mark.parametrize(("die", "b_first"), [(3, True), (1, False)])
def test_an_initiative_result_changed_by_dice(die: int, b_first: bool) -> None:
    """「対象はイニシアチブ結果を「+1D」する」 (the topic form): the die rolled as the ability is used
    (10.1.8) added to B's result — 2 + 3 = 5 > 4 (B first), 2 + 1 = 3 < 4 (A first)."""
    text = "◎[イニシアチブ]幻\\n〈対象:自軍プレイヤー〉\\n対象はイニシアチブ結果を「+1D」する。"
    r = resolve(loads(_INITIATIVE % (text, f", dice: {{B: [{die}]}}")))
    state = dict(r.outcome["state"])
    assert state == (
        {"A.discard": 1, "B.discard": 0} if b_first else {"A.discard": 0, "B.discard": 1}
    )
    assert {"8.3.4.7", "3.4.2", "10.1.8"} <= set(r.decided_by)


# --- 〈対象:自軍戦場の…〉 / 〈対象:敵軍戦場の…〉: the side's cards on the one battlefield (5.1.2) ------


@pytest.mark.parametrize(
    ("target", "race", "attack"),
    [
        ("兵", "機械人形", 3),  # A's own 機械人形: a proper target, attack 1 + 2
        ("兵", "ヒューマン", None),  # not of the race asked: no proper target (10.10.2)
        ("ゴブリン", "機械人形", None),  # B's unit: not 自軍 (the neighbour)
    ],
)
def test_own_battlefield_names_the_sides_units(target: str, race: str, attack: int | None) -> None:
    """「◎[メイン]a 〈対象:自軍戦場の「種族:機械人形」のユニット1体〉 対象を「攻撃力:+2」する」: read as
    「戦場の自軍「種族:機械人形」のユニット1体」 — the battlefield is one, shared (5.1.2); 自軍 names
    whose units (10.10.2)."""
    text = (
        "◎[メイン]a\\n〈対象:自軍戦場の「種族:機械人形」のユニット1体〉\\n対象を「攻撃力:+2」する。"
    )
    scn = (
        _board(text, target=target, asked="兵.attack")
        .replace(
            "{name: 兵, type: unit, level: 1,", f"{{name: 兵, type: unit, level: 1, race: {race},"
        )
        .replace("{name: ゴブリン, type: unit,", "{name: ゴブリン, type: unit, race: 機械人形,")
    )
    r = resolve(loads(scn))
    if attack is None:
        assert r.outcome.get("rejected") is True
        assert "10.10.2" in r.decided_by
    else:
        assert r.outcome["state"]["兵.attack"] == attack
