"""A state trigger on the number of cards in a pile written with 「ある」 (round 64, s61vswsR2):
「あなたのリタイヤ置場にカードが10枚以上ある時、…」 reads as 「あなたのリタイヤ置場がN枚以上の時」
(8.6.9: a state, not an event). Set off by the tenth retire card, it waits in the resolution zone
at the check timing, so the loss (9.2.2 / 1.2.2.1) is not checked; while it resolves it is not
used again (8.6.9.1 「この自動能力が解決またはキャンセルされた後」): the state read after it
resolved, not after its first action."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program

TEXT = "[ベンチ]あなたのリタイヤ置場にカードが{n}枚以上ある時、あなたは自分のリタイヤを1枚選び、自分の控え室に置く。"


def test_count_with_aru_is_a_state_trigger() -> None:
    assert vs_program(TEXT.format(n=10)).trigger == "state:you:retire:ge10"


def _board(retire: int) -> str:
    return f"""\
game: vs
title: t
turn: {{player: B, number: 6, phase: ability}}
players:
  A:
    deck: [{{name: 山鳩, level: 1, ap: 1000, dp: 2000}}, 9]
    ring: {{name: 松葉, level: 2, ap: 1000, dp: 2000}}
    bench: {{left: {{name: 若草, level: 1, ap: 1000, dp: 1000, text: "{TEXT.format(n=10)}"}}}}
    retire: {retire}
    waiting: 0
  B:
    deck: 10
    ring: {{name: 利休茶, level: 2, ap: 3000, dp: 3000}}
    bench: {{left: {{name: 栗色, level: 1, ap: 1000, dp: 1000}}}}
actions:
  - {{do: attack, player: B, support: 栗色}}
choices:
  - {{player: A, at: choose_card, choose: 松葉}}
"""


def test_tenth_retire_card_resolved_once_no_loss() -> None:
    r = resolve(loads(_board(9), "t.yaml"))
    # resolving, it is not used again: no second entry, no reading of 8.6.9.1 raised (its
    # state, 9 cards after it resolved, does not hold)
    assert not r.branched
    f = r.main.final
    assert not r.main.outcome.get("game_over")
    assert len(f.zone("A", "retire")) == 9
    assert [c.name for c in f.zone("A", "waiting")] == ["松葉"]
    assert "8.6.9" in r.decided_by
