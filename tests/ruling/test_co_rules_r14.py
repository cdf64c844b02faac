"""CrossOver (co): rules read again in round 14 against the known failures of the r13 blind set
(tests/scenarios/co/r13_* are the writers'), each on a minimal board of its own: above all the
deciding clauses a ruling cites (the item of a list, the procedure above a step, the principle)."""

from __future__ import annotations

from tests.ruling.boards import co_run as _run


def test_a_deck_out_cites_the_item_of_4_1_2_it_meets() -> None:
    """4.1.2 「以下の条件のどれかを満たすと、そのゲームは終了します」: the item met is cited with the
    clause, #li2 「山札にカードが1枚もなくなった場合、その山札のオーナーは敗北となります」."""
    r = _run(
        """turn: {player: A, number: 5, phase: main}
players:
  A: {hp: 5, deck: 1}
  B: {hp: 5, deck: 5}
actions:
  - {do: draw, player: A}
"""
    )
    assert r.outcome.get("loser") == "A"
    assert {"4.1.2", "4.1.2#li2"} <= set(r.decided_by)
    assert "4.1.2#li1" not in r.decided_by and "4.1.2#li3" not in r.decided_by


def test_hp_brought_to_zero_cites_the_first_item() -> None:
    """4.1.2#li1 「対戦相手のHPを0にしたとき、そのプレイヤーは勝利となります」: an undefended attack
    for the opponent's last HP (3.4.5.4)."""
    r = _run(
        """turn: {player: A, number: 5, phase: main}
players:
  A:
    hp: 5
    deck: 5
    field: [{name: 剣士, type: character, ap: 2, dp: 2}]
  B: {hp: 2, deck: 5}
actions:
  - {do: attack, attacker: 剣士}
"""
    )
    assert r.outcome.get("winner") == "A"
    assert {"4.1.2", "4.1.2#li1", "3.4.5.4"} <= set(r.decided_by)
    assert "4.1.2#li2" not in r.decided_by


def test_an_answered_card_resolves_after_its_answer_citing_the_reverse_order() -> None:
    """4.3.4#li1: an answer is played while the first card waits to resolve; #li2 「割り込みに
    よって最後にプレイ・使用されたものからひとつずつ解決していきます(逆順処理)」: the answered card
    resolves after it, and its resolution follows from the answer."""
    r = _run(
        """turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 10
    energy: 2
    deck: 20
    hand: [{name: 火球, type: spell, cost: 2, text: "対象のデュエルマスターに3点のダメージを与える。"}]
  B:
    hp: 3
    energy: 1
    deck: 20
    hand: [{name: 薬草, type: event, cost: 1, text: "対象のデュエルマスターはHPが4点回復する。"}]
actions:
  - do: main_phase
    actions:
      - {do: play, card: 火球, target: B, respond: [{do: play, player: B, card: 薬草, target: B}]}
ask: [B.hp]
"""
    )
    assert r.outcome.get("game_over") is False
    assert {"4.3.4", "4.3.4#li1", "4.3.4#li2"} <= set(r.decided_by)


def test_no_answer_no_reverse_order() -> None:
    """Without an answer nothing resolves out of order: #li2 is not cited."""
    r = _run(
        """turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 10
    energy: 2
    deck: 20
    hand: [{name: 火球, type: spell, cost: 2, text: "対象のデュエルマスターに3点のダメージを与える。"}]
  B: {hp: 3, deck: 20}
actions:
  - do: main_phase
    actions:
      - {do: play, card: 火球, target: B}
"""
    )
    assert r.outcome.get("winner") == "A"
    assert "4.3.4#li2" not in r.decided_by


def test_an_action_in_the_end_phase_is_read_against_its_action_timing() -> None:
    """3.6.4 lists what may be done in the end phase's action timing (cards played from the hand
    — events, spells, items — and abilities used): a battle is not among them, and the refusal
    cites the list with the battle's own clause (3.4.5.1: in the main phase)."""
    r = _run(
        """turn: {player: A, number: 9, phase: end}
players:
  A:
    hp: 9
    deck: 20
    field: [{name: 剣士, type: character, ap: 4, dp: 3}]
  B: {hp: 4, deck: 20}
actions:
  - {do: end_phase, actions: [{do: attack, attacker: 剣士, defender: none, allowed: false}]}
ask: [B.hp]
"""
    )
    assert r.outcome.get("game_over") is False
    assert {"3.6", "3.6.4", "3.4.5.1"} <= set(r.decided_by)


def test_the_steps_a_misfire_leaves_follow_from_it() -> None:
    """4.3.2.6: a target no longer proper at the resolution ignores the steps that need it; 4.3.7
    「空打ち状態となった行動は、「その行動を行った」こととして処理します」: the steps that need no target
    are still done, from the misfire (the draw of the last card: a loss, 4.1.2#li2)."""
    r = _run(
        """turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 1
    hand: [{name: 雷書, type: spell, cost: 1, text: "対象のキャラクターに3点のダメージを与える。そのあと、あなたは山札からカードを1枚引く。"}]
  B:
    hp: 10
    energy: 1
    deck: 20
    hand: [{name: 退避, type: spell, cost: 1, text: "対象のキャラクターを手札に戻す。"}]
    field: [{name: 剣士, type: character, ap: 1, dp: 2}]
actions:
  - do: main_phase
    actions:
      - {do: play, card: 雷書, target: 剣士, respond: [{do: play, player: B, card: 退避, target: 剣士}]}
"""
    )
    assert r.outcome.get("winner") == "B"
    assert {"4.3.2.6", "4.3.7", "4.1.2#li2"} <= set(r.decided_by)


def test_a_play_that_resolves_in_full_cites_no_misfire() -> None:
    r = _run(
        """turn: {player: A, number: 8, phase: main}
players:
  A:
    hp: 10
    energy: 1
    deck: 1
    hand: [{name: 雷書, type: spell, cost: 1, text: "対象のキャラクターに3点のダメージを与える。そのあと、あなたは山札からカードを1枚引く。"}]
  B:
    hp: 10
    deck: 20
    field: [{name: 剣士, type: character, ap: 1, dp: 2}]
actions:
  - do: main_phase
    actions:
      - {do: play, card: 雷書, target: 剣士}
"""
    )
    assert r.outcome.get("winner") == "B"
    assert "4.3.7" not in r.decided_by


def test_a_minus_dp_modification_cites_that_it_is_no_damage() -> None:
    """4.3.9 「DPへのマイナス修正は「ダメージ」としては扱いません」: a 「+0:−1」 modification leaves
    no damage; a 「ダメージを受けたとき」 ability does not trigger."""
    r = _run(
        """turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 12
    deck: 20
    hand: 3
    field: [{name: 騎士, type: character, ap: 2, dp: 3, text: "『騎士』がダメージを受けたとき、あなたは山札からカードを1枚引く。"}]
  B:
    hp: 12
    energy: 1
    deck: 20
    hand: [{name: 呪い, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクターに「+0:−1」の修正を与える。"}]
actions:
  - {do: main_phase, actions: [{do: play, player: B, card: 呪い, target: 騎士}]}
ask: [騎士.dp, 騎士.damage, A.hand]
"""
    )
    assert r.outcome["state"] == {"騎士.dp": 2, "騎士.damage": 0, "A.hand": 3}
    assert "4.3.9" in r.decided_by


def test_a_tapped_card_is_not_paid_for_by_its_untapped_namesake() -> None:
    """4.2.10: 『X』 in X's own text is that card, not another of the same name: the cost
    「『見張り』をタップする」 of a tapped 見張り is not paid by the untapped one; the refusal cites it
    (with 4.3.3.1, the cost prepared). Alone on the field, the refusal does not."""
    text = "『見張り』をタップする:対象のデュエルマスターはHPが1点回復する。"
    both = f"""turn: {{player: A, number: 7, phase: main}}
players:
  A:
    hp: 10
    deck: 20
    field:
      - {{uid: 見張り1, name: 見張り, type: character, ap: 1, dp: 2, state: rest, text: "{text}"}}
      - {{uid: 見張り2, name: 見張り, type: character, ap: 1, dp: 2, text: "{text}"}}
  B: {{hp: 12, deck: 20}}
actions:
  - {{do: main_phase, actions: [{{do: activate, card: 見張り1, target: A, allowed: false}}]}}
ask: [A.hp]
"""
    r = _run(both)
    assert r.outcome.get("rejected") is True
    assert {"4.2.10", "4.3.3.1"} <= set(r.decided_by)
    alone = both.replace(
        f'      - {{uid: 見張り2, name: 見張り, type: character, ap: 1, dp: 2, text: "{text}"}}\n',
        "",
    )
    r = _run(alone)
    assert r.outcome.get("rejected") is True
    assert "4.2.10" not in r.decided_by


def test_a_play_with_no_proper_target_cites_the_declaration_step() -> None:
    """4.2.13: a card that cannot take a proper target cannot be played; the target is chosen
    at the declaration, 4.3.2.2 (a navigator is no character)."""
    r = _run(
        """turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 10
    energy: 3
    deck: 20
    hand: [{name: 矢, type: spell, cost: 1, text: "対象のキャラクターに4点のダメージを与える。"}]
  B:
    hp: 10
    deck: 20
    field: [{name: 案内人, type: navigator}]
actions:
  - {do: main_phase, actions: [{do: play, card: 矢, target: 案内人, allowed: false}]}
"""
    )
    assert r.outcome.get("rejected") is True
    assert {"4.2.13", "4.3.2", "4.3.2.2"} <= set(r.decided_by)


def test_a_character_without_flying_is_no_option_against_a_flyer() -> None:
    """3.4.5.7: an attacker with 飛行 (here granted by a spell until the end of the turn, 4.3.8)
    may be defended only by a character with 飛行: the ground character is not among the
    defending player's options, the attack goes through and deals the AP (3.4.5.4)."""
    r = _run(
        """turn: {player: A, number: 9, phase: main}
players:
  A:
    hp: 9
    energy: 1
    deck: 20
    hand: [{name: 翼, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクターは「飛行」の特殊能力を得る。"}]
    field: [{name: 騎士, type: character, ap: 4, dp: 3}]
  B:
    hp: 4
    deck: 20
    field: [{name: 歩兵, type: character, ap: 2, dp: 3}]
actions:
  - do: main_phase
    actions:
      - {do: play, card: 翼, target: 騎士}
      - {do: attack, attacker: 騎士}
choices:
  - {player: B, at: defense, choose: 歩兵, allowed: false}
"""
    )
    assert r.outcome.get("winner") == "A" and not r.branched
    assert {"3.4.5.7", "3.4.5.4", "4.1.2#li1"} <= set(r.decided_by)


_NEGATED = """turn: {player: A, number: 7, phase: main}
players:
  A:
    hp: 12
    deck: 20
    field: [{name: 剣士, type: character, ap: 1, dp: DPV}]
  B:
    hp: 12
    energy: 1
    deck: 20
    hand: [{name: 呪い, type: spell, cost: 1, text: "ターン終了時まで、対象のキャラクターに「+0:−1」の修正を与える。"}]
effects:
  - {target: 剣士, stat: crash, op: replace, value: negate_crash, source: "クラッシュをうち消す"}
actions:
  - {do: main_phase, actions: [{do: play, player: B, card: 呪い, target: 剣士}]}
ask: [剣士.zone]
"""


def test_a_negated_crash_at_dp_zero_is_read_both_ways() -> None:
    """4.2.14 「カードのクラッシュをうち消した場合、そのカードはクラッシュせずにその場に残ります」
    against 4.3.9 「DPが0になったキャラクターは、クラッシュされます」: the DP is still 0 after the
    negation; whether it settles the event or the character is crashed again at once is a
    reading (``dp_zero_after_negated_crash``), flagged with both clauses."""
    r = _run(_NEGATED.replace("DPV", "1"))
    assert r.outcome["state"] == {"剣士.zone": "A.field"}
    assert r.outcome.get("depends_on_reading") == ["4.3.9", "4.2.14", "4.3.11.2"]
    assert {"4.3.9", "4.2.14"} <= set(r.decided_by)


def test_a_negated_crash_with_dp_left_is_no_reading() -> None:
    """A DP above 0 after the modification: nothing crashes, no reading is raised."""
    r = _run(_NEGATED.replace("DPV", "2"))
    assert r.outcome["state"] == {"剣士.zone": "A.field"}
    assert "depends_on_reading" not in r.outcome
