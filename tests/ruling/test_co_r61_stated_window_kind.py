"""A card whose text the scenario does not give, with what it does spelled out in ``resolve:``
(round 61, s58coR): the crash's windows take only their own kind of card — 4.3.11.2 「「クラッシュを
うち消す」カードをプレイ・使用できます。それ以外のカードはプレイ・使用できません」, 4.3.11.4 「「クラッシュ
をうち消す」以外のカード」 — and the damage's likewise (4.3.10.2 reductions and increases, 4.3.10.4
the others). A textless card is still taken to meet the window's condition (an assumption), but
a ``resolve:`` that negates a crash after the crash was decided, or reduces a damage in the window
right after it, says it is of the other kind: refused (``play._stated``)."""

from __future__ import annotations

from tests.ruling.boards import co_run, decided, main_state


def _battle(window: str) -> object:
    return co_run(
        "turn: {player: A, number: 8, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    hand: [{name: 身代わり, type: event, cost: 1}]\n"
        "    field:\n      - {name: 剣士, type: character, gender: 女性, ap: 2, dp: 2}\n"
        "  B:\n    hp: 10\n    deck: 20\n"
        "    field:\n      - {name: 盾, type: character, gender: 男性, ap: 2, dp: 2}\n"
        "actions:\n  - do: attack\n    attacker: 剣士\n    defender: 盾\n    on_crash:\n"
        f"      剣士:\n        {window}: [{{do: play, player: A, card: 身代わり, "
        "resolve: [{do: negate_crash, card: 剣士}]}]\n"
        "ask: [剣士.zone, 身代わり.zone]\n"
    )


def test_a_negation_in_the_negation_window_saves_the_character() -> None:
    r = _battle("negate")
    assert main_state(r, "剣士.zone") == "A.field"


def test_a_negation_after_the_crash_was_decided_is_refused() -> None:
    r = _battle("after")
    assert main_state(r, "剣士.zone") == "A.dustbox"
    assert main_state(r, "身代わり.zone") == "A.hand"
    assert "4.3.11.4" in decided(r)


def _damaged(window: str) -> object:
    return co_run(
        "turn: {player: A, number: 8, phase: main}\nplayers:\n  A:\n    hp: 10\n    energy: 1\n"
        "    deck: 20\n    hand: [{name: 護符, type: event, cost: 1}]\n"
        "    field:\n      - {name: 剣士, type: character, gender: 女性, ap: 2, dp: 4}\n"
        "  B:\n    hp: 10\n    deck: 20\n"
        "actions:\n  - do: damage\n    to: 剣士\n    amount: 4\n    source: 矢\n"
        f"    {window}: [{{do: play, player: A, card: 護符, "
        "resolve: [{do: reduce_damage, player: A, amount: 2}]}]\n"
        "ask: [剣士.zone, 護符.zone]\n"
    )


def test_a_reduction_in_the_reduction_window_saves_the_character() -> None:
    r = _damaged("reduce")
    assert main_state(r, "剣士.zone") == "A.field"


def test_a_reduction_in_the_window_right_after_the_damage_is_refused() -> None:
    r = _damaged("after")
    assert main_state(r, "剣士.zone") == "A.dustbox"
    assert main_state(r, "護符.zone") == "A.hand"
    assert "4.3.10.4" in decided(r)
