"""vs rules and card-text constructions the round-32 blind set (moved into development as r32_*)
needed (round 32, s28rulesVS), each on a minimal case of its own, with the neighbour that must not
change."""

from __future__ import annotations

from typing import Any

import pytest

from ruling.resolve import resolve
from ruling.scenario import ScenarioError, loads


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


# ---------------- a choice that may be left empty answers 「none」 (8.6.11.1.1 「まで」, 8.6.11.2 a hidden
# zone's cards by their information): the count choice before the card choice takes it as 0

CHOOSE = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    %(zone)s: [{name: 雪歩, level: 2, ap: 1000, dp: 2000}]
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは自分の%(where)sのレベル2のカードを1枚%(upto)s選び、%(put)s。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: A, at: choose_card, choose: %(pick)s}
ask: [雪歩.zone]
"""


def _choose(zone: str, where: str, pick: str, upto: str = "") -> Any:
    put = "控え室に置く" if zone == "hand" else "手札に加える"
    return _run(CHOOSE % {"zone": zone, "where": where, "pick": pick, "upto": upto, "put": put})


def test_none_answers_a_hidden_zone_choice_by_information() -> None:
    # 手札 (hidden, 3.7.2) by level: none may be chosen (8.6.11.2)
    r = _choose("hand", "手札", "none")
    assert r.outcome["state"] == {"雪歩.zone": "A.hand"}
    assert "8.6.11.2" in r.decided_by


def test_none_answers_an_up_to_choice() -> None:
    # 「1枚まで選び」 in the waiting room (public): 0 may be chosen (8.6.11.1.1)
    r = _choose("waiting", "控え室", "none", "まで")
    assert r.outcome["state"] == {"雪歩.zone": "A.waiting"}
    assert "8.6.11.1.1" in r.decided_by
    # the neighbour: the card named is taken as before
    r = _choose("waiting", "控え室", "雪歩", "まで")
    assert r.outcome["state"] == {"雪歩.zone": "A.hand"}


def test_none_is_refused_where_a_card_must_be_chosen() -> None:
    # the waiting room is public and the number fixed: the card must be chosen (8.6.11.1)
    with pytest.raises(ScenarioError, match="none of the options"):
        _choose("waiting", "控え室", "none")


# ---------------- a look whose later steps read none of the cards looked at (4.11.2: a look moves
# nothing): 「山札を上から2枚見る。その後、あなたは1枚引く。」 draws the same top card

ATTACK = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: [{name: 雪歩, level: %(level)s, ap: 1000, dp: 2000}, {name: 亜美, level: 0}, 8]
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、%(text)s"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
ask: [雪歩.zone, 亜美.zone, A.deck]
"""


def _attack(text: str, level: int = 1) -> Any:
    return _run(ATTACK % {"text": text, "level": level})


def test_a_look_then_a_draw_draws_the_top_card() -> None:
    assert _ability(
        "[リング]このカードがアタックした時、あなたは山札を上から2枚見る。その後、あなたは1枚引く。"
    ).supported
    r = _attack("あなたは山札を上から2枚見る。その後、あなたは1枚引く。")
    assert r.outcome["state"] == {"雪歩.zone": "A.hand", "亜美.zone": "A.deck", "A.deck": 9}
    assert {"4.11.2", "4.10.2"} <= set(r.decided_by)


def test_a_look_then_a_step_on_the_cards_looked_at_is_still_refused() -> None:
    # the neighbour: 「そのカード」 after a look of 2 is not read (which of them?)
    ab = _ability(
        "[リング]このカードがアタックした時、あなたは山札を上から2枚見る。そのカードを手札に加える。"
    )
    assert not ab.supported


# ---------------- 「山札の上から1枚を控え室に置く。そのカードのレベルがN以上なら、…」: the card just put,
# read in the public zone it was put in (8.7.1.1), as the step is reached (8.6.5)

PUT_TOP = "あなたは山札の上から1枚を控え室に置く。そのカードのレベルが2以上なら、あなたは1枚引く。"


def test_the_card_put_from_the_deck_is_read_where_it_was_put() -> None:
    r = _attack(PUT_TOP, level=2)
    assert r.outcome["state"] == {"雪歩.zone": "A.waiting", "亜美.zone": "A.hand", "A.deck": 8}
    assert {"8.7.1.1", "8.6.5", "2.2.1"} <= set(r.decided_by)
    # the neighbour: a level below the bound, no draw
    r = _attack(PUT_TOP, level=1)
    assert r.outcome["state"] == {"雪歩.zone": "A.waiting", "亜美.zone": "A.deck", "A.deck": 9}


# ---------------- 「相手は、相手のリタイヤと同じ枚数引く」: as many as the cards named, counted as the step
# is done (8.1.1.5); none of them: no draw at all (4.10.3, 1.3.2.2)

DRAW_AS_MANY = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、相手は、相手のリタイヤと同じ枚数引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, hand: 0, retire: %(retired)s, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
ask: [B.hand]
"""


def test_draw_as_many_as_the_retired_cards() -> None:
    r = _run(DRAW_AS_MANY % {"retired": 2})
    assert r.outcome["state"] == {"B.hand": 2}
    r = _run(DRAW_AS_MANY % {"retired": 0})
    assert r.outcome["state"] == {"B.hand": 0}
    assert {"4.10.3", "1.3.2.2"} <= set(r.decided_by)
    # 「…の枚数と同じ枚数」 reads the same
    assert _ability(
        "[リング]このカードがアタックした時、あなたは、あなたの手札の枚数と同じ枚数引く。"
    ).supported


# ---------------- 「あなたの空いているベンチ1つにつき」: the frames holding no card (3.3.3.5); a rested
# supporter still fills its frame

EMPTY_FRAMES = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]あなたの空いているベンチ1つにつき、このカードを+1000/+0。"}
    bench: {%(bench)s}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
ask: [千早.ap]
"""


def test_a_bonus_per_empty_bench_frame() -> None:
    r = _run(EMPTY_FRAMES % {"bench": "left: {name: 春香, state: rest, ap: 1000, dp: 1000}"})
    assert r.outcome["state"] == {"千早.ap": 3000}
    assert {"3.3.3.5", "8.1.1.4"} <= set(r.decided_by)
    full = ", ".join(
        f"{f}: {{name: 春香{i}, ap: 1000, dp: 1000}}"
        for i, f in enumerate(("left", "center", "right"))
    )
    r = _run(EMPTY_FRAMES % {"bench": full})
    assert r.outcome["state"] == {"千早.ap": 1000}


# ---------------- 「このアタックはパートナーアタックになる」 (7.1.3.2.3): the attack becomes one as the
# technique resolves; the resolution step retires the card attacked (7.1.5.2), and in the first
# player's first turn it is a normal attack again (7.1.5.1.2)

MADE_PARTNER = """\
game: vs
title: t
turn: {player: A, number: %(turn)s, first_player: A}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、このアタックはパートナーアタック%(verb)s。"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000}}
  B: {deck: 10, hand: 0, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 律子}
ask: [美希.zone]
"""


def _made(turn: int, verb: str = "になる") -> Any:
    return _run(MADE_PARTNER % {"turn": turn, "verb": verb})


def test_a_technique_makes_the_attack_a_partner_attack() -> None:
    r = _made(4)
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert {"7.1.3.2.3", "7.1.5.2"} <= set(r.decided_by)


def test_a_technique_made_partner_attack_is_normal_in_the_first_turn() -> None:
    r = _made(1)
    assert r.outcome["state"] == {"美希.zone": "B.ring"}
    assert "7.1.5.1.2" in r.decided_by


def test_the_negative_still_reads_as_before() -> None:
    r = _made(4, "にならない")
    assert r.outcome["state"] == {"美希.zone": "B.ring"}


def test_a_public_zone_choice_by_information_cites_the_zone_public() -> None:
    # 3.6.2: the waiting room is public — why 8.6.11.2 does not let the card be left unchosen
    r = _choose("waiting", "控え室", "雪歩")
    assert r.outcome["state"] == {"雪歩.zone": "A.hand"}
    assert {"8.6.11.1", "3.6.2"} <= set(r.decided_by)


# ---------------- 「称号に“X”を含む」 looks for X in each title apart (2.3.2.1), never across two

TITLES = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、相手のリングのカードの称号に“%(text)s”を含むなら、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, title: 姉/妹, ap: 2000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""


def test_a_text_is_not_found_across_two_titles() -> None:
    r = _run(TITLES % {"text": "姉妹"})
    assert r.outcome["state"] == {"A.hand": 0}
    assert {"2.3.2.1", "2.14.7"} <= set(r.decided_by)
    r = _run(TITLES % {"text": "妹"})  # the neighbour: in one of them
    assert r.outcome["state"] == {"A.hand": 1}


# ---------------- a cancel of 「相手の《X》の技」 choosing a technique that holds X only as added (2.15.2)

ADDED = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: [{name: 真, text: "{cancel}[手札][このカードを控え室に置く]相手の《素敵》の技を1つ選び、キャンセルする。"}]
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%(grant)s"}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: cancel, choose: 真}
ask: [A.hand]
"""


def test_a_cancel_chooses_a_technique_by_an_added_attribute() -> None:
    grant = "[リング]すべてのプレイヤーの、フィールドとリタイヤ置場の、技は追加で《素敵》になる。"
    r = _run(ADDED % {"grant": grant})
    assert r.outcome["state"] == {"A.hand": 0}
    assert {"2.15.1", "2.15.2", "8.5.1.3.1"} <= set(r.decided_by)


# ---------------- citation mechanisms: a technique working from outside the field cites its area
# (2.14.4); 「相手の技によって」 met cites the effect's source (4.15.2); an energy card stood by an
# instruction cites 3.4.3


def test_a_waiting_room_technique_cites_its_area() -> None:
    r = _run("""\
game: vs
title: t
turn: {player: B, number: 5}
players:
  A:
    deck: [{name: 伊織, ap: 1000, dp: 1000}, 9]
    hand: 0
    waiting: [{name: 小鳥, text: "[控え室]あなたのリングのカードがリタイヤ置場に置かれた時、あなたは1枚引く。"}]
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 3000, dp: 3000}, bench: {left: {name: 響, ap: 1000, dp: 1000}}}
actions:
  - {do: attack, support: 響}
ask: [A.hand]
""")
    assert r.outcome["state"] == {"A.hand": 1}
    assert {"2.14.4", "8.1.1.2.1"} <= set(r.decided_by)


def test_a_move_by_the_opponents_technique_cites_its_source() -> None:
    r = _run("""\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング]このカードがアタックした時、相手のリングのカードを選び、相手のリタイヤ置場に置く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    ring: {name: 美希, ap: 2000, dp: 3000, text: "[リング]このカードが相手の技によってリタイヤ置場に置かれた時、あなたは2枚引く。"}
actions:
  - {do: attack, support: 春香}
ask: [B.hand]
""")
    assert r.outcome["state"] == {"B.hand": 2}
    assert "4.15.2" in r.decided_by


def test_an_energy_stood_by_an_instruction_cites_3_4_3() -> None:
    r = _run("""\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand:
      - {name: 律子, level: 1, ap: 1000, dp: 1000, text: "[ベンチ]このカードがプレイされた時、あなたのエネルギーを1枚選び、スタンドする。"}
      - {name: 雪歩, level: 1, ap: 1000, dp: 1000}
    energy: [{state: stand, uid: E1}]
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: chara_phase
    actions:
      - {do: play, card: 律子, to: left}
      - {do: play, card: 雪歩, to: right}
ask: [雪歩.zone, E1.state]
""")
    assert r.outcome["state"] == {"雪歩.zone": "A.bench.right", "E1.state": "rest"}
    assert "3.4.3" in r.decided_by


# ---------------- 「すべてのプレイヤーはゲームに敗北する」: every player loses at once in the effect's
# processing (1.2.5): a draw (1.2.3), nothing after it done

LOSE = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%(who)sはゲームに敗北する。その後、あなたは1枚引く。"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
"""


def test_every_player_loses_at_once_a_draw() -> None:
    r = _run(LOSE % {"who": "すべてのプレイヤー"})
    assert r.outcome.get("draw") is True
    assert {"1.2.5", "1.2.3"} <= set(r.decided_by)
    r = _run(LOSE % {"who": "相手"})  # the neighbour: one player, 「ゲームに」 read as this game
    assert r.outcome.get("winner") == "A" or r.outcome.get("losers") == ["B"], r.outcome


# ---------------- 『X』 names a card's name (2.1.1.1) as well as its work (2.9.1): the rules print both
# in the same brackets

NAMED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    waiting: [{name: %(name)s, ap: 1000, dp: 1000, work: %(work)s}]
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]あなたの控え室の『春香』を1枚選び、手札に加える。"}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [%(name)s.zone]
"""


def test_a_bracketed_name_finds_the_card_so_named() -> None:
    r = _run(NAMED % {"name": "春香", "work": "アイドル"})
    assert r.outcome["state"] == {"春香.zone": "A.hand"}
    # the neighbour: a card of the work 春香 (2.9.1) is found as before; another name and work not
    r = _run(NAMED % {"name": "亜美", "work": "春香"})
    assert r.outcome["state"] == {"亜美.zone": "A.hand"}
    r = _run(NAMED % {"name": "亜美", "work": "アイドル"})
    assert r.outcome["state"] == {"亜美.zone": "A.waiting"}
