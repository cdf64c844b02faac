"""Round 60 (s57vgC): 「…時、それがあなたのカードの効果によるものなら」 — 「Xによるもの」 (the thing
due to X) as the predicate of 「それが…なら」 says what 「それがXによるなら」 says
(``conditions._due_thing``): the event that triggered the ability was made by what X names (11.5.1.1
an effect's source card), the trigger's event read again with that means. The ability triggers
either way; its effect is done only when it holds."""

from __future__ import annotations

from tests.ruling.boards import compiled_first, unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value

RETIRED = (
    "【自】【(R)】：相手のリアガードが退却した時、それがあなたのカードの効果によるものなら、"
    "そのターン中、このユニットのパワー＋2000。"
)
RESTED = (
    "【自】【(R)】：相手のリアガードが【レスト】された時、それがあなたのカードの効果によるもの"
    "なら、そのターン中、このユニットのパワー＋2000。"
)
ACT = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
HIT = "  - {do: attack, attacker: left_front, target: right_front}"


def _vanguard(text: str) -> str:
    return f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'


def test_compiles_as_due() -> None:
    plain = compiled_first(RETIRED.replace("によるものなら", "によるなら"), "vg")
    assert compiled_first(RETIRED, "vg") == plain


def test_retired_by_your_cards_effect() -> None:
    r = run(
        RETIRED,
        actions=ACT,
        vanguard=_vanguard("【起】【(V)】：相手のリアガードを１枚選び、退却させる。"),
    )
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]
    assert value(r, "power") == 12000


def test_retired_by_a_hit_is_not_by_an_effect() -> None:
    r = run(RETIRED, actions=HIT)
    assert not unsupported(r) and zone(r, "B", "drop") == ["槍兵"]
    assert any(s.event == "pending" for s in r.main.trace.steps)
    assert value(r, "power") == 10000


def test_rested_by_your_cards_effect() -> None:
    r = run(
        RESTED,
        actions=ACT,
        vanguard=_vanguard("【起】【(V)】：相手のリアガードを１枚選び、【レスト】する。"),
    )
    assert not unsupported(r)
    assert value(r, "power") == 12000


def test_due_thing_of_another_subject_is_refused() -> None:
    text = RETIRED.replace("それが", "このユニットが")
    assert unsupported(run(text))
