"""Monster Collection (mc), round 25 (s21mc), issue 12: what an effect's step acts on is read from
its own sentence — 〈対象:…〉 is one source among others (10.10.4: what the text names beside
the target is acted on because the text names it). Each construction from a minimal text run on
a board, with variants a different writer could print and the neighbour that must not change
(docs/cardtext.md "MC round 25 (s21mc)")."""

from __future__ import annotations

import pytest

from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

get_game("mc")  # registers mc's card-text compiler (ruling.abilities reads it)


def _supported(text: str, card_type: str = "unit") -> bool:
    (ab,) = _abilities("mc", text, card_type)
    return bool(ab.supported)


def _reason(text: str, card_type: str = "unit") -> str:
    (ab,) = _abilities("mc", text, card_type)
    assert not ab.supported
    return str(ab.reason)


def _unsupported(r: object) -> list[object]:
    return [w for w in r.warnings() if w.kind == "unsupported"]  # type: ignore[attr-defined]


def _state(scn: str) -> dict[str, object]:
    r = resolve(loads(scn))
    assert not _unsupported(r)
    return dict(r.outcome["state"])


# A's 術士 (a unit with the text under test) on c2, beside A's 兵 (defence 3); B's ゴブリン
# (defence 4) on c3; A uses 術士's ◎ on ゴブリン (or, 〈対象:自軍…〉, on 兵) in the main phase
def _board(text: str, target: str = "ゴブリン", asked: str = "術士.zone, 兵.zone") -> str:
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    return mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a=mc_area("c2", "平原", 8, unit, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3}"),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest=f"actions:\n  - {{do: use, card: 術士, target: {target}}}\n"
        f"ask: [{asked}, ゴブリン.damage]\n",
    )


_HIT = "◎[メイン]捨て身\\n〈対象:敵軍ユニット1体〉\\n対象に【1】ダメージを与える。"


# --- 「このカード」: the card itself, moved to a zone (4.7.2; 12.4.1, 12.5.1, 5.1.4.1) --------------


@pytest.mark.parametrize(
    ("then", "zone"),
    [
        ("効果適用後、このカードを除外ゾーンに置く。", "A.removed"),
        ("効果適用後、このカードをゲームから除外する。", "A.removed"),
        ("このカードを除外する。", "A.removed"),
        ("効果適用後、このカードを破棄する。", "A.discard"),
        ("このカードを捨て山に置く。", "A.discard"),
        ("効果適用後、このカードを自軍捨て山に置く。", "A.discard"),
        ("このカードを手札に戻す。", "A.hand"),
        ("このカードを持ち主の手札に戻す。", "A.hand"),
        ("", "A.field.c2"),  # the neighbour: nothing said of the card, it stays
    ],
)
def test_this_card_is_moved(then: str, zone: str) -> None:
    """「対象に【1】ダメージを与える。(効果適用後、)このカードを…に置く / 破棄する / 除外する /
    手札に戻す」 on a unit: ゴブリン takes 1 and the unit itself goes to that zone of its owner's
    (4.7.2: 「この～」 is the card it is printed on; 4.1.11)."""
    state = _state(_board(_HIT + then))
    assert state["ゴブリン.damage"] == 1
    assert state["術士.zone"] == zone
    assert state["兵.zone"] == "A.field.c2"


def test_this_card_after_a_step_that_did_not_apply_stays() -> None:
    """「対象を行動完了にする。効果適用後、このカードを破棄する。」 on an acted target: the first step
    does not apply (10.18.1), so what follows 「効果適用後、」 is not brought about (4.1.11)."""
    text = "◎[メイン]封印\\n〈対象:敵軍ユニット1体〉\\n対象を行動完了にする。効果適用後、このカードを破棄する。"
    scn = _board(text).replace("defense: 4}", "defense: 4, state: rest}")
    state = _state(scn)
    assert state["術士.zone"] == "A.field.c2"


_WORN = mc_scenario(
    turn="{player: A, number: 7, phase: main}",
    a="""\
      c2:
        - {name: 平原, type: terrain, limit: 8}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 3, item_slots: 1}
        - {name: 槍, type: item, equipped_to: 戦士, text: "%s"}
""",
    b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
    rest="actions:\n  - {do: use, card: 槍, target: ゴブリン}\n"
    "ask: [槍.zone, 戦士.zone, 戦士.damage, ゴブリン.damage]\n",
)


@pytest.mark.parametrize("noun", ["このアイテム", "この装備品", "このカード"])
def test_an_equipment_discards_itself(noun: str) -> None:
    """An equipment's 「…。効果適用後、このアイテムを破棄する。」: the item itself goes to the
    discard pile (4.7.2: «この～» is the card; 12.4.1), its wearer stays."""
    text = f"◎[メイン]投擲\\n〈対象:敵軍ユニット1体〉\\n{_HIT.split(chr(92) + 'n')[-1]}効果適用後、{noun}を破棄する。"
    state = _state(_WORN % text)
    assert state["槍.zone"] == "A.discard"
    assert state["戦士.zone"] == "A.field.c2"
    assert state["ゴブリン.damage"] == 1


def test_a_step_on_this_card_other_than_moving_it_is_refused() -> None:
    """「このアイテムに【1】ダメージを与える」: an item takes no damage as a unit does — only moving
    the card itself is read."""
    text = "◎[メイン]試\n〈対象:敵軍ユニット1体〉\n対象に【1】ダメージを与える。このアイテムを行動完了にする。"
    assert "このカード" in _reason(text, "item")


@pytest.mark.parametrize("card_type", ["item", "spell"])
def test_this_card_of_a_card_used_from_the_hand_is_refused(card_type: str) -> None:
    """A ◇ (14.6) or a battle spell's ability: the card is in the discard pile from its cost on
    (10.1.13) — whether 「このカードを除外ゾーンに置く」 still names it is not said: refused with a
    reason naming the card, never run silently."""
    text = "◇[普通]試\n〈対象:敵軍ユニット1体〉\n対象に【3】ダメージ。効果適用後、このカードを除外ゾーンに置く。"
    assert "このカード" in _reason(text, card_type)


# --- the unit the card is on: 「このアイテムを装備しているユニット」 (4.7.2, 10.13.1) -----------------


@pytest.mark.parametrize(
    "noun",
    [
        "このアイテムを装備しているユニット",
        "この装備品を装備しているユニット",
        "装備ユニット",
        "このアイテムを使用したユニット",
        "このユニット",  # on an equipment, 「このユニット」 is its wearer (4.7.2)
    ],
)
def test_the_wearer_takes_the_step(noun: str) -> None:
    """An equipment's 「対象に【1】ダメージを与える。{noun}に【1】ダメージを与える。」: the wearer
    戦士 takes 1 beside the target (10.10.4)."""
    text = f"◎[メイン]反動\\n〈対象:敵軍ユニット1体〉\\n対象に【1】ダメージを与える。{noun}に【1】ダメージを与える。"
    state = _state(_WORN % text)
    assert state["戦士.damage"] == 1
    assert state["ゴブリン.damage"] == 1
    assert state["槍.zone"] == "A.field.c2"


def test_the_wearer_named_on_a_unit_card_is_none() -> None:
    """The same text printed on a unit: it is equipped on nothing — the step names no unit and is
    not applied (4.1.15); the target still takes its damage. 「このユニット」 there is the unit."""
    text = "◎[メイン]反動\\n〈対象:敵軍ユニット1体〉\\n対象に【1】ダメージを与える。このアイテムを装備しているユニットに【1】ダメージを与える。"
    state = _state(_board(text, asked="術士.damage"))
    assert state == {"術士.damage": 0, "ゴブリン.damage": 1}
    mine = _state(
        _board(
            text.replace("このアイテムを装備しているユニット", "このユニット"), asked="術士.damage"
        )
    )
    assert mine == {"術士.damage": 1, "ゴブリン.damage": 1}


# --- 「AとB」: one step on the target and on something the text names (10.10.4) -----------------


@pytest.mark.parametrize(
    "step",
    [
        "対象とこのユニットに【1】ダメージを与える。",
        "このユニットと対象に【1】ダメージを与える。",
        "対象とこのユニットに【1】ダメージ。",
    ],
)
def test_the_target_and_this_unit_in_one_sentence(step: str) -> None:
    """「対象とこのユニットに【1】ダメージを与える」: each of the two takes 1 — the target, and the
    unit the text names beside it (4.7.2, 10.10.4)."""
    text = f"◎[メイン]道連れ\\n〈対象:敵軍ユニット1体〉\\n{step}"
    state = _state(_board(text, asked="術士.damage, 兵.damage"))
    assert state == {"術士.damage": 1, "兵.damage": 0, "ゴブリン.damage": 1}


def test_the_target_and_this_unit_made_acted() -> None:
    """「対象とこのユニットを行動完了にする」: both acted (10.18.1); the neighbour 「対象を行動完了に
    する」 leaves 術士 unacted."""
    text = "◎[メイン]足止め\\n〈対象:敵軍ユニット1体〉\\n対象とこのユニットを行動完了にする。"
    state = _state(_board(text, asked="術士.state, ゴブリン.state"))
    assert state["術士.state"] == state["ゴブリン.state"] == "rest"
    alone = _state(
        _board(text.replace("対象とこのユニット", "対象"), asked="術士.state, ゴブリン.state")
    )
    assert alone["術士.state"] == "stand" and alone["ゴブリン.state"] == "rest"


def test_the_target_and_this_unit_granted_a_value() -> None:
    """「このユニットと対象に「攻撃力:+1」を付与する」: the grant on each (10.14.1, 10.14.5)."""
    text = (
        "◎[メイン]鼓舞\\n〈対象:自軍ユニット1体〉\\nこのユニットと対象に「攻撃力:+1」を付与する。"
    )
    state = _state(_board(text, target="兵", asked="術士.attack, 兵.attack"))
    assert state["術士.attack"] == 2 and state["兵.attack"] == 2


# --- the zone a card is put into, read from the goal (5.1.1.4, 5.1.4.5, 12.4.1, 12.5.1) ---------


@pytest.mark.parametrize(
    ("step", "target", "zone"),
    [
        ("対象を自軍手札に戻す。", "兵", "A.hand"),
        ("対象を手札に加える。", "兵", "A.hand"),
        ("対象を自軍の捨て山に置く。", "兵", "A.discard"),
        ("対象を除外ゾーンに置く。", "兵", "A.removed"),
        ("対象を捨て山に置く。", "ゴブリン", "B.discard"),  # a zone with no player: the owner's
        ("対象を持ち主の除外ゾーンに置く。", "ゴブリン", "B.removed"),
        ("対象を除外する。", "ゴブリン", "B.removed"),
    ],
)
def test_the_target_put_into_a_zone(step: str, target: str, zone: str) -> None:
    """「対象を(自軍 / 持ち主の)手札 / 捨て山 / 除外ゾーンに置く / 戻す / 加える」: the unit goes there
    — its owner's zone (5.1.1.4; 「自軍…」 said of the player's own unit is the same zone)."""
    side = "自軍" if target == "兵" else "敵軍"
    text = f"◎[メイン]送還\\n〈対象:{side}ユニット1体〉\\n{step}"
    state = _state(_board(text, target=target, asked=f"{target}.zone"))
    assert state[f"{target}.zone"] == zone


@pytest.mark.parametrize("side", ["敵軍", ""])
def test_an_own_zone_for_a_card_that_may_be_the_other_players_is_refused(side: str) -> None:
    """「対象を自軍手札に戻す」 with 〈対象:敵軍 / (either)ユニット1体〉: the other player's unit put
    into this player's hand is not the owner's zone 5.1.1.4 / 12.x move cards to — refused, and a
    ruling using it says so (naming the text)."""
    text = f"◎[メイン]奪取\\n〈対象:{side}ユニット1体〉\\n対象を自軍手札に戻す。"
    assert "自軍" in _reason(text.replace("\\n", "\n"))
    r = resolve(loads(_board(text, asked="ゴブリン.zone")))
    assert any("対象を自軍手札に戻す" in w.ja for w in _unsupported(r))  # type: ignore[attr-defined]


def test_the_enemy_zone_is_not_read() -> None:
    """「対象を敵軍手札に戻す」: no construction read — refused, not run as the owner's hand."""
    assert not _supported("◎[メイン]試\n〈対象:敵軍ユニット1体〉\n対象を敵軍手札に戻す。")


def _consumable(then: str) -> str:
    """A's 魔術師 (defence 9, one item slot) advances into B's c3 and uses the consumable 火薬壺
    from the hand on 門番 in its first normal timing."""
    text = f"◇[普通]爆裂\\n〈対象:敵軍ユニット1体〉\\n対象に【3】ダメージ。{then}"
    return mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top=f'    deck: 20\n    hand:\n      - {{name: 火薬壺, type: item, text: "消耗品\\n{text}"}}\n',
        a=mc_area(
            "c2",
            "平原",
            8,
            "{name: 魔術師, type: unit, level: 1, attack: 0, defense: 9, item_slots: 1}",
        ),
        b=mc_area("c3", "森", 6, "{name: 門番, type: unit, level: 1, attack: 1, defense: 3}"),
        rest="""\
actions:
  - do: main_phase
    actions:
      - do: advance
        units: [魔術師]
        to: c3
        dice: {A: 6, B: 1}
        first_normal:
          - {do: use, card: 火薬壺, unit: 魔術師, target: 門番}
ask: [門番.zone, 魔術師.damage]
""",
    )


@pytest.mark.parametrize(
    ("then", "hurt"),
    [
        ("効果適用後、この消耗品を使用したユニットに【1】ダメージ。", 1),
        ("この消耗品を使用したユニットに【火:1】ダメージを与える。", 1),
        ("効果適用後、このアイテムを使用したユニットに【1】ダメージを与える。", 1),
        ("", 0),  # the neighbour: the user untouched
    ],
)
def test_the_unit_that_used_a_consumable(then: str, hurt: int) -> None:
    """A consumable's 「…この消耗品を使用したユニットに【1】ダメージ」: the unit that declared its use
    takes it (10.13.1), beside the target (10.10.4)."""
    state = _state(_consumable(then))
    assert state == {"門番.zone": "B.discard", "魔術師.damage": hurt}


# --- what the steps before did to the target: 死亡した / 破棄された (and not) (10.10.5, 4.1.11) ----


@pytest.mark.parametrize(
    "cond",
    [
        "効果適用後、対象が破棄された場合、",
        "対象が破棄された場合、",
        "この効果で対象が破棄された場合、",
        "効果適用後、対象が死亡した場合、",
        "対象がこの効果で死亡した場合、",
    ],
)
@pytest.mark.parametrize(("defense", "attack"), [(3, 2), (4, 1)])
def test_the_target_discarded_by_the_steps_before(cond: str, defense: int, attack: int) -> None:
    """「対象に【3】ダメージを与える。{cond}このユニットを「攻撃力:+1」する。」: ゴブリン of defence 3
    dies of the damage and is discarded (11.3.1.2.1, 12.4.1) — 術士 gains 1; of defence 4 it lives
    and the step is not applied (10.12.2)."""
    text = f"◎[メイン]竜炎\\n〈対象:敵軍ユニット1体〉\\n対象に【3】ダメージを与える。{cond}このユニットを「攻撃力:+1」する。"
    scn = _board(text, asked="術士.attack").replace("defense: 4}", f"defense: {defense}}}")
    assert _state(scn)["術士.attack"] == attack


@pytest.mark.parametrize(
    "cond",
    [
        "対象が破棄されなかった場合、",
        "対象が死亡しなかった場合、",
        "効果適用後、対象が死亡していない場合、",
    ],
)
@pytest.mark.parametrize(("defense", "state"), [(3, None), (4, "rest")])
def test_the_target_not_discarded_by_the_steps_before(
    cond: str, defense: int, state: str | None
) -> None:
    """「対象に【3】ダメージを与える。{cond}対象を行動完了にする。」: a surviving ゴブリン is made acted
    (10.18.1); one that died is in the discard pile, not made anything."""
    text = f"◎[メイン]氷結\\n〈対象:敵軍ユニット1体〉\\n対象に【3】ダメージを与える。{cond}対象を行動完了にする。"
    scn = _board(text, asked="ゴブリン.zone, ゴブリン.state").replace(
        "defense: 4}", f"defense: {defense}}}"
    )
    got = _state(scn)
    assert got["ゴブリン.zone"] == ("B.discard" if state is None else "B.field.c3")
    if state is not None:
        assert got["ゴブリン.state"] == state


def test_the_target_discarded_before_any_step_is_refused() -> None:
    """「対象が破棄された場合、…」 as the first words: nothing of this effect has happened yet —
    refused by name, not read as a condition on the declared unit."""
    assert "before" in _reason(
        "◎[メイン]試\n〈対象:敵軍ユニット1体〉\n対象が破棄された場合、対象に【1】ダメージを与える。"
    )


# --- 「ダイスをn個振る。出目が…の場合、…」: a roll and conditions on its result (3.4.2, 3.4.5, 10.1.8) --


def _rolled(text: str, die: int, asked: str = "術士.damage, 術士.zone") -> dict[str, object]:
    scn = _board(text, asked=asked).replace(
        "{do: use, card: 術士, target: ゴブリン}",
        f"{{do: use, card: 術士, target: ゴブリン, dice: {die}}}",
    )
    return _state(scn)


@pytest.mark.parametrize(
    "effect",
    [
        "ダイスを1個振る。出目が4以上の場合、対象に【2】ダメージを与える。",
        "ダイスを1個振り、出た目が4以上の場合、対象に【2】ダメージを与える。",
        "1Dを振り、出目が4以上の場合、対象に【2】ダメージ。",
        "ダイスを1個振る。結果が4以上の場合、対象に【2】ダメージを与える。",
        "ダイスを1個振る。ダイス結果が4以上の場合、対象に【2】ダメージを与える。",
        "ダイスを1個振る。出目が4か5か6の場合、対象に【2】ダメージを与える。",
    ],
)
@pytest.mark.parametrize(("die", "hurt"), [(4, 2), (6, 2), (3, 0)])
def test_a_roll_and_a_condition_on_its_result(effect: str, die: int, hurt: int) -> None:
    """「ダイスを1個振る。出目が4以上の場合、対象に【2】ダメージを与える。」: the die rolled at the
    declaration (10.1.8) — 4 or more deals the 2 (10.12.1), 3 deals nothing (10.12.2)."""
    text = f"◎[メイン]博打\\n〈対象:敵軍ユニット1体〉\\n{effect}"
    assert _rolled(text, die, asked="術士.zone")["ゴブリン.damage"] == hurt


@pytest.mark.parametrize(("die", "goblin", "mine"), [(5, 2, 0), (2, 0, 1)])
def test_a_roll_with_two_branches(die: int, goblin: int, mine: int) -> None:
    """「…出た目が4以上の場合、対象に【2】ダメージ。3以下の場合、このユニットに【1】ダメージ。」:
    the second condition, with no subject, reads the same roll (3.4.5)."""
    text = (
        "◎[メイン]失敗魔法\\n〈対象:敵軍ユニット1体〉\\nダイスを1個振る。出た目が4以上の場合、"
        "対象に【2】ダメージを与える。3以下の場合、このユニットに【1】ダメージを与える。"
    )
    state = _rolled(text, die)
    assert state["ゴブリン.damage"] == goblin and state["術士.damage"] == mine


@pytest.mark.parametrize(
    "text",
    [
        "◎[メイン]試\n〈対象:敵軍ユニット1体〉\n出目が4以上の場合、対象を破棄する。",  # no roll
        "◎[メイン]試\n〈対象:敵軍ユニット1体〉\nダイスを1個振る。",  # a roll nothing reads
        "○[戦闘]試\n〈対象:このユニット〉\nダイスを1個振る。出目が4以上の場合、対象を「攻撃力:+1」する。",
    ],
)
def test_a_dice_condition_without_its_roll_is_refused(text: str) -> None:
    """A dice condition with no roll before it, a roll no condition reads, a ○ ability in force
    over a roll: refused, each by name."""
    assert not _supported(text)


@pytest.mark.parametrize(("die", "hurt"), [(1, 1), (2, 1), (3, 0)])
def test_an_automatic_ability_rolls_as_it_resolves(die: int, hurt: int) -> None:
    """●[自軍ターン] 〈発揮:メインフェイズ開始時/対象:この地形に存在するユニットすべて〉 「ダイスを1個
    振る。出目が1か2の場合、対象すべてに【1】ダメージを与える。」: rolled as it resolves
    (14.7.3.10); 1 or 2 hurts each unit of the terrain (4.7.5)."""
    unit = (
        '{name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "●[自軍ターン]落雷\\n'
        "〈発揮:メインフェイズ開始時/対象:この地形に存在するユニットすべて〉\\n"
        'ダイスを1個振る。出目が1か2の場合、対象すべてに【1】ダメージを与える。"}'
    )
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main, first_player: A}",
        a=mc_area(
            "c2", "平原", 8, unit, "{name: 従者, type: unit, level: 1, attack: 1, defense: 3}"
        ),
        rest="actions:\n  - {do: main_phase}\n"
        f"choices: [{{player: A, at: dice, choose: {die}}}]\nask: [兵.damage, 従者.damage]\n",
    )
    assert _state(scn) == {"兵.damage": hurt, "従者.damage": hurt}


@pytest.mark.parametrize(
    ("resist", "zone"),
    [("", "B.discard"), ("石化", "B.field.c3"), ("火炎", "B.discard")],
)
def test_a_death_effect_of_an_attribute(resist: str, zone: str) -> None:
    """「対象を【石化】で死亡させる」: a death effect of 石化 (11.3.3.1) — a unit holding 「耐性:石化」
    does not die (13.1.7.1, 13.1.7.2), one holding another x does."""
    text = "◎[メイン]石化の視線\\n〈対象:敵軍ユニット1体〉\\n対象を【石化】で死亡させる。"
    scn = _board(text, asked="ゴブリン.zone")
    if resist:
        scn = scn.replace("defense: 4}", f'defense: 4, text: "「耐性:{resist}」"}}')
    assert _state(scn)["ゴブリン.zone"] == zone


@pytest.mark.parametrize(("die", "hurt"), [(5, 2), (4, 1)])
def test_a_roll_after_the_steps_applied(die: int, hurt: int) -> None:
    """「対象に【1】ダメージ。効果適用後、ダイスを1個振り、出目が5以上なら、さらに対象に【1】ダメージを
    与える。」: the die is rolled at the declaration all the same (10.1.8); 5 or more adds 1."""
    text = (
        "◎[メイン]試作爆弾\\n〈対象:敵軍ユニット1体〉\\n対象に【1】ダメージ。効果適用後、"
        "ダイスを1個振り、出目が5以上なら、さらに対象に【1】ダメージを与える。"
    )
    assert _rolled(text, die, asked="術士.zone")["ゴブリン.damage"] == hurt


@pytest.mark.parametrize(
    ("step", "target", "owner", "end"),
    [
        ("対象を山札の一番下に置く。", "ゴブリン", "B", -1),
        ("対象を持ち主の山札の一番上に置く。", "ゴブリン", "B", 0),
        ("対象を山札の上に戻す。", "ゴブリン", "B", 0),
        ("対象を自軍山札の下に置く。", "兵", "A", -1),
    ],
)
def test_the_target_put_on_a_deck(step: str, target: str, owner: str, end: int) -> None:
    """「対象を(持ち主の / 自軍)山札の一番上 / 一番下に置く」: the unit goes to that end of its
    owner's deck (5.1.3.1, 5.1.1.4, 5.1.3.9)."""
    side = "自軍" if owner == "A" else "敵軍"
    text = f"◎[メイン]送還\\n〈対象:{side}ユニット1体〉\\n{step}"
    r = resolve(loads(_board(text, target=target, asked=f"{target}.zone")))
    assert not _unsupported(r)
    assert r.outcome["state"][f"{target}.zone"] == f"{owner}.deck"
    deck = r.main.ctx.zone(owner, "deck")  # type: ignore[attr-defined]
    assert deck[end].name == target
    assert len(deck) == 21


def test_a_deck_with_no_end_is_not_read() -> None:
    """「対象を山札に加える / 置く」: where in the deck is not said — refused, not guessed."""
    assert not _supported("◎[メイン]試\n〈対象:敵軍ユニット1体〉\n対象を山札に置く。")


@pytest.mark.parametrize(
    ("subject", "race", "zone"),
    [
        ("このカードを使用したユニット", "サラマンダー", "B.discard"),
        ("この消耗品を使用したユニット", "サラマンダー", "B.discard"),
        ("このカードを使用したユニット", "ヒューマン", "B.field.c3"),
    ],
)
def test_a_condition_on_the_unit_that_used_the_card(subject: str, race: str, zone: str) -> None:
    """A consumable's 「対象に【2】ダメージを与える。{subject}が「種族:サラマンダー」の場合、かわりに
    対象に【3】ダメージを与える。」: read on the unit that declared its use (10.13.1, 4.7.2) —
    a サラマンダー user deals 3 (門番, defence 3, dies), another 2."""
    scn = _consumable("").replace(
        "対象に【3】ダメージ。",
        f"対象に【2】ダメージを与える。{subject}が「種族:サラマンダー」の場合、かわりに対象に【3】ダメージを与える。",
    )
    scn = scn.replace("item_slots: 1}", f"item_slots: 1, race: {race}}}")
    assert _state(scn)["門番.zone"] == zone


def test_a_condition_on_the_user_printed_on_a_unit_is_refused() -> None:
    """The same condition printed on a unit card: no item, no unit using it — refused by name."""
    text = (
        "◎[普通]業火\n〈対象:敵軍ユニット1体〉\n対象に【2】ダメージを与える。このカードを使用した"
        "ユニットが「種族:サラマンダー」の場合、かわりに対象に【3】ダメージを与える。"
    )
    assert "not an item" in _reason(text)


@pytest.mark.parametrize(
    ("race", "zone"), [("サラマンダー", "B.discard"), ("ヒューマン", "B.field.c3")]
)
def test_a_condition_on_the_unit_that_used_a_battle_spell(race: str, zone: str) -> None:
    """The same on a battle spell: 「このカードを使用したユニット」 is the unit that used it (10.13.1;
    its user set as it is used, 10.1.9)."""
    scn = _consumable("").replace(
        "対象に【3】ダメージ。",
        "対象に【2】ダメージを与える。このカードを使用したユニットが「種族:サラマンダー」の場合、"
        "かわりに対象に【3】ダメージを与える。",
    )
    scn = scn.replace('type: item, text: "消耗品\\n', 'type: spell, spell_cost: 火, text: "')
    scn = scn.replace("item_slots: 1}", f'item_slots: 1, spell_slots: "火", race: {race}}}')
    assert "type: spell" in scn and "spell_slots" in scn
    assert _state(scn)["門番.zone"] == zone


# --- a noun whose possessor is the card's own unit: 「このユニットの受けているダメージ」 (4.7.2) ------


@pytest.mark.parametrize(
    ("heal", "left"),
    [
        ("このユニットの受けているダメージを1点回復する。", 1),
        ("このユニットが受けているダメージを1点回復する。", 1),
        ("このユニットのダメージをすべて回復する。", 0),
        ("対象の受けているダメージを1点回復する。", 2),  # the neighbour: the target's, not 術士's
    ],
)
def test_this_units_damage_healed(heal: str, left: int) -> None:
    """「対象に【1】ダメージを与える。効果適用後、{heal}」: 術士 (damage 2) has its own damage healed
    (4.5.2), the target (ゴブリン) still takes 1."""
    text = f"◎[メイン]吸収\\n〈対象:敵軍ユニット1体〉\\n対象に【1】ダメージを与える。効果適用後、{heal}"
    scn = _board(text, asked="術士.damage").replace(
        "defense: 3, text:", "defense: 3, damage: 2, text:"
    )
    state = _state(scn)
    assert state["術士.damage"] == left
    assert state["ゴブリン.damage"] == (1 if left != 2 else 0)


# --- a step's own duration naming the battle's end (4.6.9, 10.14.6) -------------------------------


def _program(text: str) -> object:
    (ab,) = _abilities("mc", text, "unit")
    assert ab.supported, ab.reason
    return ab.program


@pytest.mark.parametrize("lead", ["戦闘終了時まで、", "戦闘終了タイミングまで、", "この戦闘の間、"])
@pytest.mark.parametrize("step", ["対象に「攻撃力:+3」を付与する。", "対象は「防御力:+2」する。"])
def test_a_duration_to_the_battles_end(lead: str, step: str) -> None:
    """「戦闘終了時まで、対象に「攻撃力:+3」を付与する」 on an ability used only in a battle: the
    duration 4.6.9 / 10.14.6 give it — the same program as without the words (whose board
    behaviour test_mc_cardtext_r15 / r24 check)."""
    head = "◎[普通]鼓舞\n〈コスト:手札1枚破棄/対象:自軍ユニット1体〉\n"
    assert _program(head + lead + step) == _program(head + step)


@pytest.mark.parametrize("lead", ["戦闘終了時まで、", "この戦闘の間、"])
def test_a_battle_duration_outside_a_battle_is_refused(lead: str) -> None:
    """The same words on a [メイン] ability (used outside a battle): they would lengthen or shorten
    what 10.14.6 gives (the phase) — refused by name."""
    text = f"◎[メイン]鼓舞\n〈対象:自軍ユニット1体〉\n{lead}対象に「攻撃力:+3」を付与する。"
    assert "outside a battle" in _reason(text)


# --- a ● ability's step on what its own text names, beside its one target (4.7.2, 10.10.4) -------


@pytest.mark.parametrize(
    ("then", "mine"),
    [
        ("このユニットを行動完了にする。", {"兵.state": "rest", "兵.zone": "A.field.c2"}),
        # 効果適用後 in a ●: read since round 57 (s54mcR, 4.1.11: after the damage applied)
        (
            "効果適用後、このユニットを行動完了にする。",
            {"兵.state": "rest", "兵.zone": "A.field.c2"},
        ),
        ("このカードを手札に戻す。", {"兵.state": "stand", "兵.zone": "A.hand"}),
        ("", {"兵.state": "stand", "兵.zone": "A.field.c2"}),  # the neighbour
    ],
)
def test_an_automatic_ability_acts_on_its_own_unit(then: str, mine: dict[str, str] | None) -> None:
    """A unit's 「●[自軍ターン]… 〈発揮:メインフェイズ開始時/対象:敵軍ユニット1体〉 対象に【1】ダメージを
    与える。このユニットを行動完了にする。」: the target takes 1 (14.7.3.5) and the unit itself is made
    acted (4.7.2, 10.10.4, 10.18.1) — or, 「このカードを手札に戻す」, returned to the hand (5.1.4.1)."""
    text = (
        "●[自軍ターン]奇襲\\n〈発揮:メインフェイズ開始時/対象:敵軍ユニット1体〉\\n"
        f"対象に【1】ダメージを与える。{then}"
    )
    if mine is None:
        assert not _supported(text.replace("\\n", "\n"))
        return
    unit = f'{{name: 兵, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main, first_player: A}",
        a=mc_area("c2", "平原", 8, unit),
        b=mc_area("c3", "湖", 6, "{name: ゴブリン, type: unit, level: 1, attack: 1, defense: 4}"),
        rest="actions:\n  - {do: main_phase}\nask: [兵.state, 兵.zone, ゴブリン.damage]\n",
    )
    assert _state(scn) == {**mine, "ゴブリン.damage": 1}


def test_an_automatic_ability_on_this_unit_beside_a_group_stays_refused() -> None:
    """Beside a group target the ● runner would do it once per unit: refused."""
    text = (
        "●[自軍ターン]噴煙\n〈発揮:メインフェイズ開始時/対象:この地形に存在するユニットすべて〉\n"
        "対象に【1】ダメージを与える。このユニットを行動完了にする。"
    )
    assert not _supported(text)


@pytest.mark.parametrize(
    ("then", "zone"),
    [
        ("このアイテムを破棄する。", "A.discard"),
        ("このカードをゲームから除外する。", "A.removed"),
        ("", "A.field.c2"),  # the neighbour: the item stays
    ],
)
def test_an_equipments_automatic_ability(then: str, zone: str) -> None:
    """An equipment's 「●[自軍ターン]… 〈発揮:メインフェイズ開始時/対象:装備ユニット〉 対象に【1】
    ダメージを与える。このアイテムを破棄する。」: played as a unit's is (14.7.3.7; before, an
    equipment's ● ability was compiled but never played) — the wearer takes 1 (4.7.2) and the item
    itself goes to the discard pile (12.4.1)."""
    text = (
        "●[自軍ターン]使い捨て\\n〈発揮:メインフェイズ開始時/対象:装備ユニット〉\\n"
        f"対象に【1】ダメージを与える。{then}"
    )
    scn = mc_scenario(
        turn="{player: A, number: 7, phase: main, first_player: A}",
        a=f"""\
      c2:
        - {{name: 平原, type: terrain, limit: 8}}
        - {{name: 戦士, type: unit, level: 1, attack: 1, defense: 3, item_slots: 1}}
        - {{name: 槍, type: item, equipped_to: 戦士, text: "{text}"}}
""",
        rest="actions:\n  - {do: main_phase}\nask: [槍.zone, 戦士.damage]\n",
    )
    state = _state(scn)
    assert state["槍.zone"] == zone
    assert state["戦士.damage"] == 1


# --- cards of the player's own discard pile to the hand (5.1.4.1, 5.1.4.6, 10.10.4) ---------------


def _retrieve(text: str, target: str = "A") -> str:
    unit = f'{{name: 術士, type: unit, level: 1, attack: 1, defense: 3, text: "{text}"}}'
    return mc_scenario(
        turn="{player: A, number: 7, phase: main}",
        a_top="    deck: 20\n    discard:\n"
        "      - {name: 骸骨, type: unit, level: 1, attack: 1, defense: 1}\n"
        "      - {name: 剣, type: item}\n",
        a=mc_area("c2", "平原", 8, unit),
        rest=f"actions:\n  - {{do: use, card: 術士, target: {target}}}\nask: [骸骨.zone, 剣.zone]\n",
    )


@pytest.mark.parametrize(
    ("step", "header"),
    [
        ("対象は捨て山のユニットカード1枚を手札に戻す。", "〈対象:自軍プレイヤー〉"),
        ("対象は自軍捨て山のユニットカード1枚を手札に加える。", "〈対象:自軍プレイヤー〉"),
        ("自軍捨て山のユニットカード1枚を手札に加える。", "〈対象:自軍プレイヤー〉"),
        ("捨て山のユニットカードを1枚手札に加える。", "〈対象:自軍プレイヤー〉"),
    ],
)
def test_a_unit_card_of_the_discard_pile_to_the_hand(step: str, header: str) -> None:
    """「対象は捨て山のユニットカード1枚を手札に戻す」: the player chooses one unit card (2.1.6) of
    their own discard pile — 骸骨, the one unit card there; the item 剣 may not be chosen — and it
    goes to their hand (5.1.4.1)."""
    state = _state(_retrieve(f"◎[メイン]招魂\\n{header}\\n{step}"))
    assert state == {"骸骨.zone": "A.hand", "剣.zone": "A.discard"}


def test_any_card_of_the_discard_pile_is_chosen() -> None:
    """「捨て山のカードを1枚選び、手札に加える」: any card — the choice is the player's (two
    branches, or the one the scenario names)."""
    scn = _retrieve(
        "◎[メイン]招魂\\n〈対象:自軍プレイヤー〉\\n捨て山のカードを1枚選び、手札に加える。"
    )
    r = resolve(loads(scn + "choices: [{player: A, at: choose, choose: 剣}]\n"))
    assert not _unsupported(r)
    assert r.outcome["state"] == {"骸骨.zone": "A.discard", "剣.zone": "A.hand"}


@pytest.mark.parametrize(
    "text",
    [
        "◎[メイン]試\n〈対象:敵軍プレイヤー〉\n対象は捨て山のカード1枚を手札に戻す。",
        "◎[メイン]試\n〈対象:自軍プレイヤー〉\n敵軍捨て山のカード1枚を手札に加える。",
    ],
)
def test_another_players_discard_pile_is_not_read(text: str) -> None:
    """The other player's discard pile or hand: not read — refused by name."""
    assert not _supported(text)
