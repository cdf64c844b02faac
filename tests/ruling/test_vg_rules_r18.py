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


LEGION_REST = """\
players:
  A:
    vanguard: {name: 若竜, grade: 3, skills: [persona_ride]}
    deck: [{name: 相棒竜, type: normal, grade: 3, skills: [persona_ride]}, 9]
  B: {vanguard: {name: 騎士, grade: 3}, deck: 10}
EFFECTS
actions:
  - {do: legion, card: 相棒竜}
  - {do: rest, card: 若竜}
  - THEN
"""
BANNED = 'effects:\n  - {target: 若竜, stat: stand, op: prohibit, source: "次のスタンドフェイズにスタンドしない"}'


def _vanguards(r: Any) -> dict[str, str]:
    return {c.name: c.orientation for c in r.main.final.players["A"].zones["field.vanguard"]}


@pytest.mark.parametrize("then", ["{do: stand_phase}", "{do: stand, card: 相棒竜}"])
def test_a_legion_partner_of_a_unit_prohibited_from_standing_does_not_stand_6_4_4_1(
    then: str,
) -> None:
    """6.4.4.1 「双闘状態/D-双闘状態の一方のユニットが配置状態の変更を禁止された場合、その両方の
    ユニットが、指定の配置状態への変更が禁止されます」: 若竜 may not stand; its legion mate 相棒竜
    stays rested too, at the stand phase (9.2.3) and when stood by an action (before: it stood,
    alone)."""
    r = vg_run(LEGION_REST.replace("EFFECTS", BANNED).replace("THEN", then))
    assert _vanguards(r) == {"若竜": "rest", "相棒竜": "rest"}
    assert {"6.4.4.1", "1.3.3"} <= cited(r)


@pytest.mark.parametrize("then", ["{do: stand_phase}", "{do: stand, card: 相棒竜}"])
def test_a_legion_with_no_prohibition_stands_together(then: str) -> None:
    """No prohibition: both stand (9.2.3; an action on one stands both, 6.4.4); 6.4.4.1 is not
    why."""
    r = vg_run(LEGION_REST.replace("EFFECTS\n", "").replace("THEN", then))
    assert _vanguards(r) == {"若竜": "stand", "相棒竜": "stand"}
    assert "6.4.4.1" not in cited(r)


HEARTS_LEFT = """\
game: vg
title: t
turn: {player: A, number: 7, phase: main, first_player: A}
players:
  A:
    vanguard: {name: 覇竜, grade: 3, power: 13000}
    g_zone: [{name: 超越竜神, type: g, grade: 4, power: 15000}]
    deck: 10
  B: {vanguard: {name: 騎士, grade: 3}, deck: 10}
"""


@pytest.mark.parametrize("hearts", [True, False])
def test_a_g_hearts_card_left_at_the_end_phase_goes_to_the_g_zone_9_11_2(hearts: bool) -> None:
    """9.11.2 「なんらかの理由でこの時点でハーツ状態のGユニットがある場合、そのすべてをGゾーンに
    表向きに置きます」: no action of a scenario leaves a G hearts card under a non-G vanguard
    (6.5.4.1.1 releases it when the G unit over it moves), so the state is made by hand: 超越竜神 a
    hearts card under 覇竜 goes face up to the G zone at the end phase (before: it stayed). Not a
    hearts card (in the G zone already): nothing moves, 9.11.2 is not cited."""
    from ruling.core import Engine
    from ruling.rules import get_game
    from ruling.scenario import build

    state, _notes = build(loads(HEARTS_LEFT, "t.yaml"))
    eng = Engine(get_game("vg"), state, [])
    get_game("vg").setup(eng.ctx)  # type: ignore[misc]
    if hearts:
        g = state.zone("A", "g_zone").pop()
        g.states["hearts"] = True
        state.zone("A", "field.vanguard").append(g)
    eng.run_action("end_phase", {})
    assert [c.name for c in state.zone("A", "g_zone")] == ["超越竜神"]
    # put there face up by 9.11.2; left in the G zone, it stays as given: face down (4.14.3,
    # round 53: a G zone card not said `face: up` is face down)
    assert all(c.face_up for c in state.zone("A", "g_zone")) is hearts
    assert [c.name for c in state.zone("A", "field.vanguard")] == ["覇竜"]
    assert any("9.11.2" in s.clauses for s in eng.trace.steps) is hearts


KEYWORD_DECK = """\
game: vg
title: t
turn: {player: A, number: 0}
players:
  A:
    deck:
      - {name: 見習い, type: normal, grade: 0}
      - {name: 甲, type: normal, grade: 1, skills: [SKILL], count: N}
      - REST
  B:
    deck: [{name: 従者, type: normal, grade: 0}, 49]
actions:
  - {do: game_setup, first: A, vanguard: {A: 見習い, B: 従者}}
"""


@pytest.mark.parametrize(
    ("skill", "n", "clauses", "bad"),
    [
        ("sentinel", 5, {"8.1.7", "14.10.2"}, True),
        ("sentinel", 4, {"8.1.7", "14.10.2"}, False),
        ("regalis_piece", 2, {"8.1.8", "14.51.2.1"}, True),
        ("regalis_piece", 1, {"8.1.8", "14.51.2.1"}, False),
    ],
)
def test_a_keyword_deck_limit_cites_its_keyword_14_10_2_14_51_2_1(
    skill: str, n: int, clauses: set[str], bad: bool
) -> None:
    """14.10.2 「守護者を持つカードは、デッキ内の…合計して 4 枚以下である必要があります」 and
    14.51.2.1 (レガリスピース: 1 only) state the deck rules 8.1.7 / 8.1.8 again by the keyword: a
    deck over the limit is refused on both; one at it is not refused."""
    src = KEYWORD_DECK.replace("SKILL", skill).replace("N}", f"{n}}}").replace("REST", str(49 - n))
    r = resolve(loads(src, "t.yaml"))
    assert bool(r.main.rejected) is bad
    assert (clauses <= set(r.decided_by)) is bad


RITUAL = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000, text: "【起】【(V)】儀式２：【コスト】[ドロップから１枚バインドする]ことで、１枚引く。"}
    drop: DROP
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: main_phase, actions: [{do: activate, card: 竜}]}
choices:
  - {player: A, at: cost, choose: 一}
"""


@pytest.mark.parametrize("ones", [2, 3])
def test_a_ritual_ability_resolves_though_its_count_fell_14_20_2_4(ones: int) -> None:
    """14.20.2.4 「この能力の解決時にドロップゾーンのグレード1のカードの枚数が指定枚数に達していない
    状態になった場合でも、その能力は解決され実行されます」 (14.2.3.3.1 for an activated ability):
    儀式２ played with two grade 1 cards in the drop, one bound by its cost — it resolves (A draws)
    and the ruling says why; with three, the count still holds and 14.20.2.4 is not why."""
    drop = "[" + ", ".join(f"{{name: {n}, type: normal, grade: 1}}" for n in "一二三"[:ones]) + "]"
    r = vg_run(RITUAL.replace("DROP", drop))
    assert len(zone_names(r, "A", "hand")) == 1 and zone_names(r, "A", "bind") == ["一"]
    assert ("14.20.2.4" in r.decided_by) is (ones == 2)


FACE_DOWN = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    ZONE: [{name: 傷, type: normal, grade: 1, face: FACE}]
    deck: 10
  B: {vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}, deck: 10}
actions:
  - {do: resolve_text, player: A, text: "あなたのZONE_JAにWHATがあるなら、１枚引く。"}
"""


def _face(zone: str, face: str, what: str = "グレード１のカード") -> Any:
    ja = {"damage": "ダメージゾーン", "bind": "バインドゾーン", "order_zone": "オーダーゾーン"}[
        zone
    ]
    body = FACE_DOWN.replace("ZONE_JA", ja).replace("ZONE", zone).replace("FACE", face)
    return vg_run(body.replace("WHAT", what))


@pytest.mark.parametrize(
    ("zone", "clause"), [("damage", "4.11.3"), ("bind", "4.12.4"), ("order_zone", "4.17.3.1")]
)
def test_a_face_down_card_has_no_information_4_11_3_4_12_4(zone: str, clause: str) -> None:
    """4.11.3 「ダメージゾーンに裏向きで置かれているカードはカードの情報を持たず」 (4.12.4 the bind
    zone, 4.17.3.1 the order zone): 「あなたのダメージゾーンにグレード１のカードがあるなら」 with the grade 1 card face down is
    not met — A draws nothing, and the ruling cites why (before: it was met, A drew)."""
    r = _face(zone, "down")
    assert zone_names(r, "A", "hand") == []
    assert clause in r.decided_by


@pytest.mark.parametrize(("face", "what"), [("up", "グレード１のカード"), ("down", "カード")])
def test_a_face_up_card_or_no_information_read(face: str, what: str) -> None:
    """Face up, the card has its information (the condition is met); face down, a condition that
    reads no information (「カードがあるなら」) is met too. 4.11.3 is not why either."""
    r = _face("damage", face, what)
    assert len(zone_names(r, "A", "hand")) == 1
    assert "4.11.3" not in cited(r)


PARTNER = """\
players:
  A:
    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 剣士, type: normal, grade: 2, power: 15000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000, text: "【自】【(V)】：このユニットがアタックされた時、WHOを１枚選び、そのバトル中、パワー－5000。"}
    deck: 10
actions:
  - {do: attack, attacker: left_front, target: vanguard}
"""


@pytest.mark.parametrize(
    ("who", "partner"),
    [("このユニットにアタックしている相手のユニット", True), ("相手のヴァンガード", False)],
)
def test_the_unit_attacking_this_one_is_its_battle_partner_10_4_1_9_2(
    who: str, partner: bool
) -> None:
    """10.4.1.9.2 「‘アタックしているユニット’と‘アタックされているユニット’は互いに‘バトル相手の
    ユニット’です」: 「このユニットにアタックしている相手のユニット」 names 剣士 through that relation
    (15000 − 5000 does not hit); 「相手のヴァンガード」 names a unit not by the battle (it hits)."""
    r = vg_run(PARTNER.replace("WHO", who), "battle")
    assert len(zone_names(r, "B", "damage")) == (0 if partner else 1)
    assert ("10.4.1.9.2" in cited(r)) is partner
