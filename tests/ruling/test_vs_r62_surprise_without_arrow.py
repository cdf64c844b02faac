"""Round 62 (s59vsC): a surprise printed 「【技名】《技属性》①[条件]（効果）」, without the arrow.

2.14.6 says what the bracket after ① is — 「①を持つ技の [] によってくられた条件は、そのカードが
サプライズ置場に裏向き状態で置かれている場合に表にするための条件を表します」 — and 8.1.1.2.2 that
the effect follows it (「[]→」, 「→以降の自動能力」). A ① before a bracketed condition (an event
「…時」 or 「…なら」) with no arrow after it is the same technique as 「{surprise}[条件]→（効果）」:
the effect begins after the bracket.
"""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability, vs_program

EFFECT = "このアタック中、アタックしているカードは-2000/-0される。このカードを控え室に置く。"
BARE = "【お後】《口上》①[相手のカードがアタックした時]" + EFFECT
ICON = "{surprise}[相手のカードがアタックした時]→" + EFFECT


def test_circled_one_before_a_condition_without_arrow_is_the_surprise() -> None:
    ab = vs_ability(BARE)
    assert ab.supported, ab.reason
    names = {(x.name, x.kind) for x in ab.ast.labels}
    assert ("お後", "technique_name") in names
    assert any(x.name == "surprise" for x in ab.ast.labels)
    assert ab.program.ops == vs_program(ICON).ops
    assert ab.program.trigger == vs_program(ICON).trigger


def test_circled_one_before_a_bracket_that_is_no_condition_is_not_the_icon() -> None:
    """A ① before a bracket that names no event nor state (a zone) stays as it was."""
    ab = vs_ability("①[リング]このカードは+1000/+0される。")
    assert not any(x.name == "surprise" for x in (ab.ast.labels if ab.ast else ()))


BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 9
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 9
    ring: {name: 美希, ap: 1000, dp: 2000}
    surprise: {name: 雪歩, text: "%s"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: surprise, choose: %s}
ask: [美希.zone, 美希.damage, 雪歩.zone]
"""


def test_on_a_board_the_bare_surprise_lowers_the_attacker() -> None:
    """3.9.1, 2.14.6: 千早 supported by 春香 attacks at 2000 + 1000 - 2000 = 1000 against 2000
    defence — 美希 stays; the surprise then goes to the waiting room (控え室)."""
    r = resolve(loads(BOARD % (BARE, "yes")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["美希.zone"] == "B.ring"
    assert r.outcome["state"]["雪歩.zone"] == "B.waiting"


def test_on_a_board_not_turned_face_up_the_attack_retires_the_defender() -> None:
    """Left face down, the surprise does nothing: 3000 against 2000 — 美希 is retired."""
    r = resolve(loads(BOARD % (BARE, "no")))
    assert r.outcome["state"]["美希.zone"] == "B.retire"
    assert r.outcome["state"]["雪歩.zone"] == "B.surprise"
