"""Round 61 (s58vsmcC): 「あなたのベンチに技属性に《X》を持つカードが2枚以上あるなら」 — two 「…に」, the
first the place (a player's zone: where the cards are counted) and the second a field of a card's
information: read as 「あなたのベンチの技属性に《X》を持つ」, the cards there holding the technique
attribute X (2.15, 2.15.1)."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

TEXT = (
    "[リング]このカードがアタックした時、あなたのベンチに技属性に《飴細工》を持つカードが2枚以上"
    "あるなら、あなたは1枚引く。"
)


def _board(right: str, want: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: attack, first_player: A}\n"
        "players:\n  A:\n    deck: 20\n    hand: 0\n"
        f'    ring: {{name: 千早, title: 歌姫, ap: 2000, dp: 2000, text: "{TEXT}"}}\n'
        "    bench: {left: {name: 春香, ap: 1000, dp: 1000, attribute: 飴細工},"
        f" right: {{name: 雪歩, ap: 1000, dp: 1000, attribute: {right}}}}}\n"
        "  B:\n    deck: 20\n    hand: 0\n"
        "    ring: {name: 美希, title: 星, ap: 2000, dp: 2500}\n"
        "actions:\n  - {do: attack, support: 雪歩}\n"
        f"expect:\n  state: {{{want}}}\n"
    )


def test_compiles() -> None:
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="x", text=TEXT))
    assert ab.supported, ab.reason


@pytest.mark.parametrize(("right", "want"), [("飴細工", "A.hand: 1"), ("歌", "A.hand: 0")])
def test_the_bench_cards_holding_it_counted(right: str, want: str) -> None:
    r = resolve(loads(_board(right, want), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert "2.15.1" in set(r.decided_by), r.decided_by
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
