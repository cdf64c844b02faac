"""Round 58 (s55vsC): 「Xがリタイヤする時、かわりに…」 — 「リタイヤする」 is to be put in the retire
zone (3.5.2: its cards are 「リタイヤ」), so the replacement's event (8.10.1) is 「Xがリタイヤ置場に
置かれる時」: the same effect, the same outcome."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card

BOARD = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]相手のリングのカードを選び、相手のリタイヤ置場に置く。"}}
  B:
    deck: 10
    hand: 0
    energy: 2
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%(ring)s"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%(bench)s"}}
actions:
  - {do: ability_phase, actions: [{do: use, card: 春香}]}
choices: [{player: B, at: replacement_optional, choose: %(yes)s}]
ask: [美希.zone, 律子.zone]
"""

BENCH = "[ベンチ]あなたのリングのカードがリタイヤする時、かわりにこのカードを控え室に置いてよい。"
RING = (
    "[リング]このカードがリタイヤする時、かわりにあなたは自分のエネルギーを2枚選び、レストしてよい。"
    "そうしたら、このカードはリングに残る。"
)


def _state(ring: str = "", bench: str = "", yes: str = "yes") -> dict[str, object]:
    r = resolve(loads(BOARD % {"ring": ring, "bench": bench, "yes": yes}))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r.outcome["state"]  # type: ignore[attr-defined, no-any-return]


def test_the_word_reads_as_the_put() -> None:
    for text, put in (
        (BENCH, BENCH.replace("リタイヤする時", "リタイヤ置場に置かれる時")),
        (RING, RING.replace("リタイヤする時", "リタイヤ置場に置かれる時")),
    ):
        (ab,) = abilities_of("vs", Card(uid="x", owner="B", name="律子", text=text))
        (same,) = abilities_of("vs", Card(uid="x", owner="B", name="律子", text=put))
        assert ab.supported, ab.reason
        assert ab.program == same.program


def test_a_bench_card_goes_instead() -> None:
    assert _state(bench=BENCH) == {"美希.zone": "B.ring", "律子.zone": "B.waiting"}
    assert _state(bench=BENCH, yes="no") == {"美希.zone": "B.retire", "律子.zone": "B.bench.left"}


def test_the_ring_cards_own_replacement() -> None:
    assert _state(ring=RING)["美希.zone"] == "B.ring"
