"""vs rules found by the round-18 blind set and the round-17 files left (round 18, s14vs): points
the rules text does not settle, run both ways (``unsettled.choose``), and a choice asserted not
offered that never comes (``Game.never_offered``); each on a minimal case of its own, with a
neighbour where the point does not arise."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _amb(r: Any) -> list[tuple[str, ...]]:
    return [tuple(w.clauses) for w in r.warnings() if w.kind == "ambiguity"]


def _alt(r: Any, key: str) -> list[Any]:
    return [lf.outcome["state"][key] for lf in r.alternates]


# ------------------------------------------ bench_frame_move: 4.9.1.4 against 3.3.3.2 / 3.3.3.3

FRAME = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000, state: rest}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: put, card: 春香, to: %s}
ask: [春香.zone, 春香.state]
"""


def test_a_move_between_bench_frames_runs_both_readings() -> None:
    """3.3.3.2 「ベンチには3つの枠があり」 (one zone: the card keeps its state, the engine's reading)
    against 3.3.3.3 「各ベンチの枠はそれぞれ固定されています」 (each frame a bench: a move between
    zones, 4.9.1.4 「スタンド状態で置かれます」): both run; the outcome depends on the reading."""
    r = resolve(loads(FRAME % "right"))
    assert r.outcome["state"] == {"春香.zone": "A.bench.right", "春香.state": "rest"}
    assert _alt(r, "春香.state") == ["stand"]
    assert _alt(r, "春香.zone") == ["A.bench.right"]
    assert {"4.9.1.4", "3.3.3.2", "3.3.3.3"} <= set(r.outcome["depends_on_reading"])
    # settled by the scenario: the other reading alone
    other = resolve(
        loads(
            (FRAME % "right").replace(
                "ask:", "choices: [{player: A, at: reading, choose: between_zones}]\nask:"
            )
        )
    )
    assert other.outcome["state"]["春香.state"] == "stand"
    assert "3.3.3.3" in other.decided_by


def test_a_move_from_the_bench_to_the_waiting_room_raises_no_frame_point() -> None:
    """A move out of the bench (to the waiting room) is a move between zones whatever the frames
    are: no reading point (4.9.1.4 alone)."""
    r = resolve(loads((FRAME % "waiting").replace("春香.state]", "A.waiting]")))
    assert r.outcome["state"]["春香.zone"] == "A.waiting"
    assert not r.alternates and not _amb(r)


# ------------------------------------------ attacker_left_before_damage: 7.1.5.3 against 4.14.1

SURPRISE = (
    '{name: 雪歩, level: 1, ap: 1000, dp: 1000, text: "{surprise}[あなたのリングのカードが'
    'アタックされた時]→相手のリングのカードを選び、相手の控え室に置く。"}'
)
ATTACKER_LEFT = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: [{name: 代役, level: 2, ap: 3000, dp: 2000}, 6]
    ring: {name: 千早, level: 1, ap: 1000, dp: 2000%s}
    bench: {left: {name: 春香%s, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000}
    surprise: %s
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: surprise, choose: %s}
ask: [美希.zone, 美希.damage]
"""


def test_an_attacker_replaced_before_the_resolution_runs_both_readings() -> None:
    """7.1.5.3 「あなたのリングにあるカードの攻撃力の分だけ…ダメージを与えます」 (the card in the ring
    now, 代役 3000: 美希 retired — the engine's reading) against 4.14.1 / 7.1.5.3.1 (the damage is
    「アタックしたカード」's; it left: none)."""
    r = resolve(loads(ATTACKER_LEFT % ("", "", SURPRISE, "yes")))
    assert r.outcome["state"]["美希.zone"] == "B.retire"
    assert _alt(r, "美希.zone") == ["B.ring"] and _alt(r, "美希.damage") == [0]
    assert {"7.1.5.3", "4.14.1"} <= set(r.outcome["depends_on_reading"])


def test_the_attacker_still_in_the_ring_raises_no_point() -> None:
    """The surprise not revealed: 千早 itself deals its 1000 — no reading point."""
    r = resolve(loads(ATTACKER_LEFT % ("", "", SURPRISE, "no")))
    assert r.outcome["state"] == {"美希.zone": "B.ring", "美希.damage": 1000}
    assert not r.alternates and not _amb(r)


def test_a_partner_attacker_replaced_before_the_resolution_runs_both_readings() -> None:
    """7.1.5.2 retires 「パートナーアタックされたカード」 whatever the damage (the engine's reading)
    and says nothing of the attacking card; 4.14.1: it left the ring, the other reading retires
    nothing — and the damage step then reads 7.1.5.3 / 4.14.1 too (代役 3000 ≥ 3000, or none)."""
    src = ATTACKER_LEFT % (
        ", partner_name: 春香, partner_title: アイドル",
        ", title: アイドル",
        SURPRISE,
        "yes",
    )
    r = resolve(loads(src))
    assert r.outcome["state"]["美希.zone"] == "B.retire"
    assert "B.ring" in _alt(r, "美希.zone")
    assert {"7.1.5.2", "4.14.1"} <= set(r.outcome["depends_on_reading"])
    # the partner attacker staying: 7.1.5.2 alone, no point
    r = resolve(loads(src.replace("choose: yes", "choose: no")))
    assert r.outcome["state"]["美希.zone"] == "B.retire"
    assert not r.alternates and not _amb(r)


# ------------------------------------------ ring_card_unchosen: 8.9.1.6 against 8.9.1.5 / 3.1.3

RING_BOOST = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 新入り, level: 1, ap: 1000, dp: 2000}, 6]
    ring: {name: 千早, level: 2, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]%sのリングのカードを+2000/+0。"}
      center: {name: 亜美, ap: 1000, dp: 1000, text: "[ベンチ][このカードを控え室に置く]あなたは%sのリングのカードを選び、%sの控え室に置く。"}
  B: {deck: [{name: 控え, level: 1, ap: 1000, dp: 2000}, 6], ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}%s]
ask: [%s]
"""


def test_a_ring_boost_without_choosing_runs_both_readings() -> None:
    """「あなたのリングのカードを+2000/+0」 names a card without 選び: 8.9.1.5 covers only 「～選び」
    effects, 8.9.1.6 effects on a player, a rule or a zone. The ring card replaced after it: the
    new one gets +2000 (an effect on the ring, the engine's reading) or not (an effect on the
    card that was there, ended by its move, 3.1.3)."""
    r = resolve(
        loads(RING_BOOST % ("あなた", "自分", "自分", ", {do: use, card: 亜美}", "新入り.ap"))
    )
    assert r.outcome["state"] == {"新入り.ap": 3000}
    assert _alt(r, "新入り.ap") == [1000]
    assert {"8.9.1.6", "8.9.1.5", "3.1.3"} <= set(r.outcome["depends_on_reading"])


def test_the_opponents_ring_lowered_without_choosing_runs_both_readings() -> None:
    """The same on the opponent's ring: 「相手のリングのカードを+2000/+0」, 美希 replaced by 控え."""
    r = resolve(loads(RING_BOOST % ("相手", "相手", "相手", ", {do: use, card: 亜美}", "控え.ap")))
    assert r.outcome["state"] == {"控え.ap": 3000}
    assert _alt(r, "控え.ap") == [1000]


def test_a_ring_boost_on_the_card_that_stays_raises_no_point() -> None:
    """No card moves into the ring after it: both readings give 千早 4000 — the point is silent."""
    r = resolve(loads(RING_BOOST % ("あなた", "自分", "自分", "", "千早.ap")))
    assert r.outcome["state"] == {"千早.ap": 4000}
    assert r.outcome.get("regardless_of_reading") is True
    assert "depends_on_reading" not in r.outcome and not _amb(r)


# ------------------------------------------ never_offered: a cancel with nothing to choose (12.1.1)

CANCEL = """\
game: vs
title: t
turn: {player: A, number: 4%s}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000%s}}
  B:
    deck: 10
    hand: [{name: 真, level: 1, ap: 1000, dp: 1000, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - %s
choices:
  - {player: B, at: cancel, choose: 真, allowed: false}
ask: [真.zone]
"""


def test_a_cancel_asserted_not_offered_with_no_opposing_technique_cites_12_1_1() -> None:
    """12.1.1 「相手の能力が解決領域に置かれている時、それを無効化する事ができる能力を1つ選ぶ事が
    できるなら、コストを支払うことができます」, 8.5.1.3.1: no technique of A is ever in the resolution
    zone, so B's cancel 真 is never offered — the ruling says why (the assertion holds)."""
    r = resolve(loads(CANCEL % ("", "", "{do: attack, support: 春香}")))
    assert r.outcome["state"] == {"真.zone": "B.hand"}
    assert {"12.1.1", "8.5.1.3.1"} <= set(r.decided_by)
    said = [s.en for s in r.main.trace.steps if "was ever in the resolution zone" in s.en]
    assert len(said) == 1 and "真" in said[0]


def test_a_cancel_whose_window_opened_is_not_explained_again() -> None:
    """A uses a technique (in the resolution zone): the cancel window opens, 真 is offered — the
    assertion fails, and the hook adds no statement that no ability was there."""
    from ruling.resolve import check_expect

    src = CANCEL % (
        ", phase: ability",
        ', text: "[ベンチ][このカードをレストする]あなたは1枚引く。"',
        "{do: ability_phase, actions: [{do: use, card: 春香}]}",
    )
    r = resolve(loads(src))
    probs = check_expect(r)
    assert any("among the options" in p for p in probs)
    texts = [s.en for s in r.main.trace.steps]
    assert not any("was ever in the resolution zone" in t for t in texts)
