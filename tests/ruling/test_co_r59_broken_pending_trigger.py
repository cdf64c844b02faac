"""``broken_card_pending_trigger`` (round 59, s56coX): two 「ターン開始時に」 abilities trigger
together and the first resolved breaks the other's card — 3.1's 2) (it resolves though its card
left the field) against 4.2.5 (a broken card is 「存在しないカード」): both readings run. A card
crashed (not broken) raises nothing: 3.1's 2) alone applies."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

BOARD = """game: co
title: t
turn: {player: A, number: 11, phase: turn_start}
players:
  A:
    hp: 5
    deck: 10
    field:
      - {name: 預言者, type: character, gender: 男性, ap: 1, dp: 2, text: "ターン開始時に、対象のキャラクター1体をVERBする。"}
      - {name: 従者, type: character, gender: その他, ap: 3, dp: 3, text: "ターン開始時に、あなたは山札からカードを1枚引く。"}
  B: {hp: 10, deck: 10}
actions:
  - {do: turn_start}
choices:
  - {player: A, at: trigger_order, choose: 預言者}
  - {player: A, at: target, choose: 従者}
EXPECT
"""


def test_broken_before_it_resolves_both_readings() -> None:
    text = BOARD.replace("VERB", "ブレイク").replace(
        "EXPECT",
        'expect:\n  ambiguous: ["3.1", "4.2.5"]\n  readings:\n'
        '    - {clauses: ["3.1"], state: {A.deck: 9}}\n'
        '    - {clauses: ["4.2.5"], state: {A.deck: 10}}\n',
    )
    assert not check_expect(resolve(loads(text, "t.yaml")))


def test_crashed_raises_nothing() -> None:
    text = BOARD.replace("VERB", "クラッシュ").replace(
        "EXPECT", "expect:\n  state: {A.deck: 9, 従者.zone: A.dustbox}\n"
    )
    res = resolve(loads(text, "t.yaml"))
    assert not check_expect(res)
    assert not any(w.kind == "ambiguity" and "4.2.5" in w.clauses for w in res.warnings())
