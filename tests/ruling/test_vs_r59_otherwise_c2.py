"""Round 59 (s56vsC2): 「…時、Xなら、A。そうでないなら、B。」 — the 「なら」 after the trigger is the case
of the first sentence only; B is done only if X, read as A was reached, was not met (8.6.5,
8.1.1.5): that reading kept, X not read again after A. 「アタックしているカードがパートナー
アタックしているなら」 reads the attack in progress (7.1.3.2)."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

DRAW = (
    "[リング]このカードがアタックした時、あなたの手札が1枚以下なら、あなたは1枚引く。"
    "そうでないなら、相手は1枚引く。"
)
RAIN = (
    "[リング]このカードがアタックされた時、アタックしているカードがパートナーアタックしているなら、"
    "このアタック中、このカードは+0/+2000される。そうでないなら、このアタック中、このカードは"
    "-0/-500される。"
)


def _board(a_text: str, b_text: str, hand: int, support: str, want: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: attack, first_player: A}\n"
        f"players:\n  A:\n    deck: 20\n    hand: {hand}\n"
        "    ring: {name: 千早, title: 歌姫, ap: 2000, dp: 2000, partner_name: 春香,"
        f' partner_title: リーダー, text: "{a_text}"}}\n'
        "    bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000},"
        " right: {name: 雪歩, title: 詩人, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 20\n    hand: 0\n"
        f'    ring: {{name: 美希, title: 星, ap: 2000, dp: 2500, text: "{b_text}"}}\n'
        f"actions:\n  - {{do: attack, support: {support}}}\n"
        f"expect:\n  state: {{{want}}}\n"
    )


@pytest.mark.parametrize("text", (DRAW, RAIN))
def test_compiles(text: str) -> None:
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="x", text=text))
    assert ab.supported, ab.reason


@pytest.mark.parametrize(
    ("hand", "want"),
    (
        # X met (1 card): A draws; X is not read again after the draw (2 cards): B does not
        (1, "A.hand: 2, B.hand: 0"),
        # X not met: only the other case
        (3, "A.hand: 3, B.hand: 1"),
    ),
)
def test_one_case_or_the_other(hand: int, want: str) -> None:
    r = resolve(loads(_board(DRAW, "", hand, "雪歩", want), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert {"8.6.5", "8.1.1.5"} <= set(r.decided_by), r.decided_by
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_attacking_card_partner_attack_condition() -> None:
    # a normal attack (雪歩 is not 千早's partner): 美希 -0/-500, DP 2000, 2000 damage retires it
    r = resolve(loads(_board("", RAIN, 0, "雪歩", "美希.zone: B.retire"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_otherwise_not_read_after_a_step_with_no_condition() -> None:
    text = "[リング]このカードがアタックした時、あなたは1枚引く。そうでないなら、相手は1枚引く。"
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="x", text=text))
    assert not ab.supported
