"""Victory Spark: questions and rules read for round 15 (issue 14), each on a minimal case of its
own."""

from __future__ import annotations

import pytest

from ruling.resolve import check_expect, resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_ruling

ABILITY = "{player: A, number: 6, phase: ability, first_player: B}"


def _ruling(a: str, b: str, actions: str, ask: str, turn: str = ABILITY, extra: str = ""):
    return vs_ruling(a, b, actions, ask, turn, extra)


def test_a_slot_asked_by_name_answers_the_card_in_it() -> None:
    """``ask: [B.ring]``: the card in the ring (3.3), not its orientation; an empty bench slot
    answers []; ``expect.state`` still accepts an orientation, a name or ``empty``."""
    a = "{deck: 9, ring: {name: 千早, ap: 1000, dp: 2000}}"
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}"
    r = _ruling(a, b, "  - {do: check_timing}", "[B.ring, B.bench.left]")
    assert r.outcome["state"] == {"B.ring": ["美希"], "B.bench.left": []}
    for want, ok in (("美希", True), ("stand", True), ("[美希]", True), ("千早", False)):
        extra = f"expect:\n  state: {{B.ring: {want}, B.bench.left: empty}}\n"
        r = _ruling(a, b, "  - {do: check_timing}", "[B.ring]", extra=extra)
        assert (not check_expect(r)) is ok, (want, check_expect(r))


SLOTS = {
    "ws": (
        "game: ws\ntitle: t\nturn: {player: A, number: 3, phase: main}\nplayers:\n"
        "  A: {deck: 9, stage: {center_front: {name: 甲, power: 1000, state: rest}}}\n"
        "  B: {deck: 9}\nactions: []\nask: [A.stage.center_front, A.center_front, A.left_front]\n",
        {"A.stage.center_front": ["甲(rest)"], "A.center_front": ["甲(rest)"], "A.left_front": []},
    ),
    "vg": (
        "game: vg\ntitle: t\nturn: {player: A, number: 3, phase: main}\nplayers:\n"
        "  A: {deck: 9, vanguard: {name: 甲, grade: 1, power: 8000}}\n"
        "  B: {deck: 9}\nactions: []\nask: [A.vanguard]\n",
        {"A.vanguard": ["甲"]},
    ),
    "co": (
        "game: co\ntitle: t\nturn: {player: A, number: 3, phase: main}\nplayers:\n"
        "  A: {hp: 20, deck: 9, field: [{name: 甲, type: character, ap: 1, dp: 3},"
        " {name: 乙, type: character, ap: 1, dp: 3}]}\n"
        "  B: {hp: 20, deck: 9}\nactions: []\nask: [A.field]\n",
        {"A.field": ["甲", "乙"]},
    ),
}


@pytest.mark.parametrize("game", sorted(SLOTS))
def test_slots_are_asked_alike_in_every_game(game: str) -> None:
    """A slot (ws stage position, vg circle, co field) asked by name answers its card(s), each
    with its orientation when not standing — as an mc area does."""
    text, want = SLOTS[game]
    r = resolve(loads(text))
    assert r.outcome["state"] == want


ATTACK = "{player: A, number: 5, phase: attack, first_player: A}"
ATTACKER = (
    "{deck: 9, ring: {name: 千早, title: 歌姫, ap: 3000, dp: 2000},"
    " bench: {left: {name: 律子, title: P, ap: 1000, dp: 1000}}}"
)
MIKI = (
    "ring: {name: 美希, title: 天才, ap: 1000, dp: 2000, partner_name: 伊織, partner_title: 妹分}"
)


def test_a_partner_block_decides_that_the_attacked_card_takes_no_damage() -> None:
    """7.1.4.2 / 7.1.5.3: the block makes the attack's damage 0: the step saying so decides the
    attacked card's damage and zone."""
    b = f"{{deck: 9, hand: [{{name: 伊織, title: 妹分}}], {MIKI}}}"
    r = _ruling(
        ATTACKER, b, "  - {do: attack, support: 律子, partner_block: 伊織}", "[美希.damage]", ATTACK
    )
    assert r.outcome["state"] == {"美希.damage": 0}
    assert {"7.1.4.2", "7.1.5.3"} <= set(r.decided_by)


def test_no_partner_in_hand_is_read_and_said() -> None:
    """7.1.4.2 / 2.7.1: a hand with no card of the partner's name and title cannot block: the
    step saying so causes the damage; an unnamed hand is taken not to hold it, as an
    assumption about the hand."""
    b = f"{{deck: 9, hand: [{{name: 伊織, title: アイドル}}], {MIKI}}}"
    r = _ruling(ATTACKER, b, "  - {do: attack, support: 律子}", "[美希.zone]", ATTACK)
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert {"7.1.4.2", "2.7.1"} <= set(r.decided_by)
    assert not any(w.key == "hand_not_partner" for w in r.warnings())
    b = f"{{deck: 9, hand: 3, {MIKI}}}"
    r = _ruling(ATTACKER, b, "  - {do: attack, support: 律子}", "[美希.zone]", ATTACK)
    assert any(w.key == "hand_not_partner" for w in r.warnings())
    # corrected (round 53, lead): with no hand card at all, a ring card printing its partner
    # still has 7.1.4.2 read and not met (s50wcvR, vs/r53_013: the partner may have left the
    # hand before the attack) — said without an assumption about the hand
    b = f"{{deck: 9, hand: 0, {MIKI}}}"
    r = _ruling(ATTACKER, b, "  - {do: attack, support: 律子}", "[美希.zone]", ATTACK)
    assert "7.1.4.2" in r.decided_by
    assert not any(w.key == "hand_not_partner" for w in r.warnings())


def test_a_hand_over_the_limit_after_the_end_phase_starts_it_over() -> None:
    """6.8.1.5: draws at the check timing of 6.8.1.3 take the hand over the limit: the end
    phase starts over, and the discards of its second run cite it."""
    a = (
        "{deck: 9, hand: 5, ring: {name: 千早, ap: 1000, dp: 2000,"
        " text: '[リング]エンドフェイズの始めに、あなたは1枚引く。'}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}"
    end = "{player: A, number: 6, phase: end, first_player: B}"
    r = _ruling(a, b, "  - {do: end_phase}", "[A.hand, A.waiting]", end)
    assert r.outcome["state"] == {"A.hand": 5, "A.waiting": 1}
    assert "6.8.1.5" in r.decided_by
    r = _ruling(a.replace("hand: 5", "hand: 3"), b, "  - {do: end_phase}", "[A.hand]", end)
    assert r.outcome["state"] == {"A.hand": 4}
    assert "6.8.1.5" not in r.decided_by


FIELD_A = "{deck: 9, ring: {name: 千早, ap: 1000, dp: 2000}}"
FIELD_B = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 2000}}"


@pytest.mark.parametrize(
    ("text", "loser", "clause"),
    [
        ("相手はこのゲームに敗北する。", "B", "1.2.5"),
        ("あなたはこのゲームに敗北する。", "A", "1.2.5"),
        ("相手はこのゲームに勝利する。", "A", "1.2.5"),
        ("相手は投了する。", None, "1.2.4.1"),
    ],
)
def test_card_text_ending_the_game_for_a_player(text: str, loser: str | None, clause: str) -> None:
    """The shared compiler's ``game_end``: 「Pはこのゲームに敗北する / 勝利する」 ends the game in
    the effect's processing (1.2.5); 「Pは投了する」 does nothing, no effect forces a concession
    (1.2.4.1)."""
    act = f"  - {{do: resolve_text, player: A, card: 千早, text: '{text}'}}"
    r = _ruling(FIELD_A, FIELD_B, act, "[B.retire]")
    assert r.outcome.get("loser") == loser
    assert clause in r.decided_by
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_a_loss_by_effect_against_an_effect_saying_the_player_does_not_lose() -> None:
    """1.3.3: 「相手はこのゲームに敗北する」 with 「あなたはこのゲームに敗北しない」 in force on that
    player: the prohibition wins, the game goes on."""
    act = "  - {do: resolve_text, player: A, card: 千早, text: '相手はこのゲームに敗北する。'}"
    extra = "effects:\n  - {target: B, stat: lose, op: prohibit, source: 敗北しない}\n"
    r = _ruling(FIELD_A, FIELD_B, act, "[B.retire]", extra=extra)
    assert r.outcome.get("loser") is None
    assert {"1.3.3", "1.2.5"} <= set(r.decided_by)


def test_vg_runs_the_shared_game_end_step_too() -> None:
    """The same compiled step in vg (its 1.2.5 / 1.2.4.1): the fighter named loses, or does not
    concede."""
    head = (
        "game: vg\ntitle: t\nturn: {player: A, number: 6, first_player: A, phase: main}\n"
        "players:\n  A: {deck: 9}\n  B: {deck: 9}\n"
    )
    for text, loser in (("相手はこのゲームに敗北する。", "B"), ("相手は投了する。", None)):
        r = resolve(
            loads(head + f"actions:\n  - {{do: resolve_text, player: A, text: '{text}'}}\n")
        )
        assert r.outcome.get("loser") == loser, text
        assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_a_card_an_effect_puts_in_the_ring_sends_the_old_one_to_the_waiting_room() -> None:
    """「あなたは自分のベンチのカードを1枚選び、自分のリングに置く」: the chosen card goes to the
    ring; the duplicate rule process puts the one there before in its owner's waiting room
    (9.5.1), not the retire zone; the ring never empty, none comes from the deck (9.6.1)."""
    a = (
        "{deck: 9, retire: 2, ring: {name: 千早, ap: 1000, dp: 2000},"
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    act = (
        "  - {do: resolve_text, player: A, text: "
        "'あなたは自分のベンチのカードを1枚選び、自分のリングに置く。'}"
    )
    r = _ruling(a, FIELD_B, act, "[春香.zone, 千早.zone, A.retire, A.deck]")
    assert r.outcome["state"] == {
        "春香.zone": "A.ring",
        "千早.zone": "A.waiting",
        "A.retire": 2,
        "A.deck": 9,
    }
    assert "9.5.1" in r.decided_by
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    # a card of the opponent's bench is not put in the ring by this construction
    act = act.replace("自分のベンチ", "相手のベンチ")
    r = _ruling(a, FIELD_B, act, "[千早.zone]")
    assert [w for w in r.warnings() if w.kind == "unsupported"]


PARTNER_A = (
    "{deck: 9, ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香,"
    " partner_title: L}, bench: {left: {name: 春香, title: L, ap: 1000, dp: 1000}}}"
)
NOT_PARTNER = "'このアタックはパートナーアタックにならない。'"


def test_card_text_making_this_attack_not_a_partner_attack() -> None:
    """「このアタックはパートナーアタックにならない」 resolved during the attack (7.1.3.2.4): the
    partner attack is checked again at 7.1.5.1.1 and is a normal one — the attacked card is
    not retired by 7.1.5.2 and takes the attack's damage; with no attack in progress, nothing."""
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 3000}}"
    act = (
        "  - {do: attack, support: 春香, after_support: [{do: resolve_text, player: B,"
        f" text: {NOT_PARTNER}}}]}}"
    )
    turn = "{player: A, number: 6, phase: attack, first_player: B}"
    r = _ruling(PARTNER_A, b, act, "[美希.zone, 美希.damage]", turn)
    assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 1000}
    assert {"7.1.3.2.4", "7.1.5.1.1"} <= set(r.decided_by)
    # resolved before the attack, it has no attack to act on (1.3.2): a partner attack
    before = (
        f"  - {{do: resolve_text, player: B, text: {NOT_PARTNER}}}\n"
        "  - {do: attack, support: 春香}"
    )
    r = _ruling(PARTNER_A, b, before, "[美希.zone]", turn)
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
