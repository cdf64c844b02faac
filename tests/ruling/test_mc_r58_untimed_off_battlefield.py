"""mc round 58 (s55mcR): an untimed ○ ability on a card off the battlefield — 10.9.11 「場にカードが
存在する限り」 (「場」: the players and every zone, 5.1) against 14.5.1 / 14.5.4.2 (a ○ ability in
force on the battlefield): the point untimed_ability_off_battlefield, raised where the hand
adjustment phase reads a hand-limit ○ of a card in a discard pile; the same card on the
battlefield raises nothing."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import mc_area, mc_scenario

_GHOST = (
    '{name: 亡霊, type: unit, level: 2, attack: 1, defense: 1, text: "○残滓\\n'
    '〈対象:自軍プレイヤー〉\\n対象に「手札上限枚数:+1枚」を付与する。"}'
)
_TURN = "{player: A, number: 8, phase: hand2}"
_REST = "actions:\n  - {do: hand_phase, which: 2, discard: 0}\nask: [A.hand]\n"


def test_a_discard_pile_card_s_untimed_grant_is_a_reading() -> None:
    scn = mc_scenario(
        rest=_REST, turn=_TURN, a_top=f"    deck: 10\n    hand: 8\n    discard: [{_GHOST}]\n"
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"A.hand": 6}
    assert {"10.9.11", "14.5.4.2"} <= set(r.outcome.get("depends_on_reading", ()))
    assert [lf.outcome["state"] for lf in r.alternates] == [{"A.hand": 7}]


def test_the_same_card_on_the_battlefield_raises_no_point() -> None:
    scn = mc_scenario(
        a=mc_area("c2", "平原", 6, _GHOST),
        rest=_REST,
        turn=_TURN,
        a_top="    deck: 10\n    hand: 8\n",
    )
    r = resolve(loads(scn))
    assert r.outcome["state"] == {"A.hand": 7}
    assert not r.alternates
