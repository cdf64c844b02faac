"""A reduction of the damage to a player that leaves some of it (round 61, s58coR): 4.3.10.3 —
「効果・特殊能力によって与えられたダメージの値から軽減された値を引いた数値が最終的なダメージとして
決定されます」 — the damage determined is what was given less what was reduced, and that is what the
player's HP loses; the ruling cites the determination (``basic.reduce_to_player``)."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state


def _attack(reduce_by: int) -> object:
    return co_run(
        "turn: {player: A, number: 5, phase: main}\nplayers:\n  A:\n    hp: 7\n    deck: 20\n"
        "    field:\n      - {name: 獅子, type: character, gender: その他, ap: 3, dp: 3}\n"
        "  B:\n    hp: 5\n    deck: 20\n"
        "actions:\n  - do: attack\n    attacker: 獅子\n    defender: none\n    reduce:\n"
        f"      B: [{{do: reduce_damage, player: B, amount: {reduce_by}, source: 結界}}]\n"
        "ask: [B.hp]\n"
    )


def test_what_is_left_is_dealt_and_the_determination_is_cited() -> None:
    r = _attack(2)
    assert main_state(r, "B.hp") == 4
    assert "4.3.10.3" in decided(r)


def test_a_reduction_to_nothing_deals_nothing() -> None:
    r = _attack(3)
    assert main_state(r, "B.hp") == 5
