"""The supporter of a partner attack leaves the bench before the attack resolution step: whether
7.1.5.1.1's check reads the partner match again is a point the text does not settle
(``partner_check_rereads_match``, round 38, issue 14): both readings run — still a partner attack
(the engine's: 美希 retired, 7.1.5.2) or a normal one (1000 damage, 美希 stays)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

BOARD = """
game: vs
title: t
turn: {{player: A, number: 4}}
players:
  A:
    deck: 10
    ring: {{name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香, partner_title: リーダー}}
    bench: {{left: {{name: 春香, title: リーダー, ap: 1000, dp: 1000}}}}
  B:
    deck: [{{name: 亜美, ap: 1000, dp: 1000}}, 5]
    hand: 0
    ring: {{name: 美希, ap: 1000, dp: 3000}}
    surprise: {{name: 真, text: "{{surprise}}[相手のカードがアタックした時]→相手のベンチのカードを1枚選び、相手の控え室に置く。"}}
actions:
  - {{do: attack, support: 春香}}
choices:
  - {{player: B, at: surprise, choose: {answer}}}
{more}
ask: [美希.zone]
"""


def test_a_supporter_gone_before_resolution_is_a_reading() -> None:
    r = resolve(
        loads(BOARD.format(answer="yes", more="  - {player: B, at: choose_card, choose: 春香}"))
    )
    assert "7.1.5.1.1" in r.outcome["depends_on_reading"]
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert [x["outcome"]["state"] for x in r.outcome["readings"]] == [{"美希.zone": "B.ring"}]


def test_neighbour_the_supporter_stays_no_reading() -> None:
    r = resolve(loads(BOARD.format(answer="no", more="")))
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert "readings" not in r.outcome
