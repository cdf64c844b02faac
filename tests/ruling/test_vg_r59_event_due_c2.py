"""Round 59 (s56vgC2): 「相手のリアガードが退却した時、それがあなたのカードの効果によるなら」 /
「退却した時、それがあなたのカードのコストによるなら」 — 「XがYによる」 closing a condition is a
predicate (the grammar's ``due``: before, 「による」 was read as a link and the text not typed):
the event that triggered the ability was made by what Y names, the trigger's event read again
with that means (``Cond("event_is")`` of the event ``it``; 11.5.1.1 an effect's source card,
11.7.1 a cost). The ability triggers either way; its effect is done only when it holds."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value

EFFECT_DUE = (
    "【自】【(R)】：相手のリアガードが退却した時、それがあなたのカードの効果によるなら、"
    "そのターン中、このユニットのパワー＋2000。"
)
COST_DUE = (
    "【自】【(R)】：退却した時、それがあなたのカードのコストによるなら、【ソウルチャージ】(1)。"
)
RETIRE_THEIRS = "【起】【(V)】：相手のリアガードを１枚選び、退却させる。"
V_COST = (
    "【起】【(V)】：【コスト】[あなたのリアガードを１枚退却させる]ことで、【ソウルチャージ】(1)。"
)
V_EFFECT = "【起】【(V)】：あなたのリアガードを１枚選び、退却させる。"
ACT = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
# 剣士 attacks 槍兵 (9000) with 10000 and hits: retired by the rules, no card's effect (10.7.1.6)
HIT = "  - {do: attack, attacker: left_front, target: right_front}"


def _vanguard(text: str) -> str:
    return f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'


def test_retired_by_your_cards_effect() -> None:
    r = run(EFFECT_DUE, actions=ACT, vanguard=_vanguard(RETIRE_THEIRS))
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]
    assert value(r, "power") == 12000


def test_retired_by_a_hit_is_not_by_an_effect() -> None:
    r = run(EFFECT_DUE, actions=HIT)
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]
    # it triggered (the condition is the effect's, 11.9.2), and did nothing
    assert any(s.event == "pending" for s in r.main.trace.steps)
    assert value(r, "power") == 10000


@pytest.mark.parametrize(("vg_text", "charged"), [(V_COST, 1), (V_EFFECT, 0)])
def test_retired_by_your_cards_cost(vg_text: str, charged: int) -> None:
    """Retired as the cost of the vanguard's ability (11.7.1), the soul charges one more than the
    ability's own; retired by its effect, none."""
    r = run(COST_DUE, actions=ACT, vanguard=_vanguard(vg_text))
    assert not unsupported(r) and zone(r, "A", "drop") == ["剣士"]
    own = 1 if vg_text == V_COST else 0
    assert len(zone(r, "A", "soul")) == own + charged


def test_due_of_another_subject_is_refused() -> None:
    text = "【自】【(R)】：相手のリアガードが退却した時、このユニットがあなたのカードの効果によるなら、１枚引く。"
    assert unsupported(run(text))


def test_unsaid_subject_of_leaving_is_this_unit() -> None:
    """「【(R)】：退却した時」: the subject left unsaid is this unit (as 「このユニットが」), read
    as it was on the circle it left (11.9.6.1.2) — before, it was read in the drop, where its
    【(R)】 ability does not work, and did not trigger."""
    r = run(
        "【自】【(R)】：退却した時、【ソウルチャージ】(1)。",
        actions=ACT,
        vanguard=_vanguard(V_EFFECT),
    )
    assert not unsupported(r) and zone(r, "A", "drop") == ["剣士"]
    assert len(zone(r, "A", "soul")) == 1
