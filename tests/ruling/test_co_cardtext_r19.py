"""co card-text constructions of round 19 (s15co, issue 12): refusals of the card-text sets
cards_r14-r18 grouped by construction, each on a minimal board of its own, with its neighbours."""

from __future__ import annotations

from typing import Any

import pytest

from tests.ruling.boards import co_ability, co_run

# ------ cards of the field described further: 「あなた / 相手 / 敵デュエルマスターがコントロールし
# ている」 + orientation (3.2.2), AP / DP compared with a number, kind, gender, 「他の」 (4.2.12)

_FIELD = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 騎士, type: character, ap: 3, dp: 3, gender: 男性}}
      - {{name: 巫女, type: character, ap: 1, dp: 2, gender: 女性, state: rest}}
      - {{name: 司書, type: navigator}}
      - {{name: 盾, type: item}}
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 兵, type: character, ap: 1, dp: 1}}
      - {{name: 弓兵, type: character, ap: 2, dp: 4, state: rest}}
      - {{name: 巨人, type: character, ap: 4, dp: 5}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"}}
ask: [{ask}]
"""


def _run(text: str, ask: str) -> Any:
    return co_run(_FIELD.format(text=text, ask=ask))


@pytest.mark.parametrize(
    "text",
    [
        "相手がコントロールしているAP2以下のキャラクターをすべてクラッシュする。",
        "敵デュエルマスターがコントロールしているAP2以下のキャラクターをすべてクラッシュする。",
        "相手のAP2以下のキャラクターをすべてクラッシュする。",
    ],
)
def test_every_character_of_the_opponent_with_ap_at_most_n_crashes(text: str) -> None:
    r = _run(text, "兵.zone, 弓兵.zone, 巨人.zone, 騎士.zone, 巫女.zone")
    assert r.outcome["state"] == {
        "兵.zone": "B.dustbox",
        "弓兵.zone": "B.dustbox",
        "巨人.zone": "B.field",
        "騎士.zone": "A.field",
        "巫女.zone": "A.field",  # AP 1, but A's
    }


def test_ap_at_least_on_the_whole_field() -> None:
    r = _run(
        "フィールドに出ているAP3以上のキャラクターをすべてクラッシュする。",
        "騎士.zone, 巨人.zone, 弓兵.zone",
    )
    assert r.outcome["state"] == {
        "騎士.zone": "A.dustbox",
        "巨人.zone": "B.dustbox",
        "弓兵.zone": "B.field",
    }


def test_orientation_and_dp_filters_tap_and_untap() -> None:
    r = _run(
        "相手がコントロールしているアンタップ状態のキャラクターをすべてタップする。",
        "兵.state, 弓兵.state, 巨人.state, 騎士.state",
    )
    assert r.outcome["state"] == {
        "兵.state": "rest",
        "弓兵.state": "rest",
        "巨人.state": "rest",
        "騎士.state": "stand",
    }
    r = _run(
        "相手がコントロールしているDP4以上のキャラクターをすべてタップする。",
        "兵.state, 巨人.state",
    )
    assert r.outcome["state"] == {"兵.state": "stand", "巨人.state": "rest"}
    r = _run(
        "あなたがコントロールしているタップ状態のキャラクターをすべてアンタップする。",
        "巫女.state, 弓兵.state",
    )
    assert r.outcome["state"] == {"巫女.state": "stand", "弓兵.state": "rest"}


def test_gender_and_state_with_other() -> None:
    text = "あなたがコントロールしている女性キャラクターをすべてアンタップする。"
    r = _run(text, "巫女.state")
    assert r.outcome["state"] == {"巫女.state": "stand"}


def test_one_item_you_control_returns_to_the_hand() -> None:
    r = _run(
        "あなたがコントロールしているアイテムカード1枚をオーナーの手札に戻す。",
        "盾.zone, 司書.zone",
    )
    assert r.outcome["state"] == {"盾.zone": "A.hand", "司書.zone": "A.field"}


def test_an_ap_not_given_is_taken_not_to_match_and_said() -> None:
    board = _FIELD.replace(
        "{{name: 巨人, type: character, ap: 4, dp: 5}}", "{{name: 巨人, type: character}}"
    )
    r = co_run(
        board.format(
            text="相手がコントロールしているAP2以下のキャラクターをすべてクラッシュする。",
            ask="巨人.zone, 兵.zone",
        )
    )
    assert r.outcome["state"] == {"巨人.zone": "B.field", "兵.zone": "B.dustbox"}
    assert any("巨人" in w.ja and w.kind == "assumption" for w in r.main.warnings)


@pytest.mark.parametrize(
    ("text", "drawn"),
    [
        (
            "あなたがコントロールしているナビゲーターがいるなら、あなたは山札からカードを1枚引く。",
            1,
        ),
        ("相手がコントロールしているナビゲーターがいるなら、あなたは山札からカードを1枚引く。", 0),
        (
            "相手がコントロールしているアンタップ状態のキャラクターが2体以上いるなら、"
            "あなたは山札からカードを1枚引く。",
            1,
        ),
        (
            "敵デュエルマスターがコントロールしているアンタップ状態のキャラクターが3体以上いるなら、"
            "あなたは山札からカードを1枚引く。",
            0,
        ),
        (
            "あなたがコントロールしているタップ状態の女性キャラクターが1体以上いるなら、"
            "あなたは山札からカードを1枚引く。",
            1,
        ),
    ],
)
def test_a_count_of_described_cards_as_a_condition(text: str, drawn: int) -> None:
    r = _run(text, "A.deck")
    assert r.outcome["state"] == {"A.deck": 10 - drawn}


@pytest.mark.parametrize(
    "text",
    [
        # two, not one or all: no such choice is read
        "相手がコントロールしているAP2以下のキャラクター2体をクラッシュする。",
        # neither all nor a count: which are meant is not said
        "相手がコントロールしているAP2以下のキャラクターにダメージを1点与える。",
        # a step no described group is read for
        "相手がコントロールしているアンタップ状態のキャラクターをすべてブレイクする。",
    ],
)
def test_described_groups_with_other_steps_or_counts_stay_refused(text: str) -> None:
    ab = co_ability(text, "spell")
    assert not ab.supported


# ------ 「…してもよい。そうした場合 / そうしたら、…」 after a step CO reads itself (4.3.2.6): an energy
# payment as a step of the effect (4.3.1, 4.3.3.3), a tap, a modification after it

_ATTACK = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: {energy}
    deck: 10
    field:
      - {{name: 双葉, type: navigator, text: "{text}"}}
      - {{name: 剣士, type: character, ap: 2, dp: 2}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: attack, attacker: 剣士, defender: none}}
choices: [{{player: A, at: optional_step, choose: {choose}}}]
ask: [B.hp, A.energy, A.deck, 双葉.state]
"""


def _attack(text: str, energy: int, choose: str) -> Any:
    return co_run(_ATTACK.format(text=text, energy=energy, choose=choose))


_PAY = "あなたのキャラクターがアタックしたとき、1エネルギーを支払ってもよい。{lead}、ターン終了時まで、そのキャラクターは「+1:+0」の修正を受ける。"


@pytest.mark.parametrize("lead", ["そうした場合", "そうしたら"])
def test_an_energy_paid_then_the_attacker_gets_plus_one(lead: str) -> None:
    r = _attack(_PAY.format(lead=lead), 1, "yes")
    assert r.outcome["state"]["B.hp"] == 7
    assert r.outcome["state"]["A.energy"] == 0
    assert "4.3.3.3" in r.decided_by


def test_an_energy_declined_no_modification() -> None:
    r = _attack(_PAY.format(lead="そうした場合"), 1, "no")
    assert (r.outcome["state"]["B.hp"], r.outcome["state"]["A.energy"]) == (8, 1)


def test_no_energy_to_pay_nothing_follows() -> None:
    r = _attack(_PAY.format(lead="そうした場合"), 0, "yes")
    assert (r.outcome["state"]["B.hp"], r.outcome["state"]["A.energy"]) == (8, 0)


def test_a_payment_not_optional_then_a_draw_the_draw_is_done_anyway() -> None:
    text = "あなたのキャラクターがアタックしたとき、1エネルギーを支払う。あなたは山札からカードを1枚引く。"
    r = co_run(
        _ATTACK.format(text=text, energy=0, choose="yes").replace(
            "choices: [{player: A, at: optional_step, choose: yes}]\n", ""
        )
    )
    assert (r.outcome["state"]["A.energy"], r.outcome["state"]["A.deck"]) == (0, 9)


@pytest.mark.parametrize(("choose", "hp", "state"), [("yes", 7, "rest"), ("no", 8, "stand")])
def test_a_tap_of_this_card_then_the_attacker_gets_plus_one(
    choose: str, hp: int, state: str
) -> None:
    text = "あなたのキャラクターがアタックしたとき、『双葉』をタップしてもよい。そうした場合、ターン終了時まで、そのキャラクターは「+1:+0」の修正を受ける。"
    r = _attack(text, 0, choose)
    assert (r.outcome["state"]["B.hp"], r.outcome["state"]["双葉.state"]) == (hp, state)


@pytest.mark.parametrize(
    "text",
    [
        # another player pays: refused (who pays and who decides are that player's)
        "すべてのプレイヤーのキャラクターがアタックしたとき、そのキャラクターのコントローラーは1エネルギーを支払ってもよい。そうした場合、あなたは山札からカードを1枚引く。",
        "あなたのキャラクターがアタックしたとき、相手は1エネルギーを支払ってもよい。そうした場合、あなたは山札からカードを1枚引く。",
    ],
)
def test_a_payment_by_another_player_stays_refused(text: str) -> None:
    assert not co_ability(text, "navigator").supported


_RETURN = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 3
    deck: 10
    hand:
      - {{name: 花園, type: character, cost: 1, ap: 1, dp: 1, text: "『花園』がフィールドに出たとき、あなたのダストボックスから女性キャラクターカード1枚を選び、手札に戻してもよい。そうした場合、あなたは手札からカードを1枚選んでダストボックスに置く。"}}
      - {{name: 石, type: event}}
    dustbox: [{{name: 姫, type: character, gender: 女性}}, {{name: 王, type: character, gender: 男性}}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: play, card: 花園}}
choices: [{{player: A, at: optional_step, choose: {choose}}}, {{player: A, at: chosen_move, choose: 石}}]
ask: [姫.zone, 王.zone, 石.zone, A.hand]
"""


@pytest.mark.parametrize(
    ("choose", "state"),
    [
        ("yes", {"姫.zone": "A.hand", "王.zone": "A.dustbox", "石.zone": "A.dustbox", "A.hand": 1}),
        ("no", {"姫.zone": "A.dustbox", "王.zone": "A.dustbox", "石.zone": "A.hand", "A.hand": 1}),
    ],
)
def test_a_card_returned_from_the_dustbox_then_one_put_there(
    choose: str, state: dict[str, Any]
) -> None:
    r = co_run(_RETURN.format(choose=choose))
    assert r.outcome["state"] == state


# ------ 「Xはすべて(、)…」: 「すべて」 after the topic says what 「すべてのX」 says (shared
# abilities.topic_all; in force 4.3.8, or for the time printed 3.7.2)

_ALL = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 浅倉, type: character, ap: 1, dp: 1, gender: 男性, text: "{text}"}}
      - {{name: 巫女, type: character, ap: 1, dp: 2, gender: 女性}}
  B:
    hp: 10
    deck: 10
    field:
      - {{name: 姫, type: character, ap: 2, dp: 2, gender: 女性}}
      - {{name: 兵, type: character, ap: 2, dp: 2, gender: 男性, state: rest}}
actions: {actions}
ask: [浅倉.ap, 巫女.ap, 姫.ap, 兵.ap]
"""


@pytest.mark.parametrize("pause", ["", "、"])
def test_every_female_character_you_control_in_force(pause: str) -> None:
    text = f"『浅倉』がフィールドに出ている限り、あなたがコントロールしている女性キャラクターはすべて{pause}「+1:+0」の修正を受ける。"
    r = co_run(_ALL.format(text=text, actions="[]"))
    assert r.outcome["state"] == {"浅倉.ap": 1, "巫女.ap": 2, "姫.ap": 2, "兵.ap": 2}


@pytest.mark.parametrize(
    ("effect", "want"),
    [
        (
            "フィールドに出ているキャラクターはすべて、ターン終了時まで「−1:+0」の修正を受ける。",
            {"浅倉.ap": 0, "巫女.ap": 0, "姫.ap": 1, "兵.ap": 1},
        ),
        (
            "相手のキャラクターはすべて、ターン終了時まで「−1:+0」の修正を受ける。",
            {"浅倉.ap": 1, "巫女.ap": 1, "姫.ap": 1, "兵.ap": 1},
        ),
        (
            "相手がコントロールしているアンタップ状態のキャラクターはすべて、ターン終了時まで「−1:+0」の修正を受ける。",
            {"浅倉.ap": 1, "巫女.ap": 1, "姫.ap": 1, "兵.ap": 2},
        ),
        (
            "相手がコントロールしているアンタップ状態のキャラクターはすべてターン終了時まで「−1:+0」の修正を受ける。",
            {"浅倉.ap": 1, "巫女.ap": 1, "姫.ap": 1, "兵.ap": 2},
        ),
    ],
)
def test_every_character_named_for_the_turn(effect: str, want: dict[str, int]) -> None:
    actions = f'\n  - {{do: resolve_text, player: A, text: "{effect}"}}'
    r = co_run(_ALL.format(text="", actions=actions))
    assert r.outcome["state"] == want


def test_a_described_group_in_force_stays_refused() -> None:
    text = "相手がコントロールしているアンタップ状態のキャラクターはすべて「−1:+0」の修正を受ける。"
    assert not co_ability(text).supported


# ------ 「…のダメージをすべて / N点取り除く」, 「…に与えられたダメージをN点取り除く」 (4.3.9: damage
# accumulates; taken away, none below 0)

_HURT = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 騎士, type: character, ap: 2, dp: 4, damage: 3}}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}", target: 騎士}}
ask: [騎士.damage]
"""


@pytest.mark.parametrize(
    ("text", "left"),
    [
        ("対象のキャラクター1体のダメージをすべて取り除く。", 0),
        ("対象のキャラクター1体に与えられたダメージを1点取り除く。", 2),
        ("対象のキャラクター1体のダメージを2点取り除く。", 1),
        ("対象のキャラクター1体のダメージを5点取り除く。", 0),
        ("対象のキャラクター1体のダメージを0にする。", 0),
    ],
)
def test_damage_taken_away(text: str, left: int) -> None:
    r = co_run(_HURT.format(text=text))
    assert r.outcome["state"]["騎士.damage"] == left
    assert "4.3.9" in r.decided_by


# ------ 「このカードは、…にのみプレイできる」: as 「このスペル / イベントは、…」 (3.4.3 over the type's
# own timing, 4.2.9), whatever the card's type

_ONLY_CARD = """
turn: {{player: {turn}, number: 4, phase: main}}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand:
      - {{name: 令, type: {type}, cost: 1, text: "あなたは山札からカードを1枚引く。このカードは、{when}にのみプレイできる。"}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: play, player: A, card: 令}}
ask: [A.hand]
"""


@pytest.mark.parametrize("type_", ["spell", "event"])
@pytest.mark.parametrize(
    ("when", "turn", "played"),
    [
        ("あなたのターンのメインフェイズ", "A", True),
        ("あなたのターンのメインフェイズ", "B", False),
        ("相手のターン", "B", True),
        ("相手のターン", "A", False),
    ],
)
def test_this_card_played_only_then(type_: str, when: str, turn: str, played: bool) -> None:
    r = co_run(_ONLY_CARD.format(type=type_, when=when, turn=turn))
    assert bool(r.main.rejected) != played
    assert r.outcome["state"] == {"A.hand": 1}  # played and one drawn, or kept in the hand


# ------ 「…のHPがN点減少する」: HP down by N, no damage (4.3.10); at 0 the game ends (4.1.2)

_HP = """
turn: {{player: A, number: 6, phase: main}}
players:
  A: {{hp: {hp}, deck: 10}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: resolve_text, player: A, text: "{text}"{target}}}
ask: [A.hp, B.hp]
"""


@pytest.mark.parametrize(
    ("text", "target", "want"),
    [
        ("あなたのHPが1点減少する。", "", {"A.hp": 4, "B.hp": 10}),
        ("相手のHPが2点減少する。", "", {"A.hp": 5, "B.hp": 8}),
        ("対象のデュエルマスターのHPが2点減少する。", ", target: B", {"A.hp": 5, "B.hp": 8}),
        ("対象のデュエルマスターは、HPが2点減少する。", ", target: A", {"A.hp": 3, "B.hp": 10}),
    ],
)
def test_hp_decreased(text: str, target: str, want: dict[str, int]) -> None:
    r = co_run(_HP.format(hp=5, text=text, target=target))
    assert r.outcome["state"] == want


def test_hp_decreased_to_zero_ends_the_game() -> None:
    r = co_run(_HP.format(hp=1, text="あなたのHPが1点減少する。", target=""))
    assert r.outcome["loser"] == "A"
    assert "4.1.2" in r.decided_by


# ------ 「…は、(相手がプレイした)スペル(カード)(の効果)の対象にならない」: a card of those types (played
# by that player) cannot target it (4.2.13, the text over it 4.2.9)

_SHIELD = """
turn: {{player: {turn}, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 3
    deck: 10
    hand:
      - {{name: 火球, type: spell, cost: 1, text: "対象のキャラクター1体に1点のダメージを与える。"}}
      - {{name: 奇襲, type: event, cost: 1, text: "対象のキャラクター1体に1点のダメージを与える。"}}
  B:
    hp: 10
    energy: 3
    deck: 10
    hand:
      - {{name: 治療, type: spell, cost: 1, text: "対象のキャラクター1体に1点のダメージを与える。"}}
    field:
      - {{name: 騎士, type: character, ap: 2, dp: 4, text: "{text}"}}
actions:
  - {{do: play, player: {who}, card: {card}, target: 騎士}}
ask: [騎士.damage]
"""

_THEIR_SPELLS = (
    "あなたがコントロールしているすべてのキャラクターは、相手がプレイしたスペルの対象にならない。"
)


@pytest.mark.parametrize(
    ("text", "turn", "who", "card", "hit"),
    [
        (_THEIR_SPELLS, "A", "A", "火球", False),  # the opponent's spell: no target
        (_THEIR_SPELLS, "A", "A", "奇襲", True),  # an event: a target
        (_THEIR_SPELLS, "B", "B", "治療", True),  # its controller's own spell: a target
        ("『騎士』は、スペルの対象にならない。", "B", "B", "治療", False),  # anyone's spell
        ("『騎士』は、イベントカードの対象にならない。", "A", "A", "火球", True),
        ("『騎士』は、イベントカードの対象にならない。", "A", "A", "奇襲", False),
    ],
)
def test_not_the_target_of_spells(text: str, turn: str, who: str, card: str, hit: bool) -> None:
    r = co_run(_SHIELD.format(text=text, turn=turn, who=who, card=card))
    assert bool(r.main.rejected) != hit
    assert r.outcome["state"] == {"騎士.damage": 1 if hit else 0}


def test_the_host_of_an_item_is_not_the_target_of_spells() -> None:
    board = _SHIELD.format(text="", turn="B", who="B", card="治療").replace(
        "hand:\n      - {name: 治療",
        "hand:\n      - {name: 守り札, type: item, cost: 1, text: 'キャラクターにセット。"
        "セットされたキャラクターは、スペルカードの効果の対象にならない。'}\n      - {name: 治療",
    )
    board = board.replace(
        "  - {do: play, player: B, card: 治療, target: 騎士}",
        "  - {do: play, player: B, card: 守り札, set_on: 騎士}\n"
        "  - {do: play, player: B, card: 治療, target: 騎士}",
    )
    r = co_run(board)
    assert r.main.rejected
    assert r.outcome["state"] == {"騎士.damage": 0}


# ------ 「(対象の)キャラクター(1体)にセットする」: as 「キャラクターにセット。」 (3.4.3), the final form and
# the host named as a target


@pytest.mark.parametrize(
    "first",
    ["キャラクターにセット。", "キャラクターにセットする。", "対象のキャラクター1体にセットする。"],
)
def test_an_item_set_on_a_character(first: str) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        "  A:\n"
        "    hp: 10\n"
        "    energy: 2\n"
        "    deck: 10\n"
        f"    hand: [{{name: 剣, type: item, cost: 1, text: '{first}セットされたキャラクターは「+1:+0」の修正を受ける。'}}]\n"
        "    field: [{name: 騎士, type: character, ap: 2, dp: 2}]\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n  - {do: play, card: 剣, set_on: 騎士}\n"
        "ask: [騎士.ap, 剣.zone]\n"
    )
    assert r.outcome["state"] == {"騎士.ap": 3, "剣.zone": "A.field"}


# ------ 「『X』はアンタップ状態でフィールドに出る」: X's text over 3.4.2 (4.2.9), played or put there directly


@pytest.mark.parametrize(
    ("text", "state"),
    [
        ("『ロボ』はアンタップ状態でフィールドに出る。", "stand"),
        ("このカードは、アンタップ状態でフィールドに出る。", "stand"),
        ("", "rest"),
    ],
)
def test_a_character_that_enters_untapped(text: str, state: str) -> None:
    r = co_run(
        "turn: {player: A, number: 6, phase: main}\n"
        "players:\n"
        "  A:\n"
        "    hp: 10\n"
        "    energy: 2\n"
        "    deck: 10\n"
        f"    hand: [{{name: ロボ, type: character, cost: 1, ap: 2, dp: 2, text: '{text}'}}]\n"
        "    dustbox: [{name: ロボ2, type: character, ap: 1, dp: 1, text: '"
        + text.replace("ロボ", "ロボ2")
        + "'}]\n"
        "  B: {hp: 10, deck: 10}\n"
        "actions:\n"
        "  - {do: play, card: ロボ}\n"
        "  - {do: resolve_text, player: A, text: 'あなたのダストボックスにあるキャラクターカード1枚をフィールドに出す。'}\n"
        "ask: [ロボ.state, ロボ2.state]\n"
    )
    assert r.outcome["state"] == {"ロボ.state": state, "ロボ2.state": state}
    if state == "stand":
        assert "4.2.9" in r.decided_by


# ------ 「(described group)1体につき、…」: once per card of the group described further, counted as the
# step is done (4.3.2.6)

_PER = """
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 森下, type: character, ap: 1, dp: 2, gender: 女性, text: "{text}"}}
      - {{name: 巫女, type: character, ap: 1, dp: 2, gender: 女性}}
      - {{name: 僧, type: character, ap: 1, dp: 2, gender: 女性, state: rest}}
      - {{name: 騎士, type: character, ap: 1, dp: 2, gender: 男性}}
  B: {{hp: 10, deck: 10, field: [{{name: 兵, type: character, ap: 1, dp: 1, state: rest}}]}}
actions:
  - {{do: attack, attacker: 森下, defender: none}}
ask: [B.hp, A.deck]
"""


def test_a_modification_per_other_untapped_female_character() -> None:
    # 巫女 counts; 僧 is tapped, 騎士 male, 森下 herself (attacking, tapped) is not 「他の」
    text = "『森下』がアタックしたとき、あなたがコントロールしている他のアンタップ状態の女性キャラクター1体につき、ターン終了時まで、『森下』は「+1:+0」の修正を受ける。"
    r = co_run(_PER.format(text=text))
    assert r.outcome["state"]["B.hp"] == 8


def test_a_draw_per_tapped_character_of_the_opponent() -> None:
    text = "『森下』がアタックしたとき、相手がコントロールしているタップ状態のキャラクター1体につき、あなたは山札からカードを1枚引く。"
    r = co_run(_PER.format(text=text))
    assert r.outcome["state"] == {"B.hp": 9, "A.deck": 9}


# ------ 「あなたがコントロールしているキャラクターが『X』だけなら」 (X's own text, 4.2.10): one character,
# and none but X (4.2.12)


@pytest.mark.parametrize(
    ("others", "drawn"),
    [
        ("", 1),
        (", {name: 友, type: character, ap: 1, dp: 1}", 0),
        (", {name: 司書, type: navigator}", 1),
    ],
)
def test_the_only_character_you_control(others: str, drawn: int) -> None:
    text = "アンタップフェイズ開始時に、あなたがコントロールしているキャラクターが『春日』だけなら、あなたは山札からカードを1枚引く。"
    r = co_run(
        "turn: {player: A, number: 6, phase: untap}\n"
        "players:\n"
        f"  A: {{hp: 10, deck: 10, field: [{{name: 春日, type: character, ap: 1, dp: 1, text: '{text}'}}{others}]}}\n"
        "  B: {hp: 10, deck: 10, field: [{name: 兵, type: character, ap: 1, dp: 1}]}\n"
        "actions:\n  - {do: untap_phase}\n"
        "ask: [A.deck]\n"
    )
    assert r.outcome["state"] == {"A.deck": 10 - drawn}
