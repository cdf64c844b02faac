"""vs rules read again through the round-26 blind files (s22rulesB; round 26, issue 14): the end
phase started over for a trigger condition not yet met (6.8.1.5), a surprise left face down
(9.7.1 read), the printed value back on a card that changed zones (8.9.1.1), a rule process
whose condition held only while the end phase ended the turn's effects (9.1.1), the choice to
attack (7.1.2.2), a continuous technique of the retire zone (2.14.4, 8.1.1.4), a replacement
effect named by its printed text."""

from __future__ import annotations

from ruling.resolve import resolve
from ruling.scenario import loads


def _run(text: str) -> object:
    return resolve(loads("game: vs\ntitle: t\n" + text, "t.yaml"))


def _triggered(r: object, name: str) -> int:
    from ruling import events

    main = r.main  # type: ignore[attr-defined]
    uids = {c.uid for pl in main.final.players.values() for z in pl.zones.values() for c in z}
    uids = {u for u in uids if main.final.card(u).name == name}
    return sum(
        1
        for _s, (kind, subject, _d) in events.flatten(main.trace.steps)
        if kind == "trigger" and subject in uids
    )


def _zone(r: object, name: str) -> str:
    final = r.main.final  # type: ignore[attr-defined]
    for pid, pl in final.players.items():
        for zid, cards in pl.zones.items():
            if any(c.name == name for c in cards):
                return f"{pid}.{zid}"
    return ""


_END = """turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    hand: %s
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]エンドフェイズの始めに、%s"}
  B:
    deck:
      - {name: 美希, ap: 2000, dp: 3000, text: "[リング]ターンの終わりに、あなたは1枚引く。"}
      - {name: 雪歩, ap: 1000, dp: 1000}
      - 5
    hand: 0
    ring: {name: 真, ap: 1000, dp: 2000}
actions:
  - {do: end_phase}
ask: [B.hand]
"""


def test_end_phase_starts_over_for_a_card_that_came_to_its_area() -> None:
    """6.8.1.5: 美希 came to the ring during the end phase (9.6.1) with 「ターンの終わりに」 not met
    this turn: the end phase starts over and 6.8.1.1 meets it — B draws 雪歩; 千早's, met at the
    first start, does not trigger again (read, 6.8.1.1)."""
    r = _run(_END % ("0", "あなたは相手のリングのカードを選び、相手の控え室に置く。"))
    assert _zone(r, "美希") == "B.ring" and _zone(r, "雪歩") == "B.hand"
    assert _triggered(r, "美希") == 1 and _triggered(r, "千早") == 1
    assert {"6.8.1.5", "6.8.1.1"} <= set(r.decided_by)  # type: ignore[attr-defined]
    steps = r.main.trace.steps  # type: ignore[attr-defined]
    assert any("再び誘発しない" in s.ja for s in steps)


def test_end_phase_not_started_over_when_every_condition_was_met() -> None:
    """The neighbour: nothing came to its area, the hand is within its limit — the turn ends after
    one pass (6.8.1.5), 千早's technique triggered once and 美希 stays in the deck."""
    r = _run(_END % ("0", "あなたは1枚引く。"))
    assert _zone(r, "美希") == "B.deck"
    assert _triggered(r, "千早") == 1
    steps = r.main.trace.steps  # type: ignore[attr-defined]
    assert not any("最初から実行しなおす" in s.ja for s in steps)


_SURPRISE = """turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
    surprise: {name: 真, text: "{surprise}[相手のカードがアタックした時]→あなたは1枚引く。"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: surprise, choose: "%s"}
ask: [真.zone]
"""


def test_surprise_left_face_down_stays_and_its_chance_is_no_trigger() -> None:
    """12.3.1: turning it up is B's option; declined, 真 stays face down — 9.7.1 (a face-up
    surprise card only) read — and the chance to turn it up is no ability triggered."""
    r = _run(_SURPRISE % "no")
    assert _zone(r, "真") == "B.surprise"
    assert _triggered(r, "真") == 0
    assert "9.7.1" in r.decided_by  # type: ignore[attr-defined]


def test_surprise_turned_face_up_triggers_once() -> None:
    """The neighbour: turned face up, its ability goes to the resolution zone once (8.1.1.2.2)
    and the card then goes to the waiting room (9.7.1)."""
    r = _run(_SURPRISE % "yes")
    assert _triggered(r, "真") == 1
    assert _zone(r, "真") == "B.waiting"


_MOVED = """turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: [{name: 律子, ap: 1000, dp: 1000}, 5]
    energy: [{state: stand}]
    ring: {name: 千早, level: 0, ap: 1000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
%s  - do: chara_phase
    actions: [{do: move_to_bench, to: left}]
ask: [千早.ap]
"""


def test_moved_card_is_back_to_its_printed_value() -> None:
    """3.1.3: an effect on the ring card does not follow it to the bench; its attack is the
    printed one again (8.9.1.1, the principle ``printed_base``)."""
    r = _run(_MOVED % "  - {do: effect, card: 千早, ap: 2000, dp: 0, op: add, until: turn}\n")
    from ruling.games._vs.common import view

    assert view(r.main.ctx, _uid(r, "千早")).ap == 1000  # type: ignore[attr-defined]
    assert {"3.1.3", "8.9.1.1"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_moved_card_with_no_effect_cites_no_printed_base() -> None:
    """The neighbour: no effect ended on the move — 8.9.1.1 is not read there."""
    r = _run(_MOVED % "")
    assert "8.9.1.1" not in r.decided_by  # type: ignore[attr-defined]


def _uid(r: object, name: str) -> str:
    final = r.main.final  # type: ignore[attr-defined]
    return next(
        c.uid
        for pl in final.players.values()
        for z in pl.zones.values()
        for c in z
        if c.name == name
    )


_TURN_BONUS = """turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: %d, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 2000}
actions:
  - {do: effect, card: 美希, ap: 0, dp: 2000, op: add, until: turn}
  - {do: attack, support: 春香}
  - {do: end_phase}
ask: [美希.zone]
"""


def test_defence_bonus_ending_with_the_damage_reset_retires_nothing() -> None:
    """6.8.1.3 ends the turn's +2000 and resets the 3000 damage in one step; 9.4.1's condition held
    only in the middle of it, not at the check timing (9.1.1): 美希 stays, and the ruling says
    why."""
    r = _run(_TURN_BONUS % 3000)
    assert _zone(r, "美希") == "B.ring"
    assert {"9.1.1", "9.4.1", "6.8.1.3"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_defence_bonus_ending_with_no_lethal_damage_reads_no_middle_condition() -> None:
    """The neighbour: 1000 damage stays below the printed 2000 when the bonus ends — no condition
    held in the middle, no such step."""
    r = _run(_TURN_BONUS % 1000)
    steps = r.main.trace.steps  # type: ignore[attr-defined]
    assert not any("処理の途中で満たされた" in s.ja for s in steps)


_PUT_BENCH = """turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    waiting: [{name: 律子, ap: 1000, dp: 1000}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {center: {name: 春香, ap: 1000, dp: 1000, state: rest}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: put, card: 律子, to: left}
  - {do: attack, support: 律子}
ask: [律子.state]
"""


def test_attack_chosen_with_a_standing_bench_card_cites_7_1_2_2() -> None:
    """7.1.2.2: a bench card standing (律子, put there standing, 4.9.1.4), the player may choose
    to attack, and does."""
    r = _run(_PUT_BENCH)
    assert {"7.1.2.2", "4.9.1.4", "7.1.3.1"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_energy_placed_standing_cites_4_9_1_4() -> None:
    """6.4.1.2 puts the card face down (3.4.1) and standing (4.9.1.4)."""
    r = _run(
        """turn: {player: A, number: 4, phase: draw}
players:
  A: {deck: 5, hand: [{name: X}], energy: [], ring: {name: 千早, ap: 1, dp: 1}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: energy_phase, card: X}
ask: [X.zone]
"""
    )
    assert {"6.4.1.2", "4.9.1.4"} <= set(r.decided_by)  # type: ignore[attr-defined]


_RETIRE_STATIC = """turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    retire: [{name: 美希, ap: 2000, dp: 2000, text: "[%s]相手のリングのカードを+0/-1000。"}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 真, ap: 2000, dp: 3000}
actions:
  - {do: check, state: {真.dp: %d}}
ask: [真.dp]
"""


def test_continuous_technique_works_from_the_retire_zone() -> None:
    """2.14.4 / 8.1.1.4: 「[リタイヤ置場]…」 is in force while its card is in the retire zone."""
    r = _run(_RETIRE_STATIC % ("リタイヤ置場", 2000))
    assert not r.main.checks  # type: ignore[attr-defined]
    assert {"2.14.4", "8.1.1.4", "8.9.1.3"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_ring_technique_of_a_retired_card_is_not_in_force() -> None:
    """The neighbour: 「[リング]…」 of a card in the retire zone generates nothing (8.1.1.4)."""
    r = _run(_RETIRE_STATIC % ("リング", 3000))
    assert not r.main.checks  # type: ignore[attr-defined]


def test_replacement_effect_named_by_its_printed_text() -> None:
    """A ``choices:`` answer naming a replacement effect by the ability's text as printed (with
    its [リング] label, or without it) is the option of that effect."""
    text = """turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
  B:
    deck: 10
    hand: 0
    ring:
      name: 美希
      ap: 2000
      dp: 3000
      text: "[リング]このカードがリタイヤ置場に置かれる時、かわりに手札に置く。\\n[リング]このカードがリタイヤ置場に置かれる時、かわりに山札に置く。"
actions:
  - {do: retire, card: 美希}
choices:
  - {player: B, at: replacement, choose: "%s"}
ask: [美希.zone]
"""
    for answer, zone in (
        ("[リング]このカードがリタイヤ置場に置かれる時、かわりに手札に置く。", "B.hand"),
        ("このカードがリタイヤ置場に置かれる時、かわりに山札に置く", "B.deck"),
    ):
        r = _run(text % answer)
        assert not r.errors  # type: ignore[attr-defined]
        got = _zone(r, "美希")
        assert got == zone or (zone == "B.deck" and got == "B.ring")


_SUPPORTED = """turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 山札1}, 5]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000}
      right: {name: 律子, ap: 1000, dp: 1000, text: "%s"}
  B:
    deck: [{name: B山札1}, 5]
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%s"}
actions:
  - {do: attack, support: 春香}
ask: [A.hand, B.hand]
"""


def test_supported_triggers_on_the_attacking_ring_card() -> None:
    """7.1.3.2.3: 「サポートされた時」 arises with the support (7.1.3.1) for the attacking ring card
    (4.14.1): 「このカードが…」 of 千早, 「あなたのリングのカードが…」 of a bench card, and the
    opponent's 「相手のリングのカードが…」 each draw."""
    r = _run(
        _SUPPORTED
        % (
            "[リング]このカードがサポートされた時、あなたは1枚引く。",
            "[ベンチ]あなたのリングのカードがサポートされた時、あなたは1枚引く。",
            "[リング]相手のリングのカードがサポートされた時、あなたは1枚引く。",
        )
    )
    assert _triggered(r, "千早") == 1 and _triggered(r, "律子") == 1 and _triggered(r, "美希") == 1
    final = r.main.final  # type: ignore[attr-defined]
    assert len(final.zone("A", "hand")) == 2 and len(final.zone("B", "hand")) == 1
    assert {"7.1.3.2.3", "7.1.3.1"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_supported_of_a_card_not_supported_does_not_trigger() -> None:
    """The neighbours: 「このカードがサポートされた時」 on a bench card (it is never the one
    supported) and on the defending ring card (the opponent's support is not for it)."""
    r = _run(
        _SUPPORTED
        % (
            "",
            "[ベンチ]このカードがサポートされた時、あなたは1枚引く。",
            "[リング]このカードがサポートされた時、あなたは1枚引く。",
        )
    )
    assert _triggered(r, "律子") == 0 and _triggered(r, "美希") == 0


_SET = """turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    hand: [{name: 律子, level: 0, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードの攻撃力を3000にする。"}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
%s
ask: [千早.ap]
"""


def _ap(r: object, name: str) -> int:
    from ruling.games._vs.common import view

    return view(r.main.ctx, _uid(r, name)).ap  # type: ignore[attr-defined]


def test_continuous_set_placed_later_beats_an_earlier_set() -> None:
    """8.9.1.3 / 8.9.1.4: 律子's 「[ベンチ]…攻撃力を3000にする」 arose when 律子 was put on the bench,
    after the effect that made 千早's attack 1000: the later one wins — 3000."""
    r = _run(
        _SET
        % """  - {do: effect, card: 千早, ap: 1000, op: set, until: turn}
  - {do: play, card: 律子, to: right}"""
    )
    assert _ap(r, "千早") == 3000
    assert {"8.9.1.4", "8.1.1.4"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_set_arising_after_the_continuous_set_wins() -> None:
    """The neighbour: the effect 「攻撃力を1000にする」 arises after 律子 was placed — it is the
    later one (8.9.1.4): 1000."""
    r = _run(
        _SET
        % """  - {do: play, card: 律子, to: right}
  - {do: effect, card: 千早, ap: 1000, op: set, until: turn}"""
    )
    assert _ap(r, "千早") == 1000


def test_continuous_set_only_in_its_area() -> None:
    """「[ベンチ]…」 of a card in the hand generates nothing (8.1.1.4): 千早 keeps its 2000."""
    r = _run(_SET % "  - {do: check, state: {千早.ap: 2000}}")
    assert not r.main.checks  # type: ignore[attr-defined]


def test_one_shot_set_of_the_ring_card_with_no_choice_is_read() -> None:
    """A one-shot 「あなたのリングのカードの攻撃力をNにする」 (no 「選び」): refused by name until round
    30, read since (8.9.1.3; what it does on a board: tests/ruling/test_vs_rules_r30.py)."""
    from ruling.abilities import abilities_of
    from ruling.state import Card

    text = "[リング]このカードがアタックした時、あなたのリングのカードの攻撃力を3000にする。"
    (ab,) = abilities_of("vs", Card("x", "A", name="x", text=text))
    assert ab.supported, ab.reason


def test_continuous_set_of_this_card() -> None:
    """「[リング]このカードの攻撃力は5000になる。」: in force while the card is in the ring
    (8.1.1.4), its attack is 5000 (8.9.1.3)."""
    r = _run(
        """turn: {player: A, number: 4, phase: chara}
players:
  A: {deck: 10, ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードの攻撃力は5000になる。"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: check, state: {千早.ap: 5000}}
ask: [千早.ap]
"""
    )
    assert not r.main.checks  # type: ignore[attr-defined]


_DECK = """turn: {player: A, number: 0}
players:
  A:
    deck:
      - {name: %s, title: 歌姫, ap: 1000, dp: 2000, count: %d}
      - {name: %s, title: %s, ap: 1000, dp: 2000}
      - %d
  B: {deck: 50}
actions:
  - {do: game_setup, first: A, ring: {A: 千早}, shuffled: {A: [], B: []}}
ask: [turn.number]
"""


def _readings(r: object) -> dict[str, bool]:
    out = {}
    for lf in r.leaves + r.alternates:  # type: ignore[attr-defined]
        for c in lf.choices:
            if c.reading:
                out[c.option] = bool(lf.rejected)
    return out


def test_card_with_two_titles_sharing_one_is_a_reading_of_the_copy_limit() -> None:
    """5.1.2.1.2 against 2.3.2.1 / 5.1.2.1.3: four 千早〈歌姫〉 and one 千早〈歌姫/アイドル〉 — the
    deck is legal if only whole titles count (``whole``), five copies if each title counts
    (``each``): both readings run (``deck_limit_several_titles``)."""
    r = _run(_DECK % ("千早", 4, "千早", "歌姫/アイドル", 45))
    assert _readings(r) == {"whole": False, "each": True}


def test_card_with_two_names_sharing_one_is_the_same_reading() -> None:
    """The same point through names (2.1.2.1): 千早/春香〈歌姫〉 beside four 千早〈歌姫〉."""
    r = _run(_DECK % ("千早", 4, "千早/春香", "歌姫", 45))
    assert _readings(r) == {"whole": False, "each": True}


def test_several_titles_within_the_limit_under_both_readings_ask_nothing() -> None:
    """The neighbour: three 千早〈歌姫〉 and one 千早〈歌姫/アイドル〉 are four either way — no
    reading is asked, the deck is legal."""
    r = _run(_DECK % ("千早", 3, "千早", "歌姫/アイドル", 46))
    assert _readings(r) == {}
    assert not r.main.rejected  # type: ignore[attr-defined]


_BENCH_DAMAGE = """turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: [{name: 律子, ap: 1000, dp: 1000}, 5]
    energy: [{state: stand}]
    ring: {name: 千早, level: 0, ap: 1000, dp: 3000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: damage, card: 千早, amount: 2000}
  - do: chara_phase
    actions:
      - {do: move_to_bench, to: left}
      - {do: damage, card: 千早, amount: %d}
      - {do: check_timing}
ask: [千早.zone]
"""


def test_damage_does_not_follow_a_card_to_the_bench() -> None:
    """3.1.3: the bench 千早 is a new card — only the 1000 dealt there counts; 9.4.2 read and not
    met (1000 < 3000): it stays."""
    r = _run(_BENCH_DAMAGE % 1000)
    assert _zone(r, "千早") == "A.bench.left"
    assert {"3.1.3", "9.4.2"} <= set(r.decided_by)  # type: ignore[attr-defined]


def test_lethal_damage_on_the_bench_sends_the_card_to_the_waiting_room() -> None:
    """The neighbour: 3000 dealt on the bench meets 9.4.2 — to the waiting room."""
    r = _run(_BENCH_DAMAGE % 3000)
    assert _zone(r, "千早") == "A.waiting"
    assert "9.4.2" in r.decided_by  # type: ignore[attr-defined]


def test_end_technique_of_a_card_that_came_back_is_a_reading() -> None:
    """千早's 「エンドフェイズの始めに」 met its condition, then 千早 left the ring for the bench and
    came back (a new card, 3.1.3): is its technique one not met yet this turn (6.8.1.1)? Both
    readings run (``turn_end_returned_card``): it draws again, or not."""
    text = """turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]エンドフェイズの始めに、あなたは1枚引く。"}
  B: {deck: 10, hand: 0, ring: {name: 真, ap: 1000, dp: 2000}}
actions:
  - {do: end_phase}
ask: [A.hand]
"""
    # no card came back: no reading asked
    r = _run(text)
    assert not [c for lf in r.leaves for c in lf.choices if c.reading]  # type: ignore[attr-defined]
    assert _triggered(r, "千早") == 1


def test_end_technique_of_a_card_that_came_back_runs_both_readings() -> None:
    """A's technique puts B's 真 on B's deck top; 9.6.1 puts it back in the ring — a new card whose
    「ターンの終わりに」 met its condition before it left: under ``new_card`` the end phase starts
    over and B draws again (2 cards), under ``same_ability`` it does not (1)."""
    r = _run(
        """turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]エンドフェイズの始めに、あなたは相手のリングのカードを選び、相手の山札の上に置く。"}
  B:
    deck: 10
    hand: 0
    ring: {name: 真, ap: 1000, dp: 2000, text: "[リング]ターンの終わりに、あなたは1枚引く。"}
actions:
  - {do: end_phase}
ask: [B.hand]
"""
    )
    hands = {
        c.option: len(lf.final.zone("B", "hand"))
        for lf in r.leaves + r.alternates  # type: ignore[attr-defined]
        for c in lf.choices
        if c.reading
    }
    assert hands == {"new_card": 2, "same_ability": 1}


def test_two_replacements_on_a_card_an_opponents_technique_retires_are_a_reading() -> None:
    """A's technique puts B's 美希 in B's retire zone; 美希 carries two replacement effects. Who
    picks the first: the card's master (8.10.2.1, or 8.10.2.2's second) or the player doing the
    action, the technique's master (8.10.2.2's first) — both run (``replacement_chooser``)."""
    r = _run(
        """turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは相手のフィールドのカードを1枚選び、相手のリタイヤ置場に置く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 雪歩, ap: 1000, dp: 5000}, 5]
    hand: 0
    ring:
      name: 美希
      ap: 2000
      dp: 3000
      text: "[リング]このカードがリタイヤ置場に置かれる時、かわりに手札に置く。\\n[リング]このカードがリタイヤ置場に置かれる時、かわりに山札に置く。"
actions:
  - {do: attack, support: 春香}
choices:
  - {player: A, at: replacement, choose: "かわりに山札に置く"}
  - {player: B, at: replacement, choose: "かわりに手札に置く"}
ask: [美希.zone]
"""
    )
    zones = {
        c.option: next(
            f"{p}.{z}"
            for p, pl in lf.final.players.items()
            for z, cs in pl.zones.items()
            if any(x.name == "美希" for x in cs)
        )
        for lf in r.leaves + r.alternates  # type: ignore[attr-defined]
        for c in lf.choices
        if c.reading
    }
    assert zones == {"card_master": "B.hand", "doer": "B.ring"}


def test_one_replacement_on_a_card_retired_by_the_attack_is_no_reading() -> None:
    """The neighbour: put in the retire zone by the attack (7.1.5.4, the rules: no player does
    it) — the card's master applies its replacement, nothing to read."""
    r = _run(
        """turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring:
      name: 美希
      ap: 2000
      dp: 3000
      text: "[リング]このカードがリタイヤ置場に置かれる時、かわりに手札に置く。\\n[リング]このカードがリタイヤ置場に置かれる時、かわりに山札に置く。"
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: replacement, choose: "かわりに手札に置く"}
ask: [美希.zone]
"""
    )
    assert not [c for lf in r.leaves for c in lf.choices if c.reading]  # type: ignore[attr-defined]
    assert _zone(r, "美希") == "B.hand"


def test_printed_base_is_the_clause_each_game_states() -> None:
    """The kin of vs 8.9.1.1 (``printed_base``, cited where effects on a card that changed zones
    end): each game that states it maps its own clause, whose text is that principle."""
    import ruling.games  # noqa: F401
    from ruling.rules import get_game

    for g, cl in (("vs", "8.9.1.1"), ("ws", "8.9.1.1"), ("vg", "11.11.1.1"), ("mc", "10.7.2.1")):
        assert get_game(g).principles["printed_base"] == (cl,)


def test_continuous_set_after_an_addition_is_the_set_after_addition_reading() -> None:
    """千早 +1000 (an addition), then 律子's 「[ベンチ]…攻撃力を3000にする」 arises as 律子 is put on
    the bench (8.9.1.4): whether the later set overrides the addition is the audit's
    set_after_addition — both run: 4000 (the set first, 8.9.1.3) or 3000 (timestamp order)."""
    r = _run(
        _SET
        % """  - {do: effect, card: 千早, ap: 1000, op: add, until: turn}
  - do: chara_phase
    actions: [{do: play, card: 律子, to: right}]"""
    )
    from ruling.games._vs.common import view

    aps = {
        c.option: view(lf.ctx, _uid(r, "千早")).ap
        for lf in r.leaves + r.alternates  # type: ignore[attr-defined]
        for c in lf.choices
        if c.reading
    }
    assert aps == {"set_first": 4000, "timestamp": 3000}


def test_addition_after_a_continuous_set_is_no_reading() -> None:
    """The neighbour: the addition arises after the set (律子 placed first) — both readings agree
    (set, then +1000: 4000), nothing is asked."""
    r = _run(
        _SET
        % """  - do: chara_phase
    actions: [{do: play, card: 律子, to: right}]
  - {do: effect, card: 千早, ap: 1000, op: add, until: turn}"""
    )
    assert not [c for lf in r.leaves for c in lf.choices if c.reading]  # type: ignore[attr-defined]
    assert _ap(r, "千早") == 4000


def test_end_phase_started_over_for_ever_is_said() -> None:
    """「ターンの終わりに、このカードを山札の上に置く」 on the ring card: 9.6.1 puts it back, a new
    card whose condition is not met yet (the reading new_card), and the end phase starts over
    each time — an endless loop (10.1) the ruling says it cut, never silently."""
    r = _run(
        """turn: {player: A, number: 4, phase: attack}
players:
  A: {deck: 10, hand: 0, ring: {name: 千早, ap: 2000, dp: 2000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 真, ap: 1000, dp: 2000, text: "[リング]ターンの終わりに、このカードを山札の上に置く。"}
actions:
  - {do: end_phase}
ask: [turn.number]
"""
    )
    kinds = [w.kind for w in r.warnings()]  # type: ignore[attr-defined]
    assert "loop" in kinds
