"""Weiß Schwarz card-text constructions, one test each: a minimal ability text, what it compiles
to, and what it does on a board (``do: resolve_text``). The official rulings each construction
unlocks are in tests/qa/ws/ (named in the docstrings)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.games._ws.cardtext import Sel, Unsupported, but_chosen, ext
from ruling.games._ws.cardtext.ir import cond_x, op_ext, prog_ext, uses_a_turn
from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads
from tests.ruling.boards import WS_HEAD, ws_compile, ws_resolve_text

HEAD = WS_HEAD


_one = ws_compile
_run = ws_resolve_text


# --------------------------------------------------------------- 「…選び、それぞれを…入れ替える」

_TWO_OF_B = (
    "  A: {level: 1, deck: 10}\n"
    "  B:\n    deck: 10\n    stage:\n"
    "      center_front: {name: 甲, type: character, level: 1, power: 5000, state: rest}\n"
    "      left_back: {name: 乙, type: character, level: 1, power: 3000}\n"
)


_ASK = "甲.zone, 乙.zone, B.center_front, B.left_back"


def test_two_chosen_characters_swap_slots_standing() -> None:
    """「…を2枚選び、それぞれを【スタンド】して入れ替える」: the two characters chosen swap slots
    (8.8.1), both standing (Q474, Q471)."""
    text = "あなたは相手のキャラを2枚選び、それぞれを【スタンド】して入れ替える。"
    prog = _one(text)
    assert [o.verb for o in prog.steps] == ["choose", "swap_chosen_pair"]
    assert prog.steps[1].orientation == "stand"
    r = _run(
        _TWO_OF_B,
        text,
        "  - {player: A, at: choose, choose: 甲}\n  - {player: A, at: choose, choose: 乙}\n",
        _ASK,
    )
    st = r.outcome["state"]
    assert st["甲.zone"] == "B.stage.left_back" and st["乙.zone"] == "B.stage.center_front"
    assert st["B.center_front"] == ["乙"] and st["B.left_back"] == ["甲"]
    assert "8.8.1" in r.decided_by


def test_two_chosen_characters_stood_then_swapped_continuative() -> None:
    """「…2枚選び、【スタンド】し、入れ替える」 (round 45): the continuative 「…し、」 joins the
    orientation to the swap as the te-form 「…して」 does — both stood, then swapped (8.8.1)."""
    text = "あなたは相手のキャラを2枚選び、【スタンド】し、入れ替える。"
    prog = _one(text)
    assert [o.verb for o in prog.steps] == ["choose", "swap_chosen_pair"]
    assert prog.steps[1].orientation == "stand"
    r = _run(
        _TWO_OF_B,
        text,
        "  - {player: A, at: choose, choose: 甲}\n  - {player: A, at: choose, choose: 乙}\n",
        _ASK,
    )
    st = r.outcome["state"]
    assert st["B.center_front"] == ["乙"] and st["B.left_back"] == ["甲"]


def test_two_chosen_characters_swap_keeping_their_orientation() -> None:
    """Without 「それぞれを【スタンド】して」 each keeps its orientation (3.6.3)."""
    text = "あなたは相手のキャラを2枚選び、入れ替える。"
    r = _run(
        _TWO_OF_B,
        text,
        "  - {player: A, at: choose, choose: 甲}\n  - {player: A, at: choose, choose: 乙}\n",
        _ASK,
    )
    st = r.outcome["state"]
    assert st["甲.zone"] == "B.stage.left_back" and st["B.left_back"] == ["甲(rest)"]
    assert "3.6.3" in r.decided_by


def test_a_swap_needs_both_cards_of_a_choice_in_parts() -> None:
    """「このカードの正面のキャラを1枚と、そのキャラ以外の相手のレベル1以下のキャラを1枚選び、…
    入れ替える」: a part may be the one card a reference names (正面のキャラ); 「そのキャラ以外の
    相手の」 is the opponent's. With no facing character only one card is chosen and nothing is
    swapped (8.6.3.1.3; Q470, Q222)."""
    text = (
        "【自】 あなたのクライマックスフェイズの始めに、あなたはこのカードの正面のキャラを1枚と、"
        "そのキャラ以外の相手のレベル1以下のキャラを1枚選び、それぞれを【スタンド】して入れ替える。"
    )
    prog = _one(text)
    parts = op_ext(prog.steps[0], "parts")
    assert [p.target.ref for p in parts] == ["facing", None]
    assert parts[1].target.owner == "opponent" and but_chosen(parts[1].target)
    board = (
        "  A:\n    level: 1\n    deck: 10\n    stage:\n"
        '      left_front: {name: 自分, type: character, level: 1, power: 3000, text: "%s"}\n'
        "  B:\n    deck: 10\n    stage:\n"
        "      %s: {name: 甲, type: character, level: 1, power: 5000, state: rest}\n"
        "      left_back: {name: 乙, type: character, level: 1, power: 3000, state: rest}\n"
    )
    src = (
        HEAD
        + "players:\n"
        + board
        + "actions:\n  - {do: climax_phase, player: A, card: none}\n"
        + "choices:\n%s"
        + f"ask: [{_ASK}]\n"
    )
    both = "  - {player: A, at: choose, choose: 甲}\n  - {player: A, at: choose, choose: 乙}\n"
    faced = resolve(loads(src % (text, "right_front", both)))  # 甲 faces 自分 (left_front)
    assert faced.outcome["state"]["甲.zone"] == "B.stage.left_back"
    one = "  - {player: A, at: choose, choose: 乙}\n"
    alone = resolve(loads(src % (text, "center_front", one)))  # nothing faces 自分
    assert alone.outcome["state"]["乙.zone"] == "B.stage.left_back"
    assert "8.6.3.1.3" in alone.decided_by


# --------------------------------------------------------------- 「特徴を持たない」


def test_a_card_with_no_trait_or_one_of_a_trait() -> None:
    """「そのカードが特徴を持たないか《超能力》のキャラなら」: a card filter 「特徴を持たない」 (no
    trait, 2.5); the subject printed with the first alternative is the second's too (Q434,
    Q455)."""
    text = (
        "あなたは自分の山札の上から1枚を公開する。"
        "そのカードが特徴を持たないか《超能力》のキャラなら、あなたは1枚引く。"
    )
    cond = _one(text).steps[1].cond
    assert cond.what == "or" and all(p.sel == Sel(ref="chosen") for p in cond.parts)
    assert ["traitless" in p.filt.states for p in cond.parts] == [True, False]
    assert cond.parts[1].filt.traits == ("超能力",)

    def hand(traits: str) -> int:
        board = (
            "  A:\n    level: 1\n"
            f"    deck: [{{name: 上, type: character, traits: {traits}}}, 5]\n"
            "  B: {deck: 10}\n"
        )
        return _run(board, text, ask="A.hand").outcome["state"]["A.hand"]

    assert hand("[]") == 1  # no trait
    assert hand("[超能力]") == 1
    assert hand("[武器]") == 0


def test_a_swap_of_chosen_cards_off_the_stage_is_refused() -> None:
    """The swap of two chosen cards reads characters on the stage only; two cards of other zones
    chosen together are refused, not swapped as if they were characters."""
    with pytest.raises(Unsupported):
        _one("あなたは自分の手札のキャラを1枚と控え室のキャラを1枚選び、入れ替える。")


# --------------------------------------------------------------- 「相手のキャラすべてを、…」


def test_every_character_of_a_player_with_no_zone_named() -> None:
    """「相手のキャラすべてを、控え室に置く」: characters with no zone named are those on the stage
    (2.3.2.1.2); all of them move (Q563, Q564)."""
    text = "あなたは相手のキャラすべてを、思い出にする。"
    op = _one(text).steps[0]
    assert op.verb == "move" and op.target.zone == "stage" and op.dest == "memory"
    board = (
        "  A: {level: 1, deck: 10}\n"
        "  B:\n    deck: 10\n    hand: [{name: 手札, type: character}]\n    stage:\n"
        "      center_front: {name: 甲, type: character, level: 1, power: 5000}\n"
        "      left_back: {name: 乙, type: character, level: 1, power: 3000}\n"
    )
    r = _run(board, text, ask="B.memory, B.hand")
    assert r.outcome["state"] == {"B.memory": 2, "B.hand": 1}


# --------------------------------------------------------------- 「Xと同じ特徴を1つ以上持つ」


def test_a_card_sharing_a_trait_with_the_card_just_moved() -> None:
    """「そのキャラと同じ特徴を1つ以上持つキャラ」: a trait in common with the character put into the
    waiting room, as it last was on the stage; one with no trait shares none (2.19.2; Q315,
    Q316)."""
    text = (
        "あなたは自分のキャラを1枚選び、控え室に置く。そうしたら、あなたは自分の山札を見て"
        "そのキャラと同じ特徴を1つ以上持つキャラを1枚まで選んで相手に見せ、手札に加える。"
    )
    target = _one(text).steps[3].target
    assert target.same_trait is not None and target.same_trait.ref == "chosen"

    def board(traits: str) -> str:
        return (
            "  A:\n    level: 1\n    stage:\n"
            f"      center_front: {{name: 送る, type: character, level: 1, traits: {traits}}}\n"
            "    deck: [{name: 武器の札, type: character, traits: [武器]},"
            " {name: 無特徴の札, type: character}, 3]\n"
            "  B: {deck: 10}\n"
        )

    pick = "  - {player: A, at: choose, choose: 送る}\n  - {player: A, at: choose, choose: %s}\n"
    shared = _run(board("[武器, 魔法]"), text, pick % "武器の札", "A.hand")
    assert shared.outcome["state"]["A.hand"] == 1
    with pytest.raises(ScenarioError):  # 無特徴の札 shares no trait: not among the options
        _run(board("[武器]"), text, pick % "無特徴の札", "A.hand")
    none = _run(board("[]"), text, "  - {player: A, at: choose, choose: 送る}\n", "A.hand")
    assert none.outcome["state"]["A.hand"] == 0 and "2.19.2" in none.decided_by


# --------------------------------------------------------------- 「アタックフェイズ中、…」


def test_a_phase_printed_before_a_prohibition_on_every_other_character() -> None:
    """「【永】 アタックフェイズ中、他のキャラすべては他の枠に動かせない」: 「アタックフェイズ中」 is the
    condition of the step after it (either player's attack phase, 6.1.1); the prohibition is on
    every other character on the stage (1.3.3): a swap of two of them is not done then (Q124)."""
    prog = _one("【永】 アタックフェイズ中、他のキャラすべては他の枠に動かせない。")
    op = prog.steps[0]
    assert op.verb == "prohibit" and op.stat == "move_slot" and op.target.other
    # the shared phase: that phase of any player's turn
    assert (op.cond.what, op.cond.owner, op.cond.verb) == ("phase", "any", "attack")
    text = "あなたは自分のキャラを2枚選び、入れ替える。"
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: %s, first_player: A}\n"
        "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
        "      left_back: {name: 禁止者, type: character, level: 1, text: "
        '"【永】 アタックフェイズ中、他のキャラすべては他の枠に動かせない。"}\n'
        "      center_front: {name: 甲, type: character, level: 1}\n"
        "      right_front: {name: 乙, type: character, level: 1}\n"
        "  B: {deck: 10}\n"
        f'actions:\n  - {{do: resolve_text, player: A, text: "{text}"}}\n'
        "choices:\n  - {player: A, at: choose, choose: 甲}\n"
        "  - {player: A, at: choose, choose: 乙}\n"
        "ask: [甲.zone]\n"
    )
    main = resolve(loads(src % "main"))
    assert main.outcome["state"]["甲.zone"] == "A.stage.right_front"
    attack = resolve(loads(src % "attack"))
    assert attack.outcome["state"]["甲.zone"] == "A.stage.center_front"


# --------------------------------------------------------------- cost 「このカードを…枠に動かす」


def test_a_cost_that_moves_this_character_to_an_empty_slot() -> None:
    """「［このカードを後列のキャラのいない枠に動かす］」: a cost paid by moving this character to an
    empty back slot (8.4.2; its orientation stays, 3.6.3); with no such slot it cannot be paid
    (8.4.2.2; Q445, Q58)."""
    text = "【起】［このカードを後列のキャラのいない枠に動かす］ あなたは1枚引く。"
    item = _one(text).cost[0]
    assert item.what == "move_slot" and item.dest == "empty:back_row"

    def run(back: str) -> Any:
        return resolve(
            loads(
                HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
                f'      center_front: {{name: 起動役, type: character, level: 1, text: "{text}"}}\n'
                + back
                + "  B: {deck: 10}\n"
                "actions:\n  - {do: activate, player: A, card: 起動役}\n"
                "ask: [起動役.zone, A.hand]\n"
            )
        )

    free = run("      left_back: {name: 後ろ, type: character, level: 1}\n")
    assert free.outcome["state"] == {"起動役.zone": "A.stage.right_back", "A.hand": 1}
    full = run(
        "      left_back: {name: 後ろ, type: character, level: 1}\n"
        "      right_back: {name: 後ろ2, type: character, level: 1}\n"
    )
    assert full.outcome.get("rejected") and "8.4.2.2" in full.decided_by
    assert full.outcome["state"]["起動役.zone"] == "A.stage.center_front"


# --------------------------------------------------------------- 「裏向きで思い出にする」


def test_a_card_put_into_the_memory_face_down_is_a_card_there() -> None:
    """「裏向きで思い出にする」: into the memory face down (3.12.2.1: else face up); a face-down
    card there is a blank card (3.12.2.2.1), and still one of 「裏向きのカード」 (Q418)."""
    text = (
        "あなたは自分の手札のキャラを1枚選び、裏向きで思い出にする。"
        "あなたの思い出置場に裏向きのカードがあるなら、あなたは1枚引く。"
    )
    assert _one(text).steps[1].face == "down"
    board = (
        "  A:\n    level: 1\n    deck: 10\n    hand: [{name: 手札, type: character}]\n"
        "  B: {deck: 10}\n"
    )
    r = _run(board, text, "  - {player: A, at: choose, choose: 手札}\n", "A.memory, A.hand")
    assert r.outcome["state"] == {"A.memory": 1, "A.hand": 1}
    assert "3.12.2.1" in r.decided_by
    up = _run(
        board, text.replace("裏向きで", ""), "  - {player: A, at: choose, choose: 手札}\n", "A.hand"
    )
    assert up.outcome["state"]["A.hand"] == 0


# --------------------------------------------------------------- a cost of several parts


def test_a_cost_of_two_parts_takes_distinct_cards() -> None:
    """「［あなたの、《甲》のキャラと《乙》のキャラを1枚ずつ【レスト】する］」 / 「［手札を2枚と、手札の
    「X」を1枚控え室に置く］」: one instruction on several parts; no card pays two parts, so one
    character with both traits cannot pay it (8.4.2.2; Q273, Q100)."""
    text = "【起】［あなたの、《甲》のキャラと《乙》のキャラを1枚ずつ【レスト】する］ あなたは1枚引く。"
    items = _one(text).cost
    assert [(i.what, i.sel.traits, i.apart) for i in items] == [
        ("rest", ("甲",), True),
        ("rest", ("乙",), True),
    ]
    moved = _one("【起】［手札を2枚と、手札の「X」を1枚控え室に置く］ あなたは1枚引く。").cost
    assert [(i.sel.names, i.n, i.dest) for i in moved] == [
        ((), 2, "waiting_room"),
        (("X",), 1, "waiting_room"),
    ]

    def run(stage: str) -> Any:
        return resolve(
            loads(
                HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
                f'      center_front: {{name: 起動役, type: character, level: 1, text: "{text}"}}\n'
                + stage
                + "  B: {deck: 10}\n"
                "actions:\n  - {do: activate, player: A, card: 起動役}\n"
                "ask: [A.hand]\n"
            )
        )

    both = run("      left_front: {name: 両方, type: character, level: 1, traits: [甲, 乙]}\n")
    assert both.outcome.get("rejected") and "8.4.2.2" in both.decided_by
    two = run(
        "      left_front: {name: 両方, type: character, level: 1, traits: [甲, 乙]}\n"
        "      right_front: {name: 乙だけ, type: character, level: 1, traits: [乙]}\n"
    )
    assert two.outcome["state"] == {"A.hand": 1}


# --------------------------------------------------------------- 「カード名をすべて失い」


_NAMELESS = "【永】 相手のすべての領域のキャラすべては、カード名をすべて失い、カード名を得ない。"


def _names_board(giver: str, watcher: str) -> Any:
    return resolve(
        loads(
            HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
            f'      center_front: {{name: 奪う, type: character, level: 1, text: "{giver}"}}\n'
            "  B:\n    deck: 10\n    waiting_room: [{name: 桜, type: character, level: 0}]\n"
            "    stage:\n"
            f'      center_front: {{name: 見る, type: character, level: 1, power: 4000, text: "{watcher}"}}\n'
            "ask: [見る.power]\n"
        )
    )


def test_cards_that_lose_their_names_match_no_name() -> None:
    """「相手のすべての領域のキャラすべては、カード名をすべて失い、カード名を得ない」: the opponent's
    characters in every zone have no card name (2.1), so 「「桜」があるなら」 finds none in the
    waiting room (Q634) and no two of them have the same name (Q637)."""
    prog = _one(_NAMELESS)
    (op,) = prog.steps
    assert (op.verb, op.target.owner, op.target.zone, op_ext(op, "forbid")) == (
        "lose_name",
        "opponent",
        "anywhere",
        ("gain_name",),
    )
    assert (
        _one("【永】 相手のキャラすべては、カード名をすべて失う。").steps[0].target.zone == "stage"
    )
    watcher = "【永】 あなたの控え室に「桜」があるなら、このカードのパワーを＋1000。"
    plain = _names_board("【永】 このカードのパワーを＋0。", watcher)
    assert plain.outcome["state"] == {"見る.power": 5000}
    r = _names_board(_NAMELESS, watcher)
    assert r.outcome["state"] == {"見る.power": 4000}
    assert {"2.1.2", "8.1.1.3", "8.3.3"} <= set(r.decided_by)
    # 「カード名を得ない」: a name given to it (「「桜」としても扱う」) is not had either
    also = (
        "【永】 このカードのカード名は「桜」としても扱う。\\n"
        "【永】 あなたの舞台に「桜」がいるなら、このカードのパワーを＋1000。"
    )
    assert _names_board("【永】 このカードのパワーを＋0。", also).outcome["state"] == {
        "見る.power": 5000
    }
    assert _names_board(_NAMELESS, also).outcome["state"] == {"見る.power": 4000}


def test_name_loss_only_in_a_continuous_ability() -> None:
    with pytest.raises(Unsupported):
        _one("あなたは相手のキャラすべては、カード名をすべて失う。")


# --------------------------------------------------------------- 「アタックしているキャラ」


def test_the_attacking_character_is_the_attacker() -> None:
    """「相手のアタックしているキャラを1枚選び、手札に戻す」: the character chosen in the attack
    declaration, while it stays in its slot (7.2.1.5) — not the opponent's other characters."""
    text = "【カウンター】 あなたは相手のアタックしているキャラを1枚選び、手札に戻す。"
    (choose, _back) = _one(text).steps
    assert "attacking" in choose.target.states and choose.target.owner == "opponent"
    r = resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: B, number: 6, phase: attack, first_player: A}\n"
            "players:\n  A:\n    level: 1\n    deck: 10\n"
            f'    hand: [{{name: 帰す, type: event, level: 0, cost: 0, text: "{text}"}}]\n'
            "    stage: {center_front: {name: 守り, type: character, level: 1, power: 9000}}\n"
            "  B:\n    level: 1\n    deck: 10\n    stage:\n"
            "      center_front: {name: 攻め, type: character, level: 1, power: 3000}\n"
            "      left_front: {name: 控え, type: character, level: 1, power: 3000}\n"
            "actions:\n  - do: attack\n    player: B\n    slot: center_front\n    kind: front\n"
            "    counter: [{do: play, player: A, card: 帰す}]\n"
            "ask: [攻め.zone, 控え.zone]\n"
        )
    )
    assert r.outcome["state"] == {"攻め.zone": "B.hand", "控え.zone": "B.stage.left_front"}
    assert "7.2.1.5" in r.decided_by


# --------------------------------------------------------------- 「このカードは《X》をすべて失う」


def test_a_continuous_ability_takes_a_trait_away() -> None:
    """「他の《武器》のキャラがいないなら、このカードは《服》をすべて失う」: while the condition holds
    the card has not the trait (2.5, 8.9.1.2); 「他の…キャラ」 is either player's (Q542)."""
    text = "【永】 他の《武器》のキャラがいないなら、このカードは《服》をすべて失う。"
    (op,) = _one(text).steps
    assert (op.verb, op.target.ref, op_ext(op, "traits")) == ("lose_trait", "this", ("服",))

    def traits(b_stage: str) -> Any:
        return resolve(
            loads(
                HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
                f'      center_front: {{name: 良, type: character, level: 0, traits: [服, 猫], text: "{text}"}}\n'
                f"  B:\n    deck: 10\n{b_stage}"
                "ask: [良.traits]\n"
            )
        ).outcome["state"]["良.traits"]

    assert traits("") == ["猫"]
    armed = "    stage: {center_front: {name: 武, type: character, level: 0, traits: [武器]}}\n"
    assert traits(armed) == ["服", "猫"]


# --------------------------------------------------------------- 「このカードとバトル中のキャラ」


def test_the_character_in_battle_with_this_card() -> None:
    """「このカードとバトル中のキャラを【レスト】する」: the grammar reads 「このカードと」 as the
    verb's partner; together with 「バトル中のキャラ」 it is this card's battle opponent (7.2.1.5.1),
    as 「このカードとバトルしているキャラ」 (Q238, Q215)."""
    text = "【自】 このカードがアタックした時、このカードとバトル中のキャラを【レスト】する。"
    (op,) = _one(text).steps
    assert (op.verb, op.target.ref) == ("orient", "battle_opponent")
    choose = _one(
        "【自】 このカードがアタックした時、あなたはこのカードとバトル中のレベル1以上のキャラを1枚選び、"
        "山札の下に置く。"
    ).steps[0]
    assert (choose.target.ref, choose.target.stats) == ("battle_opponent", (("level", "ge", 1),))
    r = resolve(
        loads(
            HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
            f'      center_front: {{name: 攻め, type: character, level: 1, power: 1000, text: "{text}"}}\n'
            "  B:\n    level: 1\n    deck: 10\n    stage:\n"
            "      center_front: {name: 守り, type: character, level: 1, power: 9000}\n"
            "      left_front: {name: 横, type: character, level: 1, power: 9000}\n"
            "actions:\n  - {do: attack, player: A, slot: center_front, kind: front}\n"
            "ask: [B.center_front, B.left_front]\n"
        )
    )
    assert r.outcome["state"] == {"B.center_front": ["守り(rest)"], "B.left_front": ["横"]}


# --------------------------------------------------------------- 「…を得て、…」 (continuous)


def test_a_continuous_gain_chained_with_te() -> None:
    """「このカードは《甲》を得て、このカードのカード名は「乙」としても扱う」: in a continuous ability
    the two effects hold together (8.1.1.3; Q226)."""
    text = "【永】 このカードは《甲》を得て、このカードのカード名は「乙」としても扱う。"
    assert [o.verb for o in _one(text).steps] == ["grant", "also_name"]
    r = resolve(
        loads(
            HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
            f'      center_front: {{name: 得る, type: character, level: 1, traits: [丙], text: "{text}"}}\n'
            "      left_front: {name: 見る, type: character, level: 1, power: 3000,"
            ' text: "【永】 あなたの舞台に「乙」がいるなら、このカードのパワーを＋1000。"}\n'
            "  B: {deck: 10}\n"
            "ask: [得る.traits, 見る.power]\n"
        )
    )
    assert r.outcome["state"] == {"得る.traits": ["丙", "甲"], "見る.power": 4000}
    with pytest.raises(Unsupported):
        # outside a continuous ability 「…を得て、」 is not read as two steps in order
        _one("【起】［(1)］ このカードは《甲》を得て、1枚引く。")


# --------------------------------------------------------------- 「赤のマーカーを持つキャラ」


def test_characters_with_a_marker_of_a_colour() -> None:
    """「あなたの赤のマーカーを持つキャラが1枚以上なら」: a character with a face-up red marker in its
    slot's marker zone (3.7.4); 赤 is the marker's colour, not the character's (Q196)."""
    text = "【永】 あなたの赤のマーカーを持つキャラが1枚以上なら、このカードのパワーを＋1000。"

    def power(markers: str) -> Any:
        return resolve(
            loads(
                HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
                f'      center_front: {{name: 見る, type: character, level: 1, power: 3000, color: RED, text: "{text}"}}\n'
                "      left_front: {name: 持つ, type: character, level: 1, color: BLUE}\n"
                f"    markers: {{left_front: [{markers}]}}\n"
                "  B: {deck: 10}\n"
                "ask: [見る.power]\n"
            )
        ).outcome["state"]["見る.power"]

    assert power("{name: 赤札, type: character, color: RED, face: up}") == 4000
    assert power("{name: 青札, type: character, color: BLUE, face: up}") == 3000
    assert power("{name: 伏せ札, type: character, color: RED, face: down}") == 3000


# --------------------------------------------------------------- 「クロックの下から1枚と…を1枚選び、入れ替える」


_CLOCK_SWAP = (
    "  A:\n    level: 1\n    deck: 10\n"
    "    clock: [{name: 上札, type: character}, {name: 下札, type: character}]\n"
    "    waiting_room: [%s]\n"
    "  B: {deck: 10}\n"
)


def test_a_clock_bottom_card_swaps_with_a_waiting_room_card() -> None:
    """「自分のクロックの下から1枚と控え室のキャラを1枚選び、入れ替える」: the bottom clock card and
    the one chosen in the waiting room take each other's place (8.8.1); with no card to choose
    on one side nothing is swapped (8.6.3.1.3; Q381, Q424). The arguments printed before a
    relative clause 「カード名に「X」を含む」 are the choice's (the grammar hangs them on it)."""
    text = "あなたは自分のクロックの下から1枚と控え室のカード名に「甲」を含むキャラを1枚選び、入れ替える。"
    prog = _one(text)
    op = prog.steps[-1]
    assert op.verb == "swap_each" and op.target.zone == "clock" and op.target.pos == "bottom"
    assert op_ext(op, "other").zone == "waiting_room" and op_ext(op, "other").contains_any == (
        "甲",
    )
    done = _run(
        _CLOCK_SWAP % "{name: 甲一, type: character}", text, ask="甲一.zone, 下札.zone, 上札.zone"
    )
    assert done.outcome["state"] == {
        "甲一.zone": "A.clock",
        "下札.zone": "A.waiting_room",
        "上札.zone": "A.clock",
    }
    none = _run(_CLOCK_SWAP % "{name: 乙一, type: character}", text, ask="乙一.zone, 下札.zone")
    assert none.outcome["state"] == {"乙一.zone": "A.waiting_room", "下札.zone": "A.clock"}
    assert "8.6.3.1.3" in none.decided_by


def test_a_count_printed_with_wo_after_its_noun_is_the_count() -> None:
    """「控え室の、《動物》か《勇者》のキャラを1枚を選び」 (the count printed with を): read as
    「…キャラを1枚選び」 (Q381)."""
    text = "あなたは自分のクロックの下から1枚と控え室の、《動物》か《勇者》のキャラを1枚を選び、入れ替えてよい。"
    op = _one(text).steps[-1]
    assert op.verb == "swap_each" and op.optional
    assert (
        op_ext(op, "other").zone == "waiting_room"
        and set(
            op_ext(op, "other").traits or op_ext(op, "other").traits_any or op_ext(op, "other").alts
        )
        != set()
    )


# --------------------------------------------------------------- 「クライマックス置場か控え室の」


def test_a_card_of_either_of_two_zones() -> None:
    """「あなたの、クライマックス置場か控え室の、「霧」を1枚」: a card in either zone may be chosen
    (8.6.3), in a cost as in an effect (Q335)."""
    cost = _one(
        "【起】［あなたの、クライマックス置場か控え室の、「霧」を1枚思い出にする］ あなたは1枚引く。"
    ).cost[0]
    assert cost.what == "move" and cost.sel.zone == "climax|waiting_room" and cost.dest == "memory"
    text = "あなたは自分の、クライマックス置場か控え室の、「霧」を1枚選び、思い出にする。"
    board = (
        "  A:\n    level: 1\n    deck: 10\n"
        "    climax: [{name: 霧, type: climax}]\n"
        "    waiting_room: [{name: 霧, type: climax}]\n"
        "  B: {deck: 10}\n"
    )
    ask = "A.memory, A.climax, A.waiting_room"
    for uid, left in (("A12", "A.waiting_room"), ("A13", "A.climax")):
        r = _run(board, text, f"  - {{player: A, at: choose, choose: {uid}}}\n", ask=ask)
        assert r.outcome["state"] == {"A.memory": 1, "A.climax": 0, "A.waiting_room": 0, left: 1}
    with pytest.raises(Unsupported):
        _one("あなたは自分の、山札か控え室の、「霧」を1枚選び、手札に戻す。")  # not a public zone


# --------------------------------------------------------------- 「Ｘ枚以上なら」 … 「Ｘは…に等しい」


def test_a_condition_comparing_with_x() -> None:
    """「あなたの思い出がＸ枚以上なら、このカードのパワーを＋1000。Ｘはこのカードのレベルに等しい。」:
    the condition compares with Ｘ, worked out each time it is read (8.3.3; Q336)."""
    text = "【永】 あなたの思い出がＸ枚以上なら、このカードのパワーを＋1000。Ｘはこのカードのレベルに等しい。"
    cond = _one(text).cond
    assert cond.what == "count" and cond_x(cond) is not None and cond_x(cond).stat == "level"

    def power(memory: int) -> Any:
        return resolve(
            loads(
                HEAD + "players:\n  A:\n    level: 2\n    deck: 10\n"
                f"    memory: {memory}\n    stage:\n"
                f'      center_front: {{name: 見る, type: character, level: 2, power: 3000, text: "{text}"}}\n'
                "  B: {deck: 10}\n"
                "ask: [見る.power]\n"
            )
        ).outcome["state"]["見る.power"]

    assert power(1) == 3000
    assert power(2) == 4000
    with pytest.raises(Unsupported):
        _one("【永】 あなたの思い出がＸ枚以上なら、このカードのパワーを＋1000。")  # no Ｘ defined


# --------------------------------------------------------------- 『…Ｘ…』Ｘは…に等しい (after the quote)


def test_a_given_ability_with_x_defined_after_the_quote() -> None:
    """「…次の能力を与える。『【永】 このカードのパワーを＋Ｘ。』Ｘはあなたの手札の枚数×1000に等しい。」:
    Ｘ is the giving effect's, worked out when it gives the ability, and the ability is given
    with that number (8.8.1; Q365, Q366: two gains with different Ｘ are two abilities)."""
    text = (
        "あなたは自分のキャラを1枚選び、そのターン中、次の能力を与える。"
        "『【永】 このカードのパワーを＋Ｘ。』Ｘはあなたの手札の枚数×1000に等しい。"
    )
    op = [o for o in _one(text).steps if o.verb == "grant"][0]
    assert (
        op_ext(op, "x") is not None
        and op_ext(op, "x").what == "count"
        and op_ext(op, "x").k == 1000
    )
    board = (
        "  A:\n    level: 1\n    deck: 10\n    hand: 2\n    stage:\n"
        "      center_front: {name: 得る, type: character, level: 1, power: 3000}\n"
        "  B: {deck: 10}\n"
    )
    r = _run(board, text, ask="得る.power, 得る.abilities")
    assert r.outcome["state"]["得る.power"] == 5000
    assert any("+2000" in a for a in r.outcome["state"]["得る.abilities"])
    with pytest.raises(Unsupported):
        # an Ｘ nothing defines
        _one(
            "あなたは自分のキャラを1枚選び、そのターン中、次の能力を与える。『【永】 このカードのパワーを＋Ｘ。』"
        )


# --------------------------------------------------------------- conditions the grammar hangs apart


def test_the_revealed_card_has_one_of_the_names() -> None:
    """「そのカードがカード名に「甲」か「乙」を含むキャラなら」: the subject そのカードが is the
    condition's (the grammar hangs it on 「…を含む」); the card just revealed is matched
    (Q441)."""
    text = (
        "あなたは自分の山札の上から1枚を公開する。そのカードがカード名に「甲」か「乙」を含むキャラなら、"
        "あなたは1枚引く。"
    )
    cond = [o for o in _one(text).steps if o.cond is not None][0].cond
    assert (
        cond.what == "match"
        and cond.sel == Sel(ref="chosen")
        and cond.filt.contains_any == ("甲", "乙")
    )

    def hand(top: str) -> Any:
        board = f"  A:\n    level: 1\n    deck: [{{name: {top}, type: character}}, 5]\n  B: {{deck: 10}}\n"
        return _run(board, text, ask="A.hand").outcome["state"]["A.hand"]

    assert hand("乙の子") == 1
    assert hand("丙の子") == 0


def test_no_facing_character_or_a_reversed_one() -> None:
    """「…があり、このカードの正面のキャラがいないか【リバース】しているなら」: the last of the
    conditions is an or-condition, its subject printed once (Q619)."""
    text = (
        "【永】 あなたの手札が1枚以上あり、"
        "このカードの正面のキャラがいないか【リバース】しているなら、このカードのパワーを＋1000。"
    )
    cond = _one(text).cond
    assert cond.what == "and" and cond.parts[-1].what == "or"
    assert all(p.sel.ref == "facing" for p in cond.parts[-1].parts)

    def power(facing: str) -> Any:
        return resolve(
            loads(
                HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    hand: 1\n    stage:\n"
                f'      center_front: {{name: 見る, type: character, level: 1, power: 3000, text: "{text}"}}\n'
                "  B:\n    deck: 10\n"
                + (
                    f"    stage: {{center_front: {{name: 正面, type: character, state: {facing}}}}}\n"
                    if facing
                    else ""
                )
                + "ask: [見る.power]\n"
            )
        ).outcome["state"]["見る.power"]

    assert power("") == 4000
    assert power("reverse") == 4000
    assert power("stand") == 3000


# --------------------------------------------------------------- 「前列の、「X」を1枚とこのカードを【レスト】する」


def test_a_rest_cost_of_another_card_and_this_one_in_the_front_row() -> None:
    """「あなたの前列の、「相方」を1枚とこのカードを【レスト】する」: what is printed before 「の、」
    is said of both; with this card in the back row the cost cannot be paid (8.4.2.2; Q640)."""
    text = "【起】［あなたの前列の、「相方」を1枚とこのカードを【レスト】する］ あなたは1枚引く。"
    cost = _one(text).cost
    assert [(c.what, c.sel.ref, c.sel.zone) for c in cost] == [
        ("rest", None, "front_row"),
        ("rest", "this", "front_row"),
    ]

    def hand(slot: str) -> Any:
        src = (
            HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
            "      left_front: {name: 相方, type: character, level: 1}\n"
            f'      {slot}: {{name: 起動役, type: character, level: 1, text: "{text}"}}\n'
            "  B: {deck: 10}\n"
            "actions:\n  - {do: activate, player: A, card: 起動役, allowed: %s}\n"
            "ask: [A.hand]\n"
        )
        ok = "true" if slot.endswith("front") else "false"
        return resolve(loads(src % ok)).outcome["state"]["A.hand"]

    assert hand("center_front") == 1
    assert hand("left_back") == 0


# --------------------------------------------------------------- 「その舞台のキャラの下に」


def test_a_marker_under_the_character_chosen_before() -> None:
    """「…キャラを1枚選ぶ。…控え室の「札」を1枚選び、その舞台のキャラの下にマーカーとして表向きに
    置く」: the marker goes under the character on the stage chosen in the first sentence, not
    under the card chosen last (3.7.1, 3.7.2.1; Q551)."""
    text = (
        "あなたは自分のカード名に「主」を含むキャラを1枚選ぶ。"
        "あなたは自分の控え室の「札」を1枚選び、その舞台のキャラの下にマーカーとして表向きに置く。"
    )
    board = (
        "  A:\n    level: 1\n    deck: 10\n    waiting_room: [{name: 札, type: character}]\n"
        "    stage:\n      left_back: {name: 主役, type: character, level: 1}\n"
        "      center_front: {name: 脇役, type: character, level: 1}\n"
        "  B: {deck: 10}\n"
    )
    r = _run(board, text, ask="札.zone")
    assert r.outcome["state"] == {"札.zone": "A.markers.left_back"}
    assert "3.7.2.1" in r.decided_by


# --------------------------------------------------------------- 領域移動誘発 (8.7.4)


def test_a_trigger_on_this_card_moving_zones_is_a_zone_move_trigger() -> None:
    """「このカードが手札から舞台に置かれた時」: the card moving zones is the trigger condition, a
    zone-move trigger (領域移動誘発, 8.7.4); the ruling cites it beside 8.7.2 (Q564)."""
    text = "【自】 このカードが手札から舞台に置かれた時、あなたは1枚引く。"
    r = resolve(
        loads(
            HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n"
            f'    hand: [{{name: 出る, type: character, level: 0, cost: 0, text: "{text}"}}]\n'
            "  B: {deck: 10}\n"
            "actions:\n  - {do: play, player: A, card: 出る, slot: center_front}\n"
            "ask: [A.hand]\n"
        )
    )
    assert r.outcome["state"]["A.hand"] == 1
    assert "8.7.4" in r.decided_by and "8.7.2" in r.decided_by


def test_a_card_that_left_the_named_zone_for_another_does_not_trigger() -> None:
    """「あなたのクロックが控え室に置かれた時」 and a clock card put into the hand instead: not the
    event written (8.1.1.2.1), so the ability does not become pending (8.7.2), and the ruling
    says so (Q343)."""
    text = "【自】 あなたのクロックが控え室に置かれた時、あなたは1枚引く。"
    board = (
        "  A:\n    level: 1\n    deck: 10\n"
        "    clock: [{name: 上札, type: character}, {name: 下札, type: character}]\n"
        "    stage:\n"
        f'      center_front: {{name: 見張り, type: character, level: 1, text: "{text}"}}\n'
        "  B: {deck: 10}\n"
    )
    to_hand = _run(board, "あなたは自分のクロックの上から1枚を、手札に戻す。", ask="A.hand")
    assert to_hand.outcome["state"]["A.hand"] == 1  # the card returned, nothing drawn
    said = [st for st in to_hand.main.trace.steps if st.event == "not_triggered"]
    assert len(said) == 1 and {"8.1.1.2.1", "8.7.2"} <= set(said[0].clauses)
    to_wr = _run(board, "あなたは自分のクロックの上から1枚を、控え室に置く。", ask="A.hand")
    assert to_wr.outcome["state"]["A.hand"] == 1  # drawn
    assert not [st for st in to_wr.main.trace.steps if st.event == "not_triggered"]


# --------------------------------------------------------------- 「…のレベルがこのカードのレベル以下なら」


def test_a_value_compared_with_the_same_value_of_another_card() -> None:
    """「このカードのバトル相手のレベルがこのカードのレベル以下なら」: the battle opponent's level
    (7.2.1.5.1) compared with this card's, both read when the condition is (8.7.3); 以上 the other
    way. The grammar gives 「…のレベル以下」 as a noun phrase ending in 以下 (the shared reader
    ``_compared``)."""
    text = (
        "【自】 このカードが【リバース】した時、このカードのバトル相手のレベルがこのカードのレベル"
        "以下なら、あなたはそのキャラを【リバース】してよい。"
    )
    cond = _one(text).cond
    assert (cond.what, cond.sel.ref, cond.cmp, cond.than.ref) == (
        "stat",
        "battle_opponent",
        "le",
        "this",
    )
    assert _one(text.replace("以下", "以上")).cond.cmp == "ge"

    def opponent_after(level: int) -> Any:
        r = resolve(
            loads(
                HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
                f'      center_front: {{name: 弱, type: character, level: 1, power: 1000, text: "{text}"}}\n'
                "  B:\n    level: 1\n    deck: 10\n    stage:\n"
                f"      center_front: {{name: 強, type: character, level: {level}, power: 9000}}\n"
                "actions:\n  - {do: attack, player: A, slot: center_front, kind: front}\n"
                "choices:\n  - {player: A, at: optional, choose: 'yes'}\n"
                "ask: [B.center_front]\n"
            )
        )
        return r.outcome["state"]["B.center_front"]

    assert opponent_after(1) == ["強(reverse)"]  # level 1 <= 1
    assert opponent_after(2) == ["強"]  # level 2 > 1: the condition does not hold


# --------------------------------------------------------------- 「トリガーアイコンが[[soul.gif]][[soul.gif]]の」


def test_two_trigger_icons_printed_together_are_both_the_cards() -> None:
    """「トリガーアイコンが[[soul.gif]][[soul.gif]]のCX」: a climax whose trigger icons (2.16) are
    two souls; one soul is not enough (「[[A]]か[[B]]」 stays one of several)."""
    text = "あなたは自分の控え室のトリガーアイコンが[[soul.gif]][[soul.gif]]のCXを1枚選び、手札に戻す。"
    target = _one(text).steps[0].target
    assert (target.icons, target.icons_any) == (("soul", "soul"), ())  # each, twice
    either = _one(text.replace("[[soul.gif]][[soul.gif]]", "[[soul.gif]]か[[gate.gif]]"))
    assert len(either.steps[0].target.icons) < 2  # not both: one of several
    waiting = (
        "[{name: 一魂, type: climax, trigger: [SOUL]},"
        " {name: 二魂, type: climax, trigger: [SOUL, SOUL]}]"
    )
    r = _run(
        f"  A:\n    level: 1\n    deck: 10\n    waiting_room: {waiting}\n  B: {{deck: 10}}\n",
        text,
        ask="一魂.zone, 二魂.zone",
    )
    assert r.outcome["state"] == {"一魂.zone": "A.waiting_room", "二魂.zone": "A.hand"}


# --------------------------------------------------------------- 「クロックの下から2枚までを」


def test_up_to_n_cards_from_the_bottom_of_a_pile() -> None:
    """「あなたは自分のクロックの下から2枚までを、控え室に置く」: how many is the master's choice
    (8.6.3.1.1), taken from the bottom of the pile (the clock's cards lie one on another, 3.8.2;
    a scenario lists a pile top first)."""
    text = "あなたは自分のクロックの下から2枚までを、控え室に置く。"
    (op,) = _one(text).steps
    assert (op.target.zone, op.target.pos, op.target.count, op.target.bound) == (
        "clock",
        "bottom",
        2,
        "up_to",
    )
    clock = (
        "[{name: 一, type: character}, {name: 二, type: character}, {name: 三, type: character}]"
    )

    def after(k: int) -> Any:
        return _run(
            f"  A:\n    level: 1\n    deck: 10\n    clock: {clock}\n  B: {{deck: 10}}\n",
            text,
            f"  - {{player: A, at: count, choose: {k}}}\n",
            "一.zone, 二.zone, 三.zone",
        ).outcome["state"]

    assert after(2) == {
        "一.zone": "A.clock",
        "二.zone": "A.waiting_room",
        "三.zone": "A.waiting_room",
    }
    assert after(1) == {"一.zone": "A.clock", "二.zone": "A.clock", "三.zone": "A.waiting_room"}
    assert after(0) == {"一.zone": "A.clock", "二.zone": "A.clock", "三.zone": "A.clock"}


# --------------------------------------------------------------- 「山札を上から1枚選び」


def test_a_choice_of_the_cards_at_one_end_of_a_pile() -> None:
    """「あなたは自分のクロックを上から1枚選び、控え室に置く」: the card chosen is the top one of
    the pile (8.6.3); 「下から2枚」 the bottom two; 「山札を上から1枚選び、ストック置場に置く」 the
    deck's top card."""
    text = "あなたは自分のクロックを上から1枚選び、控え室に置く。"
    choose = _one(text).steps[0]
    assert (choose.verb, choose.target.zone, choose.target.pos, choose.n) == (
        "choose",
        "clock",
        "top",
        1,
    )
    board = (
        "  A:\n    level: 1\n    deck: [{name: 山, type: character}, 5]\n"
        "    clock: [{name: 一, type: character}, {name: 二, type: character},"
        " {name: 三, type: character}]\n  B: {deck: 10}\n"
    )

    def after(t: str) -> Any:
        return _run(board, t, "", "一.zone, 二.zone, 三.zone, 山.zone").outcome["state"]

    assert after(text) == {
        "一.zone": "A.waiting_room",
        "二.zone": "A.clock",
        "三.zone": "A.clock",
        "山.zone": "A.deck",
    }
    assert after("あなたは自分のクロックを下から2枚選び、控え室に置く。") == {
        "一.zone": "A.clock",
        "二.zone": "A.waiting_room",
        "三.zone": "A.waiting_room",
        "山.zone": "A.deck",
    }
    assert after("あなたは自分の山札を上から1枚選び、ストック置場に置く。")["山.zone"] == "A.stock"


# --------------------------------------------------------------- 「…引き、自分の手札を同じ枚数選び」


def test_a_choice_of_as_many_cards_as_the_step_before_dealt_with() -> None:
    """「あなたは2枚まで引き、自分の手札を同じ枚数選び、控え室に置く」: as many cards as were drawn
    (3.2.3.1: the master may stop before each); after a move (「ストックの下から2枚までを、手札に
    戻し、自分の手札を同じ枚数選び」) as many as it moved."""
    text = "あなたは2枚まで引き、自分の手札を同じ枚数選び、控え室に置く。"
    draw, choose, _put = _one(text).steps
    assert (draw.verb, choose.verb, op_ext(choose, "x").what) == ("draw", "choose", "drawn")
    board = (
        "  A:\n    level: 1\n    hand: [{name: 手, type: character}]\n"
        "    deck: [{name: 上, type: character}, {name: 次, type: character}, 5]\n  B: {deck: 10}\n"
    )
    yes, no = (
        "  - {player: A, at: optional, choose: 'yes'}\n",
        "  - {player: A, at: optional, choose: 'no'}\n",
    )
    pick = "  - {player: A, at: choose, choose: %s}\n"
    ask = "手.zone, 上.zone, 次.zone"
    one = _run(board, text, yes + no + pick % "手", ask).outcome["state"]
    assert one == {"手.zone": "A.waiting_room", "上.zone": "A.hand", "次.zone": "A.deck"}
    two = _run(board, text, yes + yes + pick % "手" + pick % "上", ask).outcome["state"]
    assert two == {"手.zone": "A.waiting_room", "上.zone": "A.waiting_room", "次.zone": "A.hand"}
    none = _run(board, text, no, ask).outcome["state"]
    assert none == {"手.zone": "A.hand", "上.zone": "A.deck", "次.zone": "A.deck"}
    moved = (
        "あなたは自分のストックの下から2枚までを、手札に戻し、自分の手札を同じ枚数選び、"
        "ストック置場の下に好きな順番で置く。"
    )
    r = _run(
        "  A:\n    level: 1\n    hand: [{name: 手, type: character}]\n"
        "    stock: [{name: 上, type: character}, {name: 下, type: character}]\n"
        "    deck: 5\n  B: {deck: 10}\n",
        moved,
        "  - {player: A, at: count, choose: 1}\n" + pick % "手",
        "手.zone, 上.zone, 下.zone",
    )
    assert r.outcome["state"] == {"手.zone": "A.stock", "上.zone": "A.stock", "下.zone": "A.hand"}


# --------------------------------------------------------------- 「レベル1以下でコスト0以下の」


def test_two_descriptions_joined_by_de() -> None:
    """「自分の控え室のレベル1以下でコスト0以下のキャラ」 / 「自分のレベル以下でコスト0以下の」: the
    grammar reads 「…以下で」 as the choice's means; it is the copula joining two descriptions, and
    a card passes both (a level of 0 and a cost of 0 here; 自分のレベル: the number of cards in the
    player's level zone, 3.9)."""
    text = "あなたは自分の控え室の自分のレベル以下でコスト0以下のキャラを1枚選び、手札に戻す。"
    choose = _one(text).steps[0]
    assert (ext(choose.target, "stat_level"), choose.target.stats) == (
        ("level", "le", "you", 0),
        (("cost", "le", 0),),
    )
    assert _one(text.replace("自分のレベル以下", "レベル1以下")).steps[0].target.stats == (
        ("level", "le", 1),
        ("cost", "le", 0),
    )
    waiting = (
        "[{name: 高, type: character, level: 2, cost: 0}, {name: 重, type: character, level: 0,"
        " cost: 1}, {name: 軽, type: character, level: 0, cost: 0}]"
    )
    r = _run(
        f"  A:\n    level: 1\n    deck: 10\n    waiting_room: {waiting}\n  B: {{deck: 10}}\n",
        text,
        ask="高.zone, 重.zone, 軽.zone",
    )
    assert r.outcome["state"] == {
        "高.zone": "A.waiting_room",
        "重.zone": "A.waiting_room",
        "軽.zone": "A.hand",
    }


# --------------------------------------------------------------- 「…を2枚クロック置場の下に好きな順番で置く」


def test_a_cost_putting_cards_under_the_clock_in_any_order() -> None:
    """「あなたの控え室のキャラを2枚クロック置場の下に好きな順番で置く」: a cost of two cards put
    one by one at the bottom of the clock, in the order the player picks them (8.4.2; Q409)."""
    text = (
        "【起】［あなたの控え室のキャラを2枚クロック置場の下に好きな順番で置く］ あなたは1枚引く。"
    )
    cost = _one(text).cost[0]
    assert (cost.what, cost.n, cost.dest, cost.pos) == ("move", 2, "clock", "bottom")

    def clock(first: str, second: str) -> Any:
        src = (
            HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n"
            "    clock: [{name: 元, type: character}]\n"
            "    waiting_room: [{name: 甲, type: character}, {name: 乙, type: character}]\n"
            "    stage:\n"
            f'      center_front: {{name: 起動役, type: character, level: 1, text: "{text}"}}\n'
            "  B: {deck: 10}\n"
            "actions:\n  - {do: activate, player: A, card: 起動役}\n"
            f"choices:\n  - {{player: A, at: cost, choose: {first}}}\n"
            f"  - {{player: A, at: cost, choose: {second}}}\n"
            "ask: [A.clock, A.hand]\n"
        )
        r = resolve(loads(src))
        assert r.outcome["state"]["A.hand"] == 1
        ctx = r.main.ctx
        assert ctx is not None
        return [c.name for c in ctx.zone("A", "clock")]

    # the clock listed from its top to its bottom: each card goes under the one before
    assert clock("甲", "乙") == ["元", "甲", "乙"]
    assert clock("乙", "甲") == ["元", "乙", "甲"]


# --------------------------------------------------------- 「この能力は、1ターンにつきN回しか使えない」


def _use_limit_board(times: int) -> str:
    act = "【起】 ［このカードを【レスト】する］ そのターン中、このカードのパワーを＋500。"
    return (
        "  A:\n    level: 1\n    deck: 10\n    stage:\n"
        "      center_front: {name: 甲, type: character, level: 0, power: 2500, text: "
        f'"【自】 この能力は、1ターンにつき{times}回しか使えない。あなたが【起】を使った時、'
        'そのターン中、このカードのパワーを＋1500。"}\n'
        f'      left_front: {{name: 乙, type: character, level: 0, power: 2000, text: "{act}"}}\n'
        f'      right_front: {{name: 丙, type: character, level: 0, power: 2000, text: "{act}"}}\n'
        "  B: {level: 1, deck: 10}\n"
    )


def _use_twice(times: int) -> Any:
    src = (
        HEAD
        + "players:\n"
        + _use_limit_board(times)
        + "actions:\n  - {do: activate, player: A, card: 乙}\n"
        + "  - {do: activate, player: A, card: 丙}\nask: [甲.power]\n"
    )
    return resolve(loads(src))


def test_a_use_limit_printed_as_text_binds() -> None:
    """「この能力は、1ターンにつき1回しか使えない」 (Q187's card prints 2回): a limit on the use, printed
    as text, binds over the rules (1.3.1). Used twice, the second pending one cannot be played and
    is cancelled (8.7.3.2); with 2回 both are played (8.7.3.1: no choice, unlike 【ターンN】)."""
    r = _one(
        "【自】 この能力は、1ターンにつき2回しか使えない。あなたが【起】を使った時、そのターン中、このカードのパワーを＋1500。"
    )
    assert uses_a_turn(r) == 2 and prog_ext(r, "limit_use") and not prog_ext(r, "limit_icon")
    once = _use_twice(1)
    assert once.outcome["state"]["甲.power"] == 4000
    assert "1.3.1" in once.decided_by and "8.7.3.2" in once.decided_by
    assert "10.19.3" not in once.decided_by and "10.19.4" not in once.decided_by
    twice = _use_twice(2)
    assert twice.outcome["state"]["甲.power"] == 5500 and "8.7.3.2" not in twice.decided_by


# ------------------------------------- 「それらのキャラの中でパワーが1番高い…、パワーが1番低い…」

_GROUP = (
    "  A:\n    level: 1\n    deck: 10\n    stage:\n"
    "      center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1}\n"
    "      left_front: {name: 乙, type: character, level: 1, power: 3000, soul: 1}\n"
    "      right_front: {name: 丙, type: character, level: 1, power: 1000, soul: 1}\n"
    "  B: {level: 1, deck: 10}\n"
)
_AMONG = (
    "あなたは自分のキャラを2枚選ぶ。あなたはそれらのキャラの中でパワーが1番高いキャラを1枚選び、"
    "そのターン中、ソウルを＋1し、パワーが1番低いキャラを1枚選び、そのターン中、ソウルを－1。"
)


def test_a_second_choice_among_the_group_a_first_sentence_chose() -> None:
    """「それらのキャラの中でパワーが1番高いキャラを1枚選び、…、パワーが1番低いキャラを1枚選び」:
    both choices are among the characters the sentence before chose (それらのキャラ), the second
    with no group printed (the one the choice before was made among); 丙, weaker but not chosen
    first, is no candidate (8.6.3; Q497)."""
    prog = _one("【自】 このカードがアタックした時、" + _AMONG)
    refs = [o.target.ref for o in prog.steps if o.verb == "choose"]
    assert refs == [None, "among_chosen", "among_looked"]
    first = "  - {player: A, at: choose, choose: 甲}\n  - {player: A, at: choose, choose: 乙}\n"
    r = _run(
        _GROUP,
        _AMONG,
        first
        + "  - {player: A, at: choose, choose: 甲}\n  - {player: A, at: choose, choose: 乙}\n",
        "甲.soul, 乙.soul, 丙.soul",
    )
    assert r.outcome["state"] == {"甲.soul": 2, "乙.soul": 0, "丙.soul": 1}
    with pytest.raises(ScenarioError, match="丙"):  # 丙 is not among them: no option
        _run(
            _GROUP,
            _AMONG,
            first
            + "  - {player: A, at: choose, choose: 甲}\n  - {player: A, at: choose, choose: 丙}\n",
        )
    with pytest.raises(Unsupported):
        _one(
            "【自】 このカードがアタックした時、あなたはパワーが1番低いキャラを1枚選び、そのターン中、ソウルを－1。"
        )


def test_this_card_in_a_choice_is_no_choice() -> None:
    """「他の自分のキャラを1枚とこのカードを選び」: this card is the one target its words allow, so
    only the other part asks its master (8.6.3.1): the next answer (甲) goes to the next choice,
    not to this card's part (Q497's answers)."""
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 3, phase: main, first_player: A}\n"
        "players:\n  A:\n    level: 0\n    deck: 10\n"
        "    hand: [{name: 甲, type: character, level: 0, power: 2500, soul: 1, text: "
        '"【自】 このカードが手札から舞台に置かれた時、あなたは他の自分のキャラを1枚とこのカードを選び、'
        'そのターン中、ソウルを＋1。あなたは自分のキャラを1枚選び、【レスト】する。"}]\n'
        "    stage: {left_front: {name: 乙, type: character, level: 0, power: 2500, soul: 1}}\n"
        "  B: {deck: 10}\n"
        "actions:\n  - {do: play, player: A, card: 甲, slot: center_front}\n"
        "choices:\n  - {player: A, at: choose, choose: 乙}\n  - {player: A, at: choose, choose: 甲}\n"
        "ask: [甲.soul, 乙.soul, A.center_front, A.left_front]\n"
    )
    r = resolve(loads(src))
    assert r.outcome == {
        "game_over": False,
        "state": {
            "甲.soul": 2,
            "乙.soul": 2,
            "A.center_front": ["甲(rest)"],
            "A.left_front": ["乙"],
        },
    }


# ------------------------------------------ 「このカードが《X》のキャラとバトルしているなら」

_BATTLE_WITH = (
    "【永】 このカードが《本》か《漫画》のキャラとバトルしているなら、このカードのパワーを＋2000。"
)


def _front_attack(defender_traits: str, text: str = _BATTLE_WITH, kind: str = "front") -> Any:
    src = (
        "game: ws\ntitle: t\n"
        "turn: {player: A, number: 3, phase: attack, first_player: A}\n"
        "players:\n"
        "  A:\n    deck: [{name: 普通の札, type: character, level: 0, trigger: []}, 10]\n"
        "    stage:\n"
        "      center_front: {name: 読書家, type: character, level: 0, power: 3000, soul: 1,"
        f' text: "{text}"}}\n'
        "  B:\n    deck: 10\n    stage:\n"
        "      center_front: {name: 相手, type: character, level: 0, power: 4000, soul: 1,"
        f" traits: [{defender_traits}]}}\n"
        f"actions:\n  - {{do: attack, slot: center_front, kind: {kind}}}\n"
        "ask: [A.center_front, B.center_front]\n"
    )
    return resolve(loads(src, "t.yaml"))


def test_battling_with_a_described_character_is_the_battle_opponent() -> None:
    """「このカードが《本》か《漫画》のキャラとバトルしているなら」: the character this card is in
    battle with is its battle opponent (7.2.1.5.1) — read as 「このカードのバトル相手が《本》か
    《漫画》のキャラなら」; +2000 while it battles one (3000 → 5000 beats 4000, 7.6.1.2), nothing
    against a character of neither trait (3000 loses)."""
    prog = _one(_BATTLE_WITH)
    assert (
        prog.cond
        == _one(
            "【永】 このカードのバトル相手が《本》か《漫画》のキャラなら、このカードのパワーを＋2000。"
        ).cond
    )
    assert prog.cond.sel.ref == "battle_opponent"
    st = _front_attack("漫画").outcome["state"]
    assert (st["A.center_front"], st["B.center_front"]) == (["読書家(rest)"], ["相手(reverse)"])
    st = _front_attack("スポーツ").outcome["state"]
    assert (st["A.center_front"], st["B.center_front"]) == (["読書家(reverse)"], ["相手"])


_IN_BATTLE = (
    "【永】 このカードのバトル中、あなたのキャラが1枚以上なら、このカードのパワーを＋2000。"
)


def test_in_this_cards_battle() -> None:
    """「このカードのバトル中、…なら」 and 「このカードがバトルしているなら」: this card is in a battle
    (it has a battle opponent, 7.2.1.5.1) and the rest holds — +2000 in a front attack's battle
    (5000 beats 4000, 7.6.1.2); out of a battle (the main phase) it keeps 3000."""
    from ruling.games._ws.cardtext.conditions import IN_BATTLE

    assert _one(_IN_BATTLE).cond.parts[0] == IN_BATTLE
    bare = "【永】 このカードがバトルしているなら、このカードのパワーを＋2000。"
    assert _one(bare).cond == IN_BATTLE
    for text in (_IN_BATTLE, bare):
        st = _front_attack("スポーツ", text).outcome["state"]
        assert (st["A.center_front"], st["B.center_front"]) == (["読書家(rest)"], ["相手(reverse)"])
    idle = resolve(
        loads(
            HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
            "      center_front: {name: 読書家, type: character, level: 0, power: 3000,"
            f' text: "{bare}"}}\n  B: {{deck: 10}}\n'
            "ask: [読書家.power]\n",
            "t.yaml",
        )
    )
    assert idle.outcome["state"]["読書家.power"] == 3000  # no battle in the main phase


# --------------------------------------------------------------- 「マーカーを持つキャラ」


def test_characters_with_or_without_markers() -> None:
    """「他のあなたのマーカーを持つキャラすべてに、パワーを＋500」: the characters with a card in their
    slot's marker zone (3.7.4), of either face; 「マーカーを持たない」 the others."""
    has = "【永】 他のあなたのマーカーを持つキャラすべてに、パワーを＋500。"
    lacks = "【永】 他のあなたのマーカーを持たないキャラすべてに、パワーを＋500。"
    assert "marked" in _one(has).steps[0].target.states
    assert "unmarked" in _one(lacks).steps[0].target.states

    def powers(text: str) -> tuple[int, int]:
        st = resolve(
            loads(
                HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
                f'      center_front: {{name: 源, type: character, level: 1, power: 3000, text: "{text}"}}\n'
                "      left_front: {name: 持つ, type: character, level: 1, power: 3000}\n"
                "      right_front: {name: 持たず, type: character, level: 1, power: 3000}\n"
                "    markers: {left_front: [{name: 伏せ札, type: character, face: down}]}\n"
                "  B: {deck: 10}\n"
                "ask: [持つ.power, 持たず.power]\n"
            )
        ).outcome["state"]
        return st["持つ.power"], st["持たず.power"]

    assert powers(has) == (3500, 3000)
    assert powers(lacks) == (3000, 3500)


# --------------------------------------------------------------- 「このカードは《A》と《B》を得る」


def test_traits_joined_by_to_are_all_gained() -> None:
    """「このカードは《演劇》と《だんご》を得る」: both traits (2.5; the grammar reads 「《演劇》と」 as a
    partner of the verb, folded back into the object), as 「《演劇》を得る」 is one."""
    text = "【永】 舞台にこのカードがいるなら、このカードは《演劇》と《だんご》を得る。"
    assert op_ext(_one(text).steps[0], "traits") == ("演劇", "だんご")
    three = "【自】 このカードがアタックした時、そのターン中、このカードは《甲》と《乙》と《丙》を得る。"
    assert op_ext(_one(three).steps[0], "traits") == ("甲", "乙", "丙")
    st = resolve(
        loads(
            HEAD + "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
            f'      center_front: {{name: 得る, type: character, level: 1, power: 3000, text: "{text}"}}\n'
            "  B: {deck: 10}\n"
            "ask: [得る.traits]\n"
        )
    ).outcome["state"]
    assert sorted(st["得る.traits"]) == ["だんご", "演劇"]


# --------------------------------------------------------------- 「このカードは…ず、…ない」


def _prohibited(text: str, act: str) -> Any:
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 3, phase: attack, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n    stage:\n"
        f'      center_front: {{name: 禁, type: character, level: 0, power: 3000, soul: 1, text: "{text}"}}\n'
        "  B:\n    deck: 10\n    stage:\n"
        "      center_front: {name: 相手, type: character, level: 0, power: 4000, soul: 1}\n"
        f"actions:\n  - {act}\nask: [禁.zone]\n"
    )
    return resolve(loads(src, "t.yaml"))


def test_two_prohibitions_on_the_topic() -> None:
    """「このカードは相手の効果に選ばれず、サイドアタックできない」: the continuative 「…ず、」 is the same
    prohibition, and the topic 「このカードは」 is that of the prohibition after it (1.3.3): neither
    the opponent's effect chooses it nor is a side attack declared with it (7.2.1.4)."""
    text = "【永】 このカードは相手の効果に選ばれず、サイドアタックできない。"
    prog = _one(text)
    assert [(o.verb, o.target.ref, o.stat) for o in prog.steps] == [
        ("prohibit", "this", "chosen_by_opponent"),
        ("prohibit", "this", "side_attack"),
    ]
    bounce = '{do: resolve_text, player: B, text: "あなたは相手のキャラを1枚選び、手札に戻す。"}'
    assert _prohibited(text, bounce).outcome["state"]["禁.zone"] == "A.stage.center_front"
    assert _prohibited("", bounce).outcome["state"]["禁.zone"] == "A.hand"
    side = "{do: attack, slot: center_front, kind: side}"
    assert _prohibited(text, side).outcome.get("rejected") is True
    assert not _prohibited("", side).outcome.get("rejected")
    # the order does not matter, and 「【リバース】せず、」 reads the same way
    assert [
        o.stat
        for o in _one("【永】 このカードはサイドアタックできず、相手の効果に選ばれない。").steps
    ] == [
        "side_attack",
        "chosen_by_opponent",
    ]
    assert [
        o.stat for o in _one("【永】 このカードは【リバース】せず、相手の効果に選ばれない。").steps
    ] == [
        "reverse",
        "chosen_by_opponent",
    ]


# --------------------------------------------------------------- 「このダメージがキャンセルされたなら」


def test_whether_the_damage_just_dealt_was_cancelled() -> None:
    """「相手に1ダメージを与える。このダメージがキャンセルされたなら、1枚引く」: the damage processing
    of the step before ended cancelled (a climax revealed, 4.10.1.2) or not (its card to the clock,
    4.10.1.3); 「されなかったなら」 the other way."""
    hit = "相手に1ダメージを与える。このダメージがキャンセルされたなら、あなたは1枚引く。"
    miss = "相手に1ダメージを与える。そのダメージがキャンセルされなかったなら、あなたは1枚引く。"
    assert _one(hit).steps[1].cond.what == "damage_cancelled"
    assert _one(miss).steps[1].cond.cmp == "not"

    def drew(text: str, top: str) -> int:
        board = (
            "  A:\n    deck: [{name: 札, type: character}, 5]\n    hand: 0\n"
            f"  B:\n    deck: [{{name: 上, type: {top}}}, 5]\n"
        )
        return int(_run(board, text, ask="A.hand").outcome["state"]["A.hand"])

    assert (drew(hit, "climax"), drew(hit, "character")) == (1, 0)
    assert (drew(miss, "climax"), drew(miss, "character")) == (0, 1)


# --------------------------------------------------------------- 「あなたの手札の「X」のコストを－1」


def test_a_cost_changed_in_the_hand() -> None:
    """「あなたの手札の「安札」のコストを－1」: a continuous effect on the card in the hand (2.12.2.3)
    changes the cost paid to play it (8.6.2.3): cost 2 with one stock can be played; without the
    ability it cannot (8.6.2.3.2)."""
    text = "【永】 あなたの手札の「安札」のコストを－1。"
    assert [(o.verb, o.stat, o.amount) for o in _one(text).steps] == [("stat", "cost", -1)]

    def played(giver: str) -> Any:
        src = (
            "game: ws\ntitle: t\nturn: {player: A, number: 3, phase: main, first_player: A}\n"
            "players:\n  A:\n    level: 0\n    deck: 10\n    stock: 1\n"
            "    hand: [{name: 安札, type: character, level: 0, cost: 2, power: 2500, color: red}]\n"
            "    clock: [{name: 赤札, type: character, color: red}]\n"
            f'    stage: {{left_front: {{name: 源, type: character, level: 0, text: "{giver}"}}}}\n'
            "  B: {deck: 10}\n"
            "actions:\n  - {do: play, player: A, card: 安札, slot: center_front}\n"
            "ask: [安札.zone, A.stock]\n"
        )
        return resolve(loads(src, "t.yaml"))

    r = played(text)
    assert r.outcome["state"] == {"安札.zone": "A.stage.center_front", "A.stock": 0}
    assert any("8.6.2.3" in s.clauses for s in r.main.trace)
    assert played("").outcome.get("rejected") is True


# --------------------------------------------------------------- 「…が2枚以下か6枚以上なら」


def test_counts_joined_by_ka_are_alternatives() -> None:
    """「あなたの控え室のCXが2枚以下か6枚以上なら」: either count holds; the level -1 in the hand
    (2.12.2.3) lets the level 1 card be played at level 0 (8.6.2.1.2) with 2 or 6 climaxes in the
    waiting room, not with 3."""
    text = (
        "【永】 あなたの控え室のCXが2枚以下か6枚以上なら、あなたの手札のこのカードのレベルを－1。"
    )
    cond = _one(text).cond
    assert cond.what == "or" and [(p.cmp, p.n) for p in cond.parts] == [("le", 2), ("ge", 6)]

    def playable(climaxes: int) -> bool:
        cx = ", ".join(["{name: 頂, type: climax}"] * climaxes)
        src = (
            "game: ws\ntitle: t\nturn: {player: A, number: 3, phase: main, first_player: A}\n"
            "players:\n  A:\n    level: 0\n    deck: 10\n"
            f'    hand: [{{name: 軽い, type: character, level: 1, cost: 0, color: red, text: "{text}"}}]\n'
            "    clock: [{name: 赤札, type: character, color: red}]\n"
            f"    waiting_room: [{cx}]\n"
            "  B: {deck: 10}\n"
            "actions:\n  - {do: play, player: A, card: 軽い, slot: center_front}\n"
            "ask: [軽い.zone]\n"
        )
        return resolve(loads(src, "t.yaml")).outcome["state"]["軽い.zone"] == "A.stage.center_front"

    assert (playable(2), playable(3), playable(6)) == (True, False, True)


# --------------------------------------------------------------- 「…がカード名に「X」を含むなら」


def test_a_subject_whose_card_name_contains() -> None:
    """「あなたの思い出すべてがカード名に「恵」を含むなら」 / 「そのカードがカード名に「恵」を含むなら」:
    the subject is a card so described (「X」 a part of its card name, 2.1.2.1) — every card of the
    memory, or the card just revealed."""
    every = "【永】 あなたの思い出すべてがカード名に「恵」を含むなら、このカードのパワーを＋1000。"
    cond = _one(every).cond
    assert (cond.what, cond.sel.zone, cond.filt.contains_any) == ("every", "memory", ("恵",))

    def power(memory: str) -> int:
        src = (
            HEAD + "players:\n  A:\n    deck: 10\n    stage:\n"
            f'      center_front: {{name: 源, type: character, level: 0, power: 3000, text: "{every}"}}\n'
            f"    memory: [{memory}]\n  B: {{deck: 10}}\nask: [源.power]\n"
        )
        return int(resolve(loads(src, "t.yaml")).outcome["state"]["源.power"])

    assert power("{name: 恵の札, type: character}, {name: 加藤恵, type: event}") == 4000
    assert power("{name: 恵の札, type: character}, {name: 英梨々, type: character}") == 3000

    revealed = "あなたは自分の山札の上から1枚を公開する。そのカードがカード名に「恵」を含むなら、あなたは1枚引く。"
    assert _one(revealed).steps[1].cond.what == "match"

    def drew(top: str) -> int:
        board = f"  A:\n    deck: [{{name: {top}, type: character}}, 5]\n    hand: 0\n  B: {{deck: 10}}\n"
        return int(_run(board, revealed, ask="A.hand").outcome["state"]["A.hand"])

    assert (drew("加藤恵"), drew("英梨々")) == (1, 0)


# --------------------------------------------------------------- 「[[X]]の効果で…を選んでよい」


def _icon_board(text: str, icon: str, choose: str) -> Any:
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 3, phase: main, first_player: A}\n"
        "players:\n  A:\n    deck: 10\n"
        "    waiting_room: [{name: 頂, type: climax}, {name: 仲間, type: character}]\n"
        "    stage:\n"
        f'      center_front: {{name: 源, type: character, level: 0, power: 3000, text: "{text}"}}\n'
        "  B:\n    deck: 10\n    stage:\n"
        "      center_front: {name: 相手, type: character, level: 0, power: 3000}\n"
        f"actions:\n  - {{player: A, do: trigger_icon, icon: {icon}}}\n"
        f"choices:\n  - {{player: A, at: {icon}, choose: {choose}}}\n"
        f"ask: [{choose}.zone]\n"
    )
    return resolve(loads(src, "t.yaml"))


def test_a_trigger_icon_may_choose_more() -> None:
    """【永】 「あなたは[[salvage.gif]]の効果で自分の控え室の「頂」を選んでよい」: the comeback action,
    which names a character (4.12.2), may choose that climax too — the text beats the rule (1.3.1);
    「[[bounce.gif]]の効果で自分のキャラを選んでよい」: the return action may choose one's own
    character besides the opponent's. Without the ability neither is offered."""
    salvage = "【永】 あなたは[[salvage.gif]]の効果で自分の控え室の「頂」を選んでよい。"
    op = _one(salvage).steps[0]
    assert (op.verb, op_ext(op, "icons"), op.target.zone, op.target.names) == (
        "permit_choose",
        ("comeback",),
        "waiting_room",
        ("頂",),
    )
    r = _icon_board(salvage, "comeback", "頂")
    assert r.outcome["state"]["頂.zone"] == "A.hand"
    assert "1.3.1" in [c for s in r.main.trace for c in s.clauses]
    with pytest.raises(ScenarioError):
        _icon_board("", "comeback", "頂")  # not among the options
    bounce = "【永】 あなたは[[bounce.gif]]の効果で自分のキャラを選んでよい。"
    assert _icon_board(bounce, "return", "源").outcome["state"]["源.zone"] == "A.hand"
    with pytest.raises(ScenarioError):
        _icon_board("", "return", "源")


# --------------------------------------------------------------- 「このカードは手札に戻せず、思い出にできない」


def test_a_card_that_cannot_go_to_the_hand_or_the_memory() -> None:
    """「このカードは手札に戻せず、思い出にできない」: an effect that would return it to the hand or
    put it into the memory does not move it — the prohibition wins (1.3.3) and the instruction is
    not done (1.3.2); without the ability it moves."""
    text = "【永】 このカードは手札に戻せず、思い出にできない。"
    assert [o.stat for o in _one(text).steps] == ["to_hand", "to_memory"]

    def where(own: str, effect: str) -> str:
        board = (
            "  A: {deck: 10}\n  B:\n    deck: 10\n    stage:\n"
            f'      center_front: {{name: 乙, type: character, level: 0, power: 3000, text: "{own}"}}\n'
        )
        return str(_run(board, effect, ask="乙.zone").outcome["state"]["乙.zone"])

    bounce = "あなたは相手のキャラを1枚選び、手札に戻す。"
    memory = "あなたは相手のキャラを1枚選び、思い出にする。"
    assert (where(text, bounce), where(text, memory)) == ("B.stage.center_front",) * 2
    assert (where("", bounce), where("", memory)) == ("B.hand", "B.memory")


# --------------------------------------------------------------- 「このカードのアタックの終わりか…した時」


def test_an_attack_end_or_an_event() -> None:
    """「このカードのアタックの終わりかこのカードが【リバース】した時」: the grammar reads 「このカードの
    アタックの終わりかこのカード」 as the event's subject; it is either the end of this card's attack
    or its reversal (8.1.1.2.1), as 「このカードが【リバース】した時か、このカードのアタックの終わりに」
    is — so an attack it wins draws at the attack's end."""
    text = "【自】 このカードのアタックの終わりかこのカードが【リバース】した時、あなたは1枚引く。"
    trig = _one(text).trigger
    assert trig.event == "any"
    assert [(p.event, p.subject.ref) for p in trig.parts] == [
        ("reversed", "this"),
        ("attack_end", "this"),
    ]
    same = (
        "【自】 このカードが【リバース】した時か、このカードのアタックの終わりに、あなたは1枚引く。"
    )
    assert _one(same).trigger == trig
    src = (
        "game: ws\ntitle: t\nturn: {player: A, number: 3, phase: attack, first_player: A}\n"
        "players:\n  A:\n    hand: 0\n    deck: [{name: 普通の札, type: character, level: 0, trigger: []}, 10]\n"
        "    stage:\n"
        f'      center_front: {{name: 勝者, type: character, level: 0, power: 5000, soul: 1, text: "{text}"}}\n'
        "  B:\n    deck: 10\n    stage:\n"
        "      center_front: {name: 相手, type: character, level: 0, power: 3000, soul: 1}\n"
        "actions:\n  - {do: attack, slot: center_front, kind: front}\n"
        "ask: [A.hand, B.center_front]\n"
    )
    st = resolve(loads(src, "t.yaml")).outcome["state"]
    assert st == {"A.hand": 1, "B.center_front": ["相手(reverse)"]}


# --------------------------------------------------------------- 「…が思い出になった時」


def test_another_character_becomes_a_memory() -> None:
    """「他のあなたのレベル0以下のキャラがいずれかの領域から思い出になった時」: to become a memory is to
    be put into the memory zone (3.12.1), from any zone — the trigger 「…が思い出置場に置かれた時」;
    a level 1 character put there does not trigger it."""
    text = "【自】 他のあなたのレベル0以下のキャラがいずれかの領域から思い出になった時、あなたは1枚引く。"
    placed = "【自】 他のあなたのレベル0以下のキャラが思い出置場に置かれた時、あなたは1枚引く。"
    assert _one(text).trigger == _one(placed).trigger

    def drew(level: int) -> int:
        board = (
            "  A:\n    hand: 0\n    deck: [{name: 札, type: character}, 5]\n    stage:\n"
            f'      center_front: {{name: 源, type: character, level: 0, text: "{text}"}}\n'
            f"      left_front: {{name: 仲間, type: character, level: {level}}}\n"
            "  B: {deck: 10}\n"
        )
        r = _run(
            board,
            "あなたは他の自分のキャラを1枚選び、思い出にする。",
            "  - {player: A, at: choose, choose: 仲間}\n",
            ask="A.hand, 仲間.zone",
        )
        assert r.outcome["state"]["仲間.zone"] == "A.memory"
        return int(r.outcome["state"]["A.hand"])

    assert (drew(0), drew(1)) == (1, 0)
