"""co rulings cite what decides them (issue 14): a card entering the field beside one of its
name (4.2.6), an attack with a character the player does not control (3.4.5.2 beside 3.4.5.1),
a sideboard's size (2.1.3 with 1.2.4), and a negative AP against an undefended player is a
reading the basic rules do not settle (3.4.5.4)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

HEAD = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    energy: 2
    deck: 10
%s
  B: {hp: 10, deck: 10}
"""


def _rule(a: str, rest: str):
    return resolve(loads(HEAD % a + rest))


def test_a_card_entering_beside_one_of_its_name_cites_4_2_6() -> None:
    a = """    hand: [{name: 騎士, type: character, cost: 2, ap: 2, dp: 2}]
    field: [%s]"""
    rest = "actions:\n  - {do: play, card: 騎士}\nexpect: {state: {A.field: 2}}\n"
    r = _rule(a % "{name: 騎士, type: character, ap: 2, dp: 2}", rest)
    assert check_expect(r) == [] and "4.2.6" in r.decided_by
    r = _rule(a % "{name: 従者, type: character, ap: 2, dp: 2}", rest)
    assert check_expect(r) == [] and "4.2.6" not in r.decided_by


def test_an_attack_with_a_character_taken_over_cites_both_declarations() -> None:
    r = _rule(
        "    field: [{name: 騎士, type: character, ap: 2, dp: 2}]",
        "actions:\n  - {do: take_control, player: B, card: 騎士}\n"
        "  - {do: attack, attacker: 騎士, defender: none, allowed: false}\nask: [B.hp]\n",
    )
    assert r.outcome["state"] == {"B.hp": 10}
    assert {"3.4.5.1", "3.4.5.2"} <= set(r.decided_by)


def test_a_negative_ap_against_a_player_is_a_reading() -> None:
    r = _rule(
        "    field: [{name: 騎士, type: character, ap: 2, dp: 2}]",
        "effects:\n  - {target: 騎士, stat: ap, op: add, value: -3, until: turn}\n"
        "actions:\n  - {do: attack, attacker: 騎士, defender: none}\nask: [B.hp]\n",
    )
    assert r.outcome["state"] == {"B.hp": 10}  # the engine's reading: no damage
    assert "3.4.5.4" in r.outcome["depends_on_reading"]
    # a positive AP is no reading
    r = _rule(
        "    field: [{name: 騎士, type: character, ap: 2, dp: 2}]",
        "actions:\n  - {do: attack, attacker: 騎士, defender: none}\nask: [B.hp]\n",
    )
    assert r.outcome["state"] == {"B.hp": 8} and "depends_on_reading" not in r.outcome


def test_a_sideboard_cites_where_its_size_is_declared() -> None:
    scn = """
game: co
title: t
turn: {player: A, number: 0}
players:
  A: {hp: 20, deck: 50, sideboard: %d}
  B: {hp: 20, deck: 50}
actions:
  - {do: game_setup, chooser: B, first: B, mulligan: {A: no, B: no}}
ask: [A.deck]
"""
    r = resolve(loads(scn % 20))
    assert r.outcome["state"] == {"A.deck": 43} and {"1.2.4", "2.1.3"} <= set(r.decided_by)
    r = resolve(loads(scn % 21))
    assert r.main.rejected and {"1.2.4", "2.1.3"} <= set(r.decided_by)


def test_a_crash_with_cards_set_on_it_cites_the_competing_dustbox_order() -> None:
    """4.2.4 puts the crashed card and the cards set on it 「その順番でまとめて」; 4.2.3 (the owner
    orders cards put there at one timing) is the other reading, read and cited; a card crashing
    alone has no order to decide."""
    ring = ', {name: 腕輪, type: item, set_on: 騎士, text: "セットされたキャラクターは、「+1:+0」の修正を受ける。"}'
    for extra, cited in ((ring, True), ("", False)):
        r = _rule(
            f"    field: [{{name: 騎士, type: character, ap: 2, dp: 2}}{extra}]",
            "actions:\n  - {do: crash, player: B, card: 騎士}\nask: [A.dustbox]\n",
        )
        assert ("4.2.3" in r.decided_by) == cited and "4.2.4" in r.decided_by


def test_a_trigger_on_another_players_or_own_characters_attack() -> None:
    """「相手の / あなたの キャラクターがアタックしたとき」 (3.4.5.2, 4.3.6) triggers for a character of
    that side only, whoever controls the card (co/r6_022: it has triggered even if the game
    ends before it resolves)."""
    heal = "相手のキャラクターがアタックしたとき、あなたはHPが2点回復する。"
    mine = "あなたのキャラクターがアタックしたとき、あなたはHPが1点回復する。"
    scn = """
game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 騎士, type: character, ap: %d, dp: 2}, {name: 旗手, type: navigator, text: "%s"}]
  B:
    hp: %d
    deck: 10
    field: [{name: 癒し手, type: navigator, text: "%s"}]
actions:
  - {do: attack, attacker: 騎士}
expect:
  triggered: {癒し手: %d, 旗手: %d}
"""
    r = resolve(loads(scn % (1, mine, 10, heal, 1, 1) + "  state: {B.hp: 11, A.hp: 11}\n"))
    assert check_expect(r) == [] and "4.3.6" in r.decided_by
    # the own side's trigger does not wait for the opponent's attack, nor the reverse
    r = resolve(loads(scn % (1, heal, 10, mine, 0, 0) + "  state: {B.hp: 9, A.hp: 10}\n"))
    assert check_expect(r) == []
