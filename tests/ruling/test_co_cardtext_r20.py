"""co card-text constructions of round 20 (s16co, issue 12): the refusals of the card-text sets
cards_r14-r19 grouped by construction, each on a minimal board of its own, with its neighbours
(other wordings of the same meaning)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import co_ability, co_run

# --------------------------------------------------------------------------- 維持費 (3.6.2)

_UPKEEP = """
turn: {{player: A, number: 5, phase: main}}
players:
  A: {{hp: 20, deck: 10, energy: {energy}, field: [{{name: 巨人, type: character, ap: 3, dp: 3, text: "{text}"}}]}}
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: end_phase}}
choices:
  - {{player: A, at: upkeep, choose: "yes"}}
ask: [巨人.zone, A.energy]
"""


@pytest.mark.parametrize(
    "text",
    [
        "維持費:2エネルギーを支払う。",
        "維持費:2エネルギーを支払う",
        "維持費：2エネルギーを支払う。",
        "維持費:エネルギーを2支払う。",
        "維持費:2エネルギー。",
        "維持費:エネルギー2",
        "維持費2",
    ],
)
def test_an_upkeep_printed_as_the_sentence_paying_it(text: str) -> None:
    """3.6.2 「維持費を支払う」: 「維持費:2エネルギーを支払う。」 is the keyword 維持費2 with its
    payment printed as the sentence (the energy paid as 4.3.3.3 words it), not an activated
    ability whose cost is the word 維持費 — with 2 energy the upkeep is paid and the card stays;
    with 1 it cannot be, and the card crashes."""
    assert co_ability(text).supported
    r = co_run(_UPKEEP.format(energy=2, text=text))
    assert r.outcome["state"] == {"巨人.zone": "A.field", "A.energy": 0}
    assert "3.6.2" in r.decided_by
    r = co_run(_UPKEEP.format(energy=1, text=text).replace('choose: "yes"', 'choose: "no"'))
    assert r.outcome["state"] == {"巨人.zone": "A.dustbox", "A.energy": 1}


def test_an_upkeep_paid_otherwise_stays_refused() -> None:
    """An upkeep paid in anything but energy (「維持費:手札からカードを1枚クラッシュする」): the
    runtime pays the upkeep in energy alone (3.6.2 as the engine reads it) — refused, named."""
    assert not co_ability("維持費:手札からカードを1枚クラッシュする").supported


# ----------------------- 「手札を1枚選び」: a zone named as the object, with a count (4.3.2.6, 4.2.12)

_ZONES = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: [{{name: 山1, type: spell}}, {{name: 山2, type: spell}}]
    hand: [{{name: 甲, type: spell}}, {{name: 乙, type: event}}]
    dustbox: [{{name: 朝倉 ひかげ, type: character}}, {{name: 朝倉 ひなた, type: character}}, {{name: 屑, type: spell}}]
  B:
    hp: 10
    deck: 10
    hand: [{{name: 敵札, type: spell}}, {{name: 敵札2, type: spell}}]
actions:
  - {{do: resolve_text, player: A, text: "{text}"{card}}}
{choices}
ask: [{ask}]
"""


def _zones(text: str, ask: str, choices: str = "", card: str = "") -> dict[str, Any]:
    body = _ZONES.format(
        text=text, ask=ask, choices=choices, card=f", card: {card}" if card else ""
    )
    r = co_run(body)
    assert not r.outcome.get("may_depend_on_unsupported"), r.outcome
    return r.outcome["state"]  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("あなたは手札を1枚選び、ダストボックスに置く。", "A.dustbox"),
        ("あなたは手札を1枚選んで、ダストボックスに置く。", "A.dustbox"),
        ("手札を1枚選び、ダストボックスに置く。", "A.dustbox"),
        ("あなたは自分の手札を1枚選び、山札の一番下に置く。", "A.deck"),
        ("あなたは手札を1枚選び、山札の一番上に置く。", "A.deck"),
        ("あなたは手札を1枚ダストボックスに置く。", "A.dustbox"),
    ],
)
def test_cards_of_a_zone_named_as_the_object(text: str, where: str) -> None:
    """「あなたは手札を1枚選び、ダストボックスに置く」 is 「手札からカードを1枚選び、…」: the player
    picks one card of its own hand (乙), which goes where the step says; the other stays."""
    key = "hand_to_deck" if "一番上" in text else "chosen_move"  # 4.3.2.6's own reader
    choose = f"choices:\n  - {{player: A, at: {key}, choose: 乙}}"
    got = _zones(text, "甲.zone, 乙.zone", choose)
    assert got == {"甲.zone": "A.hand", "乙.zone": where}


def test_the_opponent_picks_from_its_own_hand_named_as_the_object() -> None:
    """「相手は自分の手札を1枚選び、ダストボックスに置く」: B picks among B's hand (4.2.12)."""
    choose = "choices:\n  - {player: B, at: chosen_move, choose: 敵札2}"
    got = _zones(
        "相手は自分の手札を1枚選び、ダストボックスに置く。",
        "敵札.zone, 敵札2.zone, 甲.zone",
        choose,
    )
    assert got == {"敵札.zone": "B.hand", "敵札2.zone": "B.dustbox", "甲.zone": "A.hand"}


def test_a_choice_from_the_opponents_hand_stays_refused() -> None:
    """「あなたは相手の手札を1枚選び、…」: a choice among the cards of another player's hidden
    zone — who sees them is not said: refused."""
    assert not co_ability("あなたは相手の手札を1枚選び、ダストボックスに置く。", "event").supported


# ------------------------ 「ダストボックスから『X』を1枚選び、手札に戻す」: cards of a name (4.2.6)


@pytest.mark.parametrize(
    "text",
    [
        "あなたはダストボックスから『朝倉 ひかげ』を1枚選び、手札に戻す。",
        "あなたはダストボックスから『朝倉 ひかげ』を1枚選び、手札に加える。",
        "あなたはダストボックスから『朝倉 ひかげ』を1枚選び、手札に戻してもよい。",
    ],
)
def test_a_card_of_a_name_chosen_from_the_dustbox(text: str) -> None:
    """Only a card of that name (as printed, 4.2.6) may be chosen: 朝倉 ひかげ goes to the hand,
    the others stay."""
    choices = "choices:\n  - {player: A, at: optional_step, choose: yes}" if "よい" in text else ""
    got = _zones(text, "朝倉 ひかげ.zone, 朝倉 ひなた.zone, 屑.zone", choices)
    assert got == {
        "朝倉 ひかげ.zone": "A.hand",
        "朝倉 ひなた.zone": "A.dustbox",
        "屑.zone": "A.dustbox",
    }


def test_no_card_of_the_name_moves_nothing() -> None:
    text = "あなたはダストボックスから『白石 詩織』を1枚選び、手札に戻す。"
    got = _zones(text, "朝倉 ひかげ.zone, 屑.zone")
    assert got == {"朝倉 ひかげ.zone": "A.dustbox", "屑.zone": "A.dustbox"}


def test_the_cards_own_name_is_that_card_alone() -> None:
    """4.2.10: 『朝倉 ひなた』 in the text of 朝倉 ひなた is that card itself, not another of the
    name: resolved for the one on the field, the copy in the dustbox is not chosen."""
    body = """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 朝倉 ひなた, uid: ひなた1, type: character, ap: 1, dp: 1}]
    dustbox: [{name: 朝倉 ひなた, uid: ひなた2, type: character}]
  B: {hp: 10, deck: 10}
actions:
  - {do: resolve_text, player: A, card: ひなた1, text: "%s"}
ask: [ひなた1.zone, ひなた2.zone]
"""
    text = "あなたはダストボックスから『朝倉 ひなた』を1枚選び、手札に戻す。"
    r = co_run(body % text)
    assert r.outcome["state"] == {"ひなた1.zone": "A.field", "ひなた2.zone": "A.dustbox"}
    # the same text with no card of its own (a bare effect): any card of the name
    r = co_run((body % text).replace("card: ひなた1, ", ""))
    assert r.outcome["state"] == {"ひなた1.zone": "A.field", "ひなた2.zone": "A.hand"}


# ------------- a cost change in force in 4.3.2.1's words: 「…をプレイするためのコスト」 (4.3.2.2)

_COST = """
turn: {{player: {tp}, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 3
    deck: 12
    hand:
      - {{name: 火花, type: spell, cost: 2, text: "相手のデュエルマスターに1点のダメージを与える。"}}
      - {{name: 指輪, type: item, cost: 2, text: "フィールドにセット"}}
    field:
      - {{name: 関所, type: event, set_on: field, text: "{text}"}}
  B:
    hp: 10
    energy: 3
    deck: 12
    hand: [{{name: 雷, type: spell, cost: 2, text: "相手のデュエルマスターに1点のダメージを与える。"}}]
actions:
  - {{do: play, player: {tp}, card: {card}}}
ask: [{tp}.energy]
"""


@pytest.mark.parametrize(
    ("text", "tp", "card", "left"),
    [
        ("あなたがスペルカードをプレイするためのコストは1減少する。", "A", "火花", 2),
        ("あなたがスペルカードをプレイするためのコストが1減少する。", "A", "火花", 2),
        ("あなたがスペルカードをプレイするためのコストは1減少する。", "A", "指輪", 1),
        ("あなたがアイテムカードをプレイするためのコストは1減少する。", "A", "指輪", 2),
        ("あなたがアイテムカードをプレイするためのコストは1減少する。", "A", "火花", 1),
        ("あなたがプレイするアイテムカードのプレイに必要なコストは1減少する。", "A", "指輪", 2),
        ("あなたがプレイするアイテムカードのコストは1減少する。", "A", "指輪", 2),
        ("あなたがプレイするスペルカードのプレイに必要なコストは1減少する。", "A", "火花", 2),
        ("あなたがカードをプレイするためのコストは2減少する。", "A", "火花", 3),
        ("相手がスペルカードをプレイするためのコストは1増加する。", "B", "雷", 0),
        ("相手がスペルカードをプレイするためのコストは1増加する。", "A", "火花", 1),
        ("相手がプレイするスペルカードのプレイに必要なコストは1増加する。", "B", "雷", 0),
    ],
)
def test_a_cost_change_in_4321s_words(text: str, tp: str, card: str, left: int) -> None:
    """「あなたがXカードをプレイするためのコスト」 (4.3.2.1's own words) and 「…のプレイに必要な
    コスト」 are the cost of that player's plays of X: changed while the card is in force, summed
    with the others (4.3.2.2); a play of another type or by the other player is not changed."""
    r = co_run(_COST.format(text=text, tp=tp, card=card))
    assert r.outcome["state"] == {f"{tp}.energy": left}
    if left != 1:
        assert "4.3.2.2" in r.decided_by


def test_a_cost_change_of_this_shape_stays_refused() -> None:
    """「コストが1減少する」 with no player or cards (4.3.2.2's example, cut out of its card) and
    「…をプレイするためのコスト」 with a kind besides the object are refused, named."""
    assert not co_ability("コストが1減少する。", "event").supported
    assert not co_ability(
        "あなたがスペルカードをプレイするためのイベントカードのコストは1減少する。", "event"
    ).supported


# ------------------------- 「あなたの手札の上限はN枚増える / 減る」 (3.7.3 changed by card text, 4.2.9)

_LIMIT = """
turn: {{player: A, number: 4, phase: end, step: end}}
players:
  A:
    hp: 20
    deck: 10
    hand: [{hand}]
    field: [{field}]
  B: {{hp: 20, deck: 10}}
actions:
  - {{do: turn_end}}
ask: [A.hand, A.dustbox]
"""


def _limit(texts: list[str], cards: int) -> Any:
    field = ", ".join(f'{{name: 泉{i}, type: navigator, text: "{t}"}}' for i, t in enumerate(texts))
    hand = ", ".join(f"{{name: c{i}}}" for i in range(cards))
    return co_run(_LIMIT.format(hand=hand, field=field))


@pytest.mark.parametrize(
    ("texts", "cards", "kept"),
    [
        (["あなたの手札の上限は1枚増える。"], 8, 8),
        (["あなたの手札の上限は1枚増加する。"], 9, 8),
        (["あなたの手札の上限は1枚減る。"], 7, 6),
        (["あなたの手札の上限は2枚減少する。"], 7, 5),
        (["『泉0』がフィールドに出ている限り、あなたの手札の上限は1枚減る。"], 7, 6),
        (["あなたの手札の上限は1枚増える。", "あなたの手札の上限は1枚増える。"], 10, 9),
        (["あなたの手札の上限は9枚になる。", "あなたの手札の上限は1枚減る。"], 10, 8),
    ],
)
def test_a_hand_limit_changed_by_card_text(texts: list[str], cards: int, kept: int) -> None:
    """3.7.3's limit of 7, N more or less while the card is on its player's field (4.2.9,
    4.3.8): the hand is cut down to the limit changed; two changes are both added; a limit a
    text sets (「9枚になる」) is the one changed."""
    for t in texts:
        assert co_ability(t, "navigator").supported, t
    r = _limit(texts, cards)
    assert r.outcome["state"] == {"A.hand": kept, "A.dustbox": cards - kept}
    assert "4.2.9" in r.decided_by
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


def test_the_opponents_hand_limit_changed_is_read_for_the_opponent() -> None:
    """「相手の手札の上限は1枚減る」: the other player's limit — read since round 29 as the
    opponent's (``tests/ruling/test_co_rules_r29.py`` runs it on a board)."""
    ab = co_ability("相手の手札の上限は1枚減る。", "navigator")
    assert ab.supported and ab.program.statics[0].who == "opponent_player"


# -------------- 「この効果でクラッシュしたキャラクター1体につき、…」 (4.3.2.6, 4.3.11: one per crash)

_SWEEP = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 0
    deck: 10
    hand: []
    field:
      - {{name: 兵, type: character, ap: 1, dp: 1}}
      - {{name: 騎士, type: character, ap: 3, dp: 3}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 敵, type: character, ap: 2, dp: 1}}, {{name: 巨人, type: character, ap: 2, dp: {dp}}}]
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [A.hp, A.energy, A.hand, 兵.zone, 騎士.zone, 巨人.zone]
"""

_DAMAGE_ALL = "フィールドに出ているすべてのキャラクターに1点のダメージを与える。"


@pytest.mark.parametrize(
    ("then", "dp", "got"),
    [
        ("この効果でクラッシュしたキャラクター1体につき、あなたのHPが1点回復する。", 5, (12, 0, 0)),
        ("この効果でクラッシュしたキャラクター1体につき、あなたはHPが1点回復する。", 1, (13, 0, 0)),
        (
            "そのあと、この効果でクラッシュしたキャラクター1体につき、あなたはHPが2点回復する。",
            5,
            (14, 0, 0),
        ),
        (
            "この効果でクラッシュしたキャラクター1体につき、あなたは1エネルギーを得る。",
            5,
            (10, 2, 0),
        ),
        (
            "この効果でクラッシュしたキャラクター1体につき、あなたは山札からカードを1枚引く。",
            1,
            (10, 0, 3),
        ),
    ],
)
def test_a_step_once_per_character_this_text_crashed(
    then: str, dp: int, got: tuple[int, int, int]
) -> None:
    """1 damage to every character: those of DP 1 crash (4.3.11) — 兵, 敵 and, with DP 1, 巨人;
    the step after it is done once for each of them (HP, energy, cards), not for 騎士."""
    r = co_run(_SWEEP.format(text=_DAMAGE_ALL + then, dp=dp))
    hp, energy, hand = got
    assert r.outcome["state"] == {
        "A.hp": hp,
        "A.energy": energy,
        "A.hand": hand,
        "兵.zone": "A.dustbox",
        "騎士.zone": "A.field",
        "巨人.zone": "B.dustbox" if dp == 1 else "B.field",
    }
    assert not r.outcome.get("may_depend_on_unsupported")


def test_none_crashed_by_this_text_counts_none() -> None:
    """No character crashed by the text: the step is done 0 times."""
    text = "あなたは山札からカードを1枚引く。この効果でクラッシュしたキャラクター1体につき、あなたのHPが1点回復する。"
    r = co_run(_SWEEP.format(text=text, dp=5))
    assert r.outcome["state"]["A.hp"] == 10


# ------- 「セットされたキャラクターが女性キャラクターなら、そのキャラクターは…の修正を受ける」 (4.3.8)

_HOST = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 指輪, type: item, set_on: 主, text: "{text}"}}
      - {{name: 主, type: character, ap: 2, dp: 2, gender: {gender}}}
  B: {{hp: 10, deck: 10}}
actions: []
ask: [主.ap, 主.dp]
"""


@pytest.mark.parametrize(
    "text",
    [
        "セットされたキャラクターが女性キャラクターなら、そのキャラクターは「+1:+1」の修正を受ける。",
        "セットされたキャラクターが女性キャラクターなら、セットされたキャラクターは「+1:+1」の修正を受ける。",
        "セットされたキャラクターが女性キャラクターの場合、セットされたキャラクターは「+1:+1」の修正を受ける。",
    ],
)
@pytest.mark.parametrize(("gender", "values"), [("女性", (3, 3)), ("男性", (2, 2))])
def test_a_modifier_on_the_host_of_a_gender(
    text: str, gender: str, values: tuple[int, int]
) -> None:
    """The item's modifier is in force on its host only while the host is a character of that
    gender (its type as decided at 4.3.8 step 2, as 「…すべての女性キャラクターに」 is read)."""
    r = co_run(_HOST.format(text=text, gender=gender))
    assert (r.outcome["state"]["主.ap"], r.outcome["state"]["主.dp"]) == values
    assert not r.outcome.get("may_depend_on_unsupported")


@pytest.mark.parametrize(("hp", "values"), [(10, (3, 3)), (11, (2, 2))])
def test_another_condition_on_an_effect_in_force(hp: int, values: tuple[int, int]) -> None:
    """「あなたのHPが10点以下の場合、セットされたキャラクターは…」: a condition read as the effect
    applies (4.3.8) — refused before round 61; since then held on the host's modifier as the
    effects are worked out (s58coC, ``_compile_gated``, test_co_r61_dustbox_top_condition.py):
    +1:+1 while the item's controller has 10 HP or less. A condition the effects in force do not
    read stays refused."""
    text = "あなたのHPが10点以下の場合、セットされたキャラクターは「+1:+1」の修正を受ける。"
    assert co_ability(text, "item").supported
    r = co_run(
        _HOST.format(text=text, gender="男性").replace("hp: 10\n    deck", f"hp: {hp}\n    deck")
    )
    assert (r.outcome["state"]["主.ap"], r.outcome["state"]["主.dp"]) == values
    unread = "このターンにあなたがアタックしている場合、セットされたキャラクターは「+1:+1」の修正を受ける。"
    assert not co_ability(unread, "item").supported


# ------ 「Xは、Aせず、Bできない」: each predicate said of the topic apart (「Xは、Aしない。Xは、Bできない」)

_JOINED = [
    "セットされたキャラクターはアンタップフェイズにアンタップせず、アタックできない。",
    "セットされたキャラクターはアタックできず、アンタップフェイズにアンタップしない。",
]


@pytest.mark.parametrize("text", _JOINED)
def test_a_negative_joined_to_a_prohibition_untap(text: str) -> None:
    """The host stays tapped in the untap phase (3.2.2, the text over it, 4.2.9), as the
    sentence 「セットされたキャラクターはアンタップフェイズにアンタップしない」 alone."""
    field = (
        "[{name: 兵, type: character, ap: 1, dp: 1, state: rest}, "
        f"{{name: 氷, type: spell, set_on: 兵, text: '{text}'}}]"
    )
    r = co_run(
        "turn: {player: A, number: 4, phase: untap}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, field: {field}}}\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: untap_phase}\n"
        "ask: [兵.state]\n"
    )
    assert r.outcome["state"] == {"兵.state": "rest"}


@pytest.mark.parametrize("text", _JOINED)
def test_a_negative_joined_to_a_prohibition_attack(text: str) -> None:
    """The host cannot attack (3.4.5.2 refused by the text, 4.2.9), as 「セットされたキャラクターは
    アタックできない」 alone; a character with no such card set on it may."""
    body = """
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 兵, type: character, ap: 1, dp: 1}, {name: 氷, type: spell, set_on: 兵, text: "%s"}, {name: 弓, type: character, ap: 1, dp: 1}]
  B: {hp: 10, deck: 10}
actions:
  - {do: attack, attacker: %s, defender: none}
ask: [B.hp]
"""
    r = co_run(body % (text, "兵"))
    assert r.main.rejected and r.outcome["state"] == {"B.hp": 10}
    r = co_run(body % (text, "弓"))
    assert not r.main.rejected and r.outcome["state"] == {"B.hp": 9}


# ------------- 「あなたは山札の一番上のカードを見る(てもよい)」: a look as the text's last step (4.2.2, 4.2.9)

_LOOK = """
turn: {{player: A, number: 6, phase: main}}
players:
  A: {{hp: 10, deck: [{{name: 山1, type: spell}}, {{name: 山2, type: spell}}]}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
{choices}
ask: [山1.zone]
"""


@pytest.mark.parametrize(
    ("text", "answer", "seen"),
    [
        ("あなたは山札の一番上のカードを見る。", "", "山札の上から1枚を見る（山1）"),
        ("あなたは山札の一番上のカードを見てもよい。", "yes", "山札の上から1枚を見る（山1）"),
        ("あなたは山札の一番上のカードを見てもよい。", "no", None),
        ("あなたは山札の上から2枚を見る。", "", "山札の上から2枚を見る（山1、山2）"),
    ],
)
def test_a_look_at_the_top_as_the_last_step(text: str, answer: str, seen: str | None) -> None:
    """The player sees the deck's top card(s) (the text over 4.2.2, 4.2.9); nothing moves and
    the order stays; 「…てもよい」: the player's choice."""
    choices = f"choices:\n  - {{player: A, at: optional_step, choose: {answer}}}" if answer else ""
    r = co_run(_LOOK.format(text=text, choices=choices))
    assert r.outcome["state"] == {"山1.zone": "A.deck"}
    looks = [s.ja for s in r.main.trace if "4.2.2" in getattr(s, "clauses", ())]
    assert [x for x in looks if seen and seen in x] if seen else not looks
    assert not r.main.warnings


def test_a_look_before_another_step_stays_refused() -> None:
    """A look followed by a step that is no putting back: which cards a later step would mean
    is not said — refused, named."""
    text = "あなたは山札の上から1枚を見る。あなたは山札からカードを1枚引く。"
    assert not co_ability(text, "event").supported


# ---- 「あなたがナビゲーター / アイテムカード / 『X』をコントロールしているなら」 (4.2.12; 4.2.6, 4.2.10)
# ---- and 「さらにHPが1点回復する」: the player healed before (4.3.2.6)

_CONTROL = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{field}]
  B:
    hp: 10
    deck: 10
    field: [{{name: 敵司書, type: navigator}}, {{name: 朝倉 ひなた, uid: 敵ひなた, type: character, ap: 1, dp: 1}}]
actions:
  - {{do: resolve_text, player: A, text: "{text}"{card}}}
ask: [A.hp, A.hand]
"""

_MINE = {
    "navigator": "{name: 司書, type: navigator}",
    "item": "{name: 指輪, type: item, set_on: field}",
    "hinata": "{name: 朝倉 ひなた, type: character, ap: 1, dp: 1}",
    "hikage": "{name: 朝倉 ひかげ, type: character, ap: 1, dp: 1}",
}


@pytest.mark.parametrize(
    ("cond", "mine", "met"),
    [
        ("あなたがナビゲーターをコントロールしているなら", ["navigator"], True),
        ("あなたがナビゲーターをコントロールしているなら", ["item"], False),
        ("相手がナビゲーターをコントロールしているなら", [], True),
        ("あなたがナビゲーターをコントロールしていないなら", ["item"], True),
        ("あなたがアイテムカードをコントロールしているなら", ["item"], True),
        ("あなたがアイテムカードをコントロールしているなら", ["navigator"], False),
        ("あなたが『朝倉 ひなた』をコントロールしているなら", ["hinata"], True),
        # B's 朝倉 ひなた is not controlled by A; 朝倉 ひかげ is another name (4.2.6)
        ("あなたが『朝倉 ひなた』をコントロールしているなら", ["hikage"], False),
    ],
)
def test_a_card_of_a_type_or_name_a_player_controls(cond: str, mine: list[str], met: bool) -> None:
    text = f"{cond}、あなたは山札からカードを1枚引く。"
    field = ", ".join(_MINE[m] for m in mine)
    r = co_run(_CONTROL.format(field=field, text=text, card=""))
    assert r.outcome["state"]["A.hand"] == (1 if met else 0)


def test_the_cards_own_name_in_a_control_condition_is_itself() -> None:
    """4.2.10: in 朝倉 ひなた's text, 『朝倉 ひなた』 is that card: resolved for B's copy (B
    controls it), A's condition 「あなたが『朝倉 ひなた』をコントロールしているなら」 is about B's card
    alone — A controls another of the name, which does not count."""
    text = "あなたが『朝倉 ひなた』をコントロールしているなら、あなたは山札からカードを1枚引く。"
    r = co_run(_CONTROL.format(field=_MINE["hinata"], text=text, card=", card: 敵ひなた"))
    assert r.outcome["state"]["A.hand"] == 0


@pytest.mark.parametrize(("mine", "hp"), [(["navigator"], 14), ([], 13)])
def test_a_further_heal_of_the_player_healed_before(mine: list[str], hp: int) -> None:
    """「あなたはHPが3点回復する。…なら、さらにHPが1点回復する」: the second heal, its player left
    unsaid after 「さらに」, is of the player the first healed; with the condition not met, not
    done."""
    text = (
        "あなたはHPが3点回復する。あなたがナビゲーターをコントロールしているなら、"
        "さらにHPが1点回復する。"
    )
    field = ", ".join(_MINE[m] for m in mine)
    r = co_run(_CONTROL.format(field=field, text=text, card=""))
    assert r.outcome["state"]["A.hp"] == hp


def test_a_further_heal_with_no_heal_before_stays_refused() -> None:
    assert not co_ability("さらにHPが1点回復する。", "event").supported


# ---- 「ディフェンスしたキャラクター」 in an ability triggered by an attack: none has defended yet


@pytest.mark.parametrize(
    "text",
    [
        "セットされたキャラクターがアタックしたとき、あなたは1エネルギーを支払ってもよい。そうしたなら、ディフェンスしたキャラクターに1点のダメージを与える。",
        "『X』がアタックしたとき、ディフェンスしたキャラクターが「その他」キャラクターの場合、ターン終了時まで、『X』は「+1:+0」の修正を受ける。",
    ],
)
def test_the_defender_in_an_attack_trigger_is_refused(text: str) -> None:
    """3.4.5.2: an ability triggered by the attack declaration is resolved there, before the
    defence is declared (3.4.5.3): 「ディフェンスしたキャラクター」 names no one yet — refused and
    named (before, the step was done on no one, silently). Round 22 (s18co): when it is read
    is the audit's defender_in_attack_trigger — after the defence declaration (the engine's
    reading) or at once (nothing about the defender is done); both run, so the text compiles
    with ``reads_defence`` (boards in tests/ruling/test_co_cardtext_s18.py). With a target it
    stays refused."""
    ab = co_ability(text, "item" if "セット" in text else "character", name="X")
    assert ab.supported and ab.program.reads_defence
    if "セット" in text:
        targeted = (
            "セットされたキャラクターがアタックしたとき、対象のキャラクター1体に1点のダメージを"
            "与える。ディフェンスしたキャラクターに1点のダメージを与える。"
        )
        assert not co_ability(targeted, "item", name="X").supported


# -------------- 「代用コスト:…」: paid instead of the energy when the player so decides (4.3.2.1-4.3.2.3)

_ALT = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: {energy}
    deck: 10
    hand:
      - {{name: 炎, type: spell, cost: 3, text: "相手のデュエルマスターに2点のダメージを与える。\\n{alt}"}}
{more}
    field: [{{name: 兵, type: character, ap: 1, dp: 1}}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: play, card: 炎{use}}}
{choices}
ask: [B.hp, A.energy, 甲.zone, 乙.zone, 兵.zone]
"""
_TWO = "      - {name: 甲, type: spell}\n      - {name: 乙, type: spell}"


def _alt(alt: str, energy: int = 0, use: bool = True, more: str = _TWO, choices: str = "") -> Any:
    return co_run(
        _ALT.format(
            alt=alt,
            energy=energy,
            use=", use_alt_cost: true" if use else "",
            more=more,
            choices=choices,
        )
    )


def test_a_printed_alternative_cost_of_hand_cards() -> None:
    """「代用コスト:手札からカードを2枚クラッシュする。」 with 0 energy: 甲 and 乙 (not the card
    played) are crashed as the cost (4.3.2.3), the spell resolves."""
    r = _alt("代用コスト:手札からカードを2枚クラッシュする。")
    assert r.outcome["state"] == {
        "B.hp": 8,
        "A.energy": 0,
        "甲.zone": "A.dustbox",
        "乙.zone": "A.dustbox",
        "兵.zone": "A.field",
    }
    assert {"4.3.2.3"} <= set(r.decided_by)


def test_the_card_played_pays_no_part_of_its_own_cost() -> None:
    """One other hand card for 「手札からカードを2枚」: the cost cannot be paid (4.3.2.1), the
    card played not counted."""
    body = _ALT.format(
        alt="代用コスト:手札からカードを2枚クラッシュする。",
        energy=0,
        use=", use_alt_cost: true",
        more="      - {name: 甲, type: spell}",
        choices="",
    ).replace("ask: [B.hp, A.energy, 甲.zone, 乙.zone, 兵.zone]", "ask: [B.hp, 甲.zone]")
    r = co_run(body)
    assert r.main.rejected and r.outcome["state"] == {"B.hp": 10, "甲.zone": "A.hand"}


@pytest.mark.parametrize(
    ("alt", "energy", "left", "soldier"),
    [
        ("代用コスト:2エネルギーを支払う。", 2, 0, "A.field"),
        ("代用コスト:キャラクターを1体クラッシュする。", 0, 0, "A.dustbox"),
        ("代用コスト:カードを1枚引く。", 0, 0, "A.field"),
    ],
)
def test_other_printed_alternative_costs(alt: str, energy: int, left: int, soldier: str) -> None:
    r = _alt(alt, energy=energy, choices="choices:\n  - {player: A, at: cost, choose: 兵}")
    assert r.outcome["state"]["B.hp"] == 8
    assert r.outcome["state"]["A.energy"] == left
    assert r.outcome["state"]["兵.zone"] == soldier


def test_without_the_alternative_the_energy_is_asked() -> None:
    """Played without ``use_alt_cost`` the cost is the energy (3, with 0: refused); a card with
    no 代用コスト played with it: refused (4.3.2.1)."""
    r = _alt("代用コスト:手札からカードを2枚クラッシュする。", use=False)
    assert r.main.rejected and r.outcome["state"]["B.hp"] == 10
    r = _alt("維持費:1エネルギーを支払う。", energy=5)
    assert r.main.rejected and r.outcome["state"]["B.hp"] == 10


def test_an_alternative_cost_of_this_shape_stays_refused() -> None:
    """Another player's cards tapped as a cost are not read: refused, named."""
    text = "代用コスト:相手がコントロールしているキャラクター1体をタップする。"
    assert not co_ability(text, "spell").supported


# ---- cost items: hand cards put into the dustbox, the payer's described cards crashed / tapped
# ---- (4.3.3.1 / 4.3.2.1 ready, 4.3.3.3 / 4.3.2.3 「指定された通りに処理します」)

_USE = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 0
    deck: 10
    hand: [{hand}]
    field:
      - {{name: 術士, type: character, ap: 1, dp: 1, text: "{text}"}}
{field}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: activate, card: 術士}}
{choices}
ask: [A.energy, A.hand, A.dustbox, 術士.state]
"""


def _use(text: str, hand: str = "", field: str = "", choices: str = "") -> Any:
    return co_run(_USE.format(text=text, hand=hand, field=field, choices=choices))


@pytest.mark.parametrize(
    "cost",
    ["手札を1枚ダストボックスに置く", "手札からカードを1枚ダストボックスに置く"],
)
def test_a_hand_card_put_into_the_dustbox_as_the_cost(cost: str) -> None:
    text = f"『術士』をタップする、{cost}:あなたは2エネルギーを得る。"
    hand = "{name: 甲, type: spell}, {name: 乙, type: spell}"
    r = _use(text, hand, choices="choices:\n  - {player: A, at: cost, choose: 乙}")
    assert r.outcome["state"] == {"A.energy": 2, "A.hand": 1, "A.dustbox": 1, "術士.state": "rest"}
    r = _use(text)
    assert r.main.rejected and r.outcome["state"]["A.energy"] == 0


_ITEMS = "      - {name: 指輪, type: item, set_on: field}\n      - {name: 王冠, type: item, set_on: field}"


def test_an_item_the_payer_controls_crashed_as_the_cost() -> None:
    text = "『術士』をタップする、あなたがコントロールしているアイテムカード1枚をクラッシュする:あなたは2エネルギーを得る。"
    r = _use(text, field=_ITEMS, choices="choices:\n  - {player: A, at: cost, choose: 王冠}")
    assert r.outcome["state"] == {"A.energy": 2, "A.hand": 0, "A.dustbox": 1, "術士.state": "rest"}
    r = _use(text)
    assert r.main.rejected and r.outcome["state"]["A.energy"] == 0


_GIRLS = (
    "      - {name: 花, type: character, ap: 1, dp: 1, gender: 女性}\n"
    "      - {name: 月, type: character, ap: 1, dp: 1, gender: 女性}\n"
    "      - {name: 剣, type: character, ap: 1, dp: 1, gender: 男性}"
)


def test_described_characters_tapped_as_the_cost() -> None:
    """「あなたがコントロールしているアンタップ状態の女性キャラクター2体をタップする」: both untapped
    women tapped; with one of them tapped already, the cost cannot be paid (4.3.3.1)."""
    text = "あなたがコントロールしているアンタップ状態の女性キャラクター2体をタップする:あなたは2エネルギーを得る。"
    body = _USE.format(text=text, hand="", field=_GIRLS, choices="").replace(
        "ask: [A.energy, A.hand, A.dustbox, 術士.state]",
        "ask: [A.energy, 花.state, 月.state, 剣.state]",
    )
    r = co_run(body)
    assert r.outcome["state"] == {
        "A.energy": 2,
        "花.state": "rest",
        "月.state": "rest",
        "剣.state": "stand",
    }
    r = co_run(body.replace("gender: 女性}", "gender: 女性, state: rest}", 1))
    assert r.main.rejected and r.outcome["state"]["A.energy"] == 0


def test_a_printed_alternative_cost_of_described_characters_tapped() -> None:
    """「代用コスト:あなたがコントロールしているアンタップ状態の女性キャラクター2体をタップする。」
    played with it (4.3.2.1-4.3.2.3): the two women tapped, no energy."""
    r = _alt(
        "代用コスト:あなたがコントロールしているアンタップ状態の女性キャラクター2体をタップする。",
        more=_TWO.replace("    hand:", ""),
    )
    assert r.main.rejected  # no women on 兵's field
    body = _ALT.format(
        alt="代用コスト:あなたがコントロールしているアンタップ状態の女性キャラクター2体をタップする。",
        energy=0,
        use=", use_alt_cost: true",
        more=_TWO,
        choices="",
    ).replace("    field: [{name: 兵, type: character, ap: 1, dp: 1}]", "    field:\n" + _GIRLS)
    body = body.replace(
        "ask: [B.hp, A.energy, 甲.zone, 乙.zone, 兵.zone]", "ask: [B.hp, 花.state, 月.state]"
    )
    r = co_run(body)
    assert r.outcome["state"] == {"B.hp": 8, "花.state": "rest", "月.state": "rest"}


# ---- an effect in force of this card with a condition on HP or per card counted (4.3.8)

_OWN = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    {hp}
    deck: 10
    field:
      - {{name: 乙葉, type: character, ap: 2, dp: 2, text: "{text}"}}
{more}
  B:
    hp: 10
    deck: 10
    field: [{{name: 敵, type: character, ap: 1, dp: 1}}, {{name: 敵2, type: character, ap: 1, dp: 1}}]
actions: []
ask: [乙葉.ap, 乙葉.dp]
"""


@pytest.mark.parametrize(
    ("hp", "values"), [("hp: 10", (4, 4)), ("hp: 9", (4, 4)), ("hp: 11", (2, 2))]
)
def test_an_own_modifier_while_the_hp_is_low(hp: str, values: tuple[int, int]) -> None:
    """「あなたのHPが10点以下の場合、『乙葉』は「+2:+2」の修正を受ける」: in force on 乙葉 while its
    controller's HP is 10 or less, read as the effects are worked out (4.3.8)."""
    text = "あなたのHPが10点以下の場合、『乙葉』は「+2:+2」の修正を受ける。"
    r = co_run(_OWN.format(hp=hp, text=text, more=""))
    assert (r.outcome["state"]["乙葉.ap"], r.outcome["state"]["乙葉.dp"]) == values


def test_an_own_modifier_with_the_hp_not_given_is_an_assumption() -> None:
    text = "あなたのHPが10点以下の場合、『乙葉』は「+2:+2」の修正を受ける。"
    r = co_run(_OWN.format(hp="energy: 0", text=text, more=""))
    assert r.outcome["state"]["乙葉.ap"] == 2
    assert any(w.kind == "assumption" for w in r.main.warnings)


_TWO_ITEMS = "      - {name: 指輪, type: item, set_on: field}\n      - {name: 王冠, type: item, set_on: field}"


@pytest.mark.parametrize(
    ("text", "more", "ap"),
    [
        (
            "あなたがコントロールしているアイテムカード1枚につき、『乙葉』は「+1:+0」の修正を受ける。",
            _TWO_ITEMS,
            4,
        ),
        (
            "あなたがコントロールしているアイテムカード1枚につき、『乙葉』は「+1:+0」の修正を受ける。",
            "",
            2,
        ),
        (
            "相手がコントロールしているキャラクター1体につき、『乙葉』は「+1:+0」の修正を受ける。",
            "",
            4,
        ),
    ],
)
def test_an_own_modifier_per_card_counted(text: str, more: str, ap: int) -> None:
    """Once per card of that type the player named controls, counted as the effects are worked
    out (4.3.8, 4.2.12)."""
    r = co_run(_OWN.format(hp="hp: 10", text=text, more=more))
    assert r.outcome["state"]["乙葉.ap"] == ap


def test_an_own_modifier_per_card_of_a_gender_is_read() -> None:
    """Counted by the gender as typed at 4.3.8 step 2 alone (``common.type_of``), not by the
    others' full values — read since round 61 (s58coO, test_co_r61_per_gender_in_force.py)."""
    text = "あなたがコントロールしている女性キャラクター1体につき、『X』は「+1:+0」の修正を受ける。"
    ab = co_ability(text, name="X")
    assert ab.supported, ab.reason
    assert ab.program.statics[0].per == ("character", "you", "女性")


# ---- 「『X』が「飛行」の特殊能力を持つキャラクターにディフェンスされたとき」 (3.4.5.3, 3.4.5.6, 3.4.5.7)

_DEFENDED_BY = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: X, type: character, ap: 1, dp: 9, text: "{text}"}}]
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 鳥, type: character, ap: 1, dp: 5, text: "「飛行」"}}
      - {{name: 兵, type: character, ap: 1, dp: 5}}
actions:
  - {{do: attack, attacker: X, defender: {defender}}}
ask: [{defender}.damage]
"""


@pytest.mark.parametrize(
    "text",
    [
        "『X』が「飛行」の特殊能力を持つキャラクターにディフェンスされたとき、そのキャラクターに2点のダメージを与える。",
        "『X』が「飛行」を持つキャラクターにディフェンスされたとき、ディフェンスしたキャラクターに2点のダメージを与える。",
    ],
)
@pytest.mark.parametrize(("defender", "damage"), [("鳥", 3), ("兵", 1)])
def test_defended_by_a_character_with_a_keyword(text: str, defender: str, damage: int) -> None:
    """Triggered only when the character that defended has the keyword, as in force (3.4.5.7,
    4.3.8); 「そのキャラクター」 is that defender (the character the trigger named last): 2 damage,
    then the exchange's 1 (3.4.5.4)."""
    r = co_run(_DEFENDED_BY.format(text=text, defender=defender))
    assert r.outcome["state"] == {f"{defender}.damage": damage}


# ---- 「あなたがコントロールしている『X』は「+1:+1」の修正を受ける」: in force on that name (4.3.8; 4.2.6, 4.2.10)

_NAMED = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 朝倉 ひなた, uid: ひなた1, type: character, ap: 1, dp: 1, text: "{text}"}}
      - {{name: 朝倉 ひなた, uid: ひなた2, type: character, ap: 1, dp: 1}}
      - {{name: 朝倉 ひかげ, uid: ひかげA, type: character, ap: 1, dp: 1}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 朝倉 ひかげ, uid: ひかげB, type: character, ap: 1, dp: 1}}]
actions: []
ask: [ひなた1.ap, ひなた2.ap, ひかげA.ap, ひかげB.ap]
"""


@pytest.mark.parametrize(
    ("text", "aps"),
    [
        (
            "『朝倉 ひなた』がフィールドに出ている限り、あなたがコントロールしている『朝倉 ひかげ』は「+1:+1」の修正を受ける。",
            (1, 1, 2, 1),
        ),
        ("相手がコントロールしている『朝倉 ひかげ』は「+1:+1」の修正を受ける。", (1, 1, 1, 2)),
        # the card's own name is that card (4.2.10): not the other 朝倉 ひなた
        ("あなたがコントロールしている『朝倉 ひなた』は「+1:+1」の修正を受ける。", (2, 1, 1, 1)),
    ],
)
def test_a_modifier_in_force_on_characters_of_a_name(text: str, aps: tuple[int, ...]) -> None:
    r = co_run(_NAMED.format(text=text))
    got = r.outcome["state"]
    assert (got["ひなた1.ap"], got["ひなた2.ap"], got["ひかげA.ap"], got["ひかげB.ap"]) == aps


# ---- 「そのキャラクターがこのダメージで(この効果で)クラッシュしたなら」 (4.3.11, 4.3.2.6)

_BY_DAMAGE = """
turn: {{player: A, number: 6, phase: main}}
players:
  A: {{hp: 10, deck: 10}}
  B:
    hp: 10
    deck: 10
    field: [{{name: 兵, type: character, ap: 1, dp: 3}}, {{name: 騎士, type: character, ap: 1, dp: 5}}]
actions:
  - {{do: resolve_text, player: A, text: "{text}", target: {target}}}
ask: [A.hand, {target}.zone]
"""


@pytest.mark.parametrize(
    "text",
    [
        "対象のキャラクター1体に3点のダメージを与える。そのキャラクターがこのダメージでクラッシュしたなら、あなたは山札からカードを1枚引く。",
        "対象のキャラクター1体に3点のダメージを与える。そのキャラクターがこの効果でクラッシュしたなら、あなたは山札からカードを1枚引く。",
    ],
)
@pytest.mark.parametrize(("target", "drawn"), [("兵", 1), ("騎士", 0)])
def test_a_draw_if_the_damage_crashed_the_target(text: str, target: str, drawn: int) -> None:
    """3 damage crashes 兵 (DP 3, 4.3.11): the draw is done; 騎士 (DP 5) stays: not done."""
    r = co_run(_BY_DAMAGE.format(text=text, target=target))
    assert r.outcome["state"]["A.hand"] == drawn
    assert r.outcome["state"][f"{target}.zone"] == ("B.dustbox" if drawn else "B.field")


def test_by_this_damage_with_no_damage_before_stays_refused() -> None:
    text = "対象のキャラクター1体をタップする。そのキャラクターがこのダメージでクラッシュしたなら、あなたは山札からカードを1枚引く。"
    assert not co_ability(text, "event").supported


# ---- 「『X』がディフェンスされなかったとき、…」: 「Xがアタックしたとき、ディフェンスされなかった場合、…」 said
# ---- in one event (3.4.5.2, 3.4.5.3; read after the defence declaration, as the split form is)

_UNDEFENDED = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 20
    deck: 10
    hand: 0
    field: [{{name: 甲, type: character, ap: 1, dp: 3, text: "{text}"}}]
  B:
    hp: 20
    deck: 10
    field: [{{name: 壁, type: character, ap: 0, dp: 5}}]
actions:
  - {{do: attack, attacker: 甲, defender: {defender}}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    "text",
    [
        "『甲』がディフェンスされなかったとき、あなたは山札からカードを1枚引く。",
        "『甲』がアタックしたとき、ディフェンスされなかった場合、あなたは山札からカードを1枚引く。",
    ],
)
@pytest.mark.parametrize(("defender", "drawn"), [("none", 1), ("壁", 0)])
def test_an_attack_not_defended(text: str, defender: str, drawn: int) -> None:
    ab = co_ability(text, name="甲")
    assert ab.supported and ab.program.undefended, ab.reason
    r = co_run(_UNDEFENDED.format(text=text, defender=defender))
    assert r.outcome["state"] == {"A.hand": drawn}
    assert "3.4.5.4" in r.decided_by


# ---- 「…見て、山札の一番上か一番下に置く」: the card looked at back on top or at the bottom (4.2.9 over 4.2.2)

_TOP_BOTTOM = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: [{{name: 山1, type: spell}}, {{name: 山2, type: spell}}, {{name: 山3, type: spell}}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}そのあと、あなたは山札からカードを1枚引く。"}}
choices:
  - {{player: A, at: optional_step, choose: {answer}}}
ask: [山1.zone, 山2.zone]
"""


@pytest.mark.parametrize(
    "text",
    [
        "あなたは山札の一番上のカードを見て、山札の一番上か一番下に置く。",
        "あなたは山札の上から1枚を見て、そのカードを山札の一番上か一番下に置く。",
    ],
)
@pytest.mark.parametrize(("answer", "drawn"), [("yes", "山2"), ("no", "山1")])
def test_the_card_looked_at_on_top_or_at_the_bottom(text: str, answer: str, drawn: str) -> None:
    """The player picks: at the bottom (the next draw takes 山2) or back on top (it takes 山1)."""
    r = co_run(_TOP_BOTTOM.format(text=text, answer=answer))
    other = "山1" if drawn == "山2" else "山2"
    assert r.outcome["state"] == {f"{drawn}.zone": "A.hand", f"{other}.zone": "A.deck"}


def test_several_cards_on_top_or_at_the_bottom_stay_refused() -> None:
    """The order several cards would take at the bottom is not said (4.2.2): refused."""
    text = "あなたは山札の上から2枚を見て、山札の一番上か一番下に置く。"
    assert not co_ability(text, "event").supported


# ---- 「『X』にセットされているキャラクターがアタックしたとき」: the character this card is set on (4.2.10)

_HOST_ATTACK = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 鎧, type: item, set_on: 騎士, text: "{text}"}}
      - {{name: 騎士, type: character, ap: 1, dp: 3}}
      - {{name: 兵, type: character, ap: 1, dp: 3}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: attack, attacker: {attacker}, defender: none}}
ask: [{attacker}.ap]
"""


@pytest.mark.parametrize(
    "text",
    [
        "『鎧』にセットされているキャラクターがアタックしたとき、そのキャラクターはターン終了時まで「+1:+1」の修正を受ける。",
        "セットされたキャラクターがアタックしたとき、そのキャラクターはターン終了時まで「+1:+1」の修正を受ける。",
    ],
)
@pytest.mark.parametrize(("attacker", "ap"), [("騎士", 2), ("兵", 1)])
def test_the_character_this_card_is_set_on_attacks(text: str, attacker: str, ap: int) -> None:
    r = co_run(_HOST_ATTACK.format(text=text, attacker=attacker))
    assert r.outcome["state"] == {f"{attacker}.ap": ap}


@pytest.mark.parametrize(
    "alt",
    [
        "代用コスト:このカードは、エネルギーを支払うかわりに、あなたがコントロールしている女性キャラクター2体をタップしてプレイしてもよい。",
        "このカードは、エネルギーを支払うかわりに、あなたがコントロールしている女性キャラクター2体をタップしてプレイしてもよい。",
    ],
)
def test_an_alternative_cost_said_as_a_sentence(alt: str) -> None:
    """「このカードは、エネルギーを支払うかわりに、…をタップしてプレイしてもよい」: the 代用コスト said as
    a sentence (4.3.2.1), with or without the label — paid when the play says so (4.3.2.3)."""
    body = _ALT.format(alt=alt, energy=0, use=", use_alt_cost: true", more=_TWO, choices="")
    body = body.replace(
        "    field: [{name: 兵, type: character, ap: 1, dp: 1}]", "    field:\n" + _GIRLS
    ).replace("ask: [B.hp, A.energy, 甲.zone, 乙.zone, 兵.zone]", "ask: [B.hp, 花.state, 月.state]")
    r = co_run(body)
    assert r.outcome["state"] == {"B.hp": 8, "花.state": "rest", "月.state": "rest"}


@pytest.mark.parametrize(
    ("cost", "states", "zones"),
    [
        (
            "あなたがコントロールしている女性キャラクター2体をタップする",
            ("rest", "rest", "stand"),
            None,
        ),
        (
            "あなたがコントロールしているキャラクター2体をクラッシュする",
            None,
            ("A.dustbox", "A.dustbox"),
        ),
    ],
)
def test_n_characters_the_payer_controls_as_the_cost(
    cost: str, states: tuple[str, ...] | None, zones: tuple[str, ...] | None
) -> None:
    """「あなたがコントロールしている(女性)キャラクター2体をタップ / クラッシュする」 (4.3.3.1, 4.3.3.3):
    two of the payer's characters (of that gender), the player's pick."""
    text = f"{cost}:あなたは2エネルギーを得る。"
    choices = (
        "choices:\n  - {player: A, at: cost, choose: 花}\n  - {player: A, at: cost, choose: 月}"
    )
    body = _USE.format(text=text, hand="", field=_GIRLS, choices=choices).replace(
        "ask: [A.energy, A.hand, A.dustbox, 術士.state]",
        "ask: [A.energy, 花.state, 月.state, 剣.state, 花.zone, 月.zone]",
    )
    r = co_run(body)
    got = r.outcome["state"]
    assert got["A.energy"] == 2
    if states is not None:
        assert (got["花.state"], got["月.state"], got["剣.state"]) == states
    if zones is not None:
        assert (got["花.zone"], got["月.zone"]) == zones


# ---- 「あなた / 相手はHPをN点失う」: as 「…のHPがN点減少する」 (no damage, 4.3.10; HP 0 ends the game, 4.1.2)

_HP_LOSS = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    dustbox: [{{name: 指輪, type: item}}]
  B: {{hp: {b_hp}, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
{choices}
ask: [A.hp, B.hp, 指輪.zone]
"""


@pytest.mark.parametrize(
    ("text", "b_hp", "choices", "state"),
    [
        ("あなたはHPを1点失う。", 10, "", (9, 10, "A.dustbox")),
        ("相手はHPを2点失う。", 10, "", (10, 8, "A.dustbox")),
        (
            "あなたはダストボックスからアイテムカードを1枚選び、手札に戻してもよい。そうしたなら、あなたはHPを1点失う。",
            10,
            "choices:\n  - {player: A, at: optional_step, choose: yes}",
            (9, 10, "A.hand"),
        ),
        (
            "あなたはダストボックスからアイテムカードを1枚選び、手札に戻してもよい。そうしたなら、あなたはHPを1点失う。",
            10,
            "choices:\n  - {player: A, at: optional_step, choose: no}",
            (10, 10, "A.dustbox"),
        ),
    ],
)
def test_hp_lost(text: str, b_hp: int, choices: str, state: tuple[int, int, str]) -> None:
    r = co_run(_HP_LOSS.format(text=text, b_hp=b_hp, choices=choices))
    got = r.outcome["state"]
    assert (got["A.hp"], got["B.hp"], got["指輪.zone"]) == state


def test_hp_lost_to_zero_ends_the_game() -> None:
    r = co_run(_HP_LOSS.format(text="相手はHPを2点失う。", b_hp=2, choices=""))
    assert r.outcome["game_over"]


# ---- 「あなたがコントロールしている(他の)キャラクター1体をアンタップ / タップする」: one of the player's own

_ONE_OF_MINE = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 騎士, type: character, ap: 1, dp: 1, state: {s}}}, {{name: 兵, type: character, ap: 1, dp: 1, state: {s}}}]
  B: {{hp: 10, deck: 10, field: [{{name: 敵, type: character, ap: 1, dp: 1, state: {s}}}]}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
choices:
  - {{player: A, at: choose_character, choose: 兵}}
ask: [騎士.state, 兵.state, 敵.state]
"""


@pytest.mark.parametrize(
    ("text", "before", "after"),
    [
        ("あなたがコントロールしているキャラクター1体をアンタップする。", "rest", "stand"),
        ("あなたがコントロールしているキャラクター1体をタップする。", "stand", "rest"),
    ],
)
def test_one_of_the_players_own_characters(text: str, before: str, after: str) -> None:
    """The player carrying the text out picks one of its own characters (兵); the other and the
    opponent's stay as they were."""
    r = co_run(_ONE_OF_MINE.format(text=text, s=before))
    assert r.outcome["state"] == {"騎士.state": before, "兵.state": after, "敵.state": before}


# ---- 「あなたのHPが相手(敵デュエルマスター)のHPより少ない / 多い / 以上 / 以下なら」 (1.4; read as done)

_HP_VS = """
turn: {{player: A, number: 6, phase: main}}
players:
  A: {{{a_hp}deck: 10}}
  B: {{hp: {b_hp}, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}、あなたは山札からカードを1枚引く。"}}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("cond", "a", "b", "drawn"),
    [
        ("あなたのHPが相手のHPより少ないなら", 5, 8, 1),
        ("あなたのHPが相手のHPより少ないなら", 8, 8, 0),
        ("あなたのHPが敵デュエルマスターのHPより少ないなら", 5, 8, 1),
        ("あなたのHPが相手のHP以下なら", 8, 8, 1),
        ("あなたのHPが相手のHP以下なら", 9, 8, 0),
        ("あなたのHPが相手のHPより多いなら", 9, 8, 1),
        ("あなたのHPが相手のHP以上なら", 7, 8, 0),
        ("相手のHPがあなたのHPより少ないなら", 9, 8, 1),
    ],
)
def test_one_players_hp_against_the_others(cond: str, a: int, b: int, drawn: int) -> None:
    r = co_run(_HP_VS.format(text=cond, a_hp=f"hp: {a}, ", b_hp=b))
    assert r.outcome["state"] == {"A.hand": drawn}


def test_an_hp_not_given_is_an_assumption_not_met() -> None:
    """An HP not given: the condition cannot be read — branched on since round 26 (met / not
    met, ``values.unknown_truth``; before: taken as not met, and said)."""
    r = co_run(_HP_VS.format(text="あなたのHPが相手のHPより少ないなら", a_hp="", b_hp=8))
    got = {b["choices"][0].rsplit(":", 1)[1]: b["outcome"]["state"] for b in r.outcome["branches"]}
    assert got == {"met": {"A.hand": 1}, "unmet": {"A.hand": 0}}
    assert r.outcome["by_unknown"] is True


# ---- 「フィールドにセットされているすべてのカードをクラッシュする」 (3.4.3 「フィールドにセット」; 4.2.4)


def test_every_card_set_on_the_field_crashed() -> None:
    """The spell and the item set on the field crash; the characters, the navigator and the item
    set on a character stay."""
    r = co_run(
        """
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 結界, type: spell, set_on: field}
      - {name: 騎士, type: character, ap: 1, dp: 1}
      - {name: 剣, type: item, set_on: 騎士}
      - {name: 司書, type: navigator}
  B:
    hp: 10
    deck: 10
    field: [{name: 祭壇, type: item, set_on: field}]
actions:
  - {do: resolve_text, player: A, text: "フィールドにセットされているすべてのカードをクラッシュする。"}
ask: [結界.zone, 騎士.zone, 剣.zone, 司書.zone, 祭壇.zone]
"""
    )
    assert r.outcome["state"] == {
        "結界.zone": "A.dustbox",
        "騎士.zone": "A.field",
        "剣.zone": "A.field",
        "司書.zone": "A.field",
        "祭壇.zone": "B.dustbox",
    }
    assert "3.4.3" in r.decided_by


_OTHER_COST = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 0
    deck: 10
    field:
      - {{name: 術士, type: character, ap: 1, dp: 1, text: "{text}"}}
{more}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: activate, card: 術士}}
ask: [A.hand, 術士.zone]
"""


def test_a_cost_crashing_another_character_never_crashes_this_one() -> None:
    """「あなたがコントロールしている他のキャラクター1体をクラッシュする」 as a cost: another of the
    payer's characters (4.2.10 「他の」, 4.2.12); alone on the field the cost cannot be paid
    (4.3.3.1) — before, the words before 「キャラクター」 were dropped and the card crashed itself.
    「他のキャラクター1体を…」 with no controller said is refused, not read as any character."""
    text = (
        "あなたがコントロールしている他のキャラクター1体をクラッシュする:あなたはカードを1枚引く。"
    )
    alone = co_run(_OTHER_COST.format(text=text, more=""))
    assert alone.outcome["state"] == {"A.hand": 0, "術士.zone": "A.field"}
    assert "4.3.3.1" in alone.decided_by
    more = "      - {name: 兵, type: character, ap: 1, dp: 1}"
    paid = co_run(_OTHER_COST.format(text=text, more=more).replace("ask: [", "ask: [兵.zone, "))
    assert paid.outcome["state"] == {"A.hand": 1, "術士.zone": "A.field", "兵.zone": "A.dustbox"}
    unsaid = co_ability("他のキャラクター1体をクラッシュする:あなたはカードを1枚引く。")
    assert not unsaid.supported


def test_a_bare_character_crash_cost_is_still_read() -> None:
    """「キャラクターを1体クラッシュする」 with nothing more said: a character of the payer's (4.3.3.1)."""
    text = "キャラクターを1体クラッシュする:あなたはカードを1枚引く。"
    more = "      - {name: 兵, type: character, ap: 1, dp: 1}"
    r = co_run(_OTHER_COST.format(text=text, more=more))
    assert r.outcome["state"]["A.hand"] == 1
