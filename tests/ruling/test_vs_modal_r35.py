"""Victory Spark (vs), round 35 (s31vstext), issue 12: the modal family of vs's own acts, in the
spellings other writers print.

- 「…することができない / ことはできない / ことができる」: the periphrasis of 「…できない / できる」
  (``ruling.cardtext.modal``), read by every vs construction as the potential form it spells;
- 「パートナーアタックできない」: a partner attack is not an act of its own but what an attack
  becomes (4.13.1, 7.1.3.2.2), so 「Xはパートナーアタックできない」 is the effect 「パートナーアタック
  にならない」 (7.1.3.2.4) on X's attacks — the card's, the ring card's or the player's — in each of
  its spellings (「（このカード|相手のリングのカード|相手）はパートナーアタックできない」, 「Xのアタック
  はパートナーアタックにならない」, 「Xはパートナーアタックされない」), on a board.
"""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_program, vs_refused

# A attacks with 千早 supported by 春香, her partner (4.13.1): a partner attack unless an effect
# 「パートナーアタックにならない」 is in force (7.1.3.2.4), when 美希 takes the damage and stays
BOARD = """\
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 9
    ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香, partner_title: L, text: "%s"}
    bench: {left: {name: 春香, title: L, ap: 1000, dp: 1000}, right: {name: 律子, ap: 1000, dp: 1000, text: "%s"}}
  B:
    deck: 9
    ring: {name: 美希, ap: 1000, dp: 3000, text: "%s"}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000, text: "%s"}}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, 美希.damage]
"""

_MINE = "[リング]このカードはパートナーアタックできない。"


@pytest.mark.parametrize(
    "text",
    [
        _MINE,
        "[リング]このカードは、パートナーアタックできない。",
        "[リング]このカードはパートナーアタックすることができない。",
        "[リング]このカードはパートナーアタックすることはできない。",
        "[リング]このカードのアタックはパートナーアタックにならない。",
        "[リング]このカードはパートナーアタックにならない。",
    ],
)
def test_this_card_cannot_partner_attack_spellings(text: str) -> None:
    """Each spelling of 「このカードはパートナーアタックできない」 compiles to the one program: the
    holder's own attacks (its ring card's, 3.3.2.3) are not partner attacks."""
    assert vs_program(text) == vs_program(_MINE)


def test_in_parentheses_the_same_effect() -> None:
    """Printed in parentheses, the same effect (with the reading of a parenthesised effect said)."""
    got = vs_program("[リング](このカードはパートナーアタックできない)")
    assert (got.areas, got.ops) == (vs_program(_MINE).areas, vs_program(_MINE).ops)


_THEIRS = "[リング]相手のカードはパートナーアタックにならない。"


@pytest.mark.parametrize(
    "text",
    [
        _THEIRS,
        "[リング]相手のリングのカードはパートナーアタックできない。",
        "[リング]相手のリングのカードは、パートナーアタックすることができない。",
        "[リング]相手はパートナーアタックできない。",
        "[リング]相手のアタックはパートナーアタックにならない。",
        "[リング]相手のリングのカードのアタックはパートナーアタックにならない。",
        "[リング]このカードはパートナーアタックされない。",
        "[リング]このカードへのアタックはパートナーアタックにならない。",
    ],
)
def test_the_opponent_cannot_partner_attack_spellings(text: str) -> None:
    """Each spelling of the opponent's attacks not being partner attacks is the one program."""
    assert vs_program(text) == vs_program(_THEIRS)


@pytest.mark.parametrize(
    ("a_ring", "a_bench", "b_ring", "b_bench", "normal"),
    [
        # the attacking card's own technique (in the ring, its [領域])
        (_MINE, "", "", "", True),
        ("[リング]このカードはパートナーアタックすることができない。", "", "", "", True),
        # the attacked player's techniques on the attacking player's attacks
        ("", "", "[リング]相手のリングのカードはパートナーアタックできない。", "", True),
        ("", "", "", "[ベンチ]相手はパートナーアタックできない。", True),
        # the attacking player's bench card on its own ring card's attacks
        ("", "[ベンチ]あなたのリングのカードはパートナーアタックできない。", "", "", True),
        # the attacked player's 「このカードはパートナーアタックできない」: its own attacks, not A's
        ("", "", _MINE, "", False),
        # A's 「相手は…できない」: B's attacks, not A's
        ("", "", "", "", False),
        ("[リング]相手はパートナーアタックできない。", "", "", "", False),
    ],
)
def test_cannot_partner_attack_on_a_board(
    a_ring: str, a_bench: str, b_ring: str, b_bench: str, normal: bool
) -> None:
    """In force, the attack of the side named is a normal one (7.1.3.2.4): 美希 takes the damage
    and stays; else the partner attack retires her (7.1.5.2)."""
    r = resolve(loads(BOARD % (a_ring, a_bench, b_ring, b_bench)))
    if normal:
        assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 1000}
        assert "7.1.3.2.4" in r.decided_by
    else:
        assert r.outcome["state"]["美希.zone"] == "B.retire"


def test_this_card_cannot_partner_attack_off_the_ring_is_refused() -> None:
    """Only a ring card attacks (4.14.1): 「このカードはパートナーアタックできない」 written for the
    bench is refused by name, not guessed."""
    assert "[リング]" in vs_refused("[ベンチ]このカードはパートナーアタックできない。")
