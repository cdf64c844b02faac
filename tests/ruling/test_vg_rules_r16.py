"""Vanguard rules and scenario format read again from the known failures of the r14 and r15 sets
(round 15, second wave), each on a minimal case of its own (the scenario files are
tests/scenarios/vg/r14_* and r15_*)."""

from __future__ import annotations

from tests.ruling.boards import vg_run, zone_names

_run = vg_run
_zone = zone_names

# B at 5 damage, hit once; B's deck is given as a count (the checked card's icon unknown)
SIXTH = """\
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000, critical: 1}
    damage: 4
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    damage: 5
    deck: DECK
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: []}
"""


def test_an_unknown_damage_check_card_is_said_to_be_taken_as_no_icon_naming_the_deck() -> None:
    """13.6.4: a damage-check card whose icon is not given is taken to have none, said as an
    assumption naming the deck it came from (B's), and the no-icon step decides the sixth
    damage (13.6.4 with 11.10.2.1: no heal took a card away before 13.7.2 put it in)."""
    r = _run(SIXTH.replace("DECK", "10"), phase="battle")
    assert r.outcome.get("loser") == "B"
    texts = [w.en for w in r.warnings() if w.kind == "assumption"]
    assert any("B's deck" in t and "no stated trigger icon" in t for t in texts), texts
    assert {"13.6.4", "11.10.2.1", "13.2.2"} <= set(r.decided_by)


def test_a_damage_check_card_given_without_icon_states_nothing_and_still_decides() -> None:
    """A card given as a normal unit has no icon by its type: nothing is assumed, and the
    no-icon step still decides the sixth damage (13.6.4)."""
    r = _run(SIXTH.replace("DECK", "[{name: 普通, type: normal, grade: 1}, 9]"), phase="battle")
    assert not [w for w in r.warnings() if w.key == "trigger_icon_not_given_none"]
    assert {"13.6.4", "11.10.2.1"} <= set(r.decided_by)
    assert len(_zone(r, "B", "damage")) == 6


def test_a_heal_at_the_damage_check_is_not_the_no_icon_step() -> None:
    """A heal trigger checked (B at 5 ≥ A's 4 damage): 11.10.2.6 recovers one, B stays at 5, and
    the no-icon step (13.6.4 with 11.10.2.1) is not cited."""
    heal = "[{name: 治, type: trigger, grade: 0, trigger: heal, trigger_power: 10000}, 9]"
    r = _run(SIXTH.replace("DECK", heal), phase="battle")
    assert len(_zone(r, "B", "damage")) == 5
    assert "11.10.2.1" not in r.decided_by


# a counter blast paid from damage cards given only by a count: their faces are not given
BLAST = """\
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000}
    damage: DAMAGE
    hand: [{name: 退却役, type: normal, grade: 2, power: 10000, text: "【自】：このユニットが(R)に登場した時、【コスト】[【カウンターブラスト】(1)]することで、相手のリアガードを１枚選び、退却させる。"}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    left_front: {name: 前衛, type: normal, grade: 2, power: 10000}
    deck: 10
actions:
  - {do: call, card: 退却役, circle: right_front}
choices:
  - {player: A, at: cost, choose: yes}
"""


def test_a_counter_blast_from_counted_damage_cards_says_their_face_was_taken_up() -> None:
    """7.24.1: only face-up damage cards pay a counter blast; cards given by a count have no face
    given — taken face up (the format's default) and said so; the payment's steps (7.24.1) are
    what the effect after it rests on."""
    r = _run(BLAST.replace("DAMAGE", "2"))
    assert _zone(r, "B", "drop") == ["前衛"]
    assert any(w.key == "damage_face_not_given_up" for w in r.warnings())
    assert {"7.24.1", "11.9.5"} <= set(r.decided_by)


def test_a_counter_blast_from_damage_cards_given_face_up_assumes_nothing() -> None:
    """Named damage cards (their face the file's to give, up by default) and cards a step put in
    the damage zone are not assumed: no assumption."""
    r = _run(BLAST.replace("DAMAGE", "[{name: 傷, type: normal, face: up}]"))
    assert _zone(r, "B", "drop") == ["前衛"]
    assert not [w for w in r.warnings() if w.key == "damage_face_not_given_up"]


def test_a_counter_blast_with_counted_face_down_damage_cannot_be_paid() -> None:
    """A count given face down (`{face: down, count: 2}`) pays nothing: the cost cannot be paid
    (7.24.1, 11.9.5), nothing is assumed."""
    r = _run(BLAST.replace("DAMAGE", "[{face: down, count: 2}]"))
    assert _zone(r, "B", "field.left_front") == ["前衛"]
    assert not [w for w in r.warnings() if w.key == "damage_face_not_given_up"]


# an order whose play requirement compiles and whose rest does not (its modes, one giving an
# ability, refused by the compiler: D-PR/1548's text)
ORDER_TEXT = (
    "あなたのヴァンガードが「ナナクリル」を含むならプレイできる！以下を１つ行う。\\n"
    "・あなたのドロップから「楽園を訪れし者」を含むカードを１枚選び、(R)にコールする。\\n"
    "・「楽園を訪れし者」を含むあなたのリアガードを１枚選び、そのターン中、『【自】【(R)】【ターン1回】："
    "このユニットが【スタンド】した時、あなたの世界が真宵楽園なら、そのターン中、このユニットの"
    "クリティカル＋１。』を与え、パワー＋5000。"
)
ORDER = (
    """\
players:
  A:
    vanguard: {name: VANGUARD, type: normal, grade: 3, power: 13000}
    left_front: {name: 楽園を訪れし者 ミア, type: normal, grade: 1, power: 8000}
    hand: [{name: 楽園の命, type: Normal Order, grade: 1, text: "TEXT"}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: play_order, card: 楽園の命}
"""
).replace("TEXT", ORDER_TEXT)


def test_an_order_requirement_is_read_though_the_rest_of_its_text_is_refused() -> None:
    """11.8.2.4 / 11.8.2.4.2: the requirement printed at the head of an order is checked as it
    is played, apart from its effect — read though the effect does not compile; unmet, the
    play is refused, the card stays in the hand, and the refused rest never runs (no warning
    that the outcome may rest on it)."""
    from ruling.abilities import abilities_of
    from ruling.rules import get_game
    from ruling.state import Card

    get_game("vg")  # registers the vg compiler
    text = ORDER_TEXT.replace("\\n", "\n")
    abs_ = abilities_of("vg", Card("x", "A", type="order", text=text))
    assert [(a.supported, a.partial is not None) for a in abs_] == [(False, True)] * 3
    r = _run(ORDER.replace("VANGUARD", "竜王"))
    assert r.main.rejected
    assert {"11.8.2.4", "11.8.2.4.2"} <= set(r.decided_by)
    assert _zone(r, "A", "hand") == ["楽園の命"]
    assert not [w for w in r.warnings() if w.kind == "unsupported" and w.may_decide]


def test_an_order_whose_requirement_is_met_is_played_and_its_refused_rest_reported() -> None:
    """The requirement met, the order is played (11.8.2.4.2) and resolves: its effect cannot be
    run, so the resolution is refused as unsupported, and the ruling says its outcome may rest on
    that text."""
    r = _run(ORDER.replace("VANGUARD", "ナナクリル"))
    assert _zone(r, "A", "drop") == ["楽園の命"]
    assert [w for w in r.warnings() if w.kind == "unsupported" and w.may_decide]


# a 【ターン1回】 automatic ability: the first sentence's requirement, then a sentence of its own
LIMITED = """\
players:
  A:
    vanguard: {name: 竜王, type: normal, grade: 3, power: 13000, text: "【自】【(V)】【ターン1回】：このユニットがアタックした時、あなたのダメージゾーンが４枚以上なら、そのターン中、このユニットのクリティカル＋１。そのターン中、このユニットのパワー＋5000。"}
    damage: DAMAGE
    deck: [{name: 山1, type: normal, grade: 2}, {name: 山2, type: normal, grade: 1}, 10]
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: [{name: B山1, type: normal}, 10]
actions:
  - {do: attack, attacker: vanguard, target: B.vanguard, guard: []}
"""


def _flagged(r: object) -> bool:
    return any(
        w.kind == "ambiguity" and "11.2.1.2.1" in w.clauses
        for w in r.warnings()  # type: ignore[attr-defined]
    )


def test_a_limited_auto_ability_with_a_requirement_unmet_that_changed_the_game_is_flagged() -> None:
    """12.3.2.2 uses the ability up once its effect changed the game; 11.2.1.2.1, as printed,
    says its icon 「is not resolved」 when a requirement was not met — the contradiction is
    raised (``auto_limit_requirement_unmet``) where both hold: a requirement unmet (2 damage,
    not 4; 11.2.2: it gates only its sentence) and the next sentence's +5000 changed the game."""
    r = _run(LIMITED.replace("DAMAGE", "2"), phase="battle")
    assert _flagged(r)
    assert "12.3.2.2" in r.decided_by or any("12.3.2.2" in w.clauses for w in r.warnings())


def test_a_limited_auto_ability_whose_requirements_were_all_met_is_not_flagged() -> None:
    """Every requirement met (4 damage): 12.3.2.2 alone, nothing to flag."""
    r = _run(LIMITED.replace("DAMAGE", "4"), phase="battle")
    assert not _flagged(r)


REAR = """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 切り込み役, type: normal, grade: 2, power: 10000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 狙われ役, type: normal, grade: 1, power: 8000}
    deck: 10
actions:
  - {do: attack, attacker: ATTACKER, target: B.right_front}
ask: [A.deck]
"""


def test_a_rearguard_attack_skips_the_drive_step_citing_who_drive_checks() -> None:
    """10.5.1.2.1 / 10.6.1.2: a rear-guard attacks, the pass moves the battle to the damage
    step — a drive check is made by an attacking vanguard (or a rear-guard an effect makes drive
    check) only: A's deck untouched rests on that step."""
    r = _run(REAR.replace("ATTACKER", "left_front"), phase="battle")
    assert len(r.main.final.players["A"].zones["deck"]) == 10
    assert {"10.5.1.2.1", "10.6.1.2"} <= set(r.decided_by)


def test_a_vanguard_attack_does_not_cite_the_skipped_drive_step() -> None:
    r = _run(REAR.replace("ATTACKER", "vanguard"), phase="battle")
    assert len(r.main.final.players["A"].zones["deck"]) == 9
    assert not any("no drive step" in s.en for s in r.main.trace)


BACK_ROW = """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    center_back: {name: 後列の子, type: normal, grade: 1, power: 7000}
    damage: 2
    deck: [{name: 傷札, type: normal}, 9]
actions:
  - {do: attack, target: B.center_back}
"""


def test_a_back_row_target_runs_both_readings_of_10_4_1_6() -> None:
    """10.4.1.6's 「前列の」 (``attack_target_front_row_scope``): both readings are run — the
    front row only (the engine's: the vanguard, the one unit offered, is chosen, 1 damage), any
    rear-guard circle (the back-row unit battles, 13000 ≥ 7000, and is retired)."""
    r = _run(BACK_ROW, phase="battle")
    assert "10.4.1.6" in r.outcome.get("depends_on_reading", [])
    assert _zone(r, "B", "field.center_back") == ["後列の子"]
    assert len(_zone(r, "B", "damage")) == 3
    other = [lf for lf in r.alternates if lf.ctx is not None]
    assert other and all(
        [c.name for c in lf.final.players["B"].zones["drop"]] == ["後列の子"] for lf in other
    )


GUARDED = """\
turn:
  player: A
  number: 6
  phase: battle
  step: guard
  first_player: A
  attack: {attacker: A.left_front, defender: B.right_front}
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 槍兵, type: normal, grade: 2, power: 10000, state: rest}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    right_front: {name: 狙われ役, type: normal, grade: 1, power: 8000}
    field: {guardian: [{name: 守り手, type: normal, grade: 1, shield: 10000}]}
    deck: 10
actions:
  - ACTION
"""


def _guarded(action: str) -> object:
    from ruling.resolve import resolve
    from ruling.scenario import loads

    head = "game: vg\ntitle: t\nquestion: q\n"
    return resolve(loads(head + GUARDED.replace("ACTION", action), "t.yaml"))


def test_a_guardian_whose_attacked_unit_was_retired_is_dropped_by_13_4_1() -> None:
    """10.4.1.9: a unit is attacked only while on the circle where it was attacked; retired, it
    is no attacked unit, and 13.4.1 puts the guardian there in the drop at the next check
    timing (before the damage step, not by 10.7.1.10)."""
    r = _guarded("{do: retire, player: B, card: 狙われ役}")
    assert "13.4.1" in r.decided_by  # type: ignore[attr-defined]
    assert sorted(_zone(r, "B", "drop")) == sorted(["狙われ役", "守り手"])


def test_a_guardian_whose_attacked_unit_stays_is_not_dropped() -> None:
    r = _guarded("{do: retire, player: B, card: 騎士}")
    assert "13.4.1" not in r.decided_by  # type: ignore[attr-defined]


BLITZ = """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 守りの令, type: blitz, grade: 1, text: "このターン中、あなたのヴァンガードのパワー＋5000。"}]
    orders_played: PLAYED
    deck: 10
actions:
  - {do: attack, guard_actions: [{do: play_order, card: 守りの令}]}
"""


def test_a_blitz_order_over_the_limit_is_refused_citing_the_guard_steps_permission() -> None:
    """10.5.1.2.5: a blitz order is played in the guard step only while the orders played this
    turn are fewer than the order limit (1, 10.5.1.2.5.1): one played already, refused, citing
    that permission with the limit."""
    r = _run(BLITZ.replace("PLAYED", "1"), phase="battle")
    assert r.main.rejected
    assert {"10.5.1.2.5", "10.5.1.2.5.1"} <= set(r.decided_by)
    assert _zone(r, "B", "hand") == ["守りの令"]


PAIR = """\
players:
  A:
    vanguard: {name: 荒牙之衆 マウリーザス, type: normal, grade: 2, power: 10000, text: "【自】：このユニットが「荒牙之衆」を含むグレード３にライドされた時、あなたのソウルから「荒牙之衆 バンイップ」を１枚選び、そのカードとこのカードを(R)にコールする。"}
    soul: [{name: 荒牙之衆 バンイップ, type: normal, grade: 1, power: 8000}]
    hand: [{name: 荒牙之衆 首領, type: normal, grade: 3, power: 13000}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    deck: 10
actions:
  - {do: ride_phase, card: 荒牙之衆 首領}
choices:
  - {player: A, choose: left_front}
  - {player: A, choose: right_front}
"""


def test_a_move_of_two_named_cards_calls_each_in_the_order_written() -> None:
    """「そのカードとこのカードを(R)にコールする」 (the grammar: A as ``with``, B the object): the
    call is done to that card, then to this card (11.8.3.1.1), each to a circle its master
    chooses — this card, ridden upon, from the soul where the ride put it."""
    r = _run(PAIR, phase="ride")
    assert _zone(r, "A", "field.left_front") == ["荒牙之衆 バンイップ"]
    assert _zone(r, "A", "field.right_front") == ["荒牙之衆 マウリーザス"]
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_a_move_of_a_card_with_a_description_is_still_refused() -> None:
    """Only two cards the text points at are split; 「AとBを」 with a description (which could
    name the same card twice) stays refused."""
    from ruling.abilities import abilities_of
    from ruling.rules import get_game
    from ruling.state import Card

    get_game("vg")
    text = "【自】：このユニットが登場した時、このカードとあなたのドロップのグレード１のカードを(R)にコールする。"
    (ab,) = abilities_of("vg", Card("x", "A", type="normal", text=text))
    assert not ab.supported


DISCARD = """\
players:
  A:
    vanguard: {name: 覇竜, type: normal, grade: 3, power: 13000}
    left_front: {name: 見張り, type: normal, grade: 1, power: 8000, text: "【自】【(R)】：相手が手札を捨てた時、１枚引く。"}
    hand: [{name: 我が札, type: normal, grade: 1}]
    deck: 10
  B:
    vanguard: {name: 騎士, type: normal, grade: 3, power: 13000}
    hand: [{name: 彼の札, type: normal, grade: 1}]
    deck: 10
actions:
  - {do: discard, player: WHO, card: CARD}
"""


def test_a_player_discarding_from_the_hand_is_the_discard_of_that_hand_s_card() -> None:
    """「相手が手札を捨てた時」: 捨てる is the owner's move from its hand (7.9.1), any such card is
    捨てられた (7.9.2) — read as 「相手の手札が捨てられた時」: B's discard triggers, A's does not."""
    r = _run(DISCARD.replace("WHO", "B").replace("CARD", "彼の札"))
    assert len(_zone(r, "A", "hand")) == 2
    mine = _run(DISCARD.replace("WHO", "A").replace("CARD", "我が札"))
    assert _zone(mine, "A", "hand") == []
