"""Damage taken away, read once for the games where damage accumulates on a card
(``ruling/cardtext/damage.py``, folded from co's ``_damage_cleared`` / ``_damage_removed`` and vs's
``_remove_damage_hook`` / ``_damage_np``): the reader on minimal steps, and each way of naming the
damage on a board of each game (co 4.3.9, vs 7.1.5.3)."""

from __future__ import annotations

import pytest

from grammar import ast as A
from grammar.parse import parse_card
from ruling.abilities import Unsupported
from ruling.cardtext.damage import damage_owner, damage_removed
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import CO_HURT_KNIGHT, co_ability, co_run, mc_area, mc_scenario


def _body(text: str, game: str = "co") -> A.Action:
    r = parse_card(text, game)
    assert r.card is not None
    (st,) = r.card.abilities[0].effect.sentences[0].steps
    return st.body


_CHAR = "対象のキャラクター1体"


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        (f"{_CHAR}のダメージを0にする。", None),
        (f"{_CHAR}のダメージをすべて取り除く。", None),
        (f"{_CHAR}のダメージを2点取り除く。", 2),
        (f"{_CHAR}のダメージを1取り除く。", 1),
        (f"{_CHAR}に与えられたダメージを1点取り除く。", 1),
        (f"{_CHAR}が受けているダメージを1点取り除く。", 1),
        (f"{_CHAR}の受けているダメージを1点取り除く。", 1),
        (f"{_CHAR}に蓄積されたダメージをすべて取り除く。", None),
    ],
)
def test_the_reader_gives_whose_damage_and_how_much(text: str, amount: int | None) -> None:
    got = damage_removed(_body(text))
    assert got is not None
    assert got.amount == amount
    # whose damage: the character named, whichever way the damage is said
    assert got.whose == damage_owner(_body(f"{_CHAR}のダメージを0にする。").args[0].value)


def test_the_reader_refuses_another_amount_and_leaves_other_steps() -> None:
    with pytest.raises(Unsupported):
        damage_removed(_body(f"{_CHAR}のダメージを1にする。"))
    # not damage, a modal, no amount: not this reader's step
    assert damage_removed(_body(f"{_CHAR}のAPを0にする。")) is None
    assert damage_removed(_body(f"{_CHAR}のダメージを取り除いてもよい。")) is None
    # damage left unsaid whose it is: the game's ``unsaid`` phrase, else not read
    that = A.NounPhrase((A.Ref("that_card"),), ())
    np = A.NounPhrase(
        (A.Relative(A.Action("receive", (), A.Form.PROGRESSIVE)), A.Word("damage")), ("",)
    )
    assert damage_owner(np) is None
    assert damage_owner(np, unsaid=that) == that


# ------------------------------------------------------------------ co: on a character (4.3.9)


@pytest.mark.parametrize(
    ("text", "left"),
    [
        # the damage named as it accumulates (「…が受けている」 / 「…に蓄積された」), a bare amount,
        # and a step continued by the next one: read in co as in vs
        (f"{_CHAR}が受けているダメージを1点取り除く。", 2),
        (f"{_CHAR}の受けているダメージを1点取り除く。", 2),
        (f"{_CHAR}に蓄積されたダメージをすべて取り除く。", 0),
        (f"{_CHAR}のダメージを1取り除く。", 2),
        (f"{_CHAR}のダメージをすべて取り除き、あなたはカードを1枚引く。", 0),
    ],
)
def test_co_damage_taken_away_however_named(text: str, left: int) -> None:
    assert co_ability(text, type_="event").supported
    r = co_run(CO_HURT_KNIGHT.format(text=text))
    assert r.outcome["state"]["騎士.damage"] == left
    assert "4.3.9" in r.decided_by


def test_co_damage_set_to_another_amount_is_refused() -> None:
    ab = co_ability(f"{_CHAR}のダメージを1にする。", type_="event")
    assert not ab.supported and "other than 0" in ab.reason


# ------------------------------------------------------------------ vs: on a card (7.1.5.3)

_DAMAGED = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: 10
    hand: []
    ring: {name: 千早, ap: 2000, dp: 5000, damage: 2500}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 律子}]}
ask: [千早.damage]
"""


@pytest.mark.parametrize("named", ["に与えられた", "の受けている", "が受けている"])
def test_vs_damage_however_named_taken_away(named: str) -> None:
    # 「…に与えられたダメージ」 / 「…の受けているダメージ」: as co and mc read them, the damage
    # accumulated on the card
    r = resolve(loads(_DAMAGED % f"あなたのリングのカード{named}ダメージを1000取り除く。"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"千早.damage": 1500}
    assert "7.1.5.3" in r.decided_by


# ------------------------------------------------------------------ mc: on a unit (4.5.3)

# B's 兵 (defence 3, damage 2 received) on c3; B resolves a healing of it, then A deals it 1
_MC_HURT = mc_scenario(
    b=mc_area("c3", "森", 6, "{name: 兵, type: unit, level: 1, attack: 1, defense: 3, damage: 2}"),
    rest=(
        "actions:\n"
        '  - {do: resolve_text, player: B, text: "%s", target: 兵}\n'
        '  - {do: resolve_text, player: A, text: "対象に【1】ダメージを与える。", target: 兵}\n'
        "ask: [兵.zone, 兵.damage]\n"
    ),
)


@pytest.mark.parametrize(
    "text",
    [
        "対象の受けているダメージを1点回復する。",
        "対象が受けているダメージを1点回復する。",
        "対象に蓄積されたダメージを1点取り除く。",
        "対象のダメージを1取り除く。",
    ],
)
def test_mc_damage_however_named_healed(text: str) -> None:
    # 2 - 1 + 1: the unit (defence 3) lives; unhealed, the third point kills it (11.3.1.2.1)
    r = resolve(loads(_MC_HURT % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"兵.zone": "B.field.c3", "兵.damage": 2}


def test_mc_damage_of_another_unit_stays_refused() -> None:
    r = resolve(loads(_MC_HURT % "自軍ユニットのダメージを1点回復する。"))
    assert [w for w in r.warnings() if w.kind == "unsupported"]
