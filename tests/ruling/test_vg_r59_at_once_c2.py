"""Round 59 (s56vgC2): 「あなたのリアガードが２枚以上同時に退却した時」 / 「…が２枚以上同時に(R)に
登場した時」 — the event counted over the cards one moment moved (``Trig.at_once``): met once for
that moment when at least N of the cards it names moved in it (11.9.2, 11.9.3), not once per card,
and not by cards moved one by one. One step of an effect retiring several units retires them at
one moment (4.1.9), as a call of several puts them on their circles at once (6.2.3.3). Before:
the word simultaneous / two arguments with role goal."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run

ACT = "  - {do: main_phase, actions: [{do: activate, card: 竜}]}"
TWICE = "  - {do: main_phase, actions: [{do: activate, card: 竜}, {do: activate, card: 竜}]}"
BACK = (
    "left_back: {name: 兵1, type: normal, grade: 1, power: 8000}\n"
    "    right_back: {name: 兵2, type: normal, grade: 1, power: 8000}"
)
ONE_BACK = "left_back: {name: 兵1, type: normal, grade: 1, power: 8000}"
DROP = (
    "[{name: 兵1, type: normal, grade: 1, power: 8000}, "
    "{name: 兵2, type: normal, grade: 1, power: 8000}]"
)
CIRCLES = (
    "choices:\n  - {player: A, at: circle, choose: left_back}\n"
    "  - {player: A, at: circle, choose: right_back}"
)
RETIRED = "【自】【(R)】：あなたのリアガードが２枚以上同時に退却した時、１枚引く。"
APPEARED = "【自】【(R)】：あなたのリアガードがドロップから２枚以上同時に登場した時、１枚引く。"
RETIRE_ALL = "【起】【(V)】：あなたの後列のリアガードすべてを退却させる。"
CALL_ALL = "【起】【(V)】：あなたのドロップのグレード１すべてを(R)にコールする。"
CALL_ONE = "【起】【(V)】：あなたのドロップからグレード１を１枚選び、(R)にコールする。"


def _vanguard(text: str) -> str:
    return f'{{name: 竜, type: normal, grade: 3, power: 13000, text: "{text}"}}'


def test_two_retired_at_once_trigger_it_once() -> None:
    r = run(RETIRED, actions=ACT, vanguard=_vanguard(RETIRE_ALL), extra=BACK)
    assert not unsupported(r) and sorted(zone(r, "A", "drop")) == ["兵1", "兵2"]
    # once for the moment, not once per card (11.9.3)
    assert zone(r, "A", "hand") == ["山1"]
    pending = [s for s in r.main.trace.steps if s.event == "pending"]
    assert len(pending) == 1 and {"4.1.9", "11.9.3", "11.9.2"} <= set(pending[0].clauses)


def test_one_retired_does_not_trigger_it() -> None:
    r = run(RETIRED, actions=ACT, vanguard=_vanguard(RETIRE_ALL), extra=ONE_BACK)
    assert not unsupported(r) and zone(r, "A", "drop") == ["兵1"]
    assert zone(r, "A", "hand") == []


def test_two_retired_one_by_one_do_not_trigger_it() -> None:
    """Two activations, each retiring one unit: two moments of one card each."""
    vg = _vanguard("【起】【(V)】：あなたの後列のリアガードを１枚選び、退却させる。")
    r = run(RETIRED, actions=TWICE, vanguard=vg, extra=BACK)
    assert not unsupported(r) and sorted(zone(r, "A", "drop")) == ["兵1", "兵2"]
    assert zone(r, "A", "hand") == []


@pytest.mark.parametrize(("vg_text", "drawn"), [(CALL_ALL, ["山1"]), (CALL_ONE, [])])
def test_called_at_once(vg_text: str, drawn: list[str]) -> None:
    """Two cards called by one step are put on their circles at once (6.2.3.3): the appearing
    trigger is met once; one card called is not two."""
    r = run(APPEARED, actions=ACT, vanguard=_vanguard(vg_text), drop=DROP, choices=CIRCLES)
    assert not unsupported(r) and zone(r, "A", "field.left_back") == ["兵1"]
    assert zone(r, "A", "hand") == drawn


def test_at_once_without_a_count_is_refused() -> None:
    assert unsupported(run("【自】【(R)】：あなたのリアガードが同時に退却した時、１枚引く。"))
