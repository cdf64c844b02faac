"""A condition on the event's card after it left the field (co.unsettled event_card_off_field;
round 33, the lead): 「…クラッシュしたとき、そのキャラクターが女性キャラクターなら…」 reads a card
now in the dustbox — none of these off the field (4-2-7, the engine's reading) or by what is
printed on it. Both run where the two readings differ; no point where they agree."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import co_run

_CRASH = """turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 3
    deck: 10
    hand: [{name: 炎, type: spell, cost: 1, text: "フィールドに出ているすべての相手のキャラクターに3点のダメージを与える。"}]
    field: [{name: 観察者, type: character, ap: 1, dp: 5, text: "%s"}]
  B:
    hp: 20
    deck: 10
    field: [{name: 甲, type: character, ap: 1, dp: 1, gender: %s}]
actions:
  - {do: play, card: 炎}
"""
_FEMALE = "相手のキャラクターがクラッシュしたとき、そのキャラクターが女性キャラクターなら、あなたは山札からカードを1枚引く。"


def _hand_by_reading(r: Any) -> dict[str, set[int]]:
    out: dict[str, set[int]] = {}
    for lf in r.leaves + r.alternates:
        for c in lf.choices:
            if c.reading and c.option in ("on_field_only", "as_printed"):
                out.setdefault(c.option, set()).add(len(lf.final.players["A"].zones["hand"]))
    return out


def test_a_crashed_female_character_runs_both_readings() -> None:
    r = co_run(_CRASH % (_FEMALE, "女性"))
    assert len(r.main.final.players["A"].zones["hand"]) == 0  # the engine's reading (4-2-7)
    assert _hand_by_reading(r) == {"on_field_only": {0}, "as_printed": {1}}


def test_neighbour_a_crashed_male_character_no_point_the_readings_agree() -> None:
    r = co_run(_CRASH % (_FEMALE, "男性"))
    assert _hand_by_reading(r) == {}
    assert len(r.main.final.players["A"].zones["hand"]) == 0


def test_neighbour_a_condition_on_this_card_on_the_field_no_point() -> None:
    text = "相手のキャラクターがクラッシュしたとき、『観察者』がアンタップ状態なら、あなたは山札からカードを1枚引く。"
    r = co_run(_CRASH % (text, "女性"))
    assert _hand_by_reading(r) == {}
    assert len(r.main.final.players["A"].zones["hand"]) == 1
