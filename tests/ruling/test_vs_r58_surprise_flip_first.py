"""Round 58 (s55vsR): a face-down surprise card is turned face up (or not) as its [condition] is
met (12.3.1 「条件を満たした時に表にする事ができ」; 3.9.1, 8.1.1.2.2: turning it up puts its
ability in the resolution zone) — the chance is taken before any ability waiting in the
resolution zone resolves, the turn player's too (8.6.4 orders abilities there, not this chance).
Its technique, once there, resolves even if its card has left the surprise zone meanwhile
(8.6.10). Before, the chance waited behind the turn player's techniques like an ability, and a
technique removing the card first kept it from being turned up (vs/r58_020)."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """
game: vs
title: t
turn: {player: A, number: 6, phase: ability, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 鞘, level: 2, ap: 3000, dp: 2000, text: "%s"}
    bench: {left: {name: 八雲, level: 1, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 鍔, level: 2, ap: 1000, dp: 3000}
    surprise: {name: 巴, level: 1, ap: 1000, dp: 1000, text: "{surprise}[相手のカードがアタックした時]→相手のリングのカードを選び、-1000/+0。"}
actions:
  - {do: attack, support: 八雲}
choices:
  - {player: B, at: surprise, choose: yes}
ask: [巴.zone, 鞘.ap, 鍔.damage]
"""
_REMOVE = (
    "[リング]このカードがアタックした時、相手のサプライズ置場のカードを選び、相手の控え室に置く。"
)


def test_flipped_before_the_turn_players_technique_then_still_resolves() -> None:
    r = resolve(loads(_BOARD % _REMOVE))
    st = r.outcome["state"]
    assert st["巴.zone"] == "B.waiting"
    assert st["鞘.ap"] == 2000 and st["鍔.damage"] == 2000
    assert "8.6.10" in r.decided_by  # the technique of the card gone still resolves
    steps = r.main.trace.steps
    flip = next(s.index for s in steps if "巴 を表にする" in s.ja)
    removed = next(s.index for s in steps if "巴 をBの控え室に置く" in s.ja)
    assert flip < removed


def test_no_technique_of_the_turn_player_unchanged() -> None:
    # no technique of A's: the surprise flips and resolves, 巴 to the waiting room by 9.7.1
    r = resolve(loads(_BOARD % "[リング]このカードがアタックした時、あなたは1枚引く。"))
    st = r.outcome["state"]
    assert st["鞘.ap"] == 2000 and st["巴.zone"] == "B.waiting"
