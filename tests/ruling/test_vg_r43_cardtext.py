"""Round 43 (issue 12, s40vgc): constructions of the vg card texts of cards_r42 (development
material after its one scoring) and cards_r31–r36, each run on a board and citing the clause it
implements."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.abilities import _abilities
from ruling.rules import get_game
from tests.ruling.boards import cited, unsupported, vg_card_run
from tests.ruling.boards import zone_names as zone

DAMAGED = "[{name: 傷, type: normal, grade: 1}]"
YES = "choices:\n  - {player: A, at: cost, choose: yes}"
NO = "choices:\n  - {player: A, at: cost, choose: no}"


def _program(text: str) -> Any:
    get_game("vg")
    (a,) = _abilities("vg", text, None)
    assert a.supported, a.reason
    return a.program


# ---- 11.1.1.2.2 「[コスト] (テキスト)」: the bracket printed after the trigger, or after the header's
# reminder (2.11.3), is the same cost as the bracket opening the text

OPENING = "【自】【(R)】：[【カウンターブラスト】(1)] このユニットがアタックした時、コストを払ってよい。払ったら、１枚引く。"
AFTER_TRIGGER = "【自】【(R)】：このユニットがアタックした時、[【カウンターブラスト】(1)]コストを払ってよい。払ったら、１枚引く。"


def test_a_bracket_after_the_trigger_is_the_abilitys_cost() -> None:
    assert _program(AFTER_TRIGGER) == _program(OPENING)
    cond = (
        "【自】【(R)】：このユニットがアタックした時、あなたのヴァンガードがグレード３以上なら、"
        "[【カウンターブラスト】(1)]コストを払ってよい。払ったら、１枚引く。"
    )
    opening = (
        "【自】【(R)】：[【カウンターブラスト】(1)] このユニットがアタックした時、あなたのヴァンガード"
        "がグレード３以上なら、コストを払ってよい。払ったら、１枚引く。"
    )
    assert _program(cond) == _program(opening)


@pytest.mark.parametrize(("choices", "hand"), [(YES, ["山1"]), (NO, [])])
def test_a_bracket_after_the_trigger_paid_or_declined(choices: str, hand: list[str]) -> None:
    r = vg_card_run(AFTER_TRIGGER, damage=DAMAGED, choices=choices)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == hand
    assert "11.9.5.1" in cited(r) or "11.9.5.2" in cited(r)


LB = (
    "【自】【(R)】【リミットブレイク】(2)（ダメージゾーンが２枚以上で有効）：[【カウンターブラスト】(1)]"
    "このユニットがアタックした時、コストを払ってよい。払ったら、１枚引く。"
)


def test_a_bracket_after_the_limit_breaks_reminder_is_the_cost() -> None:
    a = _program(LB)
    assert a is not None
    two = "[{name: 傷, type: normal, grade: 1}, {name: 傷2, type: normal, grade: 1}]"
    r = vg_card_run(LB, damage=two, choices=YES)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"]
    # with one damage the limit break is not met (14.7), though the cost could be paid: no draw
    r = vg_card_run(LB, damage=DAMAGED, choices=YES)
    assert zone(r, "A", "hand") == []


# ---- 14.53.2 / 5.2.2.2: 「【ユニゾンドレス】状態」, the keyword's icon spelled as a bracketed word,
# names the state the keyword defines, as 「ユニゾンドレス状態」 and 「【精神汚染】状態」 do

STATE_TEXTS = [
    "【永】【(R)】：あなたのヴァンガードが{s}状態なら、このユニットのパワー＋10000。",
    "【自】【(R)】：このユニットがアタックした時、このユニットを{s}状態にする。",
    "【自】【(R)】：あなたのヴァンガードが{s}状態になった時、１枚引く。",
]


@pytest.mark.parametrize("text", STATE_TEXTS)
def test_the_bracketed_keyword_state_is_the_named_state(text: str) -> None:
    assert _program(text.format(s="【ユニゾンドレス】")) == _program(
        text.format(s="ユニゾンドレス")
    )


def test_the_bracketed_keyword_state_on_a_board() -> None:
    text = (
        "【自】【(R)】：このユニットがアタックした時、このユニットを【ユニゾンドレス】状態にする。\\n"
        "【永】【(R)】：このユニットが【ユニゾンドレス】状態なら、このユニットのパワー＋5000。"
    )
    ask = "ask: [A.left_front.power]\n"
    r = vg_card_run(text, choices=ask)
    assert not unsupported(r)
    assert r.outcome["state"]["A.left_front.power"] in (15000, "15000")
    assert "5.2.2" in cited(r)
    # before the attack it is not in the state: the ability adds nothing
    r = vg_card_run(text, actions="  - {do: end_phase}", choices=ask)
    assert r.outcome["state"]["A.left_front.power"] in (10000, "10000")


# ---- 14.29.1 闘魂: the keyword printed with the trigger its clause states — the ability of that
# trigger (the same program as 「闘魂－…」); a trigger of another shape is refused

RUSH_TRIGGER = "このユニットがあなたのカードの効果で【スタンド】した時"


def test_rush_with_its_own_trigger_is_the_rush_ability() -> None:
    printed = f"【自】【(R)】闘魂：{RUSH_TRIGGER}、そのターン中、このユニットのパワー＋5000。"
    dash = "【自】【(R)】：闘魂－そのターン中、このユニットのパワー＋5000。"
    a, b = _program(printed), _program(dash)
    assert (a.trigger, a.steps, a.keyword) == (b.trigger, b.steps, b.keyword)


def test_rush_with_another_trigger_is_refused() -> None:
    get_game("vg")
    (a,) = _abilities("vg", "【自】【(R)】闘魂：このユニットがアタックした時、１枚引く。", None)
    assert not a.supported and "闘魂" in a.reason


def test_rush_with_its_own_trigger_on_a_stand_trigger() -> None:
    from tests.ruling.boards import decided, main_state, vg_run

    text = f"【自】【(R)】闘魂：{RUSH_TRIGGER}、そのターン中、このユニットのパワー＋5000。"
    r = vg_run(
        "players:\n  A:\n    vanguard: {name: 竜帝, type: normal, grade: 3, power: 13000}\n"
        f'    left_front: {{name: 拳士, type: normal, grade: 2, power: 10000, state: rest, text: "{text}"}}\n'
        "    deck: [{name: 乙女, type: trigger, grade: 0, power: 5000, trigger: stand}, 9]\n"
        "  B:\n    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}\n    deck: 10\n"
        "actions:\n  - {do: attack, attacker: vanguard, target: B.vanguard}\n"
        "choices:\n  - {player: A, at: trigger_stand, choose: 拳士}\n"
        "  - {player: A, at: trigger_power, choose: 竜帝}\nask: [拳士.power]\n",
        phase="battle",
    )
    assert main_state(r, "拳士.power") == 15000
    assert {"11.10.1", "14.29.1"} <= decided(r)


# ---- 11.4.4.2 「【/】」: zone icons printed each in its brackets with a slash between, 「【(V)】/【(R)】」,
# are the one label 「【(V)/(R)】」: active on either circle


@pytest.mark.parametrize(
    "body",
    [
        "あなたのターン中、あなたのリアガードが４枚以上なら、このユニットのパワー＋3000。",
        "盟主（あなたのユニットに他のクランのユニットがいるなら、このユニットはアタックできない）",
    ],
)
def test_zone_icons_with_a_slash_between_brackets(body: str) -> None:
    assert _program(f"【永】【(V)】/【(R)】：{body}") == _program(f"【永】【(V)/(R)】：{body}")


def test_zone_icons_with_a_slash_on_a_board() -> None:
    text = "【自】【(V)】/【(R)】：このユニットがアタックした時、１枚引く。"
    r = vg_card_run(text)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"]
    assert "11.4.4.2" in cited(r) or "11.4.4" in cited(r)


# ---- 14.54.2 ‘メイトユニット - (名称)’: the name printed unquoted after the icon's dash,
# 「【メイトユニット】－グランヴェルク」, is the keyword with that name (as 「…－「グランヴェルク」」)

MATE_BARE = (
    "【メイトユニット】－アルカサル（このカードでライドすることはできない。あなたのヴァンガードが"
    "「アルカサル」を含まないかぎり、このカードはコールできない）"
)


def test_a_mate_unit_with_its_name_unquoted() -> None:
    get_game("vg")
    quoted = MATE_BARE.replace("－アルカサル", "－「アルカサル」", 1)
    assert [a.program for a in _abilities("vg", MATE_BARE, None)] == [
        a.program for a in _abilities("vg", quoted, None)
    ]


@pytest.mark.parametrize(("vanguard", "called"), [("アルカサル竜", True), ("竜", False)])
def test_a_mate_unit_with_its_name_unquoted_on_a_board(vanguard: str, called: bool) -> None:
    hand = f'[{{name: 相棒, type: normal, grade: 1, power: 8000, text: "{MATE_BARE}"}}]'
    call = "  - {do: main_phase, actions: [{do: call, card: 相棒, circle: left_back}]}"
    van = f"{{name: {vanguard}, type: normal, grade: 3, power: 13000}}"
    r = vg_card_run("", actions=call, vanguard=van, hand=hand)
    assert not unsupported(r)
    assert (zone(r, "A", "field.left_back") == ["相棒"]) is called
    if not called:
        assert "14.54.2" in cited(r)


def test_rush_with_its_reminder_and_a_comma_is_the_dash_form() -> None:
    # 「闘魂（…時）、…」: the reminder's dash printed as a comma (14.29.1; a reminder has no
    # effect, 2.11.3) — the same ability as 「闘魂（…時）－…」
    reminder = "闘魂（あなたのカードの効果で、このユニットが【スタンド】した時）"
    effect = "そのターン中、このユニットのパワー＋10000。"
    assert _program(f"【自】【(R)】：{reminder}、{effect}") == _program(
        f"【自】【(R)】：{reminder}－{effect}"
    )


# ---- 7.14.3 「イマジナリーギフト・フォースを１回得る」: the master carries out the gift process of that
# crown type at once (7.14.3.1, 7.14.3.2; 16.3)

GIFT = "【自】【(R)】：このユニットがアタックした時、イマジナリーギフト・フォース{kind}を１回得る。"


def test_a_gift_got_by_an_effect_is_processed_at_once() -> None:
    r = vg_card_run(
        GIFT.format(kind="Ⅰ"),
        choices="choices:\n  - {player: A, at: gift_circle, choose: vanguard}\n"
        "ask: [A.vanguard.power]\n",
    )
    assert not unsupported(r)
    assert r.outcome["state"]["A.vanguard.power"] == 23000  # 16.3.1.4.2: in A's turn, +10000
    assert {"7.14.3", "7.14.3.1", "16.3.1.4.1"} <= cited(r)


def test_a_gift_got_by_an_effect_without_its_kind_or_with_it() -> None:
    assert _program(GIFT.format(kind="")).steps[0].n is None  # chosen (16.3.1.3.2)
    assert _program(GIFT.format(kind="Ⅰ")).steps[0].n == 1  # given (16.3.1.3)
    get_game("vg")
    (a,) = _abilities("vg", GIFT.format(kind="").replace("１回", "２回"), None)
    assert not a.supported  # twice is not what 7.14.3 describes: refused, not read as once


# ---- 17.14.3 二刀開眼: the keyword of automatic abilities whose trigger is 「このユニットが特定のユニット
# をブーストした時」 / 「…にブーストされた時」 — printed with that trigger, the ability of it; another
# trigger is refused

NITOU = "【自】【(R)】二刀開眼：このユニットが「影」を含むユニットにブーストされた時、そのバトル中、このユニットのパワー＋5000。"


def test_nitou_kaigan_with_its_trigger_shapes() -> None:
    get_game("vg")
    boosting = (
        "【自】【(R)】二刀開眼：このユニットが「朧月」を含むユニットをブーストした時、１枚引く。"
    )
    assert _program(boosting).trigger.event == "boost"
    assert _program(NITOU).keyword == "nitou_kaigan"
    (a,) = _abilities("vg", "【自】【(R)】二刀開眼：このユニットがアタックした時、１枚引く。", None)
    assert not a.supported


@pytest.mark.parametrize(("booster", "met"), [("影武者", True), ("兵", False)])
def test_nitou_kaigan_on_a_board(booster: str, met: bool) -> None:
    extra = f"left_back: {{name: {booster}, type: normal, grade: 1, power: 5000, skills: [boost]}}"
    act = "  - {do: attack, attacker: left_front, target: vanguard, boost: left_back}"
    r = vg_card_run(NITOU, actions=act, extra=extra)
    assert not unsupported(r)
    gained = [s for s in r.main.trace.steps if s.event == "addeffect" and "剣士" in s.en]
    assert bool(gained) is met


# ---- 16.2.1.2.1 / 16.3.1.3: 「イマジナリーギフト：アクセルⅡ」, the gift icon's line with the kind the texts
# write as a Roman numeral — the process takes that kind as specified, no choice offered

GIFT_RIDE = """game: vg
title: t
turn: {player: A, number: 5, first_player: A}
players:
  A:
    vanguard: {name: 小竜, grade: 2, power: 10000}
    hand: [{name: 加速竜, type: normal, grade: 3, power: 13000, text: "TEXT"}]
    deck: [{name: 引いた札, type: normal, grade: 1, power: 8000}, 9]
  B: {vanguard: {name: 騎士, grade: 3}, deck: 10}
actions:
  - {do: ride_phase, card: 加速竜}
CHOICES"""


@pytest.mark.parametrize(
    ("kind", "choices", "hand"),
    [
        ("Ⅱ", "", ["引いた札"]),  # accel II draws (16.3.1.5.4), no choice asked
        ("Ⅰ", "choices:\n  - {player: A, at: gift_kind, choose: '2'}\n", []),  # I, whatever chosen
    ],
)
def test_a_gift_line_with_its_kind(kind: str, choices: str, hand: list[str]) -> None:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    src = GIFT_RIDE.replace("TEXT", f"イマジナリーギフト：アクセル{kind}").replace(
        "CHOICES", choices
    )
    r = resolve(loads(src, "t.yaml"))
    assert not unsupported(r)
    assert "branches" not in r.outcome
    assert zone(r, "A", "hand") == hand
    assert {"16.3.1.3", "16.2.1.2.1", "2.13.2.3"} <= cited(r)
