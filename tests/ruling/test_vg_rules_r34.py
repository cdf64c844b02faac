"""vg rules found by the round-34 blind set moved into development (round 34, s30rulesVGWS), each on
a minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads

WEAR = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    left_front: {name: 装備竜, type: normal, grade: 1, power: 5000}
    right_front: {name: 右衛, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 騎士, grade: 3, power: 15000}
    deck: [{name: 一, type: normal}, 9]
actions:
  - %(wear)s
  - {do: check_timing}
  - {do: attack, attacker: %(attacker)s%(allowed)s}
ask: [B.damage, 右衛.state]
"""


def _state(r: object) -> dict:
    return r.outcome["state"]  # type: ignore[attr-defined]


# ---------------- a plain YAML key that YAML 1.1 reads as a boolean (`on`, `yes`…) stays the word:
# vg's wear {card, on}, written as docs/scenarios.md names it


def test_the_wear_parameter_on_is_read_as_the_word() -> None:
    for wear in ("{do: wear, card: 装備竜, on: vanguard}", "{do: wear, card: 装備竜}"):
        r = resolve(loads(WEAR % {"wear": wear, "attacker": "vanguard", "allowed": ""}))
        assert _state(r)["B.damage"] == 1  # 13000 + 5000 against 15000: a hit
        assert "6.9.3.5" in r.decided_by


def test_a_boolean_value_is_still_refused_where_a_word_is_wanted() -> None:
    with pytest.raises(ScenarioError):
        loads(WEAR % {"wear": "{do: check_timing}", "attacker": "on", "allowed": ""})


# ---------------- 6.9.3.2 the attacker named by its unit's name: a worn (着装) unit cannot attack;
# a rear-guard named is the unit on its circle


def test_a_worn_unit_named_as_the_attacker_is_refused() -> None:
    r = resolve(
        loads(
            WEAR
            % {
                "wear": "{do: wear, card: 装備竜}",
                "attacker": "装備竜",
                "allowed": ", allowed: false",
            }
        )
    )
    assert {"6.9.3.2", "6.9.3.1"} <= set(r.decided_by)
    assert _state(r)["B.damage"] == 0


def test_a_rearguard_named_as_the_attacker_attacks_from_its_circle() -> None:
    r = resolve(loads(WEAR % {"wear": "{do: check_timing}", "attacker": "右衛", "allowed": ""}))
    assert _state(r)["右衛.state"] == "rest"


def test_a_name_of_no_unit_on_the_field_is_refused_when_it_runs() -> None:
    r = resolve(
        loads(
            WEAR % {"wear": "{do: check_timing}", "attacker": "一", "allowed": ", allowed: false"}
        )
    )
    assert _state(r)["B.damage"] == 0


# ---------------- chapter 7: a step of card text cites the clauses of its action where it is carried
# out (``actions.Act`` said / done -> ``Vocab.verb_clauses`` -> ``Op.detail`` said -> run_op): 7.10.1.1
# 「見せる」 is 公開する, 7.10.4 the card stays in its zone; 7.25.3 a soul blast paid as part of an effect

TEXT = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 蒼炎竜, type: normal, grade: 3, power: 13000}
    hand: [{name: 蒼の剣, type: normal, grade: 2, power: 10000, shield: 5000}]
    soul: [{name: 魂一, type: normal, grade: 1}]
    deck: [{name: 引札, type: normal, grade: 1}, 9]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: resolve_text, player: A, text: "%(text)s"}
choices: %(choices)s
ask: [蒼の剣.zone, 魂一.zone, 引札.zone]
"""

YES = '[{player: A, choose: "yes"}]'


@pytest.mark.parametrize(
    ("verb", "said"),
    [("見せてよい。見せたら", {"7.10.1.1", "7.10.4"}), ("公開してよい。公開したら", {"7.10.4"})],
)
def test_a_shown_card_is_revealed_and_stays_in_the_hand(verb: str, said: set[str]) -> None:
    r = resolve(
        loads(TEXT % {"text": f"手札から「蒼の剣」を１枚{verb}、１枚引く。", "choices": YES})
    )
    assert _state(r)["蒼の剣.zone"] == "A.hand" and _state(r)["引札.zone"] == "A.hand"
    assert said <= set(r.decided_by)
    if "7.10.1.1" not in said:
        assert "7.10.1.1" not in r.decided_by  # 公開する printed: no 「見せる」 to read


def test_a_soul_blast_paid_in_an_effect_cites_7_25_3() -> None:
    r = resolve(
        loads(
            TEXT
            % {"text": "【ソウルブラスト】(1)を払ってよい。払ったら、１枚引く。", "choices": YES}
        )
    )
    assert _state(r)["魂一.zone"] == "A.drop" and _state(r)["引札.zone"] == "A.hand"
    assert "7.25.3" in r.decided_by
    # the blast said 「…する」: no 「…を払う」 printed, no 7.25.3
    r = resolve(loads(TEXT % {"text": "【ソウルブラスト】(1)する。", "choices": "[]"}))
    assert _state(r)["魂一.zone"] == "A.drop"
    assert "7.25.3" not in r.decided_by


# ---------------- 7.34.2 a call (or a ride) is no move: 「移動した時」 does not trigger, and says why

MOVE = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 騎士王, type: normal, grade: 3, power: 13000}
    left_back: {name: 見張り, type: normal, grade: 1, power: 8000, text: "【自】【(R)】：他のあなたのユニットが移動した時、１枚引く。"}
    left_front: {name: 先兵, type: normal, grade: 1, power: 8000}
    hand: [{name: 新兵, type: normal, grade: 2, power: 10000}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: main_phase, actions: [%(act)s]}
ask: [A.hand]
expect:
  triggered: {見張り: %(n)s}
"""


def test_a_call_is_no_move() -> None:
    r = resolve(loads(MOVE % {"act": "{do: call, card: 新兵, circle: right_front}", "n": 0}))
    assert _state(r)["A.hand"] == 0
    assert "7.34.2" in r.decided_by


# ---------------- worn_unit_every_circle_full: the worn unit moved at the end phase (6.9.5) with every
# rear-guard circle occupied — onto a unit (13.3.5 drops it) or not done (1.3.2): both run; an answer
# naming a circle is not followed under the second (``Choose.unavailable``)

FULL = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 装甲竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 武装, type: normal, grade: 1, power: 5000}
    right_front: {name: 右衛, type: normal, grade: 2, power: 10000}
    left_back: {name: 左後, type: normal, grade: 1, power: 8000}
    center_back: {name: 中後, type: normal, grade: 1, power: 8000}
    right_back: {name: 右後, type: normal, grade: 1, power: 8000}
    hand: [{name: 新兵, type: normal, grade: 2, power: 9000}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - do: main_phase
    actions:
      - {do: wear, card: 武装, on: vanguard}
      - {do: call, card: 新兵, circle: %(circle)s}
  - {do: end_phase}
choices: [{player: A, choose: left_front}]
ask: [A.drop, 新兵.zone]
"""


def test_a_worn_unit_with_every_circle_full_runs_both_readings() -> None:
    r = resolve(loads(FULL % {"circle": "left_front"}))
    drops = {
        next(c.option for c in lf.choices if c.reading): lf.outcome["state"]["A.drop"]
        for lf in r.leaves + r.alternates
    }
    assert drops == {"onto_a_unit": 1, "not_done": 0}


def test_a_free_circle_raises_no_point() -> None:
    text = (FULL % {"circle": "left_front"}).replace(
        "      - {do: call, card: 新兵, circle: left_front}\n", ""
    )
    r = resolve(loads(text))
    assert not any(c.reading for lf in r.leaves + r.alternates for c in lf.choices)
    assert _state(r)["A.drop"] == 0


# ---------------- 7.10.3.1 a card an effect revealed and did not take is put back: where it is after
# the effect rests on the reveal


def test_a_revealed_card_not_taken_stays_and_cites_7_10_3_1() -> None:
    r = resolve(
        loads(
            TEXT
            % {
                "text": "山札の上から１枚公開し、そのカードがグレード３なら手札に加える。",
                "choices": "[]",
            }
        )
    )
    assert _state(r)["引札.zone"] == "A.deck"
    assert {"7.10.3.1", "7.10.4"} <= set(r.decided_by)
