"""VG card-text constructions of round 17 (s13vg3; issue 12): 「Zから（Xを）N枚選び、Yする」
as a cost (docs/cardtext.md, "A cost that chooses, then acts") and 「Xのアタック終了時」
("The end of an attack"), each on a minimal text and a board."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import ATTACK, run

ACTIVATE = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
HAND = "[{name: 重1, type: normal, grade: 3}, {name: 軽1, type: normal, grade: 1}]"


def cost_pick(*names: str) -> str:
    out = "choices:\n" + "".join(f"  - {{player: A, at: cost_card, choose: {n}}}\n" for n in names)
    return out.rstrip("\n")


@pytest.mark.parametrize(
    "cost",
    [
        "手札から１枚選び、捨てる",  # the bare count: a card of the hand
        "手札から１枚選び捨てる",  # without 「、」
        "手札から1枚選んで捨てる",  # 「選んで」, half-width digit
        "あなたの手札からカードを１枚選び、捨てる",  # the object named
    ],
)
def test_a_cost_that_chooses_from_a_zone_then_discards(cost: str) -> None:
    """「【コスト】[手札から１枚選び、捨てる]」 is the cost 「手札から１枚捨てる」 (7.2: the
    player pays it by choosing the card): the card picked goes to the drop, then the effect
    draws."""
    text = f"【起】【(R)】：【コスト】[{cost}]ことで、１枚引く。"
    r = run(text, actions=ACTIVATE, hand=HAND, choices=cost_pick("軽1"))
    assert not unsupported(r)
    assert zone(r, "A", "drop") == ["軽1"] and sorted(zone(r, "A", "hand")) == ["山1", "重1"]


def test_a_cost_that_chooses_a_description_from_a_zone() -> None:
    """「手札からグレード３を１枚選び、捨てる」: only a grade 3 pays it; with none in the hand
    the cost cannot be paid and nothing is drawn."""
    text = "【起】【(R)】：【コスト】[手札からグレード３を１枚選び、捨てる]ことで、１枚引く。"
    r = run(text, actions=ACTIVATE, hand=HAND, choices=cost_pick("重1"))
    assert not unsupported(r)
    assert zone(r, "A", "drop") == ["重1"] and sorted(zone(r, "A", "hand")) == ["山1", "軽1"]
    none = run(text, actions=ACTIVATE, hand="[{name: 軽1, type: normal, grade: 1}]")
    assert zone(none, "A", "drop") == [] and zone(none, "A", "hand") == ["軽1"]


def test_a_cost_that_chooses_then_binds() -> None:
    """「手札から１枚選び、バインドする」: the card picked goes to the bind zone."""
    text = "【起】【(R)】：【コスト】[手札から１枚選び、バインドする]ことで、１枚引く。"
    r = run(text, actions=ACTIVATE, hand=HAND, choices=cost_pick("重1"))
    assert not unsupported(r)
    assert zone(r, "A", "bind") == ["重1"] and sorted(zone(r, "A", "hand")) == ["山1", "軽1"]


def test_a_cost_that_chooses_then_puts_somewhere() -> None:
    """「ドロップから１枚選び、山札の下に置く」: the second verb names where the card goes."""
    text = "【起】【(R)】：【コスト】[ドロップから１枚選び、山札の下に置く]ことで、１枚引く。"
    r = run(
        text,
        actions=ACTIVATE,
        drop="[{name: 骨1, type: normal, grade: 1}]",
        choices=cost_pick("骨1"),
    )
    assert not unsupported(r)
    assert zone(r, "A", "drop") == [] and zone(r, "A", "deck")[-1] == "骨1"


STRONG = "{name: 騎士, grade: 3, power: 30000}"
VG_ATTACK = "  - {do: attack, attacker: vanguard, target: vanguard}"


@pytest.mark.parametrize(
    "timing", ["このユニットのアタック終了時", "このユニットのアタックの終了時"]
)
def test_the_end_of_this_units_attack_10_8_1(timing: str) -> None:
    """「このユニットのアタック終了時、１枚引く」: the close step is the end of the attack
    (10.8.1), the end of the battle this unit attacked in (10.8.1.1) — 剣士's own attack: a
    draw; the vanguard's attack: none beyond its drive check."""
    text = f"【自】【(R)】：{timing}、１枚引く。"
    own = run(text, actions=ATTACK, opponent=STRONG)
    assert not unsupported(own) and zone(own, "A", "hand") == ["山1"]
    other = run(text, actions=VG_ATTACK, opponent=STRONG)
    assert not unsupported(other) and len(zone(other, "A", "hand")) == 1  # the drive check only


def test_the_end_of_another_units_attack() -> None:
    """「あなたのリアガードのアタック終了時」 on the vanguard: a rear-guard's attack — a draw;
    the vanguard's own — none beyond its drive check."""
    text = "【自】【(V)】：あなたのリアガードのアタック終了時、１枚引く。"
    vg = f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'
    rg = run("", actions=ATTACK, vanguard=vg, opponent=STRONG)
    assert not unsupported(rg) and zone(rg, "A", "hand") == ["山1"]
    own = run("", actions=VG_ATTACK, vanguard=vg, opponent=STRONG)
    assert not unsupported(own) and len(zone(own, "A", "hand")) == 1


@pytest.mark.parametrize(
    "trigger", ["このユニットがアタックした時", "このユニットのアタック終了時"]
)
def test_that_battle_is_the_nth_of_this_turn_10_3_1_3(trigger: str) -> None:
    """「…時、そのバトルがこのターンの２回目以降のバトルなら、１枚引く」: 「そのバトル」 is the
    battle in progress (the one the trigger's attack began), counted among this turn's battles
    (10.3.1.3) as 「このバトルが…」: the rear-guard's attack after the vanguard's draws; its
    first does not."""
    text = f"【自】【(R)】：{trigger}、そのバトルがこのターンの２回目以降のバトルなら、１枚引く。"
    second = run(text, actions=VG_ATTACK + "\n" + ATTACK, opponent=STRONG)
    assert not unsupported(second) and "山2" in zone(second, "A", "hand")
    first = run(text, actions=ATTACK, opponent=STRONG)
    assert not unsupported(first) and zone(first, "A", "hand") == []
