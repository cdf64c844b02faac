"""Weiß Schwarz card-text constructions of round 22 (issue 12, s18ws), from the refusals of the
spent blind sets cards_r14-r21, the card list and the official rulings' cards, each with
neighbour wordings of its own: a minimal ability text and what it does on a board, and the case
that must not do it."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import (
    center_orientations,
    unsupported,
    ws_battle,
    ws_compile,
    ws_resolve_text,
    zone_names,
)


def _board(deck: str, a_more: str = "", b_more: str = "") -> str:
    return (
        "  A:\n    level: 1\n"
        "    stage: {center_front: {name: 甲, type: character, level: 1, power: 5000, soul: 1}}\n"
        f"    deck: {deck}\n" + a_more + "  B:\n    level: 1\n    deck: 10\n" + b_more
    )


CX_TOP = "[{name: 山1, type: climax}, {name: 山2, type: character, level: 2}, 5]"
CH_TOP = "[{name: 山1, type: character, level: 2}, {name: 山2, type: climax}, 5]"


# ------------------------------- 「公開したカード」 (the cards this effect revealed, 4.9.1)


@pytest.mark.parametrize("word", ["公開したカード", "公開されたカード", "この効果で公開したカード"])
def test_the_revealed_card_named_by_a_past_relative(word: str) -> None:
    """「山札の上から1枚を公開する。{word}がCXなら、1枚引く。その後、{word}を控え室に置く」: the
    revealed 山1 is a climax: A draws (山1 itself, the top card) — and 山1, drawn, moved to the
    hand, is a new card (3.1.4) the last step no longer names: nothing goes to the waiting room."""
    text = f"あなたは自分の山札の上から1枚を公開する。{word}がCXなら、あなたは1枚引く。その後、{word}を控え室に置く。"
    r = ws_resolve_text(_board(CX_TOP), text)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["山1"]
    assert zone_names(r, "A", "waiting_room") == []


def test_the_revealed_card_not_a_climax() -> None:
    """The revealed 山1 is a character: no draw, and 「公開したカードを控え室に置く」 puts it there."""
    text = "あなたは自分の山札の上から1枚を公開する。公開したカードがCXなら、あなたは1枚引く。その後、公開したカードを控え室に置く。"
    r = ws_resolve_text(_board(CH_TOP), text)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == []
    assert zone_names(r, "A", "waiting_room") == ["山1"]


@pytest.mark.parametrize("word", ["公開したカード", "公開されたカード"])
def test_the_revealed_card_put_back(word: str) -> None:
    """「…。その後、{word}を元に戻す」: the revealed card stays on top of the deck (4.9.1: a reveal
    moves no card)."""
    text = f"あなたは自分の山札の上から1枚を公開する。そのカードがCXなら、あなたは自分のクロックの上から1枚を選び、控え室に置く。その後、{word}を元に戻す。"
    r = ws_resolve_text(_board(CH_TOP), text)
    assert not unsupported(r)
    assert zone_names(r, "A", "deck")[:2] == ["山1", "山2"]


def test_a_choice_among_the_revealed_cards_by_kind() -> None:
    """「山札の上から2枚を公開する。公開したカードのキャラを1枚まで選び、手札に加える。残りのカードを
    控え室に置く」: of the two, the character 山2 may be taken; the climax 山1 is the rest."""
    text = "あなたは自分の山札の上から2枚を公開する。公開したカードのキャラを1枚まで選び、手札に加える。残りのカードを控え室に置く。"
    r = ws_resolve_text(_board(CX_TOP), text)
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["山2"]
    assert zone_names(r, "A", "waiting_room") == ["山1"]


@pytest.mark.parametrize(
    ("deck", "power"), [(CX_TOP, 6000), ("[{name: 山1, type: character}, 9]", 5000)]
)
def test_per_revealed_card_of_a_kind(deck: str, power: int) -> None:
    """「山札の上から2枚を公開し、公開したカードのCX1枚につき、そのターン中、このカードのパワーを
    ＋1000」: one climax among the two, +1000; none, nothing."""
    text = "あなたは自分の山札の上から2枚を公開し、公開したカードのCX1枚につき、そのターン中、甲のパワーを＋1000。"
    text = text.replace("甲のパワー", "あなたのキャラすべてのパワー")
    r = ws_resolve_text(_board(deck), text, ask="甲.power")
    assert not unsupported(r)
    assert r.outcome["state"]["甲.power"] == power


@pytest.mark.parametrize(
    ("deck", "drawn"), [(CX_TOP, 1), (CH_TOP.replace("climax", "character"), 0)]
)
def test_a_count_of_a_kind_among_the_cards_just_moved(deck: str, drawn: int) -> None:
    """「山札の上から2枚を、控え室に置く。それらのカードのクライマックスが1枚以上なら、1枚引く」: as
    「それらのカードにクライマックスがあるなら」."""
    text = "あなたは自分の山札の上から2枚を、控え室に置く。それらのカードのクライマックスが1枚以上なら、あなたは1枚引く。"
    r = ws_resolve_text(_board(deck), text)
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == drawn


# ------------------------------------------------- slots (3.6): word orders and 「その枠」

SLOTS = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 2000, soul: 1}}
      left_front: {{name: 乙, type: character, level: 0, power: 2000, soul: 1}}
      left_back: {{name: 丙, type: character, level: 0, power: 2000, soul: 1}}
    waiting_room: [{{name: 丁, type: character, level: 0, power: 1000, soul: 1}}]
    deck: 10
  B:
    level: 1
    stage:
      center_front: {{name: 敵, type: character, level: 0, power: 2000, soul: 1}}
    waiting_room: [{{name: 控, type: character, level: 0, power: 1000, soul: 1}}]
    deck: 10
actions:
  - {{do: resolve_text, player: A, card: 甲, text: "{text}"}}
choices:
{choices}
ask: [甲.zone, 乙.zone, 丙.zone, 丁.zone, 敵.zone, 控.zone]
"""


def _slots(text: str, choices: str) -> dict[str, object]:
    r = resolve(loads(SLOTS.format(text=text, choices=choices)))
    assert not unsupported(r)
    return r.outcome["state"]  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    "dest",
    [
        "空いている後列の枠",
        "舞台の空いている後列の枠",
        "後列の空いている枠",
        "後列のキャラのいない枠",
    ],
)
def test_an_empty_back_row_slot_in_either_word_order(dest: str) -> None:
    """「…を1枚選び、{dest}に動かす」: 乙 into an empty back-row slot — the left back (丙's) is no
    option, the right back is."""
    text = f"あなたは自分のキャラを1枚選び、{dest}に動かす。"
    held = "  - {player: A, at: choose, choose: 乙}\n  - {player: A, at: slot, choose: left_back, allowed: false}"
    assert _slots(text, held)["乙.zone"] == "A.stage.right_back"


def test_an_empty_front_row_slot_put_from_the_waiting_room() -> None:
    """「自分の控え室のキャラを1枚選び、空いている前列の枠に置く」: the right front is the one empty
    front slot."""
    out = _slots(
        "あなたは自分の控え室のキャラを1枚選び、空いている前列の枠に置く。",
        "  - {player: A, at: choose, choose: 丁}",
    )
    assert out["丁.zone"] == "A.stage.right_front"


@pytest.mark.parametrize("verb", ["思い出にし", "手札に戻し", "控え室に置き"])
def test_that_slot_is_the_one_the_card_left(verb: str) -> None:
    """「相手の前列のキャラを1枚選び、{verb}、相手は自分の控え室のキャラを1枚選び、その枠に置く」:
    その枠 is the slot 敵 left (the front centre), on B's stage."""
    out = _slots(
        f"あなたは相手の前列のキャラを1枚選び、{verb}、相手は自分の控え室のキャラを1枚選び、その枠に置く。",
        "  - {player: A, at: choose, choose: 敵}\n  - {player: B, at: choose, choose: 控}",
    )
    assert out["控.zone"] == "B.stage.center_front"
    assert out["敵.zone"] != "B.stage.center_front"


@pytest.mark.parametrize("slot", ["そのキャラがいた枠", "その枠"])
def test_a_character_moved_into_the_slot_another_left(slot: str) -> None:
    """「自分の前列のキャラを1枚選び、手札に戻し、自分の後列のキャラを1枚選び、{slot}に動かす」:
    丙 (left back) moves into the slot 乙 left (left front)."""
    out = _slots(
        f"あなたは自分の前列のキャラを1枚選び、手札に戻し、自分の後列のキャラを1枚選び、{slot}に動かす。",
        "  - {player: A, at: choose, choose: 乙}\n  - {player: A, at: choose, choose: 丙}",
    )
    assert out["乙.zone"] == "A.hand"
    assert out["丙.zone"] == "A.stage.left_front"


def test_that_slot_with_no_card_moved_off_the_stage_is_refused() -> None:
    """With no step before moving a card off the stage, 「その枠」 names no slot: refused with its
    reason, never guessed."""
    with pytest.raises(Exception, match="slot"):
        ws_compile("【起】［(1)］ あなたは自分の控え室のキャラを1枚選び、その枠に置く。")


# -------------------------------------- 「好きな順番で山札の上か下に置く」 (one end for all)

ENDS = (
    "[{name: 山1, type: character}, {name: 山2, type: character}, {name: 山3, type: character}, 3]"
)


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の山札の上から2枚を見て、好きな順番で山札の上か下に置く。",
        "あなたは自分の山札の上から2枚を見て、山札の上か下に好きな順番で置く。",
    ],
)
def test_cards_looked_at_put_in_any_order_at_one_end(text: str) -> None:
    """The two cards looked at go together to the end A picks, in the order A picks: the bottom,
    山2 first — 山3 is on top after."""
    choices = (
        "  - {player: A, at: dest, choose: deck@bottom}\n  - {player: A, at: order, choose: 山2}"
    )
    r = ws_resolve_text(_board(ENDS), text, choices=choices)
    assert not unsupported(r)
    deck = zone_names(r, "A", "deck")
    assert deck[0] == "山3"
    assert set(deck[-2:]) == {"山1", "山2"}


def test_into_the_stock_at_either_end() -> None:
    """「控え室のキャラを1枚選び、ストック置場の上か下に置いてよい」: at the bottom when A picks it."""
    r = ws_resolve_text(
        _board(
            "10",
            "    stock: [{name: 在庫, type: character}]\n"
            "    waiting_room: [{name: 控, type: character}]\n",
        ),
        "あなたは自分の控え室のキャラを1枚選び、ストック置場の上か下に置いてよい。",
        choices="  - {player: A, at: dest, choose: stock@bottom}",
    )
    assert not unsupported(r)
    assert zone_names(r, "A", "stock") == ["在庫", "控"]


def test_an_order_into_one_of_two_zones_stays_refused() -> None:
    """「好きな順番で山札の上か控え室に置く」: an order into one of two zones is refused, never
    guessed."""
    with pytest.raises(Exception, match="two destinations"):
        ws_compile(
            "【自】 このカードがアタックした時、あなたは自分の山札の上から2枚を見て、好きな順番で山札の上か控え室に置く。"
        )


# ------------------------------ 「…を手札からプレイできない」 of each kind (1.3.3, 6.6.1.2.1)

PLAY = """\
game: ws
title: t
turn: {{player: A, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage: {{center_front: {{name: 主役, type: character, level: 0, power: 3000, soul: 1, text: "【起】［このカードを【レスト】する］ {text}"}}}}
    hand: [{{name: 絶頂, type: climax}}, {{name: 事, type: event, level: 0}}]
    deck: 10
  B: {{deck: 10}}
actions:
  - {{do: activate, player: A, card: 主役}}
  - {{do: climax_phase, card: 絶頂}}
ask: [絶頂.zone]
"""


@pytest.mark.parametrize(
    ("text", "zone"),
    [
        ("そのターン中、あなたはクライマックスを手札からプレイできない。", "A.hand"),
        ("このターン中、あなたは手札からCXをプレイできない。", "A.hand"),
        ("そのターン中、あなたはイベントを手札からプレイできない。", "A.climax"),
        ("そのターン中、このカードのパワーを＋1000。", "A.climax"),
    ],
)
def test_no_climax_played_this_turn(text: str, zone: str) -> None:
    """「そのターン中、あなたはクライマックスを手札からプレイできない」: the climax phase's play of
    絶頂 is refused (1.3.3 beats 6.6.1.2.1); a ban on events does not touch it."""
    r = resolve(loads(PLAY.format(text=text)))
    assert not unsupported(r)
    assert r.outcome["state"]["絶頂.zone"] == zone


# ------------------------------------ 「…がこのカードだけなら」 with a turn; 「…のみなら」

ALONE = """\
game: ws
title: t
turn: {{player: {turn}, number: 6, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 甲, type: character, level: 0, power: 3000, soul: 1, text: "【永】 {text}"}}
{more}
    deck: 10
  B: {{deck: 10}}
ask: [甲.power]
"""


@pytest.mark.parametrize(
    ("text", "turn", "more", "power"),
    [
        (
            "相手のターン中、あなたの前列のキャラがこのカードだけなら、このカードのパワーを＋2000。",
            "B",
            "",
            5000,
        ),
        (
            "相手のターン中、あなたの前列のキャラがこのカードだけなら、このカードのパワーを＋2000。",
            "A",
            "",
            3000,
        ),
        (
            "相手のターン中、あなたの前列のキャラがこのカードだけなら、このカードのパワーを＋2000。",
            "B",
            "      left_front: {name: 乙, type: character, level: 0, power: 1000, soul: 1}",
            3000,
        ),
        ("あなたの舞台のキャラがこのカードのみなら、このカードのパワーを＋2000。", "A", "", 5000),
        (
            "あなたの舞台のキャラがこのカードのみなら、このカードのパワーを＋2000。",
            "A",
            "      left_back: {name: 乙, type: character, level: 0, power: 1000, soul: 1}",
            3000,
        ),
    ],
)
def test_this_card_alone_in_a_turn(text: str, turn: str, more: str, power: int) -> None:
    """「相手のターン中、あなたの前列のキャラがこのカードだけなら」: the turn and 「だけ」, each a
    condition (8.1.1.3); 「…このカードのみなら」 as 「…だけなら」."""
    r = resolve(loads(ALONE.format(text=text, turn=turn, more=more)))
    assert not unsupported(r)
    assert r.outcome["state"]["甲.power"] == power


# ---------------------------------------------- 「…をすべて」 after the object or subject

ALL = """\
  A:
    level: 1
    stage:
      center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1}
      left_front: {name: 乙, type: character, level: 0, power: 3000, soul: 1}
    deck: 10
  B:
    level: 1
    stage:
      center_front: {name: 敵1, type: character, level: 0, power: 3000, soul: 1, state: rest}
      left_front: {name: 敵2, type: character, level: 0, power: 3000, soul: 1, state: %s}
    deck: 10
"""


@pytest.mark.parametrize("word", ["相手のキャラをすべて", "相手のキャラすべてを"])
def test_all_after_the_object(word: str) -> None:
    """「相手のキャラをすべて手札に戻す」: as 「相手のキャラすべてを」 — both of B's characters."""
    r = ws_resolve_text(ALL % "stand", f"あなたは{word}手札に戻す。")
    assert not unsupported(r)
    assert sorted(zone_names(r, "B", "hand")) == ["敵1", "敵2"]


@pytest.mark.parametrize(("state", "drawn"), [("rest", 1), ("stand", 0)])
def test_all_after_the_subject_of_a_state(state: str, drawn: int) -> None:
    """「相手の前列のキャラがすべて【レスト】しているなら、1枚引く」: every one of them is."""
    r = ws_resolve_text(
        ALL % state, "相手の前列のキャラがすべて【レスト】しているなら、あなたは1枚引く。"
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == drawn


def test_the_character_facing_this_card_chosen_with_no_count() -> None:
    """「あなたはこのカードの正面のキャラを選び、手札に戻す」: the one card in the slot facing it
    (3.6.5) — 敵1, not 敵2."""
    r = resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
            "players:\n" + ALL % "stand" + "actions:\n  - {do: resolve_text, player: A, card: 甲, "
            'text: "あなたはこのカードの正面のキャラを選び、手札に戻す。"}\n'
        )
    )
    assert not unsupported(r)
    assert zone_names(r, "B", "hand") == ["敵1"]


# ------------------------------------- attack methods prohibited (1.3.3, 7.2.1.4)


def test_no_direct_attack() -> None:
    """「このカードはダイレクトアタックできない」: with no character opposite, the direct attack
    declared is refused."""
    r = resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: attack, first_player: A}\n"
            "players:\n  A:\n    level: 1\n    deck: 10\n    stage:\n"
            "      center_front: {name: 攻め役, type: character, level: 1, power: 3000, soul: 1, "
            'text: "【永】 このカードはダイレクトアタックできない。"}\n'
            "  B: {level: 1, deck: 10}\n"
            "actions:\n  - {do: attack, slot: center_front, kind: direct}\nask: [B.clock]\n"
        )
    )
    assert not unsupported(r)
    assert r.outcome["state"]["B.clock"] == 0
    assert "1.3.3" in r.decided_by


@pytest.mark.parametrize(("kind", "banned"), [("side", True), ("front", False)])
def test_cannot_be_side_attacked(kind: str, banned: bool) -> None:
    """「相手のターン中、このカードはサイドアタックされない」: the side attack declared on it is not
    made (1.3.3; the engine's attack is then a front one, which reverses it); a front attack is
    made as declared."""
    text = "【永】 相手のターン中、このカードはサイドアタックされない。"
    r = ws_battle(power=9000, theirs=text, kind=kind)
    assert not unsupported(r)
    assert ("1.3.3" in r.decided_by) is banned
    assert center_orientations(r)[1] == "reverse"


def test_no_side_attack_for_the_rest_of_the_turn() -> None:
    """「このカードがアタックした時、そのターン中、このカードはサイドアタックできない」: compiled as a
    card prohibition lasting the turn."""
    op = ws_compile(
        "【自】 このカードがアタックした時、そのターン中、このカードはサイドアタックできない。"
    ).steps[0]
    assert (op.verb, op.stat, op.until) == ("prohibit", "side_attack", "turn")


# --------------------- a continuous ability's time before a step of any kind (8.1.1.3)


@pytest.mark.parametrize(("kind", "opposite"), [("front", "stand"), ("side", "stand")])
def test_an_ability_gained_during_the_opponents_turn(kind: str, opposite: str) -> None:
    """「【永】 相手のターン中、このカードは『【永】 このカードはフロントアタックされない。』を得る」:
    in A's turn (B's opponent's) 受け役 has it: the front attack declared is a side attack, no
    battle."""
    text = "【永】 相手のターン中、このカードは『【永】 このカードはフロントアタックされない。』を得る。"
    r = ws_battle(power=9000, theirs=text, kind=kind)
    assert not unsupported(r)
    assert center_orientations(r)[1] == opposite
    plain = ws_battle(power=9000, theirs=text.replace("相手のターン中", "あなたのターン中"))
    assert center_orientations(plain)[1] == "reverse"


def test_the_battle_opponent_weakened_during_this_cards_battle() -> None:
    """「【永】 このカードのバトル中、このカードのバトル相手のパワーを－1000」: 攻め役 (5500)
    against 受け役 (5000 - 1000) wins; with no text, 5500 against 5000 wins too, but 4500
    against 5000 only with it."""
    text = "【永】 このカードのバトル中、このカードのバトル相手のパワーを－1000。"
    r = ws_battle(power=4500, mine=text)
    assert not unsupported(r)
    assert center_orientations(r)[1] == "reverse"
    plain = ws_battle(power=4500)
    assert center_orientations(plain)[1] == "stand"


# ------------------------------------------------ 「AとBをそれぞれ1枚まで選び」 (8.6.3.1.1)


@pytest.mark.parametrize("count", ["をそれぞれ1枚まで", "を1枚ずつまで"])
def test_each_part_chosen_up_to_one(count: str) -> None:
    """「自分の控え室の「甲」と「乙」{count}選び、手札に戻す」: one of each, not two of one."""
    r = ws_resolve_text(
        _board(
            "10",
            "    waiting_room: [{name: 甲, type: character}, {name: 甲, type: character}, "
            "{name: 乙, type: character}]\n",
        ).replace("name: 甲, type: character, level: 1", "name: 主, type: character, level: 1"),
        f"あなたは自分の控え室の「甲」と「乙」{count}選び、手札に戻す。",
    )
    assert not unsupported(r)
    assert sorted(zone_names(r, "A", "hand")) == ["乙", "甲"]


# ----------------------------------- 「そのキャラの前の / 後ろの / 正面のキャラ」 (3.6.5)

NEAR = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      center_front: {{name: 前衛, type: character, level: 0, power: 3000, soul: 1}}
      left_front: {{name: 左, type: character, level: 0, power: 3000, soul: 1}}
      left_back: {{name: 後衛, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
  B:
    level: 1
    stage: {{center_front: {{name: 敵, type: character, level: 0, power: 3000, soul: 1}}}}
    deck: 10
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
  - {{player: A, at: choose, choose: {pick}}}
ask: [前衛.power, 左.power, 後衛.power, 敵.power]
"""


@pytest.mark.parametrize(
    ("text", "pick", "changed"),
    [
        (
            "あなたは自分の後列のキャラを1枚選び、そのターン中、そのキャラの前のキャラのパワーを＋1000。",
            "後衛",
            "左.power|前衛.power",
        ),
        (
            "あなたは自分の前列のキャラを1枚選び、そのターン中、そのキャラの後ろのキャラのパワーを＋1000。",
            "左",
            "後衛.power",
        ),
        (
            "あなたは自分の前列のキャラを1枚選び、そのターン中、そのキャラの正面のキャラのパワーを＋1000。",
            "前衛",
            "敵.power",
        ),
        (
            "あなたは自分の前列のキャラを1枚選び、そのキャラの正面のキャラは、そのターン中、パワーを＋1000。",
            "前衛",
            "敵.power",
        ),
    ],
)
def test_the_character_in_a_slot_related_to_the_chosen_one(
    text: str, pick: str, changed: str
) -> None:
    """The characters in front of / behind / facing the one chosen (3.6.5: a back-row slot has two
    front-row slots in front of it) get +1000, no other."""
    r = resolve(loads(NEAR.format(text=text, pick=pick)))
    assert not unsupported(r)
    state = r.outcome["state"]
    assert {k for k, v in state.items() if v == 4000} == set(changed.split("|"))


@pytest.mark.parametrize(
    "text",
    ["このカードは、そのターン中、パワーを＋1000。", "そのターン中、このカードはパワーを＋1000。"],
)
def test_a_card_topic_of_a_stat_change(text: str) -> None:
    """「このカードは、そのターン中、パワーを＋1000」: as 「このカードのパワーを＋1000」."""
    op = ws_compile(f"【自】 このカードがアタックした時、{text}").steps[0]
    assert (op.verb, op.target.ref, op.stat, op.amount, op.until) == (
        "stat",
        "this",
        "power",
        1000,
        "turn",
    )


# ------------------------------ a card description with no subject: the card just dealt with


@pytest.mark.parametrize(("deck", "where"), [(CH_TOP, "hand"), (CX_TOP, "waiting_room")])
def test_a_description_with_no_subject_is_of_the_card_revealed(deck: str, where: str) -> None:
    """「山札の上から1枚を公開し、キャラなら手札に加え、そうでないなら控え室に置く」: as 「そのカード
    がキャラなら」."""
    r = ws_resolve_text(
        _board(deck),
        "あなたは自分の山札の上から1枚を公開し、キャラなら手札に加え、そうでないなら控え室に置く。",
    )
    assert not unsupported(r)
    assert zone_names(r, "A", where) == ["山1"]


# ----------------------------- 「それらのカードのCX1枚につき、山札の上から1枚を、…に置く」


@pytest.mark.parametrize(
    ("deck", "stock"),
    [
        ("[{name: 一, type: climax}, {name: 二, type: climax}, {name: 三, type: character}, 5]", 2),
        ("[{name: 一, type: character}, 7]", 0),
    ],
)
def test_cards_of_a_pile_per_card_counted(deck: str, stock: int) -> None:
    """「山札の上から3枚をめくり、控え室に置く。それらのカードのCX1枚につき、山札の上から1枚を、
    ストック置場に置く」: two climaxes, two cards; none, none."""
    r = ws_resolve_text(
        _board(deck),
        "あなたは自分の山札の上から3枚をめくり、控え室に置く。それらのカードのCX1枚につき、あなたは自分の山札の上から1枚を、ストック置場に置く。",
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "stock")) == stock


# --------------------------- 「…のパワーを＋2000し、『…』を得る」: the card whose stat changed


def test_the_card_whose_power_changed_gains_the_ability() -> None:
    """「そのターン中、このカードのパワーを＋2000し、『【自】 …』を得る」: this card gains it (as
    「…し、このカードは『…』を得る」)."""
    prog = ws_compile(
        "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋2000し、"
        "『【自】 このカードのバトル相手が【リバース】した時、あなたは1枚引く。』を得る。"
    )
    grant = prog.steps[-1]
    assert (grant.verb, grant.target, grant.until) == (
        "grant",
        ws_compile(
            "【自】 このカードがアタックした時、そのターン中、このカードのパワーを＋2000し、"
            "このカードは『【自】 このカードのバトル相手が【リバース】した時、あなたは1枚引く。』を得る。"
        )
        .steps[-1]
        .target,
        "turn",
    )


def test_the_chosen_card_whose_power_changed_gains_the_ability() -> None:
    """「自分のキャラを1枚選び、そのターン中、パワーを＋2000し、『…』を得る」: the chosen 乙 has
    the ability given after it (it triggers when 乙's battle opponent is reversed: checked by
    the program's target, the chosen card)."""
    prog = ws_compile(
        "【自】 このカードがアタックした時、あなたは自分のキャラを1枚選び、そのターン中、パワーを＋2000し、"
        "『【自】 このカードのバトル相手が【リバース】した時、あなたは1枚引く。』を得る。"
    )
    assert prog.steps[-1].verb == "grant"
    assert prog.steps[-1].target.ref == "chosen"


def test_the_gained_ability_on_a_board() -> None:
    """「【永】 他のあなたの「乙」がいるなら、このカードのパワーを＋1000し、『【自】 アンコール ［(1)］』
    を得る」 with 乙 on the stage: 甲 has 4000."""
    r = resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: A, number: 5, phase: main, first_player: A}\n"
            "players:\n  A:\n    level: 1\n    stage:\n"
            '      center_front: {name: 甲, type: character, level: 0, power: 3000, soul: 1, text: "'
            "【永】 他のあなたの「乙」がいるなら、このカードのパワーを＋1000し、『【自】 アンコール ［(1)］』を得る。"
            '"}\n'
            "      left_front: {name: 乙, type: character, level: 0, power: 3000, soul: 1}\n"
            "    deck: 10\n  B: {deck: 10}\nask: [甲.power]\n"
        )
    )
    assert not unsupported(r)
    assert r.outcome["state"]["甲.power"] == 4000


# ---------------------- moves to slots forbidden: 「前列に動かせない」, 「…以外に動かせない」 (1.3.3)

MOVES = """\
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    stage:
      left_back: {{name: 甲, type: character, level: 0, power: 3000, soul: 1, text: "【永】 {ban}"}}
      left_front: {{name: 乙, type: character, level: 0, power: 3000, soul: 1}}
    deck: 10
  B: {{deck: 10}}
actions:
  - {action}
ask: [甲.zone]
"""


@pytest.mark.parametrize(
    ("ban", "to", "zone"),
    [
        ("このカードは前列に動かせない。", "center_front", "A.stage.left_back"),
        ("このカードは前列に移動できない。", "center_front", "A.stage.left_back"),
        ("このカードは前列に動かせない。", "right_back", "A.stage.right_back"),
        ("このカードは前列の中央の枠以外に動かせない。", "right_back", "A.stage.left_back"),
        ("このカードは前列の中央の枠以外に動かせない。", "center_front", "A.stage.center_front"),
    ],
)
def test_a_main_phase_move_into_a_forbidden_slot(ban: str, to: str, zone: str) -> None:
    """The main phase's move (6.5.1.2.4) of 甲 into a slot the ban names is refused (1.3.3); into
    another slot it is made."""
    action = f"{{do: swap, player: A, slot: left_back, with: {to}}}"
    r = resolve(loads(MOVES.format(ban=ban, action=action)))
    assert not unsupported(r)
    assert r.outcome["state"]["甲.zone"] == zone


def test_an_effect_move_offers_only_the_slots_allowed() -> None:
    """「このカードを後列のキャラのいない枠に動かす」 with 「このカードは前列に動かせない」: the right
    back slot, allowed — 甲 goes there; 「前列のキャラのいない枠に」: no slot allowed, not moved."""
    action = '{do: resolve_text, player: A, card: 甲, text: "あなたはこのカードを後列のキャラのいない枠に動かす。"}'
    r = resolve(loads(MOVES.format(ban="このカードは前列に動かせない。", action=action)))
    assert not unsupported(r)
    assert r.outcome["state"]["甲.zone"] == "A.stage.right_back"
    action = '{do: resolve_text, player: A, card: 甲, text: "あなたはこのカードを前列のキャラのいない枠に動かす。"}'
    r = resolve(loads(MOVES.format(ban="このカードは前列に動かせない。", action=action)))
    assert r.outcome["state"]["甲.zone"] == "A.stage.left_back"


# ------------------ 「その中から / それらのカードから…を選び」: among the cards looked at or revealed

AMONG = "[{name: 山1, type: climax}, {name: 山2, type: character}, {name: 山3, type: character}, 5]"


@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の山札の上から3枚を見て、その中からキャラを1枚まで選び、手札に加え、残りのカードを控え室に置く。",
        "あなたは自分の山札の上から3枚を公開し、その中からキャラを1枚まで選び、手札に加え、残りのカードを控え室に置く。",
        "あなたは自分の山札の上から3枚を見る。あなたはそれらのカードからキャラを1枚まで選び、手札に加え、残りを控え室に置く。",
        "あなたは自分の山札の上から3枚を見て、それらのカードのキャラを1枚まで選び、手札に加え、残りのカードを控え室に置く。",
    ],
)
def test_a_choice_among_the_cards_looked_at(text: str) -> None:
    """A character of the three (山3 picked) to the hand, the other two to the waiting room; the
    climax 山1 is no option."""
    r = ws_resolve_text(
        _board(AMONG),
        text,
        choices="  - {player: A, at: choose, choose: 山1, allowed: false}\n"
        "  - {player: A, at: choose, choose: 山3}",
    )
    assert not unsupported(r)
    assert zone_names(r, "A", "hand") == ["山3"]
    assert sorted(zone_names(r, "A", "waiting_room")) == ["山1", "山2"]


# ----------------------------- 「…してよい。Vしたなら、…」 as 「そうしたら」; 「…してもよい」


@pytest.mark.parametrize(("answer", "hand"), [("yes", 1), ("no", 0)])
@pytest.mark.parametrize(
    "text",
    [
        "あなたは自分の手札を1枚選び、控え室に置いてよい。置いたなら、あなたは2枚引く。",
        "あなたは自分の手札を1枚選び、控え室に置いてもよい。そうしたら、あなたは2枚引く。",
    ],
)
def test_did_it_as_if_done(text: str, answer: str, hand: int) -> None:
    """「…控え室に置いてよい。置いたなら、2枚引く」 (「置いてもよい」 the same): A discards 札 and
    draws two — or keeps it and draws none."""
    r = ws_resolve_text(
        _board("10", "    hand: [{name: 札, type: character}]\n"),
        text,
        choices=f"  - {{player: A, at: optional, choose: {answer}}}",
    )
    assert not unsupported(r)
    assert len(zone_names(r, "A", "hand")) == (2 if answer == "yes" else 1)
    assert len(zone_names(r, "A", "waiting_room")) == hand
