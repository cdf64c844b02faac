"""Victory Spark: the clauses a ruling reads to decide, on minimal cases of their own (round 9,
issue 14): each rule's citation checked where it applies and absent where it does not."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_players_ruling


def _ruling(players: str, actions: str, ask: str, turn: str = "{player: A, number: 4}"):
    return vs_players_ruling(players, actions, ask, turn)


BENCH_BOOST = '"[ベンチ]あなたのリングのカードを+1000/+0。"'


def test_a_continuous_technique_outside_its_area_is_read_and_not_in_force() -> None:
    """8.1.1.4 / 2.14.4: a [ベンチ] technique of the ring card itself generates nothing; the value
    asked is decided by reading that its card is not in its area. In its area it applies, with
    the same clauses; a ring card no technique reaches cites neither."""
    check = "  - {do: check, state: {千早.ap: 2000}}"
    r = _ruling(
        f"  A: {{deck: 9, ring: {{name: 千早, ap: 2000, dp: 2000, text: {BENCH_BOOST}}}}}\n"
        "  B: {deck: 9, ring: {name: 美希, ap: 1000, dp: 1000}}",
        check,
        "[千早.ap]",
    )
    assert r.outcome["state"] == {"千早.ap": 2000}
    assert {"8.1.1.4", "2.14.4"} <= set(r.decided_by)
    r = _ruling(
        "  A: {deck: 9, ring: {name: 千早, ap: 2000, dp: 2000},\n"
        f"      bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: {BENCH_BOOST}}}}}}}\n"
        "  B: {deck: 9, ring: {name: 美希, ap: 1000, dp: 1000}}",
        check.replace("2000", "3000"),
        "[千早.ap]",
    )
    assert r.outcome["state"] == {"千早.ap": 3000}
    assert {"8.1.1.4", "2.14.4"} <= set(r.decided_by)
    r = _ruling(
        "  A: {deck: 9, ring: {name: 千早, ap: 2000, dp: 2000}}\n"
        "  B: {deck: 9, ring: {name: 美希, ap: 1000, dp: 1000}}",
        check,
        "[千早.ap]",
    )
    assert not {"8.1.1.4", "2.14.4"} & set(r.decided_by)


def test_a_zone_its_owner_may_order_is_compared_whatever_the_order() -> None:
    """3.5.3 / 3.6.3 / 3.7.3: the retire zone, the waiting room and the hand are ordered at their
    owner's will, so a list of their cards is the same cards in any order."""
    from ruling.resolve import check_expect

    text = """
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A: {deck: [新, 9], hand: [甲, 乙], waiting: [丙, 丁], ring: {name: 千早, ap: 1, dp: 1}}
  B: {deck: 9, ring: {name: 美希, ap: 1, dp: 1}}
actions:
  - {do: draw, amount: 1}
expect:
  state: {A.hand: [乙, 新, 甲], A.waiting: [丁, 丙]}
  decided_by: ["4.10.1"]
"""
    assert check_expect(resolve(loads(text))) == []
    wrong = text.replace("[乙, 新, 甲]", "[乙, 甲]")
    assert check_expect(resolve(loads(wrong)))


def test_an_activated_technique_used_in_its_area_cites_it() -> None:
    """8.1.1.1.1 / 2.14.4: an activated technique is used only with its card in its [領域]; a use
    that is allowed is decided by that too, not only a refusal."""
    r = _ruling(
        "  A: {deck: [新, 9], hand: 0, ring: {name: 千早, ap: 1, dp: 1},\n"
        '      bench: {left: {name: 律子, ap: 1, dp: 1, text: "[ベンチ][このカードを控え室に置く]1枚引く。"}}}\n'
        "  B: {deck: 9, ring: {name: 美希, ap: 1, dp: 1}}",
        "  - {do: use, card: 律子}",
        "[新.zone]",
        "{player: A, number: 4, phase: ability}",
    )
    assert r.outcome["state"] == {"新.zone": "A.hand"}
    assert {"8.1.1.1.1", "2.14.4", "8.5.2"} <= set(r.decided_by)


def test_a_hand_within_the_limit_at_the_end_phase_cites_the_limit_read() -> None:
    """6.8.1.2 read and not met: five cards do not exceed the limit of 3.7.4.1, nothing is
    discarded, and the ruling says so with those clauses; six are discarded down to five."""
    r = _ruling(
        "  A: {deck: 9, hand: 5, waiting: 0, ring: {name: 千早, ap: 1, dp: 1}}\n"
        "  B: {deck: 9, ring: {name: 美希, ap: 1, dp: 1}}",
        "  - {do: end_phase}",
        "[A.waiting]",
        "{player: A, number: 4, phase: attack}",
    )
    assert r.outcome["state"] == {"A.waiting": 0}
    assert {"6.8.1.2", "3.7.4.1"} <= set(r.decided_by)
    r = _ruling(
        "  A: {deck: 9, hand: 6, waiting: 0, ring: {name: 千早, ap: 1, dp: 1}}\n"
        "  B: {deck: 9, ring: {name: 美希, ap: 1, dp: 1}}",
        "  - {do: end_phase}",
        "[A.waiting]",
        "{player: A, number: 4, phase: attack}",
    )
    assert r.outcome["state"] == {"A.waiting": 1}


def test_a_draw_not_done_for_an_empty_deck_decides_what_follows() -> None:
    """1.3.2: the second card of 「2枚引く」 from a one-card deck is not drawn (a new deck is made
    only at a check timing, 9.1.1); with no waiting room either, the loss at the check timing
    (9.2.3) follows from that refusal too, so it cites the principle."""
    players = (
        "  A: {deck: [最後], waiting: 0, ring: {name: 千早, ap: 1, dp: 1}}\n"
        "  B: {deck: 9, ring: {name: 美希, ap: 1, dp: 1}}"
    )
    r = _ruling(players, "  - {do: draw, amount: 2}", "[最後.zone]")
    assert r.outcome.get("loser") == "A"
    assert {"1.3.2", "9.2.3"} <= set(r.decided_by)
    r = _ruling(players, "  - {do: draw, amount: 1}", "[最後.zone]")
    assert r.outcome.get("loser") == "A"
    assert "9.2.3" in r.decided_by and "1.3.2" not in r.decided_by


def test_a_field_technique_cites_what_the_field_is() -> None:
    """3.3.1: [フィールド] is the ring and the bench together; a technique written with it works
    from the bench, and the value it changes cites the definition with 8.1.1.4 / 2.14.4; a
    [ベンチ] one does not cite 3.3.1."""
    field = BENCH_BOOST.replace("ベンチ", "フィールド")
    for text, cites in ((field, True), (BENCH_BOOST, False)):
        r = _ruling(
            "  A: {deck: 9, ring: {name: 千早, ap: 2000, dp: 2000},\n"
            f"      bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: {text}}}}}}}\n"
            "  B: {deck: 9, ring: {name: 美希, ap: 1000, dp: 1000}}",
            "  - {do: check, state: {千早.ap: 3000}}",
            "[千早.ap]",
        )
        assert r.outcome["state"] == {"千早.ap": 3000}
        assert {"8.1.1.4", "2.14.4"} <= set(r.decided_by)
        assert ("3.3.1" in r.decided_by) is cites


def test_an_entry_spark_put_in_the_ring_otherwise_is_read_and_not_triggered() -> None:
    """12.2.1 / 8.1.1.3.3: a card played from the hand to the ring does not spark; the ruling
    says so with those clauses (a count of 0 asked is decided by them)."""
    from ruling.resolve import check_expect

    text = """
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: [山, 9]
    energy: [{state: stand}]
    hand: [{name: 雪歩, level: 1, ap: 1, dp: 1, text: "{entry_spark}1枚引く。"}]
    ring: {name: 千早, ap: 1, dp: 1}
  B: {deck: 9, ring: {name: 美希, ap: 1, dp: 1}}
actions:
  - do: chara_phase
    actions: [{do: play, card: 雪歩, to: ring}]
expect:
  state: {山.zone: A.deck}
  triggered: {雪歩: 0}
  decided_by: ["12.2.1", "8.1.1.3.3"]
"""
    assert check_expect(resolve(loads(text))) == []


def test_a_normal_attack_cites_the_partner_definition_it_failed() -> None:
    """2.7.1: a supporter with the partner's name and another title is no partner; the normal
    attack (7.1.3.2.5) cites the definition read. With several partner names, 2.7.2 too."""
    for pn, want in (("春香", {"2.7.1"}), ("春香/やよい", {"2.7.1", "2.7.2"})):
        r = _ruling(
            "  A: {deck: 9, ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000,"
            f" partner_name: {pn}, partner_title: リーダー}},\n"
            "      bench: {left: {name: 春香, title: アイドル, ap: 1, dp: 1}}}\n"
            "  B: {deck: 9, ring: {name: 美希, ap: 1, dp: 5000}}",
            "  - {do: attack, support: 春香}",
            "[B.ring]",
            "{player: A, number: 4, phase: attack}",
        )
        assert {"7.1.3.2.5", *want} <= set(r.decided_by)


def test_a_surprise_set_in_the_second_players_first_turn_cites_the_restriction() -> None:
    """6.5.1.2.4.1 forbids the set only in the first player's first turn: a set allowed is
    decided by that restriction read, and a set in turn 1 is refused by it."""
    for number, allowed in ((2, True), (1, False)):
        r = _ruling(
            "  A: {deck: 9, ring: {name: 千早, ap: 1, dp: 1}}\n"
            "  B: {deck: 9, hand: [伏せ札, x], ring: {name: 美希, ap: 1, dp: 1}}",
            "  - {do: set_surprise, player: B, card: 伏せ札}",
            "[伏せ札.zone]",
            f"{{player: B, number: {number}, phase: chara, first_player: {'A' if number == 2 else 'B'}}}",
        )
        assert bool(r.main.rejected) is not allowed
        assert "6.5.1.2.4.1" in r.decided_by


def test_an_effect_with_no_duration_lasts_the_game() -> None:
    """8.2.1.2: an effect with no duration is 「このゲーム中」: it outlasts the end phase, where
    the damage is reset and the effects 「ターンの終わりまで」 end (6.8.1.3)."""
    for until, ap in (("", 3000), (", until: turn", 2000)):
        r = _ruling(
            "  A: {deck: 9, hand: 0, ring: {name: 千早, ap: 2000, dp: 3000}}\n"
            "  B: {deck: 9, ring: {name: 美希, ap: 1, dp: 1}}",
            f"  - {{do: effect, card: 千早, ap: 1000{until}}}\n  - {{do: end_phase}}",
            "[千早.ap]",
            "{player: A, number: 4, phase: attack}",
        )
        assert r.outcome["state"] == {"千早.ap": ap}


LEVEL_CANCEL = '"{cancel}[手札][このカードを控え室に置く]相手のレベル2以上のカードの技を1つ選び、キャンセルする。"'


def test_a_cancel_chooses_only_a_technique_meeting_its_condition() -> None:
    """8.5.1.3.1 / 12.1.1: 「相手のレベル2以上のカードの技」 reads the level of the card that put
    the technique in the resolution zone (3.8.4); a level-1 card's technique cannot be chosen,
    so the cancel is not offered and stays in the hand, decided by those clauses; a level-2
    card's is cancelled."""
    from ruling.resolve import check_expect

    base = """
game: vs
title: t
turn: {player: A, number: 6, phase: attack, first_player: B}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, level: LV, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 20
    retire: 0  # counted by the loss at 10 (9.2.2): given, no assumption
    hand: [{name: 真, ap: 1, dp: 1, text: CANCEL}]
    ring: {name: 美希, ap: 1, dp: 5000}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: cancel, choose: 真, allowed: ALLOWED}
expect:
  state: {A.hand: HAND, B.hand: BHAND, B.waiting: BW}
  decided_by: ["8.5.1.3.1", "12.1.1"]
"""
    text = base.replace("CANCEL", LEVEL_CANCEL)
    no = text.replace("LV", "1").replace("ALLOWED", "false").replace("BHAND", "[真]")
    no = no.replace("HAND", "1").replace("BW", "0")
    r = resolve(loads(no))
    assert check_expect(r) == []
    assert not [w for w in r.warnings() if w.kind in ("unsupported", "assumption")]
    yes = text.replace("LV", "2").replace("ALLOWED", "true").replace("BHAND", "0")
    yes = yes.replace("HAND", "0").replace("BW", "[真]")
    yes = yes.replace("allowed: true}", "allowed: true}\n  - {player: B, at: cancel, choose: 真}")
    assert check_expect(resolve(loads(yes))) == []


def test_end_of_partner_attack_triggers_only_when_the_partner_attack_stood() -> None:
    """7.1.6.1: 「パートナーアタックの終わりに」 triggers at the attack end step when the partner
    attack stood (7.1.5.1.1, 4.13.2); in the first player's first turn it is a normal attack
    (4.13.4) and the technique is read and not triggered."""
    from ruling.resolve import check_expect

    base = """
game: vs
title: t
turn: {player: A, number: NUM, first_player: A}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, title: 歌姫, ap: 1000, dp: 2000, partner_name: 春香, partner_title: リーダー,
           text: "[リング]パートナーアタックの終わりに、あなたは1枚引く。"}
    bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}}
  B: {deck: 20, ring: {name: 美希, ap: 1, dp: 3000}}
actions:
  - {do: attack, support: 春香}
expect:
  state: {A.hand: HAND}
  triggered: {千早: HAND}
  decided_by: ["7.1.6.1"]
"""
    for num, hand in ((3, 1), (1, 0)):
        text = base.replace("NUM", str(num)).replace("HAND", str(hand))
        assert check_expect(resolve(loads(text))) == [], num


def test_a_replacement_technique_sends_the_retired_ring_card_elsewhere() -> None:
    """8.2.1.3.1 / 8.10.1 / 8.10.1.1: 「[リング]このカードがリタイヤ置場に置かれる時、かわりに控え室に
    置く」 — beaten in the ring, the card goes to the waiting room; the retire zone does not
    change and its 「リタイヤ置場に置かれた時」 does not trigger. Written for the bench, the same
    technique of a ring card is not in force (8.1.1.4): the card is retired."""
    from ruling.resolve import check_expect

    base = """
game: vs
title: t
turn: {player: B, number: 5, first_player: A}
players:
  A:
    deck: [次, 9]
    hand: 0
    retire: 0
    ring: {name: 千早, ap: 1, dp: 2000, text: TEXT}
  B:
    deck: 9
    ring: {name: 美希, ap: 3000, dp: 3000}
    bench: {left: {name: 真, ap: 1, dp: 1}}
actions:
  - {do: attack, player: B, support: 真}
expect:
  state: {千早.zone: ZONE, A.retire: N, A.hand: 0}
  triggered: {"千早#2": 0}
  decided_by: [CLAUSES]
"""
    text = '"[リング]このカードがリタイヤ置場に置かれる時、かわりに控え室に置く。\\n[リング]このカードがリタイヤ置場に置かれた時、あなたは1枚引く。"'
    yes = base.replace("TEXT", text).replace("ZONE", "A.waiting").replace("N", "0")
    yes = yes.replace("CLAUSES", '"8.2.1.3.1", "8.10.1", "8.10.1.1"')
    assert check_expect(resolve(loads(yes))) == []
    no = base.replace(
        "TEXT", '"[ベンチ]このカードがリタイヤ置場に置かれる時、かわりに控え室に置く。"'
    )
    no = no.replace("ZONE", "A.retire").replace("N", "1").replace("CLAUSES", '"7.1.5.4"')
    no = no.replace('  triggered: {"千早#2": 0}\n', "")
    assert check_expect(resolve(loads(no))) == []


def test_a_ring_card_that_cannot_be_attacked_prohibits_the_opponents_support() -> None:
    """7.1.3.2.1 / 7.1.3.1.1: 「[リング]このカードはアタックされない」 — the opponent cannot attack,
    so cannot support: refused, the supporter stays standing; with 「アタックできない」 its owner
    cannot; written for the bench, the compiler refuses it (the rules do not say what it means)."""
    for text, who, refused in (
        ("[リング]このカードはアタックされない。", "B", True),
        ("[リング]このカードはアタックできない。", "A", True),
        ("[リング]このカードはアタックできない。", "B", False),
    ):
        ring_b = (
            f'{{name: 美希, ap: 1, dp: 1, text: "{text}"}}'
            if who == "B"
            else "{name: 美希, ap: 1, dp: 1}"
        )
        ring_a = (
            f'{{name: 千早, ap: 1, dp: 1, text: "{text}"}}'
            if who == "A"
            else "{name: 千早, ap: 1, dp: 1}"
        )
        r = _ruling(
            f"  A: {{deck: 9, ring: {ring_a}, bench: {{left: {{name: 律子, ap: 1, dp: 1}}}}}}\n"
            f"  B: {{deck: 9, ring: {ring_b}}}",
            "  - {do: attack, support: 律子}",
            "[律子.state]",
            "{player: A, number: 4, first_player: A}",
        )
        assert bool(r.main.rejected) is refused, text
        assert r.outcome["state"] == {"律子.state": "stand" if refused else "rest"}
        if refused:
            assert {"7.1.3.2.1", "7.1.3.1.1", "8.1.1.4"} <= set(r.decided_by)
    ab = _ab("[ベンチ]このカードはアタックされない。")
    assert not ab.supported and "[リング]" in ab.reason


def _ab(text: str):
    from ruling.abilities import abilities_of
    from ruling.rules import get_game
    from ruling.state import Card

    get_game("vs")
    (ab,) = abilities_of("vs", Card("x", "A", text=text))
    return ab


def test_used_a_technique_triggers_on_a_resolved_one_not_a_cancelled_one() -> None:
    """8.12.1 / 8.12.2: 「相手が技を使った時」 triggers when the opponent's technique resolves; a
    cancelled one was not used (3.8.8): read and not triggered."""
    from ruling.resolve import check_expect

    base = """
game: vs
title: t
turn: {player: A, number: 6, first_player: B}
players:
  A:
    deck: 20
    hand: 0
    ring: {name: 千早, ap: 1, dp: 1, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1, dp: 1}}
  B:
    deck: 20
    hand: [{name: 真, ap: 1, dp: 1, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}]
    ring: {name: 美希, ap: 1, dp: 5000}
    bench: {left: {name: 律子, ap: 1, dp: 1, text: "[ベンチ]相手が技を使った時、あなたは1枚引く。"}}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: cancel, choose: CHOICE}
expect:
  state: {A.hand: AH, B.hand: BH}
  triggered: {律子: BT}
  decided_by: ["8.12.1", "8.12.2"]
"""
    for choice, ah, bh, bt in (("真", 0, 0, 0), ("no", 1, 2, 1)):
        text = base.replace("CHOICE", choice).replace("AH", str(ah)).replace("BH", str(bh))
        assert check_expect(resolve(loads(text.replace("BT", str(bt))))) == [], choice
