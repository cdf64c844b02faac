"""Round 57 (s54coR): card-text constructions, each on a minimal board.

- 「Xを対象とし、それを…」 / 「Xを対象とする。…それは…」 (4.2.13: a target taken as the card is
  played): 「それ」 after the declaration names the target declared, read as 「対象のX」; 「あなたは
  …を対象とする」 the same (the player using the text takes it). A target of another player than
  the one described is refused (4.2.12).
- 「性別なし。」, a line of its own on a character: a character of no gender (4.3.8 step 2), so a
  「女性キャラクター」 target cannot be it."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

SPELL = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand:
      - {{name: 刈, type: spell, cost: 1, text: "{text}\\n使い捨て"}}
    field:
      - {{name: 味方, type: character, gender: 男性, ap: 1, dp: 1}}
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 敵, type: character, gender: 女性, ap: 2, dp: 3}}
actions:
  - {{do: play, card: 刈, target: {target}{allowed}}}
expect:
  state: {state}
"""


def _run(text: str, target: str, state: str, allowed: str = "") -> list[str]:
    board = SPELL.format(text=text, target=target, state=state, allowed=allowed)
    return check_expect(resolve(loads(board, "t.yaml")))


def test_declared_then_it_crashed() -> None:
    text = "キャラクター1体を対象とし、それをクラッシュする。"
    assert not _run(text, "敵", "{敵.zone: B.dustbox}")


def test_declared_sentence_then_it_loses_and_is_modified() -> None:
    text = "キャラクター1体を対象とする。ターン終了時まで、それはすべての特殊能力を失い、「-1:-1」の修正を受ける。"
    assert not _run(text, "敵", "{敵.ap: 1, 敵.dp: 2, 敵.zone: B.field}")


def test_declared_opponents_character_refuses_own() -> None:
    text = "あなたは相手がコントロールしているキャラクター1体を対象とする。それをクラッシュする。"
    assert not _run(text, "敵", "{敵.zone: B.dustbox}")
    assert not _run(text, "味方", "{味方.zone: A.field}", ", allowed: false")


def test_no_gender_line_is_no_female_target() -> None:
    board = SPELL.format(
        text="対象の女性キャラクターに3点のダメージを与える。",
        target="敵",
        state="{敵.zone: B.field}",
        allowed=", allowed: false",
    ).replace("gender: 女性, ap: 2, dp: 3}", 'gender: 女性, ap: 2, dp: 3, text: "性別なし。"}')
    assert not check_expect(resolve(loads(board, "t.yaml")))
    # without the line, the same card is a proper target
    board = SPELL.format(
        text="対象の女性キャラクターに3点のダメージを与える。",
        target="敵",
        state="{敵.zone: B.dustbox}",
        allowed="",
    )
    assert not check_expect(resolve(loads(board, "t.yaml")))


BOUNDED = """game: co
title: t
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand:
      - {{name: 刈, type: spell, cost: 1, text: "{text}\\n使い捨て"}}
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 敵, type: character, gender: 女性, ap: 2, dp: {dp}}}
{more}
actions:
  - {{do: play, card: 刈, target: 敵{allowed}}}
expect:
  state: {{敵.zone: {zone}}}
"""

_BOUND_TEXTS = (
    "DPが3以下の対象のキャラクター1体をクラッシュする。",
    "DPが3以下のキャラクター1体を対象とし、それをクラッシュする。",
)


def _bounded(text: str, dp: int, allowed: str, zone: str, more: str = "") -> list[str]:
    board = BOUNDED.format(text=text, dp=dp, allowed=allowed, zone=zone, more=more)
    return check_expect(resolve(loads(board, "t.yaml")))


def test_target_within_the_bound() -> None:
    for text in _BOUND_TEXTS:
        assert not _bounded(text, 3, "", "B.dustbox"), text


def test_target_over_the_bound_refused() -> None:
    for text in _BOUND_TEXTS:
        assert not _bounded(text, 5, ", allowed: false", "B.field"), text


def test_target_bound_read_as_in_force() -> None:
    # DP 3 printed, +0:+2 from a card set on it: DP 5 as in force (4.3.8), over the bound
    more = (
        '      - {name: 盾, type: item, set_on: 敵, text: "キャラクターにセット。\\n'
        'セットされたキャラクターは、「+0:+2」の修正を受ける。"}'
    )
    assert not _bounded(_BOUND_TEXTS[0], 3, ", allowed: false", "B.field", more)
