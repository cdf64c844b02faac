"""vs card-text constructions added in round 15 (issue 12, s11vs): each from a minimal text in the
rules document's printed style, compiled and run on a board, with the clauses that decide it."""

from __future__ import annotations

import pytest

from ruling.resolve import resolve
from ruling.scenario import loads
from tests.ruling.boards import vs_bench_use
from tests.ruling.boards import vs_program as _program
from tests.ruling.boards import vs_refused as _refused

# ------------------------------------------------- 「エネルギーをN枚レストする」 (4.16.1, 4.16.2)

REST_TWO = "[ベンチ][あなたのエネルギーを2枚レストする]あなたは1枚引く。"
REST_ONE_UNOWNED = "[ベンチ][エネルギーを1枚レストする]あなたは1枚引く。"


def test_a_cost_of_n_energy_compiles() -> None:
    assert [(c.kind, c.amount) for c in _program(REST_TWO).cost] == [("rest_energy", 2)]
    # printed with no owner: the payer's own energy (3.4.3)
    assert [(c.kind, c.amount) for c in _program(REST_ONE_UNOWNED).cost] == [("rest_energy", 1)]
    # the opponent's energy is no cost of the payer's: refused by name
    assert "rest cost" in _refused("[ベンチ][相手のエネルギーを1枚レストする]あなたは1枚引く。")


@pytest.mark.parametrize(
    ("text", "energy", "rested", "paid"),
    [
        # three standing: two of them rested, the third stays standing; the draw is done
        (REST_TWO, "[{state: stand}, {state: stand}, {state: stand}]", 2, True),
        # a rested one is not chosen (4.16.2): the two standing are rested
        (REST_TWO, "[{state: rest}, {state: stand}, {state: stand}]", 3, True),
        # one standing of two needed: the cost cannot be paid, the use is cancelled (8.5.1.3.2)
        (REST_TWO, "[{state: rest}, {state: stand}]", 1, False),
        (REST_ONE_UNOWNED, "[{state: stand}, {state: stand}]", 1, True),
    ],
)
def test_n_energy_rested_for_the_cost(text: str, energy: str, rested: int, paid: bool) -> None:
    r = vs_bench_use(text, energy)
    final = r.main.final.players["A"]
    assert len(final.zones["hand"]) == (2 if paid else 1)
    after = [c.orientation for c in final.zones["energy"]]
    assert after.count("rest") == rested
    assert {"4.16.2", "8.5.1.3.2"} <= set(r.decided_by)
    assert not [w for w in r.main.warnings if w.kind == "unsupported"]


# ---------------------------------- 「…がN枚以上なら」: a count of a player's cards (8.6.5)


def test_count_conditions_compile() -> None:
    p = _program("[リング]このカードがアタックした時、あなたの手札が1枚なら、あなたは1枚引く。")
    assert p.condition == ("count", "your_hand", "eq", 1)
    p = _program(
        "[リング]このカードがアタックした時、相手のリタイヤ置場のカードが3枚以上なら、"
        "あなたは1枚引く。"
    )
    assert p.condition == ("count", "opp_retired", "ge", 3)
    p = _program(
        "[リング]このカードがアタックした時、あなたのベンチにカードが2枚以上あるなら、あなたは1枚引く。"
    )
    assert p.condition == ("count", "your_bench", "ge", 2)
    # a count of cards so described is not read: refused by name, not counted without the filter
    assert "noun phrase" in _refused(
        "[リング]このカードがアタックした時、あなたのベンチにレベル2以上のカードが2枚以上あるなら、"
        "あなたは1枚引く。"
    )


EFFECT = """
game: vs
title: t
turn: {player: A, number: 3, phase: chara}
players:
  A: {deck: 9, hand: %d, retire: %d, ring: {name: 千早, ap: 2000, dp: 2000}}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions:
  - {do: resolve_text, player: A, text: "%s"}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("text", "hand", "retire", "drawn"),
    [
        ("あなたのリタイヤ置場のカードが2枚以上なら、あなたは1枚引く。", 0, 2, True),
        ("あなたのリタイヤ置場のカードが2枚以上なら、あなたは1枚引く。", 0, 1, False),
        ("あなたの手札が1枚なら、あなたは1枚引く。", 1, 0, True),
        ("あなたの手札が1枚なら、あなたは1枚引く。", 2, 0, False),
        ("あなたの手札が1枚以下なら、あなたは1枚引く。", 0, 0, True),
    ],
)
def test_a_count_condition_on_a_board(text: str, hand: int, retire: int, drawn: bool) -> None:
    r = resolve(loads(EFFECT % (hand, retire, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["A.hand"] == hand + (1 if drawn else 0)
    assert "8.6.5" in r.decided_by


def test_the_older_retire_comparison_of_a_bare_effect_is_checked_too() -> None:
    # before round 15 a bare effect's 「なら」 was compiled and not checked: the draw ran always
    text = "あなたのリタイヤが相手のリタイヤより多いなら、あなたは1枚引く。"
    r = resolve(loads(EFFECT % (0, 0, text)))
    assert r.outcome["state"]["A.hand"] == 0
    assert "8.6.5" in r.decided_by


# --------------------------------- 「あなたの / 相手の…フェイズの始めに」 (6.1.1, 8.1.1.2.1)


def test_a_timing_of_a_player_compiles() -> None:
    p = _program("[リング]あなたのドローフェイズの始めに、あなたは1枚引く。")
    assert p.trigger == "start:draw@you"
    p = _program("[リング]相手のターンの始めに、あなたは1枚引く。")
    assert p.trigger == "start:stand@opponent"
    # round 31 (s27vstext): an attack sub-phase is a part of the turn player's attack phase (6.1.1,
    # 7.1): 「あなたのアタックの終わりに」 is the end of an attack in the master's turn
    # (test_vs_cardtext_r31.test_the_end_of_a_players_attack runs it on a board)
    p = _program("[リング]あなたのアタックの終わりに、あなたは1枚引く。")
    assert p.trigger == "end:attack@you"


TURN = """
game: vs
title: t
turn: {player: %s, number: 4}
players:
  A: {deck: 9, hand: 0, ring: {name: 千早, ap: 1000, dp: 1000, text: "%s"}}
  B: {deck: 9, hand: 0, ring: {name: 美希, ap: 1000, dp: 1000}}
actions:
  - {do: stand_phase}
  - {do: draw_phase}
ask: [A.hand, B.hand]
"""


@pytest.mark.parametrize(
    ("turn", "text", "a_hand"),
    [
        # the master's own draw phase: the draw phase's draw and the technique's
        ("A", "[リング]あなたのドローフェイズの始めに、あなたは1枚引く。", 2),
        # the opponent's turn: 「あなたの」 does not trigger
        ("B", "[リング]あなたのドローフェイズの始めに、あなたは1枚引く。", 0),
        ("B", "[リング]相手のドローフェイズの始めに、あなたは1枚引く。", 1),
        ("A", "[リング]相手のドローフェイズの始めに、あなたは1枚引く。", 1),
    ],
)
def test_a_timing_of_a_player_on_a_board(turn: str, text: str, a_hand: int) -> None:
    r = resolve(loads(TURN % (turn, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["A.hand"] == a_hand
    if (turn == "A") == text.startswith("[リング]あなた"):
        assert {"6.1.1", "6.3.1.1"} <= set(r.decided_by)


# ------------------------------------------------ 「このアタック中、…を+A/+B」 (7.1.1, 8.2.1.2)

DURING = "[リング]このカードがアタックした時、このアタック中、このカードを+1000/+0。"


def test_a_change_during_this_attack_compiles() -> None:
    (op,) = _program(DURING).ops
    assert (op.kind, op.who, op.ap, op.until) == ("stat", "this", 1000, "attack")
    # with no trigger the shared reader takes 「このアタック中、」 for a condition's time: refused
    # by name (a continuous technique has no period of its own either, 8.1.1.4)
    assert "this_attack" in _refused("[リング]このアタック中、このカードを+1000/+0。")


ATTACK = """
game: vs
title: t
turn: {player: A, number: 7, phase: attack, first_player: A}
players:
  A: {deck: 9, ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}, bench: {left: {name: 春香, ap: 0, dp: 1000}, center: {name: 雪歩, ap: 0, dp: 1000}}}
  B: {deck: 9, ring: {name: 美希, ap: 1000, dp: 3000}}
actions:
  - {do: attack, support: 春香}
ask: [美希.zone, 千早.ap]
"""


@pytest.mark.parametrize(
    ("text", "zone", "after"),
    [
        # +1000 during the attack: 3000 damage retires 美希 (7.1.5.4); the attack over, the
        # change has ended (7.1.1, 7.1.6.2): 千早's attack is 2000 again
        (DURING, "B.retire", 2000),
        # no duration said: this game (8.2.1.2) — it stays
        ("[リング]このカードがアタックした時、このカードを+1000/+0。", "B.retire", 3000),
    ],
)
def test_a_change_during_this_attack_ends_with_it(text: str, zone: str, after: int) -> None:
    r = resolve(loads(ATTACK % text))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["美希.zone"] == zone
    assert r.outcome["state"]["千早.ap"] == after
    if text == DURING:
        assert {"7.1.1", "7.1.6.2"} <= set(r.decided_by)


def test_a_change_during_this_attack_outside_an_attack_does_nothing() -> None:
    text = "このアタック中、あなたのリングのカードを+1000/+0。"
    src = EFFECT.replace("ask: [A.hand]", "ask: [千早.ap]") % (0, 0, text)
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["千早.ap"] == 2000
    assert "7.1.1" in r.decided_by


# ----------------------- 「…のベンチのカードを1枚選び、（スタンド|レスト）する」 (4.9.1.1, 4.9.1.2)


def test_stand_or_rest_of_a_chosen_bench_card_compiles() -> None:
    p = _program("[リング]このカードがアタックした時、相手のベンチのカードを1枚選び、レストする。")
    assert [(o.kind, o.who) for o in p.ops] == [("choose", "opp_bench"), ("rest", "chosen")]
    p = _program(
        "[リング]このカードがアタックされた時、あなたのベンチのカードを1枚選び、スタンドする。"
    )
    assert [(o.kind, o.who) for o in p.ops] == [("choose", "your_bench"), ("stand", "chosen")]
    # a choice that may take the ring card (4.9.1 gives states to bench cards): refused by name
    assert "bench" in _refused(
        "[リング]このカードがアタックした時、相手のフィールドのカードを1枚選び、レストする。"
    )


BENCH = """
game: vs
title: t
turn: {player: A, number: 3, phase: chara}
players:
  A: {deck: 9, ring: {name: 千早, ap: 2000, dp: 2000}}
  B:
    deck: 9
    ring: {name: 美希, ap: 2000, dp: 3000}
    bench:
      left: {name: 春香, ap: 0, dp: 1000, state: %s}
      right: {name: 雪歩, ap: 0, dp: 1000, state: stand}
actions:
  - {do: resolve_text, player: A, text: "%s"}
choices: [{player: A, choose: 春香}]
ask: [春香.state, 雪歩.state]
"""


@pytest.mark.parametrize(
    ("before", "text", "after"),
    [
        ("stand", "あなたは相手のベンチのカードを1枚選び、レストする。", "rest"),
        # 「レストする」 is a standing card put in the rest state (4.9.1.2): a reversed one stays
        ("reverse", "あなたは相手のベンチのカードを1枚選び、レストする。", "reverse"),
        ("rest", "あなたは相手のベンチのカードを1枚選び、スタンドする。", "stand"),
        ("reverse", "あなたは相手のベンチのカードを1枚選び、スタンドする。", "stand"),
    ],
)
def test_a_chosen_bench_card_is_stood_or_rested(before: str, text: str, after: str) -> None:
    r = resolve(loads(BENCH % (before, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    # the card chosen changes (or not), the other is left as it was
    assert r.outcome["state"] == {"春香.state": after, "雪歩.state": "stand"}
    assert ("4.9.1.2" if "レスト" in text else "4.9.1.1") in r.decided_by


# ------------------------------ 「[領域]…なら、…を+A/+B」: a continuous technique's condition (8.3.3)


def test_a_condition_on_a_continuous_technique_compiles() -> None:
    p = _program("[リング]相手のリタイヤが、あなたのリタイヤより多いなら、このカードを+0/+2000。")
    assert (p.kind, p.condition) == ("continuous", ("more", "opponent", "you"))
    p = _program("[ベンチ]あなたの手札が3枚以上なら、あなたのリングのカードを+1000/+0。")
    assert (p.kind, p.condition) == ("continuous", ("count", "your_hand", "ge", 3))


STATIC = """
game: vs
title: t
turn: {player: A, number: 3, phase: chara}
players:
  A: {deck: 9, hand: %d, retire: %d, ring: {name: 千早, ap: 2000, dp: 2000, text: "%s"}}
  B: {deck: 9, retire: 1, ring: {name: 美希, ap: 2000, dp: 3000}}
actions: []
ask: [千早.ap, 千早.dp]
"""


@pytest.mark.parametrize(
    ("hand", "retire", "text", "ap", "dp"),
    [
        ("2", 0, "[リング]あなたの手札が2枚以上なら、このカードを+1000/+0。", 3000, 2000),
        ("1", 0, "[リング]あなたの手札が2枚以上なら、このカードを+1000/+0。", 2000, 2000),
        # B has 1 retired card: more than A's 0, not more than A's 2
        (
            "0",
            0,
            "[リング]相手のリタイヤが、あなたのリタイヤより多いなら、このカードを+0/+2000。",
            2000,
            4000,
        ),
        (
            "0",
            2,
            "[リング]相手のリタイヤが、あなたのリタイヤより多いなら、このカードを+0/+2000。",
            2000,
            2000,
        ),
    ],
)
def test_a_continuous_technique_is_in_force_while_its_condition_holds(
    hand: str, retire: int, text: str, ap: int, dp: int
) -> None:
    r = resolve(loads(STATIC % (int(hand), retire, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert (r.outcome["state"]["千早.ap"], r.outcome["state"]["千早.dp"]) == (ap, dp)
    assert "8.3.3" in r.decided_by


# ------------------------------ 「このカードのAPを+1000する」: one value by its name (2.10.1, 2.11.1)


@pytest.mark.parametrize(
    ("text", "ap", "dp"),
    [
        ("[リング]このカードのAPを+1000する。", 3000, 2000),
        ("[リング]このカードの防御力を-1000する。", 2000, 1000),
        ("[リング]このカードのDP+500。", 2000, 2500),
    ],
)
def test_one_value_changed_by_its_name(text: str, ap: int, dp: int) -> None:
    (op,) = _program(text).ops
    assert (op.ap, op.dp) == (ap - 2000, dp - 2000)
    r = resolve(loads(STATIC % (0, 0, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert (r.outcome["state"]["千早.ap"], r.outcome["state"]["千早.dp"]) == (ap, dp)


# ---------------------- 「[あなたの手札をN枚控え室に置く]」: a cost of hand cards (4.16.1, 8.5.1.3.2)

HAND_COST = "[ベンチ][あなたの手札を1枚控え室に置く]あなたは2枚引く。"


def test_a_hand_cost_compiles() -> None:
    assert [(c.kind, c.amount, c.value) for c in _program(HAND_COST).cost] == [
        ("hand_cost", 1, "waiting")
    ]


def _use_hand(hand: str, choices: str = ""):  # type: ignore[no-untyped-def]
    src = f"""\
game: vs
title: t
turn: {{player: A, number: 6, phase: ability, first_player: A}}
players:
  A:
    deck: [{{name: 一}}, {{name: 二}}, 5]
    hand: {hand}
    ring: {{name: 千早, ap: 2000, dp: 2000}}
    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{HAND_COST}"}}}}
  B: {{deck: 20, ring: {{name: 美希, ap: 2000, dp: 3000}}}}
actions:
  - do: ability_phase
    actions: [{{do: use, card: 律子}}]
{choices}ask: [A.hand, A.waiting]
"""
    return resolve(loads(src))


def test_a_hand_cost_on_a_board() -> None:
    # the payer picks the card (盾), it goes to the waiting room, then two are drawn
    r = _use_hand("[剣, 盾]", "choices: [{player: A, choose: 盾}]\n")
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"] == {"A.hand": 3, "A.waiting": 1}
    assert r.main.final.players["A"].zones["waiting"][0].name == "盾"
    assert {"8.5.1.3.2", "4.16.1"} <= set(r.decided_by)
    # an empty hand: the cost cannot be paid, the use is cancelled (8.5.1.3.2)
    r = _use_hand("[]")
    assert r.outcome["state"] == {"A.hand": 0, "A.waiting": 0}
    assert "8.5.1.3.2" in r.decided_by


# --------------------- 「[ベンチ]称号に“X”を含むあなたのリングのカードを+A/+B」 (2.14.7, 8.1.1.4)

TITLED = "[ベンチ]称号に“兄”を含むあなたのリングのカードを+1000/+1000。"


def test_a_title_filter_on_the_ring_card_compiles() -> None:
    (op,) = _program(TITLED).ops
    assert (op.who, op.info) == ("your_ring", (("title", "兄"),))
    # a one-shot change reaches the ring itself (8.9.1.6), not a card one may test: refused
    assert "称号" in _refused(
        "[リング]このカードがアタックした時、称号に“兄”を含むあなたのリングのカードを+1000/+0。"
    )


TITLE_BOARD = """
game: vs
title: t
turn: {player: A, number: 3, phase: chara}
players:
  A:
    deck: 9
    ring: {name: 千早, title: %s, ap: 2000, dp: 2000}
    bench: {left: {name: 律子, ap: 1000, dp: 1000, text: "%s"}}
  B: {deck: 9, ring: {name: 美希, ap: 2000, dp: 3000}}
actions: []
ask: [千早.ap, 千早.dp]
"""


@pytest.mark.parametrize(("title", "ap"), [("頼れる兄", 3000), ("妹", 2000)])
def test_a_title_filter_on_the_ring_card_on_a_board(title: str, ap: int) -> None:
    r = resolve(loads(TITLE_BOARD % (title, TITLED)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["千早.ap"] == ap
    assert "2.14.7" in r.decided_by


# ------------- 「称号に“X”を含むあなたのカードがサポートした時」 (7.1.3.2.3, 2.14.7)

SUPPORTED = "[ベンチ]称号に“先輩”を含むあなたのカードがサポートした時、あなたは1枚引く。"


def test_a_support_by_a_described_card_compiles() -> None:
    p = _program(SUPPORTED)
    assert (p.trigger, p.trigger_info) == ("your_supports", (("title", "先輩"),))
    p = _program("[ベンチ]あなたのカードがサポートした時、あなたは1枚引く。")
    assert (p.trigger, p.trigger_info) == ("your_supports", ())


SUPPORT_BOARD = """
game: vs
title: t
turn: {player: A, number: 7, phase: attack, first_player: A}
players:
  A:
    deck: 9
    hand: 0
    ring: {name: 千早, ap: 1000, dp: 2000}
    bench:
      left: {name: 春香, title: %s, ap: 0, dp: 1000}
      right: {name: 律子, ap: 0, dp: 1000, text: "%s"}
  B: {deck: 9, ring: {name: 美希, ap: 1000, dp: 5000}}
actions:
  - {do: attack, support: 春香}
ask: [A.hand]
"""


@pytest.mark.parametrize(
    ("title", "text", "hand"),
    [
        ("頼れる先輩", SUPPORTED, 1),
        ("後輩", SUPPORTED, 0),
        ("後輩", "[ベンチ]あなたのカードがサポートした時、あなたは1枚引く。", 1),
    ],
)
def test_a_support_by_a_described_card_on_a_board(title: str, text: str, hand: int) -> None:
    r = resolve(loads(SUPPORT_BOARD % (title, text)))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["A.hand"] == hand
    if hand:
        assert "7.1.3.2.3" in r.decided_by


# ---------- 「山札を上からN枚見て、好きな順番で山札の上に置く」 (4.11.2, 1.3.1 over 3.2.2)

LOOK_REORDER = "[ベンチ][このカードをレストする]あなたは自分の山札を上から2枚見て、好きな順番で山札の上に置く。"
LOOK_HAND = "[ベンチ][このカードを控え室に置く]相手の手札を見る。"


def test_a_look_and_a_reorder_compile() -> None:
    assert [(o.kind, o.who, o.amount) for o in _program(LOOK_REORDER).ops] == [
        ("look", "you", 2),
        ("reorder", "you", 2),
    ]
    assert [(o.kind, o.who) for o in _program(LOOK_HAND).ops] == [("look", "opp_hand")]
    # cards put elsewhere in a chosen order: refused (a look as the last step runs since round 24:
    # 4.11.2, the cards stay, tests/ruling/test_rules_examples_r24.py; a later step reading none
    # of them — 「…見る。あなたは1枚引く。」 — since round 32, tests/ruling/test_vs_rules_r32.py;
    # a choice among them, the rest left unsaid, since round 40,
    # tests/ruling/test_vs_constructions_r40.py); a condition on the cards looked at (「その中に」)
    # since round 54 (s51vsT2: ``among_looked``, tests/ruling/test_vs_r54_among_looked.py)
    assert _program(
        "[ベンチ][このカードをレストする]あなたは自分の山札を上から2枚見る。"
        "その中にレベル2以上のカードがあるなら、あなたは1枚引く。"
    ).ops[1].cond == ("among_looked", (), (), (("level", "ge", 2),), "ge", 1)
    # the master's own cards chosen (its hand's) are ordered by their owner, the master (3.2.4):
    # compiled since round 43 (tests/ruling/test_vs_r43_cardtext.py); the opponent's stay refused
    assert "chosen order" in _refused(
        "[ベンチ][このカードをレストする]相手の控え室のカードを2枚選び、好きな順番で山札の上に置く。"
    )


def _look(text: str, deck: str, choices: str = ""):  # type: ignore[no-untyped-def]
    src = f"""\
game: vs
title: t
turn: {{player: A, number: 6, phase: ability, first_player: A}}
players:
  A:
    deck: {deck}
    hand: 1
    ring: {{name: 千早, ap: 2000, dp: 2000}}
    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}
  B: {{deck: 20, hand: [{{name: 剣}}, {{name: 盾}}], ring: {{name: 美希, ap: 2000, dp: 3000}}}}
actions:
  - do: ability_phase
    actions: [{{do: use, card: 律子}}]
{choices}"""
    return resolve(loads(src))


def test_the_top_cards_go_back_in_the_order_chosen() -> None:
    r = _look(
        LOOK_REORDER, "[{name: 一}, {name: 二}, {name: 三}]", "choices: [{player: A, choose: 二}]\n"
    )
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    deck = [c.name for c in r.main.final.players["A"].zones["deck"]]
    assert deck == ["二", "一", "三"]
    assert {"4.11.2", "1.3.1", "3.2.2"} <= set(r.decided_by)
    # no order given: the order they lay in is kept, as an assumption
    r = _look(LOOK_REORDER, "[{name: 一}, {name: 二}, {name: 三}]")
    assert [c.name for c in r.main.final.players["A"].zones["deck"]] == ["一", "二", "三"]
    assert any(w.kind == "assumption" and "order" in w.en for w in r.warnings())
    # one card in the deck: that one is seen and stays
    r = _look(LOOK_REORDER, "[{name: 一}]")
    assert [c.name for c in r.main.final.players["A"].zones["deck"]] == ["一"]


def test_a_look_at_the_opponents_hand_moves_nothing() -> None:
    r = _look(LOOK_HAND, "5")
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert [c.name for c in r.main.final.players["B"].zones["hand"]] == ["剣", "盾"]
    seen = [s for s in r.main.trace.steps if "3.7.2" in s.clauses]
    assert len(seen) == 1 and "1.3.1" in seen[0].clauses and "剣" in seen[0].ja


# ------------- 「[領域]（あなた|相手）のターン中、…を+A/+B」: in force in that player's turn (6.1.1, 8.3.3)

MY_TURN = "[リング]あなたのターン中、このカードのDPを+2000する。"
THEIR_TURN = "[リング]相手のターン中、このカードを+1000/+0。"


def test_a_turn_condition_on_a_continuous_technique_compiles() -> None:
    p = _program(MY_TURN)
    assert (p.kind, p.condition, [(o.kind, o.dp) for o in p.ops]) == (
        "continuous",
        ("turn", "you"),
        [("stat", 2000)],
    )
    assert _program(THEIR_TURN).condition == ("turn", "opponent")
    # on a one-shot technique (there a duration of the change): refused
    assert "during_your_turn" in _refused(
        "[ベンチ][このカードをレストする]あなたのターン中、あなたのリングのカードを+1000/+0。"
    )


@pytest.mark.parametrize(
    ("turn", "text", "ap", "dp"),
    [
        ("A", MY_TURN, 2000, 4000),
        ("B", MY_TURN, 2000, 2000),
        ("A", THEIR_TURN, 2000, 2000),
        ("B", THEIR_TURN, 3000, 2000),
    ],
)
def test_a_turn_condition_on_a_board(turn: str, text: str, ap: int, dp: int) -> None:
    src = STATIC.replace("player: A", f"player: {turn}") % (0, 0, text)
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert (r.outcome["state"]["千早.ap"], r.outcome["state"]["千早.dp"]) == (ap, dp)
    assert {"8.3.3", "6.1.1"} <= set(r.decided_by)


# ------------------------- 「…にNダメージを与える」: an effect's damage (7.1.5.3 accumulated, 9.4)

DEAL = "[ベンチ][このカードをレストする]相手のリングのカードに1000ダメージを与える。"


def test_damage_given_compiles() -> None:
    assert [(o.kind, o.who, o.amount) for o in _program(DEAL).ops] == [("damage", "opp_ring", 1000)]
    assert "damage given" in _refused(
        "[ベンチ][このカードをレストする]相手のベンチのカードに1000ダメージを与える。"
    )


@pytest.mark.parametrize(("dp", "retired"), [(1000, True), (3000, False)])
def test_damage_given_on_a_board(dp: int, retired: bool) -> None:
    src = f"""\
game: vs
title: t
turn: {{player: A, number: 6, phase: ability, first_player: A}}
players:
  A:
    deck: 20
    ring: {{name: 千早, ap: 2000, dp: 2000}}
    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{DEAL}"}}}}
  B: {{deck: 20, ring: {{name: 美希, ap: 2000, dp: {dp}}}}}
actions:
  - do: ability_phase
    actions: [{{do: use, card: 律子}}]
ask: [美希.zone, 美希.damage]
"""
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    if retired:
        assert r.outcome["state"]["美希.zone"] == "B.retire"  # 9.4.1 at the check timing
        assert "9.4.1" in r.decided_by
    else:
        assert (r.outcome["state"]["美希.zone"], r.outcome["state"]["美希.damage"]) == (
            "B.ring",
            1000,
        )
    assert "7.1.5.3" in r.decided_by


# -------------- 「アタックしたカード」: the card attacking in the attack in progress (7.1.3.2, 4.14.1)

STRIKE_BACK = "[リング]このカードがアタックされた時、アタックしたカードを-2000/+0。"


def test_the_attacking_card_compiles() -> None:
    assert [(o.kind, o.who, o.ap) for o in _program(STRIKE_BACK).ops] == [
        ("stat", "attacker", -2000)
    ]


@pytest.mark.parametrize(("text", "zone"), [(STRIKE_BACK, "B.ring"), ("", "B.retire")])
def test_the_attacking_card_on_a_board(text: str, zone: str) -> None:
    # 千早 (AP 3000) attacks 美希 (DP 2500): -2000 on the attacker, 1000 damage, 美希 stays; with
    # no text 3000 damage retires it
    src = f"""\
game: vs
title: t
turn: {{player: A, number: 6}}
players:
  A: {{deck: 9, ring: {{name: 千早, ap: 3000, dp: 2000}}, bench: {{left: {{name: 春香, title: 先輩, ap: 1000, dp: 1000}}}}}}
  B: {{deck: 9, retire: 2, ring: {{name: 美希, ap: 2000, dp: 2500, text: "{text}"}}}}
actions:
  - {{do: attack, support: 春香}}
ask: [美希.zone, 千早.ap]
"""
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["美希.zone"] == zone
    if text:
        assert r.outcome["state"]["千早.ap"] == 1000
        assert "8.2.1.2" in r.decided_by


# ------------- 「…上から1枚見て、山札の上か控え室に置く」: the card looked at, to the place picked

LOOK_PLACE = (
    "[ベンチ][このカードをレストする]あなたは自分の山札を上から1枚見て、山札の上か控え室に置く。"
)


def test_a_look_and_a_put_to_one_of_two_places_compile() -> None:
    assert [(o.kind, o.amount, o.value) for o in _program(LOOK_PLACE).ops] == [
        ("look", 1, None),
        ("place_looked", 1, (("deck", "top"), ("waiting", None))),
    ]
    # two cards looked at (each its place): refused
    assert "several places" in _refused(LOOK_PLACE.replace("1枚見て", "2枚見て"))
    # a put to one of two places of cards not looked at: refused
    assert "several places" in _refused(
        "[ベンチ][このカードをレストする]あなたは自分の手札を1枚選び、山札の上か控え室に置く。"
    )


@pytest.mark.parametrize(
    ("pick", "deck", "waiting"), [("控え室", ["二"], ["一"]), ("山札の上", ["一", "二"], [])]
)
def test_the_card_looked_at_goes_where_its_master_picks(
    pick: str, deck: list[str], waiting: list[str]
) -> None:
    r = _look(LOOK_PLACE, "[{name: 一}, {name: 二}]", f"choices: [{{player: A, choose: {pick}}}]\n")
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    fin = r.main.final.players["A"].zones
    assert [c.name for c in fin["deck"]] == deck
    assert [c.name for c in fin["waiting"] if c.name != "律子"] == waiting


# ----------- 「[領域]あなたのベンチのカードすべては、相手の技に選ばれない」 (8.1.1.4; 1.3.1 over 8.6.11.1)

SHIELD = "[リング]あなたのベンチのカードすべては、相手の技に選ばれない。"
RING_SHIELD = "[リング]このカードは、相手の技に選ばれない。"


def test_unchoosable_compiles() -> None:
    assert [(o.kind, o.who) for o in _program(SHIELD).ops] == [("unchoosable", "your_bench")]
    assert [(o.kind, o.who) for o in _program(RING_SHIELD).ops] == [("unchoosable", "this")]
    assert "「…に選ばれない」" in _refused(
        "[リング]あなたのベンチのカードすべては、あなたの技に選ばれない。"
    )


@pytest.mark.parametrize(
    ("ring_text", "text", "left"),
    [
        # B's bench card protected: A's technique chooses among the others (none): nothing moves
        (
            SHIELD,
            "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、相手の控え室に置く。",
            1,
        ),
        (
            "",
            "[ベンチ][このカードをレストする]相手のベンチのカードを1枚選び、相手の控え室に置く。",
            0,
        ),
        # the ring card itself protected: the choice of it finds no target
        (RING_SHIELD, "[ベンチ][このカードをレストする]相手のリングのカードを選び、+0/-5000。", 1),
    ],
)
def test_unchoosable_on_a_board(ring_text: str, text: str, left: int) -> None:
    src = f"""\
game: vs
title: t
turn: {{player: A, number: 6, phase: ability, first_player: A}}
players:
  A:
    deck: 20
    ring: {{name: 千早, ap: 2000, dp: 2000}}
    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{text}"}}}}
  B:
    deck: 20
    ring: {{name: 美希, ap: 2000, dp: 3000, text: "{ring_text}"}}
    bench: {{left: {{name: 響, ap: 1000, dp: 1000}}}}
actions:
  - do: ability_phase
    actions: [{{do: use, card: 律子}}]
ask: [響.zone, 美希.dp]
"""
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    fin = r.main.final.players["B"].zones
    if "リング" in text:
        assert (len(fin["ring"]) == 1) == bool(left)
    else:
        assert len(fin["bench.left"]) == left
    if ring_text:
        assert "1.3.1" in r.decided_by


# ------------------------- 「[領域]…は追加で《X》になる」: a technique attribute added (2.15.2)

ADD_SELF = "[リング]このカードは追加で《素敵》になる。"
ADD_FIELD = "[ベンチ]すべてのプレイヤーの、フィールドの、技は追加で《素敵》になる。"
NAMES_IT = "[ベンチ]相手のリングの《素敵》のカードを+0/-1000。"


def test_an_added_attribute_compiles() -> None:
    assert [(o.kind, o.who, o.value) for o in _program(ADD_SELF).ops] == [("grant", "this", "素敵")]
    assert [(o.kind, o.who, o.by, o.areas) for o in _program(ADD_FIELD).ops] == [
        ("grant", "zones", "all", ("ring", "bench.left", "bench.center", "bench.right"))
    ]
    # printed alone (a one-shot effect: its duration and 8.9.1.6 not read): refused
    assert _refused("すべてのプレイヤーの、フィールドの、技は追加で《素敵》になる。")


@pytest.mark.parametrize(
    ("b_ring", "a_bench2", "dp", "attrs"),
    [
        (
            ADD_SELF,
            "",
            2000,
            ["素敵"],
        ),  # B's ring card adds 《素敵》 to itself: A's bench reaches it
        ("", ADD_FIELD, 2000, ["素敵"]),  # every field card's techniques are 《素敵》
        ("", "", 3000, []),  # none: not reached
    ],
)
def test_an_added_attribute_on_a_board(b_ring: str, a_bench2: str, dp: int, attrs: list) -> None:
    src = f"""\
game: vs
title: t
turn: {{player: A, number: 3, phase: chara}}
players:
  A:
    deck: 9
    ring: {{name: 千早, ap: 2000, dp: 2000}}
    bench: {{left: {{name: 律子, ap: 1000, dp: 1000, text: "{NAMES_IT}"}}, right: {{name: 春香, ap: 1000, dp: 1000, text: "{a_bench2}"}}}}
  B: {{deck: 9, ring: {{name: 美希, ap: 2000, dp: 3000, text: "{b_ring}"}}}}
actions: []
ask: [美希.dp, 美希.attribute]
"""
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["美希.dp"] == dp
    assert r.outcome["state"]["美希.attribute"] == attrs
    if attrs:
        assert {"2.15.1", "2.15.2"} <= set(r.decided_by)


# -------------- 「[領域]アタックのダメージはaになる」 as a continuous technique (8.2.1.3.3, 8.1.1.4)

ZERO = "[リング]アタックのダメージは0になる。"


def test_a_continuous_damage_replacement_compiles() -> None:
    p = _program(ZERO)
    assert (p.kind, [(o.kind, o.amount) for o in p.ops]) == ("continuous", [("attack_damage", 0)])


@pytest.mark.parametrize(
    ("text", "zone", "damage"),
    [
        (ZERO, "B.ring", 0),
        ("[リング]アタックのダメージは1000になる。", "B.ring", 1000),
        ("", "B.retire", None),
    ],
)
def test_a_continuous_damage_replacement_on_a_board(
    text: str, zone: str, damage: int | None
) -> None:
    src = f"""\
game: vs
title: t
turn: {{player: A, number: 6}}
players:
  A: {{deck: 9, ring: {{name: 千早, ap: 3000, dp: 2000}}, bench: {{left: {{name: 春香, title: 先輩, ap: 1000, dp: 1000}}}}}}
  B: {{deck: 9, retire: 2, ring: {{name: 美希, ap: 2000, dp: 2500, text: "{text}"}}}}
actions:
  - {{do: attack, support: 春香}}
ask: [美希.zone, 美希.damage]
"""
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["美希.zone"] == zone
    if text:
        assert r.outcome["state"]["美希.damage"] == damage
        assert {"8.2.1.3.3", "8.1.1.4"} <= set(r.decided_by)


# ---- 「あなたのベンチに称号に“X”を含むカードがあるなら」: a count of cards so titled (2.14.7, 8.3.3)

TITLED_BENCH = "[リング]あなたのベンチに称号に“妹”を含むカードがあるなら、このカードを+2000/+0。"


def test_a_titled_existence_compiles() -> None:
    p = _program(TITLED_BENCH)
    assert p.condition == ("count", "your_bench", "ge", 1, (("title", "妹"),))


@pytest.mark.parametrize(("title", "ap"), [("妹", 4000), ("姉", 2000)])
def test_a_titled_existence_on_a_board(title: str, ap: int) -> None:
    src = f"""\
game: vs
title: t
turn: {{player: A, number: 3, phase: chara}}
players:
  A:
    deck: 9
    ring: {{name: 千早, ap: 2000, dp: 2000, text: "{TITLED_BENCH}"}}
    bench: {{left: {{name: 春香, title: {title}, ap: 1000, dp: 1000}}}}
  B: {{deck: 9, ring: {{name: 美希, ap: 2000, dp: 3000}}}}
actions: []
ask: [千早.ap]
"""
    r = resolve(loads(src))
    assert not [w for w in r.warnings() if w.kind == "unsupported"]
    assert r.outcome["state"]["千早.ap"] == ap
    assert {"8.3.3", "2.14.7"} <= set(r.decided_by)
