"""Round 52 (s49vsB): a hand card revealed as a cost stays revealed while its ability is in the
resolution zone and is returned when the ability leaves it (4.12.1 「その能力が解決領域から離れた時、
まだそのカードが手札にある場合、元に戻します」); a second use revealing the same card rests on that
return — the ruling cites 4.12.1 (vs/r32_017, vs/r46_018). Used once, nothing rests on it."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads

_BOARD = """
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, ap: 1000, dp: 1000}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000,
             text: "[ベンチ][手札の『雪歩』を1枚公開する]あなたのリングのカードを+1000/+0。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions: %s
ask: [千早.ap, 雪歩.zone]
"""

_USE = "{do: use, card: 春香, ability: 1}"


def _run(uses: int) -> tuple[dict[str, object], object]:
    r = resolve(loads(_BOARD % ("[" + ", ".join([_USE] * uses) + "]")))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return dict(r.outcome["state"]), r


def test_second_reveal_rests_on_the_return() -> None:
    state, r = _run(2)
    assert state == {"千早.ap": 4000, "雪歩.zone": "A.hand"}
    assert "4.12.1" in r.decided_by


def test_one_use_does_not_cite_the_return() -> None:
    state, r = _run(1)
    assert state == {"千早.ap": 3000, "雪歩.zone": "A.hand"}
    assert "4.12.1" not in r.decided_by
