"""Weiß Schwarz: trigger wordings of other hands (round 35, issue 12, s31wstext) — the same
trigger conditions printed the way a writer who did not copy the dev cards prints them:

- 「あなたがダメージを受けた時」 / 「あなたはダメージを受けた時」 / 「相手がダメージを受けたとき」: a
  damage process of that player (4.10.1.1 「ダメージを受けたプレイヤー」), cancelled or not — and a
  card put into the clock without 「ダメージを与える」 is none (4.10.2);
- 「あなたのダメージがキャンセルされた時」 (4.10.1.2.1 「ダメージがキャンセルされる」) / 「…されなかった
  時」: the same events as 「あなたの受けたダメージがキャンセルされた / されなかった時」;
- 「相手のアタックのカウンターステップの始めに」: a step of the attack sub-phase (7.1.2) of that
  player's attack, only the turn player attacking (7.1.1) — 「相手のカウンターステップの始めに」;
- 「防御キャラ」 / 「攻撃キャラ」: the rules' names (7.2.1.5.1, 7.2.1.5) of 「フロントアタックされている
  キャラ」 / 「アタックしているキャラ」;
- 「このカードのバトルしているキャラ」: 「このカードとバトルしているキャラ」 (7.2.1.5.1);
- 「あなたのトリガーチェックで…がでた時」: 「あなたのキャラのトリガーチェックで…」 (7.1.1, 7.3.1).

Each is a minimal ability text: the variants compile to the same trigger, and the damage triggers
run on a board."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import decided, unsupported, ws_battle, ws_compile

BOARD = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    deck: 10
  B:
    level: 1
    deck: [{{name: 頂, type: {top}}}, 10]
    stage:
      center_front: {{name: 受, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}
actions:
  - {{do: resolve_text, player: A, text: "{effect}"}}
ask: [受.power, B.clock, B.waiting_room]
"""

DAMAGE = "相手に1ダメージを与える。"
CLOCKED = "相手は自分の山札の上から1枚を、クロック置場に置く。"


def _run(text: str, top: str, effect: str):  # noqa: ANN202
    r = resolve(loads(BOARD.format(text=text, top=top, effect=effect)))
    assert not unsupported(r), unsupported(r)
    return r


RECEIVED = (
    "【自】 あなたがダメージを受けた時、そのターン中、このカードのパワーを＋1000。",
    "【自】 あなたはダメージを受けた時、そのターン中、このカードのパワーを＋1000。",
    "【自】 あなたがダメージを受けたとき、そのターン中、このカードのパワーを＋１０００。",
)


@pytest.mark.parametrize("text", RECEIVED)
@pytest.mark.parametrize("top", ["character", "climax"])
def test_damage_received_triggers_cancelled_or_not(text: str, top: str) -> None:
    """A deals B 1 damage: B received it (4.10.1.1) whether the card revealed is a climax
    (cancelled, 4.10.1.2: to the waiting room) or not (4.10.1.3: to the clock) — 受 gets +1000."""
    r = _run(text, top, DAMAGE)
    assert r.outcome["state"]["受.power"] == 4000
    assert r.outcome["state"]["B.clock"] == (0 if top == "climax" else 1)
    assert "4.10.1.1" in decided(r)


@pytest.mark.parametrize("text", RECEIVED[:1])
def test_a_card_put_into_the_clock_is_no_damage(text: str) -> None:
    """「相手は自分の山札の上から1枚を、クロック置場に置く」: no damage process (4.10.2) — 受 does not
    trigger."""
    r = _run(text, "character", CLOCKED)
    assert r.outcome["state"] == {"受.power": 3000, "B.clock": 1, "B.waiting_room": 0}


def test_the_opponent_received_damage_is_not_yours() -> None:
    """「相手がダメージを受けた時」 on B's card: A is B's opponent and received nothing."""
    r = _run(
        "【自】 相手がダメージを受けた時、そのターン中、このカードのパワーを＋1000。",
        "character",
        DAMAGE,
    )
    assert r.outcome["state"]["受.power"] == 3000


CANCELLED = (
    "【自】 あなたのダメージがキャンセルされた時、そのターン中、このカードのパワーを＋1000。",
    "【自】 あなたのダメージがキャンセルされたとき、そのターン中、このカードのパワーを＋1000。",
    "【自】 あなたの受けたダメージがキャンセルされた時、そのターン中、このカードのパワーを＋1000。",
)


@pytest.mark.parametrize("text", CANCELLED)
@pytest.mark.parametrize("top", ["character", "climax"])
def test_your_damage_cancelled(text: str, top: str) -> None:
    """「あなたのダメージがキャンセルされた時」: only when the damage is cancelled (4.10.1.2,
    4.10.1.2.1) — the same as 「あなたの受けたダメージがキャンセルされた時」."""
    r = _run(text, top, DAMAGE)
    assert r.outcome["state"]["受.power"] == (4000 if top == "climax" else 3000)


def test_your_damage_cancelled_variants_compile_alike() -> None:
    progs = {ws_compile(t).trigger for t in CANCELLED}
    assert len(progs) == 1
    not_cancelled = {
        ws_compile(f"【自】 {w}時、あなたは1枚引く。").trigger
        for w in (
            "あなたのダメージがキャンセルされなかった",
            "あなたの受けたダメージがキャンセルされなかった",
        )
    }
    assert len(not_cancelled) == 1
    assert {ws_compile(t).trigger for t in RECEIVED} == {ws_compile(RECEIVED[0]).trigger}


def test_damage_received_by_another_cause_is_an_effects() -> None:
    """「相手の効果でダメージを受けた時」: a damage of a described cause — read since round 58
    (s55wsC, ``test_ws_r58_damage_by_effect.py``): a damage an ability of the opponent's card
    dealt (4.11.1.2)."""
    trig = ws_compile("【自】 あなたが相手の効果でダメージを受けた時、あなたは1枚引く。").trigger
    assert (trig.event, trig.owner, trig.means) == ("damage_received", "you", "opponent_effect")


@pytest.mark.parametrize(
    ("printed", "same"),
    [
        (
            "【自】 相手のアタックのカウンターステップの始めに、あなたは1枚引く。",
            "【自】 相手のカウンターステップの始めに、あなたは1枚引く。",
        ),
        (
            "【自】 あなたのアタックのダメージステップの始めに、あなたは1枚引く。",
            "【自】 あなたのダメージステップの始めに、あなたは1枚引く。",
        ),
        (
            "【自】 相手のカウンターステップの始めに、このカードが防御キャラなら、そのターン中、このカードのパワーを＋2000。",
            "【自】 相手のカウンターステップの始めに、このカードがフロントアタックされているキャラなら、そのターン中、このカードのパワーを＋2000。",
        ),
        (
            "【永】 このカードが攻撃キャラなら、このカードのパワーを＋1000。",
            "【永】 このカードがアタック中のキャラなら、このカードのパワーを＋1000。",
        ),
        (
            "【自】 このカードのバトルしているキャラが【リバース】した時、そのキャラを思い出にする。",
            "【自】 このカードとバトルしているキャラが【リバース】した時、そのキャラを思い出にする。",
        ),
        (
            "【自】 あなたのトリガーチェックでクライマックスがでた時、あなたは1枚引く。",
            "【自】 あなたのキャラのトリガーチェックでクライマックスがでた時、あなたは1枚引く。",
        ),
        (
            "【自】 あなたのトリガーチェックでクライマックスが出た時、あなたは1枚引く。",
            "【自】 あなたのキャラのトリガーチェックでクライマックスがでた時、あなたは1枚引く。",
        ),
    ],
)
def test_wording_variants_compile_to_the_same_program(printed: str, same: str) -> None:
    a, b = ws_compile(printed), ws_compile(same)
    assert (a.trigger, a.cond, a.steps) == (b.trigger, b.cond, b.steps)


# ----------------------- 「…の効果に選ばれない」: the effect's card by its traits; for a while (8.6.3, 1.3.3)

SHIELD = """\
game: ws
title: t
turn: {{player: B, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 甲, type: character, level: 1, power: 5000, soul: 1, text: "【永】 {shield}"}}
      left_front: {{name: 乙, type: character, level: 1, power: 5000, soul: 1}}
    deck: 10
  B:
    level: 1
    stage: {{center_front: {{name: 丙, type: character, level: 1, power: 5000, soul: 1, traits: [{trait}]}}}}
    deck: 10
actions:
  - {{do: resolve_text, player: B, card: 丙, text: "あなたは相手のキャラを1枚選び、手札に戻す。"}}
ask: [甲.zone, 乙.zone]
"""


def _shielded(shield: str, trait: str) -> bool:
    """Whether 丙's effect (B's) cannot choose 甲: only 乙 is returned."""
    r = resolve(loads(SHIELD.format(shield=shield, trait=trait)))
    assert not unsupported(r), unsupported(r)
    st = r.outcome.get("state", {})
    if st.get("乙.zone") == "A.hand" and st.get("甲.zone") == "A.stage.center_front":
        return True
    assert "甲.zone" not in st  # both may be chosen: the ruling branches on the choice
    return False


@pytest.mark.parametrize(
    ("shield", "trait", "kept"),
    [
        ("このカードは相手の《妖》のキャラの効果に選ばれない。", "妖", True),
        ("このカードは相手の《妖》のキャラの効果に選ばれない。", "人", False),
        ("このカードは、相手の《妖》か《鬼》のキャラの効果に選ばれない。", "鬼", True),
        ("このカードは、相手の《デミ》以外のキャラの効果に選ばれない。", "デミ", False),
        ("このカードは、相手の《デミ》以外のキャラの効果に選ばれない。", "人", True),
    ],
)
def test_not_chosen_by_effects_of_characters_with_a_trait(
    shield: str, trait: str, kept: bool
) -> None:
    """「相手の《X》のキャラの効果に選ばれない」: an effect on a character of B with trait X cannot
    choose 甲 (2.5, 8.6.3, 1.3.3); one without it can. 「《X》以外の」: the other way round."""
    assert _shielded(shield, trait) is kept


def test_a_trait_of_no_card_kind_stays_refused() -> None:
    """「相手の《X》の効果に」: the trait of which card is not said — refused, not guessed."""
    from ruling.abilities import Unsupported

    with pytest.raises(Unsupported):
        ws_compile("【永】 このカードは相手の《妖》の効果に選ばれない。")


ONE_SHOT = """\
game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stock: 3
    stage:
      center_front: {{name: 甲, type: character, level: 1, power: 5000, soul: 1, text: "{text}"}}
      left_front: {{name: 乙, type: character, level: 1, power: 5000, soul: 1}}
    deck: 10
  B:
    level: 1
    stage: {{center_front: {{name: 丙, type: character, level: 1, power: 5000, soul: 1}}}}
    deck: 10
actions:
  - {{do: activate, player: A, card: 甲}}
  - {{do: resolve_text, player: B, card: 丙, text: "あなたは相手のキャラを1枚選び、手札に戻す。"}}
ask: [甲.zone, 乙.zone]
"""


@pytest.mark.parametrize(
    "text",
    [
        "【起】［(1)］ そのターン中、このカードは相手の効果に選ばれない。",
        "【起】［(1)］ このカードは、そのターン中、相手の効果に選ばれない。",
        "【起】［(1)］ 次の相手のターンの終わりまで、このカードは相手の効果に選ばれない。",
    ],
)
def test_not_chosen_for_a_while(text: str) -> None:
    """An activated ability's 「そのターン中、このカードは相手の効果に選ばれない」: for that turn
    (8.2.1.2) B's effect cannot choose 甲 — 乙 is returned."""
    r = resolve(loads(ONE_SHOT.format(text=text)))
    assert not unsupported(r), unsupported(r)
    assert r.outcome["state"] == {"甲.zone": "A.stage.center_front", "乙.zone": "A.hand"}


# ------------------- an automatic ability printed without 「時」: 「…したら」 / 「…した場合」 / 「…した際」


@pytest.mark.parametrize("marker", ["た時", "たとき", "たら", "た場合", "た際"])
def test_an_event_with_another_marker_is_the_trigger(marker: str) -> None:
    """「【自】 このカードのバトル相手が【リバース】したら、…」: an automatic ability waits for the
    event it names (8.1.1.2, 8.1.1.2.1 「(条件)した時」): B's 受け役 (5000) reverses A's 攻め役
    (6000), 攻め役's ability triggers and A draws a card — whichever marker says when."""
    text = f"【自】 このカードのバトル相手が【リバース】し{marker}、あなたは1枚引く。"
    r = ws_battle(power=6000, mine=text)
    assert not unsupported(r), unsupported(r)
    assert len(r.main.final.players["A"].zones["hand"]) == 1
    assert "8.1.1.2" in decided(r) or "8.1.1.2.1" in decided(r)


@pytest.mark.parametrize(
    ("printed", "same"),
    [
        (
            "【自】 このカードが手札から舞台に置かれた際、あなたは1枚引く。",
            "【自】 このカードが手札から舞台に置かれた時、あなたは1枚引く。",
        ),
        (
            "【自】 このカードが舞台に置かれたら、あなたは1枚引く。",
            "【自】 このカードが舞台に置かれた時、あなたは1枚引く。",
        ),
        (
            "【自】 このカードがアタックした場合、そのターン中、このカードのパワーを＋1000し、あなたは1枚引く。",
            "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋1000し、あなたは1枚引く。",
        ),
        (
            "【自】 あなたのキャラが【リバース】した場合、あなたのレベルが2以上なら、あなたは1枚引く。",
            "【自】 あなたのキャラが【リバース】した時、あなたのレベルが2以上なら、あなたは1枚引く。",
        ),
    ],
)
def test_event_markers_compile_as_when(printed: str, same: str) -> None:
    a, b = ws_compile(printed), ws_compile(same)
    assert (a.trigger, a.cond, a.steps) == (b.trigger, b.cond, b.steps)


def test_a_state_with_another_marker_is_no_trigger() -> None:
    """「【自】 あなたのレベルが2以上の場合、…」: a state, not an event — no trigger: refused."""
    from ruling.abilities import Unsupported

    with pytest.raises(Unsupported, match="without a trigger"):
        ws_compile("【自】 あなたのレベルが2以上の場合、あなたは1枚引く。")


@pytest.mark.parametrize(
    ("printed", "same"),
    [
        (
            "【自】 このカードがアタックした時 あなたは1枚引く。",
            "【自】 このカードがアタックした時、あなたは1枚引く。",
        ),
        (
            "【自】 このカードがアタックした時 そのターン中、このカードのパワーを＋1000。",
            "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋1000。",
        ),
        (
            "【自】 あなたのクライマックスフェイズの始めに あなたは1枚引く。",
            "【自】 あなたのクライマックスフェイズの始めに、あなたは1枚引く。",
        ),
    ],
)
def test_a_trigger_printed_without_its_comma(printed: str, same: str) -> None:
    """「…した時 あなたは…」: the grammar reads the trigger without its 「、」 as a first step; it
    is the trigger (8.1.1.2.1) — the same program as with the comma."""
    a, b = ws_compile(printed), ws_compile(same)
    assert (a.trigger, a.cond, a.steps) == (b.trigger, b.cond, b.steps)


# ------------------------ 「このカードは…にいるなら、…」: a topic over the condition and the steps


@pytest.mark.parametrize(
    ("printed", "same"),
    [
        (
            "【永】 このカードは前列にいるなら、パワーを＋1000。",
            "【永】 このカードが前列にいるなら、このカードのパワーを＋1000。",
        ),
        (
            "【永】 このカードは、前列の中央の枠にいるなら、パワーを＋1000し、相手の効果に選ばれない。",
            "【永】 このカードが前列の中央の枠にいるなら、このカードのパワーを＋1000し、このカードは相手の効果に選ばれない。",
        ),
        (
            "【自】 このカードがアタックした時、このカードは前列の中央の枠にいるなら、そのターン中、パワーを＋1000。",
            "【自】 このカードがアタックした時、このカードが前列の中央の枠にいるなら、そのターン中、このカードのパワーを＋1000。",
        ),
    ],
)
def test_a_topic_before_the_condition(printed: str, same: str) -> None:
    """「Xは、…なら、…」: X is the subject of the condition and of the steps that name none."""
    a, b = ws_compile(printed), ws_compile(same)
    assert (a.trigger, a.cond, a.steps) == (b.trigger, b.cond, b.steps)


# ---------------------------------------------------------- an empty slot in other words (3.6)


@pytest.mark.parametrize(
    ("printed", "same"),
    [
        ("このカードを別の空いている枠に動かす。", "このカードを空いている枠に動かす。"),
        ("このカードを他の空いている枠に動かす。", "このカードを空いている枠に動かす。"),
        (
            "このカードをキャラのいない前列の枠に動かす。",
            "このカードを前列のキャラのいない枠に動かす。",
        ),
        (
            "このカードを前列のキャラがいない枠に動かす。",
            "このカードを前列のキャラのいない枠に動かす。",
        ),
        (
            "このカードを前列の、キャラがいない枠に動かす。",
            "このカードを前列のキャラのいない枠に動かす。",
        ),
        (
            "あなたは自分のキャラを1枚選び、キャラがいない後列の枠に動かす。",
            "あなたは自分のキャラを1枚選び、後列のキャラのいない枠に動かす。",
        ),
    ],
)
def test_an_empty_slot_in_other_words(printed: str, same: str) -> None:
    """「別の空いている枠」 (an empty slot is another one anyway), 「キャラがいない」 (が for の in
    the relative clause), 「キャラのいない前列の枠」 (the row after the clause): the same slot."""
    a, b = ws_compile(f"【起】［(1)］ {printed}"), ws_compile(f"【起】［(1)］ {same}")
    assert a.steps == b.steps


# ------------------------------------ 「相手は1ダメージを受ける」: 「相手に1ダメージを与える」 (4.11.1.2)


@pytest.mark.parametrize(
    ("printed", "same"),
    [
        ("相手は1ダメージを受ける。", "相手に1ダメージを与える。"),
        ("あなたは1ダメージを受ける。", "あなたに1ダメージを与える。"),
        (
            "相手はＸダメージを受ける。Ｘはあなたのレベルに等しい。",
            "相手にＸダメージを与える。Ｘはあなたのレベルに等しい。",
        ),
    ],
)
def test_damage_received_as_a_step(printed: str, same: str) -> None:
    a = ws_compile(f"【自】 このカードがアタックした時、{printed}")
    b = ws_compile(f"【自】 このカードがアタックした時、{same}")
    assert a.steps == b.steps


def test_the_opponent_receives_the_damage_on_a_board() -> None:
    """「相手は1ダメージを受ける」 resolved by A: B's damage process (4.10.1.1) puts B's top card
    (a character) into the clock."""
    r = _run(
        "【自】 あなたがダメージを受けた時、そのターン中、このカードのパワーを＋1000。",
        "character",
        "相手は1ダメージを受ける。",
    )
    assert r.outcome["state"]["B.clock"] == 1
    assert r.outcome["state"]["受.power"] == 4000


# ------------------------- 「…の効果によって / により / で…置かれた時」: the cause of a move (8.2.1)


@pytest.mark.parametrize("by", ["によって", "により"])
def test_the_cause_of_a_move_said_with_by(by: str) -> None:
    a = ws_compile(
        f"【自】 このカードが相手の効果{by}舞台から控え室に置かれた時、あなたは1枚引く。"
    )
    b = ws_compile("【自】 このカードが相手の効果で舞台から控え室に置かれた時、あなたは1枚引く。")
    assert a.trigger == b.trigger and a.trigger.means == "opponent_effect"


@pytest.mark.parametrize(
    ("printed", "same"),
    [
        ("あなたの効果で", "自分の効果で"),
        ("効果で", "カードの効果で"),
    ],
)
def test_whose_effect_in_other_words(printed: str, same: str) -> None:
    a = ws_compile(f"【自】 このカードが{printed}舞台から手札に戻った時、あなたは1枚引く。")
    b = ws_compile(f"【自】 このカードが{same}舞台から手札に戻った時、あなたは1枚引く。")
    assert a.trigger == b.trigger


def test_a_move_by_an_opponents_effect_from_anywhere() -> None:
    """「このカードが相手の効果で控え室に置かれた時」 (no zone it leaves named): the move into the
    waiting room by an effect of the opponent's card (8.2.1), from wherever it was."""
    t = ws_compile("【自】 このカードが相手の効果で控え室に置かれた時、あなたは1枚引く。").trigger
    assert (t.event, t.src, t.dst, t.means) == ("placed", (), ("waiting_room",), "opponent_effect")


# ------------------------ 「【カウンター】 助太刀…」 printed without 【起】 (10.5.1, 2.8.2)


def test_backup_printed_without_its_kind_mark() -> None:
    a = ws_compile("【カウンター】 助太刀2500 レベル2 ［(1) 手札のこのカードを控え室に置く］")
    b = ws_compile("【起】【カウンター】 助太刀2500 レベル2 ［(1) 手札のこのカードを控え室に置く］")
    assert a == b


# ------------------------------- the chosen character and this card swap slots, in other words (3.6)


@pytest.mark.parametrize(
    "swap",
    [
        "このカードと位置を入れ替える",
        "このカードと枠を入れ替える",
        "そのキャラとこのカードの位置を入れ替える",
        "そのキャラがいる枠と、このカードがいる枠を入れ替える",
    ],
)
def test_a_swap_with_this_card_in_other_words(swap: str) -> None:
    head = "【起】［このカードを【レスト】する］ あなたは自分の他のキャラを1枚選び、"
    assert ws_compile(f"{head}{swap}。") == ws_compile(f"{head}このカードと入れ替える。")
