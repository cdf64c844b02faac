"""co card-text constructions of round 33 (s29cotext), each on a minimal ability text and what it
does on a board, with its neighbour that must not change (issue 12)."""

from __future__ import annotations

from typing import Any

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.boards import main_state as _state
from tests.ruling.boards import unsupported


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _reason(text: str, card_type: str = "spell", name: str = "x") -> str | None:
    (ab,) = abilities_of("co", Card(uid="x", name=name, owner="A", text=text, type=card_type))
    return None if ab.supported else ab.reason


# --- a step whose player or card is left unsaid after 「さらに」 / 「かわりに」 (4.3.2.6) ---

_SPELL = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: %d
    energy: 3
    deck: 10
    hand: [{name: 癒し, type: spell, cost: 1, text: "%s"}]
    field: [{name: 騎士, type: character, ap: 2, dp: 2, gender: %s}]
  B: {hp: 20, deck: 10}
actions:
  - {do: play, card: 癒し%s}
ask: [A.hp, 騎士.ap, 騎士.dp]
"""

_HEAL = "あなたのHPが1点回復する。あなたのHPが5点以下の場合、かわりにHPが2点回復する。"


def test_a_heal_left_unsaid_after_kawari_heals_the_player_of_the_heal_it_replaces() -> None:
    assert _reason(_HEAL) is None
    r = _run(_SPELL % (4, _HEAL, "男性", ""))
    assert _state(r, "A.hp") == 6  # 2, not 1 + 2
    assert not unsupported(r)


def test_neighbour_the_condition_not_met_the_first_heal_is_done() -> None:
    r = _run(_SPELL % (10, _HEAL, "男性", ""))
    assert _state(r, "A.hp") == 11


_MOD = (
    "ターン終了時まで、対象のキャラクター1体は「+1:+0」の修正を受ける。"
    "そのキャラクターが女性キャラクターなら、かわりに「+2:+1」の修正を受ける。"
)


def test_a_modification_left_unsaid_after_kawari_goes_to_the_same_card_for_the_same_time() -> None:
    assert _reason(_MOD) is None
    r = _run(_SPELL % (10, _MOD, "女性", ", target: 騎士"))
    assert (_state(r, "騎士.ap"), _state(r, "騎士.dp")) == (4, 3)
    assert not unsupported(r)


def test_neighbour_the_other_gender_gets_the_first_modification() -> None:
    r = _run(_SPELL % (10, _MOD, "男性", ", target: 騎士"))
    assert (_state(r, "騎士.ap"), _state(r, "騎士.dp")) == (3, 2)


_MORE = (
    "対象のキャラクター1体が受けているダメージを2点取り除く。"
    "そのキャラクターが女性キャラクターの場合、さらに「+0:+1」の修正を与える。"
)


def test_a_modification_left_unsaid_after_sarani_goes_to_the_card_of_the_step_before() -> None:
    assert _reason(_MORE) is None
    r = _run(_SPELL % (10, _MORE, "女性", ", target: 騎士"))
    assert _state(r, "騎士.dp") == 3
    r = _run(_SPELL % (10, _MORE, "男性", ", target: 騎士"))
    assert _state(r, "騎士.dp") == 2


def test_a_step_left_unsaid_with_nothing_before_it_is_refused() -> None:
    assert _reason("HPが2点回復する。") is not None
    assert _reason("「+1:+0」の修正を受ける。") is not None
    # a time printed on the step before, of another kind: whether it carries is not read
    assert (
        _reason(
            "ターン終了時まで、対象のキャラクター1体のAPとDPの数値を入れ替える。"
            "そのキャラクターが男性キャラクターなら、さらに「+1:+0」の修正を与える。"
        )
        is not None
    )


# --- 「あなたのコントロールする…」: の marking a player as the subject of a relative clause ---

_FIELD = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    deck: 10
    field:
      - {name: 灯, type: character, ap: 1, dp: 3, gender: 男性, text: "%s"}
      - {name: 姫, type: character, ap: 2, dp: 2, gender: 女性}
  B:
    hp: 20
    deck: 10
    field: [{name: 敵姫, type: character, ap: 2, dp: 2, gender: 女性}]
actions: []
ask: [姫.ap, 敵姫.ap, 灯.ap]
"""


def test_a_player_marked_by_no_in_a_relative_clause_is_its_subject() -> None:
    # 「あなたのコントロールする女性キャラクター」 says what 「あなたがコントロールする…」 says
    text = "あなたのコントロールする女性キャラクターは「+1:+0」の修正を受ける。"
    assert _reason(text, "character", "灯") is None
    assert _reason(text.replace("あなたの", "あなたが"), "character", "灯") is None
    r = _run(_FIELD % text)
    assert (_state(r, "姫.ap"), _state(r, "敵姫.ap"), _state(r, "灯.ap")) == (3, 2, 1)
    assert not unsupported(r)


def test_neighbour_the_opponent_marked_by_no_names_the_opponents_characters() -> None:
    text = "相手のコントロールする女性キャラクターは「+1:+0」の修正を受ける。"
    assert _reason(text, "character", "灯") is None
    r = _run(_FIELD % text)
    assert (_state(r, "姫.ap"), _state(r, "敵姫.ap")) == (2, 3)


# --- 「…がプレイされた / 使用された直後にのみ…してもよい」: the interrupt window (4.3.5, 4.3.2.5) ---

_ANSWER = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 20
    energy: 2
    hand:
      - {name: 火の粉, type: spell, cost: 1, text: "対象のキャラクターに2点のダメージを与える。"}
      - {name: 応援, type: event, cost: 1, text: "対象のキャラクターは「+1:+1」の修正を受ける。"}
  B:
    hp: 20
    deck: 20
    energy: 1
    field:
      - {name: 小鬼, type: character, gender: 男性, ap: 1, dp: 1}
      - {name: 司書, type: character, gender: 女性, ap: 1, dp: 1, text: "%s"}
actions:
%s
ask: [小鬼.zone, 火の粉.zone, 応援.zone]
"""
_COUNTER = (
    "1エネルギーを支払う:対象のスペルカードのプレイをうち消す。"
    "この特殊能力は、スペルカードがプレイされた直後にのみ使用してもよい。"
)


def test_an_ability_used_only_right_after_a_spell_is_played_answers_that_play() -> None:
    assert _reason(_COUNTER, "character", "司書") is None
    act = (
        "  - do: play\n    card: 火の粉\n    target: 小鬼\n"
        "    respond: [{do: activate, player: B, card: 司書, target: 火の粉}]"
    )
    r = _run(_ANSWER % (_COUNTER, act))
    assert (_state(r, "小鬼.zone"), _state(r, "火の粉.zone")) == ("B.field", "A.dustbox")
    assert {"4.3.5", "4.2.14"} <= set(r.decided_by)
    assert not unsupported(r)


def test_neighbour_used_with_no_play_to_answer_it_is_refused() -> None:
    act = "  - {do: activate, player: B, card: 司書, target: 小鬼, allowed: false}"
    r = _run(_ANSWER % (_COUNTER, act))
    assert r.outcome.get("rejected")
    assert "4.3.5" in r.decided_by


def test_neighbour_the_play_of_another_type_is_not_that_moment() -> None:
    # an event card's play is not 「スペルカードがプレイされた直後」: the use is refused
    act = (
        "  - do: play\n    card: 応援\n    target: 小鬼\n"
        "    respond: [{do: activate, player: B, card: 司書, target: 応援, allowed: false}]"
    )
    r = _run(_ANSWER % (_COUNTER, act))
    assert r.outcome.get("rejected")
    assert "4.3.5" in r.decided_by


# --- 「対象のキャラクター2体まで」: one or two targets (4.2.13) ---

_UPTO = """game: co
title: t
turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 20
    deck: 20
    energy: 1
    hand: [{name: 足止め, type: spell, cost: 1, text: "%s"}]
  B:
    hp: 20
    deck: 20
    field:
      - {name: 甲, type: character, gender: 男性, ap: 1, dp: 3}
      - {name: 乙, type: character, gender: 女性, ap: 1, dp: 3}
actions:
  - {do: play, card: 足止め%s}
ask: [甲.damage, 乙.damage]
"""
_TWO = "対象のキャラクター2体までにそれぞれ2点のダメージを与える。"


def test_up_to_two_targets_with_two_chosen_does_the_step_to_each() -> None:
    assert _reason(_TWO) is None
    r = _run(_UPTO % (_TWO, ", target: 甲, target2: 乙"))
    assert (_state(r, "甲.damage"), _state(r, "乙.damage")) == (2, 2)
    assert not unsupported(r)


def test_up_to_two_targets_with_one_chosen_does_the_step_to_it_alone() -> None:
    r = _run(_UPTO % (_TWO, ", target: 甲"))
    assert not r.outcome.get("rejected")
    assert (_state(r, "甲.damage"), _state(r, "乙.damage")) == (2, 0)


def test_neighbour_exactly_two_targets_needs_the_second() -> None:
    r = _run(_UPTO % ("対象のキャラクター2体にそれぞれ2点のダメージを与える。", ", target: 甲"))
    assert r.outcome.get("rejected")
    assert "4.2.13" in r.decided_by


# --- 「『X』がダメージを受けた直後にのみ使用してもよい」: a window of damage to this card itself ---

_SELF_REDUCE = """game: co
title: t
turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 12
    deck: 20
    field: [{name: 突撃兵, type: character, ap: 3, dp: 2}]
  B:
    hp: 12
    deck: 20
    energy: 1
    field:
      - {name: 盾持ち, type: character, ap: 2, dp: 3, text: "%s"}
      - {name: 壁, type: character, ap: 0, dp: 3, text: "%s"}
actions:
  - do: attack
    attacker: 突撃兵
    defender: %s
    reduce: {%s: [{do: activate, player: B, card: 盾持ち%s}]}
ask: [盾持ち.zone, 盾持ち.damage, 壁.zone, 壁.damage]
"""
_OWN = (
    "1エネルギーを支払う:『盾持ち』が受けるダメージを1点軽減する。"
    "この特殊能力は『盾持ち』がダメージを受けた直後にのみ使用してもよい。"
)


def test_an_ability_used_right_after_this_card_takes_damage_reduces_it() -> None:
    assert _reason(_OWN, "character", "盾持ち") is None
    r = _run(_SELF_REDUCE % (_OWN, "", "盾持ち", "盾持ち", ""))
    assert (_state(r, "盾持ち.zone"), _state(r, "盾持ち.damage")) == ("B.field", 2)
    assert {"4.3.5", "4.3.10.2"} <= set(r.decided_by)
    assert not unsupported(r)


def test_neighbour_damage_to_another_card_is_not_that_moment() -> None:
    # the window of the damage dealt to 壁: 盾持ち's ability is refused there, 壁 crashes
    r = _run(_SELF_REDUCE % (_OWN, "", "壁", "壁", ", allowed: false"))
    assert r.outcome.get("rejected")
    assert _state(r, "壁.zone") == "B.dustbox"
