"""星域 (17.3), round 62 (s59vgR1): 「あなたのリアガードサークルを１つ選び、そのターン中、星域にする」
(a circle chosen gains the attribute: 7.50.1, 17.3.1; a locked circle is no rear-guard circle,
4.9.2.5 / 4.9.2.7, so not offered), a locked card on a 星域 circle put into the drop by the rule
process (17.3.1.7, 17.3.2.2), and the end phase's 9.11.5 reading an attribute of 「そのターン中」
still in force (it ends at 9.11.9)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.scenario import ScenarioError
from tests.ruling.boards import vg_run, zone_names

MAKE = "【起】【(V)】：あなたのリアガードサークルを１つ選び、そのターン中、星域にする。"


def _board(a_rest: str, actions: str, choices: str) -> Any:
    return vg_run(
        f"""players:
  A:
    vanguard: {{name: 王, type: normal, grade: 3, power: 13000, text: "{MAKE}"}}
{a_rest}    deck: [{{name: 底, type: normal, grade: 1}}, 9]
  B: {{vanguard: {{name: 敵, type: normal, grade: 3, power: 13000}}, deck: 10}}
actions:
  - {{do: activate, card: 王, ability: 1}}
{actions}choices:
{choices}"""
    )


def test_the_circle_chosen_becomes_a_star_domain() -> None:
    r = _board(
        "    left_front: {name: 人, type: normal, grade: 1, power: 8000, race: ヒューマン}\n",
        "",
        "  - {player: A, at: circle, choose: left_front}\n",
    )
    # 17.3.2.1: the unit that is no 〈星神〉 is retired by the rule process
    assert zone_names(r, "A", "drop") == ["人"]
    assert {"7.50.1", "17.3.1", "17.3.2.1"} <= set(r.decided_by)


def test_a_locked_circle_is_not_offered() -> None:
    with pytest.raises(ScenarioError, match="left_back"):
        _board(
            "    left_back: {name: 封, type: normal, grade: 1, power: 8000, locked: true}\n",
            "",
            "  - {player: A, at: circle, choose: left_back}\n",
        )


def test_a_locked_card_put_on_a_star_domain_goes_to_the_drop() -> None:
    put = "相手のリアガードサークルを１つ選び、相手の山札の上から１枚をそこに呪縛カードとして置く。"
    r = _board(
        "",
        f'  - {{do: resolve_text, player: B, text: "{put}"}}\n  - {{do: check_timing}}\n',
        "  - {player: A, at: circle, choose: left_back}\n"
        "  - {player: B, at: circle, choose: left_back}\n",
    )
    st = r.main.final.players["A"]
    assert not st.zones.get("field.left_back")
    (c,) = st.zones["drop"]
    assert c.name == "底" and c.face_up and not c.states.get("locked")
    assert {"17.3.1.7", "17.3.2.2"} <= set(r.decided_by)


def test_the_end_phase_reads_a_this_turn_star_domain_before_it_ends() -> None:
    r = _board(
        "    right_front: {name: 星神 ノクス, type: normal, grade: 1, power: 8000, race: 星神}\n",
        "  - {do: end_phase}\n",
        "  - {player: A, at: circle, choose: right_front}\n",
    )
    st = r.main.final.players["A"]
    assert not st.zones.get("field.right_front")
    assert st.zones["deck"][-1].name == "星神 ノクス"  # the bottom of the deck
    assert {"9.11.5", "17.3.1.5", "9.11.9"} <= set(r.decided_by)
