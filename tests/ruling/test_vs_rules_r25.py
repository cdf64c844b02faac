"""vs rules and constructions found by the round-24 blind set moved into development (round 24,
s20rulesB), each on a minimal case of its own, with neighbours."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads

# ---------------- 「[リング]このカードはサポートされない。」 (7.1.3.1.1: 「サポートされないとある
# 時には対戦相手が「サポートする」ことができません」): while the card is in the ring (8.1.1.4) its
# owner's opponent may not support, so makes no attack (the attack is made by the support, 7.1.3.2)

NOT_SUPPORTED = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 5000, dp: 2000%s}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000%s}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000%s}}
actions:
  - {do: attack, support: 春香}
ask: [春香.state, 美希.damage]
"""
TEXT = ', text: "[リング]このカードはサポートされない。"'


def test_not_supported_on_the_defending_ring_card_refuses_the_support() -> None:
    r = resolve(loads(NOT_SUPPORTED % ("", TEXT, "")))
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"] == {"春香.state": "stand", "美希.damage": 0}
    assert {"7.1.3.1.1", "7.1.3.1", "8.1.1.4", "1.3.3"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


@pytest.mark.parametrize("where", ["attacker", "bench"])
def test_not_supported_elsewhere_does_not_stop_the_attack(where: str) -> None:
    """Neighbours: on the attacker's own ring card it binds its opponent B, not A; on a bench
    card it is outside its [領域] and generates nothing (8.1.1.4) — A attacks."""
    args = (TEXT, "", "") if where == "attacker" else ("", "", TEXT)
    r = resolve(loads(NOT_SUPPORTED % args))
    assert not r.outcome.get("rejected")
    assert r.outcome["state"]["春香.state"] == "rest"
    assert r.outcome["state"]["美希.damage"] == 5000
    assert "7.1.3.1.1" not in r.decided_by


# ---------------- 「（あなた|相手）がパートナーブロックした時」 (7.1.4.3: 「パートナーブロックを行なった
# ことによる誘発条件が発生し、使用されます」): the partner block made (7.1.4.2) triggers the blocker's
# 「あなたが…」 and the attacker's 「相手が…」; no partner block, nothing triggers

BLOCK = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: [{name: A山1}, {name: A山2}]
    ring: {name: 千早, ap: 5000, dp: 2000%s}
    bench: {left: {name: 律子, ap: 1000, dp: 1000}}
  B:
    deck: [{name: B山1}, {name: B山2}]
    hand: [{name: 伊織, title: お嬢様, ap: 1000, dp: 1000}]
    ring: {name: 美希, ap: 2000, dp: 3000, partner_name: 伊織, partner_title: お嬢様%s}
actions:
  - {do: attack, support: 律子, partner_block: %s}
ask: [A.hand, B.hand, 美希.damage]
"""
MINE = ', text: "[リング]あなたがパートナーブロックした時、あなたは1枚引く。"'
THEIRS = ', text: "[リング]相手がパートナーブロックした時、あなたは1枚引く。"'


@pytest.mark.parametrize(("a", "b", "drawer"), [("", MINE, "B"), (THEIRS, "", "A")])
def test_a_partner_block_triggers_the_players_when_partner_blocked(
    a: str, b: str, drawer: str
) -> None:
    r = resolve(loads(BLOCK % (a, b, "伊織")))
    s = r.outcome["state"]
    assert s["美希.damage"] == 0
    # the blocker's partner left the hand (7.1.4.2); only the drawer's hand holds a card
    assert (s["A.hand"], s["B.hand"]) == ((0, 1) if drawer == "B" else (1, 0))
    assert {"7.1.4.3", "7.1.4.2"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


@pytest.mark.parametrize(("a", "b"), [("", MINE), (THEIRS, "")])
def test_no_partner_block_triggers_nothing(a: str, b: str) -> None:
    """Neighbour: B does not partner-block: the attack deals its damage and nobody draws."""
    r = resolve(loads(BLOCK % (a, b, "no")))
    s = r.outcome["state"]
    assert s["美希.damage"] == 5000
    assert (s["A.hand"], s["B.hand"]) == (0, 1)  # 伊織 stays in B's hand
    assert "7.1.4.3" not in r.decided_by


# ---------------- a surprise's [condition] met by an event other than the attack (12.3.1, 2.14.6,
# 8.1.1.2.2): 「[相手が技を使った時]→」 — the technique resolved (8.12.2) — lets its owner turn the
# card face up and resolve its technique; the same card of the user itself is not met

USED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: A山1}, {name: A山2}]
    energy: [{state: stand, uid: E1}]
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]このカードを+1000/+0。"}
    %s
  B:
    deck: [{name: B山1}, {name: B山2}]
    ring: {name: 美希, ap: 2000, dp: 3000}
    %s
actions:
  - do: ability_phase
    actions: [{do: use, card: 千早}]
choices:
  - {player: %s, at: surprise, choose: yes}
ask: [千早.ap, A.hand, B.hand, A.surprise, B.surprise, 雪歩.zone]
"""
SURPRISE = (
    'surprise: {name: 雪歩, face: down, text: "{surprise}[相手が技を使った時]→あなたは1枚引く。"}'
)


def test_a_surprise_turns_up_when_the_opponent_used_a_technique() -> None:
    r = resolve(loads(USED % ("", SURPRISE, "B")))
    s = r.outcome["state"]
    assert s["千早.ap"] == 3000
    assert (s["B.hand"], s["B.surprise"], s["雪歩.zone"]) == (1, 0, "B.waiting")
    assert {"12.3.1", "8.12.2", "8.1.1.2.2"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


def test_a_surprise_of_the_player_who_used_the_technique_stays_face_down() -> None:
    """Neighbour: A's own surprise names the opponent's technique: A's use does not meet it."""
    r = resolve(loads(USED % (SURPRISE, "", "A")))
    s = r.outcome["state"]
    assert (s["A.hand"], s["A.surprise"], s["雪歩.zone"]) == (0, 1, "A.surprise")
    assert not r.outcome.get("may_depend_on_unsupported")


# ---------------- the partner comparison cites what it reads (2.7.1): a supporter of several titles
# has each treated apart (2.3.2, 2.3.2.1), several partner titles are compared one by one (2.7.2)

TITLES = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 2000, partner_name: 春香, partner_title: %s}
    bench: {left: {name: 春香, title: %s, ap: 1000, dp: 1000}}
  B: {deck: 10, hand: 0, ring: {name: 美希, ap: 2000, dp: 9000}}
actions:
  - {do: attack, support: 春香}
ask: [B.retire]
"""


@pytest.mark.parametrize(
    ("partner_title", "titles", "cited", "not_cited"),
    [
        # round 34: 2.7.2's own example is this case (「…A1/B1 である時、名前が A1 であり A2、称号が B1 であり
        # B2 であるカードはそのカードのパートナーです」): a supporter of several titles is compared one by one too
        ("長女", "リーダー/長女", {"2.7.1", "2.7.2", "2.3.2", "2.3.2.1"}, set()),
        ("リーダー/長女", "長女", {"2.7.1", "2.7.2"}, {"2.3.2"}),
        ("長女", "長女", {"2.7.1"}, {"2.7.2", "2.3.2"}),
    ],
)
def test_a_partner_attack_cites_the_titles_it_compares(
    partner_title: str, titles: str, cited: set[str], not_cited: set[str]
) -> None:
    r = resolve(loads(TITLES % (partner_title, titles)))
    assert r.outcome["state"] == {"B.retire": 1}  # a partner attack retires it (7.1.5.2)
    assert cited <= set(r.decided_by)
    assert not (not_cited & set(r.decided_by))


# ---------------- a delayed trigger 「このターンの終わりに、…」 (8.6.8) triggers at the rules' moment
# 「ターンの終わりに」 (6.8.1.1), and the ruling cites that moment

DELAYED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 山札1}, {name: 山札2}]
    hand: 0
    energy: [{state: stand, uid: E1}]
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]このターンの終わりに、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 千早}]
  - {do: attack}
  - {do: end_phase}
ask: [A.hand, turn.player]
"""


def test_a_delayed_draw_at_the_end_of_the_turn_cites_its_moment() -> None:
    r = resolve(loads(DELAYED))
    assert r.outcome["state"] == {"A.hand": 1, "turn.player": "B"}
    assert {"8.6.8", "6.8.1.1"} <= set(r.decided_by)


# ---------------- a hand limit raised 「そのターン中」 ends at 6.8.1.3; the hand then over the limit
# of the rules (3.7.4.1) starts the end phase over (6.8.1.5) — the end of the raise is a cause

LIMIT = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 7
    ring: {name: 千早, ap: 2000, dp: 2000}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
effects:
  - {target: A, stat: hand_limit, op: param, value: 7, until: %s, source: "手札上限は7枚"}
actions:
  - {do: end_phase}
ask: [A.hand, A.waiting, turn.player]
"""


def test_a_raise_for_the_turn_ending_restarts_the_end_phase_and_cites_its_end() -> None:
    r = resolve(loads(LIMIT % "turn"))
    assert r.outcome["state"] == {"A.hand": 5, "A.waiting": 2, "turn.player": "B"}
    assert {"6.8.1.3", "6.8.1.5", "6.8.1.2"} <= set(r.decided_by)


def test_a_raise_for_the_game_keeps_the_seven_cards() -> None:
    """Neighbour: the raise has no end: 7 cards are within it; nothing starts over."""
    r = resolve(loads(LIMIT % "game"))
    assert r.outcome["state"] == {"A.hand": 7, "A.waiting": 0, "turn.player": "B"}
    assert "6.8.1.5" in r.decided_by or "6.8.1.2" in r.decided_by


# ---------------- 「この技は1ターンに1回まで使える」 and an activation cancelled: not used (8.12.1)
# or the activation is the use (8.1.1.1.2) — the reading cancelled_activation_counts, both run

ONCE = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: [{name: 山札1}, {name: 山札2}]
    hand: 0
    energy: [{state: stand, uid: E1}, {state: stand, uid: E2}]
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]あなたは1枚引く。この技は1ターンに1回まで使える。"}
  B:
    deck: 10
    hand: [{name: 真, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions:
      - {do: use, card: 千早}
      - {do: use, card: 千早}
choices:
  - {player: B, at: cancel, choose: %s}
ask: [A.hand, E2.state]
"""


def test_a_cancelled_once_per_turn_activation_is_a_reading() -> None:
    r = resolve(loads(ONCE % "真"))
    assert r.outcome["state"] == {"A.hand": 1, "E2.state": "rest"}  # 8.12.1: not used
    # (round 27: the non-turn player's cancel also runs 4.6.1.4 as printed, the reading
    # cancel_timing_after_non_turn_player — left aside here)
    assert [
        x["outcome"]["state"] for x in r.outcome["readings"] if "as_printed" not in x["reading"]
    ] == [{"A.hand": 0, "E2.state": "stand"}]
    assert "8.1.1.1.2" in r.outcome["depends_on_reading"]


def test_a_resolved_once_per_turn_technique_is_spent_with_no_reading() -> None:
    """Neighbour: B does not cancel: the first use resolves and the second is refused (8.12.4)."""
    r = resolve(loads(ONCE % "no"))
    assert r.outcome["state"] == {"A.hand": 1, "E2.state": "stand"}
    assert "readings" not in r.outcome
    assert "8.12.4" in r.decided_by


# ---------------- 「あなたの手札の称号に“妹”を含むカードを選び」 (no number: 1.3.5.1 「必ず1枚」)
# against 8.5.4.2 (a hidden zone's cards by their information: none may be chosen) — the
# reading omitted_count_hidden_choice; with a number printed, 8.5.4.2 alone

HIDDEN = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    hand: [{name: 咲耶, title: 妹, ap: 1000, dp: 1000}]
    energy: [{state: stand, uid: E1}]
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]あなたの手札の称号に“妹”を含むカードを%s選び、あなたの控え室に置く。"}
  B: {deck: 10, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - do: ability_phase
    actions: [{do: use, card: 千早}]
choices:
  - {player: A, at: choose_count, choose: 0}
ask: [咲耶.zone]
"""


def test_an_omitted_count_in_a_hidden_zone_choice_is_a_reading() -> None:
    r = resolve(loads(HIDDEN % ""))
    assert r.outcome["state"] == {"咲耶.zone": "A.hand"}  # 8.5.4.2: none chosen
    assert [x["outcome"]["state"] for x in r.outcome["readings"]] == [{"咲耶.zone": "A.waiting"}]
    assert {"8.5.4.2", "1.3.5.1"} <= set(r.outcome["depends_on_reading"])


def test_a_printed_count_in_a_hidden_zone_choice_asks_no_reading() -> None:
    r = resolve(loads(HIDDEN % "1枚"))
    assert r.outcome["state"] == {"咲耶.zone": "A.hand"}
    assert "readings" not in r.outcome
    assert "8.5.4.2" in r.decided_by


# ---------------- 「相手のリングのカードを選び、あなたの控え室に置く」: the zone the text names is not
# the card's owner's — its owner's (3.1.4) or the text's (1.3.1), the reading
# named_zone_of_other_player; the owner's own zone named asks nothing

NAMED = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    energy: [{state: stand, uid: E1}]
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
    ring: {name: 千早, ap: 2000, dp: 2000, text: "[リング][あなたのエネルギーを1枚レストする]%sを選び、あなたの控え室に置く。"}
  B:
    deck: [{name: 真, ap: 1000, dp: 1000}, 5]
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 千早}]
ask: [%s.zone]
"""


def test_an_opponents_card_put_in_your_zone_is_a_reading() -> None:
    r = resolve(loads(NAMED % ("相手のリングのカード", "美希")))
    assert r.outcome["state"] == {"美希.zone": "B.waiting"}  # 3.1.4, the engine's
    # the text's zone (1.3.1), or (round 52) not moved at all, 3.1.4 with 1.3.2
    assert [x["outcome"]["state"] for x in r.outcome["readings"]] == [
        {"美希.zone": "A.waiting"},
        {"美希.zone": "B.ring"},
    ]
    assert {"3.1.4", "1.3.1", "1.3.2"} <= set(r.outcome["depends_on_reading"])


def test_your_card_put_in_your_zone_asks_nothing() -> None:
    r = resolve(loads(NAMED % ("あなたのベンチのカード", "春香")))
    assert r.outcome["state"] == {"春香.zone": "A.waiting"}
    assert "readings" not in r.outcome


# ---------------- round 25 (s21rulesB): the round-25 blind set moved into development ----------
# 6.5.1.2.3 「この移動もプレイにあたります」 / 8.4.1: moving the ring card to a bench is a play, so a
# prohibition of playing (1.3.3) stops it as it stops a play from the hand (ActionDef.counts_as)

RING_TO_BENCH = """\
game: vs
title: t
turn: {player: A, number: 4, phase: chara}
players:
  A:
    deck: 10
    ring: {name: 千早, level: 1, ap: 1000, dp: 2000}
    energy: [{state: stand, uid: E1}]
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000}
%s
actions:
  - do: chara_phase
    actions:
      - {do: move_to_bench, to: left}
ask: [A.ring, A.bench.left, E1.state, A.deck]
"""


def test_play_prohibition_stops_moving_the_ring_card_to_a_bench() -> None:
    eff = 'effects:\n  - {target: A, stat: play, op: prohibit, source: "あなたはカードをプレイできない"}'
    r = resolve(loads(RING_TO_BENCH % eff))
    assert r.outcome.get("rejected") is True
    assert r.outcome["state"] == {
        "A.ring": ["千早"],
        "A.bench.left": [],
        "E1.state": "stand",
        "A.deck": 10,
    }
    assert {"6.5.1.2.3", "8.4.1", "1.3.3"} <= set(r.decided_by)


@pytest.mark.parametrize("stat", [None, "draw"])
def test_ring_to_bench_without_a_play_prohibition_moves(stat: str | None) -> None:
    """Neighbours: no prohibition, or one of another action (drawing): the card moves, the energy
    rests and the top card of the deck goes to the ring."""
    eff = f'effects:\n  - {{target: A, stat: {stat}, op: prohibit, source: "x"}}' if stat else ""
    r = resolve(loads(RING_TO_BENCH % eff))
    assert not r.outcome.get("rejected")
    st = r.outcome["state"]
    assert st["A.bench.left"] == ["千早"] and st["E1.state"] == "rest" and st["A.deck"] == 9
    assert "1.3.3" not in r.decided_by


# 2.15.2 「「～のカードの技は追加で《 》になる」と書かれている場合、全ての技について指定された技属性が
# 追加されます」: the techniques of 「あなたのリングのカード」 (a card named between the zone and 「技」, as
# 「フィールドの、技」) hold the attribute; applied before the value bonus that reads it (8.9.1.2, then
# 8.9.1.3)

GRANT = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 伊織, ap: 1000, dp: 1000, text: "[ベンチ]%sのカードの技は追加で《ヒーロー》になる。"}
      center: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングの《ヒーロー》のカードを+1000/+0。"}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 3000}
    bench: {left: {name: 雪歩, ap: 1000, dp: 1000}}
ask: [千早.ap, 美希.ap]
"""


def test_techniques_of_the_ring_card_take_the_added_attribute() -> None:
    r = resolve(loads(GRANT % "あなたのリング"))
    assert r.outcome["state"] == {"千早.ap": 3000, "美希.ap": 1000}
    assert {"2.15.2", "8.9.1.2", "8.9.1.3"} <= set(r.decided_by)
    assert not r.outcome.get("may_depend_on_unsupported")


@pytest.mark.parametrize("zone", ["あなたのベンチ", "相手のリング"])
def test_added_attribute_of_other_cards_does_not_reach_the_ring_card(zone: str) -> None:
    """Neighbours: the bench cards' techniques, or the opponent's ring card's, take the attribute:
    A's ring card is no 《ヒーロー》 and keeps its AP."""
    r = resolve(loads(GRANT % zone))
    assert r.outcome["state"]["千早.ap"] == 2000
    assert not r.outcome.get("may_depend_on_unsupported")


# 8.12.2 「条件が不適正な誘発や、キャンセルされた能力には誘発しませんが、…解決途中で何も起きなくなった技には
# 誘発します」 with 8.6.5 (a 「なら」 not met: resolved, nothing happens): is a technique whose 「なら」
# failed 「使った」? The undefined 「条件が不適正な誘発」 leaves it open (unsettled point
# failed_condition_technique_used): both readings run, only where a 「技を使った時」 could trigger

FAILED_IF = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    retire: %d
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、相手のリタイヤがあなたより多いなら、あなたは1枚引く。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: 0
    retire: 1
    ring: {name: 美希, ap: 1000, dp: 5000%s}
actions:
  - {do: attack, support: 春香}
ask: [A.hand, B.hand]
"""
USED_TEXT = ', text: "[リング]相手が技を使った時、あなたは1枚引く。"'


def test_a_technique_whose_condition_failed_is_used_under_one_reading() -> None:
    r = resolve(loads(FAILED_IF % (3, USED_TEXT)))
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": 1}  # the engine's reading: used
    assert [x["outcome"]["state"] for x in r.outcome["readings"]] == [{"A.hand": 0, "B.hand": 0}]
    assert {"8.12.2", "8.6.5"} <= set(r.outcome["depends_on_reading"])
    assert {"8.12.2", "8.6.5"} <= set(r.decided_by)


def test_a_technique_whose_condition_holds_is_used_with_no_reading() -> None:
    """Neighbour: A has fewer retire cards than B: the condition holds, A draws, and B's
    「相手が技を使った時」 triggers (8.12.1) — nothing to read."""
    r = resolve(loads(FAILED_IF % (0, USED_TEXT)))
    assert r.outcome["state"] == {"A.hand": 1, "B.hand": 1}
    assert "readings" not in r.outcome


def test_a_failed_condition_with_nothing_watching_raises_no_point() -> None:
    """Neighbour: no 「技を使った時」 on the board: the point does not arise."""
    r = resolve(loads(FAILED_IF % (3, "")))
    assert r.outcome["state"] == {"A.hand": 0, "B.hand": 0}
    assert "readings" not in r.outcome
    assert "8.12.2" not in r.decided_by


# The tenth retire card while a [手札] technique has triggered and is not yet revealed (4.4.1.1):
# 9.2.2 waits for 「誘発している自動能力」 — 「誘発している」 as 8.1.1.2.1 defines it (the trigger
# condition met) — and 1.2.2.1 for 「解決領域に能力」: the point names the definition it turns on

TENTH = """\
game: vs
title: t
turn: {player: A, number: 6}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    retire: 9
    hand: [{name: 真, text: "[手札]あなたのリングのカードがリタイヤ置場に置かれた時、あなたは自分のリタイヤを1枚選び、自分の控え室に置く。"}]
    ring: {name: 美希, ap: 1000, dp: 2000}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: hand_reveal, choose: "yes"}
ask: [B.retire, game_over]
"""


def test_tenth_retire_with_a_triggered_hand_technique_names_what_triggered_means() -> None:
    r = resolve(loads(TENTH))
    assert {"9.2.2", "1.2.2.1", "4.4.1.1", "8.1.1.2.1"} <= set(r.outcome["depends_on_reading"])
    assert r.outcome["readings"][0]["outcome"].get("loser") == "B"


# 4.4.1.1 / 4.4.2: a [手札] technique not revealed is not used; the attack's damage reads the
# attacker's AP the technique would have lowered — the decline is a reason of the ruling
# (``_affects``: the ring card itself, besides its zone)

DECLINE = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 3000, dp: 2000}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: [{name: 真, text: "[手札]相手のカードがアタックした時、相手のリングのカードを-2000/-0。"}]
    ring: {name: 美希, ap: 1000, dp: 3000}
actions:
  - {do: attack, support: 春香}
choices:
  - {player: B, at: hand_reveal, choose: "%s"}
ask: [千早.ap, B.retire]
"""


def test_a_declined_hand_technique_is_a_reason_of_the_damage() -> None:
    r = resolve(loads(DECLINE % "no"))
    assert r.outcome["state"] == {"千早.ap": 3000, "B.retire": 1}
    assert {"4.4.1.1", "4.4.2", "7.1.5.3", "7.1.5.4"} <= set(r.decided_by)


def test_a_revealed_hand_technique_lowers_the_attack() -> None:
    """Neighbour: revealed and resolved, 千早's AP is 1000: 美希 stays in the ring."""
    r = resolve(loads(DECLINE % "yes"))
    assert r.outcome["state"] == {"千早.ap": 1000, "B.retire": 0}
    assert "4.4.2" not in r.decided_by


# 9.1.1 「他の行動の実行中に条件を満たしていても、チェックタイミングの段階でその条件が満たされていない場合、
# このルール処理は行われません」: a damage that reaches the defence only in the middle of an effect (its
# defence raised by the next step, 8.1.1.5) retires nothing, and the ruling says why (9.4 watched)

MIDWAY = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 1000, dp: 1000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]%s"}
  B:
    deck: 10
    ring: {name: 美希, ap: 1000, dp: 2000}
actions:
  - do: ability_phase
    actions:
      - {do: use, card: 律子}
ask: [A.ring, A.retire]
"""


def test_damage_lethal_only_mid_resolution_retires_nothing() -> None:
    text = "あなたのリングのカードに1000ダメージを与える。あなたのリングのカードを+0/+2000。"
    r = resolve(loads(MIDWAY % text))
    assert r.outcome["state"] == {"A.ring": ["千早"], "A.retire": 0}
    assert {"9.1.1", "9.4.1", "8.1.1.5"} <= set(r.decided_by)


def test_damage_still_lethal_at_the_check_timing_retires() -> None:
    """Neighbour: the damage alone (no raise after it) still reaches the defence at the check
    timing: retired by 9.4.1."""
    r = resolve(loads(MIDWAY % "あなたのリングのカードに1000ダメージを与える。"))
    assert r.outcome["state"]["A.retire"] == 1
    assert "9.4.1" in r.decided_by
