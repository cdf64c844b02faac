"""Vanguard rules found wanting by the round-17 blind set (moved into development in round 17;
tests/scenarios/vg/r17_*), each on a minimal board of its own whose expectation is read from the
clause quoted in its docstring."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import cited, vg_run, zone_names

LIMITED = (
    "【起】【(R)】【ターン1回】：【コスト】[このユニットを【レスト】させる]ことで、"
    "あなたのヴァンガードを１枚選び、そのターン中、パワー＋5000。"
)
RECALL = '{do: resolve_text, player: A, text: "あなたのリアガードを１枚選び、手札に戻す。"}'
PLAY = "{do: activate, card: 弓兵}"
CALL = "{do: call, card: 弓兵, circle: left_front}"


def _board(actions: str) -> str:
    return (
        "game: vg\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        f'    left_front: {{name: 弓兵, type: normal, grade: 2, power: 8000, text: "{LIMITED}"}}\n'
        "    deck: 10\n  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n"
        f"    deck: 10\nactions:\n  - do: main_phase\n    actions: [{actions}]\n"
    )


def _run(actions: str):  # noqa: ANN202 - a ruling
    return resolve(loads(_board(actions), "t.yaml"))


def test_a_limited_ability_played_again_by_a_new_card_rests_on_12_3_2_2_and_4_1_8() -> None:
    """12.3.2.2 「その効果の解決後にゲームの状態が変化していた場合、‘その指定期間中、この能力は使え
    なくなる。’を実行します」 and 4.1.8 (a card moved between zones other than circle to circle is
    a new card): 弓兵 used its 【ターン1回】, went back to the hand and was called again — its
    ability is played again (the engine's reading, the point flagged), and the ruling rests on
    both clauses: the play and the cost it pays (rested again) are why the board is as it is."""
    r = _run(f"{PLAY}, {RECALL}, {CALL}, {PLAY}")
    assert zone_names(r, "A", "field.left_front") == ["弓兵"]
    assert r.main.final.players["A"].zones["field.left_front"][0].orientation == "rest"
    assert {"12.3.2.2", "4.1.8", "11.8.2.1"} <= set(r.decided_by)
    assert any(w.kind == "ambiguity" and "4.1.8" in w.clauses for w in r.main.warnings)


def test_the_same_card_cannot_play_it_again() -> None:
    """The same card (no zone left): 12.2.1.1 「起動能力が‘使えない’状態にある場合、該当する起動
    能力をプレイできません」 — the second play is refused, citing 12.3.2.2; no new card, so 4.1.8
    is not why."""
    r = _run(f"{PLAY}, {PLAY}")
    assert r.main.rejected
    assert {"12.3.2.2", "12.2.1.1"} <= set(r.decided_by)
    assert "4.1.8" not in r.decided_by


def test_a_cost_act_hangs_on_the_play_it_belongs_to_11_8_2_2() -> None:
    """11.8.2.2 「それらのコストをすべて決定し、すべてのコストを同時に支払います」 as the ability is
    played (11.8.2.1 「プレイする能力や手札のカードを指定します」): the unit rested for the cost is
    rested because that ability was played — the play's clause (11.8.2.1) decides the rested unit."""
    r = _run(PLAY)
    assert r.main.final.players["A"].zones["field.left_front"][0].orientation == "rest"
    assert {"11.8.2.1", "11.7.1", "7.2.1"} <= set(r.decided_by)


# --------------------------------------------------------------------------- coverage (s13vgcov)
# operative clauses of the rules document no engine rule cited (`shinpan coverage vg`), each on a
# minimal board of its own: one where it applies and one where it does not

TWO_CALLED = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    hand: [{name: 兵一, type: normal, grade: 1, power: 8000}, {name: 兵二, type: normal, grade: 1, power: 8000}]
REARS    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたの手札からカードを２枚選び、WHEREにコールする。"}
"""
FOUR_REARS = "".join(
    f"    {c}: {{name: 先{i}, type: normal, grade: 1}}\n"
    for i, c in enumerate(("right_front", "left_back", "center_back", "right_back"))
)


def _called(where: str = "(R)", rears: str = "", choices: str = "") -> Any:
    body = TWO_CALLED.replace("WHERE", where).replace("REARS", rears) + choices
    return vg_run(body)


def test_cards_called_at_once_go_to_different_circles_6_2_3_2_1() -> None:
    """6.2.3.2.1 「複数のカードを同時にコールする場合、…複数のカードのコール先として同一のリア
    ガードサークルを選択することはできません」: 兵一 and 兵二 called by one effect — once the first is
    on left_front, left_front is no option for the second (before: it was, and the second call
    retired the first, 6.2.3.4)."""
    two = "choices:\n  - {player: A, at: circle, choose: left_front}\n"
    with pytest.raises(ScenarioError, match="left_front"):
        _called(choices=two + "  - {player: A, at: circle, choose: left_front}\n")
    r = _called(choices=two + "  - {player: A, at: circle, choose: right_front}\n")
    assert len(zone_names(r, "A", "field.left_front")) == 1
    assert len(zone_names(r, "A", "field.right_front")) == 1
    assert zone_names(r, "A", "drop") == [] and "6.2.3.2.1" in cited(r)


def test_one_card_called_alone_is_not_bound_by_it() -> None:
    """One card called (a call, not several at once): 6.2.3.2.1 is not why; a unit already on the
    circle chosen is retired (6.2.3.4)."""
    body = TWO_CALLED.replace("REARS", "    left_front: {name: 先, type: normal, grade: 1}\n")
    body = body.replace("カードを２枚選び、WHERE", "カードを１枚選び、(R)") + (
        "choices:\n  - {player: A, at: circle, choose: left_front}\n"
    )
    r = vg_run(body)
    assert zone_names(r, "A", "drop") == ["先"]
    assert not {"6.2.3.2.1", "6.2.3.2.1.1"} & cited(r)


def test_too_few_circles_the_rest_stay_where_they_are_6_2_3_2_1_1() -> None:
    """6.2.3.2.1.1 「コールするサークルが不足する場合、可能な限り多くのカードがコールできるように…
    その組み合わせに含めることのできないカードはコールされず、元の領域に残ります」: two cards called
    to 「ユニットのいない(R)」 with one such circle — one is called, the other stays in the hand,
    and the ruling on the hand rests on 6.2.3.2.1.1 (before: 1.3.2's impossible call)."""
    r = _called("ユニットのいない(R)", FOUR_REARS)
    assert len(zone_names(r, "A", "field.left_front")) == 1
    assert len(zone_names(r, "A", "hand")) == 1
    assert "6.2.3.2.1.1" in r.decided_by
    two = _called(
        "ユニットのいない(R)",
        FOUR_REARS.replace("    right_back: {name: 先3, type: normal, grade: 1}\n", ""),
    )
    assert zone_names(two, "A", "hand") == []
    assert "6.2.3.2.1.1" not in cited(two)


def _discard(count: str, choices: str = "") -> Any:
    body = TWO_CALLED.replace("REARS", "").replace(
        "カードを２枚選び、WHEREにコールする", f"カードを{count}選び、捨てる"
    )
    return vg_run(body + choices)


def test_up_to_allows_choosing_none_1_3_5_1() -> None:
    """1.3.5.1 「‘～まで’のように上限の数が定められている場合、特に下限の数の指定がないかぎり0を
    選択することができます」 (11.8.4.1.1 for targets): 「１枚まで選び、捨てる」 — A chooses none, both
    cards stay in the hand, and the choice cites the principle with the procedure's clause."""
    r = _discard("１枚まで", "choices:\n  - {player: A, at: choose, choose: none}\n")
    assert len(zone_names(r, "A", "hand")) == 2
    assert {"1.3.5.1", "11.8.4.1.1"} <= cited(r)


def test_an_exact_count_is_no_up_to() -> None:
    """「１枚選び」: one must be chosen (11.8.4.1); 1.3.5.1 is not why."""
    r = _discard("１枚")
    assert len(zone_names(r, "A", "hand")) == 1
    assert "1.3.5.1" not in cited(r)


@pytest.mark.parametrize(("icon", "game"), [("【ファイト1回】", True), ("【ターン1回】", False)])
def test_a_fight_limit_lasts_the_game_12_3_2_1_2(icon: str, game: bool) -> None:
    """12.3.2.1.2 / 12.3.2.1.3 「(icon) は、指定条件が‘このゲーム中’です」 (both; the icons are lost
    in the extracted text, so whichever is 【ファイト1回】's, its period is the game): played twice
    in one turn, 【ファイト1回】 draws once and its use-up cites both; 【ターン1回】 (12.3.2.1.1) neither."""
    text = f"【起】【(R)】{icon}：１枚引く。"
    body = TWO_CALLED.replace(
        "REARS", f'    left_front: {{name: 剣士, type: normal, grade: 1, text: "{text}"}}\n'
    )
    body = body[: body.index("  - {do: resolve_text")] + "  - {do: activate, card: 剣士}\n" * 2
    r = vg_run(body)
    assert len(zone_names(r, "A", "hand")) == 3
    assert ({"12.3.2.1.2", "12.3.2.1.3"} <= cited(r)) is game
    assert ("12.3.2.1.1" in cited(r)) is not game
