"""VG card-text constructions of round 21 (s17vg; issue 12), docs/cardtext.md "VG round 21
(s17vg)": each on a minimal text and a board, with the neighbour wordings of the same meaning."""

from __future__ import annotations

import pytest

from tests.ruling.boards import unsupported
from tests.ruling.boards import zone_names as zone
from tests.ruling.test_vg_constructions import run, value

# ------------------------------------------ the battle in progress is the N-th of the turn

# A's vanguard attacks first (battle 1), then 剣士 (battle 2): 剣士's battle is the second
TWO = (
    "  - {do: attack, attacker: vanguard, target: vanguard}\n"
    "  - {do: attack, attacker: left_front, target: vanguard}"
)
ONE = "  - {do: attack, attacker: left_front, target: vanguard}"


@pytest.mark.parametrize(
    "cond",
    [
        "そのアタックがそのターンの２回目以降のバトルなら",
        "このアタックがこのターンの２回目以降のバトルなら",
        "そのバトルがそのターンの２回目以降なら",
        "そのアタックがそのターンの２回目以降なら",
        "そのバトルがこのターン２回目のバトルなら",
        "そのターンの２回目か３回目のバトルなら",
    ],
)
def test_attack_in_the_nth_battle(cond: str) -> None:
    """「このユニットがアタックした時、そのアタックがそのターンの２回目以降のバトルなら、そのバトル
    中、パワー＋10000」 and its wordings: 剣士 attacking second gets +10000 and hits 騎士 (13000);
    attacking first it does not (10.3.1.3: each attack begins a battle, counted in the turn;
    before: refused, 「the word turn」)."""
    text = f"【自】【(R)】：このユニットがアタックした時、{cond}、そのバトル中、このユニットのパワー＋10000。"
    second = run(text, actions=TWO)
    assert not unsupported(second)
    assert len(zone(second, "B", "damage")) == 2  # the vanguard's hit, then 剣士's (20000)
    first = run(text, actions=ONE)
    assert not unsupported(first)
    assert zone(first, "B", "damage") == []  # 10000 against 13000


def test_unit_attacking_in_the_nth_battle_continuous() -> None:
    """【永】「このユニットがアタックしているバトルがそのターンの２回目以降なら、このユニットのパワー
    ＋10000」: while 剣士 attacks in the second battle (10.4.1.5.1) — it hits; in the first it
    does not, and outside a battle its power is 10000."""
    text = "【永】【(R)】：このユニットがアタックしているバトルがそのターンの２回目以降なら、このユニットのパワー＋10000。"
    second = run(text, actions=TWO)
    assert not unsupported(second)
    assert len(zone(second, "B", "damage")) == 2
    assert value(second, "power") == 10000  # the battle is over
    first = run(text, actions=ONE)
    assert zone(first, "B", "damage") == []


def test_exact_battle_number_alternatives_miss() -> None:
    """「そのターンの３回目か４回目のバトルなら」: the second battle is neither — no change."""
    text = (
        "【自】【(R)】：このユニットがアタックした時、そのターンの３回目か４回目のバトルなら、"
        "そのバトル中、このユニットのパワー＋10000。"
    )
    r = run(text, actions=TWO)
    assert not unsupported(r)
    assert len(zone(r, "B", "damage")) == 1  # only the vanguard's hit


# ------------------------------------------------ 別々の(R)にコール (6.2.3.2.1)

_TWO_IN_DROP = "[{name: 子1, type: normal, grade: 1}, {name: 子2, type: normal, grade: 1}]"


@pytest.mark.parametrize(
    "call",
    ["別々の(R)にコールする", "別々の(R)にコールしてよい", "(R)にコールする"],
)
def test_called_to_separate_circles(call: str) -> None:
    """「…を２枚まで選び、別々の(R)にコールする」: the two cards go to two different circles — the
    rules' own reading of a call of several cards at once (6.2.3.2.1), which the word
    restates (before: refused, 「the word separate」); the same text without it does the same."""
    text = f"【起】【(R)】：あなたのドロップからグレード１以下を２枚まで選び、{call}。"
    choices = (
        "choices:\n  - {player: A, at: choose, choose: 子1}\n"
        "  - {player: A, at: choose, choose: 子2}\n"
        "  - {player: A, at: circle, choose: right_front}\n"
        "  - {player: A, at: circle, choose: right_back}\n"
        "  - {player: A, at: optional, choose: yes}"
    )
    r = run(
        text,
        actions="  - {do: main_phase, actions: [{do: activate, card: 剣士}]}",
        drop=_TWO_IN_DROP,
        choices=choices,
    )
    assert not unsupported(r)
    assert zone(r, "A", "field.right_front") == ["子1"]
    assert zone(r, "A", "field.right_back") == ["子2"]
    assert zone(r, "A", "drop") == []


def test_separate_circles_of_a_guardian_call_refused() -> None:
    """「別々の(G)にコール」: not a construction given a meaning here — refused, not dropped."""
    text = "【起】【(R)】：あなたの手札から２枚まで選び、別々の(G)にコールする。"
    r = run(text, actions="  - {do: main_phase, actions: [{do: activate, card: 剣士}]}")
    assert unsupported(r)


# ------------------------------------------- a locked card turned face up (7.30.2, 7.31.1)

LOCKED = (
    'right_front: {name: 封印, type: normal, grade: 2, power: 10000, locked: true, text: "TEXT"}'
)


@pytest.mark.parametrize(
    "trigger",
    [
        "このユニットが呪縛カードから表になった時",
        "このユニットが解呪された時",
        "このユニットが呪縛カードから表になったとき",
    ],
)
def test_unlocked_at_the_end_phase_triggers(trigger: str) -> None:
    """「【自】：このユニットが呪縛カードから表になった時、１枚引く。」: A's locked card turns face
    up at the end of A's turn (9.11.3, 7.30.2, 7.31.1) — the card it is now triggers and A
    draws (before: refused, 「a face-change trigger of this shape」)."""
    extra = LOCKED.replace("TEXT", f"【自】：{trigger}、１枚引く。")
    r = run("", actions="  - {do: end_phase}", extra=extra)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == ["山1"]


def test_face_up_unit_not_unlocked_does_not_trigger() -> None:
    """A unit face up from the start is not unlocked at the end phase: no draw."""
    extra = LOCKED.replace("locked: true, ", "").replace(
        "TEXT", "【自】：このユニットが呪縛カードから表になった時、１枚引く。"
    )
    r = run("", actions="  - {do: end_phase}", extra=extra)
    assert not unsupported(r)
    assert zone(r, "A", "hand") == []


# ------------------------- 「XがすべてYを含む」: the quantifier printed apart from its subject


@pytest.mark.parametrize(
    "cond",
    [
        "あなたのリアガードがすべて「剣」を含むなら",
        "あなたのリアガードすべてが「剣」を含むなら",
    ],
)
def test_every_rearguard_contains(cond: str) -> None:
    """【永】「あなたのリアガードがすべて「剣」を含むなら、このユニットのパワー＋5000」: every
    rear-guard of A's has 剣 in its name — +5000; one that has not — none (before: refused, 「a
    relative clause contain.final in a selector」; 「…すべてが」 read so already)."""
    text = f"【永】【(R)】：{cond}、このユニットのパワー＋5000。"
    r = run(text, extra="right_front: {name: 剣豪, type: normal, grade: 1, power: 8000}")
    assert not unsupported(r)
    assert value(r, "power") == 15000
    other = run(text, extra="right_front: {name: 槍使い, type: normal, grade: 1, power: 8000}")
    assert value(other, "power") == 10000


@pytest.mark.parametrize("second, draws", [("剣豪", 1), ("槍使い", 0)])
def test_units_the_cost_retired_all_contain(second: str, draws: int) -> None:
    """「【コスト】[あなたのリアガードを２枚退却させる]ことで、…。退却させたユニットがすべて「剣」を
    含むなら、さらに１枚引く」: the two units the cost retired (11.7.1) both have 剣 — a draw;
    one has not — none."""
    text = (
        "【起】【(V)】：【コスト】[あなたのリアガードを２枚退却させる]ことで、"
        "このユニットのパワー＋5000。退却させたユニットがすべて「剣」を含むなら、さらに１枚引く。"
    )
    board = '{name: 竜, type: normal, grade: 3, power: 13000, text: "' + text + '"}'
    r = run(
        "",
        actions="  - {do: main_phase, actions: [{do: activate, card: 竜}]}",
        vanguard=board,
        # two rear-guards: the cost retires both, no choice
        extra=f"right_front: {{name: {second}, type: normal, grade: 1, power: 8000}}",
    )
    assert not unsupported(r)
    assert sorted(zone(r, "A", "drop")) == sorted(["剣士", second])
    assert len(zone(r, "A", "hand")) == draws


# ------------------------------------- 「このユニットが山札から登場したなら」 (7.17.2)

CHILD = '{name: 子, type: normal, grade: 1, power: 8000, text: "【自】：このユニットが(R)に登場した時、COND、１枚引く。"}'
FROM_DECK = (
    "【起】【(R)】：あなたの山札から「子」を１枚まで探し、(R)にコールし、山札をシャッフルする。"
)
FROM_HAND = "【起】【(R)】：あなたの手札から「子」を１枚選び、(R)にコールする。"
ACT = "  - {do: main_phase, actions: [{do: activate, card: 剣士}]}"
TO_RIGHT = "choices:\n  - {player: A, at: circle, choose: right_front}"


@pytest.mark.parametrize(
    "cond",
    [
        "このユニットが山札から登場したなら",
        "そのユニットが山札から登場したなら",
        "山札から登場したなら",
    ],
)
def test_appeared_from_the_deck(cond: str) -> None:
    """「このユニットが(R)に登場した時、このユニットが山札から登場したなら、１枚引く」: 子 called
    from the deck draws; called from the hand it does not (the 登場 the trigger was about came
    from that zone, 7.17.2; before: only 「手札から登場したなら」 without a subject was read)."""
    child = CHILD.replace("COND", cond)
    deck = "[" + child + ", {name: 山1, type: normal, grade: 1}, 8]"
    r = run(FROM_DECK, actions=ACT, deck=deck, choices=TO_RIGHT)
    assert not unsupported(r)
    assert zone(r, "A", "field.right_front") == ["子"]
    assert len(zone(r, "A", "hand")) == 1
    h = run(FROM_HAND, actions=ACT, hand="[" + child + "]", choices=TO_RIGHT)
    assert not unsupported(h)
    assert zone(h, "A", "field.right_front") == ["子"]
    assert zone(h, "A", "hand") == []


def test_appeared_from_the_deck_of_the_other_unit() -> None:
    """「このユニットと同名のあなたの他のユニットが(R)に登場した時、そのユニットが山札から登場した
    なら」: the unit that appeared (from the deck) is the one the condition names."""
    text = (
        "【自】【(R)】：このユニットと同名のあなたの他のユニットが(R)に登場した時、"
        "そのユニットが山札から登場したなら、１枚引く。"
    )
    other = "{name: 剣士, type: normal, grade: 2, power: 10000}"
    deck = "[" + other + ", {name: 山1, type: normal, grade: 1}, 8]"
    caller = "【起】【(V)】：あなたの山札から「剣士」を１枚まで探し、(R)にコールし、山札をシャッフルする。"
    r = run(
        text,
        actions="  - {do: main_phase, actions: [{do: activate, card: 竜}]}",
        vanguard='{name: 竜, type: normal, grade: 3, power: 13000, text: "' + caller + '"}',
        deck=deck,
        choices=TO_RIGHT,
    )
    assert not unsupported(r)
    assert len(zone(r, "A", "hand")) == 1


# ------------------- 「そのユニットは相手の次のスタンドフェイズに【スタンド】しない」 (9.2.3)


@pytest.mark.parametrize(
    "step",
    [
        "そのユニットは相手の次のスタンドフェイズに【スタンド】しない",
        "そのユニットは相手の次のスタンドフェイズに【スタンド】できない",
        "そのユニットは次の相手のスタンドフェイズに【スタンド】しない",
        "次の相手のスタンドフェイズ中、そのユニットは【スタンド】しない",
    ],
)
def test_not_stood_in_the_next_stand_phase_named_with_ni(step: str) -> None:
    """「相手のリアガードを１枚選び、【レスト】させ、そのユニットは相手の次のスタンドフェイズに
    【スタンド】しない」: the stand phase named with に is the period (as 「次の相手のスタンド
    フェイズ中、」): in B's next stand phase 槍兵 stays rest (9.2.3 overridden, 1.3.3) (before:
    refused, 「a step in form negative」)."""
    text = f"【起】【(R)】：相手のリアガードを１枚選び、【レスト】させる。{step}。"
    r = run(text, actions=ACT + "\n  - {do: end_phase}\n  - {do: stand_phase}")
    assert not unsupported(r)
    assert r.main.final.players["B"].zones["field.right_front"][0].orientation == "rest"


# ------------------- 「このターンに行われたバトルがN回以上なら」 (10.1.3, 10.3.1.3)


@pytest.mark.parametrize(
    "cond",
    [
        "あなたのターン中、このターンに行われたバトルが２回以上なら",
        "このターンに行われたバトルが２回以上なら",
        "このターンにバトルが２回以上行われているなら",
    ],
)
def test_battles_held_this_turn(cond: str) -> None:
    """【永】「このターンに行われたバトルが２回以上なら、このユニットのパワー＋10000」: in 剣士's
    battle after the vanguard's, two battles have been held (a battle counts once begun,
    10.1.3) — 20000 hits 騎士 (13000); attacking first, 10000 does not (before: refused, 「the
    trigger perform.passive_past」)."""
    text = f"【永】【(R)】：{cond}、このユニットのパワー＋10000。"
    second = run(text, actions=TWO)
    assert not unsupported(second)
    assert len(zone(second, "B", "damage")) == 2
    first = run(text, actions=ONE)
    assert zone(first, "B", "damage") == []


# ------------------- 「(この効果で)コールしたユニット１枚につき」 (12.7.1, 12.7.2)


@pytest.mark.parametrize("called", ["コールしたユニット", "この効果でコールしたユニット"])
def test_per_unit_this_effect_called(called: str) -> None:
    """「…２枚まで選び、(R)にコールする。コールしたユニット１枚につき、そのターン中、このユニットの
    パワー＋5000」: the cards the step called, counted before the change is made (12.7.2) —
    two called: +10000 (before: refused, 「a change per something other than cards」)."""
    text = (
        "【起】【(R)】：あなたの手札からユニットを２枚まで選び、(R)にコールする。"
        f"{called}１枚につき、そのターン中、このユニットのパワー＋5000。"
    )
    choices = (
        "choices:\n  - {player: A, at: choose, choose: 子1}\n"
        "  - {player: A, at: choose, choose: 子2}\n"
        "  - {player: A, at: circle, choose: right_front}\n"
        "  - {player: A, at: circle, choose: right_back}"
    )
    r = run(text, actions=ACT, hand=_TWO_IN_DROP, choices=choices)
    assert not unsupported(r)
    assert value(r, "power") == 20000
    one = choices.replace("  - {player: A, at: choose, choose: 子2}\n", "").replace(
        "\n  - {player: A, at: circle, choose: right_back}", ""
    )
    r1 = run(text, actions=ACT, hand=_TWO_IN_DROP, choices=one)
    assert not unsupported(r1)
    assert value(r1, "power") == 15000


def test_per_unit_returned_to_hand() -> None:
    """「あなたのリアガードを２枚まで選び、手札に戻す。戻したユニット１枚につき、１枚引く」: the
    cards the step moved (now in the hand) are counted: one returned, one card drawn."""
    text = (
        "【起】【(R)】：あなたの他のリアガードを２枚まで選び、手札に戻す。"
        "戻したユニット１枚につき、１枚引く。"
    )
    r = run(
        text,
        actions=ACT,
        extra="right_front: {name: 戻る子, type: normal, grade: 1, power: 8000}",
    )
    assert not unsupported(r)
    assert sorted(zone(r, "A", "hand")) == ["山1", "戻る子"]
