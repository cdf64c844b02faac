"""Round 59 (s56vsC): 「相手の手札を1枚選び、相手の控え室に置く」 — the master chooses among the
opponent's hand, unseen (3.7.2): a choice needing no card information, any of its cards, as many
as it can up to the number (8.6.11, 8.6.11.1); an empty hand, none (8.6.11.1.3). A filter on the
cards' information is refused (8.6.11.2: the chooser may choose none of those that fit)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

TEXT = "[リング]このカードがアタックした時、相手の手札を1枚選び、相手の控え室に置く。"


def test_a_filter_on_unseen_cards_is_refused() -> None:
    text = "[リング]このカードがアタックした時、相手の手札のレベル2以上のカードを1枚選び、控え室に置く。"
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="鶚", text=text))
    assert not ab.supported
    assert "cannot see" in (ab.reason or "")


def _board(hand: str, choices: str, states: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n"
        f'    ring: {{name: 鶚, ap: 1000, dp: 2000, text: "{TEXT}"}}\n'
        "    bench: {left: {name: 鳶, ap: 1000, dp: 1000}}\n"
        f"  B:\n    deck: 10\n    hand: {hand}\n    ring: {{name: 鵲, ap: 1000, dp: 3000}}\n"
        "actions:\n  - {do: attack, support: 鳶}\n"
        f"choices: {choices}\nexpect:\n  state: {{{states}}}\n"
    )


def test_one_of_the_opponents_hand() -> None:
    r = resolve(
        loads(
            _board("[甲, 乙]", "[{player: A, choose: 乙}]", "B.waiting: [乙], B.hand: [甲]"),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
    assert "8.6.11.1" in r.decided_by, r.decided_by


def test_an_empty_hand_gives_nothing_to_choose() -> None:
    r = resolve(loads(_board("[]", "[]", "B.waiting: 0, B.hand: 0"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
