"""vg round 50 (issue 12, s47vgA): a card's named gauge.

- 「このユニットの冠ゲージ」 (「…があるなら」 / 「…が２枚以上なら」 / 「…１枚につき」 / 「…から２枚捨てる」):
  the gauge cards named 冠 (4.15.4.1) associated with that unit (4.15.3, 4.15.3.1) — refused
  before as "a reference with further words (gauge)".
- 「…を、あなたのヴァンガードの冠ゲージとして裏で置く」: put as gauge associated with the
  fighter's vanguard (7.40.1, 7.40.2) and named (7.40.3) — refused before as "the gauge of this
  card".
- the cost 「[このユニットをあなたのヴァンガードの冠ゲージとして裏で置く]」 / 「[このユニットを詩譜
  ゲージとして表で置く]」 / 「[手札から１枚詩譜ゲージとして表で置く]」 (7.40.1–7.40.3, 7.40.7) —
  refused before as "the word as"."""

from __future__ import annotations

from typing import Any

import pytest

import ruling.games.vg  # noqa: F401  (registers the vg card-text compiler)
from grammar.parse import parse_card
from ruling.cardtext.ir import Sel
from ruling.games._vg.cardtext import compile_ability
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import cited, unsupported
from tests.ruling.boards import zone_names as zone

BODY = """\
game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
  A:
    deck: [{name: 山1, type: normal}, {name: 山2, type: normal}, 8]
    vanguard: {name: 王, type: normal, grade: 3, power: 13000, text: "VTEXT"}
    left_front: {name: 重騎士, type: normal, grade: 2, power: 10000, text: "TEXT"}
    hand: [{name: 冠1, type: normal}, {name: 冠2, type: normal}]
MORE
actions:
ACTIONS"""


def _run(text: str, actions: str, vtext: str = "", more: str = "", ask: str = "") -> Any:
    body = (
        BODY.replace("VTEXT", vtext)
        .replace("TEXT", text)
        .replace("MORE\n", more)
        .replace("\nACTIONS", "\n" + actions if actions else " []\n")
    )
    return resolve(loads(body + (f"ask: [{ask}]\n" if ask else ""), "t.yaml"))


def _gauge(card: str, of: str, name: str = "冠") -> str:
    return f"  - {{do: gauge, card: {card}, of: {of}, name: {name}}}\n"


def _prog(text: str) -> Any:
    return compile_ability(parse_card(text, "vg").card.abilities[0])


HAS = "【永】【(R)】：このユニットの冠ゲージがあるなら、このユニットのパワー＋10000。"
PER = "【永】【(R)】：あなたのターン中、このユニットの冠ゲージ１枚につき、このユニットのパワー＋5000。"


def test_compiled_as_the_gauge_of_that_unit() -> None:
    assert _prog(HAS).cond.sel == Sel(gauge="冠", on=Sel(ref="this"))
    two = "【永】【(R)】：このユニットの冠ゲージが２枚以上なら、このユニットのパワー＋10000。"
    c = _prog(two).cond
    assert (c.sel, c.n) == (Sel(gauge="冠", on=Sel(ref="this")), 2)


@pytest.mark.parametrize(
    ("gauges", "power"),
    [
        ("", 10000),
        (_gauge("冠1", "重騎士"), 20000),
        # the gauge of another unit (4.15.3.1: associated with that one) is not this unit's
        (_gauge("冠1", "王"), 10000),
        # another name (4.15.4.1): not its 冠ゲージ
        (_gauge("冠1", "重騎士", "詩譜"), 10000),
    ],
)
def test_condition_reads_the_units_own_named_gauge(gauges: str, power: int) -> None:
    r = _run(HAS, gauges, ask="重騎士.power")
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["重騎士.power"] == power


def test_per_gauge_card_counts_them() -> None:
    """「このユニットの冠ゲージ１枚につき、＋5000」: two gauge cards, +10000."""
    r = _run(PER, _gauge("冠1", "重騎士") + _gauge("冠2", "重騎士"), ask="重騎士.power")
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"]["重騎士.power"] == 20000


COST = "【起】【(R)】：【コスト】[このユニットの冠ゲージから１枚捨てる]ことで、１枚引く。"
ACT = "  - {do: activate, card: 重騎士}\n"


def test_cost_discards_from_the_units_gauge() -> None:
    """The gauge card is discarded (to the drop) and the effect draws."""
    r = _run(COST, _gauge("冠1", "重騎士") + ACT)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "drop") == ["冠1"] and zone(r, "A", "gauge") == []
    assert "山1" in zone(r, "A", "hand")


def test_cost_not_payable_from_another_units_gauge() -> None:
    """Only the vanguard has a 冠ゲージ: this unit's is empty — the cost cannot be paid."""
    r = _run(COST, _gauge("冠1", "王") + ACT)
    assert zone(r, "A", "gauge") == ["冠1"] and "山1" not in zone(r, "A", "hand")


PUT = "【起】【(R)】：あなたの山札の上から１枚を、あなたのヴァンガードの冠ゲージとして裏で置く。"
V_HAS = "【永】【(V)】：このユニットの冠ゲージがあるなら、このユニットのパワー＋10000。"


def test_put_as_the_vanguards_named_gauge_7_40_2() -> None:
    r = _run(PUT, ACT, vtext=V_HAS, ask="王.power")
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "gauge") == ["山1"]
    card = r.main.final.players["A"].zones["gauge"][0]
    assert card.states.get("gauge_name") == "冠" and not card.face_up
    assert r.outcome["state"]["王.power"] == 23000
    assert {"7.40.1", "7.40.2", "7.40.3"} <= cited(r)


def test_cost_puts_this_unit_as_the_vanguards_gauge() -> None:
    text = "【起】【(R)】：【コスト】[このユニットをあなたのヴァンガードの冠ゲージとして裏で置く]ことで、１枚引く。"
    r = _run(text, ACT, vtext=V_HAS, ask="王.power")
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "gauge") == ["重騎士"] and "山1" in zone(r, "A", "hand")
    assert r.outcome["state"]["王.power"] == 23000


SONG = (
    "    right_front: {name: 楽譜, type: normal, grade: 1,"
    " text: '【永】【(R)】：あなたは詩譜ゲージを持てる。'}\n"
)


@pytest.mark.parametrize(
    ("cost", "put"),
    [
        ("このユニットを詩譜ゲージとして表で置く", "重騎士"),
        ("手札から１枚詩譜ゲージとして表で置く", "冠1"),
    ],
)
def test_cost_put_as_a_players_named_gauge_7_40_7(cost: str, put: str) -> None:
    """With an effect that lets A have 詩譜ゲージ, the card goes face up as A's 詩譜ゲージ and
    A draws; without one the cost cannot be paid (7.40.7.1)."""
    text = f"【起】【(R)】：【コスト】[{cost}]ことで、１枚引く。"
    r = _run(text, ACT, more=SONG)
    assert not unsupported(r), unsupported(r)
    assert zone(r, "A", "gauge") == [put] and "山1" in zone(r, "A", "hand")
    card = r.main.final.players["A"].zones["gauge"][0]
    assert card.face_up and card.states.get("gauge_player") == "A"
    no = _run(text, ACT)
    assert zone(no, "A", "gauge") == [] and "山1" not in zone(no, "A", "hand")
