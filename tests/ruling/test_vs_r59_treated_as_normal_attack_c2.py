"""Round 59 (s56vsC2): 「そのアタックは通常のアタックとして扱う」 / 「そのアタックはパートナーアタックでは
ないものとして扱う」 — the attack in progress is a normal attack (7.1.3.2.5), the effect
「パートナーアタックにならない」 of 7.1.3.2.4 read the same; and 「（自分の）スタンドしているエネルギーをN枚
レストする」, the standing state what 4.9.1.2 already asks of a card rested."""

from __future__ import annotations

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from ruling.state import Card

TRIGGER = (
    "[リング]相手のカードがパートナーアタックした時、あなたは自分の{cost}を1枚レストしてよい。"
)
THEN = "そうしたら、そのアタックは{what}として扱う。"
SPELLINGS = ("通常のアタック", "パートナーアタックではないもの")


def _board(text: str, choose: str, normal: bool, energy: str = "stand") -> str:
    # a partner attack retires the card attacked (7.1.5.2); a normal one deals the attacker's
    # AP, 2000 (7.1.5.3)
    want = "美希.zone: B.ring, 美希.damage: 2000" if normal else "美希.zone: B.retire"
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 4, phase: attack, first_player: A}\n"
        "players:\n  A:\n    deck: 20\n"
        "    ring: {name: 千早, title: 歌姫, ap: 2000, dp: 2000, partner_name: 春香,"
        " partner_title: リーダー}\n"
        "    bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 20\n"
        f'    ring: {{name: 美希, title: 星, ap: 2000, dp: 5000, text: "{text}"}}\n'
        f"    energy: [{{uid: E1, state: {energy}}}]\n"
        "actions:\n  - {do: attack, support: 春香}\n"
        f"choices:\n  - {{player: B, at: optional, choose: {choose}}}\n"
        f"expect:\n  state: {{{want}}}\n"
    )


@pytest.mark.parametrize("what", SPELLINGS)
def test_both_spellings_compile(what: str) -> None:
    text = TRIGGER.format(cost="エネルギー") + THEN.format(what=what)
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="x", text=text))
    assert ab.supported, ab.reason


@pytest.mark.parametrize("what", SPELLINGS)
def test_the_partner_attack_made_normal(what: str) -> None:
    text = TRIGGER.format(cost="エネルギー") + THEN.format(what=what)
    normal = resolve(loads(_board(text, "yes", True), "t.yaml"))
    assert not check_expect(normal), check_expect(normal)
    assert "7.1.3.2.4" in normal.decided_by, normal.decided_by
    assert not [w for w in normal.warnings() if w.kind == "unsupported"]
    partner = resolve(loads(_board(text, "no", False), "t.yaml"))
    assert not check_expect(partner), check_expect(partner)


def test_standing_energy_rested() -> None:
    text = TRIGGER.format(cost="スタンドしているエネルギー") + THEN.format(what=SPELLINGS[0])
    r = resolve(
        loads(
            _board(text, "yes", True).replace("damage: 2000}", "damage: 2000, E1.state: rest}"),
            "t.yaml",
        )
    )
    assert not check_expect(r), check_expect(r)


def test_no_standing_energy_nothing_rested() -> None:
    # 4.9.1.2: only a standing card is rested; with none, nothing is done — and 「そうしたら」 is not
    # met (the attack stays a partner attack)
    text = TRIGGER.format(cost="スタンドしているエネルギー") + THEN.format(what=SPELLINGS[0])
    r = resolve(loads(_board(text, "yes", False, energy="rest"), "t.yaml"))
    assert not check_expect(r), check_expect(r)


def test_other_shapes_not_read() -> None:
    # a thing other than an attack treated as a normal attack is not this effect
    text = TRIGGER.format(cost="エネルギー") + "そうしたら、このカードは通常のアタックとして扱う。"
    (ab,) = abilities_of("vs", Card(uid="x", owner="A", name="x", text=text))
    assert not ab.supported
