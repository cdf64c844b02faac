"""「セットされたキャラクターは、「0:3」の能力値を持つ「その他」キャラクターとなる」 (round 49, s46coF;
cards_r48 U-7525): the card this one is set on takes those values (4.3.8 step 4, 【能力値の指定】)
and that gender (step 2, 【タイプの決定】) — the words of 4-3-8's 〔剣を捨てて……〕 without its
「それまで持っていた特殊能力をすべて失い、」, so its abilities are kept; modifications still apply
after the values set (step 5). Before, refused (「the action do.final」)."""

from __future__ import annotations

from tests.ruling.boards import co_ability, co_run

TEXT = "セットされたキャラクターは、「0:3」の能力値を持つ「その他」キャラクターとなる。"

BOARD = """
turn: {{player: A, number: 5, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 騎士, type: character, gender: 男性, ap: 2, dp: 2}}
      - {{name: 枷, type: item, set_on: 騎士, text: "{text}"}}
  B: {{hp: 10, deck: 10}}
{effects}
ask: [騎士.ap, 騎士.dp]
"""


def test_values_and_gender_compile() -> None:
    ab = co_ability(TEXT, "item")
    assert ab.supported, ab.reason
    got = [(s.kind, s.who, s.ap, s.dp, s.value) for s in ab.program.statics]
    assert got == [("set_stats", "host", 0, 3, None), ("gender", "host", 0, 0, "その他")]
    # the same statics as after the loss of abilities in 4-3-8's example, but that loss
    lost = co_ability(
        "セットされたキャラクターは、それまで持っていた特殊能力をすべて失い、"
        "「0:3」の能力値を持つ「その他」キャラクターとなる。",
        "item",
    )
    assert lost.program.statics[1:] == ab.program.statics


def test_the_host_takes_the_values_then_modifications() -> None:
    r = co_run(BOARD.format(text=TEXT, effects=""))
    assert r.outcome["state"] == {"騎士.ap": 0, "騎士.dp": 3}
    mod = "effects:\n  - {target: 騎士, stat: ap, op: add, value: 1, until: turn}"
    assert co_run(BOARD.format(text=TEXT, effects=mod)).outcome["state"] == {
        "騎士.ap": 1,
        "騎士.dp": 3,
    }
