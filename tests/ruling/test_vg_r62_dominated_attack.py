"""Round 62 (s59vgR3): a dominated unit attacks for the dominating fighter (7.39.1, 7.39.3):
chosen from the other fighter's circle it stands on (7.39.5), a front-row one may attack, a
back-row one may not (10.4.1.3 read from the dominating fighter, 7.39.3); it is boosted by no
rear-guard of the attacking fighter (7.39.5, 7.39.3.2); a dominated vanguard drive checks from
the dominating fighter's deck into its trigger zone, the card to its owner's hand (7.39.7,
4.13.1.1); a gift marker's modification is not applied to a dominated unit (7.39.8)."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import cited

BOARD = """game: vg
title: t
turn: {player: A, number: 6, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 簒奪者, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、相手のリアガードを1枚選び、そのターン中、支配する。"}
    left_back: {name: 鼓手, type: normal, grade: 1, power: 8000, skills: [boost]}
    damage: [{name: 傷, type: normal}]
    deck: [{name: 山頂, type: normal, grade: 1}, 9]
  B:
    vanguard: {name: 守り手, grade: 3, power: 10000}
    UNIT
    hand: 0
    deck: [{name: 平傷, type: normal, trigger: none}, 9]
actions:
  - {do: activate, player: A, card: 簒奪者}
  - ATTACK
choices:
  - {player: A, at: choose, choose: 家臣}
"""


def _run(unit: str, attack: str, expect: str) -> set[str]:
    body = BOARD.replace("UNIT", unit).replace("ATTACK", attack)
    r = resolve(loads(body + "expect:\n" + expect, "t.yaml"))
    assert not check_expect(r), check_expect(r)
    return cited(r)


FRONT = "right_front: {name: 家臣, type: normal, grade: 2, power: 10000}"


def test_dominated_front_row_unit_attacks_the_original_masters_vanguard() -> None:
    got = _run(
        FRONT,
        "{do: attack, attacker: 家臣, target: B.vanguard}",
        "  state: {B.damage: 1, 家臣.state: rest, 山頂.zone: A.deck}\n",
    )
    assert {"7.39.3", "7.39.1", "10.4.1.3"} <= got


def test_dominated_back_row_unit_cannot_attack() -> None:
    got = _run(
        "right_back: {name: 家臣, type: normal, grade: 1, power: 8000}",
        "{do: attack, attacker: 家臣, target: B.vanguard, allowed: false}",
        "  state: {B.damage: 0, 家臣.state: stand}\n",
    )
    assert {"7.39.3", "10.4.1.3"} <= got


def test_dominated_attacker_is_boosted_by_none_of_the_attacking_fighter() -> None:
    # B's right front is A's left column (7.39.3.1), but A's left back is no circle behind it
    got = _run(
        FRONT,
        "{do: attack, attacker: 家臣, target: B.vanguard, boost: 鼓手}",
        "  state: {B.damage: 1, 鼓手.state: stand}\n",
    )
    assert {"7.39.5", "7.39.3.2", "10.4.1.12"} <= got


def test_gift_marker_not_applied_to_a_dominated_unit() -> None:
    # protect II (「このサークルにいるユニットはパワー+5000」) on B's right front: 10000 < 13000
    unit = FRONT + '\n    gift_protect: "2"\n    gift_markers: "right_front:protect2"'
    body = BOARD.replace("UNIT", unit).replace(
        "    vanguard: {name: 守り手, grade: 3, power: 10000}",
        "    vanguard: {name: 守り手, grade: 3, power: 13000}",
    )
    r = resolve(
        loads(
            body.replace("ATTACK", "{do: attack, attacker: 家臣, target: B.vanguard}")
            + "expect:\n  state: {家臣.power: 10000, B.damage: 0}\n",
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
    assert "7.39.8" in cited(r)


def test_gift_marker_applies_before_the_domination() -> None:
    unit = FRONT + '\n    gift_protect: "2"\n    gift_markers: "right_front:protect2"'
    body = BOARD.replace("UNIT", unit).replace("  - ATTACK\n", "")
    body = body.replace(
        "  - {do: activate, player: A, card: 簒奪者}\n",
        "  - {do: check, state: {家臣.power: 15000}}\n",
    ).replace("choices:\n  - {player: A, at: choose, choose: 家臣}\n", "")
    r = resolve(loads(body + "expect:\n  state: {家臣.power: 15000}\n", "t.yaml"))
    assert not check_expect(r), check_expect(r)


VANGUARD = """game: vg
title: t
turn: {player: A, number: 8, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 簒奪者, grade: 3, power: 13000, text: "【起】【(V)】【ターン1回】：【コスト】[【カウンターブラスト】(1)]、相手のヴァンガードを1枚選び、そのターン中、支配する。"}
    damage: [{name: 傷, type: normal}]
    hand: 0
    deck: [{name: 密偵, type: normal, grade: 1, power: 8000}, 9]
  B:
    vanguard: {name: 獅子王, type: normal, grade: 3, power: 13000}
    left_front: {name: 従者, type: normal, grade: 1, power: 8000}
    hand: 0
    deck: [{name: 紋章, type: normal, grade: 2}, 9]
actions:
  - {do: activate, card: 簒奪者}
  - {do: attack, attacker: 獅子王, target: B.left_front}
"""


def test_dominated_vanguard_drive_checks_from_the_dominating_fighters_deck() -> None:
    r = resolve(
        loads(
            VANGUARD + "expect:\n  state: {密偵.zone: A.hand, B.hand: 0, 紋章.zone: B.deck, "
            "従者.zone: B.drop}\n",
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)
    assert {"7.39.7", "4.13.1.1", "7.39.3"} <= cited(r)
