"""ws behaviours and card-text constructions fixed while reading the round-11 blind entries
(tests/scenarios/ws/r11_*), each on a minimal case of its own."""

from __future__ import annotations

import pytest

import ruling.games.ws  # noqa: F401  (registers the ws card-text compiler)
from ruling.abilities import _abilities
from ruling.resolve import check_expect, resolve
from ruling.scenario import loads

SAME_DAMAGE = """
game: ws
title: t
turn:
  player: A
  number: 5
  phase: attack
  step: damage
  first_player: A
  attack: {{attacker: A.center_front, kind: direct}}
players:
  A:
    level: 0
    deck: [{{name: 自1, type: character}}, {{name: 自2, type: character}}, 5]
    stage:
      center_front:
        name: 返す子
        type: character
        level: 0
        power: 1000
        soul: {soul}
        state: rest
        text: "【自】 このカードの相手に与えたダメージがキャンセルされた時、{whom}に同じダメージを与える。"
  B:
    deck: [{{name: 止め, type: climax}}, {{name: 受1, type: character}}, {{name: 受2, type: character}}, 5]
ask: [A.clock, B.clock]
"""


@pytest.mark.parametrize(
    ("soul", "whom", "a", "b"), [(1, "あなた", 2, 0), (2, "あなた", 3, 0), (1, "相手", 0, 2)]
)
def test_ws_same_damage_is_the_amount_of_the_damage_the_trigger_named(
    soul: int, whom: str, a: int, b: int
) -> None:
    """「このカードの…与えたダメージがキャンセルされた時、Pに同じダメージを与える」: the amount of
    the cancelled damage (4.10.1.2: the attacker's soul, +1 for a direct attack), dealt by this
    card (4.11.1.2) to the player named."""
    r = resolve(loads(SAME_DAMAGE.format(soul=soul, whom=whom)))
    st = r.outcome["state"]
    assert (st["A.clock"], st["B.clock"]) == (a, b)


def test_ws_same_damage_needs_a_trigger_that_names_a_damage() -> None:
    """「同じダメージ」 under a trigger naming no damage stays unsupported, never a damage of 0."""
    (ab,) = _abilities(
        "ws", "【自】 このカードがアタックした時、相手に同じダメージを与える。", "character"
    )
    assert not ab.supported and "同じダメージ" in ab.reason


COUNTER_PLAY = """
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    deck: 10
    stage: {{center_front: {{name: 攻め手, type: character, level: 0, power: 5000, soul: 1}}}}
  B:
    stock: 1
    deck: 10
    hand: [{{name: 助け, type: character, level: 0, text: "【起】【カウンター】 助太刀2000 レベル0 ［手札のこのカードを控え室に置く］"}}]
    stage: {{center_front: {{name: 守り手, type: character, level: 0, power: 4000, soul: 1}}}}
actions:
  - {{do: attack, slot: center_front, kind: front, counter: [{{do: activate, card: 助け{player}}}]}}
ask: [B.center_front, 助け.zone]
"""


@pytest.mark.parametrize("player", ["", ", player: B"])
def test_ws_a_counter_step_play_without_a_player_is_the_non_turn_players(player: str) -> None:
    """7.4.1.2: the counter step's play timing is the turn player's opponent's, so a play in an
    attack's ``counter:`` list that names no player is that player's (B's 助太刀 saves B's
    character: 4000 + 2000 > 5000)."""
    r = resolve(loads(COUNTER_PLAY.format(player=player)))
    st = r.outcome["state"]
    assert st["助け.zone"] == "B.waiting_room"
    assert st["B.center_front"] == ["守り手"]


STANDBY_BY_NAME = """
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    level: 1
    deck: [{{name: {cx}, type: climax, trigger: [standby]}}, 5]
    waiting_room:
      - {{name: 待つ子, type: character, level: 1, power: 3000, soul: 1, text: "【自】 このカードが「旗」の効果で舞台に置かれた時、このカードを【スタンド】する。"}}
    stage: {{center_front: {{name: 攻め手, type: character, level: 0, power: 5000, soul: 1}}}}
  B: {{deck: 10}}
actions:
  - {{do: attack, slot: center_front, kind: direct}}
choices:
  - {{player: A, at: standby, choose: 待つ子}}
  - {{player: A, at: standby_slot, choose: left_back}}
ask: [A.left_back]
"""


@pytest.mark.parametrize(("cx", "orientation"), [("旗", "stand"), ("別の旗", "rest")])
def test_ws_a_trigger_icons_action_is_the_effect_of_the_card_it_is_printed_on(
    cx: str, orientation: str
) -> None:
    """4.12.1: the action of a trigger icon printed on a card, carried out in the trigger check:
    what it puts onto the stage, that card's effect put there (「「旗」の効果で舞台に置かれた時」
    meets the standby of a climax named 旗 only)."""
    r = resolve(loads(STANDBY_BY_NAME.format(cx=cx)))
    assert r.outcome["state"]["A.left_back"] == [
        "待つ子" + ("" if orientation == "stand" else f"({orientation})")
    ]


ENCORE_OR_OWN = """
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A: {{deck: 10}}
  B:
    stock: 3
    deck: 10
    stage:
      center_front: {{name: 送る子, type: character, level: 0, power: 1000, soul: 1, state: reverse, text: "【自】 このカードが舞台から控え室に置かれた時、このカードを思い出にする。"}}
actions:
  - {{do: encore_step}}
choices:
  - {{player: B, choose: "{first}"}}
  - {{player: B, at: encore, choose: yes}}
ask: [送る子.zone]
"""


@pytest.mark.parametrize(
    ("first", "zone"), [("送る子#encore", "B.stage.center_front"), ("送る子#1", "B.memory")]
)
def test_ws_a_pending_ability_is_named_by_card_and_ability_id(first: str, zone: str) -> None:
    """Two abilities of one card pending (its own and the rules' encore, 10.2.3): ``<card>#<id>``
    names the encore, ``<card>#N`` its N-th printed ability; the first played decides (8.7.3.1,
    3.1.4: after the encore the card on the stage is a new card)."""
    r = resolve(loads(ENCORE_OR_OWN.format(first=first)))
    assert r.outcome["state"]["送る子.zone"] == zone


THIS_ACTION = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{{name: 出る子, type: character, level: 0, cost: 0, power: 1000, soul: 1, text: "{text}"}}]
    deck: [{{name: 一, type: character}}, {{name: 二, type: character}}, {{name: 三, type: character}}, {{name: 四, type: character}}, {{name: 五, type: character}}, {{name: 六, type: character}}, 5]
  B: {{deck: 10}}
actions:
  - {{do: play, card: 出る子, slot: center_front}}
ask: [A.clock]
"""
_QUOTED = (
    "【自】 このカードが手札から舞台に置かれた時、あなたは自分の山札の上から1枚を、控え室に置く。"
    "次の行動を行う。『あなたは自分の山札の上から2枚を、控え室に置き、あなたに1ダメージをＸ回与える。"
    "Ｘは{means}で控え室に置かれたカードの枚数に等しい。』"
)


@pytest.mark.parametrize(("means", "clock"), [("この行動", 2)])
def test_ws_cards_put_by_this_action_are_those_of_the_quoted_action(means: str, clock: int) -> None:
    """「Ｘはこの行動で控え室に置かれたカードの枚数に等しい」 inside the quoted action of 「次の行動を
    行う」: the cards that action put there (2), not the card the effect put before it (8.8.1);
    each 1 damage is its own damage processing (4.10.1)."""
    r = resolve(loads(THIS_ACTION.format(text=_QUOTED.format(means=means))))
    assert r.outcome["state"]["A.clock"] == clock


GRANT_THEN_POWER = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    deck: 10
    stage:
      left_back: {{name: 与える子, type: character, level: 0, power: 1000, soul: 1, text: "{grant}"}}
      right_back: {{name: 上げる子, type: character, level: 0, power: 1000, soul: 1, text: "【永】 他のあなたの『【自】 アンコール ［手札のキャラを1枚控え室に置く］』を持つキャラすべてに、パワーを＋1000。"}}
      center_front: {{name: 受ける子, type: character, level: 0, power: 3000, soul: 1, traits: [死]}}
  B: {{deck: 10}}
ask: [受ける子.power]
"""
_GRANT = "【永】 他のあなたの《死》のキャラすべてに、『【自】 アンコール ［手札のキャラを1枚控え室に置く］』を与える。"


@pytest.mark.parametrize(("grant", "power", "cited"), [(_GRANT, 4000, True), ("", 3000, False)])
def test_ws_a_power_change_to_holders_of_a_given_ability_cites_the_grant_first(
    grant: str, power: int, cited: bool
) -> None:
    """「『…』を持つキャラすべてに、パワーを＋1000」 reaches a card that holds the ability by a
    continuous grant: the grant is applied first (8.9.1.2), then the power change (8.9.1.3);
    both decide the value. Without the grant, nothing reaches it and 8.9.1.2 decides nothing."""
    r = resolve(loads(GRANT_THEN_POWER.format(grant=grant)))
    assert r.outcome["state"]["受ける子.power"] == power
    assert ("8.9.1.2" in r.decided_by) is cited


POWER_BY_TEXT = """
game: ws
title: t
turn: {player: A, number: 5, phase: attack, first_player: A}
players:
  A:
    deck: 10
    stage: {center_front: {name: 攻め手, type: character, level: 0, power: 3000, soul: 1}}
  B:
    deck: 10
    stage:
      center_front: {name: 守り手, type: character, level: 0, power: 2500, soul: 1, text: "【自】 このカードがフロントアタックされた時、そのターン中、このカードのパワーを＋1000。"}
actions:
  - {do: attack, slot: center_front, kind: front}
ask: [A.center_front, B.center_front]
"""


def test_ws_a_power_change_by_card_text_is_applied_as_a_power_change() -> None:
    """A power change an automatic ability makes for the turn (8.2.1.2) is a continuous effect
    changing power, applied after the others (8.9.1.3); it decides the battle (7.6.1.2)."""
    r = resolve(loads(POWER_BY_TEXT))
    assert r.outcome["state"] == {
        "A.center_front": ["攻め手(reverse)"],
        "B.center_front": ["守り手"],
    }
    assert {"8.2.1.2", "8.9.1.3", "7.6.1.2"} <= set(r.decided_by)


MILL = """
game: ws
title: t
turn: {{player: A, number: 5, phase: main, first_player: A}}
players:
  A:
    level: 1
    hand: [{{name: 削る子, type: character, level: 0, cost: 0, power: 1000, soul: 1, text: "【自】 このカードが手札から舞台に置かれた時、あなたは自分の山札の上から{n}枚を、控え室に置く。"}}]
    deck: [{{name: 一, type: character}}, {{name: 二, type: character}}, 5]
  B: {{deck: 10}}
actions:
  - {{do: play, card: 削る子, slot: center_front}}
ask: [一.zone]
"""


@pytest.mark.parametrize("n", [2, 1])
def test_ws_cards_from_the_top_are_dealt_with_one_by_one(n: int) -> None:
    """「山札の上からN枚を、控え室に置く」 is carried out card by card from the top (3.2.3), which
    decides where each card goes; one card too (round 38: the clause is the one saying whose
    deck and from where a number of cards is acted on — before, not cited for one card)."""
    r = resolve(loads(MILL.format(n=n)))
    assert r.outcome["state"]["一.zone"] == "A.waiting_room"
    assert "3.2.3" in r.decided_by


SHOT = """
game: ws
title: t
turn: {{player: A, number: 5, phase: attack, first_player: A}}
players:
  A:
    deck: [{{name: 撃ち札, type: climax, trigger: [shot]}}, 5]
    stage: {{center_front: {{name: 撃つ子, type: character, level: 0, power: 3000, soul: 1}}}}
  B:
    deck: [{{name: 止め, type: climax}}, {{name: 受け, type: character}}, 5]
    stage:
      left_back: {{name: 守る子, type: character, level: 0, power: 1000, soul: 1, text: "{text}"}}
actions:
  - {{do: attack, slot: center_front, kind: direct}}
ask: [B.clock]
"""
_NO_AUTO_DAMAGE = "【永】 あなたは相手のキャラの【自】の効果によるダメージを受けない。"


@pytest.mark.parametrize(("text", "flagged"), [(_NO_AUTO_DAMAGE, True), ("", False)])
def test_ws_whose_shot_ability_is_flagged_only_where_it_matters(text: str, flagged: bool) -> None:
    """The shot ability (4.12.2.7) is held by no card the rules name, and 4.11.1.2 makes the
    holder the source: against 「相手のキャラの【自】の効果によるダメージを受けない」 that is a
    reading (the audit's shot_ability_holder; the engine's: nobody holds it, the damage is taken);
    with no such prohibition nothing is flagged."""
    r = resolve(loads(SHOT.format(text=text) + 'expect:\n  ambiguous: ["4.11.1.2"]\n'))
    assert r.outcome["state"]["B.clock"] == 1
    assert (check_expect(r) == []) is flagged
