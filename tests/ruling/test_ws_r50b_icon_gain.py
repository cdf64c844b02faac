"""Round 50 (s47wsB): 「（そのターン中、）そのカードは【ソウル】のトリガーアイコンを得る」 — a card gains a
trigger icon named by its label (2.11), for the period said (8.2.1.2).

「あなたのトリガーチェックでクライマックスがでた時、そのターン中、そのカードは【ソウル】のトリガーアイコン
を得る」 resolves at 7.3.1.3's check timing, after 7.3.1.2.3 put the checked card into the stock:
「そのカード」 is a new card there (3.1.4) and gains nothing; the soul icon is never carried out, and
the damage is the attacker's soul alone."""

from __future__ import annotations

from ruling import abilities as AB
from ruling.games._ws.cardtext.ir import op_ext
from ruling.resolve import check_expect, resolve
from ruling.rules import get_game
from ruling.scenario import loads

GAIN = (
    "【自】 あなたのトリガーチェックでクライマックスがでた時、そのターン中、"
    "そのカードは【ソウル】のトリガーアイコンを得る。"
)


def _ability(text: str) -> AB.Ability:
    get_game("ws")
    (ab,) = AB._abilities("ws", text, "character")
    return ab


def test_compiles_as_an_icon_gain_for_the_turn() -> None:
    ab = _ability(GAIN)
    assert ab.supported, ab.reason
    (op,) = ab.program.steps
    assert op.verb == "grant" and op.until == "turn" and op_ext(op, "icons") == ("soul",)
    assert op.target is not None and op.target.ref == "trigger_card"


def test_continuous_form_and_unstated_period() -> None:
    ab = _ability("【永】 このカードは【ソウル】のトリガーアイコンを得る。")
    assert ab.supported and op_ext(ab.program.steps[0], "icons") == ("soul",)
    bad = _ability(
        "【自】 あなたのトリガーチェックでクライマックスがでた時、そのカードは【ソウル】のトリガーアイコンを得る。"
    )
    assert not bad.supported


def test_checked_card_in_the_stock_gains_nothing() -> None:
    y = f"""game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 星見, type: character, level: 1, power: 6000, soul: 2, text: "{GAIN}"}}
    deck: [{{name: 流れ星, type: climax, trigger: none}}, 10]
  B:
    deck: [{{name: 一, type: character}}, {{name: 二, type: character}}, {{name: 三, type: character}}, {{name: 四, type: character}}, 10]
actions:
  - {{do: attack, slot: center_front}}
expect:
  state: {{B.clock: 3, 流れ星.zone: A.stock}}
  decided_by: ["3.1.4"]
"""
    r = resolve(loads(y, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not any(w.kind == "unsupported" for w in r.warnings())
