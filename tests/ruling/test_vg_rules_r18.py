"""Vanguard rules found wanting by the round-17 blind set (moved into development in round 17;
tests/scenarios/vg/r17_*), each on a minimal board of its own whose expectation is read from the
clause quoted in its docstring."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import zone_names

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
