"""Monster Collection (mc), round 58 (s55mcC): card-text constructions read from the blind set
cards_r57 (development material), each run on a minimal board.

1. A step's own 「この戦闘に自軍の「種族:X」のユニットが参加している場合、かわりに…」 beside a target
   of the other side (〈対象:…敵軍ユニット1体〉): its 自軍 is the ability's player's (1.3.7) — read on
   the ability's unit or card as the same condition of the whole ability is, not on the target
   (``common.guard_card``); before, it was refused for any target but one of the ability's side.
2. 「Cの場合、…する。そうでない場合、このスペルは効果を発揮しない。」: C is the ability's condition
   (10.12.1, 10.12.2); the last sentence says what not meeting it means and is taken off
   (``cardtext._otherwise_not_brought_about``). 「このスペル」 names the card itself (4.7.2).
3. 「…する。Cの場合、この特殊能力は発揮しない。」: the negative of C (「…が存在しない場合」) is the
   ability's condition, as 「Cでない場合、この戦闘スペルは効果を発揮しない」 reads C (round 57).
4. 〈対象:この地形に隣接する / この地形と隣接する地形に存在する(自軍 / 敵軍)ユニット1体 / すべて〉: the
   units on a terrain next to the ability's card's (5.1.2.18: vertically or horizontally, not
   diagonally) — for a [メイン] / [自軍ターン] ability (10.10.7: a unit on any terrain) and a ○
   ability in force; on an ability of a battle's timing refused with its clause (10.10.6: the
   battle's terrain only).
5. 「このターン中に自軍が他の消耗品のアイテムカード / 他の「X」を使用していた場合」 (and 「…を使用して
   いない場合」, 「…をn枚以上…」): the battle spells / consumables that side declared the use of this
   turn (10.1.5, 10.1.9) counted, 「他の」 leaving the card itself out; without 「他の」, on a card
   that may be one of those counted, refused (whether its own use counts is not said).
6. 「自軍山札から1枚引く」: 「自軍山札からカードを1枚引く」 with the noun unsaid.
7. 〈対象:敵軍 / 自軍が使用を宣言した戦闘スペル1枚〉: the card that side declared the use of, in use
   (10.1.5, 10.1.9) — 〈対象:敵軍 / 自軍の戦闘スペル1つ〉 (10.10.6).
8. 〈対象:進軍を宣言したユニット…〉: refused with its clauses — an advance is declared by its player
   (12.2.5.1.1) and its units chosen after 「進軍宣言時」 (12.2.5.1.2).
9. 「この地形が「種族:X」のユニットの存在する地形に隣接している場合」: such a unit on a terrain next
   to (5.1.2.18) the ability's card's terrain, counted as 「…が存在する場合」 counts (5.1.2.4).
"""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario, zone_names

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)


def _ab(text: str, card_type: str = "unit") -> Any:
    return _abilities("mc", text.replace("\\n", "\n"), card_type)[-1]  # after 分類:… of an item


def _unsupported(r: Any) -> list[Any]:
    return [w for w in r.warnings() if w.kind == "unsupported"]


_ADVANCE_AND_USE = """\
actions:
  - do: main_phase
    actions:
      - do: advance
        units: [魔術師]
        to: c3
        dice: {A: 6, B: 1}
        first_normal:
          - {do: use, card: 火薬壺, unit: 魔術師, target: 門番}
"""


def _consumable(
    text: str,
    race: str = "ヒューマン",
    ask: str = "門番.zone",
    terrain: str = "{name: 森, type: terrain, limit: 6}",
) -> Any:
    """A's 魔術師 (one item slot, of the race ``race``) advances into B's c3 and uses 火薬壺
    (``text``) from the hand on B's 門番 (attack 5, defence 3) in its first normal timing."""
    return resolve(
        loads(
            mc_scenario(
                turn="{player: A, number: 7, phase: main}",
                a_top=f'    deck: 20\n    hand:\n      - {{name: 火薬壺, type: item, text: "{text}"}}\n',
                a=mc_area(
                    "c2",
                    "平原",
                    8,
                    "{name: 魔術師, type: unit, level: 1, attack: 0, defense: 9, item_slots: 1, "
                    f"race: [{race}]}}",
                ),
                b=f"      c3:\n        - {terrain}\n"
                "        - {name: 門番, type: unit, level: 1, attack: 5, defense: 3, race: [ヒューマン]}\n",
                rest=_ADVANCE_AND_USE + f"ask: [{ask}]\n",
            )
        )
    )


# --- 1. a step's own 「この戦闘に自軍の…が参加している場合」 beside an enemy target ---------------


@pytest.mark.parametrize(("race", "lowered"), [("ヒューマン", "-3"), ("ゴブリン", "-2")])
def test_a_sides_condition_under_a_step_is_the_abilitys_players(race: str, lowered: str) -> None:
    """「対象を「攻撃力:-2」する。この戦闘に自軍の「種族:ヒューマン」のユニットが参加している場合、かわりに
    対象を「攻撃力:-3」する。」 on B's 門番 (a ヒューマン): 自軍 is A's (the user's) — the -3 when A's
    魔術師 is a ヒューマン, the -2 when it is a ゴブリン (B's ヒューマン, the target, is not A's: read
    on the target, its 自軍 B's, the -3 would be made either way)."""
    text = (
        "分類:消耗品\\n◇[普通]\\n〈対象:この戦闘に参加している敵軍ユニット1体〉\\n"
        "対象を「攻撃力:-2」する。この戦闘に自軍の「種族:ヒューマン」のユニットが参加している場合、"
        "かわりに対象を「攻撃力:-3」する。"
    )
    assert all(a.supported for a in _abilities("mc", text.replace("\\n", "\n"), "item"))
    r = _consumable(text, race=race, ask="門番.attack")
    assert not _unsupported(r)
    made = [s.ja for s in r.main.trace.steps if s.event == "addeffect" and "門番 の攻撃力" in s.ja]
    assert len(made) == 1 and f"攻撃力{lowered}" in made[0], made


# --- 2. 「Cの場合、…。そうでない場合、このスペルは効果を発揮しない。」 ---------------------------

_OTHERWISE = (
    "分類:消耗品\\n◇[普通]\\n〈対象:この戦闘に参加している敵軍ユニット1体〉\\n"
    "この戦闘が「属性:地」の地形で行われている場合、対象を「攻撃力:-2」する。"
    "そうでない場合、この消耗品は効果を発揮しない。"
)


@pytest.mark.parametrize(
    ("card", "text"),
    [
        ("item", _OTHERWISE),
        ("spell", _OTHERWISE.replace("分類:消耗品\\n◇", "").replace("この消耗品", "このスペル")),
        (
            "spell",
            _OTHERWISE.replace("分類:消耗品\\n◇", "").replace("この消耗品", "この戦闘スペル"),
        ),
    ],
)
def test_otherwise_no_effect_is_the_condition_read_once(card: str, text: str) -> None:
    """The text compiles as 「Cの場合、…する。」 alone: the same program."""
    short = text.split("そうでない")[0]
    a, b = _ab(text, card), _ab(short, card)
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program


@pytest.mark.parametrize(
    ("terrain", "made"),
    [
        ("{name: 森, type: terrain, limit: 6, attribute: [地]}", 1),
        ("{name: 森, type: terrain, limit: 6, attribute: [水]}", 0),
    ],
)
def test_otherwise_no_effect_on_a_board(terrain: str, made: int) -> None:
    """The battle on B's 森: of the attribute 地, 門番 is lowered; of 水, the consumable has no
    effect."""
    r = _consumable(_OTHERWISE, terrain=terrain)
    assert not _unsupported(r)
    got = [s.ja for s in r.main.trace.steps if s.event == "addeffect" and "門番 の攻撃力" in s.ja]
    assert len(got) == made, got


# --- 3. 「…する。Cの場合、この特殊能力は発揮しない。」 -----------------------------------------


_CAVE = (
    "●[自軍ターン]淡い光\\n〈発揮:自軍ターン開始時/対象:この地形に存在する自軍ユニットすべて〉\\n"
    "このターン中、対象を「防御力:+1」する。この地形に「属性:闇」のユニットが存在する場合、"
    "この特殊能力は発揮しない。"
)


def test_if_c_this_ability_is_not_brought_about_reads_as_not_c() -> None:
    negative = (
        "●[自軍ターン]淡い光\\n〈発揮:自軍ターン開始時/対象:この地形に存在する自軍ユニットすべて〉\\n"
        "この地形に「属性:闇」のユニットが存在しない場合、このターン中、対象を「防御力:+1」する。"
    )
    a, b = _ab(_CAVE, "terrain"), _ab(negative, "terrain")
    assert a.supported and b.supported, (a.reason, b.reason)
    assert a.program == b.program


@pytest.mark.parametrize(("attribute", "defense"), [("地", 4), ("闇", 3)])
def test_if_c_this_ability_is_not_brought_about_on_a_board(attribute: str, defense: int) -> None:
    """A's turn begins with 兵 (defence 3, of ``attribute``) on A's 洞窟 (the terrain with the
    ability): +1 unless a 闇 unit is there."""
    cave = f'{{name: 洞窟, type: terrain, limit: 8, text: "{_CAVE}"}}'
    unit = f"{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, attribute: [{attribute}]}}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: hand1, first_player: A}",
        a=f"      c2:\n        - {cave}\n        - {unit}\n",
        rest="actions:\n  - {do: hand_phase}\nask: [兵.defense]\n",
    )
    r = resolve(loads(scn))
    assert not _unsupported(r)
    assert r.outcome["state"]["兵.defense"] == defense


# --- 4. 〈対象:この地形に隣接する地形に存在する…〉 ----------------------------------------------


def _near(text: str, actions: str, ask: str) -> Any:
    """A's 術士 (the text) and 兵 on c2; A's 弓兵 on l2 (next to c2); B's ゴブリン on c3 (next to
    c2) and オーガ on l3 (diagonal to c2: not next to it, 5.1.2.18). A's main phase."""
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}", unit)
        + mc_area("l2", "丘", 8, "{name: 弓兵, type: unit, level: 1, attack: 1, defense: 3}"),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 2, defense: 4}")
        + mc_area("l3", "沼", 6, "{name: オーガ, type: unit, level: 1, attack: 2, defense: 4}"),
        rest=f"{actions}ask: [{ask}]\n",
    )
    return resolve(loads(scn))


def test_every_enemy_unit_next_to_this_terrain() -> None:
    text = (
        "◎[メイン]号令\\n〈対象:この地形に隣接する地形に存在する敵軍ユニットすべて〉\\n"
        "対象を「攻撃力:-1」する。"
    )
    assert _ab(text).supported, _ab(text).reason
    r = _near(text, "actions:\n  - {do: use, card: 術士}\n", "ゴブリン.attack, オーガ.attack")
    assert not _unsupported(r)
    assert r.outcome["state"]["ゴブリン.attack"] == 1  # c3: next to c2
    assert r.outcome["state"]["オーガ.attack"] == 2  # l3: diagonal, not next to it
    assert "5.1.2.18" in r.decided_by


@pytest.mark.parametrize(("chosen", "ok"), [("ゴブリン", True), ("オーガ", False)])
def test_one_enemy_unit_next_to_this_terrain(chosen: str, ok: bool) -> None:
    text = (
        "◎[メイン]号令\\n〈対象:この地形と隣接する地形に存在する敵軍ユニット1体〉\\n"
        "対象を「攻撃力:-1」する。"
    )
    assert _ab(text).supported, _ab(text).reason
    r = _near(
        text, f"actions:\n  - {{do: use, card: 術士, target: {chosen}}}\n", f"{chosen}.attack"
    )
    assert r.outcome["state"][f"{chosen}.attack"] == (1 if ok else 2)
    assert bool(r.outcome.get("rejected")) is not ok  # 10.10.3: an appropriate target only


def test_a_continuous_ability_on_the_units_next_to_its_terrain() -> None:
    """○ on 術士 (c2): A's 弓兵 on l2 gets +1; A's 兵 on c2 itself does not (not next to it)."""
    text = "○灯りの輪\\n〈対象:この地形と隣接する地形に存在する自軍ユニットすべて〉\\n対象を「攻撃力:+1」する。"
    assert _ab(text).supported, _ab(text).reason
    r = _near(text, "", "弓兵.attack, 兵.attack")
    assert not _unsupported(r)
    assert r.outcome["state"]["弓兵.attack"] == 2
    assert r.outcome["state"]["兵.attack"] == 1


def test_next_to_this_terrain_on_a_battle_timing_is_refused() -> None:
    ab = _ab(
        "◎[普通]号令\\n〈対象:この地形に隣接する地形に存在する敵軍ユニットすべて〉\\n"
        "対象を行動完了にする。"
    )
    assert not ab.supported
    assert "10.10.6" in ab.reason and "1.3.1" in ab.reason


# --- 5. 「このターン中に自軍が他の…を使用していた場合」 ----------------------------------------

_SECOND = (
    "分類:消耗品\\n◇[普通]\\n〈対象:この戦闘に参加している敵軍ユニット1体〉\\n"
    "このターン中、対象を「攻撃力:-1」する。"
    "このターン中に自軍が他の消耗品のアイテムカードを使用していた場合、さらに自軍山札から1枚引く。"
)
_FIRST = "分類:消耗品\\n◇[普通]\\n〈対象:この戦闘に参加している敵軍ユニット1体〉\\n対象を「攻撃力:-1」する。"


def _two_uses(first: bool) -> Any:
    """A's 魔術師 advances into B's c3 and, in its first normal timing, uses 薬 (another
    consumable) on 門番 when ``first``, then 火薬壺 (``_SECOND``)."""
    uses = "          - {do: use, card: 薬, unit: 魔術師, target: 門番}\n" if first else ""
    return resolve(
        loads(
            mc_scenario(
                turn="{player: A, number: 7, phase: main}",
                a_top="    deck: 20\n    hand:\n"
                f'      - {{name: 火薬壺, type: item, text: "{_SECOND}"}}\n'
                f'      - {{name: 薬, type: item, text: "{_FIRST}"}}\n',
                a=mc_area(
                    "c2",
                    "平原",
                    8,
                    "{name: 魔術師, type: unit, level: 1, attack: 0, defense: 9, item_slots: 2}",
                ),
                b=mc_area(
                    "c3", "森", 6, "{name: 門番, type: unit, level: 1, attack: 5, defense: 9}"
                ),
                rest="actions:\n  - do: main_phase\n    actions:\n      - do: advance\n"
                "        units: [魔術師]\n        to: c3\n        dice: {A: 6, B: 1}\n"
                "        first_normal:\n"
                + uses
                + "          - {do: use, card: 火薬壺, unit: 魔術師, target: 門番}\n"
                "ask: [門番.attack]\n",
            )
        )
    )


@pytest.mark.parametrize("first", [True, False])
def test_another_consumable_used_this_turn(first: bool) -> None:
    assert _ab(_SECOND, "item").supported, _ab(_SECOND, "item").reason
    r = _two_uses(first)
    assert not _unsupported(r)
    lowered = [s for s in r.main.trace.steps if s.event == "addeffect" and "門番 の攻撃力" in s.ja]
    assert len(lowered) == (2 if first else 1)  # both uses resolved
    # 火薬壺 itself, used this turn, is not 「他の」: only 薬's use makes the draw (12.3.1)
    hand = zone_names(r, "A", "hand")
    if first:
        assert len(hand) == 1 and "薬" not in hand, hand  # 薬 used, one card drawn
    else:
        assert hand == ["薬"], hand  # nothing drawn
    assert any("ないものとして数えます" in w.ja for w in r.warnings())


@pytest.mark.parametrize(
    ("text", "card", "ok"),
    [
        (
            "このターン中に自軍が戦闘スペルを2枚以上使用していた場合、さらに対象を「攻撃力:+1」する。",
            "spell",
            False,
        ),
        (
            "このターン中に自軍が他の戦闘スペルを2枚以上使用していた場合、さらに対象を「攻撃力:+1」する。",
            "spell",
            True,
        ),
        (
            "このターン中に自軍が戦闘スペルを使用していない場合、さらに対象を「攻撃力:+1」する。",
            "item",
            True,
        ),
        (
            "このターン中に自軍が「火球」を使用していた場合、さらに対象を「攻撃力:+1」する。",
            "spell",
            False,
        ),
        (
            "このターン中に自軍が「火球」を使用していた場合、さらに対象を「攻撃力:+1」する。",
            "unit",
            True,
        ),
    ],
)
def test_a_count_that_may_hold_the_use_resolving_is_refused(text: str, card: str, ok: bool) -> None:
    head = {"spell": "[普通]\\n", "item": "分類:消耗品\\n◇[普通]\\n", "unit": "□[普通]x\\n"}[card]
    ab = _ab(head + "〈対象:自軍ユニット1体〉\\n対象を「攻撃力:+1」する。" + text, card)
    assert ab.supported is ok, ab.reason
    if not ok:
        assert "10.1.5" in ab.reason


# --- 6. 「自軍山札から1枚引く」 ----------------------------------------------------------------


def test_drawing_n_said_without_the_noun() -> None:
    head = "◎[メイン]x\\n〈対象:自軍ユニット1体〉\\n対象を「攻撃力:+1」する。さらに"
    a, b = _ab(head + "自軍山札から1枚引く。"), _ab(head + "自軍山札からカードを1枚引く。")
    assert a.supported and b.supported
    assert a.program == b.program


# --- 7. 〈対象:敵軍が使用を宣言した戦闘スペル1枚〉 ------------------------------------------------


def test_the_spell_a_side_declared_is_the_spell_in_use() -> None:
    said = "◎[対抗:戦闘スペル限定]呪文返し\\n〈対象:敵軍が使用を宣言した戦闘スペル1枚〉\\n対象の効果を発揮させない。"
    short = (
        "◎[対抗:戦闘スペル限定]呪文返し\\n〈対象:敵軍の戦闘スペル1つ〉\\n対象の効果を発揮させない。"
    )
    assert _ab(said).supported and _ab(said).program == _ab(short).program


@pytest.mark.parametrize(("side", "lives"), [("敵軍", True), ("自軍", False)])
def test_the_spell_a_side_declared_on_a_board(side: str, lives: bool) -> None:
    """B's 門番 answers A's 火球 (【3】 on 門番): 敵軍 (A, to B) declared it — negated, 門番 lives;
    自軍 (B) did not — no proper target, 火球 deals its damage."""
    from tests.ruling.test_mc_cardtext_r27 import _answered

    text = (
        f"◎[対抗:戦闘スペル限定]呪文返し\\n〈対象:{side}が使用を宣言した戦闘スペル1枚〉\\n"
        "対象の効果を発揮させない。"
    )
    r = _answered(text, as_spell=False)
    assert not _unsupported(r)
    assert r.outcome["state"]["門番.zone"] == ("B.field.c3" if lives else "B.discard"), r.outcome


# --- 8. 〈対象:進軍を宣言したユニット…〉 --------------------------------------------------------


def test_the_units_that_declared_an_advance_are_refused_with_the_clauses() -> None:
    ab = _ab(
        "●[敵軍ターン]濁る空気\\n〈発揮:敵軍の進軍宣言時/対象:進軍を宣言したユニットすべて〉\\n"
        "対象を「イニシアチブ:-1」する。"
    )
    assert not ab.supported
    assert "12.2.5.1.1" in ab.reason and "12.2.5.1.2" in ab.reason


# --- 9. 「この地形が…の存在する地形に隣接している場合」 ----------------------------------------

_TIDE = (
    "●[自軍ターン]潮目を読む\\n〈発揮:自軍ターン開始時/対象:この地形に存在する自軍ユニットすべて〉\\n"
    "この地形が「種族:リヴァイアサン」のユニットの存在する地形に隣接している場合、"
    "このターン中、対象を「防御力:+1」する。"
)


@pytest.mark.parametrize(("where", "defense"), [("c3", 4), ("l3", 3)])
def test_next_to_a_terrain_with_such_a_unit(where: str, defense: int) -> None:
    """A's turn begins with 兵 (defence 3) on A's 入り江 (c2, the terrain with the ability); B's
    鯨 (a リヴァイアサン) on c3 (next to c2) or l3 (diagonal: not next to it)."""
    assert _ab(_TIDE, "terrain").supported, _ab(_TIDE, "terrain").reason
    cove = f'{{name: 入り江, type: terrain, limit: 8, text: "{_TIDE}"}}'
    unit = "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"
    whale = "{name: 鯨, type: unit, level: 1, attack: 1, defense: 3, race: [リヴァイアサン]}"
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: hand1, first_player: A}",
        a=f"      c2:\n        - {cove}\n        - {unit}\n",
        b=mc_area(where, "海", 6, whale),
        rest="actions:\n  - {do: hand_phase}\nask: [兵.defense]\n",
    )
    r = resolve(loads(scn))
    assert not _unsupported(r)
    assert r.outcome["state"]["兵.defense"] == defense
    if defense == 3:
        # not met: the condition, read by 5.1.2.18, is why nothing is applied (10.12.1)
        assert "5.1.2.18" in r.decided_by
