"""co rules found through the round-29 blind files (s25rulesCO; round 29), each in general form on
a minimal case with its neighbour that must not change (issue 14)."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import main_state as _state


def _run(text: str) -> Any:
    return resolve(loads(text, "t.yaml"))


def _ok(r: Any) -> None:
    assert check_expect(r) == []


# --- 3.4.5.5: the 「戦闘終了時に」 abilities resolve at the battle's end ---

_BATTLE_END = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: %d
    field: [{name: 斥候, type: character, ap: 2, dp: 2, text: "%s"}]
  B: {hp: 10, deck: 10}
actions:
  - {do: attack, attacker: 斥候, defender: none}
ask: [A.deck, B.hp]
"""


@pytest.mark.parametrize("when", ["戦闘終了時に、", "バトル終了時に、"])
def test_battle_end_ability_draws_after_the_damage_and_the_empty_deck_loses(when: str) -> None:
    """A 「戦闘終了時に」 draw of the last card: the battle's damage first (3.4.5.4), the draw at
    the battle's end (3.4.5.5), then the deck is empty and its owner loses (4.1.2)."""
    r = _run(_BATTLE_END % (1, when + "あなたは山札からカードを1枚引く。"))
    assert r.main.outcome["game_over"] is True
    assert r.main.outcome["winner"] == "B"
    assert {"3.4.5.5", "4.1.2"} <= set(r.decided_by)


def test_neighbour_battle_end_draw_with_cards_left_goes_on() -> None:
    r = _run(_BATTLE_END % (5, "戦闘終了時に、あなたは山札からカードを1枚引く。"))
    assert r.main.outcome["game_over"] is False
    assert _state(r, "A.deck") == 4 and _state(r, "B.hp") == 8


def test_battle_start_moment_stays_refused() -> None:
    """3.4.5.1 names no 「戦闘開始時」 abilities: such a text is refused, said."""
    r = _run(_BATTLE_END % (5, "戦闘開始時に、あなたは山札からカードを1枚引く。"))
    assert any(w.kind == "unsupported" for w in r.warnings())


# --- 3.4.5.3 / 3.4.5.6: 「ディフェンスされなかったとき」 is the attack left undefended ---

_UNDEFENDED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 突撃兵, type: character, ap: 3, dp: 2, text: "『突撃兵』がディフェンスされなかったとき、相手のデュエルマスターに2点のダメージを与える。"}]
  B:
    hp: 10
    deck: 10
    hand: [{name: 撤退, type: spell, cost: 0, text: "対象のキャラクターを手札に戻す。"}]
    field: [{name: 盾兵, type: character, ap: 1, dp: 4}]
actions:
  - do: attack
    attacker: 突撃兵
    defender: %s
    after_defense: %s
ask: [B.hp]
"""


def test_defender_left_the_defence_stands_and_nothing_triggers() -> None:
    """The defender returned to the hand after the declaration: the defence stands (3.4.5.6),
    the attack was defended and 「ディフェンスされなかったとき」 does not trigger — said."""
    text = _UNDEFENDED % ("盾兵", "[{do: play, player: B, card: 撤退, target: 盾兵}]")
    r = _run(text + "expect: {triggered: {突撃兵: 0}}\n")
    _ok(r)
    assert _state(r, "B.hp") == 10
    assert {"3.4.5.4", "3.4.5.6"} <= set(r.decided_by)
    assert not any(w.kind == "ambiguity" for w in r.warnings())


def test_neighbour_undefended_attack_triggers_after_the_declaration() -> None:
    r = _run(_UNDEFENDED % ("none", "[]"))
    assert _state(r, "B.hp") == 5  # 3 of the attack, 2 of the ability
    assert {"3.4.5.3", "3.4.5.4"} <= set(r.decided_by)


# --- 3.4.5.6: an attacker that left the field and was played again deals no damage ---

_REPLAYED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    field: [{name: 忍者, type: character, cost: 1, ap: 3, dp: 1, text: "All Turnでプレイしてもよい"}]
  B:
    hp: 3
    deck: 10
    hand: [{name: 撤退, type: spell, cost: 0, text: "対象のキャラクターを手札に戻す。"}]
actions:
  - do: attack
    attacker: 忍者
    defender: none
    after_attack: %s
ask: [B.hp]
"""


def test_attacker_returned_and_played_again_is_not_the_attacker() -> None:
    r = _run(
        _REPLAYED
        % "[{do: play, player: B, card: 撤退, target: 忍者}, {do: play, player: A, card: 忍者}]"
    )
    assert _state(r, "B.hp") == 3
    assert "3.4.5.6" in r.decided_by


def test_neighbour_attacker_that_stayed_deals_its_ap() -> None:
    r = _run(_REPLAYED % "[]")
    assert r.main.outcome["game_over"] is True


# --- 3.7 step 2: a 「ターン終了時まで」 effect made by a 「ターン終了時に」 ability (unsettled) ---

_TURN_END_BONUS = """game: co
title: t
turn: {player: A, number: 6, phase: end, step: action}
players:
  A:
    hp: 10
    deck: 10
    hand: 2
    field:
      - {name: 守護像, type: navigator, text: "ターン終了時に、あなたがコントロールしているすべてのキャラクターに、%s「+0:+2」の修正を与える。"}
      - {name: 兵, type: character, ap: 1, dp: 2}
  B: {hp: 10, deck: 10}
actions:
  - {do: end_phase, from: action}
  - {do: turn_end}
ask: [兵.dp]
"""


def test_turn_end_ability_making_an_until_turn_end_effect_raises_the_order_point() -> None:
    r = _run(_TURN_END_BONUS % "ターン終了時まで")
    assert any("3.7.2" in w.clauses for w in r.warnings() if w.kind == "ambiguity")
    assert {x.outcome["state"]["兵.dp"] for x in (r.main, *r.alternates)} == {2, 4}


def test_neighbour_turn_end_ability_making_a_lasting_effect_raises_nothing() -> None:
    r = _run(_TURN_END_BONUS % "")
    assert not any(w.kind == "ambiguity" for w in r.warnings())


# --- 4.3.5 / 4.3.11.4: the window right after a crash at a step of the turn (on_crash) ---

_UPKEEP = """game: co
title: t
turn: {player: A, number: 6, phase: end, step: upkeep}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 弔い, type: event, cost: 1, text: "%sがクラッシュした直後にのみプレイしてもよい。あなたは山札からカードを1枚引く。"}]
    field: [{name: 傭兵, type: character, ap: 3, dp: 3, text: "維持費2"}]
  B: {hp: 10, deck: 10}
actions:
  - do: end_phase
    from: upkeep
    on_crash:
      傭兵: {%s: [{do: play, card: 弔い, allowed: %s}]}
choices:
  - {player: A, at: upkeep, choose: "no"}
expect: {state: {}}
"""


@pytest.mark.parametrize(
    ("subject", "allowed"),
    [
        ("あなたのキャラクター", "true"),
        ("あなたがコントロールしているキャラクター", "true"),
        ("キャラクター", "true"),
        ("カード", "true"),
        ("相手のキャラクター", "false"),
        ("あなたの手札のカード", "false"),
    ],
)
def test_only_right_after_a_crash_card_in_the_upkeep_step(subject: str, allowed: str) -> None:
    """An upkeep crash (3.6.2) opens the window right after it (4.3.11.4): a card playable only
    right after such a crash may be played there though the step forbids plays (4.3.5) — whose
    and which card crashed as its phrase says (4.2.12)."""
    r = _run(_UPKEEP % (subject, "after", allowed))
    _ok(r)
    if allowed == "true":
        assert {"4.3.5", "4.3.11.4", "3.6.2"} <= set(r.decided_by)


def test_neighbour_upkeep_crash_cannot_be_negated_in_its_window() -> None:
    """3.6.2 「このクラッシュはうち消せません」: an action in the negation window is refused."""
    r = _run(
        (_UPKEEP % ("キャラクター", "negate", "false"))
        .replace(
            "{do: play, card: 弔い, allowed: false}",
            "{do: play, card: 守護, resolve: [{do: negate_crash, card: 傭兵}], allowed: false}",
        )
        .replace("hand: [", "hand: [{name: 守護, type: event, cost: 0}, ")
    )
    _ok(r)
    assert "3.6.2" in r.decided_by


_HAND_CUT = """game: co
title: t
turn: {player: A, number: 6, phase: end, step: action}
players:
  A:
    hp: 10
    deck: 10
    hand: %d
    field:
      - {name: 占い師, type: navigator, text: "%s手札のカードがクラッシュした直後にのみ使用してもよい。『占い師』をタップする:あなたはHPが2点回復する。"}
  B: {hp: 10, deck: 10}
actions:
  - {do: end_phase, from: action}
  - do: turn_end
    on_crash:
      A.hand: {after: [{do: activate, card: 占い師, allowed: %s}]}
choices:
  - {player: A, at: hand_limit, choose: "?"}
ask: [A.hp]
"""


@pytest.mark.parametrize(
    ("whose", "allowed", "hp"), [("あなたの", "true", 12), ("相手の", "false", 10)]
)
def test_only_right_after_ability_answers_the_hand_cut(whose: str, allowed: str, hp: int) -> None:
    """The hand cut crashes hand cards (3.7.3, 4.2.4); right after it an ability usable only
    then is used though the step forbids uses (4.3.5) — a hand card's crash has no 4.3.11."""
    r = _run(_HAND_CUT % (9, whose, allowed))
    _ok(r)
    assert _state(r, "A.hp") == hp
    if allowed == "true":
        assert {"4.3.5", "3.7.3"} <= set(r.decided_by)
        assert "4.3.11.4" not in r.decided_by


def test_neighbour_no_hand_cut_no_window() -> None:
    """A hand of 7: nothing is crashed (3.7.3), no window opens, the ability is not used."""
    r = _run((_HAND_CUT % (7, "あなたの", "true")).replace(", allowed: true", ""))
    assert _state(r, "A.hp") == 10


def test_hand_key_with_a_negation_window_is_an_input_error() -> None:
    from ruling.scenario import ScenarioError

    text = (_HAND_CUT % (9, "あなたの", "true")).replace("{after:", "{negate:")
    with pytest.raises(ScenarioError):
        _run(text)


def test_two_battle_end_abilities_ordered_raise_the_at_once_point() -> None:
    """Two 「戦闘終了時に」 abilities: ordered by the turn player (4.3.6), and the ruling says
    that 3.4.5.5's 「原則として同時に」 is read so (battle_end_simultaneous) — since round 31 a
    reading choice point, the other reading (at once) run too."""
    text = _BATTLE_END % (5, "戦闘終了時に、あなたは山札からカードを1枚引く。")
    text = text.replace(
        "  B: {hp: 10, deck: 10}",
        "  B: {hp: 10, deck: 10, field: [{name: 見張り, type: navigator, text: "
        "'戦闘終了時に、あなたは山札からカードを1枚引く。'}]}",
    )
    r = _run(text)
    from ruling.resolve import raised_points

    assert any("3.4.5.5" in cl and "4.3.6" in cl for cl, _both in raised_points(r))


# --- 3.7.3 / 4.2.9: 「…の手札の上限はN枚になる」 — whose limit the phrase names ---

_HAND_LIMIT = """game: co
title: t
turn: {player: A, number: 6, phase: end, step: action}
players:
  A:
    hp: 10
    deck: 10
    hand: 8
    field: [%s]
  B:
    hp: 10
    deck: 10
    field: [%s]
actions:
  - {do: end_phase, from: action}
  - {do: turn_end}
choices:
  - {player: A, at: hand_limit, choose: "?"}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("mine", "theirs", "kept"),
    [
        (
            "",
            "{name: 呪術師, type: character, ap: 1, dp: 1, text: 相手の手札の上限は5枚になる。}",
            5,
        ),
        (
            "",
            "{name: 呪術師, type: character, ap: 1, dp: 1, text: お互いの手札の上限は5枚になる。}",
            5,
        ),
        (
            "",
            "{name: 呪術師, type: character, ap: 1, dp: 1, text: あなたの手札の上限は5枚になる。}",
            7,
        ),
        ("{name: 書庫番, type: navigator, text: 相手の手札の上限は5枚になる。}", "", 7),
        (
            "",
            "{name: 呪術師, type: character, ap: 1, dp: 1, text: 相手の手札の上限は1枚増える。}",
            8,
        ),
    ],
)
def test_hand_limit_of_the_player_the_phrase_names(mine: str, theirs: str, kept: int) -> None:
    """The hand cut (3.7.3) of the turn player A under a limit a card text sets (4.2.9): 「相手の」
    on B's card is A's, 「あなたの」 on B's card is B's (4.2.12), 「お互いの」 either's."""
    r = _run(_HAND_LIMIT % (mine, theirs))
    assert _state(r, "A.hand") == kept
    if kept != 7:
        assert "4.2.9" in r.decided_by


def test_two_texts_setting_one_players_hand_limit_are_a_reading() -> None:
    """A's 「あなたの…9枚」 and B's 「相手の…5枚」: both A's limit, ordered by no clause — the
    point hand_limit_set_twice, each reading's outcome given (8 kept, or 5)."""
    r = _run(
        _HAND_LIMIT
        % (
            "{name: 書庫番, type: navigator, text: あなたの手札の上限は9枚になる。}",
            "{name: 呪術師, type: character, ap: 1, dp: 1, text: 相手の手札の上限は5枚になる。}",
        )
    )
    assert any("4.2.9" in w.clauses for w in r.warnings() if w.kind == "ambiguity")
    assert {x.outcome["state"]["A.hand"] for x in (r.main, *r.alternates)} == {5, 8}


# --- 4.3.3.2: the modifiers of an ability's cost are summed, then applied ---

_ABILITY_COST = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    field: [{name: 術士, type: character, ap: 1, dp: 2, text: "2エネルギーを支払う:相手のデュエルマスターに2点のダメージを与える。"}]
  B: {hp: 10, deck: 10}
effects: %s
actions:
  - {do: activate, card: 術士, allowed: %s}
ask: [B.hp, A.energy]
"""


def test_ability_cost_modifiers_summed_then_applied() -> None:
    r = _run(
        _ABILITY_COST
        % (
            "[{target: A, stat: ability_cost, op: add, value: -2}, "
            "{target: A, stat: ability_cost, op: add, value: 1}]",
            "true",
        )
    )
    _ok(r)
    assert _state(r, "B.hp") == 8 and _state(r, "A.energy") == 0
    assert "4.3.3.2" in r.decided_by


def test_neighbour_play_cost_modifier_does_not_touch_an_ability() -> None:
    """``stat: cost`` is the cost of the player's plays (4.3.2.2): the ability still costs 2."""
    r = _run(_ABILITY_COST % ("[{target: A, stat: cost, op: add, value: -2}]", "false"))
    _ok(r)
    assert _state(r, "B.hp") == 10


# --- 4.2.8 / 4.3.8 step 1: 「特殊能力の効果を受けない」 — the texts of characters and navigators ---

_IMMUNE = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field: [%s]
  B:
    hp: 10
    deck: 10
    field: [{name: 聖騎士, type: character, ap: 1, dp: 3, text: "このキャラクターは、特殊能力の効果を受けない。"}]
actions: %s
ask: [聖騎士.dp, 聖騎士.zone]
"""


def test_immune_to_abilities_ignores_a_characters_modifier() -> None:
    r = _run(
        _IMMUNE
        % (
            "{name: 将軍, type: character, ap: 1, dp: 1, text: "
            "フィールドに出ているすべてのキャラクターは、「+0:−1」の修正を受ける。}",
            "[]",
        )
    )
    assert _state(r, "聖騎士.dp") == 3
    assert {"4.2.8", "4.3.8"} <= set(r.decided_by)


def test_neighbour_immune_to_abilities_still_takes_battle_damage() -> None:
    """The damage exchange is the rules' own procedure (3.4.5.4), no ability's effect."""
    r = _run(
        _IMMUNE
        % (
            "{name: 剣士, type: character, ap: 3, dp: 2}",
            "[{do: attack, attacker: 剣士, defender: 聖騎士}]",
        )
    )
    assert _state(r, "聖騎士.zone") == "B.dustbox"


# --- 4.2.13: a step choosing at resolution (no 「対象」) with nothing to choose; 4.3.2.1 ---


def test_choice_with_nothing_to_choose_cites_that_no_target_was_required() -> None:
    r = _run(
        """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 没収, type: spell, cost: 1, text: "相手のデュエルマスターは手札からカードを1枚選び、クラッシュする。そのあと、あなたは山札からカードを1枚引く。"}]
  B: {hp: 10, deck: 10, hand: 0}
actions:
  - {do: play, card: 没収, allowed: true}
ask: [A.hand, B.dustbox]
"""
    )
    _ok(r)
    assert {"4.2.13", "4.3.2.6"} <= set(r.decided_by)


# --- 4.3.3.6 / 4.3.7: 「…の特殊能力の使用に成功したとき」 — after the use resolved, misfired too ---

_USED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 狙撃手, type: character, ap: 1, dp: 2, text: "『狙撃手』をタップする:対象のキャラクターに2点のダメージを与える。"}
      - {name: 記録係, type: navigator, text: "%sの特殊能力の使用に成功したとき、あなたはHPが1点回復する。"}
  B:
    hp: 10
    deck: 10
    hand: [{name: 撤退, type: spell, cost: 0, text: "対象のキャラクターを手札に戻す。"}]
    field: [{name: 兵, type: character, ap: 1, dp: 2}]
actions:
  - do: activate
    card: 狙撃手
    target: 兵
    respond: %s
ask: [A.hp]
"""


@pytest.mark.parametrize(
    ("whose", "hp"),
    [
        ("あなたがコントロールしているキャラクター", 11),
        ("あなたのキャラクター", 11),
        ("『狙撃手』", 11),  # 『狙撃手』 on 記録係: the card of that name (4.2.10)
        ("相手のキャラクター", 10),
    ],
)
def test_misfired_use_still_triggers_use_success(whose: str, hp: int) -> None:
    """The target left before the use resolved: a misfire (4.3.7), which counts as done — the
    「使用に成功したとき」 abilities trigger once it resolved (4.3.3.6)."""
    r = _run(_USED % (whose, "[{do: play, player: B, card: 撤退, target: 兵}]"))
    assert _state(r, "A.hp") == hp
    if hp == 11:
        assert {"4.3.3.6", "4.3.7"} <= set(r.decided_by) or "4.3.3.6" in r.decided_by


def test_neighbour_no_use_triggers_nothing() -> None:
    text = _USED % ("あなたのキャラクター", "[]")
    r = _run(text[: text.index("actions:")] + "actions: []\nask: [A.hp]\n")
    assert _state(r, "A.hp") == 10


# --- 4.2.12: 「対象のキャラクターのコントロールを得る」; 4.3.2.6 / 4.3.7 a target no longer proper ---

_CONTROL = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 2
    deck: 10
    hand:
      - {name: 狙い撃ち, type: spell, cost: 1, text: "対象の、相手がコントロールしているキャラクターに3点のダメージを与える。"}
      - {name: 魅了, type: spell, cost: 1, text: "対象のキャラクターのコントロールを得る。"}
    field: [{name: 従者, type: character, ap: 1, dp: 1}]
  B:
    hp: 10
    deck: 10
    field: [{name: 兵, type: character, ap: 1, dp: 3, state: rest}]
actions: %s
ask: [兵.zone, 兵.state, 兵.damage, 従者.zone]
"""


def test_gain_control_moves_the_card_and_keeps_its_state() -> None:
    r = _run(_CONTROL % "[{do: play, card: 魅了, target: 兵}]")
    assert _state(r, "兵.zone") == "A.field" and _state(r, "兵.state") == "rest"
    assert "4.2.12" in r.decided_by


def test_neighbour_gain_control_of_own_character_changes_nothing() -> None:
    r = _run(_CONTROL % "[{do: play, card: 魅了, target: 従者}]")
    assert _state(r, "従者.zone") == "A.field"


def test_target_taken_over_is_no_longer_the_opponents_misfire() -> None:
    """A's interrupt takes 兵 over before 狙い撃ち resolves: 「相手がコントロールしている」 no longer
    holds, the target is not proper (4.3.2.6) — a misfire (4.3.7), no damage."""
    r = _run(
        _CONTROL
        % "[{do: play, card: 狙い撃ち, target: 兵, respond: [{do: play, card: 魅了, target: 兵}]}]"
    )
    assert _state(r, "兵.zone") == "A.field" and _state(r, "兵.damage") == 0
    assert {"4.3.7", "4.2.12"} <= set(r.decided_by)


# --- the audit of 4.3 (costs and modifiers): the points the text does not settle ---


def test_ability_cost_raise_on_a_tap_only_cost_is_a_reading() -> None:
    """A raise of an ability's cost meets 「『X』をタップする:」 (no energy): 4.2.8 defines a
    card's コスト only — ability_cost_raise_without_energy, each reading's outcome given."""
    text = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 0
    deck: 10
    field: [{name: 射手, type: character, ap: 1, dp: 2, text: "『射手』をタップする:相手のデュエルマスターに1点のダメージを与える。"}]
  B: {hp: 10, deck: 10}
effects: [{target: A, stat: ability_cost, op: add, value: 1}]
actions:
  - {do: activate, card: 射手}
ask: [B.hp]
"""
    r = _run(text)
    assert any("4.3.3.2" in w.clauses for w in r.warnings() if w.kind == "ambiguity")
    assert {x.outcome["state"]["B.hp"] for x in (r.main, *r.alternates)} == {9, 10}


def test_neighbour_ability_cost_raise_on_an_energy_cost_is_settled() -> None:
    r = _run(_ABILITY_COST % ("[{target: A, stat: ability_cost, op: add, value: 1}]", "false"))
    _ok(r)
    assert not any(w.kind == "ambiguity" for w in r.warnings())


_ALT_RAISE = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: %d
    deck: 10
    hand:
      - {name: 雷光, type: spell, cost: 2, text: "代用コスト:カードを1枚引く\\n相手のデュエルマスターに2点のダメージを与える。"}
  B: {hp: 10, deck: 10}
effects: [{target: A, stat: cost, op: add, value: %d}]
actions:
  - {do: play, card: 雷光, use_alt_cost: true}
ask: [B.hp, A.energy]
"""


def test_cost_raise_on_a_play_by_its_alt_cost_is_a_reading() -> None:
    """4.3.2.1 prepares 代用コスト and 追加コスト together; whether an energy raise stays when the
    代用コスト replaces the energy is not written (alt_cost_with_cost_raise)."""
    r = _run(_ALT_RAISE % (0, 1))
    assert any("4.3.2.1" in w.clauses for w in r.warnings() if w.kind == "ambiguity")
    assert {x.outcome["state"]["B.hp"] for x in (r.main, *r.alternates)} == {8, 10}


def test_neighbour_cost_cut_on_a_play_by_its_alt_cost_raises_nothing() -> None:
    r = _run(_ALT_RAISE % (0, -1))
    assert _state(r, "B.hp") == 8
    assert not any(w.kind == "ambiguity" for w in r.warnings())


# --- 4.3.2.2 / 4.3.3.2: 「次の2つから1つを選ぶ。『A』『B』」 — the effect chosen at the declaration ---

_MODES = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 選択の呪文, type: spell, cost: 1, text: "次の2つから1つを選ぶ。『あなたはHPが3点回復する。』『相手のデュエルマスターに2点のダメージを与える。』"}]
  B:
    hp: 2
    energy: 1
    deck: 10
    hand: [{name: 手当て, type: event, cost: 1, text: "あなたはHPが3点回復する。"}]
actions:
  - {do: play, card: 選択の呪文, respond: %s}
choices:
  - {player: A, at: mode, choose: "%s"}
ask: [A.hp, B.hp]
"""


@pytest.mark.parametrize(
    ("pick", "respond", "a_hp", "b_hp"),
    [
        (
            "相手のデュエルマスターに2点のダメージを与える。",
            "[{do: play, player: B, card: 手当て}]",
            10,
            3,
        ),
        ("2", "[]", 10, 0),
        ("あなたはHPが3点回復する。", "[]", 13, 2),
    ],
)
def test_effect_chosen_at_the_declaration(pick: str, respond: str, a_hp: int, b_hp: int) -> None:
    """The effect is chosen as the card is played (4.3.2.2) — by its printed text or its number
    — and carried out as chosen when it resolves, after any interrupt (4.3.4)."""
    r = _run(_MODES % (respond, pick))
    if b_hp:
        assert _state(r, "A.hp") == a_hp and _state(r, "B.hp") == b_hp
    else:
        assert r.main.outcome["game_over"] is True and r.main.outcome["winner"] == "A"
    assert "4.3.2.2" in r.decided_by


def test_neighbour_choice_list_of_another_size_than_said_is_refused() -> None:
    r = _run(
        (_MODES % ("[]", "1")).replace(
            "『相手のデュエルマスターに2点のダメージを与える。』",
            "『相手のデュエルマスターに2点のダメージを与える。』『あなたは山札からカードを1枚引く。』",
        )
    )
    assert any(w.kind == "unsupported" for w in r.warnings())


@pytest.mark.parametrize(
    "text",
    [
        "ターン終了時まで、対象のキャラクターのコントロール権を得る。",
        "対象のキャラクターのコントロール権をターン終了時まで得る。",
    ],
)
def test_control_gained_until_end_of_turn_goes_back_at_its_end(text: str) -> None:
    """The family's variants (「コントロール権」, a duration before or after): control goes back
    at the turn's end with the effects lasting until then (3.7.2, 4.2.12)."""
    board = (_CONTROL % "[]").replace("対象のキャラクターのコントロールを得る。", text)
    board = board.replace(
        "actions: []",
        "actions:\n  - {do: main_phase, actions: [{do: play, card: 魅了, target: 兵}]}\n"
        "  - {do: end_phase}\n  - {do: turn_end}",
    )
    r = _run(board)
    assert _state(r, "兵.zone") == "B.field"
    assert {"3.7.2", "4.2.12"} <= set(r.decided_by)


def test_neighbour_control_gained_for_good_stays_after_the_turn() -> None:
    board = (_CONTROL % "[]").replace(
        "actions: []",
        "actions:\n  - {do: main_phase, actions: [{do: play, card: 魅了, target: 兵}]}\n"
        "  - {do: end_phase}\n  - {do: turn_end}",
    )
    r = _run(board)
    assert _state(r, "兵.zone") == "A.field"


# --- 4.3.8 step 3 / 4.2.10: a quoted continuous ability gained through a set card ---

_GAINED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 榎本つかさ, type: character, ap: 1, dp: 2}
      - {name: 継承の冠, type: item, set_on: %s, text: "キャラクターにセット。\\nセットされたキャラクターは、以下の特殊能力を得る。『『継承の冠』以外のあなたがコントロールしているすべてのキャラクターに「+0:+1」の修正を与える。』"}
      - {name: 森原さとみ, type: character, ap: 2, dp: 2}
  B: {hp: 10, deck: 10}
ask: [榎本つかさ.dp, 森原さとみ.dp]
"""


def test_gained_lord_ability_excludes_its_new_holder() -> None:
    """『継承の冠』以外 in the gained text reads as the holder's name (4.2.10): the others get
    +0:+1, the holder does not (4.2.10 例2 「それ自身に影響を与えることはありません」)."""
    r = _run(_GAINED % "榎本つかさ")
    assert _state(r, "榎本つかさ.dp") == 2 and _state(r, "森原さとみ.dp") == 3
    assert {"4.2.10", "4.3.8"} <= set(r.decided_by)


def test_neighbour_held_by_the_other_character_swaps_who_gets_it() -> None:
    r = _run(_GAINED % "森原さとみ")
    assert _state(r, "榎本つかさ.dp") == 3 and _state(r, "森原さとみ.dp") == 2


# --- 4.3.2 / 3.4.1: 「<zone>から<kind>カードを1枚選び、フィールドに出す」 — put there, not played ---

_PUT = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 20
    energy: 1
    deck: 10
    hand:
      - {name: 召喚の笛, type: event, cost: 1, text: "あなたは手札から%sカードを1枚選び、フィールドに出す。"}
      - {name: 道標, type: navigator}
      - {name: 灯台, type: navigator}
      - {name: 兵, type: character, ap: 1, dp: 1}
actions:
  - {do: play, card: 召喚の笛}
  - {do: play, card: 灯台, allowed: %s}
choices:
  - {player: A, at: put_onto_field, choose: %s}
ask: [道標.zone, 兵.zone, 兵.state]
"""


def test_navigator_put_by_an_effect_is_no_play() -> None:
    """The navigator put onto the field by an effect is not played (4.3.2): A may still play
    its one navigator of the turn (3.4.1)."""
    r = _run(_PUT % ("ナビゲーター", "true", "道標"))
    _ok(r)
    assert _state(r, "道標.zone") == "A.field"
    assert {"4.3.2", "3.4.1"} <= set(r.decided_by)


def test_neighbour_character_chosen_and_put_enters_tapped() -> None:
    r = _run(_PUT % ("キャラクター", "true", "兵"))
    _ok(r)
    assert _state(r, "兵.zone") == "A.field" and _state(r, "兵.state") == "rest"
