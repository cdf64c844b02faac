"""vs rules and card-text constructions the round-31 blind set (moved into development as r31_*)
needed (round 31, s27rulesVS), each on a minimal case of its own, with the neighbour that must not
change."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _ability(text: str) -> Any:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    (ab,) = _abilities("vs", text, None)
    return ab


def _run(yaml: str) -> Any:
    r = resolve(loads(yaml, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


# ---------------- 「このカードが（スタンド|レスト）した時」 (4.9.1.1 / 4.9.1.2): this card turned; a card
# already in the state is not turned again (1.3.2.1) and triggers nothing

STAND = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: [{name: 山札1}, 9]
    hand: [{name: 手札1}]
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング][あなたの手札を1枚控え室に置く]%(step)s"}
    bench:
      left: {name: 春香, state: %(state)s, ap: 1000, dp: 1000, text: "[ベンチ]このカードが%(verb)sした時、あなたは1枚引く。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 千早}]
ask: [春香.state, 山札1.zone]
"""


def _stand(step: str, state: str, verb: str = "スタンド") -> Any:
    return _run(STAND % {"step": step, "state": state, "verb": verb})


def test_stand_trigger_compiles() -> None:
    for verb in ("スタンド", "レスト"):
        ab = _ability(f"[ベンチ]このカードが{verb}した時、あなたは1枚引く。")
        assert ab.supported, ab.reason
    assert _ability("[ベンチ]このカードがスタンドした時、あなたは1枚引く。").program.trigger == (
        "self_stands"
    )


def test_a_rested_card_stood_triggers_its_stand_technique() -> None:
    r = _stand("あなたのベンチのカードをすべてスタンドする。", "rest")
    assert r.outcome["state"] == {"春香.state": "stand", "山札1.zone": "A.hand"}
    assert {"4.9.1.1", "8.1.1.2"} <= set(r.decided_by)


def test_a_standing_card_is_not_stood_again_and_does_not_trigger() -> None:
    r = _stand("あなたのベンチのカードをすべてスタンドする。", "stand")
    assert r.outcome["state"] == {"春香.state": "stand", "山札1.zone": "A.deck"}
    assert "1.3.2.1" in r.decided_by


def test_rest_trigger_on_the_rest_of_a_standing_card() -> None:
    r = _stand("あなたのベンチのカードをすべてレストする。", "stand", "レスト")
    assert r.outcome["state"] == {"春香.state": "rest", "山札1.zone": "A.hand"}
    # the neighbour: a rest does not meet 「スタンドした時」
    r = _stand("あなたのベンチのカードをすべてレストする。", "stand", "スタンド")
    assert r.outcome["state"] == {"春香.state": "rest", "山札1.zone": "A.deck"}


# ---------------- 「[このカードを手札に戻す]」: the card itself moved to the hand as the cost (8.5.1.3.2);
# a cancel reading its level reads the card as it was before it moved (3.8.6, 3.8.4)

CANCEL = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: [{name: 山札1}, 9]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, level: %(level)s, ap: 1000, dp: 1000, text: "[ベンチ][このカードを手札に戻す]あなたは1枚引く。"}
  B:
    deck: 10
    hand: [{name: 真, text: "{cancel}[手札][このカードを控え室に置く]相手のレベル2以上のカードの技を1つ選び、キャンセルする。"}]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
choices:
  - {player: B, at: cancel, choose: 真}
ask: [律子.zone, 山札1.zone, 真.zone]
"""


def test_return_this_card_to_the_hand_as_a_cost() -> None:
    ab = _ability("[ベンチ][このカードを手札に戻す]あなたは1枚引く。")
    assert ab.supported, ab.reason
    assert [(o.kind, o.value) for o in ab.program.cost] == [("put", "hand")]


def test_a_cancel_reads_the_level_of_the_card_moved_by_the_cost() -> None:
    r = resolve(loads(CANCEL % {"level": 2}))
    assert r.outcome["state"] == {
        "律子.zone": "A.hand",
        "山札1.zone": "A.deck",
        "真.zone": "B.waiting",
    }
    assert {"3.8.6", "3.8.4", "8.5.1.3.1"} <= set(r.decided_by)


def test_a_level_one_card_moved_by_its_cost_is_not_cancelled() -> None:
    r = resolve(loads(CANCEL % {"level": 1}))
    assert r.outcome["state"] == {
        "律子.zone": "A.hand",
        "山札1.zone": "A.hand",
        "真.zone": "B.hand",
    }


# ---------------- 「このカードを（あなたの）中央ベンチに置く」: that frame of the bench (3.3.3.3), standing
# (4.9.1.4); a surprise card that moved itself out of the surprise zone is not sent to the waiting
# room by 9.7.1

SURPRISE = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench: %(bench)s
    surprise: {name: 真, ap: 1000, dp: 1000, text: "{surprise}[相手のカードがアタックした時]→このカードをあなたの%(frame)sベンチに置く。"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: surprise, choose: "yes"}
ask: [真.zone, 真.state, B.surprise, B.waiting]
"""


def test_put_on_a_named_bench_frame() -> None:
    for frame, pos in (("左", "left"), ("中央", "center"), ("右", "right")):
        ab = _ability(
            f"{{surprise}}[相手のカードがアタックした時]→このカードをあなたの{frame}ベンチに置く。"
        )
        assert ab.supported, ab.reason
        assert ab.program.ops[0].value == f"bench.{pos}"


def test_a_named_bench_frame_only_for_the_put() -> None:
    # 「相手の中央ベンチのカード」 as what is chosen is not read (refused, never read as any bench card)
    assert not _ability("[リング]相手の中央ベンチのカードを1枚選び、レストする。").supported


def test_a_surprise_card_put_on_the_center_bench_stays_there_standing() -> None:
    r = _run(SURPRISE % {"bench": "{}", "frame": "中央"})
    assert r.outcome["state"] == {
        "真.zone": "B.bench.center",
        "真.state": "stand",
        "B.surprise": 0,
        "B.waiting": 0,
    }
    assert {"12.3.1", "9.7.1", "4.9.1.4"} <= set(r.decided_by)


def test_a_surprise_card_put_on_the_left_frame_goes_there() -> None:
    r = _run(SURPRISE % {"bench": "{}", "frame": "左"})
    assert r.outcome["state"]["真.zone"] == "B.bench.left"


# ---------------- 「このカードがリタイヤ置場に置かれる時、かわりにあなたの手札に戻す」: a replacement (8.10.1)
# whose other event is the return to the master's hand (the card's owner's, 3.1.4)

REPLACED = """\
game: vs
title: t
turn: {player: A, number: 4, first_player: B}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: [{name: 雪歩, ap: 1000, dp: 1000}, 9]
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 2000, text: "[リング]このカードがリタイヤ置場に置かれる時、かわりに%(to)s。"}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, B.ring]
"""


def test_replacement_returns_the_card_to_the_hand() -> None:
    for to in ("あなたの手札に戻す", "手札に戻す", "手札に置く"):
        r = _run(REPLACED % {"to": to})
        assert r.outcome["state"] == {"美希.zone": "B.hand", "B.ring": ["雪歩"]}, to
        assert {"8.10.1", "8.10.1.1", "7.1.5.4", "9.6.1"} <= set(r.decided_by)


def test_replacement_returning_to_the_opponents_hand_is_refused() -> None:
    assert not _ability(
        "[リング]このカードがリタイヤ置場に置かれる時、かわりに相手の手札に戻す。"
    ).supported


# ---------------- 「このカードが相手の技によって（リタイヤ置場|控え室）に置かれた時」: only a move an effect
# of the opponent's technique made (4.15.2); a rule process has no source (4.15.3)

BY_TECHNIQUE = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    energy: [{state: stand}]
    hand: [{name: 律子, level: 1, ap: 1000, dp: 1000, text: "%(text)s"}]
    ring: {name: 千早, ap: 2000, dp: 2000}
  B:
    deck: [{name: 雪歩, ap: 1000, dp: 5000}, {name: 山札B2}, 8]
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000, text: "[リング]このカードが%(whose)s技によってリタイヤ置場に置かれた時、あなたは1枚引く。"}
actions:
  - do: chara_phase
    actions: [{do: play, card: 律子, to: left}]
ask: [美希.zone, 山札B2.zone]
"""


def _by(text: str, whose: str = "相手の") -> Any:
    return _run(BY_TECHNIQUE % {"text": text, "whose": whose})


def test_by_technique_trigger_compiles() -> None:
    ab = _ability("[リング]このカードが相手の技によってリタイヤ置場に置かれた時、あなたは2枚引く。")
    assert ab.supported, ab.reason
    assert (ab.program.trigger, ab.program.trigger_by) == ("self_retired", "opponent")


def test_a_retire_by_the_rule_process_is_not_by_a_technique() -> None:
    r = _by("[ベンチ]相手のリングのカードを-0/-3000。")
    assert r.outcome["state"] == {"美希.zone": "B.retire", "山札B2.zone": "B.deck"}
    assert {"4.15.2", "4.15.3", "9.3.1"} <= set(r.decided_by)


def test_a_retire_by_the_opponents_technique_triggers() -> None:
    text = "[ベンチ]このカードがプレイされた時、相手のリングのカードを1枚選び、リタイヤ置場に置く。"
    r = _by(text)
    assert r.outcome["state"]["美希.zone"] == "B.retire"
    # 雪歩 refills the ring; B draws the next card
    assert r.outcome["state"]["山札B2.zone"] == "B.hand"
    # the neighbour: 「あなたの技によって」 (B's own) is not met by A's technique
    r = _by(text, "あなたの")
    assert r.outcome["state"]["山札B2.zone"] == "B.deck"


# ---------------- 「…の攻撃力を半分にする / N倍にする」: a multiplication, applied after the additions and
# subtractions whenever the value is read (8.9.1.8)

HALVED = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000%(ring_text)s}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードを+%(plus)s/+0。"}
      right: {name: 律子, ap: 1000, dp: 1000}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 5000}
    surprise: {name: 真, ap: 1000, dp: 1000, text: "{surprise}[相手のカードがアタックした時]→%(surprise)s"}
actions:
  - {do: attack, support: 律子}
choices:
  - {player: B, at: surprise, choose: "yes"}
ask: [千早.ap, 美希.damage]
"""


def _halved(surprise: str, plus: int = 1000, ring_text: str = "") -> Any:
    return _run(
        HALVED
        % {
            "surprise": surprise,
            "plus": plus,
            "ring_text": f', text: "{ring_text}"' if ring_text else "",
        }
    )


def test_halving_compiles_as_a_multiplication() -> None:
    ab = _ability(
        "{surprise}[相手のカードがアタックした時]→相手のリングのカードの攻撃力を半分にする。"
    )
    assert ab.supported, ab.reason
    assert (ab.program.ops[0].times, ab.program.ops[0].set_values) == ((1, 2), ("ap",))
    # a continuous one keeps the value multiplied while in force (since round 46, 8.9.1.8,
    # test_vs_r46_continuous_multiply.py)
    cont = _ability("[リング]相手のリングのカードの攻撃力を半分にする。")
    assert cont.supported and cont.program.ops[0].times == (1, 2)


def test_halving_is_applied_after_the_addition() -> None:
    r = _halved("相手のリングのカードの攻撃力を半分にする。")
    assert r.outcome["state"] == {"千早.ap": 1500, "美希.damage": 1500}
    assert "8.9.1.8" in r.decided_by
    # the neighbour with no addition: half of 2000
    r = _halved("相手のリングのカードの攻撃力を半分にする。", plus=0)
    assert r.outcome["state"] == {"千早.ap": 1000, "美希.damage": 1000}


def test_doubling_this_cards_value_after_the_addition() -> None:
    r = _halved(
        "このカードをあなたの中央ベンチに置く。",
        ring_text="[リング]このカードがアタックした時、このカードの攻撃力を2倍にする。",
    )
    assert r.outcome["state"] == {"千早.ap": 6000, "美希.damage": 6000}


# ---------------- 「次に<事象>した時、…」: a delayed trigger waiting for the next such event, met once (8.6.8)

NEXT_ATTACK = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: [{name: 山札1}, {name: 山札2}, 8]
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]次に%(event)s時、あなたは1枚引く。"}
      center: {name: 春香, ap: 1000, dp: 1000}
      right: {name: 雪歩, ap: 1000, dp: 1000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 5000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
%(attacks)s
ask: [山札1.zone, 山札2.zone]
"""


def _next(event: str, attacks: int) -> Any:
    lines = "\n".join(f"  - {{do: attack, support: {n}}}" for n in ("春香", "雪歩")[:attacks])
    return _run(NEXT_ATTACK % {"event": event, "attacks": lines})


def test_next_event_delayed_trigger_compiles() -> None:
    ab = _ability(
        "[ベンチ][このカードをレストする]次にあなたのリングのカードがアタックした時、あなたは1枚引く。"
    )
    assert ab.supported, ab.reason
    (op,) = ab.program.ops
    assert (op.kind, op.value[0]) == ("delay", "your_attacks")
    # an event of this card's own is not waited for (its card may be another object by then)
    assert not _ability(
        "[ベンチ][このカードをレストする]次にこのカードがスタンドした時、あなたは1枚引く。"
    ).supported


def test_next_attack_delayed_trigger_triggers_once_in_two_attacks() -> None:
    r = _next("あなたのリングのカードがアタックした", 2)
    assert r.outcome["state"] == {"山札1.zone": "A.hand", "山札2.zone": "A.deck"}
    assert "8.6.8" in r.decided_by


def test_next_attack_delayed_trigger_waits_while_no_attack_comes() -> None:
    r = _next("あなたのリングのカードがアタックした", 0)
    assert r.outcome["state"] == {"山札1.zone": "A.deck", "山札2.zone": "A.deck"}
    # the neighbour: the opponent's attack is not the event it waits for
    r = _next("相手のリングのカードがアタックした", 2)
    assert r.outcome["state"] == {"山札1.zone": "A.deck", "山札2.zone": "A.deck"}


# ---------------- cited where the engine acts: 3.2.3 (several deck cards moved one by one), 9.2.3 (read at
# the renewal: the waiting room holds cards), 8.1.1.1.3 (only a cancel has a timing of its own)

MILL = """\
game: vs
title: t
turn: {player: A, number: 6, phase: ability}
players:
  A:
    deck: %(deck)s
    waiting: [{name: 控え1}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたは自分の山札を上から3枚、自分の控え室に置く。"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [A.deck, A.waiting, A.retire]
"""


def test_three_deck_cards_moved_one_by_one_the_missing_one_not_done() -> None:
    r = _run(MILL % {"deck": 2})
    # two moved, the third cannot be (1.3.2); renewed at the check timing: 3 cards, one retired
    assert r.outcome["state"] == {"A.deck": 2, "A.waiting": 0, "A.retire": 1}
    assert {"3.2.3", "1.3.2", "9.1.1", "9.8.1", "9.2.3"} <= set(r.decided_by)
    # the neighbour with cards enough: no renewal
    r = _run(MILL % {"deck": 10})
    assert r.outcome["state"] == {"A.deck": 7, "A.waiting": 4, "A.retire": 0}
    assert "9.2.3" not in r.decided_by


def test_an_activated_technique_in_the_attack_phase_is_refused_citing_the_cancel_exception() -> (
    None
):
    yaml = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000}
      right: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたのリングのカードを+1000/+0。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: attack
    support: 春香
    after_support:
      - {do: use, card: 律子, allowed: false}
ask: [美希.damage]
"""
    r = _run(yaml)
    assert r.outcome["state"] == {"美希.damage": 2000}
    assert {"6.6.1.2", "8.1.1.1.3"} <= set(r.decided_by)


# ---------------- several 「アタックのダメージはaになる」 on one attack (8.2.1.3.3): the master of the card dealt
# the damage orders them (8.10.2, 8.10.2.1), each applied once (8.10.2.3) — the last one's value stands

TWO_DAMAGES = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードのアタックのダメージは3000になる。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 5000}
    surprise: {name: 真, ap: 1000, dp: 1000, text: "{surprise}[相手のカードがアタックした時]→このアタックのダメージは%(n)sになる。"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: surprise, choose: "yes"}
  - {player: B, at: replacement, choose: "%(first)s"}
ask: [美希.damage]
"""


def test_the_defender_orders_two_damage_replacements_the_last_applied_stands() -> None:
    a = "[リング]このカードのアタックのダメージは3000になる。"
    r = _run(TWO_DAMAGES % {"n": 0, "first": a})
    assert r.outcome["state"] == {"美希.damage": 0}
    assert {"8.10.2", "8.10.2.1", "8.10.2.3", "8.2.1.3.3"} <= set(r.decided_by)
    # the other order: its own first, A's last — 3000
    r = _run(TWO_DAMAGES % {"n": 0, "first": "真"})
    assert r.outcome["state"] == {"美希.damage": 3000}


def test_two_damage_replacements_of_one_value_ask_no_order() -> None:
    r = _run(TWO_DAMAGES % {"n": 3000, "first": "真"})
    assert r.outcome["state"] == {"美希.damage": 3000}
    assert "8.10.2" not in r.decided_by


# ---------------- 8.9.1.4 「それが使用された時点」 for two 「…にする」 on one value whose techniques were put in
# the resolution zone in one order and resolved in the other: resolved (8.12.1, the engine's) or put in
# the zone (8.1.1.3.2) — the point technique_used_time, both readings run

USED_TIME = """\
game: vs
title: t
turn: {player: A, number: 4, phase: attack}
players:
  A:
    deck: [{name: 山札1}, 9]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000}
      right: {name: 伊織, ap: 1000, dp: 1000, text: "[ベンチ]あなたが技を使った時、あなたのリングのカードの攻撃力を3000にする。この技は1ターンに1回まで使える。"}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 5000, text: "[リング]このカードがアタックされた時、相手のリングのカードの攻撃力を%(b)sにする。"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: A, at: pending_order, choose: 千早}
ask: [美希.damage]
"""


def _points(r: Any) -> list[tuple[str, ...]]:
    from ruling.resolve import raised_points

    return [tuple(cl) for cl, _both in raised_points(r)]


def test_two_sets_triggered_and_resolved_in_different_orders_raise_the_point() -> None:
    r = _run(USED_TIME % {"b": 1000})
    # the engine's reading: 美希's set resolved last — AP 1000
    assert r.outcome["state"] == {"美希.damage": 1000}
    assert ("8.9.1.4", "8.12.1", "8.1.1.3.2") in _points(r)
    other = {lf.outcome["state"]["美希.damage"] for lf in r.alternates}
    assert 3000 in other  # 伊織's set, triggered later: AP 3000


def test_two_sets_of_one_value_give_it_under_either_reading() -> None:
    # the neighbour: 美希 sets 3000 too — whatever the order, 3000; still two sets, but each reading
    # is run only where they differ: the point is raised, both readings agree
    r = _run(USED_TIME % {"b": 3000})
    assert r.outcome["state"] == {"美希.damage": 3000}


# ---------------- 8.6.5: an automatic technique's 「～を選ぶ」 with nothing to choose — nothing happens (cited
# with 8.6.11.1.3); an activated one's is 8.5.4.1.3 only

NOTHING_TO_CHOOSE = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: %(hand)s
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは自分の手札を1枚選び、自分の控え室に置く。"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 律子}
ask: [A.hand, A.waiting]
"""


def test_an_automatic_choice_with_nothing_to_choose_does_nothing() -> None:
    r = _run(NOTHING_TO_CHOOSE % {"hand": 0})
    assert r.outcome["state"] == {"A.hand": 0, "A.waiting": 0}
    assert {"8.6.5", "8.6.11.1.3"} <= set(r.decided_by)
    r = _run(NOTHING_TO_CHOOSE % {"hand": "[{name: 手札1}]"})
    assert r.outcome["state"] == {"A.hand": 0, "A.waiting": 1}
