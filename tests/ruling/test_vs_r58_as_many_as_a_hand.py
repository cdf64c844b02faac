"""Round 58 (s55vsC): 「あなたは相手の手札の枚数と同じ枚数まで、自分のベンチのカードを選んでスタンド
する」 — a choice of up to as many cards as the opponent's hand holds, counted as the step is done
(3.7.2: how many cards a hand holds is not its content; 1.3.5: up to N, 0 or more)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

STAND = (
    "[リング][あなたのエネルギーを1枚レストする]あなたは相手の手札の枚数と同じ枚数まで、"
    "自分のベンチのカードを選んでスタンドする。"
)


def test_the_choice_compiles() -> None:
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="雅", text=STAND))
    assert ab.supported, ab.reason
    choose = ab.program.ops[0]
    assert (choose.kind, choose.who, choose.count_of, choose.value) == (
        "choose",
        "your_bench",
        "opp_hand",
        "up_to",
    )


def _board(opp_hand: int, choices: str, states: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n"
        "    energy: [{state: stand, uid: E1}]\n"
        f'    ring: {{name: 雅, ap: 1000, dp: 2000, text: "{STAND}"}}\n'
        "    bench:\n"
        "      left: {name: 甲, ap: 1000, dp: 1000, state: rest}\n"
        "      center: {name: 乙, ap: 1000, dp: 1000, state: rest}\n"
        "      right: {name: 丙, ap: 1000, dp: 1000, state: rest}\n"
        f"  B:\n    deck: 10\n    hand: {opp_hand}\n    ring: {{name: 冴, ap: 1000, dp: 2000}}\n"
        "actions:\n  - do: ability_phase\n    actions:\n"
        "      - {do: use, card: 雅}\n"
        f"choices:\n{choices}expect:\n  state: {{{states}}}\n"
    )


def test_up_to_the_opponents_hand() -> None:
    # B holds 2 cards: two of the three chosen and stood
    choices = (
        "  - {player: A, at: choose_count, choose: 2}\n"
        "  - {player: A, choose: 甲}\n  - {player: A, choose: 乙}\n"
    )
    states = "甲.state: stand, 乙.state: stand, 丙.state: rest"
    r = resolve(loads(_board(2, choices, states), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_an_empty_hand_allows_none() -> None:
    states = "甲.state: rest, 乙.state: rest, 丙.state: rest"
    r = resolve(loads(_board(0, "  []\n", states), "t.yaml"))
    assert not check_expect(r), check_expect(r)
