"""Vanguard actions and descriptions the rules define (chapter 7, 11.10.2), each compiled from a
minimal ability text and run on a board (issue 12, round 12): what it does, and a counterpart
that must not do it."""

from __future__ import annotations

from typing import Any

from tests.ruling.boards import VG_ACTIVATE, unsupported, vg_run, vg_swordsman, zone_names

board = vg_swordsman


# ------------------------------------------------------- a trigger named without brackets


DROP = (
    "    drop: [{name: 癒し, type: trigger, grade: 0, trigger: heal, trigger_power: 10000},"
    " {name: 必殺, type: trigger, grade: 0, trigger: critical, trigger_power: 10000},"
    " {name: 凡人, type: normal, grade: 0}]\n"
    "    deck: 10\n"
)


def test_a_trigger_named_by_its_icon_is_a_card_with_that_icon() -> None:
    """「治トリガー」 / 「ヒールトリガー」 / 「クリティカルトリガー」 (11.10.2.2, 11.10.2.6): a card with
    that trigger icon, as 【治】トリガー (2.13.1); the other cards of the drop are not taken."""
    for word, got in (
        ("治トリガー", "癒し"),
        ("ヒールトリガー", "癒し"),
        ("クリティカルトリガー", "必殺"),
    ):
        r = board(f"【起】【(R)】：あなたのドロップから{word}を１枚選び、手札に加える。", DROP)
        assert not unsupported(r), word
        assert zone_names(r, "A", "hand") == [got], word
        assert got not in zone_names(r, "A", "drop"), word


def test_the_other_card_is_the_rest_of_the_cards_looked_at() -> None:
    """「山札を上から２枚見て、１枚を手札に加え、もう１枚をドロップに置く」: of the two cards looked
    at (7.7), the one not taken goes to the drop; no card stays on the deck's top."""
    deck = "    deck: [{name: 一, type: normal, grade: 1}, {name: 二, type: normal, grade: 1}, 8]\n"
    text = (
        "【起】【(R)】：あなたの山札を上から２枚見て、１枚を手札に加え、もう１枚をドロップに置く。"
    )
    r = board(text, deck)
    assert not unsupported(r)
    hand, drop = zone_names(r, "A", "hand"), zone_names(r, "A", "drop")
    assert len(hand) == 1 and len(drop) == 1 and sorted(hand + drop) == ["一", "二"]
    assert zone_names(r, "A", "deck")[0] not in ("一", "二")


# ------------------------------------------------------- a battle state with its partner named

BOOSTER = (
    "    left_back: {name: 弓兵, type: normal, grade: 1, power: 8000, skills: [boost],"
    ' text: "TEXT"}\n    deck: 10\n'
)
BOOST = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}\n"


def _boosted(text: str) -> Any:
    body = (
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 剣士, type: normal, grade: 2, power: 10000}\n"
        + BOOSTER.replace("TEXT", text)
        + "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 21000}\n    deck: 10\n"
        + f"actions:\n{BOOST}"
    )
    return vg_run(body, "battle")


def test_the_unit_this_unit_boosts() -> None:
    """「このユニットがブーストしているユニット」: the unit boosted by this unit (10.4.1.12), the
    object of the boost: 10000 + 8000 + 5000 = 23000 hits a 21000 vanguard. 「このユニットを
    ブーストしているユニット」 (a unit boosting this one) names no unit here: 18000, no hit."""
    head = "【自】【(R)】：このユニットがブーストした時、そのバトル中、"
    r = _boosted(head + "このユニットがブーストしているユニットのパワー＋5000。")
    assert not unsupported(r)
    assert len(zone_names(r, "B", "damage")) == 1
    other = _boosted(head + "このユニットをブーストしているユニットのパワー＋5000。")
    assert not unsupported(other)
    assert zone_names(other, "B", "damage") == []


def test_the_opponents_unit_attacking_this_unit() -> None:
    """「このユニットにアタックしている相手のユニット」: the attacker of this unit (10.2): 15000 −
    5000 does not hit a 13000 vanguard; the same text on a unit not attacked changes nothing."""
    text = (
        "【自】【(V)/(R)】：あなたのユニットがアタックされた時、そのバトル中、"
        "このユニットにアタックしている相手のユニットのパワー－5000。"
    )
    body = (
        "players:\n  A:\n    vanguard: {name: 竜, type: normal, grade: 3, power: 13000}\n"
        "    left_front: {name: 剣士, type: normal, grade: 2, power: 15000}\n    deck: 10\n"
        "  B:\n"
        f'    vanguard: {{name: 騎士, type: normal, grade: 3, power: 13000, text: "{text}"}}\n'
        f'    right_front: {{name: 槍兵, type: normal, grade: 2, power: 9000, text: "{text}"}}\n'
        "    deck: 10\n"
        "actions:\n  - {do: attack, attacker: left_front, target: TARGET}\n"
    )
    r = vg_run(body.replace("TARGET", "vanguard"), "battle")
    assert not unsupported(r)
    assert zone_names(r, "B", "damage") == []
    # the rear-guard is attacked: the vanguard's ability triggers too (あなたのユニット), but
    # the attacker is not attacking the vanguard; the rear-guard's own gives −5000: 10000 ≥ 9000
    rr = vg_run(body.replace("TARGET", "right_front"), "battle")
    assert not unsupported(rr)
    assert "槍兵" in zone_names(rr, "B", "drop")


# ------------------------------------------------------- 【ディヴァインスキル】を持つ (12.3.3)


def test_a_card_with_a_divine_skill() -> None:
    """「【ディヴァインスキル】を持つカード」: a card one of whose abilities carries that limit icon
    (12.3.3); a card without one is not found."""
    skill = "【ディヴァインスキル】－【起】【(V)】：１枚引く。"
    deck = (
        "    deck: [{name: 凡人, type: normal, grade: 3, text: '【起】【(V)】：１枚引く。'},"
        f" {{name: 神技, type: normal, grade: 3, text: '{skill}'}}, 8]\n"
    )
    text = "【起】【(R)】：あなたの山札から【ディヴァインスキル】を持つカードを１枚まで探し、手札に加え、山札をシャッフルする。"
    r = board(text, deck)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["神技"]


# ------------------------------------------------------- 呪縛する (7.30)


def _locked_board(text: str, b_rear: str) -> Any:
    return board(
        text,
        "    deck: 10\n",
        f"    right_front: {b_rear}\n",
    )


def test_locking_a_unit_turns_it_face_down_and_stands_it() -> None:
    """「相手のリアガードを１枚選び、呪縛する」 (7.30.1): the unit turns face down, then stands
    (7.30.1.1) — a rested unit too — and is a locked card (7.30.1.2) with none of its
    information: its power is not read (common.py)."""
    rear = "{name: 槍兵, type: normal, grade: 2, power: 9000, state: rest}"
    r = _locked_board("【起】【(R)】：相手のリアガードを１枚選び、呪縛する。", rear)
    assert not unsupported(r)
    card = r.main.final.players["B"].zones["field.right_front"][0]
    assert card.states.get("locked") and not card.face_up and card.orientation == "stand"
    assert any("7.30.1.1" in s.clauses for s in r.main.trace.steps)
    # a step that rests the unit instead leaves it face up and rested
    r2 = _locked_board("【起】【(R)】：相手のリアガードを１枚選び、【レスト】する。", rear)
    card2 = r2.main.final.players["B"].zones["field.right_front"][0]
    assert not card2.states.get("locked") and card2.face_up and card2.orientation == "rest"


def test_a_locked_g_unit_goes_to_the_g_zone() -> None:
    """7.30.4: a G unit on a rear-guard circle, locked, goes face up to its owner's G zone right
    after; the circle is then empty."""
    g = "{name: 巨神, type: g, grade: 4, power: 15000}"
    r = _locked_board("【起】【(R)】：相手のリアガードを１枚選び、呪縛する。", g)
    assert not unsupported(r)
    assert zone_names(r, "B", "field.right_front") == []
    assert zone_names(r, "B", "g_zone") == ["巨神"]
    assert r.main.final.players["B"].zones["g_zone"][0].face_up


# ------------------------------------------------------- 入れ替える (7.8)

BACK = "    left_back: {name: 弓兵, type: normal, grade: 1, power: 8000}\n    deck: 10\n"


def test_two_rear_guards_swap_their_circles() -> None:
    """「このユニットとあなたのリアガードの位置を入れ替える」 / 「あなたのリアガードを２枚選び、
    位置を入れ替える」 / 「このユニットを、あなたのリアガードと入れ替える」 (7.8.1): each goes to
    the other's circle at once, a move of each (7.34.1.1)."""
    for text in (
        "【起】【(R)】：このユニットとあなたのリアガードの位置を入れ替える。",
        "【起】【(R)】：あなたのリアガードを２枚選び、位置を入れ替える。",
        "【起】【(R)】：このユニットを、あなたのリアガードと入れ替える。",
    ):
        r = board(text, BACK)
        assert not unsupported(r), text
        assert zone_names(r, "A", "field.left_front") == ["弓兵"], text
        assert zone_names(r, "A", "field.left_back") == ["剣士"], text
        assert any("7.8.1" in s.clauses for s in r.main.trace.steps), text


def test_a_swap_with_the_vanguard_is_not_done() -> None:
    """7.8.2: when one of the two cannot go to the other's circle the swap is not done — a
    rear-guard and the vanguard stay where they are."""
    r = board("【起】【(R)】：このユニットとあなたのヴァンガードの位置を入れ替える。", BACK)
    assert not unsupported(r)
    assert zone_names(r, "A", "field.left_front") == ["剣士"]
    assert zone_names(r, "A", "field.vanguard") == ["竜"]
    assert any("7.8.2" in s.clauses for s in r.main.trace.steps)


# ------------------------------------------------------- 選べない in an effect (7.50.2)


def test_a_unit_made_unchoosable_for_the_turn() -> None:
    """「そのターン中、このユニットは相手のカードの効果で選べない」 played: an effect of the
    opponent's cannot choose it this turn (7.50.2); its own master's effect still can, and
    without the ability the opponent's effect retires it."""
    text = "【起】【(R)】：そのターン中、このユニットは相手のカードの効果で選べない。"
    retire = "  - {do: resolve_text, player: P, text: 'WHO のリアガードを１枚選び、退却させる。'}\n"
    opp = VG_ACTIVATE + retire.replace("P", "B").replace("WHO ", "相手")
    r = board(text, "    deck: 10\n", actions=opp)
    assert not unsupported(r)
    assert zone_names(r, "A", "field.left_front") == ["剣士"]
    assert any("7.50.2" in s.clauses for s in r.main.trace.steps)
    own = VG_ACTIVATE + retire.replace("P", "A").replace("WHO ", "あなた")
    r2 = board(text, "    deck: 10\n", actions=own)
    assert zone_names(r2, "A", "field.left_front") == []
    plain = board("【起】【(R)】：１枚引く。", "    deck: 10\n", actions=opp)
    assert zone_names(plain, "A", "field.left_front") == []


# ------------------------------------------------------- 相手の手札を見る (4.6.2, 1.3.1)


def test_looking_at_the_opponents_hand() -> None:
    """「相手の手札を見て、グレード３を１枚選び、ドロップに置く」: the master sees every card of the
    opponent's hand (4.6.2, let by the text, 1.3.1) and chooses among them; the others stay."""
    hand = "    hand: [{name: 大, type: normal, grade: 3}, {name: 小, type: normal, grade: 1}]\n"
    text = "【起】【(R)】：相手の手札を見て、グレード３を１枚選び、ドロップに置く。"
    r = board(text, "    deck: 10\n", hand)
    assert not unsupported(r)
    assert zone_names(r, "B", "drop") == ["大"] and zone_names(r, "B", "hand") == ["小"]
    seen = next(s for s in r.main.trace.steps if "を見る" in s.ja)
    assert "4.6.2" in seen.clauses and "大" in seen.ja and "小" in seen.ja


# ------------------------------------------------------- あなたのヴァンガードのソウル


def _power(r: Any, where: str = "field.left_front") -> int:
    from ruling.core import Engine
    from ruling.games._vg import values
    from ruling.rules import get_game

    state = r.main.final
    uid = state.players["A"].zones[where][0].uid
    return int(values.power(Engine(get_game("vg"), state).ctx, uid))


def test_the_soul_of_your_vanguard_is_your_soul() -> None:
    """「あなたのヴァンガードのソウル１枚につき」 / 「…のソウルが２枚以上なら」: the cards of the soul
    (under the vanguard), not soul cards that are vanguards (12.7.1 per card)."""
    soul = "    soul: [{name: 魂1, type: normal, grade: 1}, {name: 魂2, type: normal, grade: 2}]\n"
    per = "【永】【(R)】：あなたのヴァンガードのソウル１枚につき、このユニットのパワー＋1000。"
    r = board(per, soul + "    deck: 10\n", actions="  - {do: stand_phase}\n")
    assert not unsupported(r) and _power(r) == 12000
    cond = "【永】【(R)】：あなたのヴァンガードのソウルが２枚以上なら、このユニットのパワー＋5000。"
    r2 = board(cond, soul + "    deck: 10\n", actions="  - {do: stand_phase}\n")
    assert not unsupported(r2) and _power(r2) == 15000
    r3 = board(cond, "    deck: 10\n", actions="  - {do: stand_phase}\n")
    assert _power(r3) == 10000


# ------------------------------------------------------- a blast as a step of the effect


def test_a_blast_printed_as_a_step_of_the_effect() -> None:
    """「【ソウルブラスト】(1)。」 / 「【カウンターブラスト】(1)。」 as a sentence of the effect (not its
    cost): the action itself (7.25.1; 7.24.3: a face-up damage card turned face down)."""
    soul = "    soul: [{name: 魂1, type: normal, grade: 1}]\n    deck: 10\n"
    r = board("【起】【(R)】：１枚引く。【ソウルブラスト】(1)。", soul)
    assert not unsupported(r)
    assert zone_names(r, "A", "drop") == ["魂1"] and zone_names(r, "A", "soul") == []
    damage = "    damage: [{name: 傷, type: normal, grade: 1}]\n    deck: 10\n"
    r2 = board("【起】【(R)】：１枚引く。【カウンターブラスト】(1)。", damage)
    assert not unsupported(r2)
    assert not r2.main.final.players["A"].zones["damage"][0].face_up
