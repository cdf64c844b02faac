"""vg rules and constructions found by the round-24 blind set moved into development (round 24,
s20rulesB), each on a minimal case of its own, with neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- a replacement naming the means of its event: 「このユニットが（相手の|あなたの）
# カードの効果で退却する際、かわりに手札に戻す。」 (11.3.1.3.1) replaces only a retirement an effect of
# such a card makes (11.12.1); the replaced retirement never happened (11.12.1.1), so 「退却した時」
# does not trigger

RETIRE = """\
game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 本隊長, type: normal, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front:
      name: 身代わり
      type: normal
      grade: 1
      power: 8000
      text: "【永】【(R)】：このユニットが%sの効果で退却する際、かわりに手札に戻す。\\n【自】：このユニットが退却した時、１枚引く。"
    hand: 0
    deck: [{name: 一番上, type: normal, grade: 1}, 9]
actions:
  - {do: resolve_text, player: %s, card: %s, text: "%sのリアガードを１枚選び、退却させる。"}
ask: [身代わり.zone, B.hand]
"""


@pytest.mark.parametrize("means", ["相手のカード", "カード"])
def test_a_retirement_by_the_opponents_effect_is_replaced_and_does_not_trigger(
    means: str,
) -> None:
    r = resolve(loads(RETIRE % (means, "A", "本隊長", "相手")))
    assert r.outcome["state"] == {"身代わり.zone": "B.hand", "B.hand": 1}
    assert {"11.12.1", "11.12.1.1"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


def test_a_retirement_by_the_units_own_side_is_not_replaced_and_triggers() -> None:
    """Neighbour: B's own card's effect retires it — not 「相手のカードの効果」: it is retired
    (7.18.1) and 「退却した時」 draws 一番上."""
    r = resolve(loads(RETIRE % ("相手のカード", "B", "騎士", "あなた")))
    assert r.outcome["state"] == {"身代わり.zone": "B.drop", "B.hand": 1}
    assert "11.12.1" not in r.decided_by
    assert not r.outcome.get("may_depend_on_unsupported")


# ---------------- the cards of a counter blast answered `at: cost_card` (the cards paid for a
# cost, the name vg's other cost choices take) as well as `at: counter_blast` (7.24.1)

BLAST = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 若竜, type: normal, grade: 2, power: 10000}
    damage: [{name: 重傷, type: normal}, {name: 軽傷, type: normal}]
    hand:
      - {name: 指令, type: order, grade: 1, text: "【コスト】[【カウンターブラスト】(1)]することでプレイできる！１枚引く。"}
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: play_order, card: 指令}
choices:
  - {player: A, at: %s, choose: 軽傷}
ask: [重傷.face, 軽傷.face]
"""


@pytest.mark.parametrize("at", ["cost_card", "counter_blast"])
def test_the_card_counter_blasted_answered_by_cost_card_or_counter_blast(at: str) -> None:
    r = resolve(loads(BLAST % at))

    assert r.outcome["state"] == {"重傷.face": "up", "軽傷.face": "down"}
