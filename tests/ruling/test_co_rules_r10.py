"""CrossOver (co): rules read again in round 10 against the known failures of the r9 blind set,
each on a minimal case of its own (the scenarios in tests/scenarios/co/ are the writers')."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import problems as _problems


def test_turn_start_ability_of_the_non_turn_player_triggers() -> None:
    """「ターン開始時に」 names the start of every turn (3.1): a card of the player whose turn it is
    not triggers too, and the turn player orders it with its own (4.3.6)."""
    assert (
        _problems(
            """
game: co
title: both players' turn-start abilities trigger
turn: {player: A, number: 5, phase: turn_start}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 甲, type: character, ap: 1, dp: 1, text: "ターン開始時に、相手のデュエルマスターに1点のダメージを与える。"}]
  B:
    hp: 10
    deck: 10
    field: [{name: 乙, type: character, ap: 1, dp: 1, text: "ターン開始時に、相手のデュエルマスターに2点のダメージを与える。"}]
actions:
  - {do: turn_start}
choices:
  - {player: A, at: trigger_order, choose: 乙}
expect:
  state: {A.hp: 8, B.hp: 9}
  triggered: {甲: 1, 乙: 1}
  order: ["resolve:乙", "resolve:甲"]
  decided_by: ["3.1", "4.3.6"]
"""
        )
        == []
    )


def _window_play(text: str, allowed: bool, zone: str) -> str:
    return f"""
game: co
title: a play in the window right after a damage
turn: {{player: A, number: 6, phase: main}}
players:
  A: {{hp: 10, deck: 10}}
  B:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 札, type: spell, cost: 1, text: "{text}"}}]
    field: [{{name: 兵, type: character, ap: 1, dp: 5}}]
actions:
  - {{do: damage, to: 兵, amount: 1, after: [{{do: play, player: B, card: 札, target: 兵, allowed: {str(allowed).lower()}}}]}}
expect:
  state: {{札.zone: {zone}}}
  decided_by: ["4.3.10.4"]
"""


def test_after_damage_window_refuses_a_card_without_a_damage_condition() -> None:
    """4.3.10.4: right after a damage only cards whose condition is 「ダメージを与えた(受けた)直後
    / とき」 (and that do not reduce it) may be played: any other card is refused."""
    plain = "対象のキャラクターに「+1:+1」の修正を与える。"
    assert _problems(_window_play(plain, False, "B.hand")) == []
    conditioned = (
        "ダメージを受けた直後にのみプレイしてもよい。対象のキャラクターに「+1:+1」の修正を与える。"
    )
    assert _problems(_window_play(conditioned, True, "B.dustbox")) == []
    reduction = "ダメージを受けた直後にのみプレイしてもよい。そのダメージを2点軽減する。"
    assert _problems(_window_play(reduction, False, "B.hand")) == []


def _spell(text: str, a_deck: int, b_deck: int) -> str:
    return f"""
game: co
title: a spell on the decks
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 1
    deck: {a_deck}
    hand: [{{name: 札, type: spell, cost: 1, text: "{text}"}}]
  B: {{hp: 10, deck: {b_deck}, dustbox: 0}}
actions:
  - {{do: play, card: 札}}
ask: [A.deck, B.deck, B.dustbox]
"""


def test_crashing_the_top_of_the_opponents_deck() -> None:
    """「相手の山札の上からN枚をクラッシュする」: the top N cards go to the top of their owner's
    dustbox (4.2.4), as many as there are; a deck left with no card makes its owner lose
    (4.1.2)."""
    some = resolve(loads(_spell("相手の山札の上から2枚をクラッシュする。", 10, 5)))
    assert some.outcome["state"] == {"A.deck": 10, "B.deck": 3, "B.dustbox": 2}
    assert "4.2.4" in some.decided_by
    last = resolve(loads(_spell("相手の山札の上から3枚をクラッシュする。", 10, 2)))
    assert last.outcome["winner"] == "A" and "4.1.2" in last.decided_by


def test_every_player_draws_at_once_and_an_emptied_pair_is_flagged() -> None:
    """「すべてのデュエルマスターは山札からカードを1枚引く」: every player draws, at once (4.1.2
    judged after all of it): both decks emptied is a draw, flagged as a reading (the rules give
    no order); with cards left, nothing is flagged."""
    text = "すべてのデュエルマスターは山札からカードを1枚引く。"
    both = _spell(text, 1, 1) + 'expect: {outcome: {draw: true}, ambiguous: ["4.1.2"]}\n'
    assert _problems(both) == []
    more = _spell(text, 3, 3) + "expect: {state: {A.deck: 2, B.deck: 2}, ambiguous: false}\n"
    assert _problems(more) == []


def _battle_pump(how: str) -> str:
    return f"""
game: co
title: a pump until the end of the battle
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 剣士, type: character, ap: 2, dp: 5}}]
  B:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 守り, type: spell, cost: 1, text: "{how}対象のキャラクターに「+0:+2」の修正を与える。"}}]
    field: [{{name: 盾兵, type: character, ap: 1, dp: 2}}]
actions:
  - {{do: attack, attacker: 剣士, defender: 盾兵, after_defense: [{{do: play, player: B, card: 守り, target: 盾兵}}]}}
ask: [盾兵.zone]
"""


def test_an_effect_until_the_end_of_the_battle_ends_with_it() -> None:
    """「戦闘終了時まで」 (3.4.5.5: effects lasting to the battle's end end there, together): the
    defender, DP 4 through the exchange, survives its 2 damage, then is back to DP 2 with 2
    damage at the battle's end and crashes (4.3.9); 「ターン終了時まで」 keeps it on the field."""
    battle = resolve(loads(_battle_pump("戦闘終了時まで、")))
    assert battle.outcome["state"] == {"盾兵.zone": "B.dustbox"}
    assert {"3.4.5.5", "4.3.9"} <= set(battle.decided_by)
    turn = resolve(loads(_battle_pump("ターン終了時まで、")))
    assert turn.outcome["state"] == {"盾兵.zone": "B.field"}


def test_a_defence_by_two_characters_is_refused() -> None:
    """3.4.5.3: 「ディフェンスは1体のキャラクターで行います。複数のキャラクターでディフェンスを
    行うことはできません」 — `defender: [x, y]` is refused, and the defence stays the defending
    player's choice (branched on); `defender: [x]` is a defence by x."""
    text = """
game: co
title: defence by two
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 剣士, type: character, ap: 3, dp: 5}]}
  B:
    hp: 10
    deck: 10
    field: [{name: 盾兵, type: character, ap: 1, dp: 2}, {name: 槍兵, type: character, ap: 1, dp: 2}]
actions:
  - {do: attack, attacker: 剣士, defender: %s}
ask: [B.hp, B.dustbox]
expect: %s
"""
    two = (
        '{outcome: {rejected: true}, decided_by: ["3.4.5.3"], branches: {none: {state: {B.hp: 7}}}}'
    )
    assert _problems(text % ("[盾兵, 槍兵]", two)) == []
    one = "{state: {B.hp: 10, B.dustbox: 1}}"
    assert _problems(text % ("[盾兵]", one)) == []


def test_two_cards_of_one_name_are_told_apart_by_uid() -> None:
    """Any number of cards of one name may be on the field (4.2.6): a card's `uid:` names it
    wherever a card is named; the name alone is ambiguous in `expect.state`."""
    text = """
game: co
title: two of one name
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 兵, uid: 兵1, type: character, ap: 3, dp: 5, state: rest}
      - {name: 兵, uid: 兵2, type: character, ap: 1, dp: 1}
  B: {hp: 10, deck: 10}
actions:
  - {do: attack, attacker: 兵2, defender: none}
expect:
  state: {B.hp: 9, 兵2.state: rest, 兵1.state: rest}
"""
    assert _problems(text) == []


def test_a_uid_given_twice_or_like_a_file_order_uid_is_an_input_error() -> None:
    import pytest

    from ruling.scenario import ScenarioError

    base = """
game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 10, deck: 10, field: [%s]}
  B: {hp: 10, deck: 10}
"""
    for cards in (
        "{name: 兵, uid: x}, {name: 兵, uid: x}",
        "{name: 兵, uid: A3}",
        "{name: 兵, uid: x, count: 2}",
    ):
        with pytest.raises(ScenarioError):
            loads(base % cards)


def test_battle_damage_reduced_in_the_exchange() -> None:
    """4.3.10.2: the damage a battling character takes in the exchange (3.4.5.4) passes the
    reduction window: `attack … reduce: {character: [reductions]}` — 盾兵 (DP 2) takes 3 - 2 = 1
    and stays; without the reduction it crashes."""
    text = """
game: co
title: a reduction in the exchange
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 剣士, type: character, ap: 3, dp: 5}]}
  B: {hp: 10, deck: 10, field: [{name: 盾兵, type: character, ap: 1, dp: 2}]}
actions:
  - {do: attack, attacker: 剣士, defender: 盾兵%s}
ask: [盾兵.zone]
expect: %s
"""
    cut = ", reduce: {盾兵: [{do: reduce_damage, amount: 2}]}"
    kept = '{state: {盾兵.zone: B.field, 盾兵.damage: 1}, decided_by: ["4.3.10.2"]}'
    assert _problems(text % (cut, kept)) == []
    assert _problems(text % ("", "{state: {盾兵.zone: B.dustbox}}")) == []


def test_a_card_set_aside_is_played_as_if_from_the_hand() -> None:
    """4.2.1 (〔盗み食い〕): a card that may be played 「手札にあるかのように」 is set aside (`aside`):
    it is played as from the hand, but it is no hand card — not counted, and not usable as the
    cost 「手札からカードをクラッシュする」."""
    text = """
game: co
title: as if from the hand
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: 0
    aside: [{name: 矢, type: spell, cost: 1, text: "対象のキャラクターに2点のダメージを与える。"}]
    field: [{name: 術師, type: character, ap: 1, dp: 1, text: "手札からカードをクラッシュする:『術師』に「+1:+0」の修正を与える。"}]
  B: {hp: 10, deck: 10, field: [{name: 兵, type: character, ap: 1, dp: 2}]}
actions:
  - %s
ask: [兵.zone, A.hand]
expect: %s
"""
    played = '{state: {兵.zone: B.dustbox, 矢.zone: A.dustbox, A.hand: 0}, decided_by: ["4.2.1"]}'
    assert _problems(text % ("{do: play, card: 矢, target: 兵}", played)) == []
    cost = "{do: activate, card: 術師, cost_card: 矢, allowed: false}"
    assert _problems(text % (cost, "{state: {矢.zone: A.aside}}")) == []


def test_a_broken_character_is_put_aside_not_crashed() -> None:
    """「対象のキャラクターをブレイクする」: a broken card is 「存在しないカード」 for the game, put
    aside in its owner's place for broken cards (4.2.5, 4.2.12) — not in the dustbox, even when
    another player controls it."""
    text = """
game: co
title: break
turn: {player: A, number: 6, phase: main}
players:
  A: {hp: 10, deck: 10}
  B: {hp: 10, deck: 10, dustbox: 0, field: [{name: 兵, type: character, ap: 1, dp: 2}]}
actions:
%s  - {do: resolve_text, player: A, text: "対象のキャラクターをブレイクする。", target: 兵}
expect:
  state: {兵.zone: B.broken, B.dustbox: 0}
  decided_by: ["4.2.5", "4.2.12"]
"""
    assert _problems(text % "") == []
    assert _problems(text % "  - {do: take_control, player: A, card: 兵}\n") == []
