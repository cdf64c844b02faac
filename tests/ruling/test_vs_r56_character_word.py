"""Round 56 (s53vsR), issue 12: vs card text's 「キャラクター」 (vs has one kind of card: every
card is a character with a name, a title, a partner, AP / DP — 2) names a card, as 「カード」 does;
and 「そのキャラクター（そのカード）にNダメージを与える」 in a trigger of an attack names the card
attacking (4.14.1), dealt damage as any effect damage (7.1.5.3, 9.4)."""

from __future__ import annotations

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card


def _board(text: str, ap: int, expect: str) -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 6, first_player: B}\n"
        "players:\n  A:\n    deck: 10\n    hand: 0\n"
        f"    ring: {{name: 剣士, level: 1, ap: {ap}, dp: 1000}}\n"
        "    bench: {left: {name: 控え, level: 1, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 10\n"
        f'    ring: {{name: 守り手, level: 1, ap: 1000, dp: 5000, text: "{text}"}}\n'
        "actions:\n  - {do: attack, support: 控え}\n" + expect
    )


DAMAGE = "[リング]相手のキャラクターがアタックした時、そのキャラクターに1000ダメージを与える。"


def test_character_reads_as_a_card() -> None:
    card = Card(uid="x", owner="A", name="守り手", text=DAMAGE)
    (ab,) = abilities_of("vs", card)
    assert ab.supported, ab.reason


def test_damage_to_the_attacking_character() -> None:
    # A's attacking ring card (DP 1000) takes 1000 from B's trigger and is retired (9.4.1)
    r = resolve(loads(_board(DAMAGE, 1000, "expect:\n  state: {剣士.zone: A.retire}\n"), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_the_trigger_watches_the_opponents_attack_only() -> None:
    own = "[リング]あなたのキャラクターがアタックした時、あなたは1枚引く。"
    r = resolve(loads(_board(own, 1000, "expect:\n  state: {B.hand: 0}\n"), "t.yaml"))
    assert not check_expect(r), check_expect(r)
