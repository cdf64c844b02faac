"""Round 57 (s54coR): two points the rules leave open, raised where they decide (both readings
run, the outcome under each given).

- ``gated_navigator_other_turn`` (3.4.1 / 4.3.5 / 4.2.9): a navigator card playable 「…の直後にのみ」
  played at that moment in the opponent's turn; in its own turn no point is raised.
- ``trigger_controller_changed`` (4.2.12 / 4.3.6 / 3.4.5.6 / 3.1): a triggered ability whose card
  changed control before it resolved — 「あなた」 its controller then or now; no point when the
  control did not change."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

NAV = """game: co
title: t
turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 兵, type: character, gender: 男性, ap: 2, dp: 2}
  B:
    hp: 10
    deck: 10
    hand:
      - {name: 伝令, type: navigator, text: "相手のキャラクターがアタックした直後にのみプレイしてもよい。"}
actions:
  - do: attack
    attacker: 兵
    after_attack: [{do: play, player: B, card: 伝令}]
expect:
  ambiguous: ["3.4.1", "4.3.5"]
  readings:
    - {clauses: ["4.3.5"], state: {伝令.zone: B.field}}
    - {clauses: ["3.4.1"], state: {伝令.zone: B.hand}}
"""


def test_gated_navigator_in_opponents_turn_both_readings() -> None:
    assert not check_expect(resolve(loads(NAV, "t.yaml")))


def test_navigator_without_a_gate_raises_nothing() -> None:
    text = NAV.replace("相手のキャラクターがアタックした直後にのみプレイしてもよい。", "")
    res = resolve(loads(text, "t.yaml"))
    assert not any(w.kind == "ambiguity" for w in res.warnings())


CTL = """game: co
title: t
turn: {{player: A, number: 9, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 隠密, type: character, gender: 女性, ap: 2, dp: 2, text: "{text}"}}
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 見張り, type: character, gender: 男性, ap: 0, dp: 3, text: "相手のキャラクターがアタックしたとき、あなたはHPが2点回復する。"}}
actions:
  - {{do: attack, attacker: 隠密, defender: none}}
choices:
  - {{player: A, at: trigger_order, choose: 隠密}}
  - {{player: A, at: target, choose: 見張り}}
"""


def test_control_taken_before_the_trigger_resolves_both_readings() -> None:
    text = CTL.format(
        text="『隠密』がアタックしたとき、対象の相手のキャラクター1体のコントロール権を得る。"
    )
    text += """expect:
  ambiguous: ["4.2.12", "3.4.5.6"]
  readings:
    - {clauses: ["4.2.12"], state: {A.hp: 12, B.hp: 8}}
    - {clauses: ["3.4.5.6"], state: {A.hp: 10, B.hp: 10}}
"""
    assert not check_expect(resolve(loads(text, "t.yaml")))


def test_control_unchanged_raises_nothing() -> None:
    text = CTL.format(text="『隠密』がアタックしたとき、あなたは山札からカードを1枚引く。")
    text = text.replace("  - {player: A, at: target, choose: 見張り}\n", "")
    text += "expect:\n  state: {B.hp: 10}\n"
    res = resolve(loads(text, "t.yaml"))
    assert not check_expect(res)
    assert not any(w.kind == "ambiguity" for w in res.warnings())
