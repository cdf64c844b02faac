"""mc card-text constructions added in round 13 (issue 12): each compiled from a minimal text in
the rules document's printed style and run on a board, with the clause that decides it."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_scenario

BOARD = mc_scenario(
    title="t",
    turn="{player: A, number: 5, phase: main}",
    a_top="    deck: 10\n",
    b_top="    deck: 10\n",
    b="""\
      c3:
        - {name: 雪原, type: terrain, limit: 6}
        - {name: 像, type: unit, level: 2, attack: 1, defense: %d, text: "%s"}
""",
    rest="""\
actions:
  - {do: resolve_text, player: A, text: "%s", target: 像}
ask: [像.zone, 像.damage]
%s""",
)


def _rule(defense: int, card: str, effect: str, more: str = ""):
    return resolve(loads(BOARD % (defense, card, effect, more)))


@pytest.mark.parametrize(
    ("card", "dealt", "got"),
    [
        # 「代わりにそのダメージをn点少なくする」: the damage happens, n points smaller (10.8.2)
        ("○鎧\\nこのユニットがダメージを受ける場合、代わりにそのダメージを1点少なくする。", 3, 2),
        # below 0 it is 0 (4.5.3)
        ("○鎧\\nこのユニットがダメージを受ける場合、代わりにそのダメージを2点少なくする。", 1, 0),
        # 〈対象:このユニット〉 names the unit of the event; 「多くする」 raises it
        (
            "○脆弱\\n〈対象:このユニット〉このユニットがダメージを受ける場合、"
            "代わりにそのダメージを1点多くする。",
            1,
            2,
        ),
    ],
)
def test_a_damage_amount_replacement_changes_the_damage(card: str, dealt: int, got: int) -> None:
    r = _rule(5, card, f"対象に【{dealt}】ダメージを与える。")
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"像.zone": "B.field.c3", "像.damage": got}
    assert {"10.8.2", "4.5.1"} <= set(r.decided_by)


def test_a_weakness_and_a_reduction_are_ordered_by_a_choice_flagged_as_unsettled() -> None:
    # 弱点 first: 1+2-1 = 2; the reduction first: 0, and 弱点 needs 1 or more (13.1.8.1)
    card = (
        "「弱点:火炎(+2ダメージ)」\\n○鎧\\nこのユニットがダメージを受ける場合、"
        "代わりにそのダメージを1点少なくする。"
    )
    weak = _rule(
        9,
        card,
        "対象に【火炎】【1】ダメージを与える。",
        "choices: [{player: B, choose: weakness}]\n",
    )
    change = _rule(
        9, card, "対象に【火炎】【1】ダメージを与える。", "choices: [{player: B, choose: change}]\n"
    )
    assert weak.outcome["state"]["像.damage"] == 2
    assert change.outcome["state"]["像.damage"] == 0
    assert "10.8.4" in weak.decided_by
    flagged = [w for w in weak.warnings() if w.kind == "ambiguity"]
    assert flagged and {"10.8.4.1", "10.8.4.2"} <= set(flagged[0].clauses)


def test_a_reduction_on_another_event_is_refused_by_name() -> None:
    card = "○鎧\\nこのユニットがダメージを受ける場合、代わりにそのダメージを1回少なくする。"
    r = _rule(5, card, "対象に【1】ダメージを与える。")
    assert any("○鎧" in w.en for w in r.warnings() if w.kind == "unsupported")


@pytest.mark.parametrize("text", ["対象を持ち主の手札に戻す。", "対象を手札に戻す。"])
def test_returning_the_target_to_its_owners_hand(text: str) -> None:
    # A's effect on B's unit: it goes to B's hand (5.1.4.1, 5.1.1.4), not to A's
    r = _rule(5, "", text)
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["像.zone"] == "B.hand"
    assert "5.1.4.1" in r.decided_by


def test_a_count_of_all_is_refused_with_a_reason_not_an_error() -> None:
    # 「すべて」 has no number: the step readers refused it with an AttributeError before
    from ruling.abilities import abilities_of
    from ruling.state import Card

    card = Card(
        uid="x",
        owner="A",
        name="x",
        text="□[普通]治療〈対象:自軍ユニット〉\n対象のダメージをすべて回復する。",
    )
    (ab,) = abilities_of("mc", card)
    # round 17: the healing is read (``HealStep``, test_mc_cardtext_r17b.py), 「すべて」 as all of
    # it; what this test guards is that no count of all breaks a step reader
    assert "Error" not in ab.reason
    assert ab.supported and [type(x).__name__ for x in ab.program.steps] == ["HealStep"]
    assert ab.program.steps[0].amount is None


EQUIP = """
game: mc
title: t
turn: {player: A, number: 6, phase: summon, first_player: A}
players:
  A:
    deck: 20
    hand: [{name: 剣, type: item, equip_cost: %d}]
    field:
      c1:
        - {name: 本陣, type: terrain, hq: true}
        - {name: 戦士, type: unit, level: 1, attack: 1, defense: 1, text: "%s"}
  B: {deck: 20, field: {c4: [{name: 本陣, type: terrain, hq: true}]}}
actions:
  - {do: equip, card: 剣, unit: 戦士}
ask: [剣.zone]
"""


@pytest.mark.parametrize(
    ("text", "cost", "done"),
    [
        ("「アイテム:2」", 2, True),  # the printed x is the unit's item slots (13.1.2.6)
        ("「アイテム:1」", 2, False),  # not enough slots (12.2.8.3)
        ("「チャージ:1」", 1, False),  # no 「アイテム:x」: no item (13.1.2.2)
    ],
)
def test_a_printed_item_keyword_gives_the_units_item_slots(
    text: str, cost: int, done: bool
) -> None:
    r = resolve(loads(EQUIP % (cost, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert (r.outcome["state"]["剣.zone"] != "A.hand") is done
    if not done:
        assert {"13.1.2.2", "13.1.2.6"} & set(r.decided_by)
