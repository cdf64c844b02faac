"""CrossOver (co): card-text constructions and rules read again in round 13 against the known
failures of the r12 blind set (texts in the printed style of the basic rules' own examples), each
on a minimal text and a board of its own (the scenarios in tests/scenarios/co/r12_* are the
writers')."""

from __future__ import annotations

import pytest

from ruling.render import warnings_data
from tests.ruling.boards import co_ability as _ability
from tests.ruling.boards import co_run as _run

# --------------------------------------------------------------------------- timings of the turn


@pytest.mark.parametrize(
    ("lead", "on"),
    [
        ("ターン開始時に", "turn_start"),
        ("アンタップフェイズ開始時に", "untap_start"),
        ("アンタップフェイズ終了時に", "untap_end"),
        ("ドローフェイズ開始時に", "draw_start"),
        ("ドローフェイズ終了時に", "draw_end"),
        ("エンドフェイズ開始時に", "end_start"),
        ("エンドフェイズ終了時に", "end_end"),
        ("ターン終了時に", "turn_end"),
    ],
)
def test_a_timing_of_the_turn_is_the_trigger_of_any_effect(lead: str, on: str) -> None:
    """3.1, 3.2.1, 3.2.3, 3.3.1, 3.3.3, 3.6.1, 3.6.3, 3.7.2: 「<timing>に、<effect>」 — the timing
    is the trigger, the effect compiles on its own (the same effect with each timing)."""
    ab = _ability(f"{lead}、相手のデュエルマスターに1点のダメージを与える。")
    assert ab.supported, ab.reason
    assert (ab.program.kind, ab.program.on) == ("auto", on)
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.amount) == ("damage", "opponent_player", 1)


def test_until_end_of_turn_is_no_timing() -> None:
    """「ターン終了時まで、」 is a duration (3.7.2), never the trigger 「ターン終了時に、」."""
    ab = _ability("ターン終了時まで、対象のキャラクターに「+1:+0」の修正を与える。", "spell")
    assert ab.supported, ab.reason
    assert ab.program.kind == "effect" and ab.program.ops[0].until == "turn"


def test_energy_gained_at_the_untap_start_is_lost_in_the_untap_step() -> None:
    """3.2.1 then 3.2.2: energy gained (4.3.1) at the start is lost in the next step; gained at the
    end (3.2.3), it stays."""
    board = """
turn: {{player: A, number: 5, phase: untap}}
players:
  A:
    hp: 10
    deck: 10
    field: [{{name: 泉, type: navigator, text: "アンタップフェイズ{when}時に、あなたは2エネルギーを得る。"}}]
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: untap_phase}}
ask: [A.energy]
"""
    start = _run(board.format(when="開始"))
    assert start.outcome["state"] == {"A.energy": 0}
    assert {"3.2.1", "3.2.2", "4.3.1"} <= set(start.decided_by)
    end = _run(board.format(when="終了"))
    assert end.outcome["state"] == {"A.energy": 2}
    assert {"3.2.3", "3.2.2", "4.3.1"} <= set(end.decided_by)


def test_a_draw_at_the_draw_phase_start_comes_before_the_draw() -> None:
    """3.3.1 before 3.3.2: the ability takes the last card; the deck is empty, its player loses
    (4.1.2) and the phase's own draw never comes."""
    r = _run(
        """
turn: {player: A, number: 5, phase: draw}
players:
  A:
    hp: 10
    deck: 1
    hand: 0
    field: [{name: 書庫番, type: navigator, text: "ドローフェイズ開始時に、あなたは山札からカードを1枚引く。"}]
  B: {hp: 10, deck: 10}
actions:
  - {do: draw_phase}
ask: [A.hand]
"""
    )
    assert r.outcome.get("loser") == "A"
    assert {"3.3.1", "4.1.2"} <= set(r.decided_by)
    assert "3.2.2#2" not in r.decided_by  # the phase's own draw (3-3-2) never comes


def test_turn_end_abilities_resolve_before_the_hand_is_cut() -> None:
    """3.7 step 2 (「ターン終了時に〜」 resolved) before step 3 (the hand cut to 7, 3.7.3)."""
    r = _run(
        """
turn: {player: A, number: 6, phase: end}
players:
  A:
    hp: 10
    deck: 10
    hand: 7
    field: [{name: 商人, type: navigator, text: "ターン終了時に、あなたは山札からカードを2枚引く。"}]
  B: {hp: 10, deck: 10}
actions:
  - {do: turn_end}
ask: [A.hand, A.dustbox]
"""
    )
    assert r.outcome["state"] == {"A.hand": 7, "A.dustbox": 2}
    assert {"3.7.2", "3.7.3"} <= set(r.decided_by)


# --------------------------------------------------------------------------- costs and deck cards


def test_a_cost_crashing_the_card_itself_still_resolves() -> None:
    """4-2-10 / 4.3.3.3: 「『X』をクラッシュする:…」 — X is crashed as the cost; the ability
    resolves all the same (4.3.3.6) and its damage ends the game (4.1.2)."""
    ab = _ability(
        "『爆』をクラッシュする:相手のデュエルマスターに2点のダメージを与える。", name="爆"
    )
    assert ab.supported, ab.reason
    assert [c.kind for c in ab.program.cost] == ["crash_this"]
    r = _run(
        """
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field: [{name: 爆, type: character, ap: 1, dp: 1, text: "『爆』をクラッシュする:相手のデュエルマスターに2点のダメージを与える。"}]
  B: {hp: 2, deck: 10}
actions:
  - {do: activate, card: 爆}
"""
    )
    assert r.outcome.get("winner") == "A"
    assert {"4.3.3.3", "4.3.3.6", "4.1.2"} <= set(r.decided_by)


@pytest.mark.parametrize(
    ("text", "who", "n"),
    [
        ("相手の山札の上からカードを3枚クラッシュする。", "opponent_player", 3),
        ("相手の山札の上から3枚をクラッシュする。", "opponent_player", 3),
        ("あなたの山札の上からカードを2枚クラッシュする。", "you", 2),
    ],
)
def test_deck_cards_crashed_with_or_without_the_word_card(text: str, who: str, n: int) -> None:
    """「山札の上からカードをN枚クラッシュする」 is 「山札の上からN枚をクラッシュする」 (4.2.4)."""
    ab = _ability(text, "spell")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.amount) == ("mill", who, n)


def test_a_cost_crashing_the_last_deck_cards_loses_before_the_effect() -> None:
    """4.3.3.3: the deck's top cards crashed as the cost; the deck is empty, its player loses
    (4.1.2) before the ability resolves; with fewer cards than the cost, it cannot be used."""
    board = """
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: {deck}
    field: [{{name: 禁書, type: navigator, text: "あなたの山札の上からカードを2枚クラッシュする:相手のデュエルマスターに3点のダメージを与える。"}}]
  B: {{hp: 3, deck: 10}}
actions:
  - {{do: activate, card: 禁書}}
ask: [B.hp]
"""
    ab = _ability(
        "あなたの山札の上からカードを2枚クラッシュする:相手のデュエルマスターに1点のダメージを与える。"
    )
    assert [(c.kind, c.amount) for c in ab.program.cost] == [("mill", 2)]
    last = _run(board.format(deck=2))
    assert last.outcome.get("loser") == "A" and last.outcome.get("winner") == "B"
    assert {"4.3.3.3", "4.1.2"} <= set(last.decided_by)
    short = _run(board.format(deck=1))
    assert short.outcome.get("rejected") and short.outcome["state"] == {"B.hp": 3}
    more = _run(board.format(deck=3))
    assert more.outcome.get("winner") == "A"


def test_the_opponent_made_to_draw() -> None:
    """「相手のデュエルマスターは山札からカードをN枚引く」: the opponent draws (4.3.2.6); one card
    short, the deck empties and its owner loses (4.1.2)."""
    ab = _ability("相手のデュエルマスターは山札からカードを2枚引く。", "spell")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.amount) == ("draw", "opponent_player", 2)
    r = _run(
        """
turn: {player: A, number: 4, phase: main}
players:
  A: {hp: 10, energy: 1, deck: 10, hand: [{name: 泉, type: spell, cost: 1, text: "相手のデュエルマスターは山札からカードを2枚引く。"}]}
  B: {hp: 10, deck: 1, hand: 0}
actions:
  - {do: play, card: 泉}
"""
    )
    assert r.outcome.get("loser") == "B"
    assert {"4.3.2.6", "4.1.2"} <= set(r.decided_by)


# --------------------------------------------------------------------------- abilities in a battle


def test_a_text_forbidding_defence_beats_the_defence_rule() -> None:
    """4.2.9 over 3.4.5.3: 「『X』はディフェンスを行うことができない」 — X is no defender, named or
    chosen; lost with its abilities (4.3.8), it defends again."""
    for text in ("『臆』はディフェンスを行うことができない。", "『臆』はディフェンスできない。"):
        ab = _ability(text, name="臆")
        assert ab.supported, ab.reason
        assert (ab.program.kind, ab.program.keyword) == ("keyword", "no_defend")
    board = """
turn: {{player: A, number: 4, phase: main}}
players:
  A: {{hp: 10, deck: 10, field: [{{name: 騎兵, type: character, ap: 3, dp: 2}}]}}
  B: {{hp: 10, deck: 10, field: [{{name: 臆, type: character, ap: 2, dp: 4, text: "『臆』はディフェンスを行うことができない。"}}]}}
actions:
  - {{do: attack, attacker: 騎兵{defender}}}
ask: [B.hp]
"""
    named = _run(board.format(defender=", defender: 臆"))
    assert named.outcome.get("rejected") and {"4.2.9", "3.4.5.3"} <= set(named.decided_by)
    left = _run(board.format(defender=""))
    assert left.outcome["state"] == {"B.hp": 7}
    assert {"4.2.9", "3.4.5.3", "3.4.5.4"} <= set(left.decided_by)


def test_a_text_forbidding_attack() -> None:
    """4.2.9 over 3.4.5.2: 「『X』はアタックを行うことができない」."""
    ab = _ability("『臆』はアタックを行うことができない。", name="臆")
    assert (ab.program.kind, ab.program.keyword) == ("keyword", "no_attack")
    r = _run(
        """
turn: {player: A, number: 4, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 臆, type: character, ap: 3, dp: 2, text: "『臆』はアタックを行うことができない。"}]}
  B: {hp: 10, deck: 10}
actions:
  - {do: attack, attacker: 臆, defender: none}
ask: [B.hp]
"""
    )
    assert r.outcome.get("rejected") and r.outcome["state"] == {"B.hp": 10}
    assert "4.2.9" in r.decided_by


def test_abilities_lost_until_end_of_turn_leave_no_upkeep() -> None:
    """4.3.8 step 3: 「ターン終了時まで、対象のキャラクターはすべての特殊能力を失う」 — in the end
    phase the card has no 維持費 (3.6.2): none is asked, it stays."""
    ab = _ability("ターン終了時まで、対象のキャラクターはすべての特殊能力を失う。", "spell")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.until) == ("strip", "target_char", "turn")
    r = _run(
        """
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 10
    hand: [{name: 封, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクターはすべての特殊能力を失う。"}]
    field: [{name: 巨, type: character, ap: 5, dp: 5, text: "維持費3"}]
  B: {hp: 10, deck: 10}
actions:
  - {do: play, card: 封, target: 巨}
  - {do: end_phase}
ask: [巨.zone]
"""
    )
    assert r.outcome["state"] == {"巨.zone": "A.field"}
    assert {"3.6.2", "4.3.8"} <= set(r.decided_by)


def test_a_keyword_gained_until_end_of_turn() -> None:
    """4.3.8 step 3: 「ターン終了時まで、対象のキャラクターは「飛行」の特殊能力を得る」 — it may then
    defend against a flyer (3.4.5.7)."""
    ab = _ability("ターン終了時まで、対象のキャラクターは「飛行」の特殊能力を得る。", "spell")
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.value, op.until) == ("grant", "target_char", "flying", "turn")
    board = """
turn: {{player: A, number: 4, phase: main}}
players:
  A: {{hp: 10, deck: 10, field: [{{name: 鳥, type: character, ap: 2, dp: 2, text: 飛行}}]}}
  B:
    hp: 10
    energy: 1
    deck: 10
    hand: [{{name: 翼, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクターは「飛行」の特殊能力を得る。"}}]
    field: [{{name: 兵, type: character, ap: 1, dp: 3}}]
actions:
  - {{do: attack, attacker: 鳥, defender: 兵{before}}}
ask: [B.hp]
"""
    given = _run(
        board.format(before=", after_attack: [{do: play, player: B, card: 翼, target: 兵}]")
    )
    assert given.outcome["state"] == {"B.hp": 10}
    assert "4.3.8" in given.decided_by
    bare = _run(board.format(before=""))
    assert bare.outcome.get("rejected") and "3.4.5.7" in bare.decided_by


def test_a_defence_trigger_of_the_defender() -> None:
    """「『X』がディフェンスしたとき」: triggered at the defence declaration (3.4.5.3, 4.3.6); a
    「戦闘終了時まで」 DP pump ends with the battle (3.4.5.5) and the damage left crashes it (4.3.9)."""
    ab = _ability(
        "『見』がディフェンスしたとき、戦闘終了時まで『見』に「+0:+2」の修正を与える。", name="見"
    )
    assert ab.supported, ab.reason
    assert (ab.program.on, ab.program.whose) == ("defend", "this")
    r = _run(
        """
turn: {player: A, number: 4, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 槍, type: character, ap: 2, dp: 3}]}
  B: {hp: 10, deck: 10, field: [{name: 見, type: character, ap: 1, dp: 1, text: "『見』がディフェンスしたとき、戦闘終了時まで『見』に「+0:+2」の修正を与える。"}]}
actions:
  - {do: attack, attacker: 槍, defender: 見}
ask: [見.zone, 槍.damage]
"""
    )
    assert r.outcome["state"] == {"見.zone": "B.dustbox", "槍.damage": 1}
    assert {"3.4.5.3", "4.3.6", "3.4.5.5", "4.3.9"} <= set(r.decided_by)


def test_that_character_is_the_character_of_the_event() -> None:
    """「相手のキャラクターがアタックしたとき、そのキャラクターに…」: the attacker (4.3.6); crashed
    before the exchange, it deals no damage (3.4.5.6). Outside a trigger it names nothing: refused."""
    ab = _ability("相手のキャラクターがアタックしたとき、そのキャラクターに1点のダメージを与える。")
    assert ab.supported, ab.reason
    assert [(o.kind, o.who) for o in ab.program.ops] == [("damage", "that_char")]
    assert not _ability("そのキャラクターに1点のダメージを与える。", "spell").supported
    r = _run(
        """
turn: {player: A, number: 4, phase: main}
players:
  A: {hp: 10, deck: 10, field: [{name: 若, type: character, ap: 3, dp: 1}]}
  B: {hp: 3, deck: 10, field: [{name: 罠, type: character, ap: 1, dp: 1, state: rest, text: "相手のキャラクターがアタックしたとき、そのキャラクターに1点のダメージを与える。"}]}
actions:
  - {do: attack, attacker: 若, defender: none}
ask: [B.hp, 若.zone]
"""
    )
    assert r.outcome["state"] == {"B.hp": 3, "若.zone": "A.dustbox"}
    assert {"3.4.5.2", "4.3.6", "4.3.9"} <= set(r.decided_by)


def test_an_edict_is_chosen_by_the_player_it_names_at_resolution() -> None:
    """「相手のデュエルマスターは、自分がコントロールしているキャラクター1体を選び、クラッシュする」:
    no target (4.2.13), the opponent chooses when it resolves (4.3.2.6); with no character it
    is still played and does nothing."""
    text = "相手のデュエルマスターは、自分がコントロールしているキャラクター1体を選び、クラッシュする。"
    ab = _ability(text, "spell")
    assert ab.supported, ab.reason
    assert ab.program.targets is None
    (op,) = ab.program.ops
    assert (op.kind, op.who, op.amount) == ("edict", "opponent_player", 1)
    board = """
turn: {{player: A, number: 4, phase: main}}
players:
  A: {{hp: 10, energy: 1, deck: 10, hand: [{{name: 粛, type: spell, cost: 1, text: "{text}"}}]}}
  B: {{hp: 10, deck: 10, field: [{field}]}}
actions:
  - {{do: play, card: 粛}}
ask: [B.dustbox, 弓.zone]
"""
    two = _run(
        board.format(
            text=text,
            field="{name: 弓, type: character, ap: 1, dp: 1}, {name: 槍, type: character, ap: 1, dp: 1}",
        )
    )
    assert two.outcome.get("depends_on") == "B"
    assert two.outcome["state"] == {"B.dustbox": 1}
    none = _run(
        board.format(text=text, field="{name: 導, type: navigator}").replace(", 弓.zone", "")
    )
    assert not none.outcome.get("rejected") and none.outcome["state"] == {"B.dustbox": 0}
    assert {"4.2.13", "4.3.2.6"} <= set(none.decided_by)


def test_a_reduction_of_the_damage_a_played_text_deals() -> None:
    """`play {…, reduce: {X: [...]}}`: reductions in the reduction window of the damage the card's
    text deals to X (4.3.10.2, 4.3.10.3); damage left above 0 is dealt and triggers (4.3.10)."""
    board = """
turn: {{player: A, number: 4, phase: main}}
players:
  A: {{hp: 1, energy: 2, deck: 10, hand: [{{name: 火, type: spell, cost: 2, text: "対象のキャラクターに3点のダメージを与える。"}}]}}
  B: {{hp: 9, deck: 10, field: [{{name: 復, type: character, ap: 1, dp: 5, text: "『復』がダメージを受けたとき、相手のデュエルマスターに1点のダメージを与える。"}}]}}
actions:
  - {{do: play, card: 火, target: 復, reduce: {{復: [{{do: reduce_damage, player: B, amount: {cut}}}]}}}}
ask: [復.damage]
"""
    one = _run(board.format(cut=2))
    assert one.outcome.get("winner") == "B"
    assert {"4.3.10", "4.3.10.3", "4.3.6"} <= set(one.decided_by)
    zero = _run(board.format(cut=3))
    assert not zero.outcome.get("game_over") and zero.outcome["state"] == {"復.damage": 0}


def test_a_cards_own_name_is_not_the_other_card_of_that_name() -> None:
    """4.2.10: 『剣』 in 剣's text is that card; the other 剣 on the field gets nothing, and the
    ruling asked about it cites 4.2.10."""
    text = "『剣』がアタックしたとき、ターン終了時まで『剣』に「+1:+0」の修正を与える。"
    r = _run(
        f"""
turn: {{player: A, number: 4, phase: main}}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {{name: 剣, uid: 剣1, type: character, ap: 2, dp: 2, text: "{text}"}}
      - {{name: 剣, uid: 剣2, type: character, ap: 2, dp: 2, text: "{text}"}}
  B: {{hp: 10, deck: 10}}
actions:
  - {{do: attack, attacker: 剣1, defender: none}}
ask: [剣1.ap, 剣2.ap]
"""
    )
    assert r.outcome["state"] == {"剣1.ap": 3, "剣2.ap": 2}
    assert "4.2.10" in r.decided_by


def test_an_ability_used_only_right_after_the_enemy_gains_energy() -> None:
    """4.3.5 (its own example, 〔皆瀬葵〕): 「敵デュエルマスターがエネルギーを得た直後にのみ使用しても
    よい」 — right after the opponent gains energy it may be used even in the draw phase; with
    no such gain just before, it is refused (4.3.5)."""
    text = (
        "『皆』をタップする:対象のキャラクター1体に1点のダメージを与える。"
        "敵デュエルマスターがエネルギーを得た直後にのみ使用してもよい。"
    )
    ab = _ability(text, name="皆")
    assert ab.supported, ab.reason
    assert ab.program.only_after == "opponent_gained_energy"
    board = """
turn: {{player: A, number: 4, phase: draw}}
players:
  A: {{hp: 10, deck: 10, field: [{{name: 斥, type: character, ap: 1, dp: 1}}]}}
  B: {{hp: 10, deck: 10, field: [{{name: 皆, type: character, ap: 1, dp: 2, text: "{text}"}}]}}
actions:
{gain}  - {{do: activate, player: B, card: 皆, target: 斥}}
ask: [斥.zone]
"""
    after = _run(board.format(text=text, gain="  - {do: gain_energy, player: A, amount: 1}\n"))
    assert after.outcome["state"] == {"斥.zone": "A.dustbox"}
    assert {"4.3.5", "4.3.9"} <= set(after.decided_by)
    bare = _run(board.format(text=text, gain=""))
    assert bare.outcome.get("rejected") and "4.3.5" in bare.decided_by
    own = _run(board.format(text=text, gain="  - {do: gain_energy, player: B, amount: 1}\n"))
    assert own.outcome.get("rejected") and own.outcome["state"] == {"斥.zone": "A.field"}


def test_a_trigger_cutting_into_a_text_keeps_the_texts_end_condition_reading() -> None:
    """4.1.2 / 4.3.2.6 (end_condition_mid_text): a triggered ability resolved inside a text with
    a later step brings a HP to 0 — the game's end is read as a reading of 4.1.2 at the text's
    next step (ends at once, or the text's heal first and the game goes on); the nested text no
    longer releases the outer text's hold."""
    r = _run(
        """
turn: {player: A, number: 4, phase: main}
players:
  A:
    hp: 1
    energy: 1
    deck: 10
    hand: [{name: 炎, type: spell, cost: 1, text: "すべてのキャラクターに1点のダメージを与える。そのあと、あなたのHPを3点回復する。"}]
  B:
    hp: 10
    deck: 10
    field: [{name: 棘, type: character, ap: 1, dp: 3, text: "『棘』がダメージを受けたとき、相手のデュエルマスターに1点のダメージを与える。"}]
actions:
  - {do: play, card: 炎}
ask: [A.hp]
"""
    )
    flagged = {
        c for w in warnings_data(r) if w.get("kind") == "ambiguity" for c in w.get("clauses") or ()
    }
    assert {"4.1.2", "4.3.2.6"} <= flagged
