"""Round 59 (s56vgC): 「このユニットのアタックがガードされた時」 — the attack the subject of the
passive, the attack guarded against, as 「このユニットのアタックにガードされた時」 says it
(10.4.1.10: each guardian guards the unit that attack is made against; the guard step 10.5.1).
Also after a relative clause, 「このユニットがブーストしたユニットのアタックがガードされた時」 (the
attack this unit boosts, 10.4.1.12)."""

from __future__ import annotations

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import vg_card_run, zone_names

GUARDED = "【自】【(R)】：このユニットのアタックがガードされた時、【ソウルチャージ】(1)。"
SHIELD = (
    "{name: 騎士, grade: 2, power: 8000}\n    hand: [{name: 大盾, type: normal, grade: 1,"
    " shield: 10000}]"
)


def _trig(text: str) -> object:
    get_game("vg")
    (ab,) = _abilities("vg", text, None)
    assert ab.supported, ab.reason
    return ab.program.trigger  # type: ignore[attr-defined]


def test_the_attack_guarded_is_the_attack_guarded_against() -> None:
    a = _trig(GUARDED)
    b = _trig("【自】【(R)】：このユニットのアタックにガードされた時、【ソウルチャージ】(1)。")
    assert a == b
    assert a.event == "guard" and a.role == "attack" and a.target.ref == "this"  # type: ignore[attr-defined]


def test_the_attack_a_unit_boosts_guarded() -> None:
    t = _trig(
        "【自】【(R)】：このユニットがブーストしたユニットのアタックがガードされた時、"
        "【ソウルチャージ】(1)。"
    )
    assert t.event == "guard" and t.role == "boost" and t.target.ref == "this"  # type: ignore[attr-defined]


def test_guarded_on_a_board() -> None:
    r = vg_card_run(
        GUARDED,
        "  - {do: attack, attacker: left_front, target: vanguard, guard: [大盾]}",
        opponent=SHIELD,
    )
    assert len(zone_names(r, "A", "soul")) == 1


def test_not_guarded_on_a_board() -> None:
    r = vg_card_run(
        GUARDED,
        "  - {do: attack, attacker: left_front, target: vanguard}",
        opponent=SHIELD,
    )
    assert zone_names(r, "A", "soul") == []
