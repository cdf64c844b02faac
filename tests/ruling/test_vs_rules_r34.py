"""vs rules the round-34 development files (r34_*) needed (round 34, s30rulesVSCOMC), each on a
minimal case of its own, with the neighbour that must not change."""

from __future__ import annotations

from typing import Any

from ruling.resolve import resolve
from ruling.scenario import loads


def _run(yaml: str) -> Any:
    r = resolve(loads(yaml, "t.yaml"))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    return r


# ---------------- 1.3.2.1: a card already standing is not stood again in the stand phase (6.2.1.3):
# its 「スタンドした時」 does not trigger, and the ruling says why

STAND = """\
game: vs
title: t
turn: {player: A, number: 4, phase: stand, first_player: A}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, state: %(state)s, text: "[ベンチ]このカードがスタンドした時、あなたは1枚引く。"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: stand_phase}
expect:
  state: {A.hand: %(hand)s}
  triggered: {律子: %(hand)s}
"""


def test_standing_card_not_stood_again_cites_1_3_2_1() -> None:
    r = _run(STAND % {"state": "stand", "hand": 0})
    assert r.outcome["state"] == {"A.hand": 0}
    assert "1.3.2.1" in r.decided_by
    # the neighbour: a rested card stands and triggers; nothing was 「not done」
    r = _run(STAND % {"state": "rest", "hand": 1})
    assert r.outcome["state"] == {"A.hand": 1}
    assert "1.3.2.1" not in r.decided_by


# ---------------- 2.14.3: a technique with nothing after its cost is paid, resolves doing nothing
# and is used (8.12.1): 「あなたが技を使った時」 triggers on it

EMPTY = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]あなたが技を使った時、あなたは1枚引く。この技は1ターンに1回まで使える。"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%(text)s"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
expect:
  state: {A.bench.left: rest, A.hand: 1}
  triggered: {千早: 1}
"""


def test_empty_technique_is_used_and_cites_2_14_3() -> None:
    r = _run(EMPTY % {"text": "[ベンチ][このカードをレストする]"})
    assert r.outcome["state"]["A.hand"] == 1
    assert "2.14.3" in r.decided_by and "8.12.1" in r.decided_by
    # the neighbour: a technique with an effect is used without 2.14.3
    r = _run(EMPTY % {"text": "[ベンチ][このカードをレストする]あなたのリングのカードを+1000/+0。"})
    assert r.outcome["state"]["A.hand"] == 1
    assert "2.14.3" not in r.decided_by


# ---------------- 7.1.6.1 with 7.1.5.1.2: 「パートナーアタックの終わりに」 does not trigger in the first
# player's first turn — its not triggering rests on the step that made the attack normal

PARTNER_END = """\
game: vs
title: t
turn: {player: A, number: %(turn)s, phase: attack, first_player: A}
players:
  A:
    deck: 10
    hand: 2
    ring: {name: 千早, ap: 2000, dp: 2000, partner_name: 春香, partner_title: リーダー, text: "[リング]パートナーアタックの終わりに、あなたは1枚引く。"}
    bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: attack, support: 春香}
expect:
  state: {A.hand: %(hand)s}
  triggered: {千早: %(n)s}
"""


def test_partner_attack_end_not_triggered_in_first_turn_cites_why() -> None:
    r = _run(PARTNER_END % {"turn": 1, "hand": 2, "n": 0})
    assert r.outcome["state"] == {"A.hand": 2}
    assert {"7.1.6.1", "7.1.5.1.2"} <= set(r.decided_by)
    # the neighbour: a later turn, the partner attack stands and it triggers
    r = _run(PARTNER_END % {"turn": 4, "hand": 3, "n": 1})
    assert r.outcome["state"] == {"A.hand": 3}
    assert "7.1.5.1.2" not in r.decided_by


# ---------------- 2.7.2: a supporter with two titles, one of them the partner title, is the partner
# (its example is the compared card's several names and titles)

TITLES = """\
game: vs
title: t
turn: {player: A, number: 4, phase: attack, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, partner_name: 春香, partner_title: リーダー}
    bench: {left: {name: 春香, title: %(title)s, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 5000}
actions:
  - {do: attack, support: 春香}
expect:
  state: {美希.zone: B.retire}
"""


def test_supporter_with_two_titles_cites_2_7_2() -> None:
    r = _run(TITLES % {"title": "リーダー/歌姫"})
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert {"2.7.2", "2.3.2.1"} <= set(r.decided_by)
    # the neighbour: one title, one partner name and title — 2.7.1 alone
    r = _run(TITLES % {"title": "リーダー"})
    assert r.outcome["state"] == {"美希.zone": "B.retire"}
    assert "2.7.2" not in r.decided_by


# ---------------- 8.6.9: a state trigger on the number of a pile's cards (「あなたの手札が0枚の時」,
# 「…がN枚以下の時」) — used once when the state arises (8.6.9.1)

STATE = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: 10
    hand: [{name: 雪歩, ap: 1000, dp: 1000}, {name: 真, ap: 1000, dp: 1000}]
    ring: {name: 千早, ap: 1000, dp: 2000, text: "%(text)s"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: put, card: 雪歩, to: waiting}
  - {do: check_timing}
expect:
  state: {A.hand: %(hand)s}
  triggered: {千早: %(n)s}
"""


def test_state_trigger_on_a_count() -> None:
    r = _run(
        STATE % {"text": "[リング]あなたの手札が1枚以下の時、あなたは1枚引く。", "hand": 2, "n": 1}
    )
    assert r.outcome["state"] == {"A.hand": 2}
    assert {"8.6.9", "8.6.9.1"} <= set(r.decided_by)
    # the neighbour: 0枚 is not met with one card left — it does not trigger
    r = _run(
        STATE % {"text": "[リング]あなたの手札が0枚の時、あなたは1枚引く。", "hand": 1, "n": 0}
    )
    assert r.outcome["state"] == {"A.hand": 1}


def test_state_trigger_count_compiles() -> None:
    from ruling.abilities import _abilities
    from ruling.rules import get_game

    get_game("vs")
    for text, how in (
        ("[リング]あなたの手札が0枚の時、あなたは1枚引く。", "state:you:hand:none"),
        ("[リング]相手の手札が2枚以下の時、あなたは1枚引く。", "state:opponent:hand:le2"),
        ("[リング]あなたの控え室が3枚以上の時、あなたは1枚引く。", "state:you:waiting:ge3"),
    ):
        (ab,) = _abilities("vs", text, None)
        assert ab.supported, (text, ab.reason)
        assert ab.program.trigger == how, text


# ---------------- 3.7.4.1: 「…の手札上限はN枚になる」 on a card in its [領域] sets the hand limit the
# end phase reads (6.8.1.2; 1.3.1 the text over the rules)

LIMIT = """\
game: vs
title: t
turn: {player: A, number: 4, phase: end, first_player: A}
players:
  A:
    deck: 10
    hand: 7
    waiting: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%(text)s"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: end_phase}
expect:
  state: {A.hand: %(hand)s}
"""


def test_hand_limit_set_by_a_continuous_technique() -> None:
    r = _run(LIMIT % {"text": "[ベンチ]あなたの手札上限は7枚になる。", "hand": 7})
    assert r.outcome["state"] == {"A.hand": 7}
    assert {"3.7.4.1", "8.1.1.4", "1.3.1"} <= set(r.decided_by)
    # the neighbours: the technique outside its [領域] (8.1.1.4), or naming the opponent — 5
    r = _run(LIMIT % {"text": "[リング]あなたの手札上限は7枚になる。", "hand": 5})
    assert r.outcome["state"] == {"A.hand": 5}
    r = _run(LIMIT % {"text": "[ベンチ]相手の手札上限は7枚になる。", "hand": 5})
    assert r.outcome["state"] == {"A.hand": 5}


# ---------------- 7.1.3.2.4: 「相手のアタックはパートナーアタックにならない」 on the defender's ring card

NO_PARTNER = """\
game: vs
title: t
turn: {player: A, number: 4, phase: attack, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, partner_name: 春香, partner_title: リーダー}
    bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000, text: "%(text)s"}
actions:
  - {do: attack, support: 春香}
expect:
  state: {美希.zone: %(zone)s}
"""


def test_opponents_attack_is_no_partner_attack() -> None:
    r = _run(
        NO_PARTNER
        % {"text": "[リング]相手のアタックはパートナーアタックにならない。", "zone": "B.ring"}
    )
    assert r.outcome["state"] == {"美希.zone": "B.ring"}
    assert "7.1.3.2.4" in r.decided_by
    # the neighbour: the technique in another [領域] (the bench): the partner attack stands
    r = _run(
        NO_PARTNER
        % {"text": "[ベンチ]相手のアタックはパートナーアタックにならない。", "zone": "B.retire"}
    )
    assert r.outcome["state"] == {"美希.zone": "B.retire"}


# ---------------- the point partner_half_absent: a partner name printed with no partner title

HALF = """\
game: vs
title: t
turn: {player: A, number: 4, phase: attack, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000, partner_name: %(pn)s}
    bench: {left: {name: 春香, title: リーダー, ap: 1000, dp: 1000}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone]
"""


def test_partner_half_absent_runs_both_readings() -> None:
    r = _run(HALF % {"pn": "春香"})
    assert r.outcome["state"] == {"美希.zone": "B.ring"}
    got = {tuple(x["reading"]): x["outcome"]["state"] for x in r.outcome.get("readings", [])}
    assert got == {("no_condition",): {"美希.zone": "B.retire"}}, r.outcome
    # the neighbour: the name printed does not match — no point, a normal attack
    r = _run(HALF % {"pn": "雪歩"})
    assert r.outcome["state"] == {"美希.zone": "B.ring"}
    assert not r.outcome.get("readings")


# ---------------- the point set_after_addition reached by a continuous technique's addition (it arose
# when its card was put in its zone, 8.9.1.4) and a later 「…にする」

SET_AFTER = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 千早, ap: 2000, dp: 2000}
    bench:
      left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングのカードを+1000/+0。"}
      right: {name: 春香, ap: 1000, dp: 1000, text: "%(text)s"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 春香}]
ask: [千早.ap]
"""


def test_set_after_a_continuous_addition_is_a_reading() -> None:
    r = _run(
        SET_AFTER
        % {"text": "[ベンチ][このカードをレストする]あなたのリングのカードの攻撃力を1000にする。"}
    )
    aps = {x["outcome"]["state"]["千早.ap"] for x in r.outcome.get("readings", [])}
    assert r.outcome["state"]["千早.ap"] == 2000 and 1000 in aps, r.outcome
    assert "8.9.1.4" in r.decided_by or any(
        "8.9.1.4" in x.get("clauses", ()) for x in (w.__dict__ for w in r.warnings())
    )
    # the neighbour: an addition by the used technique, no set — no reading
    r = _run(
        SET_AFTER % {"text": "[ベンチ][このカードをレストする]あなたのリングのカードを+1000/+0。"}
    )
    assert r.outcome["state"] == {"千早.ap": 4000}
    assert not r.outcome.get("readings")


# ---------------- 10.1.2: a 「あなたが技を使った時、あなたは1枚引く。」 with no limit triggers on its own
# resolution (8.12.2) for ever once nothing changes (no deck, no waiting room): an endless loop nobody
# can stop ends the game in a draw (under the reading that the loss waits for the ability; the other
# reading, 9.8.1 at once, A loses) — no longer a check timing the engine gives up on

SELF_LOOP = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: 2
    waiting: 0
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]あなたが技を使った時、あなたは1枚引く。%(limit)s"}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "[ベンチ][このカードをレストする]"}}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - do: ability_phase
    actions: [{do: use, card: 律子}]
ask: [game_over]
"""


def test_self_triggering_loop_nobody_can_stop_is_a_draw() -> None:
    r = _run(SELF_LOOP % {"limit": ""})
    assert r.outcome.get("draw") is True, r.outcome
    assert "10.1.2" in r.decided_by
    assert not [w for w in r.warnings() if w.kind == "loop"]
    # the neighbour: limited to once a turn, it draws once and the game goes on
    r = _run(SELF_LOOP % {"limit": "この技は1ターンに1回まで使える。"})
    assert r.outcome["game_over"] is False


# ---------------- 8.12.3 with 8.12.1: a once-a-turn automatic technique cancelled the first time
# triggers again — its limit is read and not reached, the cancelled one not being used

CANCELLED = """\
game: vs
title: t
turn: {player: A, number: 4}
players:
  A:
    deck: 10
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000, text: "[リング]このカードがアタックした時、あなたは1枚引く。この技は1ターンに1回まで使える。"}
    bench: {left: {name: 春香, ap: 1000, dp: 1000}, right: {name: 律子, ap: 1000, dp: 1000}}
  B:
    deck: 10
    hand: [{name: 真, text: "{cancel}[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"}]
    ring: {name: 美希, ap: 2000, dp: 5000}
actions:
  - {do: attack, support: 春香}
  - {do: attack, support: 律子}
choices:
  - {player: B, at: cancel, choose: %(cancel)s}
expect:
  state: {A.hand: 1}
  triggered: {千早: %(n)s}
"""


def test_cancelled_once_a_turn_trigger_cites_8_12_1_when_it_triggers_again() -> None:
    r = _run(CANCELLED % {"cancel": "真", "n": 2})
    assert r.outcome["state"] == {"A.hand": 1}
    assert {"8.12.1", "8.12.3"} <= set(r.decided_by)
    # the neighbour: not cancelled, it is used in the first attack and does not trigger again
    r = _run(CANCELLED % {"cancel": "no", "n": 1})
    assert r.outcome["state"] == {"A.hand": 1}


# ---------------- 12.5 (付録2) cited with 2.9.1.1 where a 『作品名』 meets a work referred to together

WORKS = """\
game: vs
title: t
turn: {player: A, number: 4, phase: ability, first_player: A}
players:
  A:
    deck: 10
    ring: {name: 歩, work: "%(work)s", ap: 2000, dp: 2000}
    bench:
      left: {name: 春香, ap: 1000, dp: 1000, text: "[ベンチ]あなたのリングの『%(named)s』のカードを+1000/+0。"}
  B:
    deck: 10
    ring: {name: 美希, ap: 2000, dp: 3000}
actions:
  - {do: check_timing}
ask: [歩.ap]
"""


def test_work_referred_together_cites_appendix_12_5() -> None:
    r = _run(
        WORKS % {"work": "これはゾンビですか? オブ・ザ・デッド", "named": "これはゾンビですか?"}
    )
    assert r.outcome["state"] == {"歩.ap": 3000}
    assert {"2.9.1.1", "12.5"} <= set(r.decided_by)
    # the neighbour: a work of no group named — neither is read
    r = _run(WORKS % {"work": "アイドルマスター", "named": "アイドルマスター"})
    assert r.outcome["state"] == {"歩.ap": 3000}
    assert "12.5" not in r.decided_by
