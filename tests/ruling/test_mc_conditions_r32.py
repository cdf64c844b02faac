"""Monster Collection (mc), round 32 (s28mctext), issue 12: general condition readers of the
card-text compiler found in the spent blind sets cards_r14–r30 (docs/cardtext.md "MC round 32,
issue 12 (s28mctext)"), each on a minimal ability text and a board."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario


def _unsupported(r: object) -> list[object]:
    return [w for w in r.main.warnings if w.kind == "unsupported"]  # type: ignore[attr-defined]


def _used(text: str, unit: str, *more: str, b: str = "", a_top: str = "    deck: 5\n") -> str:
    """A's 術者 (level 1, attack 1, defence 3; ``unit`` its other YAML fields) on c2 (平原) with
    ``more`` units, its ◎[メイン] ability ``text`` on itself; A uses it. ``b``: B's areas."""
    me = (
        "{name: 術者, type: unit, level: 1, attack: 1, defense: 3"
        + (f", {unit}" if unit else "")
        + f', text: "◎[メイン]術\\n〈対象:このユニット〉\\n{text}"}}'
    )
    return mc_scenario(
        turn="{player: A, number: 3, phase: main, first_player: A}",
        a=mc_area("c2", "平原", 8, me, *more),
        b=b,
        a_top=a_top,
        rest=(
            "actions:\n  - {do: use, card: 術者, target: 術者}\nask: [術者.attack, 術者.defense]\n"
        ),
    )


# --- 「対象が「属性:X」を持っていた場合、かわりに…」: the state before the replaced step (10.8.2) ---


@pytest.mark.parametrize(
    ("verb", "attribute", "defense"),
    [
        ("持っていた", "水", 5),
        ("持っていた", "火", 3),
        ("持つ", "水", 5),
        ("持つ", "火", 3),
    ],
)
def test_had_before_a_replacement(verb: str, attribute: str, defense: int) -> None:
    """「対象に「属性:水」を付与する。対象が「属性:水」を持っていた場合、かわりに対象に「防御力:+2」を
    付与する。」: a replacement (10.8.2) is read before the step it replaces, so 「持っていた」 (had)
    is the attribute the unit has then — a 水 unit gets +2 instead, a 火 one the attribute only
    (its defence kept), as 「持つ場合」 reads it."""
    text = (
        f"対象に「属性:水」を付与する。対象が「属性:水」を{verb}場合、"
        "かわりに対象に「防御力:+2」を付与する。"
    )
    r = resolve(loads(_used(text, f"attribute: {attribute}")))
    assert not _unsupported(r)
    assert r.outcome["state"]["術者.defense"] == defense
    if defense == 5:
        assert "10.8.2" in r.decided_by or "10.8.3" in r.decided_by


# --- a side's terrains of a set, described and counted: 「自軍配置地形に「属性:風」の地形が2つ以上存在
# する場合」 (5.1.2.14), 「「属性:風」の自軍支配地形が…」 (5.1.2.11) --------------------------------


def _terrains(text: str, second: str) -> str:
    """A's 術者 (its ◎ ability on itself: ``text``) on c2 (風の丘, 「属性:風」); A placed l2 too
    (attribute ``second``), where only B's 鬼 is (so B's 支配地形, A's 配置地形); A uses 術者."""
    return f"""\
game: mc
title: t
turn: {{player: A, number: 3, phase: main, first_player: A}}
players:
  A:
    deck: 5
    field:
      c1: [{{name: 本陣, type: terrain, hq: true}}]
      c2:
        - {{name: 風の丘, type: terrain, limit: 8, attribute: 風}}
        - {{name: 術者, type: unit, level: 1, attack: 1, defense: 3, text: "◎[メイン]術\\n〈対象:このユニット〉\\n{text}"}}
      l2: [{{name: 丘, type: terrain, limit: 8, attribute: {second}}}]
  B:
    deck: 5
    field:
      l2: [{{name: 鬼, type: unit, level: 1, attack: 1, defense: 1}}]
      c4: [{{name: 本陣, type: terrain, hq: true}}]
actions:
  - {{do: use, card: 術者, target: 術者}}
ask: [術者.defense]
"""


_GIVE = "対象に「防御力:+2」を付与する。"


@pytest.mark.parametrize(
    ("condition", "second", "met", "clause"),
    [
        ("自軍配置地形に「属性:風」の地形が2つ以上存在する場合、", "風", True, "5.1.2.14"),
        ("自軍配置地形に「属性:風」の地形が2つ以上存在する場合、", "火", False, "5.1.2.14"),
        ("「属性:風」の自軍配置地形が2つ以上存在する場合、", "風", True, "5.1.2.14"),
        ("自軍配置地形に「属性:風」の地形が存在する場合、", "火", True, "5.1.2.14"),
        ("自軍配置地形に「属性:水」の地形が存在しない場合、", "火", True, "5.1.2.14"),
        ("自軍配置地形に「属性:火」の地形が存在しない場合、", "火", False, "5.1.2.14"),
        ("敵軍配置地形に地形が2つ以上存在する場合、", "風", False, "5.1.2.15"),
        # l2 is B's 支配地形 (only B's unit there, 5.1.2.11) though A placed it
        ("自軍支配地形に「属性:風」の地形が2つ以上存在する場合、", "風", False, "5.1.2.11"),
        ("「属性:風」の自軍支配地形が1つ以上存在する場合、", "風", True, "5.1.2.11"),
        ("「属性:風」の敵軍支配地形が1つ以上存在する場合、", "風", True, "5.1.2.11"),
    ],
)
def test_a_sides_terrains_counted(condition: str, second: str, met: bool, clause: str) -> None:
    """A side's 配置地形 (its headquarters and the terrains it placed, 5.1.2.14 / 5.1.2.15) or
    支配地形 (only its units there, 5.1.2.11), those of the values named (4.7.5), counted against
    the bound; 存在しない: none. Read relative to the ability's player."""
    r = resolve(loads(_terrains(condition + _GIVE, second)))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"術者.defense": 5 if met else 3}
    if met:
        assert clause in r.decided_by


@pytest.mark.parametrize(("second", "defense"), [("機", 5), ("火", 4)])
def test_a_sides_terrains_under_a_replacement(second: str, defense: int) -> None:
    """「対象に「防御力:+1」を付与する。自軍配置地形に「属性:機」の地形が存在する場合、かわりに対象に
    「防御力:+2」を付与する。」: the step's own condition on A's terrains (5.1.2.14), read as the
    step it replaces comes (10.8.2)."""
    text = (
        "対象に「防御力:+1」を付与する。自軍配置地形に「属性:機」の地形が存在する場合、"
        "かわりに対象に「防御力:+2」を付与する。"
    )
    r = resolve(loads(_terrains(text, second)))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"術者.defense": defense}


def test_a_sides_terrains_beside_an_enemy_target_is_refused() -> None:
    """The same condition under a step on an enemy unit would be read from that unit's side:
    refused, named."""
    from ruling.abilities import Unsupported
    from tests.ruling.boards import mc_compile

    with pytest.raises(Unsupported, match="地形に…存在する場合"):
        mc_compile(
            "□[メイン]x\n〈対象:敵軍ユニット1体〉\n対象に「防御力:+1」を付与する。"
            "自軍配置地形に「属性:機」の地形が存在する場合、かわりに対象に「防御力:+2」を付与する。"
        )


# --- a group of units described as 〈対象:～〉's 「～」 is (10.10.2): 「敵軍ユニットに行動完了のユニットが
# 存在する場合」, 「…レベル3以上のユニット…」, 「…「種族:X」以外のユニットが2体以上…」 --------------


def _group(text: str, mine: str, theirs: str) -> str:
    """A's 術者 (エルフ; its ◎ ability on itself: ``text``) and ``mine`` on c2; B's ``theirs``
    on c3; A uses 術者."""
    me = (
        "{name: 術者, type: unit, level: 1, attack: 1, defense: 3, race: エルフ, "
        f'text: "◎[メイン]術\\n〈対象:このユニット〉\\n{text}"}}'
    )
    return mc_scenario(
        turn="{player: A, number: 3, phase: main, first_player: A}",
        a=mc_area("c2", "平原", 8, me, mine),
        b=mc_area("c3", "森", 8, theirs),
        rest="actions:\n  - {do: use, card: 術者, target: 術者}\nask: [術者.defense]\n",
    )


_SOLDIER = "{{name: 兵, type: unit, level: {level}, attack: 1, defense: 1, race: {race}}}"
_OGRE = "{{name: 鬼, type: unit, level: 1, attack: 1, defense: 1, state: {state}}}"


@pytest.mark.parametrize(
    ("condition", "level", "race", "state", "met"),
    [
        ("敵軍ユニットに行動完了のユニットが存在する場合、", 1, "ヒューマン", "rest", True),
        ("敵軍ユニットに行動完了のユニットが存在する場合、", 1, "ヒューマン", "stand", False),
        ("敵軍ユニットに未行動のユニットが存在する場合、", 1, "ヒューマン", "stand", True),
        ("自軍ユニットにレベル3以上のユニットが存在する場合、", 3, "ヒューマン", "stand", True),
        ("自軍ユニットにレベル3以上のユニットが存在する場合、", 2, "ヒューマン", "stand", False),
        ("レベル3以上のユニットが存在しない場合、", 2, "ヒューマン", "stand", True),
        (
            "自軍ユニットに「種族:ドラゴン」以外のユニットが2体以上存在する場合、",
            1,
            "ヒューマン",
            "stand",
            True,
        ),
        (
            "自軍ユニットに「種族:ドラゴン」以外のユニットが2体以上存在する場合、",
            1,
            "ドラゴン",
            "stand",
            False,
        ),
    ],
)
def test_a_described_group_counted(
    condition: str, level: int, race: str, state: str, met: bool
) -> None:
    """The units of the group each meet the description as 〈対象:～〉's 「～」 would take them
    in (10.10.2: 行動完了 4.10.1.1, a value against a number, 「以外」), counted (5.1.2.4);
    存在しない: none."""
    r = resolve(
        loads(
            _group(
                condition + _GIVE,
                _SOLDIER.format(level=level, race=race),
                _OGRE.format(state=state),
            )
        )
    )
    assert not _unsupported(r)
    assert r.outcome["state"] == {"術者.defense": 5 if met else 3}
    if met:
        assert "10.10.2" in r.decided_by


@pytest.mark.parametrize(("level", "zone"), [(2, "B.field.c3"), (3, "B.discard")])
def test_a_group_of_the_units_this_unit_fights(level: int, zone: str) -> None:
    """A's オーク (level 2, attack 4) advances into c3; B's 騎士 (defence 3) answers the first
    attack with 「このユニットと戦闘している敵軍ユニットにレベル{level}以上のユニットが存在する場合、
    対象に「防御力:+2」を付与する。」: the units of the other side in the battle it takes part in
    (8.2.3, 8.1.1) — オーク is level 2, so at 2 騎士 gets defence 5 and survives the 4, at 3 it
    dies."""
    from tests.ruling.boards import MC_GUARDED_ADVANCE

    text = MC_GUARDED_ADVANCE.replace(
        "〈対象:このユニット〉対象に「防御力:+2」を付与する。",
        f"〈対象:このユニット〉このユニットと戦闘している敵軍ユニットにレベル{level}以上の"
        "ユニットが存在する場合、対象に「防御力:+2」を付与する。",
    ).replace("expect:\n  %s\n", "ask: [騎士.zone]\n")
    r = resolve(loads(text))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"騎士.zone": zone}
    if level == 2:
        assert {"8.2.3", "10.10.2"} <= set(r.decided_by)


# --- 「対象 / このユニットが「種族:X」のユニットと同じ地形に存在する場合」: beside a unit so described
# (5.1.2.4), itself not counted -----------------------------------------------------------------


@pytest.mark.parametrize(
    ("who", "mine", "beside", "elsewhere", "met"),
    [
        ("対象", "エルフ", "ドラゴン", "ヒューマン", True),
        ("このユニット", "エルフ", "ドラゴン", "ヒューマン", True),
        ("対象", "エルフ", "ヒューマン", "ドラゴン", False),  # a dragon on another terrain
        ("対象", "ドラゴン", "ヒューマン", "ヒューマン", False),  # not beside itself
    ],
)
def test_on_the_terrain_of_a_described_unit(
    who: str, mine: str, beside: str, elsewhere: str, met: bool
) -> None:
    """「{who}が「種族:ドラゴン」の自軍ユニットと同じ地形に存在する場合」: another unit of A with that
    race on 術者's terrain (5.1.2.4) — as 「…と同じ地形に…が他に存在する」."""
    text = f"{who}が「種族:ドラゴン」の自軍ユニットと同じ地形に存在する場合、{_GIVE}"
    me = (
        f"{{name: 術者, type: unit, level: 1, attack: 1, defense: 3, race: {mine}, "
        f'text: "◎[メイン]術\\n〈対象:このユニット〉\\n{text}"}}'
    )
    board = mc_scenario(
        turn="{player: A, number: 3, phase: main, first_player: A}",
        a=mc_area("c2", "平原", 8, me, _SOLDIER.format(level=1, race=beside))
        + mc_area("l2", "丘", 8, _SOLDIER.format(level=1, race=elsewhere).replace("兵", "弓兵")),
        rest="actions:\n  - {do: use, card: 術者, target: 術者}\nask: [術者.defense]\n",
    )
    r = resolve(loads(board))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"術者.defense": 5 if met else 3}
    if met:
        assert "5.1.2.4" in r.decided_by


# --- 「この戦闘が自軍配置地形で行われている場合」: the battle's terrain among a side's (8.2.3) --------


@pytest.mark.parametrize("said", ["この戦闘が{}で行われている", "戦闘が行われている地形が{}の"])
@pytest.mark.parametrize(
    ("side", "zone"), [("自軍配置地形", "B.field.c3"), ("敵軍配置地形", "B.discard")]
)
def test_a_battle_held_on_a_sides_terrains(said: str, side: str, zone: str) -> None:
    """A's オーク (attack 4) advances into c3, the terrain B placed (B's 配置地形, 5.1.2.14); B's
    騎士 (defence 3) holds 「○[戦闘] この戦闘が{side}で行われている場合、対象に「防御力:+2」を付与
    する。」: read for B (the ability's player), so 自軍配置地形 holds (defence 5, it survives) and
    敵軍配置地形 does not (it dies)."""
    from tests.ruling.boards import MC_GUARDED_ADVANCE

    text = (
        MC_GUARDED_ADVANCE.replace(
            "◎[対抗]盾構え\\n〈対象:このユニット〉対象に「防御力:+2」を付与する。",
            f"○[戦闘]岩の守り\\n〈対象:このユニット〉\\n{said.format(side)}場合、"
            "対象に「防御力:+2」を付与する。",
        )
        .replace("    answer_first_attack: [{do: use, player: B, card: 騎士, target: 騎士}]\n", "")
        .replace("expect:\n  %s\n", "ask: [騎士.zone]\n")
    )
    r = resolve(loads(text))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"騎士.zone": zone}
    if zone == "B.field.c3":
        assert {"8.2.3", "5.1.2.14"} <= set(r.decided_by)


# --- 「対象が「種族:X」を含む / 含まない場合」 on 〈対象:敵軍パーティ〉: a unit of the party so described
# (4.4.1) ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("verb", "race", "zone"),
    [
        ("含まない", "オーガ", "B.field.c3"),
        ("含まない", "ドラゴン", "B.discard"),
        ("含む", "ドラゴン", "B.field.c3"),
        ("含む", "オーガ", "B.discard"),
    ],
)
def test_a_party_target_contains(verb: str, race: str, zone: str) -> None:
    """A's オーク (attack 4, race ``race``) advances into c3; B's 騎士 (defence 3) answers the
    first attack with 「〈対象:敵軍パーティ〉 対象が「種族:ドラゴン」を{verb}場合、対象に「攻撃力:-3」を
    付与する。」: met, オーク's 1 leaves 騎士 alive; not met, the 4 kills it."""
    from tests.ruling.boards import MC_GUARDED_ADVANCE

    text = (
        MC_GUARDED_ADVANCE.replace(
            "〈対象:このユニット〉対象に「防御力:+2」を付与する。",
            f"〈対象:敵軍パーティ〉対象が「種族:ドラゴン」を{verb}場合、対象に「攻撃力:-3」を付与する。",
        )
        .replace("target: 騎士}", "target: A.c3}")
        .replace("attack: 4, defense: 4}", f"attack: 4, defense: 4, race: {race}}}")
        .replace("expect:\n  %s\n", "ask: [騎士.zone]\n")
    )
    r = resolve(loads(text))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"騎士.zone": zone}
    if zone == "B.field.c3":
        assert "4.4.1" in r.decided_by


def test_contains_of_a_unit_target_is_refused() -> None:
    """「対象が…を含む」 asks what a party holds: of a unit target it is refused, named."""
    from ruling.abilities import Unsupported
    from tests.ruling.boards import mc_compile

    with pytest.raises(Unsupported, match="含む"):
        mc_compile(
            "◎[対抗]x\n〈対象:敵軍ユニット1体〉\n"
            "対象が「種族:ドラゴン」を含む場合、対象に「攻撃力:-3」を付与する。"
        )
