"""Round 58 (s55vsC): 「相手のリングのカードがこのターン中にダメージを受けていた / いないなら」 —
damage dealt to the card now there (7.1.5.3) this turn, since it came there: a card that replaced
a retired one has received none (6.1.1; read as the condition is, 8.6.5). Which card the text
names (the one there now, or any that was there this turn) is the audit's point damaged_ring_card,
raised wherever the technique is in force."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

DAMAGED = "[ベンチ][このカードをレストする]相手のリングのカードがこのターン中にダメージを受けていたなら、あなたは1枚引く。"


def test_the_condition_compiles() -> None:
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="楓", text=DAMAGED))
    assert ab.supported, ab.reason
    assert ab.program.condition == ("turn_damaged", "opp_ring")


def _board(uses: int, dp: int, hand: int) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, first_player: B, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        "    energy: [{state: stand, uid: E1}]\n"
        '    ring: {name: 雅, ap: 1000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]'
        '相手のリングのカードに500ダメージを与える。"}\n'
        f'    bench: {{left: {{name: 楓, ap: 1000, dp: 1000, text: "{DAMAGED}"}}}}\n'
        f"  B:\n    deck: 10\n    ring: {{name: 冴, ap: 1000, dp: {dp}}}\n"
        "actions:\n  - do: ability_phase\n    actions:\n"
        + "      - {do: use, card: 雅}\n" * uses
        + "      - {do: use, card: 楓}\n"
        + f"expect:\n  ambiguous: ['7.1.5.3']\n  state: {{A.hand: {hand}}}\n"
        "  decided_by: ['7.1.5.3', '6.1.1']\n"
    )


def test_damage_dealt_this_turn() -> None:
    r = resolve(loads(_board(1, 2000, 1), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_no_damage_dealt() -> None:
    r = resolve(loads(_board(0, 2000, 0), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_the_card_that_replaced_a_retired_one_received_none() -> None:
    # 冴 (defence 500) is retired by the damage (9.4.1); the card put there from the deck is
    # another card, dealt none
    r = resolve(loads(_board(1, 500, 0), "t.yaml"))
    assert not check_expect(r), check_expect(r)
