"""Round 58 (s55vgC): 「このユニットは、Xなら、インターセプトできない」 — the topic printed (and set off
by 「、」) before a condition with a subject of its own is the sentence's, not the condition's:
the same as 「Xなら、このユニットはインターセプトできない」 (the shared construction
``topic_before_condition``, as vs and co read it). The unit may not intercept while X holds
(a prohibition by a continuous ability, 1.3.3, 11.1.2.3). Refused before as "an existence
condition with topic"."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import unsupported, vg_run, zone_names

TEXT = "【永】【(R)】：このユニットは、あなたのダメージゾーンに表のカードが２枚以上あるなら、インターセプトできない。"
BOARD = """players:
  A:
    vanguard: {name: 騎士, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 王, grade: 3, power: 13000}
    left_front:
      {name: 槍兵, type: normal, grade: 2, power: 10000, shield: 5000, skills: [intercept], text: "%s"}
    damage: %d
    deck: 10
actions:
  - do: attack
    attacker: vanguard
    target: B.vanguard
    guard_actions:
      - {do: intercept, card: 槍兵}
"""


def test_reads_as_the_topic_after_the_condition() -> None:
    get_game("vg")
    (a,) = _abilities("vg", TEXT, None)
    (b,) = _abilities(
        "vg",
        "【永】【(R)】：あなたのダメージゾーンに表のカードが２枚以上あるなら、このユニットは、"
        "インターセプトできない。",
        None,
    )
    assert a.supported and a.program == b.program


def test_on_a_board() -> None:
    """Two face-up damage cards: the intercept is refused (槍兵 stays on its circle); one: it
    intercepts (and is retired from the guardian circle after the battle)."""
    two = vg_run(BOARD % (TEXT, 2), phase="battle")
    assert not unsupported(two)
    assert zone_names(two, "B", "field.left_front") == ["槍兵"]
    one = vg_run(BOARD % (TEXT, 1), phase="battle")
    assert not unsupported(one)
    assert zone_names(one, "B", "drop") == ["槍兵"]
