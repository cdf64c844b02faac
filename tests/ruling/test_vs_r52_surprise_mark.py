"""Round 52 (s49vsA): the surprise written 「[サプライズ置場]①[条件]→【技名】《技属性》（効果）」.

① is the surprise icon as the rules text prints it (3.9.1 「①の技を持つカード」; 8.1.1.2.2 「[]→」):
before a bracketed condition and its arrow it is read as the icon ({surprise}), and a technique
header 【技名】《技属性》 printed after the arrow is the technique's header (2.13.1, 2.15.1) — the
same technique as 「{surprise}[条件]→（効果）」.
"""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ability, vs_program

EFFECT = "このアタック中、パートナーアタックにならない。"
MARKED = "[サプライズ置場]①[相手のカードがパートナーアタックした時]→【雪崩警報】《救助》" + EFFECT
ICON = "{surprise}[相手のカードがパートナーアタックした時]→" + EFFECT


def test_circled_one_is_the_surprise_icon_and_the_header_follows_the_arrow() -> None:
    ab = vs_ability(MARKED)
    assert ab.supported, ab.reason
    names = {(x.name, x.kind) for x in ab.ast.labels}
    assert ("雪崩警報", "technique_name") in names
    assert ("救助", "technique_attribute") in names
    assert ab.program.ops == vs_program(ICON).ops
    assert ab.program.trigger == vs_program(ICON).trigger


def test_circled_one_elsewhere_is_not_the_icon() -> None:
    """A ① not followed by 「[…]→」 stays what it was (no surprise read into it)."""
    ab = vs_ability("[リング]①このカードは+1000/+0される。")
    assert not any(x.name == "surprise" for x in (ab.ast.labels if ab.ast else ()))


BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 9
    ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香, partner_title: L}
    bench: {left: {name: 春香, title: L, ap: 1000, dp: 1000}}
  B:
    deck: 9
    ring: {name: 美希, ap: 1000, dp: 3000}
    surprise: {name: 雪歩, text: "%s"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: surprise, choose: yes}
ask: [美希.zone, 美希.damage]
"""


def test_on_a_board_the_marked_surprise_is_used_on_the_partner_attack() -> None:
    """7.1.3.2.4, 7.1.5.1.1: the attack is no longer a partner attack — 美希 stays."""
    r = resolve(loads(BOARD % MARKED))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 1000}
