"""Round 58 (s55vsC): 「このターン中に相手のリングのカードが（N枚以上）リタイヤしていた / 1枚も
リタイヤしていないなら」 — 「リタイヤする」 is to be put in the retire zone (3.5.2: its cards are
「リタイヤ」), so the perfect is the history of that move this turn (6.1.1, 3.1.4), counted card by
card; 「1枚も…していない」 is that it has not happened at all."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

TWO = "[ベンチ][このカードをレストする]このターン中に相手のリングのカードが2枚以上リタイヤしていたなら、あなたは1枚引く。"
NONE = "[ベンチ][このカードをレストする]このターン中に相手のリングのカードが1枚もリタイヤしていないなら、あなたは1枚引く。"


def test_the_conditions_compile() -> None:
    want = {
        TWO: ("turn_moved", "opponent", "retire", "ge", 2),
        NONE: ("not", ("turn_moved", "opponent", "retire")),
    }
    for text, cond in want.items():
        (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="楓", text=text))
        assert ab.supported, ab.reason
        assert ab.program.condition == cond


def _board(bench: str, uses: int, hand: int) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        "    energy: [{state: stand, uid: E1}, {state: stand, uid: E2}]\n"
        '    ring: {name: 雅, ap: 1000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]'
        '相手のリングのカードを1枚選び、相手のリタイヤ置場に置く。"}\n'
        f'    bench: {{left: {{name: 楓, ap: 1000, dp: 1000, text: "{bench}"}}}}\n'
        "  B:\n    deck: 10\n    ring: {name: 冴, ap: 1000, dp: 2000}\n"
        "actions:\n  - do: ability_phase\n    actions:\n"
        + "      - {do: use, card: 雅}\n" * uses
        + "      - {do: use, card: 楓}\n"
        + f"expect:\n  state: {{A.hand: {hand}}}\n  decided_by: ['6.1.1', '3.1.4']\n"
    )


def test_ring_cards_retired_this_turn_counted() -> None:
    # two of B's ring cards put in its retire zone this turn meet 「2枚以上」; one does not
    for uses, hand in ((2, 1), (1, 0)):
        r = resolve(loads(_board(TWO, uses, hand), "t.yaml"))
        assert not check_expect(r), (uses, check_expect(r))


def test_none_retired_at_all() -> None:
    for uses, hand in ((0, 1), (1, 0)):
        r = resolve(loads(_board(NONE, uses, hand), "t.yaml"))
        assert not check_expect(r), (uses, check_expect(r))
