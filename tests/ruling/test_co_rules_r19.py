"""co rules fixed while reading the round-18 development files (tests/scenarios/co/r18_*),
each on a minimal case of its own (s14co)."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import co_run

# ------ an HP the scenario does not give: HP lost is counted against it (3.4.5.4, 4.1.2#li1)

_TWO_ATTACKERS = (
    "turn: {player: A, number: 6, phase: main}\n"
    "players:\n"
    "  A: {hp: 20, deck: 10, field: [{name: 剣士, type: character, ap: 3, dp: 2},"
    " {name: 槍兵, type: character, ap: 2, dp: 2}]}\n"
    "  B: {deck: 10}\n"
    "actions:\n"
)


def _branches(r: Any) -> dict[tuple[str, ...], bool]:
    return {tuple(b["choices"]): b["outcome"]["game_over"] for b in r.outcome["branches"]}


def test_an_undefended_attack_against_an_hp_not_given_branches_on_it() -> None:
    r = co_run(_TWO_ATTACKERS + "  - {do: attack, attacker: 剣士, defender: none}\n")
    assert r.outcome.get("by_unknown")
    assert _branches(r) == {("B.hp<=3",): True, ("B.hp>3",): False}
    assert {"3.4.5.4", "4.1.2#li1"} <= set(r.decided_by)


def test_a_later_loss_asks_only_about_the_total_not_yet_survived() -> None:
    r = co_run(
        _TWO_ATTACKERS
        + "  - {do: attack, attacker: 剣士, defender: none}\n"
        + "  - {do: attack, attacker: 槍兵, defender: none}\n"
    )
    assert _branches(r) == {
        ("B.hp<=3",): True,
        ("B.hp>3", "B.hp<=5"): True,
        ("B.hp>3", "B.hp>5"): False,
    }


def test_a_gain_before_the_loss_is_counted_too() -> None:
    r = co_run(
        _TWO_ATTACKERS
        + "  - {do: resolve_text, player: B, text: 'あなたのHPを2点回復する。'}\n"
        + "  - {do: attack, attacker: 剣士, defender: none}\n"
    )
    assert _branches(r) == {("B.hp<=1",): True, ("B.hp>1",): False}


def test_a_gain_alone_asks_nothing() -> None:
    r = co_run(
        _TWO_ATTACKERS + "  - {do: resolve_text, player: B, text: 'あなたのHPを2点回復する。'}\n"
    )
    assert "branches" not in r.outcome
    assert r.outcome["game_over"] is False
