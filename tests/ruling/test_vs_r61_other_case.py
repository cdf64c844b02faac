"""Round 61 (s58vsmcC): 「…時、Xなら、A。<X's verb alone, the other polarity>なら、B。」 (「…の称号に
“飴”が含まれるなら、A。含まれないなら、B。」) — the second condition says nothing but X's other
case: read as 「そうでないなら、B」 (the shared ``restated_other_case``), one case or the other
(8.6.5, 8.1.1.5)."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

TEXT = (
    "[リング]このカードがアタックした時、このカードのパートナーの称号に“{word}”が含まれるなら、"
    "あなたは1枚引く。{other}なら、相手は1枚引く。"
)


def _board(text: str, partner_title: str, want: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: attack, first_player: A}\n"
        "players:\n  A:\n    deck: 20\n    hand: 0\n"
        "    ring: {name: 千早, title: 歌姫, ap: 2000, dp: 2000, partner_name: 春香,"
        f' partner_title: {partner_title}, text: "{text}"}}\n'
        f"    bench: {{left: {{name: 春香, title: {partner_title}, ap: 1000, dp: 1000}},"
        " right: {name: 雪歩, title: 詩人, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 20\n    hand: 0\n"
        "    ring: {name: 美希, title: 星, ap: 2000, dp: 2500}\n"
        "actions:\n  - {do: attack, support: 雪歩}\n"
        f"expect:\n  state: {{{want}}}\n"
    )


@pytest.mark.parametrize("other", ["含まれない", "そうでない"])
@pytest.mark.parametrize(
    ("title", "want"),
    [("飴売り", "A.hand: 1, B.hand: 0"), ("リーダー", "A.hand: 0, B.hand: 1")],
)
def test_one_case_or_the_other(other: str, title: str, want: str) -> None:
    text = TEXT.format(word="飴", other=other)
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="x", text=text))
    assert ab.supported, ab.reason
    r = resolve(loads(_board(text, title, want), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"8.6.5", "8.1.1.5"} <= set(r.decided_by), r.decided_by
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


@pytest.mark.parametrize("other", ["含まれる", "含む"])
def test_not_the_other_case_is_not_read_as_it(other: str) -> None:
    """The same polarity again, or another verb: not X's other case."""
    text = TEXT.format(word="飴", other=other)
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="x", text=text))
    prog = getattr(ab, "program", None)
    assert not ab.supported or "otherwise" not in repr(prog)
