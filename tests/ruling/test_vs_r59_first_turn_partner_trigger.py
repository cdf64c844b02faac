"""Round 59 (s56vsC): the point first_turn_partner_trigger — in the first player's first turn a
partner's support: is 「パートナーアタックした時」 met at 7.1.3.2.3 before 7.1.3.2.6 makes the
attack normal, or is no partner attack formed at all (4.13.4)? Raised only where a technique
names that trigger; the attack is a normal one either way."""

from __future__ import annotations

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads


def _board(text: str, reading: str = "") -> str:
    return (
        "game: vs\ntitle: t\nturn: {player: A, number: 1, first_player: A, phase: ability}\n"
        "players:\n  A:\n    deck: 10\n    hand: []\n"
        "    ring: {name: 凛, ap: 3000, dp: 2000, partner_name: 楓, partner_title: 侍"
        + (f', text: "{text}"' if text else "")
        + "}\n"
        "    bench: {left: {name: 楓, title: 侍, ap: 1000, dp: 1000}}\n"
        "  B:\n    deck: 10\n    ring: {name: 楠, ap: 1000, dp: 5000}\n"
        "actions:\n  - {do: attack, support: 楓}\n"
        + (f"choices: [{{player: A, at: reading, choose: {reading}}}]\n" if reading else "")
        + "expect:\n  state: {楠.damage: 3000}\n"
    )


TEXT = "[リング]このカードがパートナーアタックした時、あなたは1枚引く。"


def test_both_readings() -> None:
    r = resolve(loads(_board(TEXT), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    points = [c for lf in r.leaves + r.alternates for c in lf.choices if c.reading]
    assert points and all({"7.1.3.2.3", "4.13.4"} <= set(c.clauses) for c in points)


def test_in_order_draws_never_does_not() -> None:
    for reading, hand in (("in_order", 1), ("never", 0)):
        board = _board(TEXT, reading).replace(
            "{楠.damage: 3000}", f"{{楠.damage: 3000, A.hand: {hand}}}"
        )
        r = resolve(loads(board, "t.yaml"))
        assert not check_expect(r), (reading, check_expect(r))


def test_not_raised_without_such_a_trigger() -> None:
    r = resolve(loads(_board(""), "t.yaml"))
    assert not check_expect(r), check_expect(r)
    assert not [c for lf in r.leaves + r.alternates for c in lf.choices if c.reading]
